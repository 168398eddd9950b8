"""The score keeper's first screen: the games being kept, to resume or delete, and "New
game" (then :mod:`game.scenes.keeper_setup`, then the round screen of
:mod:`game.scenes.keeper`)."""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path

import pygame

from ..i18n import lazy, t
from ..play.keeper import (
    KeeperFileError,
    KeeperSummary,
    delete_game,
    keeper_dir,
    list_games,
    open_game,
    take_damaged,
)
from ..ui import layout, theme
from ..ui.table_view import RED
from ..ui.widgets import Button, Label, Panel
from .base import Shell, UIScene
from .keeper import KeeperRoundScene, _rules_name

log = logging.getLogger(__name__)

#: Games listed on one page of the first screen.
LIST_ROWS = 6


def _date(summary: KeeperSummary) -> str:
    return summary.updated.astimezone().strftime("%Y-%m-%d %H:%M")


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
        self.draw_over_list(surface, self.panel, self.page, len(self.games), LIST_ROWS)


__all__ = ["LIST_ROWS", "KeeperScene"]
