"""Card play of Hard variants judged position by position by an oracle (a benchmark: prints).

    python -m bench.card_judge shipped tree=0 prior=0.2 [--deals 30] [--first 0] [--workers 2]

The shipped Hard bot plays the issue's headline test (classic, 4 players, 10-card rounds,
three uniformly random players, every deal in every seat). At each of its card decisions with
more than one legal card, every variant chooses a card in that same position (same
observation, same seed), and an oracle search that sees every card and knows that the other
players play at random values each legal card (mean round score over 4,000 playouts of the
real deal). A variant's *loss* at a decision is the oracle's best value minus the value of
the card it chose.

Comparing variants on the same positions is far less noisy than playing whole tournaments:
the report gives each variant's mean loss per decision and its paired difference from the
first variant, with a 95% confidence interval, and where the first variant's loss comes from
(leading or following, needing tricks or not). It judges card play only (bids are the
shipped bot's), and the judge itself is only as good as the oracle's rollouts. Variants are
written as in ``bench/bot_variants.py`` (``shipped``, ``tree=0``, ``prior=0.2``, …).
Results in ``docs/BOTS.md``.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
from concurrent.futures import ProcessPoolExecutor

from bench.bot_variants import Variant, VariantBot, parse_variant
from game.ai.bots import make_bot
from game.ai.oracle import OracleSearch
from game.ai.search import SearchConfig
from game.cli.arena import arena_rules, deal_setup
from game.core.actions import Play
from game.core.observation import Observation, observe
from game.core.state import GameState

#: The judge: the real deal is its only world, the other players play at random.
JUDGE_CONFIG = SearchConfig(playouts=4000, min_worlds=200, noise=1.0)
PLAYERS = 4
HAND = 10


def choose(variant: Variant, obs: Observation, rng: random.Random) -> Play:
    """The card the variant plays in an observed position."""
    action = VariantBot(variant, proofs=False).decide(obs, rng)
    assert isinstance(action, Play)
    return action


def judge_deal(deal: int, seed: int, variants: list[str]) -> list[tuple[str, list[float]]]:
    """Every rotation of one deal: per card decision of Hard's, its kind (whether Hard
    leads, and whether it still wants tricks) and each variant's loss."""
    parsed = [parse_variant(v) for v in variants]
    rules = arena_rules("classic", HAND)
    hard = make_bot("hard")
    other = make_bot("random")
    game_seed, first_dealer = deal_setup(seed, deal, PLAYERS)
    rows = []
    for me in range(PLAYERS):
        state = GameState.new(rules, PLAYERS, seed=game_seed, first_dealer=first_dealer)
        decision = 0
        while not state.is_over:
            seat = state.to_move
            obs = observe(state, seat)
            key = f"card_judge/{seed}/{deal}/{me}/{decision}"
            if seat != me:
                action = other.decide(obs, random.Random(key))
            else:
                action = hard.decide(obs, random.Random(key))
                if isinstance(action, Play) and len(obs.legal) > 1:
                    hands = [list(h) for h in state.hands]
                    oracle = OracleSearch(obs, random.Random(key), JUDGE_CONFIG, hands)
                    oracle.run()
                    values = oracle.values()
                    best = max(values.values())
                    bid = obs.bids[me]
                    assert bid is not None
                    kind = (
                        ("leads" if not obs.trick else "follows")
                        + ", "
                        + ("needs tricks" if bid > obs.won[me] else "needs none")
                    )
                    losses = [best - values[choose(v, obs, random.Random(key))] for v in parsed]
                    rows.append((kind, losses))
            state.apply(action, seat)
            decision += 1
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variants", nargs="+", help="variants as in bench/bot_variants.py")
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    for v in args.variants:
        parse_variant(v)  # refuse a bad variant before starting workers
    deals = range(args.first, args.first + args.deals)
    context = multiprocessing.get_context("spawn")
    kinds: list[str] = []
    rows: list[list[float]] = []
    with ProcessPoolExecutor(max_workers=args.workers, mp_context=context) as pool:
        n = len(deals)
        for part in pool.map(judge_deal, deals, [args.seed] * n, [args.variants] * n):
            for kind, losses in part:
                kinds.append(kind)
                rows.append(losses)
    print(
        f"card play judged by the oracle: classic, {PLAYERS} players, {HAND}-card rounds, "
        f"deals {deals.start}-{deals.stop - 1} of seed {args.seed}, {len(rows)} decisions"
    )
    print(f"{'variant':28s} {'loss/decision':>13s}   minus the first (95% CI)")
    for i, name in enumerate(args.variants):
        losses = [r[i] for r in rows]
        gaps = [r[i] - r[0] for r in rows]
        half = 1.96 * statistics.stdev(gaps) / math.sqrt(len(gaps)) if len(gaps) > 1 else 0.0
        line = f"{name:28s} {statistics.fmean(losses):13.3f}"
        if i:
            line += f"   {statistics.fmean(gaps):+.3f} ± {half:.3f}"
        print(line)
    print(f"\nwhere {args.variants[0]} loses: share of decisions, share of its loss")
    total = sum(r[0] for r in rows) or 1.0
    for kind in sorted(set(kinds)):
        mine = [r[0] for r, k in zip(rows, kinds, strict=True) if k == kind]
        print(f"  {kind:30s} {len(mine) / len(rows):6.1%} {sum(mine) / total:6.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
