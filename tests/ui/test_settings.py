"""Settings: saved as JSON in the user config folder, every user folder redirected by
ASCENSEUR_HOME, a damaged file set aside (never a crash), and the settings screen's changes
taking effect at once — the language switch redraws every string."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.cli.selftest import Driver
from game.i18n import resolve
from game.platform import settings as settings_module
from game.platform.app import App
from game.platform.files import config_dir, data_dir, log_dir, save_dir
from game.platform.settings import Settings, load_settings, save_settings, settings_path
from game.scenes.menu import MenuScene
from game.scenes.screens import new_app
from game.scenes.settings_screen import SettingsScene


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ASCENSEUR_HOME", str(tmp_path))
    return tmp_path


class FakeAudio:
    def __init__(self) -> None:
        self.volume = 0.0
        self.muted = False
        self.played: list[str] = []

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def set_muted(self, muted: bool) -> None:
        self.muted = muted

    def play(self, name: str) -> None:
        self.played.append(name)


@pytest.fixture
def app(home: Path) -> Iterator[App]:
    a = new_app(Settings(language="en"), audio=FakeAudio())
    yield a
    a.shutdown()


# -- folders and file ------------------------------------------------------------------------


def test_ascenseur_home_redirects_every_user_folder(home: Path) -> None:
    assert config_dir() == home / "config"
    assert data_dir() == home / "data"
    assert save_dir() == home / "data" / "saves"
    assert log_dir() == home / "logs"
    assert settings_path() == home / "config" / "settings.json"
    assert all(p.is_dir() for p in (config_dir(), data_dir(), save_dir(), log_dir()))


def test_without_ascenseur_home_the_platform_folders_are_used(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import platformdirs

    monkeypatch.delenv("ASCENSEUR_HOME", raising=False)
    expected = Path(platformdirs.user_config_dir("ascenseur", appauthor=False))
    assert config_dir(create=False) == expected


def test_no_file_gives_the_defaults(home: Path) -> None:
    s = load_settings()
    assert s.animation_speed == "normal" and s.card_size == "medium"
    assert 0 <= s.volume <= 1 and not s.muted and not s.fullscreen
    assert s.coach and s.undo and not s.four_colour
    assert s.language in ("fr", "en")


def test_settings_round_trip(home: Path) -> None:
    s = Settings(
        language="fr",
        animation_speed="instant",
        volume=0.25,
        muted=True,
        fullscreen=True,
        card_size="large",
        four_colour=True,
        coach=False,
        undo=False,
    )
    path = save_settings(s)
    assert path == settings_path()
    assert json.loads(path.read_text(encoding="utf-8"))["card_size"] == "large"
    assert load_settings() == s
    assert load_settings().animation_factor == 0.0


def test_unknown_keys_are_ignored(home: Path) -> None:
    settings_path().write_text('{"volume": 0.5, "from_a_newer_version": 1}', encoding="utf-8")
    assert load_settings().volume == 0.5


@pytest.mark.parametrize(
    "content",
    ["{not json", '{"volume": 5}', '{"animation_speed": "warp"}', "[1, 2]", "\x00\xff"],
    ids=["syntax", "out-of-range", "bad-choice", "not-an-object", "binary"],
)
def test_a_damaged_file_is_set_aside_and_the_defaults_used(
    home: Path, content: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = settings_path()
    path.write_text(content, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger=settings_module.__name__):
        s = load_settings()
    assert s == Settings(language=s.language)
    assert not path.exists()
    (kept,) = list(path.parent.glob("settings.json.damaged-*"))
    assert kept.read_text(encoding="utf-8") == content
    assert "damaged" in caplog.text
    save_settings(s)  # and the game can write a fresh one
    assert load_settings() == s


def test_the_app_survives_a_damaged_settings_file(home: Path) -> None:
    config_dir().joinpath("settings.json").write_text("}}}", encoding="utf-8")
    app = new_app()
    try:
        app.push(MenuScene(app))
        app.step(1 / 60, [])
    finally:
        app.shutdown()
    assert load_settings() == app.settings  # saved afresh on the way out


# -- the settings screen -----------------------------------------------------------------------


def test_language_switch_redraws_every_string(app: App) -> None:
    pytest.importorskip("game.i18n")
    menu = MenuScene(app)
    app.push(menu)
    screen = SettingsScene(app)
    app.push(screen)
    english = [resolve(b.text) for b in menu.buttons] + [resolve(screen.title.text)]
    screen.language.select("fr")
    assert app.settings.language == "fr"
    app.step(0.0, [])
    french = [resolve(b.text) for b in menu.buttons] + [resolve(screen.title.text)]
    assert all(e != f for e, f in zip(english, french, strict=True)), (english, french)
    screen.language.select("en")
    assert [resolve(b.text) for b in menu.buttons] + [resolve(screen.title.text)] == english


def test_each_setting_takes_effect_at_once(app: App) -> None:
    screen = SettingsScene(app)
    app.push(screen)
    d = Driver(app, lambda _: None)
    audio = app.audio
    assert isinstance(audio, FakeAudio)
    screen.ui.set_focus(screen.volume)
    d.key(pygame.K_HOME)
    assert app.settings.volume == 0.0 and audio.volume == 0.0
    d.key(pygame.K_RIGHT)
    assert app.settings.volume == pytest.approx(0.05) and audio.volume == pytest.approx(0.05)
    d.click(screen.sound.rect.center)
    assert app.settings.muted and audio.muted
    d.click(screen.speed.arrows()[1].center)
    assert app.settings.animation_speed == "fast"
    d.click(screen.card_size.arrows()[1].center)
    assert app.settings.card_size == "large"
    d.click(screen.four_colour.rect.center)
    assert app.settings.four_colour and app.art.four_colour
    d.click(screen.coach.rect.center)
    d.click(screen.undo.rect.center)
    assert not app.settings.coach and not app.settings.undo
    d.click(screen.fullscreen.rect.center)
    assert app.settings.fullscreen and app.is_fullscreen
    d.click(screen.fullscreen.rect.center)
    assert not app.settings.fullscreen and not app.is_fullscreen
    d.key(pygame.K_ESCAPE)  # leaving the screen saves
    saved = load_settings()
    assert saved == app.settings
    assert (saved.volume, saved.muted, saved.card_size) == (pytest.approx(0.05), True, "large")
