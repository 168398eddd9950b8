"""Learn to play: short guided lessons on crafted deals (PRODUCT §3 "Learn to play").

A lesson is data. :class:`Lesson` holds a crafted game — the rules, the players, explicit
deals and every action of the game in order (the opponents' moves are scripted, the player's
are what the lesson asks for) — and the :class:`Step` list the player goes through: a text to
read (then Next), or a move to make. For a move the step names the action it expects (or any
legal one), the lesson's sentence for a move the rules refuse (said after the rule the core
names) and for a legal move that is not the lesson's, and what the screen outlines.

:class:`LessonTable` plays a lesson behind the :class:`game.play.table.Table` protocol, so the
real table screen, its show and its view display it: the opponents play their scripted moves
at a bot's pace and stop where the next step waits; the player's input is awaited only at a
step that asks for a move; a wrong move is explained (:attr:`LessonTable.explanation`) and
changes nothing. It draws nothing and imports no pygame, so a lesson can be tested without a
window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from ..core.actions import HIDDEN, Action, parse_action
from ..core.cards import parse_card, parse_cards
from ..core.errors import IllegalActionError
from ..core.events import Event
from ..core.observation import observe
from ..core.presets import CLASSIC, TAROT_AFRICAIN
from ..core.records import GameRecord, GameRecorder
from ..core.rules import Rules
from ..core.state import Deal, GameState, Phase
from ..i18n import has_key, refusal, t
from .table import Hint, OneSeatFlow, Refusal, TableFlow, TableUpdate

#: Seconds a scripted opponent seems to think before a bid or a card (normal speed).
BID_PAUSE = 0.6
PLAY_PAUSE = 0.45

#: What a step may outline on the table: the hand, a card of the hand (``card:KH``), the
#: trump card, the bid panel, the trick, the scoreboard, the other seats' cards, a seat.
HIGHLIGHTS = ("hand", "trump", "bids", "trick", "board", "fans")


class StepKind(StrEnum):
    """What a step waits for."""

    #: The player reads, then presses Next (the opponents wait too).
    READ = "read"
    #: The player makes a move at the table.
    DO = "do"


@dataclass(frozen=True, slots=True)
class Step:
    """One moment of a lesson. ``at`` is how many actions of the game have been taken when
    it comes: the opponents play their scripted moves up to it, then wait."""

    #: The text's catalog key (``lesson.<lesson>.<name>``); a move's step may have
    #: ``<key>.wrong`` (a legal move that is not the lesson's) and ``<key>.illegal`` (said
    #: after the rule that refuses a move).
    key: str
    at: int
    kind: StepKind = StepKind.READ
    #: A move's step: the action the lesson asks for (None: any legal action).
    expect: Action | None = None
    #: What to outline on the table (names of :data:`HIGHLIGHTS`, ``card:<code>``,
    #: ``seat:<n>``).
    highlight: tuple[str, ...] = ()
    #: Shown over the round's summary, which waits for Next.
    round_end: bool = False

    @property
    def acts(self) -> bool:
        """The player makes a move at this step."""
        return self.kind is StepKind.DO

    @property
    def wrong_key(self) -> str:
        """The lesson's sentence for a legal move that is not the one asked for."""
        key = f"{self.key}.wrong"
        return key if has_key(key) else "lesson.not_the_lesson"

    @property
    def illegal_key(self) -> str:
        """The lesson's sentence said after the rule that refuses a move."""
        key = f"{self.key}.illegal"
        return key if has_key(key) else "lesson.try_again"


@dataclass(frozen=True, slots=True)
class Lesson:
    """A crafted game and the steps that walk the player through it."""

    #: ``rikiki`` or ``tarot``: the catalog keys are ``lesson.<id>.*``.
    id: str
    rules: Rules
    #: The players' names by seat; the player's own seat is named by the catalog ("You").
    names: tuple[str, ...]
    #: The player's seat.
    seat: int
    first_dealer: int
    deals: tuple[Deal, ...]
    #: Every action of the game in order, whoever takes it.
    script: tuple[Action, ...]
    steps: tuple[Step, ...]

    @property
    def title_key(self) -> str:
        """The lesson's name."""
        return f"lesson.{self.id}.name"

    @property
    def interactions(self) -> int:
        """How many times the player acts to go through the lesson (a Next or a move each
        step), wrong moves aside."""
        return len(self.steps)

    def new_state(self) -> GameState:
        """The lesson's game, dealt and waiting for its first action."""
        return GameState.new(
            self.rules, len(self.names), first_dealer=self.first_dealer, deals=self.deals
        )


# -- building lessons --------------------------------------------------------------------------


def _deal(*hands: str, turned: str | None = None) -> Deal:
    return Deal(
        hands=tuple(tuple(parse_cards(h)) for h in hands),
        turned=parse_card(turned) if turned else None,
    )


def _script(text: str) -> tuple[Action, ...]:
    """Actions from their text forms, comma separated: ``"bid 1, KH, ??"``."""
    return tuple(parse_action(a) for a in text.split(","))


def _read(lesson: str, name: str, at: int, *show: str, round_end: bool = False) -> Step:
    return Step(f"lesson.{lesson}.{name}", at, StepKind.READ, None, show, round_end)


def _do(lesson: str, name: str, at: int, expect: str | None, *show: str) -> Step:
    action = parse_action(expect) if expect is not None else None
    return Step(f"lesson.{lesson}.{name}", at, StepKind.DO, action, show)


#: The opponents, in both languages.
OPPONENTS = ("Léa", "Marc", "Inès")


def rikiki_lesson() -> Lesson:
    """Rikiki at four, one round of four cards, the player deals: the hand, the trump card,
    bidding last under the dealer's rule, following suit, winning a trick, leading,
    trumping when void, the exact bid and the score."""
    r = "rikiki"
    return Lesson(
        id=r,
        rules=CLASSIC,
        names=("", *OPPONENTS),
        seat=0,
        first_dealer=0,
        deals=(_deal("KH 7H 3D 4S", "5H AH 8D 2C", "9H AD KC TC", "2H 6D QC 3C", turned="TS"),),
        script=_script(
            "bid 1, bid 1, bid 1, bid 2,"  # 0-3: Léa, Marc, Inès, then the dealer
            "5H, 9H, 2H, KH,"  # 4-7: Léa leads hearts, the King takes it
            "3D, 8D, AD, 6D,"  # 8-11: the player leads a small diamond, Marc's Ace takes it
            "KC, QC, 4S, 2C,"  # 12-15: Marc leads clubs, the player trumps
            "7H, AH, TC, 3C"  # 16-19: Léa's Ace of hearts takes the last trick
        ),
        steps=(
            _read(r, "hand", 0, "hand"),
            _read(r, "trump", 0, "trump"),
            _read(r, "bidding", 0, "seat:1", "seat:0"),
            _do(r, "bid", 3, "bid 2", "bids"),
            _read(r, "lead", 4, "seat:1"),
            _do(r, "follow", 7, "KH", "card:KH", "trick"),
            _read(r, "won", 8, "board"),
            _do(r, "discard", 8, "3D", "card:3D"),
            _do(r, "trump_in", 14, "4S", "card:4S", "trick"),
            _read(r, "trumped", 16, "board"),
            _do(r, "last", 16, None, "hand"),
            _read(r, "score", 20, "board", round_end=True),
            _read(r, "done", 20),
        ),
    )


def tarot_lesson() -> Lesson:
    """Tarot Africain at four: a round of three cards (no suits, the highest card wins, the
    21 is master, the Excuse is worth 0, lives lost by the difference), then the blind
    one-card round where one sees the others' cards and not one's own."""
    r = "tarot"
    return Lesson(
        id=r,
        rules=TAROT_AFRICAIN,
        names=("", *OPPONENTS),
        seat=0,
        first_dealer=3,
        deals=(
            _deal("21 EX 8", "3 12 4", "17 5 19", "10 2 6"),
            _deal("7", "9", "21", "14"),
        ),
        script=_script(
            "bid 1, bid 1, bid 2, bid 0,"  # 0-3: the player bids first, Inès deals
            "21, 3, 17, 10,"  # 4-7: the 21 is master
            "EX, 12, 5, 2,"  # 8-11: the Excuse never wins; Léa's 12 takes it
            "4, 19, 6, 8,"  # 12-15: Marc's 19 takes the last trick
            "bid 0, bid 0, bid 0, bid 0,"  # 16-19: the blind round, the player deals
            "??, ??, ??, ??"  # 20-23: Marc's 21, which he could not see
        ),
        steps=(
            _read(r, "cards", 0, "hand"),
            _read(r, "master", 0, "card:21", "card:EX"),
            _do(r, "bid", 0, "bid 1", "bids"),
            _do(r, "lead21", 4, "21", "card:21"),
            _read(r, "won", 8, "board"),
            _do(r, "excuse", 8, "EX", "card:EX"),
            _do(r, "last", 15, None, "hand", "trick"),
            _read(r, "lives", 16, "board", round_end=True),
            _read(r, "blind", 16, "fans", "hand"),
            _do(r, "blind_bid", 19, "bid 0", "bids"),
            _do(r, "blind_play", 23, "??", "hand"),
            _read(r, "blind_end", 24, "board", round_end=True),
            _read(r, "done", 24),
        ),
    )


#: The lessons in the order they are offered, by id.
LESSONS: dict[str, Callable[[], Lesson]] = {"rikiki": rikiki_lesson, "tarot": tarot_lesson}


def lesson(lesson_id: str) -> Lesson:
    """The lesson of this id (``rikiki``, ``tarot``)."""
    try:
        return LESSONS[lesson_id]()
    except KeyError:
        raise ValueError(f"no lesson '{lesson_id}': the lessons are {', '.join(LESSONS)}") from None


def check_lesson(les: Lesson) -> list[str]:
    """Every way ``les`` does not hold together (empty when it does): the script is legal
    from start to end; the player's every move has a step asking for it, at its place, with
    the action the script takes; steps come in the order of the game; highlights are
    known."""
    problems: list[str] = []
    state = les.new_state()
    moves = {s.at: s for s in les.steps if s.acts}
    for i, action in enumerate(les.script):
        seat = state.to_move
        if seat == les.seat:
            step = moves.pop(i, None)
            if step is None:
                problems.append(f"action {i} ({action}) is the player's, but no step asks for it")
            elif step.expect is not None and step.expect != action:
                problems.append(f"action {i}: the step expects {step.expect}, the script {action}")
        try:
            state.apply(action)
        except IllegalActionError as exc:
            problems.append(f"action {i} ({action}) is refused: {exc}")
            return problems
    if not state.is_over:
        problems.append("the script stops before the end of the game")
    problems += [
        f"step {s.key} asks for a move at {s.at}, not the player's" for s in moves.values()
    ]
    ats = [s.at for s in les.steps]
    if ats != sorted(ats):
        problems.append("the steps are not in the order of the game")
    if any(s.at > len(les.script) for s in les.steps):
        problems.append("a step comes after the end of the script")
    for s in les.steps:
        for h in s.highlight:
            name, _, arg = h.partition(":")
            if h not in HIGHLIGHTS and name not in ("card", "seat"):
                problems.append(f"step {s.key}: unknown highlight {h!r}")
            if name == "card" and arg != "??":
                parse_card(arg)
    return problems


# -- the table of a lesson ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why a move was not taken: the rule the core names (or that the move is allowed but is
    not the lesson's), then the lesson's sentence."""

    #: The rule broken, in words; for a legal move, that it is allowed but not now.
    rule: str
    #: The lesson's sentence.
    text: str
    #: The move was legal (only not the one the lesson asks for).
    legal: bool


@dataclass(slots=True)
class _Pace:
    """The opponents' thinking time before their next scripted move."""

    waited: float = 0.0
    index: int = -1


@dataclass(slots=True)
class LessonProgress:
    """Counters a test (or the screen) reads: wrong moves refused, Next pressed."""

    refused: list[str] = field(default_factory=list)
    nexts: int = 0
    moves: int = 0


class LessonTable(OneSeatFlow):
    """A lesson's game at this computer (:class:`game.play.table.Table`): the opponents play
    the script, the player makes the moves the steps ask for. Drive it with :meth:`update`
    every frame; the screen calls :meth:`next` for Next and :meth:`act` for a move."""

    def __init__(self, les: Lesson, speed: float = 1.0, player: str = "") -> None:
        super().__init__()
        self.lesson = les
        self.seat = les.seat
        self.speed = speed
        # The player's name as a new game would give it, else "You".
        me = player if player and player not in les.names else t("lesson.you")
        self._names = [me if s == les.seat else n for s, n in enumerate(les.names)]
        self._kinds = ["human" if s == les.seat else "easy" for s in range(len(les.names))]
        self.recorder = GameRecorder(les.new_state(), self._names)
        #: The step the lesson is at (``len(steps)`` once finished).
        self.index = 0
        self.explanation: Explanation | None = None
        self.progress = LessonProgress()
        self._pace = _Pace()
        self._report(self.state.opening_events)

    # -- the lesson ------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The game as the core knows it (ahead of the screen while it animates)."""
        return self.recorder.state

    @property
    def taken(self) -> int:
        """How many actions of the game have been taken."""
        return len(self.recorder.actions)

    @property
    def step(self) -> Step | None:
        """The step the lesson is at; None once it is finished."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        """Every step is done."""
        return self.index >= len(self.lesson.steps)

    @property
    def reached(self) -> bool:
        """The game has come to the current step (the opponents have played up to it)."""
        step = self.step
        if step is None or self.taken != step.at:
            return False
        return not step.acts or self.state.to_move == self.seat

    def next(self) -> bool:
        """Next: the step to read is done. False when the lesson does not wait for Next."""
        step = self.step
        if step is None or step.acts or not self.reached:
            return False
        self.progress.nexts += 1
        self._advance()
        return True

    def _advance(self) -> None:
        self.index += 1
        self.explanation = None
        self._message = None

    # -- facts (Table) ---------------------------------------------------------------------

    @property
    def names(self) -> Sequence[str]:
        return self._names

    @property
    def kinds(self) -> Sequence[str]:
        return self._kinds

    @property
    def rules(self) -> Rules:
        return self.lesson.rules

    @property
    def hint(self) -> Hint | None:
        return None

    @property
    def gone(self) -> str | None:
        return None

    @property
    def coach_offered(self) -> bool:
        return False

    @property
    def undo_offered(self) -> bool:
        return False

    def awaiting(self) -> int | None:
        """The player, when the show is idle and the step asks for a move now."""
        step = self.step
        if not self._idle or self.state.is_over or step is None or not step.acts:
            return None
        return self.seat if self.reached else None

    def thinking_seat(self) -> int | None:
        if not self._idle or self.state.is_over or self.state.to_move == self.seat:
            return None
        return self.state.to_move if self.taken < self._limit() else None

    def presence(self) -> Sequence[str]:
        return ()

    def record(self) -> GameRecord:
        return self.recorder.record()

    # -- acting ----------------------------------------------------------------------------

    def act(self, action: Action) -> Refusal | None:
        """The player's move: taken when it is the lesson's, else explained and refused."""
        seat = self.awaiting()
        step = self.step
        if seat is None or step is None:
            text = self._wait_text()
            return Refusal("wait", text)
        problem = observe(self.state, seat).refusal(action)
        if problem is not None:
            return self._explain(problem.rule, refusal(problem, self._names), step, legal=False)
        if step.expect is not None and action != step.expect:
            return self._explain("lesson", t("lesson.not_this_time"), step, legal=True)
        self.progress.moves += 1
        self._apply(action)
        self._advance()
        return None

    def _explain(self, rule: str, said: str, step: Step, legal: bool) -> Refusal:
        text = t(step.wrong_key if legal else step.illegal_key)
        self.explanation = Explanation(said, text, legal)
        self.progress.refused.append(rule)
        TableFlow.show_message(self, said)  # as said, never turned into "press Next"
        return Refusal(rule, said)

    def _wait_text(self) -> str:
        step = self.step
        if step is not None and not step.acts and self.reached:
            return t("lesson.press_next")
        return t("error.turn")

    def show_message(self, text: str) -> None:
        """A short line over the table; while a text waits to be read, it says to read it."""
        step = self.step
        if step is not None and not step.acts and text == t("error.turn"):
            text = self._wait_text()
        super().show_message(text)

    def _apply(self, action: Action) -> None:
        events = self.recorder.apply(action)
        self._pace = _Pace()
        self._report(events)

    def _report(self, events: Sequence[Event]) -> None:
        obs = observe(self.state, self.seat)
        self._push(TableUpdate(tuple(events), obs, True, self.seat))

    # -- the frame -------------------------------------------------------------------------

    def _limit(self) -> int:
        """The opponents play the script up to this many actions, then wait for the step."""
        step = self.step
        return step.at if step is not None else len(self.lesson.script)

    def update(self, dt: float, idle: bool = True) -> None:
        """When the show is idle, the next scripted move of an opponent after its thinking
        time, unless the lesson waits at a step."""
        self._tick(dt, idle)
        st = self.state
        if not self._idle or st.is_over or st.to_move == self.seat:
            return
        n = self.taken
        if n >= self._limit():
            return
        if self._pace.index != n:
            self._pace = _Pace(0.0, n)
        else:
            self._pace.waited += dt
        pause = (BID_PAUSE if st.phase is Phase.BID else PLAY_PAUSE) * self.speed
        if self._pace.waited >= pause:
            self._apply(self._scripted(n))

    def _scripted(self, n: int) -> Action:
        """The script's move, or — when the player's free move made it impossible — the
        first legal one."""
        script = self.lesson.script
        legal = self.state.legal_actions()
        if n < len(script) and script[n] in legal:
            return script[n]
        return legal[0]

    # -- what a lesson table does not offer ------------------------------------------------

    def confirm_handoff(self) -> None:
        """One person: nothing to hand over."""

    def can_hint(self) -> bool:
        return False

    def request_hint(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def configure(self, speed: float, undo: bool, coach: bool) -> None:
        self.speed = speed

    def close(self) -> None:
        """A lesson is not saved: it can be played again from the start."""


def highlighted_card(name: str) -> int | None:
    """The card a ``card:<code>`` highlight names (``HIDDEN`` for ``card:??``), else None."""
    kind, _, arg = name.partition(":")
    if kind != "card":
        return None
    return HIDDEN if arg == "??" else parse_card(arg)


def expected_action(step: Step | None) -> Action | None:
    """The action a step asks for (None: any, or not a move)."""
    return step.expect if step is not None and step.acts else None


__all__ = [
    "HIGHLIGHTS",
    "LESSONS",
    "Explanation",
    "Lesson",
    "LessonTable",
    "Step",
    "StepKind",
    "check_lesson",
    "expected_action",
    "highlighted_card",
    "lesson",
    "rikiki_lesson",
    "tarot_lesson",
]
