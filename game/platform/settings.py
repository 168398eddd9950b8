"""The player's settings and the user folders (PRODUCT §3 "Settings", §5 "user folders").

Settings are a small pydantic model saved as JSON in the platform's config folder. A damaged file
(not UTF-8, not JSON, a wrong value, a key twice, absurdly large) never stops the game: it is
renamed aside (``settings.json.damaged-<timestamp>``), a warning is logged, the player is told
once (:mod:`game.platform.notices`) and the defaults are used. Keys this version does not know
(a newer version wrote them) are kept and written back, so going back and forth between versions
loses nothing.

Every user folder comes from here, so one environment variable, ``ASCENSEUR_HOME``, can redirect
them all (tests and the self-test point it at a temporary folder)::

    ASCENSEUR_HOME/config   settings.json
    ASCENSEUR_HOME/data     saves/, statistics
    ASCENSEUR_HOME/logs     log files

Without it the folders are platformdirs' ``user_config_dir``, ``user_data_dir`` and
``user_log_dir`` for the application ``ascenseur``.
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from . import notices

APP_NAME = "ascenseur"
#: Set this to a folder to keep every user file under it.
HOME_ENV = "ASCENSEUR_HOME"
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


# -- folders ---------------------------------------------------------------------------------


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def _ensure(path: Path, create: bool) -> Path:
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir(create: bool = True) -> Path:
    """Where settings live."""
    home = _home()
    if home is not None:
        return _ensure(home / "config", create)
    from platformdirs import user_config_dir

    return _ensure(Path(user_config_dir(APP_NAME, appauthor=False)), create)


def data_dir(create: bool = True) -> Path:
    """Where saved games and statistics live."""
    home = _home()
    if home is not None:
        return _ensure(home / "data", create)
    from platformdirs import user_data_dir

    return _ensure(Path(user_data_dir(APP_NAME, appauthor=False)), create)


def save_dir(create: bool = True) -> Path:
    """The folder for saved games (inside :func:`data_dir`)."""
    return _ensure(data_dir(create) / "saves", create)


def export_path(stem: str, suffix: str, folder: Path | None = None) -> Path:
    """A new file for an export (score sheet PNG, keeper CSV): ``<stem>-<date-time>.<suffix>``
    in ``folder`` (default: ``exports/`` in the data folder), numbered if the name is taken."""
    folder = data_dir() / "exports" if folder is None else folder
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{stem}-{stamp}.{suffix}"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{stamp}-{n}.{suffix}"
    return path


def log_dir(create: bool = True) -> Path:
    """Where log files and crash reports go."""
    home = _home()
    if home is not None:
        return _ensure(home / "logs", create)
    from platformdirs import user_log_dir

    return _ensure(Path(user_log_dir(APP_NAME, appauthor=False)), create)


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

    @property
    def animation_factor(self) -> float:
        """Multiplier for animation durations (0 at "instant")."""
        return ANIMATION_FACTORS[self.animation_speed]

    @property
    def card_scale(self) -> float:
        """Card height as a fraction of the window height."""
        return CARD_SCALES[self.card_size]


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file (settings, a saved game) so that it is kept for inspection but
    no longer read; None (and a logged warning) if it cannot be renamed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    try:
        path.rename(target)
    except OSError as exc:
        log.warning("could not set the damaged file %s aside: %s", path, exc)
        return None
    return target


#: A settings file is a few hundred bytes: anything past this is not one (and is not read whole).
MAX_SETTINGS_BYTES = 1 << 20


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults when there are none or the file is damaged (then it
    is renamed ``<name>.damaged-<timestamp>``, a warning is logged and a notice queued)."""
    # Here rather than at the top: importing the app must not import the game.core package.
    from ..core.jsontext import load_bytes

    path = settings_path() if path is None else path
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_SETTINGS_BYTES + 1)
    except FileNotFoundError:
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


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file renamed over it, so that a
    crash never leaves half a file; the folder is made if missing. Every file the game writes
    (settings, the save, statistics, keeper games, rule sets) goes through here. Raises
    :class:`OSError` when it cannot be written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings as JSON (atomically: a crash never leaves half a file)."""
    path = settings_path() if path is None else path
    write_atomic(path, json.dumps(settings.model_dump(), indent=2) + "\n")
    return path
