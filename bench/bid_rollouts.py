"""Research ways of rolling out a bid, for ``bench.bot_variants`` (the shipped bots use none).

The shipped search (:class:`game.ai.search.MonteCarloSearch`) tries each bid in every world
and plays the round out with the rollout policy, every opponent with the noise the opponent
model gives it. Two experiments change that, measured in ``docs/BOTS.md``:

* ``bid_noise``: every player, the bidder included, plays a random legal card with this chance
  in the rollouts of a bid, in worlds that all count the same (no opponent model). At 1.0
  every card is random, so the tricks do not depend on the bid and one rollout per world
  scores every bid (unless a chosen Excuse's value depends on it);
* ``bid_rollouts``: ``opponents`` — every opponent plays at random in the rollouts of a bid
  (the worlds still weighed by the model); ``everyone`` — the bidder too (and it no longer
  sees the hands of the players after it in a trick).
"""

from __future__ import annotations

import random

from game.ai.opponents import OpponentModel
from game.ai.rollout import play_round
from game.ai.search import MonteCarloSearch, SearchConfig
from game.core.actions import Bid
from game.core.fastround import EXCUSE_CHOSEN, RoundSim
from game.core.observation import Observation
from game.core.scoring import round_delta
from game.core.state import Phase

#: Who plays at random in the rollouts of a bid (``bid_rollouts``): as the opponent model
#: says (shipped), every opponent, or every player including the bidder.
BID_ROLLOUTS = ("model", "opponents", "everyone")


class BidRolloutSearch(MonteCarloSearch):
    """The shipped flat search, with the rollouts of its bids changed as the variant says
    (``bid_noise`` None and ``bid_rollouts`` ``model``: exactly the shipped search)."""

    def __init__(
        self,
        obs: Observation,
        rng: random.Random,
        config: SearchConfig,
        bid_noise: float | None = None,
        bid_rollouts: str = "model",
    ) -> None:
        if bid_rollouts not in BID_ROLLOUTS:
            raise ValueError(f"bid_rollouts is one of {BID_ROLLOUTS}, not '{bid_rollouts}'")
        # Set before the search prepares itself: _prepare reads them.
        self.bid_noise = bid_noise
        self.bid_rollouts = bid_rollouts
        super().__init__(obs, rng, config)

    def _prepare(self) -> None:
        super()._prepare()
        noise = self.bid_noise
        self._one_rollout = (
            self.obs.phase is Phase.BID
            and noise is not None
            and noise >= 1.0
            and self._sim.excuse_mode != EXCUSE_CHOSEN
        )
        if self._one_rollout:
            self._per_world = 1

    def _weighing(self) -> tuple[OpponentModel | None, list[float]]:
        if self.obs.phase is Phase.BID and self.bid_noise is not None:
            # The bids' own rollouts: the same noise for every seat, in worlds that all count
            # the same.
            return None, [self.bid_noise] * self.obs.players
        return super()._weighing()

    def _rollout(
        self, sim: RoundSim, hands: list[list[int]], noise: list[float], informed: int
    ) -> list[int]:
        if self.bid_rollouts == "model":
            return play_round(sim, hands, self.rng, noise, informed)
        everyone = self.bid_rollouts == "everyone"
        erratic = [1.0] * len(hands)
        if not everyone:
            erratic[self.obs.seat] = 0.0
        return play_round(sim, hands, self.rng, erratic, -1 if everyone else self.obs.seat)

    def _try_bids(self, hands: list[list[int]], weight: float, noise: list[float]) -> None:
        obs = self.obs
        base = self._sim
        if self._one_rollout:
            # Every card at random: the tricks do not depend on the bids, so one rollout
            # scores every bid in this world.
            tricks = self._rollout(base, hands, noise, -1)[obs.seat]
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
            won = self._rollout(base, [h[:] for h in hands], noise, self._informed)
            self._sums[i] += weight * round_delta(self._scoring, action.n, won[obs.seat])
