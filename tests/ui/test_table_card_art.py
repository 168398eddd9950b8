"""The tarot faces' corner index (issue 34, item 13c): two-digit trumps used to be squeezed
against the card's edge. Every trump's number keeps a margin from the edge and from the
gold frame, as the single digits do."""

from __future__ import annotations

import pygame
import pytest

from game.assets import card_path

#: The corner of a 420 × 588 face where the index's number is drawn (the star under it
#: excluded), and the gold frame's left edge (70 design units of 300).
CORNER = range(10, 104)
FRAME_X = 98


def _number_columns(card: int) -> tuple[int, int]:
    """The leftmost and rightmost columns of navy ink in the corner index."""
    surf = pygame.image.load(str(card_path(card)))
    xs = [
        x
        for x in range(0, FRAME_X + 10)
        for y in CORNER
        if (c := surf.get_at((x, y))).a == 255 and c.r < 120 and c.b > c.r + 30
    ]
    assert xs, f"no index on card {card}"
    return min(xs), max(xs)


@pytest.mark.parametrize("n", range(1, 22))
def test_tarot_corner_numbers_keep_clear_of_the_edge_and_the_frame(n: int) -> None:
    left, right = _number_columns(51 + n)
    assert left >= 12, f"trump {n} touches the card's edge"
    assert right <= FRAME_X - 12, f"trump {n} touches the frame"
