"""One room of a server: its seats, its game, its timers — a pure object, tested without
sockets (the server, :mod:`game.net.server`, is the thin I/O around rooms).

Time is an input: every method that depends on it takes ``now`` (seconds on any steady
clock), so a test can play out a dropped connection, a grace time or a turn timer without
waiting. The room checks every action with the core and never trusts a client: a client sends
its name, its room and actions, never state.

The room says who must play now (:meth:`Room.due`): a bot seat, a person who left or has been
away longer than the grace time, or a person whose turn timer ran out; the server asks a bot
of the room's stand-in level for that move and gives it back with :meth:`Room.act`. Everything
that changes the room is written as one line of its journal (:meth:`Room.take_journal`), so a
room is rebuilt exactly from its journal after the server restarts (:meth:`Room.restore`).
"""

from __future__ import annotations

import functools
import json
import secrets
from dataclasses import dataclass, field
from typing import Any, Literal

from ..core.actions import Action, parse_action
from ..core.errors import IllegalActionError, RulesError
from ..core.events import Event
from ..core.observation import Observation, observe
from ..core.records import GameRecord, GameRecorder
from ..core.rules import Rules
from ..core.state import GameState
from .protocol import RoomOptions, RoomSpec, WireSeat

#: Room codes are drawn from these 32 digits and letters (Crockford's: no I, L, O or U, so a
#: code read aloud or typed is never ambiguous; :func:`normalize_code` reads the look-alikes).
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: Letters of a room code: 8 × 5 bits = 40 bits of randomness.
CODE_LENGTH = 8
#: Bytes of a seat's secret token (128 bits).
TOKEN_BYTES = 16


class RoomError(ValueError):
    """A request the room cannot serve; ``code`` names the problem for the app to word."""

    def __init__(self, code: str, detail: str, **params: str | int) -> None:
        super().__init__(detail)
        self.code = code
        self.params = params


def new_code(alphabet: str = CODE_ALPHABET, length: int = CODE_LENGTH) -> str:
    """A room code of ``length`` letters drawn with :mod:`secrets`."""
    return "".join(secrets.choice(alphabet) for _ in range(length))


def normalize_code(text: str) -> str:
    """A room code as typed ("k7qm-3f9d", "K7QM 3F9D") in its canonical form ("K7QM3F9D"):
    case, spaces and dashes do not matter, and O, I and L read as 0, 1 and 1."""
    out = text.strip().upper().replace("-", "").replace(" ", "")
    return out.translate(str.maketrans("OIL", "011"))


def show_code(code: str) -> str:
    """A room code as shown to people: two groups of four ("K7QM-3F9D")."""
    return f"{code[:4]}-{code[4:]}" if len(code) == CODE_LENGTH else code


def new_token() -> str:
    """A seat's secret (128 random bits, URL-safe text)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


@dataclass(slots=True)
class SeatState:
    """One seat: a person's (awaited while ``token`` is None) or a bot's."""

    kind: Literal["person", "bot"]
    level: str
    name: str = ""
    token: str | None = None
    here: bool = False
    ready: bool = False
    #: When the person's connection dropped (None: here, or never came).
    away_since: float | None = None
    #: The person gave the seat up: a bot plays it to the end.
    left: bool = False

    @property
    def taken(self) -> bool:
        """A person sits here (here or away)."""
        return self.kind == "person" and self.token is not None


@dataclass(slots=True)
class Room:
    """A room: the host's spec, the seats, and once started the game (its record)."""

    code: str
    spec: RoomSpec
    rules: Rules
    seed: int
    created: float
    seats: list[SeatState]
    host: int = 0
    recorder: GameRecorder | None = None
    #: The seat that took each action (to undo one's own).
    action_seats: list[int] = field(default_factory=list)
    #: When the seat to move got its turn (for the turn timer).
    turn_since: float = 0.0
    #: Lines not yet written to the room's journal.
    journal: list[str] = field(default_factory=list)
    #: The last time anything happened (idle rooms are closed).
    touched: float = 0.0

    # -- making ------------------------------------------------------------------------------

    @classmethod
    def create(
        cls, code: str, spec: RoomSpec, host_name: str, now: float, seed: int | None = None
    ) -> tuple[Room, int, str]:
        """A new room with its host seated at the first person seat: (room, seat, token).
        :class:`RoomError` ``bad-rules`` when the rules or the seats cannot be played."""
        try:
            spec, rules = _parsed(spec.model_dump_json())
        except ValueError as exc:
            raise RoomError("bad-rules", f"these rules cannot be played: {exc}") from None
        players = len(spec.seats)
        if not rules.min_players <= players <= rules.max_players:
            raise RoomError(
                "bad-rules",
                f"{rules.name} is played by {rules.min_players} to {rules.max_players}",
                low=rules.min_players,
                high=rules.max_players,
            )
        persons = [i for i, s in enumerate(spec.seats) if s.kind == "person"]
        if not persons:
            raise RoomError("bad-rules", "the host needs a person seat")
        seed = secrets.randbits(31) if seed is None else seed
        try:
            GameState.new(rules, players, seed=seed)
        except RulesError as exc:
            raise RoomError("bad-rules", f"these rules cannot be played: {exc}") from None
        seats = [
            SeatState(kind=s.kind, level=s.level, name=_bot_name(i) if s.kind == "bot" else "")
            for i, s in enumerate(spec.seats)
        ]
        room = cls(code, spec, rules, seed, now, seats, host=persons[0], touched=now)
        room._write(
            {
                "room": code,
                "v": 1,
                "created": now,
                "seed": seed,
                "spec": spec.model_dump(mode="json"),
            }
        )
        token = room._sit(persons[0], host_name, now)
        return room, persons[0], token

    @classmethod
    def restore(cls, lines: list[str], now: float) -> Room:
        """The room its journal describes (a last line torn by a power cut is ignored);
        everyone is away from ``now`` on: they come back with their tokens. Raises
        :class:`ValueError` for a journal that does not describe a room."""
        entries: list[dict[str, Any]] = []
        for i, line in enumerate(lines):
            try:
                entry = json.loads(line)
            except ValueError:
                if i == len(lines) - 1:
                    break  # written halfway when the power went
                raise ValueError(f"line {i + 1} of the journal is damaged") from None
            if not isinstance(entry, dict):
                raise ValueError(f"line {i + 1} of the journal is not an object")
            entries.append(entry)
        if not entries or entries[0].get("v") != 1:
            raise ValueError("not a room journal")
        head = entries[0]
        spec, rules = _parsed(RoomSpec.model_validate(head["spec"]).model_dump_json())
        seats = [
            SeatState(kind=s.kind, level=s.level, name=_bot_name(i) if s.kind == "bot" else "")
            for i, s in enumerate(spec.seats)
        ]
        persons = [i for i, s in enumerate(spec.seats) if s.kind == "person"]
        room = cls(
            str(head["room"]),
            spec,
            rules,
            int(head["seed"]),
            float(head["created"]),
            seats,
            host=persons[0],
            touched=now,
        )
        for entry in entries[1:]:
            room._replay(entry)
        for seat in room.seats:
            if seat.taken and not seat.left:
                seat.here = False
                seat.away_since = now
        room.turn_since = now
        room.journal.clear()
        return room

    def _replay(self, entry: dict[str, Any]) -> None:
        if "sit" in entry:
            sitting = self.seats[int(entry["sit"])]
            sitting.name, sitting.token = str(entry["name"]), str(entry["token"])
        elif "seat" in entry:
            i = int(entry["seat"])
            bot = entry.get("bot")
            self.seats[i] = (
                SeatState(kind="bot", level=str(bot), name=_bot_name(i))
                if bot
                else (SeatState(kind="person", level=self.spec.options.stand_in))
            )
        elif "start" in entry:
            self._begin()
        elif "act" in entry:
            assert self.recorder is not None
            mover = self.recorder.state.to_move
            self.recorder.apply(parse_action(str(entry["act"])))
            self.action_seats.append(mover)
        elif "undo" in entry:
            assert self.recorder is not None
            count = int(entry["undo"])
            self.recorder.undo(count)
            del self.action_seats[len(self.action_seats) - count :]
        elif "leave" in entry:
            self.seats[int(entry["leave"])].left = True

    def _write(self, entry: dict[str, Any]) -> None:
        self.journal.append(json.dumps(entry, separators=(",", ":")))

    def take_journal(self) -> list[str]:
        """The journal lines written since the last call (the server appends them to the
        room's file before it tells anyone what happened)."""
        lines, self.journal = self.journal, []
        return lines

    # -- facts -------------------------------------------------------------------------------

    @property
    def options(self) -> RoomOptions:
        return self.spec.options

    @property
    def started(self) -> bool:
        return self.recorder is not None

    @property
    def state(self) -> GameState:
        """The game (:class:`RoomError` ``not-started`` before the start)."""
        if self.recorder is None:
            raise RoomError("not-started", "the game has not started")
        return self.recorder.state

    @property
    def over(self) -> bool:
        return self.recorder is not None and self.recorder.state.is_over

    @property
    def index(self) -> int:
        """Actions taken so far."""
        return 0 if self.recorder is None else len(self.recorder.actions)

    def names(self) -> list[str]:
        """Each seat's name as the table shows it (an open seat: its number)."""
        return [s.name or f"#{i + 1}" for i, s in enumerate(self.seats)]

    def seat_of(self, token: str) -> int | None:
        """The seat whose secret is ``token`` (compared in constant time)."""
        for i, s in enumerate(self.seats):
            if s.token is not None and secrets.compare_digest(s.token, token):
                return i
        return None

    def public_seats(self) -> list[WireSeat]:
        """The seats as everyone sees them."""
        out: list[WireSeat] = []
        for s in self.seats:
            if s.kind == "bot":
                out.append(WireSeat(name=s.name, kind="bot", level=s.level))  # type: ignore[arg-type]
            elif not s.taken:
                out.append(WireSeat(name="", kind="open"))
            else:
                status: Literal["here", "away", "stand-in", "left"] = (
                    "left" if s.left else "here" if s.here else "away"
                )
                out.append(WireSeat(name=s.name, kind="person", status=status, ready=s.ready))
        return out

    def stand_in(self, seat: int, now: float) -> bool:
        """A bot plays for this person now (left, or away beyond the grace time)."""
        s = self.seats[seat]
        if s.kind == "bot" or s.left:
            return True
        return s.away_since is not None and now - s.away_since >= self.options.grace

    def observation(self, seat: int) -> Observation:
        return observe(self.state, seat)

    def record(self) -> GameRecord:
        """The game's record so far (with its seed: shown only once the game is over)."""
        if self.recorder is None:
            raise RoomError("not-started", "the game has not started")
        self.recorder.names = self.names()
        return self.recorder.record()

    # -- the lobby ---------------------------------------------------------------------------

    def join(self, name: str, token: str | None, now: float) -> tuple[int, str]:
        """Sit down: with a seat's ``token``, back at that seat; else at the first open
        person seat (before the start only). Returns (seat, token)."""
        self.touched = now
        if token is not None:
            seat = self.seat_of(token)
            if seat is None:
                raise RoomError("bad-token", "no seat of this room has that token")
            s = self.seats[seat]
            if s.left:
                raise RoomError("left", "this seat was given up: a bot plays it")
            s.here, s.away_since = True, None
            return seat, token
        if self.started:
            raise RoomError("started", "the game has already started")
        name = name.strip()
        if not name:
            raise RoomError("bad-name", "a player needs a name")
        taken = {s.name.casefold() for s in self.seats if s.taken or s.kind == "bot"}
        if name.casefold() in taken:
            raise RoomError("name-taken", f"someone here is already called {name}", name=name)
        for i, s in enumerate(self.seats):
            if s.kind == "person" and not s.taken:
                return i, self._sit(i, name, now)
        raise RoomError("room-full", "every seat is taken")

    def _sit(self, seat: int, name: str, now: float) -> str:
        token = new_token()
        s = self.seats[seat]
        s.name, s.token, s.here, s.away_since = name, token, True, None
        self._write({"sit": seat, "name": name, "token": token})
        return token

    def disconnect(self, seat: int, now: float) -> None:
        """The person's connection dropped: the seat is kept for them."""
        s = self.seats[seat]
        if s.taken and s.here:
            s.here, s.away_since = False, now
            if not self.started:
                s.ready = False
        self.touched = now

    def set_ready(self, seat: int, ready: bool) -> None:
        self.seats[seat].ready = ready

    def set_seat(self, by: int, seat: int, bot: str | None) -> None:
        """The host gives an open seat to a bot of level ``bot`` (or opens it again)."""
        if by != self.host:
            raise RoomError("not-host", "only the host sets the seats")
        if self.started:
            raise RoomError("started", "the game has already started")
        if not 0 <= seat < len(self.seats):
            raise RoomError("bad-seat", f"there is no seat {seat}")
        if self.seats[seat].taken:
            raise RoomError("seat-taken", "someone sits there")
        if bot is not None:
            self.seats[seat] = SeatState(kind="bot", level=bot, name=_bot_name(seat))
        else:
            self.seats[seat] = SeatState(kind="person", level=self.options.stand_in)
        self._write({"seat": seat, "bot": bot})

    def start(self, by: int, now: float) -> list[Event]:
        """The host starts the game: every person seat taken and everyone ready."""
        if by != self.host:
            raise RoomError("not-host", "only the host starts the game")
        if self.started:
            raise RoomError("started", "the game has already started")
        waiting = [i for i, s in enumerate(self.seats) if s.kind == "person" and not s.taken]
        if waiting:
            raise RoomError("seats-open", "a seat is still open: wait or give it to a bot")
        unready = [
            s.name for i, s in enumerate(self.seats) if s.taken and i != self.host and not s.ready
        ]
        if unready:
            raise RoomError("not-ready", f"{unready[0]} is not ready", name=unready[0])
        events = self._begin()
        self.turn_since = now
        self.touched = now
        self._write({"start": now})
        return events

    def _begin(self) -> list[Event]:
        state = GameState.new(self.rules, len(self.seats), seed=self.seed)
        self.recorder = GameRecorder(state, self.names())
        return list(state.opening_events)

    # -- the game ----------------------------------------------------------------------------

    def act(self, seat: int, action: Action, index: int, now: float) -> list[Event]:
        """``seat`` takes ``action``, ``index`` being the number of actions it saw: refused
        (``IllegalActionError``, the state unchanged) when it is not its turn, the action is
        stale or the rules forbid it."""
        state = self.state
        if index != self.index:
            raise IllegalActionError(
                f"the game has moved on (action {self.index}, not {index})", "stale"
            )
        state.check(action, seat)
        assert self.recorder is not None
        events = self.recorder.apply(action)
        self.action_seats.append(seat)
        self.turn_since = now
        self.touched = now
        self._write({"act": str(action)})
        return events

    def undo(self, seat: int, index: int, now: float) -> int:
        """Take back ``seat``'s last action and what bots did since; how many actions went.
        Only when the room allows undo and no other person has acted since."""
        if not self.options.undo:
            raise RoomError("no-undo", "this room does not allow taking actions back")
        if index != self.index or self.over:
            raise RoomError("stale", "the game has moved on")
        own = [i for i, s in enumerate(self.action_seats) if s == seat]
        if not own:
            raise RoomError("no-undo", "nothing of yours to take back")
        last = own[-1]
        later = self.action_seats[last + 1 :]
        if any(self.seats[s].kind == "person" and not self.stand_in(s, now) for s in later):
            raise RoomError("no-undo", "another player has acted since")
        count = len(self.action_seats) - last
        assert self.recorder is not None
        self.recorder.undo(count)
        del self.action_seats[last:]
        self.turn_since = now
        self.touched = now
        self._write({"undo": count})
        return count

    def leave(self, seat: int, now: float) -> None:
        """The person gives the seat up: a bot plays it from now on."""
        s = self.seats[seat]
        if not s.taken:
            return
        if not self.started:
            self.seats[seat] = SeatState(kind="person", level=self.options.stand_in)
            self._write({"seat": seat, "bot": None})
            return
        s.left, s.here = True, False
        self.touched = now
        self._write({"leave": seat})

    def due(self, now: float) -> int | None:
        """The seat a bot must play for now, if any: a bot seat to move, or a person who
        left, is away beyond the grace time, or ran out of their turn's time."""
        if not self.started or self.over:
            return None
        seat = self.state.to_move
        if self.stand_in(seat, now):
            return seat
        timer = self.options.turn_timer
        if timer and now - self.turn_since >= timer:
            return seat
        return None

    def next_check(self, now: float) -> float | None:
        """When :meth:`due` may next change without anything happening (a grace time or a
        turn timer running out), or None."""
        if not self.started or self.over:
            return None
        seat = self.state.to_move
        s = self.seats[seat]
        times: list[float] = []
        if s.kind == "person" and not s.left and s.away_since is not None:
            times.append(s.away_since + self.options.grace)
        if self.options.turn_timer and s.kind == "person":
            times.append(self.turn_since + self.options.turn_timer)
        future = [t for t in times if t > now]
        return min(future) if future else None

    def deadline(self, seat: int, now: float) -> float | None:
        """Seconds ``seat`` has left to act, when it is to move and a turn timer runs."""
        timer = self.options.turn_timer
        if not timer or not self.started or self.over or self.state.to_move != seat:
            return None
        return max(0.0, self.turn_since + timer - now)


@functools.lru_cache(maxsize=64)
def _parsed(spec_json: str) -> tuple[RoomSpec, Rules]:
    """A room's spec and its rules, validated once and shared by the rooms opened with the
    same spec (most play a preset; about 8 KiB a room otherwise). Both are immutable.
    :class:`ValueError` when the rules cannot be played."""
    spec = RoomSpec.model_validate_json(spec_json)
    return spec, spec.parsed_rules()


def _bot_name(seat: int) -> str:
    return f"Bot {seat + 1}"


__all__ = [
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "Room",
    "RoomError",
    "SeatState",
    "new_code",
    "new_token",
    "normalize_code",
    "show_code",
]
