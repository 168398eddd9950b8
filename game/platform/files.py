"""The user's files: where they live, how they are written, and what happens to damaged ones
(PRODUCT §5 "user folders").

Every user folder comes from here, so one environment variable, ``ASCENSEUR_HOME``, can redirect
them all (tests and the self-test point it at a temporary folder)::

    ASCENSEUR_HOME/config   settings.json
    ASCENSEUR_HOME/data     saves/, statistics, keeper games, rule sets, exports/
    ASCENSEUR_HOME/logs     log files

Without it the folders are platformdirs' ``user_config_dir``, ``user_data_dir`` and
``user_log_dir`` for the application ``ascenseur``. Every file the game writes goes through
:func:`write_atomic`; a damaged one is renamed aside by :func:`set_aside`, never deleted.
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

APP_NAME = "ascenseur"
#: Set this to a folder to keep every user file under it.
HOME_ENV = "ASCENSEUR_HOME"

log = logging.getLogger(__name__)


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


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file renamed over it, so that a
    crash never leaves half a file; the folder is made if missing. Every file the game writes
    (settings, the save, statistics, keeper games, rule sets) goes through here. Raises
    :class:`OSError` when it cannot be written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
