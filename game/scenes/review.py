"""Review a round (from the round summary, any row of the score sheet, or "Open a round"): every
hand as it was dealt, face up, with the trump card; the bids in order; the tricks replayed card
by card (← → step, Space plays them on, Home / End to the ends), the winner of each marked.

Beside the table, for each decision of a person: what they chose, the option the Hard search
prefers and the expected score of each option as it looked from their seat at that moment; a
flagged choice says why in one sentence, and the round gets a summary line. For a bot's
decision, what it knew. The analysis thinks a slice per frame (in the bots' worker process
when it runs), with a progress bar; it is kept, so reopening a review is instant.

"Copy the deal code" puts the game's deal code on the clipboard; "Save this round" writes a
small file (the rules, the deals, the actions to the end of the round) that
``python -m game replay`` and "Open a round" read back exactly.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from pathlib import Path

import pygame

from ..core.observation import Observation
from ..core.records import GameRecord
from ..i18n import lazy, t
from ..play.review import (
    Analysis,
    RoundReview,
    action_words,
    choice_words,
    knowledge_lines,
    load_analysis,
    save_analysis,
    summary_line,
    verdict_line,
    why_flagged,
)
from ..ui import layout, theme
from ..ui.show import TableShow
from ..ui.table_layout import TableLayout, compute_layout
from ..ui.table_model import TableModel
from ..ui.table_view import TableView, ViewState
from ..ui.widgets import Button, Label, WidgetGroup
from .base import Scene, Shell

log = logging.getLogger(__name__)

#: The share of the window the table takes; the analysis panel has the rest.
TABLE_SHARE = 0.72
#: Seconds between two cards when the round plays on by itself (at the normal speed).
AUTO_STEP = 0.9


class ReviewScene(Scene):
    """One finished round of a game, looked back at."""

    def __init__(
        self,
        app: Shell,
        record: GameRecord,
        round_index: int,
        people: Sequence[int],
        *,
        worker: bool = True,
        yours: bool = True,
    ) -> None:
        super().__init__(app)
        self.review = RoundReview(record, round_index, people)
        #: The decisions analysed are the player's at the screen ("You bid 2"), not a round
        #: someone shared ("Léa bid 2").
        self.yours = yours
        bots = None
        if worker:
            from ..ai.worker import shared_worker

            shared = shared_worker()
            if shared is not None:
                bots = shared.bot
        self.analysis = Analysis(self.review) if bots is None else Analysis(self.review, bots)
        kept = load_analysis(self.review)
        if kept:
            self.analysis.load(kept)
        self._saved = self.analysis.done
        #: How many steps of the round are shown (0: as dealt).
        self.step = 0
        self.auto = False
        self.auto_time = 0.0
        self.view_seat = self.review.people[0] if self.review.people else 0
        self.show = TableShow(app.settings.animation_factor)
        self.show.feed([], self._open(0), True)
        self.view = TableView()
        self.size = app.size
        self.scale = theme.scale_for(self.size)
        self._layout: TableLayout | None = None
        self.message: str | None = None
        self.widgets = WidgetGroup(on_sound=app.play_sound)
        self.back_button = Button("◀", self.backward, size=20)
        self.play_button = Button(self._play_text, self.toggle_auto, size=16)
        self.next_button = Button("▶", self.forward, size=20)
        self.code_button = Button(lazy("review.copy_code"), self.copy_code, size=15)
        self.save_button = Button(lazy("review.save_round"), self.save_round, size=15)
        self.close_button = Button(lazy("common.close"), self.close, size=16, primary=True)
        self.title = Label(self._title_text, size=22, color=theme.GOLD, bold=True)
        self.summary = Label(self._summary_text, size=16, color=theme.TEXT, wrap=True)
        self.widgets.extend(
            [
                self.back_button,
                self.play_button,
                self.next_button,
                self.code_button,
                self.save_button,
                self.close_button,
            ]
        )
        self.code_button.visible = record.seed is not None

    # -- what the table shows ----------------------------------------------------------------

    def _open(self, step: int) -> Observation:
        """The view seat's observation before step ``step``, with every other hand shown face
        up (as the blind round shows them): the round is over, nothing is hidden any more."""
        review = self.review
        state = review.state_before(step)
        obs = review.observation(step, self.view_seat)
        others = tuple(
            () if s == self.view_seat else tuple(state.hands[s]) for s in range(state.players)
        )
        return dataclasses.replace(
            obs, visible=others, hand=tuple(state.hands[self.view_seat]), blind=False
        )

    def forward(self) -> None:
        """The next action, animated."""
        if self.step >= len(self.review.steps):
            self.auto = False
            return
        st = self.review.steps[self.step]
        self.step += 1
        self.show.feed(list(st.events), self._open(self.step), True)

    def backward(self) -> None:
        """The previous action, at once."""
        self.auto = False
        if self.step > 0:
            self.step -= 1
            self.show.reset(self._open(self.step), True)

    def to_end(self, end: bool) -> None:
        self.auto = False
        self.step = len(self.review.steps) if end else 0
        self.show.reset(self._open(self.step), True)

    def toggle_auto(self) -> None:
        self.auto = not self.auto
        self.auto_time = 0.0

    def _play_text(self) -> str:
        return t("review.pause") if self.auto else t("review.play")

    def _title_text(self) -> str:
        from ..i18n import tn

        start = self.review.start
        cards = tn("count.cards", start.hand_size)
        return f"{t('review.title', n=self.review.round_index + 1)} · {cards}"

    def _summary_text(self) -> str:
        if not self.analysis.done:
            return t("review.thinking", percent=round(self.analysis.progress * 100))
        if not self.review.people:
            return ""
        return summary_line(self.analysis)

    # -- sharing -----------------------------------------------------------------------------

    def copy_code(self) -> None:
        """The game's deal code on the clipboard (anyone can type it in the setup)."""
        from ..core.dealcode import deal_code

        seed = self.review.record.seed
        if seed is None:
            return
        code = deal_code(seed)
        try:
            pygame.scrap.init()
            pygame.scrap.put_text(code)
            self.message = t("review.copied", code=code)
        except (pygame.error, AttributeError) as exc:
            log.info("no clipboard: %s", exc)
            self.message = t("review.code_is", code=code)

    def save_round(self) -> Path | None:
        """The round written as a small file in the exports folder; its path."""
        from ..core.records import round_json
        from ..platform.files import export_path, write_atomic

        path = export_path(f"round-{self.review.round_index + 1}", "json")
        try:
            review = self.review
            write_atomic(path, round_json(review.record, review.round_index, review.people))
        except OSError as exc:
            self.message = t("review.save_failed", error=exc.strerror or str(exc))
            return None
        self.message = t("review.saved", path=str(path))
        return path

    def close(self) -> None:
        self.app.pop()

    # -- the frame ---------------------------------------------------------------------------

    @property
    def layout(self) -> TableLayout:
        w, h = self.size
        if self._layout is None:
            self._layout = compute_layout(
                round(w * TABLE_SHARE),
                h,
                self.review.start.players,
                self.view_seat,
                self.app.settings.card_scale,
                max_hand=max(len(hand) for hand in self.review.hands),
            )
            self._place()
        return self._layout

    def _place(self) -> None:
        w, h = self.size
        px = self._px
        side = pygame.Rect(round(w * TABLE_SHARE), 0, w - round(w * TABLE_SHARE), h)
        area = layout.inset(side, px(18), px(16))
        title, area = layout.split_top(area, px(34), px(6))
        self.title.place(title, self.scale)
        summary, area = layout.split_top(area, px(48), px(10))
        self.summary.place(summary, self.scale)
        area, bar = layout.split_bottom(area, px(44), px(10))
        area, save = layout.split_bottom(area, px(38), px(6))
        area, code = layout.split_bottom(area, px(38), px(8))
        area, steps = layout.split_bottom(area, px(44), px(8))
        self.panel = area
        back, play, nxt = layout.row(steps, [1, 1.6, 1], px(8))
        self.back_button.place(back, self.scale)
        self.play_button.place(play, self.scale)
        self.next_button.place(nxt, self.scale)
        self.code_button.place(code, self.scale)
        self.save_button.place(save, self.scale)
        self.close_button.place(bar, self.scale)

    def _px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def on_enter(self) -> None:
        self.on_resize(*self.app.size)

    def on_resize(self, width: int, height: int) -> None:
        self.size = (width, height)
        self.scale = theme.scale_for(self.size)
        self._layout = None
        _ = self.layout

    def on_exit(self) -> None:
        if self.analysis.done and not self._saved:
            save_analysis(self.analysis)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            # The round's keys first: the arrows step, they do not move between buttons (Tab
            # does, and Enter presses the one focused).
            key = event.key
            if key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.auto = False
                self.forward()
                return True
            if key in (pygame.K_LEFT, pygame.K_UP):
                self.backward()
                return True
            if key == pygame.K_SPACE:
                self.toggle_auto()
                return True
            if key in (pygame.K_HOME, pygame.K_END):
                self.to_end(key == pygame.K_END)
                return True
            if key == pygame.K_ESCAPE:
                self.close()
                return True
        self.widgets.handle_event(event)
        return True  # a full screen: nothing below reacts

    def update(self, dt: float) -> None:
        self.show.set_speed(self.app.settings.animation_factor)
        self.show.update(dt)
        self.show.sounds.clear()
        if not self.analysis.done:
            self.analysis.step()
            if self.analysis.done and not self._saved:
                save_analysis(self.analysis)
                self._saved = True
        if self.auto and not self.show.busy:
            self.auto_time += dt
            if self.auto_time >= AUTO_STEP * max(0.2, self.app.settings.animation_factor):
                self.auto_time = 0.0
                self.forward()
        self.back_button.enabled = self.step > 0
        self.next_button.enabled = self.step < len(self.review.steps)
        self.widgets.update(dt)

    def model(self) -> TableModel:
        """The table as the review shows it: every hand face up, nobody's turn."""
        latest = self.show.latest
        return TableModel(
            display=self.show.display,
            rules=self.review.rules,
            names=tuple(self.review.names),
            kinds=("human",) * latest.players,
            anim=self.show.current,
            to_move=-1,  # nobody's turn: the round is over
            phase=latest.phase,
            over=False,
            holder=self.view_seat,
        )

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        table_rect = pygame.Rect(0, 0, round(w * TABLE_SHARE), h)
        sub = surface.subsurface(table_rect)
        self.view.draw(sub, self.model(), self.layout, self.app.art, ViewState(), self.app.time)
        side = pygame.Rect(table_rect.right, 0, w - table_rect.right, h)
        surface.fill(theme.FELT_DARK, side)
        pygame.draw.line(surface, theme.GOLD_DARK, side.topleft, side.bottomleft, 2)
        self.title.draw(surface)
        self.summary.draw(surface)
        if not self.analysis.done:
            self._progress(surface)
        self._panel(surface)
        self.widgets.draw(surface)

    def _progress(self, surface: pygame.Surface) -> None:
        r = self.summary.rect
        bar = pygame.Rect(
            r.left, r.bottom - theme.px(8, self.scale), r.width, theme.px(6, self.scale)
        )
        theme.rounded_rect(surface, bar, (255, 255, 255, 40), bar.height // 2)
        done = bar.copy()
        done.width = max(1, round(bar.width * self.analysis.progress))
        theme.rounded_rect(surface, done, theme.GOLD, bar.height // 2)

    def _panel(self, surface: pygame.Surface) -> None:
        """What the step just shown was, and what the search thought of it."""
        px = self._px
        area = self.panel
        y = area.top
        lines: list[tuple[str, tuple[int, int, int], bool]] = []
        review = self.review
        if self.step == 0:
            lines.append((t("review.dealt"), theme.TEXT, False))
        else:
            k = self.step - 1
            st = review.steps[k]
            name = review.names[st.seat]
            verdict = self.analysis.verdicts.get(st.index)
            if st.seat in review.people:
                if verdict is None:
                    lines.append((t("review.not_yet"), theme.TEXT_DIM, False))
                else:
                    own = self.yours and len(review.people) == 1
                    lines.append((verdict_line(verdict, name, review.lives, own), theme.TEXT, True))
                    why = why_flagged(verdict, review.lives)
                    if why:
                        lines.append((why, (255, 160, 150), True))
                    options = sorted(verdict.values.items(), key=lambda item: -item[1])
                    for action, value in options[:6]:
                        mark = "★ " if action == verdict.best else "· "
                        text = f"{mark}{action_words(action)}  {value:+.1f}"
                        lines.append((text, theme.TEXT_DIM, False))
            else:
                lines.append((choice_words(st.action, name, False), theme.TEXT, True))
                lines.append((t("review.bot_knew"), theme.GOLD, True))
                lines.extend((line, theme.TEXT_DIM, False) for line in knowledge_lines(review, k))
        if self.message:
            lines.append((self.message, theme.GOLD, False))
        for text, colour, bold in lines:
            size = px(15)
            for piece in theme.wrap(text, size, area.width, bold):
                if y + px(20) > area.bottom:
                    return
                row = pygame.Rect(area.left, y, area.width, px(20))
                theme.blit_text(surface, piece, size, colour, row, "left", bold=bold)
                y += px(20)
            y += px(6)


__all__ = ["ReviewScene"]
