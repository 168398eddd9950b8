"""Sound effects, silent when the machine has no sound device.

    audio = Audio(volume=0.8, muted=False)
    audio.play("deal")

The sound names are :data:`game.assets.SOUNDS` (shuffle, deal, card_played, trick_won,
contract_made, contract_missed, click). When the mixer cannot start (no device, no driver, a
pygame without mixer), or a sound file cannot be read, :class:`Audio` logs a warning once and
carries on without that sound: it never raises. The same sound asked for again within
``min_interval`` seconds is skipped, so that an instant deal of 52 cards is one "deal", not a
roar.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable

import pygame

from ..assets import SOUNDS, AssetNotFoundError, sound_path

__all__ = ["SOUNDS", "Audio"]

log = logging.getLogger(__name__)


class Audio:
    """The game's sound effects with a volume (0 … 1) and a mute switch."""

    def __init__(
        self,
        volume: float = 0.8,
        muted: bool = False,
        *,
        min_interval: float = 0.03,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self._min_interval = min_interval
        self._clock = clock
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._last_played: dict[str, float] = {}
        self._warned: set[str] = set()
        self._owns_mixer = False
        self._available = self._start_mixer()
        if self._available:
            self._load_sounds()

    # -- state ---------------------------------------------------------------------------------

    @property
    def available(self) -> bool:
        """True when a mixer is running (sounds may be heard)."""
        return self._available

    @property
    def volume(self) -> float:
        return self._volume

    @property
    def muted(self) -> bool:
        return self._muted

    def set_volume(self, volume: float) -> None:
        """Set the volume of every sound, from 0 (silent) to 1 (full); clamped."""
        self._volume = _clamp(volume)
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute; muting also stops the sounds playing now."""
        self._muted = bool(muted)
        if self._muted and self._available:
            with contextlib.suppress(pygame.error):
                pygame.mixer.stop()

    def configure(self, volume: float | None = None, muted: bool | None = None) -> None:
        """Apply the sound settings (either or both)."""
        if volume is not None:
            self.set_volume(volume)
        if muted is not None:
            self.set_muted(muted)

    # -- playing -------------------------------------------------------------------------------

    def play(self, name: str) -> None:
        """Play a sound effect once (nothing when muted, at volume 0 or without a device)."""
        if name not in SOUNDS:
            self._warn_once(f"unknown:{name}", f"no sound named {name!r}; the sounds are {SOUNDS}")
            return
        if self._muted or self._volume <= 0.0 or not self._available:
            return
        sound = self._sounds.get(name)
        if sound is None:
            return
        now = self._clock()
        last = self._last_played.get(name)
        if last is not None and now - last < self._min_interval:
            return
        self._last_played[name] = now
        try:
            sound.play()
        except pygame.error as exc:
            self._warn_once(f"play:{name}", f"cannot play sound {name!r}: {exc}")

    def close(self) -> None:
        """Stop every sound and shut the mixer down if this object started it."""
        self._sounds.clear()
        if self._available and self._owns_mixer:
            with contextlib.suppress(pygame.error):
                pygame.mixer.quit()
        self._available = False

    # -- internals -----------------------------------------------------------------------------

    def _start_mixer(self) -> bool:
        try:
            if pygame.mixer.get_init():
                return True
            pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            self._owns_mixer = True
            pygame.mixer.set_num_channels(16)
            return bool(pygame.mixer.get_init())
        except Exception as exc:  # pygame.error, NotImplementedError (no mixer module), ...
            # Any failure to open audio just means a silent game.
            self._warn_once("mixer", f"no sound: the audio device could not be opened ({exc})")
            return False

    def _load_sounds(self) -> None:
        for name in SOUNDS:
            try:
                sound = pygame.mixer.Sound(str(sound_path(name)))
            except (AssetNotFoundError, pygame.error, OSError) as exc:
                self._warn_once(f"load:{name}", f"sound {name!r} unavailable: {exc}")
                continue
            sound.set_volume(self._volume)
            self._sounds[name] = sound

    def _warn_once(self, key: str, message: str) -> None:
        if key not in self._warned:
            self._warned.add(key)
            log.warning(message)


def _clamp(volume: float) -> float:
    try:
        v = float(volume)
    except (TypeError, ValueError):
        return 0.0
    if v != v:  # NaN
        return 0.0
    return min(1.0, max(0.0, v))
