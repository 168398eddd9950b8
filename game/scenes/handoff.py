"""The pass-and-play hand-off: "Pass to Léa", shown before a human's private decision when
the device was with someone else.

It is drawn over the table, whose hands are all face down at that moment (the controller has
no holder until the hand-off is confirmed); the public facts — bids, tricks, the trick on the
table, scores — stay visible behind a dark veil. A click, Enter or Space confirms (after a
short moment, so that a click meant for the table cannot confirm it by accident) and the table
then shows that person's view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ..table_controller import tr
from ..ui import theme
from .base import Scene

if TYPE_CHECKING:
    from ..app import App

#: Seconds before input is taken, so that the click that ended the previous turn does not
#: confirm the hand-off too.
ARM_DELAY = 0.3


class HandoffScene(Scene):
    """Hides every hand until the named player confirms they have the device."""

    transparent = True
    pausable = False

    def __init__(self, app: App, name: str, on_confirm: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_confirm = on_confirm
        self.age = 0.0
        self.hovered = False
        self.size = app.size
        self.scale = theme.scale_for(self.size)
        self.confirmed = False

    def on_resize(self, width: int, height: int) -> None:
        self.size = (width, height)
        self.scale = theme.scale_for(self.size)

    def _px(self, v: float) -> int:
        return theme.px(v, self.scale)

    def box(self) -> pygame.Rect:
        """The card in the middle of the screen."""
        w, h = self.size
        r = pygame.Rect(0, 0, min(w - self._px(40), self._px(560)), self._px(300))
        r.center = (w // 2, h // 2)
        return r

    def button(self) -> pygame.Rect:
        """The "I am Léa: show my cards" button."""
        box = self.box()
        r = pygame.Rect(0, 0, box.width - self._px(80), self._px(56))
        r.midbottom = (box.centerx, box.bottom - self._px(44))
        return r

    def confirm_position(self) -> tuple[int, int]:
        """Where a scripted click confirms the hand-off."""
        return self.button().center

    @property
    def armed(self) -> bool:
        """True once input is accepted."""
        return self.age >= ARM_DELAY

    def confirm(self) -> None:
        """The player has the device: back to the table, showing their hand."""
        if self.confirmed:
            return
        self.confirmed = True
        self.app.play_sound("click")
        if self.app.top is self:
            self.app.pop()
        self.on_confirm()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.button().collidepoint(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.armed:
                self.confirm()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return False  # the pause menu opens over the table
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.armed:
                self.confirm()
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.TEXTINPUT, pygame.MOUSEWHEEL)

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.overlay(surface.get_size(), (4, 20, 12, 168)), (0, 0))
        box = self.box()
        theme.shadow(surface, box, self._px(20), self._px(8))
        theme.rounded_rect(
            surface,
            box,
            theme.PANEL_SOLID,
            self._px(20),
            border=max(1, self._px(2)),
            border_color=theme.GOLD,
        )
        y = box.top + self._px(26)
        title = pygame.Rect(box.left, y, box.width, self._px(50))
        theme.blit_text(
            surface,
            tr("handoff.pass_to", "Pass to {name}", name=self.name),
            self._px(38),
            theme.GOLD,
            title.inflate(-self._px(30), 0),
            bold=True,
        )
        line = pygame.Rect(box.left, title.bottom + self._px(10), box.width, self._px(26))
        theme.blit_text(
            surface,
            tr("handoff.hidden", "The hands are hidden until {name} is ready.", name=self.name),
            self._px(17),
            theme.TEXT,
            line.inflate(-self._px(30), 0),
        )
        line2 = line.move(0, self._px(28))
        theme.blit_text(
            surface,
            tr(
                "handoff.public_info",
                "Everything on the table stays visible; only the hands are hidden.",
            ),
            self._px(14),
            theme.TEXT_DIM,
            line2.inflate(-self._px(30), 0),
        )
        b = self.button()
        fill = theme.BUTTON_PRIMARY_HOVER if self.hovered else theme.BUTTON_PRIMARY
        if not self.armed:
            fill = theme.BUTTON_DISABLED
        theme.shadow(surface, b, self._px(12), self._px(3))
        theme.rounded_rect(
            surface, b, fill, self._px(12), border=1, border_color=(255, 255, 255, 80)
        )
        theme.blit_text(
            surface,
            tr("handoff.ready", "I am {name}: show my cards", name=self.name),
            self._px(20),
            theme.TEXT_DARK,
            b.inflate(-self._px(20), 0),
            bold=True,
        )
        hint = pygame.Rect(box.left, b.bottom + self._px(8), box.width, self._px(24))
        theme.blit_text(
            surface,
            tr("handoff.hint", "Click or press Enter when {name} has the screen.", name=self.name),
            self._px(13),
            theme.TEXT_DIM,
            hint.inflate(-self._px(30), 0),
        )


__all__ = ["HandoffScene"]
