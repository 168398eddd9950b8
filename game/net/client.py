"""The app's connection to a server, on a background thread: the frame loop never waits for
the network.

The thread runs its own asyncio loop with one WebSocket connection. Messages from the server
are validated there and handed over through :attr:`Connection.incoming` (a thread-safe queue
the frame loop reads without blocking); :meth:`Connection.send` hands a message the other
way. When the connection drops after the server seated us, the thread reconnects by itself
with the seat's token (waiting a little longer after each failure) and the server hands the
seat back; the frame loop is told with :class:`Lost` and :class:`Back`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import queue
import ssl
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from pydantic import BaseModel

from .protocol import (
    MAX_MESSAGE,
    Closed,
    Create,
    Error,
    Join,
    ProtocolError,
    Welcome,
    dump,
    parse_server,
)

log = logging.getLogger(__name__)

#: The port a game is hosted on when the address gives none.
DEFAULT_PORT = 47474
#: Seconds to wait before each new attempt to reconnect (the last repeats).
RETRY = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0)
#: Seconds to give up reconnecting after.
GIVE_UP = 600.0
#: Seconds the first connection may take.
CONNECT_TIMEOUT = 8.0


@dataclass(frozen=True, slots=True)
class Lost:
    """The connection dropped; the thread is trying to get the seat back."""

    reason: str


@dataclass(frozen=True, slots=True)
class Back:
    """The connection is open again (the server's welcome follows)."""


@dataclass(frozen=True, slots=True)
class Failed:
    """No connection, and no more attempts: ``reason`` says why ('unreachable', 'refused',
    'protocol', 'closed')."""

    reason: str
    detail: str = ""


def server_url(address: str) -> str:
    """The WebSocket address of what a player typed: ``host``, ``host:port``, ``[::1]:port``
    or a full ``ws://`` / ``wss://`` address (a server on the internet behind TLS)."""
    text = address.strip()
    if not text:
        raise ValueError("no address")
    if "://" not in text:
        text = "ws://" + text
    parts = urlsplit(text)
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise ValueError(f"not a game address: {address!r}")
    try:
        port = parts.port
    except ValueError:
        raise ValueError(f"not a port number in {address!r}") from None
    if port is None and parts.scheme == "ws":
        host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
        query = f"?{parts.query}" if parts.query else ""
        return f"ws://{host}:{DEFAULT_PORT}{parts.path}{query}"
    return text


def room_url(url: str, room: str | None) -> str:
    """``url`` with ``room=<code>`` in its query when the room is known, so that a proxy in
    front of several server processes can send the connection to the one that holds the room
    (docs/NETWORK.md, "Scale-out"); a server reads rooms from messages and ignores it."""
    if room is None:
        return url
    parts = urlsplit(url)
    kept = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "room"]
    query = urlencode([*kept, ("room", room)])
    return urlunsplit((parts.scheme, parts.netloc, parts.path or "/", query, parts.fragment))


class Connection:
    """One connection to a game server, opened with ``hello`` (create or join a room)."""

    def __init__(
        self,
        url: str,
        hello: Create | Join,
        *,
        ssl_context: ssl.SSLContext | None = None,
        retry: bool = True,
        tap: Callable[[str | bytes], None] | None = None,
    ) -> None:
        self.url = url
        #: Called with every message exactly as it arrived, before it is read (tests record
        #: what a seat was sent with it).
        self.tap = tap
        self.hello = hello
        self.ssl_context = ssl_context
        self.retry = retry
        #: Server messages (validated models) and :class:`Lost`, :class:`Back`, :class:`Failed`.
        self.incoming: queue.Queue[Any] = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._out: asyncio.Queue[str | None] | None = None
        self._ready = threading.Event()
        self._stop = False
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)
        #: Once seated: the room and the seat's token (to reconnect, and to rejoin later).
        self.room: str | None = None
        self.token: str | None = None

    # -- the frame loop's side ---------------------------------------------------------------

    def start(self) -> Connection:
        self._thread.start()
        self._ready.wait(timeout=5)
        return self

    def send(self, message: BaseModel) -> None:
        """Queue ``message`` for the server (dropped if the connection is down)."""
        loop, out = self._loop, self._out
        if loop is None or out is None:
            return
        text = dump(message)
        with contextlib.suppress(RuntimeError):  # the loop has stopped
            loop.call_soon_threadsafe(out.put_nowait, text)

    def poll(self) -> list[Any]:
        """Everything that arrived since the last call, oldest first (never blocks)."""
        out: list[Any] = []
        while True:
            try:
                out.append(self.incoming.get_nowait())
            except queue.Empty:
                return out

    def close(self) -> None:
        """Close the connection and stop the thread (the seat is kept on the server)."""
        self._stop = True
        loop, out = self._loop, self._out
        if loop is not None and out is not None:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(out.put_nowait, None)
        self._thread.join(timeout=3)

    # -- the network thread ------------------------------------------------------------------

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except Exception as exc:  # never let the thread die silently
            log.exception("the network thread stopped")
            self.incoming.put(Failed("unreachable", str(exc)))
        finally:
            self._ready.set()

    async def _main(self) -> None:
        loop = asyncio.get_running_loop()
        self._loop = loop
        self._out = asyncio.Queue()
        self._ready.set()
        attempt = 0
        lost_at: float | None = None
        while not self._stop:
            outcome, opened = await self._session(rejoin=lost_at is not None)
            if self._stop or outcome is None:
                return
            final = outcome.reason in ("refused", "protocol", "closed")
            if final or not self.retry or self.token is None:
                self.incoming.put(outcome)
                return
            now = loop.time()
            if opened:
                # A working connection dropped: tell the player once, then try again.
                attempt, lost_at = 0, now
                self.incoming.put(Lost(outcome.detail or outcome.reason))
            elif lost_at is not None and now - lost_at > GIVE_UP:
                self.incoming.put(Failed("unreachable", "gave up reconnecting"))
                return
            await asyncio.sleep(RETRY[min(attempt, len(RETRY) - 1)])
            attempt += 1

    async def _session(self, rejoin: bool) -> tuple[Failed | None, bool]:
        """One connection, until it drops: (None when closed on purpose, else why; whether
        it opened)."""
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

        hello: BaseModel = self.hello
        room = self.room if self.room is not None else getattr(self.hello, "room", None)
        if self.token is not None and self.room is not None:
            hello = Join(
                type="join",
                protocol=self.hello.protocol,
                version=self.hello.version,
                name=self.hello.name,
                room=self.room,
                token=self.token,
            )
        try:
            ws = await asyncio.wait_for(
                connect(
                    room_url(self.url, room),
                    ssl=self.ssl_context if self.url.startswith("wss:") else None,
                    max_size=4 * MAX_MESSAGE,
                    compression=None,
                    open_timeout=CONNECT_TIMEOUT,
                    ping_interval=20,
                    ping_timeout=20,
                ),
                timeout=CONNECT_TIMEOUT + 1,
            )
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as exc:
            return Failed("unreachable", str(exc) or type(exc).__name__), False
        if rejoin:
            self.incoming.put(Back())
        sender = asyncio.create_task(self._send_loop(ws))
        try:
            await ws.send(dump(hello))
            async for raw in ws:
                if self.tap is not None:
                    self.tap(raw)
                try:
                    msg = parse_server(raw)
                except ProtocolError as exc:
                    log.warning("a message from the server was not understood: %s", exc)
                    return Failed("protocol", str(exc)), True
                if isinstance(msg, Welcome):
                    self.room, self.token = msg.room, msg.token
                self.incoming.put(msg)
                if isinstance(msg, Error) and self.token is None:
                    return Failed("refused", msg.code), True
                if isinstance(msg, Error) and msg.code in ("bad-token", "left", "wrong-code"):
                    return Failed("refused", msg.code), True
                if isinstance(msg, Closed):
                    return Failed("closed", msg.reason), True
            gone = Failed("lost", "the server closed the connection")
            return (None if self._stop else gone), True
        except ConnectionClosed as exc:
            return (None if self._stop else Failed("lost", str(exc))), True
        finally:
            sender.cancel()
            with contextlib.suppress(Exception):
                await ws.close()

    async def _send_loop(self, ws: Any) -> None:
        assert self._out is not None
        while True:
            text = await self._out.get()
            if text is None:
                await ws.close()
                return
            await ws.send(text)


__all__ = ["DEFAULT_PORT", "Back", "Connection", "Failed", "Lost", "server_url"]
