"""The player's settings (PRODUCT §3 "Settings").

Settings are a small pydantic model saved as JSON in the platform's config folder. A damaged file
(not UTF-8, not JSON, a wrong value, a key twice, absurdly large, a folder in its place) never
stops the game: it is renamed aside (``settings.json.damaged-<timestamp>``), a warning is
logged, the player is told once (:mod:`game.platform.notices`) and the defaults are used. Keys
this version does not know (a newer version wrote them) are kept and written back, so going
back and forth between versions loses nothing.

The settings file lives in the config folder of :mod:`game.platform.files`, which also holds
how every user file is written and set aside.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
)

from . import notices
from .files import config_dir, move_folder_aside, read_file, set_aside, write_atomic

SETTINGS_FILE = "settings.json"

log = logging.getLogger(__name__)

AnimationSpeed = Literal["slow", "normal", "fast", "instant"]
CardSize = Literal["small", "medium", "large"]

#: Choices in the order the settings screen offers them.
ANIMATION_SPEEDS: tuple[AnimationSpeed, ...] = ("slow", "normal", "fast", "instant")
CARD_SIZES: tuple[CardSize, ...] = ("small", "medium", "large")
LANGUAGES: tuple[str, ...] = ("fr", "en")

#: Multiplier applied to every animation duration ("instant": everything in one frame).
ANIMATION_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
#: Card height as a fraction of the window height.
CARD_SCALES: dict[str, float] = {"small": 0.16, "medium": 0.2, "large": 0.25}


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / SETTINGS_FILE


# -- the settings ----------------------------------------------------------------------------


def _default_language() -> str:
    try:
        from game.i18n import default_language
    except ImportError:  # pragma: no cover - the catalogs ship with the game
        import locale

        code = (locale.getlocale()[0] or os.environ.get("LANG", "")).lower()
        return "fr" if code.startswith("fr") else "en"
    return str(default_language())


SeatKind = Literal["human", "easy", "normal", "hard"]


class TableMemory(BaseModel):
    """The last table a set-up screen started, offered again the next time it opens: the rules
    (a preset's id, or ``set:<name>`` for a saved rule set), the number of players, each seat's
    name as typed ("" : the seat's default name, which follows the language) and kind (a
    person or a bot level; the score keeper has none) and the first dealer (the keeper's). The
    screen fits what no longer applies (a rule set deleted since, a count the rules refuse)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    rules: str = Field("", max_length=80)
    players: int = Field(0, ge=0, le=8)
    names: tuple[Annotated[str, Field(max_length=24)], ...] = Field((), max_length=8)
    kinds: tuple[SeatKind, ...] = Field((), max_length=8)
    dealer: int = Field(0, ge=0, le=7)


class Settings(BaseModel):
    """Everything the player can set. Unknown keys in the file are kept as they are (a newer
    version's settings still load, and survive being saved by this one); wrong values make the
    file count as damaged."""

    model_config = ConfigDict(extra="allow", validate_assignment=True)

    language: str = Field(default_factory=_default_language, pattern=r"^[a-z]{2}$")
    animation_speed: AnimationSpeed = "normal"
    volume: float = Field(0.7, ge=0.0, le=1.0)
    muted: bool = False
    fullscreen: bool = False
    card_size: CardSize = "medium"
    four_colour: bool = False
    coach: bool = True
    undo: bool = True
    #: The last server address typed to host or join a game over the internet.
    server_address: str = Field("", max_length=200)
    #: The name last used to join a game with friends.
    net_name: str = Field("", max_length=24)
    #: The last table started from New game, and from the score keeper's New game.
    last_game: TableMemory = Field(default_factory=TableMemory)
    last_keeper_game: TableMemory = Field(default_factory=TableMemory)

    @field_validator("last_game", "last_keeper_game", mode="wrap")
    @classmethod
    def _forget_damaged_table(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        """A remembered table that cannot be read is forgotten, not the whole file: it is a
        convenience, and every other setting is still good."""
        try:
            return handler(value)
        except ValidationError as exc:
            log.warning("a remembered table in the settings is damaged, forgotten: %s", exc)
            return TableMemory()

    #: The lessons (Learn to play) have been offered once, at the first start.
    lessons_offered: bool = False

    @property
    def animation_factor(self) -> float:
        """Multiplier for animation durations (0 at "instant")."""
        return ANIMATION_FACTORS[self.animation_speed]

    @property
    def card_scale(self) -> float:
        """Card height as a fraction of the window height."""
        return CARD_SCALES[self.card_size]


#: A settings file is a few hundred bytes: anything past this is not one (and is not read whole).
MAX_SETTINGS_BYTES = 1 << 20


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults when there are none or the file is damaged (then it
    is renamed ``<name>.damaged-<timestamp>``, a warning is logged and a notice queued)."""
    # Here rather than at the top: importing the app must not import the game.core package.
    from ..core.jsontext import load_bytes

    path = settings_path() if path is None else path
    try:
        raw = read_file(path, MAX_SETTINGS_BYTES)
    except (FileNotFoundError, NotADirectoryError):  # none yet, or no usable folder (told)
        return Settings()
    except IsADirectoryError:
        move_folder_aside(path, "settings-damaged", "notice.settings_folder")
        return Settings()
    except OSError as exc:
        log.warning("could not read the settings file %s (%s): using the defaults", path, exc)
        notices.report("settings-read", "notice.settings_unreadable", reason=exc.strerror or exc)
        return Settings()
    try:
        if len(raw) > MAX_SETTINGS_BYTES:
            raise ValueError(f"larger than {MAX_SETTINGS_BYTES // 1024} KiB")
        data: Any = load_bytes(raw)
        if not isinstance(data, dict):
            raise ValueError("the file does not hold a JSON object")
        return Settings.model_validate(data)
    except ValueError as exc:  # JsonTextError, ValidationError: damage of any kind
        aside = set_aside(path)
        where = f"; kept as {aside.name}" if aside is not None else ""
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        log.warning(
            "the settings file %s is damaged (%s): using the defaults%s", path, first, where
        )
        notices.report(
            "settings-damaged",
            "notice.settings_damaged",
            name=aside.name if aside is not None else path.name,
        )
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings as JSON (atomically: a crash never leaves half a file)."""
    path = settings_path() if path is None else path
    write_atomic(path, json.dumps(settings.model_dump(), indent=2) + "\n")
    return path
