"""Privacy over the wire: every message sent to each player during whole games of every preset
(the blind round included) is recorded as it arrived, and no card that player's seat may not
know ever appears in it.

What a seat may know at a moment: the cards it holds (or, in the blind round, everyone's cards
but its own), every card played so far, and the turned-up cards. What it may never see: the
cards in other hands and the cards left undealt. The test knows the truth by replaying the
game's record (which the players receive only once the game is over) action by action.
"""

from __future__ import annotations

import json
import random
import threading
from pathlib import Path
from typing import Any

import pytest

from game import __version__
from game.core.actions import HIDDEN, parse_action
from game.core.events import CardPlayed, Event, TrumpTurned
from game.core.presets import PRESETS
from game.core.records import GameRecord, start_state
from game.core.state import GameState
from game.net.client import Connection
from game.net.lobby import Lobby
from game.net.protocol import PROTOCOL, Create, Join
from tests.net.helpers import play, room_spec, server, url, wait_for

NAMES = ["Ann", "Ben", "Cid", "Dan"]


def _players(pid: str) -> int:
    rules = PRESETS[pid]
    return 4 if rules.min_players <= 4 <= rules.max_players else rules.min_players


def _cards_in(update: dict[str, Any]) -> set[int]:
    """Every card id a message names, wherever it is."""
    obs = update["obs"]
    cards: set[int] = set(obs["hand"])
    for seen in obs["visible"]:
        cards.update(seen)
    cards.update(c for _, c, _ in obs["trick"])
    for trick in obs["tricks_done"]:
        cards.update(c for _, c, _ in trick["plays"])
    if obs["turned"] is not None:
        cards.add(obs["turned"])
    for res in obs["history"] or []:
        if res["turned"] is not None:
            cards.add(res["turned"])
    for text in obs["legal"]:
        action = parse_action(text)
        if hasattr(action, "card"):
            cards.add(action.card)
    for ev in update["events"]:
        if ev["e"] == "card" or (ev["e"] == "trump" and ev["card"] is not None):
            cards.add(ev["card"])
        elif ev["e"] == "trick":
            cards.update(c for _, c in ev["plays"])
    cards.discard(HIDDEN)
    return cards


def _known(state: GameState, seat: int, public: set[int]) -> set[int]:
    """What ``seat`` may know in ``state``: its hand (in the blind round the others'), the
    cards played and turned up so far (``public``)."""
    if state.blind and not state.is_over:
        own: set[int] = {c for s, h in enumerate(state.hands) if s != seat for c in h}
    else:
        own = set(state.hands[seat])
    return own | public


def _truth(record: GameRecord) -> tuple[list[GameState], list[set[int]]]:
    """The game after 0, 1, 2 … actions, and the cards everyone has seen by then (played or
    turned up), from the core's own events."""
    state = start_state(record)
    seen: set[int] = set()

    def note(events: list[Event] | tuple[Event, ...]) -> None:
        for ev in events:
            if isinstance(ev, CardPlayed) or (isinstance(ev, TrumpTurned) and ev.card is not None):
                seen.add(ev.card)

    note(state.opening_events)
    states, public = [state.clone()], [set(seen)]
    for text in record.actions:
        note(state.apply(parse_action(text)))
        states.append(state.clone())
        public.append(set(seen))
    return states, public


@pytest.mark.parametrize("pid", sorted(PRESETS))
def test_no_seat_is_ever_sent_a_card_it_may_not_know(tmp_path: Path, pid: str) -> None:
    rules = PRESETS[pid]
    n = _players(pid)
    wires: list[list[str]] = [[] for _ in range(n)]
    lock = threading.Lock()

    def tap(seat: int) -> Any:
        def record(raw: str | bytes) -> None:
            with lock:
                wires[seat].append(raw if isinstance(raw, str) else raw.decode())

        return record

    with server(tmp_path) as thread:
        spec = room_spec(rules, n)
        hello = Create(
            type="create", protocol=PROTOCOL, version=__version__, name=NAMES[0], spec=spec
        )
        host = Lobby(Connection(url(thread), hello, tap=tap(0)).start())
        wait_for(lambda: (host.poll(), host.seated)[1])
        assert host.welcome is not None
        lobbies = [host]
        for seat in range(1, n):
            join = Join(
                type="join",
                protocol=PROTOCOL,
                version=__version__,
                name=NAMES[seat],
                room=host.welcome.room,
            )
            lobby = Lobby(Connection(url(thread), join, tap=tap(seat)).start())
            wait_for(lambda lobby=lobby: (lobby.poll(), lobby.seated)[1])
            lobby.ready()
            lobbies.append(lobby)
        wait_for(lambda: (host.poll(), host.can_start())[1])
        host.start()
        wait_for(lambda: all((lb.poll(), lb.started)[1] for lb in lobbies))
        tables = [lb.table() for lb in lobbies]
        play(tables, random.Random(pid))
        for table in tables:
            table.close()
    record = tables[0].final_record
    assert record is not None
    states, public_after = _truth(record)
    checked = 0
    for seat in range(n):
        for raw in wires[seat]:
            msg = json.loads(raw)
            if msg["type"] == "ended":
                continue  # the game is over: its record is everyone's now
            if msg["type"] != "update":
                assert not {"hand", "obs", "hands", "deals", "seed"} & set(msg), msg["type"]
                continue
            i = msg["index"]
            allowed = _known(states[i], seat, public_after[i])
            extra = _cards_in(msg) - allowed
            assert not extra, f"seat {seat} was sent {sorted(extra)} at action {i}"
            checked += 1
    assert checked > 50 * n
    # Games with a blind round reach it (the seeds are fixed: seat 0 sees the others' cards).
    assert any(s.blind for s in states) == rules.blind_round
