"""Learn to play: the list of lessons, and a lesson played at the real table.

:class:`LessonScene` is the table screen (:class:`game.scenes.table.TableScene`) driving a
:class:`game.play.lessons.LessonTable`, with the lesson's panel on the right: the step's text,
why a wrong move was not taken, the Next and Skip buttons. The table keeps the rest of the
window, so the panel never covers the hand, the trick or the bid panel; what the step is about
(a card, the trump, the bids, the scoreboard) is outlined on the table.

Mouse: the cards and bids as at any table, Next and Skip in the panel (a click on the round's
summary goes on too). Keyboard: the table's keys for moves, Enter or Space for Next, Esc skips
the lesson.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from ..core.state import Phase
from ..i18n import lazy, t
from ..play.lessons import LESSONS, Lesson, LessonTable, Step, highlighted_card, lesson
from ..ui import layout, theme
from ..ui.show import AnimKind
from ..ui.widgets import Button, Label, WidgetGroup
from .base import Shell, UIScene
from .setup import human_name
from .table import TableScene

_NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_MOUSE = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

#: The panel's share of the window width, and its narrowest (design pixels).
PANEL_SHARE = 0.24
PANEL_MIN = 250
#: Fills of the box that explains a wrong move: refused by the rules, or not the lesson's.
_REFUSED = ((120, 28, 24, 235), (255, 170, 150))
_NOT_NOW = ((104, 74, 18, 235), theme.GOLD)


class LessonScene(TableScene):
    """One lesson at the table; ``on_done`` is told the lesson's id when it is finished
    (not when it is skipped)."""

    pausable = False
    # The summary waits for the lesson's Next, not for a click of its own.
    summary_waits = False

    def __init__(
        self, app: Shell, les: Lesson, on_done: Callable[[str], None] | None = None
    ) -> None:
        settings = app.settings
        player = human_name(settings.language)
        self.lesson_table = LessonTable(les, settings.animation_factor, player)
        super().__init__(app, self.lesson_table)
        self.lesson = les
        self.on_done = on_done
        # The lesson ends on its own words, not on the score sheet; Esc skips instead of
        # pausing.
        self.sheet_shown = True
        self.buttons["menu"].visible = False
        self.view.keys_hint = "lesson.table_keys_hint"
        self.window = app.size
        #: The step whose text is on screen (None: the cards are being dealt).
        self.shown: int | None = None
        self.completed = False
        self.next_button = Button(self._next_label, self.next_step, primary=True, size=18)
        self.skip_button = Button(lazy("lesson.skip"), self.skip, size=15)
        self.panel_ui = WidgetGroup(on_sound=app.play_sound)
        self.panel_ui.extend([self.next_button, self.skip_button])
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.panel_scale = 1.0

    # -- the lesson's progress ---------------------------------------------------------------

    @property
    def step(self) -> Step | None:
        """The step the lesson is at."""
        return self.lesson_table.step

    @property
    def shown_step(self) -> Step | None:
        """The step whose text is on screen."""
        steps = self.lesson.steps
        if self.shown is None or self.shown >= len(steps):
            return None
        return steps[self.shown]

    def _next_label(self) -> str:
        last = self.lesson_table.index >= len(self.lesson.steps) - 1
        return t("lesson.finish") if last else t("lesson.next")

    def reviewable(self) -> bool:
        """A lesson's round is not looked back at (the lesson explains it as it goes)."""
        return False

    def showable(self) -> bool:
        """The current step can be shown: the game has come to it and the show has caught up
        (or plays the round's summary the step talks about)."""
        table = self.lesson_table
        step = table.step
        if step is None or not table.reached or not self.show.fed:
            return False
        if not self.show.busy:
            return True
        anim = self.show.current
        return step.round_end and anim is not None and anim.kind is AnimKind.ROUND_END

    def holding(self) -> bool:
        """The round's summary waits on screen for Next."""
        return self.show.busy and self.showable()

    def can_next(self) -> bool:
        """Next goes on now: the step on screen is one to read."""
        table = self.lesson_table
        step = table.step
        return (
            step is not None
            and not step.acts
            and self.shown == table.index
            and self.showable()
            and self.app.top is self
        )

    def next_step(self) -> None:
        """Next (Enter, Space, the button, or a click on the round's summary)."""
        if not self.can_next():
            return
        self.lesson_table.next()
        if self.lesson_table.finished:
            self.finish()

    def finish(self) -> None:
        """The lesson is done: back to where it was opened."""
        if self.completed:
            return
        self.completed = True
        if self.on_done is not None:
            self.on_done(self.lesson.id)
        self.app.pop()

    def skip(self) -> None:
        """Leave the lesson now (it can be played again from the start)."""
        self.app.pop()

    # -- layout ------------------------------------------------------------------------------

    def panel_width(self, width: int, height: int) -> int:
        """The lesson panel's width for a window of this size."""
        scale = theme.scale_for((width, height))
        return min(max(round(width * PANEL_SHARE), theme.px(PANEL_MIN, scale)), width // 3)

    def on_resize(self, width: int, height: int) -> None:
        self.window = (width, height)
        side = self.panel_width(width, height)
        super().on_resize(width - side, height)
        self._place_panel()

    def _place_panel(self) -> None:
        w, h = self.window
        s = theme.scale_for(self.window)
        self.panel_scale = s
        m = theme.px(10, s)
        self.panel = pygame.Rect(self.size[0], m, w - self.size[0] - m, h - 2 * m)
        inner = self.panel_inner()
        skip_h, next_h, gap = theme.px(36, s), theme.px(48, s), theme.px(10, s)
        skip = pygame.Rect(inner.left, inner.bottom - skip_h, inner.width, skip_h)
        self.skip_button.place(skip, s)
        self.next_button.place(
            pygame.Rect(inner.left, skip.top - gap - next_h, inner.width, next_h), s
        )

    def panel_inner(self) -> pygame.Rect:
        """The panel less its padding."""
        pad = theme.px(16, self.panel_scale)
        return self.panel.inflate(-2 * pad, -2 * pad)

    def panel_parts(self) -> dict[str, pygame.Rect]:
        """Where the panel's title, progress, text, explanation and key hint sit: the
        explanation right under the text (an empty box when there is none)."""
        s = self.panel_scale
        inner = self.panel_inner()
        title = pygame.Rect(inner.left, inner.top, inner.width, theme.px(30, s))
        progress = pygame.Rect(
            inner.left, title.bottom + theme.px(4, s), inner.width, theme.px(22, s)
        )
        keys_bottom = self.next_button.rect.top - theme.px(8, s)
        keys = pygame.Rect(inner.left, keys_bottom - theme.px(22, s), inner.width, theme.px(22, s))
        gap = theme.px(12, s)
        box_h = self._explanation_height(inner.width)
        body_top = progress.bottom + theme.px(14, s)
        room = keys.top - gap - body_top - (box_h + gap if box_h else 0)
        size, lines = self.body_lines(inner.width, max(1, room))
        used = min(room, len(lines) * theme.font(size).get_linesize())
        body = pygame.Rect(inner.left, body_top, inner.width, max(1, used))
        box = pygame.Rect(inner.left, body.bottom + gap, inner.width, box_h)
        return {"title": title, "progress": progress, "body": body, "box": box, "keys": keys}

    def body_lines(self, width: int, height: int) -> tuple[int, list[str]]:
        """The text's font size and lines, as large as fits ``width`` × ``height``."""
        text, _ = self.body_text()
        return theme.fit_wrapped(text, theme.px(19, self.panel_scale), width, height)

    def _explanation_lines(self, width: int) -> tuple[int, list[str], list[str]]:
        explanation = self.lesson_table.explanation
        if explanation is None:
            return 0, [], []
        size = theme.px(15, self.panel_scale)
        inner_w = width - 2 * theme.px(12, self.panel_scale)
        return (
            size,
            theme.wrap(explanation.rule, size, inner_w, bold=True),
            theme.wrap(explanation.text, size, inner_w),
        )

    def _explanation_height(self, width: int) -> int:
        size, head, lines = self._explanation_lines(width)
        if not size:
            return 0
        line_h = theme.font(size).get_linesize()
        return (len(head) + len(lines)) * line_h + 2 * theme.px(10, self.panel_scale)

    # -- input -------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.show.fed:
            return super().handle_event(event)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and not (
                self.ui.show_last_trick or self.ui.excuse_choices
            ):
                self.skip()
                return True
            if event.key in _NEXT_KEYS and self.can_next():
                self.next_step()
                return True
            return super().handle_event(event)
        if event.type in _MOUSE:
            used = self.panel_ui.handle_event(event)
            self.panel_ui.set_focus(None)
            if event.type == pygame.MOUSEMOTION:
                super().handle_event(event)
                return True
            if used or event.pos[0] >= self.size[0]:
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.holding():
                self.next_step()
                return True
        return super().handle_event(event)

    # -- the frame ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        # The round's summary stays while its step is read.
        super().update(0.0 if self.holding() else dt)
        table = self.lesson_table
        if self.showable():
            self.shown = table.index
        step = table.step
        self.next_button.visible = step is not None and not step.acts
        self.next_button.enabled = self.can_next()
        self.panel_ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        table_w = min(self.size[0], w)
        super().draw(surface.subsurface(pygame.Rect(0, 0, table_w, h)))
        if self.show.fed:
            self.draw_highlights(surface.subsurface(pygame.Rect(0, 0, table_w, h)))
        strip = pygame.Rect(table_w, 0, w - table_w, h)
        surface.blit(theme.felt((w, h)), strip, area=strip)
        self.draw_panel(surface)

    def highlight_rects(self) -> list[pygame.Rect]:
        """What the step on screen outlines on the table (nothing while it is not current)."""
        step = self.step
        table = self.lesson_table
        if step is None or self.shown != table.index or not self.showable():
            return []
        lay = self.layout
        out: list[pygame.Rect] = []
        hand = self.hand_rects()
        cards = self.view.hand_cards(self.show.display)
        for name in step.highlight:
            kind, _, arg = name.partition(":")
            if name == "hand" and hand:
                r = hand[0].unionall(hand[1:])
                out.append(pygame.Rect(r.left, r.top - lay.lift, r.width, r.height + lay.lift))
            elif kind == "card":
                card = highlighted_card(name)
                if card in cards:
                    i = cards.index(card)
                    r = hand[i]
                    right = hand[i + 1].left if i + 1 < len(hand) else r.right
                    out.append(
                        pygame.Rect(r.left, r.top - lay.lift, right - r.left, r.height + lay.lift)
                    )
            elif name == "trump":
                out.append(lay.trump_card.union(lay.trump_text))
            elif name == "bids":
                options = self.bid_options()
                if options:
                    out.append(lay.bid_panel(len(options)))
            elif name == "trick":
                # The cards on the table and the place of the player's.
                seats = {s for s, _, _ in self.show.display.trick} | {table.view_seat}
                rects = [lay.trick_rect(s) for s in sorted(seats)]
                out.append(rects[0].unionall(rects[1:]))
            elif name == "board":
                out.append(lay.board_header.unionall(lay.board_rows))
            elif name == "fans":
                out += [s.fan for s in lay.seats if s.slot != 0]
            elif kind == "seat":
                sl = lay.seat(int(arg))
                out.append(sl.plate if sl.slot == 0 else sl.box)
        return out

    def draw_highlights(self, surface: pygame.Surface) -> None:
        """A gold outline, gently pulsing, around what the step is about."""
        s = self.layout.scale
        # A few steps of brightness, so that the outline pictures are cached.
        level = round((0.5 + 0.5 * abs(((self.app.time * 1.4) % 2.0) - 1.0)) * 4) / 4
        colour = (*theme.GOLD, round(120 + 135 * level))
        for r in self.highlight_rects():
            ring = r.inflate(theme.px(10, s), theme.px(10, s))
            theme.rounded_rect(
                surface,
                ring,
                (0, 0, 0, 0),
                theme.px(12, s),
                border=theme.px(3, s),
                border_color=colour,
            )

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The lesson's panel: title, progress, the step's text, why a move was not taken,
        the keys, Next and Skip."""
        s = self.panel_scale
        theme.shadow(surface, self.panel, theme.px(16, s), theme.px(5, s))
        theme.rounded_rect(
            surface,
            self.panel,
            theme.PANEL_SOLID,
            theme.px(16, s),
            border=1,
            border_color=theme.GOLD_DARK,
        )
        parts = self.panel_parts()
        theme.blit_text(
            surface,
            t(self.lesson.title_key),
            theme.px(22, s),
            theme.GOLD,
            parts["title"],
            "left",
            bold=True,
        )
        total = len(self.lesson.steps)
        n = min(total, (self.shown or 0) + 1)
        progress = parts["progress"]
        label = pygame.Rect(
            progress.left, progress.top, progress.width * 55 // 100, progress.height
        )
        theme.blit_text(
            surface,
            t("lesson.progress", n=n, total=total),
            theme.px(14, s),
            theme.TEXT_DIM,
            label,
            "left",
        )
        bar = pygame.Rect(
            label.right + theme.px(6, s),
            0,
            progress.right - label.right - theme.px(6, s),
            theme.px(8, s),
        )
        bar.centery = progress.centery
        theme.rounded_rect(surface, bar, (255, 255, 255, 40), bar.height // 2)
        done = bar.copy()
        done.width = max(bar.height, bar.width * n // max(1, total))
        theme.rounded_rect(surface, done, theme.GOLD, bar.height // 2)
        self._draw_body(surface, parts["body"])
        self._draw_explanation(surface, parts["box"])
        theme.blit_text(surface, self.keys_text(), theme.px(14, s), theme.TEXT_DIM, parts["keys"])
        self.panel_ui.draw(surface)

    def body_text(self) -> tuple[str, bool]:
        """The text in the panel and whether it is the step at hand (else it is dimmed: the
        move is made, the others play)."""
        step = self.shown_step
        if step is None:
            return t("lesson.dealing"), False
        return t(step.key), self.shown == self.lesson_table.index

    def keys_text(self) -> str:
        """The line above Next: the keys for what the lesson waits for."""
        step = self.shown_step
        if step is None or self.shown != self.lesson_table.index or not self.showable():
            return t("lesson.watch") if step is not None else ""
        if not step.acts:
            return t("lesson.keys_read")
        return (
            t("lesson.keys_bid") if self.show.latest.phase is Phase.BID else t("lesson.keys_play")
        )

    def _draw_body(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        _, current = self.body_text()
        size, lines = self.body_lines(rect.width, rect.height)
        colour = theme.TEXT if current else theme.TEXT_DIM
        line_h = theme.font(size).get_linesize()
        y = rect.top
        for line in lines:
            if y + line_h > rect.bottom + 1:
                break
            surface.blit(theme.render(line, size, colour), (rect.left, y))
            y += line_h

    def _draw_explanation(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        explanation = self.lesson_table.explanation
        if explanation is None or box.height <= 0:
            return
        s = self.panel_scale
        fill, border = _NOT_NOW if explanation.legal else _REFUSED
        theme.rounded_rect(surface, box, fill, theme.px(10, s), border=1, border_color=border)
        size, head, lines = self._explanation_lines(box.width)
        line_h = theme.font(size).get_linesize()
        x, y = box.left + theme.px(12, s), box.top + theme.px(10, s)
        for line in head:
            surface.blit(theme.render(line, size, (255, 236, 228), bold=True), (x, y))
            y += line_h
        for line in lines:
            surface.blit(theme.render(line, size, theme.TEXT), (x, y))
            y += line_h


class LessonsScene(UIScene):
    """Learn to play: the lessons, each played again as often as wanted."""

    hover_focus = True

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.title = Label(
            lazy("lesson.title"), size=44, color=theme.GOLD, align="center", bold=True
        )
        self.intro = Label(lazy("lesson.choose"), size=20, color=theme.TEXT_DIM, align="center")
        self.lesson_buttons: dict[str, Button] = {
            lid: Button(
                lazy(f"lesson.{lid}.name"),
                partial(self.start, lid),
                primary=i == 0,
                detail=lazy(f"lesson.{lid}.detail"),
            )
            for i, lid in enumerate(LESSONS)
        }
        # Looking back at a round is learning too: a round a friend sent, or one saved.
        self.open_button = Button(
            lazy("open.button"), self.open_round, detail=lazy("open.button_detail")
        )
        self.back_button = Button(lazy("common.back"), self.back, size=18)
        self.ui.extend(
            [
                self.title,
                self.intro,
                *self.lesson_buttons.values(),
                self.open_button,
                self.back_button,
            ]
        )
        #: The lessons finished since the screen opened.
        self.done: list[str] = []

    def start(self, lesson_id: str) -> None:
        """Play a lesson (again)."""
        self.app.push(LessonScene(self.app, lesson(lesson_id), on_done=self.done.append))

    def on_enter(self) -> None:
        super().on_enter()
        self.ui.set_focus(next(iter(self.lesson_buttons.values())))

    def open_round(self) -> None:
        """The saved rounds and games to look back at."""
        from .open_round import OpenRoundScene

        self.app.push(OpenRoundScene(self.app))

    def on_resume(self) -> None:
        super().on_resume()
        # After a lesson, the next one has the focus.
        ids = list(self.lesson_buttons)
        if self.done:
            last = ids.index(self.done[-1])
            self.ui.set_focus(self.lesson_buttons[ids[(last + 1) % len(ids)]])

    def layout(self, width: int, height: int) -> None:
        px = self.px
        self.title.place((0, round(height * 0.1), width, px(64)), self.scale)
        self.intro.place((0, self.title.rect.bottom + px(6), width, px(30)), self.scale)
        bw = min(width - 2 * px(40), px(760))
        top = self.intro.rect.bottom + px(40)
        area = pygame.Rect((width - bw) // 2, top, bw, height - top)
        rects = layout.column(area, len(self.lesson_buttons), px(76), px(18))
        for button, rect in zip(self.lesson_buttons.values(), rects, strict=True):
            button.place(rect, self.scale)
        self.open_button.place((area.left, rects[-1].bottom + px(30), bw, px(76)), self.scale)
        back_w = px(200)
        self.back_button.place(
            ((width - back_w) // 2, self.open_button.rect.bottom + px(30), back_w, px(44)),
            self.scale,
        )


__all__ = ["LessonScene", "LessonsScene"]
