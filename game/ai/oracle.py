"""The oracle: a search that sees every card, as a yardstick for the fair bots.

It is never offered in the game: it takes the game state, not an observation. The arena
(``python -m game.cli.arena``) seats it as the level ``oracle``, and the benchmarks of
``bench/`` use its search to judge the bots' cards on the real deal.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from ..core.actions import HIDDEN, Action, Play
from ..core.observation import Observation, observe
from ..core.state import GameState
from .search import MonteCarloSearch, SearchConfig, play_value


class OracleSearch(MonteCarloSearch):
    """Flat Monte Carlo whose only world is the real deal (``hands``: every seat's cards)."""

    def __init__(
        self, obs: Observation, rng: random.Random, config: SearchConfig, hands: list[list[int]]
    ) -> None:
        # Set before the search prepares itself: _prepare reads it.
        self._true = hands
        super().__init__(obs, rng, config)

    def _prepare(self) -> None:
        super()._prepare()
        # The oracle knows its own card in the blind round too: a play puts that card down.
        me = self.obs.seat
        self._plays = [
            (
                a,
                *play_value(
                    Play(self._true[me][0], a.excuse) if a.card == HIDDEN else a,
                    self._tarot,
                    self._sim.excuse_mode,
                ),
            )
            for a in self.actions
            if isinstance(a, Play)
        ]

    def _run(self) -> Iterator[None]:
        # Even the blind round is played on the real deal: nothing is left to count.
        return self._worlds()

    def _drawer(self) -> Callable[[], list[list[int]]]:
        true = self._true
        return lambda: [h[:] for h in true]


class OracleBot:
    """Sees every card: the real deal is its only world."""

    level = "oracle"

    def __init__(self, config: SearchConfig | None = None) -> None:
        # One world (the real deal), but the opponents may play it many ways: noise in the
        # rollouts keeps the oracle from trusting a single deterministic play-out.
        self.config = config or SearchConfig(playouts=2000, min_worlds=64, noise=0.15)

    def decide_state(self, state: GameState, rng: random.Random) -> Action:
        """The oracle's action for the player to move in ``state``."""
        obs = observe(state, state.to_move)
        if len(obs.legal) == 1:
            return obs.legal[0]
        hands = [list(h) for h in state.hands]
        return OracleSearch(obs, rng, self.config, hands).run()
