"""The game in progress, saved after every action so that "Continue" resumes it exactly —
mid-trick too.

The save is one JSON file in the user data folder (:func:`game.platform.files.save_dir`)::

    {"format": "ascenseur-save/1", "kinds": ["human", "normal", "hard"],
     "record": { ...a game record (docs/RECORDS.md)... }}

A game is its record (rules, seed, players, actions), so resuming is replaying it; the seat
kinds say who was a bot and of which level. Writing is atomic (a temporary file then a
rename), so a crash never leaves half a save. A save that cannot be read or replayed — a folder
in its place too — is renamed aside (``current.json.damaged-<timestamp>``) and treated as
absent: it never stops the game.
The player is told once (:mod:`game.platform.notices`) when a save is damaged or cannot be
written, since the windowed build has no console for the log.

    save_game(recorder.record(), kinds)
    saved = load_game()          # None when there is nothing (valid) to continue
    # the menu then pushes TableScene.from_save(app, saved): saving knows no scene
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path

from ..core.jsontext import JsonTextError, decode_text, load_object
from ..core.records import GameRecord, RecordError, parse_record, resume
from ..platform import notices
from ..platform.files import move_folder_aside, read_file, save_dir, set_aside, write_atomic

log = logging.getLogger(__name__)

FORMAT = "ascenseur-save/1"
SAVE_FILE = "current.json"
#: A save is a game record, tens of kilobytes: past this a file is not one (and is not read
#: whole).
MAX_SAVE_BYTES = 8 << 20
KINDS = ("human", "easy", "normal", "hard")


class SaveError(ValueError):
    """A save file that cannot be used; the message says why."""


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game to continue: its record and who sits where."""

    record: GameRecord
    kinds: tuple[str, ...]
    path: Path
    #: The round it stopped in, from 1 (found while checking the save: the menu names it).
    round: int = 1

    @property
    def names(self) -> list[str]:
        return list(self.record.players)


def save_path(folder: Path | None = None) -> Path:
    """Where the game in progress is saved."""
    return (folder if folder is not None else save_dir()) / SAVE_FILE


def save_game(
    record: GameRecord, kinds: list[str] | tuple[str, ...], folder: Path | None = None
) -> Path | None:
    """Write the game in progress (atomically). Returns the path, or None if it could not be
    written (logged, never raised: a full disk must not stop the game)."""
    path = save_path(folder)
    body = {
        "format": FORMAT,
        "kinds": list(kinds),
        "record": record.model_dump(mode="json", exclude_none=True),
    }
    try:
        write_atomic(path, json.dumps(body, ensure_ascii=False, indent=1) + "\n")
    except OSError as exc:
        log.warning("could not save the game to %s: %s", path, exc)
        notices.report("save-write", "notice.save_unwritable", reason=exc.strerror or exc)
        return None
    return path


def has_save(folder: Path | None = None) -> bool:
    """True when a save file exists (it may still turn out damaged: see :func:`load_game`)."""
    return save_path(folder).is_file()


def clear_save(folder: Path | None = None) -> None:
    """Forget the game in progress (it ended, or a new one replaces it)."""
    path = save_path(folder)
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not remove the save %s: %s", path, exc)


def parse_save(text: str, path: Path) -> SavedGame:
    """Read a save from its JSON text; :class:`SaveError` naming the problem otherwise.
    The record is replayed to make sure every action is still legal."""
    try:
        data = load_object(text, FORMAT, "a save")
    except JsonTextError as exc:
        raise SaveError(str(exc)) from None
    kinds = data.get("kinds")
    if not isinstance(kinds, list) or not all(isinstance(k, str) and k in KINDS for k in kinds):
        raise SaveError(f"'kinds' must list one of {', '.join(KINDS)} per seat")
    try:
        record = parse_record(json.dumps(data.get("record")))
        state = resume(record)
    except RecordError as exc:
        raise SaveError(f"record: {exc}") from None
    if len(kinds) != len(record.players):
        raise SaveError(f"{len(kinds)} seat kinds for {len(record.players)} players")
    if state.is_over:
        raise SaveError("the saved game is already over")
    return SavedGame(record, tuple(kinds), path, state.round_index + 1)


def load_game(folder: Path | None = None) -> SavedGame | None:
    """The game to continue, or None. A damaged save is renamed aside, logged, and None is
    returned: it never raises."""
    path = save_path(folder)
    try:
        raw = read_file(path, MAX_SAVE_BYTES)
    except (FileNotFoundError, NotADirectoryError):  # none, or no usable folder (told)
        return None
    except IsADirectoryError:
        move_folder_aside(path, "save-damaged", "notice.save_folder")
        return None
    except OSError as exc:
        log.warning("could not read the save %s: %s", path, exc)
        notices.report("save-read", "notice.save_unreadable", reason=exc.strerror or exc)
        return None
    try:
        if len(raw) > MAX_SAVE_BYTES:
            raise SaveError(f"larger than {MAX_SAVE_BYTES >> 20} MiB: not a save")
        return parse_save(decode_text(raw), path)
    except ValueError as exc:  # SaveError, JsonTextError: anything wrong with the content
        aside = set_aside(path)
        where = f"; kept as {aside.name}" if aside is not None else ""
        log.warning("the save %s is damaged (%s): ignored%s", path, exc, where)
        notices.report(
            "save-damaged",
            "notice.save_damaged",
            name=aside.name if aside is not None else path.name,
        )
        return None


__all__ = [
    "FORMAT",
    "SaveError",
    "SavedGame",
    "clear_save",
    "has_save",
    "load_game",
    "parse_save",
    "save_game",
    "save_path",
    "set_aside",
]
