"""A room without sockets: seats and tokens, the start, actions checked by the core, a
dropped player's seat kept then played by a bot after the grace time, the turn timer, undo,
leaving, and a room rebuilt exactly from its journal (a torn last line included). Time is an
input: nothing here waits."""

from __future__ import annotations

import random

import pytest

from game.core.actions import Bid, parse_action
from game.core.errors import IllegalActionError
from game.core.presets import CLASSIC, TAROT_AFRICAIN
from game.core.rules import Rules
from game.net.protocol import RoomOptions, RoomSpec, SeatSpec
from game.net.room import (
    CODE_ALPHABET,
    CODE_LENGTH,
    Room,
    RoomError,
    new_code,
    new_token,
    normalize_code,
    show_code,
)


def spec(rules: Rules = CLASSIC, people: int = 4, bots: int = 0, **options: object) -> RoomSpec:
    seats = [SeatSpec(kind="person")] * people + [SeatSpec(kind="bot", level="easy")] * bots
    return RoomSpec(
        rules=rules.model_dump(mode="json"),
        seats=seats,
        options=RoomOptions.model_validate(options),
    )


def full_room(people: int = 4, bots: int = 0, **options: object) -> tuple[Room, list[str]]:
    room, seat, token = Room.create(
        "ABCD2345", spec(people=people, bots=bots, **options), "Ann", 0.0, seed=7
    )
    assert seat == 0
    tokens = [token]
    for name in ("Ben", "Cid", "Dan")[: people - 1]:
        s, tok = room.join(name, None, 1.0)
        tokens.append(tok)
        room.set_ready(s, True)
    return room, tokens


def test_codes_and_tokens_carry_enough_randomness() -> None:
    assert len(CODE_ALPHABET) == 32 and CODE_LENGTH * 5 >= 40  # 5 bits a letter
    codes = {new_code() for _ in range(2000)}
    assert len(codes) == 2000 and all(len(c) == CODE_LENGTH for c in codes)
    assert all(set(c) <= set(CODE_ALPHABET) for c in codes)
    token = new_token()
    assert len(token) >= 22  # 128 bits in URL-safe base64
    assert normalize_code("k7qm-3f9d") == "K7QM3F9D" == normalize_code(" K7QM 3F9D ")
    assert normalize_code("0IL") == "011" and show_code("K7QM3F9D") == "K7QM-3F9D"


def test_people_sit_in_order_and_take_their_seat_back_only_with_its_token() -> None:
    room, tokens = full_room()
    assert [s.name for s in room.seats] == ["Ann", "Ben", "Cid", "Dan"]
    with pytest.raises(RoomError) as full:
        room.join("Eve", None, 2.0)
    assert full.value.code == "room-full"
    room.disconnect(2, 3.0)
    assert room.public_seats()[2].status == "away"
    with pytest.raises(RoomError) as wrong:
        room.join("Cid", "x" * 22, 4.0)  # the name alone gives nothing back
    assert wrong.value.code == "bad-token"
    seat, _ = room.join("Someone else", tokens[2], 5.0)
    assert seat == 2 and room.seats[2].here and room.seats[2].name == "Cid"


def test_names_are_unique_and_the_host_sets_the_seats() -> None:
    room, _, _ = Room.create("ABCD2345", spec(people=3), "Ann", 0.0, seed=1)
    with pytest.raises(RoomError, match="already called"):
        room.join("ann", None, 1.0)
    room.join("Ben", None, 1.0)
    with pytest.raises(RoomError) as not_host:
        room.set_seat(1, 2, "hard")
    assert not_host.value.code == "not-host"
    with pytest.raises(RoomError) as open_seat:
        room.start(0, 2.0)
    assert open_seat.value.code == "seats-open"
    room.set_seat(0, 2, "hard")
    with pytest.raises(RoomError) as unready:
        room.start(0, 2.0)
    assert unready.value.code == "not-ready" and unready.value.params == {"name": "Ben"}
    room.set_ready(1, True)
    events = room.start(0, 3.0)
    assert events and room.started and room.seats[2].kind == "bot"
    with pytest.raises(RoomError) as started:
        room.join("Eve", None, 4.0)
    assert started.value.code == "started"


def test_actions_are_checked_by_the_core_and_a_stale_one_is_refused() -> None:
    room, _ = full_room()
    room.start(0, 0.0)
    seat = room.state.to_move
    other = (seat + 1) % 4
    with pytest.raises(IllegalActionError) as turn:
        room.act(other, Bid(0), room.index, 1.0)
    assert turn.value.rule == "turn"
    with pytest.raises(IllegalActionError) as stale:
        room.act(seat, Bid(0), room.index + 3, 1.0)
    assert stale.value.rule == "stale"
    with pytest.raises(IllegalActionError) as too_many:
        room.act(seat, Bid(9), room.index, 1.0)
    assert too_many.value.rule == "bid-range"
    assert room.index == 0
    room.act(seat, Bid(0), 0, 1.0)
    assert room.index == 1 and room.action_seats == [seat]


def _play_until_person(room: Room, now: float) -> None:
    """Let bots (the room's due seats) play with random legal actions."""
    rng = random.Random(3)
    while (seat := room.due(now)) is not None:
        room.act(seat, rng.choice(room.state.legal_actions()), room.index, now)


def test_a_dropped_player_keeps_the_seat_then_a_bot_plays_until_they_return() -> None:
    room, tokens = full_room(grace=60)
    room.start(0, 0.0)
    seat = room.state.to_move
    room.disconnect(seat, 10.0)
    assert room.due(10.0) is None and room.due(69.9) is None
    assert room.next_check(10.0) == pytest.approx(70.0)
    assert room.due(70.0) == seat and room.public_seats()[seat].status == "away"
    room.act(seat, room.state.legal_actions()[0], room.index, 70.0)
    back, _ = room.join("", tokens[seat], 75.0)
    assert back == seat and room.stand_in(seat, 75.0) is False


def test_the_turn_timer_lets_a_bot_play_for_a_slow_player() -> None:
    room, _ = full_room(turn_timer=30)
    room.start(0, 100.0)
    seat = room.state.to_move
    assert room.deadline(seat, 110.0) == pytest.approx(20.0)
    assert room.due(129.0) is None and room.due(130.0) == seat
    assert room.deadline((seat + 1) % 4, 110.0) is None


def test_undo_takes_back_one_s_own_action_and_the_bots_after_it_only() -> None:
    room, _ = full_room(people=2, bots=2, undo=True)
    room.start(0, 0.0)
    _play_until_person(room, 0.0)
    mover = room.state.to_move
    room.act(mover, room.state.legal_actions()[0], room.index, 1.0)
    _play_until_person(room, 1.0)
    before = room.index
    if room.state.to_move == mover:
        pytest.skip("the deal gives the same person two decisions in a row")
    other = room.state.to_move
    assert room.seats[other].kind == "person"
    with pytest.raises(RoomError) as nothing:
        room.undo(other, room.index, 2.0)
    assert nothing.value.code == "no-undo"
    count = room.undo(mover, room.index, 2.0)
    assert count >= 1 and room.index == before - count and room.state.to_move == mover
    closed, _, _ = Room.create("ABCD2345", spec(people=3), "Ann", 0.0)
    with pytest.raises(RoomError, match="does not allow"):
        closed.undo(0, 0, 0.0)


def test_a_player_who_leaves_is_played_by_a_bot_to_the_end() -> None:
    room, _ = full_room()
    room.start(0, 0.0)
    seat = room.state.to_move
    room.leave(seat, 1.0)
    assert room.due(1.0) == seat and room.public_seats()[seat].status == "left"
    with pytest.raises(RoomError) as gone:
        room.join("", room.seats[seat].token, 2.0)
    assert gone.value.code == "left"


def test_a_room_is_rebuilt_exactly_from_its_journal() -> None:
    room, _ = full_room(people=2, bots=2, undo=True)
    journal = room.take_journal()
    room.start(0, 0.0)
    rng = random.Random(9)
    for step in range(60):
        if room.over:
            break
        seat = room.state.to_move
        room.act(seat, rng.choice(room.state.legal_actions()), room.index, float(step))
        if step == 20 and room.seats[seat].kind == "person":
            room.undo(seat, room.index, float(step))
    room.leave(1, 70.0)
    journal += room.take_journal()
    again = Room.restore(journal, 100.0)
    assert again.record() == room.record() and again.action_seats == room.action_seats
    assert [s.token for s in again.seats] == [s.token for s in room.seats]
    assert again.seats[1].left and not again.seats[0].here
    assert again.seats[0].away_since == 100.0  # everyone comes back with their token
    # A last line torn by a power cut is dropped; a damaged line before it is refused.
    torn = Room.restore([*journal, journal[-1][: len(journal[-1]) // 2]], 100.0)
    assert torn.record() == room.record()
    with pytest.raises(ValueError, match="line 3"):
        Room.restore([*journal[:2], "{oops", *journal[2:]], 100.0)


def test_rooms_opened_with_the_same_spec_share_its_rules_and_keep_their_own_options() -> None:
    first, _, _ = Room.create("ABCD2345", spec(), "Ann", 0.0)
    second, _, _ = Room.create("EFGH2345", spec(), "Ben", 0.0)
    timed, _, _ = Room.create("JKMN2345", spec(turn_timer=30), "Cid", 0.0)
    assert first.rules is second.rules and first.spec is second.spec
    assert first.rules == timed.rules == CLASSIC and timed.options.turn_timer == 30
    assert first.options.turn_timer == 0
    again = Room.restore(first.take_journal(), 1.0)
    assert again.rules is first.rules and again.spec == first.spec


def test_rules_the_room_cannot_play_are_refused() -> None:
    with pytest.raises(RoomError) as players:
        Room.create("ABCD2345", spec(TAROT_AFRICAIN, people=7), "Ann", 0.0)
    assert players.value.code == "bad-rules"
    bad = RoomSpec(rules={"name": "x", "deck": "none"}, seats=[SeatSpec(kind="person")] * 3)
    with pytest.raises(RoomError) as rules:
        Room.create("ABCD2345", bad, "Ann", 0.0)
    assert rules.value.code == "bad-rules"
    only_bots = RoomSpec(rules=CLASSIC.model_dump(mode="json"), seats=[SeatSpec(kind="bot")] * 3)
    with pytest.raises(RoomError, match="person seat"):
        Room.create("ABCD2345", only_bots, "Ann", 0.0)


def test_an_action_text_from_the_journal_is_the_core_s() -> None:
    room, _ = full_room()
    room.start(0, 0.0)
    action = room.state.legal_actions()[0]
    room.act(room.state.to_move, action, 0, 1.0)
    (line,) = [x for x in room.take_journal() if '"act"' in x]
    assert parse_action(line.split('"act":"')[1].split('"')[0]) == action
