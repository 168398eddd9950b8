"""Where a server keeps its rooms: one append-only journal file per room.

Every change of a room is one JSON line (:meth:`game.net.room.Room.take_journal`), appended
to ``rooms/<code>.jsonl`` before anyone is told about the change: a server killed at any
moment (even by SIGKILL) restarts with every room exactly where it was, since a line written
by ``write`` is in the operating system's hands. Lines reach the disk itself through ``fsync``
a few milliseconds later, a batch at a time, on a background thread: a power cut can lose at
most those last milliseconds, never leave a torn room (a half-written last line is dropped
when the journal is read back).
"""

from __future__ import annotations

import logging
import os
import threading
import time
from pathlib import Path

log = logging.getLogger(__name__)

#: How often the background thread flushes the journals written since its last pass.
SYNC_EVERY = 0.02


class Journals:
    """The rooms' journal files in ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.rooms = folder / "rooms"
        self.done = folder / "finished"
        self.rooms.mkdir(parents=True, exist_ok=True)
        #: The journal of each room appended to by this process, as text (no Path to build and
        #: no stat per line: the server appends a line per action).
        self._paths: dict[str, str] = {}
        self._dirty: set[str] = set()
        self._new_file = False
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = False
        self._thread = threading.Thread(target=self._sync_loop, name="journal-sync", daemon=True)
        self._thread.start()

    def path(self, code: str) -> Path:
        return self.rooms / f"{code}.jsonl"

    def append(self, code: str, lines: list[str]) -> None:
        """Append ``lines`` to the room's journal (in the operating system's hands when this
        returns); flushed to the disk within :data:`SYNC_EVERY` seconds or so."""
        if not lines:
            return
        data = ("\n".join(lines) + "\n").encode("utf-8")
        path = self._paths.get(code)
        new = False
        if path is None:
            path = self._paths[code] = str(self.path(code))
            new = not os.path.exists(path)
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, data)
        finally:
            os.close(fd)
        with self._lock:
            self._dirty.add(path)
            self._new_file |= new
        if not self._wake.is_set():  # the flush to come takes this line too
            self._wake.set()

    def load(self) -> dict[str, list[str]]:
        """Every room's journal lines, by code."""
        out: dict[str, list[str]] = {}
        for path in sorted(self.rooms.glob("*.jsonl")):
            try:
                out[path.stem] = path.read_text(encoding="utf-8").splitlines()
            except (OSError, UnicodeDecodeError) as exc:
                log.warning("could not read the room journal %s: %s", path, exc)
                self.set_aside(path.stem)
        return out

    def set_aside(self, code: str) -> None:
        """Keep a journal that cannot be read for inspection, out of the way."""
        self._paths.pop(code, None)
        path = self.path(code)
        target = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            path.rename(target)
            log.warning("the room journal %s is damaged: kept as %s", path.name, target.name)
        except OSError as exc:
            log.warning("could not set the damaged journal %s aside: %s", path, exc)

    def finish(self, code: str) -> None:
        """The room is over or closed: its journal moves to ``finished/``."""
        self._paths.pop(code, None)
        path = self.path(code)
        self.done.mkdir(parents=True, exist_ok=True)
        try:
            os.replace(path, self.done / path.name)
        except OSError as exc:
            log.warning("could not move the journal of room %s: %s", code, exc)

    def flush(self) -> None:
        """Flush every journal written so far to the disk now."""
        with self._lock:
            dirty, self._dirty = self._dirty, set()
            new, self._new_file = self._new_file, False
        for path in dirty:
            try:
                fd = os.open(path, os.O_RDONLY)
            except OSError:
                continue  # finished and moved meanwhile
            try:
                os.fsync(fd)
            except OSError as exc:
                log.warning("could not flush %s: %s", path, exc)
            finally:
                os.close(fd)
        if new and hasattr(os, "O_DIRECTORY"):
            # A new file's name is in its folder: flush the folder too (not possible on Windows,
            # where the name is durable with the file).
            try:
                fd = os.open(self.rooms, os.O_RDONLY | os.O_DIRECTORY)
                try:
                    os.fsync(fd)
                finally:
                    os.close(fd)
            except OSError as exc:
                log.warning("could not flush the folder %s: %s", self.rooms, exc)

    def _sync_loop(self) -> None:
        while not self._stop:
            self._wake.wait()
            self._wake.clear()
            time.sleep(SYNC_EVERY)  # gather a batch: one flush per file for many lines
            self.flush()

    def close(self) -> None:
        """Flush what is left and stop the background thread."""
        self._stop = True
        self._wake.set()
        self._thread.join(timeout=5)
        self.flush()


__all__ = ["SYNC_EVERY", "Journals"]
