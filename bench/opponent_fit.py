"""How well the opponent model's picture of a purposeful player fits a bot level (a benchmark:
it prints).

    python -m bench.opponent_fit [--level normal] [--deals 60] [--size 10] [--players 4]
                                 [--estimate rated|fitted]

Hard's opponent model (``game/ai/opponents.py``) explains a purposeful opponent by two things:
it bids near the hand's estimated worth (``game/ai/estimate.py``, a Gaussian of spread
``OpponentConfig.bid_sigma`` around it), and each card it plays fits its need (a winner while
it needs tricks, a loser once it has them), except for a slip of ``OpponentConfig.slip``. A
sharper model — *policy-based inference*, as in the strongest Skat programs — would weigh each
world by the chance that the opponent's policy plays exactly the card seen. This script
measures, in classic single rounds where every seat is the given level, on the true hands:

* the cards: how often the level's card is the rollout policy's own choice (what a policy
  model would reward), and how often it fits its need where some legal card does not (what
  today's model rewards), by place in the trick and need;
* the bids: the bid and the tricks taken, minus the hand's estimated worth, with least-squares
  fits of each on the estimate.

Results in ``docs/BOTS.md``.
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import Counter

from game.ai.bots import greedy_action, make_bot
from game.ai.estimate import estimate_tricks, rated_tricks
from game.cli.arena import arena_rules, deal_setup
from game.core.actions import Bid, Play
from game.core.fastround import strength_row, trick_state
from game.core.observation import Observation, observe
from game.core.state import GameState


def fits_need(obs: Observation, card: int) -> bool:
    """Whether ``card`` wins the trick so far (not empty) exactly when the seat still needs
    tricks."""
    trump = obs.trump if obs.trump is not None else -1
    led, best, _ = trick_state(obs.trick, trump, False)
    wins = strength_row(trump, led)[card] > best
    need = (obs.bids[obs.seat] or 0) - obs.won[obs.seat]
    return wins == (need > 0)


def fit(xs: list[float], ys: list[float]) -> tuple[float, float, float]:
    """Least squares ``y = a + b x``: (a, b, spread of the residuals)."""
    b = statistics.covariance(xs, ys) / statistics.variance(xs)
    a = statistics.mean(ys) - b * statistics.mean(xs)
    return a, b, statistics.pstdev([y - a - b * x for x, y in zip(xs, ys, strict=True)])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="normal")
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--size", type=int, default=10)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument(
        "--estimate",
        choices=("rated", "fitted"),
        default="rated",
        help="the summed ratings the opponent model reads, or the fitted estimate Easy bids",
    )
    args = parser.parse_args(argv)
    bot = make_bot(args.level)
    worth = rated_tricks if args.estimate == "rated" else estimate_tricks
    rules = arena_rules("classic", args.size)
    cards: Counter[tuple[str, str, str]] = Counter()
    bids: list[tuple[int, float, int]] = []
    for deal in range(args.deals):
        game_seed, dealer = deal_setup(args.seed, deal, args.players)
        state = GameState.new(rules, args.players, seed=game_seed, first_dealer=dealer)
        round_bids: dict[int, tuple[int, float]] = {}
        decision = 0
        while not state.is_over:
            obs = observe(state, state.to_move)
            action = bot.decide(obs, random.Random(f"opponent_fit/{deal}/{decision}"))
            decision += 1
            if isinstance(action, Bid):
                est = worth(obs.hand, obs.trump, len(obs.bid_order), False)
                round_bids[obs.seat] = (action.n, est)
            elif isinstance(action, Play) and len(obs.legal) > 1:
                pos = len(obs.trick)
                where = "lead" if pos == 0 else ("last" if pos == len(obs.bid_order) - 1 else "mid")
                need = (obs.bids[obs.seat] or 0) - obs.won[obs.seat]
                key = (where, "needs tricks" if need > 0 else "has its tricks")
                cards[(*key, "n")] += 1
                cards[(*key, "policy")] += action == greedy_action(obs)
                if pos:
                    fitting = [
                        a for a in obs.legal if isinstance(a, Play) and fits_need(obs, a.card)
                    ]
                    if 0 < len(fitting) < len(obs.legal):
                        cards[(*key, "open")] += 1
                        cards[(*key, "fits")] += fits_need(obs, action.card)
                cards[(*key, "legal")] += len(obs.legal)
            state.apply(action)
        tricks = state.history[-1].tricks
        bids.extend((bid, est, tricks[seat]) for seat, (bid, est) in round_bids.items())
    print(
        f"{args.level}, classic, {args.players} players, {args.size}-card rounds, "
        f"{args.deals} deals (seed {args.seed})"
    )
    print(f"{'card':<26}{'decisions':>10}{'legal':>7}{'policy card':>13}{'fits need':>11}")
    for where in ("lead", "mid", "last"):
        for need in ("needs tricks", "has its tricks"):
            n = cards[(where, need, "n")]
            if not n:
                continue
            open_ = cards[(where, need, "open")]
            fits = f"{cards[(where, need, 'fits')] / open_:.0%} of {open_}" if open_ else "-"
            print(
                f"{where + ', ' + need:<26}{n:>10}{cards[(where, need, 'legal')] / n:>7.1f}"
                f"{cards[(where, need, 'policy')] / n:>13.0%}{fits:>11}"
            )
    est = [e for _, e, _ in bids]
    for name, ys in (("bid", [b for b, _, _ in bids]), ("tricks", [t for _, _, t in bids])):
        a, b, spread = fit(est, [float(y) for y in ys])
        gap = statistics.mean(y - e for y, e in zip(ys, est, strict=True))
        print(
            f"{name}: mean {gap:+.2f} over the estimate; fit {a:+.2f} + {b:.2f} x estimate, "
            f"residual spread {spread:.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
