"""What the table shows stays in sight: the whole hand inside the window with its legal cards
standing out, the trick on the table behind the hand-off card and the Excuse popup, panel
buttons readable in both languages, the trump in the colours of the deck — at every window
size from 1024×600 to 4K."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.cards import EXCUSE
from game.core.presets import CLASSIC, WHIST22
from game.core.state import Phase
from game.i18n import resolve
from game.platform.app import App
from game.scenes.handoff import HandoffScene, handoff_box
from game.scenes.table import TableScene, autoplay_events, click_events
from game.ui import theme
from game.ui.table_layout import compute_layout
from game.ui.table_view import SUIT_INK_FOUR, SUIT_INK_TWO, suit_ink
from tests.ui.test_table import (
    DT,
    _seed_with_excuse,
    drive,
    human_to,
    make_app,
    start,
)

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (3840, 2160)]


def _must_follow(scene: TableScene) -> bool:
    return bool(scene.table.state.trick) and len(scene.model().legal_cards()) < len(
        scene.table.state.hands[0]
    )


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_whole_hand_is_in_the_window_and_legal_cards_stand_out(
    app: App, size: tuple[int, int]
) -> None:
    app.resize(size)
    scene = start(app, CLASSIC, ["human", "easy", "easy", "easy"], seed=11)
    drive(app, human_to(scene, Phase.PLAY, lambda: _must_follow(scene)), random.Random(3))
    legal = scene.model().legal_cards()
    screen = pygame.Rect(0, 0, *size)
    for hover in (None, 0, len(scene.show.display.hand) - 1):
        scene.ui.hover_card = hover
        app.step(0.0, [])
        drawn = scene.view.hand_drawn
        assert [card for card, _, _ in drawn] == scene.show.display.hand
        for card, rect, pose in drawn:
            # Every card whole on screen, shadow included.
            assert screen.contains(rect.move(theme.px(2, scene.layout.scale), 0)), (card, pose)
            assert screen.contains(rect.inflate(0, 2 * theme.px(3, scene.layout.scale)))
            assert (pose == "unplayable") == (card not in legal)
        tops = {pose: r.top for _, r, pose in drawn}
        assert tops["unplayable"] > max(t for p, t in tops.items() if p != "unplayable")


@pytest.mark.parametrize("size", SIZES[:3], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_handoff_card_leaves_the_public_facts_in_sight(size: tuple[int, int]) -> None:
    """The hand-off card covers the strip of the face-down hand only: the trick on the table,
    every seat, the info panel and its buttons stay visible."""
    app = make_app(size=size)
    try:
        scene = start(app, CLASSIC, ["human", "easy", "human", "easy"], seed=2)
        rng = random.Random(1)
        seen_trick = False
        for _ in range(20000):
            top = app.top
            if isinstance(top, HandoffScene) and top.armed:
                box = top.box()
                lay = scene.layout
                assert pygame.Rect(0, 0, *size).contains(box)
                assert not box.colliderect(lay.panel)
                for sl in lay.seats:
                    assert not box.colliderect(lay.trick_rect(sl.seat))
                    if sl.slot != 0:
                        assert not box.colliderect(sl.box)
                seen_trick = seen_trick or bool(scene.show.display.trick)
                if seen_trick:
                    break
            app.step(DT, autoplay_events(app, rng=rng))
        assert seen_trick, "no hand-off with cards on the table"
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", range(2, 9))
def test_the_handoff_card_covers_only_the_hidden_hand(size: tuple[int, int], players: int) -> None:
    for card_scale in (0.16, 0.2, 0.25):
        for view in range(players):
            lay = compute_layout(*size, players, view, card_scale, max_hand=52 // max(3, players))
            region = lay.handoff_region()
            box = handoff_box(size, region)
            assert region.contains(box), (card_scale, view)
            assert not box.colliderect(lay.panel)
            for sl in lay.seats:
                assert not box.colliderect(lay.trick_rect(sl.seat))
                assert not box.colliderect(sl.plate)
                if sl.slot != 0:
                    assert not box.colliderect(sl.box)


def test_the_handoff_card_sits_in_the_middle_without_a_table() -> None:
    app = make_app()
    try:
        handoff = HandoffScene(app, "Léa", lambda: None)
        app.push(handoff)
        box = handoff.box()
        assert box.center == (640, 360)
        assert box.contains(handoff.button())
    finally:
        app.shutdown()


def test_the_excuse_popup_leaves_the_trick_in_sight(app: App) -> None:
    seed = _seed_with_excuse(WHIST22, 3)
    scene = start(app, WHIST22, ["human", "easy", "easy"], seed=seed)
    drive(
        app,
        human_to(
            scene,
            Phase.PLAY,
            lambda: len(scene.plays_for(EXCUSE)) == 2 and bool(scene.show.display.trick),
        ),
        choose=lambda legal: legal[-1],
    )
    pos = scene.card_position(EXCUSE)
    assert pos is not None
    app.step(DT, click_events(pos))
    assert scene.ui.excuse_choices
    box = scene.layout.popup()
    for seat, _card, _value in scene.show.display.trick:
        assert not box.colliderect(scene.layout.trick_rect(seat))
    trick_faces = [f for f in scene.view.faces if f.where == "trick"]
    assert len(trick_faces) == len(scene.show.display.trick)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_panel_buttons_are_readable(lang: str, size: tuple[int, int]) -> None:
    """One font size for the panel buttons, never shrunk below 75 % of the design size."""
    app = make_app(size=size)
    try:
        app.settings.language = lang
        app.apply_settings()
        scene = start(app, CLASSIC, ["human", "easy", "easy", "easy"], seed=1)
        app.step(0.0, [])
        for button in scene.buttons.values():
            text = resolve(button.text)
            design = theme.px(15, scene.layout.scale)
            width = button.rect.width - theme.px(20, scene.layout.scale)
            fitted = theme.fit_size(text, theme.px(button.size, scene.layout.scale), width, True)
            assert fitted >= 0.75 * design, (lang, size, text)
    finally:
        app.shutdown()


def test_trump_colours_follow_the_deck_setting() -> None:
    # Two colours: red diamonds and hearts; four colours: green clubs, blue diamonds.
    assert suit_ink(1) == suit_ink(2) == SUIT_INK_TWO[2]
    assert suit_ink(0) == suit_ink(3) == theme.TEXT
    assert suit_ink(0, True) == SUIT_INK_FOUR[0] != suit_ink(0)
    assert suit_ink(1, True) == SUIT_INK_FOUR[1] != suit_ink(1)
    assert suit_ink(2, True) == suit_ink(2)
    assert len({suit_ink(s, True) for s in range(4)}) == 4
