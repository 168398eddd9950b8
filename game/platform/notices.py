"""Things the player must be told about their files, in plain words, once.

The windowed build has no console: a damaged settings file set aside, a save that cannot be
written, a statistics file started afresh would otherwise be a log line nobody reads. The
code that meets the problem calls :func:`report`; the app shows each pending notice over the
current screen (:meth:`game.platform.app.App.draw`) until it is dismissed or times out.

A notice is an i18n key and its parameters, translated when it is shown (the settings, and
so the language, may be read after the first problem is found). The same ``topic`` is
reported once per run: an autosave failing on every move is one notice, not hundreds.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Notice:
    """One message for the player: ``key`` in the i18n catalogs, with ``params``."""

    topic: str
    key: str
    params: dict[str, str] = field(default_factory=dict)


class NoticeBoard:
    """The notices of this run: pending ones in order, and the topics already reported."""

    def __init__(self) -> None:
        self.pending: list[Notice] = []
        self.seen: set[str] = set()

    def report(self, topic: str, key: str, **params: object) -> bool:
        """Queue a notice unless ``topic`` was already reported; True if queued."""
        if topic in self.seen:
            return False
        self.seen.add(topic)
        self.pending.append(Notice(topic, key, {k: str(v) for k, v in params.items()}))
        log.info("notice for the player: %s %s", key, params)
        return True

    def take(self) -> Notice | None:
        """The oldest pending notice (removed from the queue), or None."""
        return self.pending.pop(0) if self.pending else None

    def clear(self) -> None:
        """Forget everything (a new run, or a test)."""
        self.pending.clear()
        self.seen.clear()


#: The board of this run.
board = NoticeBoard()


def report(topic: str, key: str, **params: object) -> bool:
    """Tell the player once per run (see :class:`NoticeBoard`)."""
    return board.report(topic, key, **params)


__all__ = ["Notice", "NoticeBoard", "board", "report"]
