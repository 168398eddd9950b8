"""A whole game from the menu to the final score sheet with the keyboard alone: every event
the app receives is a key press. The harness looks at what the screen shows (which widget has
the focus ring, whose turn it is, which cards are playable) to choose the key, as a player
would."""

from __future__ import annotations

import pygame
import pytest

from game.core.state import Phase
from game.platform.app import App
from game.scenes.handoff import HandoffScene
from game.scenes.menu import MenuScene
from game.scenes.scoresheet import ScoreSheetScene
from game.scenes.setup import SetupScene
from game.scenes.table import TableScene
from game.ui.widgets import Widget
from tests.ui.test_table import DT, make_app

KEYS: list[int] = []


def press(app: App, *keys: int, unicode: str = "") -> None:
    """One frame with these key presses (and releases)."""
    events = []
    for key in keys:
        KEYS.append(key)
        events.append(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0)
        )
        events.append(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=unicode, scancode=0))
    app.step(DT, events)


def tab_to(app: App, scene: SetupScene, widget: Widget) -> None:
    """Tab until the focus ring is on ``widget``."""
    for _ in range(80):
        if scene.ui.focus is widget:
            return
        press(app, pygame.K_TAB)
    raise AssertionError("Tab never reached the widget")


def digit_keys(n: int) -> list[int]:
    return [getattr(pygame, f"K_{d}") for d in str(n)]


def table_keys(app: App) -> list[int]:
    """The keys a player presses now at the table (none while others play)."""
    top = app.top
    if isinstance(top, HandoffScene):
        return [pygame.K_RETURN]
    if isinstance(top, ScoreSheetScene):
        return [] if top.data.final else [pygame.K_ESCAPE]
    assert isinstance(top, TableScene), type(top).__name__
    scene = top
    if scene.ui.excuse_choices:
        return [pygame.K_RETURN]
    if scene.busy or scene.awaiting() is None:
        return []
    if scene.table.state.phase is Phase.BID:
        bid = next(b for b, reason in scene.bid_options() if reason is None)
        return digit_keys(bid)
    cards = scene.view.hand_cards(scene.show.display)
    focus = scene.ui.focus_card
    if focus is not None and focus < len(cards) and cards[focus] in scene.model().legal_cards():
        return [pygame.K_RETURN]
    return [pygame.K_RIGHT]


def play_to_the_final_sheet(app: App, max_frames: int = 60000) -> ScoreSheetScene:
    for _ in range(max_frames):
        top = app.top
        if isinstance(top, ScoreSheetScene) and top.data.final:
            return top
        keys = table_keys(app)
        if keys:
            press(app, *keys)
        else:
            app.step(DT, [])
    raise AssertionError("the game did not end")


def set_up(app: App, preset: str, count: int) -> SetupScene:
    """Menu → setup with Enter, then the game, the players and easy bots with the keyboard."""
    menu = MenuScene(app)
    app.push(menu)
    app.step(DT, [])
    assert menu.ui.focus is menu.new_game
    press(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, SetupScene)
    tab_to(app, setup, setup.preset_buttons[preset])
    press(app, pygame.K_RETURN)
    assert setup.preset_id == preset
    tab_to(app, setup, setup.count_choice)
    while setup.count != count:
        press(app, pygame.K_LEFT if setup.count > count else pygame.K_RIGHT)
    for seat in range(1, count):
        tab_to(app, setup, setup.kind_choices[seat])
        while setup.kinds[seat] != "easy":
            press(app, pygame.K_LEFT)
    tab_to(app, setup, setup.code_field)
    for ch in "KEYS":  # a key press, and the text it types (SDL sends both)
        press(app, getattr(pygame, f"K_{ch.lower()}"), unicode=ch)
        app.step(DT, [pygame.event.Event(pygame.TEXTINPUT, text=ch)])
    assert setup.code_field.text == "KEYS"  # a fixed deal: the same game every run
    tab_to(app, setup, setup.start_button)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene)
    return setup


@pytest.mark.parametrize(("preset", "count"), [("classic", 3), ("tarot-africain", 3)])
def test_a_whole_game_with_the_keyboard_only(preset: str, count: int) -> None:
    KEYS.clear()
    app = make_app()
    try:
        set_up(app, preset, count)
        table = app.top
        assert isinstance(table, TableScene)
        assert table.table.rules.name == preset and table.table.kinds == ["human"] + ["easy"] * (
            count - 1
        )
        sheet = play_to_the_final_sheet(app)
        assert sheet.data.final and table.table.state.is_over
        history = table.table.state.history
        # Seat 0 is the only person at the table and it bid in every round it was in: each
        # of those bids, and every card it played, came from a key press.
        played = [r.bids[0] is not None for r in history]
        # In every round until it was out, never after (a lives game may eliminate it).
        assert played[0] and played == sorted(played, reverse=True)
        assert set(KEYS) >= {pygame.K_RETURN, pygame.K_TAB}
    finally:
        app.shutdown()
