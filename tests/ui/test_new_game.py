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


# -- item 7: the set-up screens remember the last table --------------------------------------


def relaunch(app: App) -> App:
    """Quit (the settings are written) and start again from the files."""
    app.shutdown()
    return new_app()


def test_setup_remembers_the_last_table_across_a_restart(
    app: App, fake_table: type[FakeTable]
) -> None:
    d, setup = open_setup(app)
    d.click(setup.preset_buttons["tarot-africain"].rect.center)
    setup.count_choice.select(5)
    d.click(setup.kind_choices[1].arrows()[1].center)  # normal → hard
    d.click(setup.kind_choices[2].arrows()[0].center)  # normal → easy
    d.click(setup.kind_choices[3].arrows()[0].center)
    d.click(setup.kind_choices[3].arrows()[0].center)  # normal → easy → person
    setup.ui.set_focus(setup.name_fields[0])
    setup.name_fields[0].set_text("")
    d.text("Zoé")
    setup.ui.set_focus(setup.name_fields[3])
    setup.name_fields[3].set_text("")
    d.text("Marc")
    d.click(setup.start_button.rect.center)
    (table,) = fake_table.made
    assert table.names[0] == "Zoé" and table.kinds[:4] == ["human", "hard", "easy", "human"]
    again = relaunch(app)
    try:
        again.settings.language = "fr"  # the bots' default names follow the language
        again.apply_settings()
        _, setup = open_setup(again)
        assert setup.preset_id == "tarot-africain" and setup.custom is None
        assert setup.count == 5
        assert setup.kinds[:5] == ["human", "hard", "easy", "human", "normal"]
        assert [f.text for f in setup.name_fields[:5]] == [
            "Zoé",
            "Léa",
            "Hugo",
            "Marc",
            "Louis",
        ]
        assert [c.value for c in setup.kind_choices[:5]] == setup.kinds[:5]
        assert [f.visible for f in setup.name_fields] == [True] * 5 + [False] * 3
    finally:
        again.shutdown()


def test_setup_remembers_a_saved_rule_set(app: App, fake_table: type[FakeTable]) -> None:
    from game.core.rules import Sequence
    from game.play.rulesets import RuleSets

    rules = CLASSIC.model_copy(update={"sequence": Sequence.DOWN_UP, "name": "custom"})
    RuleSets().save("Maison", rules)
    d, setup = open_setup(app)
    setup.rule_set_choice.select("Maison")
    assert setup.custom is not None and setup.custom.name == "Maison"
    d.click(setup.start_button.rect.center)
    assert app.settings.last_game.rules == "set:Maison"
    app.pop_to(lambda s: isinstance(s, MenuScene))
    _, setup = open_setup(app)
    assert setup.custom is not None and setup.custom.name == "Maison"
    assert setup.rule_set_choice.value == "Maison"


def test_the_host_screen_does_not_take_the_new_game_s_table(
    app: App, fake_table: type[FakeTable]
) -> None:
    from game.scenes.host import HostScene

    d, setup = open_setup(app)
    d.click(setup.preset_buttons["whist22"].rect.center)
    d.click(setup.start_button.rect.center)
    assert app.settings.last_game.rules == "whist22"
    host = HostScene(app)
    assert host.preset_id == "classic"


def test_keeper_setup_remembers_rules_players_names_and_dealer(app: App, home: Path) -> None:
    from game.scenes.keeper import KeeperRoundScene
    from game.scenes.keeper_setup import KeeperSetupScene

    folder = home / "keeper"
    d = Driver(app, lambda _: None)
    setup = KeeperSetupScene(app, folder)
    app.push(setup)
    app.step(0.0, [])
    d.click(setup.rules_buttons["ascenseur"].rect.center)
    setup.count_choice.select(5)
    setup.ui.set_focus(setup.name_fields[0])
    setup.name_fields[0].set_text("")
    d.text("Zoé")
    setup.ui.set_focus(setup.name_fields[2])
    setup.name_fields[2].set_text("")
    d.text("Paul")
    setup.dealer_choice.select(2)
    d.click(setup.start_button.rect.center)
    assert isinstance(app.top, KeeperRoundScene)
    assert app.top.game.names[:3] == ("Zoé", "Alice", "Paul")
    again = relaunch(app)
    try:
        setup = KeeperSetupScene(again, folder)
        again.push(setup)
        assert setup.rules_id == "ascenseur" and setup.count == 5
        assert setup.player_names() == ["Zoé", "Alice", "Paul", "Chloe", "Daniel"]
        assert setup.dealer == 2 and setup.dealer_choice.value == 2
    finally:
        again.shutdown()


@pytest.mark.parametrize(
    "damage",
    [
        '"last_game": {"players": "many", "kinds": ["wizard"]}',
        '"last_game": [1, 2, 3]',
        '"last_game": {"names": ["a very very long name that goes on and on"]}',
        '"last_keeper_game": {"dealer": -4, "rules": 12}',
        '"last_game": null',
    ],
    ids=["wrong-values", "not-an-object", "name-too-long", "keeper", "null"],
)
def test_a_damaged_remembered_table_falls_back_to_the_defaults(home: Path, damage: str) -> None:
    from game.platform.settings import TableMemory, load_settings, settings_path

    path = settings_path()
    path.write_text(f'{{"volume": 0.3, {damage}}}', encoding="utf-8")
    settings = load_settings()
    assert settings.volume == 0.3  # the rest of the file is kept
    assert settings.last_game == TableMemory() and settings.last_keeper_game == TableMemory()
    assert path.exists() and not list(path.parent.glob("*.damaged-*"))


@pytest.mark.parametrize(
    "memory",
    [
        {"rules": "no-such-game", "players": 6},
        {"rules": "set:Deleted since", "players": 4},
        {"rules": "classic", "players": 8, "names": ["A"] * 8, "kinds": ["hard"] * 8},
        {"rules": "tarot-africain", "players": 2},
    ],
)
def test_a_remembered_table_the_game_no_longer_allows_is_fitted(
    app: App, home: Path, memory: dict[str, object]
) -> None:
    from game.platform.settings import TableMemory
    from game.scenes.keeper_setup import KeeperSetupScene

    app.settings.last_game = TableMemory.model_validate(memory)
    app.settings.last_keeper_game = TableMemory.model_validate(memory)
    _, setup = open_setup(app)
    assert setup.rules.min_players <= setup.count <= setup.rules.max_players
    assert setup.count_choice.value == setup.count
    keeper = KeeperSetupScene(app, home / "keeper")
    app.push(keeper)
    assert keeper.rules.min_players <= keeper.count <= keeper.rules.max_players
    app.step(0.0, [])
