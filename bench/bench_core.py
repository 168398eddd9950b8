"""Speed of the rules engine and of the bots' round kernel (a benchmark, not a test: it prints).

    python -m bench.bench_core [--runs 7] [--playouts 20000] [--rounds 1000]

Single process, single thread. Every figure is measured ``--runs`` times; the best and the
median are printed (the machine may be shared: the best is the least disturbed run).

* kernel: the code the bots run — the rollout loop :func:`game.ai.rollout.play_round` on the
  round kernel :mod:`game.core.fastround` — playing a 4-player 10-card classic round from one
  fixed deal: 4 uniformly random bids under the hook, then 40 uniformly random legal cards
  (every seat's rollout noise 1.0, how the bots picture an erratic player); the same round
  with the rollout policy for every seat, and with the searching seat informed and the others
  at the opponent model's noise (a rollout of the Hard bot's search); from the middle of that
  round; a 5-player Whist 22 round (chosen Excuse); and the tree search's path, one card at a
  time through :class:`~game.core.fastround.Round` with the policy (the tree's walk);
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

from game.ai.rollout import play_round, policy_play
from game.core.fastround import Round, RoundSim, round_sim
from game.core.observation import observe
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
    print(f"{label:<64} best {best:>9,.0f}/s   median {median:>9,.0f}/s")
    return best


def random_bids(
    sim: RoundSim, order: tuple[int, ...], size: int, rand: Callable[[], float]
) -> None:
    """Uniformly random legal bids for every seat of ``order`` (the last one under the hook)."""
    bids: list[int | None] = [None] * sim.players
    made = 0
    for i, seat in enumerate(order):
        forbidden = size - made if i == len(order) - 1 else -1
        bid = int(rand() * (size if 0 <= forbidden <= size else size + 1))
        if 0 <= forbidden <= bid:
            bid += 1
        bids[seat] = bid
        made += bid
    sim.bids = bids


def dealt(rules: Rules, players: int, seed: int) -> tuple[GameState, RoundSim, list[list[int]]]:
    """A dealt round, its public facts for the kernel and every seat's hand."""
    state = GameState.new(rules, players, seed=seed)
    return state, round_sim(observe(state, state.to_move)), [list(h) for h in state.hands]


def kernel_benchmarks(playouts: int, runs: int) -> float:
    rules = one_round_rules(CLASSIC, 10, 4)
    state, sim, hands = dealt(rules, 4, 2024)
    order = state.bid_order
    rng = random.Random(1)
    rand = rng.random
    erratic = [1.0] * 4

    def fast(n: int) -> None:
        for _ in range(n):
            random_bids(sim, order, 10, rand)
            play_round(sim, [h[:] for h in hands], rng, erratic)

    best = measure(
        "kernel play_round, 4p 10-card classic, 4 bids + 40 random cards", playouts, runs, fast
    )
    random_bids(sim, order, 10, rand)
    me = state.to_move
    noise = [0.3] * 4
    noise[me] = 0.0

    def policy(n: int) -> None:
        for _ in range(n):
            play_round(sim, [h[:] for h in hands], rng)

    measure("kernel play_round, same deal and bids, the policy for all", playouts, runs, policy)

    def searching(n: int) -> None:
        for _ in range(n):
            play_round(sim, [h[:] for h in hands], rng, noise, me)

    measure(
        "kernel play_round, same, the searcher informed, others noise 0.3",
        playouts,
        runs,
        searching,
    )

    # The same deal after the bids and 13 random cards (3 tricks won, 1 card on the table).
    mid = state.clone()
    for _ in range(4 + 13):
        legal = mid.legal_actions()
        mid.apply(legal[rng.randrange(len(legal))])
    mid_sim = round_sim(observe(mid, mid.to_move))
    mid_hands = [list(h) for h in mid.hands]

    def from_mid(n: int) -> None:
        for _ in range(n):
            play_round(mid_sim, [h[:] for h in mid_hands], rng, noise, mid.to_move)

    measure(
        "kernel play_round, same from trick 4 (27 cards), the searcher", playouts, runs, from_mid
    )

    whist, w_sim, w_hands = dealt(one_round_rules(WHIST22, 4, 5), 5, 7)
    random_bids(w_sim, whist.bid_order, 4, rand)

    def tarot(n: int) -> None:
        for _ in range(n):
            play_round(w_sim, [h[:] for h in w_hands], rng, [0.3] * 5, whist.to_move)

    measure("kernel play_round, 5p 4-card whist22 (chosen Excuse), searcher", playouts, runs, tarot)

    def steps(n: int) -> None:
        for _ in range(n):
            walk = Round(sim, [h[:] for h in hands])
            while walk.tricks_left:
                walk.play(*policy_play(walk, noise[walk.seat], rng))

    measure(
        "kernel Round + policy_play card by card (the tree's walk), same",
        playouts // 4,
        runs,
        steps,
    )
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
