"""Finding games on the home network by themselves: multicast DNS service discovery
(RFC 6762, RFC 6763) with ``zeroconf``.

A hosted game is one service of type ``_ascenseur._tcp.local.``: its SRV record gives the port
its server listens on, its A records the host's addresses, and its TXT record what the Join
screen lists (:class:`Announcement`, a few short keys). An :class:`Announcer` announces it while
the game is hosted; a :class:`Browser` keeps the list of the games it hears of
(:meth:`Browser.games`), each one a :class:`DiscoveredGame`.

Nothing here touches the network when imported: zeroconf is imported, and its sockets opened,
only when :meth:`Announcer.start` or :meth:`Browser.start` is called (when a player hosts or
opens the Join screen). Each of them runs on its own thread, with its own asyncio loop that
zeroconf attaches to and whose async API only it uses. Of the methods the frame loop calls,
``start``, ``update``, ``stop``, ``games``, ``status`` and ``error`` return at once (they take a
lock held for a few dictionary operations at most); only ``join`` waits, for at most the time it
is given — for the app's exit and the tests. A computer with no network at all (no interface,
zeroconf raising ``OSError`` or ``RuntimeError``) gets :attr:`Status.FAILED` and a message in
``error``, never an exception.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import re
import threading
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Self

from .. import __version__
from .protocol import NAME_LENGTH, PROTOCOL

if TYPE_CHECKING:
    from zeroconf import ServiceInfo, ServiceStateChange, Zeroconf
    from zeroconf.asyncio import AsyncZeroconf

log = logging.getLogger(__name__)

#: The service type of a hosted game.
SERVICE_TYPE = "_ascenseur._tcp.local."
#: Seconds other computers keep a game's records. A game whose host vanished without a
#: goodbye (a crash, a cable pulled) leaves their lists this long after its last answer, plus
#: up to 10 seconds (zeroconf sweeps its cache every 10 seconds). RFC 6762 suggests 75 minutes
#: for the PTR and TXT records; a game's list must not show the dead for that long, and a
#: browser asks again before the records expire, so a live game stays listed.
TTL = 120
#: Seconds a browser waits for a game's details (SRV, TXT, A) once it hears of it.
RESOLVE_TIMEOUT = 3.0
#: Seconds between a browser's looks at the games it lists: one whose records expired leaves
#: the list. zeroconf keeps the service's PTR record for at least 1125 seconds whatever its
#: TTL (its guard against chatty devices), so a browser cannot wait for that one to expire.
SWEEP = 1.0
#: Once a listed game's records have this share of their TTL left, the browser asks its host
#: for them again, then every 5 % of the TTL (RFC 6762 section 5.2 asks at 80, 85, 90 and
#: 95 %; zeroconf refreshes only the PTR record by itself), and at least 2.5 looks before they
#: expire.
REFRESH = 0.2
#: Longest game (rules) name and app version kept from a TXT record.
GAME_LENGTH = 40
VERSION_LENGTH = 32
#: Most seats a table has (a TXT record saying more is not believed).
MAX_SEATS = 99
#: A DNS label is at most 63 bytes (RFC 1035).
_LABEL = 63
_CODE = re.compile(r"[0-9A-Z]{4,16}")
_NOT_LDH = re.compile(r"[^A-Za-z0-9]+")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
#: DNS record types and class (RFC 1035, RFC 2782).
_TYPE_A, _TYPE_TXT, _TYPE_SRV, _CLASS_IN = 1, 16, 33, 1


class Status(StrEnum):
    """Where an :class:`Announcer` or a :class:`Browser` is in its life."""

    IDLE = "idle"  # not started
    STARTING = "starting"  # opening the sockets, probing the name (announcer)
    RUNNING = "running"  # announcing or browsing
    STOPPED = "stopped"  # stopped, its thread ended or ending
    FAILED = "failed"  # no network: ``error`` says why


def dns_label(text: str) -> str:
    """``text`` as letters, digits and hyphens (accents dropped: "Zoé's PC" is "Zoe-s-PC"),
    or "" when nothing is left."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return _NOT_LDH.sub("-", ascii_text).strip("-")


def _clean(text: str, length: int) -> str:
    """Text from the network as it may be shown: no control characters, at most ``length``."""
    return _CONTROL.sub("", text).strip()[:length]


def _utf8(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` bytes of UTF-8 without splitting a character."""
    return text.encode()[:limit].decode(errors="ignore")


@dataclass(frozen=True, slots=True)
class Announcement:
    """What a hosted game says about itself on the home network."""

    #: The name of the person hosting, as people see it.
    name: str
    #: The room's code (:func:`game.net.room.new_code`).
    room: str
    #: The game's (rules') name.
    game: str
    #: People and bots at the table, and the table's seats.
    seated: int
    seats: int
    #: The port the game's server listens on.
    port: int
    version: str = __version__
    protocol: int = PROTOCOL

    def instance(self) -> str:
        """The service's instance name: the host's name made DNS-safe, then the room code,
        which makes it unique ("Zoe-s-PC-K7QM3F9D")."""
        room = dns_label(self.room)[:16]
        host = dns_label(self.name)[: _LABEL - len(room) - 1].strip("-") or "ascenseur"
        return f"{host}-{room}" if room else host

    def service_name(self) -> str:
        """The service's full name ("Zoe-s-PC-K7QM3F9D._ascenseur._tcp.local.")."""
        return f"{self.instance()}.{SERVICE_TYPE}"

    def properties(self) -> dict[str, str]:
        """The TXT record: one-letter keys, short values (the record stays far below the
        400 bytes RFC 6763 advises)."""
        return {
            "v": _utf8(self.version, VERSION_LENGTH),
            "p": str(self.protocol),
            "n": self.name[:NAME_LENGTH],
            "r": self.room,
            "g": self.game[:GAME_LENGTH],
            "s": f"{self.seated}/{self.seats}",
        }

    def service_info(self, addresses: Sequence[str], ttl: int = TTL) -> ServiceInfo:
        """The zeroconf service of this game, reachable at ``addresses`` (IPv4)."""
        from zeroconf import ServiceInfo

        instance = self.instance()
        return ServiceInfo(
            SERVICE_TYPE,
            f"{instance}.{SERVICE_TYPE}",
            port=self.port,
            properties=self.properties(),
            server=f"{instance}.local.",
            host_ttl=ttl,
            other_ttl=ttl,
            parsed_addresses=list(addresses),
        )


@dataclass(frozen=True, slots=True)
class DiscoveredGame:
    """A game heard of on the home network, as the Join screen lists it."""

    #: The service's full name: the game's identity on the network.
    service: str
    name: str
    room: str
    game: str
    seated: int
    seats: int
    version: str
    protocol: int
    #: The address to connect to (one on a network this computer is on, when there is one)
    #: and every address the host announced.
    address: str
    port: int
    addresses: tuple[str, ...] = ()

    @property
    def compatible(self) -> bool:
        """Whether this app can play it (the same protocol); other games are listed, marked."""
        return self.protocol == PROTOCOL

    @property
    def where(self) -> str:
        """``address:port``, as a player would type it (:func:`game.net.client.server_url`)."""
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"{host}:{self.port}"


def _int(text: str | None, default: int, high: int) -> int:
    try:
        value = int(text or "")
    except ValueError:
        return default
    return value if 0 <= value <= high else default


def pick_address(
    addresses: Sequence[str], networks: Sequence[ipaddress.IPv4Network] = ()
) -> str | None:
    """The address to reach a host at: the first one on one of ``networks`` (this computer's),
    else the first one; None when there is none. A host on two networks (a laptop on Wi-Fi
    running a virtual machine's bridge) announces both."""
    for text in addresses:
        try:
            ip = ipaddress.ip_address(text)
        except ValueError:
            continue
        if any(ip in net for net in networks):
            return text
    return addresses[0] if addresses else None


def game_from_info(
    info: ServiceInfo, networks: Sequence[ipaddress.IPv4Network] = ()
) -> DiscoveredGame | None:
    """The game a resolved service describes; None when it cannot be joined (no address, no
    port, no room code). Its TXT values come from anyone on the network: they are checked,
    cut to length, and a missing or garbled protocol makes the game incompatible."""
    from zeroconf import IPVersion

    props = info.decoded_properties
    room = (props.get("r") or "").strip()
    addresses = tuple(info.parsed_addresses(IPVersion.V4Only))
    address = pick_address(addresses, networks)
    port = info.port
    if address is None or not port or not 0 < port < 65536 or not _CODE.fullmatch(room):
        return None
    seated_text, _, seats_text = (props.get("s") or "").partition("/")
    instance = info.name[: -len(SERVICE_TYPE) - 1] if info.name.endswith(SERVICE_TYPE) else ""
    return DiscoveredGame(
        service=info.name,
        name=_clean(props.get("n") or "", NAME_LENGTH) or _clean(instance, NAME_LENGTH),
        room=room,
        game=_clean(props.get("g") or "", GAME_LENGTH),
        seated=_int(seated_text, 0, MAX_SEATS),
        seats=_int(seats_text, 0, MAX_SEATS),
        version=_clean(props.get("v") or "", VERSION_LENGTH),
        protocol=_int(props.get("p"), 0, 1 << 16),
        address=address,
        port=port,
        addresses=addresses,
    )


def _adapters_ipv4() -> list[ipaddress.IPv4Interface]:
    """This computer's IPv4 addresses with their networks (loopback included)."""
    import ifaddr  # zeroconf's own dependency: it lists interfaces the same way

    found: list[ipaddress.IPv4Interface] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if ip.is_IPv4:
                found.append(ipaddress.IPv4Interface(f"{ip.ip}/{ip.network_prefix}"))
    return found


class _Worker:
    """A zeroconf instance on a thread of its own, with its own asyncio loop; started once
    (make a new one to start again)."""

    _thread_name = "net-discovery"

    def __init__(self, interfaces: Sequence[str] | None) -> None:
        #: The IPv4 addresses of the interfaces to use; None: all of the machine's.
        self.interfaces = list(interfaces) if interfaces is not None else None
        #: Why it failed (no network), in English for logs; None while all is well.
        self.error: str | None = None
        self._status = Status.IDLE
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._wake: asyncio.Event | None = None
        self._stopping = False

    @property
    def status(self) -> Status:
        return self._status

    def start(self) -> None:
        """Start on a new thread; returns at once. A second call does nothing."""
        with self._lock:
            if self._thread is not None:
                return
            self._status = Status.STARTING
            self._thread = threading.Thread(target=self._run, name=self._thread_name, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop (the thread says goodbye and closes zeroconf); returns at once."""
        with self._lock:
            self._stopping = True
        self._poke()

    def join(self, timeout: float | None = None) -> bool:
        """Wait up to ``timeout`` seconds for the thread to end; whether it has (or never
        started). For the app's exit and the tests, never the frame loop."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
        self.join(10.0)

    def _poke(self) -> None:
        """Wake the thread's loop to look at what changed (thread-safe)."""
        with self._lock:
            loop, wake = self._loop, self._wake
        if loop is not None and wake is not None:
            # A RuntimeError: the loop closed in between, nothing is left to wake.
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(wake.set)

    def _fail(self, exc: BaseException) -> None:
        detail = str(exc) or type(exc).__name__
        log.info("%s: no network discovery: %s", self._thread_name, detail)
        with self._lock:
            self.error = f"no network: {detail}"
            self._status = Status.FAILED

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except Exception as exc:  # a bug here must not reach the app
            log.exception("%s stopped", self._thread_name)
            self._fail(exc)

    async def _main(self) -> None:
        wake = asyncio.Event()
        with self._lock:
            self._loop, self._wake = asyncio.get_running_loop(), wake
            if self._stopping:
                self._status = Status.STOPPED
                self._loop = self._wake = None
                return  # stopped before it started: no socket opened
        aiozc: AsyncZeroconf | None = None
        try:
            from zeroconf import InterfaceChoice, IPVersion
            from zeroconf.asyncio import AsyncZeroconf

            choice: Any = self.interfaces if self.interfaces is not None else InterfaceChoice.All
            aiozc = AsyncZeroconf(interfaces=choice, ip_version=IPVersion.V4Only)
            await aiozc.zeroconf.async_wait_for_start()
            await self._serve(aiozc, wake)
        except Exception as exc:  # OSError, RuntimeError ("no interfaces"), zeroconf's errors
            self._fail(exc)
        finally:
            if aiozc is not None:
                try:
                    await aiozc.async_close()
                except Exception:
                    log.debug("closing zeroconf", exc_info=True)
            with self._lock:
                self._loop = self._wake = None
                if self._status != Status.FAILED:
                    self._status = Status.STOPPED

    async def _serve(self, aiozc: AsyncZeroconf, wake: asyncio.Event) -> None:
        raise NotImplementedError


class Announcer(_Worker):
    """Announces one hosted game on the home network while it is hosted.

    ``interfaces``: the IPv4 addresses of the interfaces the game's server listens on; None
    (the default, for a server listening on every address) announces on all the machine's
    IPv4 interfaces, with all their addresses but loopback. ``ttl``: seconds others keep the
    records (:data:`TTL`).
    """

    _thread_name = "net-announcer"

    def __init__(
        self,
        announcement: Announcement,
        interfaces: Sequence[str] | None = None,
        *,
        ttl: int = TTL,
    ) -> None:
        super().__init__(interfaces)
        self.ttl = ttl
        self._announcement = announcement
        #: The addresses announced (known once running).
        self.addresses: tuple[str, ...] = ()

    @property
    def announcement(self) -> Announcement:
        """The latest announcement asked for."""
        return self._announcement

    def update(self, announcement: Announcement) -> None:
        """Announce this instead (someone sat down or left); returns at once."""
        with self._lock:
            self._announcement = announcement
        self._poke()

    def _addresses(self) -> tuple[str, ...]:
        if self.interfaces is not None:
            return tuple(self.interfaces)
        return tuple(str(i.ip) for i in _adapters_ipv4() if not i.ip.is_loopback)

    async def _serve(self, aiozc: AsyncZeroconf, wake: asyncio.Event) -> None:
        addresses = self._addresses()
        if not addresses:
            raise OSError("no IPv4 address to announce the game at")
        self.addresses = addresses
        with self._lock:
            current = self._announcement
            stopping = self._stopping
        if stopping:
            return
        # Probing the name takes about 0.75 s; the announcements follow without waiting.
        info = current.service_info(addresses, self.ttl)
        await aiozc.async_register_service(info, allow_name_change=True)
        with self._lock:
            self._status = Status.RUNNING
        try:
            while True:
                await wake.wait()
                wake.clear()
                with self._lock:
                    latest, stopping = self._announcement, self._stopping
                if stopping:
                    break
                if latest == current:
                    continue
                new = latest.service_info(addresses, self.ttl)
                if latest.instance() == current.instance():
                    new.name = info.name  # as registered (renamed if the name was taken)
                    await aiozc.async_update_service(new)
                else:
                    await (await aiozc.async_unregister_service(info))
                    await aiozc.async_register_service(new, allow_name_change=True)
                info, current = new, latest
        finally:
            # Goodbye packets (TTL 0): browsers drop the game at once.
            await (await aiozc.async_unregister_service(info))


class Browser(_Worker):
    """Listens for the games announced on the home network (:meth:`games`).

    ``interfaces``: the IPv4 addresses of the interfaces to listen on; None (the default):
    all the machine's IPv4 interfaces. A game leaves the list when its host says goodbye (at
    once) or when its records expire (the TTL its host gave them, :data:`TTL` for this app:
    the browser asks for them again before, so only a host that no longer answers is dropped,
    within :data:`SWEEP` seconds).
    """

    _thread_name = "net-browser"

    def __init__(self, interfaces: Sequence[str] | None = None) -> None:
        super().__init__(interfaces)
        self._games: dict[str, DiscoveredGame] = {}
        self._present: set[str] = set()
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._networks: list[ipaddress.IPv4Network] = []
        #: When each game's host was last asked for its records (zeroconf's clock, ms).
        self._asked: dict[str, float] = {}
        self._changes = 0

    def games(self) -> list[DiscoveredGame]:
        """The games heard of, by host name and room code (a snapshot; thread-safe)."""
        with self._lock:
            found = list(self._games.values())
        return sorted(found, key=lambda g: (g.name.casefold(), g.room, g.service))

    @property
    def changes(self) -> int:
        """How many times the list has changed: a screen redraws it when this moves."""
        return self._changes

    async def _serve(self, aiozc: AsyncZeroconf, wake: asyncio.Event) -> None:
        from zeroconf.asyncio import AsyncServiceBrowser

        local = _adapters_ipv4()
        self._networks = [i.network for i in local if not i.ip.is_loopback]
        browser = AsyncServiceBrowser(aiozc.zeroconf, SERVICE_TYPE, handlers=[self._on_change])
        with self._lock:
            self._status = Status.RUNNING
        try:
            while True:
                try:
                    await asyncio.wait_for(wake.wait(), SWEEP)
                except TimeoutError:
                    self._sweep(aiozc.zeroconf)
                    continue
                wake.clear()
                with self._lock:
                    if self._stopping:
                        break
        finally:
            await browser.async_cancel()
            tasks = list(self._tasks.values())
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            with self._lock:
                self._games.clear()
                self._present.clear()
                self._changes += 1

    def _on_change(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        """zeroconf's news of a service (on this thread's loop): resolve it, or drop it."""
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            task = self._tasks.pop(name, None)
            if task is not None:
                task.cancel()
            self._asked.pop(name, None)
            with self._lock:
                self._present.discard(name)
                if self._games.pop(name, None) is not None:
                    self._changes += 1
            return
        with self._lock:
            self._present.add(name)
        previous = self._tasks.pop(name, None)
        if previous is not None:
            previous.cancel()
        task = asyncio.get_running_loop().create_task(self._resolve(zeroconf, name))
        self._tasks[name] = task
        task.add_done_callback(lambda done: self._forget(name, done))

    def _forget(self, name: str, task: asyncio.Task[None]) -> None:
        if self._tasks.get(name) is task:
            del self._tasks[name]

    def _sweep(self, zc: Zeroconf, now: float | None = None) -> None:
        """Drop the games whose records expired (their host vanished without a goodbye) and
        ask again for those about to (``now``: zeroconf's clock, in milliseconds)."""
        # DNSOutgoing and DNSQuestion: zeroconf's public names, kept out of its __all__.
        from zeroconf import (  # type: ignore[attr-defined]
            DNSOutgoing,
            DNSQuestion,
            ServiceInfo,
            current_time_millis,
        )

        now = current_time_millis() if now is None else now
        with self._lock:
            names = list(self._games)
        gone: list[str] = []
        query = DNSOutgoing(0)  # a multicast query
        for name in names:
            srv = zc.cache.get_by_details(name, _TYPE_SRV, _CLASS_IN)
            if srv is None or not ServiceInfo(SERVICE_TYPE, name).load_from_cache(zc, now):
                gone.append(name)
                continue
            ttl_ms = srv.ttl * 1000
            left_ms = srv.get_remaining_ttl(now) * 1000
            if left_ms > max(REFRESH * ttl_ms, 2.5 * SWEEP * 1000):
                continue
            if now - self._asked.get(name, 0.0) < 0.05 * ttl_ms:
                continue
            self._asked[name] = now
            query.add_question(DNSQuestion(name, _TYPE_SRV, _CLASS_IN))
            query.add_question(DNSQuestion(name, _TYPE_TXT, _CLASS_IN))
            server = getattr(srv, "server", None)
            if isinstance(server, str):
                query.add_question(DNSQuestion(server, _TYPE_A, _CLASS_IN))
        if query.questions:
            zc.async_send(query)
        if gone:
            with self._lock:
                for name in gone:
                    self._games.pop(name, None)
                    self._asked.pop(name, None)
                self._changes += 1

    async def _resolve(self, zeroconf: Zeroconf, name: str) -> None:
        from zeroconf.asyncio import AsyncServiceInfo

        info = AsyncServiceInfo(SERVICE_TYPE, name)
        try:
            found = await info.async_request(zeroconf, int(RESOLVE_TIMEOUT * 1000))
        except Exception:  # zeroconf closing, or a record it could not read: not listed
            log.debug("resolving %s", name, exc_info=True)
            return
        if not found:
            log.debug("no details for %s", name)
            return
        game = game_from_info(info, self._networks)
        with self._lock:
            if name not in self._present:
                return  # gone while it was being resolved
            if game is None:
                changed = self._games.pop(name, None) is not None
            else:
                changed = self._games.get(name) != game
                self._games[name] = game
            if changed:
                self._changes += 1


__all__ = [
    "SERVICE_TYPE",
    "SWEEP",
    "TTL",
    "Announcement",
    "Announcer",
    "Browser",
    "DiscoveredGame",
    "Status",
    "dns_label",
    "game_from_info",
    "pick_address",
]
