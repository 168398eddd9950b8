"""Load on one ``ascenseur-server`` process: rooms of four scripted players on loopback (a
benchmark, not a test: it prints figures).

    python bench/bench_server.py --rooms 1000 --seconds 30 --mode human
    python bench/bench_server.py --rooms 100 --seconds 20 --mode flat --json

The real server runs as a subprocess (``python -m game.server --host 127.0.0.1 --port 0
--data <tmp>``, its limits raised for scripted players from one address); the players are raw
WebSocket clients (``websockets`` on asyncio), many per event loop, in ``--procs`` client
processes (rooms are split between them; a room's four players are in one process). Each room
is a real game of ``--preset`` played with random legal actions; a finished game is left and
a new room opened in its place, so ``--rooms`` rooms are open all the time.

Modes:

* ``human``: each room takes one action per second, the rooms' seconds spread evenly over
  the second (room *i* of *N* acts at *i/N* s past each second), whoever is to move;
* ``flat``: every player acts as soon as its update says it is to move.

Figures, over ``--seconds`` after ``--warmup`` seconds of play:

* actions served per second: actions sent in the window whose update reached all four
  players (within a second after the window; those later are counted as ``late``);
* latency: from the moment an action is sent to the moment the last of the room's four
  players has received the update it caused — p50/p95/p99/max on this process's monotonic
  clock (``time.monotonic``: every process of one machine shares it);
* server memory: VmRSS of the server process before any room (after a warm-up room has
  loaded every module) and at the end of the window, and the difference per room. A room's
  record grows with its game: ``--advance K`` plays each room flat out to its K-th action
  before the measure (half a classic game of four is about 388);
* server CPU: utime + stime of the server process over the window (``/proc/PID/stat``), in %
  of one core; the client processes' CPU too (if they are saturated, the figures measure the
  clients, not the server).

One client process drives 1,000 rooms (4,000 connections) at human pace on about a quarter
of a core; flat out it uses about half what the server uses (``--procs 2`` to check that the
figures are the server's).
``server pid N`` goes to stderr at start, for a profiler (``py-spy record -p N``).

Linux only (``/proc``). Every socket is on 127.0.0.1. Every wait is bounded.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from multiprocessing.connection import Connection as Pipe
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LOOPBACK = "127.0.0.1"
NAMES = ("Ann", "Ben", "Cid", "Dan")
PLAYERS = 4
#: Connections being opened at once by one client process (the server's listen backlog is
#: about 100: more would overflow it and stall in SYN retries).
OPENING = 48
#: How every update the server sends begins, and its observation's legal actions.
UPDATE = '{"type":"update","index":'
LEGAL = '"legal":['
#: Rooms played flat out to ``--advance`` at once, by one client process.
ADVANCING = 32
#: Seconds a room may take to be set up (four connections, create, join, ready, start).
SETUP_TIMEOUT = 60.0


def raise_open_files() -> int:
    """Raise this process's soft limit of open files to the hard limit; the new soft limit."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
    if soft == resource.RLIM_INFINITY or soft >= target:
        return int(soft)
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return int(resource.getrlimit(resource.RLIMIT_NOFILE)[0])


# -- the server process -----------------------------------------------------------------------


class ServerProcess:
    """``python -m game.server`` on loopback, with its data in a temporary folder."""

    def __init__(self, data: Path, rooms: int, extra: list[str]) -> None:
        cmd = [
            sys.executable,
            "-m",
            "game.server",
            "--host",
            LOOPBACK,
            "--port",
            "0",
            "--data",
            str(data),
            "--rate",
            "1000",
            "--max-rooms",
            str(max(2000, rooms * 4)),
            "--rooms-per-address",
            "1000000",
            "--log-level",
            "WARNING",
            *extra,
        ]
        self.log = data / "server.log"
        self._log_file = self.log.open("w")
        self.proc = subprocess.Popen(
            cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=self._log_file, text=True
        )
        self.port = self._read_port()
        self.lines: deque[str] = deque(maxlen=50)
        self._drain = threading.Thread(target=self._drain_stdout, daemon=True)
        self._drain.start()

    def _read_port(self) -> int:
        assert self.proc.stdout is not None
        result: list[str] = []
        reader = threading.Thread(
            target=lambda: result.append(self.proc.stdout.readline()),  # type: ignore[union-attr]
            daemon=True,
        )
        reader.start()
        reader.join(timeout=30)
        line = result[0] if result else ""
        if "listening on ws://" not in line:
            self.stop()
            raise SystemExit(f"the server did not start: {line!r} (log: {self.log})")
        return int(line.rsplit(":", 1)[1])

    def _drain_stdout(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line)

    def rss_kib(self) -> int:
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    def cpu_seconds(self) -> float:
        return cpu_seconds(self.proc.pid)

    def stop(self) -> int | None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        self._log_file.close()
        return self.proc.returncode


def cpu_seconds(pid: int) -> float:
    """utime + stime of process ``pid`` in seconds (``/proc/PID/stat``)."""
    text = Path(f"/proc/{pid}/stat").read_text()
    fields = text[text.rindex(")") + 2 :].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


# -- the scripted players (in the client processes) -------------------------------------------


@dataclass(eq=False)
class Player:
    """One connection: its seat and, when it is to move, the legal actions and the index."""

    ws: Any
    seat: int = -1
    legal: list[str] | None = None
    turn: int = -1


@dataclass(eq=False)
class RoomRun:
    """One room as the bench plays it."""

    number: int
    rng: random.Random
    players: list[Player] = field(default_factory=list)
    code: str = ""
    #: Actions sent and not yet seen by all four: the update's index -> moment sent.
    pending: dict[int, float] = field(default_factory=dict)
    seen: dict[int, int] = field(default_factory=dict)
    live: bool = False
    #: Playing flat out whatever the mode (to bring a room into its game before measuring).
    fast: bool = False
    #: The highest index of an update received.
    index: int = 0
    ended: asyncio.Event = field(default_factory=asyncio.Event)
    all_ready: asyncio.Event = field(default_factory=asyncio.Event)
    started: int = 0


@dataclass
class Tally:
    """What one client process measured."""

    latencies: list[float] = field(default_factory=list)
    actions: int = 0
    sent: int = 0
    skipped: int = 0
    games: int = 0
    rooms_opened: int = 0
    problems: dict[str, int] = field(default_factory=dict)
    #: Actions sent in the window whose update had not reached all four a second after it.
    late: int = 0

    def problem(self, what: str) -> None:
        self.problems[what] = self.problems.get(what, 0) + 1


class ClientProcess:
    """The rooms of one client process, on one event loop."""

    def __init__(self, port: int, numbers: list[int], total: int, opts: dict[str, Any]) -> None:
        from game.core.presets import PRESETS
        from game.net.protocol import PROTOCOL

        self.url = f"ws://{LOOPBACK}:{port}"
        self.numbers = numbers
        self.total = total
        self.flat = opts["mode"] == "flat"
        self.seed = int(opts["seed"])
        self.advance_to = int(opts.get("advance", 0))
        rules = PRESETS[opts["preset"]].model_dump(mode="json")
        self.spec = {"rules": rules, "seats": [{"kind": "person"}] * PLAYERS}
        self.protocol = PROTOCOL
        self.tally = Tally()
        self.window = (float("inf"), float("inf"))
        self.stop_at = float("inf")
        self.opening = asyncio.Semaphore(OPENING)
        self.advancing = asyncio.Semaphore(ADVANCING)
        self.ready_rooms = 0
        self.rooms: list[RoomRun] = []

    # -- one connection's messages -----------------------------------------------------------

    def hello(self, kind: str, name: str, code: str = "") -> str:
        from game import __version__

        msg: dict[str, Any] = {
            "type": kind,
            "protocol": self.protocol,
            "version": __version__,
            "name": name,
        }
        if kind == "create":
            msg["spec"] = self.spec
        else:
            msg["room"] = code
        return json.dumps(msg)

    async def connect(self) -> Any:
        from websockets.asyncio.client import connect

        async with self.opening:
            return await asyncio.wait_for(
                connect(
                    self.url,
                    compression=None,
                    ping_interval=None,
                    open_timeout=20,
                    close_timeout=2,
                    max_size=1 << 20,
                ),
                timeout=30,
            )

    async def read(
        self, room: RoomRun, me: Player, welcomed: asyncio.Future[dict[str, Any]]
    ) -> None:
        from websockets.exceptions import ConnectionClosed

        loads = json.loads
        monotonic = time.monotonic
        try:
            async for raw in me.ws:
                now = monotonic()
                assert isinstance(raw, str)
                if raw.startswith(UPDATE):
                    await self.on_update(room, me, raw, now)
                    continue
                msg = loads(raw)
                kind = msg["type"]
                if kind == "seats":
                    if me.seat == 0 and not room.all_ready.is_set() and _all_ready(msg):
                        room.all_ready.set()
                elif kind == "welcome":
                    if not welcomed.done():
                        welcomed.set_result(msg)
                elif kind == "ended":
                    if me.seat == 0:
                        self.tally.games += 1
                    room.live = False
                    room.ended.set()
                elif kind == "closed":
                    return
                else:  # error, refused: none is expected
                    detail = msg.get("code") or msg.get("rule") or kind
                    self.tally.problem(f"{kind}:{detail}")
                    if not welcomed.done():
                        welcomed.set_exception(RuntimeError(f"{kind}: {detail}"))
        except ConnectionClosed:
            if time.monotonic() < self.stop_at:
                self.tally.problem("connection-closed")
        finally:
            if not welcomed.done():
                welcomed.set_exception(RuntimeError("closed before the welcome"))
            room.live = False
            room.ended.set()

    async def on_update(self, room: RoomRun, me: Player, raw: str, now: float) -> None:
        # Light on purpose: thousands of players share one process. Three updates in four are
        # for a player not to move: the index and an empty legal list are read from the text
        # (the server writes "index" first and "legal" once); only the mover's is parsed.
        index = int(raw[len(UPDATE) : raw.index(",", len(UPDATE))])
        at = raw.rfind(LEGAL)
        if at < 0 or raw[at + len(LEGAL)] != "]":
            legal: list[str] = json.loads(raw)["obs"]["legal"]
        else:
            legal = []
        if legal:
            me.legal, me.turn = legal, index
        else:
            me.legal = None
        sent = room.pending.get(index)
        if sent is not None:
            seen = room.seen[index] = room.seen.get(index, 0) + 1
            if seen == PLAYERS:
                del room.pending[index], room.seen[index]
                w0, w1 = self.window
                if w0 <= sent < w1:
                    self.tally.latencies.append(now - sent)
                    self.tally.actions += 1
        if room.started < PLAYERS and index == 0:
            room.started += 1
        if index > room.index:
            room.index = index
        if (self.flat or room.fast) and legal and room.live:
            await self.act(room, me, now)

    async def act(self, room: RoomRun, me: Player, now: float) -> None:
        legal, index = me.legal, me.turn
        assert legal is not None
        me.legal = None
        room.pending[index + 1] = now
        self.tally.sent += 1
        text = json.dumps({"type": "act", "action": room.rng.choice(legal), "index": index})
        await me.ws.send(text)

    # -- a room's life -----------------------------------------------------------------------

    async def open_room(self, room: RoomRun) -> list[asyncio.Task[None]]:
        """Four connections: the host creates the room, three join and say they are ready, the
        host starts; returns the reading tasks once everyone has the first update."""
        loop = asyncio.get_running_loop()
        room.players, room.pending, room.seen = [], {}, {}
        room.live, room.started, room.index, room.fast = False, 0, 0, False
        room.ended, room.all_ready = asyncio.Event(), asyncio.Event()
        tasks: list[asyncio.Task[None]] = []
        for i in range(PLAYERS):
            me = Player(await self.connect())
            room.players.append(me)
            welcomed: asyncio.Future[dict[str, Any]] = loop.create_future()
            tasks.append(asyncio.create_task(self.read(room, me, welcomed)))
            if i == 0:
                await me.ws.send(self.hello("create", NAMES[0]))
            else:
                await me.ws.send(self.hello("join", NAMES[i], room.code))
            welcome = await welcomed
            me.seat = int(welcome["seat"])
            room.code = str(welcome["room"])
            if i > 0:
                await me.ws.send('{"type":"ready","ready":true}')
        await room.all_ready.wait()
        room.live = True
        await room.players[0].ws.send('{"type":"start"}')
        while room.started < PLAYERS:
            await asyncio.sleep(0.01)
        self.tally.rooms_opened += 1
        return tasks

    async def close_room(self, room: RoomRun, tasks: list[asyncio.Task[None]]) -> None:
        room.live = False
        for me in room.players:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(me.ws.close(), timeout=3)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def room_life(self, number: int, go: asyncio.Future[float]) -> None:
        room = RoomRun(number, random.Random(f"{self.seed}/{number}"))
        self.rooms.append(room)
        first = True
        while time.monotonic() < self.stop_at:
            tasks: list[asyncio.Task[None]] = []
            try:
                tasks = await asyncio.wait_for(self.open_room(room), timeout=SETUP_TIMEOUT)
            except Exception as exc:
                self.tally.problem(f"setup:{type(exc).__name__}:{exc}"[:80])
                await self.close_room(room, tasks)
                await asyncio.sleep(1.0)
                continue
            if first:
                first = False
                await self.advance(room)
                self.ready_rooms += 1
                start = await go
            else:
                start = time.monotonic()
            try:
                if self.flat:
                    await self.play_flat(room)
                else:
                    await self.play_human(room, start)
            finally:
                await self.close_room(room, tasks)

    async def advance(self, room: RoomRun) -> None:
        """Play the room flat out to its ``--advance``-th action: a room's memory grows with
        its game (the record keeps every action), so fresh rooms would flatter the server."""
        if self.advance_to <= 0:
            return
        # A few rooms at a time: a thousand rooms flat out at once would leave the server's
        # memory at a high-water mark of queued messages that a human pace never reaches.
        async with self.advancing:
            room.fast = True
            mover = next((p for p in room.players if p.legal), None)
            if mover is not None:
                await self.act(room, mover, time.monotonic())
            end = time.monotonic() + SETUP_TIMEOUT
            while room.index < self.advance_to and not room.ended.is_set():
                if time.monotonic() > end:
                    self.tally.problem("advance:timeout")
                    break
                await asyncio.sleep(0.05)
            room.fast = False
            while room.pending and not room.ended.is_set() and time.monotonic() < end:
                await asyncio.sleep(0.01)

    async def play_flat(self, room: RoomRun) -> None:
        mover = next((p for p in room.players if p.legal), None)
        if mover is not None:
            await self.act(room, mover, time.monotonic())
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(room.ended.wait(), self.stop_at - time.monotonic())

    async def play_human(self, room: RoomRun, start: float) -> None:
        # Room i of N acts at i/N s past each second of the bench.
        offset = (room.number % self.total) / self.total
        tick = start + offset
        while tick < time.monotonic():
            tick += 1.0
        while not room.ended.is_set() and tick < self.stop_at:
            await asyncio.sleep(max(0.0, tick - time.monotonic()))
            tick += 1.0
            if room.ended.is_set():
                return
            mover = next((p for p in room.players if p.legal), None)
            if room.pending or mover is None:
                self.tally.skipped += 1  # the last action is still on its way
                continue
            await self.act(room, mover, time.monotonic())

    async def main(self, pipe: Pipe) -> None:
        loop = asyncio.get_running_loop()
        go: asyncio.Future[float] = loop.create_future()
        lives = [asyncio.create_task(self.room_life(n, go)) for n in self.numbers]
        deadline = (
            time.monotonic() + SETUP_TIMEOUT + len(self.numbers) * (0.2 + self.advance_to * 0.005)
        )
        while self.ready_rooms < len(self.numbers) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        pipe.send(("ready", self.ready_rooms, dict(self.tally.problems)))
        message = await loop.run_in_executor(None, _recv, pipe, 600.0)
        if message is None:
            return
        _, start, w0, w1 = message
        self.window = (w0, w1)
        self.stop_at = w1 + 1.0  # a second more: actions sent in the window get their updates
        go.set_result(start)
        await asyncio.sleep(max(0.0, self.stop_at - time.monotonic()))
        self.tally.late = sum(
            1 for room in self.rooms for sent in room.pending.values() if w0 <= sent < w1
        )
        # Stop playing before reporting: the server is stopped once every process reported.
        loop.set_exception_handler(lambda _loop, _context: None)
        for life in lives:
            life.cancel()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.gather(*lives, return_exceptions=True), timeout=30)
        pipe.send(("done", self.tally))


def _all_ready(msg: dict[str, Any]) -> bool:
    seats = msg["seats"]
    host = msg["host"]
    return all(
        s["kind"] == "person" and s["status"] == "here" and (i == host or s["ready"])
        for i, s in enumerate(seats)
    )


def _recv(pipe: Pipe, timeout: float) -> Any:
    return pipe.recv() if pipe.poll(timeout) else None


def client_process(
    port: int, numbers: list[int], total: int, opts: dict[str, Any], pipe: Pipe
) -> None:
    raise_open_files()
    asyncio.run(ClientProcess(port, numbers, total, opts).main(pipe))


# -- the run ----------------------------------------------------------------------------------


def warm_up(port: int, preset: str) -> None:
    """One room played for a few actions, so that the server has loaded what it needs before
    its memory is read."""
    opts = {"mode": "flat", "seed": 0, "preset": preset}

    async def run() -> None:
        client = ClientProcess(port, [0], 1, opts)
        room = RoomRun(0, random.Random(0))
        tasks = await asyncio.wait_for(client.open_room(room), timeout=SETUP_TIMEOUT)
        client.stop_at = time.monotonic() + 0.5
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(client.play_flat(room), timeout=1.0)
        room.live = False
        await asyncio.sleep(0.2)
        await client.close_room(room, tasks)

    asyncio.run(run())


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def run(args: argparse.Namespace) -> dict[str, Any]:
    nofile = raise_open_files()
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="ascenseur-bench-") as tmp:
        server = ServerProcess(Path(tmp), args.rooms, args.server_arg or [])
        # For a profiler: py-spy record -p PID
        print(f"server pid {server.proc.pid} on port {server.port}", file=sys.stderr, flush=True)
        procs: list[multiprocessing.process.BaseProcess] = []
        pipes: list[Pipe] = []
        try:
            warm_up(server.port, args.preset)
            time.sleep(1.0)
            rss_before = server.rss_kib()
            ctx = multiprocessing.get_context("spawn")
            opts = {
                "mode": args.mode,
                "seed": args.seed,
                "preset": args.preset,
                "advance": args.advance,
            }
            for w in range(args.procs):
                numbers = list(range(w, args.rooms, args.procs))
                mine, theirs = ctx.Pipe()
                p = ctx.Process(
                    target=client_process,
                    args=(server.port, numbers, args.rooms, opts, theirs),
                    daemon=True,
                )
                p.start()
                procs.append(p)
                pipes.append(mine)
            set_up = time.monotonic()
            ready = 0
            for pipe in pipes:
                msg = _recv(pipe, SETUP_TIMEOUT + args.rooms * (0.2 + args.advance * 0.005) + 30)
                if msg is None:
                    raise SystemExit("a client process did not set its rooms up in time")
                ready += msg[1]
                if msg[2]:
                    print("problems while setting up:", msg[2], file=sys.stderr)
            set_up = time.monotonic() - set_up
            start = time.monotonic() + 0.2
            w0 = start + args.warmup
            w1 = w0 + args.seconds
            for pipe in pipes:
                pipe.send(("go", start, w0, w1))
            time.sleep(max(0.0, w0 - time.monotonic()))
            cpu0 = server.cpu_seconds()
            clients0 = sum(cpu_seconds(p.pid) for p in procs if p.pid)
            rss_peak = 0
            while time.monotonic() < w1:
                rss_peak = max(rss_peak, server.rss_kib())
                time.sleep(min(1.0, max(0.0, w1 - time.monotonic())))
            cpu1 = server.cpu_seconds()
            clients1 = sum(cpu_seconds(p.pid) for p in procs if p.pid)
            rss_after = server.rss_kib()
            rss_peak = max(rss_peak, rss_after)
            rooms_open = args.rooms
            tallies: list[Tally] = []
            for pipe in pipes:
                msg = _recv(pipe, 60)
                if msg is None:
                    raise SystemExit("a client process did not report in time")
                tallies.append(msg[1])
        finally:
            for pipe in pipes:
                with contextlib.suppress(OSError):
                    pipe.close()
            status = server.stop()
            for p in procs:
                p.join(timeout=20)
                if p.is_alive():
                    p.kill()
        log_tail = server.log.read_text()[-2000:]
    latencies = [x for t in tallies for x in t.latencies]
    served = sum(t.actions for t in tallies)
    problems: dict[str, int] = {}
    for t in tallies:
        for k, v in t.problems.items():
            problems[k] = problems.get(k, 0) + v
    ms = [x * 1000 for x in latencies]
    return {
        "rooms": args.rooms,
        "rooms_ready": ready,
        "mode": args.mode,
        "preset": args.preset,
        "seconds": args.seconds,
        "advance": args.advance,
        "client_procs": args.procs,
        "setup_s": round(set_up, 2),
        "actions_per_s": round(served / args.seconds, 1),
        "sent": sum(t.sent for t in tallies),
        "late": sum(t.late for t in tallies),
        "skipped_ticks": sum(t.skipped for t in tallies),
        "games_finished": sum(t.games for t in tallies),
        "latency_ms": {
            "p50": round(percentile(ms, 50), 2),
            "p95": round(percentile(ms, 95), 2),
            "p99": round(percentile(ms, 99), 2),
            "max": round(max(ms), 2) if ms else float("nan"),
            "mean": round(statistics.fmean(ms), 2) if ms else float("nan"),
            "count": len(ms),
        },
        "server_rss_kib": {"before": rss_before, "after": rss_after, "peak": rss_peak},
        "kib_per_room": round((rss_after - rss_before) / rooms_open, 1),
        "server_cpu_pct": round(100 * (cpu1 - cpu0) / args.seconds, 1),
        "server_cpu_us_per_action": round(1e6 * (cpu1 - cpu0) / max(1, served), 1),
        "clients_cpu_pct": round(100 * (clients1 - clients0) / args.seconds, 1),
        "problems": problems,
        "server_exit": status,
        "server_log_tail": log_tail if status not in (0, None) or problems else "",
        "load_before": [round(x, 2) for x in load_before],
        "load_after": [round(x, 2) for x in os.getloadavg()],
        "nofile": nofile,
        "cpus": os.cpu_count(),
        "python": sys.version.split()[0],
    }


def show(r: dict[str, Any]) -> None:
    lat = r["latency_ms"]
    print(
        f"{r['rooms']} rooms ({r['rooms_ready']} set up in {r['setup_s']} s), {r['mode']}, "
        f"{r['preset']}, {r['seconds']} s, {r['client_procs']} client process(es), "
        f"rooms advanced {r['advance']} actions"
    )
    print(
        f"  actions served  {r['actions_per_s']:>9,.1f}/s   (sent {r['sent']}, ticks skipped "
        f"{r['skipped_ticks']}, late {r['late']}, games finished {r['games_finished']})"
    )
    print(
        f"  latency ms      p50 {lat['p50']}  p95 {lat['p95']}  p99 {lat['p99']}  "
        f"max {lat['max']}  (n={lat['count']})"
    )
    rss = r["server_rss_kib"]
    print(
        f"  server RSS KiB  before {rss['before']:,}  after {rss['after']:,}  peak "
        f"{rss['peak']:,}  -> {r['kib_per_room']} KiB/room"
    )
    print(
        f"  CPU             server {r['server_cpu_pct']}% of a core "
        f"({r['server_cpu_us_per_action']} µs per action), clients {r['clients_cpu_pct']}%"
    )
    print(f"  load average    before {r['load_before']}  after {r['load_after']}")
    if r["problems"]:
        print("  problems", r["problems"])
    if r["server_log_tail"]:
        print("  server log (end):\n" + r["server_log_tail"])


def main(argv: list[str] | None = None) -> int:
    from game.core.presets import PRESETS

    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--rooms", type=int, default=100)
    p.add_argument("--seconds", type=float, default=20.0, help="measured seconds")
    p.add_argument("--warmup", type=float, default=3.0, help="seconds of play before measuring")
    p.add_argument("--mode", choices=("human", "flat"), default="human")
    p.add_argument("--preset", choices=sorted(PRESETS), default="classic")
    p.add_argument("--procs", type=int, default=1, help="client processes")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--advance",
        type=int,
        default=0,
        help="actions each room plays flat out before the measure (its game under way)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--server-arg", action="append", help="one more argument for the server (repeatable)"
    )
    args = p.parse_args(argv)
    result = run(args)
    if args.json:
        print(json.dumps(result))
    else:
        show(result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
