"""The statistics screen (menu → Statistics, PRODUCT §3 "Statistics").

Three filters at the top — the game (a preset or a custom rule set), the opponents' bot level
and the player — then seven figure tiles (games, wins, win rate, exact bids, points or lives
per round, best game, current streak) and three charts: exact-bid rate by hand size, the final
score of each game in order, and the histogram of bid minus tricks (over- and under-bidding).
Before the first finished game it says so. "Reset the statistics" asks for confirmation.

Every figure comes from :mod:`game.play.statistics`; this module only draws. Keyboard: Tab and
the arrows move between the filters and the buttons, Left / Right change a filter, Enter
presses a button, Esc goes back.

    app.push(StatisticsScene(app))
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Sequence
from pathlib import Path

import pygame

from ..i18n import current_language, lazy, preset_name, resolve, t, tn
from ..play.statistics import (
    GameStat,
    RuleSet,
    StatsFile,
    Summary,
    levels,
    load_stats,
    players,
    reset_stats,
    rule_sets,
    select,
    stats_path,
    summarize,
)
from ..ui import layout, theme
from ..ui.table_view import GREEN_OK
from ..ui.theme import Color
from ..ui.widgets import Button, Choice, Label, Panel, Widget
from .base import Shell, UIScene
from .confirm import ConfirmScene
from .scoresheet import _nice_step

log = logging.getLogger(__name__)

#: The filter value meaning "every level" / "every player" (never a level or a name).
ALL = ""
#: Chart panels, as on the score sheet.
CHART_FILL: Color = (7, 38, 23, 225)
#: Bars of the bid − tricks histogram: bid too low, exact, bid too high.
LOW_COLOUR: Color = (110, 176, 236)
HIGH_COLOUR: Color = (236, 128, 104)
#: The histogram folds larger differences into its end bars.
DIFF_CAP = 6
#: The score chart shows at most this many of the latest games.
SCORES_SHOWN = 60


# -- numbers in the player's language ------------------------------------------------------------


def percent(value: float) -> str:
    """``62%`` in English, ``62 %`` in French (a narrow no-break space)."""
    n = round(value * 100)
    return f"{n}\u202f%" if current_language() == "fr" else f"{n}%"


def decimal(value: float, digits: int = 1, sign: bool = False) -> str:
    """``4.2`` / ``4,2``; ``sign`` adds ``+`` to positive numbers."""
    text = f"{value:+.{digits}f}" if sign else f"{value:.{digits}f}"
    if text in ("+0.0", "-0.0"):
        text = "0.0"
    text = text.replace("-", "−")
    return text.replace(".", ",") if current_language() == "fr" else text


def level_label(level: str) -> str:
    """The filter label of an opponent level (``ALL``: every level)."""
    if level == ALL:
        return t("stats.all_levels")
    if level in ("mixed", "humans"):
        return t(f"stats.level.{level}")
    return t(f"bot.level.{level}")


def rule_set_label(rs: RuleSet) -> str:
    """A preset's name, a custom rule set's own name, or "Custom rules"."""
    if rs.preset:
        return preset_name(rs.key)
    if rs.name and rs.name != "custom":
        named = preset_name(rs.name)
        # A preset changed in the setup keeps the preset's name: say it is a variant.
        return t("stats.custom_named", name=named) if named != rs.name else rs.name
    return t("stats.custom")


# -- the charts ------------------------------------------------------------------------------


class StatsPainter:
    """Draws the figure tiles and the three charts of a :class:`Summary`, in the score sheet's
    style (dark translucent panels, gold titles, dim axis labels)."""

    #: The smallest text, in design pixels (11 pixels in a 1024×600 window).
    small_size = 13

    def __init__(self, summary: Summary, scale: float) -> None:
        self.summary = summary
        self.scale = scale

    def px(self, v: float) -> int:
        return theme.px(v, self.scale)

    # -- tiles -----------------------------------------------------------------------------

    def tiles(self) -> list[tuple[str, str, str, Color]]:
        """(label, value, detail, value colour) of each figure, in order."""
        s = self.summary
        dash = "—"
        tiles: list[tuple[str, str, str, Color]] = [
            (t("stats.games"), str(s.games), tn("count.rounds", s.rounds), theme.TEXT),
            (t("stats.wins"), str(s.wins), "", theme.TEXT),
        ]
        rate = s.win_rate
        tiles.append(
            (
                t("stats.win_rate"),
                percent(rate) if rate is not None else dash,
                t("stats.count_of", n=s.wins, total=s.games) if s.games else "",
                theme.GOLD,
            )
        )
        exact = s.exact_rate
        tiles.append(
            (
                t("stats.exact_rate"),
                percent(exact) if exact is not None else dash,
                t("stats.count_of", n=s.exact, total=s.rounds) if s.rounds else "",
                GREEN_OK,
            )
        )
        label = {
            "points": "stats.points_per_round",
            "lives": "stats.lives_per_round",
            "countdown": "stats.countdown_per_round",
        }[s.scoring]
        per = s.per_round
        value = dash if per is None else decimal(per, sign=s.scoring == "points")
        tiles.append((t(label), value, "", theme.TEXT))
        best = s.best
        tiles.append(
            (
                t("stats.best_game"),
                self.best_text(best) if best is not None else dash,
                best.ended[:10] if best is not None else "",
                theme.GOLD,
            )
        )
        if s.streak > 0:
            streak, colour = tn("stats.streak_wins", s.streak), theme.GOLD
        elif s.streak < 0:
            streak, colour = tn("stats.streak_losses", -s.streak), theme.TEXT_DIM
        else:
            streak, colour = dash, theme.TEXT
        tiles.append((t("stats.streak"), streak, "", colour))
        return tiles

    def best_text(self, best: GameStat) -> str:
        """The best game in words: "187 points", "3 lives left", "9 points left" — or, for a
        lives game lost, its place ("Place 2 of 4")."""
        kind = self.summary.scoring
        if kind != "points" and best.total <= 0:
            return t("stats.place", n=best.rank, players=best.players)
        if kind == "lives":
            return tn("stats.lives_left", best.total)
        if kind == "countdown":
            return tn("stats.points_left", best.total)
        return tn("count.points", best.total)

    def draw_tiles(self, surface: pygame.Surface, rects: Sequence[pygame.Rect]) -> None:
        """One tile per figure, in ``rects``."""
        for rect, (label, value, detail, colour) in zip(rects, self.tiles(), strict=False):
            theme.rounded_rect(
                surface, rect, CHART_FILL, self.px(12), border=1, border_color=theme.PANEL_BORDER
            )
            inner = layout.inset(rect, self.px(10), self.px(6))
            top, rest = layout.split_top(inner, self.px(18))
            small = self.px(self.small_size)
            theme.blit_text(surface, label, small, theme.TEXT_DIM, top)
            rest, bottom = layout.split_bottom(rest, self.px(16))
            theme.blit_text(surface, value, self.px(26), colour, rest, bold=True)
            if detail:
                theme.blit_text(surface, detail, small, theme.TEXT_DIM, bottom)

    def tile_weights(self) -> list[int]:
        """How wide each tile wants to be: its label at the smallest size, at least a little
        (the layout shares the width in these proportions, so no label has to shrink)."""
        small = self.px(self.small_size)
        return [
            max(self.px(90), theme.text_size(label, small)[0] + self.px(24))
            for label, _, _, _ in self.tiles()
        ]

    # -- chart frames ----------------------------------------------------------------------

    def frame(
        self, surface: pygame.Surface, rect: pygame.Rect, title: str, caption: str
    ) -> pygame.Rect:
        """The chart's panel, title and axis caption; the plot area inside."""
        theme.rounded_rect(
            surface, rect, CHART_FILL, self.px(12), border=1, border_color=theme.PANEL_BORDER
        )
        head = pygame.Rect(
            rect.left + self.px(12), rect.top + self.px(6), rect.width - self.px(24), self.px(24)
        )
        theme.blit_text(surface, title, self.px(15), theme.GOLD, head, "left", bold=True)
        foot = pygame.Rect(
            rect.left + self.px(12), rect.bottom - self.px(22), rect.width - self.px(24), 0
        )
        foot.height = self.px(16)
        if caption:
            theme.blit_text(surface, caption, self.px(self.small_size), theme.TEXT_DIM, foot)
        return pygame.Rect(
            rect.left + self.px(50),
            head.bottom + self.px(10),
            rect.width - self.px(64),
            foot.top - head.bottom - self.px(30),
        )

    def empty(self, surface: pygame.Surface, plot: pygame.Rect) -> None:
        """No data for this chart: a dash in the middle."""
        theme.blit_text(surface, t("stats.no_match"), self.px(13), theme.TEXT_DIM, plot)

    def y_axis(
        self,
        surface: pygame.Surface,
        plot: pygame.Rect,
        lo: float,
        hi: float,
        step: float,
        label: Callable[[float], str],
    ) -> Callable[[float], int]:
        """Horizontal grid lines and their labels from ``lo`` to ``hi``; the value → y map."""

        def y_of(v: float) -> int:
            return round(plot.bottom - plot.height * (v - lo) / max(1e-9, hi - lo))

        tick = lo
        while tick <= hi + 1e-9:
            y = y_of(tick)
            strong = abs(tick) < 1e-9
            line = pygame.Surface((plot.width, 1), pygame.SRCALPHA)
            line.fill((255, 255, 255, 90 if strong else 30))
            surface.blit(line, (plot.left, y))
            lab = pygame.Rect(plot.left - self.px(50), y - self.px(9), self.px(44), self.px(18))
            small = self.px(self.small_size)
            theme.blit_text(surface, label(tick), small, theme.TEXT_DIM, lab, "right")
            tick += step
        return y_of

    def x_label(self, surface: pygame.Surface, x: int, plot: pygame.Rect, text: str) -> None:
        lab = pygame.Rect(x - self.px(18), plot.bottom + self.px(3), self.px(36), self.px(16))
        theme.blit_text(surface, text, self.px(self.small_size), theme.TEXT_DIM, lab)

    def label_room(self, text: str) -> int:
        """How far apart two axis labels like ``text`` must be."""
        return theme.text_size(text, self.px(self.small_size))[0] + self.px(6)

    # -- chart 1: exact bids by hand size --------------------------------------------------

    def draw_by_size(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A bar per hand size: the share of exact contracts (0 – 100 %)."""
        data = self.summary.by_size
        plot = self.frame(surface, rect, t("stats.chart.by_size"), t("stats.axis.cards"))
        if plot.width < 20 or plot.height < 20:
            return
        y_of = self.y_axis(surface, plot, 0.0, 1.0, 0.25, percent)
        if not data:
            self.empty(surface, plot)
            return
        sizes = list(range(data[0].size, data[-1].size + 1))
        by = {d.size: d for d in data}
        slot = plot.width / len(sizes)
        every = max(1, math.ceil(self.label_room(str(sizes[-1])) / slot))
        for i, size in enumerate(sizes):
            cx = round(plot.left + slot * (i + 0.5))
            bw = max(2, round(slot * 0.68))
            d = by.get(size)
            if d is not None:
                track = pygame.Rect(cx - bw // 2, plot.top, bw, plot.height)
                theme.rounded_rect(surface, track, (255, 255, 255, 16), self.px(3))
                top = y_of(d.rate)
                bar = pygame.Rect(cx - bw // 2, top, bw, plot.bottom - top)
                if bar.height > 0:
                    theme.rounded_rect(surface, bar, (*GREEN_OK, 205), self.px(3))
            if i % every == 0:
                self.x_label(surface, cx, plot, str(size))

    # -- chart 2: the final score of each game ---------------------------------------------

    def draw_scores(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The final total of each game in the order they ended: gold dots for wins."""
        s = self.summary
        title = t("stats.chart.lives") if s.scoring == "lives" else t("stats.chart.scores")
        plot = self.frame(surface, rect, title, t("stats.axis.games"))
        if plot.width < 20 or plot.height < 20:
            return
        # The legend of the gold dots, at the right of the title.
        legend = pygame.Rect(rect.right - self.px(132), rect.top + self.px(6), self.px(120), 0)
        legend.height = self.px(24)
        drawn = theme.blit_text(
            surface, t("stats.won"), self.px(self.small_size), theme.TEXT_DIM, legend, "right"
        )
        pygame.draw.circle(
            surface, theme.GOLD, (drawn.left - self.px(9), legend.centery), self.px(5)
        )
        scores = self.scores_shown()
        if not scores:
            self.y_axis(surface, plot, 0.0, 1.0, 0.5, lambda v: "")
            self.empty(surface, plot)
            return
        first = len(s.scores) - len(scores)
        wins = s.won[-SCORES_SHOWN:]
        lo, hi = min(0, *scores), max(0, *scores)
        if hi == lo:
            hi = lo + 1
        # Totals are whole numbers: no tick between two of them.
        step = max(1.0, _nice_step((hi - lo) / 4))
        lo_t = math.floor(lo / step) * step
        hi_t = math.ceil(hi / step) * step
        y_of = self.y_axis(surface, plot, lo_t, hi_t, step, lambda v: f"{v:g}".replace("-", "−"))
        n = len(scores)

        def x_of(i: int) -> int:
            if n == 1:
                return plot.centerx
            return round(plot.left + self.px(8) + (plot.width - self.px(16)) * i / (n - 1))

        pts = [(x_of(i), y_of(v)) for i, v in enumerate(scores)]
        if len(pts) >= 2:
            pygame.draw.aalines(surface, theme.GOLD_DARK, False, pts)
            pygame.draw.lines(surface, theme.GOLD_DARK, False, pts, max(1, self.px(2)))
        radius = max(2, self.px(5) if n <= 30 else self.px(3))
        for (x, y), won in zip(pts, wins, strict=False):
            colour = theme.GOLD if won else theme.TEXT_DIM
            pygame.draw.circle(surface, colour, (x, y), radius)
            pygame.draw.circle(surface, theme.FELT_DARK, (x, y), radius, 1)
        room = self.label_room(str(first + n))
        every = max(1, math.ceil(room * n / max(1, plot.width - self.px(16))))
        for i in range(0, n, every):
            self.x_label(surface, x_of(i), plot, str(first + i + 1))
        if (n - 1) % every:
            self.x_label(surface, x_of(n - 1), plot, str(first + n))

    def scores_shown(self) -> list[int]:
        """The final totals the chart shows, the latest games: as they ended, below 0 too
        (a player out owing lives ended at −1 or −2, and is drawn there)."""
        return list(self.summary.scores[-SCORES_SHOWN:])

    # -- chart 3: bid minus tricks ---------------------------------------------------------

    def draw_diffs(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """How many rounds ended with each bid − tricks: left of 0 the bids too low, right of
        it too high, 0 the exact contracts; larger differences are folded into the ends."""
        s = self.summary
        plot = self.frame(surface, rect, t("stats.chart.diffs"), "")
        if plot.width < 20 or plot.height < 20:
            return
        counts: dict[int, int] = {}
        for diff, n in s.diffs:
            d = max(-DIFF_CAP, min(DIFF_CAP, diff))
            counts[d] = counts.get(d, 0) + n
        if not counts:
            self.y_axis(surface, plot, 0.0, 1.0, 0.5, lambda v: "")
            self.empty(surface, plot)
            return
        reach = max(2, max(abs(d) for d in counts))
        top = max(counts.values())
        step = max(1.0, _nice_step(top / 4))
        hi = math.ceil(top / step) * step
        y_of = self.y_axis(surface, plot, 0.0, hi, step, lambda v: f"{v:g}")
        diffs = list(range(-reach, reach + 1))
        slot = plot.width / len(diffs)
        bw = max(2, round(slot * 0.72))
        # Labels too wide for every bar: every other one, 0 always among them.
        every = max(1, math.ceil(self.label_room("≤−6") / slot))
        for i, d in enumerate(diffs):
            cx = round(plot.left + slot * (i + 0.5))
            n = counts.get(d, 0)
            colour = GREEN_OK if d == 0 else (HIGH_COLOUR if d > 0 else LOW_COLOUR)
            if n:
                y = y_of(n)
                bar = pygame.Rect(cx - bw // 2, y, bw, max(1, plot.bottom - y))
                theme.rounded_rect(surface, bar, (*colour, 215), self.px(3))
            if d % every:
                continue
            text = f"{d:+d}" if d else "0"
            if abs(d) == DIFF_CAP:
                text = ("≥" if d > 0 else "≤") + text
            self.x_label(surface, cx, plot, text.replace("-", "−"))
        # The two directions, under the axis, in their bars' colours.
        foot = pygame.Rect(plot.left, rect.bottom - self.px(22), plot.width, self.px(16))
        half = foot.width // 2
        left = pygame.Rect(foot.left, foot.top, half - self.px(4), foot.height)
        right = pygame.Rect(foot.left + half + self.px(4), foot.top, half - self.px(4), foot.height)
        small = self.px(self.small_size)
        theme.blit_text(surface, t("stats.too_low"), small, LOW_COLOUR, left, "left")
        theme.blit_text(surface, t("stats.too_high"), small, HIGH_COLOUR, right, "right")


# -- the screen ------------------------------------------------------------------------------


class StatisticsScene(UIScene):
    """Figures and charts per game, opponent level and player; reset with confirmation.

    ``folder`` replaces the user data folder (tests)."""

    def __init__(self, app: Shell, folder: Path | None = None) -> None:
        super().__init__(app)
        self.folder = folder
        # The screen tells the player about a damaged file itself, in its message line.
        loaded = load_stats(folder, report=False)
        self.stats: StatsFile = loaded.stats
        #: A line for the player under the charts (the last reset, a damaged file...).
        self.message: str | None = None
        self.message_colour: Color = theme.TEXT
        if loaded.problem is not None:
            if loaded.aside is not None:
                self.message = t("stats.damaged", name=loaded.aside)
            elif loaded.damaged:
                self.message = t("stats.damaged_kept", name=stats_path(folder).name)
            else:
                self.message = t("stats.unreadable", reason=loaded.problem)
            self.message_colour = theme.GOLD
        self.title = Label(lazy("stats.title"), size=34, color=theme.GOLD, bold=True)
        self.subtitle = Label(lazy("stats.subtitle"), size=16, color=theme.TEXT_DIM, align="right")
        self.game_label = Label(lazy("stats.filter.game"), size=16, color=theme.TEXT_DIM)
        self.level_label = Label(lazy("stats.filter.opponents"), size=16, color=theme.TEXT_DIM)
        self.player_label = Label(lazy("stats.filter.player"), size=16, color=theme.TEXT_DIM)
        self.game: Choice[str] = Choice([(ALL, "—")], ALL, self._game_changed, size=17)
        self.level: Choice[str] = Choice([(ALL, "—")], ALL, self._level_changed, size=17)
        self.player: Choice[str] = Choice([(ALL, "—")], ALL, self._player_changed, size=17)
        self.empty_panel = Panel()
        self.empty_title = Label(
            lazy("stats.none"), size=30, color=theme.GOLD, align="center", bold=True
        )
        self.empty_hint = Label(
            lazy("stats.none_hint"), size=19, color=theme.TEXT_DIM, align="center", wrap=True
        )
        self.reset_button = Button(lazy("stats.reset"), self.ask_reset, size=18)
        self.back_button = Button(lazy("common.back"), self.back, primary=True)
        self.ui.extend(
            [
                self.empty_panel,
                self.title,
                self.subtitle,
                self.game_label,
                self.game,
                self.level_label,
                self.level,
                self.player_label,
                self.player,
                self.empty_title,
                self.empty_hint,
                self.reset_button,
                self.back_button,
            ]
        )
        self.entries: list[GameStat] = []
        self.summary: Summary = summarize([])
        self._tiles: list[pygame.Rect] = []
        self._charts: list[pygame.Rect] = []
        self._message_rect = pygame.Rect(0, 0, 0, 0)
        self.refresh()

    # -- the data --------------------------------------------------------------------------

    @property
    def has_data(self) -> bool:
        """Is there any finished game to show?"""
        return bool(self.stats.games)

    def refresh(self, key: str | None = None) -> None:
        """Rebuild the filters' options from the statistics (keeping the choices that still
        exist) and compute the figures of the selection."""
        sets = rule_sets(self.stats)
        keep = key if key is not None else self.game.value
        if sets:
            if keep not in {rs.key for rs in sets}:
                keep = sets[0].key
            labels = _distinct([rule_set_label(rs) for rs in sets])
            self.game.set_options(
                [(rs.key, _const(label)) for rs, label in zip(sets, labels, strict=True)],
                keep,
            )
            self._level_options()
        else:
            # A placeholder keeps ``value`` valid while the filters are hidden.
            for choice in (self.game, self.level, self.player):
                choice.set_options([(ALL, "—")], ALL)
        self._apply_visibility()
        self._compute()

    def _level_options(self, keep: str | None = None) -> None:
        found = levels(self.stats, self.game.value)
        value = keep if keep in found else ALL
        options: list[tuple[str, Callable[[], str]]] = [(ALL, lambda: level_label(ALL))]
        options += [(lv, _level_text(lv)) for lv in found]
        self.level.set_options(options, value)
        self._player_options()

    def _player_options(self, keep: str | None = None) -> None:
        names = players(self.stats, self.game.value, self.level.value or None)
        # By default the player with the most games: on a shared computer each player looks
        # at their own figures; "All players" mixes them.
        value = keep if keep == ALL or keep in names else (names[0] if names else ALL)
        options: list[tuple[str, Callable[[], str] | str]] = [(n, n) for n in names]
        if len(names) > 1:
            options.append((ALL, lazy("stats.all_players")))
        self.player.set_options(options, value)

    def _game_changed(self, _key: str) -> None:
        self._level_options()
        self._compute()

    def _level_changed(self, _level: str) -> None:
        self._player_options(self.player.value)
        self._compute()

    def _player_changed(self, _player: str) -> None:
        self._compute()

    def _compute(self) -> None:
        if not self.has_data:
            self.entries = []
        else:
            self.entries = select(
                self.stats, self.game.value, self.level.value or None, self.player.value or None
            )
        self.summary = summarize(self.entries)
        if self.size != (0, 0):
            self.layout(*self.size)  # the tiles' labels follow the scoring chosen

    def _apply_visibility(self) -> None:
        data = self.has_data
        filters: list[Widget] = [
            self.game_label,
            self.game,
            self.level_label,
            self.level,
            self.player_label,
            self.player,
        ]
        for w in filters:
            w.visible = data
        for w in (self.empty_panel, self.empty_title, self.empty_hint):
            w.visible = not data
        self.reset_button.enabled = data
        if self.ui.focus is not None and not self.ui.focus.interactive:
            self.ui.set_focus(self.game if data else self.back_button)

    # -- reset -----------------------------------------------------------------------------

    def ask_reset(self) -> None:
        """Ask before erasing everything."""
        self.app.push(ConfirmScene(self.app, lazy("stats.reset_confirm"), self.reset))

    def reset(self) -> None:
        """Erase every statistic (confirmed)."""
        try:
            reset_stats(self.folder)
        except OSError as exc:
            log.warning("could not reset the statistics: %s", exc)
            self.message = t("stats.reset_failed", error=exc.strerror or str(exc))
            self.message_colour = (255, 150, 140)
            return
        self.stats = StatsFile()
        self.message = t("stats.reset_done")
        self.message_colour = theme.TEXT
        self.refresh()
        self.ui.set_focus(self.back_button)

    # -- layout and drawing ----------------------------------------------------------------

    def on_enter(self) -> None:
        super().on_enter()
        self.ui.set_focus(self.game if self.has_data else self.back_button)

    def layout(self, width: int, height: int) -> None:
        px = self.px
        title, body, bar = layout.screen_frame(width, height, px)
        head, sub = layout.row(title, [1, 1.4], px(16))
        self.title.place(head, self.scale)
        self.subtitle.place(sub, self.scale)
        filters, body = layout.split_top(body, px(40), px(12))
        for (label, choice), part in zip(
            (
                (self.game_label, self.game),
                (self.level_label, self.level),
                (self.player_label, self.player),
            ),
            layout.row(filters, [1.25, 1, 1], px(20)),
            strict=True,
        ):
            lw = min(px(118), max(px(60), theme.text_size(resolve(label.text), px(16))[0]))
            lab, ctl = layout.row(part, [lw, part.width - lw - px(10)], px(10))
            label.place(lab, self.scale)
            choice.place(ctl, self.scale)
        tiles, charts = layout.split_top(body, px(88), px(12))
        # Each tile as wide as its label needs, the room left shared evenly.
        needs = self.painter().tile_weights()
        gaps = px(10) * (len(needs) - 1)
        spare = max(0, tiles.width - gaps - sum(needs)) / len(needs)
        self._tiles = layout.row(tiles, [need + spare for need in needs], px(10))
        self._charts = layout.row(charts, [1, 1, 1], px(12))
        # The empty state sits where the data would be.
        panel = layout.centered(min(body.width, px(760)), min(body.height, px(190)), body)
        self.empty_panel.place(panel, self.scale)
        inner = layout.inset(panel, px(32), px(28))
        top, rest = layout.split_top(inner, px(56), px(12))
        self.empty_title.place(top, self.scale)
        self.empty_hint.place(rest, self.scale)
        reset = pygame.Rect(bar.left, bar.top, px(300), bar.height)
        self.reset_button.place(reset, self.scale)
        back = pygame.Rect(0, 0, px(220), bar.height)
        back.topright = bar.topright
        self.back_button.place(back, self.scale)
        self._message_rect = pygame.Rect(
            reset.right + px(20), bar.top, back.left - reset.right - px(40), bar.height
        )

    def chart_rects(self) -> list[pygame.Rect]:
        """Where the three charts are drawn (for tests)."""
        return list(self._charts)

    def tile_rects(self) -> list[pygame.Rect]:
        """Where the seven figure tiles are drawn (for tests)."""
        return list(self._tiles)

    def painter(self) -> StatsPainter:
        """The painter of the current selection."""
        return StatsPainter(self.summary, self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        if self.has_data:
            painter = self.painter()
            painter.draw_tiles(surface, self._tiles)
            by_size, scores, diffs = self._charts
            painter.draw_by_size(surface, by_size)
            painter.draw_scores(surface, scores)
            painter.draw_diffs(surface, diffs)
        self.ui.draw(surface)
        if self.message:
            size, lines = theme.fit_wrapped(
                self.message, self.px(14), self._message_rect.width, self._message_rect.height
            )
            line_h = theme.font(size).get_linesize()
            y = self._message_rect.centery - line_h * len(lines) // 2
            for line in lines:
                r = pygame.Rect(self._message_rect.left, y, self._message_rect.width, line_h)
                theme.blit_text(surface, line, size, self.message_colour, r)
                y += line_h


def _const(text: str) -> Callable[[], str]:
    return lambda: text


def _level_text(level: str) -> Callable[[], str]:
    return lambda: level_label(level)


def _distinct(labels: list[str]) -> list[str]:
    """Labels made unique with a number: two custom rule sets both called "Custom rules"."""
    seen: dict[str, int] = {}
    out: list[str] = []
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
        out.append(label if seen[label] == 1 else f"{label} ({seen[label]})")
    return out


__all__ = ["ConfirmScene", "StatisticsScene", "StatsPainter", "decimal", "percent"]
