"""The bots, by level. A bot sees an :class:`Observation` and a ``random.Random`` — never the
game state — and returns a legal action.

Every bot answers :meth:`Bot.think`, which returns a :class:`Thinking`: an object the caller
advances with ``step(playouts)`` until ``done``, then reads ``result``. Quick bots are done at
once; the Monte Carlo bots spend their budget a slice per call, so the table can keep drawing
while they think, and dropping the object cancels the thought.

Levels:

* **random** — a uniformly random legal action (a yardstick, not offered in the game);
* **easy** — bids what its hand looks worth, plays the greedy policy, and slips now and then;
* **normal** — Monte Carlo over sampled worlds with policy rollouts, a modest budget;
* **hard** — a larger budget, the opponent model (worlds weighed by how well they explain
  the opponents' bids and plays) and, for the cards, a tree search over its own later cards
  (:mod:`game.ai.tree`).
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod

from ..core.actions import Action, Bid, Play
from ..core.cards import EXCUSE
from ..core.fastround import (
    EXCUSE_ROWS,
    excuse_mode,
    greedy_when_over,
    strength_row,
    trick_state,
)
from ..core.observation import Observation
from ..core.rules import Deck, ExcuseValue
from ..core.state import Phase
from .estimate import estimate_tricks, nearest_bid
from .oracle import OracleBot  # the arena's `oracle` level imports it from here
from .proof import EndgameProver, Proof, bid_proof, blind_excuse_proof, certain_fail_proof
from .rollout import choose_standard, choose_tarot, power
from .search import MonteCarloSearch, SearchConfig, SteppedSearch
from .tree import TreeSearch


class Thinking(ABC):
    """A decision in progress."""

    @abstractmethod
    def step(self, playouts: int = 200) -> bool:
        """Think a little more; True when the decision is made."""

    @property
    @abstractmethod
    def done(self) -> bool:
        """True once :attr:`result` is ready."""

    @property
    @abstractmethod
    def result(self) -> Action:
        """The chosen action (only once :attr:`done`)."""

    def values(self) -> dict[Action, float] | None:
        """Expected round score of each legal action, when the bot computed them."""
        return None

    def best_so_far(self) -> Action:
        """The best action found so far (for a time guard or a cancelled decision)."""
        return self.result

    @property
    def background(self) -> bool:
        """True while another process does the thinking: a step only asks whether it is
        done, so there is no point in stepping again within the same frame."""
        return False


class Decided(Thinking):
    """A decision made at once."""

    def __init__(self, action: Action) -> None:
        self._action = action

    def step(self, playouts: int = 200) -> bool:
        return True

    @property
    def done(self) -> bool:
        return True

    @property
    def result(self) -> Action:
        return self._action


class Searching(Thinking):
    """A Monte Carlo search in progress."""

    def __init__(self, search: SteppedSearch) -> None:
        self.search = search

    def step(self, playouts: int = 200) -> bool:
        return self.search.step(playouts)

    @property
    def done(self) -> bool:
        return self.search.done

    @property
    def result(self) -> Action:
        if not self.search.done:
            raise RuntimeError("the search is not finished")
        return self.search.best()

    def values(self) -> dict[Action, float] | None:
        return self.search.values()

    def best_so_far(self) -> Action:
        return self.search.best()


class Proven(Thinking):
    """A search whose choice never falls on an action proved worse in every world.

    The proofs of :mod:`game.ai.proof` come first: the bid and blind-round ones at once, the
    endgame one a slice of nodes per :meth:`step` (at least :data:`PROOF_SLICE`, about
    ``NODES_PER_PLAYOUT`` per playout asked), then the search runs as usual. The search's
    choice stands unless the proof rules it out; then the best of the actions left, by the
    search's own values, is chosen. The values (the coach's hints) are the search's, with
    the proved-worse actions never shown above the chosen one.
    """

    def __init__(self, inner: Thinking, obs: Observation, budget: int, max_tricks: int) -> None:
        self.inner = inner
        self.proof: Proof | None = None
        self.prover: EndgameProver | None = None
        if obs.is_my_turn and len(obs.legal) > 1:
            if obs.phase is Phase.BID:
                self.proof = bid_proof(obs)
            elif obs.blind:
                self.proof = blind_excuse_proof(obs)
            elif obs.hand_size - len(obs.tricks_done) <= max_tricks:
                self.prover = EndgameProver(obs, budget)

    def step(self, playouts: int = 200) -> bool:
        prover = self.prover
        if prover is not None and not prover.done:
            if prover.step(max(PROOF_SLICE, playouts * NODES_PER_PLAYOUT)):
                self.proof = prover.result
            return False
        return self.inner.step(playouts)

    @property
    def done(self) -> bool:
        return (self.prover is None or self.prover.done) and self.inner.done

    def _kept(self, action: Action) -> Action:
        proof = self.proof
        if proof is None or action not in proof.dominated:
            return action
        values = self.inner.values() or {}
        return max(proof.good, key=lambda a: values.get(a, float("-inf")))

    @property
    def result(self) -> Action:
        return self._kept(self.inner.result)

    def values(self) -> dict[Action, float] | None:
        """The search's values, except that an action proved worse never shows above the
        chosen one (the proof says it is worth less in every world; the sample may not)."""
        values = self.inner.values()
        if values is None or self.proof is None or not self.inner.done:
            return values
        ceiling = values.get(self.result)
        if ceiling is None:
            return values
        dominated = self.proof.dominated
        return {a: min(v, ceiling) if a in dominated else v for a, v in values.items()}

    def best_so_far(self) -> Action:
        return self._kept(self.inner.best_so_far())


#: Endgame proof nodes per playout of a step, and the fewest per step (a resumed proof walks
#: back down its memoised path, so very small slices would waste most of their time).
NODES_PER_PLAYOUT = 4
PROOF_SLICE = 400
#: The Hard bot's endgame proofs: nodes in all, and the most tricks left; Normal's budget.
PROOF_BUDGET = 12_000
PROOF_TRICKS = 4
NORMAL_PROOF_BUDGET = 12_000


class Bot(ABC):
    """A computer player."""

    level: str = "bot"

    @abstractmethod
    def think(self, obs: Observation, rng: random.Random) -> Thinking:
        """Start deciding what ``obs.seat`` does."""

    #: Seconds after which :meth:`decide` takes the best action found so far. Only a guard:
    #: budgets are counted in playouts, so this never triggers on a normal machine.
    time_cap: float | None = None

    def decide(self, obs: Observation, rng: random.Random) -> Action:
        """Decide at once (for scripts, tests and the arena)."""
        thinking = self.think(obs, rng)
        deadline = None if self.time_cap is None else time.perf_counter() + self.time_cap
        while not thinking.step(250):
            if deadline is not None and time.perf_counter() > deadline:
                return thinking.best_so_far()
        return thinking.result


class RandomBot(Bot):
    """A uniformly random legal action."""

    level = "random"

    def think(self, obs: Observation, rng: random.Random) -> Thinking:
        return Decided(rng.choice(obs.legal))


def greedy_action(obs: Observation) -> Action:
    """Easy's choice before its slips: bid the hand's estimated worth (the fitted estimate);
    play as the rollout policy does: to win the trick while tricks are needed, duck
    otherwise."""
    legal = obs.legal
    if len(legal) == 1:
        return legal[0]
    rules = obs.rules
    tarot = rules.deck is Deck.TAROT
    active = len(obs.bid_order)
    if obs.phase is Phase.BID:
        allowed = [a.n for a in legal if isinstance(a, Bid)]
        hand = obs.hand
        high = rules.excuse is ExcuseValue.TWENTY_TWO
        return Bid(nearest_bid(estimate_tricks(hand, obs.trump, active, tarot, high), allowed))
    bid = obs.bids[obs.seat] or 0
    need = bid - obs.won[obs.seat]
    want = need > 0 or (need < 0 and greedy_when_over(rules))
    plays = [a for a in legal if isinstance(a, Play)]
    if obs.blind:
        # Only the Excuse's value is to choose: high when a trick is wanted.
        return max(plays, key=lambda a: (a.excuse or 0) if want else -(a.excuse or 0))
    cards = sorted({a.card for a in plays})
    trick = obs.trick
    trump = obs.trump if obs.trump is not None else -1
    led, best, _ = trick_state(trick, trump, tarot)
    if tarot:
        values = EXCUSE_ROWS[excuse_mode(rules)][want]
        card = choose_tarot(cards, len(trick), best, want, values)
    else:
        row = strength_row(trump, max(led, 0))  # unread when leading
        card = choose_standard(cards, len(trick), active, power(trump), row, best, want)
    if card == EXCUSE and tarot and rules.excuse is ExcuseValue.CHOSEN:
        return Play(EXCUSE, 22 if want else 0)
    return next(a for a in plays if a.card == card)


class EasyBot(Bot):
    """A quick heuristic with human-like slips: a bid off by one now and then, a careless
    card sometimes."""

    level = "easy"

    def __init__(self, slip: float = 0.2) -> None:
        self.slip = slip

    def think(self, obs: Observation, rng: random.Random) -> Thinking:
        action = greedy_action(obs)
        if len(obs.legal) > 1 and rng.random() < self.slip:
            if isinstance(action, Bid):
                near = [a for a in obs.legal if isinstance(a, Bid) and abs(a.n - action.n) == 1]
                if near:
                    action = rng.choice(near)
            else:
                action = rng.choice(obs.legal)
        if isinstance(action, Bid):
            # A slip, never a bid below the tricks the hand takes for certain.
            proof = certain_fail_proof(obs)
            if proof is not None and action in proof.dominated:
                n = action.n
                action = min(proof.good, key=lambda a: abs(a.n - n) if isinstance(a, Bid) else 99)
        return Decided(action)


class SearchBot(Bot):
    """Monte Carlo search over sampled worlds with policy rollouts."""

    def __init__(
        self,
        config: SearchConfig,
        level: str,
        time_cap: float | None = 0.9,
        proof_budget: int | None = None,
    ) -> None:
        self.config = config
        self.level = level
        self.time_cap = time_cap
        #: Keep the choice off the actions :mod:`game.ai.proof` proves worse, with endgame
        #: proofs of at most this many nodes (None: no proofs).
        self.proof_budget = proof_budget

    def search(self, obs: Observation, rng: random.Random) -> SteppedSearch:
        """The search that decides ``obs``: the tree for the cards when the config says so,
        flat Monte Carlo otherwise (bids, the blind round, forced cards)."""
        config = self.config
        if config.tree and obs.phase is Phase.PLAY and not obs.blind and len(obs.legal) > 1:
            return TreeSearch(obs, rng, config)
        return MonteCarloSearch(obs, rng, config)

    def think(self, obs: Observation, rng: random.Random) -> Thinking:
        # Forced moves are searched too (briefly), so the coach can show what they are worth.
        thinking: Thinking = Searching(self.search(obs, rng))
        if self.proof_budget is not None:
            return Proven(thinking, obs, self.proof_budget, PROOF_TRICKS)
        return thinking


#: The budgets of the levels, in playouts per decision. Normal's is kept small so that the
#: levels sit apart (at 300 it played nearly as well as Hard: docs/BOTS.md, "the levels").
NORMAL_CONFIG = SearchConfig(playouts=100, min_worlds=8, noise=0.1)
HARD_CONFIG = SearchConfig(playouts=2000, min_worlds=24, model_opponents=True, tree=True)


def make_bot(level: str) -> Bot:
    """The bot of a level: ``random``, ``easy``, ``normal`` or ``hard``."""
    if level == "random":
        return RandomBot()
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return SearchBot(NORMAL_CONFIG, "normal", proof_budget=NORMAL_PROOF_BUDGET)
    if level == "hard":
        return SearchBot(HARD_CONFIG, "hard", proof_budget=PROOF_BUDGET)
    raise ValueError(f"no bot level '{level}': the levels are random, easy, normal, hard")


__all__ = [
    "Bot",
    "Decided",
    "EasyBot",
    "OracleBot",
    "Proven",
    "RandomBot",
    "SearchBot",
    "Searching",
    "Thinking",
    "greedy_action",
    "make_bot",
]
