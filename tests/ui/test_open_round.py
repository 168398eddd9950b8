"""Open a saved round (issue 36, "Share a hand"): a round saved from the review is listed and
opens in the review exactly, for the people it was shared for; a whole game opens as its
score sheet, each round reviewable; a file dropped on the menu opens too; a damaged, missing
or foreign file is refused with a message that names it, and nothing is opened."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pygame
import pytest

from game.core.presets import CLASSIC
from game.core.records import GameRecord, record_from_state, record_json, round_json
from game.core.state import GameState
from game.platform.app import App
from game.play.shared import exports_folder, list_shared
from game.scenes import open_round as open_round_module
from game.scenes.lesson import LessonsScene
from game.scenes.menu import MenuScene
from game.scenes.open_round import OpenRoundScene, entry_title
from game.scenes.review import ReviewScene
from game.scenes.scoresheet import ScoreSheetScene
from game.scenes.table import click_events, key_event
from game.ui import widgets
from tests.ui.test_table import DT

NAMES = ["Ann", "Ben", "Cid"]


def _game(rounds: int, seed: int = 9) -> GameRecord:
    state = GameState.new(CLASSIC, 3, seed=seed)
    rng = random.Random(seed)
    actions = []
    while len(state.history) < rounds:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(str(action))
    return record_from_state(state, NAMES, actions)


def _write(folder: Path, name: str, text: str, age: float = 0.0) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    if age:
        stamp = path.stat().st_mtime - age
        os.utime(path, (stamp, stamp))
    return path


def _open_screen(app: App) -> OpenRoundScene:
    """Menu → Learn to play → Open a saved round, with clicks."""
    app.push(MenuScene(app))
    app.step(DT, [])
    menu = app.top
    assert isinstance(menu, MenuScene)
    app.step(DT, click_events(menu.learn.rect.center))
    lessons = app.top
    assert isinstance(lessons, LessonsScene)
    app.step(DT, click_events(lessons.open_button.rect.center))
    scene = app.top
    assert isinstance(scene, OpenRoundScene)
    return scene


def test_a_saved_round_is_listed_and_opens_in_the_review_for_its_people(app: App) -> None:
    rec = _game(3)
    folder = exports_folder()
    _write(folder, "round-2-x.json", round_json(rec, 1, [0]))
    _write(folder, "game-x.json", record_json(rec), age=60)
    _write(folder, "sheet.png", "not json")
    _write(folder, "notes.json", '{"hello": 1}')
    scene = _open_screen(app)
    assert [e.path.name for e in scene.entries] == ["round-2-x.json", "game-x.json"]
    assert entry_title(scene.entries[0]) == "Round 2 · Rikiki / Oh Hell!"
    assert entry_title(scene.entries[1]) == "Whole game · Rikiki / Oh Hell!"
    app.step(DT, click_events(scene.open_buttons[0].rect.center))
    review = app.top
    assert isinstance(review, ReviewScene)
    assert review.review.round_index == 1 and review.review.people == (0,)
    assert not review.yours  # "Ann bid 2", not "You bid 2"
    assert review.review.record.actions == json.loads(round_json(rec, 1))["record"]["actions"]
    app.step(DT, [key_event(pygame.K_ESCAPE)])
    assert app.top is scene


def test_a_whole_game_opens_as_its_sheet_and_any_round_is_reviewed(app: App) -> None:
    rec = _game(3, seed=4)
    _write(exports_folder(), "game.json", record_json(rec))
    scene = _open_screen(app)
    app.step(DT, click_events(scene.open_buttons[0].rect.center))
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene) and sheet.viewing
    assert len(sheet.data.history) == 3 and sheet.close_button in sheet.buttons
    pos = sheet.row_position(2)
    assert pos is not None
    app.step(DT, click_events(pos))
    review = app.top
    assert isinstance(review, ReviewScene) and review.review.round_index == 2
    assert review.review.people == (0, 1, 2)  # the file does not say whose: everyone's
    app.step(DT, [key_event(pygame.K_ESCAPE)])
    app.step(DT, [key_event(pygame.K_ESCAPE)])  # Close: back to the list, not the menu
    assert app.top is scene


def test_a_file_dropped_on_the_menu_opens(app: App, tmp_path: Path) -> None:
    rec = _game(2)
    path = _write(tmp_path / "mail", "from-a-friend.json", round_json(rec, 0))
    app.push(MenuScene(app))
    app.step(DT, [])
    app.step(DT, [pygame.event.Event(pygame.DROPFILE, file=str(path))])
    review = app.top
    assert isinstance(review, ReviewScene) and review.review.round_index == 0


@pytest.mark.parametrize(
    ("name", "text", "problem"),
    [
        ("broken.json", '{"format": "ascenseur-round/1", "round": ', "Cannot open broken.json:"),
        ("far.json", None, "no finished round 7"),
        ("empty.json", "", "Cannot open empty.json:"),
        ("missing.json", "-", "cannot read the file"),
        ("folder", "/", "this is a folder"),
    ],
)
def test_a_file_that_cannot_be_opened_says_why_and_nothing_opens(
    app: App, tmp_path: Path, name: str, text: str | None, problem: str
) -> None:
    path = tmp_path / name
    if text is None:
        data = json.loads(round_json(_game(3), 1))
        path.write_text(json.dumps({**data, "round": 7}))
    elif text == "/":
        path.mkdir()
    elif text != "-":
        path.write_text(text)
    scene = OpenRoundScene(app)
    app.push(scene)
    app.step(DT, [])
    scene.ui.set_focus(scene.path_field)
    app.step(DT, [pygame.event.Event(pygame.TEXTINPUT, text=str(path))])
    app.step(DT, [key_event(pygame.K_RETURN)])
    assert app.top is scene
    assert scene.message is not None and problem in scene.message, scene.message
    app.step(DT, [])  # and it draws


def test_a_path_pasted_with_ctrl_v_opens(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _write(tmp_path, "pasted.json", round_json(_game(2), 1))
    monkeypatch.setattr(widgets, "clipboard_text", lambda: f"{path}\n")
    scene = OpenRoundScene(app)
    app.push(scene)
    app.step(DT, [])
    scene.ui.set_focus(scene.path_field)
    paste = pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_LCTRL, unicode="\x16", scancode=0
    )
    app.step(DT, [paste])
    assert scene.path_field.text == str(path)
    app.step(DT, click_events(scene.path_button.rect.center))
    assert isinstance(app.top, ReviewScene)


def test_the_list_is_bounded_and_pages(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    rec = _game(1)
    text = round_json(rec, 0)
    folder = exports_folder()
    for i in range(8):
        _write(folder, f"round-{i}.json", text, age=i)
    assert [e.path.name for e in list_shared()] == [f"round-{i}.json" for i in range(8)]
    monkeypatch.setattr(open_round_module, "LIST_ROWS", 5)
    scene = _open_screen(app)
    assert len(scene.shown()) == 5 and sum(b.visible for b in scene.open_buttons) == 5
    app.step(DT, [key_event(pygame.K_PAGEDOWN)])
    assert [e.path.name for e in scene.shown()] == ["round-5.json", "round-6.json", "round-7.json"]
    assert [b.visible for b in scene.open_buttons] == [True, True, True, False, False]


def test_an_empty_folder_says_how_to_fill_it(app: App) -> None:
    scene = _open_screen(app)
    assert scene.entries == [] and scene.empty.visible
    assert not any(b.visible for b in scene.open_buttons)
    assert scene.ui.focus is scene.path_field
