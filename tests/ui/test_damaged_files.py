"""Every file the game reads treats damage alike — random bytes, a huge binary, a key twice —
by setting it aside and using defaults; a byte-order mark is fine; keys from a newer version
survive a re-save; and the player is told once, on screen, about a damaged or unwritable file."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pygame
import pytest

from game.core.presets import CLASSIC
from game.platform import notices
from game.platform.app import NOTICE_SECONDS
from game.platform.settings import (
    MAX_SETTINGS_BYTES,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from game.play.save import load_game, save_path
from game.scenes.menu import MenuScene
from game.scenes.screens import new_app
from game.scenes.table import TableScene, click_events
from tests.ui.test_table import make_app, small_bots

DT = 1 / 60


def random_bytes(seed: int, n: int = 4096) -> bytes:
    """Bytes that are not UTF-8 (a 0xff byte can never appear in UTF-8)."""
    rng = random.Random(seed)
    return b"\xff" + bytes(rng.randrange(256) for _ in range(n))


# -- settings ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(3))
def test_settings_of_random_bytes_are_set_aside(home: Path, seed: int) -> None:
    path = settings_path()
    raw = random_bytes(seed)
    path.write_bytes(raw)
    s = load_settings()
    assert s == Settings(language=s.language)
    assert not path.exists()
    (kept,) = path.parent.glob("settings.json.damaged-*")
    assert kept.read_bytes() == raw
    (notice,) = notices.board.pending
    assert notice.key == "notice.settings_damaged" and notice.params["name"] == kept.name


def test_a_huge_binary_settings_file_is_not_read_whole_and_set_aside(home: Path) -> None:
    path = settings_path()
    with path.open("wb") as f:  # sparse: 50 MB without writing them
        f.seek(50 * 1024 * 1024 - 1)
        f.write(b"\0")
    assert path.stat().st_size > MAX_SETTINGS_BYTES
    assert load_settings() == Settings(language=load_settings().language)
    assert not path.exists()
    assert list(path.parent.glob("settings.json.damaged-*"))


def test_the_game_starts_with_undecodable_settings(home: Path) -> None:
    settings_path().write_bytes(random_bytes(7))
    app = new_app()
    try:
        app.push(MenuScene(app))
        app.step(DT, [])
        assert app.notice is not None and app.notice.key == "notice.settings_damaged"
    finally:
        app.shutdown()
    assert load_settings() == app.settings


def test_a_settings_file_with_a_bom_is_read_not_reset(home: Path) -> None:
    path = settings_path()
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"volume": 0.25, "language": "fr"}).encode())
    s = load_settings()
    assert s.volume == 0.25 and s.language == "fr"
    assert path.exists() and not list(path.parent.glob("*.damaged-*"))
    assert not notices.board.pending


def test_unknown_keys_from_a_newer_version_survive_a_re_save(home: Path) -> None:
    path = settings_path()
    path.write_text(
        json.dumps({"volume": 0.5, "from_a_newer_version": {"level": 3}}), encoding="utf-8"
    )
    s = load_settings()
    s.volume = 0.4
    save_settings(s)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["from_a_newer_version"] == {"level": 3}
    assert data["volume"] == 0.4


def test_a_settings_file_with_a_key_twice_is_damaged(home: Path) -> None:
    path = settings_path()
    path.write_text('{"volume": 0.5, "volume": 0.9}', encoding="utf-8")
    load_settings()
    assert not path.exists()
    assert list(path.parent.glob("settings.json.damaged-*"))


def test_settings_that_cannot_be_written_are_told_once(home: Path) -> None:
    app = make_app()
    try:
        settings_path().mkdir(parents=True)  # a folder where the file should be
        for _ in range(3):
            app.save_settings()
        assert [n.key for n in notices.board.pending] == ["notice.settings_unwritable"]
    finally:
        os.rmdir(settings_path())
        app.shutdown()


# -- the saved game ----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(3))
def test_a_save_of_random_bytes_is_set_aside(home: Path, seed: int) -> None:
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(random_bytes(seed))
    assert load_game() is None
    assert not path.exists()
    (kept,) = path.parent.glob("current.json.damaged-*")
    assert [n.key for n in notices.board.pending] == ["notice.save_damaged"]
    assert notices.board.pending[0].params["name"] == kept.name


def test_a_save_with_a_key_twice_is_set_aside(home: Path) -> None:
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "ascenseur-save/1", "format": "x"}', encoding="utf-8")
    assert load_game() is None
    assert list(path.parent.glob("current.json.damaged-*"))


def test_the_menu_finds_a_damaged_save_before_continue_is_clicked(home: Path) -> None:
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", encoding="utf-8")
    app = make_app()
    try:
        menu = MenuScene(app)
        app.push(menu)
        app.step(DT, [])
        app.step(DT, [])
        assert not menu.continue_.enabled  # greyed at once, not after a click
        assert app.notice is not None and app.notice.key == "notice.save_damaged"
        text = app.notice_text()
        assert text is not None and "current.json.damaged-" in text
    finally:
        app.shutdown()


def test_a_save_that_cannot_be_written_is_told_once_and_play_goes_on(home: Path) -> None:
    save_path().mkdir(parents=True)  # a folder in the save's place: every autosave fails
    app = make_app()
    try:
        scene = TableScene.local(
            app, CLASSIC, ["Ann", "Bob", "Cy"], ["easy"] * 3, 3, bot_factory=small_bots
        )
        app.push(scene)
        for _ in range(120):
            app.step(DT, [])
        assert len(scene.table.recorder.actions) > 3  # the bots played on
        shown = [app.notice.key] if app.notice is not None else []
        assert shown + [n.key for n in notices.board.pending] == ["notice.save_unwritable"]
    finally:
        app.shutdown()


# -- the notice on screen ------------------------------------------------------------------------


def test_a_notice_is_drawn_in_the_players_language_and_a_click_dismisses_it(home: Path) -> None:
    app = new_app(Settings(language="fr", animation_speed="instant"))
    try:
        app.push(MenuScene(app))
        app.step(DT, [])
        before = app.screen.copy()
        notices.report("t", "notice.save_unreadable", reason="disque plein")
        notices.report("t", "notice.save_unreadable", reason="again")  # same topic: once
        app.step(DT, [])
        assert app.notice_text() == "La partie enregistrée n'a pas pu être lue (disque plein)."
        rect = app._notice_rect
        assert rect is not None and rect.width > 0 and rect.top < app.size[1] // 4
        # The banner is drawn over the menu: its area looks different from the menu alone.
        shown = pygame.transform.average_color(app.screen, rect)
        alone = pygame.transform.average_color(before, rect)
        assert sum(abs(a - b) for a, b in zip(shown, alone, strict=True)) > 30
        app.step(DT, click_events(rect.center))
        assert app.notice is None
        app.step(DT, [])
        assert app.notice is None  # not shown again
    finally:
        app.shutdown()


def test_a_notice_goes_away_by_itself(home: Path) -> None:
    app = make_app()
    try:
        app.push(MenuScene(app))
        notices.report("a", "notice.save_unreadable", reason="x")
        notices.report("b", "notice.settings_unwritable", reason="y")
        app.step(DT, [])
        assert app.notice is not None and app.notice.topic == "a"
        for _ in range(int(NOTICE_SECONDS / 0.1) + 2):
            app.step(0.1, [])
        assert app.notice is not None and app.notice.topic == "b"  # the next one follows
    finally:
        app.shutdown()


def test_the_menu_click_under_a_notice_still_works_elsewhere(home: Path) -> None:
    app = make_app()
    try:
        menu = MenuScene(app)
        app.push(menu)
        notices.report("a", "notice.save_unreadable", reason="x")
        app.step(DT, [])
        app.step(DT, click_events(menu.settings.rect.center))
        assert type(app.top).__name__ == "SettingsScene"
        assert app.notice is not None  # a click elsewhere leaves the notice up
    finally:
        app.shutdown()
