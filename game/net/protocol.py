"""The messages between a player's app and a server, version 1 (``PROTOCOL``).

Every message is one JSON object in one WebSocket text frame, at most :data:`MAX_MESSAGE`
bytes, with a ``type``; each is a pydantic model validated strictly on arrival, so a malformed
message is refused naming what is wrong. A client never sends state, only its name, the room
it wants and actions; the server sends each connection the core's events and the
observation of that connection's seat — what that seat may know, and nothing more.

    client                                   server
    create{spec} / join{room, token?}  ──►
                                       ◄──   welcome{room, seat, token, rules}  or  error
                                       ◄──   seats{...}            (who is there, on every change)
    ready / set_seat / start (host)    ──►
                                       ◄──   update{events, obs}   (after every action)
    act{action, index} / undo          ──►
                                       ◄──   refused{rule, params} (an illegal or stale action)
                                       ◄──   ended{record}         (the game's record, at its end)
                                       ◄──   closed{reason}

Observations travel without the rules (sent once in ``welcome``) nor what the rules and the
public facts give (the deck, the voids), which the receiver rebuilds
(:func:`observation_from_wire`).
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from ..core.actions import Action, parse_action
from ..core.events import (
    BidMade,
    CardPlayed,
    Event,
    GameOver,
    PlayerEliminated,
    RoundDealt,
    RoundResult,
    RoundScored,
    TrickWon,
    TrumpTurned,
)
from ..core.observation import Observation, infer_voids
from ..core.rules import Rules
from ..core.state import Phase, TrickRecord

#: The version of these messages; both ends must speak the same.
PROTOCOL = 1
#: The largest message either end accepts, in bytes.
MAX_MESSAGE = 16 * 1024
#: The longest player name.
NAME_LENGTH = 24

BotLevel = Literal["easy", "normal", "hard"]

# -- small values ------------------------------------------------------------------------------

Card = Annotated[int, Field(strict=True, ge=-1, le=73)]
Seat = Annotated[int, Field(strict=True, ge=0, le=7)]
Count = Annotated[int, Field(strict=True, ge=0, le=100_000)]
Score = Annotated[int, Field(strict=True, ge=-1_000_000, le=1_000_000)]
Name = Annotated[str, Field(min_length=1, max_length=NAME_LENGTH)]
Code = Annotated[str, Field(min_length=4, max_length=16, pattern=r"^[0-9A-Z]+$")]
Token = Annotated[str, Field(min_length=16, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
ActionText = Annotated[str, Field(min_length=1, max_length=8)]


class _Wire(BaseModel):
    """A strict model: unknown fields are refused, nothing is coerced."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


# -- the rooms' set-up -------------------------------------------------------------------------


class SeatSpec(_Wire):
    """A seat of a room: a person to wait for, or a bot of a level."""

    kind: Literal["person", "bot"]
    level: BotLevel = "normal"


class RoomOptions(_Wire):
    """The host's choices for a room."""

    #: Seconds a person has for each decision before a bot plays it for them (0: no limit).
    turn_timer: Literal[0, 30, 60] = 0
    #: Seconds a player who dropped out keeps their seat before a bot plays for them.
    grace: Annotated[int, Field(strict=True, ge=5, le=3600)] = 60
    #: The level of the bot that plays for a player who is away (or out of time).
    stand_in: BotLevel = "normal"
    #: The coach may be asked, and one's own last action taken back (off by default with
    #: people at the table).
    coach: bool = False
    undo: bool = False


class RoomSpec(_Wire):
    """What the host chose: the rules, the seats (the host sits at the first person seat) and
    the options."""

    rules: dict[str, Any]
    seats: Annotated[list[SeatSpec], Field(min_length=2, max_length=8)]
    options: RoomOptions = RoomOptions()

    def parsed_rules(self) -> Rules:
        """The rules, validated (a :class:`ValueError` names what is wrong)."""
        return Rules.model_validate(self.rules)


# -- client to server --------------------------------------------------------------------------


class Create(_Wire):
    """Open a room and sit in it as its host."""

    type: Literal["create"]
    protocol: int
    version: str = Field(max_length=32)
    name: Name
    spec: RoomSpec


class Join(_Wire):
    """Sit in a room; with the seat's ``token``, take one's own seat back."""

    type: Literal["join"]
    protocol: int
    version: str = Field(max_length=32)
    name: Name
    room: Code
    token: Token | None = None


class Ready(_Wire):
    type: Literal["ready"]
    ready: bool


class SetSeat(_Wire):
    """The host gives an empty seat to a bot (``bot``: its level), or opens it again
    (``bot`` None)."""

    type: Literal["set_seat"]
    seat: Seat
    bot: BotLevel | None


class Start(_Wire):
    type: Literal["start"]


class Act(_Wire):
    """An action for one's seat; ``index`` is the number of actions taken so far as the
    client saw it, so that a stale action is refused rather than misapplied."""

    type: Literal["act"]
    action: ActionText
    index: Count


class Undo(_Wire):
    """Take back one's own last action (when the room allows it)."""

    type: Literal["undo"]
    index: Count


class Leave(_Wire):
    """Give the seat up for good (a bot plays it from now on)."""

    type: Literal["leave"]


ClientMessage = Annotated[
    Create | Join | Ready | SetSeat | Start | Act | Undo | Leave, Field(discriminator="type")
]

# -- events and observations on the wire -------------------------------------------------------


class WireResult(_Wire):
    index: Count
    hand_size: Count
    dealer: Seat
    turned: Card | None
    trump: Annotated[int, Field(strict=True, ge=0, le=3)] | None
    bids: list[Count | None]
    tricks: list[Count]
    deltas: list[Score]
    totals: list[Score]


class EvDealt(_Wire):
    e: Literal["dealt"]
    index: Count
    hand_size: Count
    dealer: Seat
    blind: bool


class EvTrump(_Wire):
    e: Literal["trump"]
    card: Card | None
    suit: Annotated[int, Field(strict=True, ge=0, le=3)] | None


class EvBid(_Wire):
    e: Literal["bid"]
    seat: Seat
    bid: Count


class EvCard(_Wire):
    e: Literal["card"]
    seat: Seat
    card: Card
    value: Literal[0, 22] | None


class EvTrick(_Wire):
    e: Literal["trick"]
    seat: Seat
    index: Count
    plays: list[tuple[Seat, Card]]


class EvScored(_Wire):
    e: Literal["scored"]
    result: WireResult


class EvOut(_Wire):
    e: Literal["out"]
    seat: Seat


class EvOver(_Wire):
    e: Literal["over"]
    winners: list[Seat]
    totals: list[Score]


WireEvent = Annotated[
    EvDealt | EvTrump | EvBid | EvCard | EvTrick | EvScored | EvOut | EvOver,
    Field(discriminator="e"),
]


class WireTrick(_Wire):
    leader: Seat
    plays: list[tuple[Seat, Card, Count]]
    winner: Seat


class WireObservation(_Wire):
    """An :class:`Observation` without its rules, deck and voids; ``history`` (the finished
    rounds) only when it changed since the connection's last update (None: the same)."""

    seat: Seat
    round_index: Count
    hand_size: Count
    dealer: Seat
    phase: Literal["bid", "play", "over"]
    to_move: Annotated[int, Field(strict=True, ge=-1, le=7)]
    hand: list[Card]
    blind: bool
    visible: list[list[Card]]
    turned: Card | None
    trump: Annotated[int, Field(strict=True, ge=0, le=3)] | None
    bid_order: list[Seat]
    bids: list[Count | None]
    won: list[Count]
    leader: Seat
    trick: list[tuple[Seat, Card, Count]]
    tricks_done: list[WireTrick]
    hand_counts: list[Count]
    totals: list[Score]
    alive: list[bool]
    zero_streak: list[Count]
    history: list[WireResult] | None = None
    legal: list[ActionText]
    winners: list[Seat] | None
    round_count: Count | None


# -- server to client --------------------------------------------------------------------------


class WireSeat(_Wire):
    """A seat as everyone sees it."""

    name: str = Field(max_length=NAME_LENGTH)
    #: 'person' (someone's seat, taken or awaited), 'bot', or 'open' (waiting for someone).
    kind: Literal["person", "bot", "open"]
    level: BotLevel | None = None
    #: For a person: 'here', 'away' (dropped, the seat is kept), 'stand-in' (a bot plays for
    #: them until they are back) or 'left'.
    status: Literal["here", "away", "stand-in", "left", ""] = ""
    ready: bool = False


class Welcome(_Wire):
    type: Literal["welcome"]
    protocol: int
    version: str
    room: Code
    seat: Seat
    token: Token
    host: bool
    rules: dict[str, Any]
    options: RoomOptions


class Seats(_Wire):
    """Who is at the table, and whether the game has started."""

    type: Literal["seats"]
    seats: list[WireSeat]
    host: Seat
    started: bool


class Update(_Wire):
    """What happened (``events``) and what the receiving seat may know now (``obs``);
    ``index``: the actions taken so far; ``deadline``: seconds left for the seat to move
    before a bot plays for it (None: no limit)."""

    type: Literal["update"]
    index: Count
    events: list[WireEvent]
    obs: WireObservation
    deadline: float | None = None


class Refused(_Wire):
    """An action the room refused: the rule it breaks and its facts."""

    type: Literal["refused"]
    rule: str = Field(max_length=32)
    params: dict[str, int] = {}


class Error(_Wire):
    """A request that could not be served: ``code`` says which problem (the app words it),
    ``detail`` says it in English for logs, ``params`` carry its facts."""

    type: Literal["error"]
    code: str = Field(max_length=32)
    detail: str = Field(max_length=300)
    params: dict[str, str | int] = {}


class Ended(_Wire):
    """The game is over: its whole record (it replays to the same end on every computer)."""

    type: Literal["ended"]
    record: dict[str, Any]


class Closed(_Wire):
    """The room is gone for this connection: ``reason`` says why."""

    type: Literal["closed"]
    reason: Literal["host-left", "server-stopped", "left", "idle", "abuse", "replaced"]


ServerMessage = Annotated[
    Welcome | Seats | Update | Refused | Error | Ended | Closed, Field(discriminator="type")
]

_CLIENT = TypeAdapter(ClientMessage)
_SERVER = TypeAdapter(ServerMessage)


class ProtocolError(ValueError):
    """A message that is not one of this protocol's; the message says what is wrong."""


def _first_problem(exc: ValidationError, tags: frozenset[str]) -> str:
    err = exc.errors(include_url=False)[0]
    loc = [str(p) for p in err.get("loc", ())]
    if loc and loc[0] in tags:
        loc = loc[1:]  # the message's type, which the text names already
    where = ".".join(loc)
    msg = str(err.get("msg", "invalid"))
    return f"{where}: {msg}" if where else msg


_CLIENT_TYPES = frozenset({"create", "join", "ready", "set_seat", "start", "act", "undo", "leave"})
_SERVER_TYPES = frozenset({"welcome", "seats", "update", "refused", "error", "ended", "closed"})


def parse_client(raw: str | bytes) -> Create | Join | Ready | SetSeat | Start | Act | Undo | Leave:
    """A message from a client, validated; :class:`ProtocolError` naming the problem."""
    return _parse(_CLIENT, _CLIENT_TYPES, raw)  # type: ignore[no-any-return]


def parse_server(raw: str | bytes) -> Welcome | Seats | Update | Refused | Error | Ended | Closed:
    """A message from the server, validated; :class:`ProtocolError` naming the problem."""
    return _parse(_SERVER, _SERVER_TYPES, raw)  # type: ignore[no-any-return]


def _parse(adapter: TypeAdapter[Any], tags: frozenset[str], raw: str | bytes) -> Any:
    from ..core.jsontext import decode_text, loads

    if len(raw) > MAX_MESSAGE:
        raise ProtocolError(f"the message is larger than {MAX_MESSAGE} bytes")
    try:
        text = decode_text(raw) if isinstance(raw, bytes) else raw
        # The game's own reader first: it refuses a key given twice, which a message that
        # means two things would be.
        data = loads(text)
    except ValueError as exc:
        raise ProtocolError(str(exc)) from None
    if not isinstance(data, dict):
        raise ProtocolError("a message is a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in tags:
        raise ProtocolError(f"unknown message type {kind!r}" if kind else "a message has a 'type'")
    try:
        return adapter.validate_json(text)
    except ValidationError as exc:
        raise ProtocolError(_first_problem(exc, tags)) from None


def dump(message: BaseModel) -> str:
    """The JSON text of a message."""
    return message.model_dump_json(exclude_defaults=False)


# -- converting the core's values --------------------------------------------------------------


def result_to_wire(r: RoundResult) -> WireResult:
    return WireResult(
        index=r.index,
        hand_size=r.hand_size,
        dealer=r.dealer,
        turned=r.turned,
        trump=r.trump,
        bids=list(r.bids),
        tricks=list(r.tricks),
        deltas=list(r.deltas),
        totals=list(r.totals),
    )


def result_from_wire(w: WireResult) -> RoundResult:
    return RoundResult(
        w.index,
        w.hand_size,
        w.dealer,
        w.turned,
        w.trump,
        tuple(w.bids),
        tuple(w.tricks),
        tuple(w.deltas),
        tuple(w.totals),
    )


def event_to_wire(
    ev: Event,
) -> EvDealt | EvTrump | EvBid | EvCard | EvTrick | EvScored | EvOut | EvOver:
    """An event as it travels."""
    if isinstance(ev, RoundDealt):
        return EvDealt(
            e="dealt", index=ev.index, hand_size=ev.hand_size, dealer=ev.dealer, blind=ev.blind
        )
    if isinstance(ev, TrumpTurned):
        return EvTrump(e="trump", card=ev.card, suit=ev.suit)
    if isinstance(ev, BidMade):
        return EvBid(e="bid", seat=ev.seat, bid=ev.bid)
    if isinstance(ev, CardPlayed):
        value: Literal[0, 22] | None = None
        if ev.value is not None:
            value = 22 if ev.value == 22 else 0
        return EvCard(e="card", seat=ev.seat, card=ev.card, value=value)
    if isinstance(ev, TrickWon):
        return EvTrick(e="trick", seat=ev.seat, index=ev.index, plays=list(ev.plays))
    if isinstance(ev, RoundScored):
        return EvScored(e="scored", result=result_to_wire(ev.result))
    if isinstance(ev, PlayerEliminated):
        return EvOut(e="out", seat=ev.seat)
    return EvOver(e="over", winners=list(ev.winners), totals=list(ev.totals))


def event_from_wire(
    w: EvDealt | EvTrump | EvBid | EvCard | EvTrick | EvScored | EvOut | EvOver,
) -> Event:
    """An event as the core gives it."""
    if isinstance(w, EvDealt):
        return RoundDealt(w.index, w.hand_size, w.dealer, w.blind)
    if isinstance(w, EvTrump):
        return TrumpTurned(w.card, w.suit)
    if isinstance(w, EvBid):
        return BidMade(w.seat, w.bid)
    if isinstance(w, EvCard):
        return CardPlayed(w.seat, w.card, w.value)
    if isinstance(w, EvTrick):
        return TrickWon(w.seat, w.index, tuple((s, c) for s, c in w.plays))
    if isinstance(w, EvScored):
        return RoundScored(result_from_wire(w.result))
    if isinstance(w, EvOut):
        return PlayerEliminated(w.seat)
    return GameOver(tuple(w.winners), tuple(w.totals))


def observation_to_wire(obs: Observation) -> WireObservation:
    """An observation as it travels (the receiver knows the rules)."""
    return WireObservation(
        seat=obs.seat,
        round_index=obs.round_index,
        hand_size=obs.hand_size,
        dealer=obs.dealer,
        phase=obs.phase.value,
        to_move=obs.to_move,
        hand=list(obs.hand),
        blind=obs.blind,
        visible=[list(v) for v in obs.visible],
        turned=obs.turned,
        trump=obs.trump,
        bid_order=list(obs.bid_order),
        bids=list(obs.bids),
        won=list(obs.won),
        leader=obs.leader,
        trick=list(obs.trick),
        tricks_done=[
            WireTrick(leader=t.leader, plays=list(t.plays), winner=t.winner)
            for t in obs.tricks_done
        ],
        hand_counts=list(obs.hand_counts),
        totals=list(obs.totals),
        alive=list(obs.alive),
        zero_streak=list(obs.zero_streak),
        history=[result_to_wire(r) for r in obs.history],
        legal=[str(a) for a in obs.legal],
        winners=None if obs.winners is None else list(obs.winners),
        round_count=obs.round_count,
    )


def observation_from_wire(
    w: WireObservation, rules: Rules, history: tuple[RoundResult, ...] = ()
) -> Observation:
    """The observation the server meant, with the rules it was sent at the start and, when
    the message leaves it out, the finished rounds of the previous observation. Raises
    :class:`ProtocolError` when its parts do not fit together (wrong lengths, a seat that is
    not at the table, an action that does not parse)."""
    n = len(w.bids)
    per_seat = (w.visible, w.won, w.hand_counts, w.totals, w.alive, w.zero_streak)
    if not rules.min_players <= n <= rules.max_players or any(len(x) != n for x in per_seat):
        raise ProtocolError("the observation's seats do not match the table")
    if w.seat >= n or any(s >= n for s in w.bid_order):
        raise ProtocolError("the observation names a seat that is not at the table")
    try:
        legal: tuple[Action, ...] = tuple(parse_action(a) for a in w.legal)
    except ValueError as exc:
        raise ProtocolError(f"the observation's legal actions: {exc}") from None
    tricks = tuple(TrickRecord(t.leader, tuple(t.plays), t.winner) for t in w.tricks_done)
    trick = tuple(w.trick)
    return Observation(
        seat=w.seat,
        players=n,
        rules=rules,
        round_index=w.round_index,
        hand_size=w.hand_size,
        dealer=w.dealer,
        phase=Phase(w.phase),
        to_move=w.to_move,
        hand=tuple(w.hand),
        blind=w.blind,
        visible=tuple(tuple(v) for v in w.visible),
        turned=w.turned,
        trump=w.trump,
        bid_order=tuple(w.bid_order),
        bids=tuple(w.bids),
        won=tuple(w.won),
        leader=w.leader,
        trick=trick,
        tricks_done=tricks,
        hand_counts=tuple(w.hand_counts),
        totals=tuple(w.totals),
        alive=tuple(w.alive),
        zero_streak=tuple(w.zero_streak),
        history=history if w.history is None else tuple(result_from_wire(r) for r in w.history),
        voids=infer_voids(rules, w.trump, tricks, trick, n),
        legal=legal,
        deck=rules.deck_cards(n),
        winners=None if w.winners is None else tuple(w.winners),
        round_count=w.round_count,
    )


# -- fast encoding for the server's hot path ---------------------------------------------------
#
# The server sends an update to every seat after every action: building the pydantic models
# and validating them costs more than everything else it does per action. These functions
# write the same JSON (tests/net/test_protocol.py proves it parses back to the same values)
# from plain dicts.


def _result_dict(r: RoundResult) -> dict[str, Any]:
    return {
        "index": r.index,
        "hand_size": r.hand_size,
        "dealer": r.dealer,
        "turned": r.turned,
        "trump": r.trump,
        "bids": list(r.bids),
        "tricks": list(r.tricks),
        "deltas": list(r.deltas),
        "totals": list(r.totals),
    }


def _event_dict(ev: Event) -> dict[str, Any]:
    if isinstance(ev, RoundDealt):
        return {
            "e": "dealt",
            "index": ev.index,
            "hand_size": ev.hand_size,
            "dealer": ev.dealer,
            "blind": ev.blind,
        }
    if isinstance(ev, TrumpTurned):
        return {"e": "trump", "card": ev.card, "suit": ev.suit}
    if isinstance(ev, BidMade):
        return {"e": "bid", "seat": ev.seat, "bid": ev.bid}
    if isinstance(ev, CardPlayed):
        return {"e": "card", "seat": ev.seat, "card": ev.card, "value": ev.value}
    if isinstance(ev, TrickWon):
        return {"e": "trick", "seat": ev.seat, "index": ev.index, "plays": ev.plays}
    if isinstance(ev, RoundScored):
        return {"e": "scored", "result": _result_dict(ev.result)}
    if isinstance(ev, PlayerEliminated):
        return {"e": "out", "seat": ev.seat}
    return {"e": "over", "winners": list(ev.winners), "totals": list(ev.totals)}


def events_dicts(events: list[Event] | tuple[Event, ...]) -> list[dict[str, Any]]:
    """The events as JSON values (shared by every seat's update)."""
    return [_event_dict(e) for e in events]


def observation_dict(obs: Observation, history: bool = True) -> dict[str, Any]:
    """An observation as JSON values (:class:`WireObservation`); without its finished rounds
    unless ``history``."""
    return {
        "seat": obs.seat,
        "round_index": obs.round_index,
        "hand_size": obs.hand_size,
        "dealer": obs.dealer,
        "phase": obs.phase.value,
        "to_move": obs.to_move,
        "hand": obs.hand,
        "blind": obs.blind,
        "visible": obs.visible,
        "turned": obs.turned,
        "trump": obs.trump,
        "bid_order": obs.bid_order,
        "bids": obs.bids,
        "won": obs.won,
        "leader": obs.leader,
        "trick": obs.trick,
        "tricks_done": [
            {"leader": t.leader, "plays": t.plays, "winner": t.winner} for t in obs.tricks_done
        ],
        "hand_counts": obs.hand_counts,
        "totals": obs.totals,
        "alive": obs.alive,
        "zero_streak": obs.zero_streak,
        "history": [_result_dict(r) for r in obs.history] if history else None,
        "legal": [str(a) for a in obs.legal],
        "winners": obs.winners,
        "round_count": obs.round_count,
    }


# One encoder for every message written here (``json.dumps`` with options makes a new one per
# call); the values are plain trees, never circular, so the check for cycles is skipped.
_encode = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, check_circular=False).encode


def update_json(
    index: int,
    events: list[dict[str, Any]],
    obs: Observation,
    deadline: float | None = None,
    history: bool = True,
) -> str:
    """The text of an :class:`Update` for ``obs``'s seat (``history``: with the finished
    rounds, which a connection needs after a round ends and when it (re)joins)."""
    body = {
        "type": "update",
        "index": index,
        "events": events,
        "obs": observation_dict(obs, history),
        "deadline": deadline,
    }
    return _encode(body)


def _public(obs: Observation) -> tuple[Any, ...]:
    """What every seat's observation of one moment shares (:func:`observe` copies it from the
    state): compared, never assumed, before a seat is given the text written for another."""
    return (
        obs.round_index,
        obs.hand_size,
        obs.dealer,
        obs.phase,
        obs.to_move,
        obs.blind,
        obs.turned,
        obs.trump,
        obs.bid_order,
        obs.bids,
        obs.won,
        obs.leader,
        obs.trick,
        obs.tricks_done,
        obs.hand_counts,
        obs.totals,
        obs.alive,
        obs.zero_streak,
        obs.winners,
        obs.round_count,
    )


def _members(d: dict[str, Any]) -> str:
    """``d``'s JSON members without the braces: ``"a":1,"b":2``."""
    return _encode(d)[1:-1]


class UpdateWriter:
    """The updates of one moment of a room, one per seat: the same text as
    :func:`update_json`, byte for byte, but what the seats share (the events, the public facts,
    the finished rounds) is written once rather than once per seat."""

    def __init__(self, index: int, events: list[dict[str, Any]]) -> None:
        self._head = f'{{"type":"update","index":{index},"events":{_encode(events)},"obs":{{'
        self._key: tuple[Any, ...] | None = None
        self._parts = ("", "", "", "")
        self._rounds: tuple[RoundResult, ...] | None = None
        self._history = ""

    def text(self, obs: Observation, deadline: float | None = None, history: bool = True) -> str:
        """The update for ``obs``'s seat (the arguments of :func:`update_json`)."""
        key = _public(obs)
        if key != self._key:
            d = observation_dict(obs, False)
            first = {k: d[k] for k in ("round_index", "hand_size", "dealer", "phase", "to_move")}
            rest = {
                k: d[k]
                for k in (
                    "turned",
                    "trump",
                    "bid_order",
                    "bids",
                    "won",
                    "leader",
                    "trick",
                    "tricks_done",
                    "hand_counts",
                    "totals",
                    "alive",
                    "zero_streak",
                )
            }
            last = {"winners": d["winners"], "round_count": d["round_count"]}
            self._parts = (_members(first), _encode(obs.blind), _members(rest), _members(last))
            self._key = key
        if not history:
            rounds = "null"
        elif obs.history == self._rounds:
            rounds = self._history
        else:
            rounds = self._history = _encode([_result_dict(r) for r in obs.history])
            self._rounds = obs.history
        first_part, blind, rest_part, last_part = self._parts
        return "".join(
            (
                self._head,
                f'"seat":{obs.seat},',
                first_part,
                ',"hand":',
                _encode(obs.hand),
                ',"blind":',
                blind,
                ',"visible":',
                _encode(obs.visible),
                ",",
                rest_part,
                ',"history":',
                rounds,
                ',"legal":',
                _encode([str(a) for a in obs.legal]),
                ",",
                last_part,
                '},"deadline":',
                _encode(deadline),
                "}",
            )
        )
