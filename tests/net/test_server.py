"""A real server on loopback, real clients: whole games of every preset played by four people
at four "computers" (the app's own connection, lobby and remote table), the refusals a player
gets, and each seat seeing its own cards only."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.core.presets import PRESETS
from game.core.records import replay
from game.net.host import ServerThread
from game.net.protocol import Error
from tests.net.helpers import create, join, play, room_spec, seat_everyone, server, wait_for

NAMES = ["Ann", "Ben", "Cid", "Dan"]


def _players(pid: str) -> int:
    rules = PRESETS[pid]
    return 4 if rules.min_players <= 4 <= rules.max_players else rules.min_players


@pytest.mark.parametrize("pid", sorted(PRESETS))
def test_four_people_play_a_whole_game_through_a_real_server(tmp_path: Path, pid: str) -> None:
    rules = PRESETS[pid]
    n = _players(pid)
    with server(tmp_path) as thread:
        lobbies = seat_everyone(thread, room_spec(rules, n), NAMES[:n])
        tables = [lobby.table() for lobby in lobbies]
        play(tables, random.Random(pid))
        records = [t.final_record for t in tables]
        assert thread.server is not None
        (room,) = [r for r in thread.server.rooms.values()] or [None]
    assert all(r is not None for r in records)
    assert records.count(records[0]) == n, "every computer ends with the same record"
    result = replay(records[0])  # type: ignore[arg-type]
    assert result.status == "finished"
    if room is not None:
        assert room.record() == records[0]
    for seat, table in enumerate(tables):
        assert table.seat == seat and table.names == NAMES[:n]
    for table in tables:
        table.close()


def test_a_person_and_bots_play_to_the_end(tmp_path: Path) -> None:
    rules = PRESETS["tarot-africain"]
    with server(tmp_path) as thread:
        (host,) = seat_everyone(thread, room_spec(rules, 1, bots=3), ["Ann"])
        table = host.table()
        play([table], random.Random(2))
        assert table.final_record is not None
        assert table.kinds == ["human", "easy", "easy", "easy"]
        table.close()


def test_a_bot_that_moves_first_plays_as_soon_as_the_game_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.core.state import GameState

    rules = PRESETS["tarot-africain"]
    seed = next(s for s in range(100) if GameState.new(rules, 4, seed=s).to_move != 0)
    monkeypatch.setattr("game.net.room.secrets.randbits", lambda _bits: seed)
    with server(tmp_path) as thread:
        (host,) = seat_everyone(thread, room_spec(rules, 1, bots=3), ["Ann"])
        table = host.table()
        play([table], random.Random(3), timeout=20)
        assert table.final_record is not None
        table.close()


def test_wrong_codes_full_rooms_started_games_and_other_versions_are_told(
    tmp_path: Path,
) -> None:
    rules = PRESETS["classic"]
    with server(tmp_path, join_failures=3) as thread:
        host = create(thread, room_spec(rules, 3))
        assert host.welcome is not None
        code = host.welcome.room
        wrong = join(thread, "ZZZZ9999", "Ben")
        assert wrong.problem_code == "wrong-code" and "ZZZZ9999" in (wrong.problem or "")
        ben = join(thread, code, "Ben")
        cid = join(thread, code, "Cid")
        full = join(thread, code, "Dan")
        assert full.problem_code == "room-full"
        for lobby in (ben, cid):
            lobby.ready()
        wait_for(lambda: (host.poll(), host.can_start())[1])
        host.start()
        wait_for(lambda: (ben.poll(), ben.started)[1])
        late = join(thread, code, "Eve")
        assert late.problem_code in ("started", "room-full")
        # Wrong codes from one address are limited: the right one waits too.
        for _ in range(3):
            join(thread, "ZZZZ9999", "Eve")
        limited = join(thread, code, "Eve")
        assert limited.problem_code == "rate-limited"
        for lobby in (host, ben, cid, wrong, full, late, limited):
            lobby.close()


def test_another_protocol_version_is_refused_naming_both_versions(tmp_path: Path) -> None:
    import json

    from websockets.sync.client import connect

    with server(tmp_path) as thread, connect(f"ws://127.0.0.1:{thread.port}") as ws:
        hello = {
            "type": "join",
            "protocol": 99,
            "version": "9.9",
            "name": "Ann",
            "room": "ABCD2345",
        }
        ws.send(json.dumps(hello))
        answer = json.loads(ws.recv(timeout=5))
        assert answer["type"] == "error" and answer["code"] == "version"
        assert answer["params"]["client"] == "9.9" and answer["params"]["server"]
        closed = json.loads(ws.recv(timeout=5))
        assert closed == {"type": "closed", "reason": "left"}


def test_a_silent_connection_is_closed_as_idle(tmp_path: Path) -> None:
    import json
    import time

    from websockets.sync.client import connect

    with server(tmp_path, hello_timeout=0.3, idle_timeout=0.6) as thread:
        url = f"ws://127.0.0.1:{thread.port}"
        # Saying nothing at all: closed after the hello timeout.
        with connect(url) as ws:
            start = time.monotonic()
            assert json.loads(ws.recv(timeout=5)) == {"type": "closed", "reason": "idle"}
            assert 0.25 < time.monotonic() - start < 3
        # Talking, then falling silent: closed after the idle timeout from the last message.
        with connect(url) as ws:
            hello = {"type": "join", "protocol": 1, "version": "1", "name": "Ann"}
            for _ in range(3):
                time.sleep(0.2)
                ws.send(json.dumps({**hello, "room": "ZZZZ9999"}))
                assert json.loads(ws.recv(timeout=5))["code"] == "wrong-code"
            start = time.monotonic()
            assert json.loads(ws.recv(timeout=5)) == {"type": "closed", "reason": "idle"}
            assert 0.5 < time.monotonic() - start < 3


def test_an_illegal_or_stale_action_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    rules = PRESETS["classic"]
    with server(tmp_path) as thread:
        lobbies = seat_everyone(thread, room_spec(rules, 3), NAMES[:3])
        tables = [lobby.table() for lobby in lobbies]

        def someone_to_act() -> bool:
            for t in tables:
                t.update(0.01, True)
                t.updates()
                t.update(0.0, True)  # the show (none here) has played everything
            return any(t.awaiting() is not None for t in tables)

        wait_for(someone_to_act)
        mover = next(t for t in tables if t.awaiting() is not None)
        other = next(t for t in tables if t is not mover)
        # The table explains a move refused by what its seat knows, before sending anything.
        refused = other.act(mover._latest.legal[0])  # type: ignore[union-attr]
        assert refused is not None and refused.rule == "wait"
        # A message built by hand for the wrong seat reaches the server and is refused there.
        from game.net.protocol import Act

        other.connection.send(Act(type="act", action="bid 0", index=0))
        wait_for(lambda: (other.update(0.01, True), other.message is not None)[1])
        assert thread.server is not None
        (room,) = thread.server.rooms.values()
        assert room.index == 0
        for table in tables:
            table.close()


def test_errors_are_worded_for_the_player() -> None:
    from game.i18n import set_language
    from game.net.remote_table import error_text

    set_language("en")
    assert error_text("version", {"server": "1.4", "client": "1.3"}) == (
        "Your friend runs version 1.4, you run 1.3: both need the same version"
    )
    assert "Z" in error_text("wrong-code", {"code": "Z"})
    assert error_text("no-such-code", {"detail": "x"}).startswith("The server refused")
    assert Error  # the model the codes come in


def test_a_connection_s_outbox_gives_its_messages_in_order_and_waits_for_the_next() -> None:
    import asyncio

    from game.net.server import Outbox

    async def scenario() -> list[str | None]:
        box = Outbox()
        box.put_nowait("a")
        box.put_nowait("b")
        got = [await box.get(), await box.get()]
        later = asyncio.create_task(box.get())
        await asyncio.sleep(0.01)
        assert not later.done() and box.qsize() == 0
        box.put_nowait("c")
        box.put_nowait(None)
        got.append(await asyncio.wait_for(later, timeout=5))
        got.append(await box.get())
        return got

    assert asyncio.run(scenario()) == ["a", "b", "c", None]


def test_behind_a_trusted_proxy_each_player_has_their_own_address(tmp_path: Path) -> None:
    """The limit on wrong codes is per player behind a trusted reverse proxy (its
    X-Forwarded-For, last entry), and per connection's address otherwise."""
    import json

    from websockets.sync.client import connect

    from game.net.server import client_address

    trusted = frozenset({"127.0.0.1"})
    assert client_address("127.0.0.1", "10.0.0.1, 198.51.100.7", trusted) == "198.51.100.7"
    assert client_address("127.0.0.1", "not an address", trusted) == "127.0.0.1"
    assert client_address("192.0.2.1", "198.51.100.7", trusted) == "192.0.2.1"  # not trusted
    assert client_address("127.0.0.1", None, trusted) == "127.0.0.1"
    hello = {"type": "join", "protocol": 1, "version": "1", "name": "Ann", "room": "ZZZZ9999"}

    def codes(thread: ServerThread, player: str, tries: int) -> list[str]:
        headers = {"X-Forwarded-For": f"203.0.113.50, {player}"}
        with connect(f"ws://127.0.0.1:{thread.port}", additional_headers=headers) as ws:
            out = []
            for _ in range(tries):
                ws.send(json.dumps(hello))
                out.append(json.loads(ws.recv(timeout=5))["code"])
            return out

    with server(tmp_path, join_failures=2, trusted_proxies=trusted) as thread:
        assert codes(thread, "198.51.100.7", 3) == ["wrong-code", "wrong-code", "rate-limited"]
        assert codes(thread, "198.51.100.8", 1) == ["wrong-code"]  # another player: not blocked
    with server(tmp_path, join_failures=2) as thread:  # the header is not believed
        assert codes(thread, "198.51.100.7", 2) == ["wrong-code", "wrong-code"]
        assert codes(thread, "198.51.100.8", 1) == ["rate-limited"]
