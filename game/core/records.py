"""Game records: one game as a JSON file, and replaying it.

A record holds what is needed to play a game again exactly: the rules (a preset id or a full
:class:`~game.core.rules.Rules` object), the players' names, the first dealer, either the seed
every deal is drawn from or the explicit cards of each round, and the actions taken, in the
text forms of :mod:`game.core.actions` (``"bid 2"``, ``"AS"``, ``"EX=22"``, ``"??"``).
The format is documented field by field in ``docs/RECORDS.md``.

* :func:`parse_record` / :func:`load_record` read a record and raise :class:`RecordError`,
  whose message names the problem and the field (``deals[0].hands[2][1]: 'XS' is not a
  card...``), for anything malformed;
* :func:`replay` plays the actions one by one and stops at the first illegal one;
* :class:`GameRecorder` / :func:`record_from_state` build the record of a game played in
  code, :func:`save_record` writes it.

Everything here is pure: no clock, no randomness of its own.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from .actions import Action, ActionParseError, action_text, parse_action
from .cards import CardError, card_text, parse_card
from .errors import DealError, IllegalActionError, RulesError
from .events import Event, RoundScored
from .jsontext import JsonTextError, decode_text, loads
from .presets import PRESETS, get_preset
from .rules import Rules, Trump
from .state import Deal, GameState, Phase

#: The value of the ``format`` field of version 1 records.
FORMAT = "ascenseur-record/1"

#: Where to break the action list of a saved record when it cannot be replayed.
_ACTIONS_PER_LINE = 8


class RecordError(ValueError):
    """A record that cannot be read or played: malformed JSON, a wrong or missing field, a card
    or action text that means nothing, a deal the rules cannot play.

    ``field`` is the path of the faulty field (``"deals[0].hands[2][1]"``, positions counted
    from 0 as in the JSON arrays) or None when the problem is the whole file; ``problem`` is the
    message without the path. ``str(error)`` gives both on one line."""

    def __init__(self, problem: str, field: str | None = None) -> None:
        super().__init__(f"{field}: {problem}" if field else problem)
        self.problem = problem
        self.field = field


class _Problem(ValueError):
    """Raised by the validators below: ``sub`` extends the location pydantic reports."""

    def __init__(self, message: str, sub: tuple[str | int, ...] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.sub = sub


# -- field types ---------------------------------------------------------------------------


def _canonical_card(text: str) -> str:
    try:
        return card_text(parse_card(text))
    except CardError as exc:
        raise _Problem(str(exc)) from None


def _canonical_action(text: str) -> str:
    try:
        return action_text(parse_action(text))
    except ActionParseError as exc:
        raise _Problem(str(exc)) from None


#: A card code (``"AS"``, ``"TH"``, ``"21"``, ``"EX"``), stored in its canonical form.
CardText = Annotated[str, AfterValidator(_canonical_card)]
#: An action text (``"bid 2"``, ``"AS"``, ``"EX=22"``, ``"??"``), stored in canonical form.
ActionText = Annotated[str, AfterValidator(_canonical_action)]


class DealRecord(BaseModel):
    """The cards of one round: each seat's hand, and the card turned up for trump (or null)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    hands: list[list[CardText]]
    turned: CardText | None = None

    def to_deal(self) -> Deal:
        """The engine's :class:`~game.core.state.Deal`."""
        hands = tuple(tuple(parse_card(c) for c in hand) for hand in self.hands)
        turned = parse_card(self.turned) if self.turned is not None else None
        return Deal(hands, turned)

    @classmethod
    def from_deal(cls, deal: Deal) -> DealRecord:
        """The record of an engine deal."""
        return cls(
            hands=[[card_text(c) for c in hand] for hand in deal.hands],
            turned=card_text(deal.turned) if deal.turned is not None else None,
        )


class GameRecord(BaseModel):
    """One game, as stored in a ``.json`` record (``docs/RECORDS.md``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: str
    #: A preset id (``"classic"``) or a full rules object.
    rules: str | Rules
    #: The players' names, one per seat, in seat order.
    players: list[str]
    #: The seat that deals the first round; null: drawn from the seed (seat 0 with deals).
    first_dealer: Annotated[int, Field(strict=True)] | None = None
    #: Every deal is drawn from this seed...
    seed: Annotated[int, Field(strict=True)] | None = None
    #: ... or the rounds are exactly these deals (the game ends after the last one at latest).
    deals: list[DealRecord] | None = None
    #: The actions taken, in order, whoever took them.
    actions: list[ActionText]

    @field_validator("format", mode="before")
    @classmethod
    def _check_format(cls, value: object) -> object:
        if value != FORMAT:
            found = json.dumps(value, ensure_ascii=False, default=repr)
            raise _Problem(f"expected '{FORMAT}', found {found}")
        return value

    @field_validator("rules", mode="before")
    @classmethod
    def _check_rules(cls, value: object) -> object:
        if isinstance(value, Rules):
            return value
        if isinstance(value, str):
            try:
                get_preset(value)
            except RulesError as exc:
                raise _Problem(str(exc)) from None
            return value
        if isinstance(value, dict):
            try:
                return Rules.model_validate(value)
            except ValidationError as exc:
                loc, message = _first_error(exc)
                raise _Problem(message, loc) from None
        raise _Problem('give a preset id such as "classic" or a rules object { ... }')

    @field_validator("players")
    @classmethod
    def _check_players(cls, names: list[str]) -> list[str]:
        if len(names) < 2:
            raise _Problem(f"a game needs at least 2 players, not {len(names)}")
        for i, name in enumerate(names):
            if not name.strip():
                raise _Problem("a player's name cannot be empty", (i,))
            if name in names[:i]:
                raise _Problem(f"two players are called '{name}': names must differ", (i,))
        return names

    @field_validator("deals")
    @classmethod
    def _check_deals_given(cls, deals: list[DealRecord] | None) -> list[DealRecord] | None:
        if deals is not None and not deals:
            raise _Problem("give at least one round")
        return deals

    @model_validator(mode="after")
    def _coherent(self) -> GameRecord:
        if (self.seed is None) == (self.deals is None):
            raise _Problem(
                "give either 'seed' (a number every deal is drawn from) or 'deals' "
                "(the cards of each round), "
                + ("not both" if self.seed is not None else "one of them is required")
            )
        rules = record_rules(self)
        n = len(self.players)
        try:
            rules.check_players(n)
        except RulesError as exc:
            raise _Problem(str(exc), ("players",)) from None
        if self.first_dealer is not None and not 0 <= self.first_dealer < n:
            raise _Problem(
                f"the first dealer is a seat from 0 to {n - 1}, not {self.first_dealer}",
                ("first_dealer",),
            )
        for r, deal in enumerate(self.deals or ()):
            _check_deal(deal, r, rules, n)
        return self


def _check_deal(deal: DealRecord, r: int, rules: Rules, n: int) -> None:
    """What can be checked of a deal without playing: the engine checks the rest (a seat out
    of the game gets no card) when the round comes."""
    where: tuple[str | int, ...] = ("deals", r)
    if len(deal.hands) != n:
        raise _Problem(f"{len(deal.hands)} hands for {n} players", (*where, "hands"))
    sizes = sorted({len(h) for h in deal.hands if h})
    if not sizes:
        raise _Problem("nobody gets a card", (*where, "hands"))
    if len(sizes) > 1:
        raise _Problem(
            f"every player gets the same number of cards, not {sizes[0]} to {sizes[-1]}",
            (*where, "hands"),
        )
    deck = set(rules.deck_cards(n))
    seen: set[str] = set()
    cards: list[tuple[str, tuple[str | int, ...]]] = [
        (c, (*where, "hands", s, k))
        for s, hand in enumerate(deal.hands)
        for k, c in enumerate(hand)
    ]
    if deal.turned is not None:
        if rules.trump is not Trump.TURNED_UP:
            raise _Problem("these rules turn up no trump card: use null", (*where, "turned"))
        cards.append((deal.turned, (*where, "turned")))
    for c, loc in cards:
        if parse_card(c) not in deck:
            raise _Problem(f"{c} is not in this game's deck", loc)
        if c in seen:
            raise _Problem(f"{c} is dealt twice", loc)
        seen.add(c)


# -- reading and writing -------------------------------------------------------------------


def _path_text(loc: Sequence[str | int]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else part
    return out


def _first_error(exc: ValidationError) -> tuple[tuple[str | int, ...], str]:
    """The location and a plain message of the first problem pydantic found."""
    errors = exc.errors()
    err = errors[0]
    loc: tuple[str | int, ...] = tuple(err["loc"])
    error = err.get("ctx", {}).get("error")
    if isinstance(error, _Problem):
        loc += error.sub
        message = error.message
    elif err["type"] == "missing":
        message = "this field is missing"
    elif err["type"] == "extra_forbidden":
        message = "this is not a field of a record (spelling?)"
    else:
        message = err["msg"].removeprefix("Value error, ")
    # Unions report under a branch name ("preset id or rules object", the scoring kind): drop it.
    if len(loc) >= 2 and loc[0] == "rules" and loc[1] in ("str", "Rules"):
        loc = (loc[0], *loc[2:])
    if "scoring" in loc:
        at = loc.index("scoring") + 1
        if at < len(loc) and loc[at] in ("points", "lives"):
            loc = (*loc[:at], *loc[at + 1 :])
    if len(errors) > 1:
        more = len(errors) - 1
        message += f" (and {more} more problem{'s' if more > 1 else ''})"
    return loc, message


def parse_record(text: str) -> GameRecord:
    """Read a record from its JSON text; :class:`RecordError` if it is not a valid record."""
    try:
        data = loads(text)
    except JsonTextError as exc:
        raise RecordError(str(exc)) from None
    if not isinstance(data, dict):
        kind = {list: "a list", str: "a string", bool: "true/false", type(None): "null"}.get(
            type(data), "a number"
        )
        raise RecordError(f"a record is a JSON object {{...}}, not {kind}")
    try:
        return GameRecord.model_validate(data)
    except ValidationError as exc:
        loc, message = _first_error(exc)
        raise RecordError(message, _path_text(loc) or None) from None


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read the record file at ``path`` (a game record, or a saved round: its game's record);
    :class:`RecordError` if it cannot be read or is not a valid record."""
    return load_game_or_round(path)[0]


# -- a round to share --------------------------------------------------------------------------

#: A saved round: ``{"format": ROUND_FORMAT, "round": 3, "record": {...}}``, the record of its
#: game up to the end of that round (docs/RECORDS.md, "A round to share").
ROUND_FORMAT = "ascenseur-round/1"
#: A record file is tens of kilobytes: past this a file is not one (and is not read whole).
MAX_RECORD_BYTES = 8 << 20


def round_record(rec: GameRecord, round_index: int) -> GameRecord:
    """The record of ``rec``'s game up to the end of round ``round_index`` (from 0); a
    :class:`RecordError` if the game has no such finished round."""
    state = start_state(rec)
    for i, text in enumerate(rec.actions):
        try:
            events = state.apply(parse_action(text))
        except (ActionParseError, IllegalActionError) as exc:
            raise RecordError(str(exc), f"actions[{i}]") from None
        if any(isinstance(e, RoundScored) and e.result.index == round_index for e in events):
            return rec.model_copy(update={"actions": list(rec.actions[: i + 1])})
    raise RecordError(f"the game has no finished round {round_index + 1}")


def round_json(rec: GameRecord, round_index: int, people: Sequence[int] = ()) -> str:
    """A saved round as JSON: the game's record to the end of the round, the round, and the
    seats of the people whose decisions the round is shared for (none: every seat's)."""
    inner = record_json(round_record(rec, round_index)).rstrip()
    body = "\n".join("  " + line for line in inner.splitlines()).lstrip()
    seats = f'  "people": {json.dumps(sorted(set(people)))},\n' if people else ""
    return (
        f'{{\n  "format": "{ROUND_FORMAT}",\n  "round": {round_index + 1},\n{seats}'
        f'  "record": {body}\n}}\n'
    )


@dataclass(frozen=True, slots=True)
class SharedFile:
    """What a record file holds: a game (``round_index`` None) or a round of it to look back
    at, and the seats of the people it was shared for (empty: not said)."""

    record: GameRecord
    round_index: int | None = None
    people: tuple[int, ...] = ()


_ROUND_FIELDS = {"format", "round", "record"}


def parse_shared(text: str) -> SharedFile:
    """A game record, or a saved round; a :class:`RecordError` naming the problem otherwise."""
    try:
        data = loads(text)
    except JsonTextError as exc:
        raise RecordError(str(exc)) from None
    if isinstance(data, dict) and data.get("format") == ROUND_FORMAT:
        extra = sorted(set(data) - _ROUND_FIELDS - {"people"})
        missing = sorted(_ROUND_FIELDS - set(data))
        if extra or missing:
            raise RecordError(
                f"unknown field {extra[0]!r}" if extra else f"missing field {missing[0]!r}"
            )
        number = data["round"]
        if type(number) is not int or number < 1:
            raise RecordError("the round is a number from 1", "round")
        rec = parse_record(json.dumps(data["record"]))
        round_record(rec, number - 1)  # the record must reach the end of that round
        people = data.get("people", [])
        seats = len(rec.players)
        if (
            not isinstance(people, list)
            or any(type(p) is not int or not 0 <= p < seats for p in people)
            or len(set(people)) != len(people)
        ):
            raise RecordError(f"the people are distinct seats from 0 to {seats - 1}", "people")
        return SharedFile(rec, number - 1, tuple(people))
    return SharedFile(parse_record(text))


def parse_game_or_round(text: str) -> tuple[GameRecord, int | None]:
    """A game record, or a saved round (its record and the round, from 0); a
    :class:`RecordError` naming the problem otherwise."""
    shared = parse_shared(text)
    return shared.record, shared.round_index


def load_shared(path: str | os.PathLike[str]) -> SharedFile:
    """Read a record file or a saved round at ``path`` (see :func:`parse_shared`)."""
    try:
        with Path(path).open("rb") as f:
            raw = f.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"cannot read the file: {exc.strerror or exc}") from None
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(f"the file is larger than {MAX_RECORD_BYTES >> 20} MB: not a record")
    try:
        text = decode_text(raw)
    except JsonTextError as exc:
        raise RecordError(str(exc)) from None
    return parse_shared(text)


def load_game_or_round(path: str | os.PathLike[str]) -> tuple[GameRecord, int | None]:
    """Read a record file or a saved round at ``path`` (see :func:`parse_game_or_round`)."""
    shared = load_shared(path)
    return shared.record, shared.round_index


def record_json(rec: GameRecord) -> str:
    """The record as pretty JSON: one line per field, per round of ``deals``, and in
    ``actions`` one line per bidding round and per trick."""
    data = rec.model_dump(mode="json")
    lines = ["{"]
    fields: list[str] = []

    def dump(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    for key in ("format", "rules", "players", "first_dealer", "seed", "deals", "actions"):
        value = data[key]
        if key in ("seed", "deals") and value is None:
            continue
        if key == "rules" and isinstance(value, dict):
            body = json.dumps(value, ensure_ascii=False, indent=2).replace("\n", "\n  ")
            fields.append(f'  "rules": {body}')
        elif key == "deals":
            rows = ",\n".join(f"    {dump(d)}" for d in value)
            fields.append(f'  "deals": [\n{rows}\n  ]')
        elif key == "actions":
            if not value:
                fields.append('  "actions": []')
                continue
            groups = _action_groups(rec)
            rows = ",\n".join("    " + ", ".join(dump(a) for a in g) for g in groups)
            fields.append(f'  "actions": [\n{rows}\n  ]')
        else:
            fields.append(f"  {dump(key)}: {dump(value)}")
    lines.append(",\n".join(fields))
    lines.append("}")
    return "\n".join(lines) + "\n"


def _action_groups(rec: GameRecord) -> list[list[str]]:
    """The actions split where bidding ends and where each trick ends (found by replaying);
    after an illegal action, in lines of a few."""
    groups: list[list[str]] = []
    current: list[str] = []
    try:
        state: GameState | None = start_state(rec)
    except RecordError:
        state = None
    for text in rec.actions:
        current.append(text)
        if state is None:
            if len(current) == _ACTIONS_PER_LINE:
                groups.append(current)
                current = []
            continue
        before = (state.round_index, state.phase, len(state.tricks_done))
        try:
            state.apply(parse_action(text))
        except (IllegalActionError, DealError, ActionParseError):
            state = None
            groups.append(current)
            current = []
            continue
        if (state.round_index, state.phase, len(state.tricks_done)) != before:
            groups.append(current)
            current = []
    if current:
        groups.append(current)
    return groups


def save_record(rec: GameRecord, path: str | os.PathLike[str]) -> None:
    """Write the record to ``path`` as pretty JSON (UTF-8)."""
    Path(path).write_text(record_json(rec), encoding="utf-8")


# -- from a record to a game -----------------------------------------------------------------


def record_rules(rec: GameRecord) -> Rules:
    """The rules of a record: the preset it names, or its own rules object."""
    if isinstance(rec.rules, Rules):
        return rec.rules
    try:
        return get_preset(rec.rules)
    except RulesError as exc:
        raise RecordError(str(exc), "rules") from None


def start_state(rec: GameRecord) -> GameState:
    """The game of a record as dealt, before any action."""
    rules = record_rules(rec)
    n = len(rec.players)
    try:
        if rec.deals is not None:
            first = rec.first_dealer if rec.first_dealer is not None else 0
            return GameState.new(
                rules, n, first_dealer=first, deals=[d.to_deal() for d in rec.deals]
            )
        seed = rec.seed if rec.seed is not None else 0
        return GameState.new(rules, n, seed=seed, first_dealer=rec.first_dealer)
    except DealError as exc:
        raise RecordError(str(exc), "deals") from None
    except RulesError as exc:
        raise RecordError(str(exc)) from None


@dataclass(frozen=True, slots=True)
class IllegalAction:
    """The first action of a record the rules refuse."""

    #: Its position in ``actions``, counted from 1.
    index: int
    #: Its text in the record.
    text: str
    #: The seat that was to move (-1 once the game is over).
    seat: int
    #: Why it is illegal, and the short id of the broken rule.
    message: str
    rule: str

    def describe(self) -> str:
        """``action 17 (bid 2) is illegal: the hook forbids 2: the bids would total 5 [hook]``"""
        return f"action {self.index} ({self.text}) is illegal: {self.message} [{self.rule}]"


@dataclass(frozen=True, slots=True)
class ReplayResult:
    """What replaying a record gave: the state after the last legal action, how many actions
    were applied, the first illegal action if any, and every event in order."""

    record: GameRecord
    state: GameState
    applied: int
    illegal: IllegalAction | None
    events: tuple[Event, ...]

    @property
    def status(self) -> Literal["finished", "unfinished", "illegal"]:
        """``finished``: the game is over; ``unfinished``: the actions stop before the end
        (that is allowed); ``illegal``: an action was refused."""
        if self.illegal is not None:
            return "illegal"
        return "finished" if self.state.is_over else "unfinished"

    @property
    def legal(self) -> bool:
        """True when every action of the record was legal."""
        return self.illegal is None


def replay(rec: GameRecord) -> ReplayResult:
    """Play the record's actions one by one, stopping at the first illegal one.

    Raises :class:`RecordError` if the game cannot even be set up (or a later deal turns out
    unplayable); an illegal action is not an error but part of the result."""
    state = start_state(rec)
    events: list[Event] = list(state.opening_events)
    for i, text in enumerate(rec.actions, start=1):
        try:
            action = parse_action(text)
        except ActionParseError as exc:
            raise RecordError(str(exc), f"actions[{i - 1}]") from None
        seat = state.to_move
        try:
            events.extend(state.apply(action))
        except IllegalActionError as exc:
            bad = IllegalAction(i, text, seat, str(exc), exc.rule)
            return ReplayResult(rec, state, i - 1, bad, tuple(events))
        except DealError as exc:
            raise RecordError(str(exc), "deals") from None
    return ReplayResult(rec, state, len(rec.actions), None, tuple(events))


def resume(rec: GameRecord) -> GameState:
    """The game of a record after all its actions, to play on; :class:`RecordError` if an
    action is illegal."""
    result = replay(rec)
    if result.illegal is not None:
        raise RecordError(result.illegal.describe(), f"actions[{result.illegal.index - 1}]")
    return result.state


# -- from a game to a record -----------------------------------------------------------------


def preset_id(rules: Rules) -> str | None:
    """The id of the preset these rules are exactly, else None."""
    preset = PRESETS.get(rules.name)
    return rules.name if preset is not None and preset == rules else None


def record_from_state(
    state: GameState, names: Sequence[str], actions: Iterable[Action | str]
) -> GameRecord:
    """The record of the game ``state`` belongs to, with the actions taken since its deal.

    The rules are written as a preset id when they are exactly a preset, else in full; the
    first dealer is always written; the seed, or the explicit deals when the game was started
    with them."""
    if len(names) != state.players:
        raise ValueError(f"{len(names)} names for {state.players} players")
    rules: str | Rules = preset_id(state.rules) or state.rules
    texts = [a if isinstance(a, str) else action_text(a) for a in actions]
    common: dict[str, Any] = {
        "format": FORMAT,
        "rules": rules,
        "players": list(names),
        "first_dealer": state.first_dealer,
        "actions": texts,
    }
    if state.deals is not None:
        deals = [DealRecord.from_deal(d).model_dump() for d in state.deals]
        return GameRecord.model_validate({**common, "deals": deals})
    return GameRecord.model_validate({**common, "seed": state.seed})


def _shared_text(action: Action) -> str:
    """The action's text, one string object for every time it is played: a record keeps
    hundreds of them, and a server keeps a record per room (about 50 bytes an action
    otherwise)."""
    return sys.intern(action_text(action))


class GameRecorder:
    """Keeps the record of a game played in code.

    Start it on a freshly dealt state and take every action through :meth:`apply` (or apply
    them yourself and :meth:`note` each one); :meth:`record` gives the record so far."""

    def __init__(self, state: GameState, names: Sequence[str] | None = None) -> None:
        if state.round_index != 0 or state.history or any(b is not None for b in state.bids):
            raise ValueError("start recording a game before its first action")
        if state.phase is not Phase.BID:
            raise ValueError("start recording a game before its first action")
        self.state = state
        self.names = (
            list(names) if names is not None else [f"Player {i + 1}" for i in range(state.players)]
        )
        if len(self.names) != state.players:
            raise ValueError(f"{len(self.names)} names for {state.players} players")
        self.actions: list[str] = []

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` to the game (checked) and record it."""
        events = self.state.apply(action)
        self.actions.append(_shared_text(action))
        return events

    def note(self, action: Action) -> None:
        """Record an action the caller has already applied to :attr:`state`."""
        self.actions.append(_shared_text(action))

    def record(self) -> GameRecord:
        """The record of the game so far."""
        return record_from_state(self.state, self.names, self.actions)

    def undo(self, count: int = 1) -> GameState:
        """Take back the last ``count`` actions: the game is rebuilt from the record and
        :attr:`state` is replaced (earlier references to it are stale)."""
        if not 0 <= count <= len(self.actions):
            raise ValueError(f"cannot take back {count} of {len(self.actions)} actions")
        self.actions = self.actions[: len(self.actions) - count]
        self.state = resume(self.record())
        return self.state
