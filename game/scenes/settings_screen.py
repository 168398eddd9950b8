"""The settings screen: every setting takes effect at once (PRODUCT §3 "Settings").

Language (every string is drawn again in the new language), animation speed, sound volume and
on/off, fullscreen, card size, four-colour deck, coach and undo. A preview shows four cards at
the chosen size, colours and language. The settings are saved when the screen is left.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from ..i18n import lazy, t
from ..platform.settings import ANIMATION_SPEEDS, CARD_SIZES
from ..ui import layout, theme
from ..ui.widgets import Button, Choice, Label, Panel, Slider, Toggle, Widget
from .base import Shell, UIScene

log = logging.getLogger(__name__)

#: Each language named in itself, so that anyone can find theirs.
LANGUAGE_NAMES = {"fr": "Français", "en": "English"}
#: Preview cards (ids of game.core.cards): A♣, K♦, Q♥, J♠.
PREVIEW = (12, 24, 36, 48)


class SettingsScene(UIScene):
    """All settings, applied immediately."""

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        s = app.settings
        self.title = Label(lazy("settings.title"), size=34, color=theme.GOLD, bold=True)
        self.panel = Panel()
        self.preview_panel = Panel(lazy("settings.preview"))
        self.language: Choice[str] = Choice(
            list(LANGUAGE_NAMES.items()), s.language, lambda v: self.change(language=v)
        )
        self.speed: Choice[str] = Choice(
            [(v, lazy(f"settings.speed.{v}")) for v in ANIMATION_SPEEDS],
            s.animation_speed,
            lambda v: self.change(animation_speed=v),
            wrap=False,
        )
        self.volume = Slider(s.volume, lambda v: self.change(volume=v))
        self.sound = Toggle(not s.muted, lambda v: self.change(muted=not v))
        self.fullscreen = Toggle(s.fullscreen, lambda v: self.change(fullscreen=v))
        self.card_size: Choice[str] = Choice(
            [(v, lazy(f"settings.card_size.{v}")) for v in CARD_SIZES],
            s.card_size,
            lambda v: self.change(card_size=v),
            wrap=False,
        )
        self.four_colour = Toggle(s.four_colour, lambda v: self.change(four_colour=v))
        self.coach = Toggle(s.coach, lambda v: self.change(coach=v))
        self.undo = Toggle(s.undo, lambda v: self.change(undo=v))
        self.rows: list[tuple[Label, Widget]] = []
        controls: list[tuple[str, Widget]] = [
            ("settings.language", self.language),
            ("settings.animation_speed", self.speed),
            ("settings.volume", self.volume),
            ("settings.sound", self.sound),
            ("settings.fullscreen", self.fullscreen),
            ("settings.card_size", self.card_size),
            ("settings.four_colour", self.four_colour),
            ("settings.coach", self.coach),
            ("settings.undo", self.undo),
        ]
        #: The key of each control's label (its help text, if any, is ``<key>.help``).
        self.keys: dict[Widget, str] = {}
        for key, widget in controls:
            self.rows.append((Label(lazy(key), size=20), widget))
            self.keys[widget] = key
        self.help = Label(self._help_text, size=17, color=theme.TEXT_DIM, wrap=True)
        self.back_button = Button(lazy("common.back"), self.back, primary=True)
        self.ui.extend([self.panel, self.preview_panel, self.title])
        for label, widget in self.rows:
            self.ui.extend([label, widget])
        self.ui.extend([self.help, self.back_button])

    def _help_text(self) -> str:
        """The help of the focused setting (empty when it has none)."""
        key = self.keys.get(self.ui.focus) if self.ui.focus is not None else None
        if key is None:
            return ""
        try:
            from ..i18n import has_key
        except ImportError:  # pragma: no cover - the catalogs ship with the game
            return ""
        return t(f"{key}.help") if has_key(f"{key}.help") else ""

    # -- changes ---------------------------------------------------------------------------------

    def change(self, **values: Any) -> None:
        """Set some settings and make them take effect now."""
        for name, value in values.items():
            setattr(self.app.settings, name, value)
        self.app.apply_settings()
        if "volume" in values or "muted" in values:
            self.app.play_sound("click")

    def on_exit(self) -> None:
        self.app.save_settings()

    def on_enter(self) -> None:
        super().on_enter()
        self.ui.set_focus(self.language)

    def update(self, dt: float) -> None:
        super().update(dt)
        # F11 changes fullscreen behind this screen's back: show the truth.
        self.fullscreen.value = self.app.settings.fullscreen

    # -- layout and drawing ----------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        px = self.px
        title, area, bar = layout.screen_frame(width, height, px)
        self.title.place(title, self.scale)
        left, right = layout.row(area, [1.6, 1], px(20))
        self.panel.place(left, self.scale)
        self.preview_panel.place(right, self.scale)
        inner = layout.inset(left, px(24), px(18))
        lines = layout.column(inner, len(self.rows), px(42), px(8))
        for (label, widget), line in zip(self.rows, lines, strict=True):
            label_rect, control = layout.row(line, [1.2, 1], px(16))
            label.place(label_rect, self.scale)
            widget.place(control, self.scale)
        back = pygame.Rect(0, 0, px(220), bar.height)
        back.topright = bar.topright
        self.back_button.place(back, self.scale)
        inner = self.preview_panel.inner()
        self.help.place(layout.split_bottom(inner, px(70))[1], self.scale)

    def preview_rects(self) -> list[pygame.Rect]:
        """Where the preview cards go: fanned in the preview panel, at the chosen size (capped
        so that they fit the panel)."""
        inner = self.preview_panel.inner()
        inner.height -= self.px(80)  # the help text below
        height = round(self.size[1] * self.app.settings.card_scale)
        width = round(height * 5 / 7)
        n = len(PREVIEW)
        step = round(width * 0.55)
        total = width + step * (n - 1)
        if total > inner.width or height > inner.height:
            f = min(inner.width / total, inner.height / height)
            width, height, step = round(width * f), round(height * f), round(step * f)
            total = width + step * (n - 1)
        left = inner.centerx - total // 2
        top = inner.centery - height // 2
        return [pygame.Rect(left + i * step, top, width, height) for i in range(n)]

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.ui.draw(surface)
        try:
            art = self.app.art
            for card, rect in zip(PREVIEW, self.preview_rects(), strict=True):
                surface.blit(art.face(card, rect.width), rect.topleft)
        except Exception as exc:  # the preview is a nicety: never stop the screen for it
            log.debug("no card preview: %s", exc)
