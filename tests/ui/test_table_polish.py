"""Cosmetic faults seen on screenshots of the table (issue 34, item 13): each checked where the
player sees it, in the drawn frame, in English and French, at 1280×720 and 1024×600."""

from __future__ import annotations

import pygame
import pytest

from game.core.presets import TAROT_AFRICAIN
from game.core.state import Phase
from game.scenes.table import TableScene, key_event
from tests.ui.test_table import DT, drive, greedy, human_to, make_app, start

SIZES = [(1280, 720), (1024, 600)]


def _hover(scene: TableScene, card: int) -> pygame.event.Event:
    pos = scene.card_position(card)
    assert pos is not None
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(2, 0), buttons=(0, 0, 0))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_coach_badges_leave_the_keys_line_clear(size: tuple[int, int]) -> None:
    """(a) The coach's expected score sits above each playable card, never on the line that
    says which keys to press — also above a card raised under the pointer."""
    app = make_app(size=size)
    try:
        scene = start(app, TAROT_AFRICAIN, ["human", "easy", "easy", "easy"], seed=4)
        drive(
            app,
            human_to(scene, Phase.PLAY, lambda: len(scene.table.state.hands[0]) >= 4),
            choose=greedy(scene),
        )
        app.step(DT, [key_event(pygame.K_h)])
        hint = scene.table.hint
        assert hint is not None
        while not hint.done:
            app.step(DT, [])
        legal = sorted(scene.model().legal_cards())
        for card in legal:
            app.step(DT, [_hover(scene, card)])
            assert scene.hint_line()  # the keys line is drawn…
            badges = scene.view.badges_drawn
            assert len(badges) == len(legal)
            line = scene.layout.message
            hand = [r for _, r, _ in scene.view.hand_drawn]
            for badge in badges:
                assert not badge.colliderect(line)  # … and no badge covers it
                assert not any(badge.colliderect(r) for r in hand)
    finally:
        app.shutdown()
