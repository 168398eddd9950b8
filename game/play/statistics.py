"""The player's statistics (PRODUCT §3 "Statistics"): what the human seats did in every finished
game, and the figures and charts the statistics screen shows.

One JSON file in the user data folder (:func:`game.platform.files.data_dir`)::

    {"format": "ascenseur-stats/1",
     "games": [ {"game": "3f2a…", "player": "Léa", "rules": "classic", "won": true, …,
                 "rounds": [{"size": 1, "bid": 0, "tricks": 0, "delta": 10}, …]}, … ]}

Each entry is one human seat of one finished game, with every round it played (hand size,
bid, tricks, what the round earned): every figure and chart is computed from these, so a new
figure needs no new field. A game is identified by a hash of its rules, seed (or deals),
players and first dealer (:func:`game_id`): finishing the same record again — a resumed game,
a finished game opened twice — never counts twice, while "play again" deals from a new seed and
is a new game. Pass-and-play games give one entry per named human player.

Writing is atomic (a temporary file, then ``os.replace``). A damaged file — not UTF-8, not
JSON, a duplicated key, a number too long or too large, another format, a failing field — is
renamed aside (``statistics.json.damaged-<timestamp>``), logged, the player is told once
(:mod:`game.platform.notices`, whichever screen found it) and a fresh file is started. A file
that cannot be read is left as it is and never overwritten; a folder in its place is moved
aside at start-up (:func:`game.scenes.screens.prepare_user_folders`).

    record_game(ctrl.record(), kinds)      # when a game ends: True if newly counted
    loaded = load_stats()                  # .stats, and .problem if the file was damaged
    sets = rule_sets(loaded.stats)         # the presets / rule sets played, latest first
    summary = summarize(select(loaded.stats, sets[0].key, level="hard", player="Léa"))

Pure logic: no pygame, and every clock reading is a parameter that tests can fix.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ..core.jsontext import JsonTextError, decode_text, load_object
from ..core.records import GameRecord, RecordError, preset_id, record_rules, replay
from ..core.rules import LivesScoring, Rules
from ..platform import notices
from ..platform.files import STATS_FILE, data_dir, read_file, set_aside, write_atomic

log = logging.getLogger(__name__)

FORMAT: Final = "ascenseur-stats/1"
#: A game adds about a kilobyte per human seat: past this (some hundred thousand games) a file
#: is not a statistics file, and is not read whole.
MAX_STATS_BYTES = 128 << 20
#: The largest score kept (either sign): no rules come near it, and a figure beyond it would
#: overflow the averages of the statistics screen.
MAX_SCORE = 10**9

#: How an entry's scores count: ``points`` earned (most presets), ``lives`` lost down to 0
#: (Tarot Africain), or points counted down from a start, first to 0 ends it (Whist 22).
ScoringKind = Literal["points", "lives", "countdown"]
#: Who the human played against: one bot level, several (``mixed``), or people only.
Level = Literal["easy", "normal", "hard", "mixed", "humans"]
#: The opponent levels in the order the screen offers them.
LEVELS: tuple[Level, ...] = ("easy", "normal", "hard", "mixed", "humans")
_BOT_LEVELS: frozenset[str] = frozenset({"easy", "normal", "hard"})

_Score = Annotated[int, Field(strict=True, ge=-MAX_SCORE, le=MAX_SCORE)]


# -- the file's model ------------------------------------------------------------------------


class RoundStat(BaseModel):
    """One round one human seat played: the hand size, its bid, the tricks it took and what
    the round earned (points; for lives, 0 or the lives lost, negative)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    size: Annotated[int, Field(strict=True, ge=1, le=52)]
    bid: Annotated[int, Field(strict=True, ge=0, le=52)]
    tricks: Annotated[int, Field(strict=True, ge=0, le=52)]
    delta: _Score

    @property
    def exact(self) -> bool:
        """The contract was made exactly."""
        return self.bid == self.tricks

    @model_validator(mode="after")
    def _coherent(self) -> RoundStat:
        if self.bid > self.size or self.tricks > self.size:
            raise ValueError(
                f"a bid ({self.bid}) or tricks ({self.tricks}) above the hand size ({self.size})"
            )
        return self


class GameStat(BaseModel):
    """One human seat of one finished game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    #: The game's id (:func:`game_id`): the same game is never counted twice.
    game: Annotated[str, Field(strict=True, pattern=r"^[0-9a-f]{16}$")]
    #: When it ended, ISO 8601 in UTC (``2025-01-31T20:15:02Z``); the list is in that order.
    ended: Annotated[str, Field(strict=True, max_length=40)]
    #: The preset id, or ``custom-<hash>`` for rules that are no preset (:func:`rules_key`).
    rules: Annotated[str, Field(strict=True, min_length=1, max_length=80)]
    #: The rules' own name (a preset id, ``custom``, or a saved rule set's name).
    name: Annotated[str, Field(strict=True, max_length=80)]
    scoring: ScoringKind
    player: Annotated[str, Field(strict=True, min_length=1, max_length=80)]
    seat: Annotated[int, Field(strict=True, ge=0, le=7)]
    players: Annotated[int, Field(strict=True, ge=2, le=8)]
    opponents: Level
    won: Annotated[bool, Field(strict=True)]
    #: Place in the final standings (1: first; winners share 1).
    rank: Annotated[int, Field(strict=True, ge=1, le=8)]
    #: The final total: points, or lives (points) left.
    total: _Score
    rounds: list[RoundStat]


class StatsFile(BaseModel):
    """The whole statistics file."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["ascenseur-stats/1"] = FORMAT
    games: list[GameStat] = Field(default_factory=list)

    @model_validator(mode="after")
    def _unique(self) -> StatsFile:
        seen: set[tuple[str, int]] = set()
        for i, g in enumerate(self.games):
            key = (g.game, g.seat)
            if key in seen:
                raise ValueError(f"games[{i}]: seat {g.seat} of game {g.game} is counted twice")
            seen.add(key)
        return self

    def game_ids(self) -> set[str]:
        """The ids of every game counted."""
        return {g.game for g in self.games}


class StatsError(ValueError):
    """A statistics file that cannot be used; the message says why."""


@dataclass(frozen=True, slots=True)
class StatsLoad:
    """What :func:`load_stats` found.

    ``problem`` says (in English, as logged) what was wrong with the file just read, or is
    None; ``damaged`` is True when its content was damaged (False: it could not be read at
    all); ``aside`` is the name the damaged file was renamed to (None: not renamed).
    ``writable`` is False when the file exists but could not be read (permissions) or could
    not be set aside: then it must not be overwritten."""

    stats: StatsFile
    problem: str | None = None
    damaged: bool = False
    aside: str | None = None
    writable: bool = True


# -- reading and writing ---------------------------------------------------------------------


def stats_path(folder: Path | None = None) -> Path:
    """Where the statistics live (``folder`` replaces the user data folder, for tests)."""
    return (folder if folder is not None else data_dir()) / STATS_FILE


def parse_stats(raw: bytes) -> StatsFile:
    """Read a statistics file from its bytes (UTF-8, a BOM allowed); :class:`StatsError`
    naming the problem for anything else."""
    try:
        # Undecodable bytes, bad JSON and a key given twice are all damage, as in every file
        # the game reads.
        data = load_object(decode_text(raw), FORMAT, "the statistics file")
    except JsonTextError as exc:
        raise StatsError(str(exc)) from None
    try:
        return StatsFile.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise StatsError(f"{where}: {err['msg']}" if where else err["msg"]) from None


def stats_json(stats: StatsFile) -> str:
    """The file's text: one line per game entry, so that it stays readable and diffable."""
    lines = [f'{{"format": {json.dumps(stats.format)}, "games": [']
    rows = [
        "  " + json.dumps(g.model_dump(mode="json"), ensure_ascii=False, separators=(",", ":"))
        for g in stats.games
    ]
    lines.append(",\n".join(rows))
    lines.append("]}")
    return "\n".join(line for line in lines if line) + "\n"


def write_stats(stats: StatsFile, folder: Path | None = None) -> Path:
    """Write the statistics atomically (a temporary file, then a rename, so that a crash never
    leaves half a file); the path. Raises :class:`OSError` if it cannot be written."""
    path = stats_path(folder)
    write_atomic(path, stats_json(stats))
    return path


def load_stats(folder: Path | None = None, report: bool = True) -> StatsLoad:
    """The statistics. Never raises: no file gives empty statistics; a damaged one is renamed
    aside, logged, reported to the player once (:func:`game.platform.notices.report`; the
    statistics screen passes ``report=False`` and says it itself) and a fresh, empty file
    written in its place."""
    path = stats_path(folder)
    try:
        raw = read_file(path, MAX_STATS_BYTES)
    except (FileNotFoundError, NotADirectoryError):  # none yet, or no usable folder (told)
        return StatsLoad(StatsFile())
    except OSError as exc:
        # Unreadable but maybe fine (permissions, a folder in its place: the start-up checks
        # move that one aside): keep it untouched.
        log.warning("could not read the statistics %s: %s", path, exc)
        if report:
            notices.report("stats-read", "stats.unreadable", reason=exc.strerror or exc)
        return StatsLoad(StatsFile(), problem=f"cannot read the file: {exc}", writable=False)
    try:
        if len(raw) > MAX_STATS_BYTES:
            raise StatsError(f"larger than {MAX_STATS_BYTES >> 20} MiB: not a statistics file")
        stats = parse_stats(raw)
    except StatsError as exc:
        aside = set_aside(path)
        if aside is None:
            log.warning("the statistics %s are damaged (%s) and cannot be renamed", path, exc)
            if report:
                notices.report("stats-damaged", "stats.damaged_kept", name=path.name)
            # Overwriting it would lose what may still be recovered by hand.
            return StatsLoad(StatsFile(), problem=str(exc), damaged=True, writable=False)
        log.warning(
            "the statistics %s are damaged (%s): kept as %s, starting afresh", path, exc, aside.name
        )
        if report:
            notices.report("stats-damaged", "stats.damaged", name=aside.name)
        fresh = StatsFile()
        try:
            write_stats(fresh, folder)
        except OSError as err:
            log.warning("could not start new statistics in %s: %s", path, err)
        return StatsLoad(fresh, problem=str(exc), damaged=True, aside=aside.name)
    return StatsLoad(stats)


def reset_stats(folder: Path | None = None) -> Path:
    """Erase every statistic (a fresh, empty file); the path. Raises :class:`OSError` if it
    cannot be written, so that the screen can say so."""
    return write_stats(StatsFile(), folder)


# -- recording a game ------------------------------------------------------------------------


def rules_key(rules: Rules) -> str:
    """How a rule set is filed: its preset id, else ``custom-`` and a short hash of the rules
    (two different rule sets that share a name are never mixed)."""
    pid = preset_id(rules)
    if pid is not None:
        return pid
    body = json.dumps(rules.model_dump(mode="json"), sort_keys=True, ensure_ascii=False)
    return "custom-" + hashlib.sha256(body.encode("utf-8")).hexdigest()[:10]


def scoring_kind(rules: Rules) -> ScoringKind:
    """``points``, ``lives`` or ``countdown`` (a stock that misses take away, called points:
    Whist 22's "14 points each")."""
    sc = rules.scoring
    if not isinstance(sc, LivesScoring):
        return "points"
    return "countdown" if sc.unit == "points" else "lives"


def game_id(record: GameRecord, first_dealer: int | None = None) -> str:
    """The id of a game: a hash of its rules, its seed or deals, its players and its first
    dealer — not its actions, so that finishing the same game again is the same game.
    ``first_dealer`` gives the seat when the record leaves it to the seed."""
    body = {
        "rules": record_rules(record).model_dump(mode="json"),
        "players": list(record.players),
        "first_dealer": record.first_dealer if record.first_dealer is not None else first_dealer,
        "seed": record.seed,
        "deals": [d.model_dump(mode="json") for d in record.deals] if record.deals else None,
    }
    text = json.dumps(body, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def opponent_level(kinds: Sequence[str], seat: int) -> Level:
    """Who ``seat`` played against: the bots' level, ``mixed`` for several levels,
    ``humans`` when every other seat was a person."""
    # A person at another computer ('remote') counts as a person.
    bots = {k for s, k in enumerate(kinds) if s != seat and k not in ("human", "remote")}
    if not bots:
        return "humans"
    if len(bots) == 1:
        (level,) = bots
        if level in _BOT_LEVELS:
            return level  # type: ignore[return-value]  # checked just above
    return "mixed"


def game_entries(
    record: GameRecord, kinds: Sequence[str], ended: str | None = None
) -> list[GameStat]:
    """The entries of a finished game, one per human seat (none if the game is not over, has
    no human, or cannot be replayed). ``ended`` is the time stamp (default: now)."""
    if len(kinds) != len(record.players):
        raise ValueError(f"{len(kinds)} seat kinds for {len(record.players)} players")
    result = replay(record)
    state = result.state
    if result.illegal is not None or not state.is_over:
        return []
    humans = [s for s, k in enumerate(kinds) if k == "human"]
    if not humans:
        return []
    rules = state.rules
    gid = game_id(record, state.first_dealer)
    key = rules_key(rules)
    kind = scoring_kind(rules)
    ranks = {seat: rank for rank, seat, _ in state.standings()}
    winners = set(state.winners or ())
    stamp = ended if ended is not None else time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    out: list[GameStat] = []
    for seat in humans:
        rounds = [
            RoundStat(size=r.hand_size, bid=bid, tricks=r.tricks[seat], delta=r.deltas[seat])
            for r in state.history
            if (bid := r.bids[seat]) is not None
        ]
        out.append(
            GameStat(
                game=gid,
                ended=stamp,
                rules=key,
                name=rules.name[:80],
                scoring=kind,
                player=record.players[seat][:80],
                seat=seat,
                players=state.players,
                opponents=opponent_level(kinds, seat),
                won=seat in winners,
                rank=ranks[seat],
                total=state.totals[seat],
                rounds=rounds,
            )
        )
    return out


def record_game(
    record: GameRecord,
    kinds: Sequence[str],
    folder: Path | None = None,
    ended: str | None = None,
) -> bool:
    """Count a finished game: True if it was added now; False if it was already counted, is
    not over, has no human seat, or the file could not be written (logged, never raised for a
    file problem: a full disk must not stop the game). ``kinds`` gives each seat ('human',
    'easy', 'normal', 'hard')."""
    try:
        entries = game_entries(record, kinds, ended)
    except RecordError as exc:
        log.warning("a finished game could not be replayed for the statistics: %s", exc)
        return False
    except ValidationError as exc:  # scores beyond MAX_SCORE (hand-made rules): not counted
        log.warning("a finished game cannot be counted: %s", " ".join(str(exc).split()))
        return False
    if not entries:
        return False
    loaded = load_stats(folder)
    if not loaded.writable:
        log.warning("the statistics cannot be read: this game is not counted")
        return False
    stats = loaded.stats
    if entries[0].game in stats.game_ids():
        return False
    updated = stats.model_copy(update={"games": [*stats.games, *entries]})
    try:
        write_stats(updated, folder)
    except OSError as exc:
        log.warning("could not save the statistics to %s: %s", stats_path(folder), exc)
        return False
    return True


# -- figures ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A preset or rule set that has statistics."""

    key: str
    #: The rules' own name (a preset id, ``custom``, or the name a custom rule set was saved
    #: under); the screen translates preset ids.
    name: str
    scoring: ScoringKind
    #: How many entries (human seats of finished games) it has.
    entries: int

    @property
    def preset(self) -> bool:
        """True for a preset (``key`` is then its id)."""
        return not self.key.startswith("custom-")


def rule_sets(stats: StatsFile) -> list[RuleSet]:
    """Every preset or rule set with statistics, the last played first."""
    last: dict[str, int] = {}
    counts: Counter[str] = Counter()
    first: dict[str, GameStat] = {}
    for i, g in enumerate(stats.games):
        last[g.rules] = i
        counts[g.rules] += 1
        first.setdefault(g.rules, g)
    order = sorted(last, key=lambda k: -last[k])
    return [RuleSet(k, first[k].name, first[k].scoring, counts[k]) for k in order]


def select(
    stats: StatsFile,
    key: str | None = None,
    level: str | None = None,
    player: str | None = None,
) -> list[GameStat]:
    """The entries of one rule set (``key``; None: all), against one opponent level (None:
    all) and of one player (None: all), in the order the games ended."""
    return [
        g
        for g in stats.games
        if (key is None or g.rules == key)
        and (level is None or g.opponents == level)
        and (player is None or g.player == player)
    ]


def levels(stats: StatsFile, key: str | None = None, player: str | None = None) -> list[Level]:
    """The opponent levels that have entries (in :data:`LEVELS` order)."""
    found = {g.opponents for g in select(stats, key, player=player)}
    return [lv for lv in LEVELS if lv in found]


def players(stats: StatsFile, key: str | None = None, level: str | None = None) -> list[str]:
    """The human players that have entries, the one with most games first (ties: by name)."""
    counts = Counter(g.player for g in select(stats, key, level))
    return sorted(counts, key=lambda name: (-counts[name], name))


@dataclass(frozen=True, slots=True)
class SizeRate:
    """The exact bids at one hand size."""

    size: int
    rounds: int
    exact: int

    @property
    def rate(self) -> float:
        """Exact bids / rounds played at this size (0 … 1)."""
        return self.exact / self.rounds if self.rounds else 0.0


@dataclass(frozen=True, slots=True)
class Summary:
    """Every figure and chart of a selection of entries."""

    games: int
    wins: int
    #: Rounds played and exact contracts among them.
    rounds: int
    exact: int
    scoring: ScoringKind
    #: Points earned per round (``points``), or lives / points lost per round (a positive
    #: number; ``lives`` and ``countdown``); None without a round.
    per_round: float | None
    #: The best game: the most points; with lives, the best place, then the most lives left.
    #: None: no game.
    best: GameStat | None
    #: The current streak: +n for n wins in a row up to the last game, -n for n games not won.
    streak: int
    #: Chart 1: exact-bid rate by hand size, by increasing size.
    by_size: tuple[SizeRate, ...]
    #: Chart 2: each game's final total, in the order they ended, and whether it was won.
    scores: tuple[int, ...]
    won: tuple[bool, ...]
    #: Chart 3: (bid − tricks, rounds), by increasing difference; positive: bid too high.
    diffs: tuple[tuple[int, int], ...]

    @property
    def win_rate(self) -> float | None:
        """Wins / games (0 … 1); None without a game."""
        return self.wins / self.games if self.games else None

    @property
    def exact_rate(self) -> float | None:
        """Exact contracts / rounds (0 … 1); None without a round."""
        return self.exact / self.rounds if self.rounds else None


def summarize(entries: Sequence[GameStat]) -> Summary:
    """The figures and chart data of these entries (in the order the games ended)."""
    rounds = [r for g in entries for r in g.rounds]
    kind: ScoringKind = entries[0].scoring if entries else "points"
    per_round: float | None = None
    if rounds:
        mean = sum(r.delta for r in rounds) / len(rounds)
        # Lives are lost: show how many per round as a positive figure.
        per_round = mean if kind == "points" else -mean
    best: GameStat | None = None
    if entries:
        # Lives games end with the losers at 0 or below: their place says more than lives.
        if kind == "points":
            best = max(entries, key=lambda g: (g.total, -g.rank))
        else:
            best = max(entries, key=lambda g: (-g.rank, g.total))
    streak = 0
    if entries:
        won = entries[-1].won
        for g in reversed(entries):
            if g.won != won:
                break
            streak += 1
        streak = streak if won else -streak
    sizes: dict[int, list[int]] = {}
    for r in rounds:
        cell = sizes.setdefault(r.size, [0, 0])
        cell[0] += 1
        cell[1] += r.exact
    diffs = Counter(r.bid - r.tricks for r in rounds)
    return Summary(
        games=len(entries),
        wins=sum(g.won for g in entries),
        rounds=len(rounds),
        exact=sum(r.exact for r in rounds),
        scoring=kind,
        per_round=per_round,
        best=best,
        streak=streak,
        by_size=tuple(SizeRate(s, n, e) for s, (n, e) in sorted(sizes.items())),
        scores=tuple(g.total for g in entries),
        won=tuple(g.won for g in entries),
        diffs=tuple(sorted(diffs.items())),
    )


__all__ = [
    "FORMAT",
    "LEVELS",
    "GameStat",
    "Level",
    "RoundStat",
    "RuleSet",
    "SizeRate",
    "StatsError",
    "StatsFile",
    "StatsLoad",
    "Summary",
    "game_entries",
    "game_id",
    "levels",
    "load_stats",
    "opponent_level",
    "parse_stats",
    "players",
    "record_game",
    "reset_stats",
    "rule_sets",
    "rules_key",
    "scoring_kind",
    "select",
    "stats_json",
    "stats_path",
    "summarize",
    "write_stats",
]
