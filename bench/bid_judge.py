"""Bids of Hard variants judged position by position by playing them out (a benchmark: prints).

    python -m bench.bid_judge shipped bid_noise=1.0 reference=bids [--deals 50] [--first 0]

Every position where Hard bids in the issue's headline test (classic, 4 players, 10-card
rounds, three uniformly random players; every deal with Hard in every seat, reached exactly
as the arena reaches it) is judged on the real deal: for each bid that a variant chooses
there, and for the bids within ``--window`` of the first variant's, the round is played out
``--playouts`` times from the real deal, Hard's own card search playing its cards (the shipped
search; ``--card-budget`` makes it cheaper) and random players the others' bids and cards.
A bid's *value* is its mean score over those play-outs; a variant's figure is the gap between
its bids' values and the first variant's, paired position by position (95% confidence
interval), overall and at each place in the bid order (1: the first to bid, who leads; 4: the
dealer).

Two variants that bid the same in a position get the same value there, so the comparison is
far less noisy than two tournaments: only the positions where they differ count (and only
they are played out, unless ``--window`` asks for more), and each is judged on many
play-outs. It judges bids for Hard's own card play, and only against random
players. The play-outs are kept in ``--cache`` (JSON), so later variants reuse them.
Variants are written as in ``bench/bot_variants.py`` (``shipped``, ``prior=0.001``,
``bid_noise=1.0``, ``reference=bids``, ``dealt=1``, …). Results in ``docs/BOTS.md``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

from bench.bot_variants import VariantPlayer, parse_variant
from game.ai import bots
from game.cli.arena import arena_rules, deal_setup
from game.cli.arena_stats import mean_ci
from game.core.actions import Bid
from game.core.observation import observe
from game.core.state import GameState

PLAYERS = 4
HAND = 10


@dataclass(frozen=True)
class Position:
    """Where Hard bids: the deal, Hard's seat (the rotation), its place in the bid order
    (0: first) and the bids it may make."""

    deal: int
    seat: int
    place: int
    allowed: tuple[int, ...]


def reach(seed: int, deal: int, seat: int) -> tuple[GameState, random.Random, int]:
    """The headline game of ``deal`` with Hard in ``seat``, up to Hard's bid, as the arena
    plays it (same seeds); with the arena's generator for that decision and Hard's place."""
    game_seed, first_dealer = deal_setup(seed, deal, PLAYERS)
    state = GameState.new(
        arena_rules("classic", HAND), PLAYERS, seed=game_seed, first_dealer=first_dealer
    )
    first = state.to_move
    other = bots.RandomBot()
    decision = 0
    while True:
        rng = random.Random(f"arena/{seed}/{deal}/{seat}/{decision}")
        if state.to_move == seat:
            return state, rng, (seat - first) % PLAYERS
        state.apply(other.decide(observe(state, state.to_move), rng), state.to_move)
        decision += 1


def variant_bids(seed: int, deal: int, variants: list[str]) -> list[tuple[Position, list[int]]]:
    """Each seat's position in one deal, and each variant's bid there."""
    players = [VariantPlayer(parse_variant(v)) for v in variants]
    out = []
    for seat in range(PLAYERS):
        state, rng, place = reach(seed, deal, seat)
        allowed = tuple(state.allowed_bids())
        start = rng.getstate()  # every variant decides with the arena's generator, unused
        bids = []
        for player in players:
            rng.setstate(start)
            action, _ = player.act(state.clone(), rng)
            assert isinstance(action, Bid)
            bids.append(action.n)
        out.append((Position(deal, seat, place, allowed), bids))
    return out


def play_out(
    seed: int, deal: int, seat: int, bid: int, playouts: int, budget: int | None
) -> list[tuple[int, int]]:
    """``playouts`` play-outs of ``bid`` in the position: (tricks taken, score) of each."""
    state, _, _ = reach(seed, deal, seat)
    config = bots.HARD_CONFIG
    if budget is not None:
        config = replace(config, playouts=budget, pool=max(config.min_worlds, budget // 10))
    hard = bots.SearchBot(config, "hard")
    other = bots.RandomBot()
    out = []
    for k in range(playouts):
        game = state.clone()
        game.apply(Bid(bid), seat)
        theirs = random.Random(f"bid_judge/{seed}/{deal}/{seat}/{k}")
        mine = 0
        while not game.is_over:
            to_move = game.to_move
            obs = observe(game, to_move)
            if to_move == seat:
                rng = random.Random(f"bid_judge/{seed}/{deal}/{seat}/{k}/{bid}/{mine}")
                action = hard.decide(obs, rng)
                mine += 1
            else:
                action = other.decide(obs, theirs)
            game.apply(action, to_move)
        result = game.history[-1]
        out.append((result.tricks[seat], result.deltas[seat]))
    return out


def _play_out_job(
    job: tuple[int, int, int, int, int, int | None],
) -> tuple[str, list[tuple[int, int]]]:
    seed, deal, seat, bid, playouts, budget = job
    return f"{deal}/{seat}/{bid}", play_out(seed, deal, seat, bid, playouts, budget)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variants", nargs="+", help="variants as in bench/bot_variants.py")
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=8, help="play-outs per bid")
    parser.add_argument(
        "--window",
        type=int,
        default=0,
        help="also judge the bids this close to the first variant's",
    )
    parser.add_argument(
        "--card-budget",
        type=int,
        default=None,
        help="iterations of Hard's card search in the play-outs (default: shipped)",
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--cache", default=None, help="JSON file of play-outs (default in bench/out)"
    )
    args = parser.parse_args(argv)
    for v in args.variants:
        parse_variant(v)  # refuse a bad variant before starting workers
    budget = "shipped" if args.card_budget is None else str(args.card_budget)
    cache_path = Path(
        args.cache or f"bench/out/bid_judge_s{args.seed}_k{args.playouts}_{budget}.json"
    )
    try:
        cache: dict[str, list[tuple[int, int]]] = json.loads(cache_path.read_text())
    except FileNotFoundError:
        cache = {}
    except (OSError, ValueError) as error:
        raise SystemExit(f"cannot read the play-outs cache '{cache_path}': {error}") from None
    deals = range(args.first, args.first + args.deals)
    context = multiprocessing.get_context("spawn")
    start = time.perf_counter()
    rows: list[tuple[Position, list[int]]] = []
    with ProcessPoolExecutor(max_workers=args.workers, mp_context=context) as pool:
        n = len(deals)
        for part in pool.map(variant_bids, [args.seed] * n, deals, [args.variants] * n):
            rows.extend(part)
        jobs = set()
        for pos, bids in rows:
            wanted = set(bids)
            if len(wanted) == 1 and not args.window:
                continue  # every variant bids the same here: the gaps are 0, nothing to judge
            if args.window:
                wanted.update(b for b in pos.allowed if abs(b - bids[0]) <= args.window)
            for b in wanted:
                if f"{pos.deal}/{pos.seat}/{b}" not in cache:
                    jobs.add((args.seed, pos.deal, pos.seat, b, args.playouts, args.card_budget))
        elapsed = time.perf_counter() - start
        print(f"{len(rows)} positions; {len(jobs)} bids to play out ({elapsed:.0f} s)", flush=True)
        cache_path.parent.mkdir(parents=True, exist_ok=True)
        for i, (key, results) in enumerate(pool.map(_play_out_job, sorted(jobs))):
            cache[key] = results
            if i % 25 == 24 or i == len(jobs) - 1:
                cache_path.write_text(json.dumps(cache))
                print(f"  {i + 1}/{len(jobs)} ({time.perf_counter() - start:.0f} s)", flush=True)

    def value(pos: Position, bid: int) -> tuple[float, float]:
        """A bid's mean score and exact share over its play-outs."""
        results = cache[f"{pos.deal}/{pos.seat}/{bid}"]
        return (
            statistics.fmean(score for _, score in results),
            statistics.fmean(t == bid for t, _ in results),
        )

    print(
        f"bids judged by play-outs: classic, {PLAYERS} players, {HAND}-card rounds, three random "
        f"players; deals {deals.start}-{deals.stop - 1} of seed {args.seed}, {len(rows)} "
        f"positions, {args.playouts} play-outs per bid, Hard's cards ({budget} card search)"
    )
    print(
        "where a variant bids differently from the first: how many positions, the mean bid and"
        " played-out score and exact share of each; the gap is over every position (0 where"
        " they agree)"
    )
    print(
        f"{'variant':32s} {'mean bid':>8s} {'differs':>7s} {'first':>14s} {'this one':>14s}"
        "   gap per position"
    )
    for i, name in enumerate(args.variants):
        mean_bid = statistics.fmean(bids[i] for _, bids in rows)
        if not i:
            print(f"{name:32s} {mean_bid:8.2f}")
            continue
        differ = [(pos, bids) for pos, bids in rows if bids[i] != bids[0]]
        gaps = [
            value(pos, bids[i])[0] - value(pos, bids[0])[0] if bids[i] != bids[0] else 0.0
            for pos, bids in rows
        ]
        line = f"{name:32s} {mean_bid:8.2f} {len(differ):7d}"
        for k in (0, i) if differ else ():
            judged = [value(pos, bids[k]) for pos, bids in differ]
            score, exact = (statistics.fmean(v[j] for v in judged) for j in (0, 1))
            line += f" {score:6.2f} {exact:6.1%}"
        places = []
        for place in range(PLAYERS):
            here = [g for g, (pos, _) in zip(gaps, rows, strict=True) if pos.place == place]
            places.append(f"bidding {place + 1}: {mean_ci(here).text(3, signed=True)}")
        line += f"   {mean_ci(gaps).text(3, signed=True)}  ({'; '.join(places)})"
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
