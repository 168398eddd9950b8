"""Open a saved round: the rounds saved with "Save this round" and the game records in the
exports folder, newest first, each opened with a click; any other file by its path (typed or
pasted with Ctrl+V), or dropped on the window.

A round opens in the review (every hand face up, each move in turn, the coach's view of the
decisions of the people it was shared for — of every seat when the file does not say); a whole
game opens as its score sheet, where a click on a round reviews it. A file that cannot be
opened says why under the list and nothing else happens.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import partial
from pathlib import Path

import pygame

from ..core.records import GameRecord, RecordError, SharedFile, record_rules, resume
from ..i18n import lazy, preset_name, t
from ..play.shared import SharedEntry, list_shared, open_shared
from ..ui import layout, theme
from ..ui.table_view import RED
from ..ui.widgets import Button, Label, Panel, TextField
from .base import Shell, UIScene
from .review import ReviewScene
from .scoresheet import ScoreSheetScene, SheetData

log = logging.getLogger(__name__)

#: Files listed on one page.
LIST_ROWS = 5
#: The longest path the field takes.
MAX_PATH = 1024


def entry_title(entry: SharedEntry) -> str:
    """The first line of a row: the round (or "Whole game") and the rules."""
    rules = preset_name(entry.rules_name)
    if entry.round_index is None:
        return f"{t('open.game')} · {rules}"
    return f"{t('table.round', n=entry.round_index + 1)} · {rules}"


def entry_detail(entry: SharedEntry, size: int = 0, width: int = 0) -> str:
    """The second line: the players, the date and the file's name — without the name when it
    would not fit in ``width`` pixels at ``size`` (when given)."""
    names = ", ".join(entry.record.players)
    short = f"{names} · {entry.modified.strftime('%Y-%m-%d %H:%M')}"
    full = f"{short} · {entry.path.name}"
    if size and theme.text_size(full, size)[0] > width:
        return short
    return full


class OpenRoundScene(UIScene):
    """The saved rounds and games to look back at (``folder``: default the exports folder)."""

    def __init__(self, app: Shell, folder: Path | None = None) -> None:
        super().__init__(app)
        self.folder = folder
        self.entries: list[SharedEntry] = []
        self.page = 0
        self.message: str | None = None
        self.title = Label(lazy("open.title"), size=34, color=theme.GOLD, bold=True)
        self.intro = Label(lazy("open.intro"), size=16, color=theme.TEXT_DIM, wrap=True)
        self.panel = Panel(lazy("open.list_title"))
        self.empty = Label(lazy("open.empty"), size=18, color=theme.TEXT_DIM, align="center")
        self.open_buttons = [
            Button(lazy("open.open"), partial(self.open_row, row), size=17)
            for row in range(LIST_ROWS)
        ]
        self.path_label = Label(lazy("open.path_label"), size=16, color=theme.TEXT)
        self.path_field = TextField(max_length=MAX_PATH, placeholder=lazy("open.path_placeholder"))
        self.path_button = Button(lazy("open.open"), self.open_typed, size=17)
        self.message_label = Label(self._message, size=16, color=RED)
        self.back_button = Button(lazy("common.back"), self.back)
        self.ui.extend([self.panel, self.title, self.intro, self.empty, *self.open_buttons])
        self.ui.extend(
            [
                self.path_label,
                self.path_field,
                self.path_button,
                self.message_label,
                self.back_button,
            ]
        )
        self.refresh()

    # -- the list ----------------------------------------------------------------------------

    def _message(self) -> str:
        return self.message or ""

    def refresh(self) -> None:
        """Read the folder again."""
        self.entries = list_shared(self.folder)
        self.page = max(0, min(self.page, (len(self.entries) - 1) // LIST_ROWS))
        rows = self.shown()
        for i, button in enumerate(self.open_buttons):
            button.visible = i < len(rows)
        self.empty.visible = not self.entries
        if self.ui.focus is not None and not self.ui.focus.visible:
            self.ui.set_focus(self.path_field)

    def shown(self) -> list[SharedEntry]:
        """The files on the current page."""
        return self.entries[self.page * LIST_ROWS : (self.page + 1) * LIST_ROWS]

    def on_enter(self) -> None:
        super().on_enter()
        self.ui.set_focus(self.open_buttons[0] if self.entries else self.path_field)

    def on_resume(self) -> None:
        self.refresh()  # a round may have been saved from the review
        super().on_resume()

    # -- opening -----------------------------------------------------------------------------

    def open_row(self, row: int) -> None:
        rows = self.shown()
        if row < len(rows):
            self.open_path(rows[row].path)

    def open_typed(self) -> None:
        text = self.path_field.text.strip().strip('"').strip("'")
        if not text:
            self.message = t("open.no_path")
            return
        self.open_path(Path(text))

    def open_path(self, path: Path) -> bool:
        """Open the round or game in ``path``; False (and the reason shown) if it cannot."""
        try:
            shared = open_shared(path)
        except RecordError as exc:
            self.message = t("open.failed", name=path.name or str(path), error=str(exc))
            return False
        self.message = None
        try:
            self.app.push(self.scene_for(shared))
        except (RecordError, ValueError) as exc:
            self.message = t("open.failed", name=path.name, error=str(exc))
            return False
        return True

    def scene_for(self, shared: SharedFile) -> ReviewScene | ScoreSheetScene:
        """The review of a saved round, or the score sheet of a whole game."""
        record = shared.record
        people = shared.people or tuple(range(len(record.players)))
        if shared.round_index is not None:
            return ReviewScene(self.app, record, shared.round_index, people, yours=False)
        state = resume(record)
        if not state.history:
            raise RecordError(t("open.no_round"))
        data = SheetData.from_state(record.players, record_rules(record), state)
        return ScoreSheetScene(
            self.app,
            data,
            on_review=partial(self._review_game, record, people),
            viewing=True,
        )

    def _review_game(self, record: GameRecord, people: Sequence[int], index: int) -> None:
        self.app.push(ReviewScene(self.app, record, index, people, yours=False))

    # -- input -------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:
            self.path_field.set_text(event.file)
            self.open_path(Path(event.file))
            return True
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and self.ui.focus is self.path_field:
            self.open_typed()
            return True
        wheel = event.type == pygame.MOUSEWHEEL and event.y != 0
        if wheel or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP)
        ):
            down = event.y < 0 if wheel else event.key == pygame.K_PAGEDOWN
            last = max(0, (len(self.entries) - 1) // LIST_ROWS)
            self.page = max(0, min(last, self.page + (1 if down else -1)))
            self.refresh()
            return True
        return super().handle_event(event)

    # -- layout and drawing ------------------------------------------------------------------

    def row_rects(self) -> list[pygame.Rect]:
        """The rectangle of each list row."""
        return layout.column(self.panel.inner(), LIST_ROWS, self.px(62), self.px(8))

    def layout(self, width: int, height: int) -> None:
        px = self.px
        title, body, bar = layout.screen_frame(width, height, px)
        self.title.place(title, self.scale)
        intro_r, body = layout.split_top(body, px(46), px(8))
        self.intro.place(intro_r, self.scale)
        body, msg = layout.split_bottom(body, px(26), px(6))
        self.message_label.place(msg, self.scale)
        body, path_row = layout.split_bottom(body, px(48), px(12))
        label_r, field_r, button_r = layout.row(path_row, [0.7, 4.6, 0.9], px(12))
        self.path_label.place(label_r, self.scale)
        self.path_field.place(field_r, self.scale)
        self.path_button.place(button_r, self.scale)
        self.panel.place(body, self.scale)
        self.empty.place(self.panel.inner(), self.scale)
        for rect, button in zip(self.row_rects(), self.open_buttons, strict=True):
            bh = min(rect.height - px(6), px(48))
            button.place(
                pygame.Rect(rect.right - px(150), rect.centery - bh // 2, px(150), bh), self.scale
            )
        back, _ = layout.row(bar, [1, 3.5], px(14))
        self.back_button.place(back, self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.panel.draw(surface)
        px = self.px
        for entry, rect in zip(self.shown(), self.row_rects(), strict=False):
            theme.rounded_rect(surface, rect, (255, 255, 255, 14), px(10))
            text = pygame.Rect(rect.left + px(14), rect.top, rect.width - px(180), rect.height)
            top, bottom = layout.split_top(text, rect.height // 2 + px(2))
            theme.blit_text(surface, entry_title(entry), px(19), theme.TEXT, top, "left", True)
            detail = entry_detail(entry, px(14), bottom.width)
            theme.blit_text(surface, detail, px(14), theme.TEXT_DIM, bottom, "left")
        self.draw_over_list(surface, self.panel, self.page, len(self.entries), LIST_ROWS)


__all__ = ["LIST_ROWS", "OpenRoundScene", "entry_detail", "entry_title"]
