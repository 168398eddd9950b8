"""The custom-rules editor's model: every rule option of PRODUCT §2 as a control, pure data,
no pygame.

The editor starts from a preset's (or a saved rule set's) :class:`~game.core.rules.Rules` and
changes one control at a time. Each change returns a new :class:`RulesEditor`; the model never
mutates. The screen draws :meth:`RulesEditor.controls` grouped as issue 15 says (deck and
players · hand sizes · trump · bidding · play · scoring · Excuse) and shows
:meth:`RulesEditor.problems` next to the controls they name::

    editor = RulesEditor.start(get_preset("classic"))
    editor = editor.set("sequence", Sequence.DOWN_UP).set("must_trump", True)
    for control in editor.controls():          # id, group, kind, values, value, applies
        ...                                    # label: t(control.label_key)
    for problem in editor.problems(players=4): # the core's own words, and where
        ...
    if editor.playable(4):
        rules = editor.rules()                 # exactly the Rules the core will play

Two principles keep every offered combination playable or explained:

* **a control that does not apply holds its neutral value** (switching to the tarot deck sets
  the trump rule to "none" and turns the hook on; leaving the custom sequence empties its
  list...), so a rule the player cannot see can never be the reason a game is refused;
* **refusals are the core's**: :meth:`RulesEditor.problems` builds the rules with
  ``Rules.model_validate`` and asks :meth:`Rules.check_players`, then only says which control
  each message is about. The editor has no validation rules of its own besides the syntax of
  a typed list of hand sizes.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from pydantic import ValidationError

from ..core.errors import RulesError
from ..core.rules import (
    AfterOne,
    Deck,
    Direction,
    EmptyStock,
    ExcuseValue,
    FirstBidder,
    LivesEnd,
    LivesScoring,
    PointsScoring,
    Rules,
    Sequence,
    Trump,
)
from ..core.schedule import finite_schedule

ControlKind = Literal["choice", "toggle", "number", "list"]

#: The groups of issue 15, in the order the screen shows them.
GROUPS: tuple[str, ...] = ("deck", "hands", "trump", "bidding", "play", "scoring", "excuse")

#: The most rounds a typed list of hand sizes may have (a list is typed by a person: past
#: this it is a typing accident, such as ``1 ... 1000``).
MAX_CUSTOM_ROUNDS = 100
#: Points options offer 0 to this; lives options the ranges below. The core allows more
#: lives (99), but a game of 99 lives lost one at a time does not end in an evening.
MAX_POINTS_VALUE = 50
LIVES_START_RANGE = range(1, 51)
LIVES_LOSS_RANGE = range(1, 11)
ZERO_LIMIT_RANGE = range(0, 21)

#: The scoring sub-fields, by control id: (scoring kind, field of that scoring model).
_POINTS_FIELDS = ("exact_bonus", "exact_per_trick", "miss_per_trick", "miss_fixed", "miss_per_diff")
_LIVES_FIELDS = {
    "lives_start": "start",
    "loss_per_diff": "loss_per_diff",
    "lives_end": "end",
    "unit": "unit",
}


class EditorError(ValueError):
    """A change the editor does not offer (an unknown control, a control that does not apply,
    a value outside its choices). The screen only sends offered values, so this is a bug."""


class SizesError(ValueError):
    """A typed list of hand sizes that cannot be used. ``key`` and ``params`` give the
    message in the player's language (``editor.sizes.*``); ``str()`` is the English one."""

    def __init__(self, message: str, key: str, **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params: dict[str, object] = params


@dataclass(frozen=True, slots=True)
class Control:
    """One option as the screen shows it.

    ``values`` are the choices in a stable order (for a ``list`` control: the values one
    element may take). ``reason`` is the i18n key saying why the control does not apply when
    ``applies`` is False; the control then holds its neutral value.
    """

    id: str
    group: str
    kind: ControlKind
    values: tuple[Any, ...]
    value: Any
    applies: bool = True
    reason: str | None = None
    #: Which i18n stem names the control: ``option.<stem>`` (lives fields counted as points
    #: use the points wording).
    stem: str = ""

    @property
    def label_key(self) -> str:
        """The i18n key of the control's name."""
        return f"option.{self.stem or self.id}"

    @property
    def help_key(self) -> str:
        """The i18n key of the control's one-line explanation."""
        return f"option.{self.id}.help"

    def value_key(self, value: Any) -> str | None:
        """The i18n key naming ``value`` (``option.trump.turned-up``), or None for values shown
        as they are (numbers, lists)."""
        if isinstance(value, enum.Enum):
            return f"option.{self.id}.{value.value}"
        if self.id in ("scoring", "unit"):
            return f"option.{self.id}.{value}"
        if value is None:
            return "editor.value.no_cap"
        if self.kind == "toggle":
            return "editor.value.on" if value else "editor.value.off"
        return None


@dataclass(frozen=True, slots=True)
class Problem:
    """Why the rules cannot be played: the core's own ``message``, the controls it is about
    (the first is where the screen shows it) and the player count it concerns, if any."""

    controls: tuple[str, ...]
    message: str
    players: int | None = None
    #: The message in the catalogs (None: only the core's English words) and its numbers.
    key: str | None = None
    params: dict[str, str] = field(default_factory=dict)
    #: Single changes that would make the rules playable, nearest value first: (control,
    #: value) — a cap too big for the largest tables says "the cap to 7, or the most players
    #: to 4" (:meth:`RulesEditor.problems` finds them).
    fixes: tuple[tuple[str, Any], ...] = ()

    @property
    def control(self) -> str:
        """The control to show the message next to ('' if the message was not recognised)."""
        return self.controls[0] if self.controls else ""


# -- typed lists of hand sizes ---------------------------------------------------------------

#: An ellipsis: "…" or two or more dots, alone or stuck to its numbers ("8...1").
_ELLIPSIS = re.compile(r"(\.{2,}|…)")
_SEPARATORS = re.compile(r"[\s,;]+")


def _tokens(text: str) -> list[str]:
    return [token for chunk in _SEPARATORS.split(text) for token in _ELLIPSIS.split(chunk) if token]


def parse_sizes(
    text: str, rules: Rules | None = None, players: int | None = None
) -> tuple[int, ...]:
    """The hand sizes of a typed list: ``"1 2 3 4 5 4 3 2 1"``, ``"10 9 8 ... 1"`` (an
    ellipsis between two numbers fills in the run between them, up or down). Numbers may be
    separated by spaces, commas or semicolons.

    Without ``rules`` only the syntax is checked (whole numbers from 1 to 52). With ``rules``
    each size is checked against what the core deals with that deck: at ``players``, or at
    every player count the rules allow. :class:`SizesError` says what is wrong.
    """
    items: list[int | None] = []  # None marks an ellipsis
    for token in _tokens(text):
        if _ELLIPSIS.fullmatch(token):
            items.append(None)
            continue
        if not token.isdecimal():
            raise SizesError(
                f"{token!r} is not a number of cards", "editor.sizes.not_a_number", token=token
            )
        size = int(token)
        if size < 1:
            raise SizesError("every round deals at least 1 card", "editor.sizes.zero")
        if size > 52:
            raise SizesError(
                f"{size} cards is more than any deck deals", "editor.sizes.too_large", size=size
            )
        items.append(size)
    if not any(i is not None for i in items):
        raise SizesError("give at least one hand size", "editor.sizes.empty")
    sizes: list[int] = []
    for i, item in enumerate(items):
        if item is not None:
            sizes.append(item)
        else:
            before = items[i - 1] if i > 0 else None
            after = items[i + 1] if i + 1 < len(items) else None
            if before is None or after is None:
                raise SizesError(
                    "an ellipsis goes between two numbers, as in 10 9 8 ... 1",
                    "editor.sizes.ellipsis",
                )
            step = 1 if after > before else -1
            sizes.extend(range(before + step, after, step))
        if len(sizes) > MAX_CUSTOM_ROUNDS:
            raise SizesError(
                f"at most {MAX_CUSTOM_ROUNDS} rounds",
                "editor.sizes.too_many_rounds",
                most=MAX_CUSTOM_ROUNDS,
            )
    result = tuple(sizes)
    if rules is not None:
        _check_sizes_fit(result, rules, players)
    return result


def format_sizes(sizes: Iterable[int]) -> str:
    """A list of hand sizes as the text field shows it: ``"1 2 3 2 1"``."""
    return " ".join(str(s) for s in sizes)


def _check_sizes_fit(sizes: tuple[int, ...], rules: Rules, players: int | None) -> None:
    """Ask the core whether its deck deals every size at ``players`` (or at every count the
    rules allow), and turn its refusal into a :class:`SizesError`."""
    counts = [players] if players is not None else range(rules.min_players, rules.max_players + 1)
    trial = _deck_only(rules.deck, rules.remove_twos, rules.min_players, rules.max_players)
    trial = trial.model_copy(update={"sequence": Sequence.CUSTOM, "custom_sizes": sizes})
    for n in counts:
        try:
            trial.check_players(n)
        except RulesError as exc:
            most = len(trial.deck_cards(n)) // n
            size = next((s for s in sizes if s > most), max(sizes))
            raise SizesError(
                str(exc), "editor.sizes.too_big", size=size, most=most, players=n
            ) from None


def _deck_only(deck: Deck, remove_twos: bool, low: int, high: int) -> Rules:
    """Rules that differ from the defaults only in what decides which cards are dealt (used
    to ask the core how many cards each player can get)."""
    tarot = deck is Deck.TAROT
    return Rules.model_validate(
        {
            "deck": deck,
            "remove_twos": remove_twos and not tarot,
            "trump": Trump.NONE if tarot else Trump.TURNED_UP,
            "min_players": low,
            "max_players": high,
            "bga_table": tarot,
        }
    )


# -- where each refusal of the core belongs --------------------------------------------------

#: Every message :mod:`game.core.rules` can refuse rules with, the controls it is about, and
#: its words in the catalogs (``editor.refusal.<slug>``, with the message's numbers as
#: ``{n0}``, ``{n1}``...: the core speaks English, the screen the player's language).
#: ``tests/play/test_rules_editor.py`` reads the core's source to make sure none is missing.
_WHERE: tuple[tuple[re.Pattern[str], tuple[str, ...], str], ...] = tuple(
    (re.compile(pattern), controls, slug)
    for pattern, controls, slug in (
        (
            r"the minimum number of players \(\d+\) is above the maximum \(\d+\)",
            ("min_players", "max_players"),
            "min_above_max",
        ),
        (
            r"the tarot deck has no suits: its trump option must be 'none'",
            ("deck", "trump"),
            "tarot_no_suits",
        ),
        (r"the hook always applies with the tarot deck \(004\)", ("hook", "deck"), "tarot_hook"),
        (r"removing 2s only applies to the 52-card deck", ("remove_twos", "deck"), "twos_52"),
        (
            r"the tarot deck allows at most 7 players \(BGA table\)",
            ("max_players", "deck"),
            "tarot_seven",
        ),
        (
            r"Tarot Africain is played by 3 to 5 players; 2, 6 or 7 need the BGA table option",
            ("bga_table", "min_players", "max_players"),
            "tarot_africain_players",
        ),
        (r"the tarot cycle needs the tarot deck", ("sequence", "deck"), "cycle_tarot"),
        (r"the Excuse only exists in the tarot deck", ("excuse", "deck"), "excuse_tarot"),
        (r"the 52-card games need at least 3 players", ("min_players", "deck"), "standard_three"),
        (r"a custom sequence needs at least one hand size", ("custom_sizes",), "custom_empty"),
        (
            r"every hand size of a custom sequence must be at least 1",
            ("custom_sizes",),
            "custom_zero",
        ),
        (
            r"hand sizes are listed only with the custom sequence",
            ("custom_sizes", "sequence"),
            "custom_only",
        ),
        (
            r"the tarot cycle never ends by itself: it needs lives scoring, which ends the game",
            ("scoring", "sequence"),
            "cycle_lives",
        ),
        (
            r"the tarot cycle with lives needs the hook: it guarantees that someone loses lives "
            r"every round, so the game ends",
            ("hook", "sequence"),
            "cycle_hook",
        ),
        # Rules.check_players, for one player count:
        (r"\d+ cards cannot be dealt to \d+ players", ("max_players", "deck"), "cannot_deal"),
        (
            r"no card can be dealt to \d+ players with these caps",
            ("max_hand", "empty_stock"),
            "caps_nothing",
        ),
        (
            r"a hand of \d+ cards is too many: \d+ cards give at most \d+ each to \d+ players",
            ("custom_sizes",),
            "hand_too_big",
        ),
        (
            r"a start size of \d+ cards is too many for \d+ players with \d+ cards",
            ("sequence", "short_cycle", "max_hand"),
            "start_too_big",
        ),
        (
            r"a cap of \d+ cards is more than the deck allows: \d+ cards give at most \d+ each "
            r"to \d+ players",
            ("max_hand",),
            "cap_too_big",
        ),
    )
)
_PLAYED_BY = re.compile(r"is played by (\d+) to (\d+) players, not (\d+)$")

#: The refusals about hands too big for the largest tables, and the controls whose change
#: alone can fix them (the cap itself, fewer players at most).
_FIX_WITH: dict[str, tuple[str, ...]] = {
    "editor.refusal.cap_too_big": ("max_hand", "max_players"),
    "editor.refusal.caps_nothing": ("max_players",),
    "editor.refusal.hand_too_big": ("max_players",),
    "editor.refusal.start_too_big": ("max_players",),
    "editor.refusal.cannot_deal": ("max_players",),
}

#: Field names of the core's validation errors → control ids.
_FIELD_CONTROL = {"start": "lives_start", "end": "lives_end"}


def locate(message: str, players: int | None = None) -> list[Problem]:
    """Split one refusal of the core into its messages, each with the controls it is about.

    The core joins several problems with ``"; "`` (and one of its messages contains ``"; "``
    itself), so the known messages are found by pattern rather than by splitting."""
    played = _PLAYED_BY.search(message)
    if played:
        low, high, n = (int(g) for g in played.groups())
        control = "min_players" if n < low else "max_players"
        params = {"n0": str(low), "n1": str(high), "n2": str(n)}
        return [Problem((control,), message, players, "editor.refusal.played_by", params)]
    found: list[tuple[int, Problem]] = []
    rest = message
    for pattern, controls, slug in _WHERE:
        for match in pattern.finditer(message):
            numbers = re.findall(r"\d+", match.group(0))
            params = {f"n{i}": n for i, n in enumerate(numbers)}
            problem = Problem(controls, match.group(0), players, f"editor.refusal.{slug}", params)
            found.append((match.start(), problem))
            rest = rest.replace(match.group(0), "")
    if rest.strip(" ;"):
        # A message this table does not know yet: still shown, next to the Start button.
        found.append((len(message), Problem((), rest.strip(" ;"), players)))
    return [p for _, p in sorted(found, key=lambda item: item[0])]


def _validation_problems(exc: ValidationError) -> list[Problem]:
    out: list[Problem] = []
    for error in exc.errors():
        ctx = error.get("ctx") or {}
        if error["type"] == "value_error" and "error" in ctx:
            out += locate(str(ctx["error"]))
            continue
        loc = [str(part) for part in error["loc"] if str(part) not in ("points", "lives")]
        name = loc[-1] if loc else ""
        out.append(Problem((_FIELD_CONTROL.get(name, name),), f"{name}: {error['msg']}"))
    return out


# -- the model -------------------------------------------------------------------------------


def _player_bounds(data: Mapping[str, Any]) -> tuple[int, int]:
    """The player counts the core accepts at all with this deck (rules.py's validator)."""
    if data["deck"] is Deck.TAROT:
        return (2, 7) if data["bga_table"] else (3, 5)
    return 3, 8


def _deck_size(data: Mapping[str, Any], players: int) -> int:
    low, high = _player_bounds(data)
    return len(_deck_only(data["deck"], data["remove_twos"], low, high).deck_cards(players))


def _scoring_kind(data: Mapping[str, Any]) -> str:
    return str(data["scoring"]["kind"])


@dataclass(frozen=True, slots=True)
class _Spec:
    """How one control is read from the draft: its group, kind, choices and whether it
    applies (None) or why not (an i18n key)."""

    group: str
    kind: ControlKind
    values: Callable[[Mapping[str, Any]], tuple[Any, ...]]
    reason: Callable[[Mapping[str, Any]], str | None]


def _always(_: Mapping[str, Any]) -> str | None:
    return None


def _suits(data: Mapping[str, Any]) -> str | None:
    return "editor.reason.no_suits" if data["deck"] is Deck.TAROT else None


def _tarot_only(data: Mapping[str, Any]) -> str | None:
    return "editor.reason.tarot_only" if data["deck"] is not Deck.TAROT else None


def _tarot_cycle(data: Mapping[str, Any]) -> str | None:
    return (
        "editor.reason.tarot_cycle_only" if data["sequence"] is not Sequence.TAROT_CYCLE else None
    )


def _points(data: Mapping[str, Any]) -> str | None:
    return "editor.reason.points_only" if _scoring_kind(data) != "points" else None


def _lives(data: Mapping[str, Any]) -> str | None:
    return "editor.reason.lives_only" if _scoring_kind(data) != "lives" else None


def _enum(kind: type[enum.Enum]) -> Callable[[Mapping[str, Any]], tuple[Any, ...]]:
    members = tuple(kind)
    return lambda _: members


def _fixed(values: Iterable[Any]) -> Callable[[Mapping[str, Any]], tuple[Any, ...]]:
    frozen = tuple(values)
    return lambda _: frozen


_TOGGLE = _fixed((False, True))


def _min_values(data: Mapping[str, Any]) -> tuple[int, ...]:
    low, high = _player_bounds(data)
    return tuple(range(low, min(high, data["max_players"]) + 1))


def _max_values(data: Mapping[str, Any]) -> tuple[int, ...]:
    low, high = _player_bounds(data)
    return tuple(range(max(low, data["min_players"]), high + 1))


def _sequences(data: Mapping[str, Any]) -> tuple[Sequence, ...]:
    if data["deck"] is Deck.TAROT:
        return tuple(Sequence)
    return tuple(s for s in Sequence if s is not Sequence.TAROT_CYCLE)


def _largest_hand(data: Mapping[str, Any]) -> int:
    """The most cards one player can get at the smallest table of the range."""
    low = int(data["min_players"])
    return _deck_size(data, low) // low


def _caps(data: Mapping[str, Any]) -> tuple[int | None, ...]:
    return (None, *range(1, _largest_hand(data) + 1))


def _element_sizes(data: Mapping[str, Any]) -> tuple[int, ...]:
    return tuple(range(1, _largest_hand(data) + 1))


def _max_hand_reason(data: Mapping[str, Any]) -> str | None:
    return "editor.reason.custom_list" if data["sequence"] is Sequence.CUSTOM else None


def _custom_reason(data: Mapping[str, Any]) -> str | None:
    return "editor.reason.custom_only" if data["sequence"] is not Sequence.CUSTOM else None


def _short_cycle_reason(data: Mapping[str, Any]) -> str | None:
    if (why := _tarot_cycle(data)) is not None:
        return why
    # The short cycle is a 3-player rule (004): at other counts it changes nothing.
    if not data["min_players"] <= 3 <= data["max_players"]:
        return "editor.reason.three_players"
    return None


def _empty_stock_reason(data: Mapping[str, Any]) -> str | None:
    if (why := _suits(data)) is not None:
        return why
    return "editor.reason.no_turned_card" if data["trump"] is not Trump.TURNED_UP else None


def _must_trump_reason(data: Mapping[str, Any]) -> str | None:
    if (why := _suits(data)) is not None:
        return why
    return "editor.reason.no_trump" if data["trump"] is Trump.NONE else None


def _hook_reason(data: Mapping[str, Any]) -> str | None:
    return "editor.reason.hook_tarot" if data["deck"] is Deck.TAROT else None


def _zero_limit_reason(data: Mapping[str, Any]) -> str | None:
    return "editor.reason.quick5" if data["sequence"] is Sequence.QUICK5 else None


def _excuse_reason(data: Mapping[str, Any]) -> str | None:
    return "editor.reason.no_excuse" if data["deck"] is not Deck.TAROT else None


_POINTS_VALUES = _fixed(range(0, MAX_POINTS_VALUE + 1))

#: Every control, in the order the screen shows them within their group.
_SPECS: dict[str, _Spec] = {
    # deck and players
    "deck": _Spec("deck", "choice", _enum(Deck), _always),
    "min_players": _Spec("deck", "number", _min_values, _always),
    "max_players": _Spec("deck", "number", _max_values, _always),
    "bga_table": _Spec("deck", "toggle", _TOGGLE, _tarot_only),
    "remove_twos": _Spec("deck", "toggle", _TOGGLE, _suits),
    # hand sizes
    "sequence": _Spec("hands", "choice", _sequences, _always),
    "max_hand": _Spec("hands", "number", _caps, _max_hand_reason),
    "custom_sizes": _Spec("hands", "list", _element_sizes, _custom_reason),
    "short_cycle": _Spec("hands", "toggle", _TOGGLE, _short_cycle_reason),
    "after_one": _Spec("hands", "choice", _enum(AfterOne), _tarot_cycle),
    # trump
    "trump": _Spec("trump", "choice", _enum(Trump), _suits),
    "empty_stock": _Spec("trump", "choice", _enum(EmptyStock), _empty_stock_reason),
    # bidding
    "first_bidder": _Spec("bidding", "choice", _enum(FirstBidder), _always),
    "hook": _Spec("bidding", "toggle", _TOGGLE, _hook_reason),
    "zero_limit": _Spec("bidding", "number", _fixed(ZERO_LIMIT_RANGE), _zero_limit_reason),
    "blind_round": _Spec("bidding", "toggle", _TOGGLE, _always),
    # play
    "direction": _Spec("play", "choice", _enum(Direction), _always),
    "must_trump": _Spec("play", "toggle", _TOGGLE, _must_trump_reason),
    # scoring
    "scoring": _Spec("scoring", "choice", _fixed(("points", "lives")), _always),
    **{name: _Spec("scoring", "number", _POINTS_VALUES, _points) for name in _POINTS_FIELDS},
    "lives_start": _Spec("scoring", "number", _fixed(LIVES_START_RANGE), _lives),
    "loss_per_diff": _Spec("scoring", "number", _fixed(LIVES_LOSS_RANGE), _lives),
    "lives_end": _Spec("scoring", "choice", _enum(LivesEnd), _lives),
    "unit": _Spec("scoring", "choice", _fixed(("lives", "points")), _lives),
    # the Excuse
    "excuse": _Spec("excuse", "choice", _enum(ExcuseValue), _excuse_reason),
}

#: Every control id, in the screen's order.
CONTROL_IDS: tuple[str, ...] = tuple(_SPECS)


def _read(data: Mapping[str, Any], control: str) -> Any:
    if control in _POINTS_FIELDS:
        return data["scoring"].get(control, getattr(PointsScoring(), control))
    if control in _LIVES_FIELDS:
        name = _LIVES_FIELDS[control]
        return data["scoring"].get(name, getattr(LivesScoring(), name))
    if control == "scoring":
        return _scoring_kind(data)
    return data[control]


def _draft_of(rules: Rules) -> dict[str, Any]:
    """The editable data of ``rules``: its fields as Python values (enums kept), the scoring
    as a plain dict with its ``kind``, without the name (the editor decides it)."""
    data = {name: getattr(rules, name) for name in Rules.model_fields if name != "name"}
    data["scoring"] = rules.scoring.model_dump()
    return data


@dataclass(frozen=True, slots=True)
class RulesEditor:
    """The editor's state: the rules it started from and the options as edited so far.

    Build one with :meth:`start`; every :meth:`set` returns a new editor."""

    base: Rules
    _draft: Mapping[str, Any] = field(repr=False)
    #: The last scoring of each kind, so that points → lives → points gives the points back.
    _scorings: Mapping[str, Mapping[str, Any]] = field(repr=False)

    @classmethod
    def start(cls, rules: Rules) -> RulesEditor:
        """An editor showing ``rules`` unchanged (a preset or a saved rule set)."""
        draft = _draft_of(rules)
        return cls(rules, draft, {_scoring_kind(draft): draft["scoring"]})

    # -- reading ---------------------------------------------------------------------------

    @property
    def changed(self) -> bool:
        """True once the options differ from the rules the editor started from."""
        return dict(self._draft) != _draft_of(self.base)

    @property
    def name(self) -> str:
        """The name the built rules carry: the starting rules' own (a preset id, a rule set's
        name) while nothing changed, else ``custom``. Records write rules equal to a preset
        as its id, so an unchanged preset stays that preset."""
        return self.base.name if not self.changed else "custom"

    def value(self, control: str) -> Any:
        """The current value of one control."""
        self._spec(control)
        return _read(self._draft, control)

    def control(self, control: str) -> Control:
        """One control as the screen shows it."""
        spec = self._spec(control)
        reason = spec.reason(self._draft)
        stem = control
        if control in ("lives_start", "loss_per_diff") and _read(self._draft, "unit") == "points":
            stem = "points_start" if control == "lives_start" else "points_loss_per_diff"
        return Control(
            id=control,
            group=spec.group,
            kind=spec.kind,
            values=spec.values(self._draft),
            value=_read(self._draft, control),
            applies=reason is None,
            reason=reason,
            stem=stem,
        )

    def controls(self, group: str | None = None) -> list[Control]:
        """Every control (or those of one group), in the screen's order."""
        return [self.control(c) for c in CONTROL_IDS if group is None or _SPECS[c].group == group]

    def groups(self) -> list[tuple[str, list[Control]]]:
        """The controls by group, in the order of :data:`GROUPS` (i18n: ``editor.group.<id>``)."""
        return [(g, self.controls(g)) for g in GROUPS]

    # -- changing --------------------------------------------------------------------------

    def set(self, control: str, value: Any) -> RulesEditor:
        """A new editor with ``control`` set to ``value`` (one of the control's values; for
        ``custom_sizes`` a sequence of sizes or the typed text, see :func:`parse_sizes`).

        Controls that stop applying are put back to their neutral value, so that what the
        player cannot see never refuses the game. :class:`EditorError` for a change the
        editor does not offer; :class:`SizesError` for a list that cannot be read."""
        current = self.control(control)
        if not current.applies:
            raise EditorError(f"{control} does not apply to these rules ({current.reason})")
        if control == "custom_sizes":
            value = parse_sizes(value) if isinstance(value, str) else tuple(value)
            if not value or not all(type(s) is int and 1 <= s <= 52 for s in value):
                raise EditorError(f"custom sizes must be 1 to 52 cards, not {value!r}")
        elif isinstance(value, bool) != (current.kind == "toggle") or value not in current.values:
            # (True == 1: a toggle takes only booleans, and nothing else takes one.)
            raise EditorError(f"{value!r} is not a choice of {control}: {current.values}")
        draft = dict(self._draft)
        scorings = dict(self._scorings)
        if control == "scoring":
            if value != _scoring_kind(draft):
                scorings[_scoring_kind(draft)] = draft["scoring"]
                draft["scoring"] = dict(scorings.get(value) or self._fresh_scoring(value))
        elif control in _POINTS_FIELDS:
            draft["scoring"] = {**draft["scoring"], control: value}
        elif control in _LIVES_FIELDS:
            draft["scoring"] = {**draft["scoring"], _LIVES_FIELDS[control]: value}
        else:
            draft[control] = value
        _settle(draft, self._draft)
        return RulesEditor(self.base, draft, scorings)

    def reset(self) -> RulesEditor:
        """Back to the rules the editor started from."""
        return RulesEditor.start(self.base)

    def _fresh_scoring(self, kind: str) -> dict[str, Any]:
        """Scoring of ``kind`` when none was edited yet: the starting rules' if they are of
        that kind, else the core's defaults."""
        if self.base.scoring.kind == kind:
            return self.base.scoring.model_dump()
        return (PointsScoring() if kind == "points" else LivesScoring()).model_dump()

    # -- the result ------------------------------------------------------------------------

    def rules(self) -> Rules:
        """The rules as edited, built and validated by the core; :class:`RulesError` with the
        core's message when they cannot be built. (Whether they suit a number of players is
        :meth:`problems`' business.)"""
        try:
            return Rules.model_validate({**self._draft, "name": self.name})
        except ValidationError as exc:
            raise RulesError("; ".join(p.message for p in _validation_problems(exc))) from None

    def problems(self, players: int | None = None) -> list[Problem]:
        """Every refusal of the core, each with the controls it is about: the rules first,
        then the number of players (``players``, or every count the rules allow). A hand too
        big for the largest tables also says which single changes would fix it
        (:attr:`Problem.fixes`)."""
        found = self._problems(players)
        fixes: dict[str | None, tuple[tuple[str, Any], ...]] = {}
        out: list[Problem] = []
        for p in found:
            if p.key in _FIX_WITH:
                if p.key not in fixes:
                    fixes[p.key] = self._fixes(_FIX_WITH[p.key], players)
                p = replace(p, fixes=fixes[p.key])
            out.append(p)
        return out

    def _fixes(self, controls: tuple[str, ...], players: int | None) -> tuple[tuple[str, Any], ...]:
        """For each of ``controls`` that applies, the value nearest to its current one with
        which the rules play (at ``players``, or at every count they allow), if any."""
        out: list[tuple[str, Any]] = []
        for cid in controls:
            control = self.control(cid)
            if not control.applies or (cid == "max_players" and players is not None):
                continue  # at a table already chosen, the range is not the problem
            current = control.value
            values = [v for v in control.values if v is not None and v != current]
            if isinstance(current, int):
                values.sort(key=lambda v: (abs(v - current), v))
            for value in values:
                try:
                    trial = self.set(cid, value)
                except (EditorError, SizesError):
                    continue
                if not trial._problems(players):
                    out.append((cid, value))
                    break
        return tuple(out)

    def _problems(self, players: int | None) -> list[Problem]:
        try:
            rules = Rules.model_validate({**self._draft, "name": self.name})
        except ValidationError as exc:
            return _validation_problems(exc)
        counts = (
            [players] if players is not None else range(rules.min_players, rules.max_players + 1)
        )
        out: list[Problem] = []
        for n in counts:
            try:
                rules.check_players(n)
            except RulesError as exc:
                out += locate(str(exc), n)
        return out

    def playable(self, players: int | None = None) -> bool:
        """True when the core plays these rules at ``players`` (or at every count the rules
        allow): the Start button's state."""
        return not self.problems(players)

    def sizes_problem(self, text: str, players: int | None = None) -> SizesError | None:
        """The problem of a list of hand sizes as it is typed (None when it is fine), checked
        against the deck of the rules being edited."""
        low, high = _player_bounds(self._draft)
        trial = _deck_only(
            self._draft["deck"],
            self._draft["remove_twos"],
            max(low, min(self._draft["min_players"], high)),
            min(high, max(self._draft["max_players"], low)),
        )
        try:
            parse_sizes(text, trial, players)
        except SizesError as exc:
            return exc
        return None

    def _spec(self, control: str) -> _Spec:
        try:
            return _SPECS[control]
        except KeyError:
            raise EditorError(f"no control {control!r}: the controls are {CONTROL_IDS}") from None


def _settle(draft: dict[str, Any], before: Mapping[str, Any]) -> None:
    """Put every control that no longer applies back to its neutral value, and keep the player
    range inside what the deck allows (in place)."""
    tarot = draft["deck"] is Deck.TAROT
    if tarot:
        # No suits (004): the core requires trump "none" and the hook.
        draft.update(trump=Trump.NONE, remove_twos=False, must_trump=False, hook=True)
    else:
        draft.update(excuse=ExcuseValue.ZERO, bga_table=False)
        if draft["sequence"] is Sequence.TAROT_CYCLE:
            draft["sequence"] = Sequence.UP_DOWN
    low, high = _player_bounds(draft)
    draft["min_players"] = max(low, min(draft["min_players"], high))
    draft["max_players"] = max(draft["min_players"], min(high, max(draft["max_players"], low)))
    if draft["trump"] is not Trump.TURNED_UP:
        draft["empty_stock"] = EmptyStock.NO_TRUMP
    if draft["trump"] is Trump.NONE:
        draft["must_trump"] = False
    if draft["sequence"] is Sequence.CUSTOM:
        draft["max_hand"] = None
        if not draft["custom_sizes"]:
            draft["custom_sizes"] = _sizes_to_start_from(before)
    else:
        draft["custom_sizes"] = ()
    if draft["sequence"] is not Sequence.TAROT_CYCLE:
        draft.update(short_cycle=False, after_one=AfterOne.RESTART)
    if _short_cycle_reason(draft) is not None:
        draft["short_cycle"] = False
    if draft["sequence"] is Sequence.QUICK5:
        draft["zero_limit"] = 0


def _sizes_to_start_from(before: Mapping[str, Any]) -> tuple[int, ...]:
    """A new custom list starts as the sizes the previous sequence dealt at the largest table
    (so it is dealable at every count), for the player to edit."""
    try:
        rules = Rules.model_validate(dict(before))
        most = rules.max_players
        if rules.sequence is Sequence.TAROT_CYCLE:
            return tuple(range(rules.start_size(most), 0, -1))
        sizes = tuple(finite_schedule(rules, most, seed=0))
    except (ValidationError, RulesError, ValueError):
        sizes = ()
    return sizes[:MAX_CUSTOM_ROUNDS] or (1, 2, 3, 2, 1)


__all__ = [
    "CONTROL_IDS",
    "GROUPS",
    "MAX_CUSTOM_ROUNDS",
    "Control",
    "ControlKind",
    "EditorError",
    "Problem",
    "RulesEditor",
    "SizesError",
    "format_sizes",
    "locate",
    "parse_sizes",
]
