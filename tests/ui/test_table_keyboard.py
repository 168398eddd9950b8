"""The keyboard at the table: one focus ring at a time, and Enter does what the line above the
hand says (issue 34, item 12). A player at the keyboard finds a card (or a bid) already chosen
when their turn comes and plays it with one Enter; after the mouse, the line says that Enter
first picks a card, and it does."""

from __future__ import annotations

import pygame

from game.core.actions import Play
from game.core.presets import CLASSIC
from game.core.state import Phase
from game.platform.app import App
from game.scenes.table import TableScene, click_events, key_event
from tests.ui.test_table import DT, drive, human_to, start


def _mouse_moved(scene: TableScene) -> pygame.event.Event:
    """The pointer moved over the felt, away from every card and button."""
    pos = scene.layout.center.center
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, 2), buttons=(0, 0, 0))


def _focused_card(scene: TableScene) -> int:
    focus = scene.ui.focus_card
    assert focus is not None
    return scene.view.hand_cards(scene.show.display)[focus]


def test_at_the_keyboard_one_enter_plays_the_card_the_hint_line_offers(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy", "easy"], seed=9)
    drive(app, human_to(scene, Phase.BID))
    bid = next(b for b, reason in scene.bid_options() if reason is None)
    app.step(DT, [key_event(getattr(pygame, f"K_{bid}"))])  # a player at the keyboard
    drive(app, human_to(scene, Phase.PLAY))
    app.step(DT, [])
    card = _focused_card(scene)
    assert card in scene.model().legal_cards()
    assert "Enter play" in scene.hint_line()
    before = len(scene.table.recorder.actions)
    app.step(DT, [key_event(pygame.K_RETURN)])
    assert scene.table.recorder.actions[before] == str(Play(card))


def test_arrows_go_from_playable_card_to_playable_card(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy", "easy"], seed=11)

    def must_follow() -> bool:
        legal = scene.model().legal_cards()
        return bool(scene.table.state.trick) and 1 < len(legal) < len(scene.show.display.hand)

    drive(app, human_to(scene, Phase.PLAY, must_follow))
    legal = scene.model().legal_cards()
    seen = set()
    for _ in range(len(scene.show.display.hand) + 1):
        app.step(DT, [key_event(pygame.K_RIGHT)])
        seen.add(_focused_card(scene))
    assert seen == legal


def test_after_the_mouse_the_first_enter_picks_a_card_and_the_line_says_so(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy", "easy"], seed=9)
    drive(app, human_to(scene, Phase.PLAY))
    app.step(DT, [_mouse_moved(scene)])
    assert scene.ui.focus_card is None
    line = scene.hint_line()
    assert "Enter play" not in line and "Enter to choose" in line
    before = len(scene.table.recorder.actions)
    app.step(DT, [key_event(pygame.K_RETURN)])
    assert len(scene.table.recorder.actions) == before
    card = _focused_card(scene)
    assert card in scene.model().legal_cards()
    assert "Enter play" in scene.hint_line()
    app.step(DT, [key_event(pygame.K_RETURN)])
    assert scene.table.recorder.actions[before] == str(Play(card))


def test_at_the_keyboard_one_enter_bids_the_bid_the_panel_offers(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy", "easy"], seed=9)
    app.step(DT, [key_event(pygame.K_l), key_event(pygame.K_l)])  # keys, not the mouse
    drive(app, human_to(scene, Phase.BID))
    app.step(DT, [])
    focus = scene.ui.focus_bid
    assert focus is not None and dict(scene.bid_options())[focus] is None
    assert "Enter bid" in scene.hint_line()
    before = len(scene.table.recorder.actions)
    app.step(DT, [key_event(pygame.K_RETURN)])
    assert scene.table.recorder.actions[before] == f"bid {focus}"


def test_after_the_mouse_the_bid_line_says_enter_picks_a_bid(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy", "easy"], seed=9)
    drive(app, human_to(scene, Phase.BID, lambda: not scene.table.state.forbidden_bids()))
    app.step(DT, [_mouse_moved(scene)])
    assert scene.ui.focus_bid is None
    assert "Enter to choose" in scene.hint_line()
    before = len(scene.table.recorder.actions)
    app.step(DT, [key_event(pygame.K_RETURN)])
    assert len(scene.table.recorder.actions) == before and scene.ui.focus_bid is not None
    assert "Enter bid" in scene.hint_line()


def test_one_focus_ring_at_a_time(app: App) -> None:
    """A side button clicked with the mouse does not keep a focus ring beside the card the
    arrows choose."""
    scene = start(app, CLASSIC, ["human", "easy", "easy", "easy"], seed=9)
    drive(app, human_to(scene, Phase.PLAY))
    app.step(DT, click_events(scene.button_position("hint")))
    assert scene.ui.hint
    app.step(DT, [key_event(pygame.K_RIGHT)])
    assert scene.ui.focus_card is not None
    assert scene.widgets.focus is None
    app.step(DT, click_events(scene.button_position("scoresheet")))
    app.step(DT, [key_event(pygame.K_ESCAPE)])
    assert app.top is scene and scene.widgets.focus is None
