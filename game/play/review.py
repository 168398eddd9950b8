"""A finished round looked back at: every hand as dealt, the bids, the tricks card by card, and
for each decision of a person at the table what the Hard search thought of every option — as
it looked from that seat at that moment.

:class:`RoundReview` replays a game's record to one round and keeps every step of it (the
action, its events, the game after it). :class:`Analysis` then asks the coach (the Hard bot,
with the same seed and budget as the coach at the table) about each decision of a person, one
slice of thinking per frame, from the seat's observation only: what the player could not know
never changes what the review says about their choice (``tests/play/test_review.py`` swaps
other seats' hidden cards to prove it). A choice the proofs show worse than another in every
deal the seat could face, or that loses much in expectation, is flagged with one plain
sentence. A bot's decision is shown with what it knew (its hand, the cards seen, the voids it
could infer).

The analysis of a round is kept in the user data folder (:func:`save_analysis`), so that
opening the review again is instant.
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ai.bots import Bot, Thinking, make_bot
from ..ai.proof import EndgameProver, Proof, prove
from ..core.actions import Action, Bid, Play, parse_action
from ..core.events import Event, RoundScored
from ..core.observation import Observation, observe
from ..core.records import GameRecord, record_rules, start_state
from ..core.rules import LivesScoring
from ..core.state import GameState
from ..i18n import card_label, t, tn
from .coach import think_slice

log = logging.getLogger(__name__)

#: The endgame proofs' budget (as the bots') and the nodes searched per frame.
PROOF_BUDGET = 20_000
PROOF_NODES = 150
#: An expected loss (points, or lives) from which a choice is flagged as costly.
COSTLY = 1.5
COSTLY_LIVES = 0.25


@dataclass(frozen=True, slots=True)
class Step:
    """One action of the round: who took it, the events it made, the game after it."""

    index: int
    seat: int
    action: Action
    events: tuple[Event, ...]
    after: GameState


@dataclass(slots=True)
class Verdict:
    """What the search thought of one person's decision."""

    index: int
    seat: int
    action: Action
    #: The expected round score of each option (points, or lives as a negative number).
    values: dict[Action, float] = field(default_factory=dict)
    best: Action | None = None
    #: A proof that the choice was worse than another in every deal the seat could face.
    proof: Proof | None = None

    @property
    def loss(self) -> float:
        """How much the choice loses against the best option, in expectation (≥ 0)."""
        if not self.values or self.action not in self.values or self.best is None:
            return 0.0
        return max(0.0, self.values[self.best] - self.values[self.action])

    @property
    def proved_wrong(self) -> bool:
        return self.proof is not None and self.action in self.proof.dominated

    def costly(self, lives: bool) -> bool:
        """Flagged: proved wrong, or a large expected loss."""
        return self.proved_wrong or self.loss >= (COSTLY_LIVES if lives else COSTLY)

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "seat": self.seat,
            "action": str(self.action),
            "values": {str(a): round(v, 4) for a, v in self.values.items()},
            "best": None if self.best is None else str(self.best),
            "proof": None
            if self.proof is None
            else {
                "kind": self.proof.kind,
                "dominated": [str(a) for a in self.proof.dominated],
                "good": [str(a) for a in self.proof.good],
                "floor": self.proof.floor,
            },
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Verdict:
        proof = data.get("proof")
        return cls(
            index=int(data["index"]),
            seat=int(data["seat"]),
            action=parse_action(str(data["action"])),
            values={parse_action(k): float(v) for k, v in dict(data["values"]).items()},
            best=None if data.get("best") is None else parse_action(str(data["best"])),
            proof=None
            if proof is None
            else Proof(
                str(proof["kind"]),
                tuple(parse_action(a) for a in proof["dominated"]),
                tuple(parse_action(a) for a in proof["good"]),
                float(proof.get("floor", 0.0)),
            ),
        )


class RoundReview:
    """Round ``round_index`` of the game in ``record``, replayed; ``people`` are the seats of
    people (their decisions are analysed)."""

    def __init__(self, record: GameRecord, round_index: int, people: Sequence[int]) -> None:
        self.record = record
        self.round_index = round_index
        self.people = tuple(people)
        self.rules = record_rules(record)
        state = start_state(record)
        actions = [parse_action(a) for a in record.actions]
        i = 0
        # To the round's start: every earlier action played, the round dealt.
        while state.round_index < round_index and i < len(actions):
            state.apply(actions[i])
            i += 1
        if state.round_index != round_index:
            raise ValueError(f"the game has no round {round_index + 1}")
        self.start = state.clone()
        #: Each seat's cards as dealt (empty for a seat out of the game).
        self.hands = tuple(tuple(h) for h in state.hands)
        self.steps: list[Step] = []
        while i < len(actions) and not state.is_over:
            seat = state.to_move
            events = state.apply(actions[i])
            self.steps.append(Step(i, seat, actions[i], tuple(events), state.clone()))
            i += 1
            if any(isinstance(e, RoundScored) for e in events):
                break
        self.finished = any(isinstance(e, RoundScored) for step in self.steps for e in step.events)

    @property
    def names(self) -> list[str]:
        return list(self.record.players)

    @property
    def lives(self) -> bool:
        return isinstance(self.rules.scoring, LivesScoring)

    def state_before(self, step: int) -> GameState:
        """The game just before step ``step`` (the round as dealt for 0)."""
        return self.start if step == 0 else self.steps[step - 1].after

    def observation(self, step: int, seat: int) -> Observation:
        """What ``seat`` knew just before step ``step``."""
        return observe(self.state_before(step), seat)

    def decisions(self) -> list[int]:
        """The steps that are decisions of a person (those analysed), in order."""
        return [k for k, s in enumerate(self.steps) if s.seat in self.people]

    def seed_key(self) -> str:
        """What the coach's random generator is seeded with (as at the table)."""
        return str(self.record.seed if self.record.seed is not None else 0)


class Analysis:
    """The coach's thoughts about every decision of a person in a round, computed a slice at a
    time (:meth:`step`, every frame) so a frame never waits."""

    def __init__(
        self,
        review: RoundReview,
        bots: Callable[[str], Bot] = make_bot,
        budget: float | None = 0.005,
        playouts: int = 150,
    ) -> None:
        self.review = review
        self._bots = bots
        self._budget = budget
        self._playouts = playouts
        self.verdicts: dict[int, Verdict] = {}
        self._todo = list(review.decisions())
        self._total = len(self._todo)
        self._thinking: Thinking | None = None
        self._prover: EndgameProver | None = None
        self._pending: Verdict | None = None

    @property
    def done(self) -> bool:
        return not self._todo

    @property
    def progress(self) -> float:
        """0 … 1."""
        return 1.0 if not self._total else 1 - len(self._todo) / self._total

    def load(self, verdicts: Sequence[Verdict]) -> None:
        """Take verdicts computed before (kept with the game): nothing left to think."""
        for v in verdicts:
            self.verdicts[v.index] = v
        wanted = {self.review.steps[k].index for k in self.review.decisions()}
        if wanted <= set(self.verdicts):
            self._todo = []

    def step(self) -> bool:
        """Think one slice; True once every decision is analysed."""
        if not self._todo:
            return True
        k = self._todo[0]
        review = self.review
        st = review.steps[k]
        if self._thinking is None:
            obs = review.observation(k, st.seat)
            rng = random.Random(f"{review.seed_key()}/coach/{st.seat}/{st.index}")
            self._thinking = self._bots("hard").think(obs, rng)
        if self._pending is None:
            thinking = self._thinking
            if not think_slice(thinking, self._budget, self._playouts):
                return False
            obs = review.observation(k, st.seat)
            values = dict(thinking.values() or {})
            self._pending = Verdict(st.index, st.seat, st.action, values, thinking.result)
            if endgame(obs):
                # The endgame search can take a while: a slice of nodes per frame too.
                self._prover = EndgameProver(obs, PROOF_BUDGET)
            else:
                self._pending.proof = prove(obs)
        if self._prover is not None:
            if not self._prover.step(PROOF_NODES):
                return False
            self._pending.proof = self._prover.result
            self._prover = None
        self.verdicts[st.index] = self._pending
        self._pending = None
        self._thinking = None
        self._todo.pop(0)
        return not self._todo

    def run(self) -> None:
        """Everything at once (scripts and tests)."""
        while not self.step():
            pass

    def costly(self) -> list[Verdict]:
        """The flagged decisions, in order."""
        lives = self.review.lives
        return [v for _, v in sorted(self.verdicts.items()) if v.costly(lives)]


def endgame(obs: Observation, max_tricks: int = 4) -> bool:
    """Whether :func:`game.ai.proof.prove` would search the endgame for ``obs``."""
    from ..core.state import Phase

    return (
        obs.is_my_turn
        and len(obs.legal) >= 2
        and obs.phase is Phase.PLAY
        and not obs.blind
        and obs.hand_size - len(obs.tricks_done) <= max_tricks
    )


# -- words -------------------------------------------------------------------------------------


def action_words(action: Action) -> str:
    """An option as the review lists it: "2" for a bid, "A♠", "Excuse = 22"."""
    if isinstance(action, Bid):
        return str(action.n)
    assert isinstance(action, Play)
    text = card_label(action.card)
    return text if action.excuse is None else f"{text} = {action.excuse}"


def amount(value: float, lives: bool) -> str:
    """An expected score: "+7.9 points" / "−0.3 lives"."""
    return t("review.lives" if lives else "review.points", value=f"{value:+.1f}")


def choice_words(action: Action, name: str, own: bool) -> str:
    """ "You bid 2", "Léa played A♠"."""
    if isinstance(action, Bid):
        return t("review.you_bid" if own else "review.they_bid", name=name, n=action.n)
    return t(
        "review.you_played" if own else "review.they_played", name=name, card=action_words(action)
    )


def verdict_line(v: Verdict, name: str, lives: bool, own: bool) -> str:
    """ "You bid 2: expected +7.9 points. Best: 1, +9.4"."""
    text = choice_words(v.action, name, own)
    chosen = v.values.get(v.action)
    if chosen is not None:
        text = t("review.expected", choice=text, value=amount(chosen, lives))
    if v.best is not None and v.best != v.action and v.best in v.values:
        best = t("review.best", action=action_words(v.best), value=f"{v.values[v.best]:+.1f}")
        text += " " + best
    return text


def why_flagged(v: Verdict, lives: bool) -> str:
    """One plain sentence saying why a decision is flagged ('' when it is not)."""
    if v.proved_wrong and v.proof is not None:
        good = ", ".join(action_words(a) for a in v.proof.good[:2])
        return t(f"review.proof.{v.proof.kind}", good=good, chosen=action_words(v.action))
    if v.costly(lives):
        return t("review.costly", loss=amount(-v.loss, lives))
    return ""


def summary_line(analysis: Analysis) -> str:
    """ "2 costly choices, −3.1 points expected" (or that every choice was sound)."""
    lives = analysis.review.lives
    costly = analysis.costly()
    if not costly:
        return t("review.summary_clean")
    total = sum(v.loss for v in costly)
    return tn("review.summary", len(costly), loss=amount(-total, lives))


def knowledge_lines(review: RoundReview, step: int) -> list[str]:
    """What the seat of step ``step`` knew when it decided: its hand, the cards seen, the
    voids it could infer (for a bot: "how did it know?")."""
    st = review.steps[step]
    obs = review.observation(step, st.seat)
    lines: list[str] = []
    if obs.blind:
        seen = [card_label(c) for s, v in enumerate(obs.visible) if s != st.seat for c in v]
        lines.append(t("review.knew_blind", cards=" ".join(seen)))
    else:
        lines.append(t("review.knew_hand", cards=" ".join(card_label(c) for c in obs.hand)))
    played = obs.played_cards()
    if played:
        lines.append(t("review.knew_played", cards=" ".join(card_label(c) for c in played)))
    from ..core.cards import Suit

    voids = [
        t(
            "review.knew_void",
            name=review.names[s],
            suits=" ".join(Suit(x).symbol for x in sorted(v)),
        )
        for s, v in enumerate(obs.voids)
        if v and s != st.seat
    ]
    lines.extend(voids)
    return lines


# -- kept with the game ------------------------------------------------------------------------


def _reviews_dir() -> Path:
    from ..platform.files import data_dir

    return data_dir() / "reviews"


def analysis_key(record: GameRecord, round_index: int) -> str:
    """A name for the analysis of one round of one game (the same game, the same name)."""
    import hashlib

    digest = hashlib.sha256(record.model_dump_json().encode()).hexdigest()[:16]
    return f"{digest}-r{round_index + 1}"


def save_analysis(analysis: Analysis, folder: Path | None = None) -> None:
    """Keep the verdicts of a round (a failure to write is logged: the review still works)."""
    from ..platform.files import write_atomic

    review = analysis.review
    folder = _reviews_dir() if folder is None else folder
    path = folder / f"{analysis_key(review.record, review.round_index)}.json"
    data = {
        "format": "ascenseur-review/1",
        "verdicts": [v.to_json() for _, v in sorted(analysis.verdicts.items())],
    }
    try:
        write_atomic(path, json.dumps(data) + "\n")
    except OSError as exc:
        log.warning("could not keep the analysis of the round: %s", exc)


def load_analysis(review: RoundReview, folder: Path | None = None) -> list[Verdict]:
    """The verdicts kept for this round of this game, if any (a damaged file is ignored and
    set aside)."""
    from ..core.jsontext import load_bytes
    from ..platform.files import set_aside

    folder = _reviews_dir() if folder is None else folder
    path = folder / f"{analysis_key(review.record, review.round_index)}.json"
    try:
        raw = path.read_bytes()
    except OSError:
        return []
    try:
        data = load_bytes(raw)
        if not isinstance(data, dict) or data.get("format") != "ascenseur-review/1":
            raise ValueError("not a review")
        return [Verdict.from_json(v) for v in data["verdicts"]]
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("the kept analysis %s is damaged (%s): set aside", path.name, exc)
        set_aside(path)
        return []


__all__ = [
    "Analysis",
    "RoundReview",
    "Step",
    "Verdict",
    "action_words",
    "choice_words",
    "knowledge_lines",
    "load_analysis",
    "save_analysis",
    "summary_line",
    "verdict_line",
    "why_flagged",
]
