"""The messages: every event and observation of whole games of every preset travels and comes
back equal (with the fast encoder the server uses and with the models), and a malformed
message is refused naming what is wrong."""

from __future__ import annotations

import json
import random

import pytest

from game.core.events import RoundScored
from game.core.observation import observe
from game.core.presets import PRESETS
from game.core.state import GameState
from game.net import protocol as P


def _players(pid: str) -> int:
    rules = PRESETS[pid]
    return 4 if rules.min_players <= 4 <= rules.max_players else rules.min_players


@pytest.mark.parametrize("pid", sorted(PRESETS))
def test_every_update_of_a_whole_game_travels_and_comes_back_equal(pid: str) -> None:
    rules = PRESETS[pid]
    state = GameState.new(rules, _players(pid), seed=11)
    rng = random.Random(5)
    events = list(state.opening_events)
    histories = [() for _ in range(state.players)]
    biggest = 0
    while True:
        shared = P.events_dicts(events)
        writer = P.UpdateWriter(len(events), shared)
        for seat in range(state.players):
            obs = observe(state, seat)
            # As the server does: the finished rounds only when they changed (odd seats), or
            # every time (even seats).
            changed = any(isinstance(e, RoundScored) for e in events)
            with_history = seat % 2 == 0 or changed
            text = P.update_json(len(events), shared, obs, None, with_history)
            # The server's writer, sharing what the seats share, writes the same bytes.
            assert writer.text(obs, None, with_history) == text
            deadline = 12.5 + seat
            assert writer.text(obs, deadline, not with_history) == P.update_json(
                len(events), shared, obs, deadline, not with_history
            )
            biggest = max(biggest, len(text.encode()))
            msg = P.parse_server(text)
            assert isinstance(msg, P.Update)
            back = P.observation_from_wire(msg.obs, rules, histories[seat])
            if not with_history:
                assert msg.obs.history is None
            assert back == obs
            histories[seat] = back.history
            assert [P.event_from_wire(e) for e in msg.events] == events
            if len(histories[seat]) % 3 or seat:
                continue
            # The models write the same message as the fast encoder (checked now and then:
            # building the models is slow).
            model = P.Update(
                type="update",
                index=len(events),
                events=[P.event_to_wire(e) for e in events],
                obs=P.observation_to_wire(obs),
            )
            assert (
                P.parse_server(P.dump(model)).obs
                == P.parse_server(P.update_json(len(events), shared, obs)).obs
            )
        if state.is_over:
            break
        events = state.apply(rng.choice(state.legal_actions()))
    assert biggest < P.MAX_MESSAGE


def _join(**changes: object) -> dict[str, object]:
    base: dict[str, object] = {
        "type": "join",
        "protocol": 1,
        "version": "1.0",
        "name": "Léa",
        "room": "K7QM3F9D",
    }
    base.update(changes)
    return base


@pytest.mark.parametrize(
    ("raw", "problem"),
    [
        (b"\xff\xfe", "not a text file"),
        ("not json", "not valid JSON"),
        ("[1, 2]", "a JSON object"),
        ('{"type": "join", "type": "act"}', "appears twice"),
        (json.dumps({"type": "dance"}), "unknown message type 'dance'"),
        (json.dumps({"hello": 1}), "a message has a 'type'"),
        (json.dumps(_join(room="k7")), "room"),
        (json.dumps(_join(name="")), "name"),
        (json.dumps(_join(name="x" * 25)), "name"),
        (json.dumps(_join(extra=1)), "extra"),
        (json.dumps(_join(protocol="1")), "protocol"),
        (json.dumps({"type": "act", "action": "AS", "index": -1}), "index"),
        ('{"type": "act", "action": "AS", "index": 1' + "0" * 5000 + "}", "digits"),
        ("x" * (P.MAX_MESSAGE + 1), "larger than"),
    ],
)
def test_a_malformed_message_is_refused_naming_the_problem(raw: str | bytes, problem: str) -> None:
    with pytest.raises(P.ProtocolError, match=problem):
        P.parse_client(raw)


def test_a_well_formed_message_reads_back() -> None:
    msg = P.parse_client(json.dumps(_join(token="A" * 22)))
    assert isinstance(msg, P.Join) and msg.token == "A" * 22 and msg.room == "K7QM3F9D"
    act = P.parse_client('{"type": "act", "action": "EX=22", "index": 12}')
    assert isinstance(act, P.Act) and act.action == "EX=22"


def test_a_connection_that_knows_its_room_names_it_in_its_address() -> None:
    """So that a proxy in front of several server processes can route it (docs/NETWORK.md,
    "Scale-out"); any query the player typed is kept, an older room replaced."""
    from game.net.client import room_url, server_url

    assert room_url("ws://127.0.0.1:47474", "K7QM3F9D") == "ws://127.0.0.1:47474/?room=K7QM3F9D"
    assert room_url("ws://127.0.0.1:47474", None) == "ws://127.0.0.1:47474"
    typed = "wss://games.example.org/ascenseur?lang=fr&room=AAAA2222"
    assert room_url(typed, "K7QM3F9D") == (
        "wss://games.example.org/ascenseur?lang=fr&room=K7QM3F9D"
    )
    assert server_url("games.example.org/ascenseur?x=1") == (
        "ws://games.example.org:47474/ascenseur?x=1"
    )
