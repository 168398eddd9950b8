"""A game hosted in the app (on loopback here): the host's seat and the friend's are
remembered; when the host quits everyone is told, the game stays on the host's computer, and
hosting it again puts everyone back at their seats where the game stopped."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.core.presets import CLASSIC
from game.net.lobby import Lobby
from game.net.rejoin import Rejoin, load_rejoin
from game.net.remote_table import RemoteTable
from game.net.server import Limits
from game.net.session import hosted_dir, join_room, open_room, rejoin
from tests.net.helpers import play, room_spec, wait_for


def _settle(tables: list[RemoteTable]) -> None:
    for t in tables:
        t.update(0.01, True)
        t.updates()
        t.update(0.0, True)


def _until_dealt(lobby: Lobby) -> RemoteTable:
    wait_for(lambda: (lobby.poll(), lobby.dealt)[1], 15)
    return lobby.table()


def test_the_host_quits_everyone_is_told_and_hosting_again_resumes_the_game(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    # Scripted players act far faster than people: the hosted server's message budget is
    # raised for them.
    monkeypatch.setattr("game.net.host.Limits", lambda: Limits(rate=1000.0, burst=1000))
    spec = room_spec(CLASSIC, 2, bots=1)
    lobby, hosting = open_room(spec, "Ann", None)
    assert hosting is not None
    wait_for(lambda: (lobby.poll(), lobby.seated)[1])
    host_seat = load_rejoin()
    assert host_seat is not None and host_seat.hosted and host_seat.name == "Ann"
    # The friend uses a folder of their own (another computer).
    os.environ["ASCENSEUR_HOME"] = str(home / "ben")
    assert lobby.welcome is not None
    friend = join_room(f"127.0.0.1:{hosting.port}", lobby.welcome.room, "Ben")
    wait_for(lambda: (friend.poll(), friend.seated)[1])
    friend_seat = load_rejoin()
    assert friend_seat is not None and not friend_seat.hosted
    friend.ready()
    wait_for(lambda: (lobby.poll(), lobby.can_start())[1])
    lobby.start()
    tables = [_until_dealt(lobby), _until_dealt(friend)]
    rng = random.Random(6)
    play(tables, rng, until=lambda: min(t.index for t in tables) >= 8)
    index = max(t.index for t in tables)
    # The host quits: the friend is told why, and the game stays on the host's computer.
    tables[0].close()
    wait_for(lambda: (_settle(tables[1:]), tables[1].gone == "host-left")[1], 15)
    os.environ["ASCENSEUR_HOME"] = str(home)
    assert list(hosted_dir().glob("rooms/*.jsonl")), "the game is kept to host again"
    # Hosting again: the host and the friend take their seats back where the game stopped.
    assert isinstance(host_seat, Rejoin)
    again = rejoin(host_seat)
    host_table = _until_dealt(again)
    back = join_room(
        friend_seat.url.removeprefix("ws://"), friend_seat.room, "Ben", friend_seat.token
    )
    friend_table = _until_dealt(back)
    resumed = [host_table, friend_table]
    wait_for(lambda: (_settle(resumed), all(t.index >= index for t in resumed))[1], 15)
    assert (host_table.seat, friend_table.seat) == (0, 1)
    play(resumed, rng)
    records = [t.final_record for t in resumed]
    assert records[0] is not None and records[0] == records[1]
    for t in resumed:
        t.close()
