"""The menu, setup, rules and pause screens: keyboard and mouse navigation, what Start hands to
the table, deal codes, and layouts without overlapping widgets from 1024×600 to 4K."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

import pygame
import pytest

from game.cli.selftest import Driver
from game.core.dealcode import deal_code, parse_deal_code
from game.core.presets import PRESET_ORDER, PRESETS
from game.i18n import resolve, t
from game.platform.app import App
from game.platform.settings import Settings
from game.scenes import menu as menu_module
from game.scenes.base import Scene, UIScene
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.rules_screen import RulesScene, common_blocks, rules_blocks
from game.scenes.screens import new_app
from game.scenes.settings_screen import SettingsScene
from game.scenes.setup import BOT_NAMES, SetupScene, default_names, random_seed
from game.ui.layout import outside, overlaps

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (3840, 2160)]


class FakeTable(Scene):
    """Stands in for game.scenes.table.TableScene: keeps its arguments."""

    made: ClassVar[list[FakeTable]] = []

    def __init__(self, app: App, rules: Any, names: list[str], kinds: list[str], seed: int) -> None:
        super().__init__(app)
        self.rules, self.names, self.kinds, self.seed = rules, names, kinds, seed
        FakeTable.made.append(self)

    @classmethod
    def local(
        cls, app: App, rules: Any, names: list[str], kinds: list[str], seed: int
    ) -> FakeTable:
        """As ``TableScene.local``: a game at this computer."""
        return cls(app, rules, names, kinds, seed)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("ASCENSEUR_HOME", str(tmp_path))
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


def drive(app: App) -> Driver:
    return Driver(app, lambda _: None)


# -- menu ------------------------------------------------------------------------------------


def test_menu_arrows_skip_the_greyed_continue_and_enter_opens_the_screen(app: App) -> None:
    menu = MenuScene(app)
    app.push(menu)
    d = drive(app)
    d.frames(1)
    assert not menu.continue_.enabled  # no saved game in a fresh home
    assert menu.ui.focus is menu.new_game
    d.key(pygame.K_DOWN)
    assert menu.ui.focus is menu.friends  # Continue is greyed: skipped
    d.key(pygame.K_DOWN)
    assert menu.ui.focus is menu.keeper
    d.key(pygame.K_DOWN)
    assert menu.ui.focus is menu.statistics
    d.key(pygame.K_DOWN)
    assert menu.ui.focus is menu.rules
    d.key(pygame.K_DOWN)
    assert menu.ui.focus is menu.settings
    d.key(pygame.K_UP)
    d.key(pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)
    d.key(pygame.K_ESCAPE)
    assert app.top is menu
    d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene)
    d.key(pygame.K_ESCAPE)
    for _ in range(2):  # back from the settings, their button has the focus
        d.key(pygame.K_UP)
    assert menu.ui.focus is menu.statistics
    d.key(pygame.K_RETURN)
    assert type(app.top).__name__ == "StatisticsScene"
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_UP)
    d.key(pygame.K_RETURN)
    assert type(app.top).__name__ == "KeeperScene"


def test_menu_enter_on_new_game_opens_setup_and_quit_stops(app: App) -> None:
    menu = MenuScene(app)
    app.push(menu)
    d = drive(app)
    d.key(pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)
    d.key(pygame.K_ESCAPE)
    assert app.top is menu
    d.click(menu.quit.rect.center)
    assert not app.running


def test_menu_mouse_hover_moves_the_focus(app: App) -> None:
    menu = MenuScene(app)
    app.push(menu)
    pos = menu.settings.rect.center
    still = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(0.0, [still])  # the window opening under the pointer: hovered, focus kept
    assert menu.ui.focus is menu.new_game and menu.settings.hovered
    app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(2, 1), buttons=(0, 0, 0))])
    assert menu.ui.focus is menu.settings and menu.settings.hovered


def test_continue_is_enabled_when_a_game_is_saved(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = menu_module.Resumable("table", "Rikiki / Oh Hell!, round 3", None)
    monkeypatch.setattr(menu_module, "find_resumable", lambda: found)
    menu = MenuScene(app)
    app.push(menu)
    app.step(0.0, [])
    assert not menu.continue_.enabled  # looked for after the first frame is shown
    app.step(0.0, [])
    assert menu.continue_.enabled
    drive(app).key(pygame.K_DOWN)
    assert menu.ui.focus is menu.continue_
    assert resolve(menu.continue_.detail) == "Rikiki / Oh Hell!, round 3"


# -- setup -----------------------------------------------------------------------------------


def test_setup_defaults(app: App) -> None:
    setup = SetupScene(app)
    app.push(setup)
    assert setup.preset_id == PRESET_ORDER[0] == "classic"
    assert setup.count == 4
    assert setup.kinds[:4] == ["human", "normal", "normal", "normal"]
    assert setup.names[1:4] == list(BOT_NAMES["en"][:3])
    assert [f.visible for f in setup.name_fields] == [True] * 4 + [False] * 4


def test_setup_choices_produce_the_table_arguments(app: App, fake_table: type[FakeTable]) -> None:
    menu = MenuScene(app)
    app.push(menu)
    d = drive(app)
    d.click(menu.new_game.rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    d.click(setup.preset_buttons["tarot-africain"].rect.center)
    assert setup.rules is PRESETS["tarot-africain"]
    setup.ui.set_focus(setup.count_choice)
    for _ in range(5):
        d.key(pygame.K_RIGHT)
    assert setup.count == 5  # the preset's maximum
    d.click(setup.kind_choices[1].arrows()[1].center)  # normal → hard
    d.click(setup.kind_choices[2].arrows()[0].center)  # normal → easy
    d.click(setup.kind_choices[3].arrows()[0].center)
    d.click(setup.kind_choices[3].arrows()[0].center)  # normal → easy → human
    d.click(setup.name_fields[0].rect.center)
    for _ in range(20):
        d.key(pygame.K_BACKSPACE)
    d.text("Zoé")
    d.click(setup.name_fields[3].rect.center)
    for _ in range(20):
        d.key(pygame.K_BACKSPACE)
    d.text("Marc")
    d.click(setup.code_field.rect.center)
    d.text("abc-12")
    d.click(setup.start_button.rect.center)
    (table,) = fake_table.made
    assert table.rules is PRESETS["tarot-africain"]
    assert table.names == ["Zoé", *BOT_NAMES["en"][:2], "Marc", BOT_NAMES["en"][3]]
    assert table.kinds == ["human", "hard", "easy", "human", "normal"]
    assert table.seed == int("ABC12", 36)
    assert app.stack == [menu, table]  # the table replaced the setup screen


def test_without_a_deal_code_the_seed_is_random(app: App, fake_table: type[FakeTable]) -> None:
    setup = SetupScene(app)
    app.push(setup)
    seeds = {setup.table_args().seed for _ in range(5)}
    assert len(seeds) > 1


def test_the_player_count_stays_within_each_presets_range(app: App) -> None:
    setup = SetupScene(app)
    app.push(setup)
    for pid in PRESET_ORDER:
        setup.select_preset(pid)
        rules = PRESETS[pid]
        values = [v for v, _ in setup.count_choice.options]
        assert values == list(range(rules.min_players, rules.max_players + 1))
        assert rules.min_players <= setup.count <= rules.max_players
    setup.select_preset("whist22")
    setup.count_choice.select(2)
    assert setup.count == 2 and setup.table_args().kinds == ["human", "normal"]
    setup.select_preset("classic")
    assert setup.count == 3


def test_empty_names_get_their_default_and_repeated_names_a_number(app: App) -> None:
    setup = SetupScene(app)
    app.push(setup)
    setup.names[1] = "   "
    setup.names[2] = "Max"
    setup.names[3] = "Max"
    names = setup.table_args().names
    assert names[1] == setup.default_names[1]
    assert names[2:] == ["Max", "Max 2"]


def test_you_is_renamed_when_several_people_share_the_screen(app: App) -> None:
    setup = SetupScene(app)
    app.push(setup)
    setup.names[0] = "You"
    assert setup.table_args().names[0] == "You"
    setup.kind_choices[2].select("human")
    assert setup.table_args().names[0] == "Player 1"
    assert resolve(setup.seat_hint.text) == t("setup.pass_and_play")


def test_the_line_under_the_seats_says_what_a_bot_level_does(app: App) -> None:
    setup = SetupScene(app)
    app.push(setup)
    hint = setup.seat_hint
    # Three Normal bots: the line describes Normal.
    assert resolve(hint.text) == t("setup.level.normal")
    setup.kind_choices[3].select("hard")
    assert resolve(hint.text) == t("setup.level.hard")  # the strongest bot at the table
    # The seat under the focus speaks first, even beside a stronger bot.
    setup.kind_choices[2].select("easy")
    setup.ui.set_focus(setup.kind_choices[2])
    assert resolve(hint.text) == t("setup.level.easy")
    # A person's seat has nothing to describe; with two people the pass-and-play note shows.
    setup.kind_choices[2].select("human")
    assert resolve(hint.text) == t("setup.pass_and_play")
    setup.ui.set_focus(None)
    setup.kind_choices[1].hovered = True
    assert resolve(hint.text) == t("setup.level.normal")
    setup.kind_choices[1].hovered = False
    # The mouse speaks before the focus, which stays on the last seat clicked.
    setup.kind_choices[3].select("hard")
    setup.ui.set_focus(setup.kind_choices[1])
    setup.kind_choices[3].hovered = True
    assert resolve(hint.text) == t("setup.level.hard")
    setup.kind_choices[3].hovered = False
    assert resolve(hint.text) == t("setup.level.normal")
    # A seat beyond the player count says nothing, even hovered or holding the strongest bot.
    setup.ui.set_focus(None)
    setup.set_count(3)
    setup.kind_choices[3].hovered = True
    assert resolve(hint.text) == t("setup.pass_and_play")
    setup.kind_choices[2].select("easy")
    assert resolve(hint.text) == t("setup.level.normal")
    setup.kind_choices[3].hovered = False
    setup.set_count(4)
    setup.kind_choices[2].select("human")
    # Only people: the pass-and-play note, whatever seat is under the mouse.
    for seat in (1, 3):
        setup.kind_choices[seat].select("human")
    assert resolve(hint.text) == t("setup.pass_and_play")


def test_deal_codes_round_trip() -> None:
    for seed in (0, 1, 35, 36, 123456789, 36**7 - 1):
        assert parse_deal_code(deal_code(seed)) == seed
    assert parse_deal_code(" ab-c ") == parse_deal_code("ABC") == int("ABC", 36)
    assert parse_deal_code("") is None
    assert parse_deal_code("é!") is None
    assert 0 <= random_seed() < 36**7


def test_default_names_are_distinct_first_names() -> None:
    for lang in ("fr", "en"):
        names = default_names(lang)
        assert len(names) == 8 and len(set(names)) == 8


def test_text_field_typing_backspace_and_max_length(app: App) -> None:
    setup = SetupScene(app)
    app.push(setup)
    d = drive(app)
    field = setup.name_fields[2]
    d.click(field.rect.center)
    d.key(pygame.K_END)
    d.key(pygame.K_BACKSPACE)
    assert setup.names[2] == BOT_NAMES["en"][1][:-1]
    d.text("x" * 40)
    assert len(setup.names[2]) == field.max_length
    d.key(pygame.K_HOME)
    d.key(pygame.K_DELETE)
    assert len(setup.names[2]) == field.max_length - 1


# -- rules -----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_preset_has_a_rules_text(lang: str) -> None:

    try:
        from game.i18n import set_language
    except ImportError:
        pytest.skip("no catalogs yet")
    set_language(lang)
    try:
        docs = [common_blocks()] + [rules_blocks(PRESETS[p], p) for p in PRESET_ORDER]
        for blocks in docs:
            for style, text in blocks:
                assert text and "{" not in text, (style, text)
                assert not t("rules.title").startswith("rules.")
    finally:
        set_language("en")


def test_rules_screen_scrolls_and_switches_tabs(app: App) -> None:
    rules = RulesScene(app, "ascenseur")
    app.push(rules)
    d = drive(app)
    d.frames(1)
    assert rules.tab == "ascenseur"
    d.click(rules.tab_buttons["whist22"].rect.center)
    assert rules.tab == "whist22"
    d.click(rules.tab_buttons["classic"].rect.center)
    if rules.text.max_offset() > 0:
        d.key(pygame.K_PAGEDOWN)
        assert rules.text.offset > 0
        d.key(pygame.K_HOME)
        assert rules.text.offset == 0


# -- layout ----------------------------------------------------------------------------------


def _screens(app: App) -> list[UIScene]:
    setup = SetupScene(app)
    setup.select_preset("rikiki")
    setup.count_choice.select(8)  # every seat row shown
    return [MenuScene(app), setup, SettingsScene(app), RulesScene(app), PauseScene(app)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_widget_overlaps_another_at_common_window_sizes(app: App, size: tuple[int, int]) -> None:
    app.resize(size)
    bounds = pygame.Rect(0, 0, *size)
    for scene in _screens(app):
        app.push(scene)
        app.step(0.0, [])
        rects = scene.widget_rects()
        assert rects, type(scene).__name__
        assert overlaps(rects) == [], (type(scene).__name__, size)
        assert outside(rects, bounds) == [], (type(scene).__name__, size)
        app.pop()


def _check_text_fits(scene: UIScene, where: tuple[object, ...]) -> None:
    from game.ui import theme
    from game.ui.widgets import Button, Choice, Label

    for w, _ in scene.ui.rects():
        if isinstance(w, Label) and w.wrap:
            size, lines = w.fitted()
            assert size >= 0.75 * w.px(w.size), (*where, resolve(w.text)[:40])
            line_h = theme.font(size, w.bold).get_linesize()
            assert len(lines) * line_h <= w.rect.height + 1, (*where, resolve(w.text)[:40])
        elif isinstance(w, Button | Label):
            text = resolve(w.text)
            design = w.px(w.size)
            width = w.rect.width - (w.px(20) if isinstance(w, Button) else 0)
            fitted = theme.fit_size(text, design, width, getattr(w, "bold", True))
            assert fitted >= 0.75 * design, (*where, text)
        if isinstance(w, Choice):
            left, right = w.arrows()
            for _, label in w.options:
                text = resolve(label)
                fitted = theme.fit_size(text, w.px(w.size), right.left - left.right, True)
                assert fitted >= 0.75 * w.px(w.size), (*where, text)


@contextmanager
def _shown_in(app: App, lang: str, size: tuple[int, int]) -> Iterator[None]:
    """The app in ``lang`` at window ``size`` while the block runs, back in English after."""
    app.settings.language = lang
    app.apply_settings()
    app.resize(size)
    try:
        yield
    finally:
        app.settings.language = "en"
        app.apply_settings()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_level_description_fits_under_the_seats(
    app: App, size: tuple[int, int], lang: str
) -> None:
    with _shown_in(app, lang, size):
        setup = SetupScene(app)
        app.push(setup)
        for level in ("easy", "normal", "hard"):
            setup.kind_choices[1].select(level)
            setup.ui.set_focus(setup.kind_choices[1])
            assert resolve(setup.seat_hint.text) == t(f"setup.level.{level}")
            _check_text_fits(setup, ("seat hint", size, lang, level))
        app.pop()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_text_fits_its_widget(app: App, size: tuple[int, int], lang: str) -> None:
    """Text is shrunk to fit; a shrink below 75 % of the design size means the layout is too
    tight to read. Checked in both languages, with every preset's summary."""
    with _shown_in(app, lang, size):
        for scene in _screens(app):
            app.push(scene)
            presets = PRESET_ORDER if isinstance(scene, SetupScene) else ("",)
            for pid in presets:
                if pid:
                    assert isinstance(scene, SetupScene)
                    scene.select_preset(pid)
                _check_text_fits(scene, (type(scene).__name__, size, lang, pid))
            app.pop()
