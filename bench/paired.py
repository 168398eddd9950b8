"""Two versions of the code timed in turn, with their ratio taken pair by pair (a benchmark, not
a test: it prints). On a shared machine whose speed drifts, only paired figures compare.

    python -m bench.paired commands [--runs 5] -- "NEW COMMAND" "OLD COMMAND"
    python -m bench.paired rollouts --old PATH [--pairs 40] [--plain]
    python -m bench.paired decisions --old PATH [--level hard] [--positions 60] [--pairs 5]

``commands`` runs the two shell commands in turn (new, old, new, old, …), each ``--runs``
times after one warm-up run of each, and prints every run's CPU seconds (user + system of
the command and its children) and wall seconds, and the ratio new / old of each pair: the
median of those ratios is the figure to quote, their spread says how noisy the machine was.
The commands' own output goes to ``--log`` (one file, every run in turn).

``rollouts`` times the bots' hot loop, :func:`game.ai.rollout.play_round`, of this tree and of
the tree at ``PATH`` (a checkout of another commit) in one process: both copies of ``game``
are loaded side by side and play out the same sampled worlds of five positions (classic at 4
and 5 players, whist22, tarot-africain; mid-round and from the deal), in turn, ``--pairs``
times; ``--plain`` rolls out without an informed seat. It prints the median, lowest and
highest ratio new / old of the CPU time. ``decisions`` does the same with whole decisions of
a bot level (proofs and search, the whole budget each) in ``--positions`` positions of seeded
classic games (4 players, 7-card rounds).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import random
import resource
import shlex
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _timed(command: str, log: Any) -> tuple[float, float]:
    """CPU and wall seconds of one run of ``command`` (its output appended to ``log``)."""
    cpu0, wall0 = _children_cpu(), time.perf_counter()
    subprocess.run(shlex.split(command), stdout=log, stderr=subprocess.STDOUT, check=True)
    return _children_cpu() - cpu0, time.perf_counter() - wall0


def _ratios(label: str, ratios: list[float]) -> str:
    ratios = sorted(ratios)
    return (
        f"{label}: median {statistics.median(ratios):.3f}, "
        f"lowest {ratios[0]:.3f}, highest {ratios[-1]:.3f} ({len(ratios)} pairs)"
    )


def commands(args: argparse.Namespace) -> int:
    """Time the two commands in turn and print the paired ratios."""
    new, old = args.commands
    with open(args.log, "a") as log:
        _timed(new, log)
        _timed(old, log)
        cpu_ratios, wall_ratios = [], []
        print(
            f"{'pair':>4}  {'new cpu':>8} {'old cpu':>8} {'ratio':>6}   {'new wall':>8} "
            f"{'old wall':>8} {'ratio':>6}"
        )
        for i in range(args.runs):
            a_cpu, a_wall = _timed(new, log)
            b_cpu, b_wall = _timed(old, log)
            cpu_ratios.append(a_cpu / b_cpu)
            wall_ratios.append(a_wall / b_wall)
            print(
                f"{i + 1:>4}  {a_cpu:8.2f} {b_cpu:8.2f} {a_cpu / b_cpu:6.3f}   "
                f"{a_wall:8.2f} {b_wall:8.2f} {a_wall / b_wall:6.3f}",
                flush=True,
            )
    print(_ratios("new / old, CPU", cpu_ratios))
    print(_ratios("new / old, wall", wall_ratios))
    return 0


# -- the hot loop, two trees in one process --------------------------------------------------


def _load_game(root: Path | None) -> dict[str, ModuleType]:
    """The modules the rollout benchmark needs, from the tree at ``root`` (None: this one),
    loaded as the package ``game`` and then set aside, so that another copy can be loaded."""
    saved = {k: m for k, m in sys.modules.items() if k == "game" or k.startswith("game.")}
    for k in saved:
        del sys.modules[k]
    try:
        if root is not None:
            init = root / "game" / "__init__.py"
            spec = importlib.util.spec_from_file_location(
                "game", init, submodule_search_locations=[str(init.parent)]
            )
            assert spec is not None and spec.loader is not None
            package = importlib.util.module_from_spec(spec)
            sys.modules["game"] = package
            spec.loader.exec_module(package)
        names = (
            "ai.bots",
            "ai.rollout",
            "ai.search",
            "cli.arena",
            "core.observation",
            "core.sampling",
        )
        mods = {n: importlib.import_module(f"game.{n}") for n in (*names, "core.state")}
        kernel = importlib.import_module("game.core.fastround")
        # round_sim is the kernel's; before the kernel held it, the search's.
        mods["round_sim"] = kernel if hasattr(kernel, "round_sim") else mods["ai.search"]
        return mods
    finally:
        for k in [k for k in sys.modules if k == "game" or k.startswith("game.")]:
            del sys.modules[k]
        sys.modules.update(saved)


#: (preset, hand size, players, seed, random cards played before the rollouts start).
CASES = [
    ("classic", 10, 4, 1, 0),
    ("classic", 7, 4, 2, 5),
    ("whist22", 5, 4, 3, 2),
    ("classic", 7, 5, 4, 0),
    ("tarot-africain", 5, 4, 5, 0),
]


def _workload(mods: dict[str, ModuleType], informed: bool) -> Callable[[], None]:
    """Rollouts of 150 sampled worlds of every case with this copy of the code."""
    state_mod, arena = mods["core.state"], mods["cli.arena"]
    data = []
    for preset, size, players, seed, advance in CASES:
        state = state_mod.GameState.new(arena.arena_rules(preset, size), players, seed=seed)
        rng = random.Random(seed)
        while state.phase is state_mod.Phase.BID:
            state.apply(rng.choice(state.legal_actions()))
        for _ in range(advance):
            state.apply(rng.choice(state.legal_actions()))
        obs = mods["core.observation"].observe(state, state.to_move)
        sampler = mods["core.sampling"].sampler_for(obs)
        worlds = [sampler.sample(rng).hands for _ in range(150)]
        data.append((obs.seat if informed else -1, mods["round_sim"].round_sim(obs), worlds))
    play_round = mods["ai.rollout"].play_round

    def run() -> None:
        rng = random.Random(1)
        for seat, sim, worlds in data:
            noise = [0.0, 0.3, 0.0, 0.3, 0.0][: sim.players]
            for hands in worlds:
                play_round(sim, [h[:] for h in hands], rng, noise, seat)

    return run


def _decisions(mods: dict[str, ModuleType], level: str, count: int) -> Callable[[], None]:
    """``count`` decisions of a fresh ``level`` bot with this copy of the code, the whole
    budget each: positions of seeded classic games (4 players, 7-card rounds) after random
    actions, every bid and card with more than one legal action, evenly spread."""
    state_mod, arena = mods["core.state"], mods["cli.arena"]
    observe = mods["core.observation"].observe
    make_bot = mods["ai.bots"].make_bot
    positions = []
    game = 0
    while len(positions) < count:
        state = state_mod.GameState.new(arena.arena_rules("classic", 7), 4, seed=game)
        rng = random.Random(f"paired/{game}")
        while not state.is_over:
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.3:
                positions.append(observe(state, state.to_move))
            state.apply(rng.choice(legal))
        game += 1
    positions = positions[:count]

    def run() -> None:
        for i, obs in enumerate(positions):
            thinking = make_bot(level).think(obs, random.Random(i))
            while not thinking.step(250):
                pass

    return run


def _paired(new: Callable[[], None], old: Callable[[], None], pairs: int) -> list[float]:
    """CPU time ratios new / old of ``pairs`` runs of each, after one warm-up run of each; the
    order alternates (new first, then old first) so that neither gains from going first."""
    new()
    old()
    ratios = []
    for i in range(pairs):
        times = {}
        for name, run in (
            (("new", new), ("old", old)) if i % 2 == 0 else (("old", old), ("new", new))
        ):
            t = time.process_time()
            run()
            times[name] = time.process_time() - t
        ratios.append(times["new"] / times["old"])
    return ratios


def decisions(args: argparse.Namespace) -> int:
    """Time this tree's bot decisions and the other tree's in turn and print the ratios."""
    new = _decisions(_load_game(None), args.level, args.positions)
    old = _decisions(_load_game(Path(args.old).resolve()), args.level, args.positions)
    ratios = _paired(new, old, args.pairs)
    print(_ratios(f"{args.level} decisions, new / old, CPU", ratios))
    return 0


def rollouts(args: argparse.Namespace) -> int:
    """Time this tree's play_round and the other tree's in turn and print the ratios."""
    new = _workload(_load_game(None), not args.plain)
    old = _workload(_load_game(Path(args.old).resolve()), not args.plain)
    ratios = _paired(new, old, args.pairs)
    label = "play_round, new / old, CPU" + (" (no informed seat)" if args.plain else "")
    print(_ratios(label, ratios))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    c = sub.add_parser("commands", help="two shell commands in turn")
    c.add_argument("--runs", type=int, default=5)
    c.add_argument("--log", default="/dev/null", help="where the commands' output goes")
    c.add_argument("commands", nargs=2, metavar="COMMAND", help="the new, then the old")
    r = sub.add_parser("rollouts", help="this tree's play_round against another tree's")
    r.add_argument("--old", required=True, help="the root of the other tree")
    r.add_argument("--pairs", type=int, default=40)
    r.add_argument("--plain", action="store_true", help="no informed seat")
    d = sub.add_parser("decisions", help="this tree's bot decisions against another tree's")
    d.add_argument("--old", required=True, help="the root of the other tree")
    d.add_argument("--level", default="hard")
    d.add_argument("--positions", type=int, default=60)
    d.add_argument("--pairs", type=int, default=5)
    args = parser.parse_args(argv)
    run = {"commands": commands, "rollouts": rollouts, "decisions": decisions}[args.what]
    return run(args)


if __name__ == "__main__":
    raise SystemExit(main())
