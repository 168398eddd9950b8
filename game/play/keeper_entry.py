"""What the keys and clicks of the score keeper's round screen mean, without a window.

:class:`KeeperEntry` is the round screen's state machine: the phase (bids, tricks, a
correction of an earlier round, game over), the box being filled, the digits typed and not yet
taken, the tricks typed for the round being played, and the message of the last entry. The
screen maps its input to these verbs and draws what they leave::

    entry = KeeperEntry(game)
    entry.digit(3)          # a digit key: "3" goes to the box being filled
    entry.enter()           # Enter: the number typed, else the tricks or the correction
    entry.backspace()       # Backspace: a digit, else the box, else the last entry
    entry.tab(+1)           # Tab / Shift+Tab: the next or previous box
    entry.choose(seat, "tricks")   # a click on a player's cell
    entry.open_round(2)     # a click on a round of the history: correct it
    entry.press_number(4)   # a number button

Every rule stays the engine's: bids, tricks and corrections go to
:class:`~game.play.keeper.KeeperGame`, which replays them through the core and refuses what
breaks a rule; this class only keeps what is being typed and remembers the refusal
(:class:`Notice`) for the screen to word (:func:`notice_text`).

Numbers are typed as the table types a bid: the first digit typed into a box replaces its
value; it is taken at once when no second digit could follow (0, or a hand too small for ten:
"3" in a hand of 5), else it waits for a second digit (a hand of 12 after "1") or Enter. A
second digit that would make a number larger than the hand starts a number of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ..core.state import GameState, Phase
from .keeper import KeeperError, KeeperGame

Field = Literal["bid", "tricks"]
EntryPhase = Literal["bids", "tricks", "edit", "over"]

#: How long a message stays (seconds).
NOTICE_TIME = 6.0


@dataclass
class Correction:
    """A correction of finished round ``index`` being typed: its bids and tricks (None for a
    player out of the game, or a box erased), and the box being filled."""

    index: int
    bids: list[int | None]
    tricks: list[int | None]
    seat: int
    field: Field = "bid"


@dataclass(frozen=True, slots=True)
class Notice:
    """What the last entry did, for the screen to say (:func:`notice_text`).

    ``kind`` is one of ``'refused'`` (the rules refused a bid or the tricks: ``error``),
    ``'missing'`` (``seat`` has no tricks yet), ``'too-big'`` (``value`` is more than the
    ``limit`` cards of the round), ``'edit-refused'`` (a correction breaks round ``round``:
    ``error``), ``'edited'`` (round ``round`` corrected), ``'exported'`` (the CSV file is
    ``detail``), ``'export-failed'`` and ``'save-failed'`` (the system's reason in
    ``detail``)."""

    kind: str
    error: KeeperError | None = None
    round: int | None = None
    seat: int | None = None
    value: int | None = None
    limit: int | None = None
    detail: str = ""

    @property
    def refusal(self) -> bool:
        """An entry refused: it is said where the entry's own hint is (and replaces it)."""
        return self.kind in ("refused", "missing", "too-big", "edit-refused")

    @property
    def bad(self) -> bool:
        """Something went wrong (said in red)."""
        return self.kind not in ("edited", "exported")


@dataclass(frozen=True, slots=True)
class TricksCount:
    """The tricks typed so far for the round being played: their ``sum``, the ``hand`` size
    they must add up to, and whether every player still in has a number (``complete``)."""

    sum: int
    hand: int
    complete: bool


class KeeperEntry:
    """The round screen of a keeper game, without the screen. See the module's docstring."""

    def __init__(self, game: KeeperGame) -> None:
        self.game = game
        #: The seat chosen by a click or Tab (None: the default one, see :meth:`target`).
        self.selected: int | None = None
        #: A digit typed and not yet taken (it waits for a second one, or Enter).
        self.typed = ""
        #: The tricks typed for the round being played (taken all at once).
        self.tricks: list[int | None] = [None] * game.players
        self.correction: Correction | None = None
        self.notice: Notice | None = None
        self.notice_time = 0.0
        self._was_over = game.is_over
        self._ended = False
        self._options: list[tuple[int, KeeperError | None]] | None = None
        self._preview: tuple[object, GameState | KeeperError | None] | None = None
        self._check_saved()

    # -- reading -----------------------------------------------------------------------------

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names."""
        return self.game.names

    @property
    def phase(self) -> EntryPhase:
        """``'edit'`` (a correction), ``'bids'``, ``'tricks'`` or ``'over'``."""
        if self.correction is not None:
            return "edit"
        st = self.game.state
        if st.is_over:
            return "over"
        return "bids" if st.phase is Phase.BID else "tricks"

    def seats(self) -> list[int]:
        """The rows of the round: the players in, in bidding order, then those out."""
        st = self.game.state
        if self.correction is not None:
            inside = list(self.game.history_order(self.correction.index))
        else:
            inside = list(st.bid_order)
        return inside + [s for s in range(st.players) if s not in inside]

    def editable(self) -> list[int]:
        """The seats whose boxes can be filled now (Tab moves between them, a click on
        another row does nothing)."""
        st = self.game.state
        phase = self.phase
        if phase == "edit":
            assert self.correction is not None
            res = st.history[self.correction.index]
            return [s for s in self.seats() if res.bids[s] is not None]
        if phase == "tricks":
            return list(st.bid_order)
        if phase == "bids":
            cur = self.game.current()
            return [s for s in st.bid_order if cur.bids[s] is not None or s == st.to_move]
        return []

    def target(self) -> int | None:
        """The seat the numbers go to now (None once the game is over)."""
        phase = self.phase
        st = self.game.state
        if phase == "edit":
            assert self.correction is not None
            return self.correction.seat
        if phase == "bids":
            return self.selected if self.selected is not None else st.to_move
        if phase == "tricks":
            if self.selected is not None and self.selected in st.bid_order:
                return self.selected
            return next((s for s in st.bid_order if self.tricks[s] is None), st.bid_order[0])
        return None

    def field(self) -> Field | None:
        """The box of :meth:`target` being filled: ``'bid'`` or ``'tricks'``."""
        phase = self.phase
        if phase == "edit":
            assert self.correction is not None
            return self.correction.field
        if phase == "bids":
            return "bid"
        if phase == "tricks":
            return "tricks"
        return None

    def max_number(self) -> int:
        """The largest number a box takes: the hand size of the round concerned."""
        st = self.game.state
        if self.correction is not None:
            return st.history[self.correction.index].hand_size
        return st.hand_size

    def options(self) -> list[tuple[int, KeeperError | None]]:
        """The numbers 0 … hand size for the box being filled, each with the rules' refusal
        (a bid the hook or the zero limit forbids: its button is greyed), or None."""
        if self._options is None:
            phase = self.phase
            if phase == "bids":
                seat = self.target()
                assert seat is not None
                hand = self.game.state.hand_size
                self._options = [(b, self.game.bid_problem(seat, b)) for b in range(hand + 1)]
            elif phase in ("tricks", "edit"):
                self._options = [(n, None) for n in range(self.max_number() + 1)]
            else:
                self._options = []
        return self._options

    def forbidden(self) -> list[tuple[int, KeeperError]]:
        """The numbers the box being filled may not take, with the rules' refusal."""
        return [(n, e) for n, e in self.options() if e is not None]

    def dealer(self) -> int:
        """The dealer of the round shown."""
        st = self.game.state
        if self.correction is not None:
            return st.history[self.correction.index].dealer
        return st.dealer

    def is_out(self, seat: int) -> bool:
        """Was ``seat`` out of the round shown (eliminated)?"""
        st = self.game.state
        if self.correction is not None:
            return st.history[self.correction.index].bids[seat] is None
        return not st.alive[seat]

    def value(self, seat: int, field: Field) -> int | None:
        """The number in a box (None: empty)."""
        c = self.correction
        if c is not None:
            return c.bids[seat] if field == "bid" else c.tricks[seat]
        phase = self.phase
        if field == "bid":
            return self.game.current().bids[seat] if phase in ("bids", "tricks") else None
        return self.tricks[seat] if phase == "tricks" else None

    def pending(self, seat: int, field: Field) -> str | None:
        """The digit typed into this box and not yet taken (None: none)."""
        if self.typed and seat == self.target() and field == self.field():
            return self.typed
        return None

    def tricks_count(self) -> TricksCount | None:
        """The tricks typed so far for the round being played (None outside that phase)."""
        if self.phase != "tricks":
            return None
        order = self.game.state.bid_order
        filled = [self.tricks[s] for s in order]
        total = sum(n for n in filled if n is not None)
        return TricksCount(total, self.game.state.hand_size, None not in filled)

    def preview(self) -> GameState | KeeperError | None:
        """The game as the correction being typed would make it (the rounds after it
        recomputed), the refusal it would meet, or None while a box of a player in is empty
        (or when nothing is being corrected)."""
        c = self.correction
        if c is None:
            return None
        key = (c.index, tuple(c.bids), tuple(c.tricks))
        if self._preview is not None and self._preview[0] == key:
            return self._preview[1]
        result: GameState | KeeperError | None
        inside = [s for s in self.seats() if not self.is_out(s)]
        if any(c.bids[s] is None or c.tricks[s] is None for s in inside):
            result = None
        else:
            try:
                result = self.game.preview_edit(c.index, c.bids, _counts(c.tricks))
            except KeeperError as exc:
                result = exc
        self._preview = (key, result)
        return result

    def problem(self) -> KeeperError | None:
        """Why the correction being typed would be refused (None: it would not be)."""
        result = self.preview()
        return result if isinstance(result, KeeperError) else None

    def totals(self) -> tuple[int, ...] | None:
        """Everyone's total after the round shown: now, or — while correcting — after the
        corrected round as the correction would make it (None while it cannot be worked out:
        a box is empty or the correction would be refused)."""
        c = self.correction
        if c is None:
            return tuple(self.game.state.totals)
        result = self.preview()
        if isinstance(result, GameState):
            return tuple(result.history[c.index].totals)
        return None

    def history_state(self) -> GameState:
        """The game whose finished rounds the history shows: while correcting, as the
        correction would make it (when it can be worked out)."""
        result = self.preview()
        return result if isinstance(result, GameState) else self.game.state

    def take_ended(self) -> bool:
        """True once after an entry ended the game (the screen shows the final sheet)."""
        ended, self._ended = self._ended, False
        return ended

    # -- typing ------------------------------------------------------------------------------

    def digit(self, d: int) -> None:
        """A digit key, into the box being filled (see the module's docstring)."""
        if self.phase == "over":
            return
        most = self.max_number()
        if self.typed:
            number = int(self.typed + str(d))
            self.typed = ""
            if number <= most:
                self.press_number(number)
                return
        if d > most:
            self._say(Notice("too-big", value=d, limit=most))
            return
        if d == 0 or d * 10 > most:
            self.press_number(d)
        else:
            self.typed = str(d)

    def enter(self) -> None:
        """Enter: the number typed; else, once every player has their tricks, the round's
        tricks; else the correction being typed."""
        if self.typed:
            self.press_number(int(self.typed))
            return
        count = self.tricks_count()
        if count is not None and count.complete:
            self.confirm_tricks()
        elif self.phase == "edit":
            self.save_correction()

    def backspace(self) -> None:
        """Backspace: the digit typed, else the box being filled, else the last entry."""
        if self.typed:
            self.typed = ""
            return
        phase = self.phase
        if phase == "edit":
            c = self.correction
            assert c is not None
            (c.bids if c.field == "bid" else c.tricks)[c.seat] = None
        elif phase == "tricks":
            seat = self.target()
            if seat is not None and self.tricks[seat] is not None:
                self.tricks[seat] = None
            else:
                self.undo()
        elif phase == "bids":
            self.undo()

    def tab(self, delta: int) -> None:
        """Tab (+1) / Shift+Tab (-1): the next or previous player — or box, when
        correcting."""
        self.typed = ""
        seats = self.editable()
        if not seats:
            return
        c = self.correction
        if c is not None:
            boxes: list[tuple[int, Field]] = [(s, f) for s in seats for f in ("bid", "tricks")]
            here = (c.seat, c.field)
            i = boxes.index(here) if here in boxes else 0
            c.seat, c.field = boxes[(i + delta) % len(boxes)]
            return
        current = self.target()
        i = seats.index(current) if current in seats else 0
        self._select(seats[(i + delta) % len(seats)])

    def choose(self, seat: int, field: Field | None = None) -> None:
        """A click on a player's row (``field`` None) or on one of its boxes: the numbers go
        there. A player who cannot be entered now (a later bidder, a player out) is
        ignored."""
        if seat not in self.editable():
            return
        self.typed = ""
        c = self.correction
        if c is not None:
            c.seat = seat
            if field is not None:
                c.field = field
            return
        self._select(seat)

    def _select(self, seat: int) -> None:
        st = self.game.state
        if self.phase == "bids" and seat == st.to_move:
            self.selected = None
        else:
            self.selected = seat
        self._changed()

    # -- entering ----------------------------------------------------------------------------

    def press_number(self, n: int) -> None:
        """A number button, or a number typed: the box being filled takes it (a bid goes to
        the rules at once and may be refused; tricks wait for :meth:`confirm_tricks`)."""
        self.typed = ""
        phase = self.phase
        if phase == "edit":
            c = self.correction
            assert c is not None
            if c.field == "bid":
                c.bids[c.seat] = n
                c.field = "tricks"
            else:
                c.tricks[c.seat] = n
                seats = self.editable()
                i = seats.index(c.seat) if c.seat in seats else -1
                if i + 1 < len(seats):
                    c.seat, c.field = seats[i + 1], "bid"
            self._forget_refusal()
            return
        if phase == "bids":
            seat = self.target()
            assert seat is not None
            try:
                self.game.set_bid(seat, n)
            except KeeperError as exc:
                self._say(Notice("refused", exc))
                return
            self.selected = None
            if self.game.state.phase is not Phase.BID:
                self.tricks = [None] * self.game.players
            self._forget_refusal()
            self._after_entry()
            return
        if phase == "tricks":
            seat = self.target()
            assert seat is not None
            self.tricks[seat] = n
            order = list(self.game.state.bid_order)
            i = order.index(seat)
            after = order[i + 1 :] + order[: i + 1]
            self.selected = next((s for s in after if self.tricks[s] is None), seat)
            self._forget_refusal()
            self._changed()

    def confirm_tricks(self) -> None:
        """End the round with the tricks typed (refused, naming the difference, when they do
        not add up to the hand size; a player without a number is asked for)."""
        if self.phase != "tricks":
            return
        st = self.game.state
        missing = [s for s in st.bid_order if self.tricks[s] is None]
        if missing:
            self.typed = ""
            self._select(missing[0])
            self._say(Notice("missing", seat=missing[0]))
            return
        try:
            self.game.enter_tricks(_counts(self.tricks))
        except KeeperError as exc:
            self._say(Notice("refused", exc))
            return
        self.tricks = [None] * self.game.players
        self.selected = None
        self.typed = ""
        self._forget_refusal()
        self._after_entry()

    def undo(self) -> None:
        """Take back the last entry (a bid, or the tricks of the round before); a digit
        typed is only dropped. Nothing while correcting."""
        if self.phase == "edit":
            return
        if self.typed:
            self.typed = ""
            return
        if self.game.undo():
            self.selected = None
            self.tricks = [None] * self.game.players
            self._forget_refusal()
            self._was_over = self.game.is_over
            self._after_entry()

    # -- corrections -------------------------------------------------------------------------

    def open_round(self, index: int) -> None:
        """Open finished round ``index`` for correction (its first bidder's bid first)."""
        history = self.game.state.history
        if not 0 <= index < len(history):
            return
        res = history[index]
        seats = list(self.game.history_order(index))
        self.correction = Correction(
            index,
            list(res.bids),
            [n if res.bids[s] is not None else None for s, n in enumerate(res.tricks)],
            seats[0],
        )
        self.typed = ""
        self.notice = None
        self._changed()

    def cancel_correction(self) -> None:
        """Leave the correction; nothing changes."""
        self.correction = None
        self.typed = ""
        self._forget_refusal()
        self._changed()

    def save_correction(self) -> None:
        """Apply the correction: every later round is recomputed. Refused, naming the round
        and the rule, when it makes a round illegal; a player in without tricks is asked
        for."""
        c = self.correction
        if c is None:
            return
        self.typed = ""
        empty = next((s for s in self.editable() if c.tricks[s] is None), None)
        if empty is not None and all(c.bids[s] is not None for s in self.editable()):
            c.seat, c.field = empty, "tricks"
            self._say(Notice("missing", seat=empty))
            return
        try:
            self.game.edit_round(c.index, c.bids, _counts(c.tricks))
        except KeeperError as exc:
            where = exc.round if exc.round is not None else c.index
            self._say(Notice("edit-refused", exc, round=where))
            return
        self.correction = None
        self._say(Notice("edited", round=c.index))
        self.tricks = [None] * self.game.players
        self.selected = None
        self._was_over = self.game.is_over
        self._after_entry()

    def escape(self) -> bool:
        """Esc: leave the correction (True), or nothing to leave here (False: the screen
        goes back)."""
        if self.correction is None:
            return False
        self.cancel_correction()
        return True

    # -- other actions -----------------------------------------------------------------------

    def export_csv(self, folder: Path | None = None) -> Path | None:
        """Write the sheet as a CSV file and say where (or why it could not be written)."""
        try:
            path = self.game.export_csv(folder)
        except OSError as exc:
            self._say(Notice("export-failed", detail=str(exc)))
            return None
        self._say(Notice("exported", detail=str(path)))
        return path

    def tick(self, dt: float) -> None:
        """Time passes: a message goes after :data:`NOTICE_TIME` seconds."""
        if self.notice is not None:
            self.notice_time -= dt
            if self.notice_time <= 0:
                self.notice = None

    # -- helpers -----------------------------------------------------------------------------

    def _say(self, notice: Notice) -> None:
        self.notice = notice
        self.notice_time = NOTICE_TIME

    def _forget_refusal(self) -> None:
        # A refusal is about the entry that was refused: the next entry makes it stale.
        if self.notice is not None and self.notice.refusal:
            self.notice = None

    def _changed(self) -> None:
        self._options = None
        self._preview = None

    def _after_entry(self) -> None:
        self._changed()
        if self.game.is_over and not self._was_over:
            self._ended = True
        self._was_over = self.game.is_over
        self._check_saved()

    def _check_saved(self) -> None:
        if self.game.save_error:
            self._say(Notice("save-failed", detail=self.game.save_error))
            self.game.save_error = None


def _counts(tricks: list[int | None]) -> list[int]:
    # Players out of the game have no box: the engine counts their tricks as 0.
    return [n if n is not None else 0 for n in tricks]


# -- words -----------------------------------------------------------------------------------


def reason_text(error: KeeperError, names: tuple[str, ...]) -> str:
    """A keeper refusal in the player's language: the table's words for the core's rules, the
    difference for a wrong tricks total."""
    from ..i18n import refusal, t

    rule = error.rule
    st = error.state
    if rule == "tricks-total" and error.tricks is not None and st is not None:
        total, size = sum(error.tricks), st.hand_size
        if total != size:
            key = "keeper.tricks_too_many" if total > size else "keeper.tricks_missing"
            return t(key, sum=total, total=size, n=abs(total - size))
    if rule.startswith("keeper-") or rule == "players":
        seat = error.seat
        name = names[seat] if seat is not None and 0 <= seat < len(names) else ""
        return t(f"keeper.rule.{rule}", name=name)
    if st is not None:
        return refusal(error.as_illegal(), names)
    return t(f"error.{rule}")


def notice_text(notice: Notice, names: tuple[str, ...], path: str | None = None) -> str:
    """A :class:`Notice` in the player's language (``path``: the exported file's path as it
    is to be shown, shortened to fit)."""
    from ..i18n import t, tn

    kind = notice.kind
    error = notice.error
    n = (notice.round or 0) + 1
    if kind == "refused" and error is not None:
        return t("keeper.refused", reason=reason_text(error, names))
    if kind == "edit-refused" and error is not None:
        return t("keeper.edit_refused", n=n, reason=reason_text(error, names))
    if kind == "missing" and notice.seat is not None:
        return t("keeper.tricks_of", name=names[notice.seat])
    if kind == "too-big":
        return tn("keeper.too_big", notice.limit or 0, typed=notice.value)
    if kind == "edited":
        return t("keeper.edited", n=n)
    if kind == "exported":
        return t("keeper.exported", path=path if path is not None else notice.detail)
    if kind == "export-failed":
        return t("keeper.export_failed", error=notice.detail)
    return t("keeper.save_failed", error=notice.detail)


def problem_text(entry: KeeperEntry) -> str | None:
    """Why the correction being typed would be refused, in words (None: it would not be)."""
    from ..i18n import t

    problem = entry.problem()
    c = entry.correction
    if problem is None or c is None:
        return None
    n = (problem.round if problem.round is not None else c.index) + 1
    return t("keeper.edit_problem", n=n, reason=reason_text(problem, entry.names))


__all__ = [
    "NOTICE_TIME",
    "Correction",
    "EntryPhase",
    "Field",
    "KeeperEntry",
    "Notice",
    "TricksCount",
    "notice_text",
    "problem_text",
    "reason_text",
]
