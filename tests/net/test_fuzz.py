"""The server against bad input: more than 100,000 random byte strings, random JSON values and
random well-formed messages, at the right and the wrong times, from seated and unseated
connections. The server never raises, answers every refused message with an error naming the
problem, and never changes a room on a refused message; repeated abuse closes the connection.
(Messages go straight to the server's dispatch: no sockets, so that 100,000 take seconds.)"""

from __future__ import annotations

import asyncio
import json
import random
import string
from typing import Any

from game.core.presets import CLASSIC, WHIST22
from game.net.bots import BotRunner
from game.net.protocol import MAX_MESSAGE
from game.net.server import Conn, Limits, Server
from tests.net.helpers import room_spec

FIELDS = ["type", "protocol", "version", "name", "room", "token", "spec", "ready", "seat"]
FIELDS += ["bot", "action", "index", "rules", "seats", "options", "kind", "level"]
TYPES = ["create", "join", "ready", "set_seat", "start", "act", "undo", "leave", "update", ""]
ACTIONS = ["bid 0", "bid 1", "bid 2", "bid 13", "bid -1", "AS", "TH", "2C", "KD", "??", "EX=22"]
ACTIONS += ["21", "EX", "??=0", "", "bid", "XX", "AS=22", "bid 1.5"]


def _value(rng: random.Random, depth: int = 0) -> Any:
    pick = rng.randrange(9 if depth < 3 else 6)
    if pick == 0:
        return None
    if pick == 1:
        return rng.choice([True, False])
    if pick == 2:
        return rng.choice([0, 1, -1, 7, 2**31, 10**30, rng.randrange(-1000, 1000)])
    if pick == 3:
        return rng.random() * rng.choice([1, 1e9, -1])
    if pick == 4:
        return "".join(rng.choice(string.printable) for _ in range(rng.randrange(12)))
    if pick == 5:
        return rng.choice(FIELDS + TYPES + ACTIONS)
    if pick == 6:
        return [_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(FIELDS): _value(rng, depth + 1) for _ in range(rng.randrange(5))}


def _well_formed(rng: random.Random, index: int) -> dict[str, Any]:
    kind = rng.choice(["act"] * 6 + ["ready", "set_seat", "start", "undo", "join", "create"])
    if kind == "act":
        near = index + rng.choice([0, 0, 0, 1, -1, 5])
        return {"type": "act", "action": rng.choice(ACTIONS), "index": max(0, near)}
    if kind == "ready":
        return {"type": "ready", "ready": rng.choice([True, False])}
    if kind == "set_seat":
        return {"type": "set_seat", "seat": rng.randrange(8), "bot": rng.choice([None, "easy"])}
    if kind == "undo":
        return {"type": "undo", "index": index}
    if kind in ("start",):
        return {"type": "start"}
    hello: dict[str, Any] = {
        "type": kind,
        "protocol": rng.choice([1, 1, 2]),
        "version": "0.1",
        "name": rng.choice(["Eve", "", "Ann", "x" * 30]),
    }
    if kind == "join":
        hello["room"] = rng.choice(["ABCD2345", "ZZZZ9999", "abc"])
        hello["token"] = rng.choice([None, "A" * 22, "short"])
    else:
        hello["spec"] = rng.choice(
            [{"rules": {}, "seats": []}, room_spec(CLASSIC, 3).model_dump(mode="json")]
        )
    return hello


class _Quiet:
    """A connection's socket that is never written to (the outbox is read by the test)."""

    remote_address = ("10.1.2.3", 5000)


def _answers(conn: Conn) -> list[dict[str, Any]]:
    return [json.loads(text) for text in conn.outbox.drain() if text is not None]


def _snapshot(server: Server) -> list[Any]:
    return [
        (room.index, room.started, [(s.kind, s.token, s.ready) for s in room.seats], room.journal)
        for room in server.rooms.values()
    ]


def test_random_input_never_breaks_the_server_nor_changes_a_room() -> None:
    async def main() -> dict[str, int]:
        seeds = iter(range(1, 10**6))
        limits = Limits(rate=1e9, burst=10**9, strikes=10**9, join_failures=10**9)
        server = Server(None, limits=limits, bots=BotRunner(processes=0), seeds=lambda: next(seeds))
        rng = random.Random(20261205)

        def seated_room() -> tuple[list[Conn], str]:
            """Three people in a started room of Whist 22."""
            people = [Conn(_Quiet(), f"10.0.{len(server.rooms)}.{i}") for i in range(3)]
            spec = room_spec(WHIST22, 3).model_dump(mode="json")
            hello = {"type": "create", "protocol": 1, "version": "0.1", "name": "Ann"}
            server.receive(people[0], json.dumps({**hello, "spec": spec}))
            code = _answers(people[0])[0]["room"]
            for i, name in ((1, "Ben"), (2, "Cid")):
                join = {"type": "join", "protocol": 1, "version": "0.1", "name": name}
                server.receive(people[i], json.dumps({**join, "room": code}))
                server.receive(people[i], '{"type": "ready", "ready": true}')
            server.receive(people[0], '{"type": "start"}')
            return people, code

        people, code = seated_room()
        strangers = [Conn(_Quiet(), f"10.9.0.{i}") for i in range(2)]
        room = server.rooms[code]
        assert room.started
        counts = {"bytes": 0, "json": 0, "messages": 0, "refused": 0, "accepted": 0}
        for _ in range(110_000):
            conn = rng.choice(people + strangers)
            for c in people + strangers:
                _answers(c)
            r = rng.random()
            if r < 0.3:
                raw: str | bytes = bytes(
                    rng.randrange(256) for _ in range(rng.choice([0, 1, 5, 40, 300]))
                )
                counts["bytes"] += 1
            elif r < 0.6:
                raw = json.dumps(_value(rng))
                counts["json"] += 1
            elif r < 0.62:
                raw = "x" * (MAX_MESSAGE + rng.randrange(1, 100))
                counts["bytes"] += 1
            else:
                raw = json.dumps(_well_formed(rng, room.index))
                counts["messages"] += 1
            before = _snapshot(server)
            rooms_before = set(server.rooms)
            server.receive(conn, raw)
            answers = _answers(conn)
            refused = any(a["type"] in ("error", "refused") for a in answers)
            if refused:
                counts["refused"] += 1
                assert _snapshot(server) == before, raw
                assert set(server.rooms) == rooms_before
            else:
                counts["accepted"] += 1
            if room.over:
                counts["games"] = counts.get("games", 0) + 1
                people, code = seated_room()
                room = server.rooms[code]
            # The room's journal is the server's to take: the changes are kept for the next
            # comparison only.
            room.journal.clear()
        return counts

    counts = asyncio.run(main())
    assert counts["bytes"] + counts["json"] + counts["messages"] >= 100_000
    assert counts["refused"] > 90_000 and counts["accepted"] > 10


def test_repeated_abuse_closes_the_connection_and_floods_are_slowed() -> None:
    async def main() -> None:
        server = Server(
            None, limits=Limits(strikes=5, rate=5, burst=5), bots=BotRunner(processes=0)
        )
        conn = Conn(_Quiet(), "10.0.0.1", tokens=5.0, refilled=server.clock())
        for _ in range(4):
            server.receive(conn, "nonsense")
        assert not conn.closing
        server.receive(conn, "nonsense")
        assert conn.closing
        answers = [json.loads(text) for text in conn.outbox.drain() if text is not None]
        assert [a["code"] for a in answers[:5]] == ["malformed"] * 5
        assert answers[-1] == {"type": "closed", "reason": "abuse"}
        server = Server(
            None, limits=Limits(strikes=50, rate=5, burst=5), bots=BotRunner(processes=0)
        )
        flood = Conn(_Quiet(), "10.0.0.2", tokens=5.0, refilled=server.clock())
        for _ in range(8):
            server.receive(flood, '{"type": "ready", "ready": true}')
        codes = [json.loads(t)["code"] for t in _drain(flood) if t and '"error"' in t]
        assert codes.count("rate") >= 3 and codes[0] == "not-in-room"

    asyncio.run(main())


def _drain(conn: Conn) -> list[str | None]:
    return conn.outbox.drain()
