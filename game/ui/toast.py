"""A notice banner drawn over whatever screen is shown (see :mod:`game.platform.notices`)."""

from __future__ import annotations

import pygame

from . import theme


def draw_toast(surface: pygame.Surface, text: str, scale: float, fade: float = 1.0) -> pygame.Rect:
    """Draw ``text`` in a rounded banner at the top centre of ``surface``, wrapped to at most
    60% of its width; ``fade`` (0..1) is its opacity. Returns the banner's rectangle (a click
    there dismisses it)."""
    w, _ = surface.get_size()
    size = theme.px(19, scale)
    pad = theme.px(16, scale)
    width = max(theme.px(280, scale), round(w * 0.6))
    lines = theme.wrap(text, size, width - 2 * pad - theme.px(28, scale))
    line_h = theme.font(size).get_linesize()
    rect = pygame.Rect(0, 0, width, len(lines) * line_h + 2 * pad)
    rect.midtop = (w // 2, theme.px(14, scale))
    banner = pygame.Surface(rect.size, pygame.SRCALPHA)
    body = banner.get_rect()
    theme.rounded_rect(banner, body, theme.PANEL_SOLID, theme.px(12, scale), 2, theme.GOLD_DARK)
    # A gold stripe on the left: a notice, not an ordinary panel.
    stripe = pygame.Rect(pad // 2, pad // 2, theme.px(6, scale), body.height - pad)
    theme.rounded_rect(banner, stripe, theme.GOLD, stripe.width // 2)
    y = pad
    for line in lines:
        img = theme.render(line, size, theme.TEXT)
        banner.blit(img, (pad + theme.px(16, scale), y))
        y += line_h
    if fade < 1.0:
        banner.set_alpha(max(0, min(255, round(255 * fade))))
    surface.blit(banner, rect)
    return rect
