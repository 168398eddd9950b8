"""The screen shown after an unexpected error, instead of the window closing.

:meth:`game.platform.app.App.recover` writes ``crash.log`` and the game record beside it,
lets every scene exit (the table saves its game), and puts this screen over a fresh menu. It
says what happened in plain words, where the report is, and which games in progress were saved
— the game at the table (Continue resumes it), a score keeper evening (kept in the score
keeper), both or none, as the scenes said (:meth:`game.scenes.base.Scene.held_game`); "Back to
the menu" (or Enter, or Esc) closes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ..i18n import lazy, t
from ..ui import layout, theme
from ..ui.widgets import Button, Label, Panel
from .base import Shell, UIScene

if TYPE_CHECKING:
    from ..platform.app import HeldGame


class CrashScene(UIScene):
    """ "Something went wrong", what was saved, the report's folder, and the way back to the
    menu."""

    def __init__(self, app: Shell, report: Path | None, held: Sequence[HeldGame] = ()) -> None:
        super().__init__(app)
        self.report = report
        #: The games in progress that were saved, as the scenes holding them said.
        self.held = tuple(held)
        self.panel = Panel(color=theme.PANEL_SOLID)
        self.title = Label(
            lazy("crash.title"), size=34, color=theme.GOLD, align="center", bold=True
        )
        self.body = Label(self._body_text, size=21, align="center", wrap=True)
        where = (
            lazy("crash.report", folder=str(report.parent))
            if report is not None
            else lazy("crash.no_report")
        )
        self.where = Label(where, size=16, color=theme.TEXT_DIM, align="center", wrap=True)
        self.back_button = Button(lazy("crash.back"), self.back, primary=True)
        self.ui.extend([self.panel, self.title, self.body, self.where, self.back_button])

    @property
    def saved(self) -> bool:
        """True when a game in progress was saved."""
        return bool(self.held)

    def _body_text(self) -> str:
        """What happened, then each game saved and where to find it — or that nothing was
        open, so nothing was lost."""
        if not self.held:
            return t("crash.not_saved")
        lines = [t("crash.error")]
        lines += [t(f"crash.saved_{held.kind}", game=held.name) for held in self.held]
        return "\n".join(lines)  # one line each: what happened, then each game saved

    def on_enter(self) -> None:
        super().on_enter()
        self.ui.set_focus(self.back_button)

    def layout(self, width: int, height: int) -> None:
        px = self.px
        panel = layout.centered(
            min(px(760), width - px(40)), px(440), pygame.Rect(0, 0, width, height)
        )
        self.panel.place(panel, self.scale)
        area = layout.inset(panel, px(36), px(28))
        title, area = layout.split_top(area, px(52), px(14))
        self.title.place(title, self.scale)
        area, button = layout.split_bottom(area, px(54), px(18))
        self.back_button.place(layout.centered(px(320), px(54), button), self.scale)
        body, where = layout.split_bottom(area, px(56), px(10))
        self.body.place(body, self.scale)
        self.where.place(where, self.scale)
