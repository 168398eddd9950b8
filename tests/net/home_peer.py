"""One "computer" of the home-network test (tests/net/test_home_network.py), run inside a
network namespace: ``host`` opens a game hosted on this computer (announced on the network),
``join`` finds it with the Join screen's browser and joins it without typing an address. Both
play random legal actions; each prints JSON lines, the last one with the game's record."""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

from game.core.presets import CLASSIC
from game.core.rules import Rules, Sequence
from game.net.lobby import Lobby
from game.net.protocol import RoomOptions, RoomSpec, SeatSpec
from game.net.remote_table import RemoteTable

TIMEOUT = 60.0


def say(**line: Any) -> None:
    print(json.dumps({"t": time.monotonic(), **line}), flush=True)


def wait(condition: Any, what: str) -> None:
    end = time.monotonic() + TIMEOUT
    while not condition():
        if time.monotonic() > end:
            say(status="timeout", waiting=what)
            raise SystemExit(1)
        time.sleep(0.01)


def play(table: RemoteTable, rng: random.Random) -> None:
    end = time.monotonic() + TIMEOUT
    while table.final_record is None:
        table.update(0.01, True)
        table.updates()
        table.update(0.0, True)
        if table.awaiting() is not None and table._latest is not None:
            table.act(rng.choice(table._latest.legal))
        if table.gone is not None or time.monotonic() > end:
            say(status="failed", gone=table.gone)
            raise SystemExit(1)
        time.sleep(0.005)


def rules() -> Rules:
    data = CLASSIC.model_dump()
    data.update({"name": "custom", "sequence": Sequence.CUSTOM, "custom_sizes": (1, 2, 3)})
    return Rules.model_validate(data)


def host() -> Lobby:
    from game.net.session import open_room

    spec = RoomSpec(
        rules=rules().model_dump(mode="json"),
        seats=[
            SeatSpec(kind="person"),
            SeatSpec(kind="person"),
            SeatSpec(kind="bot", level="easy"),
        ],
        options=RoomOptions(),
    )
    lobby, hosting = open_room(spec, "Ann", None)
    assert hosting is not None
    wait(lambda: (lobby.poll(), lobby.seated)[1], "seated")
    say(status="hosting", port=hosting.port, announced=hosting.announcer is not None)
    wait(lambda: (lobby.poll(), lobby.can_start())[1], "the friend")
    lobby.start()
    return lobby


def join() -> Lobby:
    from game.net.discovery import Browser
    from game.net.session import join_room

    browser = Browser()
    browser.start()
    start = time.monotonic()
    wait(lambda: bool(browser.games()), "a game on the network")
    (game,) = browser.games()
    say(status="found", after=time.monotonic() - start, where=game.where, room=game.room)
    browser.stop()
    browser.join(10)
    lobby = join_room(game.where, game.room, "Ben")
    wait(lambda: (lobby.poll(), lobby.seated)[1], "seated")
    lobby.ready()
    return lobby


def main() -> None:
    role = sys.argv[1]
    lobby = host() if role == "host" else join()
    wait(lambda: (lobby.poll(), lobby.dealt)[1], "the deal")
    table = lobby.table()
    play(table, random.Random(role))
    record = table.final_record
    assert record is not None
    say(status="over", record=json.loads(record.model_dump_json()))
    # The host waits a moment so that the friend hears the end before the server stops.
    time.sleep(1.0 if role == "host" else 0)
    table.close()
    say(status="exit")


if __name__ == "__main__":
    main()
