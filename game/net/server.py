"""The server: many rooms, one asyncio event loop, WebSocket connections (RFC 6455, the
``websockets`` library). It is the authority: it holds each room's record, checks every action
with the core and sends each connection only the events and the observation of its own seat.

The rooms themselves are pure objects (:class:`game.net.room.Room`); this module is the I/O
around them: it reads and validates messages (:mod:`game.net.protocol`), limits what a
connection or an address may do, appends each room's changes to its journal before telling
anyone (:mod:`game.net.journal`), asks bots for their moves off the loop
(:mod:`game.net.bots`), and writes each connection's messages in order through its own queue.
A message that is too big, malformed, unknown or out of turn gets an error naming the problem
and changes nothing; repeated abuse closes the connection. Nothing a client sends can stop the
server.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import ssl
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from ..core.actions import parse_action
from ..core.errors import IllegalActionError
from ..core.events import Event, RoundScored
from ..core.records import record_json
from .bots import BotRunner
from .journal import Journals
from .protocol import (
    MAX_MESSAGE,
    PROTOCOL,
    Act,
    Closed,
    Create,
    Error,
    Join,
    Leave,
    ProtocolError,
    Ready,
    Refused,
    Seats,
    SetSeat,
    Start,
    Undo,
    UpdateWriter,
    Welcome,
    dump,
    events_dicts,
    parse_client,
)
from .room import Room, RoomError, new_code

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Limits:
    """What one server, one address and one connection may do."""

    #: Rooms on this server at once.
    max_rooms: int = 2000
    #: Rooms one address may have opened and still open.
    rooms_per_address: int = 20
    #: Wrong room codes or tokens one address may try per :attr:`join_window` seconds.
    join_failures: int = 10
    join_window: float = 60.0
    #: Messages per second a connection may send (a bucket of :attr:`burst`).
    rate: float = 20.0
    burst: int = 40
    #: Refused messages (malformed, unknown, over the rate) before the connection is closed.
    strikes: int = 20
    #: Seconds a new connection has to say which room it wants.
    hello_timeout: float = 20.0
    #: Seconds a connection may stay silent (the client sends nothing during others' turns,
    #: so this is long; dead peers are found by the WebSocket pings).
    idle_timeout: float = 3600.0
    #: Messages waiting for a slow connection before it is dropped (it resyncs on rejoin).
    queue: int = 256
    #: Seconds a room with nobody in it stays open.
    idle_room: float = 6 * 3600.0
    #: Addresses of reverse proxies whose ``X-Forwarded-For`` says who the player is (the
    #: per-address limits then apply to each player, not to the proxy).
    trusted_proxies: frozenset[str] = frozenset()


def client_address(peer: str, forwarded: str | None, trusted: frozenset[str]) -> str:
    """The player's address: the connection's ``peer``, unless it is a trusted proxy that
    names the player in ``forwarded`` (an ``X-Forwarded-For`` header: the last entry is the
    one the proxy added itself; what comes before it may be made up by the client)."""
    if peer not in trusted or not forwarded:
        return peer
    last = forwarded.split(",")[-1].strip()
    try:
        return str(ipaddress.ip_address(last))
    except ValueError:
        return peer


class Outbox:
    """A connection's messages waiting to be written, oldest first (None: close the connection
    after the ones before). What :class:`asyncio.Queue` does here, at a thirtieth of its
    memory (a queue holds three deques and an event: over 3 KiB, for each of thousands of
    connections)."""

    __slots__ = ("_items", "_waiter")

    def __init__(self) -> None:
        self._items: list[str | None] = []
        self._waiter: asyncio.Future[None] | None = None

    def qsize(self) -> int:
        return len(self._items)

    def put_nowait(self, item: str | None) -> None:
        self._items.append(item)
        waiter, self._waiter = self._waiter, None
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    def drain(self) -> list[str | None]:
        """Every message waiting, oldest first, taken out (a test reads a connection so)."""
        items, self._items = self._items, []
        return items

    async def get(self) -> str | None:
        """The oldest message, once there is one (a single reader: the connection's writer)."""
        while not self._items:
            self._waiter = asyncio.get_running_loop().create_future()
            await self._waiter
        return self._items.pop(0)


@dataclass(slots=True, eq=False)
class Conn:
    """One connection: where it sits, its message budget, its outgoing queue."""

    ws: Any
    address: str
    room: Room | None = None
    seat: int | None = None
    tokens: float = 0.0
    refilled: float = 0.0
    strikes: int = 0
    #: The next update must carry the finished rounds (a new or returning connection).
    needs_history: bool = True
    outbox: Outbox = field(default_factory=Outbox)
    closing: bool = False

    def put(self, text: str) -> None:
        if not self.closing:
            self.outbox.put_nowait(text)

    def close(self, reason: str) -> None:
        if not self.closing:
            self.outbox.put_nowait(dump(Closed(type="closed", reason=reason)))  # type: ignore[arg-type]
            self.outbox.put_nowait(None)
            self.closing = True


class Server:
    """The rooms and the connections of one server process."""

    def __init__(
        self,
        data: Path | None = None,
        *,
        limits: Limits = Limits(),
        bots: BotRunner | None = None,
        clock: Callable[[], float] = time.time,
        version: str = __version__,
        seeds: Callable[[], int] | None = None,
    ) -> None:
        self.limits = limits
        #: Draws each new room's seed (None: :mod:`secrets`); tests give a fixed sequence so
        #: that their games are the same every run.
        self.seeds = seeds
        self.clock = clock
        self.version = version
        self.bots = bots if bots is not None else BotRunner()
        self.journals = Journals(data) if data is not None else None
        self.rooms: dict[str, Room] = {}
        #: Each room's connections by seat.
        self.members: dict[str, dict[int, Conn]] = {}
        #: The address that opened each room.
        self.opened_by: dict[str, str] = {}
        self._failures: dict[str, deque[float]] = {}
        self._thinking: set[str] = set()
        #: Closing down: no bot starts a move any more.
        self.stopping = False
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self._server: Any = None
        self.stats = {"connections": 0, "messages": 0, "refused": 0, "closed_abuse": 0}
        if self.journals is not None:
            self._restore()

    # -- start and stop ----------------------------------------------------------------------

    def _restore(self) -> None:
        assert self.journals is not None
        now = self.clock()
        for code, lines in self.journals.load().items():
            try:
                room = Room.restore(lines, now)
            except (ValueError, KeyError, TypeError, IllegalActionError) as exc:
                log.warning("room %s could not be restored: %s", code, exc)
                self.journals.set_aside(code)
                continue
            if room.over:
                self.journals.finish(code)
                continue
            self.rooms[room.code] = room
            self.members[room.code] = {}
        if self.rooms:
            log.info("restored %d rooms", len(self.rooms))

    async def start(self, host: str, port: int, ssl_context: ssl.SSLContext | None = None) -> int:
        """Listen on ``host``:``port`` (0: any free port); the port listened on."""
        from websockets.asyncio.server import serve

        self._server = await serve(
            self._handle,
            host,
            port,
            ssl=ssl_context,
            max_size=MAX_MESSAGE,
            max_queue=8,
            write_limit=32 * 1024,
            compression=None,
            ping_interval=20,
            ping_timeout=20,
            close_timeout=5,
            server_header=None,
        )
        for room in list(self.rooms.values()):
            self._wake(room)
        sockets = self._server.sockets
        return int(sockets[0].getsockname()[1]) if sockets else port

    async def close(self, reason: str = "server-stopped") -> None:
        """Tell every connection why, close them, stop listening, flush the journals."""
        self.stopping = True
        for members in self.members.values():
            for conn in members.values():
                conn.close(reason)
        await asyncio.sleep(0.05)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for handle in self._timers.values():
            handle.cancel()
        self.bots.close()
        if self.journals is not None:
            self.journals.close()

    # -- connections -------------------------------------------------------------------------

    async def _handle(self, ws: Any) -> None:
        from websockets.exceptions import ConnectionClosed

        peer = str(ws.remote_address[0]) if ws.remote_address else "?"
        headers = ws.request.headers if ws.request is not None else None
        forwarded = headers.get("X-Forwarded-For") if headers is not None else None
        address = client_address(peer, forwarded, self.limits.trusted_proxies)
        # The handshake's headers are not needed once it is done (about 2.5 KiB a connection,
        # and thousands of connections): read anything wanted from them before this.
        for handshake in (ws.request, ws.response):
            if handshake is not None:
                handshake.headers.clear()
        conn = Conn(ws, address, tokens=float(self.limits.burst), refilled=self.clock())
        self.stats["connections"] += 1
        writer = asyncio.create_task(self._write(conn))
        loop = asyncio.get_running_loop()
        try:
            # One deadline per connection, moved on at each message (``wait_for`` around each
            # ``recv`` would cost a task and a timer per message).
            async with asyncio.timeout(self.limits.hello_timeout) as silence:
                while not conn.closing:
                    raw = await ws.recv()
                    self.receive(conn, raw)
                    silence.reschedule(loop.time() + self.limits.idle_timeout)
        except TimeoutError:
            conn.close("idle")
        except ConnectionClosed:
            pass
        finally:
            self._gone(conn)
            if not conn.closing:
                conn.outbox.put_nowait(None)
            try:
                await asyncio.wait_for(writer, timeout=5)
            except (TimeoutError, asyncio.CancelledError):
                writer.cancel()

    async def _write(self, conn: Conn) -> None:
        from websockets.exceptions import ConnectionClosed

        try:
            while True:
                text = await conn.outbox.get()
                if text is None:
                    break
                await conn.ws.send(text)
        except ConnectionClosed:
            return
        await conn.ws.close()

    def _send(self, conn: Conn, text: str) -> None:
        if conn.outbox.qsize() >= self.limits.queue:
            log.info("a connection fell %d messages behind: dropped", self.limits.queue)
            conn.outbox.put_nowait(None)
            conn.closing = True
            return
        conn.put(text)

    def _error(self, conn: Conn, kind: str, detail: str, **params: str | int) -> None:
        self._send(conn, dump(Error(type="error", code=kind, detail=detail[:300], params=params)))

    def _strike(self, conn: Conn, code: str, detail: str) -> None:
        self.stats["refused"] += 1
        conn.strikes += 1
        self._error(conn, code, detail)
        if conn.strikes >= self.limits.strikes:
            self.stats["closed_abuse"] += 1
            conn.close("abuse")

    def _allowed(self, conn: Conn) -> bool:
        """Take one message from the connection's budget."""
        now = self.clock()
        lim = self.limits
        conn.tokens = min(float(lim.burst), conn.tokens + (now - conn.refilled) * lim.rate)
        conn.refilled = now
        if conn.tokens < 1:
            return False
        conn.tokens -= 1
        return True

    # -- messages ----------------------------------------------------------------------------

    def receive(self, conn: Conn, raw: str | bytes) -> None:
        """Handle one message from ``conn``. Never raises for anything the client sent."""
        if conn.closing:
            return
        self.stats["messages"] += 1
        if not self._allowed(conn):
            self._strike(conn, "rate", "too many messages: slow down")
            return
        try:
            msg = parse_client(raw)
        except ProtocolError as exc:
            self._strike(conn, "malformed", str(exc))
            return
        try:
            if isinstance(msg, Create | Join):
                self._hello(conn, msg)
            elif conn.room is None or conn.seat is None:
                self._strike(conn, "not-in-room", "join a room first")
            elif isinstance(msg, Act):
                self._act(conn, conn.room, conn.seat, msg)
            elif isinstance(msg, Ready):
                conn.room.set_ready(conn.seat, msg.ready)
                self._publish_seats(conn.room)
            elif isinstance(msg, SetSeat):
                conn.room.set_seat(conn.seat, msg.seat, msg.bot)
                self._commit(conn.room)
                self._publish_seats(conn.room)
            elif isinstance(msg, Start):
                events = conn.room.start(conn.seat, self.clock())
                self._commit(conn.room)
                self._publish_seats(conn.room)
                self._publish(conn.room, events)
                self._wake(conn.room)  # the first to move may be a bot
            elif isinstance(msg, Undo):
                conn.room.undo(conn.seat, msg.index, self.clock())
                self._commit(conn.room)
                for c in self.members.get(conn.room.code, {}).values():
                    c.needs_history = True
                self._publish(conn.room, [])
                self._wake(conn.room)
            elif isinstance(msg, Leave):
                self._leave(conn)
        except RoomError as exc:
            self._error(conn, exc.code, str(exc), **exc.params)
        except Exception:  # a bug must cost one message, never the server
            log.exception("error while handling a %s message", type(msg).__name__)
            self._error(conn, "server", "the server could not handle this message")

    def _hello(self, conn: Conn, msg: Create | Join) -> None:
        if conn.room is not None:
            self._strike(conn, "already-in-room", "this connection is in a room already")
            return
        if msg.protocol != PROTOCOL:
            self._error(
                conn,
                "version",
                f"this server speaks protocol {PROTOCOL} (version {self.version}), "
                f"the app protocol {msg.protocol} (version {msg.version})",
                server=self.version,
                client=msg.version,
            )
            conn.close("left")
            return
        now = self.clock()
        if isinstance(msg, Create):
            self._create(conn, msg, now)
        else:
            self._join(conn, msg, now)

    def _create(self, conn: Conn, msg: Create, now: float) -> None:
        lim = self.limits
        if len(self.rooms) >= lim.max_rooms:
            self._error(conn, "server-full", "this server has no room for another game")
            return
        mine = sum(1 for a in self.opened_by.values() if a == conn.address)
        if mine >= lim.rooms_per_address:
            self._error(conn, "too-many-rooms", "too many games opened from this address")
            return
        code = new_code()
        while code in self.rooms:
            code = new_code()
        seed = None if self.seeds is None else self.seeds()
        room, seat, token = Room.create(code, msg.spec, msg.name, now, seed)
        self.rooms[code] = room
        self.members[code] = {}
        self.opened_by[code] = conn.address
        self._commit(room)
        self._seat(conn, room, seat, token)

    def _join(self, conn: Conn, msg: Join, now: float) -> None:
        failures = self._failures.setdefault(conn.address, deque())
        while failures and now - failures[0] > self.limits.join_window:
            failures.popleft()
        if len(failures) >= self.limits.join_failures:
            self._error(conn, "rate-limited", "too many wrong codes: wait a minute and try again")
            return
        room = self.rooms.get(msg.room)
        if room is None:
            failures.append(now)
            self._error(conn, "wrong-code", "no game has that code", code=msg.room)
            return
        try:
            seat, token = room.join(msg.name, msg.token, now)
        except RoomError as exc:
            if exc.code == "bad-token":
                failures.append(now)
            raise
        self._commit(room)
        self._seat(conn, room, seat, token)

    def _seat(self, conn: Conn, room: Room, seat: int, token: str) -> None:
        members = self.members.setdefault(room.code, {})
        old = members.get(seat)
        if old is not None and old is not conn:
            old.room = old.seat = None
            old.close("replaced")
        members[seat] = conn
        conn.room, conn.seat, conn.needs_history = room, seat, True
        welcome = Welcome(
            type="welcome",
            protocol=PROTOCOL,
            version=self.version,
            room=room.code,
            seat=seat,
            token=token,
            host=seat == room.host,
            rules=room.rules.model_dump(mode="json"),
            options=room.options,
        )
        self._send(conn, dump(welcome))
        self._publish_seats(room)
        if room.started:
            self._update(conn, room, UpdateWriter(room.index, []))
            if room.over:
                self._send(conn, self._ended(room))
        self._wake(room)

    def _act(self, conn: Conn, room: Room, seat: int, msg: Act) -> None:
        try:
            action = parse_action(msg.action)
        except ValueError as exc:
            self._send(conn, dump(Refused(type="refused", rule="action", params={})))
            log.debug("unreadable action %r: %s", msg.action, exc)
            return
        try:
            events = room.act(seat, action, msg.index, self.clock())
        except IllegalActionError as exc:
            self._send(conn, dump(Refused(type="refused", rule=exc.rule, params=exc.params)))
            return
        except RoomError as exc:
            self._error(conn, exc.code, str(exc))
            return
        self._after_action(room, events)

    def _after_action(self, room: Room, events: list[Event]) -> None:
        self._commit(room)
        self._publish(room, events)
        if room.over:
            ended = self._ended(room)
            for c in self.members.get(room.code, {}).values():
                self._send(c, ended)
            if self.journals is not None:
                self.journals.finish(room.code)
        self._wake(room)

    def _leave(self, conn: Conn) -> None:
        room, seat = conn.room, conn.seat
        assert room is not None and seat is not None
        room.leave(seat, self.clock())
        self._commit(room)
        self.members.get(room.code, {}).pop(seat, None)
        conn.room = conn.seat = None
        conn.close("left")
        self._publish_seats(room)
        self._wake(room)

    def _gone(self, conn: Conn) -> None:
        room, seat = conn.room, conn.seat
        if room is None or seat is None:
            return
        members = self.members.get(room.code, {})
        if members.get(seat) is conn:
            del members[seat]
            room.disconnect(seat, self.clock())
            self._publish_seats(room)
            self._wake(room)
        conn.room = conn.seat = None

    # -- telling the players -----------------------------------------------------------------

    def _commit(self, room: Room) -> None:
        lines = room.take_journal()
        if lines and self.journals is not None:
            self.journals.append(room.code, lines)

    def _publish_seats(self, room: Room) -> None:
        text = dump(
            Seats(type="seats", seats=room.public_seats(), host=room.host, started=room.started)
        )
        for conn in self.members.get(room.code, {}).values():
            self._send(conn, text)

    def _publish(self, room: Room, events: list[Event]) -> None:
        # The seats' updates share their events and public facts: written once for all.
        writer = UpdateWriter(room.index, events_dicts(events))
        scored = any(isinstance(e, RoundScored) for e in events)
        for conn in self.members.get(room.code, {}).values():
            self._update(conn, room, writer, scored)

    def _update(self, conn: Conn, room: Room, writer: UpdateWriter, scored: bool = False) -> None:
        seat = conn.seat
        assert seat is not None
        history = conn.needs_history or scored
        now = self.clock()
        text = writer.text(room.observation(seat), room.deadline(seat, now), history)
        conn.needs_history = False
        self._send(conn, text)

    def _ended(self, room: Room) -> str:
        record = json.loads(record_json(room.record()))
        return json.dumps({"type": "ended", "record": record}, separators=(",", ":"))

    # -- bots and timers ---------------------------------------------------------------------

    def _wake(self, room: Room) -> None:
        """Start a bot's move if one is due, else set a timer for when one may be."""
        code = room.code
        handle = self._timers.pop(code, None)
        if handle is not None:
            handle.cancel()
        if code in self._thinking or code not in self.rooms or self.stopping:
            return
        now = self.clock()
        seat = room.due(now)
        if seat is not None:
            self._thinking.add(code)
            asyncio.get_running_loop().create_task(self._bot_move(room, seat, room.index))
            return
        when = room.next_check(now)
        if when is not None:
            loop = asyncio.get_running_loop()
            self._timers[code] = loop.call_later(max(0.0, when - now) + 0.01, self._wake, room)

    async def _bot_move(self, room: Room, seat: int, index: int) -> None:
        try:
            s = room.seats[seat]
            level = s.level if s.kind == "bot" else room.options.stand_in
            obs = room.observation(seat)
            key = f"{room.seed}/bot/{seat}/{index}"
            action = await self.bots.decide(level, obs, key)
            current = self.rooms.get(room.code) is room and room.index == index
            if current and room.due(self.clock()) == seat:
                events = room.act(seat, action, index, self.clock())
                self._thinking.discard(room.code)
                self._after_action(room, events)
                return
        except Exception:
            if not self.stopping:  # a move cut short by the server stopping is no error
                log.exception("a bot could not play in room %s", room.code)
        finally:
            self._thinking.discard(room.code)
        if room.code in self.rooms:
            self._wake(room)

    # -- housekeeping ------------------------------------------------------------------------

    def sweep(self) -> None:
        """Close rooms nobody has been in for :attr:`Limits.idle_room` seconds, and
        finished rooms everyone has left."""
        now = self.clock()
        for code, room in list(self.rooms.items()):
            empty = not self.members.get(code)
            if empty and (room.over or now - room.touched > self.limits.idle_room):
                del self.rooms[code]
                self.members.pop(code, None)
                self.opened_by.pop(code, None)
                if self.journals is not None and not room.over:
                    self.journals.finish(code)

    async def run_sweeper(self, every: float = 60.0) -> None:
        while True:
            await asyncio.sleep(every)
            self.sweep()


def ssl_context(cert: Path, key: Path) -> ssl.SSLContext:
    """A TLS context for the server from a certificate chain and its private key."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


__all__ = ["Conn", "Limits", "Outbox", "Server", "ssl_context"]
