"""Leaving and coming back: a player whose connection drops mid-trick keeps the seat, a bot
plays for them once the grace time is over, and they take the seat back with its token and
see exactly what the server says their seat sees; a server killed with SIGKILL mid-game
restarts from its data folder and the game goes on from the last action, the players' apps
reconnecting by themselves."""

from __future__ import annotations

import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from game import __version__
from game.core.presets import CLASSIC, PRESETS
from game.core.records import replay
from game.net.client import Connection
from game.net.lobby import Lobby
from game.net.protocol import PROTOCOL, Join
from game.net.remote_table import RemoteTable
from tests.net.helpers import (
    LOOPBACK,
    create,
    join,
    play,
    room_spec,
    seat_everyone,
    server,
    url,
    wait_for,
)

NAMES = ["Ann", "Ben", "Cid", "Dan"]


def _settle(tables: list[RemoteTable]) -> None:
    for t in tables:
        t.update(0.01, True)
        t.updates()
        t.update(0.0, True)


def test_a_dropped_player_is_played_by_a_bot_then_takes_the_seat_back(tmp_path: Path) -> None:
    grace = 5
    with server(tmp_path) as thread:
        lobbies = seat_everyone(thread, room_spec(CLASSIC, 4, grace=grace), NAMES)
        tables = [lobby.table() for lobby in lobbies]
        assert thread.server is not None
        (room,) = thread.server.rooms.values()
        rng = random.Random(4)
        # Play on until Ben (seat 1) is next to play a card in a trick already begun.
        play(
            tables,
            rng,
            until=lambda: (
                room.started
                and bool(room.state.trick)
                and room.state.to_move == 1
                and tables[1].index == room.index
            ),
        )
        token = tables[1].token
        index = room.index
        tables[1].close()  # Ben's app is gone
        others = [tables[0], tables[2], tables[3]]
        wait_for(lambda: (_settle(others), "away" in tables[0].presence())[1])
        assert tables[0].presence()[1] == "away"
        assert tables[0].message is not None and "Ben" in tables[0].message
        time.sleep(grace / 2)
        assert room.index == index, "the seat waits for Ben during the grace time"
        # After the grace time a bot plays Ben's card, and the game goes on without him.
        wait_for(lambda: (play(others, rng, until=lambda: True), room.index > index)[1], 10)
        assert room.action_seats[index] == 1
        # Ben comes back with his seat's token (the name alone would not do).
        hello = Join(
            type="join",
            protocol=PROTOCOL,
            version=__version__,
            name="Ben",
            room=room.code,
            token=token,
        )
        lobby = Lobby(Connection(url(thread), hello).start())
        wait_for(lambda: (lobby.poll(), lobby.seated and lobby.started)[1])
        ben = lobby.table()
        tables[1] = ben
        wait_for(lambda: (_settle(tables), ben._latest is not None)[1])
        assert ben.seat == 1 and ben.presence()[1] == "here"

        def same_as_server() -> bool:
            _settle(tables)
            return ben.index == room.index and ben._latest == room.observation(1)

        wait_for(same_as_server)
        play(tables, rng)
        records = [t.final_record for t in tables]
        assert records.count(records[0]) == 4 and records[0] is not None
        for t in tables:
            t.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return int(s.getsockname()[1])


def _start_server(data: Path, port: int) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "game.server",
            "--host",
            LOOPBACK,
            "--port",
            str(port),
            "--data",
            str(data),
            "--rate",
            "1000",
            "--bot-processes",
            "0",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    lines = []
    for _ in range(20):  # its log lines may come first (stderr is merged here)
        lines.append(proc.stdout.readline())
        if "listening on" in lines[-1]:
            # Keep reading what it says, so that a full pipe never stops it.
            threading.Thread(target=proc.stdout.read, daemon=True).start()
            return proc
    raise AssertionError("".join(lines))


class _Url:
    def __init__(self, port: int) -> None:
        self.port = port


def test_a_server_killed_mid_game_restarts_where_it_was(tmp_path: Path) -> None:
    rules = PRESETS["whist22"]
    port = _free_port()
    data = tmp_path / "server"
    proc = _start_server(data, port)
    try:
        address = _Url(port)
        lobbies = seat_everyone(address, room_spec(rules, 3), NAMES[:3])  # type: ignore[arg-type]
        tables = [lobby.table() for lobby in lobbies]
        rng = random.Random(8)
        play(tables, rng, until=lambda: min(t.index for t in tables) >= 25)
        before = max(t.index for t in tables)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        wait_for(lambda: (_settle(tables), all(t.lost for t in tables))[1], 15)
        proc = _start_server(data, port)
        # The apps reconnect by themselves with their tokens, and the game goes on.
        wait_for(lambda: (_settle(tables), not any(t.lost for t in tables))[1], 30)
        wait_for(lambda: (_settle(tables), all(t.index >= before for t in tables))[1], 10)
        play(tables, rng)
        records = [t.final_record for t in tables]
        assert records[0] is not None and records.count(records[0]) == 3
        assert replay(records[0]).status == "finished"
        for t in tables:
            t.close()
    finally:
        proc.kill()
        proc.wait(timeout=10)


def test_a_lobby_can_be_joined_again_after_a_drop(tmp_path: Path) -> None:
    with server(tmp_path) as thread:
        host = create(thread, room_spec(CLASSIC, 3))
        assert host.welcome is not None
        ben = join(thread, host.welcome.room, "Ben")
        assert ben.welcome is not None
        token = ben.welcome.token
        ben.close()
        wait_for(
            lambda: (host.poll(), host.seats is not None and host.seats.seats[1].status == "away")[
                1
            ]
        )
        back = join(thread, host.welcome.room, "Ben", token)
        assert back.seat == 1
        wait_for(
            lambda: (host.poll(), host.seats is not None and host.seats.seats[1].status == "here")[
                1
            ]
        )
        for lobby in (host, back):
            lobby.close()
