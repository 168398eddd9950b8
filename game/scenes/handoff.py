"""The pass-and-play hand-off: "Pass to Léa", shown before a human's private decision when
the device was with someone else.

It is drawn over the table, whose hands are all face down at that moment (the controller has
no holder until the hand-off is confirmed); the public facts — bids, tricks, the trick on the
table, scores — stay visible under a light veil, the hand-off card covering only the strip of
the face-down hand. A click, Enter or Space confirms (after a short moment, so that a click
meant for the table cannot confirm it by accident) and the table then shows that person's
view.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..i18n import t
from ..ui import theme
from .base import Scene, Shell

#: Seconds before input is taken, so that the click that ended the previous turn does not
#: confirm the hand-off too.
ARM_DELAY = 0.3
#: Height of the hand-off card at the 720-pixel design size.
BOX_HEIGHT = 158


def handoff_box(size: tuple[int, int], region: pygame.Rect | None = None) -> pygame.Rect:
    """Where the hand-off card goes in a window of ``size``: at the bottom of ``region`` (the
    strip of the face-down hand), or in the middle of the window without one or when the
    strip is too narrow."""
    w, h = size
    scale = theme.scale_for(size)
    r = pygame.Rect(0, 0, min(w - theme.px(40, scale), theme.px(600, scale)), 0)
    r.height = theme.px(BOX_HEIGHT, scale)
    if region is not None and region.width >= theme.px(360, scale):
        r.width = min(r.width, region.width)
        r.midbottom = region.midbottom
        r.clamp_ip(pygame.Rect(0, 0, w, h))
    else:
        r.center = (w // 2, h // 2)
    return r


class HandoffScene(Scene):
    """Hides every hand until the named player confirms they have the device.

    ``region`` gives the part of the table the hand-off card may cover: the table passes the
    strip of the (face-down) hand, so that the trick, the seats and the info panel stay in
    sight. Without it the card sits in the middle of the window."""

    transparent = True
    pausable = False

    def __init__(
        self,
        app: Shell,
        name: str,
        on_confirm: Callable[[], None],
        region: Callable[[], pygame.Rect | None] | None = None,
    ) -> None:
        super().__init__(app)
        self.name = name
        self.on_confirm = on_confirm
        self.region = region
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
        """The hand-off card: over the hand when the table says where it is, else in the
        middle of the window."""
        return handoff_box(self.size, self.region() if self.region is not None else None)

    def _rows(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
        """Title, the two lines of explanation, the button and the hint, top to bottom."""
        box = self.box()
        inner = box.inflate(-self._px(30), 0)
        y = box.top + self._px(8)
        rows: list[pygame.Rect] = []
        for h, gap in ((34, 0), (20, 0), (18, 6), (44, 2), (18, 0)):
            rows.append(pygame.Rect(inner.left, y, inner.width, self._px(h)))
            y = rows[-1].bottom + self._px(gap)
        title, line, line2, button, hint = rows
        button = button.inflate(-self._px(40), 0)
        return title, line, line2, button, hint

    def button(self) -> pygame.Rect:
        """The "I am Léa: show my cards" button."""
        return self._rows()[3]

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
        # A light veil: the hands under it are face down already, and the public facts
        # (bids, tricks, the trick on the table, scores) must stay readable.
        surface.blit(theme.overlay(surface.get_size(), (4, 20, 12, 96)), (0, 0))
        box = self.box()
        theme.shadow(surface, box, self._px(18), self._px(6))
        theme.rounded_rect(
            surface,
            box,
            theme.PANEL_SOLID,
            self._px(18),
            border=max(1, self._px(2)),
            border_color=theme.GOLD,
        )
        title, line, line2, b, hint = self._rows()
        theme.blit_text(
            surface,
            t("handoff.pass_to", name=self.name),
            self._px(30),
            theme.GOLD,
            title,
            bold=True,
        )
        theme.blit_text(
            surface,
            t("handoff.hidden", name=self.name),
            self._px(15),
            theme.TEXT,
            line,
        )
        theme.blit_text(
            surface,
            t(
                "handoff.public_info",
            ),
            self._px(13),
            theme.TEXT_DIM,
            line2,
        )
        fill = theme.BUTTON_PRIMARY_HOVER if self.hovered else theme.BUTTON_PRIMARY
        if not self.armed:
            fill = theme.BUTTON_DISABLED
        theme.shadow(surface, b, self._px(12), self._px(3))
        theme.rounded_rect(
            surface, b, fill, self._px(12), border=1, border_color=(255, 255, 255, 80)
        )
        theme.blit_text(
            surface,
            t("handoff.ready", name=self.name),
            self._px(19),
            theme.TEXT_DARK,
            b.inflate(-self._px(20), 0),
            bold=True,
        )
        theme.blit_text(
            surface,
            t("handoff.hint", name=self.name),
            self._px(12),
            theme.TEXT_DIM,
            hint,
        )


__all__ = ["HandoffScene", "handoff_box"]
