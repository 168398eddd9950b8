"""Crash recovery: an unexpected exception in a scene's update or draw writes crash.log and
the game record beside it, shows "Back to the menu" instead of closing the window, and leaves
the saved game resumable."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.presets import CLASSIC
from game.core.records import GameRecord, load_record, replay
from game.i18n import preset_name, resolve, t
from game.platform.app import App, HeldGame
from game.play.keeper import KeeperGame, list_games, open_game
from game.play.save import load_game
from game.scenes.crash import CrashScene
from game.scenes.keeper import KeeperRoundScene
from game.scenes.menu import MenuScene
from game.scenes.table import TableScene, click_events, key_event
from tests.ui.test_table import make_app, small_bots

DT = 1 / 60


class Boom(RuntimeError):
    pass


@pytest.fixture(autouse=True)
def _recover(monkeypatch: pytest.MonkeyPatch) -> None:
    """The game's own behaviour, which the rest of the suite turns off."""
    monkeypatch.setattr(App, "recover_crashes", True)


def table_with_a_game(app: App) -> TableScene:
    app.push(MenuScene(app))
    scene = TableScene.local(
        app, CLASSIC, ["Ann", "Bob", "Cy"], ["easy"] * 3, 5, bot_factory=small_bots
    )
    app.push(scene)
    for _ in range(60):
        app.step(DT, [])
    assert len(scene.table.recorder.actions) >= 3
    return scene


def fail(*_: object) -> None:
    raise Boom("injected")


@pytest.mark.parametrize("where", ["update", "draw", "handle_event"])
def test_a_crash_in_a_scene_shows_the_crash_screen_and_keeps_the_game(
    home: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    app = make_app()
    try:
        scene = table_with_a_game(app)
        actions = list(scene.table.recorder.actions)
        monkeypatch.setattr(scene, where, fail)
        app.step(DT, [key_event(0)] if where == "handle_event" else [])
        assert app.running
        assert isinstance(app.top, CrashScene)
        assert [type(s) for s in app.stack] == [MenuScene, CrashScene]
        crash_log = home / "logs" / "crash.log"
        assert "Boom: injected" in crash_log.read_text(encoding="utf-8")
        (record_file,) = crash_log.parent.glob("crash-*-record.json")
        record = load_record(record_file)
        assert list(record.actions)[: len(actions)] == actions
        assert replay(record).legal
        # The saved game is still there and resumes where it stopped.
        saved = load_game()
        assert saved is not None and list(saved.record.actions) == list(record.actions)
        crash = app.top
        assert crash.saved and crash.report == crash_log
        app.step(DT, [])  # the crash screen draws
        app.step(DT, click_events(crash.back_button.rect.center))
        menu = app.top
        assert isinstance(menu, MenuScene)
        app.step(DT, [])
        assert menu.continue_.enabled
    finally:
        app.shutdown()


def test_a_crash_outside_a_game_says_nothing_was_lost(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app()
    try:
        menu = MenuScene(app)
        app.push(menu)
        app.step(DT, [])
        monkeypatch.setattr(menu, "update", fail)
        app.step(DT, [])
        crash = app.top
        assert isinstance(crash, CrashScene) and not crash.saved
        assert not list((home / "logs").glob("crash-*-record.json"))
    finally:
        app.shutdown()


def test_a_crash_loop_closes_the_game_with_its_report(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app()
    try:
        app.push(MenuScene(app))
        monkeypatch.setattr(MenuScene, "draw", fail)
        monkeypatch.setattr(CrashScene, "draw", fail)
        app.step(DT, [])  # the first crash is recovered from
        assert isinstance(app.top, CrashScene)
        with pytest.raises(Boom):
            app.step(DT, [])  # the crash screen failing too: give up
    finally:
        monkeypatch.undo()
        app.shutdown()
    assert (home / "logs" / "crash.log").read_text(encoding="utf-8").count("Boom") >= 1


def keeper_evening(app: App, folder: Path) -> KeeperRoundScene:
    """A score keeper evening of Rikiki with a bid entered (saved after every entry)."""
    game = KeeperGame.create(CLASSIC, ["Léa", "Tom", "Zoé"], 0, folder)
    scene = KeeperRoundScene(app, game)
    app.push(scene)
    app.step(DT, [key_event(pygame.K_0)])
    app.step(DT, [key_event(pygame.K_RETURN)])
    assert game.current().bids[1] == 0
    return scene


def test_a_crash_in_a_keeper_evening_says_the_evening_was_saved(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app()
    try:
        app.push(MenuScene(app))
        scene = keeper_evening(app, home / "keeper")
        monkeypatch.setattr(scene, "update", fail)
        app.step(DT, [])
        crash = app.top
        assert isinstance(crash, CrashScene)
        assert crash.held == (HeldGame("keeper", "Rikiki / Oh Hell!"),)
        assert crash.saved
        body = resolve(crash.body.text)
        assert "score keeper evening" in body and "Rikiki / Oh Hell!" in body
        assert "not in the middle of a game" not in body
        # Saved indeed: the evening is there with its bid.
        (kept,) = list_games(home / "keeper")
        assert not kept.over
        assert open_game(kept.id, home / "keeper").current().bids[1] == 0
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_crash_with_a_table_game_and_a_keeper_evening_names_both(
    home: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app = make_app()
    app.settings.language = lang
    app.apply_settings()
    try:
        table_with_a_game(app)
        keeper = keeper_evening(app, home / "keeper")
        monkeypatch.setattr(keeper, "update", fail)
        app.step(DT, [])
        crash = app.top
        assert isinstance(crash, CrashScene)
        name = preset_name("classic")
        assert crash.held == (HeldGame("table", name), HeldGame("keeper", name))
        body = resolve(crash.body.text)
        assert body.count(name) == 2
        assert t("crash.saved_table", game=name) in body
        assert t("crash.saved_keeper", game=name) in body
        assert load_game() is not None
    finally:
        app.shutdown()


def test_a_finished_game_on_the_stack_is_not_said_to_be_saved(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table of a game that is over keeps its record (for the crash report) but the
    game is no longer saved: nothing to continue."""
    app = make_app()
    try:
        scene = table_with_a_game(app)
        monkeypatch.setattr(scene, "crash_record", lambda: final_record())
        assert scene.held_game() is None
    finally:
        app.shutdown()


def final_record() -> GameRecord:
    """The record of a one-round game played to its end by bots."""
    from game.core.rules import Sequence
    from game.play.local_table import LocalTable, TableOptions

    rules = CLASSIC.model_copy(update={"sequence": Sequence.CUSTOM, "custom_sizes": (1,)})
    table = LocalTable(
        rules, ["Ann", "Bob", "Cy"], ["easy"] * 3, 5, TableOptions(speed=0.0, bots=small_bots)
    )
    for _ in range(2000):
        table.updates()
        table.update(DT, True)
        if table.state.is_over:
            return table.record()
    raise AssertionError("the bots did not finish")
