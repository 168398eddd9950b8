"""The pause menu: a dimmed overlay over the game with resume, rules, settings and quit to menu.

Esc opens it over any ``pausable`` scene (see :class:`game.platform.app.Shell`) and closes it
again. It is modal: every event stops here, so nothing reaches the game underneath while it
is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..i18n import lazy
from ..ui import layout, theme
from ..ui.widgets import Button, Label, Panel
from .base import Shell, UIScene

if TYPE_CHECKING:
    from ..core.rules import Rules


class PauseScene(UIScene):
    """Resume, rules, settings, quit to menu."""

    transparent = True
    background = False
    hover_focus = True

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.panel = Panel(color=theme.PANEL_SOLID)
        self.title = Label(
            lazy("pause.title"), size=34, color=theme.GOLD, align="center", bold=True
        )
        self.resume = Button(lazy("pause.resume"), self.back, primary=True)
        self.rules = Button(lazy("menu.rules"), self.show_rules)
        self.settings = Button(lazy("menu.settings"), self.show_settings)
        self.quit_to_menu = Button(lazy("pause.quit_to_menu"), self.leave)
        self.hint = Label(
            lazy("pause.hint"), size=15, color=theme.TEXT_DIM, align="center", wrap=True
        )
        self.buttons = [self.resume, self.rules, self.settings, self.quit_to_menu]
        self.ui.extend([self.panel, self.title, *self.buttons, self.hint])

    def on_enter(self) -> None:
        super().on_enter()
        self.ui.set_focus(self.resume)

    def _game_rules(self) -> Rules | None:
        """The rules of the game under the pause menu, if it has some."""
        from ..core.rules import Rules

        for scene in reversed(self.app.stack):
            rules = getattr(scene, "rules", None)
            if isinstance(rules, Rules):
                return rules
        return None

    def show_rules(self) -> None:
        """The rules, open at the game's own."""
        from .rules_screen import RulesScene

        self.app.push(RulesScene(self.app, rules=self._game_rules()))

    def show_settings(self) -> None:
        """The settings screen."""
        from .settings_screen import SettingsScene

        self.app.push(SettingsScene(self.app))

    def leave(self) -> None:
        """Back to the main menu (the table saves the game as it exits)."""
        self.app.back_to_menu()

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        return True  # modal: nothing reaches the game below

    def layout(self, width: int, height: int) -> None:
        px = self.px
        bw, bh, gap = px(340), px(52), px(14)
        inner_h = px(68) + len(self.buttons) * bh + (len(self.buttons) - 1) * gap + px(56)
        panel = layout.centered(bw + px(64), inner_h + px(48), pygame.Rect(0, 0, width, height))
        self.panel.place(panel, self.scale)
        area = layout.inset(panel, px(32), px(24))
        title, area = layout.split_top(area, px(52), px(16))
        self.title.place(title, self.scale)
        area, hint = layout.split_bottom(area, px(44), px(12))
        self.hint.place(hint, self.scale)
        for button, rect in zip(
            self.buttons, layout.column(area, len(self.buttons), bh, gap), strict=True
        ):
            button.place(rect, self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.overlay(surface.get_size()), (0, 0))
        self.ui.draw(surface)
