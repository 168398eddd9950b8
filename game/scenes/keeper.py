"""The score keeper's round screen, for games played with real cards (menu → Score keeper,
PRODUCT §3).

Three screens, each a scene on the app's stack::

    KeeperScene(app)              the games being kept: resume, delete, or "New game"
                                  (game.scenes.keeper_list)
      → KeeperSetupScene          rules, players in seating order, first dealer
                                  (game.scenes.keeper_setup)
      → KeeperRoundScene(game)    each round: the bids in bidding order, then the tricks;
                                  corrections of earlier rounds; the score sheet, CSV export

Every rule — the hook, the zero limit, the blind round, the tricks total, scoring, lives and
elimination — is the engine's: the round screen only hands the entries to
:class:`game.play.keeper.KeeperGame`, which replays them through the core and saves the game,
and words the core's refusals with the same messages as the table
(:func:`game.i18n.refusal`). What each key and click means — the phase, the box being filled,
the digits typed, corrections — is :class:`game.play.keeper_entry.KeeperEntry`, which needs no
window; :class:`KeeperRoundScene` maps pygame's input to it and draws it with
:class:`KeeperPainter`.

Input: mouse or touch (number buttons 0 … hand size, at least 48 pixels; a click on a
player's bid or tricks box fills that box), or the keyboard: digits type a number (the first
digit replaces what the box holds), Enter confirms the number being entered (then the tricks
or the correction), Tab / Shift+Tab move between players, Backspace erases, Esc goes back; L
switches the large mode (big text filling the screen, to read from a metre away), S opens the
score sheet, U undoes. The arrow keys bring the focus to the buttons (Enter or Space press
the one focused).
"""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ..core.cards import Suit
from ..core.events import RoundResult
from ..core.rules import Trump
from ..i18n import lazy, resolve, t, tn
from ..play.keeper import (
    KeeperGame,
    trump_info,
    trump_words,
)
from ..play.keeper_entry import (
    Correction,
    Field,
    KeeperEntry,
    notice_text,
    problem_text,
    reason_text,
)
from ..ui import layout, theme
from ..ui.table_view import GREEN_OK, RED, player_colour
from ..ui.theme import elide_path
from ..ui.widgets import Button
from .base import Shell, UIScene
from .scoresheet import ScoreSheetScene, SheetData

if TYPE_CHECKING:
    from ..platform.app import HeldGame

log = logging.getLogger(__name__)

#: The smallest number button, in design pixels (touch targets).
MIN_TARGET = 48

_DIGIT_KEYS = {getattr(pygame, f"K_{d}"): d for d in range(10)}
_DIGIT_KEYS.update({getattr(pygame, f"K_KP{d}"): d for d in range(10)})


def _rules_name(name: str) -> str:
    from ..i18n import preset_name

    return preset_name(name)


# -- the score sheet -----------------------------------------------------------------------


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


# -- one game --------------------------------------------------------------------------------


#: The large mode is kept while the app runs: the table keeps the phone or laptop where it is.
_large_mode = [False]

#: The colour of a hint about the entry (why a number is greyed, the tricks' sum).
HINT: theme.Color = (255, 190, 170)


class KeeperPainter:
    """Draws the round screen from its model (:class:`~game.play.keeper_entry.KeeperEntry`)
    and gives the rectangles the scene places its widgets in and hit-tests clicks against.
    It changes nothing but its own view state (the large mode, the history's scroll)."""

    def __init__(self, entry: KeeperEntry, large: bool = False) -> None:
        self.entry = entry
        self.large = large
        self.size = (0, 0)
        self.scale = 1.0
        #: Rounds of the history scrolled away at the bottom (0: the newest shown).
        self.history_scroll = 0

    def resize(self, size: tuple[int, int], scale: float) -> None:
        """The window's size and the scale of the design."""
        self.size = size
        self.scale = scale

    def px(self, value: float) -> int:
        """A design size at the current scale."""
        return theme.px(value, self.scale)

    def k(self) -> float:
        """The text factor: 1, or 1.6 in the large mode."""
        return 1.6 if self.large else 1.0

    # -- geometry ------------------------------------------------------------------------------

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

    def bar(self) -> pygame.Rect:
        """The strip of buttons at the bottom of the window."""
        px = self.px
        w, h = self.size
        return pygame.Rect(px(20), h - px(62), w - px(40), px(52))

    def numbers(self) -> int:
        """How many number buttons the round concerned has (0 … hand size)."""
        return 0 if self.entry.phase == "over" else self.entry.max_number() + 1

    def round_parts(self) -> dict[str, pygame.Rect]:
        """The parts of the round panel, top to bottom: head, info, rows, prompt, pad and the
        two lines of status (hints, refusals, messages)."""
        px = self.px
        k = self.k()
        kk = min(k, 1.3)
        panel, _ = self.areas()
        inner = layout.inset(panel, px(16), px(12))
        parts: dict[str, pygame.Rect] = {}
        parts["head"], rest = layout.split_top(inner, px(34 * k), px(2))
        parts["info"], rest = layout.split_top(rest, px(44 * k), px(6))
        count = max(1, self.numbers())
        cols = self.pad_columns(inner.width, count)
        lines = (count + cols - 1) // cols
        pad_h = lines * self.pad_size() + (lines - 1) * px(8)
        rest, parts["status"] = layout.split_bottom(rest, 2 * px(26 * kk) + px(2), px(2))
        rest, parts["pad"] = layout.split_bottom(rest, pad_h, px(8))
        rest, parts["prompt"] = layout.split_bottom(rest, px(32 * min(k, 1.4)), px(6))
        parts["rows"] = rest
        return parts

    def pad_size(self) -> int:
        """The side of a number button: at least :data:`MIN_TARGET` design pixels."""
        big = self.entry.max_number() > 12
        return self.px((84 if self.large else 54) * (0.9 if big else 1))

    def pad_columns(self, width: int, count: int) -> int:
        """How many number buttons a line holds."""
        side, gap = self.pad_size(), self.px(8)
        fit = max(1, (width + gap) // (side + gap))
        if count <= fit:
            return count
        lines = (count + fit - 1) // fit
        return (count + lines - 1) // lines

    def pad_rects(self, count: int) -> list[pygame.Rect]:
        """The rectangles of ``count`` number buttons, in lines centred in the pad."""
        px = self.px
        pad = self.round_parts()["pad"]
        cols = self.pad_columns(pad.width, max(1, count))
        side, gap = self.pad_size(), px(8)
        out: list[pygame.Rect] = []
        for i in range(count):
            r, c = divmod(i, cols)
            in_line = min(cols, count - r * cols)
            line_w = in_line * side + (in_line - 1) * gap
            x = pad.left + (pad.width - line_w) // 2 + c * (side + gap)
            out.append(pygame.Rect(x, pad.top + r * (side + gap), side, side))
        return out

    def row_columns(self, rows: pygame.Rect) -> list[pygame.Rect]:
        """The columns of the players' rows: name, bid, tricks, total."""
        return layout.row(rows, [2.6, 1, 1, 1.1], self.px(6))

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        """Each player's row of the round panel."""
        if self.entry.phase == "over":
            return []
        rows = self.round_parts()["rows"]
        seats = self.entry.seats()
        head_h = self.px(22 * min(self.k(), 1.3))
        body = pygame.Rect(rows.left, rows.top + head_h, rows.width, rows.height - head_h)
        h = min(self.px(44 * self.k()), body.height // max(1, len(seats)))
        return [
            (seat, pygame.Rect(body.left, body.top + i * h, body.width, h - self.px(3)))
            for i, seat in enumerate(seats)
        ]

    def cell_rect(self, seat: int, field: Field) -> pygame.Rect:
        """A player's bid or tricks box: where a click fills it."""
        row = dict(self.row_rects()).get(seat)
        if row is None:
            return pygame.Rect(0, 0, 0, 0)
        col = self.row_columns(self.round_parts()["rows"])[1 if field == "bid" else 2]
        return pygame.Rect(col.left, row.top, col.width, row.height)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, Field | None] | None:
        """The player's row under a point, and the box (None: the name or the total)."""
        for seat, rect in self.row_rects():
            if rect.collidepoint(pos):
                for field in ("bid", "tricks"):
                    if self.cell_rect(seat, field).collidepoint(pos):
                        return seat, field
                return seat, None
        return None

    def history_grid(self) -> pygame.Rect:
        """The rows' area of the history panel."""
        px = self.px
        _, panel = self.areas()
        inner = layout.inset(panel, px(14), px(12))
        _, rest = layout.split_top(inner, px(30), px(2))
        rest, _ = layout.split_bottom(rest, px(22), px(4))
        _, grid = layout.split_top(rest, px(26), px(2))
        return grid

    def history_fit(self) -> int:
        """How many rounds the history shows at once."""
        return max(1, self.history_grid().height // self.px(28))

    def scroll_history(self, rounds: int) -> None:
        """Scroll the history by ``rounds`` (positive: towards the first rounds)."""
        count = len(self.entry.game.state.history)
        most = max(0, count - self.history_fit())
        self.history_scroll = max(0, min(most, self.history_scroll + rounds))

    def history_rects(self) -> list[tuple[int, pygame.Rect]]:
        """Each visible finished round of the history panel (newest at the bottom)."""
        if self.large:
            return []
        grid = self.history_grid()
        rh = self.px(28)
        count = len(self.entry.game.state.history)
        fit = self.history_fit()
        scroll = max(0, min(self.history_scroll, max(0, count - fit)))
        last = count - scroll
        first = max(0, last - fit)
        return [
            (i, pygame.Rect(grid.left, grid.top + (i - first) * rh, grid.width, rh))
            for i in range(first, last)
        ]

    # -- words -----------------------------------------------------------------------------

    def head_texts(self) -> tuple[str, str, bool]:
        """The round panel's title, the line under it, and whether the round is blind."""
        entry = self.entry
        game = entry.game
        names = game.names
        c = entry.correction
        if c is not None:
            res = game.state.history[c.index]
            head = t("keeper.edit_title", n=c.index + 1)
            info = " · ".join(
                [
                    tn("keeper.round_cards", res.hand_size, round=c.index + 1),
                    t("keeper.dealer_is", name=names[res.dealer]),
                    t("keeper.edit_hint"),
                ]
            )
            return head, info, False
        ri = game.round_info()
        if ri.count:
            head = t("keeper.round_of", n=ri.index + 1, count=ri.count)
            head += " · " + tn("count.cards", ri.hand_size)
        else:
            head = tn("keeper.round_cards", ri.hand_size, round=ri.index + 1)
        info = " · ".join(
            [
                t("keeper.dealer_is", name=names[ri.dealer]),
                t("keeper.bids_first", name=names[ri.first_bidder]),
                t("keeper.trump_is", rule=trump_words(ri.trump)),
            ]
        )
        if ri.blind:
            info += "\n" + t("keeper.blind")
        return head, info, ri.blind

    def prompt(self) -> str:
        """The question of the box being filled ("Tom's bid?")."""
        entry = self.entry
        target = entry.target()
        if target is None:
            return ""
        key = "keeper.bid_of" if entry.field() == "bid" else "keeper.tricks_of"
        return t(key, name=entry.names[target])

    def hint(self) -> tuple[str, theme.Color] | None:
        """What the entry says by itself: why a number is greyed, what the tricks add up to,
        why the correction being typed would be refused."""
        entry = self.entry
        forbidden = entry.forbidden()
        if forbidden:
            return reason_text(forbidden[0][1], entry.names), HINT
        count = entry.tricks_count()
        if count is not None:
            total, size = count.sum, count.hand
            if not count.complete:
                return t("keeper.tricks_total", total=size, sum=total), theme.TEXT_DIM
            if total != size:
                key = "keeper.tricks_too_many" if total > size else "keeper.tricks_missing"
                return t(key, sum=total, total=size, n=abs(total - size)), HINT
            return t("keeper.tricks_ok", total=size), GREEN_OK
        problem = problem_text(entry)
        if problem is not None:
            return problem, HINT
        return None

    def status_lines(self, rect: pygame.Rect) -> list[tuple[str, int, theme.Color, bool]]:
        """The status area's lines, top to bottom (text, size, colour, bold), one per half of
        ``rect``: on top a refusal in place of the entry's hint, wrapped rather than shrunk;
        below, a message (an export's path shortened in the middle) or the keys' reminder,
        which gives way to a refusal or a hint that needs both lines."""
        px = self.px
        size = px(17 * min(self.k(), 1.3))
        width = rect.width
        entry = self.entry
        notice = entry.notice
        names = entry.names
        refused = notice is not None and notice.refusal
        top: tuple[str, theme.Color, bool] | None = None
        if notice is not None and refused:
            top = (notice_text(notice, names), RED, True)
        else:
            hint = self.hint()
            if hint is not None:
                top = (hint[0], hint[1], False)
        bottom: tuple[str, int, theme.Color, bool] | None = None
        reminder = False
        if notice is not None and not refused:
            path = None
            if notice.kind == "exported":
                room = width - theme.text_size(notice_text(notice, names, ""), size, True)[0]
                path = elide_path(notice.detail, size, room, True)
            ink = RED if notice.bad else GREEN_OK
            bottom = (notice_text(notice, names, path), size, ink, True)
        elif not self.large:
            bottom = (t("keeper.keys"), px(13), theme.TEXT_DIM, False)
            reminder = True
        lines: list[tuple[str, int, theme.Color, bool]] = [("", size, theme.TEXT, False)]
        if top is not None:
            text, colour, bold = top
            wrapped = theme.wrap(text, size, width, bold)
            room = 2 if refused or bottom is None or reminder else 1
            if len(wrapped) > room:
                # Longer than the whole area: smaller type, as a last resort.
                height = room * theme.font(size, bold).get_linesize()
                fitted, wrapped = theme.fit_wrapped(text, size, width, height, bold)
            else:
                fitted = size
            lines = [(line, fitted, colour, bold) for line in wrapped[:room]]
        if bottom is not None and len(lines) < 2:
            lines.append(bottom)
        return lines

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The title, the round (or the end of the game) and the history."""
        px = self.px
        w, _ = self.size
        title = pygame.Rect(px(24), px(12), w - px(48), px(44))
        name = _rules_name(self.entry.game.rules.name)
        text = f"{t('keeper.title')} — {name}"
        theme.blit_text(surface, text, px(28), theme.GOLD, title, "left", bold=True)
        panel, hist = self.areas()
        theme.rounded_rect(
            surface, panel, theme.PANEL, px(18), border=1, border_color=theme.PANEL_BORDER
        )
        if self.entry.phase == "over":
            self.draw_over(surface)
        else:
            self.draw_round(surface)
        if hist.width:
            self.draw_history(surface, hist)

    def draw_status(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The status lines, each in its half of ``rect``."""
        gap = self.px(2)
        half = (rect.height - gap) // 2
        for i, (line, size, ink, bold) in enumerate(self.status_lines(rect)):
            if not line:
                continue
            slot = pygame.Rect(rect.left, rect.top + i * (half + gap), rect.width, half)
            theme.blit_text(surface, line, size, ink, slot, "left", bold, shrink=False)

    def draw_round(self, surface: pygame.Surface) -> None:
        """The round panel: title, facts, the players' rows, the question and the status."""
        px = self.px
        k = self.k()
        entry = self.entry
        names = entry.names
        lives = entry.game.rules.uses_lives
        parts = self.round_parts()
        head, info, blind = self.head_texts()
        head_r = parts["head"]
        drawn = theme.blit_text(surface, head, px(26 * k), theme.GOLD, head_r, "left", bold=True)
        if blind:
            tag = pygame.Rect(
                drawn.right + px(14), head_r.top + px(3), px(130 * k), head_r.height - px(6)
            )
            theme.rounded_rect(surface, tag, theme.DANGER, px(8))
            theme.blit_text(surface, t("keeper.blind_tag"), px(16 * k), theme.TEXT, tag, bold=True)
        info_r = parts["info"]
        size, lines = theme.fit_wrapped(info, px(17 * k), info_r.width, info_r.height)
        y = info_r.top
        for line in lines:
            surface.blit(theme.render(line, size, theme.TEXT_DIM), (info_r.left, y))
            y += theme.font(size).get_linesize()
        # The players' rows.
        rows = parts["rows"]
        cols = self.row_columns(rows)
        kh = min(k, 1.3)
        head_h = px(22 * kh)
        labels = [
            ("", "left"),
            (t("keeper.col_bid"), "center"),
            (t("keeper.col_tricks"), "center"),
            (t("keeper.col_lives") if lives else t("keeper.col_total"), "right"),
        ]
        for (label, align), col in zip(labels, cols, strict=True):
            r = pygame.Rect(col.left, rows.top, col.width, head_h)
            theme.blit_text(surface, label, px(13 * kh), theme.TEXT_DIM, r, align)
        target = entry.target()
        field = entry.field()
        totals = entry.totals()
        dealer = entry.dealer()
        for seat, rect in self.row_rects():
            out = entry.is_out(seat)
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
            label = names[seat] + ("  (D)" if seat == dealer else "")
            theme.blit_text(surface, label, px(19 * k), ink, name_r, "left", bold=active)
            if out:
                theme.blit_text(surface, t("keeper.out"), px(16 * k), ink, c[1].union(c[2]))
            else:
                boxes: tuple[tuple[pygame.Rect, Field], ...] = ((c[1], "bid"), (c[2], "tricks"))
                for col, box in boxes:
                    typed = entry.pending(seat, box)
                    text = typed + "_" if typed else _num(entry.value(seat, box))
                    self._value(surface, col, text, active and field == box)
            total_r = c[3].inflate(-px(10), 0)
            if totals is None:
                # The correction cannot be worked out yet (a box is empty, or it breaks a rule).
                theme.blit_text(surface, "…", px(20 * k), theme.TEXT_DIM, total_r, "right")
            else:
                total = str(totals[seat])
                theme.blit_text(surface, total, px(20 * k), theme.GOLD, total_r, "right", True)
        theme.blit_text(
            surface,
            self.prompt(),
            px(21 * min(k, 1.4)),
            theme.TEXT,
            parts["prompt"],
            "left",
            bold=True,
        )
        self.draw_status(surface, parts["status"])

    def _value(self, surface: pygame.Surface, rect: pygame.Rect, text: str, box: bool) -> None:
        px = self.px
        k = self.k()
        cell = pygame.Rect(0, 0, min(rect.width - px(8), px(70 * k)), rect.height - px(8))
        cell.center = rect.center
        if box:
            theme.rounded_rect(
                surface, cell, theme.FIELD, px(8), border=max(1, px(2)), border_color=theme.GOLD
            )
        ink = theme.FIELD_TEXT if box else theme.TEXT
        theme.blit_text(surface, text or ("?" if box else ""), px(21 * k), ink, cell, bold=True)

    def draw_over(self, surface: pygame.Surface) -> None:
        """The end of the game: the winner and the standings."""
        px = self.px
        k = self.k()
        panel, _ = self.areas()
        inner = layout.inset(panel, px(20), px(16))
        game = self.entry.game
        st = game.state
        head, rest = layout.split_top(inner, px(40 * k), px(10))
        theme.blit_text(
            surface, t("keeper.game_over"), px(30 * k), theme.GOLD, head, "left", bold=True
        )
        names = game.names
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
        rest, status = layout.split_bottom(rest, 2 * px(26 * min(k, 1.3)) + px(2), px(4))
        unit = "count.lives" if game.rules.uses_lives else "count.points"
        for rank, seat, total in st.standings():
            line, rest = layout.split_top(rest, px(34 * k), px(4))
            if line.height <= 0:
                break
            theme.blit_text(
                surface,
                f"{rank}. {names[seat]}",
                px(20 * k),
                player_colour(seat),
                line,
                "left",
                bold=rank == 1,
            )
            theme.blit_text(surface, tn(unit, total), px(20 * k), theme.GOLD, line, "right", True)
        self.draw_status(surface, status)

    def draw_history(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """The rounds played: each player's bid·tricks and total, exact bids highlighted;
        while correcting, as the correction would make them."""
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
        entry = self.entry
        game = entry.game
        n = game.players
        fixed = [px(34), px(34)]
        pw = (grid.width - sum(fixed)) // max(1, n)
        xs = [grid.left, grid.left + fixed[0]] + [grid.left + sum(fixed) + i * pw for i in range(n)]
        for i, label in enumerate(("#", t("keeper.csv.cards")[:1])):
            r = pygame.Rect(xs[i], head.top, fixed[i], head.height)
            theme.blit_text(surface, label, px(12), theme.TEXT_DIM, r)
        for seat in range(n):
            r = pygame.Rect(xs[2 + seat] + px(2), head.top, pw - px(4), head.height)
            theme.blit_text(surface, game.names[seat], px(13), player_colour(seat), r, bold=True)
        pygame.draw.line(
            surface, theme.PANEL_BORDER, (grid.left, head.bottom), (grid.right, head.bottom)
        )
        history = entry.history_state().history
        editing = entry.correction.index if entry.correction is not None else None
        for index, rect in self.history_rects():
            res = history[index]
            if index == editing:
                theme.rounded_rect(surface, rect, (240, 196, 84, 70), px(5))
            elif index % 2:
                theme.rounded_rect(surface, rect, (255, 255, 255, 12), px(4))
            for i, text, ink in ((0, index + 1, theme.TEXT_DIM), (1, res.hand_size, theme.TEXT)):
                r = pygame.Rect(xs[i], rect.top, fixed[i], rect.height)
                theme.blit_text(surface, str(text), px(13), ink, r)
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


class KeeperRoundScene(UIScene):
    """A keeper game: the round being played (bids, then tricks), the rounds played so far
    (click one to correct it), the score sheet and the CSV export.

    The scene maps pygame input to its model (:class:`~game.play.keeper_entry.KeeperEntry`:
    what Enter, the digits, Backspace, Tab and clicks on cells mean), keeps its widgets in
    step with it and draws through :class:`KeeperPainter`. The keyboard focus is only ever on
    a button the arrow keys brought it to: a click or a digit takes it away, so Enter always
    means the number being entered."""

    def __init__(self, app: Shell, game: KeeperGame, export_folder: Path | None = None) -> None:
        super().__init__(app)
        self.entry = KeeperEntry(game)
        self.export_folder = export_folder
        self.painter = KeeperPainter(self.entry, _large_mode[0])
        self._rounds_seen = len(game.state.history)
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

    def held_game(self) -> HeldGame | None:
        """An evening not over yet, saved after every entry (the crash screen says so)."""
        game = self.game
        if game.is_over or game.folder is None or game.save_error is not None:
            return None
        from ..i18n import preset_name
        from ..platform.app import HeldGame

        return HeldGame("keeper", preset_name(game.rules.name))

    # -- the model, as the screen shows it ---------------------------------------------------

    @property
    def game(self) -> KeeperGame:
        """The game being kept."""
        return self.entry.game

    @property
    def large(self) -> bool:
        """Big text filling the screen (no history)."""
        return self.painter.large

    @property
    def phase(self) -> str:
        """``'edit'``, ``'bids'``, ``'tricks'`` or ``'over'``."""
        return self.entry.phase

    @property
    def edit(self) -> Correction | None:
        """The correction being typed, if any."""
        return self.entry.correction

    @property
    def typed(self) -> str:
        """The digit typed and not yet taken."""
        return self.entry.typed

    @property
    def tricks(self) -> list[int | None]:
        """The tricks typed for the round being played."""
        return self.entry.tricks

    @property
    def options(self) -> list[tuple[int, str | None]]:
        """The numbers of the buttons, each with the reason it is refused (greyed) or None."""
        names = self.game.names
        return [(n, reason_text(e, names) if e else None) for n, e in self.entry.options()]

    def forbidden(self) -> list[tuple[int, str]]:
        """The bids the player to enter may not make, with the reason (greyed buttons)."""
        return [(n, r) for n, r in self.options if r is not None]

    def target(self) -> int | None:
        """The seat the numbers go to now."""
        return self.entry.target()

    @property
    def message(self) -> str | None:
        """The last entry's message in words (None: none now)."""
        notice = self.entry.notice
        return notice_text(notice, self.game.names) if notice is not None else None

    @property
    def message_bad(self) -> bool:
        """Is the message about something that went wrong?"""
        return self.entry.notice is not None and self.entry.notice.bad

    def refresh(self) -> None:
        """Bring the widgets in step with the model after any change: the number buttons of
        the box being filled (greyed when the rules forbid them), the bar's buttons, a focus
        that is never left on a hidden button; the final sheet when the game just ended."""
        entry = self.entry
        phase = entry.phase
        options = entry.options()
        shown = {n for n, _ in options}
        for n, button in enumerate(self.number_buttons):
            button.visible = n in shown
            button.enabled = True
        for n, error in options:
            self.number_buttons[n].enabled = error is None
        self.confirm_button.visible = phase == "tricks"
        self.save_edit_button.visible = phase == "edit"
        self.cancel_edit_button.visible = phase == "edit"
        self.undo_button.visible = phase != "edit"
        self.undo_button.enabled = self.game.can_undo()
        self._drop_stale_focus()
        rounds = len(self.game.state.history)
        if rounds != self._rounds_seen:
            self._rounds_seen = rounds
            self.painter.history_scroll = 0
        if self.size != (0, 0):
            self.layout(*self.size)
        if entry.take_ended():
            self.open_sheet()

    def _drop_stale_focus(self) -> None:
        focus = self.ui.focus
        if focus is not None and not focus.interactive:
            self.ui.set_focus(None)

    # -- entering (the number buttons, the bar, and the self-test call these) ----------------

    def press_number(self, n: int) -> None:
        """A number button: the box being filled takes ``n``."""
        self.entry.press_number(n)
        self.refresh()

    def confirm_tricks(self) -> None:
        """End the round with the tricks typed (refused when they do not add up)."""
        self.entry.confirm_tricks()
        self.refresh()

    def select(self, seat: int) -> None:
        """Choose the player the numbers go to (a click on their row)."""
        self.entry.choose(seat)
        self.refresh()

    def start_edit(self, index: int) -> None:
        """Open finished round ``index`` for correction."""
        self.entry.open_round(index)
        self.refresh()

    def save_edit(self) -> None:
        """Apply the correction (refused when it makes a round illegal)."""
        self.entry.save_correction()
        self.refresh()

    def cancel_edit(self) -> None:
        """Leave the correction without changing anything."""
        self.entry.cancel_correction()
        self.refresh()

    def undo(self) -> None:
        """Take back the last entry."""
        self.entry.undo()
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
        path = self.entry.export_csv(self.export_folder)
        if path is None:
            log.warning("could not export the keeper sheet: %s", self.message)
        self.refresh()
        return path

    def _large_text(self) -> str:
        return t("keeper.normal_size") if self.large else t("keeper.large")

    def toggle_large(self) -> None:
        """Big text filling the screen, or back to the normal layout."""
        self.painter.large = not self.painter.large
        _large_mode[0] = self.painter.large
        self.layout(*self.size)

    def back(self) -> None:
        if self.entry.escape():
            self.refresh()
        else:
            self.app.pop()

    # -- input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        used = self._handle(event)
        self._drop_stale_focus()
        return used

    def _handle(self, event: pygame.event.Event) -> bool:
        entry = self.entry
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_ESCAPE:
                self.back()
                return True
            if key in _DIGIT_KEYS or key in (pygame.K_TAB, pygame.K_BACKSPACE):
                # Typing is about the number being entered: the buttons lose the focus.
                self.ui.set_focus(None)
                if key == pygame.K_TAB:
                    entry.tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                elif key == pygame.K_BACKSPACE:
                    entry.backspace()
                else:
                    entry.digit(_DIGIT_KEYS[key])
                self.refresh()
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._activate(key == pygame.K_SPACE)
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
            cell = self.painter.cell_at(event.pos)
            if cell is not None:
                self.ui.set_focus(None)
                entry.choose(*cell)
                self.refresh()
                return True
            for index, rect in self.painter.history_rects():
                if rect.collidepoint(event.pos):
                    self.ui.set_focus(None)
                    self.start_edit(index)
                    return True
        if event.type == pygame.MOUSEWHEEL and not self.large:
            _, hist = self.painter.areas()
            if hist.collidepoint(pygame.mouse.get_pos()):
                self.painter.scroll_history(event.y)
                return True
        used = self.ui.handle_event(event)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            # A click presses a button without leaving it the keyboard's focus.
            self.ui.set_focus(None)
        # Opaque: keys and clicks never reach the list below.
        return used or event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def _activate(self, space: bool) -> None:
        """Enter or Space. Enter means the number being entered; only a button the arrow keys
        focused (with nothing typed since) is pressed instead — by the scene, which plays its
        sound first, so that a screen rebuilt by the press never leaves a stale focus."""
        focus = self.ui.focus
        if isinstance(focus, Button) and focus.interactive and not self.entry.typed:
            if focus.sound:
                self.play_sound(focus.sound)
            focus.activate()
        elif not space:
            self.entry.enter()
        self.refresh()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.entry.tick(dt)

    # -- layout ----------------------------------------------------------------------------

    def k(self) -> float:
        """The text factor: 1, or 1.6 in the large mode."""
        return self.painter.k()

    def areas(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The round panel and the history panel (empty in the large mode)."""
        return self.painter.areas()

    def number_buttons_shown(self) -> list[Button]:
        """The number buttons of the round concerned."""
        return [b for b in self.number_buttons if b.visible]

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        """Each player's row of the round panel."""
        return self.painter.row_rects()

    def cell_rect(self, seat: int, field: Field) -> pygame.Rect:
        """A player's bid or tricks box (a click there fills it)."""
        return self.painter.cell_rect(seat, field)

    def history_rects(self) -> list[tuple[int, pygame.Rect]]:
        """Each visible finished round of the history panel (newest at the bottom)."""
        return self.painter.history_rects()

    def layout(self, width: int, height: int) -> None:
        self.painter.resize((width, height), self.scale)
        buttons = self.number_buttons_shown()
        k = self.k()
        for button, rect in zip(buttons, self.painter.pad_rects(len(buttons)), strict=True):
            button.size = 24 * k
            button.place(rect, self.scale)
        # The bar: the entry's own buttons on the left, the game's on the right, each as wide
        # as its label needs at least; in a narrow window the room beyond the labels goes
        # first, and the labels shrink only when even they do not fit.
        px = self.px
        bar = self.painter.bar()
        left = [
            b
            for b in (
                self.confirm_button,
                self.save_edit_button,
                self.cancel_edit_button,
                self.undo_button,
            )
            if b.visible
        ]
        right = [self.sheet_button, self.csv_button, self.large_button, self.back_button]
        base = {self.confirm_button: 230, self.save_edit_button: 230}
        base |= {self.sheet_button: 175, self.csv_button: 175}
        base |= {self.large_button: 140, self.back_button: 140}
        need = {
            b: theme.text_size(resolve(b.text), px(b.size), True)[0] + px(24) for b in left + right
        }
        widths = {b: max(px(base.get(b, 130)), need[b]) for b in need}
        gap = px(10)
        room = bar.width - gap * (len(left) + len(right))
        wanted, needed = sum(widths.values()), sum(need.values())
        if wanted > room >= needed:
            f = (room - needed) / max(1, wanted - needed)
            widths = {b: need[b] + int((widths[b] - need[b]) * f) for b in widths}
        elif room < needed:
            widths = {b: need[b] * room // needed for b in widths}
        x = bar.left
        for b in left:
            b.place(pygame.Rect(x, bar.top, widths[b], bar.height), self.scale)
            x += widths[b] + gap
        x = bar.right
        for b in reversed(right):
            x -= widths[b]
            b.place(pygame.Rect(x, bar.top, widths[b], bar.height), self.scale)
            x -= gap

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.painter.draw(surface)
        self.ui.draw(surface)


def _num(n: int | None) -> str:
    return "" if n is None else str(n)


__all__ = [
    "KeeperPainter",
    "KeeperRoundScene",
    "reason_text",
    "sheet_data",
]
