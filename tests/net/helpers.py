"""Scripted players for the network tests: a real server on a thread bound to 127.0.0.1, and
clients that connect through the app's own connection, lobby and remote table, playing random
legal actions. Every wait is bounded."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from game import __version__
from game.core.rules import Rules
from game.net.bots import BotRunner
from game.net.client import Connection
from game.net.host import ServerThread
from game.net.lobby import Lobby
from game.net.protocol import PROTOCOL, Create, Join, RoomOptions, RoomSpec, SeatSpec
from game.net.remote_table import RemoteTable
from game.net.server import Limits

LOOPBACK = "127.0.0.1"


@contextmanager
def server(data: Path | None, **limits: object) -> Iterator[ServerThread]:
    """A server on a thread, on loopback, with bots deciding on a thread. Scripted players
    act far faster than people: the message budget is raised unless a test sets it."""
    limits = {"rate": 1000.0, "burst": 1000, **limits}
    seeds = iter(range(1, 10**6))
    thread = ServerThread(
        data,
        LOOPBACK,
        0,
        limits=Limits(**limits),  # type: ignore[arg-type]
        bots=BotRunner(processes=0),
        seeds=lambda: next(seeds),  # the same games every run: rooms get seeds 1, 2, 3 …
    )
    thread.start()
    try:
        yield thread
    finally:
        thread.stop("server-stopped")


def url(thread: ServerThread) -> str:
    return f"ws://{LOOPBACK}:{thread.port}"


def room_spec(rules: Rules, people: int, bots: int = 0, **options: object) -> RoomSpec:
    seats = [SeatSpec(kind="person")] * people + [SeatSpec(kind="bot", level="easy")] * bots
    return RoomSpec(
        rules=rules.model_dump(mode="json"),
        seats=seats,
        options=RoomOptions.model_validate(options),
    )


def wait_for(condition: Callable[[], bool], timeout: float = 10.0, step: float = 0.005) -> None:
    """Wait until ``condition()`` holds; AssertionError after ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise AssertionError("timed out waiting")
        time.sleep(step)


def create(thread: ServerThread, spec: RoomSpec, name: str = "Ann") -> Lobby:
    hello = Create(type="create", protocol=PROTOCOL, version=__version__, name=name, spec=spec)
    lobby = Lobby(Connection(url(thread), hello).start())
    wait_for(lambda: (lobby.poll(), lobby.seated or lobby.failed is not None)[1])
    return lobby


def join(thread: ServerThread, room: str, name: str, token: str | None = None) -> Lobby:
    hello = Join(
        type="join", protocol=PROTOCOL, version=__version__, name=name, room=room, token=token
    )
    lobby = Lobby(Connection(url(thread), hello).start())
    wait_for(lambda: (lobby.poll(), lobby.seated or lobby.failed is not None or lobby.problem)[1])
    return lobby


def seat_everyone(thread: ServerThread, spec: RoomSpec, names: list[str]) -> list[Lobby]:
    """The host opens the room, the others join and say they are ready, the host starts."""
    host = create(thread, spec, names[0])
    assert host.welcome is not None
    lobbies = [host] + [join(thread, host.welcome.room, n) for n in names[1:]]
    for lobby in lobbies[1:]:
        lobby.ready()
    wait_for(lambda: (host.poll(), host.can_start())[1])
    host.start()
    wait_for(lambda: all((lobby.poll(), lobby.started)[1] for lobby in lobbies))
    return lobbies


def play(
    tables: list[RemoteTable],
    rng: random.Random,
    until: Callable[[], bool] | None = None,
    timeout: float = 60.0,
) -> None:
    """Every scripted player acts when asked (a random legal action) until the game ends
    for all of them (or ``until()``)."""
    end = time.monotonic() + timeout
    while True:
        for table in tables:
            table.update(0.01, True)
            table.updates()
            seat = table.awaiting()
            if seat is not None and table._latest is not None:
                table.act(rng.choice(table._latest.legal))
        if until is not None and until():
            return
        if all(t.final_record is not None or t.closed for t in tables):
            return
        if time.monotonic() > end:
            raise AssertionError("the game did not end in time")
        time.sleep(0.002)
