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

Nothing here stops the game (issue 34):

* a **file where one of the game's folders should be** is renamed aside like a damaged file
  and the folder made (:func:`make_folder`); when that fails the folder functions still return
  the path, the player is told once, reading finds nothing and writing fails (each writer
  says so): the game runs without saving;
* a **folder where a file should be** is never written through (the write fails); it is found
  when read (:func:`read_file` raises :class:`IsADirectoryError`, on Windows too) or at
  start-up, and renamed aside like a damaged file (:func:`move_folder_aside`);
* writes are **durable**: the temporary file is flushed to the disk (``fsync``) before it is
  renamed over the old one, and the folder after the rename so that the rename itself
  survives a power cut (not on Windows, which cannot sync a folder; a file system that
  refuses is not an error). A process killed mid-write leaves ``<name>.tmp`` beside the file:
  :func:`clean_temporaries` removes those of an earlier run at start-up.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import time
from collections.abc import Iterable
from pathlib import Path

from . import notices

APP_NAME = "ascenseur"
#: Set this to a folder to keep every user file under it.
HOME_ENV = "ASCENSEUR_HOME"
#: Inside the data folder: the folders the game writes in, and the statistics file (named here
#: so that start-up can check them without importing the modules that write them).
DATA_FOLDERS = ("saves", "keeper", "rulesets", "exports")
STATS_FILE = "statistics.json"
#: What :func:`write_atomic` adds to a file's name for its temporary copy.
TEMP_SUFFIX = ".tmp"
#: When this run started: a temporary file older than this was left by an earlier run.
RUN_STARTED = time.time()

_WINDOWS = os.name == "nt"

log = logging.getLogger(__name__)


# -- folders ---------------------------------------------------------------------------------


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def _roots() -> list[Path]:
    home = _home()
    if home is not None:
        return [home / "config", home / "data", home / "logs"]
    from platformdirs import user_config_dir, user_data_dir, user_log_dir

    return [
        Path(where(APP_NAME, appauthor=False))
        for where in (user_config_dir, user_data_dir, user_log_dir)
    ]


def _ours(path: Path) -> bool:
    """Whether ``path`` is one of the game's folders or inside one (so it may be moved)."""
    return any(path == root or path.is_relative_to(root) for root in _roots())


def _in_the_way(path: Path) -> Path | None:
    """The highest of ``path`` and its parents that exists but is not a folder, if any."""
    for above in (*reversed(path.parents), path):
        try:
            mode = above.stat().st_mode
        except FileNotFoundError:
            return None
        except OSError:
            continue
        if not stat.S_ISDIR(mode):
            return above
    return None


def _move_aside(blocker: Path) -> bool:
    """Rename a file that stands where a folder should be; tell the player. False if it
    cannot be renamed."""
    aside = set_aside(blocker)
    if aside is None:
        return False
    log.warning("a file was in the place of the folder %s: kept as %s", blocker, aside.name)
    notices.report(
        f"folder-blocked:{blocker}",
        "notice.folder_blocked",
        name=blocker.name,
        aside=aside.name,
        folder=blocker.parent,
    )
    return True


def make_folder(path: Path) -> Path:
    """Make ``path`` and its parents. A file standing where one of them should be is renamed
    aside (:func:`set_aside`, and the player told once) when it is one of the game's own
    folders or inside one — never a file of the user's above them, nor in a folder given by a
    caller (tests, tools). Raises :class:`OSError` when the folder cannot be made."""
    for _ in range(3):  # each try moves one file out of the way
        try:
            path.mkdir(parents=True, exist_ok=True)
            return path
        except (FileExistsError, NotADirectoryError):
            blocker = _in_the_way(path)
            if blocker is None or not _ours(blocker):
                raise
            if not _move_aside(blocker):
                raise
    path.mkdir(parents=True, exist_ok=True)
    return path


def check_folder(path: Path) -> bool:
    """Before reading a folder: True when ``path`` is a folder or nothing yet. A file in its
    place is renamed aside (and the player told) as by :func:`make_folder`; False if it is
    still there."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return True
    if stat.S_ISDIR(mode):
        return True
    return _ours(path) and _move_aside(path)


def move_folder_aside(path: Path, topic: str, key: str) -> bool:
    """A folder stands where the game's file ``path`` should be: rename it aside like a
    damaged file (the file is then written anew) and tell the player once (``topic``) with
    the notice ``key`` (parameters ``name`` and ``aside``). If it cannot be renamed, say so
    (``notice.folder_in_place_kept``) under the same topic. True when it was moved."""
    aside = set_aside(path)
    if aside is None:
        log.warning("a folder stands in the place of the file %s and cannot be moved", path)
        notices.report(topic, "notice.folder_in_place_kept", name=path.name, folder=path.parent)
        return False
    log.warning("a folder stood in the place of the file %s: kept as %s", path, aside.name)
    notices.report(topic, key, name=path.name, aside=aside.name)
    return True


def _ensure(path: Path, create: bool) -> Path:
    if create:
        try:
            make_folder(path)
        except OSError as exc:
            # Never raised: a folder the game cannot use must not stop it. Reading there
            # finds nothing, and each writer says it could not save.
            log.warning("cannot use the folder %s: %s", path, exc)
            notices.report(
                f"folder-unusable:{path}",
                "notice.folder_unusable",
                name=path.name,
                folder=path,
                reason=exc.strerror or exc,
            )
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
    make_folder(folder)
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


def read_file(path: Path, limit: int) -> bytes:
    """The first ``limit + 1`` bytes of a user file (one more than a valid file may have, so
    that the caller can tell the file is too large without reading it whole).

    Raises :class:`FileNotFoundError` when there is none, :class:`NotADirectoryError` when a
    file stands where its folder should be (the folder functions have told the player),
    :class:`IsADirectoryError` when a folder is in the file's place (on every system: Windows
    would say "permission denied"), another :class:`OSError` when it cannot be read."""
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, "a folder, not a file", str(path))
    with path.open("rb") as f:
        return f.read(limit + 1)


def _sync_folder_fd(fd: int) -> None:
    os.fsync(fd)


def _sync_folder(folder: Path) -> None:
    """Flush a folder's entries (a rename just done) to the disk, where the system allows."""
    if _WINDOWS:  # a folder cannot be opened, let alone synced
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError as exc:
        log.debug("cannot open the folder %s to sync it: %s", folder, exc)
        return
    try:
        _sync_folder_fd(fd)
    except OSError as exc:  # some file systems refuse (EINVAL): the file itself is synced
        log.debug("cannot sync the folder %s: %s", folder, exc)
    finally:
        os.close(fd)


def write_atomic(path: Path, text: str, *, durable: bool = True) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file renamed over it, so that a
    crash never leaves half a file; the folder is made if missing (:func:`make_folder`).
    Every file the game writes (settings, the save, statistics, keeper games, rule sets) goes
    through here. ``durable``: sync the file to the disk before the rename and the folder
    after it, so that a power cut leaves the old file or the new one, never an empty one.
    Raises :class:`OSError` when it cannot be written (a folder in the file's place is never
    written through: reading moves it aside); no temporary file is left behind then."""
    make_folder(path.parent)
    tmp = path.with_name(path.name + TEMP_SUFFIX)
    try:
        with tmp.open("wb") as f:
            f.write(text.encode("utf-8"))
            if durable:
                f.flush()
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if durable:
        _sync_folder(path.parent)


def clean_temporaries(folders: Iterable[Path], before: float = RUN_STARTED) -> list[Path]:
    """Remove the temporary files :func:`write_atomic` left in ``folders`` when a process was
    killed mid-write: only ``*.json.tmp`` regular files last changed before ``before`` (by
    default, the start of this run: another copy of the game writing now keeps its own).
    The paths removed."""
    removed: list[Path] = []
    for folder in folders:
        try:
            found = sorted(folder.glob("*.json" + TEMP_SUFFIX))
        except OSError:
            continue
        for path in found:
            try:
                info = path.lstat()
                if not stat.S_ISREG(info.st_mode) or info.st_mtime >= before:
                    continue
                path.unlink()
            except OSError as exc:
                log.warning("could not remove the leftover temporary file %s: %s", path, exc)
                continue
            log.info("removed %s, left by an earlier run", path)
            removed.append(path)
    return removed
