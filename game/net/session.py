"""The app's side of playing with friends: opening a room (on this computer for the home
network, or on a server), joining one, and coming back to the game in progress.

Hosting on the home network runs a server inside the app (:class:`Hosting`, a
:class:`~game.net.host.ServerThread` listening on every interface), announced on the network
so that friends see the game in their Join screen; the host plays through a connection to it
like everyone else. Its rooms persist in the user data folder, so a game whose host quit can
be hosted again later with the same seats.

What it takes to come back — the server's address, the room, the seat's secret token — is
kept in the user data folder (:func:`load_rejoin`) from the moment the server seats us until
the game ends or the seat is given up.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

from .. import __version__
from ..platform.files import data_dir
from .client import DEFAULT_PORT, Connection, server_url
from .host import ServerThread
from .lobby import Lobby
from .protocol import PROTOCOL, Create, Join, RoomSpec
from .rejoin import Rejoin

if TYPE_CHECKING:
    from .discovery import Announcer

log = logging.getLogger(__name__)

#: The address a hosted game listens on: every interface, so that the home network reaches
#: it (tests set ``ASCENSEUR_HOST_BIND=127.0.0.1``: nothing of theirs leaves the machine).
BIND_ENV = "ASCENSEUR_HOST_BIND"


def hosted_dir() -> Path:
    """Where the rooms this app hosts persist."""
    return data_dir() / "hosted"


# -- hosting on the home network ---------------------------------------------------------------


class Hosting:
    """A server inside the app for a game on the home network, announced there while the
    game waits for its players (never when it listens on loopback only: nothing leaves the
    computer then)."""

    def __init__(self) -> None:
        # Every interface (the home network), unless told otherwise (tests: loopback).
        self.bind = os.environ.get(BIND_ENV, "").strip() or "0.0.0.0"
        self.thread: ServerThread | None = None
        self.announcer: Announcer | None = None

    @property
    def port(self) -> int:
        return 0 if self.thread is None else self.thread.port

    def start(self, wanted: int | None = None) -> int:
        """Listen on ``port`` (the one a game hosted again had, so that friends find it
        where it was), else the game's usual port, else any free one; the port."""
        for port in dict.fromkeys(p for p in (wanted, DEFAULT_PORT, 0) if p is not None):
            thread = ServerThread(hosted_dir(), self.bind, port)
            try:
                self.thread = thread
                return thread.start()
            except OSError as exc:
                log.info("cannot host on port %s: %s", port, exc)
                self.thread = None
        raise OSError("no port to host the game on")

    @property
    def local_url(self) -> str:
        """How the host's own app connects to it (loopback, unless it listens on one address
        only)."""
        host = "127.0.0.1" if self.bind in ("0.0.0.0", "") else self.bind
        return f"ws://{host}:{self.port}"

    def announce(self, name: str, room: str, game: str, seated: int, seats: int) -> None:
        """Say on the home network that this game is here (or that it changed)."""
        if self.bind.startswith("127.") or self.bind in ("::1", "localhost"):
            return
        from .discovery import Announcement, Announcer

        what = Announcement(name, room, game, seated, seats, self.port)
        if self.announcer is None:
            every = self.bind in ("0.0.0.0", "")
            self.announcer = Announcer(what, None if every else [self.bind])
            self.announcer.start()
        elif self.announcer.announcement != what:
            self.announcer.update(what)

    def unannounce(self) -> None:
        """The game is no longer waiting for players: say goodbye on the network."""
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer = None

    def stop(self) -> None:
        """Tell everyone the host left; the rooms stay in the data folder."""
        self.unannounce()
        if self.thread is not None:
            self.thread.stop("host-left")
            self.thread = None


def share_addresses(port: int) -> list[str]:
    """The addresses friends on the home network can type to reach this computer
    (``192.168.1.20:47474``), private IPv4 addresses first."""
    try:
        import ifaddr

        found: list[str] = []
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str) and not ip.ip.startswith(("127.", "169.254.")):
                    found.append(ip.ip)
    except Exception as exc:  # no interface list on this system: say so, never fail
        log.info("no interfaces to show: %s", exc)
        return []
    private = [a for a in found if a.startswith(("10.", "192.168.", "172."))]
    rest = [a for a in found if a not in private]
    return [f"{a}:{port}" for a in private + rest]


# -- opening and joining -----------------------------------------------------------------------


def open_room(spec: RoomSpec, name: str, address: str | None) -> tuple[Lobby, Hosting | None]:
    """Open a room as its host: on ``address`` (a server), or, with None, on this computer
    for the home network. The lobby connects in the background. Raises :class:`OSError`
    when this computer cannot host, :class:`ValueError` for an address that is not one."""
    hello = Create(type="create", protocol=PROTOCOL, version=__version__, name=name, spec=spec)
    if address is None:
        hosting = Hosting()
        hosting.start()
        lobby = Lobby(Connection(hosting.local_url, hello).start())
        lobby.hosting = hosting
        return lobby, hosting
    return Lobby(Connection(server_url(address), hello).start()), None


def join_room(address: str, code: str, name: str, token: str | None = None) -> Lobby:
    """Join the room ``code`` at ``address`` (a seat's ``token`` takes that seat back)."""
    from .room import normalize_code

    hello = Join(
        type="join",
        protocol=PROTOCOL,
        version=__version__,
        name=name,
        room=normalize_code(code),
        token=token,
    )
    return Lobby(Connection(server_url(address), hello).start())


def rejoin(info: Rejoin) -> Lobby:
    """Take the remembered seat back (hosting the game again first when it was hosted here).
    Raises :class:`OSError` when this computer cannot host it again."""
    if info.hosted:
        from urllib.parse import urlsplit

        hosting = Hosting()
        hosting.start(urlsplit(info.url).port)
        lobby = join_room(hosting.local_url, info.room, info.name, info.token)
        lobby.hosting = hosting
        return lobby
    return join_room(info.url, info.room, info.name, info.token)


__all__ = ["Hosting", "hosted_dir", "join_room", "open_room", "rejoin", "share_addresses"]
