"""The screen shown after an unexpected error, instead of the window closing.

:meth:`game.platform.app.Shell.recover` writes ``crash.log`` and the game record beside it,
lets every scene exit (the table saves its game), and puts this screen over a fresh menu. It
says what happened in plain words, where the report is, and that the game can be continued;
"Back to the menu" (or Enter, or Esc) closes it.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from ..i18n import lazy
from ..ui import layout, theme
from ..ui.widgets import Button, Label, Panel
from .base import Shell, UIScene


class CrashScene(UIScene):
    """ "Something went wrong", the report's folder, and the way back to the menu."""

    def __init__(self, app: Shell, report: Path | None, saved: bool) -> None:
        super().__init__(app)
        self.report = report
        self.saved = saved
        self.panel = Panel(color=theme.PANEL_SOLID)
        self.title = Label(
            lazy("crash.title"), size=34, color=theme.GOLD, align="center", bold=True
        )
        body = lazy("crash.saved") if saved else lazy("crash.not_saved")
        self.body = Label(body, size=21, align="center", wrap=True)
        where = (
            lazy("crash.report", folder=str(report.parent))
            if report is not None
            else lazy("crash.no_report")
        )
        self.where = Label(where, size=16, color=theme.TEXT_DIM, align="center", wrap=True)
        self.back_button = Button(lazy("crash.back"), self.back, primary=True)
        self.ui.extend([self.panel, self.title, self.body, self.where, self.back_button])

    def on_enter(self) -> None:
        super().on_enter()
        self.ui.set_focus(self.back_button)

    def layout(self, width: int, height: int) -> None:
        px = self.px
        panel = layout.centered(
            min(px(720), width - px(40)), px(380), pygame.Rect(0, 0, width, height)
        )
        self.panel.place(panel, self.scale)
        area = layout.inset(panel, px(36), px(28))
        title, area = layout.split_top(area, px(52), px(14))
        self.title.place(title, self.scale)
        area, button = layout.split_bottom(area, px(54), px(18))
        self.back_button.place(layout.centered(px(320), px(54), button), self.scale)
        body, where = layout.split_bottom(area, px(64), px(10))
        self.body.place(body, self.scale)
        self.where.place(where, self.scale)
