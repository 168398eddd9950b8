"""Small rectangle helpers: every screen computes its layout from the window size with these,
so nothing is placed at a fixed pixel position."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import pygame


def centered(width: int, height: int, within: pygame.Rect) -> pygame.Rect:
    """A ``width`` × ``height`` rectangle centred in ``within``."""
    r = pygame.Rect(0, 0, width, height)
    r.center = within.center
    return r


def inset(rect: pygame.Rect, dx: int, dy: int | None = None) -> pygame.Rect:
    """``rect`` shrunk by ``dx`` on the left and right and ``dy`` (default ``dx``) top and
    bottom."""
    dy = dx if dy is None else dy
    return pygame.Rect(rect.left + dx, rect.top + dy, rect.width - 2 * dx, rect.height - 2 * dy)


def column(rect: pygame.Rect, count: int, item_height: int, gap: int) -> list[pygame.Rect]:
    """``count`` rows of ``item_height`` stacked from the top of ``rect`` with ``gap`` between
    them; the rows shrink evenly if they would not fit."""
    if count <= 0:
        return []
    needed = count * item_height + (count - 1) * gap
    if needed > rect.height and needed > 0:
        f = rect.height / needed
        item_height = max(1, int(item_height * f))
        gap = max(0, int(gap * f))
    return [
        pygame.Rect(rect.left, rect.top + i * (item_height + gap), rect.width, item_height)
        for i in range(count)
    ]


def row(rect: pygame.Rect, weights: Sequence[float], gap: int) -> list[pygame.Rect]:
    """Split ``rect`` left to right into parts proportional to ``weights`` with ``gap`` between
    them."""
    if not weights:
        return []
    total = sum(weights)
    free = rect.width - gap * (len(weights) - 1)
    out: list[pygame.Rect] = []
    x = float(rect.left)
    for i, w in enumerate(weights):
        width = free * w / total
        left = round(x)
        right = rect.right if i == len(weights) - 1 else round(x + width)
        out.append(pygame.Rect(left, rect.top, max(0, right - left), rect.height))
        x += width + gap
    return out


def split_top(rect: pygame.Rect, height: int, gap: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """Cut a strip of ``height`` off the top of ``rect``: (strip, rest)."""
    height = max(0, min(height, rect.height))
    top = pygame.Rect(rect.left, rect.top, rect.width, height)
    rest = pygame.Rect(
        rect.left, rect.top + height + gap, rect.width, max(0, rect.height - height - gap)
    )
    return top, rest


def split_bottom(rect: pygame.Rect, height: int, gap: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """Cut a strip of ``height`` off the bottom of ``rect``: (rest, strip)."""
    height = max(0, min(height, rect.height))
    bottom = pygame.Rect(rect.left, rect.bottom - height, rect.width, height)
    rest = pygame.Rect(rect.left, rect.top, rect.width, max(0, rect.height - height - gap))
    return rest, bottom


def screen_frame(
    width: int, height: int, px: Callable[[float], int]
) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The frame shared by the full-screen menus: (title strip, body, button bar)."""
    area = inset(pygame.Rect(0, 0, width, height), px(24), px(16))
    title, area = split_top(area, px(52), px(8))
    body, bar = split_bottom(area, px(50), px(16))
    return title, body, bar


def overlaps(rects: Iterable[tuple[str, pygame.Rect]]) -> list[tuple[str, str]]:
    """Every pair of named rectangles that overlap (touching edges do not count)."""
    items = [(name, r) for name, r in rects if r.width > 0 and r.height > 0]
    found: list[tuple[str, str]] = []
    for i, (a, ra) in enumerate(items):
        for b, rb in items[i + 1 :]:
            if ra.colliderect(rb):
                found.append((a, b))
    return found


def outside(rects: Iterable[tuple[str, pygame.Rect]], bounds: pygame.Rect) -> list[str]:
    """The names of rectangles not entirely inside ``bounds``."""
    return [name for name, r in rects if not bounds.contains(r)]
