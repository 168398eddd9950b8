"""Starting a new game: the game in progress is never thrown away without asking (issue 34,
item 6), and the set-up screens remember the last table (item 7)."""

from __future__ import annotations

import random
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.cli.selftest import Driver
from game.core.presets import CLASSIC
from game.core.records import record_from_state
from game.core.state import GameState
from game.i18n import resolve, t
from game.platform.app import App
from game.platform.settings import Settings
from game.play.save import load_game, save_game
from game.scenes.confirm import ConfirmScene
from game.scenes.menu import MenuScene
from game.scenes.screens import new_app
from game.scenes.setup import SetupScene
from tests.ui.test_menu_setup import FakeTable


@pytest.fixture
def app(home: Path) -> Iterator[App]:
    a = new_app(Settings(language="en", animation_speed="instant"))
    yield a
    a.shutdown()


@pytest.fixture
def fake_table(monkeypatch: pytest.MonkeyPatch) -> type[FakeTable]:
    module = types.ModuleType("game.scenes.table")
    module.TableScene = FakeTable  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.scenes.table", module)
    FakeTable.made = []
    return FakeTable


def save_a_game_at_round_3() -> list[str]:
    """A pass-and-play Rikiki game saved in round 3; its actions."""
    rng = random.Random(7)
    state = GameState.new(CLASSIC, 3, seed=7)
    actions = []
    while state.round_index < 2:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    record = record_from_state(state, ["Léa", "Tom", "Zoé"], actions)
    assert save_game(record, ["human", "human", "easy"]) is not None
    saved = load_game()
    assert saved is not None and saved.round == 3
    return [str(a) for a in saved.record.actions]


def open_setup(app: App) -> tuple[Driver, SetupScene]:
    menu = MenuScene(app)
    app.push(menu)
    d = Driver(app, lambda _: None)
    app.step(0.0, [])
    d.click(menu.new_game.rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    return d, setup


# -- item 6: a new game asks before replacing the one in progress ----------------------------


def test_deal_asks_before_replacing_the_game_in_progress_and_keep_keeps_it(
    app: App, fake_table: type[FakeTable]
) -> None:
    kept = save_a_game_at_round_3()
    d, setup = open_setup(app)
    d.click(setup.start_button.rect.center)
    ask = app.top
    assert isinstance(ask, ConfirmScene)
    assert fake_table.made == []
    question = resolve(ask.question.text)
    assert question == t("setup.replace_question", game="Rikiki / Oh Hell!, round 3")
    assert "This replaces your game in progress (Rikiki / Oh Hell!, round 3)" in question
    assert resolve(ask.yes.text) == "Replace" and resolve(ask.no.text) == "Keep"
    assert ask.ui.focus is ask.no  # the safe answer first
    d.key(pygame.K_RETURN)  # Keep
    assert app.top is setup and fake_table.made == []
    saved = load_game()
    assert saved is not None and [str(a) for a in saved.record.actions] == kept
    # Esc keeps it too.
    d.click(setup.start_button.rect.center)
    assert isinstance(app.top, ConfirmScene)
    d.key(pygame.K_ESCAPE)
    assert app.top is setup and fake_table.made == []


def test_replace_by_keyboard_or_mouse_starts_the_new_game(
    app: App, fake_table: type[FakeTable]
) -> None:
    save_a_game_at_round_3()
    d, setup = open_setup(app)
    setup.ui.set_focus(setup.start_button)
    d.key(pygame.K_RETURN)
    ask = app.top
    assert isinstance(ask, ConfirmScene)
    d.key(pygame.K_LEFT)
    assert ask.ui.focus is ask.yes
    d.key(pygame.K_RETURN)
    (table,) = fake_table.made
    assert app.top is table
    # And with the mouse, from a fresh setup screen.
    app.pop_to(lambda s: isinstance(s, MenuScene))
    menu = app.top
    assert isinstance(menu, MenuScene)
    d.click(menu.new_game.rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    d.click(setup.start_button.rect.center)
    ask = app.top
    assert isinstance(ask, ConfirmScene)
    d.click(ask.yes.rect.center)
    assert len(fake_table.made) == 2 and app.top is fake_table.made[1]


def test_deal_without_a_game_in_progress_asks_nothing(
    app: App, fake_table: type[FakeTable]
) -> None:
    d, setup = open_setup(app)
    d.click(setup.start_button.rect.center)
    (table,) = fake_table.made
    assert app.top is table
