"""The look shared by every screen: a green-felt table, ivory text, gold focus.

Fonts are the bundled DejaVu faces (:func:`game.assets.font_path`), opened once per pixel
size; rendered strings and antialiased rounded rectangles are cached, so drawing a screen every
frame costs a few blits. Sizes scale with the window height (:func:`scale_for`) so that every screen
reads the same from 1024×600 to 3840×2160.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache
from typing import Any

import pygame

#: An RGB or RGBA colour.
Color = tuple[int, ...]

# -- colours ---------------------------------------------------------------------------------

FELT = (21, 87, 54)
FELT_LIGHT = (32, 112, 71)
FELT_DARK = (10, 52, 31)
PANEL = (7, 38, 23, 215)
PANEL_SOLID = (9, 44, 27, 246)
PANEL_BORDER = (120, 170, 135, 110)
TEXT = (244, 239, 224)
TEXT_DIM = (188, 204, 190)
TEXT_DARK = (24, 32, 27)
GOLD = (240, 196, 84)
GOLD_DARK = (176, 132, 40)
BUTTON = (30, 100, 66)
BUTTON_HOVER = (42, 128, 86)
BUTTON_PRESSED = (22, 78, 50)
BUTTON_PRIMARY = (214, 166, 58)
BUTTON_PRIMARY_HOVER = (236, 190, 82)
BUTTON_DISABLED = (44, 70, 55)
TEXT_DISABLED = (122, 146, 128)
FIELD = (246, 242, 228)
FIELD_TEXT = (24, 32, 27)
DANGER = (214, 88, 72)
SHADOW = (0, 0, 0, 90)
OVERLAY = (0, 0, 0, 150)

#: The design height: sizes below are in pixels at a 720-pixel-high window.
BASE_HEIGHT = 720

# -- scale and fonts -------------------------------------------------------------------------


def scale_for(size: tuple[int, int]) -> float:
    """How much bigger than the 720-pixel design everything is drawn. Wide, short windows are
    limited by their height; narrow ones by their width (16:9 reference)."""
    w, h = size
    return max(0.5, min(h / BASE_HEIGHT, w / 1280 * 1.15))


def px(value: float, scale: float) -> int:
    """A design size in pixels at this scale (at least 1)."""
    return max(1, round(value * scale))


def _font_file(bold: bool) -> str | None:
    try:
        from ..assets import font_path
    except ImportError:  # pragma: no cover - until the assets module exists
        return None
    try:
        return str(font_path(bold=bold))
    except TypeError:  # pragma: no cover - a font_path without the bold flag
        return str(font_path())
    except (OSError, LookupError, ValueError):  # pragma: no cover - missing font file
        return None


@lru_cache(maxsize=128)
def _open_font(size: int, bold: bool) -> pygame.font.Font:
    path = _font_file(bold)
    f = pygame.font.Font(path, max(6, size))
    if path is None and bold:
        f.set_bold(True)
    return f


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at this pixel size, cached (and opened again if pygame's font module
    was restarted since, which invalidates every font object)."""
    if not pygame.font.get_init():
        pygame.font.init()
    f = _open_font(size, bold)
    try:
        f.get_height()
    except pygame.error:
        _open_font.cache_clear()
        f = _open_font(size, bold)
    return f


_TEXT_CACHE: OrderedDict[tuple[str, int, bool, Color], pygame.Surface] = OrderedDict()
_TEXT_CACHE_SIZE = 512


def render(text: str, size: int, color: Color = TEXT, bold: bool = False) -> pygame.Surface:
    """An antialiased rendering of one line of text, cached."""
    key = (text, size, bold, color)
    surf = _TEXT_CACHE.get(key)
    if surf is not None:
        _TEXT_CACHE.move_to_end(key)
        return surf
    surf = font(size, bold).render(text, True, color)
    _TEXT_CACHE[key] = surf
    if len(_TEXT_CACHE) > _TEXT_CACHE_SIZE:
        _TEXT_CACHE.popitem(last=False)
    return surf


def text_size(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    """Width and height of one line of text."""
    w, h = font(size, bold).size(text)
    return int(w), int(h)


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break a paragraph into lines no wider than ``width`` (a word longer than the width gets
    a line of its own). Newlines in ``text`` are kept."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if f.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fit_wrapped(
    text: str, size: int, width: int, height: int, bold: bool = False, smallest: int = 8
) -> tuple[int, list[str]]:
    """The largest font size not above ``size`` at which ``text``, wrapped to ``width``, fits
    in ``height``; with its lines."""
    while True:
        lines = wrap(text, size, width, bold)
        if size <= smallest or len(lines) * font(size, bold).get_linesize() <= height:
            return size, lines
        size -= 1


def fit_size(text: str, size: int, width: int, bold: bool = False, smallest: int = 8) -> int:
    """The largest font size not above ``size`` at which ``text`` fits in ``width``."""
    while size > smallest and text_size(text, size, bold)[0] > width:
        size -= 1
    return size


def elide_path(path: str, size: int, width: int, bold: bool = False) -> str:
    """``path`` shortened in the middle to fit ``width`` pixels at font ``size``: whole
    folders give way to "…" first, the drive (or root) and the file's folder and name stay
    (``C:\\Users\\…\\keeper\\game.csv``); a name too long even alone loses its middle."""
    if text_size(path, size, bold)[0] <= width:
        return path
    sep = "\\" if path.rfind("\\") > path.rfind("/") else "/"
    parts = path.split(sep)
    for kept in range(len(parts) - 1, 1, -1):
        head = min(2, kept - 1)
        short = sep.join([*parts[:head], "…", *parts[len(parts) - (kept - head) :]])
        if text_size(short, size, bold)[0] <= width:
            return short
    name = parts[-1]
    for cut in range(1, len(name)):
        half = (len(name) - cut) // 2
        short = "…" + sep + name[:half] + "…" + name[len(name) - (len(name) - cut - half) :]
        if text_size(short, size, bold)[0] <= width:
            return short
    return "…"


def blit_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    color: Color,
    rect: pygame.Rect,
    align: str = "center",
    bold: bool = False,
    shrink: bool = True,
) -> pygame.Rect:
    """Draw one line inside ``rect`` (align: left, center or right; vertically centred),
    shrinking the font if it would not fit. Returns the rectangle drawn."""
    if shrink:
        size = fit_size(text, size, rect.width, bold)
    img = render(text, size, color, bold)
    r = img.get_rect()
    r.centery = rect.centery
    if align == "left":
        r.left = rect.left
    elif align == "right":
        r.right = rect.right
    else:
        r.centerx = rect.centerx
    surface.blit(img, r)
    return r


# -- shapes ----------------------------------------------------------------------------------

_SHAPE_CACHE: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
_SHAPE_CACHE_SIZE = 384
_SUPERSAMPLE = 4


def rounded_surface(
    size: tuple[int, int],
    color: Color,
    radius: int,
    border: int = 0,
    border_color: Color | None = None,
) -> pygame.Surface:
    """An antialiased rounded rectangle on a transparent surface (drawn 4× larger and scaled
    down smoothly), cached by its parameters."""
    w, h = max(1, size[0]), max(1, size[1])
    key = (w, h, color, radius, border, border_color)
    surf = _SHAPE_CACHE.get(key)
    if surf is not None:
        _SHAPE_CACHE.move_to_end(key)
        return surf
    k = _SUPERSAMPLE
    radius = min(radius, w // 2, h // 2)
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    outer = big.get_rect()
    if border and border_color is not None:
        pygame.draw.rect(big, border_color, outer, border_radius=radius * k)
        inner = outer.inflate(-2 * border * k, -2 * border * k)
        pygame.draw.rect(big, color, inner, border_radius=max(0, (radius - border) * k))
    else:
        pygame.draw.rect(big, color, outer, border_radius=radius * k)
    surf = pygame.transform.smoothscale(big, (w, h))
    _SHAPE_CACHE[key] = surf
    if len(_SHAPE_CACHE) > _SHAPE_CACHE_SIZE:
        _SHAPE_CACHE.popitem(last=False)
    return surf


def rounded_rect(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: Color,
    radius: int,
    border: int = 0,
    border_color: Color | None = None,
) -> None:
    """Draw an antialiased rounded rectangle (colours may carry alpha)."""
    if rect.width <= 0 or rect.height <= 0:
        return
    surface.blit(rounded_surface(rect.size, color, radius, border, border_color), rect.topleft)


def shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, offset: int) -> None:
    """A soft drop shadow under a rounded rectangle."""
    rounded_rect(surface, rect.move(0, offset), SHADOW, radius)


_FELT_CACHE: dict[tuple[int, int], pygame.Surface] = {}


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table background: green felt lit from the centre, with a dark vignette; cached per
    window size."""
    surf = _FELT_CACHE.get(size)
    if surf is not None:
        return surf
    w, h = size
    # A small radial gradient scaled up smoothly: cheap and banding-free enough.
    sw, sh = 64, max(8, round(64 * h / max(1, w)))
    small = pygame.Surface((sw, sh))
    cx, cy = (sw - 1) / 2, (sh - 1) / 2
    rmax = math.hypot(cx, cy) or 1.0
    for y in range(sh):
        for x in range(sw):
            d = math.hypot(x - cx, (y - cy) * 1.15) / rmax
            f = max(0.0, min(1.0, d))
            f = f * f
            c = tuple(round(FELT_LIGHT[i] * (1 - f) + FELT_DARK[i] * f) for i in range(3))
            small.set_at((x, y), c)
    surf = pygame.transform.smoothscale(small, (max(1, w), max(1, h)))
    _FELT_CACHE.clear()  # only the current size is worth keeping
    _FELT_CACHE[size] = surf
    return surf


_OVERLAY_CACHE: dict[tuple[tuple[int, int], Color], pygame.Surface] = {}


def overlay(size: tuple[int, int], color: Color = OVERLAY) -> pygame.Surface:
    """A translucent sheet to dim the screen under a modal scene (cached per size)."""
    key = (size, color)
    surf = _OVERLAY_CACHE.get(key)
    if surf is None:
        if len(_OVERLAY_CACHE) > 4:
            _OVERLAY_CACHE.clear()
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill(color)
        _OVERLAY_CACHE[key] = surf
    return surf


def clear_caches() -> None:
    """Forget every cached font, text and shape (after a font change or in tests)."""
    _open_font.cache_clear()
    _TEXT_CACHE.clear()
    _SHAPE_CACHE.clear()
    _FELT_CACHE.clear()
    _OVERLAY_CACHE.clear()
