"""The score keeper for games played with real cards (menu → Score keeper, PRODUCT §3).

Three screens, each a scene on the app's stack::

    KeeperScene(app)              the games being kept: resume, delete, or "New game"
      → KeeperSetupScene          rules, players in seating order, first dealer
      → KeeperRoundScene(game)    each round: the bids in bidding order, then the tricks;
                                  corrections of earlier rounds; the score sheet, CSV export

Every rule — the hook, the zero limit, the blind round, the tricks total, scoring, lives and
elimination — is the engine's: the round screen only hands the entries to
:class:`game.play.keeper.KeeperGame`, which replays them through the core and saves the game,
and words the core's refusals with the same messages as the table
(:func:`game.i18n.refusal`).

Input: mouse or touch (number buttons 0 … hand size, at least 48 pixels), or the keyboard:
digits type a number, Enter confirms, Tab / Shift+Tab move between players, Backspace erases,
Esc goes back; L switches the large mode (big text filling the screen, to read from a metre
away), S opens the score sheet, U undoes.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pygame

from ..core.cards import Suit
from ..core.events import RoundResult
from ..core.rules import Trump
from ..core.state import Phase
from ..i18n import lazy, refusal, t, tn
from ..play.keeper import (
    KeeperError,
    KeeperFileError,
    KeeperGame,
    KeeperSummary,
    delete_game,
    keeper_dir,
    list_games,
    open_game,
    take_damaged,
    trump_info,
    trump_words,
)
from ..ui import layout, theme
from ..ui.table_view import GREEN_OK, RED, player_colour
from ..ui.widgets import Button, Label, Panel
from .base import Shell, UIScene
from .scoresheet import ScoreSheetScene, SheetData

log = logging.getLogger(__name__)

#: Games listed on one page of the first screen.
LIST_ROWS = 6
#: The smallest number button, in design pixels (touch targets).
MIN_TARGET = 48
#: How long a message stays (seconds).
MESSAGE_TIME = 6.0

_DIGIT_KEYS = {getattr(pygame, f"K_{d}"): d for d in range(10)}
_DIGIT_KEYS.update({getattr(pygame, f"K_KP{d}"): d for d in range(10)})


def _rules_name(name: str) -> str:
    from ..i18n import preset_name

    return preset_name(name)


def _date(summary: KeeperSummary) -> str:
    return summary.updated.astimezone().strftime("%Y-%m-%d %H:%M")


# -- the words of a refusal ------------------------------------------------------------------


def reason_text(error: KeeperError, names: tuple[str, ...]) -> str:
    """A keeper refusal in the player's language: the table's words for the core's rules, the
    difference for a wrong tricks total."""
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


def sheet_data(game: KeeperGame) -> SheetData:
    """The score sheet of a keeper game, as the table's sheet shows a game. A turned-up trump
    is on the real table, not known here: its column shows "↑" (turned up) rather than the
    engine's stand-in card."""
    st = game.state
    history: list[RoundResult] = []
    for res in st.history:
        if game.rules.trump is Trump.TURNED_UP:
            res = RoundResult(
                res.index,
                res.hand_size,
                res.dealer,
                None,
                None,
                res.bids,
                res.tricks,
                res.deltas,
                res.totals,
            )
        history.append(res)
    standings = tuple(st.standings())
    return SheetData(
        names=game.names,
        rules=game.rules,
        history=tuple(history),
        totals=tuple(st.totals),
        alive=tuple(st.alive),
        standings=standings,
        winners=st.winners if st.is_over else None,
        final=st.is_over,
        trump_marks=tuple(_trump_mark(game, res) for res in st.history),
    )


#: The trump column of the keeper's sheet, by :class:`TrumpInfo` kind.
_TRUMP_MARKS = {"turned-up": "↑", "none-left": "–", "no-trump": "–", "tarot": "★"}


def _trump_mark(game: KeeperGame, res: RoundResult) -> str:
    """ "↑" when the dealer turned up the trump on the real table, else what the rules fix."""
    seated = sum(b is not None for b in res.bids)
    info = trump_info(game.rules, game.players, res.index, res.hand_size, seated)
    if info.kind == "suit" and info.suit is not None:
        return Suit(info.suit).symbol
    return _TRUMP_MARKS.get(info.kind, "–")


# -- the list of games -----------------------------------------------------------------------


class KeeperScene(UIScene):
    """The keeper's first screen: the games being kept (names, rules, round, date) to resume
    or delete, and "New game". A damaged file found on the way is reported here once.

    ``folder`` is the keeper folder (default ``data_dir() / "keeper"``), ``export_folder``
    where the sheet's PNG and CSV exports go (default the score sheet's)."""

    def __init__(
        self, app: Shell, folder: Path | None = None, export_folder: Path | None = None
    ) -> None:
        super().__init__(app)
        self.folder = keeper_dir(folder)
        self.export_folder = export_folder
        self.games: list[KeeperSummary] = []
        self.page = 0
        self.message: str | None = None
        self.message_bad = False
        #: The game whose Delete was pressed once (a second press deletes it).
        self.confirm: str | None = None
        self.title = Label(lazy("keeper.title"), size=34, color=theme.GOLD, bold=True)
        self.intro = Label(lazy("keeper.intro"), size=17, color=theme.TEXT_DIM)
        self.panel = Panel(lazy("keeper.list_title"))
        self.empty = Label(lazy("keeper.empty"), size=19, color=theme.TEXT_DIM, align="center")
        self.resume_buttons: list[Button] = []
        self.delete_buttons: list[Button] = []
        for row in range(LIST_ROWS):
            self.resume_buttons.append(
                Button(lazy("keeper.resume"), partial(self.resume, row), size=18)
            )
            self.delete_buttons.append(
                Button(partial(self._delete_text, row), partial(self.delete, row), size=16)
            )
        self.message_label = Label(self._message, size=16, color=theme.TEXT)
        self.back_button = Button(lazy("common.back"), self.back)
        self.new_button = Button(lazy("keeper.new_game"), self.new_game, primary=True)
        self.ui.extend([self.panel, self.title, self.intro, self.empty])
        for resume, delete in zip(self.resume_buttons, self.delete_buttons, strict=True):
            self.ui.extend([resume, delete])
        self.ui.extend([self.message_label, self.new_button, self.back_button])
        self.refresh()

    # -- state -----------------------------------------------------------------------------

    def _message(self) -> str:
        return self.message or ""

    def refresh(self) -> None:
        """Read the folder again (damaged files are set aside and reported once)."""
        self.games = list_games(self.folder)
        damaged = take_damaged()
        if damaged:
            self.message = t("keeper.damaged", names=", ".join(d.name for d in damaged))
            self.message_bad = True
        self.page = max(0, min(self.page, (len(self.games) - 1) // LIST_ROWS))
        self._show_rows()

    def shown(self) -> list[KeeperSummary]:
        """The games on the current page."""
        return self.games[self.page * LIST_ROWS : (self.page + 1) * LIST_ROWS]

    def _show_rows(self) -> None:
        rows = self.shown()
        for i in range(LIST_ROWS):
            self.resume_buttons[i].visible = i < len(rows)
            self.delete_buttons[i].visible = i < len(rows)
        self.empty.visible = not self.games
        if self.ui.focus is not None and not self.ui.focus.visible:
            self.ui.set_focus(self.new_button)

    def _delete_text(self, row: int) -> str:
        rows = self.shown()
        if row < len(rows) and rows[row].id == self.confirm:
            return t("common.confirm")
        return t("common.delete")

    def on_enter(self) -> None:
        super().on_enter()
        self.ui.set_focus(self.resume_buttons[0] if self.games else self.new_button)

    def on_resume(self) -> None:
        self.refresh()
        super().on_resume()

    # -- actions ---------------------------------------------------------------------------

    def new_game(self) -> None:
        """Open the new-game screen."""
        from .keeper_setup import KeeperSetupScene

        self.message = None
        self.app.push(KeeperSetupScene(self.app, self.folder, self.export_folder))

    def resume(self, row: int) -> None:
        """Open the game of this row where it stopped."""
        rows = self.shown()
        if row >= len(rows):
            return
        try:
            game = open_game(rows[row].id, self.folder)
        except KeeperFileError as exc:
            self.refresh()
            self.message = t("keeper.open_failed", error=str(exc))
            self.message_bad = True
            return
        self.message = None
        self.app.push(KeeperRoundScene(self.app, game, self.export_folder))

    def delete(self, row: int) -> None:
        """Delete this row's game; the first press asks, the second deletes."""
        rows = self.shown()
        if row >= len(rows):
            return
        summary = rows[row]
        if self.confirm != summary.id:
            self.confirm = summary.id
            self.message = t("keeper.delete_confirm")
            self.message_bad = False
            return
        delete_game(summary.id, self.folder)
        self.confirm = None
        self.message = t("keeper.deleted")
        self.message_bad = False
        self.refresh()

    # -- input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        wheel = event.type == pygame.MOUSEWHEEL and event.y != 0
        if wheel or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP)
        ):
            down = event.y < 0 if wheel else event.key == pygame.K_PAGEDOWN
            d = 1 if down else -1
            self.page = max(0, min((len(self.games) - 1) // LIST_ROWS, self.page + d))
            self._show_rows()
            return True
        return super().handle_event(event)

    # -- layout and drawing ----------------------------------------------------------------

    def row_rects(self) -> list[pygame.Rect]:
        """The rectangle of each list row."""
        inner = self.panel.inner()
        return layout.column(inner, LIST_ROWS, self.px(62), self.px(8))

    def layout(self, width: int, height: int) -> None:
        px = self.px
        title, body, bar = layout.screen_frame(width, height, px)
        title_r, intro_r = layout.row(title, [1, 1.4], px(12))
        self.title.place(title_r, self.scale)
        self.intro.place(intro_r, self.scale)
        body, msg = layout.split_bottom(body, px(26), px(6))
        self.message_label.place(msg, self.scale)
        self.panel.place(body, self.scale)
        self.empty.place(self.panel.inner(), self.scale)
        for rect, resume, delete in zip(
            self.row_rects(), self.resume_buttons, self.delete_buttons, strict=True
        ):
            bh = min(rect.height - px(6), px(50))
            top = rect.centery - bh // 2
            delete.place(pygame.Rect(rect.right - px(150), top, px(150), bh), self.scale)
            resume.place(pygame.Rect(rect.right - px(330), top, px(170), bh), self.scale)
        _, back, new = layout.row(bar, [2.2, 1, 1.5], px(14))
        self.back_button.place(back, self.scale)
        self.new_button.place(new, self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.message_label.color = RED if self.message_bad else theme.TEXT
        for w in self.ui.widgets:
            if w is self.panel:
                w.draw(surface)
        px = self.px
        for summary, rect in zip(self.shown(), self.row_rects(), strict=False):
            theme.rounded_rect(surface, rect, (255, 255, 255, 14), px(10))
            text = pygame.Rect(rect.left + px(14), rect.top, rect.width - px(360), rect.height)
            top, bottom = layout.split_top(text, rect.height // 2 + px(2))
            theme.blit_text(
                surface, ", ".join(summary.names), px(19), theme.TEXT, top, "left", bold=True
            )
            where = (
                t("keeper.finished")
                if summary.over
                else (
                    t("keeper.round_of", n=summary.round, count=summary.rounds)
                    if summary.rounds
                    else t("keeper.round_n", n=summary.round)
                )
            )
            line = f"{_rules_name(summary.preset)} · {where} · {_date(summary)}"
            theme.blit_text(surface, line, px(15), theme.TEXT_DIM, bottom, "left")
        pages = (len(self.games) + LIST_ROWS - 1) // LIST_ROWS
        if pages > 1:
            r = pygame.Rect(
                self.panel.rect.right - px(120), self.panel.rect.top + px(12), px(100), px(24)
            )
            theme.blit_text(
                surface, f"{self.page + 1} / {pages}", px(15), theme.TEXT_DIM, r, "right"
            )
        for w in self.ui.widgets:
            if w.visible and w is not self.panel:
                w.draw(surface)
        if self.ui.focus is not None and self.ui.focus.visible:
            self.ui.focus.draw_focus(surface)


# -- one game --------------------------------------------------------------------------------


@dataclass
class Edit:
    """A correction of finished round ``index`` being typed: its bids and tricks, and the box
    being filled (``seat``, ``'bid'`` or ``'tricks'``)."""

    index: int
    bids: list[int | None]
    tricks: list[int | None]
    seat: int
    field: str = "bid"


#: The large mode is kept while the app runs: the table keeps the phone or laptop where it is.
_large_mode = [False]


class KeeperRoundScene(UIScene):
    """A keeper game: the round being played (bids, then tricks), the rounds played so far
    (click one to correct it), the score sheet and the CSV export."""

    def __init__(self, app: Shell, game: KeeperGame, export_folder: Path | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.export_folder = export_folder
        self.large = _large_mode[0]
        #: The seat the numbers go to (None: the next bidder).
        self.selected: int | None = None
        #: Digits typed and not yet confirmed.
        self.typed = ""
        #: The tricks typed for the round being played (confirmed all at once).
        self.tricks: list[int | None] = [None] * game.players
        self.edit: Edit | None = None
        self.message: str | None = None
        self.message_bad = False
        self.message_time = 0.0
        self.history_scroll = 0
        #: Bids 0 … hand size for the seat the numbers go to, with the reason of a refusal.
        self.options: list[tuple[int, str | None]] = []
        self._was_over = game.is_over
        self.number_buttons: list[Button] = []
        for n in range(53):
            button = Button(str(n), partial(self.press_number, n), size=24)
            button.sound = "click"
            self.number_buttons.append(button)
        self.undo_button = Button(lazy("keeper.undo"), self.undo, size=18)
        self.confirm_button = Button(
            lazy("keeper.confirm_tricks"), self.confirm_tricks, primary=True, size=18
        )
        self.save_edit_button = Button(
            lazy("keeper.save_edit"), self.save_edit, primary=True, size=18
        )
        self.cancel_edit_button = Button(lazy("common.cancel"), self.cancel_edit, size=18)
        self.sheet_button = Button(lazy("keeper.sheet"), self.open_sheet, size=18)
        self.csv_button = Button(lazy("keeper.export_csv"), self.export_csv, size=18)
        self.large_button = Button(self._large_text, self.toggle_large, size=18)
        self.back_button = Button(lazy("common.back"), self.back, size=18)
        self.ui.extend(self.number_buttons)
        self.ui.extend(
            [
                self.confirm_button,
                self.save_edit_button,
                self.cancel_edit_button,
                self.undo_button,
                self.sheet_button,
                self.csv_button,
                self.large_button,
                self.back_button,
            ]
        )
        self.refresh()

    def on_enter(self) -> None:
        # No button has the focus at first: Enter confirms what was typed rather than
        # pressing the "0" button; the arrow keys bring the focus to the buttons.
        self.ui.set_focus(None)

    # -- what is being entered -------------------------------------------------------------

    @property
    def phase(self) -> str:
        """``'edit'``, ``'bids'``, ``'tricks'`` or ``'over'``."""
        if self.edit is not None:
            return "edit"
        st = self.game.state
        if st.is_over:
            return "over"
        return "bids" if st.phase is Phase.BID else "tricks"

    def seats(self) -> list[int]:
        """The rows of the round panel: the players still in, in bidding order, then those
        out of the game."""
        st = self.game.state
        if self.edit is not None:
            inside = list(self.game.history_order(self.edit.index))
        else:
            inside = list(st.bid_order)
        return inside + [s for s in range(st.players) if s not in inside]

    def _editable(self) -> list[int]:
        """The seats Tab moves between."""
        st = self.game.state
        phase = self.phase
        if phase == "edit":
            assert self.edit is not None
            res = st.history[self.edit.index]
            return [s for s in self.seats() if res.bids[s] is not None]
        if phase == "tricks":
            return list(st.bid_order)
        if phase == "bids":
            cur = self.game.current()
            return [s for s in st.bid_order if cur.bids[s] is not None or s == st.to_move]
        return []

    def target(self) -> int | None:
        """The seat the numbers go to now."""
        phase = self.phase
        if phase == "edit":
            assert self.edit is not None
            return self.edit.seat
        if phase == "bids":
            st = self.game.state
            return self.selected if self.selected is not None else st.to_move
        if phase == "tricks":
            return self.selected
        return None

    def max_number(self) -> int:
        """The largest number the buttons offer (the hand size of the round concerned)."""
        st = self.game.state
        if self.edit is not None:
            return st.history[self.edit.index].hand_size
        return st.hand_size

    def refresh(self) -> None:
        """Recompute what the number buttons allow after any change."""
        st = self.game.state
        phase = self.phase
        if phase == "tricks" and (self.selected is None or not st.alive[self.selected]):
            self.selected = next((s for s in st.bid_order if self.tricks[s] is None), None)
            if self.selected is None:
                self.selected = st.bid_order[0]
        self.options = []
        if phase == "bids":
            seat = self.target()
            assert seat is not None
            for b in range(st.hand_size + 1):
                problem = self.game.bid_problem(seat, b)
                self.options.append((b, reason_text(problem, self.game.names) if problem else None))
        elif phase in ("tricks", "edit"):
            self.options = [(n, None) for n in range(self.max_number() + 1)]
        shown = {n for n, _ in self.options}
        for n, button in enumerate(self.number_buttons):
            button.visible = n in shown
            button.enabled = True
        for n, reason in self.options:
            self.number_buttons[n].enabled = reason is None
        self.confirm_button.visible = phase == "tricks"
        self.save_edit_button.visible = phase == "edit"
        self.cancel_edit_button.visible = phase == "edit"
        self.undo_button.visible = phase != "edit"
        self.undo_button.enabled = self.game.can_undo()
        if self.ui.focus is not None and not self.ui.focus.interactive:
            self.ui.set_focus(None)
        if self.game.save_error:
            self.say(t("keeper.save_failed", error=self.game.save_error), bad=True)
            self.game.save_error = None
        if self.size != (0, 0):
            self.layout(*self.size)

    def forbidden(self) -> list[tuple[int, str]]:
        """The bids the seat to enter may not make, with the reason (greyed buttons)."""
        return [(n, r) for n, r in self.options if r is not None]

    def say(self, text: str, bad: bool = False) -> None:
        """Show a message under the numbers for a few seconds."""
        self.message = text
        self.message_bad = bad
        self.message_time = MESSAGE_TIME

    # -- entering --------------------------------------------------------------------------

    def press_number(self, n: int) -> None:
        """A number button, or a number typed and confirmed: the bid or the tricks of the
        seat being entered (refused with the core's reason)."""
        self.typed = ""
        phase = self.phase
        if phase == "edit":
            assert self.edit is not None
            edit = self.edit
            if edit.field == "bid":
                edit.bids[edit.seat] = n
                edit.field = "tricks"
            else:
                edit.tricks[edit.seat] = n
                seats = self._editable()
                i = seats.index(edit.seat) if edit.seat in seats else -1
                if i + 1 < len(seats):
                    edit.seat, edit.field = seats[i + 1], "bid"
            return
        if phase == "bids":
            seat = self.target()
            assert seat is not None
            try:
                self.game.set_bid(seat, n)
            except KeeperError as exc:
                self.say(t("keeper.refused", reason=reason_text(exc, self.game.names)), bad=True)
                return
            self.selected = None
            self.message = None
            if self.game.state.phase is not Phase.BID:
                self.tricks = [None] * self.game.players
                self.selected = None
            self._after_entry()
            return
        if phase == "tricks":
            if self.selected is None:
                return
            self.tricks[self.selected] = n
            order = list(self.game.state.bid_order)
            i = order.index(self.selected)
            after = order[i + 1 :] + order[: i + 1]
            self.selected = next((s for s in after if self.tricks[s] is None), self.selected)
            self.message = None
            self.refresh()

    def confirm_tricks(self) -> None:
        """End the round with the tricks typed (refused, naming the difference, when they do
        not add up to the hand size)."""
        if self.phase != "tricks":
            return
        st = self.game.state
        missing = [s for s in st.bid_order if self.tricks[s] is None]
        if missing:
            self.selected = missing[0]
            self.say(t("keeper.tricks_of", name=self.game.names[missing[0]]), bad=True)
            self.refresh()
            return
        counts = [n if n is not None else 0 for n in self.tricks]
        try:
            self.game.enter_tricks(counts)
        except KeeperError as exc:
            self.say(t("keeper.refused", reason=reason_text(exc, self.game.names)), bad=True)
            return
        self.tricks = [None] * self.game.players
        self.selected = None
        self.message = None
        self._after_entry()

    def _after_entry(self) -> None:
        self.history_scroll = 0
        self.refresh()
        if self.game.is_over and not self._was_over:
            self._was_over = True
            self.open_sheet()
        self._was_over = self.game.is_over

    def undo(self) -> None:
        """Take back the last entry (a bid, or the tricks of the round before)."""
        if self.phase == "edit":
            return
        if self.typed:
            self.typed = ""
            return
        if self.game.undo():
            self.selected = None
            self.tricks = [None] * self.game.players
            self.message = None
            self._was_over = self.game.is_over
            self.refresh()

    def move(self, delta: int) -> None:
        """Tab / Shift+Tab: the next or previous player (and box, when correcting)."""
        self.typed = ""
        seats = self._editable()
        if not seats:
            return
        if self.edit is not None:
            boxes = [(s, f) for s in seats for f in ("bid", "tricks")]
            here = (self.edit.seat, self.edit.field)
            i = boxes.index(here) if here in boxes else 0
            self.edit.seat, self.edit.field = boxes[(i + delta) % len(boxes)]
            return
        current = self.target()
        i = seats.index(current) if current in seats else 0
        seat = seats[(i + delta) % len(seats)]
        if self.phase == "bids" and seat == self.game.state.to_move:
            self.selected = None
        else:
            self.selected = seat
        self.refresh()

    def select(self, seat: int) -> None:
        """Choose the player the numbers go to (a click on their row)."""
        if seat in self._editable():
            self.typed = ""
            if self.edit is not None:
                self.edit.seat = seat
                return
            self.selected = None if seat == self.game.state.to_move else seat
            if self.phase == "tricks":
                self.selected = seat
            self.refresh()

    def erase(self) -> None:
        """Backspace: the last digit typed, else the selected box, else the last bid."""
        if self.typed:
            self.typed = self.typed[:-1]
            return
        phase = self.phase
        if phase == "edit":
            assert self.edit is not None
            box = self.edit.bids if self.edit.field == "bid" else self.edit.tricks
            box[self.edit.seat] = None
        elif phase == "tricks" and self.selected is not None:
            if self.tricks[self.selected] is not None:
                self.tricks[self.selected] = None
            else:
                self.undo()
        elif phase in ("bids", "tricks"):
            self.undo()

    def type_digit(self, digit: int) -> None:
        """A digit key: build the number; it is taken at once when no further digit could
        follow (a hand of 5 takes "3" at once, a hand of 12 waits after "1")."""
        most = self.max_number()
        if self.phase == "over":
            return
        typed = self.typed + str(digit)
        if int(typed) > most:
            typed = str(digit) if digit <= most else ""
        self.typed = typed
        if typed and int(typed) * 10 > most:
            self.press_number(int(typed))

    def confirm(self) -> None:
        """Enter: the number typed, else the tricks or the correction."""
        if self.typed:
            self.press_number(int(self.typed))
            return
        if self.phase == "tricks" and all(
            self.tricks[s] is not None for s in self.game.state.bid_order
        ):
            self.confirm_tricks()
        elif self.phase == "edit":
            self.save_edit()

    # -- corrections -----------------------------------------------------------------------

    def start_edit(self, index: int) -> None:
        """Open finished round ``index`` for correction."""
        history = self.game.state.history
        if not 0 <= index < len(history):
            return
        res = history[index]
        seats = list(self.game.history_order(index))
        self.edit = Edit(
            index,
            list(res.bids),
            [n if res.bids[s] is not None else None for s, n in enumerate(res.tricks)],
            seats[0],
        )
        self.typed = ""
        self.message = None
        self.refresh()

    def cancel_edit(self) -> None:
        """Leave the correction without changing anything."""
        self.edit = None
        self.typed = ""
        self.refresh()

    def save_edit(self) -> None:
        """Apply the correction: every later round is recomputed; refused (naming the round
        and the rule) when the correction makes a round illegal."""
        edit = self.edit
        if edit is None:
            return
        tricks = [n if n is not None else 0 for n in edit.tricks]
        try:
            self.game.edit_round(edit.index, edit.bids, tricks)
        except KeeperError as exc:
            n = (exc.round if exc.round is not None else edit.index) + 1
            reason = reason_text(exc, self.game.names)
            self.say(t("keeper.edit_refused", n=n, reason=reason), bad=True)
            return
        self.edit = None
        self.say(t("keeper.edited", n=edit.index + 1))
        self.tricks = [None] * self.game.players
        self.selected = None
        self._was_over = self.game.is_over
        self.refresh()

    # -- other actions ---------------------------------------------------------------------

    def open_sheet(self) -> None:
        """The score sheet of the game (the table's, with its chart and PNG export)."""
        data = sheet_data(self.game)
        self.app.push(
            ScoreSheetScene(
                self.app,
                data,
                on_play_again=self.play_again if data.final else None,
                export_folder=self.export_folder,
            )
        )

    def play_again(self) -> None:
        """A new game with the same rules and players, the next player dealing first."""
        game = self.game
        new = KeeperGame.create(
            game.rules, game.names, (game.first_dealer + 1) % game.players, game.folder
        )
        if self.app.top is not self:
            self.app.pop()
        self.app.replace(KeeperRoundScene(self.app, new, self.export_folder))

    def export_csv(self) -> Path | None:
        """Write the sheet as CSV and say where."""
        try:
            path = self.game.export_csv(self.export_folder)
        except OSError as exc:
            log.warning("could not export the keeper sheet: %s", exc)
            self.say(t("keeper.export_failed", error=str(exc)), bad=True)
            return None
        self.say(t("keeper.exported", path=str(path)))
        return path

    def _large_text(self) -> str:
        return t("keeper.normal_size") if self.large else t("keeper.large")

    def toggle_large(self) -> None:
        """Big text filling the screen, or back to the normal layout."""
        self.large = not self.large
        _large_mode[0] = self.large
        self.layout(*self.size)

    def back(self) -> None:
        if self.edit is not None:
            self.cancel_edit()
            return
        self.app.pop()

    # -- input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_ESCAPE:
                self.back()
                return True
            if key in _DIGIT_KEYS:
                self.type_digit(_DIGIT_KEYS[key])
                return True
            if key == pygame.K_TAB:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if key == pygame.K_BACKSPACE:
                self.erase()
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                focus = self.ui.focus
                if self.typed or focus is None or not focus.visible:
                    self.confirm()
                    return True
            if key == pygame.K_l:
                self.toggle_large()
                return True
            if key == pygame.K_s:
                self.open_sheet()
                return True
            if key == pygame.K_u:
                self.undo()
                return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.ui.widget_at(event.pos) is None
        ):
            for seat, rect in self.row_rects():
                if rect.collidepoint(event.pos):
                    self.select(seat)
                    return True
            for index, rect in self.history_rects():
                if rect.collidepoint(event.pos):
                    self.start_edit(index)
                    return True
        if event.type == pygame.MOUSEWHEEL and not self.large:
            _, hist = self.areas()
            if hist.collidepoint(pygame.mouse.get_pos()):
                self.history_scroll = max(0, self.history_scroll + event.y)
                return True
        used = self.ui.handle_event(event)
        # Opaque: keys and clicks never reach the list below.
        return used or event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = None

    # -- layout ----------------------------------------------------------------------------

    def k(self) -> float:
        """The text factor: 1, or 1.6 in the large mode."""
        return 1.6 if self.large else 1.0

    def areas(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The round panel and the history panel (empty in the large mode)."""
        px = self.px
        w, h = self.size
        top = px(64)
        bar = px(66)
        body = pygame.Rect(px(20), top, w - px(40), h - top - bar - px(8))
        if self.large:
            return body, pygame.Rect(body.right, body.top, 0, 0)
        left, right = layout.row(body, [1.35, 1], px(16))
        return left, right

    def round_parts(self) -> dict[str, pygame.Rect]:
        """The parts of the round panel, top to bottom: head, info, rows, prompt, pad,
        reason, message."""
        px = self.px
        k = self.k()
        panel, _ = self.areas()
        inner = layout.inset(panel, px(16), px(12))
        parts: dict[str, pygame.Rect] = {}
        parts["head"], rest = layout.split_top(inner, px(34 * k), px(2))
        parts["info"], rest = layout.split_top(rest, px(44 * k), px(6))
        count = max(1, len(self.number_buttons_shown()))
        cols = self.pad_columns(inner.width, count)
        lines = (count + cols - 1) // cols
        pad_h = lines * self.pad_size() + (lines - 1) * px(8)
        rest, parts["message"] = layout.split_bottom(rest, px(26 * min(k, 1.3)), px(2))
        rest, parts["reason"] = layout.split_bottom(rest, px(26 * min(k, 1.3)), px(2))
        rest, parts["pad"] = layout.split_bottom(rest, pad_h, px(8))
        rest, parts["prompt"] = layout.split_bottom(rest, px(32 * min(k, 1.4)), px(6))
        parts["rows"] = rest
        return parts

    def number_buttons_shown(self) -> list[Button]:
        """The number buttons of the round concerned."""
        return [b for b in self.number_buttons if b.visible]

    def pad_size(self) -> int:
        """The side of a number button: at least :data:`MIN_TARGET` design pixels."""
        return self.px((84 if self.large else 54) * (0.9 if self.max_number() > 12 else 1))

    def pad_columns(self, width: int, count: int) -> int:
        """How many number buttons a line holds."""
        side, gap = self.pad_size(), self.px(8)
        fit = max(1, (width + gap) // (side + gap))
        if count <= fit:
            return count
        lines = (count + fit - 1) // fit
        return (count + lines - 1) // lines

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        """Each player's row of the round panel."""
        if self.phase == "over":
            return []
        rows = self.round_parts()["rows"]
        seats = self.seats()
        head_h = self.px(22 * min(self.k(), 1.3))
        body = pygame.Rect(rows.left, rows.top + head_h, rows.width, rows.height - head_h)
        h = min(self.px(44 * self.k()), body.height // max(1, len(seats)))
        return [
            (seat, pygame.Rect(body.left, body.top + i * h, body.width, h - self.px(3)))
            for i, seat in enumerate(seats)
        ]

    def history_rects(self) -> list[tuple[int, pygame.Rect]]:
        """Each visible finished round of the history panel (newest at the bottom)."""
        if self.large:
            return []
        grid = self._history_grid()
        rh = self.px(28)
        history = self.game.state.history
        fit = max(1, grid.height // rh)
        count = len(history)
        self.history_scroll = max(0, min(self.history_scroll, max(0, count - fit)))
        last = count - self.history_scroll
        first = max(0, last - fit)
        return [
            (i, pygame.Rect(grid.left, grid.top + (i - first) * rh, grid.width, rh))
            for i in range(first, last)
        ]

    def _history_grid(self) -> pygame.Rect:
        px = self.px
        _, panel = self.areas()
        inner = layout.inset(panel, px(14), px(12))
        _, rest = layout.split_top(inner, px(30), px(2))
        rest, _ = layout.split_bottom(rest, px(22), px(4))
        _, grid = layout.split_top(rest, px(26), px(2))
        return grid

    def layout(self, width: int, height: int) -> None:
        px = self.px
        k = self.k()
        parts = self.round_parts()
        pad = parts["pad"]
        buttons = self.number_buttons_shown()
        cols = self.pad_columns(pad.width, max(1, len(buttons)))
        side, gap = self.pad_size(), px(8)
        for i, button in enumerate(buttons):
            r, c = divmod(i, cols)
            in_line = min(cols, len(buttons) - r * cols)
            line_w = in_line * side + (in_line - 1) * gap
            x = pad.left + (pad.width - line_w) // 2 + c * (side + gap)
            button.size = 24 * k
            button.place(pygame.Rect(x, pad.top + r * (side + gap), side, side), self.scale)
        # The bar: the entry's own buttons on the left, the game's on the right.
        bar = pygame.Rect(px(20), height - px(62), width - px(40), px(52))
        left_buttons = [
            b
            for b in (
                self.confirm_button,
                self.save_edit_button,
                self.cancel_edit_button,
                self.undo_button,
            )
            if b.visible
        ]
        right_buttons = [self.sheet_button, self.csv_button, self.large_button, self.back_button]
        x = bar.left
        for b in left_buttons:
            bw = px(230 if b in (self.confirm_button, self.save_edit_button) else 130)
            b.place(pygame.Rect(x, bar.top, bw, bar.height), self.scale)
            x += bw + px(10)
        x = bar.right
        for b in reversed(right_buttons):
            bw = px(175 if b in (self.sheet_button, self.csv_button) else 140)
            x -= bw
            b.place(pygame.Rect(x, bar.top, bw, bar.height), self.scale)
            x -= px(10)

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        px = self.px
        w, _ = self.size
        title = pygame.Rect(px(24), px(12), w - px(48), px(44))
        name = _rules_name(self.game.rules.name)
        theme.blit_text(
            surface,
            f"{t('keeper.title')} — {name}",
            px(28),
            theme.GOLD,
            title,
            "left",
            bold=True,
        )
        panel, hist = self.areas()
        theme.rounded_rect(
            surface, panel, theme.PANEL, px(18), border=1, border_color=theme.PANEL_BORDER
        )
        if self.phase == "over":
            self._draw_over(surface)
        else:
            self._draw_round(surface)
        if hist.width:
            self._draw_history(surface, hist)
        self.ui.draw(surface)

    def _draw_round(self, surface: pygame.Surface) -> None:
        px = self.px
        k = self.k()
        game = self.game
        st = game.state
        parts = self.round_parts()
        names = game.names
        lives = game.rules.uses_lives
        if self.edit is not None:
            res = st.history[self.edit.index]
            head = t("keeper.edit_title", n=self.edit.index + 1)
            info = t("keeper.round_head", round=self.edit.index + 1, cards=res.hand_size)
            info += " · " + t("keeper.dealer_is", name=names[res.dealer])
            info += " · " + t("keeper.edit_hint")
            blind = False
        else:
            ri = game.round_info()
            head = t("keeper.round_head", round=ri.index + 1, cards=ri.hand_size)
            if ri.count:
                head = t("keeper.round_of", n=ri.index + 1, count=ri.count)
                head += " · " + tn("count.cards", ri.hand_size)
            info = " · ".join(
                [
                    t("keeper.dealer_is", name=names[ri.dealer]),
                    t("keeper.bids_first", name=names[ri.first_bidder]),
                    t("keeper.trump_is", rule=trump_words(ri.trump)),
                ]
            )
            blind = ri.blind
        head_r = parts["head"]
        drawn = theme.blit_text(surface, head, px(26 * k), theme.GOLD, head_r, "left", bold=True)
        if blind:
            tag = pygame.Rect(
                drawn.right + px(14), head_r.top + px(3), px(130 * k), head_r.height - px(6)
            )
            theme.rounded_rect(surface, tag, theme.DANGER, px(8))
            theme.blit_text(surface, t("keeper.blind_tag"), px(16 * k), theme.TEXT, tag, bold=True)
        info_r = parts["info"]
        text = info if not blind else info + "\n" + t("keeper.blind")
        size, lines = theme.fit_wrapped(text, px(17 * k), info_r.width, info_r.height)
        y = info_r.top
        for line in lines:
            img = theme.render(line, size, theme.TEXT_DIM)
            surface.blit(img, (info_r.left, y))
            y += theme.font(size).get_linesize()
        # The players' rows.
        rows = parts["rows"]
        cols = self._row_columns(rows)
        head_h = px(22 * min(k, 1.3))
        labels = [
            ("", "left"),
            (t("keeper.col_bid"), "center"),
            (t("keeper.col_tricks"), "center"),
            (t("keeper.col_lives") if lives else t("keeper.col_total"), "right"),
        ]
        for (label, align), col in zip(labels, cols, strict=True):
            r = pygame.Rect(col.left, rows.top, col.width, head_h)
            theme.blit_text(surface, label, px(13 * min(k, 1.3)), theme.TEXT_DIM, r, align)
        target = self.target()
        cur = game.current()
        for seat, rect in self.row_rects():
            out = (
                not st.alive[seat]
                if self.edit is None
                else st.history[self.edit.index].bids[seat] is None
            )
            active = seat == target and not out
            fill = (255, 255, 255, 30) if active else (255, 255, 255, 10)
            theme.rounded_rect(
                surface,
                rect,
                fill,
                px(8),
                border=max(1, px(2)) if active else 0,
                border_color=theme.GOLD if active else None,
            )
            c = [pygame.Rect(col.left, rect.top, col.width, rect.height) for col in cols]
            dot = pygame.Rect(c[0].left + px(8), rect.centery - px(6 * k), px(12 * k), px(12 * k))
            pygame.draw.circle(surface, player_colour(seat), dot.center, dot.width // 2)
            name_r = pygame.Rect(
                dot.right + px(10), rect.top, c[0].right - dot.right - px(10), rect.height
            )
            ink = theme.TEXT_DISABLED if out else theme.TEXT
            dealer = st.history[self.edit.index].dealer if self.edit is not None else st.dealer
            label = names[seat] + ("  (D)" if seat == dealer else "")
            theme.blit_text(surface, label, px(19 * k), ink, name_r, "left", bold=active)
            if out:
                theme.blit_text(surface, t("keeper.out"), px(16 * k), ink, c[1].union(c[2]))
            else:
                bid, tricks = self._row_values(seat, cur.bids[seat])
                bid_box = self.edit is not None and self.edit.field == "bid" and active
                trick_box = (self.edit is not None and self.edit.field == "tricks" and active) or (
                    self.phase == "tricks" and active
                )
                self._value(surface, c[1], bid, bid_box or (self.phase == "bids" and active), k)
                self._value(surface, c[2], tricks, trick_box, k)
            total = st.totals[seat]
            if self.edit is not None:
                total = st.history[self.edit.index].totals[seat]
            theme.blit_text(
                surface,
                str(total),
                px(20 * k),
                theme.GOLD,
                c[3].inflate(-px(10), 0),
                "right",
                bold=True,
            )
        # The prompt, the reason for greyed numbers and the last message.
        prompt = self._prompt()
        theme.blit_text(
            surface, prompt, px(21 * min(k, 1.4)), theme.TEXT, parts["prompt"], "left", bold=True
        )
        reasons = self.forbidden()
        if reasons:
            reason = reasons[0][1]
            theme.blit_text(
                surface, reason, px(17 * min(k, 1.3)), (255, 190, 170), parts["reason"], "left"
            )
        elif self.phase == "tricks":
            filled = [self.tricks[s] for s in st.bid_order]
            total = sum(n for n in filled if n is not None)
            if None in filled:
                status = t("keeper.tricks_total", total=st.hand_size, sum=total)
                colour: theme.Color = theme.TEXT_DIM
            elif total != st.hand_size:
                key = "keeper.tricks_too_many" if total > st.hand_size else "keeper.tricks_missing"
                status = t(key, sum=total, total=st.hand_size, n=abs(total - st.hand_size))
                colour = (255, 190, 170)
            else:
                status = t("keeper.tricks_ok", total=st.hand_size)
                colour = GREEN_OK
            theme.blit_text(surface, status, px(17 * min(k, 1.3)), colour, parts["reason"], "left")
        if self.message:
            theme.blit_text(
                surface,
                self.message,
                px(17 * min(k, 1.3)),
                RED if self.message_bad else GREEN_OK,
                parts["message"],
                "left",
                bold=True,
            )
        elif not self.large:
            theme.blit_text(
                surface, t("keeper.keys"), px(13), theme.TEXT_DIM, parts["message"], "left"
            )

    def _row_values(self, seat: int, bid_now: int | None) -> tuple[str, str]:
        typed = self.typed + "_" if self.typed else None
        if self.edit is not None:
            e = self.edit
            b = e.bids[seat]
            n = e.tricks[seat]
            bid = typed if typed and e.seat == seat and e.field == "bid" else _num(b)
            tricks = typed if typed and e.seat == seat and e.field == "tricks" else _num(n)
            return bid, tricks
        phase = self.phase
        target = self.target()
        bid = _num(bid_now)
        if phase == "bids" and seat == target and typed:
            bid = typed
        tricks = ""
        if phase == "tricks":
            tricks = typed if seat == target and typed else _num(self.tricks[seat])
        return bid, tricks

    def _value(
        self, surface: pygame.Surface, rect: pygame.Rect, text: str, box: bool, k: float
    ) -> None:
        px = self.px
        cell = pygame.Rect(0, 0, min(rect.width - px(8), px(70 * k)), rect.height - px(8))
        cell.center = rect.center
        if box:
            theme.rounded_rect(
                surface, cell, theme.FIELD, px(8), border=max(1, px(2)), border_color=theme.GOLD
            )
        ink = theme.FIELD_TEXT if box else theme.TEXT
        theme.blit_text(surface, text or ("?" if box else ""), px(21 * k), ink, cell, bold=True)

    def _row_columns(self, rows: pygame.Rect) -> list[pygame.Rect]:
        return layout.row(rows, [2.6, 1, 1, 1.1], self.px(6))

    def _prompt(self) -> str:
        names = self.game.names
        target = self.target()
        if target is None:
            return ""
        if self.edit is not None:
            key = "keeper.bid_of" if self.edit.field == "bid" else "keeper.tricks_of"
            return t(key, name=names[target])
        if self.phase == "bids":
            return t("keeper.bid_of", name=names[target])
        return t("keeper.tricks_of", name=names[target])

    def _draw_over(self, surface: pygame.Surface) -> None:
        px = self.px
        k = self.k()
        panel, _ = self.areas()
        inner = layout.inset(panel, px(20), px(16))
        st = self.game.state
        head, rest = layout.split_top(inner, px(40 * k), px(10))
        theme.blit_text(
            surface, t("keeper.game_over"), px(30 * k), theme.GOLD, head, "left", bold=True
        )
        names = self.game.names
        winners = st.winners or ()
        if winners:
            who = ", ".join(names[s] for s in winners)
            text = (
                t("table.winner", name=who) if len(winners) == 1 else t("table.winners", names=who)
            )
            line, rest = layout.split_top(rest, px(36 * k), px(10))
            theme.blit_text(
                surface, "★ " + text + " ★", px(24 * k), theme.TEXT, line, "left", bold=True
            )
        lives = self.game.rules.uses_lives
        for rank, seat, total in st.standings():
            line, rest = layout.split_top(rest, px(34 * k), px(4))
            if line.height <= 0:
                break
            unit = t("score.lives") if lives else t("score.points")
            theme.blit_text(
                surface,
                f"{rank}. {names[seat]}",
                px(20 * k),
                player_colour(seat),
                line,
                "left",
                bold=rank == 1,
            )
            theme.blit_text(
                surface, f"{total} {unit.lower()}", px(20 * k), theme.GOLD, line, "right", bold=True
            )
        if self.message:
            msg = pygame.Rect(inner.left, inner.bottom - px(26), inner.width, px(26))
            theme.blit_text(
                surface, self.message, px(16), RED if self.message_bad else GREEN_OK, msg, "left"
            )

    def _draw_history(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        px = self.px
        theme.rounded_rect(
            surface, panel, theme.PANEL, px(18), border=1, border_color=theme.PANEL_BORDER
        )
        inner = layout.inset(panel, px(14), px(12))
        title, rest = layout.split_top(inner, px(30), px(2))
        theme.blit_text(surface, t("keeper.history"), px(20), theme.GOLD, title, "left", bold=True)
        rest, hint = layout.split_bottom(rest, px(22), px(4))
        theme.blit_text(surface, t("keeper.history_hint"), px(13), theme.TEXT_DIM, hint, "left")
        head, grid = layout.split_top(rest, px(26), px(2))
        game = self.game
        n = game.players
        fixed = [px(34), px(34)]
        pw = (grid.width - sum(fixed)) // max(1, n)
        xs = [grid.left, grid.left + fixed[0]] + [grid.left + sum(fixed) + i * pw for i in range(n)]
        for i, label in enumerate(("#", "♠")):
            theme.blit_text(
                surface,
                label if i == 0 else t("keeper.csv.cards")[:1],
                px(12),
                theme.TEXT_DIM,
                pygame.Rect(xs[i], head.top, fixed[i], head.height),
            )
        for seat in range(n):
            r = pygame.Rect(xs[2 + seat] + px(2), head.top, pw - px(4), head.height)
            theme.blit_text(surface, game.names[seat], px(13), player_colour(seat), r, bold=True)
        pygame.draw.line(
            surface, theme.PANEL_BORDER, (grid.left, head.bottom), (grid.right, head.bottom)
        )
        history = game.state.history
        editing = self.edit.index if self.edit is not None else None
        for index, rect in self.history_rects():
            res = history[index]
            if index == editing:
                theme.rounded_rect(surface, rect, (240, 196, 84, 70), px(5))
            elif index % 2:
                theme.rounded_rect(surface, rect, (255, 255, 255, 12), px(4))
            theme.blit_text(
                surface,
                str(index + 1),
                px(13),
                theme.TEXT_DIM,
                pygame.Rect(xs[0], rect.top, fixed[0], rect.height),
            )
            theme.blit_text(
                surface,
                str(res.hand_size),
                px(13),
                theme.TEXT,
                pygame.Rect(xs[1], rect.top, fixed[1], rect.height),
            )
            for seat in range(n):
                cell = pygame.Rect(
                    xs[2 + seat] + px(3), rect.top + px(2), pw - px(6), rect.height - px(4)
                )
                bid = res.bids[seat]
                if bid is None:
                    theme.blit_text(surface, "·", px(13), theme.TEXT_DISABLED, cell)
                    continue
                made = res.exact(seat)
                if made:
                    theme.rounded_rect(surface, cell, (92, 206, 128, 60), px(4))
                half_l = pygame.Rect(
                    cell.left + px(2), cell.top, cell.width // 2 - px(2), cell.height
                )
                half_r = pygame.Rect(cell.centerx, cell.top, cell.width // 2 - px(4), cell.height)
                theme.blit_text(
                    surface,
                    f"{bid}·{res.tricks[seat]}",
                    px(12),
                    GREEN_OK if made else theme.TEXT_DIM,
                    half_l,
                    "left",
                )
                theme.blit_text(
                    surface,
                    str(res.totals[seat]),
                    px(13),
                    theme.TEXT if made else (255, 190, 180),
                    half_r,
                    "right",
                    bold=True,
                )


def _num(n: int | None) -> str:
    return "" if n is None else str(n)


__all__ = ["KeeperRoundScene", "KeeperScene", "reason_text", "sheet_data"]
