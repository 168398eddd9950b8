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
from collections.abc import Iterator
from dataclasses import dataclass

from ..core.actions import HIDDEN, Action, Bid, Play
from ..core.fastround import EXCUSE_CHOSEN, card_value, round_sim
from ..core.observation import Observation
from ..core.rules import Deck, ExcuseValue
from ..core.sampling import sampler_for
from ..core.scoring import round_delta
from ..core.state import Phase
from .estimate import heuristic_bid
from .opponents import OpponentModel
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
    #: Noise of every player, the bidder included, in the rollouts of a bid (None: as for
    #: the cards). When set, the bids' worlds are not weighed by the opponent model. At 1.0
    #: every card is played at random, so one rollout per world scores every bid.
    bid_noise: float | None = None


def fill_later_bids(obs: Observation, hands: list[list[int]], bids: list[int | None]) -> None:
    """Fill in the bids of the players who speak after the seat, from their imagined hands
    (the last one under the hook)."""
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
        bids[seat] = heuristic_bid(hands[seat], obs.trump, active, tarot, allowed, excuse_high)


def play_value(action: Play, tarot: bool, mode: int) -> tuple[int, int]:
    """The card a play puts on the trick and its value there: the Excuse's as its player said
    or as the rules fix it (``mode``: the kernel's Excuse code; HIDDEN stays HIDDEN: the
    oracle's blind card is known only in its world)."""
    if action.card == HIDDEN:
        return HIDDEN, 0
    return action.card, card_value(action.card, tarot, mode, action.excuse == 22)


class SteppedSearch(ABC):
    """A search run a slice at a time: :meth:`step` advances the generator ``_runner`` until
    ``playouts`` (its budget units) has grown by the slice asked, or the budget is spent."""

    def __init__(
        self,
        obs: Observation,
        rng: random.Random,
        config: SearchConfig,
        true_hands: list[list[int]] | None = None,
    ) -> None:
        """What every search of one decision holds; ``true_hands`` is for the oracle only:
        every world is the real deal."""
        if not obs.is_my_turn or not obs.legal:
            raise ValueError("the search needs an observation of a seat that must act")
        self.obs = obs
        self.rng = rng
        self.config = config
        self.actions: tuple[Action, ...] = obs.legal
        self.playouts = 0
        self._done = False
        self._true_hands = true_hands
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
    """The values of every legal action of ``obs``, computed a slice at a time."""

    def _prepare(self) -> None:
        self._sums = [0.0] * len(self.actions)
        self._weight = 0.0
        self._informed = self.obs.seat
        # One rollout scores every bid when every card of a bid's rollouts is played at random
        # (see SearchConfig.bid_noise), unless a chosen Excuse's value depends on the bid.
        bid_noise = self.config.bid_noise
        self._one_rollout = (
            self.obs.phase is Phase.BID
            and bid_noise is not None
            and bid_noise >= 1.0
            and self._sim.excuse_mode != EXCUSE_CHOSEN
        )
        # Each card action's (card, value) does not change from one world to the next.
        self._trick0 = list(self.obs.trick)
        self._plays = [
            (a, *play_value(a, self._tarot, self._sim.excuse_mode))
            for a in self.actions
            if isinstance(a, Play)
        ]

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
        obs = self.obs
        if obs.blind and self._true_hands is None:
            yield from self._blind()
            return
        bidding = obs.phase is Phase.BID
        sampler = sampler_for(obs) if self._true_hands is None else None
        model = OpponentModel(obs) if self.config.model_opponents else None
        noise = [self.config.noise] * obs.players
        noise[obs.seat] = 0.0
        bid_noise = self.config.bid_noise if bidding else None
        if bid_noise is not None:
            # The bids' own rollouts (see SearchConfig.bid_noise): the same for every seat,
            # in worlds that all count the same.
            model = None
            noise = [bid_noise] * obs.players
        # Playouts per world: one per action, or one for every bid.
        per_world = 1 if self._one_rollout else len(self.actions)
        if len(self.actions) == 1:
            # A forced move: a few worlds are enough to tell the coach what it is worth.
            worlds = self.config.min_worlds
        else:
            worlds = max(self.config.min_worlds, self.config.playouts // per_world)
        for _ in range(worlds):
            if sampler is None:
                assert self._true_hands is not None
                hands = [h[:] for h in self._true_hands]
            else:
                hands = sampler.sample(self.rng).hands
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
        fill_later_bids(self.obs, hands, bids)

    def _try_bids(self, hands: list[list[int]], weight: float, noise: list[float]) -> None:
        obs = self.obs
        base = self._sim
        if self._one_rollout:
            # Every card at random: the tricks do not depend on the bids, so one rollout
            # scores every bid in this world.
            tricks = play_round(base, hands, self.rng, noise)[obs.seat]
            for i, action in enumerate(self.actions):
                assert isinstance(action, Bid)
                self._sums[i] += weight * round_delta(self._scoring, action.n, tricks)
            return
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
        for i, (action, card, value) in enumerate(self._plays):
            if card == HIDDEN:
                card, value = play_value(
                    Play(hands[me][0], action.excuse), self._tarot, self._sim.excuse_mode
                )
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
