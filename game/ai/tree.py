"""Information-set tree search for the card play (single-observer ISMCTS), run in small steps.

Flat Monte Carlo (:mod:`game.ai.search`) scores each legal card by playing the rest of the
round with the rollout policy, so it judges today's card as if every later card of its own
were played by that simple policy. This search improves the seat's later cards as well: it
grows a tree of the seat's own decisions, keyed by what the seat sees (its cards and every
card played since), so a node is an information set and the same node is reached in every
world where the seat would know the same things.

Each iteration draws a world, walks down the tree — the seat's own cards chosen by UCB1, the
other players' cards by the rollout policy in that world (with the noise the opponent model
gives each of them) —, tries one new card of the seat's when it reaches one, plays the rest
of the round with the rollout policy and credits the seat's score for the round (points, or
lives lost, under the game's own scoring) to every card of the seat on the way down.

Worlds are drawn exactly uniformly (:mod:`game.core.sampling`) into a pool at the start of
the decision; with the opponent model each world of the pool is weighed by how well it
explains the opponents' bids and plays, and iterations draw worlds from the pool in
proportion to their weights.

The budget is counted in iterations (plus one unit per world of the pool), never in time,
so a seed reproduces a decision on any machine; :meth:`TreeSearch.step` runs a slice of it.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Iterator
from itertools import accumulate

from ..core.actions import Action, Play
from ..core.fastround import Round, values_of
from ..core.sampling import sampler_for
from ..core.scoring import round_delta
from .opponents import OpponentModel
from .rollout import play_round, policy_play
from .search import SteppedSearch, play_value


class _Node:
    """A node of the tree: one of the seat's information sets, or (``moves`` None) a step
    between two of them where another player is to play."""

    __slots__ = ("children", "count", "moves", "totals", "visits")

    def __init__(self, moves: list[tuple[int, int]] | None) -> None:
        #: The seat's legal (card, value) pairs here; None at another player's step.
        self.moves = moves
        n = len(moves) if moves is not None else 0
        self.visits = [0] * n
        self.totals = [0.0] * n
        #: Our node: one child per move (None until tried); their node: card -> child.
        self.children: list[_Node | None] | dict[int, _Node] = (
            [None] * n if moves is not None else {}
        )
        self.count = 0


def _ucb(node: _Node, explore: float) -> int:
    """The move of an expanded node of the seat's with the best UCB1 score."""
    visits = node.visits
    if len(visits) == 1:
        return 0
    totals = node.totals
    log_n = math.log(node.count)
    best, best_score = 0, -1.0
    for j, n in enumerate(visits):
        score = totals[j] / n + explore * math.sqrt(log_n / n)
        if score > best_score:
            best, best_score = j, score
    return best


class TreeSearch(SteppedSearch):
    """ISMCTS values of the legal cards of ``obs`` (card play only; not the blind round)."""

    def _prepare(self) -> None:
        obs = self.obs
        if obs.blind:
            raise ValueError("the blind round is decided exactly, not by tree search")
        plays = [a for a in self.actions if isinstance(a, Play)]
        bid = obs.bids[obs.seat]
        if len(plays) < len(self.actions) or bid is None:
            raise ValueError("the tree search decides cards, not bids")
        self._bid = bid
        self._root = _Node([play_value(a, self._tarot, self._sim.excuse_mode) for a in plays])
        # Rewards scaled to [0, 1] for UCB1: the worst and best this bid can score.
        deltas = [round_delta(self._scoring, bid, t) for t in range(obs.hand_size + 1)]
        self._low = min(deltas)
        self._span = (max(deltas) - self._low) or 1

    def values(self) -> dict[Action, float]:
        """Mean round score of each legal card so far (what the coach shows)."""
        root = self._root
        out = {}
        for i, a in enumerate(self.actions):
            n = root.visits[i]
            mean = root.totals[i] / n if n else 0.0
            out[a] = self._low + mean * self._span
        return out

    def best(self) -> Action:
        """The most visited card (then the best mean, then the first in legal order)."""
        if len(self.actions) == 1:
            return self.actions[0]
        root = self._root

        def key(i: int) -> tuple[int, float, int]:
            n = root.visits[i]
            return n, (root.totals[i] / n if n else 0.0), -i

        return self.actions[max(range(len(self.actions)), key=key)]

    # -- the search ----------------------------------------------------------------------

    def _pool(self) -> Iterator[tuple[list[list[int]], list[float], float]]:
        """Worlds for the pool: (hands, rollout noise per seat, weight)."""
        obs = self.obs
        config = self.config
        noise = [config.noise] * obs.players
        noise[obs.seat] = 0.0
        sampler = sampler_for(obs)
        model = OpponentModel(obs, config.opponents) if config.model_opponents else None
        for _ in range(config.pool):
            hands = sampler.sample(self.rng).hands
            if model is None:
                yield hands, noise, 1.0
                continue
            view = model.judge(hands)
            yield hands, view.noise, view.weight

    def _run(self) -> Iterator[None]:
        pool: list[tuple[list[list[int]], list[float]]] = []
        weights: list[float] = []
        for hands, noise, weight in self._pool():
            self.playouts += 1
            if weight > 0.0:
                pool.append((hands, noise))
                weights.append(weight)
            yield
        if not pool:
            # No world explains the opponents (a contradiction in the model): plain worlds.
            sampler = sampler_for(self.obs)
            pool = [(sampler.sample(self.rng).hands, [0.0] * self.obs.players)]
            weights = [1.0]
        cumulative = list(accumulate(weights))
        total = cumulative[-1]
        iterations = self.config.playouts if len(self.actions) > 1 else self.config.min_worlds
        rand = self.rng.random
        for _ in range(iterations):
            k = bisect_right(cumulative, rand() * total)
            hands, noise = pool[min(k, len(pool) - 1)]
            self._iterate([h[:] for h in hands], noise)
            self.playouts += 1
            yield

    def _iterate(self, hands: list[list[int]], noise: list[float]) -> None:
        me = self.obs.seat
        rng = self.rng
        explore = self.config.explore
        node = self._root
        path: list[tuple[_Node, int]] = []
        bid = self._bid
        state = Round(self._sim, hands)
        while state.tricks_left > 0:
            if state.seat == me:
                moves = node.moves
                if moves is None:
                    moves = node.moves = self._moves(state)
                    node.visits = [0] * len(moves)
                    node.totals = [0.0] * len(moves)
                    node.children = [None] * len(moves)
                visits = node.visits
                untried = [i for i, n in enumerate(visits) if n == 0]
                if untried:
                    # A card never tried here: try it, then roll out from there.
                    i = untried[int(rng.random() * len(untried))]
                    path.append((node, i))
                    state.play(*moves[i])
                    break
                i = _ucb(node, explore)
                path.append((node, i))
                state.play(*moves[i])
                children = node.children
                assert isinstance(children, list)
                child = children[i]
                if child is None:
                    child = children[i] = _Node(None)
                node = child
            else:
                card, value = policy_play(state, noise[state.seat], rng)
                state.play(card, value)
                children = node.children
                if isinstance(children, dict):
                    nxt = children.get(card)
                    if nxt is None:
                        nxt = children[card] = _Node(None)
                    node = nxt
                else:
                    # Our node whose move leads straight to another player: never reached,
                    # since a child is always entered right after our move.
                    raise AssertionError("tree out of step")
        if state.tricks_left > 0:
            won = play_round(state.rest(), state.hands, rng, noise, me)
        else:
            won = state.won
        reward = (round_delta(self._scoring, bid, won[me]) - self._low) / self._span
        for n, i in path:
            n.count += 1
            n.visits[i] += 1
            n.totals[i] += reward

    def _moves(self, state: Round) -> list[tuple[int, int]]:
        """The seat's legal (card, value) pairs at a new node (both Excuse values when the
        player chooses)."""
        sim = state.sim
        return [
            (card, value)
            for card in sorted(state.legal())
            for value in values_of(card, sim.tarot, sim.excuse_mode)
        ]
