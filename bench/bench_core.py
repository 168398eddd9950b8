"""Speed of the rules engine and of the fast kernel (a benchmark, not a test: it prints).

    python -m bench.bench_core [--runs 7] [--playouts 20000] [--rounds 1000]

Single process, single thread. Every figure is measured ``--runs`` times; the best and the
median are printed (the machine may be shared: the best is the least disturbed run).

* kernel: uniformly random playouts of a 4-player 10-card classic round from one fixed deal
  (4 random bids under the hook, then 40 random legal cards), with
  :func:`game.core.fastround.random_playout`; also from the middle of that round, with the
  policy-driven :func:`~game.core.fastround.playout`, and for a 5-player Whist 22 round;
* engine: complete random rounds of the general engine (:class:`game.core.state.GameState`),
  one 10-card round of classic rules at 4 players (4 bids + 40 cards through
  ``legal_actions`` and ``apply``), each from a fresh ``GameState.new`` (deal included), and
  from a clone of a dealt state.

Targets (issue): 30,000 kernel playouts/s and 2,000 engine rounds/s.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import time
from collections.abc import Callable

from game.core.fastround import (
    RoundSpec,
    hands_from_state,
    playout,
    random_playout,
    spec_from_state,
)
from game.core.presets import CLASSIC, WHIST22
from game.core.rules import Rules, Sequence
from game.core.state import GameState, Phase


def one_round_rules(base: Rules, size: int, players: int) -> Rules:
    """``base`` reduced to a single round of ``size`` cards."""
    rules = Rules.model_validate(
        {
            **base.model_dump(),
            "sequence": Sequence.CUSTOM,
            "custom_sizes": (size,),
            "min_players": min(base.min_players, players),
        }
    )
    rules.check_players(players)
    return rules


def measure(label: str, per_run: int, runs: int, body: Callable[[int], None]) -> float:
    """Run ``body(per_run)`` ``runs`` times; print and return the best rate per second."""
    body(max(1, per_run // 10))  # warm-up
    rates = []
    for _ in range(runs):
        start = time.perf_counter()
        body(per_run)
        rates.append(per_run / (time.perf_counter() - start))
    best, median = max(rates), statistics.median(rates)
    print(f"{label:<58} best {best:>9,.0f}/s   median {median:>9,.0f}/s")
    return best


def kernel_benchmarks(playouts: int, runs: int) -> float:
    rules = one_round_rules(CLASSIC, 10, 4)
    state = GameState.new(rules, 4, seed=2024)
    spec = spec_from_state(state)
    hands = hands_from_state(state)
    rng = random.Random(1)

    def fast(n: int) -> None:
        for _ in range(n):
            random_playout(spec, hands, rng)

    best = measure(
        "kernel random_playout, 4p 10-card classic, 4 bids + 40 cards", playouts, runs, fast
    )

    # The same deal after the bids and 13 random cards (3 tricks won, 1 card on the table).
    mid = state.clone()
    for _ in range(4 + 13):
        legal = mid.legal_actions()
        mid.apply(legal[rng.randrange(len(legal))])
    mid_spec: RoundSpec = spec_from_state(mid)
    mid_hands = hands_from_state(mid)

    def fast_mid(n: int) -> None:
        for _ in range(n):
            random_playout(mid_spec, mid_hands, rng)

    measure("kernel random_playout, same round from trick 4 (27 cards)", playouts, runs, fast_mid)

    def generic(n: int) -> None:
        for _ in range(n):
            playout(spec, hands, rng)

    measure("kernel playout (uniform policies), 4p 10-card classic", playouts // 4, runs, generic)

    tarot_rules = one_round_rules(WHIST22, 4, 5)
    tarot = GameState.new(tarot_rules, 5, seed=7)
    t_spec, t_hands = spec_from_state(tarot), hands_from_state(tarot)

    def fast_tarot(n: int) -> None:
        for _ in range(n):
            random_playout(t_spec, t_hands, rng)

    measure("kernel random_playout, 5p 4-card whist22 (chosen Excuse)", playouts, runs, fast_tarot)
    return best


def engine_benchmarks(rounds: int, runs: int) -> float:
    rules = one_round_rules(CLASSIC, 10, 4)
    rng = random.Random(2)
    seeds = iter(range(10**9))

    def play(state: GameState) -> None:
        while state.phase is not Phase.OVER:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])

    def fresh(n: int) -> None:
        for _ in range(n):
            play(GameState.new(rules, 4, seed=next(seeds)))

    best = measure(
        "engine complete rounds, GameState.new + legal_actions/apply", rounds, runs, fresh
    )

    dealt = GameState.new(rules, 4, seed=2024)

    def cloned(n: int) -> None:
        for _ in range(n):
            play(dealt.clone())

    measure("engine complete rounds, clone of a dealt state", rounds, runs, cloned)

    def unchecked(n: int) -> None:
        for _ in range(n):
            state = dealt.clone()
            while state.phase is not Phase.OVER:
                legal = state.legal_actions()
                state.apply_unchecked(legal[int(rng.random() * len(legal))])

    measure("engine complete rounds, clone + apply_unchecked", rounds, runs, unchecked)
    return best


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=7, help="timed runs per figure")
    parser.add_argument("--playouts", type=int, default=20000, help="kernel playouts per run")
    parser.add_argument("--rounds", type=int, default=1000, help="engine rounds per run")
    args = parser.parse_args(argv)
    print(
        f"python {platform.python_version()} ({platform.python_implementation()}), "
        f"{platform.machine()}, nproc {os.cpu_count()}, single process; "
        f"{args.runs} runs per figure"
    )
    kernel = kernel_benchmarks(args.playouts, args.runs)
    engine = engine_benchmarks(args.rounds, args.runs)
    print(
        f"targets: kernel >= 30,000/s: {'met' if kernel >= 30000 else 'NOT met'}; "
        f"engine >= 2,000/s: {'met' if engine >= 2000 else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
