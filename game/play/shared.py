"""Rounds and games to look back at, as files: those saved with "Save this round" (in the
exports folder), or any record a friend sent (opened by its path or dropped on the window).

:func:`list_shared` lists the readable ones of a folder, newest first, without ever failing on
a file that is not a record (it is left out); :func:`open_shared` reads one and names the
problem when it cannot (:class:`~game.core.records.RecordError`)."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..core.records import GameRecord, RecordError, SharedFile, load_shared, record_rules
from ..platform.files import data_dir

log = logging.getLogger(__name__)

#: Files listed at most (the newest): the exports folder also holds pictures and sheets.
MAX_LISTED = 60
#: Files looked at, at most, to find them (a huge folder is not read whole).
MAX_SCANNED = 400


@dataclass(frozen=True, slots=True)
class SharedEntry:
    """One file of the list: where it is, when it was written, and what it holds."""

    path: Path
    modified: datetime
    shared: SharedFile

    @property
    def record(self) -> GameRecord:
        return self.shared.record

    @property
    def round_index(self) -> int | None:
        """The round saved (from 0), None for a whole game."""
        return self.shared.round_index

    @property
    def rules_name(self) -> str:
        """The rules' name: a preset id or "custom"."""
        return record_rules(self.record).name


def exports_folder() -> Path:
    """Where "Save this round" writes (the data folder's ``exports/``)."""
    return data_dir() / "exports"


def open_shared(path: str | os.PathLike[str]) -> SharedFile:
    """The game or round in the file at ``path``; a :class:`RecordError` naming the problem
    (not a file, not a record, a round its record does not reach…)."""
    p = Path(path).expanduser()
    if p.is_dir():
        raise RecordError("this is a folder, not a record file")
    return load_shared(p)


def list_shared(folder: Path | None = None) -> list[SharedEntry]:
    """The records and saved rounds in ``folder`` (default: the exports folder), newest
    first; other files and damaged ones are left out (and logged)."""
    folder = exports_folder() if folder is None else folder
    try:
        files = [p for p in folder.iterdir() if p.suffix.lower() == ".json"]
    except OSError:
        return []
    dated: list[tuple[float, Path]] = []
    for p in files[:MAX_SCANNED]:
        try:
            dated.append((p.stat().st_mtime, p))
        except OSError:
            continue
    dated.sort(key=lambda item: (-item[0], item[1].name))
    out: list[SharedEntry] = []
    for mtime, p in dated:
        if len(out) >= MAX_LISTED:
            break
        try:
            shared = load_shared(p)
        except RecordError as exc:
            log.info("not listed, not a record: %s (%s)", p.name, exc)
            continue
        out.append(SharedEntry(p, datetime.fromtimestamp(mtime), shared))
    return out


__all__ = ["MAX_LISTED", "SharedEntry", "exports_folder", "list_shared", "open_shared"]
