"""Proofs over every world a seat cannot tell apart: actions certainly worse than another one,
whatever the hidden cards are and whatever anybody plays.

A person sees some moves are wrong at once: bidding 0 while holding the ace of trumps,
throwing away a master when every remaining trick is needed. This module finds such moves
exactly, so the bots can avoid them and ``bench/blunders.py`` can count them. Every proof
here is *sound*: it holds in every deal consistent with what the seat has seen.

**Card play (the endgame).** The unseen cards are not dealt into worlds one by one; an
adversary places them lazily, as they are played: an opponent may play any unseen card its
seat could still hold (its shown voids, the cards left in every hand, and whether the rest can
still be dealt — Hall's condition over the other seats). Everything played is seen by the
seat, so the seat's choices depend only on what it has seen, and a minimax over this tree is
exact: the *floor* of an action (what the seat can make sure of, against every deal and every
play) and its *ceiling* (the best it could get if every card fell its way). An action whose
ceiling is below another action's floor is **dominated**: a blunder, whatever happens; and
when the best action makes the best score still possible certain (every remaining trick
needed and taken, or none), every action that leaves it to chance is dominated too: never
better, and worse in some world. Unseen
cards that no card in the seat's hand or on the table separates are interchangeable, so the
adversary tries one of each run; the budget is counted in nodes, never in time.

**Bids.** A bid below the number of *sure winners* (cards nothing still unseen can beat: the
top trumps, in tarot the top numbers) is certain to fail. In a 1-card round, for the first to
bid, the chance of taking the trick is a count (no bid has been heard, and every card is
forced), so the best bid is known exactly; likewise in the blind round, where the seat sees
every other card but its own, and there the Excuse's value said in advance as well.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from ..core.actions import HIDDEN, Action, Bid, Play
from ..core.cards import EXCUSE, RANK_OF, SUIT_OF
from ..core.fastround import (
    card_value,
    excuse_mode,
    legal_cards,
    next_seats,
    shown_voids,
    strength_row,
    trick_state,
    trick_winner,
    values_of,
)
from ..core.observation import Observation
from ..core.rules import Deck, ExcuseValue, LivesScoring, PointsScoring
from ..core.scoring import round_delta
from ..core.state import Phase

#: The proof kinds, for reports.
KINDS = (
    "cash-masters",  # every remaining trick needed: the card that keeps the contract certain
    "duck",  # no more tricks wanted: the card that loses for certain
    "excuse-value",  # the Excuse's value that the contract forces
    "endgame",  # any other card proved worse than another one in every world
    "bid-certain-fail",  # a bid below the sure winners in hand
    "bid-one-card",  # the first bid of a 1-card round, by its exact chance
    "bid-blind",  # the first bid of the blind round, by its exact chance
    "excuse-blind",  # the Excuse's value said in the blind round, by the contract
)


#: A node of the endgame tree: the seat's hand, the unseen cards, every seat's card count,
#: every seat's voids (bit masks of suits), the trick, the leader, the seat's tricks won and
#: the tricks left.
Node = tuple[
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[tuple[int, int, int], ...],
    int,
    int,
    int,
]


#: No suit shown lacking (a lead, or tarot).
_NONE_SHOWN = (0, 0, 0, 0)


class BudgetExceeded(Exception):
    """The endgame search needed more nodes than its budget."""


@dataclass(frozen=True, slots=True)
class Proof:
    """Actions proved worse than another one in every world the seat cannot tell apart."""

    kind: str
    #: The legal actions a blunder would be (each worse than an action in ``good`` in every
    #: world, or never better and worse in some world when ``good`` makes its score certain).
    dominated: tuple[Action, ...]
    #: The legal actions not proved worse.
    good: tuple[Action, ...]
    #: What the best action is sure of (endgame: its floor; bids: its exact expected score).
    floor: float
    #: Search nodes spent (endgame), for budgets and reports.
    nodes: int = 0


def _score_fn(scoring: PointsScoring | LivesScoring, bid: int) -> list[int]:
    return [round_delta(scoring, bid, t) for t in range(0, 64)]


# -- the endgame ----------------------------------------------------------------------------


class _Endgame:
    """The lazy-adversary game tree of the rest of a round, seen from one seat."""

    def __init__(self, obs: Observation, budget: int) -> None:
        rules = obs.rules
        self.me = obs.seat
        self.tarot = rules.deck is Deck.TAROT
        self.trump = obs.trump if obs.trump is not None else -1
        self.must_trump = rules.must_trump and obs.trump is not None
        self.mode = excuse_mode(rules)
        self.active = len(obs.bid_order)
        self.players = obs.players
        self.nxt = next_seats(obs)
        bid = obs.bids[obs.seat]
        assert bid is not None
        self.score = _score_fn(rules.scoring, bid)
        # Looked up per move rather than asked of the kernel each time: every card's values
        # when played (the chosen Excuse's two), and by suit led and suit played, the suits
        # the play shows its player to lack.
        self.values = [values_of(c, self.tarot, self.mode) for c in range(74)]
        self.shown = [
            [shown_voids(s, led, self.trump, self.must_trump) for s in range(4)] for led in range(4)
        ]
        self.budget = budget
        self.nodes = 0
        self._force: dict[tuple[Node, int], bool] = {}
        self._reach: dict[tuple[Node, int], bool] = {}
        self._feasible: dict[tuple[object, ...], bool] = {}
        # What was counted already (see _enter): nodes entered, children built per node.
        self._force_seen: set[tuple[Node, int]] = set()
        self._reach_seen: set[tuple[Node, int]] = set()
        self._built: dict[Node, int] = {}

    # -- cards and moves ---------------------------------------------------------------

    def _value(self, card: int, excuse: int | None) -> int:
        """A card's value in the trick, the Excuse's as said (``excuse``) or as fixed."""
        return card_value(card, self.tarot, self.mode, excuse == 22)

    def my_moves(
        self, hand: tuple[int, ...], trick: tuple[tuple[int, int, int], ...]
    ) -> list[tuple[int, int]]:
        """(card, value) of each legal play from the seat's own hand."""
        led = SUIT_OF[trick[0][1]] if trick and not self.tarot else -1
        cards = legal_cards(list(hand), led, self.trump, self.must_trump, self.tarot)
        values = self.values
        return [(c, v) for c in cards for v in values[c]]

    def _classes(
        self, pool: tuple[int, ...], hand: tuple[int, ...], trick: tuple[tuple[int, int, int], ...]
    ) -> list[int]:
        """One card of each run of unseen cards that no known live card separates."""
        seps = set(hand)
        seps.update(c for _, c, _ in trick)
        pool_set = set(pool)
        reps: list[int] = []
        prev_in_run = False
        prev_suit = -1
        for c in sorted(pool_set | seps):
            suit = SUIT_OF[c]
            if c in pool_set:
                if c == EXCUSE or not prev_in_run or suit != prev_suit:
                    reps.append(c)
                prev_in_run = c != EXCUSE
            else:
                prev_in_run = False
            prev_suit = suit
        return reps

    def _hall(
        self, per_suit: tuple[int, ...], counts: tuple[int, ...], voids: tuple[int, ...]
    ) -> bool:
        """Whether the unseen cards (``per_suit``: how many of each suit) can still be dealt:
        every other seat its count, within its voids (the rest is the stock). By Hall's
        condition only groups of seats with a void can fail: a seat without one may take
        any card, and there are always enough cards for everyone together."""
        seats = [s for s in range(self.players) if s != self.me and counts[s] > 0 and voids[s]]
        if not seats:
            return True
        key = (per_suit, tuple(counts[s] for s in seats), tuple(voids[s] for s in seats))
        hit = self._feasible.get(key)
        if hit is not None:
            return hit
        ok = True
        for mask in range(1, 1 << len(seats)):
            need = 0
            allowed = 0
            for i, s in enumerate(seats):
                if mask >> i & 1:
                    need += counts[s]
                    allowed |= ~voids[s] & 0x1F
            have = 0
            for u in range(5):
                if allowed >> u & 1:
                    have += per_suit[u]
            if have < need:
                ok = False
                break
        self._feasible[key] = ok
        return ok

    def _moves(self, node: Node) -> tuple[bool, int, list[tuple[int, int, tuple[int, ...]]]]:
        """Whose turn it is at ``node`` and the plays to try: the seat's own legal cards, or
        one card of each run of unseen cards the other seat might hold (with the voids the
        play would show; whether the rest can still be dealt is checked when it is tried)."""
        hand, pool, _counts, voids, trick, leader, _won, _left = node
        seat = leader if not trick else self.nxt[trick[-1][0]]
        if seat == self.me:
            return True, seat, [(c, v, voids) for c, v in self.my_moves(hand, trick)]
        out: list[tuple[int, int, tuple[int, ...]]] = []
        values = self.values
        shown = self.shown[SUIT_OF[trick[0][1]]] if trick and not self.tarot else _NONE_SHOWN
        for c in self._classes(pool, hand, trick):
            suit = SUIT_OF[c]
            v = voids
            if not self.tarot:
                if voids[seat] >> suit & 1:
                    continue
                if shown[suit]:
                    vs = list(voids)
                    vs[seat] |= shown[suit]
                    v = tuple(vs)
            for value in values[c]:
                out.append((c, value, v))
        return False, seat, out

    def _kids(self, node: Node) -> tuple[bool, Iterator[Node]]:
        """Whether the seat moves at ``node``, and the nodes after each play worth trying
        (made lazily: a search that settles early never builds the rest)."""
        mine, seat, moves = self._moves(node)
        return mine, self._expand(node, seat, moves)

    def _expand(
        self, node: Node, seat: int, moves: list[tuple[int, int, tuple[int, ...]]]
    ) -> Iterator[Node]:
        hand, pool, counts, _voids, trick, leader, won, left = node
        if seat != self.me and not self.tarot:
            per = [0] * 5
            for c in pool:
                per[SUIT_OF[c]] += 1
            nc = list(counts)
            nc[seat] -= 1
            new_counts = tuple(nc)
        built = 0
        for c, value, vs in moves:
            if seat != self.me and not self.tarot:
                suit = SUIT_OF[c]
                per[suit] -= 1
                ok = self._hall(tuple(per), new_counts, vs)
                per[suit] += 1
                if not ok:
                    continue
            built += 1
            if built > self._built.get(node, 0):
                # Counted once per node and child, however often a resumed search builds it.
                self._built[node] = built
                self._tick()
            yield self._after(hand, pool, counts, vs, trick, leader, won, left, seat, c, value)

    def _after(
        self,
        hand: tuple[int, ...],
        pool: tuple[int, ...],
        counts: tuple[int, ...],
        voids: tuple[int, ...],
        trick: tuple[tuple[int, int, int], ...],
        leader: int,
        won: int,
        left: int,
        seat: int,
        card: int,
        value: int,
    ) -> Node:
        """The node after ``seat`` plays ``card`` (worth ``value``)."""
        if seat == self.me:
            i = hand.index(card)
            hand = hand[:i] + hand[i + 1 :]
        else:
            i = pool.index(card)
            pool = pool[:i] + pool[i + 1 :]
            cs = list(counts)
            cs[seat] -= 1
            counts = tuple(cs)
        trick = (*trick, (seat, card, value))
        if len(trick) == self.active:
            winner = trick_state(trick, self.trump, self.tarot)[2]  # the trick's winner
            if winner == self.me:
                won += 1
            leader = winner
            trick = ()
            left -= 1
        return (hand, pool, counts, voids, trick, leader, won, left)

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise BudgetExceeded

    def _enter(self, seen: set[tuple[Node, int]], key: tuple[Node, int]) -> None:
        """Count a search node the first time it is entered: a search resumed after its slice
        ran out walks back down to where it stopped, and that walk is not counted again, so
        the nodes spent (and whether a proof is found) never depend on the slices."""
        if key not in seen:
            seen.add(key)
            self._tick()

    def force(self, node: Node, target: int) -> bool:
        """Whether the seat can make sure of a score of at least ``target`` from ``node``."""
        return self._solve(node, target, True)

    def reach(self, node: Node, target: int) -> bool:
        """Whether some deal and some play give the seat a score of at least ``target``."""
        return self._solve(node, target, False)

    def _solve(self, node: Node, target: int, against: bool) -> bool:
        """:meth:`force` (``against``: the others play and deal against the seat) or
        :meth:`reach` (everyone plays its way)."""
        won, left = node[6], node[7]
        scores = self.score[won : won + left + 1]
        if min(scores) >= target:
            return True
        if max(scores) < target:
            return False
        memo = self._force if against else self._reach
        key = (node, target)
        hit = memo.get(key)
        if hit is not None:
            return hit
        self._enter(self._force_seen if against else self._reach_seen, key)
        mine, kids = self._kids(node)
        if mine or not against:
            result = any(self._solve(k, target, against) for k in kids)
        else:
            result = all(self._solve(k, target, against) for k in kids)
        memo[key] = result
        return result


class EndgameProver:
    """The endgame proof of ``obs``, computed a slice of nodes at a time.

    :meth:`step` spends at most ``nodes`` more search nodes and says whether the proof is
    finished; what was settled is memoised, so a step that runs out of nodes resumes where the
    last one stopped. Past ``budget`` nodes in all it gives up (:attr:`result` stays None). The
    budget is counted in nodes, never in time, so a seed reproduces a decision anywhere.
    """

    def __init__(self, obs: Observation, budget: int = 20_000) -> None:
        self.budget = budget
        self.done = False
        self.result: Proof | None = None
        if obs.phase is not Phase.PLAY or obs.blind or not obs.is_my_turn or len(obs.legal) < 2:
            self.done = True
            return
        self.obs = obs
        self.game = _Endgame(obs, budget)
        me = obs.seat
        voids = []
        for s in range(obs.players):
            mask = 0
            for suit in obs.voids[s]:
                mask |= 1 << suit
            voids.append(mask)
        self.left = obs.hand_size - len(obs.tricks_done)
        hand = tuple(obs.hand)
        pool = tuple(sorted(obs.unseen_cards()))
        counts = tuple(obs.hand_counts)
        trick = tuple(obs.trick)
        won = obs.won[me]
        self.actions = [a for a in obs.legal if isinstance(a, Play)]
        game = self.game
        self.kids = [
            game._after(
                hand,
                pool,
                counts,
                tuple(voids),
                trick,
                obs.leader,
                won,
                self.left,
                me,
                a.card,
                game._value(a.card, a.excuse),
            )
            for a in self.actions
        ]
        self.targets = sorted(set(game.score[won : won + self.left + 1]), reverse=True)

    @property
    def nodes(self) -> int:
        """Search nodes spent so far."""
        return self.game.nodes if hasattr(self, "game") else 0

    def step(self, nodes: int) -> bool:
        """Search up to ``nodes`` more nodes; True once the proof is finished (or given up)."""
        if self.done:
            return True
        game = self.game
        game.budget = min(self.budget, game.nodes + nodes)
        try:
            self.result = self._prove()
        except BudgetExceeded:
            if game.nodes < self.budget:
                return False
            self.result = None
        self.done = True
        return True

    def run(self) -> Proof | None:
        """The whole proof at once (None when there is none within the budget)."""
        self.step(self.budget)
        return self.result

    def _prove(self) -> Proof | None:
        game, kids, targets = self.game, self.kids, self.targets
        floor = next(t for t in targets if any(game.force(k, t) for k in kids))
        if floor == targets[-1]:
            return None
        if floor == targets[0]:
            # The best action makes the best score certain: every action that leaves it to
            # chance is worse in some world and never better (it throws a sure result away).
            dominated = tuple(
                a for a, k in zip(self.actions, kids, strict=True) if not game.force(k, floor)
            )
        else:
            dominated = tuple(
                a for a, k in zip(self.actions, kids, strict=True) if not game.reach(k, floor)
            )
        if not dominated:
            return None
        good = tuple(a for a in self.actions if a not in dominated)
        obs = self.obs
        bid = obs.bids[obs.seat]
        assert bid is not None
        need = bid - obs.won[obs.seat]
        if any(a.card == EXCUSE and a.excuse is not None for a in dominated) and any(
            a.card == EXCUSE for a in good
        ):
            kind = "excuse-value"
        elif floor == game.score[bid] and need == self.left:
            kind = "cash-masters"
        elif floor == game.score[bid] and need == 0:
            kind = "duck"
        else:
            kind = "endgame"
        return Proof(kind, dominated, good, float(floor), game.nodes)


def endgame_proof(obs: Observation, budget: int = 20_000) -> Proof | None:
    """The card plays of ``obs`` that are worse than another one in every world, or None
    when none is (or the search needs more than ``budget`` nodes)."""
    return EndgameProver(obs, budget).run()


# -- bids -----------------------------------------------------------------------------------


def _beats(card: int, other: int, other_value: int, trump: int | None, tarot: bool) -> bool:
    """Whether ``other`` (played with ``other_value``) can beat ``card`` in some trick: in one
    led in ``card``'s suit, the only kind of trick ``card`` can win."""
    if tarot:
        return other_value > RANK_OF[card]
    row = strength_row(trump if trump is not None else -1, SUIT_OF[card])
    return row[other] > row[card]


def sure_winners(obs: Observation) -> int:
    """Cards in hand that take a trick whenever they are played: nothing still unseen can
    beat them (the top trumps; in tarot the top numbers, the Excuse when it is worth 22)."""
    rules = obs.rules
    tarot = rules.deck is Deck.TAROT
    trump = obs.trump
    mode = excuse_mode(rules)
    unseen = obs.unseen_cards()
    count = 0
    for c in obs.hand:
        if tarot and c == EXCUSE:
            # Worth 22 it beats everything; chosen, it may win or lose: not a sure winner.
            count += rules.excuse is ExcuseValue.TWENTY_TWO
            continue
        if not tarot and SUIT_OF[c] != trump:
            # A plain card may be discarded on another suit's trick.
            continue
        if not any(
            _beats(c, o, v, trump, tarot) for o in unseen for v in values_of(o, tarot, mode)
        ):
            count += 1
    return count


def certain_fail_proof(obs: Observation) -> Proof | None:
    """Bids below the sure winners in hand, when a bid at or above them does as well in every
    outcome and better when it is made."""
    if obs.phase is not Phase.BID or obs.blind or not obs.is_my_turn:
        return None
    lo = sure_winners(obs)
    if lo == 0:
        return None
    scoring = obs.rules.scoring
    hi = obs.hand_size
    bids = [a for a in obs.legal if isinstance(a, Bid)]
    failing = [b for b in bids if b.n < lo]
    if not failing:
        return None
    dominated: list[Action] = []
    for b in failing:
        for a in bids:
            if a.n < lo:
                continue
            if all(
                round_delta(scoring, a.n, t) >= round_delta(scoring, b.n, t)
                for t in range(lo, hi + 1)
            ) and round_delta(scoring, a.n, a.n) > round_delta(scoring, b.n, a.n):
                dominated.append(b)
                break
    if not dominated:
        return None
    good = tuple(a for a in bids if a not in dominated)
    return Proof("bid-certain-fail", tuple(dominated), good, float(lo))


def _first_bid(obs: Observation) -> bool:
    return obs.phase is Phase.BID and obs.is_my_turn and all(b is None for b in obs.bids)


def _trick_order(obs: Observation) -> list[int]:
    """The seats in the order they play the first trick (the leader first)."""
    order = list(obs.bid_order)
    i = order.index(obs.leader)
    return order[i:] + order[:i]


def win_chance_one_card(obs: Observation) -> Fraction | None:
    """The exact chance of taking the trick of a 1-card round (not blind), or None when
    someone else's choice could change it (an unseen Excuse whose value is chosen)."""
    rules = obs.rules
    tarot = rules.deck is Deck.TAROT
    (card,) = obs.hand
    unseen = obs.unseen_cards()
    if tarot and rules.excuse is ExcuseValue.CHOSEN and (EXCUSE in unseen or card == EXCUSE):
        return None
    trump = obs.trump
    mode = excuse_mode(rules)
    m = len(obs.bid_order) - 1
    size = len(unseen)
    beaters = [
        o
        for o in unseen
        if any(_beats(card, o, v, trump, tarot) for v in values_of(o, tarot, mode))
    ]
    if tarot and card == EXCUSE:
        # A fixed Excuse: worth 22 it always wins, worth 0 it never does.
        return Fraction(1 if rules.excuse is ExcuseValue.TWENTY_TWO else 0)
    calm = size - len(beaters)
    order = _trick_order(obs)
    i_lead = order[0] == obs.seat
    if tarot or i_lead or (trump is not None and SUIT_OF[card] == trump):
        return Fraction(comb(calm, m), comb(size, m))
    # Someone else leads: only a lower card of the seat's own suit lets it follow and win.
    same = sum(1 for o in unseen if SUIT_OF[o] == SUIT_OF[card] and o not in beaters)
    return Fraction(same, size) * Fraction(comb(calm - 1, m - 1), comb(size - 1, m - 1))


def win_chance_blind(obs: Observation) -> Fraction | None:
    """The exact chance of taking the blind round's trick, the seat's card being any unseen
    card with equal chance, or None when another player's choice could change it (a visible
    Excuse whose value its holder chooses). An Excuse of one's own whose value is chosen wins
    or loses as the seat says, so it counts as neither and is returned apart by the caller."""
    rules = obs.rules
    tarot = rules.deck is Deck.TAROT
    chosen = tarot and rules.excuse is ExcuseValue.CHOSEN
    if chosen and any(EXCUSE in v for v in obs.visible):
        return None
    unseen = obs.unseen_cards()
    order = _trick_order(obs)
    mode = excuse_mode(rules)
    trump = obs.trump if obs.trump is not None else -1
    wins = 0
    for c in unseen:
        if chosen and c == EXCUSE:
            continue
        trick = []
        for s in order:
            card = c if s == obs.seat else obs.visible[s][0]
            trick.append((s, card, card_value(card, tarot, mode)))
        wins += trick_winner(trick, trump, tarot) == obs.seat
    if not unseen:
        return None
    return Fraction(wins, len(unseen))


def one_card_bid_proof(obs: Observation) -> Proof | None:
    """The first bid of a 1-card round (blind or not) by its exact expected score."""
    if not _first_bid(obs) or obs.hand_size != 1:
        return None
    rules = obs.rules
    scoring = rules.scoring
    tarot = rules.deck is Deck.TAROT
    bids = [a for a in obs.legal if isinstance(a, Bid)]
    if len(bids) < 2:
        return None
    if obs.blind:
        p = win_chance_blind(obs)
        kind = "bid-blind"
        # With the chosen Excuse one's own Excuse makes any bid (its value is said after).
        unseen = obs.unseen_cards()
        p_free = (
            Fraction(1, len(unseen))
            if tarot and rules.excuse is ExcuseValue.CHOSEN and EXCUSE in unseen
            else Fraction(0)
        )
    else:
        p = win_chance_one_card(obs)
        kind = "bid-one-card"
        p_free = Fraction(0)
    if p is None:
        return None
    ev = {
        b: p * round_delta(scoring, b.n, 1)
        + (1 - p - p_free) * round_delta(scoring, b.n, 0)
        + p_free * round_delta(scoring, b.n, b.n)
        for b in bids
    }
    best = max(ev.values())
    dominated = tuple(b for b in bids if ev[b] < best)
    if not dominated:
        return None
    good = tuple(b for b in bids if ev[b] == best)
    return Proof(kind, dominated, good, float(best))


def blind_excuse_proof(obs: Observation) -> Proof | None:
    """The value said for a possible Excuse in the blind round: if the seat's card is the
    Excuse, 22 takes the trick and 0 loses it, so the contract decides."""
    if obs.phase is not Phase.PLAY or not obs.blind or not obs.is_my_turn:
        return None
    plays = [
        a for a in obs.legal if isinstance(a, Play) and a.card == HIDDEN and a.excuse is not None
    ]
    if len(plays) < 2 or EXCUSE not in obs.unseen_cards():
        return None
    me = obs.seat
    bid = obs.bids[me]
    assert bid is not None
    scoring = obs.rules.scoring
    won = obs.won[me]
    value = {a: round_delta(scoring, bid, won + (1 if a.excuse == 22 else 0)) for a in plays}
    best = max(value.values())
    dominated = tuple(a for a in plays if value[a] < best)
    if not dominated:
        return None
    good = tuple(a for a in obs.legal if a not in dominated)
    return Proof("excuse-blind", dominated, good, float(best))


def bid_proof(obs: Observation) -> Proof | None:
    """A proof about a bid: the first bid of a 1-card round, or a bid certain to fail."""
    return one_card_bid_proof(obs) or certain_fail_proof(obs)


def prove(obs: Observation, budget: int = 20_000, max_tricks: int = 4) -> Proof | None:
    """A proof about the decision of ``obs``, of whichever kind applies, or None.

    The endgame search runs only with at most ``max_tricks`` tricks left and ``budget`` nodes.
    """
    if not obs.is_my_turn or len(obs.legal) < 2:
        return None
    if obs.phase is Phase.BID:
        return bid_proof(obs)
    if obs.blind:
        return blind_excuse_proof(obs)
    if obs.hand_size - len(obs.tricks_done) > max_tricks:
        return None
    return endgame_proof(obs, budget)


__all__ = [
    "KINDS",
    "BudgetExceeded",
    "EndgameProver",
    "Proof",
    "bid_proof",
    "blind_excuse_proof",
    "certain_fail_proof",
    "endgame_proof",
    "one_card_bid_proof",
    "prove",
    "sure_winners",
    "win_chance_blind",
    "win_chance_one_card",
]
