"""No text too small to read (issue 34, item 13): in the smallest window the game allows,
1024×600, every text the changed screens draw — labels, buttons, choices, the score sheet's
and the statistics' painted figures — is at least 11 pixels, in French and in English, in
every state the screens show (each preset, each editor group, a refusal, the score sheets
of a points game and of a lives game, the crash screen naming two saved games)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.core.presets import PRESET_ORDER, PRESETS
from game.platform.app import App, HeldGame
from game.platform.settings import Settings
from game.scenes.base import Scene
from game.scenes.screens import new_app
from game.ui import theme

SMALLEST = (1024, 600)
#: The smallest font size, in pixels, of any text in that window.
MIN_PX = 11


@pytest.fixture(params=["en", "fr"])
def app(request: pytest.FixtureRequest, home: Path) -> Iterator[App]:
    a = new_app(Settings(language=request.param, animation_speed="instant"), size=SMALLEST)
    a.resize(SMALLEST)
    yield a
    a.shutdown()


def too_small(app: App, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """The texts one frame draws below :data:`MIN_PX`."""
    drawn: list[tuple[str, int]] = []
    real = theme.render

    def render(text: str, size: int, *args: object, **kw: object) -> pygame.Surface:
        drawn.append((text, size))
        return real(text, size, *args, **kw)  # type: ignore[arg-type]

    with monkeypatch.context() as m:
        m.setattr(theme, "render", render)
        app.draw()
    return sorted({(text, size) for text, size in drawn if size < MIN_PX and text.strip()})


def check(app: App, monkeypatch: pytest.MonkeyPatch, scene: Scene, *states: Callable[[], object]):
    app.push(scene)
    app.step(0.0, [])
    for state in states or (lambda: None,):
        state()
        app.step(0.0, [])
        assert too_small(app, monkeypatch) == [], (type(scene).__name__, state)
    app.pop()


def test_menu_crash_and_the_question_before_replacing_a_game(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.i18n import lazy
    from game.scenes.confirm import ConfirmScene
    from game.scenes.crash import CrashScene
    from game.scenes.menu import MenuScene

    check(app, monkeypatch, MenuScene(app))
    held = (HeldGame("table", "L'Ascenseur (table rules)"), HeldGame("keeper", "Whist 22"))
    check(app, monkeypatch, CrashScene(app, Path("/a/rather/long/folder/logs/crash.log"), held))
    check(app, monkeypatch, CrashScene(app, None, ()))
    question = lazy("setup.replace_question", game="L'Ascenseur (table rules), round 12")
    ask = ConfirmScene(app, question, lambda: None, lazy("setup.replace"), lazy("setup.keep"))
    check(app, monkeypatch, ask)


def test_setup_with_each_preset_and_each_as_custom_rules(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.scenes.setup import SetupScene

    setup = SetupScene(app)
    states: list[Callable[[], object]] = [lambda: setup.count_choice.select(8)]
    for pid in PRESET_ORDER:
        states.append(lambda pid=pid: setup.select_preset(pid))  # type: ignore[misc]
        custom = PRESETS[pid].model_copy(update={"name": "custom"})
        states.append(lambda custom=custom: setup.use_rules(custom))  # type: ignore[misc]
    check(app, monkeypatch, setup, *states)


def test_keeper_setup_with_each_preset(
    app: App, monkeypatch: pytest.MonkeyPatch, home: Path
) -> None:
    from game.scenes.keeper_setup import KeeperSetupScene

    setup = KeeperSetupScene(app, home / "keeper")
    states = [lambda rid=rid: setup.select_rules(rid) for rid in setup.choices]  # type: ignore[misc]
    check(app, monkeypatch, setup, *states)


def test_rules_screen_every_tab(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.scenes.rules_screen import RulesScene

    rules = RulesScene(app, rules=PRESETS["classic"].model_copy(update={"name": "custom"}))
    states = [lambda tab=tab: rules.select(tab) for tab in rules.tab_buttons]  # type: ignore[misc]
    check(app, monkeypatch, rules, *states)


@pytest.mark.parametrize("base", ["classic", "tarot-africain"])
def test_rules_editor_every_group_and_a_refusal(
    app: App, monkeypatch: pytest.MonkeyPatch, base: str
) -> None:
    from game.scenes.rules_editor import GROUPS, RulesEditorScene

    editor = RulesEditorScene(app, PRESETS[base], lambda _: None)
    states: list[Callable[[], object]] = [
        lambda g=g: editor.show_group(g)  # type: ignore[misc]
        for g in GROUPS
    ]
    if base == "classic":
        states.append(lambda: editor.change("max_hand", None))
        states.append(lambda: editor.change("max_hand", 13))  # refused at 5 to 7 players
        states.append(lambda: editor.show_group("hands"))
        states.append(lambda: editor.change("direction", editor.controls["direction"].values[1]))
        states.append(lambda: editor.show_group("play"))
    check(app, monkeypatch, editor, *states)


def test_statistics_with_games(app: App, monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
    from game.scenes.statistics import StatisticsScene
    from tests.ui.test_statistics_scene import fill

    fill(home / "data")
    stats = StatisticsScene(app, home / "data")
    states = [
        lambda key=key: stats.game.select(key)  # type: ignore[misc]
        for key, _ in stats.game.options
    ]
    check(app, monkeypatch, stats, *states)


def test_score_sheets_of_points_and_lives(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.scenes.scoresheet import ScoreSheetScene
    from tests.ui.test_scoresheet import finished, lives_sheet

    for data in (finished(), finished("tarot", seed=5), lives_sheet()):
        sheet = ScoreSheetScene(app, data, on_play_again=lambda: None)
        check(app, monkeypatch, sheet, lambda sheet=sheet: sheet.export())  # type: ignore[misc]
    # With rounds to look back at: the Review button and the hint beside the title.
    for data in (finished(), lives_sheet()):
        sheet = ScoreSheetScene(app, data, on_review=lambda _i: None)
        check(app, monkeypatch, sheet)


def test_learn_to_play_and_open_a_saved_round(
    app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import random

    from game.core.presets import CLASSIC
    from game.core.records import record_from_state, round_json
    from game.core.state import GameState
    from game.scenes.lesson import LessonsScene
    from game.scenes.open_round import OpenRoundScene

    check(app, monkeypatch, LessonsScene(app))
    state = GameState.new(CLASSIC, 5, seed=3)
    rng = random.Random(3)
    actions = []
    while not state.history:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(str(action))
    names = ["Anne-Sophie", "Jean-Baptiste", "Marie-Christine", "Pierre-Emmanuel", "Zoé"]
    rec = record_from_state(state, names, actions)
    for i in range(7):
        (tmp_path / f"round-1-20261205-1200{i:02d}-with-a-long-name.json").write_text(
            round_json(rec, 0)
        )
    scene = OpenRoundScene(app, tmp_path)
    check(app, monkeypatch, scene, lambda: scene.open_path(tmp_path / "nothing.json"))
    check(app, monkeypatch, OpenRoundScene(app, tmp_path / "empty"))
