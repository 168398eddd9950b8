"""Monte Carlo search over worlds consistent with what a seat knows, run in small steps.

For a decision the search imagines worlds (deals of the unseen cards that respect hand sizes
and shown voids, drawn by :func:`game.core.sampling.sample_world`), and in every world tries
every legal action and plays the rest of the round with the rollout policy
(:mod:`game.ai.rollout`). The value of an action is the mean score the seat gets for the round
under the game's own scoring (points, or lives lost), so bids and cards maximise what the rules
pay. Every action is tried in the same worlds, which makes the comparison sharp.

The budget is counted in playouts (one rollout of one action in one world), never in time, so
a seed reproduces a decision on any machine. :meth:`MonteCarloSearch.step` runs a slice of the
budget and returns; the frame loop calls it with a small slice each frame so the window never
freezes, and dropping the object cancels the search.

The blind 1-card round is decided exactly: the seat's own card is each unseen card in turn,
everything else is in view, so the chance of taking the trick is a plain count.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..core.actions import Action, Bid, Play
from ..core.fastround import card_value, round_sim
from ..core.observation import Observation
from ..core.rules import Deck, ExcuseValue
from ..core.sampling import sampler_for
from ..core.scoring import round_delta
from ..core.state import Phase
from .estimate import Rating, heuristic_bid
from .opponents import OpponentConfig, OpponentModel
from .rollout import play_round


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """How hard a search thinks."""

    #: Playouts per decision (one rollout of one action in one world).
    playouts: int = 1000
    #: Fewest worlds per decision, however many actions there are.
    min_worlds: int = 8
    #: Chance that an imagined player plays a random legal card (models imperfect players).
    noise: float = 0.0
    #: Judge each opponent (purposeful or erratic) from its bids and plays, weigh worlds by how
    #: well they explain them, and let each opponent play with the noise its judgement implies.
    model_opponents: bool = False
    #: Decide cards by tree search (:mod:`game.ai.tree`) rather than flat Monte Carlo.
    tree: bool = False
    #: UCB1 exploration constant of the tree search (rewards scaled to [0, 1]).
    explore: float = 0.7
    #: Worlds drawn per decision by the tree search (its iterations draw from them).
    pool: int = 200
    #: The picture of the other players: the opponent model's tunables, and the hand rating
    #: the imagined later bidders bid from.
    opponents: OpponentConfig = field(default_factory=OpponentConfig)


def fill_later_bids(
    obs: Observation, hands: list[list[int]], bids: list[int | None], rating: Rating
) -> None:
    """Fill in the bids of the players who speak after the seat, from their imagined hands
    rated by ``rating`` (the last one under the hook)."""
    order = obs.bid_order
    rules = obs.rules
    active = len(order)
    tarot = rules.deck is Deck.TAROT
    excuse_high = rules.excuse is ExcuseValue.TWENTY_TWO
    for i, seat in enumerate(order):
        if bids[seat] is not None:
            continue
        allowed = list(range(obs.hand_size + 1))
        if rules.hook and i == active - 1:
            rest = obs.hand_size - sum(b for b in bids if b is not None)
            if 0 <= rest <= obs.hand_size and len(allowed) > 1:
                allowed.remove(rest)
        bids[seat] = heuristic_bid(
            hands[seat], obs.trump, active, tarot, allowed, excuse_high, rating
        )


def play_value(action: Play, tarot: bool, mode: int) -> tuple[int, int]:
    """The card a play puts on the trick and its value there: the Excuse's as its player said
    or as the rules fix it (``mode``: the kernel's Excuse code)."""
    return action.card, card_value(action.card, tarot, mode, action.excuse == 22)


class SteppedSearch(ABC):
    """A search run a slice at a time: :meth:`step` advances the generator ``_runner`` until
    ``playouts`` (its budget units) has grown by the slice asked, or the budget is spent."""

    def __init__(self, obs: Observation, rng: random.Random, config: SearchConfig) -> None:
        """What every search of one decision holds."""
        if not obs.is_my_turn or not obs.legal:
            raise ValueError("the search needs an observation of a seat that must act")
        self.obs = obs
        self.rng = rng
        self.config = config
        self.actions: tuple[Action, ...] = obs.legal
        self.playouts = 0
        self._done = False
        self._scoring = obs.rules.scoring
        self._tarot = obs.rules.deck is Deck.TAROT
        # The round's public facts do not change from one world to the next: built once.
        self._sim = round_sim(obs)
        self._prepare()
        self._runner: Iterator[None] = self._run()

    @abstractmethod
    def _prepare(self) -> None:
        """What this kind of search sets up for the decision (refusing one it cannot take)."""

    @abstractmethod
    def _run(self) -> Iterator[None]:
        """The search, yielding after each unit of its budget (a generator: nothing runs
        until :meth:`step`)."""

    @property
    def done(self) -> bool:
        """True once the budget is spent (or the decision needed no search)."""
        return self._done

    def step(self, playouts: int = 200) -> bool:
        """Run about ``playouts`` more units; return True when the search is finished."""
        target = self.playouts + max(1, playouts)
        while not self._done and self.playouts < target:
            try:
                next(self._runner)
            except StopIteration:
                self._done = True
        return self._done

    def run(self) -> Action:
        """Run the whole budget and return the best action."""
        while not self.step(10_000):
            pass
        return self.best()

    @abstractmethod
    def values(self) -> dict[Action, float]:
        """Mean round score of each legal action so far (what the coach shows)."""

    @abstractmethod
    def best(self) -> Action:
        """The action the search prefers so far."""


class MonteCarloSearch(SteppedSearch):
    """The values of every legal action of ``obs``, computed a slice at a time.

    Subclasses may change where worlds come from (:meth:`_drawer`), how they are weighed
    (:meth:`_weighing`) and how bids are tried in each (:meth:`_try_bids`): the oracle does,
    and so do the research variants of ``bench/``.
    """

    def _prepare(self) -> None:
        self._sums = [0.0] * len(self.actions)
        self._weight = 0.0
        self._informed = self.obs.seat
        #: Playouts spent per world: one per action.
        self._per_world = len(self.actions)
        # Each card action's (card, value) does not change from one world to the next (the
        # blind round's card is unknown: it is counted apart, see _blind).
        self._trick0 = list(self.obs.trick)
        self._plays = (
            []
            if self.obs.blind
            else [
                (a, *play_value(a, self._tarot, self._sim.excuse_mode))
                for a in self.actions
                if isinstance(a, Play)
            ]
        )

    def values(self) -> dict[Action, float]:
        """Mean round score of each legal action so far (what the coach shows)."""
        w = self._weight or 1.0
        return {a: s / w for a, s in zip(self.actions, self._sums, strict=True)}

    def best(self) -> Action:
        """The action with the highest value; the first in legal order among equals."""
        if len(self.actions) == 1:
            return self.actions[0]
        best_i = max(range(len(self.actions)), key=lambda i: (self._sums[i], -i))
        return self.actions[best_i]

    # -- the search ----------------------------------------------------------------------

    def _run(self) -> Iterator[None]:
        if self.obs.blind:
            return self._blind()
        return self._worlds()

    def _drawer(self) -> Callable[[], list[list[int]]]:
        """Where each world's hands come from: a uniform draw of the unseen cards."""
        sampler = sampler_for(self.obs)
        rng = self.rng
        return lambda: sampler.sample(rng).hands

    def _weighing(self) -> tuple[OpponentModel | None, list[float]]:
        """The opponent model that weighs each world and gives each seat its rollout noise
        there (None: every world counts the same), and the noise of each seat without it."""
        obs = self.obs
        config = self.config
        model = OpponentModel(obs, config.opponents) if config.model_opponents else None
        noise = [config.noise] * obs.players
        noise[obs.seat] = 0.0
        return model, noise

    def _worlds(self) -> Iterator[None]:
        """Each world drawn, every action tried in it."""
        bidding = self.obs.phase is Phase.BID
        draw = self._drawer()
        model, noise = self._weighing()
        per_world = self._per_world
        if len(self.actions) == 1:
            # A forced move: a few worlds are enough to tell the coach what it is worth.
            worlds = self.config.min_worlds
        else:
            worlds = max(self.config.min_worlds, self.config.playouts // per_world)
        for _ in range(worlds):
            hands = draw()
            weight = 1.0
            if model is not None:
                view = model.judge(hands)
                weight, noise = view.weight, view.noise
            if weight <= 0.0:
                self.playouts += per_world
                yield
                continue
            if bidding:
                self._try_bids(hands, weight, noise)
            else:
                self._try_cards(hands, weight, noise)
            self._weight += weight
            self.playouts += per_world
            yield

    def _later_bids(self, hands: list[list[int]], bids: list[int | None]) -> None:
        fill_later_bids(self.obs, hands, bids, self.config.opponents.rating)

    def _try_bids(self, hands: list[list[int]], weight: float, noise: list[float]) -> None:
        obs = self.obs
        base = self._sim
        for i, action in enumerate(self.actions):
            assert isinstance(action, Bid)
            bids = list(obs.bids)
            bids[obs.seat] = action.n
            self._later_bids(hands, bids)
            base.bids = bids
            won = play_round(base, [h[:] for h in hands], self.rng, noise, self._informed)
            self._sums[i] += weight * round_delta(self._scoring, action.n, won[obs.seat])

    def _try_cards(self, hands: list[list[int]], weight: float, noise: list[float]) -> None:
        obs = self.obs
        me = obs.seat
        bid = obs.bids[me]
        assert bid is not None
        sim = self._sim
        trick0 = self._trick0
        for i, (_, card, value) in enumerate(self._plays):
            trial = [h[:] for h in hands]
            trial[me].remove(card)
            sim.trick = [*trick0, (me, card, value)]
            won = play_round(sim, trial, self.rng, noise, self._informed)
            self._sums[i] += weight * round_delta(self._scoring, bid, won[me])

    def _blind(self) -> Iterator[None]:
        """The blind 1-card round, exactly: each unseen card is one's own with equal chance."""
        obs = self.obs
        me = obs.seat
        candidates = obs.unseen_cards()
        base = self._sim
        for card in candidates:
            hands = [list(v) for v in obs.visible]
            hands[me] = [card]
            for i, action in enumerate(self.actions):
                bids = list(obs.bids)
                if isinstance(action, Bid):
                    bids[me] = action.n
                    self._later_bids(hands, bids)
                base.bids = bids
                trial = [h[:] for h in hands]
                if isinstance(action, Play):
                    # The value said beforehand counts only if the card is the Excuse.
                    v = card_value(card, self._tarot, base.excuse_mode, action.excuse == 22)
                    trial[me] = []
                    base.trick = [*obs.trick, (me, card, v)]
                won = play_round(base, trial, self.rng)
                base.trick = list(obs.trick)
                my_bid = bids[me]
                assert my_bid is not None
                self._sums[i] += round_delta(self._scoring, my_bid, won[me])
            self._weight += 1.0
            self.playouts += len(self.actions)
            yield
