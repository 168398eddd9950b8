"""Variants of the Hard bot on the same deals, for tuning (a benchmark, not a test: it prints).

    python -m bench.bot_variants run VARIANT [--deals 100] [--first 50] [--seats ...]
    python -m bench.bot_variants pair A.json[,A2.json] B.json[,B2.json]

``run`` plays the arena's duplicate format (every deal replayed with the line-up rotated) with
the 'hard' entries built from a *variant*: comma-separated overrides of the shipped Hard bot,
each a field of its config (``SearchConfig``, and ``OpponentConfig`` for the opponent model)
changed with ``dataclasses.replace``, or a research path of ``bench/`` — for example ``tree=0``
(flat Monte Carlo for the cards), ``prior=0.001`` (every opponent judged erratic before any
evidence), ``playouts=4000``, ``pool=300``, ``explore=1.2``, ``model=0`` (no opponent model),
``prove=0`` (no proofs: game.ai.proof), ``bid_rollouts=opponents`` (every opponent plays at
random in the rollouts of a bid; ``everyone``: the bidder too), ``bid_noise=1.0`` (every card
of a bid's rollouts at random, in unweighted worlds, one rollout scoring every bid; both in
``bench/bid_rollouts.py``), ``first_prior=0.001`` (that prior only for a bid made before any
evidence: nobody has bid yet and no earlier round), ``bid_fit=0.8`` (the opponent model reads a
purposeful bid as lying within that spread of the hand's estimate scaled so that its mean over
random hands is hand size / players, and the later bidders' imagined bids are the nearest to
that scaled estimate: what ``bench/opponent_fit.py`` measured), ``pnoise=0.05`` (a purposeful
opponent plays a random legal card 5% of the time in the rollouts, instead of the shipped
``OpponentConfig.noise``, 30%). ``shipped`` is the shipped bot.
``oracle=bids``, ``oracle=cards`` or ``oracle=all`` lets an oracle that sees every card and
knows that the other players play at random make Hard's bids, its cards or both (a
yardstick: which half of Hard's play loses most to perfect information).
``reference=bids``, ``reference=cards`` or ``reference=all`` lets issue 3's reference player,
OpenSpiel's ISMCTS (``bench/openspiel_reference.py``; ``pip install -e ".[reference]"``),
make them instead, at ``ref_sims=1000`` simulations and exploration ``ref_c=10``. With
OpenSpiel 2 the reference knows which cards were dealt (its game's world sampling never deals
from the stock; OpenSpiel 1 deals from every unseen card); ``ref_fair=1`` makes it fair,
splitting its simulations into ``ref_groups=10`` searches, each on a fair draw of the other
hands. ``dealt=1`` gives Hard the knowledge OpenSpiel 2's reference has (a yardstick of what
it is worth, never fair play).
Deals ``first … first+deals-1`` of ``--seed`` are played, so variants compare on the same
cards, and the report (the arena's text) is printed and saved as JSON in ``--out``.

``pair`` compares two saved runs deal by deal: the second's mean result per round of its
'hard' entries minus the first's, on the deals both played, with a 95% confidence interval
(several runs joined by commas count as one, e.g. deals 0-199 and 200-399). On single-round
runs it also compares them at each place in the bid order (bidding 1: first, and leading
the first trick; bidding 4 of 4: the dealer, under the hook). Results in ``docs/BOTS.md``.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import multiprocessing
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import game.cli.arena as arena
from bench.bid_rollouts import BID_ROLLOUTS, BidRolloutSearch
from bench.openspiel_reference import ReferenceBot, require_openspiel
from game.ai import bots
from game.ai.estimate import rated_tricks
from game.ai.oracle import OracleBot
from game.ai.search import SearchConfig, SteppedSearch
from game.core.actions import Action
from game.core.observation import Observation, observe
from game.core.state import GameState, Phase

#: Variant keys and how each one changes the Hard bot.
KEYS = (
    "tree",
    "prior",
    "playouts",
    "pool",
    "explore",
    "min_worlds",
    "noise",
    "model",
    "bid_rollouts",
    "oracle",
    "reference",
    "ref_c",
    "ref_sims",
    "bid_noise",
    "first_prior",
    "dealt",
    "ref_fair",
    "ref_groups",
    "prove",
    "bid_fit",
    "pnoise",
)
#: What the oracle may decide for Hard (``oracle=``).
ORACLE_PARTS = ("bids", "cards", "all")
#: The oracle of ``oracle=``: its only world is the real deal, and it knows that the other
#: players play at random (full noise in its rollouts).
ORACLE_CONFIG = SearchConfig(playouts=2000, min_worlds=64, noise=1.0)


@dataclass(frozen=True)
class Variant:
    """A variant of the Hard bot: its search config (the opponent model's tunables included),
    how its bids are rolled out, and which decisions (if any) a stand-in takes over."""

    config: SearchConfig
    oracle: str | None = None
    #: Who plays at random in the rollouts of a bid (bench.bid_rollouts).
    bid_rollouts: str = "model"
    #: Every player's noise in the rollouts of a bid, in unweighed worlds (bench.bid_rollouts).
    bid_noise: float | None = None
    #: What OpenSpiel's ISMCTS (the issue's reference) decides for Hard, if anything.
    reference: str | None = None
    ref_c: float = 10.0
    ref_sims: int = 1000
    #: The reference without its knowledge of which cards were dealt (``ref_fair=1``).
    ref_fair: bool = False
    #: How many searches the fair reference splits its simulations into.
    ref_groups: int = 10
    #: The opponent model's prior for a bid made before any evidence (nobody has bid, no
    #: earlier round): the first bid of a game; None: the variant's prior.
    first_prior: float | None = None
    #: The bot knows which cards were dealt (not which player holds them), as the reference
    #: player's world sampling does: a yardstick of what that knowledge is worth.
    dealt: bool = False
    #: The proofs of game.ai.proof keep Hard off proved-worse actions (``prove=0``: off).
    prove: bool = True


def flag(value: str) -> bool:
    """A variant's on/off value: anything but ``0``, ``false`` or ``no`` is on."""
    return value not in ("0", "false", "no")


def parse_variant(variant: str) -> Variant:
    """The Hard bot that ``variant`` describes (``shipped``: the shipped one)."""
    if variant == "shipped":
        return Variant(bots.HARD_CONFIG)
    changes: dict[str, Any] = {}
    model: dict[str, Any] = {}
    oracle = None
    reference = None
    ref: dict[str, Any] = {}
    bid_rollouts = "model"
    bid_noise = None
    first_prior = None
    dealt = False
    prove = True
    for part in variant.split(","):
        key, _, value = part.partition("=")
        if key not in KEYS or not value:
            raise SystemExit(f"bad variant part '{part}': use key=value with a key of {KEYS}")
        if key == "prior":
            model["prior"] = float(value)
        elif key == "first_prior":
            first_prior = float(value)
        elif key == "dealt":
            dealt = flag(value)
        elif key == "prove":
            prove = flag(value)
        elif key == "bid_fit":
            # The opponent model's reading of a bid, and the later bidders' imagined bids.
            model["bid_sigma"] = float(value)
            model["rating"] = calibrated_estimate
        elif key == "pnoise":
            model["noise"] = float(value)
        elif key == "oracle":
            if value not in ORACLE_PARTS:
                raise SystemExit(f"bad variant part '{part}': oracle is one of {ORACLE_PARTS}")
            oracle = value
        elif key == "reference":
            if value not in ORACLE_PARTS:
                raise SystemExit(f"bad variant part '{part}': reference is one of {ORACLE_PARTS}")
            reference = value
        elif key == "ref_c":
            ref[key] = float(value)
        elif key in ("ref_sims", "ref_groups"):
            ref[key] = int(value)
        elif key == "ref_fair":
            ref[key] = flag(value)
        elif key == "bid_rollouts":
            if value not in BID_ROLLOUTS:
                raise SystemExit(
                    f"bad variant part '{part}': bid_rollouts is one of {BID_ROLLOUTS}"
                )
            bid_rollouts = value
        elif key in ("tree", "model"):
            name = "model_opponents" if key == "model" else key
            changes[name] = flag(value)
        elif key == "bid_noise":
            bid_noise = float(value)
        elif key in ("playouts", "pool", "min_worlds"):
            changes[key] = int(value)
        else:
            changes[key] = float(value)
    config = replace(bots.HARD_CONFIG, **changes)
    config = replace(config, opponents=replace(config.opponents, **model))
    return Variant(
        config,
        oracle,
        bid_rollouts,
        bid_noise,
        reference,
        first_prior=first_prior,
        dealt=dealt,
        prove=prove,
        **ref,
    )


@functools.cache
def mean_estimate(tarot: bool, players: int, size: int, trump: bool, excuse_high: bool) -> float:
    """The estimate's mean over random hands (a fixed seed: the same on every run)."""
    rng = random.Random(f"mean_estimate/{tarot}/{players}/{size}/{trump}/{excuse_high}")
    deck = list(range(52, 74)) if tarot else list(range(52))
    trump_suit = 0 if trump and not tarot else None
    total = 0.0
    for _ in range(400):
        if trump_suit is not None:
            # The turned-up card is a trump nobody holds.
            turned = rng.randrange(13)
            hand = rng.sample([c for c in deck if c != turned], size)
        else:
            hand = rng.sample(deck, size)
        total += SHIPPED_ESTIMATE(hand, trump_suit, players, tarot, excuse_high)
    return total / 400


def calibrated_estimate(
    hand: list[int] | tuple[int, ...],
    trump: int | None,
    players: int,
    tarot: bool,
    excuse_high: bool = False,
) -> float:
    """The estimate scaled so that its mean over random hands is the tricks a hand takes on
    average (hand size / players): bench/opponent_fit.py finds it 0.75 of a trick short at
    10 cards, about right at 5 and 7."""
    raw = SHIPPED_ESTIMATE(hand, trump, players, tarot, excuse_high)
    mean = mean_estimate(tarot, players, len(hand), trump is not None, excuse_high)
    return raw * (len(hand) / players) / mean if mean > 0 else raw


#: The rating ``bid_fit`` scales: the searches' summed ratings.
SHIPPED_ESTIMATE = rated_tricks


class VariantBot(bots.SearchBot):
    """The variant's Hard bot: the shipped one built from the variant's config, its bids
    rolled out as the variant says (bench.bid_rollouts)."""

    def __init__(self, variant: Variant, proofs: bool = True) -> None:
        budget = bots.PROOF_BUDGET if proofs and variant.prove else None
        super().__init__(variant.config, "hard", proof_budget=budget)
        self.variant = variant

    def search(self, obs: Observation, rng: random.Random) -> SteppedSearch:
        """The shipped choice of search, but bids by :class:`BidRolloutSearch`."""
        if obs.phase is Phase.BID:
            v = self.variant
            return BidRolloutSearch(obs, rng, self.config, v.bid_noise, v.bid_rollouts)
        return super().search(obs, rng)


def dealt_known(obs: Observation, state: GameState) -> Observation:
    """``obs`` with the cards that were not dealt taken out of its deck: the seat still does
    not know who holds what, but it knows which cards are in play (an unfair yardstick)."""
    in_play = {c for hand in state.hands for c in hand}
    in_play.update(obs.played_cards())
    if obs.turned is not None:
        in_play.add(obs.turned)
    return replace(obs, deck=tuple(c for c in obs.deck if c in in_play))


def takes_over(part: str | None, bidding: bool) -> bool:
    """Whether a stand-in that decides ``part`` (bids, cards, all or None) takes this decision."""
    return part == "all" or (part == "bids" and bidding) or (part == "cards" and not bidding)


@dataclass
class VariantPlayer:
    """An arena player for a variant: the variant's Hard bot, with the oracle deciding the
    bids, the cards or both when the variant says so."""

    variant: Variant

    def act(self, state: GameState, rng: random.Random) -> tuple[Action, float]:
        """The variant's action for the seat to move, and the seconds it took."""
        start = time.perf_counter()
        variant = self.variant
        bidding = state.phase is Phase.BID
        if takes_over(variant.reference, bidding):
            reference = ReferenceBot(
                variant.ref_sims, variant.ref_c, variant.ref_fair, variant.ref_groups
            )
            action = reference.decide_state(state, rng)
        elif takes_over(variant.oracle, bidding):
            action = OracleBot(ORACLE_CONFIG).decide_state(state, rng)
        else:
            obs = observe(state, state.to_move)
            if variant.dealt:
                obs = dealt_known(obs, state)
            unseen = not obs.history and all(b is None for b in obs.bids)
            if bidding and unseen and variant.first_prior is not None:
                config = variant.config
                opponents = replace(config.opponents, prior=variant.first_prior)
                variant = replace(variant, config=replace(config, opponents=opponents))
            action = VariantBot(variant).decide(obs, rng)
        return action, time.perf_counter() - start


def _play(spec: arena.ArenaSpec, deal: int, variant: str) -> arena.DealOutcome:
    parsed = parse_variant(variant)

    def make_player(level: str) -> arena.Player:
        # The variant takes the 'hard' seats; every other level is the arena's own.
        return VariantPlayer(parsed) if level == "hard" else arena.make_player(level)

    return arena.play_deal(spec, deal, make_player)


def run(args: argparse.Namespace) -> int:
    """Play the deals with the variant and print and save the report."""
    if parse_variant(args.variant).reference:  # refuse a bad variant before starting workers
        require_openspiel()
    seats = tuple(args.seats.split(","))
    sizes = tuple(int(s) for s in args.sizes.split(",")) if args.sizes else ()
    spec = arena.ArenaSpec(args.preset, len(seats), seats, sizes, args.seed)
    deals = range(args.first, args.first + args.deals)
    start = time.perf_counter()
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=args.workers, mp_context=context) as pool:
        outcomes = list(pool.map(_play, [spec] * len(deals), deals, [args.variant] * len(deals)))
    report = arena.summarize(spec, outcomes, time.perf_counter() - start)
    print(f"variant: {args.variant}; deals {deals.start}-{deals.stop - 1}")
    print(arena.report_text(report))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    name = f"{args.variant.replace(',', '_').replace('=', '')}_{args.preset}_s{args.seed}"
    path = out / f"{name}_{deals.start}-{deals.stop - 1}.json"
    path.write_text(json.dumps(arena.report_data(report)))
    print(f"saved {path}")
    return 0


@dataclass(frozen=True)
class DealResult:
    """The 'hard' entries on one deal: mean result per round (points, or lives lost, as the
    run's ``metric`` says), exact share and, in single-round runs, the result at each place in
    the bid order (0: bids first)."""

    result: float
    exact: float
    by_place: dict[int, float]


def first_bidder(data: dict[str, Any], deal: dict[str, Any]) -> int | None:
    """The seat that bids first in a single-round deal (None for whole games)."""
    if not data["sizes"]:
        return None
    rules = arena.arena_rules(data["preset"], deal["size"])
    state = GameState.new(
        rules, data["players"], seed=deal["game_seed"], first_dealer=deal["first_dealer"]
    )
    return state.to_move


def read_run(path: str) -> dict[str, Any]:
    """A run saved by ``run``, or a one-line error naming the file."""
    try:
        data: dict[str, Any] = json.loads(Path(path).read_text())
    except (OSError, ValueError) as error:
        raise SystemExit(f"cannot read the saved run '{path}': {error}") from None
    return data


def deal_result(data: dict[str, Any], deal: dict[str, Any]) -> DealResult:
    """The 'hard' entries' results on one deal of a saved run."""
    seats, players = data["seats"], data["players"]
    sign = -1 if data["lives"] else 1
    first = first_bidder(data, deal)
    results, exact = [], []
    places: dict[int, list[float]] = {}
    for game in deal["games"]:
        for seat, entry in enumerate(game["entry_at_seat"]):
            if seats[entry] != "hard":
                continue
            rounds = game["rounds"][seat]
            result = sign * game["points"][seat] / rounds
            results.append(result)
            exact.append(game["exact"][seat] / rounds)
            if first is not None:
                places.setdefault((seat - first) % players, []).append(result)
    return DealResult(
        statistics.fmean(results),
        statistics.fmean(exact),
        {k: statistics.fmean(v) for k, v in places.items()},
    )


def hard_by_deal(paths: str) -> tuple[dict[int, DealResult], str]:
    """Per deal of the runs saved in ``paths`` (comma-separated): the 'hard' entries'
    results, and the runs' measure as the arena names it (points per round, higher is
    better, or lives lost per round, lower is better)."""
    out = {}
    metric = ""
    for path in paths.split(","):
        data = read_run(path)
        metric = metric or data["metric"]
        for deal in data["deal_results"]:
            out[deal["deal"]] = deal_result(data, deal)
    return out, metric


def gap_text(gaps: list[float]) -> str:
    """Mean of paired gaps with a 95% confidence interval."""
    half = 1.96 * statistics.stdev(gaps) / math.sqrt(len(gaps))
    return f"{statistics.fmean(gaps):+.2f} ± {half:.2f}"


def pair(args: argparse.Namespace) -> int:
    """Print the second run's 'hard' result minus the first's, deal by deal, and in
    single-round runs by place in the bid order."""
    (a, metric), (b, _) = hard_by_deal(args.first_run), hard_by_deal(args.second_run)
    common = sorted(set(a) & set(b))
    if len(common) < 2:
        raise SystemExit("the two runs share fewer than two deals")
    gaps = [b[d].result - a[d].result for d in common]
    print(
        f"{len(common)} deals: second - first = {gap_text(gaps)} {metric}; exact "
        f"{statistics.fmean(a[d].exact for d in common):.1%} -> "
        f"{statistics.fmean(b[d].exact for d in common):.1%}"
    )
    places = sorted({k for d in common for k in a[d].by_place})
    for place in places:
        both = [d for d in common if place in a[d].by_place and place in b[d].by_place]
        if len(both) < 2:
            continue
        first = statistics.fmean(a[d].by_place[place] for d in both)
        second = statistics.fmean(b[d].by_place[place] for d in both)
        gap = gap_text([b[d].by_place[place] - a[d].by_place[place] for d in both])
        print(f"  bidding {place + 1}: {first:.2f} -> {second:.2f} {metric} ({gap})")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="play deals with a variant of the Hard bot")
    r.add_argument("variant")
    r.add_argument("--preset", default="classic")
    r.add_argument("--seats", default="hard,random,random,random")
    r.add_argument("--sizes", default="10")
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--deals", type=int, default=100)
    r.add_argument("--first", type=int, default=0)
    r.add_argument("--workers", type=int, default=2)
    r.add_argument("--out", default="bench/out")
    p = sub.add_parser("pair", help="compare two saved runs on their common deals")
    p.add_argument("first_run", help="a saved run, or several joined by commas")
    p.add_argument("second_run", help="a saved run, or several joined by commas")
    args = parser.parse_args(argv)
    return run(args) if args.command == "run" else pair(args)


if __name__ == "__main__":
    raise SystemExit(main())
