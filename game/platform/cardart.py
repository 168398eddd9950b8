"""Card images at run time: load the faces and backs of ``assets/cards``, scale them smoothly to
the size the table needs and keep the results.

    art = CardArt("fr", four_colour=False, back="blue")
    surface = art.face(card_id, 90)   # 90 × 126 pixels, French corner indices
    hidden = art.back(90)

Cards keep the 5:7 shape of their files (300 × 420). A missing or unreadable file never stops
the game: a plain placeholder card with the card's code is drawn instead and a warning logged.
Card ids are those of :mod:`game.core.cards`; :data:`game.core.actions.HIDDEN` (``-1``, the
blind round's unseen card) shows the back.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from pathlib import Path

import pygame

from ..assets import BACKS, LANGUAGES, AssetNotFoundError, back_path, card_path, font_path

__all__ = ["ASPECT", "CardArt", "card_height", "card_size"]

log = logging.getLogger(__name__)

#: Height over width of every card.
ASPECT = 7 / 5
_CACHE_LIMIT = 512  # scaled surfaces kept (a few hands at a few sizes)
_HIDDEN = -1
_RANKS = "23456789TJQKA"


def card_height(width: int) -> int:
    """The height of a card ``width`` pixels wide (5:7)."""
    return max(1, round(width * ASPECT))


def card_size(width: int) -> tuple[int, int]:
    """``(width, height)`` of a card ``width`` pixels wide."""
    return (max(1, width), card_height(width))


def _code(card: int) -> str:
    if 0 <= card < 52:
        return _RANKS[card % 13] + "♣♦♥♠"[card // 13]
    if 52 <= card <= 72:
        return str(card - 51)
    if card == 73:
        return "★"
    return "?"


class CardArt:
    """The card images of one look: language of the corner indices, two or four colours, and
    back style. Scaled surfaces are cached per size; changing the look clears the cache."""

    def __init__(self, lang: str = "en", four_colour: bool = False, back: str = "blue") -> None:
        self._sources: dict[Path, pygame.Surface] = {}
        self._scaled: OrderedDict[tuple[str, int], pygame.Surface] = OrderedDict()
        self._warned: set[str] = set()
        self.lang = lang if lang in LANGUAGES else "en"
        self.four_colour = four_colour
        self.back_style = back if back in BACKS else BACKS[0]
        if lang not in LANGUAGES:
            log.warning("no card faces in language %r: using English", lang)
        if back not in BACKS:
            log.warning("no card back %r: using %r", back, self.back_style)

    # -- settings ------------------------------------------------------------------------------

    def configure(
        self, lang: str | None = None, four_colour: bool | None = None, back: str | None = None
    ) -> None:
        """Change the look (any of the three); cached images are dropped when it changes."""
        new_lang = self.lang if lang is None else (lang if lang in LANGUAGES else "en")
        new_four = self.four_colour if four_colour is None else four_colour
        new_back = self.back_style if back is None else (back if back in BACKS else BACKS[0])
        if (new_lang, new_four, new_back) != (self.lang, self.four_colour, self.back_style):
            self.lang, self.four_colour, self.back_style = new_lang, new_four, new_back
            self._scaled.clear()

    # -- images --------------------------------------------------------------------------------

    def face(self, card: int, width: float) -> pygame.Surface:
        """The face of ``card`` scaled to ``width`` pixels (height from :func:`card_height`).
        The surface is shared: blit it, do not draw on it."""
        if card == _HIDDEN:
            return self.back(width)
        size = max(1, round(width))
        key = (f"face:{card}", size)
        cached = self._get(key)
        if cached is not None:
            return cached
        try:
            path = card_path(card, self.lang, self.four_colour)
        except (AssetNotFoundError, ValueError) as exc:
            return self._store(key, self._placeholder(str(exc), _code(card), size))
        return self._store(key, self._scaled_from(path, size, _code(card)))

    def back(self, width: float) -> pygame.Surface:
        """The card back scaled to ``width`` pixels."""
        size = max(1, round(width))
        key = (f"back:{self.back_style}", size)
        cached = self._get(key)
        if cached is not None:
            return cached
        try:
            path = back_path(self.back_style)
        except (AssetNotFoundError, ValueError) as exc:
            return self._store(key, self._placeholder(str(exc), "", size, back=True))
        return self._store(key, self._scaled_from(path, size, "", back=True))

    # -- internals -----------------------------------------------------------------------------

    def _get(self, key: tuple[str, int]) -> pygame.Surface | None:
        surf = self._scaled.get(key)
        if surf is not None:
            self._scaled.move_to_end(key)
        return surf

    def _store(self, key: tuple[str, int], surf: pygame.Surface) -> pygame.Surface:
        self._scaled[key] = surf
        while len(self._scaled) > _CACHE_LIMIT:
            self._scaled.popitem(last=False)
        return surf

    def _scaled_from(self, path: Path, width: int, code: str, back: bool = False) -> pygame.Surface:
        source = self._sources.get(path)
        if source is None:
            try:
                source = pygame.image.load(str(path))
            except (pygame.error, OSError) as exc:
                return self._placeholder(f"cannot read {path}: {exc}", code, width, back)
            self._sources[path] = source
        size = card_size(width)
        if size == source.get_size():
            surf = source.copy()
        else:
            surf = _restore_opacity(pygame.transform.smoothscale(_with_alpha(source), size))
        return _for_display(surf)

    def _placeholder(self, why: str, code: str, width: int, back: bool = False) -> pygame.Surface:
        if why not in self._warned:
            self._warned.add(why)
            log.warning("card image replaced by a placeholder: %s", why)
        w, h = card_size(width)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(2, w // 14)
        fill = (40, 70, 140) if back else (252, 252, 250)
        pygame.draw.rect(surf, (150, 155, 165), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, fill, surf.get_rect().inflate(-2, -2), border_radius=radius)
        if code:
            color = (200, 22, 46) if code[-1] in "♦♥" else (24, 26, 32)
            try:
                if not pygame.font.get_init():
                    pygame.font.init()
                font = pygame.font.Font(str(font_path(bold=True)), max(6, w // 3))
                text = font.render(code, True, color)
                surf.blit(text, text.get_rect(center=(w // 2, h // 2)))
            except (pygame.error, OSError):
                pass  # the blank card is enough
        return _for_display(surf)


def _with_alpha(surf: pygame.Surface) -> pygame.Surface:
    # smoothscale needs 24- or 32-bit pixels (a palette PNG has 8).
    if surf.get_bitsize() in (24, 32):
        return surf
    full = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)
    full.blit(surf, (0, 0))
    return full


def _restore_opacity(surf: pygame.Surface) -> pygame.Surface:
    """Undo smoothscale's rounding on alpha (it shrinks 255 to 253, letting the felt show
    through): add min(alpha, 2), so opaque stays opaque and clear stays clear."""
    extra = surf.copy()
    extra.fill((0, 0, 0, 2), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(extra, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return surf


def _for_display(surf: pygame.Surface) -> pygame.Surface:
    """Match the screen's pixel format when a window exists (much faster blits)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf
