"""Waiting for a game to start: who has joined a room, who is ready, the host's choices —
what the lobby screen shows and does, without any window.

A :class:`Lobby` reads its connection when asked (:meth:`Lobby.poll`, every frame), never
waiting; once the game starts it hands the connection, with everything that arrived since,
to a :class:`game.net.remote_table.RemoteTable` for the table screen.
"""

from __future__ import annotations

from typing import Any

from .client import Back, Connection, Failed, Lost
from .protocol import (
    Closed,
    Error,
    Ready,
    Seats,
    SetSeat,
    Start,
    Update,
    Welcome,
)
from .rejoin import Rejoin, forget_rejoin, save_rejoin
from .remote_table import RemoteTable, error_text


class Lobby:
    """A connection to a room, before its game starts (or while it is being rejoined)."""

    def __init__(self, connection: Connection, remember: bool = True) -> None:
        self.connection = connection
        #: Keep the seat to rejoin in the user data folder once seated.
        self.remember = remember
        #: The server inside this app, when the game is hosted here (stopped with the lobby,
        #: or handed to the table).
        self.hosting: Any = None
        self.welcome: Welcome | None = None
        self.seats: Seats | None = None
        #: The last refusal from the server, in the player's words, or None.
        self.problem: str | None = None
        #: Its code ('wrong-code', 'version', 'unreachable', ...).
        self.problem_code: str | None = None
        #: The connection is gone for good (the reason's code).
        self.failed: str | None = None
        self.lost = False
        self.ready_sent = False
        #: Messages that belong to the table (the game's first updates).
        self._backlog: list[Any] = []

    # -- reading -----------------------------------------------------------------------------

    def poll(self) -> None:
        """Read what arrived (never waits)."""
        for msg in self.connection.poll():
            self._take(msg)

    def _take(self, msg: Any) -> None:
        if isinstance(msg, Welcome):
            self.welcome = msg
            self.problem = self.problem_code = None
            if self.remember:
                hello = self.connection.hello
                save_rejoin(
                    Rejoin(
                        url=self.connection.url,
                        room=msg.room,
                        token=msg.token,
                        name=hello.name,
                        hosted=self.hosting is not None,
                        game=str(msg.rules.get("name", "")),
                    )
                )
        elif isinstance(msg, Seats):
            self.seats = msg
            if msg.started:
                self._backlog.append(msg)
            self._announce()
        elif isinstance(msg, Error):
            self.problem_code = msg.code
            self.problem = error_text(msg.code, msg.params)
            if msg.code in ("bad-token", "left") and self.remember:
                forget_rejoin()
        elif isinstance(msg, Failed):
            self.failed = msg.detail if msg.reason == "refused" else msg.reason
            if msg.reason == "unreachable":
                self.problem_code = "unreachable"
                self.problem = error_text("unreachable", {})
        elif isinstance(msg, Closed):
            self.failed = msg.reason
        elif isinstance(msg, Lost):
            self.lost = True
        elif isinstance(msg, Back):
            self.lost = False
        elif isinstance(msg, Update) or self.started:
            self._backlog.append(msg)

    def _announce(self) -> None:
        """A game hosted here is told on the home network while it waits for players."""
        hosting, welcome, seats = self.hosting, self.welcome, self.seats
        if hosting is None or welcome is None or seats is None:
            return
        if seats.started:
            hosting.unannounce()
            return
        seated = sum(1 for s in seats.seats if s.kind != "open")
        host = seats.seats[seats.host].name if 0 <= seats.host < len(seats.seats) else ""
        name = str(welcome.rules.get("name", ""))
        hosting.announce(host, welcome.room, name, seated, len(seats.seats))

    # -- facts -------------------------------------------------------------------------------

    @property
    def seated(self) -> bool:
        return self.welcome is not None and self.seats is not None

    @property
    def started(self) -> bool:
        return self.seats is not None and self.seats.started

    @property
    def dealt(self) -> bool:
        """The game has started and its first update is here: the table can be shown."""
        return self.started and any(isinstance(m, Update) for m in self._backlog)

    @property
    def is_host(self) -> bool:
        return self.welcome is not None and self.welcome.host

    @property
    def seat(self) -> int | None:
        return None if self.welcome is None else self.welcome.seat

    def can_start(self) -> bool:
        """Every seat is someone's or a bot's, and everyone is ready."""
        if self.seats is None or not self.is_host:
            return False
        for i, s in enumerate(self.seats.seats):
            if s.kind == "open":
                return False
            if s.kind == "person" and i != self.seat and not s.ready:
                return False
        return True

    # -- acting ------------------------------------------------------------------------------

    def ready(self, flag: bool = True) -> None:
        self.connection.send(Ready(type="ready", ready=flag))
        self.ready_sent = flag

    def set_seat(self, seat: int, bot: str | None) -> None:
        """The host gives an open seat to a bot of level ``bot`` (or opens it again)."""
        self.connection.send(SetSeat(type="set_seat", seat=seat, bot=bot))  # type: ignore[arg-type]

    def start(self) -> None:
        self.connection.send(Start(type="start"))

    def table(self, **options: Any) -> RemoteTable:
        """The table of the started game (the lobby is done with the connection)."""
        assert self.welcome is not None and self.seats is not None
        table = RemoteTable(self.connection, self.welcome, self.seats, **options)
        table.hosting = self.hosting
        table.remember = self.remember
        self.hosting = None  # the table owns it now
        for msg in self._backlog:
            table.take(msg)
        self._backlog = []
        return table

    def close(self) -> None:
        """Leave the lobby: the connection closes (and the hosting stops, telling everyone)."""
        self.connection.close()
        if self.hosting is not None:
            self.hosting.stop()
            self.hosting = None


__all__ = ["Lobby"]
