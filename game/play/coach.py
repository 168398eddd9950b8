"""The coach, and thinking a slice per frame: shared by a game at this computer and a game
played over the network (whose coach thinks on the player's own computer, from the seat's
observation).

The coach is the Hard bot asked about the decision at hand: the expected round score of each
legal action and the one it prefers. It thinks a slice per frame, never blocking one; its
``random.Random`` is seeded from the game and the decision, so the same decision gets the same
advice.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ..ai.bots import Bot, Thinking
from ..core.observation import Observation
from .table import Hint


def think_slice(thinking: Thinking, budget: float | None, playouts: int) -> bool:
    """One frame's slice of thinking; True once the decision is made. With a time ``budget``
    (seconds) the search runs one sampled world at a time until the budget is spent, so a
    frame stays short whatever a playout costs at this point of the game (bench/bench_frames.py:
    a slice counted in playouts and carried over from the last decision overshot 5 ms up to
    26 ms when a search began); without one it runs ``playouts`` playouts."""
    if budget is None or thinking.background:
        return thinking.step(playouts)
    deadline = time.perf_counter() + budget
    while not thinking.step(1):
        if time.perf_counter() >= deadline:
            return False
    return True


class Coach:
    """Advice for one decision at a time: :meth:`ask`, then :meth:`step` every frame."""

    def __init__(
        self,
        bots: Callable[[str], Bot],
        key: str,
        budget: float | None,
        playouts: int,
    ) -> None:
        self._bots = bots
        #: What the advice's random generator is seeded with, with the seat and the decision.
        self._key = key
        self._budget = budget
        self._playouts = playouts
        self.hint: Hint | None = None

    def ask(self, obs: Observation, action_index: int) -> None:
        """Start thinking about ``obs.seat``'s decision number ``action_index`` (nothing new
        when that advice is already there or coming)."""
        if self.hint is not None and self.hint.action_index == action_index:
            return
        rng = random.Random(f"{self._key}/coach/{obs.seat}/{action_index}")
        thinking = self._bots("hard").think(obs, rng)
        self.hint = Hint(obs.seat, action_index, thinking)
        self.step(action_index)

    def step(self, action_index: int) -> None:
        """Think one slice; the advice is dropped once the game has moved on."""
        hint = self.hint
        if hint is None or hint.done:
            return
        if hint.action_index != action_index:
            self.hint = None
            return
        if think_slice(hint.thinking, self._budget, self._playouts):
            hint.best = hint.thinking.result
            hint.values = dict(hint.thinking.values() or {})
            hint.done = True

    def drop(self) -> None:
        """Forget the advice (the game moved on)."""
        self.hint = None


__all__ = ["Coach", "think_slice"]
