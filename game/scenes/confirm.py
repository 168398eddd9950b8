"""A yes / no question over the screen below: the answer that changes something ("Erase",
"Replace") and the safe one ("Cancel", "Keep"), focused first. Esc gives the safe answer;
arrows, Tab and Enter or the mouse choose::

    app.push(ConfirmScene(app, lazy("stats.reset_confirm"), on_yes=erase))
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..i18n import Text, lazy
from ..ui import layout, theme
from ..ui.widgets import Button, Label, Panel
from .base import Shell, UIScene


class ConfirmScene(UIScene):
    """A question and two buttons: ``yes`` closes it then runs ``on_yes``; ``no`` (focused
    first, the safe answer) or Esc closes it."""

    transparent = True
    background = False

    def __init__(
        self,
        app: Shell,
        question: Text,
        on_yes: Callable[[], None],
        yes: Text | None = None,
        no: Text | None = None,
    ) -> None:
        super().__init__(app)
        self.on_yes = on_yes
        self.panel = Panel(color=theme.PANEL_SOLID)
        self.question = Label(question, size=22, align="center", wrap=True)
        self.yes = Button(yes if yes is not None else lazy("stats.erase"), self.confirm)
        self.no = Button(no if no is not None else lazy("common.cancel"), self.back, primary=True)
        self.ui.extend([self.panel, self.question, self.yes, self.no])

    def on_enter(self) -> None:
        super().on_enter()
        self.ui.set_focus(self.no)

    def confirm(self) -> None:
        """Yes: close, then act."""
        self.app.pop()
        self.on_yes()

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        return True  # modal: nothing reaches the screen below

    def layout(self, width: int, height: int) -> None:
        px = self.px
        panel = layout.centered(
            min(px(600), width - px(40)), px(240), pygame.Rect(0, 0, width, height)
        )
        self.panel.place(panel, self.scale)
        inner = layout.inset(panel, px(32), px(24))
        text, buttons = layout.split_bottom(inner, px(50), px(16))
        self.question.place(text, self.scale)
        yes, no = layout.row(buttons, [1, 1], px(16))
        self.yes.place(yes, self.scale)
        self.no.place(no, self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.overlay(surface.get_size()), (0, 0))
        self.ui.draw(surface)


__all__ = ["ConfirmScene"]
