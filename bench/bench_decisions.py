"""Time per decision of a bot level, by kind of decision (a benchmark, not a test: it prints).

    python -m bench.bench_decisions [--level hard] [--players 4] [--size 7] [--games 24]

Plays ``--games`` single rounds of ``--size`` cards (classic rules) with one ``--level`` bot
and Normal bots in the other seats, the level's seat moving round the table from game to
game, and times each of the level's decisions made through ``Bot.decide`` (the arena's way:
the whole budget at once): the wall clock and the process's CPU time, since on a shared
machine the wall clock also counts the time other processes held the core. Decisions are
grouped as bids, cards with more than 4 tricks left, and cards with at most 4 (where the
endgame proofs of ``game.ai.proof`` run before the search). Figures in ``docs/BOTS.md``.
"""

from __future__ import annotations

import argparse
import random
import time

from game.ai.bots import PROOF_TRICKS, make_bot
from game.cli.arena import arena_rules
from game.core.observation import observe
from game.core.state import GameState, Phase


def _line(name: str, wall: list[float], cpu: list[float]) -> str:
    def stats(xs: list[float]) -> str:
        xs = sorted(xs)
        mean = sum(xs) / len(xs)
        p95 = xs[min(len(xs) - 1, int(len(xs) * 0.95))]
        return f"{mean:7.1f} {p95:7.1f} {xs[-1]:7.1f}"

    return f"{name:14} {len(wall):5}   {stats(wall)}   {stats(cpu)}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--level", default="hard")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--size", type=int, default=7)
    ap.add_argument("--games", type=int, default=24)
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args(argv)
    rules = arena_rules("classic", args.size)
    groups: dict[str, tuple[list[float], list[float]]] = {}
    for g in range(args.games):
        state = GameState.new(rules, args.players, seed=args.seed * 1000 + g)
        mine = g % args.players
        bot, other = make_bot(args.level), make_bot("normal")
        n = 0
        while not state.is_over:
            seat = state.to_move
            obs = observe(state, seat)
            rng = random.Random(f"decisions/{args.seed}/{g}/{n}")
            w0, c0 = time.perf_counter(), time.process_time()
            action = (bot if seat == mine else other).decide(obs, rng)
            wall, cpu = (time.perf_counter() - w0) * 1000, (time.process_time() - c0) * 1000
            if seat == mine:
                left = obs.hand_size - len(obs.tricks_done)
                if obs.phase is Phase.BID:
                    kind = "bids"
                elif left > PROOF_TRICKS:
                    kind = f"cards, >{PROOF_TRICKS} left"
                else:
                    kind = f"cards, ≤{PROOF_TRICKS} left"
                w, c = groups.setdefault(kind, ([], []))
                w.append(wall)
                c.append(cpu)
            state.apply(action, seat)
            n += 1
    print(
        f"{args.level}, classic, {args.players} players, {args.size}-card rounds, "
        f"{args.games} games (ms per decision)"
    )
    print(
        f"{'decisions':14} {'n':>5}   {'wall: mean':>10} {'p95':>7} {'max':>7}"
        f"   {'cpu: mean':>9} {'p95':>7} {'max':>7}"
    )
    wall_all: list[float] = []
    cpu_all: list[float] = []
    for kind, (w, c) in groups.items():
        print(_line(kind, w, c))
        wall_all += w
        cpu_all += c
    print(_line("all", wall_all, cpu_all))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
