"""Sound effects: every sound plays under the dummy driver, and the game stays silent — never
failing — when no audio device can be opened."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

import game.platform.audio as audio_module
from game import assets
from game.assets import SOUNDS, AssetNotFoundError
from game.platform.audio import Audio


@pytest.fixture(autouse=True)
def _fresh_mixer() -> Iterator[None]:
    """Each test starts and ends without a running mixer."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


class FakeSound:
    def __init__(self) -> None:
        self.plays = 0
        self.volume = 1.0

    def play(self) -> None:
        self.plays += 1

    def set_volume(self, volume: float) -> None:
        self.volume = volume


def with_fake_sounds(audio: Audio) -> dict[str, FakeSound]:
    fakes = {name: FakeSound() for name in SOUNDS}
    audio._sounds = fakes  # type: ignore[assignment]
    audio._available = True
    return fakes


def test_every_sound_loads_and_plays_on_the_dummy_driver() -> None:
    audio = Audio(volume=0.5)
    assert audio.available
    for name in SOUNDS:
        audio.play(name)
    assert set(audio._sounds) == set(SOUNDS)
    for sound in audio._sounds.values():
        assert sound.get_volume() == pytest.approx(0.5, abs=0.01)
        assert sound.get_length() < 1.6
    audio.close()
    assert not audio.available


def test_no_audio_device_means_silence_not_an_exception(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    with caplog.at_level(logging.WARNING, logger="game.platform.audio"):
        audio = Audio(volume=0.8, muted=False)
    assert not audio.available
    assert "no sound" in caplog.text
    for name in SOUNDS:
        audio.play(name)
    audio.set_volume(0.3)
    audio.set_muted(True)
    audio.set_muted(False)
    audio.configure(volume=1.0, muted=False)
    audio.play("deal")
    audio.close()


def test_a_pygame_without_mixer_is_silent_too(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(*args: object, **kwargs: object) -> None:
        raise NotImplementedError("mixer module not available")

    monkeypatch.setattr(pygame.mixer, "get_init", missing)
    audio = Audio()
    assert not audio.available
    audio.play("click")


def test_a_missing_sound_file_only_silences_that_sound(monkeypatch: pytest.MonkeyPatch) -> None:
    real = assets.sound_path

    def without_shuffle(name: str) -> Path:
        if name == "shuffle":
            raise AssetNotFoundError("missing asset file 'sounds/shuffle.wav'")
        return real(name)

    monkeypatch.setattr(audio_module, "sound_path", without_shuffle)
    audio = Audio()
    assert audio.available
    assert "shuffle" not in audio._sounds and "deal" in audio._sounds
    audio.play("shuffle")
    audio.play("deal")


def test_muted_or_zero_volume_plays_nothing() -> None:
    audio = Audio(volume=0.7, muted=True)
    fakes = with_fake_sounds(audio)
    audio.play("deal")
    assert fakes["deal"].plays == 0
    audio.set_muted(False)
    audio.play("deal")
    assert fakes["deal"].plays == 1
    audio.set_volume(0)
    audio.play("click")
    assert fakes["click"].plays == 0


def test_volume_is_clamped_and_applied_to_every_sound() -> None:
    audio = Audio(volume=3.0)
    assert audio.volume == 1.0
    fakes = with_fake_sounds(audio)
    audio.set_volume(-1)
    assert audio.volume == 0.0
    audio.set_volume(0.25)
    assert all(f.volume == 0.25 for f in fakes.values())
    audio.set_volume(float("nan"))
    assert audio.volume == 0.0


def test_the_same_sound_is_not_stacked_within_a_few_milliseconds() -> None:
    now = [10.0]
    audio = Audio(clock=lambda: now[0], min_interval=0.03)
    fakes = with_fake_sounds(audio)
    for _ in range(52):  # an instant deal
        audio.play("deal")
    audio.play("card_played")
    assert fakes["deal"].plays == 1 and fakes["card_played"].plays == 1
    now[0] += 0.05
    audio.play("deal")
    assert fakes["deal"].plays == 2


def test_an_unknown_sound_is_ignored_with_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    audio = Audio()
    with caplog.at_level(logging.WARNING, logger="game.platform.audio"):
        audio.play("fanfare")
        audio.play("fanfare")
    assert caplog.text.count("fanfare") == 1


def test_an_already_running_mixer_is_shared_not_closed() -> None:
    pygame.mixer.init()
    audio = Audio()
    assert audio.available
    audio.close()
    assert pygame.mixer.get_init()
