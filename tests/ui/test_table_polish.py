"""Cosmetic faults seen on screenshots of the table (issue 34, item 13): each checked where the
player sees it, in the drawn frame, in English and French, at 1280×720 and 1024×600."""

from __future__ import annotations

import pygame
import pytest

from game.core.presets import TAROT_AFRICAIN
from game.core.state import Phase
from game.platform.settings import Settings
from game.scenes.screens import new_app
from game.scenes.table import TableScene, key_event
from game.ui import theme
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


def _excuse_seed() -> int:
    from game.core.cards import EXCUSE
    from game.core.presets import WHIST22
    from game.core.state import GameState

    for seed in range(200):
        st = GameState.new(WHIST22, 3, seed=seed)
        if EXCUSE in st.hands[0] and st.hand_size > 1:
            return seed
    raise AssertionError("no seed deals the Excuse to seat 0")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_excuse_popup_is_clear_of_the_hand_and_says_keep_not_cancel(
    lang: str, size: tuple[int, int]
) -> None:
    """(b) The Whist 22 "What is the Excuse worth?" box leaves the raised card and the side
    buttons in sight, and its way out does not read like the panel's Undo ("Annuler")."""
    from game.core.actions import Bid
    from game.core.cards import EXCUSE
    from game.core.presets import WHIST22
    from game.i18n import t

    app = new_app(Settings(language=lang, animation_speed="instant"), size=size)
    try:
        scene = start(app, WHIST22, ["human", "easy", "easy"], seed=_excuse_seed())
        drive(
            app,
            human_to(scene, Phase.PLAY, lambda: len(scene.plays_for(EXCUSE)) == 2),
            choose=lambda legal: next((a for a in legal if isinstance(a, Bid)), legal[0]),
        )
        pos = scene.card_position(EXCUSE)
        assert pos is not None
        app.step(DT, [_hover(scene, EXCUSE)])
        app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        assert scene.ui.excuse_choices
        box = scene.layout.popup()
        margin = theme.px(6, scene.layout.scale)  # the raised card's glow
        for card, rect, _ in scene.view.hand_drawn:
            assert not box.colliderect(rect.inflate(margin, margin)), card
        for name, button in scene.buttons.items():
            assert not box.colliderect(button.rect), name
        labels = scene.view.excuse_labels(scene.ui)
        assert labels[:2] == ["0", "22"]
        way_out = labels[-1]
        assert way_out not in (t("table.undo"), t("common.cancel"))
        for label, rect in zip(labels, scene.layout.popup_buttons(len(labels)), strict=True):
            size_px = theme.fit_size(label, theme.px(19, scene.layout.scale), rect.width, True)
            assert size_px >= 12, label
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_side_buttons_stay_readable(lang: str, size: tuple[int, int]) -> None:
    """(d) The panel's buttons are not shrunk to tiny type to fit their labels: at least
    11 pixels at 1024×600 (12 at 1280×720), in English and in French, with every button
    shown (the coach and undo on)."""
    from game.i18n import resolve

    app = new_app(Settings(language=lang, animation_speed="instant"), size=size)
    try:
        scene = start(app, TAROT_AFRICAIN, ["human", "easy", "easy", "easy"], seed=4)
        app.step(DT, [])
        scale = scene.layout.scale
        smallest = 11 if size[1] < 720 else 12
        for name, button in scene.buttons.items():
            assert button.visible, name
            text = resolve(button.text)
            room = button.rect.width - theme.px(20, scale)  # the button's own padding
            drawn = theme.fit_size(text, theme.px(button.size, scale), room, True)
            assert drawn >= smallest, (name, text, drawn)
        # The same type for every button.
        assert len({b.size for b in scene.buttons.values()}) == 1
    finally:
        app.shutdown()
