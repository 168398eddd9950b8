"""Draw every card face and back into ``assets/cards`` (PNG, 420 × 588, transparent corners).

    .venv/bin/python tools/make_cards.py                 # regenerate assets/cards
    .venv/bin/python tools/make_cards.py --sheet out.png # also a contact sheet of every card

Everything is drawn here from geometry and the DejaVu fonts, nothing is copied: suit pips are
curves computed below, court cards are a letter design (crown, big serif letter, double-ended),
tarot trumps an ornamental numeral in a medallion. Each card is drawn at ``SS`` times its size
then smooth-scaled down, which anti-aliases every edge; the game scales the 420 × 588 file down
again to the size it needs.

Files (names from :func:`game.assets.card_file_name`, so the game and this tool agree):
``faces/AS.png`` … (two-colour, English letters), ``faces/QH-fr.png`` (French letters R D V),
``faces/KC-4c.png`` / ``faces/KC-fr-4c.png`` (four-colour deck: ♣ green, ♦ blue),
``faces/trump-01.png`` … ``faces/trump-21.png``, ``faces/excuse.png`` and ``backs/<style>.png``.
"""

from __future__ import annotations

import argparse
import functools
import math
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402
import pygame.freetype  # noqa: E402

from game.assets import BACKS, card_file_name  # noqa: E402

W, H = 300, 420  # design units: every coordinate below is on a 300 × 420 card
OUT_W, OUT_H = 420, 588  # size of the files (5:7): crisp up to large cards on a 4K screen
SS = 3  # supersampling factor
K = SS * OUT_W / W  # canvas pixels per design unit
RADIUS = 16  # corner radius
OUT = ROOT / "assets" / "cards"

Color = tuple[int, int, int]
Point = tuple[float, float]

PAPER: Color = (253, 253, 251)
EDGE: Color = (132, 139, 152)
EDGE_WIDTH = 2.4  # about 1 pixel on a 120-pixel card: cards in a fan stay distinct
RED: Color = (200, 22, 46)
BLACK: Color = (24, 26, 32)
GREEN: Color = (18, 128, 62)
BLUE: Color = (22, 94, 196)
GOLD: Color = (214, 164, 44)
GOLD_DARK: Color = (134, 96, 14)
NAVY: Color = (30, 42, 92)
CREAM: Color = (250, 244, 228)

SYSTEM_FONTS = Path("/usr/share/fonts/truetype/dejavu")
BUNDLED_FONTS = ROOT / "assets" / "fonts"

RANK_LABELS = {
    "en": ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"),
    "fr": ("2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"),
}


# --------------------------------------------------------------------------------------------
# Fonts and the supersampled canvas


def _font_file(name: str, fallback: str) -> Path:
    for candidate in (SYSTEM_FONTS / name, BUNDLED_FONTS / name, BUNDLED_FONTS / fallback):
        if candidate.is_file():
            return candidate
    raise SystemExit(f"no font {name} (nor {fallback}): install fonts-dejavu")


_fonts: dict[tuple[str, int], pygame.freetype.Font] = {}


def font(name: str, size: int) -> pygame.freetype.Font:
    """A cached freetype font of the DejaVu family (size in supersampled pixels)."""
    key = (name, size)
    if key not in _fonts:
        fallback = "DejaVuSans-Bold.ttf" if "Bold" in name else "DejaVuSans.ttf"
        f = pygame.freetype.Font(str(_font_file(name, fallback)), size)
        f.antialiased = True
        f.kerning = True
        _fonts[key] = f
    return _fonts[key]


def text_surface(
    text: str, face: str, cap_height: float, color: Color, max_width: float | None = None
) -> pygame.Surface:
    """``text`` rendered with its capital letters ``cap_height`` supersampled pixels tall,
    cropped to its ink, squeezed horizontally if wider than ``max_width``."""
    probe = font(face, 200).render("H", color)[0].get_height()
    size = max(4, round(200 * cap_height / probe))
    surf = font(face, size).render(text, color)[0]
    surf = surf.subsurface(surf.get_bounding_rect()).copy()
    if max_width is not None and surf.get_width() > max_width:
        surf = pygame.transform.smoothscale(surf, (round(max_width), surf.get_height()))
    return surf


class Canvas:
    """A card being drawn: coordinates in design units, drawn ``K`` canvas pixels per unit."""

    def __init__(self, w: int = W, h: int = H) -> None:
        self.w, self.h = w, h
        self.surf = pygame.Surface((round(w * K), round(h * K)), pygame.SRCALPHA)

    def s(self, v: float) -> int:
        return round(v * K)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(self.s(x), self.s(y), self.s(w), self.s(h))

    def rounded(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        radius: float,
        color: Color | tuple[int, int, int, int],
        width: float = 0,
    ) -> None:
        pygame.draw.rect(
            self.surf,
            color,
            self.rect(x, y, w, h),
            width=self.s(width) if width else 0,
            border_radius=self.s(radius),
        )

    def polygon(self, points: Iterable[Point], color: Color, width: float = 0) -> None:
        pts = [(p[0] * K, p[1] * K) for p in points]
        pygame.draw.polygon(self.surf, color, pts, self.s(width) if width else 0)

    def circle(self, x: float, y: float, r: float, color: Color, width: float = 0) -> None:
        pygame.draw.circle(self.surf, color, (x * K, y * K), r * K, self.s(width) if width else 0)

    def line(self, a: Point, b: Point, color: Color, width: float) -> None:
        pygame.draw.line(
            self.surf, color, (a[0] * K, a[1] * K), (b[0] * K, b[1] * K), max(1, self.s(width))
        )

    def blit_centered(self, surf: pygame.Surface, x: float, y: float) -> None:
        self.surf.blit(surf, surf.get_rect(center=(round(x * K), round(y * K))))

    def blit_topleft(self, surf: pygame.Surface, x: float, y: float) -> None:
        self.surf.blit(surf, (round(x * K), round(y * K)))

    def rotate_copy_lower_half(self) -> None:
        """Make the card double-ended: the lower half becomes the upper half turned 180°."""
        full_w, full_h = self.surf.get_size()
        top = self.surf.subsurface((0, 0, full_w, full_h // 2)).copy()
        self.surf.blit(pygame.transform.flip(top, True, True), (0, full_h - top.get_height()))

    def mask_to_card(self) -> None:
        """Clear everything outside the rounded card outline."""
        mask = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=self.s(RADIUS))
        self.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)

    def final(self) -> pygame.Surface:
        out = pygame.transform.smoothscale(self.surf, (OUT_W, OUT_H))
        # pygame's smoothscale loses up to 2 levels when it shrinks: an opaque card would come
        # out at alpha 253. Add min(alpha, 2) back: opaque stays opaque, clear stays clear.
        extra = out.copy()
        extra.fill((0, 0, 0, 2), special_flags=pygame.BLEND_RGBA_MIN)
        out.blit(extra, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
        return out


def blank_card(fill: Color = PAPER) -> Canvas:
    """A white rounded card with a thin grey border."""
    c = Canvas()
    c.rounded(0, 0, W, H, RADIUS, EDGE)
    e = EDGE_WIDTH
    c.rounded(e, e, W - 2 * e, H - 2 * e, RADIUS - e, fill)
    return c


def tint(color: Color, amount: float, base: Color = (255, 255, 255)) -> Color:
    """``color`` mixed into ``base``: 0 gives ``base``, 1 gives ``color``."""
    r, g, b = (round(base[i] + (color[i] - base[i]) * amount) for i in range(3))
    return (r, g, b)


# --------------------------------------------------------------------------------------------
# Suit pips: unit shapes (centred on 0, 0; height 1), drawn filled


def _heart_points(n: int = 120) -> list[Point]:
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((x, -y))
    return _normalise(pts)


def _normalise(pts: list[Point], height: float = 1.0) -> list[Point]:
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    k = height / (max(ys) - min(ys))
    return [((x - cx) * k, (y - cy) * k) for x, y in pts]


def _stem(top: float, half_base: float, n: int = 24) -> list[Point]:
    """A flared stem from (0, top) down to a base at y = 0.5, sides curving inwards."""
    left: list[Point] = []
    for i in range(n + 1):
        u = i / n
        y = top + (0.5 - top) * u
        x = 0.035 + (half_base - 0.035) * u**2.2
        left.append((-x, y))
    right = [(-x, y) for x, y in reversed(left)]
    return left + right


HEART = _heart_points()
SPADE_BODY = [(x * 1.0, -y * 0.78 - 0.11) for x, y in _heart_points()]
SPADE_STEM = _stem(0.05, 0.2)
DIAMOND: list[Point] = []
for _i in range(4):
    # Four slightly concave sides between the four points (quadratic Béziers).
    _corners = [(0.0, -0.5), (0.37, 0.0), (0.0, 0.5), (-0.37, 0.0)]
    _a, _b = _corners[_i], _corners[(_i + 1) % 4]
    _mid = ((_a[0] + _b[0]) / 2 * 0.86, (_a[1] + _b[1]) / 2 * 0.86)
    for _j in range(20):
        _u = _j / 20
        DIAMOND.append(
            (
                (1 - _u) ** 2 * _a[0] + 2 * (1 - _u) * _u * _mid[0] + _u**2 * _b[0],
                (1 - _u) ** 2 * _a[1] + 2 * (1 - _u) * _u * _mid[1] + _u**2 * _b[1],
            )
        )
CLUB_LOBES = [(0.0, -0.255, 0.215), (-0.245, 0.08, 0.215), (0.245, 0.08, 0.215)]
CLUB_STEM = _stem(0.0, 0.2)
SUIT_ASPECT = {0: 0.98, 1: 0.74, 2: 1.1, 3: 0.98}  # width / height of each pip


def draw_suit(
    c: Canvas, suit: int, x: float, y: float, h: float, color: Color, flipped: bool = False
) -> None:
    """Draw the pip of ``suit`` (0 ♣, 1 ♦, 2 ♥, 3 ♠) centred on (x, y), ``h`` pixels tall."""
    sign = -1 if flipped else 1

    def tr(pts: list[Point]) -> list[Point]:
        return [(x + px * h * sign, y + py * h * sign) for px, py in pts]

    if suit == 2:
        c.polygon(tr(HEART), color)
    elif suit == 1:
        c.polygon(tr(DIAMOND), color)
    elif suit == 3:
        c.polygon(tr(SPADE_BODY), color)
        c.polygon(tr(SPADE_STEM), color)
    else:
        for lx, ly, r in CLUB_LOBES:
            c.circle(x + lx * h * sign, y + ly * h * sign, r * h, color)
        # Fill the hollow where the three lobes meet.
        c.polygon(tr([(-0.16, -0.1), (0.16, -0.1), (0.2, 0.1), (0.0, 0.22), (-0.2, 0.1)]), color)
        c.polygon(tr(CLUB_STEM), color)


def draw_star(
    c: Canvas, x: float, y: float, r: float, color: Color, points: int = 5, inner: float = 0.45
) -> None:
    pts = []
    for i in range(points * 2):
        a = -math.pi / 2 + i * math.pi / points
        rr = r if i % 2 == 0 else r * inner
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    c.polygon(pts, color)


# --------------------------------------------------------------------------------------------
# Faces of the 52-card deck

INDEX_X = 33  # centre of the corner index column
INDEX_TOP = 13
INDEX_CAP = 58  # cap height of the corner rank
INDEX_PIP = 44
#: The widest a corner rank may be (two characters are squeezed to it), and for the tarot's
#: two-digit trumps, whose column ends at the gold frame (x = 70): narrower and a little
#: smaller, so that the number keeps a margin from the card's edge and from the frame.
INDEX_WIDTH = 58
TAROT_INDEX_WIDTH = 46


def suit_colour(suit: int, four_colour: bool) -> Color:
    if four_colour:
        return (GREEN, BLUE, RED, BLACK)[suit]
    return (BLACK, RED, RED, BLACK)[suit]


def draw_index(
    c: Canvas,
    label: str,
    color: Color,
    pip: Callable[[Canvas, float, float], None],
    width: float = INDEX_WIDTH,
    two_cap: float = 0.88,
) -> None:
    """The large corner index (rank over pip) top-left, and turned 180° bottom-right; the
    rank at most ``width`` design units wide."""
    # Two characters ("10", tarot "21") are a little smaller (``two_cap`` of the cap
    # height), then squeezed to the column.
    cap = INDEX_CAP if len(label) == 1 else INDEX_CAP * two_cap
    rank = text_surface(label, "DejaVuSans-Bold.ttf", c.s(cap), color, max_width=c.s(width))
    part = Canvas()
    part.blit_centered(rank, INDEX_X, INDEX_TOP + INDEX_CAP - cap / 2)
    pip(part, INDEX_X, INDEX_TOP + INDEX_CAP + 12 + INDEX_PIP / 2)
    corner = part.surf.subsurface(part.rect(0, 0, 68, 140)).copy()
    c.surf.blit(corner, (0, 0))
    c.surf.blit(pygame.transform.flip(corner, True, True), (c.s(W - 68), c.s(H - 140)))


# Pip layouts: (column, row) with column -1 / 0 / 1 and row 0 (top) … 1 (bottom).
PIP_LAYOUTS: dict[int, list[tuple[int, float]]] = {
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, 0.5), (0, 1)],
    4: [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    5: [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    6: [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    7: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    8: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    9: [
        *[(-1, 0), (1, 0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5)],
        *[(-1, 2 / 3), (1, 2 / 3), (-1, 1), (1, 1)],
    ],
    10: [
        *[(-1, 0), (1, 0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3)],
        *[(-1, 2 / 3), (1, 2 / 3), (0, 5 / 6), (-1, 1), (1, 1)],
    ],
}
PIP_COL = 54  # horizontal distance of the side columns from the centre
PIP_TOP, PIP_BOTTOM = 90, 330
PIP_H = 50


def number_face(suit: int, rank: int, color: Color) -> Canvas:
    c = blank_card()
    count = rank + 2
    for col, row in PIP_LAYOUTS[count]:
        y = PIP_TOP + (PIP_BOTTOM - PIP_TOP) * row
        # Pips below the middle are upside down, as on a real card.
        draw_suit(c, suit, W / 2 + col * PIP_COL, y, PIP_H, color, flipped=row > 0.5)
    return c


def ace_face(suit: int, color: Color) -> Canvas:
    c = blank_card()
    ring = tint(color, 0.45)
    c.circle(W / 2, H / 2, 88, ring, width=1.5)
    for i in range(36):
        a = 2 * math.pi * i / 36
        c.circle(W / 2 + 80 * math.cos(a), H / 2 + 80 * math.sin(a), 2.2, ring)
    draw_suit(c, suit, W / 2, H / 2 + (4 if suit == 2 else 0), 118, color)
    return c


def crown(c: Canvas, kind: str, x: float, y: float, size: float, gem: Color) -> None:
    """A simple crown emblem centred on (x, y): king (R/K), queen (D/Q) or jack (V/J)."""
    w = size
    base_y = y + size * 0.28
    band_h = size * 0.16
    if kind == "K":
        tips = [(-0.5, -0.38), (0.0, -0.62), (0.5, -0.38)]
        pts = [(x - w / 2, base_y)]
        pts += [(x - w / 2, y - size * 0.38)]
        pts += [(x - w / 4, y - size * 0.02), (x, y - size * 0.62), (x + w / 4, y - size * 0.02)]
        pts += [(x + w / 2, y - size * 0.38), (x + w / 2, base_y)]
        c.polygon(pts, GOLD)
        c.polygon(pts, GOLD_DARK, width=1.2)
        for tx, ty in tips:
            c.circle(x + tx * w, y + ty * size - size * 0.05, size * 0.075, GOLD)
            c.circle(x + tx * w, y + ty * size - size * 0.05, size * 0.075, GOLD_DARK, width=1.2)
    elif kind == "Q":
        pts = [(x - w / 2, base_y)]
        n = 5
        for i in range(n + 1):
            px = x - w / 2 + w * i / n
            pts.append((px, y - size * (0.12 if i in (0, n) else 0.2)))
            if i < n:
                mx = px + w / n / 2
                pts.append((mx, y - size * (0.42 if i == 2 else 0.34)))
        pts.append((x + w / 2, base_y))
        c.polygon(pts, GOLD)
        c.polygon(pts, GOLD_DARK, width=1.2)
        for i in range(n):
            mx = x - w / 2 + w * (i + 0.5) / n
            c.circle(mx, y - size * (0.47 if i == 2 else 0.39), size * 0.05, GOLD)
            c.circle(mx, y - size * (0.47 if i == 2 else 0.39), size * 0.05, GOLD_DARK, width=1)
    else:
        # A jack bears a heraldic shield: gold border, a chevron in the suit's colour.
        top, bottom, half = y - size * 0.5, y + size * 0.45, w * 0.4
        shield: list[Point] = [(x - half, top), (x + half, top)]
        for i in range(1, 17):
            u = i / 16
            sx = x + half * math.cos(u * math.pi / 2) ** 0.8
            sy = top + (bottom - top) * (0.45 + 0.55 * math.sin(u * math.pi / 2))
            shield.append((sx, sy))
        mirrored = [(2 * x - px, py) for px, py in reversed(shield[2:])]
        shield = shield + mirrored
        c.polygon(shield, GOLD)
        c.polygon(shield, GOLD_DARK, width=1.2)
        inner = [(x + (px - x) * 0.78, top + 5 + (py - top) * 0.84) for px, py in shield]
        c.polygon(inner, tint(gem, 0.12))
        chevron = [
            (x - half * 0.62, y + size * 0.05),
            (x, y - size * 0.26),
            (x + half * 0.62, y + size * 0.05),
            (x + half * 0.62, y + size * 0.2),
            (x, y - size * 0.11),
            (x - half * 0.62, y + size * 0.2),
        ]
        c.polygon(chevron, gem)
        return
    c.rounded(x - w / 2, base_y - band_h, w, band_h, band_h * 0.3, GOLD)
    c.rounded(x - w / 2, base_y - band_h, w, band_h, band_h * 0.3, GOLD_DARK, width=1.2)
    for gx in (-0.3, 0.0, 0.3):
        c.circle(x + gx * w, base_y - band_h / 2, band_h * 0.26, gem)


def court_face(suit: int, rank: int, lang: str, color: Color) -> Canvas:
    """A court card: a framed panel, double-ended, each half a crown and a big serif letter."""
    c = blank_card()
    letter = RANK_LABELS[lang][rank]
    kind = "JQK"[rank - 9]
    px, py, pw, ph = 70, 22, W - 140, H - 44
    c.rounded(px, py, pw, ph, 10, tint(color, 0.07))
    c.rounded(px, py, pw, ph, 10, tint(color, 0.55), width=2)
    c.rounded(px + 5, py + 5, pw - 10, ph - 10, 7, tint(color, 0.3), width=1)
    cx = W / 2
    crown(c, kind, cx, 76, 72, color)
    big = text_surface(letter, "DejaVuSerif-Bold.ttf", c.s(66), color)
    # Letters share their top (cap height); the J's descender may hang lower.
    c.surf.blit(big, big.get_rect(midtop=(c.s(cx), c.s(117))))
    draw_suit(c, suit, cx - 50, 112, 24, color)
    draw_suit(c, suit, cx + 50, 112, 24, color)
    c.rotate_copy_lower_half()
    c.line((px + 14, H / 2), (px + pw - 14, H / 2), tint(color, 0.45), 1.2)
    c.circle(cx, H / 2, 5, tint(color, 0.45))
    return c


def standard_face(card: int, lang: str, four_colour: bool) -> pygame.Surface:
    suit, rank = divmod(card, 13)
    color = suit_colour(suit, four_colour)
    if rank <= 8:
        c = number_face(suit, rank, color)
    elif rank == 12:
        c = ace_face(suit, color)
    else:
        c = court_face(suit, rank, lang, color)
    draw_index(
        c,
        RANK_LABELS[lang][rank],
        color,
        lambda cv, x, y: draw_suit(cv, suit, x, y, INDEX_PIP, color),
    )
    c.mask_to_card()
    return c.final()


# --------------------------------------------------------------------------------------------
# The tarot deck: 21 trumps and the Excuse


def roman(n: int) -> str:
    out = ""
    for value, numeral in ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out += numeral
            n -= value
    return out


def tarot_frame(c: Canvas) -> tuple[float, float, float, float]:
    px, py, pw, ph = 70, 22, W - 140, H - 44
    c.rounded(px, py, pw, ph, 10, CREAM)
    c.rounded(px, py, pw, ph, 10, GOLD, width=2.5)
    c.rounded(px + 6, py + 6, pw - 12, ph - 12, 6, tint(NAVY, 0.5), width=1)
    for fx, fy in ((px + 6, py + 6), (px + pw - 6, py + 6), (px + 6, py + ph - 6)):
        draw_star(c, fx, fy, 7, GOLD, points=4, inner=0.35)
    draw_star(c, px + pw - 6, py + ph - 6, 7, GOLD, points=4, inner=0.35)
    return px, py, pw, ph


def sunburst(c: Canvas, x: float, y: float, r0: float, r1: float, rays: int, color: Color) -> None:
    for i in range(rays):
        a = 2 * math.pi * i / rays
        long = r1 if i % 2 == 0 else r0 + (r1 - r0) * 0.6
        half = math.pi / rays * 0.45
        c.polygon(
            [
                (x + r0 * math.cos(a - half), y + r0 * math.sin(a - half)),
                (x + long * math.cos(a), y + long * math.sin(a)),
                (x + r0 * math.cos(a + half), y + r0 * math.sin(a + half)),
            ],
            color,
        )


def trump_face(n: int) -> pygame.Surface:
    c = blank_card()
    _, py, _, ph = tarot_frame(c)
    cx, cy = W / 2, H / 2
    sunburst(c, cx, cy, 54, 78, 24, tint(GOLD, 0.9))
    c.circle(cx, cy, 57, NAVY if n == 21 else (255, 255, 255))
    c.circle(cx, cy, 57, GOLD, width=4.5)
    c.circle(cx, cy, 49, tint(GOLD, 0.7), width=1.2)
    ink = GOLD if n == 21 else NAVY
    digits = text_surface(str(n), "DejaVuSerif-Bold.ttf", c.s(54), ink, max_width=c.s(84))
    c.blit_centered(digits, cx, cy)
    numeral = text_surface(roman(n), "DejaVuSerif.ttf", c.s(17), NAVY)
    c.blit_centered(numeral, cx, py + 40)
    c.surf.blit(
        pygame.transform.flip(numeral, True, True),
        numeral.get_rect(center=(c.s(cx), c.s(py + ph - 40))),
    )
    for yy in (py + 62, py + ph - 62):
        c.line((cx - 34, yy), (cx + 34, yy), GOLD, 1.4)
        c.circle(cx, yy, 3, GOLD)
    draw_index(
        c,
        str(n),
        NAVY,
        lambda cv, x, y: draw_star(cv, x, y - 6, 13, GOLD, points=4, inner=0.38),
        width=TAROT_INDEX_WIDTH if n >= 10 else INDEX_WIDTH,
        two_cap=0.8,
    )
    c.mask_to_card()
    return c.final()


def excuse_face() -> pygame.Surface:
    c = blank_card()
    _, py, pw, ph = tarot_frame(c)
    cx, cy = W / 2, H / 2
    sunburst(c, cx, cy, 30, 84, 32, tint(GOLD, 0.6))
    draw_star(c, cx, cy + 3, 62, GOLD_DARK, inner=0.46)
    draw_star(c, cx, cy + 3, 56, GOLD, inner=0.46)
    draw_star(c, cx, cy + 3, 24, (255, 250, 220), inner=0.46)
    label = text_surface("Excuse", "DejaVuSerif-BoldItalic.ttf", c.s(21), NAVY, c.s(pw - 24))
    # Upright at the top (the part a fanned hand shows), turned round at the bottom.
    c.blit_centered(label, cx, py + 34)
    c.surf.blit(
        pygame.transform.flip(label, True, True),
        label.get_rect(center=(c.s(cx), c.s(py + ph - 34))),
    )
    part = Canvas()
    draw_star(part, INDEX_X, INDEX_TOP + 28, 28, NAVY)
    draw_star(part, INDEX_X, INDEX_TOP + 28, 11, GOLD)
    corner = part.surf.subsurface(part.rect(0, 0, 68, 140)).copy()
    c.surf.blit(corner, (0, 0))
    c.surf.blit(pygame.transform.flip(corner, True, True), (c.s(W - 68), c.s(H - 140)))
    c.mask_to_card()
    return c.final()


# --------------------------------------------------------------------------------------------
# Backs

BACK_COLOURS: dict[str, tuple[Color, Color]] = {
    "blue": ((28, 70, 150), (72, 122, 206)),
    "red": ((150, 28, 40), (206, 82, 88)),
    "green": ((20, 96, 66), (70, 156, 112)),
}


def back_face(style: str) -> pygame.Surface:
    dark, light = BACK_COLOURS[style]
    c = blank_card()
    m = 12
    x0, y0, x1, y1 = m, m, W - m, H - m
    c.rounded(x0, y0, x1 - x0, y1 - y0, 9, dark)
    # A lattice of diamonds, each with a small dot: a quiet, regular pattern.
    step = 22.0
    pattern = Canvas()
    for k in range(-30, 40):
        off = k * step
        pattern.line((x0 + off, y0), (x0 + off + (y1 - y0), y1), light, 1.3)
        pattern.line((x1 - off, y0), (x1 - off - (y1 - y0), y1), light, 1.3)
    # A dot in the middle of every diamond: lines x - y = a + k·step cross x + y = b - m·step.
    a, b = x0 - y0, x1 + y0
    for k in range(-30, 40):
        for m in range(-30, 40):
            dx = (a + b + (k - m) * step) / 2
            dy = (b - a - (k + m + 1) * step) / 2
            if x0 <= dx <= x1 and y0 <= dy <= y1:
                pattern.circle(dx, dy, 2.4, tint(light, 0.6, dark))
    clip = pygame.Surface(c.surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(
        clip,
        (255, 255, 255, 255),
        c.rect(x0 + 6, y0 + 6, x1 - x0 - 12, y1 - y0 - 12),
        border_radius=c.s(5),
    )
    pattern.surf.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    c.surf.blit(pattern.surf, (0, 0))
    c.rounded(x0 + 6, y0 + 6, x1 - x0 - 12, y1 - y0 - 12, 5, tint(light, 0.6, dark), width=1.5)
    # The emblem: an oval medallion with the lift's two arrows (the game is "the lift").
    cx, cy = W / 2, H / 2
    c.circle(cx, cy, 58, dark)
    c.circle(cx, cy, 54, PAPER)
    c.circle(cx, cy, 54, GOLD, width=3)
    c.circle(cx, cy, 47, tint(dark, 0.35), width=1.2)
    c.polygon([(cx - 26, cy - 8), (cx, cy - 36), (cx + 26, cy - 8)], dark)
    c.polygon([(cx - 26, cy + 8), (cx, cy + 36), (cx + 26, cy + 8)], dark)
    c.mask_to_card()
    return c.final()


# --------------------------------------------------------------------------------------------
# Writing the files and the contact sheet


def all_faces() -> Iterable[tuple[str, Callable[[], pygame.Surface]]]:
    """Every distinct face file with the function that draws it."""
    seen: set[str] = set()
    for lang in ("en", "fr"):
        for four in (False, True):
            for card in range(52):
                name = card_file_name(card, lang, four)
                if name not in seen:
                    seen.add(name)
                    yield name, functools.partial(standard_face, card, lang, four)
    for n in range(1, 22):
        yield card_file_name(51 + n), functools.partial(trump_face, n)
    yield card_file_name(73), excuse_face


def write_all(out: Path = OUT) -> int:
    (out / "faces").mkdir(parents=True, exist_ok=True)
    (out / "backs").mkdir(parents=True, exist_ok=True)
    expected = set()
    for name, draw in all_faces():
        pygame.image.save(draw(), str(out / "faces" / name))
        expected.add(name)
    for stale in (out / "faces").glob("*.png"):
        if stale.name not in expected:
            stale.unlink()
    for style in BACKS:
        pygame.image.save(back_face(style), str(out / "backs" / f"{style}.png"))
    return len(expected) + len(BACKS)


ALL_LOOKS = (("en", False), ("fr", False), ("en", True), ("fr", True))


def contact_sheet(
    path: Path,
    widths: tuple[int, ...] = (70, 120),
    looks: tuple[tuple[str, bool], ...] = ALL_LOOKS,
) -> None:
    """Every face in the given languages and colour modes, at display sizes (loaded and
    scaled by the game's own :class:`game.platform.cardart.CardArt`), on a green felt."""
    from game.platform.cardart import CardArt

    felt = (22, 92, 58)
    gap = 8
    rows: list[tuple[str, list[pygame.Surface]]] = []
    for width in widths:
        for lang, four in looks:
            art = CardArt(lang, four)
            for suit in range(4):
                cards = [art.face(suit * 13 + r, width) for r in range(13)]
                rows.append((f"{lang} {'4c' if four else '2c'} {width}px", cards))
        art = CardArt("fr", False)
        tarot = [art.face(c, width) for c in range(52, 74)]
        rows.append((f"tarot {width}px", tarot[:11]))
        rows.append((f"tarot {width}px", tarot[11:]))
        rows.append(("backs", [CardArt("en", False, back=b).back(width) for b in BACKS]))
    sheet_w = max(sum(s.get_width() + gap for s in r) for _, r in rows) + gap
    sheet_h = sum(r[0].get_height() + gap for _, r in rows) + gap
    sheet = pygame.Surface((sheet_w, sheet_h))
    sheet.fill(felt)
    y = gap
    for _, row in rows:
        x = gap
        for s in row:
            sheet.blit(s, (x, y))
            x += s.get_width() + gap
        y += row[0].get_height() + gap
    pygame.image.save(sheet, str(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=OUT, help="output folder (assets/cards)")
    parser.add_argument("--sheet", type=Path, help="also write a contact sheet PNG here")
    parser.add_argument("--sheet-only", action="store_true", help="skip regenerating the cards")
    parser.add_argument(
        "--widths", default="70,120", help="card widths of the contact sheet, comma separated"
    )
    parser.add_argument(
        "--looks",
        default="en-2c,fr-2c,en-4c,fr-4c",
        help="language and colour mode of the sheet's rows, e.g. en-2c,fr-4c",
    )
    args = parser.parse_args(argv)
    pygame.freetype.init()
    if not args.sheet_only:
        count = write_all(args.out)
        size = sum(p.stat().st_size for p in args.out.rglob("*.png"))
        print(f"{count} card images in {args.out} ({size / 1e6:.2f} MB)")
    if args.sheet:
        looks = tuple((k[:2], k.endswith("4c")) for k in args.looks.split(","))
        contact_sheet(args.sheet, tuple(int(w) for w in args.widths.split(",")), looks)
        print(f"contact sheet: {args.sheet}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
