"""Worlds consistent with an observation, for the bots (determinized Monte Carlo).

A *world* is one complete guess at the hidden cards: every seat's hand and the undealt
stock. :func:`sample_world` draws one, **exactly uniformly** among the deals consistent with
what the observing seat knows:

* its own hand (in the blind 1-card round: the other players' cards, never its own);
* the cards played and the turned-up card, which are nowhere else;
* how many cards each player still holds;
* the voids shown by failing to follow (with must-trump, no trump either: see
  :func:`~game.core.observation.infer_voids`).

The unseen cards go to the other players (in the blind round: to the observer alone) and the
rest to the undealt pile, which has no constraint (the stock of the 52-card games, the cards
left face down in tarot).

How it stays exact and fast: voids are per suit, so seats with the same voids are
interchangeable and suits no one tells apart can be merged. The seats are grouped by their
voids and the suits into classes; a small dynamic program counts the deals for each way of
splitting the classes between the groups, and a draw picks a split in proportion to its
count, then the cards uniformly inside it. The plan is prepared once per observation
(:class:`WorldSampler`; :func:`sample_world` keeps the last plan); each draw then costs a
few microseconds. There is no rejection loop and no failure: a draw always succeeds when a
consistent deal exists, and :class:`ValueError` says so when none does (a hand-made,
contradictory observation).

:func:`world_state` turns an observation and a world into a full :class:`GameState` the
general engine can play to the end of the current round.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Mapping
from collections.abc import Sequence as Seq
from dataclasses import dataclass
from math import comb
from random import Random

from .cards import SUIT_OF
from .observation import Observation
from .rules import AfterOne, Deck, Direction, ExcuseValue, Rules, Sequence
from .schedule import finite_schedule
from .state import GameState

#: The seed a world's :class:`GameState` deals any later round from. Bots only simulate to
#: the end of the current round, so later deals are deterministic but meaningless.
PLACEHOLDER_SEED = 0

#: Per seat, card → relative likelihood that the seat holds the card (missing cards weigh 1).
Weights = Seq[Mapping[int, float]]

#: Draws tried by the weighted sampler before it falls back to resampling (see
#: :meth:`WorldSampler.sample_weighted`).
WEIGHTED_TRIES = 64


@dataclass(slots=True)
class World:
    """One guess at the hidden cards.

    ``hands`` has one sorted list per seat (the observer's own hand as known; in the blind
    round the observer's card is guessed and the others are as seen). ``undealt`` holds the
    cards in no hand and not turned up (the stock; tarot: the cards left out), in no order.
    """

    hands: list[list[int]]
    undealt: list[int]


def _take(pool: list[int], k: int, rand: Callable[[], float]) -> list[int]:
    """Remove ``k`` cards chosen uniformly at random from ``pool`` and return them in a
    uniformly random order (a partial Fisher–Yates shuffle from the end of the list)."""
    n = len(pool)
    last = n - 1
    for i in range(k):
        j = int(rand() * (n - i))
        pool[j], pool[last - i] = pool[last - i], pool[j]
    taken = pool[n - k :]
    del pool[n - k :]
    return taken


def _compositions(limits: list[int], total: int) -> list[tuple[int, ...]]:
    """Every vector ``c`` with ``0 <= c[i] <= limits[i]`` and ``sum(c) == total``."""
    if not limits:
        return [()] if total == 0 else []
    out: list[tuple[int, ...]] = []
    room = [0] * (len(limits) + 1)
    for i in range(len(limits) - 1, -1, -1):
        room[i] = room[i + 1] + limits[i]

    def rec(i: int, left: int, prefix: tuple[int, ...]) -> None:
        if i == len(limits) - 1:
            if left <= limits[i]:
                out.append((*prefix, left))
            return
        low = max(0, left - room[i + 1])
        for x in range(low, min(limits[i], left) + 1):
            rec(i + 1, left - x, (*prefix, x))

    if total <= room[0]:
        rec(0, total, ())
    return out


@dataclass(slots=True)
class _Group:
    """Seats with the same voids: they share the cards of the classes they may hold."""

    seats: tuple[int, ...]
    caps: tuple[int, ...]
    cap: int
    allowed: tuple[int, ...]


class WorldSampler:
    """The sampling plan of one observation, prepared once and drawn from many times.

    >>> from random import Random
    >>> from game.core.presets import CLASSIC
    >>> from game.core.state import GameState
    >>> from game.core.observation import observe
    >>> sampler = WorldSampler(observe(GameState.new(CLASSIC, 4, seed=1), 0))
    >>> [len(h) for h in sampler.sample(Random(7)).hands]
    [1, 1, 1, 1]
    """

    __slots__ = (
        "_f",
        "_free_caps",
        "_free_seats",
        "_groups",
        "_known",
        "_tables",
        "classes",
        "counts",
        "observation",
        "sampled",
        "unseen",
    )

    def __init__(self, obs: Observation) -> None:
        self.observation = obs
        n, me = obs.players, obs.seat
        unseen = obs.unseen_cards()
        self.unseen: tuple[int, ...] = tuple(unseen)
        known: list[list[int]] = [[] for _ in range(n)]
        if obs.blind:
            sampled = [me] if obs.hand_counts[me] else []
            for s in range(n):
                if s != me:
                    known[s] = list(obs.visible[s])
        else:
            known[me] = list(obs.hand)
            sampled = [s for s in range(n) if s != me and obs.hand_counts[s]]
        self._known = known
        #: Seats whose cards are guessed.
        self.sampled: tuple[int, ...] = tuple(sampled)
        caps = {s: obs.hand_counts[s] for s in sampled}
        spare = len(unseen) - sum(caps.values())
        if spare < 0:
            raise ValueError(
                f"no consistent world: {sum(caps.values())} hidden cards to place but only "
                f"{len(unseen)} unseen"
            )
        present = {SUIT_OF[c] for c in unseen}
        # Group the seats by the voids that matter (suits still unseen).
        by_voids: dict[frozenset[int], list[int]] = {}
        for s in sampled:
            by_voids.setdefault(obs.voids[s] & present, []).append(s)
        free = by_voids.pop(frozenset(), [])
        self._free_seats = tuple(free)
        self._free_caps = tuple(caps[s] for s in free)
        # Classes: suits that every group treats alike.
        keys = list(by_voids)
        sig_of_suit: dict[tuple[bool, ...], list[int]] = {}
        for suit in sorted(present):
            sig_of_suit.setdefault(tuple(suit in v for v in keys), []).append(suit)
        class_of_suit: dict[int, int] = {}
        for i, suits in enumerate(sig_of_suit.values()):
            for suit in suits:
                class_of_suit[suit] = i
        classes: list[list[int]] = [[] for _ in sig_of_suit]
        for c in unseen:
            classes[class_of_suit[SUIT_OF[c]]].append(c)
        self.classes: tuple[tuple[int, ...], ...] = tuple(tuple(c) for c in classes)
        self.counts: tuple[int, ...] = tuple(len(c) for c in classes)
        groups: list[_Group] = []
        for voids, seats in by_voids.items():
            allowed = tuple(
                i for i, suits in enumerate(sig_of_suit.values()) if suits[0] not in voids
            )
            gcaps = tuple(caps[s] for s in seats)
            groups.append(_Group(tuple(seats), gcaps, sum(gcaps), allowed))
        # Most constrained first; the last group is drawn in closed form.
        groups.sort(key=lambda g: (len(g.allowed), -g.cap, g.seats))
        self._groups = groups
        self._f: list[dict[tuple[int, ...], int]] = [{} for _ in groups]
        self._tables: list[dict[tuple[int, ...], tuple[list[float], list[tuple[int, ...]]]]] = [
            {} for _ in groups
        ]
        if self.count() == 0:
            raise ValueError("no consistent world: the voids leave some player too few cards")

    # -- counting ------------------------------------------------------------------------

    def _count(self, i: int, rem: tuple[int, ...]) -> int:
        """Ways to fill groups ``i`` … with the unseen cards left, ``rem`` per class (the
        free seats and the undealt pile then take the rest, which always fits)."""
        groups = self._groups
        if i == len(groups):
            return 1
        memo = self._f[i]
        got = memo.get(rem)
        if got is not None:
            return got
        g = groups[i]
        if i == len(groups) - 1:
            total = comb(sum(rem[j] for j in g.allowed), g.cap)
        else:
            total = 0
            for comp in _compositions([rem[j] for j in g.allowed], g.cap):
                w = self._ways(g, rem, comp)
                if w:
                    total += w * self._count(i + 1, self._after(g, rem, comp))
        memo[rem] = total
        return total

    @staticmethod
    def _ways(g: _Group, rem: tuple[int, ...], comp: tuple[int, ...]) -> int:
        w = 1
        for j, x in zip(g.allowed, comp, strict=True):
            w *= comb(rem[j], x)
        return w

    @staticmethod
    def _after(g: _Group, rem: tuple[int, ...], comp: tuple[int, ...]) -> tuple[int, ...]:
        left = list(rem)
        for j, x in zip(g.allowed, comp, strict=True):
            left[j] -= x
        return tuple(left)

    def count(self) -> int:
        """How many consistent worlds there are, counting the hands of the constrained
        players and leaving aside how the rest is split (the same factor for every split)."""
        return self._count(0, self.counts)

    def _table(self, i: int, rem: tuple[int, ...]) -> tuple[list[float], list[tuple[int, ...]]]:
        table = self._tables[i].get(rem)
        if table is None:
            g = self._groups[i]
            cum: list[float] = []
            comps: list[tuple[int, ...]] = []
            acc = 0
            for comp in _compositions([rem[j] for j in g.allowed], g.cap):
                w = self._ways(g, rem, comp)
                if w:
                    w *= self._count(i + 1, self._after(g, rem, comp))
                if w:
                    acc += w
                    cum.append(float(acc))
                    comps.append(comp)
            table = (cum, comps)
            self._tables[i][rem] = table
        return table

    # -- drawing -------------------------------------------------------------------------

    def sample(self, rng: Random) -> World:
        """One world, uniformly among the consistent ones."""
        rand = rng.random
        hands = [h[:] for h in self._known]
        pools = [list(c) for c in self.classes]
        groups = self._groups
        last = len(groups) - 1
        rem = self.counts
        for i, g in enumerate(groups):
            if i < last:
                cum, comps = self._table(i, rem)
                k = bisect_right(cum, rand() * cum[-1])
                comp = comps[k if k < len(comps) else -1]
                taken: list[int] = []
                left = list(rem)
                for j, x in zip(g.allowed, comp, strict=True):
                    if x:
                        taken += _take(pools[j], x, rand)
                        left[j] -= x
                rem = tuple(left)
                if len(g.seats) > 1:
                    taken = _take(taken, len(taken), rand)
            else:
                if len(g.allowed) == 1:
                    taken = _take(pools[g.allowed[0]], g.cap, rand)
                else:
                    pool: list[int] = []
                    for j in g.allowed:
                        pool += pools[j]
                        pools[j] = []
                    taken = _take(pool, g.cap, rand)
                    pools.append(pool)
            if len(g.seats) == 1:
                taken.sort()
                hands[g.seats[0]] = taken
            else:
                pos = 0
                for s, c in zip(g.seats, g.caps, strict=True):
                    hand = taken[pos : pos + c]
                    hand.sort()
                    hands[s] = hand
                    pos += c
        rest: list[int] = []
        for p in pools:
            rest += p
        if self._free_seats:
            for s, c in zip(self._free_seats, self._free_caps, strict=True):
                hand = _take(rest, c, rand)
                hand.sort()
                hands[s] = hand
        return World(hands, rest)

    def sample_weighted(self, rng: Random, weights: Weights) -> World:
        """One world drawn in proportion to the product, over the guessed cards, of
        ``weights[seat][card]`` (a hook for what the bids reveal).

        Rejection sampling against :meth:`sample`, exact when a draw is accepted; after
        :data:`WEIGHTED_TRIES` refusals one of the drawn worlds is picked in proportion to
        its weight (sampling-importance-resampling, approximate), so it never fails.
        """
        rows: list[tuple[int, Mapping[int, float], float]] = []
        for s in self.sampled:
            row = weights[s] if s < len(weights) else {}
            if not row:
                continue
            top = max(row.get(c, 1.0) for c in self.unseen)
            if top > 0:
                rows.append((s, row, top))
        if not rows:
            return self.sample(rng)
        drawn: list[tuple[float, World]] = []
        for _ in range(WEIGHTED_TRIES):
            world = self.sample(rng)
            ratio = 1.0
            for s, row, top in rows:
                for c in world.hands[s]:
                    ratio *= row.get(c, 1.0) / top
            if rng.random() < ratio:
                return world
            drawn.append((ratio, world))
        total = sum(r for r, _ in drawn)
        if total <= 0:
            return drawn[0][1]
        x = rng.random() * total
        for r, world in drawn:
            x -= r
            if x < 0:
                return world
        return drawn[-1][1]


# The last plan, reused while the same observation object is sampled again (a bot's decision
# draws thousands of worlds from one observation). Identity, not equality: cheap and safe,
# since the entry holds the observation alive.
_last: tuple[Observation, WorldSampler] | None = None


def sampler_for(obs: Observation) -> WorldSampler:
    """The sampling plan of ``obs``, reusing the last one prepared for this very object."""
    global _last
    last = _last
    if last is not None and last[0] is obs:
        return last[1]
    sampler = WorldSampler(obs)
    _last = (obs, sampler)
    return sampler


def sample_world(obs: Observation, rng: Random, weights: Weights | None = None) -> World:
    """A world consistent with ``obs``, drawn uniformly with ``rng`` (a
    :class:`random.Random`); with ``weights`` (per seat, card → relative likelihood),
    drawn in proportion to them instead (see :meth:`WorldSampler.sample_weighted`).

    Raises :class:`ValueError` only when no world is consistent with ``obs``.
    """
    sampler = sampler_for(obs)
    if weights is None:
        return sampler.sample(rng)
    return sampler.sample_weighted(rng, weights)


# -- a full state for the engine -----------------------------------------------------------


def _climbing(obs: Observation) -> bool:
    """Whether the tarot cycle is climbing back up (only matters for the next round)."""
    rules = obs.rules
    if rules.sequence is not Sequence.TAROT_CYCLE or rules.after_one is not AfterOne.CLIMB:
        return False
    if not obs.history:
        return False
    start = rules.start_size(sum(obs.alive))
    return obs.history[-1].hand_size < obs.hand_size < start


def _sizes(obs: Observation) -> list[int] | None:
    """The schedule: the sizes played so far and this round's, then the rules' schedule
    drawn from :data:`PLACEHOLDER_SEED` (it only matters after the round)."""
    rules: Rules = obs.rules
    if rules.sequence is Sequence.TAROT_CYCLE:
        return None
    sizes = [r.hand_size for r in obs.history]
    sizes.append(obs.hand_size)
    sizes.extend(finite_schedule(rules, obs.players, PLACEHOLDER_SEED)[len(sizes) :])
    return sizes


def world_state(obs: Observation, world: World) -> GameState:
    """A full game state matching ``obs`` with the hidden cards of ``world``.

    Everything public is copied from the observation (rules, round, dealer, bids, tricks,
    the trick on the table, totals, lives, zero streaks, history, trump, whose turn), so
    :meth:`GameState.legal_actions` and :meth:`GameState.apply` behave as in the real game
    until the end of the current round. After it the state goes on with a placeholder:
    ``deals`` is None and later rounds are dealt from :data:`PLACEHOLDER_SEED` (the quick
    game's later sizes too), which the bots never rely on since they simulate one round.
    The first dealer is read from the history; ``opening_events`` is empty.
    """
    rules = obs.rules
    st = GameState.__new__(GameState)
    st.rules = rules
    st.players = obs.players
    st.seed = PLACEHOLDER_SEED
    st.deals = None
    st.first_dealer = obs.history[0].dealer if obs.history else obs.dealer
    st._step = 1 if rules.direction is Direction.CLOCKWISE else -1
    st._tarot = rules.deck is Deck.TAROT
    st._excuse_chosen = rules.excuse is ExcuseValue.CHOSEN
    st._zero_limit = 0 if rules.sequence is Sequence.QUICK5 else rules.zero_limit
    st._sizes = _sizes(obs)
    st._climbing = _climbing(obs)
    st.round_index = obs.round_index
    st.hand_size = obs.hand_size
    st.dealer = obs.dealer
    st.phase = obs.phase
    st.hands = [sorted(h) for h in world.hands]
    st.undealt = sorted(world.undealt)
    st.turned = obs.turned
    st.trump = obs.trump
    st.blind = obs.blind
    st.bid_order = obs.bid_order
    st.bids = list(obs.bids)
    st.won = list(obs.won)
    st.trick = list(obs.trick)
    st.leader = obs.leader
    st.to_move = obs.to_move
    st.tricks_done = list(obs.tricks_done)
    st.zero_streak = list(obs.zero_streak)
    st.totals = list(obs.totals)
    st.alive = list(obs.alive)
    st.history = list(obs.history)
    st.winners = obs.winners
    st.opening_events = []
    return st
