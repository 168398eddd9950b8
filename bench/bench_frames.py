"""Frame time of the table while Hard bots think (a benchmark, not a test: it prints).

    python -m bench.bench_frames [--runs 3] [--sizes 10] [--players 4] [--seed 7]
    xvfb-run -a -s "-screen 0 1280x720x24" python -m bench.bench_frames   # a real X display
    python -m bench.bench_frames --profile       # one run under cProfile, the top functions

Each run is a fresh process (so every run is a first game after launch: card images, text and
shapes are made on first use, as for a player) that opens the real :class:`game.platform.app.App` at
1280×720 with the default settings (normal animation speed, medium cards) and shows the menu;
then, within one measured frame, as the setup screen's Start does, it imports the table module
and pushes a :class:`game.scenes.table.TableScene` — seat 0 human, the other seats Hard bots,
classic rules with the hand sizes of ``--sizes`` — and runs the app's own frame loop until the
score sheet appears: ``dt = clock.tick(60)`` → events → ``app.step(dt, events)`` (update +
draw) → ``pygame.display.flip()``. The human seat is played by
:func:`game.scenes.table.autoplay_events` (clicks on a random legal bid or card) as soon as it
is their turn. User files go to a temporary ``ASCENSEUR_HOME`` (the game saves after every
action, as it does for a player; the time of each save is measured too).

A frame's time is its work: from the return of ``clock.tick`` (the sleep excluded) to the end
of the flip, on the wall clock; the main thread's CPU time is printed beside it, because on a
shared machine the wall clock also counts the time other processes held the core.

Frames are grouped by what the table was doing when the frame began:

* deal — the shuffle, the deal and the turned-up trump animations;
* trick — a card flying to the trick, the pause on the finished trick, the trick collected;
* bot thinking — a Hard bot's search ran in the frame (its ``Thinking.step``);
* table opened — the frame in which the table is made (not an animation frame);
* all — every frame (bids, round summary, the table opened and the game-over frame included).

The parent process prints each game's figures, then the best / median / worst over the games.

The bots think as in the game: in the worker process (``game.ai.worker``), so a thinking
frame only asks whether the answer came; ``ASCENSEUR_WORKER=0 python -m bench.bench_frames``
measures the in-process thinking instead (a few milliseconds of search each frame).

Target (issue): during the deal and trick animations while a Hard bot thinks,
p95 ≤ 16.7 ms and max ≤ 33 ms.

Without a display (no ``DISPLAY``) SDL's dummy video driver is used: the CPU work of a frame
is the same, the flip costs nothing. The sound uses SDL's dummy audio driver unless
``SDL_AUDIODRIVER`` is set.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parent.parent

if TYPE_CHECKING:
    from game.scenes.table import TableScene

P95_TARGET = 16.7
MAX_TARGET = 33.0
DEAL_KINDS = frozenset({"shuffle", "deal", "trump"})
TRICK_KINDS = frozenset({"play", "trick_pause", "collect"})
#: Frames after which a run stops even if the game is not over (10 minutes at 60 fps).
FRAME_CAP = 36_000


@dataclass(slots=True)
class Frame:
    """One frame of the loop, times in milliseconds."""

    index: int
    wall: float
    cpu: float
    step: float
    flip: float
    think: float
    #: Time spent saving the game (the game is saved after every action).
    save: float
    #: A search was started in this frame (its first slice builds the sampler and the model).
    think_first: bool
    thinking: bool
    kind: str | None


def load() -> str:
    """The 1, 5 and 15 minute load averages."""
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


# -- one run (in a child process) ----------------------------------------------------------


def run_game(sizes: Sequence[int], players: int, seed: int, profile: bool) -> dict[str, Any]:
    """Play one game through the app's frame loop; the frames and what was measured."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["ASCENSEUR_HOME"] = tempfile.mkdtemp(prefix="ascenseur-bench-")

    import random

    import pygame

    from game.ai.bots import Bot, Thinking, make_bot
    from game.ai.worker import shared_worker
    from game.core.actions import Action
    from game.core.observation import Observation
    from game.core.presets import CLASSIC
    from game.core.rules import Rules
    from game.core.rules import Sequence as SizeSequence
    from game.platform.app import FPS
    from game.platform.settings import Settings
    from game.scenes.menu import MenuScene
    from game.scenes.screens import new_app

    class Meter:
        """What the bots did in the current frame."""

        def __init__(self) -> None:
            self.think = 0.0
            self.steps = 0
            self.first = False
            self.save = 0.0

        def reset(self) -> None:
            self.think, self.steps, self.first, self.save = 0.0, 0, False, 0.0

    meter = Meter()

    class TimedThinking(Thinking):
        """A bot's thinking, timed slice by slice."""

        def __init__(self, inner: Thinking) -> None:
            self.inner = inner
            self.started = False

        def step(self, playouts: int = 200) -> bool:
            if not self.started:
                self.started = True
                meter.first = True
            t0 = time.perf_counter()
            done = self.inner.step(playouts)
            meter.think += time.perf_counter() - t0
            meter.steps += 1
            return done

        @property
        def done(self) -> bool:
            return self.inner.done

        @property
        def result(self) -> Action:
            return self.inner.result

        def values(self) -> dict[Action, float] | None:
            return self.inner.values()

        def best_so_far(self) -> Action:
            return self.inner.best_so_far()

        @property
        def background(self) -> bool:
            return self.inner.background

    worker = shared_worker()

    class TimedBot(Bot):
        """The game's bot of ``level`` (thinking in the worker process, as in the game, unless
        ``ASCENSEUR_WORKER=0``), with its thinking timed."""

        def __init__(self, level: str) -> None:
            self.inner = worker.bot(level) if worker is not None else make_bot(level)
            self.level = level

        def think(self, obs: Observation, rng: random.Random) -> Thinking:
            return TimedThinking(self.inner.think(obs, rng))

    rules = Rules.model_validate(
        {
            **CLASSIC.model_dump(),
            "sequence": SizeSequence.CUSTOM,
            "custom_sizes": tuple(sizes),
        }
    )
    rules.check_players(players)
    names = ["You", *(f"Hard {i}" for i in range(1, players))]
    kinds = ["human", *(["hard"] * (players - 1))]

    app = new_app(settings=Settings(language="en", animation_speed="normal", card_size="medium"))
    # The player is on the menu (its first frames drawn, the mixer open) …
    app.push(MenuScene(app))
    clock = app.clock
    for _ in range(3):
        app.step(clock.tick(FPS) / 1000.0, pygame.event.get())
        pygame.display.flip()
    _ = app.audio
    human = random.Random(seed)
    frames: list[Frame] = []
    load_before = load()
    profiler = None
    if profile:
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    scene: TableScene | None = None
    autoplay: Callable[..., list[pygame.event.Event]] | None = None
    while app.running and len(frames) < FRAME_CAP:
        dt = clock.tick(FPS) / 1000.0
        t0 = time.perf_counter()
        c0 = time.thread_time()
        meter.reset()
        events = pygame.event.get()
        if scene is None:
            # … and starts a game: as the setup screen's Start does, within one frame (the
            # table module is imported, the table made and pushed, then drawn).
            from game.scenes import table

            autoplay = table.autoplay_events
            scene = table.TableScene.local(app, rules, names, kinds, seed, bot_factory=TimedBot)
            app.push(scene)
            local: Any = scene.table
            save = local.save

            def timed_save(save: Any = save) -> None:
                t = time.perf_counter()
                save()
                meter.save += time.perf_counter() - t

            local.save = timed_save
            kind: str | None = "open"
        elif app.top is not scene:
            break  # the score sheet is up: the game is over
        else:
            anim = scene.show.current
            kind = anim.kind if anim is not None else None
            assert autoplay is not None
            events += autoplay(app, rng=human)
        app.step(dt, events)
        t1 = time.perf_counter()
        pygame.display.flip()
        t2 = time.perf_counter()
        c2 = time.thread_time()
        frames.append(
            Frame(
                index=len(frames),
                wall=(t2 - t0) * 1000,
                cpu=(c2 - c0) * 1000,
                step=(t1 - t0) * 1000,
                flip=(t2 - t1) * 1000,
                think=meter.think * 1000,
                save=meter.save * 1000,
                think_first=meter.first,
                thinking=meter.steps > 0,
                kind=kind,
            )
        )
    if profiler is not None:
        import pstats

        profiler.disable()
        stats = pstats.Stats(profiler, stream=sys.stderr)
        stats.sort_stats("cumulative").print_stats(30)
        stats.sort_stats("tottime").print_stats(20)
    driver = pygame.display.get_driver()
    size = app.size
    over = scene is not None and scene.over
    app.shutdown()
    return {
        "frames": [asdict(f) for f in frames],
        "driver": driver,
        "size": list(size),
        "over": over,
        "load_before": load_before,
        "load_after": load(),
    }


# -- statistics and the report ---------------------------------------------------------------


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0 … 100) of sorted values."""
    if not sorted_values:
        return math.nan
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[min(rank, len(sorted_values)) - 1]


@dataclass(slots=True)
class Summary:
    count: int
    mean: float
    p50: float
    p95: float
    p99: float
    max: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Summary:
        xs = sorted(values)
        if not xs:
            return cls(0, math.nan, math.nan, math.nan, math.nan, math.nan)
        return cls(
            len(xs),
            statistics.fmean(xs),
            percentile(xs, 50),
            percentile(xs, 95),
            percentile(xs, 99),
            xs[-1],
        )

    def row(self, label: str) -> str:
        return (
            f"  {label:<30} {self.count:>6} {self.mean:>7.2f} {self.p50:>7.2f} {self.p95:>7.2f}"
            f" {self.p99:>7.2f} {self.max:>7.2f}"
        )


GROUPS: tuple[tuple[str, Callable[[Frame], bool]], ...] = (
    ("deal", lambda f: f.kind in DEAL_KINDS),
    ("trick", lambda f: f.kind in TRICK_KINDS),
    ("deal + trick", lambda f: f.kind in DEAL_KINDS or f.kind in TRICK_KINDS),
    ("bot thinking", lambda f: f.thinking),
    ("bot thinking, search started", lambda f: f.think_first),
    ("bot thinking, search going on", lambda f: f.thinking and not f.think_first),
    ("table opened (Start clicked)", lambda f: f.kind == "open"),
    ("all", lambda f: True),
)
HEADER = f"  {'frames':<30} {'count':>6} {'mean':>7} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>7}"


def report_run(n: int, result: dict[str, Any]) -> dict[str, dict[str, Summary]]:
    frames = [Frame(**f) for f in result["frames"]]
    seconds = sum(f.wall for f in frames) / 1000
    print(
        f"run {n}: {len(frames)} frames, driver {result['driver']}, "
        f"{result['size'][0]}×{result['size'][1]}, game over: {result['over']}, "
        f"load {result['load_before']} → {result['load_after']}, "
        f"{seconds:.1f} s of frame work"
    )
    out: dict[str, dict[str, Summary]] = {}
    for clock in ("wall", "cpu"):
        print(
            f" {clock} time per frame (ms)"
            + (" — the figure of the target" if clock == "wall" else " — main thread CPU only")
        )
        print(HEADER)
        out[clock] = {}
        for label, keep in GROUPS:
            s = Summary.of([getattr(f, clock) for f in frames if keep(f)])
            out[clock][label] = s
            print(s.row(label))
    think = [f.think for f in frames if f.thinking and not f.think_first]
    if think:
        print(
            f" search time inside a thinking frame: median {statistics.median(think):.2f} ms, "
            f"p95 {percentile(sorted(think), 95):.2f} ms (the slice budget is 5 ms)"
        )
    worst = sorted(frames, key=lambda f: -f.wall)[:6]
    saves = sorted(f.save for f in frames if f.save > 0)
    if saves:
        print(
            f" saving the game ({len(saves)} saves): median {statistics.median(saves):.2f} ms, "
            f"p95 {percentile(saves, 95):.2f} ms, max {saves[-1]:.2f} ms"
        )
    print(" slowest frames: index, wall, cpu, step, flip, search, save, what")
    for f in worst:
        what = f.kind or "no animation"
        if f.thinking:
            what += " + bot thinking" + (" (search started)" if f.think_first else "")
        if f.kind == "open":
            what = "table opened: Start clicked, table module imported, table made and drawn"
        print(
            f"  #{f.index:<5} {f.wall:7.2f} {f.cpu:7.2f} {f.step:7.2f} {f.flip:6.2f} "
            f"{f.think:7.2f} {f.save:6.2f}  {what}"
        )
    print()
    return out


def child_command(args: argparse.Namespace, out: Path) -> list[str]:
    """This script in a fresh interpreter (run from ``ROOT``, so ``bench`` is found)."""
    return [
        sys.executable,
        "-m",
        "bench.bench_frames",
        "--child",
        str(out),
        "--sizes",
        args.sizes,
        "--players",
        str(args.players),
        "--seed",
        str(args.seed),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=3, help="games, each in a fresh process")
    parser.add_argument("--sizes", default="10", help="hand sizes of the rounds, e.g. 10,5")
    parser.add_argument("--players", type=int, default=4, help="seat 0 human, the rest Hard")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--profile", action="store_true", help="one run in-process, cProfiled")
    parser.add_argument("--child", metavar="OUT", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]

    if args.child:
        result = run_game(sizes, args.players, args.seed, profile=False)
        Path(args.child).write_text(json.dumps(result), encoding="utf-8")
        return 0

    print(
        f"python {platform.python_version()}, {platform.machine()}, nproc {os.cpu_count()}, "
        f"DISPLAY={os.environ.get('DISPLAY') or '-'}, "
        f"SDL_VIDEODRIVER={os.environ.get('SDL_VIDEODRIVER') or '-'}; "
        f"classic rules, hand sizes {sizes}, {args.players} players "
        f"(seat 0 human, autoplayed; Hard bots), seed {args.seed}, 1280×720, normal speed"
    )
    print()
    if args.profile:
        result = run_game(sizes, args.players, args.seed, profile=True)
        report_run(1, result)
        return 0

    runs: list[dict[str, dict[str, Summary]]] = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(1, args.runs + 1):
            out = Path(tmp) / f"run{n}.json"
            subprocess.run(child_command(args, out), check=True, cwd=ROOT)
            result = json.loads(out.read_text(encoding="utf-8"))
            runs.append(report_run(n, result))

    print(f"over {len(runs)} runs: best / median / worst of the runs' figures (ms)")
    for clock in ("wall", "cpu"):
        print(f" {clock}")
        for label in ("deal + trick", "bot thinking", "all"):
            line = f"  {label:<14}"
            for name in ("p95", "p99", "max"):
                xs = [getattr(r[clock][label], name) for r in runs]
                line += f"   {name} {min(xs):6.2f} / {statistics.median(xs):6.2f} / {max(xs):6.2f}"
            print(line)
    print()
    print(f"target: p95 ≤ {P95_TARGET} ms and max ≤ {MAX_TARGET} ms")
    for clock in ("wall", "cpu"):
        for label in ("deal + trick", "bot thinking"):
            met = sum(
                r[clock][label].p95 <= P95_TARGET and r[clock][label].max <= MAX_TARGET
                for r in runs
            )
            print(f"  {clock:<4} {label:<14} met in {met} of {len(runs)} runs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
