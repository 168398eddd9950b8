"""The score keeper for games played with real cards (PRODUCT §3 "Score keeper").

The players deal and play with a real deck; the app is told each round's bids and then the
tricks each player took, and keeps the score sheet. Nothing here decides a rule: a keeper game
is its entries (rules, names, first dealer, a fixed seed and, per round, the bids and the
tricks), and its state is what the engine makes of them::

    state = GameState.new(rules, len(names), seed, first_dealer)
    for each round:  state.apply(Bid(n)) in bidding order, then state.settle_tricks(tricks)

so the hook, the zero limit, the blind round, scoring, lives, elimination and the end of the
game are exactly those of a game played on screen. The seed only chooses the engine's
stand-in cards (the real ones are on the table) and, for the quick sequence, the hand sizes;
it is fixed in the file so that a game always replays the same.

Every entry goes through :meth:`KeeperGame.set_bid`, :meth:`~KeeperGame.enter_tricks`,
:meth:`~KeeperGame.edit_round` or :meth:`~KeeperGame.undo`, which replay all the rounds from
the start with the change and keep it only if every round is still legal; otherwise a
:class:`KeeperError` names the round, the seat and the core's rule id, and nothing changes.

Games are saved after every entry, atomically, as versioned JSON in
``data_dir() / "keeper" / "<id>.json"``::

    {"format": "ascenseur-keeper/1", "rules": {...}, "names": ["Léa", "Tom", "Zoé"],
     "first_dealer": 0, "seed": 0, "created": "...", "updated": "...",
     "rounds": [{"bids": [1, 0, null], "tricks": null}]}

A file that cannot be read, decoded, validated or replayed is set aside
(:func:`game.platform.files.set_aside`), logged and remembered for the keeper screen to
report once (:func:`take_damaged`); it never stops the game.
"""

from __future__ import annotations

import csv
import json
import logging
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError

from ..core.actions import Bid
from ..core.errors import IllegalActionError, RulesError
from ..core.jsontext import JsonTextError, decode_text, load_object
from ..core.rules import Deck, Direction, FirstBidder, Rules, Trump
from ..core.state import ROTATION, GameState, Phase
from ..platform.files import check_folder, data_dir, export_path, read_file, set_aside, write_atomic

log = logging.getLogger(__name__)

FORMAT = "ascenseur-keeper/1"
#: The seed of every keeper game: it only picks the engine's stand-in cards (never shown) and
#: the sizes of the quick sequence, so one fixed value keeps every file replayable.
KEEPER_SEED = 0
KEEPER_FOLDER = "keeper"
NAME_LENGTH = 24
#: A keeper game is a few kilobytes: past this a file is not one (and is not read whole).
MAX_FILE_BYTES = 4 << 20


# -- errors ----------------------------------------------------------------------------------


class KeeperError(ValueError):
    """An entry the rules refuse. ``rule`` is the core's rule id (``'hook'``,
    ``'zero-limit'``, ``'tricks-total'`` …) or one of the keeper's own (``'keeper-out'``: a
    bid for a player out of the game, ``'keeper-missing'``: a player still in has no bid,
    ``'keeper-incomplete'``: a round before the last is unfinished, ``'players'``).
    ``round`` (0-based) and ``seat`` say where; ``state`` is the game just before the
    refused entry."""

    def __init__(
        self,
        message: str,
        rule: str,
        round: int | None = None,
        seat: int | None = None,
        state: GameState | None = None,
        tricks: tuple[int, ...] | None = None,
        detail: str | None = None,
        params: dict[str, int] | None = None,
    ) -> None:
        super().__init__(message)
        self.rule = rule
        #: The core's own message (without the round).
        self.detail = detail if detail is not None else message
        #: The facts of the broken rule (:attr:`IllegalActionError.params`).
        self.params: dict[str, int] = dict(params or {})
        self.round = round
        self.seat = seat
        self.state = state
        #: The refused trick counts, for a "tricks-total" refusal (to name the difference).
        self.tricks = tricks

    def as_illegal(self) -> IllegalActionError:
        """The refusal as the core's error (rule id, the core's message and its facts)."""
        return IllegalActionError(self.detail, self.rule, **self.params)


class KeeperFileError(ValueError):
    """A keeper file that cannot be used; the message says why."""


# -- the file --------------------------------------------------------------------------------


class RoundEntry(BaseModel):
    """One round as entered: a bid per seat (None: not yet, or out of the game) and the
    tricks per seat once the round is over (None while it is being played)."""

    model_config = ConfigDict(extra="forbid")
    bids: list[StrictInt | None]
    tricks: list[StrictInt] | None = None


class KeeperFile(BaseModel):
    """The keeper's save file, version 1."""

    model_config = ConfigDict(extra="forbid")
    format: Literal["ascenseur-keeper/1"]
    rules: Rules
    names: list[str] = Field(min_length=2, max_length=8)
    first_dealer: StrictInt = Field(ge=0)
    seed: StrictInt = KEEPER_SEED
    created: datetime
    updated: datetime
    rounds: list[RoundEntry] = Field(default_factory=list)


def keeper_dir(folder: Path | None = None) -> Path:
    """The folder of keeper games (``folder`` when given, for tests)."""
    return folder if folder is not None else data_dir() / KEEPER_FOLDER


def _now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


# -- replaying -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Round:
    """A round's entries (immutable; see :class:`RoundEntry` for the meaning)."""

    bids: tuple[int | None, ...]
    tricks: tuple[int, ...] | None = None

    @property
    def started(self) -> bool:
        """True once anything was entered."""
        return self.tricks is not None or any(b is not None for b in self.bids)


def replay(
    rules: Rules,
    players: int,
    first_dealer: int,
    rounds: Sequence[Round],
    seed: int = KEEPER_SEED,
) -> GameState:
    """The game the entries make, through the engine; :class:`KeeperError` naming the first
    round (and seat) the rules refuse."""
    try:
        state = GameState.new(rules, players, seed, first_dealer)
    except RulesError as exc:
        raise KeeperError(str(exc), "players") from None
    last = len(rounds) - 1
    for r, entry in enumerate(rounds):
        if state.is_over:
            raise KeeperError(f"round {r + 1}: the game is already over", "game-over", r)
        if len(entry.bids) != players or (
            entry.tricks is not None and len(entry.tricks) != players
        ):
            raise KeeperError(f"round {r + 1}: one entry per player is needed", "players", r)
        for seat in range(players):
            if not state.alive[seat] and entry.bids[seat] is not None:
                raise KeeperError(
                    f"round {r + 1}: seat {seat} is out of the game and cannot bid",
                    "keeper-out",
                    r,
                    seat,
                    state.clone(),
                )
        done = True
        for seat in state.bid_order:
            bid = entry.bids[seat]
            if bid is None:
                done = False
                continue
            if not done:
                # A later bidder's bid before an earlier one's: bids go in order.
                raise KeeperError(
                    f"round {r + 1}: seat {state.to_move} must bid before seat {seat}",
                    "turn",
                    r,
                    seat,
                    state.clone(),
                    params={"seat": state.to_move},
                )
            before = state.clone()
            try:
                state.apply(Bid(bid))
            except IllegalActionError as exc:
                raise KeeperError(
                    f"round {r + 1}: {exc}",
                    exc.rule,
                    r,
                    seat,
                    before,
                    detail=str(exc),
                    params=exc.params,
                ) from None
        if entry.tricks is None:
            if r != last:
                raise KeeperError(
                    f"round {r + 1} is not finished", "keeper-incomplete", r, None, state.clone()
                )
            continue
        if not done:
            missing = state.to_move
            raise KeeperError(
                f"round {r + 1}: seat {missing} has no bid",
                "keeper-missing",
                r,
                missing,
                state.clone(),
            )
        before = state.clone()
        try:
            state.settle_tricks(list(entry.tricks))
        except IllegalActionError as exc:
            raise KeeperError(
                f"round {r + 1}: {exc}",
                exc.rule,
                r,
                None,
                before,
                tuple(entry.tricks),
                detail=str(exc),
                params=exc.params,
            ) from None
    return state


# -- what the players are told about a round -------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrumpInfo:
    """How the trump of a round is chosen, from the rules (never from the engine's stand-in
    cards): ``kind`` is ``'turned-up'`` (the dealer turns up the next card), ``'none-left'``
    (turned-up trump but the deal uses the whole deck: no trump), ``'suit'`` (the rotation's
    fixed ``suit``), ``'no-trump'`` (no trump this round) or ``'tarot'`` (every card is a
    trump)."""

    kind: str
    suit: int | None = None


def trump_info(rules: Rules, players: int, index: int, hand_size: int, seated: int) -> TrumpInfo:
    """The trump of round ``index`` (0-based) dealt ``hand_size`` cards to ``seated`` players."""
    if rules.deck is Deck.TAROT:
        return TrumpInfo("tarot")
    if rules.trump is Trump.TURNED_UP:
        left = len(rules.deck_cards(players)) - hand_size * seated
        return TrumpInfo("turned-up" if left > 0 else "none-left")
    if rules.trump is Trump.ROTATION:
        suit = ROTATION[index % len(ROTATION)]
        return TrumpInfo("suit", suit) if suit is not None else TrumpInfo("no-trump")
    return TrumpInfo("no-trump")


@dataclass(frozen=True, slots=True)
class RoundInfo:
    """The round being played, as the keeper shows it."""

    index: int
    hand_size: int
    dealer: int
    bid_order: tuple[int, ...]
    trump: TrumpInfo
    blind: bool
    #: The number of rounds when the schedule is finite (None: until the game ends).
    count: int | None

    @property
    def first_bidder(self) -> int:
        """Who bids first."""
        return self.bid_order[0]


# -- a game ----------------------------------------------------------------------------------


def _new_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(2)


@dataclass
class KeeperGame:
    """A score-keeper game: the entries, the state they make, and where it is saved.

    Build one with :meth:`create` (a new game) or :func:`load_game` (from its file). Every
    entry method replays all the rounds through the engine and saves the game; on a refusal
    it raises :class:`KeeperError` and changes nothing.
    """

    rules: Rules
    names: tuple[str, ...]
    first_dealer: int
    rounds: list[Round]
    seed: int = KEEPER_SEED
    id: str = field(default_factory=_new_id)
    created: datetime = field(default_factory=_now)
    updated: datetime = field(default_factory=_now)
    #: The keeper folder it is saved in (None: never saved, for tests of the model alone).
    folder: Path | None = None
    #: The last save error, for the screen to report once (None: saved fine).
    save_error: str | None = None
    _state: GameState | None = field(default=None, repr=False)

    @classmethod
    def create(
        cls,
        rules: Rules,
        names: Sequence[str],
        first_dealer: int = 0,
        folder: Path | None = None,
        save: bool = True,
    ) -> KeeperGame:
        """A new game (saved at once when ``save``); :class:`KeeperError` with rule
        ``'players'`` if the rules cannot be played by this many players."""
        game = cls(
            rules, tuple(names), first_dealer, [], folder=keeper_dir(folder) if save else None
        )
        game._state = replay(rules, len(game.names), first_dealer, [], game.seed)
        if save:
            game.save()
        return game

    # -- reading -------------------------------------------------------------------------

    @property
    def players(self) -> int:
        """The number of players."""
        return len(self.names)

    @property
    def state(self) -> GameState:
        """The game as the engine makes it of the entries (replayed once, then kept)."""
        if self._state is None:
            self._state = replay(
                self.rules, self.players, self.first_dealer, self.rounds, self.seed
            )
        return self._state

    @property
    def is_over(self) -> bool:
        """True once the rules ended the game."""
        return self.state.is_over

    @property
    def path(self) -> Path:
        """The file this game is saved in."""
        return keeper_dir(self.folder) / f"{self.id}.json"

    def current(self) -> Round:
        """The entries of the round being played (all None when nothing is entered yet)."""
        st = self.state
        if st.round_index < len(self.rounds) and not st.is_over:
            return self.rounds[st.round_index]
        return Round((None,) * self.players)

    def round_info(self) -> RoundInfo:
        """Hand size, dealer, bidding order, trump rule and blind flag of the round being
        played (of the last round once the game is over)."""
        st = self.state
        info = RoundInfo(
            index=st.round_index,
            hand_size=st.hand_size,
            dealer=st.dealer,
            bid_order=st.bid_order,
            trump=trump_info(
                self.rules, self.players, st.round_index, st.hand_size, len(st.bid_order)
            ),
            blind=st.blind,
            count=st.round_count(),
        )
        return info

    def history_order(self, index: int) -> tuple[int, ...]:
        """The bidding order of finished round ``index``: the players who were in, from the
        first bidder on, in the direction of play."""
        res = self.state.history[index]
        step = 1 if self.rules.direction is Direction.CLOCKWISE else -1
        n = self.players
        seated = [s for s in range(n) if res.bids[s] is not None]
        first = res.dealer
        if self.rules.first_bidder is not FirstBidder.DEALER or first not in seated:
            first = (res.dealer + step) % n
            while first not in seated:
                first = (first + step) % n
        out = [first]
        while len(out) < len(seated):
            s = (out[-1] + step) % n
            while s not in seated:
                s = (s + step) % n
            out.append(s)
        return tuple(out)

    def history_trump(self, index: int) -> TrumpInfo:
        """The trump rule of finished round ``index``."""
        res = self.state.history[index]
        seated = sum(b is not None for b in res.bids)
        return trump_info(self.rules, self.players, index, res.hand_size, seated)

    # -- entries -------------------------------------------------------------------------

    def _commit(self, rounds: list[Round]) -> GameState:
        # Trailing empty rounds are not kept: a round exists once something is entered.
        while rounds and not rounds[-1].started:
            rounds.pop()
        state = replay(self.rules, self.players, self.first_dealer, rounds, self.seed)
        self.rounds = rounds
        self._state = state
        self.updated = _now()
        self.save()
        return state

    def set_bid(self, seat: int, bid: int) -> GameState:
        """``seat`` bids ``bid`` in the round being played: the next bidder's bid, or a change
        of a bid already made this round (then the later bids must still be legal)."""
        return self._commit(self._with_bid(seat, bid))

    def bid_problem(self, seat: int, bid: int) -> KeeperError | None:
        """Why :meth:`set_bid` would refuse ``bid`` for ``seat`` (None: it would take it),
        without changing anything: the bid panel greys these."""
        try:
            replay(
                self.rules, self.players, self.first_dealer, self._with_bid(seat, bid), self.seed
            )
        except KeeperError as exc:
            return exc
        return None

    def _with_bid(self, seat: int, bid: int) -> list[Round]:
        st = self.state
        if st.is_over:
            raise KeeperError("the game is over", "game-over", st.round_index, seat, st.clone())
        if st.phase is not Phase.BID and self.current().bids[seat] is None:
            raise KeeperError("every bid is in", "phase", st.round_index, seat, st.clone())
        rounds = list(self.rounds)
        r = st.round_index
        if len(rounds) == r:
            rounds.append(Round((None,) * self.players))
        entry = rounds[r]
        if entry.bids[seat] is None and seat != st.to_move:
            raise KeeperError(
                f"it is seat {st.to_move}'s turn to bid, not seat {seat}'s",
                "turn",
                r,
                seat,
                st.clone(),
            )
        bids = list(entry.bids)
        bids[seat] = bid
        rounds[r] = Round(tuple(bids), entry.tricks)
        return rounds

    def bid(self, bid: int) -> GameState:
        """The next bidder bids ``bid``."""
        return self.set_bid(self.state.to_move, bid)

    def enter_tricks(self, tricks: Sequence[int]) -> GameState:
        """End the round being played with the tricks each seat took (0 for seats out)."""
        st = self.state
        if st.is_over:
            raise KeeperError("the game is over", "game-over", st.round_index, None, st.clone())
        r = st.round_index
        if st.phase is not Phase.PLAY or r >= len(self.rounds):
            raise KeeperError(
                "every player must bid before the tricks", "phase", r, None, st.clone()
            )
        rounds = list(self.rounds)
        rounds[r] = Round(rounds[r].bids, tuple(tricks))
        return self._commit(rounds)

    def edit_round(
        self, index: int, bids: Sequence[int | None], tricks: Sequence[int] | None
    ) -> GameState:
        """Replace round ``index``'s entries (a correction): every later round is replayed
        with it, and the correction is refused if any of them breaks a rule."""
        return self._commit(self._edited(index, bids, tricks))

    def preview_edit(
        self, index: int, bids: Sequence[int | None], tricks: Sequence[int] | None
    ) -> GameState:
        """The game :meth:`edit_round` would make, without changing or saving anything (the
        totals a correction gives, shown while it is typed); :class:`KeeperError` when it
        would be refused."""
        rounds = self._edited(index, bids, tricks)
        while rounds and not rounds[-1].started:
            rounds.pop()
        return replay(self.rules, self.players, self.first_dealer, rounds, self.seed)

    def _edited(
        self, index: int, bids: Sequence[int | None], tricks: Sequence[int] | None
    ) -> list[Round]:
        if not 0 <= index < len(self.rounds):
            raise KeeperError(f"there is no round {index + 1} to correct", "phase", index)
        rounds = list(self.rounds)
        rounds[index] = Round(tuple(bids), tuple(tricks) if tricks is not None else None)
        if tricks is None and index != len(rounds) - 1:
            raise KeeperError(f"round {index + 1} needs its tricks", "keeper-incomplete", index)
        return rounds

    def can_undo(self) -> bool:
        """Is there an entry to take back?"""
        return bool(self.rounds)

    def undo(self) -> bool:
        """Take back the last entry: the last bid of the round being played, or the tricks of
        the round before (which is then being played again). False if nothing was entered."""
        if not self.rounds:
            return False
        rounds = list(self.rounds)
        last = rounds[-1]
        if last.tricks is not None:
            rounds[-1] = Round(last.bids, None)
        else:
            st = self.state
            order = st.bid_order
            bids = list(last.bids)
            for seat in reversed(order):
                if bids[seat] is not None:
                    bids[seat] = None
                    break
            rounds[-1] = Round(tuple(bids), None)
        self._commit(rounds)
        return True

    # -- saving --------------------------------------------------------------------------

    def to_file(self) -> KeeperFile:
        """The save file's content."""
        return KeeperFile(
            format=FORMAT,
            rules=self.rules,
            names=list(self.names),
            first_dealer=self.first_dealer,
            seed=self.seed,
            created=self.created,
            updated=self.updated,
            rounds=[
                RoundEntry(
                    bids=list(r.bids), tricks=list(r.tricks) if r.tricks is not None else None
                )
                for r in self.rounds
            ],
        )

    def save(self) -> Path | None:
        """Write the game (a temporary file, then a rename: never half a file). Returns the
        path, or None when it could not be written (logged, kept in :attr:`save_error`)."""
        if self.folder is None:
            return None
        path = self.path
        body = self.to_file().model_dump(mode="json")
        try:
            write_atomic(path, json.dumps(body, ensure_ascii=False, indent=1) + "\n")
        except OSError as exc:
            log.warning("could not save the keeper game to %s: %s", path, exc)
            self.save_error = str(exc)
            return None
        self.save_error = None
        return path

    def delete(self) -> None:
        """Remove the game's file."""
        delete_game(self.id, self.folder)

    # -- exporting -----------------------------------------------------------------------

    def csv_rows(self) -> list[list[str]]:
        """The score sheet as table rows: a header, then one row per finished round with the
        hand size, the dealer, the trump rule and each player's bid, tricks, score of the
        round and running total (empty cells for a player out of the game)."""
        from ..i18n import t

        header = [t("keeper.csv.round"), t("keeper.csv.cards"), t("keeper.csv.dealer")]
        header.append(t("keeper.csv.trump"))
        for name in self.names:
            header += [
                f"{name} · {t('keeper.csv.bid')}",
                f"{name} · {t('keeper.csv.tricks')}",
                f"{name} · {t('keeper.csv.score')}",
                f"{name} · {t('keeper.csv.total')}",
            ]
        rows = [header]
        for i, res in enumerate(self.state.history):
            row = [str(i + 1), str(res.hand_size), self.names[res.dealer]]
            row.append(trump_words(self.history_trump(i)))
            for seat in range(self.players):
                bid = res.bids[seat]
                if bid is None:
                    row += ["", "", "", str(res.totals[seat])]
                else:
                    row += [
                        str(bid),
                        str(res.tricks[seat]),
                        str(res.deltas[seat]),
                        str(res.totals[seat]),
                    ]
            rows.append(row)
        return rows

    def export_csv(self, folder: Path | None = None) -> Path:
        """Write :meth:`csv_rows` to a CSV file in the export folder (the score sheet's PNG
        folder, ``data_dir() / "exports"``) and return its path. UTF-8 with a byte-order mark,
        so that spreadsheets read the accents of the names."""
        path = export_path(f"keeper-{self.rules.name}", "csv", folder)
        with path.open("w", encoding="utf-8-sig", newline="") as f:
            csv.writer(f).writerows(self.csv_rows())
        return path


def trump_words(info: TrumpInfo) -> str:
    """The trump rule in words, in the current language."""
    from ..i18n import suit_name, t

    if info.kind == "suit" and info.suit is not None:
        return t("keeper.trump.suit", suit=suit_name(info.suit))
    return t(f"keeper.trump.{info.kind}")


# -- the store -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KeeperSummary:
    """A line of the keeper's list of games."""

    id: str
    path: Path
    names: tuple[str, ...]
    preset: str
    #: The round being played, 1-based (the last one once the game is over).
    round: int
    #: The number of rounds when the schedule is finite.
    rounds: int | None
    updated: datetime
    over: bool


@dataclass(frozen=True, slots=True)
class DamagedFile:
    """A keeper file that was set aside: its name, where it went and why."""

    name: str
    aside: str | None
    reason: str


#: Files set aside since the keeper screen last asked: it reports each one once.
_damaged: list[DamagedFile] = []


def take_damaged() -> list[DamagedFile]:
    """The keeper files set aside since the last call (and forget them)."""
    out = list(_damaged)
    _damaged.clear()
    return out


def parse_game(text: str, path: Path) -> KeeperGame:
    """A keeper game from its JSON text; :class:`KeeperFileError` naming the problem.
    The rounds are replayed to make sure every entry is still legal."""
    try:
        data = load_object(text, FORMAT, "a keeper game")
    except JsonTextError as exc:
        raise KeeperFileError(str(exc)) from None
    try:
        body = KeeperFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise KeeperFileError(f"{where}: {first['msg']}") from None
    game = KeeperGame(
        rules=body.rules,
        names=tuple(body.names),
        first_dealer=body.first_dealer,
        rounds=[
            Round(tuple(r.bids), tuple(r.tricks) if r.tricks is not None else None)
            for r in body.rounds
        ],
        seed=body.seed,
        id=path.stem,
        created=body.created,
        updated=body.updated,
        folder=path.parent,
    )
    try:
        game._state = replay(game.rules, game.players, game.first_dealer, game.rounds, game.seed)
    except KeeperError as exc:
        raise KeeperFileError(f"replay: {exc}") from None
    return game


def load_game(path: Path) -> KeeperGame:
    """The game saved in ``path``; :class:`KeeperFileError` when it is damaged (the file is
    then set aside, logged and reported through :func:`take_damaged`)."""
    try:
        raw: bytes | None = read_file(path, MAX_FILE_BYTES)
    except IsADirectoryError:
        raw = None  # a folder in the file's place: damage like any other
    except OSError as exc:
        raise KeeperFileError(f"cannot read {path.name}: {exc}") from None
    try:
        if raw is None:
            raise KeeperFileError("a folder, not a file")
        if len(raw) > MAX_FILE_BYTES:
            raise KeeperFileError(f"larger than {MAX_FILE_BYTES >> 20} MiB: not a keeper game")
        return parse_game(decode_text(raw), path)
    except ValueError as exc:  # KeeperFileError, JsonTextError: damage of any kind
        reason = str(exc) or repr(exc)
        aside = set_aside(path)
        where = f"; kept as {aside.name}" if aside is not None else ""
        log.warning("the keeper game %s is damaged (%s): ignored%s", path, reason, where)
        _damaged.append(DamagedFile(path.name, aside.name if aside else None, reason))
        raise KeeperFileError(reason) from None


def _summary(game: KeeperGame) -> KeeperSummary:
    st = game.state
    return KeeperSummary(
        id=game.id,
        path=game.path,
        names=game.names,
        preset=game.rules.name,
        round=st.round_index + 1,
        rounds=st.round_count(),
        updated=game.updated,
        over=st.is_over,
    )


def list_games(folder: Path | None = None) -> list[KeeperSummary]:
    """Every keeper game in the folder, the most recently updated first (damaged files are
    set aside on the way: see :func:`take_damaged`)."""
    where = keeper_dir(folder)
    if not check_folder(where):  # a file in the folder's place that cannot be moved
        return []
    try:
        paths = sorted(where.glob("*.json"))  # a folder named so is damage: set aside
    except OSError as exc:
        log.warning("could not list the keeper games in %s: %s", where, exc)
        return []
    out: list[KeeperSummary] = []
    for path in paths:
        try:
            out.append(_summary(load_game(path)))
        except KeeperFileError:
            continue
    out.sort(key=lambda s: (s.updated, s.id), reverse=True)
    return out


def latest_game(folder: Path | None = None) -> KeeperSummary | None:
    """The keeper game in progress that was updated last, or None (for the menu's
    Continue)."""
    return next((s for s in list_games(folder) if not s.over), None)


def open_game(game_id: str, folder: Path | None = None) -> KeeperGame:
    """The game with this id (:class:`KeeperFileError` if missing or damaged)."""
    return load_game(keeper_dir(folder) / f"{game_id}.json")


def delete_game(game_id: str, folder: Path | None = None) -> None:
    """Remove a game's file (a failure is logged, never raised)."""
    path = keeper_dir(folder) / f"{game_id}.json"
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not remove the keeper game %s: %s", path, exc)


__all__ = [
    "FORMAT",
    "KEEPER_SEED",
    "DamagedFile",
    "KeeperError",
    "KeeperFile",
    "KeeperFileError",
    "KeeperGame",
    "KeeperSummary",
    "Round",
    "RoundInfo",
    "TrumpInfo",
    "delete_game",
    "keeper_dir",
    "latest_game",
    "list_games",
    "load_game",
    "open_game",
    "parse_game",
    "replay",
    "take_damaged",
    "trump_info",
    "trump_words",
]
