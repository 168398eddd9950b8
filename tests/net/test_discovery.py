"""Games on the same network appear by themselves (issue 35): what a hosted game announces,
what a browser makes of it, and real discovery between two "computers".

The record tests build and read zeroconf's records without a socket and run everywhere. The
network tests never touch a real interface: each makes its own network namespaces (two joined
by a veth pair, 10.77.0.1/24 and 10.77.0.2/24, or one with no interface at all), runs an
announcer and a browser in them as subprocesses (tests/net/discovery_peer.py), bounds every
wait, and deletes the namespaces when it ends. They need root and ``ip`` (iproute2), as CI has.
"""

from __future__ import annotations

import ipaddress
import itertools
import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from zeroconf import DNSCache, DNSIncoming, DNSOutgoing, ServiceInfo, current_time_millis
from zeroconf.const import _FLAGS_AA, _FLAGS_QR_RESPONSE, _TYPE_A, _TYPE_SRV, _TYPE_TXT

from game import __version__
from game.net import discovery
from game.net.client import server_url
from game.net.discovery import (
    SERVICE_TYPE,
    SWEEP,
    Announcement,
    Announcer,
    Browser,
    DiscoveredGame,
    Status,
    dns_label,
    game_from_info,
    pick_address,
)
from game.net.protocol import NAME_LENGTH, PROTOCOL

ROOT = Path(__file__).resolve().parents[2]
GAME = Announcement("Zoé's PC", "K7QM3F9D", "L'Ascenseur", 2, 4, 47474)


# -- the records, without any socket ----------------------------------------------------------


def test_an_announcement_is_a_service_of_the_games_type_with_short_txt_keys() -> None:
    info = GAME.service_info(["192.168.1.20"])
    assert info.type == SERVICE_TYPE == "_ascenseur._tcp.local."
    assert info.name == "Zoe-s-PC-K7QM3F9D._ascenseur._tcp.local."
    assert info.server == "Zoe-s-PC-K7QM3F9D.local."
    assert info.port == 47474
    assert info.parsed_addresses() == ["192.168.1.20"]
    assert info.decoded_properties == {
        "v": __version__,
        "p": str(PROTOCOL),
        "n": "Zoé's PC",
        "r": "K7QM3F9D",
        "g": "L'Ascenseur",
        "s": "2/4",
    }
    assert info.host_ttl == info.other_ttl == discovery.TTL


def test_instance_names_are_dns_safe_short_and_unique_per_room() -> None:
    assert dns_label("Zoé's PC") == "Zoe-s-PC"
    assert dns_label("  --Ann.Marie_2 ") == "Ann-Marie-2"
    assert dns_label("日本") == ""
    assert replace(GAME, name="日本").instance() == "ascenseur-K7QM3F9D"
    long = replace(GAME, name="x" * 200, room="ABCDEFGHJKMNPQRS")
    assert len(long.instance().encode()) <= 63 and long.instance().endswith("-ABCDEFGHJKMNPQRS")
    # The same host hosting again gets another room code, so another name.
    assert replace(GAME, room="3F9DK7QM").service_name() != GAME.service_name()
    for name in ["Zoé's PC", "a.b.c", "日本", "x" * 200, "-", "Ann\x00"]:
        label = replace(GAME, name=name).instance()
        assert label.isascii() and "." not in label and 0 < len(label) <= 63


def test_the_txt_record_stays_small_whatever_the_names() -> None:
    worst = replace(GAME, name="é" * 200, game="ë" * 500, version="1" * 100, seated=99, seats=99)
    info = worst.service_info(["10.0.0.1"])
    assert len(info.text) < 400  # RFC 6763 section 6.2's advice for a TXT record
    assert all(len(v) <= 255 for v in info.properties.values() if v is not None)
    game = game_from_info(info)
    assert game is not None and game.name == "é" * NAME_LENGTH


def _over_the_wire(info: ServiceInfo) -> ServiceInfo:
    """``info`` as a browser rebuilds it from the bytes of one multicast response."""
    now = current_time_millis()
    out = DNSOutgoing(_FLAGS_QR_RESPONSE | _FLAGS_AA)
    out.add_answer_at_time(info.dns_pointer(), 0)
    out.add_answer_at_time(info.dns_service(), 0)
    out.add_answer_at_time(info.dns_text(), 0)
    for record in info.dns_addresses():
        out.add_answer_at_time(record, 0)
    (packet,) = out.packets()
    records = DNSIncoming(packet).answers()
    srv = next(r for r in records if r.type == _TYPE_SRV and r.name == info.name)
    txt = next(r for r in records if r.type == _TYPE_TXT and r.name == info.name)
    a = [r for r in records if r.type == _TYPE_A]
    assert all(not r.is_expired(now) and r.ttl == discovery.TTL for r in records)
    return ServiceInfo(
        SERVICE_TYPE,
        srv.name,
        port=srv.port,  # type: ignore[attr-defined]
        properties=txt.text,  # type: ignore[attr-defined]
        server=srv.server,  # type: ignore[attr-defined]
        addresses=[r.address for r in a],  # type: ignore[attr-defined]
    )


def test_a_record_read_from_the_wire_is_the_game_that_was_announced() -> None:
    info = _over_the_wire(GAME.service_info(["192.168.1.20", "172.17.0.1"]))
    game = game_from_info(info)
    assert game == DiscoveredGame(
        service="Zoe-s-PC-K7QM3F9D._ascenseur._tcp.local.",
        name="Zoé's PC",
        room="K7QM3F9D",
        game="L'Ascenseur",
        seated=2,
        seats=4,
        version=__version__,
        protocol=PROTOCOL,
        address="192.168.1.20",
        port=47474,
        addresses=("192.168.1.20", "172.17.0.1"),
    )
    assert game.compatible
    assert game.where == "192.168.1.20:47474"
    assert server_url(game.where) == "ws://192.168.1.20:47474"


def test_a_game_of_another_protocol_is_listed_but_incompatible() -> None:
    game = game_from_info(replace(GAME, protocol=PROTOCOL + 1).service_info(["10.0.0.1"]))
    assert game is not None and game.protocol == PROTOCOL + 1 and not game.compatible


def _info(props: dict[str, str], addresses: list[str] | None = None, port: int = 47474) -> Any:
    return ServiceInfo(
        SERVICE_TYPE,
        f"Some-Host-K7QM3F9D.{SERVICE_TYPE}",
        port=port,
        properties=props,
        server="Some-Host-K7QM3F9D.local.",
        parsed_addresses=["10.0.0.1"] if addresses is None else addresses,
    )


def test_records_from_the_network_are_checked_before_they_are_listed() -> None:
    good = {"r": "K7QM3F9D", "p": str(PROTOCOL), "s": "1/4", "n": "Ann", "g": "Whist", "v": "1"}
    assert game_from_info(_info(good)) is not None
    # Nothing to join: no room code, a code that is not one, no address, no port.
    assert game_from_info(_info({**good, "r": ""})) is None
    assert game_from_info(_info({**good, "r": "k7qm;rm -rf"})) is None
    assert game_from_info(_info(good, addresses=[])) is None
    assert game_from_info(_info(good, port=0)) is None
    # Garbled numbers are zero; no protocol is an incompatible game, still listed.
    odd = game_from_info(_info({"r": "K7QM3F9D", "s": "lots/-4", "p": "one"}))
    assert odd is not None
    assert (odd.seated, odd.seats, odd.protocol, odd.compatible) == (0, 0, 0, False)
    # With no name the instance name is shown; names lose control characters and length.
    assert odd.name == "Some-Host-K7QM3F9D"
    long = game_from_info(_info({**good, "n": "\x1b[31mAnn" + "n" * 100, "g": "G" * 100}))
    assert long is not None and long.name == "[31mAnn" + "n" * (NAME_LENGTH - 7)
    assert len(long.game) == discovery.GAME_LENGTH


def test_the_address_chosen_is_one_on_a_network_of_this_computer() -> None:
    home = [ipaddress.IPv4Network("192.168.1.0/24")]
    assert pick_address(["172.17.0.1", "192.168.1.20"], home) == "192.168.1.20"
    assert pick_address(["172.17.0.1", "192.168.1.20"]) == "172.17.0.1"
    assert pick_address(["10.9.9.9"], home) == "10.9.9.9"
    assert pick_address([], home) is None


class _Cache:
    """What a browser's sweep uses of a Zeroconf: its cache, and what it sends."""

    def __init__(self, records: list[Any]) -> None:
        self.cache = DNSCache()
        self.cache.async_add_records(records)
        self.sent: list[DNSOutgoing] = []

    def async_send(self, out: DNSOutgoing) -> None:
        self.sent.append(out)


def test_a_listed_game_is_asked_for_again_before_its_records_expire_and_dropped_after() -> None:
    info = GAME.service_info(["10.0.0.1"], ttl=100)
    records = [info.dns_pointer(), info.dns_service(), info.dns_text(), *info.dns_addresses()]
    zc = _Cache(records)
    created = records[1].created
    browser = Browser()
    game = game_from_info(info)
    assert game is not None
    browser._games[info.name] = game
    browser._present.add(info.name)

    browser._sweep(zc, created + 50_000)  # type: ignore[arg-type]
    assert zc.sent == [] and browser.games() == [game]
    # With a fifth of its TTL left, the host is asked for the game's records...
    browser._sweep(zc, created + 81_000)  # type: ignore[arg-type]
    (query,) = zc.sent
    assert {(q.name, q.type) for q in query.questions} == {
        (info.name, _TYPE_SRV),
        (info.name, _TYPE_TXT),
        (info.server, _TYPE_A),
    }
    # ... again each 5 % of the TTL, not at every look...
    browser._sweep(zc, created + 84_000)  # type: ignore[arg-type]
    assert len(zc.sent) == 1
    browser._sweep(zc, created + 86_500)  # type: ignore[arg-type]
    assert len(zc.sent) == 2 and browser.games() == [game]
    # ... and with no answer the game leaves the list when they expire.
    changes = browser.changes
    browser._sweep(zc, created + 100_001)  # type: ignore[arg-type]
    assert browser.games() == [] and browser.changes == changes + 1


# -- the threads, without any socket ----------------------------------------------------------


def test_importing_the_module_opens_nothing_and_does_not_load_zeroconf() -> None:
    code = "import sys, game.net.discovery; print('zeroconf' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "False", out.stderr


@pytest.fixture
def zeroconf_calls(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """zeroconf's sockets replaced by an OSError (no network at all), the calls recorded."""
    import zeroconf.asyncio

    calls: list[dict[str, Any]] = []

    def no_network(**kwargs: Any) -> Any:
        calls.append(kwargs)
        raise OSError(101, "Network is unreachable")

    monkeypatch.setattr(zeroconf.asyncio, "AsyncZeroconf", no_network)
    return calls


@pytest.mark.parametrize("make", [lambda: Announcer(GAME), Browser], ids=["announcer", "browser"])
def test_no_network_is_reported_never_raised(
    zeroconf_calls: list[dict[str, Any]], make: Callable[[], Announcer | Browser]
) -> None:
    worker = make()
    assert worker.status is Status.IDLE and worker.error is None
    worker.start()
    assert worker.join(10.0)
    assert worker.status is Status.FAILED
    assert worker.error is not None and "Network is unreachable" in worker.error
    assert len(zeroconf_calls) == 1
    worker.stop()  # stopping a failed one is harmless
    assert worker.join(1.0)
    if isinstance(worker, Browser):
        assert worker.games() == []
    else:
        worker.update(replace(GAME, seated=3))  # so is updating it
    assert not [t for t in threading.enumerate() if t.name in ("net-announcer", "net-browser")]


def test_stopped_before_its_thread_runs_it_opens_no_socket(
    zeroconf_calls: list[dict[str, Any]],
) -> None:
    for worker in (Announcer(GAME), Browser()):
        assert worker.join(0.0), "never started: nothing to wait for"
        worker.stop()
        worker.start()
        assert worker.join(10.0)
        assert worker.status is Status.STOPPED and worker.error is None
    assert zeroconf_calls == []


# -- two computers on one network: network namespaces -----------------------------------------


def _cannot_make_namespaces(tool: str) -> str | None:
    if not sys.platform.startswith("linux"):
        return "network namespaces are Linux's"
    if os.geteuid() != 0:
        return "making network namespaces needs root (CI runs as root)"
    if shutil.which(tool) is None:
        return f"making network namespaces needs `{tool}` (iproute2, util-linux; see .ci/run)"
    return None


def _need_namespaces(tool: str) -> None:
    """Skip without root or ``tool``; on CI (``CI=true``) fail instead: they must run there."""
    reason = _cannot_make_namespaces(tool)
    if reason is None:
        return
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI must run the discovery tests in network namespaces: {reason}")
    pytest.skip(reason)


_names = itertools.count()


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=10)


@dataclass
class Network:
    """Two namespaces, two "computers", joined by a cable (a veth pair)."""

    a: str
    b: str
    address_a: str = "10.77.0.1"
    address_b: str = "10.77.0.2"


@pytest.fixture
def network() -> Iterator[Network]:
    _need_namespaces("ip")
    n = next(_names)
    net = Network(f"asc-{os.getpid()}-{n}-a", f"asc-{os.getpid()}-{n}-b")
    made: list[str] = []
    try:
        for ns in (net.a, net.b):
            _ip("netns", "add", ns)
            made.append(ns)
        # Made in A with its peer in B: the pair never exists outside the namespaces.
        _ip("-n", net.a, "link", "add", "va", "type", "veth", "peer", "name", "vb", "netns", net.b)
        for ns, dev, address in ((net.a, "va", net.address_a), (net.b, "vb", net.address_b)):
            _ip("-n", ns, "addr", "add", f"{address}/24", "dev", dev)
            _ip("-n", ns, "link", "set", "lo", "up")
            _ip("-n", ns, "link", "set", dev, "up")
        yield net
    finally:
        for ns in made:
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=10)


class Peer:
    """tests/net/discovery_peer.py in a namespace: its JSON lines, read on a thread."""

    def __init__(
        self, prefix: list[str], role: str, *args: str, log: Path, module: str = "discovery_peer"
    ) -> None:
        self.log = log
        self.lines: queue.Queue[dict[str, Any]] = queue.Queue()
        self.seen: list[dict[str, Any]] = []
        self.proc = subprocess.Popen(
            [*prefix, sys.executable, "-m", f"tests.net.{module}", role, *args],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log.open("w"),
            text=True,
        )
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(json.loads(line))

    def expect(self, check: Callable[[dict[str, Any]], bool], timeout: float) -> dict[str, Any]:
        """The first line (already seen or coming within ``timeout`` s) that passes ``check``."""
        for line in self.seen:
            if check(line):
                return line
        end = time.monotonic() + timeout
        while (left := end - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                break
            self.seen.append(line)
            if check(line):
                return line
        raise AssertionError(f"not seen in {timeout} s; lines: {self.seen}; {self.log.read_text()}")

    def send(self, command: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()

    def finish(self) -> dict[str, Any]:
        """Stop it and check it left no thread behind."""
        self.send("stop")
        last = self.expect(lambda d: d.get("status") == "exit", 15)
        assert self.proc.wait(timeout=15) == 0
        assert last["joined"] and last["final"] == "stopped" and last["threads"] == []
        return last

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)


def _games(line: dict[str, Any]) -> list[dict[str, Any]] | None:
    games = line.get("games")
    return games if isinstance(games, list) else None


@pytest.fixture
def peers() -> Iterator[list[Peer]]:
    started: list[Peer] = []
    try:
        yield started
    finally:
        for peer in started:
            peer.kill()


def _in(ns: str) -> list[str]:
    return ["ip", "netns", "exec", ns]


@pytest.mark.netns
def test_a_game_hosted_on_one_computer_appears_on_another_changes_and_goes(
    network: Network, peers: list[Peer], tmp_path: Path
) -> None:
    host = Peer(
        _in(network.a), "announce", "--interface", network.address_a, log=tmp_path / "host.log"
    )
    peers.append(host)
    host.expect(lambda d: d.get("status") == "running", 10)
    # A friend opens the Join screen after the game is hosted (listening on all interfaces).
    friend = Peer(_in(network.b), "browse", log=tmp_path / "friend.log")
    peers.append(friend)
    start = friend.expect(lambda d: d.get("status") == "start", 10)["t"]
    found = friend.expect(lambda d: bool(_games(d)), 10)
    (game,) = found["games"]
    print(f"\ndiscovered {found['t'] - start:.3f} s after the Join screen opened")
    assert game["address"] == network.address_a and game["port"] == 47474
    assert (game["name"], game["room"], game["game"]) == ("Zoé's PC", "K7QM3F9D", "L'Ascenseur")
    assert (game["seated"], game["seats"], game["protocol"], game["compatible"]) == (
        1,
        4,
        PROTOCOL,
        True,
    )
    assert server_url(f"{game['address']}:{game['port']}") == "ws://10.77.0.1:47474"

    host.send("seated 3")
    asked = host.expect(lambda d: d.get("updated") == 3, 5)["t"]
    seen = friend.expect(lambda d: any(g["seated"] == 3 for g in _games(d) or []), 10)
    print(f"update seen after {seen['t'] - asked:.3f} s")

    stop = time.monotonic()
    host.send("stop")
    goodbye = host.expect(lambda d: d.get("status") == "exit", 15)
    gone = friend.expect(lambda d: _games(d) == [] and d["t"] > stop, 10)
    print(f"removal seen {gone['t'] - stop:.3f} s after the host stopped")
    assert goodbye["joined"] and goodbye["threads"] == [] and goodbye["final"] == "stopped"
    assert host.proc.wait(timeout=15) == 0
    friend.finish()


@pytest.mark.netns
def test_games_announced_while_browsing_appear_and_another_protocol_is_marked(
    network: Network, peers: list[Peer], tmp_path: Path
) -> None:
    friend = Peer(
        _in(network.b), "browse", "--interface", network.address_b, log=tmp_path / "friend.log"
    )
    peers.append(friend)
    friend.expect(lambda d: d.get("status") == "running", 10)
    host = Peer(_in(network.a), "announce", log=tmp_path / "host.log")  # all interfaces
    old = Peer(
        _in(network.a),
        "announce",
        "--name",
        "Old app",
        "--room",
        "3F9DK7QM",
        "--protocol",
        str(PROTOCOL + 1),
        log=tmp_path / "old.log",
    )
    peers += [host, old]
    start = host.expect(lambda d: d.get("status") == "start", 10)["t"]
    both = friend.expect(lambda d: len(_games(d) or []) == 2, 10)
    print(f"\ntwo games discovered {both['t'] - start:.3f} s after they started announcing")
    by_name = {g["name"]: g for g in both["games"]}
    assert by_name["Zoé's PC"]["compatible"] and not by_name["Old app"]["compatible"]
    # Announcing on all interfaces gives every address but loopback: here, the cable's.
    assert by_name["Zoé's PC"]["addresses"] == [network.address_a]
    stop = time.monotonic()
    host.finish()
    old.finish()
    friend.expect(lambda d: _games(d) == [] and d["t"] > stop, 10)
    friend.finish()


@pytest.mark.netns
def test_a_host_gone_without_goodbye_leaves_the_list_when_its_records_expire(
    network: Network, peers: list[Peer], tmp_path: Path
) -> None:
    ttl = 5
    host = Peer(
        _in(network.a),
        "announce",
        "--interface",
        network.address_a,
        "--ttl",
        str(ttl),
        log=tmp_path / "host.log",
    )
    friend = Peer(_in(network.b), "browse", log=tmp_path / "friend.log")
    peers += [host, friend]
    friend.expect(lambda d: bool(_games(d)), 10)
    # Still listed after two TTLs: the browser asked again in time and the host answered.
    time.sleep(2 * ttl + 1)
    assert friend.lines.empty(), f"no change while the host is alive: {friend.lines.get()}"
    host.kill()  # SIGKILL: no goodbye
    killed = time.monotonic()
    gone = friend.expect(lambda d: _games(d) == [] and d["t"] > killed, ttl + 2 * SWEEP + 3)
    print(f"\nexpired {gone['t'] - killed:.3f} s after the host was killed (TTL {ttl} s)")
    friend.finish()


@pytest.mark.netns
@pytest.mark.parametrize("role", ["announce", "browse"])
def test_a_computer_with_no_network_at_all_is_told_so(
    role: str, peers: list[Peer], tmp_path: Path
) -> None:
    _need_namespaces("unshare")
    # A namespace of its own with not even loopback up: no interface to listen on.
    peer = Peer(["unshare", "-n"], role, log=tmp_path / f"{role}.log")
    peers.append(peer)
    failed = peer.expect(lambda d: d.get("status") == "failed", 10)
    assert failed["error"].startswith("no network: ")
    peer.send("stop")
    end = peer.expect(lambda d: d.get("status") == "exit", 15)
    assert end["joined"] and end["final"] == "failed" and end["threads"] == []
    assert peer.proc.wait(timeout=15) == 0
