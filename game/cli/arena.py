"""``python -m game.cli.arena``: duplicate tournaments between bot line-ups.

Example::

    python -m game.cli.arena --preset classic --players 4 --seats hard,normal,normal,normal \\
        --deals 400 --seed 1 --sizes 10 --workers 2

**Duplicate format.** Each deal (a game seed) is played once per rotation of the line-up:
in rotation ``r`` entry ``e`` of the line-up sits at seat ``(e + r) % players``, so every entry
plays every seat's cards against the same deals and the same first dealer. Luck of the cards
cancels out of the comparison.

**What is measured**, per group of entries of the same level (three 'random' seats form one
group):

* the mean result per round — points, or for lives presets lives lost (lower is better) —
  with a 95% confidence interval over deals (one sample per deal: the group's mean over its
  seats and rotations);
* the paired duplicate difference: for each deal and seat, the group's result in that seat
  minus the mean result of the other entries in that same seat (same cards, other rotations),
  averaged over seats, with a 95% confidence interval over deals;
* exact, over- and under-bids (a bid above / below the tricks taken);
* whole-game win rates (a shared win counts fractionally), shown for lives presets and whole
  games;
* time per decision (around ``decide`` only), in milliseconds.

**Determinism.** The decision number ``i`` of rotation ``r`` of deal ``d`` gets
``random.Random(f"arena/{seed}/{d}/{r}/{i}")``; deals are merged in deal order, so every figure
but the timings is the same for any ``--workers``.

With ``--sizes 10`` every game is a single round of 10 cards (``--sizes 5,10`` alternates the
size from deal to deal); without it every deal is a whole game of the preset.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol, TextIO

from ..ai.bots import Bot, OracleBot, make_bot
from ..core.actions import Action
from ..core.errors import RulesError
from ..core.observation import observe
from ..core.presets import PRESETS, get_preset
from ..core.rules import Rules
from ..core.rules import Sequence as HandSequence
from ..core.state import GameState
from .arena_stats import Estimate, mean_ci, percentile

#: The levels a seat may have.
LEVELS = ("random", "easy", "normal", "hard", "oracle")

# -- the tournament ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ArenaSpec:
    """What to play: picklable, so worker processes get it whole."""

    preset: str
    players: int
    #: The level of each entry of the line-up (entry ``e`` starts at seat ``e``).
    seats: tuple[str, ...]
    #: Hand sizes of single-round games, cycled over the deals; empty: whole games.
    sizes: tuple[int, ...]
    seed: int

    def size_of(self, deal: int) -> int | None:
        """The hand size of this deal's single round, or None for a whole game."""
        return self.sizes[deal % len(self.sizes)] if self.sizes else None


@cache
def arena_rules(preset: str, size: int | None) -> Rules:
    """The preset's rules, or with ``size``, single-round games of that hand size (every other
    option unchanged)."""
    rules = get_preset(preset)
    if size is None:
        return rules
    changed = rules.model_copy(update={"sequence": HandSequence.CUSTOM, "custom_sizes": (size,)})
    # model_copy does not validate: re-validate so that the new combination is checked.
    return Rules.model_validate(changed.model_dump())


@dataclass(frozen=True, slots=True)
class SeatOutcome:
    """One seat's game: its score change (points, or lives: negative when lost), the rounds it
    played, how its bids went, its share of the win and how long each decision took."""

    points: int
    rounds: int
    exact: int
    over: int
    under: int
    win: float
    times_ms: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """One rotation of one deal."""

    rotation: int
    #: The entry of the line-up at each seat.
    entry_at_seat: tuple[int, ...]
    seats: tuple[SeatOutcome, ...]


@dataclass(frozen=True, slots=True)
class DealOutcome:
    """Every rotation of one deal (``games[r]`` is rotation ``r``)."""

    deal: int
    game_seed: int
    first_dealer: int
    size: int | None
    games: tuple[GameOutcome, ...]


class Player(Protocol):
    """Something that takes the decision of the seat to move and says how long it took."""

    def act(self, state: GameState, rng: random.Random) -> tuple[Action, float]:
        """The action of ``state.to_move`` and the seconds spent deciding."""
        ...


@dataclass(slots=True)
class BotPlayer:
    """A fair bot: it gets the seat's observation, never the state."""

    bot: Bot

    def act(self, state: GameState, rng: random.Random) -> tuple[Action, float]:
        obs = observe(state, state.to_move)
        start = time.perf_counter()
        action = self.bot.decide(obs, rng)
        return action, time.perf_counter() - start


@dataclass(slots=True)
class OraclePlayer:
    """The oracle: sees every card (a yardstick)."""

    oracle: OracleBot

    def act(self, state: GameState, rng: random.Random) -> tuple[Action, float]:
        start = time.perf_counter()
        action = self.oracle.decide_state(state, rng)
        return action, time.perf_counter() - start


def make_player(level: str) -> Player:
    """The player of a level (see :data:`LEVELS`)."""
    if level == "oracle":
        return OraclePlayer(OracleBot())
    return BotPlayer(make_bot(level))


def deal_setup(seed: int, deal: int, players: int) -> tuple[int, int]:
    """The game seed and first dealer of a deal, shared by all its rotations."""
    rng = random.Random(f"arena/{seed}/{deal}/setup")
    return rng.getrandbits(31), rng.randrange(players)


def seat_outcome(state: GameState, seat: int, times_ms: list[float]) -> SeatOutcome:
    """What ``seat`` did in the finished game ``state``."""
    rounds = [r for r in state.history if r.bids[seat] is not None]
    exact = over = under = 0
    for r in rounds:
        bid, tricks = r.bids[seat], r.tricks[seat]
        assert bid is not None
        exact += bid == tricks
        over += bid > tricks
        under += bid < tricks
    winners = state.winners or ()
    win = 1.0 / len(winners) if seat in winners else 0.0
    return SeatOutcome(
        points=sum(r.deltas[seat] for r in rounds),
        rounds=len(rounds),
        exact=exact,
        over=over,
        under=under,
        win=win,
        times_ms=tuple(times_ms),
    )


def play_game(
    spec: ArenaSpec,
    deal: int,
    rotation: int,
    make: Callable[[str], Player] = make_player,
) -> GameOutcome:
    """Play one rotation of one deal to the end, each entry's player made by ``make`` from
    its level (benchmarks seat variants of a level this way)."""
    n = spec.players
    rules = arena_rules(spec.preset, spec.size_of(deal))
    game_seed, first_dealer = deal_setup(spec.seed, deal, n)
    state = GameState.new(rules, n, seed=game_seed, first_dealer=first_dealer)
    entry_at_seat = tuple((s - rotation) % n for s in range(n))
    players = [make(spec.seats[e]) for e in entry_at_seat]
    times: list[list[float]] = [[] for _ in range(n)]
    decision = 0
    while not state.is_over:
        seat = state.to_move
        rng = random.Random(f"arena/{spec.seed}/{deal}/{rotation}/{decision}")
        action, seconds = players[seat].act(state, rng)
        times[seat].append(seconds * 1000.0)
        state.apply(action, seat)  # checked: an illegal bot action stops the tournament
        decision += 1
    outcomes = tuple(seat_outcome(state, s, times[s]) for s in range(n))
    return GameOutcome(rotation, entry_at_seat, outcomes)


def play_deal(
    spec: ArenaSpec, deal: int, make: Callable[[str], Player] = make_player
) -> DealOutcome:
    """Play every rotation of one deal (the unit of work of a worker process); ``make`` as
    for :func:`play_game`."""
    game_seed, first_dealer = deal_setup(spec.seed, deal, spec.players)
    games = tuple(play_game(spec, deal, r, make) for r in range(spec.players))
    return DealOutcome(deal, game_seed, first_dealer, spec.size_of(deal), games)


def run_deals(
    spec: ArenaSpec,
    deals: int,
    workers: int = 1,
    on_done: Callable[[int], None] | None = None,
) -> list[DealOutcome]:
    """Play deals ``0 … deals-1`` (over ``workers`` processes) and return them in deal order.
    ``on_done`` is called with the number of deals finished so far."""
    if workers <= 1 or deals <= 1:
        out = []
        for d in range(deals):
            out.append(play_deal(spec, d))
            if on_done is not None:
                on_done(d + 1)
        return out
    by_deal: dict[int, DealOutcome] = {}
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=min(workers, deals), mp_context=context) as pool:
        futures = [pool.submit(play_deal, spec, d) for d in range(deals)]
        for future in as_completed(futures):
            outcome = future.result()
            by_deal[outcome.deal] = outcome
            if on_done is not None:
                on_done(len(by_deal))
    return [by_deal[d] for d in range(deals)]


# -- the figures -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Timing:
    """Time per decision, in milliseconds."""

    decisions: int
    mean_ms: float
    p95_ms: float
    max_ms: float


@dataclass(frozen=True, slots=True)
class GroupSummary:
    """The figures of the entries of one level."""

    level: str
    entries: tuple[int, ...]
    #: Points per round (lives presets: lives lost per round), 95% CI over deals.
    per_round: Estimate
    #: The group minus the other entries, seat by seat on the same cards (None: no others).
    diff: Estimate | None
    rounds: int
    exact: int
    over: int
    under: int
    win_rate: Estimate
    timing: Timing

    @property
    def exact_share(self) -> float:
        """Exact bids as a share of the rounds played."""
        return self.exact / self.rounds if self.rounds else math.nan


@dataclass(frozen=True, slots=True)
class PairSummary:
    """Two groups on the same deals: the first one's result minus the second's."""

    first: str
    second: str
    #: Difference of results per round (lives presets: lives lost, negative is better).
    per_round: Estimate
    #: Difference of whole-game win rates.
    win_rate: Estimate


@dataclass(frozen=True, slots=True)
class ArenaReport:
    """A finished tournament."""

    spec: ArenaSpec
    deals: tuple[DealOutcome, ...]
    groups: tuple[GroupSummary, ...]
    lives: bool
    elapsed_s: float
    #: Every two groups compared head to head (in the order of the line-up).
    pairs: tuple[PairSummary, ...] = ()

    @property
    def metric(self) -> str:
        """What a result per round counts."""
        return "lives lost per round" if self.lives else "points per round"


def groups_of(seats: Sequence[str]) -> list[tuple[str, tuple[int, ...]]]:
    """The entries of each level, levels in order of first appearance."""
    out: dict[str, list[int]] = {}
    for entry, level in enumerate(seats):
        out.setdefault(level, []).append(entry)
    return [(level, tuple(entries)) for level, entries in out.items()]


def seat_result(seat: SeatOutcome, lives: bool) -> float:
    """A seat's result per round: points, or lives lost."""
    per_round = seat.points / seat.rounds if seat.rounds else 0.0
    return -per_round if lives else per_round


def entry_in_seat(deal: DealOutcome, entry: int, seat: int) -> SeatOutcome:
    """What ``entry`` did in ``seat`` of ``deal`` (in the rotation that put it there)."""
    game = deal.games[(seat - entry) % len(deal.games)]
    assert game.entry_at_seat[seat] == entry
    return game.seats[seat]


def _mean(values: Sequence[float]) -> float:
    return math.fsum(values) / len(values)


def group_sample(deal: DealOutcome, entries: Sequence[int], lives: bool) -> float:
    """The group's mean result per round over its seats and rotations in one deal."""
    n = len(deal.games)
    return _mean([seat_result(entry_in_seat(deal, e, s), lives) for e in entries for s in range(n)])


def diff_sample(
    deal: DealOutcome, entries: Sequence[int], others: Sequence[int], lives: bool
) -> float:
    """Seat by seat, the group's result minus the mean of the other entries' results in the
    same seat (same cards), averaged over the seats of one deal."""
    gaps = []
    for s in range(len(deal.games)):
        mine = _mean([seat_result(entry_in_seat(deal, e, s), lives) for e in entries])
        theirs = _mean([seat_result(entry_in_seat(deal, o, s), lives) for o in others])
        gaps.append(mine - theirs)
    return _mean(gaps)


def win_sample(deal: DealOutcome, entries: Sequence[int]) -> float:
    """The group's mean share of the win over its entries and rotations in one deal."""
    n = len(deal.games)
    return _mean([entry_in_seat(deal, e, s).win for e in entries for s in range(n)])


def timing_of(times_ms: Sequence[float]) -> Timing:
    """Mean, 95th percentile and maximum of decision times."""
    if not times_ms:
        return Timing(0, math.nan, math.nan, math.nan)
    return Timing(len(times_ms), _mean(times_ms), percentile(times_ms, 95), max(times_ms))


def summarize_group(
    deals: Sequence[DealOutcome], level: str, entries: tuple[int, ...], lives: bool
) -> GroupSummary:
    """The figures of one group over every deal."""
    n = len(deals[0].games) if deals else 0
    others = [e for e in range(n) if e not in entries]
    seats = [entry_in_seat(d, e, s) for d in deals for e in entries for s in range(n)]
    diff = mean_ci([diff_sample(d, entries, others, lives) for d in deals]) if others else None
    return GroupSummary(
        level=level,
        entries=entries,
        per_round=mean_ci([group_sample(d, entries, lives) for d in deals]),
        diff=diff,
        rounds=sum(s.rounds for s in seats),
        exact=sum(s.exact for s in seats),
        over=sum(s.over for s in seats),
        under=sum(s.under for s in seats),
        win_rate=mean_ci([win_sample(d, entries) for d in deals]),
        timing=timing_of([t for s in seats for t in s.times_ms]),
    )


def summarize_pair(
    deals: Sequence[DealOutcome],
    first: tuple[str, tuple[int, ...]],
    second: tuple[str, tuple[int, ...]],
    lives: bool,
) -> PairSummary:
    """Two groups head to head: per deal, the first group's mean result (and win share) minus
    the second's. Both played every seat's cards of the deal, so the luck of the cards
    cancels and the interval is that of a paired comparison."""
    (a, ea), (b, eb) = first, second
    return PairSummary(
        first=a,
        second=b,
        per_round=mean_ci([group_sample(d, ea, lives) - group_sample(d, eb, lives) for d in deals]),
        win_rate=mean_ci([win_sample(d, ea) - win_sample(d, eb) for d in deals]),
    )


def summarize(spec: ArenaSpec, deals: Sequence[DealOutcome], elapsed_s: float = 0.0) -> ArenaReport:
    """The report of a tournament."""
    lives = get_preset(spec.preset).uses_lives
    levels = groups_of(spec.seats)
    groups = tuple(summarize_group(deals, level, entries, lives) for level, entries in levels)
    pairs = tuple(
        summarize_pair(deals, levels[i], levels[j], lives)
        for i in range(len(levels))
        for j in range(i + 1, len(levels))
    )
    return ArenaReport(spec, tuple(deals), groups, lives, elapsed_s, pairs)


def run_arena(
    spec: ArenaSpec,
    deals: int,
    workers: int = 1,
    on_done: Callable[[int], None] | None = None,
) -> ArenaReport:
    """Play a tournament and summarize it."""
    start = time.perf_counter()
    outcomes = run_deals(spec, deals, workers, on_done)
    return summarize(spec, outcomes, time.perf_counter() - start)


# -- output ------------------------------------------------------------------------------

#: Fields of the JSON that measure time and so change from run to run.
TIMING_FIELDS = ("elapsed_s", "time_ms")


def _num(x: float) -> float | None:
    """JSON has no NaN: None instead."""
    return None if math.isnan(x) else round(x, 6)


def estimate_data(e: Estimate | None) -> dict[str, Any] | None:
    """An estimate as JSON: mean, the half-width of its 95% CI, and the number of samples."""
    if e is None:
        return None
    ci = None if e.ci95 is None else _num(e.ci95)
    return {"mean": _num(e.mean), "ci95": ci, "n": e.n}


def group_data(g: GroupSummary) -> dict[str, Any]:
    """One group as JSON."""
    return {
        "level": g.level,
        "entries": list(g.entries),
        "per_round": estimate_data(g.per_round),
        "diff": estimate_data(g.diff),
        "rounds": g.rounds,
        "exact": g.exact,
        "over": g.over,
        "under": g.under,
        "exact_pct": _num(100 * g.exact_share),
        "over_pct": _num(100 * g.over / g.rounds) if g.rounds else None,
        "under_pct": _num(100 * g.under / g.rounds) if g.rounds else None,
        "win_rate": estimate_data(g.win_rate),
        "time_ms": {
            "decisions": g.timing.decisions,
            "mean": _num(g.timing.mean_ms),
            "p95": _num(g.timing.p95_ms),
            "max": _num(g.timing.max_ms),
        },
    }


def deal_data(d: DealOutcome) -> dict[str, Any]:
    """One deal as JSON: its setup and every rotation's results by seat (no timings)."""
    return {
        "deal": d.deal,
        "game_seed": d.game_seed,
        "first_dealer": d.first_dealer,
        "size": d.size,
        "games": [
            {
                "rotation": g.rotation,
                "entry_at_seat": list(g.entry_at_seat),
                "points": [s.points for s in g.seats],
                "rounds": [s.rounds for s in g.seats],
                "exact": [s.exact for s in g.seats],
                "win": [s.win for s in g.seats],
            }
            for g in d.games
        ],
    }


def pair_data(p: PairSummary) -> dict[str, Any]:
    """One head-to-head comparison as JSON-ready data."""
    return {
        "first": p.first,
        "second": p.second,
        "per_round_diff": estimate_data(p.per_round),
        "win_rate_diff": estimate_data(p.win_rate),
    }


def report_data(report: ArenaReport) -> dict[str, Any]:
    """The whole report as JSON-ready data."""
    spec = report.spec
    return {
        "preset": spec.preset,
        "players": spec.players,
        "seats": list(spec.seats),
        "sizes": list(spec.sizes) or None,
        "seed": spec.seed,
        "deals": len(report.deals),
        "games": len(report.deals) * spec.players,
        "lives": report.lives,
        "metric": report.metric,
        "groups": [group_data(g) for g in report.groups],
        "pairs": [pair_data(p) for p in report.pairs],
        "deal_results": [deal_data(d) for d in report.deals],
        "elapsed_s": round(report.elapsed_s, 3),
    }


def _pct(count: int, total: int) -> str:
    return f"{100 * count / total:.1f}%" if total else "-"


def _ms(x: float) -> str:
    return f"{x:.1f}" if x >= 10 else f"{x:.3f}" if x < 1 else f"{x:.2f}"


def _group_label(g: GroupSummary) -> str:
    return g.level if len(g.entries) == 1 else f"{g.level} x{len(g.entries)}"


def report_text(report: ArenaReport) -> str:
    """The report as a table for people."""
    spec = report.spec
    sizes = f"hand size {','.join(map(str, spec.sizes))}" if spec.sizes else "whole games"
    show_wins = report.lives or not spec.sizes
    unit = "lives lost/round" if report.lives else "points/round"
    better = "lower" if report.lives else "higher"
    lines = [
        f"Arena: {spec.preset}, {spec.players} players, {sizes}, {len(report.deals)} deals x "
        f"{spec.players} rotations = {len(report.deals) * spec.players} games, seed {spec.seed}"
        f" ({report.elapsed_s:.1f} s)",
        f"{unit} ({better} is better); diff: the group minus the other entries in the same "
        "seats on the same cards; ± is a 95% CI over deals",
        "",
    ]
    header = f"{'group':<11} {unit:>17} {'diff':>17} {'exact':>6} {'over':>6} {'under':>6}"
    if show_wins:
        header += f" {'win rate':>15}"
    header += "   ms/decision mean / p95 / max"
    lines.append(header)
    for g in report.groups:
        diff = g.diff.text(signed=True) if g.diff is not None else "-"
        row = (
            f"{_group_label(g):<11} {g.per_round.text():>17} {diff:>17} "
            f"{_pct(g.exact, g.rounds):>6} {_pct(g.over, g.rounds):>6} "
            f"{_pct(g.under, g.rounds):>6}"
        )
        if show_wins:
            row += f" {g.win_rate.text(digits=1, scale=100):>15}"
        t = g.timing
        row += f"   {_ms(t.mean_ms)} / {_ms(t.p95_ms)} / {_ms(t.max_ms)}"
        lines.append(row)
    if report.pairs:
        lines += ["", f"head to head on the same deals (first minus second, {unit}):"]
        for p in report.pairs:
            row = f"  {p.first + ' - ' + p.second:<20} {p.per_round.text(signed=True):>17}"
            if show_wins:
                row += f"   win rate {p.win_rate.text(digits=1, scale=100, signed=True)}"
            lines.append(row + _significance(p.per_round, report.lives))
    return "\n".join(lines) + "\n"


def _significance(e: Estimate, lives: bool) -> str:
    """Which of the two is better at 95%, if either."""
    if e.ci95 is None or abs(e.mean) <= e.ci95:
        return "   (not significant at 95%)"
    first_better = e.mean < 0 if lives else e.mean > 0
    return "   (first better at 95%)" if first_better else "   (second better at 95%)"


class ProgressBar:
    """A one-line text bar with an ETA, redrawn in place on a terminal stream."""

    def __init__(self, total: int, stream: TextIO, width: int = 30) -> None:
        self.total = total
        self.stream = stream
        self.width = width
        self.start = time.perf_counter()
        self._drawn = -math.inf

    def update(self, done: int) -> None:
        """Redraw for ``done`` units finished (at most five times a second)."""
        now = time.perf_counter()
        if now - self._drawn < 0.2 and done < self.total:
            return
        self._drawn = now
        elapsed = now - self.start
        filled = self.width * done // max(1, self.total)
        eta = elapsed / done * (self.total - done) if done else math.nan
        eta_text = _duration(eta) if done else "?"
        self.stream.write(
            f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done}/{self.total} deals  "
            f"{_duration(elapsed)} elapsed  ETA {eta_text}   "
        )
        self.stream.flush()

    def close(self) -> None:
        """End the line."""
        self.stream.write("\n")
        self.stream.flush()


def _duration(seconds: float) -> str:
    s = round(seconds)
    return f"{s // 60}m{s % 60:02d}s" if s >= 60 else f"{seconds:.1f}s"


# -- command line ------------------------------------------------------------------------


class ArgumentError(ValueError):
    """A command line that asks for something impossible."""


def _int_list(text: str) -> tuple[int, ...]:
    try:
        values = tuple(int(t) for t in text.split(",") if t.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"'{text}' is not a list of numbers like 10 or 5,10"
        ) from None
    if not values or min(values) < 1:
        raise argparse.ArgumentTypeError("hand sizes are whole numbers from 1")
    return values


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m game.cli.arena",
        description=(
            "Duplicate tournaments between bot line-ups: every deal is replayed with the "
            "line-up rotated through every seat."
        ),
    )
    parser.add_argument("--preset", default="classic", choices=sorted(PRESETS))
    parser.add_argument("--players", type=int, help="number of players (default: seats given)")
    parser.add_argument(
        "--seats",
        help=f"comma-separated level per seat, from: {', '.join(LEVELS)} "
        "(default: hard then normal)",
    )
    parser.add_argument("--deals", type=int, default=100, help="deals to play (default 100)")
    parser.add_argument(
        "--sizes",
        type=_int_list,
        help="play single rounds of this hand size (or sizes, cycled: 5,10) instead of games",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument(
        "--progress", action="store_true", help="show the progress bar even off a terminal"
    )
    return parser


def spec_from_args(args: argparse.Namespace) -> ArenaSpec:
    """Check the command line and build the tournament it asks for."""
    rules = get_preset(args.preset)
    seats = [s.strip().lower() for s in args.seats.split(",")] if args.seats else None
    players = args.players or (
        len(seats) if seats else min(max(4, rules.min_players), rules.max_players)
    )
    if seats is None:
        seats = ["hard"] + ["normal"] * (players - 1)
    unknown = [s for s in seats if s not in LEVELS]
    if unknown:
        raise ArgumentError(f"no level '{unknown[0]}': the levels are {', '.join(LEVELS)}")
    if len(seats) != players:
        raise ArgumentError(f"{len(seats)} seats given for {players} players")
    if args.deals < 1:
        raise ArgumentError("at least one deal is needed")
    if args.workers < 1:
        raise ArgumentError("at least one worker is needed")
    spec = ArenaSpec(args.preset, players, tuple(seats), args.sizes or (), args.seed)
    for size in spec.sizes or (None,):
        arena_rules(spec.preset, size).check_players(players)
    return spec


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m game.cli.arena``; returns the exit status."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # argparse has printed the usage and the problem
        return exc.code if isinstance(exc.code, int) else 2
    try:
        spec = spec_from_args(args)
    except (ArgumentError, RulesError, ValueError) as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    bar = ProgressBar(args.deals, sys.stderr) if args.progress or sys.stderr.isatty() else None
    report = run_arena(spec, args.deals, args.workers, bar.update if bar else None)
    if bar is not None:
        bar.close()
    if args.json:
        print(json.dumps(report_data(report), indent=2))
    else:
        print(report_text(report), end="")
    return 0


if __name__ == "__main__":
    # Run the copy imported as game.cli.arena so that worker processes find play_deal by name.
    from game.cli.arena import main as _main

    raise SystemExit(_main())
