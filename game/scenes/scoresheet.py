"""The score sheet: a row per round (hand size, trump, each player's bid, tricks, what the
round earned and the running total), exact bids highlighted, a chart of the totals by round,
the ranking — and at the end of a game the winner celebrated with confetti, "Play again" and
"Main menu".

Reachable from the table between rounds (button or key S; Esc, S or Close go back) and shown
by the table when the game ends. "Export as PNG" draws the whole sheet (every round, no
scrolling) into a picture in the user data folder and shows its path.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ..core.cards import Suit
from ..core.events import RoundResult
from ..core.rules import Deck, LivesScoring, Rules
from ..core.standings import out_round
from ..core.standings import standings as core_standings
from ..i18n import preset_name, resolve, t, tn
from ..ui import theme
from ..ui.table_view import GREEN_OK, RED, player_colour, suit_ink
from ..ui.theme import Color
from ..ui.widgets import Button, WidgetGroup
from .base import Scene, Shell

if TYPE_CHECKING:
    from ..core.state import GameState
    from ..ui.table_display import Display

log = logging.getLogger(__name__)

MINUS = "\u2212"
#: After a total in the totals row: that player is out of the game (the legend says so).
OUT_MARK = "✕"


def signed_total(total: int) -> str:
    """A running total, with a real minus sign when it is below zero (lives owed)."""
    return str(total).replace("-", MINUS)


@dataclass(frozen=True, slots=True)
class SheetData:
    """What the sheet shows: public facts only."""

    names: tuple[str, ...]
    rules: Rules
    history: tuple[RoundResult, ...]
    totals: tuple[int, ...]
    alive: tuple[bool, ...]
    #: (rank, seat, total) from first to last.
    standings: tuple[tuple[int, int, int], ...]
    winners: tuple[int, ...] | None
    final: bool
    #: The trump column's text per round when the app was not shown the cards (the score
    #: keeper: "↑" for a card turned up on the real table); None: from the rounds' trumps.
    trump_marks: tuple[str, ...] | None = None
    #: The player at the screen (sentences about them say "you"), None when nobody is.
    you: int | None = None

    @property
    def start(self) -> int:
        """Everyone's total before the first round (0 points, or the starting lives)."""
        sc = self.rules.scoring
        return sc.start if isinstance(sc, LivesScoring) else 0

    def exact(self, row: int, seat: int) -> bool:
        """True when ``seat`` made its bid exactly in round ``row`` (highlighted)."""
        return self.history[row].exact(seat)

    @classmethod
    def from_display(
        cls,
        names: Sequence[str],
        rules: Rules,
        display: Display,
        final: bool,
        you: int | None = None,
    ) -> SheetData:
        """The sheet of a game at the table, as the table shows it now (``final``: the game
        is over and its last animation has played; ``you``: the player at the screen)."""
        winners = display.winners if final else None
        return cls(
            names=tuple(names),
            rules=rules,
            history=tuple(display.history),
            totals=tuple(display.totals),
            alive=tuple(display.alive),
            standings=tuple(
                core_standings(display.history, display.totals, display.alive, winners)
            ),
            winners=winners,
            final=final,
            you=you,
        )

    @classmethod
    def from_state(cls, names: Sequence[str], rules: Rules, state: GameState) -> SheetData:
        """The sheet of a game replayed from its record (final when it is over)."""
        final = state.is_over
        winners = state.winners if final else None
        return cls(
            names=tuple(names),
            rules=rules,
            history=tuple(state.history),
            totals=tuple(state.totals),
            alive=tuple(state.alive),
            standings=tuple(state.standings()),
            winners=winners,
            final=final,
        )


def trump_text(res: RoundResult, rules: Rules) -> str:
    """The trump column: a suit symbol, "–" for no trump, "★" for the tarot deck."""
    if rules.deck is Deck.TAROT:
        return "★"
    if res.trump is None:
        return "–"
    return Suit(res.trump).symbol


@dataclass(slots=True)
class Confetto:
    x: float
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    size: float
    colour: tuple[int, int, int]


class SheetPainter:
    """Draws the grid, its legend, the chart and the ranking (on screen and into the exported
    picture).

    No text is drawn smaller than :attr:`small_size` (design pixels: 11 pixels in a 1024×600
    window): a label that would need less is left out (the header's part labels in narrow
    columns, which the legend explains) or given the room it needs (the round column)."""

    #: The smallest text, in design pixels.
    small_size = 13

    def __init__(self, data: SheetData, scale: float, four_colour: bool = False) -> None:
        self.data = data
        self.scale = scale
        #: Colour the trump suits as the four-colour deck does.
        self.four_colour = four_colour

    def px(self, v: float) -> int:
        return theme.px(v, self.scale)

    # -- grid ------------------------------------------------------------------------------

    def row_height(self) -> int:
        return self.px(28)

    def fixed_widths(self) -> list[int]:
        """The round, cards and trump columns: as wide as their headers need."""
        size = self.px(self.small_size)
        return [
            max(self.px(base), theme.text_size(t(key), size)[0] + self.px(10))
            for base, key in ((40, "score.round"), (48, "score.cards"), (44, "score.trump"))
        ]

    def columns(self, rect: pygame.Rect) -> list[pygame.Rect]:
        """Round, cards, trump, then one column per player."""
        n = len(self.data.names)
        fixed = self.fixed_widths()
        rest = rect.width - sum(fixed)
        pw = rest // max(1, n)
        widths = [*fixed, *([pw] * n)]
        out: list[pygame.Rect] = []
        x = rect.left
        for w in widths:
            out.append(pygame.Rect(x, rect.top, w, rect.height))
            x += w
        return out

    def visible_rows(self, rect: pygame.Rect) -> int:
        """How many rounds fit in the grid between its header and its totals row."""
        return max(1, (rect.height - self.header_height() - self.row_height()) // self.row_height())

    def header_height(self) -> int:
        return self.px(46)

    def row_rect(self, rect: pygame.Rect, i: int) -> pygame.Rect:
        """The ``i``-th visible row of the grid drawn in ``rect``."""
        rh = self.row_height()
        return pygame.Rect(
            rect.left + 2, rect.top + self.header_height() + i * rh, rect.width - 4, rh
        )

    def draw_grid(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        first: int,
        count: int,
        picked: int | None = None,
    ) -> None:
        """Rounds ``first`` … ``first + count - 1`` with the header and the totals row;
        round ``picked`` (an index in the history) outlined."""
        data = self.data
        cols = self.columns(rect)
        rh = self.row_height()
        hh = self.header_height()
        theme.rounded_rect(
            surface, rect, (7, 38, 23, 225), self.px(12), border=1, border_color=theme.PANEL_BORDER
        )
        head = pygame.Rect(rect.left, rect.top, rect.width, hh)
        small = self.px(self.small_size)
        for label, c in zip(
            (t("score.round"), t("score.cards"), t("score.trump")),
            cols[:3],
            strict=True,
        ):
            theme.blit_text(
                surface,
                label,
                small,
                theme.TEXT_DIM,
                pygame.Rect(c.left, head.top, c.width, hh).inflate(-self.px(6), 0),
            )
        lives = data.rules.uses_lives
        for seat, c in enumerate(cols[3:]):
            top = pygame.Rect(c.left, head.top + self.px(4), c.width, hh // 2)
            theme.blit_text(
                surface,
                data.names[seat],
                self.px(14),
                player_colour(seat),
                top.inflate(-6, 0),
                bold=True,
            )
            sub = pygame.Rect(c.left + 2, top.bottom, c.width - 4, hh // 2 - self.px(6))
            left, middle, right = self.cell_parts(sub)
            labels = [
                (left, t("score.col_bid"), "left"),
                (middle, t("score.col_round"), "center"),
                (
                    right,
                    t("score.col_lives") if data.rules.counts_lives else t("score.col_total"),
                    "right",
                ),
            ]
            for part, label, align in labels:
                # Narrow columns (many players, small window) go without a label rather than
                # shrink it out of sight: the legend says what a cell holds.
                if part is not None and theme.text_size(label, small)[0] <= part.width:
                    theme.blit_text(surface, label, small, theme.TEXT_DIM, part, align)
        pygame.draw.line(
            surface, theme.PANEL_BORDER, (rect.left + 6, head.bottom), (rect.right - 6, head.bottom)
        )
        y = head.bottom
        rows = data.history[first : first + count]
        for i, res in enumerate(rows):
            row = pygame.Rect(rect.left + 2, y, rect.width - 4, rh)
            if (first + i) % 2 == 1:
                theme.rounded_rect(surface, row, (255, 255, 255, 12), self.px(4))
            if first + i == picked:
                theme.rounded_rect(
                    surface,
                    row,
                    (255, 215, 110, 30),
                    self.px(4),
                    border=2,
                    border_color=theme.GOLD,
                )
            self._cell(surface, cols[0], y, rh, str(res.index + 1), theme.TEXT_DIM)
            self._cell(surface, cols[1], y, rh, str(res.hand_size), theme.TEXT)
            marks = data.trump_marks
            tt = marks[first + i] if marks is not None else trump_text(res, data.rules)
            colour = theme.TEXT if res.trump is None else suit_ink(res.trump, self.four_colour)
            self._cell(surface, cols[2], y, rh, tt, colour)
            for seat, c in enumerate(cols[3:]):
                bid = res.bids[seat]
                cell = pygame.Rect(c.left + 2, y + 2, c.width - 4, rh - 4)
                if bid is None:
                    # Out of the game before this round: said in words.
                    self._cell(surface, c, y, rh, t("score.eliminated"), theme.TEXT_DISABLED)
                    continue
                made = data.exact(first + i, seat)
                if made:
                    theme.rounded_rect(
                        surface,
                        cell,
                        (92, 206, 128, 70),
                        self.px(5),
                        border=1,
                        border_color=(140, 230, 160, 150),
                    )
                left, middle, right = self.cell_parts(cell)
                theme.blit_text(
                    surface,
                    f"{bid}·{res.tricks[seat]}",
                    small,
                    GREEN_OK if made else theme.TEXT_DIM,
                    left,
                    "left",
                )
                if middle is not None:
                    theme.blit_text(
                        surface,
                        self.delta_text(res, seat),
                        small,
                        GREEN_OK if made else (255, 150, 140),
                        middle,
                    )
                theme.blit_text(
                    surface,
                    signed_total(res.totals[seat]),
                    self.px(14),
                    theme.TEXT if made else (255, 190, 180),
                    right,
                    "right",
                    bold=True,
                )
            y += rh
        foot = pygame.Rect(rect.left, rect.bottom - rh, rect.width, rh)
        pygame.draw.line(
            surface, theme.PANEL_BORDER, (rect.left + 6, foot.top), (rect.right - 6, foot.top)
        )
        self._cell(
            surface,
            pygame.Rect(cols[0].left, 0, cols[2].right - cols[0].left, 0),
            foot.top,
            rh,
            t("score.total"),
            theme.GOLD,
            bold=True,
        )
        for seat, c in enumerate(cols[3:]):
            text = signed_total(data.totals[seat])
            if lives and not data.alive[seat]:
                text += f" {OUT_MARK}"  # out of the game: the legend says so
            self._cell(surface, c, foot.top, rh, text, theme.GOLD, bold=True, size=16)

    def delta_text(self, res: RoundResult, seat: int) -> str:
        """What the round earned ``seat``: "+12", "−2" (points), "−1" or "0" (lives)."""
        from ..ui.rules_text import signed

        return signed(res.deltas[seat])

    # -- legend ----------------------------------------------------------------------------

    def legend_items(self, scrolls: bool = False) -> list[tuple[str, str, Color]]:
        """(mark, words, the mark's colour) for every mark the grid shows: the exact bids'
        highlight (an empty mark: drawn as a swatch), what a cell's numbers are, the out
        mark, the trump column's signs; then how to scroll when not every round fits."""
        data = self.data
        items: list[tuple[str, str, Color]] = [
            ("", t("score.legend_exact"), GREEN_OK),
            ("2·1", t("score.legend.cell"), theme.TEXT_DIM),
        ]
        if data.rules.uses_lives and not all(data.alive):
            items.append((OUT_MARK, t("score.legend.out"), theme.GOLD))
        marks = (
            data.trump_marks
            if data.trump_marks is not None
            else tuple(trump_text(res, data.rules) for res in data.history)
        )
        for mark, key in (("★", "tarot"), ("–", "no_trump"), ("↑", "turned_up")):
            if mark in marks:
                items.append((mark, t(f"score.legend.{key}"), theme.TEXT))
        if scrolls:
            items.append(("↑ ↓", t("score.legend.scroll"), theme.TEXT))
        return items

    def _legend_layout(
        self, width: int, items: Sequence[tuple[str, str, Color]]
    ) -> list[tuple[int, int, tuple[str, str, Color]]]:
        """Each item's (x, line) from the left of a legend ``width`` wide."""
        size = self.px(self.small_size)
        gap, inner = self.px(16), self.px(5)
        placed: list[tuple[int, int, tuple[str, str, Color]]] = []
        x, line = 0, 0
        for item in items:
            mark, words, _ = item
            w = self._mark_width(mark, size) + inner + theme.text_size(words, size)[0]
            if x and x + w > width:
                x, line = 0, line + 1
            placed.append((x, line, item))
            x += w + gap
        return placed

    def _mark_width(self, mark: str, size: int) -> int:
        return self.px(22) if not mark else theme.text_size(mark, size, True)[0]

    def legend_height(self, width: int, scrolls: bool = False) -> int:
        """The height the legend needs in ``width`` (its items wrap onto a second line)."""
        placed = self._legend_layout(width, self.legend_items(scrolls))
        lines = 1 + max((line for _, line, _ in placed), default=0)
        return lines * self.px(20)

    def draw_legend(
        self, surface: pygame.Surface, rect: pygame.Rect, scrolls: bool = False
    ) -> None:
        """The legend under the grid: every mark it shows, in words."""
        size = self.px(self.small_size)
        line_h = self.px(20)
        for x, line, (mark, words, colour) in self._legend_layout(
            rect.width, self.legend_items(scrolls)
        ):
            row = pygame.Rect(rect.left + x, rect.top + line * line_h, 0, line_h)
            mw = self._mark_width(mark, size)
            if not mark:
                swatch = pygame.Rect(row.left, row.top + self.px(3), mw, line_h - self.px(6))
                theme.rounded_rect(
                    surface,
                    swatch,
                    (92, 206, 128, 70),
                    self.px(4),
                    border=1,
                    border_color=(140, 230, 160, 150),
                )
            else:
                theme.blit_text(
                    surface,
                    mark,
                    size,
                    colour,
                    pygame.Rect(row.left, row.top, mw, line_h),
                    bold=True,
                )
            text = pygame.Rect(row.left + mw + self.px(5), row.top, rect.right, line_h)
            text.width = max(1, rect.right - text.left)
            theme.blit_text(surface, words, size, theme.TEXT_DIM, text, "left")

    def cell_parts(self, cell: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect | None, pygame.Rect]:
        """A player's cell of a round: bid · tricks on the left, what the round earned in the
        middle (None when the column is too narrow for it) and the running total on the
        right. The header's labels use the same parts."""
        inner = cell.inflate(-8, 0)
        if inner.width < self.px(96):
            half = inner.width * 5 // 10
            left = pygame.Rect(inner.left, cell.top, half, cell.height)
            right = pygame.Rect(left.right, cell.top, inner.right - left.right, cell.height)
            return left, None, right
        left = pygame.Rect(inner.left, cell.top, inner.width * 4 // 10, cell.height)
        right_w = inner.width * 3 // 10
        right = pygame.Rect(inner.right - right_w, cell.top, right_w, cell.height)
        middle = pygame.Rect(left.right, cell.top, right.left - left.right, cell.height)
        return left, middle, right

    def _cell(
        self,
        surface: pygame.Surface,
        col: pygame.Rect,
        y: int,
        h: int,
        text: str,
        colour: tuple[int, int, int],
        bold: bool = False,
        size: int = 13,
    ) -> None:
        theme.blit_text(
            surface,
            text,
            self.px(size),
            colour,
            pygame.Rect(col.left + 2, y, col.width - 4, h),
            bold=bold,
        )

    # -- chart -----------------------------------------------------------------------------

    def draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Totals by round, one line per player."""
        data = self.data
        theme.rounded_rect(
            surface, rect, (7, 38, 23, 225), self.px(12), border=1, border_color=theme.PANEL_BORDER
        )
        title = pygame.Rect(
            rect.left + self.px(12), rect.top + self.px(6), rect.width - self.px(24), self.px(24)
        )
        theme.blit_text(
            surface,
            t("score.chart"),
            self.px(15),
            theme.GOLD,
            title,
            "left",
            bold=True,
        )
        legend_h = self.px(20) * ((len(data.names) + 3) // 4)
        plot = pygame.Rect(
            rect.left + self.px(44),
            title.bottom + self.px(8),
            rect.width - self.px(58),
            rect.height - title.height - self.px(40) - legend_h,
        )
        if plot.width < 20 or plot.height < 20:
            return
        series = [
            [data.start] + [r.totals[s] for r in data.history] for s in range(len(data.names))
        ]
        values = [v for line in series for v in line]
        lo, hi = min(values), max(values)
        if hi == lo:
            hi = lo + 1
        span = hi - lo
        step = _nice_step(span / 4)
        lo_t = math.floor(lo / step) * step
        hi_t = math.ceil(hi / step) * step
        rounds = max(1, len(data.history))

        def pt(i: int, v: float) -> tuple[int, int]:
            x = plot.left + plot.width * i / rounds
            y = plot.bottom - plot.height * (v - lo_t) / max(1e-9, hi_t - lo_t)
            return round(x), round(y)

        tick = lo_t
        while tick <= hi_t + 1e-9:
            y = pt(0, tick)[1]
            pygame.draw.line(
                surface,
                (255, 255, 255, 30) if tick else (255, 255, 255, 90),
                (plot.left, y),
                (plot.right, y),
            )
            lab = pygame.Rect(rect.left + self.px(2), y - self.px(9), self.px(38), self.px(18))
            label = f"{tick:g}".replace("-", MINUS)
            theme.blit_text(surface, label, self.px(self.small_size), theme.TEXT_DIM, lab, "right")
            tick += step
        label_w = theme.text_size(str(rounds), self.px(self.small_size))[0] + self.px(8)
        every = max(1, rounds // 10, math.ceil(label_w * rounds / max(1, plot.width)))
        for i in range(0, rounds + 1, every):
            x = pt(i, lo_t)[0]
            lab = pygame.Rect(x - self.px(14), plot.bottom + self.px(2), self.px(28), self.px(16))
            theme.blit_text(surface, str(i), self.px(self.small_size), theme.TEXT_DIM, lab)
        for seat, line in enumerate(series):
            pts = [pt(i, v) for i, v in enumerate(line)]
            colour = player_colour(seat)
            if len(pts) >= 2:
                pygame.draw.lines(surface, colour, False, pts, max(2, self.px(3)))
            for p in pts[-1:]:
                pygame.draw.circle(surface, colour, p, max(3, self.px(4)))
        # Legend under the plot.
        ly = plot.bottom + self.px(20)
        cw = (rect.width - self.px(24)) // min(4, len(data.names))
        for seat, name in enumerate(data.names):
            r, c = divmod(seat, 4)
            x = rect.left + self.px(12) + c * cw
            y = ly + r * self.px(20)
            pygame.draw.line(
                surface,
                player_colour(seat),
                (x, y + self.px(9)),
                (x + self.px(16), y + self.px(9)),
                max(2, self.px(3)),
            )
            theme.blit_text(
                surface,
                name,
                self.px(self.small_size),
                theme.TEXT,
                pygame.Rect(x + self.px(20), y, cw - self.px(24), self.px(18)),
                "left",
            )

    # -- ranking ---------------------------------------------------------------------------

    def draw_ranking(self, surface: pygame.Surface, rect: pygame.Rect, time_: float) -> None:
        """The final ranking (or the standings so far), the winner first."""
        data = self.data
        theme.rounded_rect(
            surface, rect, (7, 38, 23, 225), self.px(12), border=1, border_color=theme.PANEL_BORDER
        )
        title = pygame.Rect(
            rect.left + self.px(12), rect.top + self.px(6), rect.width - self.px(24), self.px(26)
        )
        label = t("score.ranking") if data.final else t("score.standings")
        theme.blit_text(surface, label, self.px(15), theme.GOLD, title, "left", bold=True)
        y = title.bottom + self.px(4)
        if data.final and data.winners:
            names = ", ".join(data.names[s] for s in data.winners)
            if data.winners == (data.you,):
                text = t("table.you_win")
            elif len(data.winners) == 1:
                text = t("table.winner", name=names)
            else:
                text = t("table.winners", names=names)
            banner = pygame.Rect(rect.left + self.px(10), y, rect.width - self.px(20), self.px(40))
            glow = 0.5 + 0.5 * math.sin(time_ * 3)
            theme.rounded_rect(surface, banner, (240, 196, 84, round(150 + 80 * glow)), self.px(10))
            theme.blit_text(
                surface,
                "★ " + text + " ★",
                self.px(20),
                theme.TEXT_DARK,
                banner.inflate(-self.px(10), 0),
                bold=True,
            )
            y = banner.bottom + self.px(6)
        # Lives: the ranking goes by how long each player stayed in, which totals alone do
        # not show: said under the rows, and each player out says when.
        rule: list[str] = []
        rule_size = self.px(self.small_size)
        if data.rules.uses_lives:
            unit = "lives" if data.rules.counts_lives else "points"
            rule_size, rule = theme.fit_wrapped(
                t(f"score.ranking_rule.{unit}"),
                rule_size,
                rect.width - self.px(24),
                2 * theme.font(rule_size).get_linesize(),
                smallest=rule_size,
            )
        rule_h = len(rule) * theme.font(rule_size).get_linesize()
        bottom = rect.bottom - self.px(6) - (rule_h + self.px(4) if rule else 0)
        row_h = min(self.px(28), (bottom - y) // max(1, len(data.standings)))
        medals = {1: (240, 196, 84), 2: (200, 206, 214), 3: (205, 140, 80)}
        lives = data.rules.uses_lives
        for rank, seat, total in data.standings:
            row = pygame.Rect(rect.left + self.px(12), y, rect.width - self.px(24), row_h)
            badge = pygame.Rect(row.left, row.top + 2, row_h - 4, row_h - 4)
            pygame.draw.circle(
                surface, medals.get(rank, (90, 110, 100)), badge.center, badge.width // 2
            )
            theme.blit_text(
                surface, str(rank), self.px(self.small_size), theme.TEXT_DARK, badge, bold=True
            )
            out = lives and not data.alive[seat] and seat not in (data.winners or ())
            text = self.standing_text(seat, total)
            size = self.px(14)
            text_w = min(theme.text_size(text, size, True)[0], row.width // 2)
            tot_r = pygame.Rect(row.right - text_w, row.top, text_w, row_h)
            name_r = pygame.Rect(
                badge.right + self.px(8), row.top, tot_r.left - self.px(8) - badge.right, row_h
            )
            colour = theme.TEXT_DISABLED if out else theme.TEXT
            theme.blit_text(
                surface, data.names[seat], self.px(15), colour, name_r, "left", bold=rank == 1
            )
            theme.blit_text(
                surface,
                text,
                size,
                theme.TEXT_DIM if out else theme.GOLD,
                tot_r,
                "right",
                bold=True,
            )
            y += row_h
        line_y = bottom + self.px(4)
        for line in rule:
            img = theme.render(line, rule_size, theme.TEXT_DIM)
            surface.blit(img, (rect.left + self.px(12), line_y))
            line_y += theme.font(rule_size).get_linesize()

    def standing_text(self, seat: int, total: int) -> str:
        """What the ranking says of ``seat``: its total ("12 points", "1 life", "−1 life"),
        or, for a player out of a lives game who did not win, the round they went out in."""
        data = self.data
        won = seat in (data.winners or ())
        if data.rules.uses_lives and not data.alive[seat] and not won:
            out = out_round(data.history, data.alive, seat)
            if out is not None:
                return t("score.out_in_round", n=out + 1)
        key = "count.lives" if data.rules.counts_lives else "count.points"
        return tn(key, total).replace("-", MINUS)

    # -- exporting -------------------------------------------------------------------------

    def render_full(self) -> pygame.Surface:
        """The whole sheet — every round, the chart and the ranking — as one picture."""
        rows = len(self.data.history)
        width = self.px(1400)
        grid_w = width * 62 // 100
        grid_h = self.header_height() + self.row_height() * (rows + 1) + self.px(8)
        legend_h = self.legend_height(grid_w)
        side_h = self.px(560)
        head_h = self.px(60)
        height = head_h + max(grid_h + self.px(8) + legend_h, side_h) + self.px(30)
        surf = pygame.Surface((width, height))
        surf.blit(theme.felt((width, height)), (0, 0))
        title = pygame.Rect(self.px(24), self.px(12), width - self.px(48), self.px(40))
        name = preset_name(self.data.rules.name)
        theme.blit_text(
            surface=surf,
            text=f"{t('score.title')} — {name}",
            size=self.px(26),
            color=theme.GOLD,
            rect=title,
            align="left",
            bold=True,
        )
        grid = pygame.Rect(self.px(20), head_h, grid_w, grid_h)
        self.draw_grid(surf, grid, 0, rows)
        self.draw_legend(surf, pygame.Rect(grid.left, grid.bottom + self.px(8), grid_w, legend_h))
        side = pygame.Rect(
            grid.right + self.px(16), head_h, width - grid.right - self.px(36), side_h
        )
        chart, rank = split_side(side, 55, self.px(12))
        self.draw_chart(surf, chart)
        self.draw_ranking(surf, rank, 0.0)
        return surf


def split_side(side: pygame.Rect, chart_percent: int, gap: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The side column cut into the chart (``chart_percent`` of its height) and, ``gap`` below
    it, the ranking."""
    chart = pygame.Rect(side.left, side.top, side.width, side.height * chart_percent // 100)
    top = chart.bottom + gap
    return chart, pygame.Rect(side.left, top, side.width, side.bottom - top)


def _nice_step(raw: float) -> float:
    """A round axis step (1, 2, 5 × 10^k) near ``raw``."""
    if raw <= 0:
        return 1.0
    k = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if raw <= m * k:
            return float(m * k)
    return float(10 * k)


def export_png(data: SheetData, folder: Path | None = None, four_colour: bool = False) -> Path:
    """Draw the whole sheet into a PNG in the user data folder (``exports/``); the path.
    ``four_colour`` colours the trump suits as the four-colour deck does."""
    from ..platform.files import export_path

    path = export_path(f"scoresheet-{data.rules.name}", "png", folder)
    surf = SheetPainter(data, 1.0, four_colour).render_full()
    pygame.image.save(surf, str(path))
    return path


class ScoreSheetScene(Scene):
    """The score sheet over the table (between rounds) or at the end of the game."""

    def __init__(
        self,
        app: Shell,
        data: SheetData,
        on_play_again: Callable[[], None] | None = None,
        on_menu: Callable[[], None] | None = None,
        export_folder: Path | None = None,
        on_review: Callable[[int], None] | None = None,
        viewing: bool = False,
    ) -> None:
        super().__init__(app)
        self.data = data
        self.on_play_again = on_play_again
        self.on_menu = on_menu
        #: Opens the review of a round (its index); None: the rounds cannot be looked back at
        #: (a score kept for a real table, a network game before its end).
        self.on_review = on_review
        #: The round outlined, reviewed by R or the button (an index in the history): the
        #: last one at first.
        self.picked: int | None = len(data.history) - 1 if on_review and data.history else None
        #: The round under the pointer.
        self.hover_row: int | None = None
        #: A game opened from a file to look at: Close goes back to where it was opened.
        self.viewing = viewing
        self.export_folder = export_folder
        self.scale = 1.0
        self.size = app.size
        self.time = 0.0
        self.scroll = 0
        self.message: str | None = None
        self.exported: Path | None = None
        self.confetti: list[Confetto] = []
        self.rng = random.Random(f"confetti/{len(data.history)}")
        self.ui = WidgetGroup(hover_focus=False, on_sound=app.play_sound)
        self.export_button = Button(lambda: t("score.export"), self.export)
        self.close_button = Button(lambda: t("common.close"), self.close)
        self.again_button = Button(lambda: t("table.play_again"), self.play_again, primary=True)
        self.menu_button = Button(lambda: t("table.to_menu"), self.to_menu)
        self.review_button = Button(self._review_label, self.review_picked)
        if viewing:
            self.buttons = [self.export_button, self.close_button]
        elif data.final and on_play_again is not None:
            self.buttons = [self.export_button, self.menu_button, self.again_button]
        elif data.final:
            # A game played with friends: the next one is set up again from the menu.
            self.buttons = [self.export_button, self.menu_button]
        else:
            self.buttons = [self.export_button, self.close_button]
        if self.picked is not None:
            self.buttons.insert(0, self.review_button)
        self.ui.extend(self.buttons)
        if data.final and data.winners:
            self._burst(140)

    # -- layout ----------------------------------------------------------------------------

    def px(self, v: float) -> int:
        return theme.px(v, self.scale)

    def on_resize(self, width: int, height: int) -> None:
        self.size = (width, height)
        self.scale = theme.scale_for(self.size)
        w, h = self.size
        bh = self.px(46)
        gap = self.px(12)
        right = w - self.px(20)
        for b in reversed(self.buttons):
            # As wide as the label needs at its size (one size for every button), 200 at least.
            label_w = theme.text_size(resolve(b.text), self.px(b.size), bold=True)[0]
            bw = max(self.px(200), label_w + self.px(36))
            b.place(pygame.Rect(right - bw, h - self.px(16) - bh, bw, bh), self.scale)
            right -= bw + gap
        self.scroll = self._max_scroll()
        if self.ui.focus is None:
            self.ui.set_focus(self.buttons[-1])

    def areas(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
        """Title, grid, chart and ranking rectangles."""
        w, h = self.size
        m = self.px(20)
        title = pygame.Rect(m, self.px(12), w - 2 * m, self.px(40))
        bottom = h - self.px(16) - self.px(46) - self.px(12)
        content = pygame.Rect(
            m, title.bottom + self.px(8), w - 2 * m, bottom - title.bottom - self.px(8)
        )
        # More players, more columns: the grid takes more of the width (60 % up to 4).
        share = min(72, 60 + 3 * max(0, len(self.data.names) - 4))
        grid_w = content.width * share // 100
        legend_h = SheetPainter(self.data, self.scale).legend_height(grid_w, scrolls=True)
        grid = pygame.Rect(
            content.left, content.top, grid_w, content.height - legend_h - self.px(6)
        )
        side = pygame.Rect(
            grid.right + self.px(14),
            content.top,
            content.right - grid.right - self.px(14),
            content.height,
        )
        chart, rank = split_side(side, 52, self.px(12))
        return title, grid, chart, rank

    def legend_area(self) -> pygame.Rect:
        """Under the grid, as wide as it: the legend."""
        _, grid, _, rank = self.areas()
        top = grid.bottom + self.px(6)
        return pygame.Rect(grid.left, top, grid.width, rank.bottom - top)

    def message_area(self) -> pygame.Rect:
        """Left of the buttons, on their row: what the export said."""
        first = self.buttons[0].rect
        left = self.px(20)
        return pygame.Rect(left, first.top, max(10, first.left - self.px(14) - left), first.height)

    def message_text(self, size: int) -> str:
        """The message as drawn: a saved picture's path shortened in its middle to fit
        (long Windows paths), its file name kept."""
        if self.message is None:
            return ""
        if self.exported is None:
            return self.message
        from ..ui.theme import elide_path

        room = self.message_area().width - theme.text_size(t("score.exported", path=""), size)[0]
        return t("score.exported", path=elide_path(str(self.exported), size, room))

    def review_hint_area(self) -> pygame.Rect:
        """Right of the title: how to look back at a round."""
        title = self.areas()[0]
        name_w = theme.text_size(self.title_text(), self.px(28), bold=True)[0]
        left = title.left + name_w + self.px(24)
        return pygame.Rect(left, title.top, max(0, title.right - left), title.height)

    def review_hint(self) -> str:
        """How to look back at a round, as long as fits right of the title ('' if none)."""
        if self.picked is None:
            return ""
        room = self.review_hint_area().width
        for key in ("score.review_hint", "score.review_hint_short"):
            if theme.text_size(t(key), self.px(15))[0] <= room:
                return t(key)
        return ""

    def title_text(self) -> str:
        return f"{t('score.title')} — {preset_name(self.data.rules.name)}"

    def first_row(self) -> int:
        """The first round shown in the grid."""
        _, grid, _, _ = self.areas()
        rows = SheetPainter(self.data, self.scale).visible_rows(grid)
        return max(0, min(self.scroll, len(self.data.history) - rows))

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The round (an index in the history) whose row is under ``pos``."""
        _, grid, _, _ = self.areas()
        painter = SheetPainter(self.data, self.scale)
        first = self.first_row()
        for i in range(min(painter.visible_rows(grid), len(self.data.history) - first)):
            if painter.row_rect(grid, i).collidepoint(pos):
                return first + i
        return None

    def row_position(self, row: int) -> tuple[int, int] | None:
        """Where to click round ``row`` (an index in the history), when it is shown."""
        _, grid, _, _ = self.areas()
        painter = SheetPainter(self.data, self.scale)
        i = row - self.first_row()
        if not 0 <= i < painter.visible_rows(grid) or row >= len(self.data.history):
            return None
        return painter.row_rect(grid, i).center

    def _max_scroll(self) -> int:
        _, grid, _, _ = self.areas()
        painter = SheetPainter(self.data, self.scale)
        return max(0, len(self.data.history) - painter.visible_rows(grid))

    # -- actions ---------------------------------------------------------------------------

    def close(self) -> None:
        """Back to the table (or to the menu at the end)."""
        if self.data.final and not self.viewing:
            self.to_menu()
            return
        if self.app.top is self:
            self.app.pop()

    def _review_label(self) -> str:
        if self.picked is None:
            return t("review.open")
        return t("score.review", n=self.data.history[self.picked].index + 1)

    def review(self, row: int) -> None:
        """Look back at round ``row`` (an index in the history)."""
        if self.on_review is None or not 0 <= row < len(self.data.history):
            return
        self.picked = row
        self.on_review(self.data.history[row].index)

    def review_picked(self) -> None:
        if self.picked is not None:
            self.review(self.picked)

    def _pick(self, step: int) -> None:
        """Up or Down: the round outlined moves, the grid scrolls to keep it in sight."""
        if self.picked is None:
            return
        self.picked = max(0, min(len(self.data.history) - 1, self.picked + step))
        _, grid, _, _ = self.areas()
        rows = SheetPainter(self.data, self.scale).visible_rows(grid)
        first = self.first_row()
        if self.picked < first:
            self.scroll = self.picked
        elif self.picked >= first + rows:
            self.scroll = self.picked - rows + 1

    def play_again(self) -> None:
        if self.on_play_again is not None:
            self.on_play_again()

    def to_menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu()
        else:
            self.app.back_to_menu()

    def export(self) -> Path | None:
        """Save the sheet as a PNG and say where."""
        try:
            path = export_png(self.data, self.export_folder, self.app.settings.four_colour)
        except (OSError, pygame.error) as exc:
            log.warning("could not export the score sheet: %s", exc)
            self.message = t("score.export_failed", error=str(exc))
            return None
        self.exported = path
        self.message = t("score.exported", path=str(path))
        return path

    # -- input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_s):
                self.close()
                return True
            if event.key == pygame.K_r and self.picked is not None:
                self.review_picked()
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN) and self.picked is not None:
                self._pick(-1 if event.key == pygame.K_UP else 1)
                return True
            if event.key in (pygame.K_UP, pygame.K_PAGEUP):
                step = 1 if event.key == pygame.K_UP else 8
                self.scroll = max(0, self.scroll - step)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                step = 1 if event.key == pygame.K_DOWN else 8
                self.scroll = min(self._max_scroll(), self.scroll + step)
                return True
            if event.key == pygame.K_e:
                self.export()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                i = self.buttons.index(self.ui.focus) if self.ui.focus in self.buttons else 0
                d = -1 if event.key == pygame.K_LEFT else 1
                self.ui.set_focus(self.buttons[(i + d) % len(self.buttons)])
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self._max_scroll(), self.scroll - event.y))
            return True
        if self.on_review is not None and event.type == pygame.MOUSEMOTION:
            self.hover_row = self.row_at(event.pos)
        if (
            self.on_review is not None
            and event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and not self.ui.handle_event(event)
        ):
            row = self.row_at(event.pos)
            if row is not None:
                self.review(row)
            return True
        self.ui.handle_event(event)
        return True  # opaque and modal

    def update(self, dt: float) -> None:
        self.time += dt
        self.ui.update(dt)
        if self.confetti:
            _w, h = self.size
            g = self.px(420)
            alive: list[Confetto] = []
            for c in self.confetti:
                c.vy += g * dt
                c.vx *= 1 - 0.6 * dt
                c.x += c.vx * dt
                c.y += c.vy * dt
                c.angle += c.spin * dt
                if c.y < h + 20:
                    alive.append(c)
            self.confetti = alive
            if self.data.final and self.time < 6 and len(self.confetti) < 60:
                self._burst(30)

    def _burst(self, count: int) -> None:
        w, _ = self.size
        rng = self.rng
        for _ in range(count):
            self.confetti.append(
                Confetto(
                    x=rng.uniform(0, w),
                    y=rng.uniform(-self.px(200), -self.px(10)),
                    vx=rng.uniform(-self.px(80), self.px(80)),
                    vy=rng.uniform(0, self.px(120)),
                    angle=rng.uniform(0, 360),
                    spin=rng.uniform(-360, 360),
                    size=rng.uniform(self.px(5), self.px(10)),
                    colour=player_colour(rng.randrange(8)),
                )
            )

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        title, grid, chart, rank = self.areas()
        theme.blit_text(
            surface,
            self.title_text(),
            self.px(28),
            theme.GOLD,
            title,
            "left",
            bold=True,
        )
        painter = SheetPainter(self.data, self.scale, self.app.settings.four_colour)
        rows = painter.visible_rows(grid)
        first = self.first_row()
        painter.draw_grid(surface, grid, first, rows, self.picked)
        if self.hover_row is not None and self.hover_row != self.picked:
            i = self.hover_row - first
            if 0 <= i < rows:
                theme.rounded_rect(
                    surface, painter.row_rect(grid, i), (255, 255, 255, 26), self.px(4)
                )
        hint = self.review_hint()
        if hint:
            theme.blit_text(
                surface, hint, self.px(15), theme.TEXT_DIM, self.review_hint_area(), "right"
            )
        scrolls = first > 0 or first + rows < len(self.data.history)
        painter.draw_legend(surface, self.legend_area(), scrolls)
        painter.draw_chart(surface, chart)
        painter.draw_ranking(surface, rank, self.time)
        if self.message:
            size = self.px(15)
            theme.blit_text(
                surface,
                self.message_text(size),
                size,
                theme.TEXT if self.exported else RED,
                self.message_area(),
                "left",
            )
        self.ui.draw(surface)
        for c in self.confetti:
            self._draw_confetto(surface, c)

    def _draw_confetto(self, surface: pygame.Surface, c: Confetto) -> None:
        a = math.radians(c.angle)
        dx, dy = math.cos(a) * c.size, math.sin(a) * c.size * 0.5
        pts = [
            (c.x - dx, c.y - dy),
            (c.x + dy, c.y - dx * 0.5),
            (c.x + dx, c.y + dy),
            (c.x - dy, c.y + dx * 0.5),
        ]
        pygame.draw.polygon(surface, c.colour, pts)


__all__ = ["ScoreSheetScene", "SheetData", "SheetPainter", "export_png"]
