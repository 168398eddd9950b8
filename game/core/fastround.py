"""A fast kernel that plays the rest of one round on plain lists and ints, for the bots.

The bots imagine hundreds of thousands of rounds: from the current point of a round (some bids
made, some tricks won, the current trick partly played) and one guess of every hand, they play
the round to its end and score it. :mod:`game.core.state` stays the reference for the rules;
``tests/core/test_fastround.py`` proves that this kernel agrees with it (legal bids and cards,
trick winners, scores) on thousands of random rounds of every preset and option.

Three entry points:

* :func:`random_playout` — uniformly random legal bids (for seats still to bid) and cards, in
  one inlined loop with no Python function call per card: the speed path (figures in
  ``docs/PERFORMANCE.md``).
* :func:`playout` — the same round driven by policies, so that the bots can plug in heuristic
  bids and plays. With the default :func:`uniform_bid` and :func:`uniform_play` policies it
  makes exactly the same choices as :func:`random_playout` from the same generator state.
* :func:`score_round` with :func:`score_params` — what the round is worth to each seat.

How a uniformly random legal card is drawn without listing the legal cards: every working
hand is kept sorted by card id, so the cards of one suit form a block, found with two
``bisect`` calls; a card is ``hand.pop(i)`` with ``i`` uniform over the block (or over the
whole hand when leading or void). No shuffle, no list built per card.

Card ids are those of :mod:`game.core.cards`. In the tarot deck the Excuse worth 22 by its
player's choice is written :data:`EXCUSE_HIGH` (74) in legal-card lists and policy answers,
and stays :data:`~game.core.cards.EXCUSE` (73) with value 22 in the trick.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .cards import EXCUSE, RANK_OF, SUIT_OF
from .rules import Deck, ExcuseValue, LivesScoring, PointsScoring
from .rules import Sequence as SizeSequence
from .state import GameState, Phase
from .tricks import TrickPlay, trick_winner

#: The Excuse played for 22 by its player's choice (kernel-only pseudo-card, never in a hand).
EXCUSE_HIGH = 74
#: Excuse mode: its player chooses 0 or 22 as it is played (the other modes are 0 and 22).
EXCUSE_CHOSEN = -1

#: Added to a trump's id to rank it above every card of the suit led (ids are below 52).
_TRUMP_BONUS = 100


@dataclass(frozen=True, slots=True)
class RoundSpec:
    """The public facts of a round from the point where a playout starts.

    Tuples indexed by seat cover every seat of the table (out players included: they are in
    neither ``order`` nor ``bid_order``). Frozen, so one spec serves every imagined world;
    ``dataclasses.replace(spec, bids=...)`` gives a variant (a candidate bid, for instance).
    """

    #: Seats at the table, out players included.
    players: int
    #: Seats still in, in the direction of play, starting at the leader of the current trick
    #: (while bidding: the seat that will lead the first trick).
    order: tuple[int, ...]
    #: Seats in bidding order; the last one is under the hook.
    bid_order: tuple[int, ...]
    #: Cards dealt to each player this round (the number of tricks).
    hand_size: int
    #: The trump suit (0–3), or None.
    trump: int | None = None
    #: True with the 22-card tarot deck: no suit to follow, the highest value wins.
    tarot: bool = False
    #: What the Excuse is worth: 0, 22 or :data:`EXCUSE_CHOSEN`.
    excuse: int = 0
    #: A player void in the suit led must trump when they can.
    must_trump: bool = False
    #: The last bidder may not make the bids total the number of tricks.
    hook: bool = True
    #: The blind 1-card round (for policies: the rules of play do not change).
    blind: bool = False
    #: Bids made so far, None for seats still to bid (and out seats).
    bids: tuple[int | None, ...] = ()
    #: Seats the zero limit forbids to bid 0 (unless nothing else is left).
    zero_barred: tuple[bool, ...] = ()
    #: Tricks won so far this round.
    won: tuple[int, ...] = ()
    #: The current trick: (seat, card, value) in the order played, led by ``order[0]``.
    trick: tuple[TrickPlay, ...] = ()
    #: Tricks still to finish, the current one included.
    tricks_left: int = -1
    #: ``after[seat]``: the seats that follow ``seat`` in a trick it leads (derived).
    after: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    #: Seats still to bid, in bidding order (derived).
    to_bid: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        n = self.players
        put = object.__setattr__  # frozen: fill the defaults and the derived fields once
        if not self.bids:
            put(self, "bids", (None,) * n)
        if not self.zero_barred:
            put(self, "zero_barred", (False,) * n)
        if not self.won:
            put(self, "won", (0,) * n)
        if self.tricks_left < 0:
            put(self, "tricks_left", self.hand_size - sum(self.won))
        if len(self.bids) != n or len(self.zero_barred) != n or len(self.won) != n:
            raise ValueError("bids, zero_barred and won need one entry per seat")
        if self.order and len(self.trick) >= len(self.order):
            raise ValueError("the current trick is complete: start from the next one")
        to_bid = tuple(s for s in self.bid_order if self.bids[s] is None)
        if self.trick and to_bid:
            raise ValueError("cards are on the table but some bids are missing")
        k = len(self.order)
        after: list[tuple[int, ...]] = [()] * n
        for i, seat in enumerate(self.order):
            after[seat] = tuple(self.order[(i + j) % k] for j in range(1, k))
        put(self, "to_bid", to_bid)
        put(self, "after", tuple(after))


def spec_from_state(state: GameState) -> RoundSpec:
    """The round of ``state`` (bidding or playing) as a :class:`RoundSpec`."""
    if state.phase is Phase.OVER:
        raise ValueError("the game is over: no round to play")
    rules = state.rules
    order = [state.leader]
    alive = len(state.bid_order)
    while len(order) < alive:
        order.append(state.next_seat(order[-1]))
    limit = 0 if rules.sequence is SizeSequence.QUICK5 else rules.zero_limit
    return RoundSpec(
        players=state.players,
        order=tuple(order),
        bid_order=state.bid_order,
        hand_size=state.hand_size,
        trump=state.trump,
        tarot=rules.deck is Deck.TAROT,
        excuse=excuse_mode(rules.excuse),
        must_trump=rules.must_trump,
        hook=rules.hook,
        blind=state.blind,
        bids=tuple(state.bids),
        zero_barred=tuple(bool(limit) and z >= limit for z in state.zero_streak),
        won=tuple(state.won),
        trick=tuple(state.trick),
        tricks_left=state.hand_size - len(state.tricks_done),
    )


def hands_from_state(state: GameState) -> list[list[int]]:
    """Every seat's real hand (for tests and for a state that is a sampled world)."""
    return [list(h) for h in state.hands]


def excuse_mode(value: ExcuseValue) -> int:
    """The kernel's code for an Excuse option: 0, 22 or :data:`EXCUSE_CHOSEN`."""
    if value is ExcuseValue.TWENTY_TWO:
        return 22
    if value is ExcuseValue.CHOSEN:
        return EXCUSE_CHOSEN
    return 0


# -- scoring ------------------------------------------------------------------------------

#: (exact bonus, per trick when exact, per trick when missed, fixed miss, per trick of
#: difference): lives are points with a zero exact bonus and the loss as the per-diff penalty.
ScoreParams = tuple[int, int, int, int, int]


def score_params(scoring: PointsScoring | LivesScoring) -> ScoreParams:
    """The scoring of the rules as plain ints for :func:`score_round`."""
    if isinstance(scoring, LivesScoring):
        return (0, 0, 0, 0, scoring.loss_per_diff)
    return (
        scoring.exact_bonus,
        scoring.exact_per_trick,
        scoring.miss_per_trick,
        scoring.miss_fixed,
        scoring.miss_per_diff,
    )


def score_round(
    params: ScoreParams, bids: Sequence[int | None], tricks: Sequence[int]
) -> list[int]:
    """Each seat's change of points (or lives) for the round, as
    :func:`game.core.scoring.round_delta` computes it; 0 for seats without a bid."""
    bonus, per_trick, miss_trick, miss_fixed, per_diff = params
    out = [0] * len(tricks)
    for seat, bid in enumerate(bids):
        if bid is None:
            continue
        t = tricks[seat]
        if bid == t:
            out[seat] = bonus + per_trick * t
        else:
            diff = bid - t if bid > t else t - bid
            out[seat] = miss_trick * t - miss_fixed - per_diff * diff
    return out


# -- rules of one decision ----------------------------------------------------------------


def legal_bids(spec: RoundSpec, bids: Sequence[int | None], seat: int) -> list[int]:
    """The bids ``seat`` may make given the bids made so far, ascending (as
    :meth:`GameState.allowed_bids`)."""
    size = spec.hand_size
    forbidden = -1
    if spec.hook and seat == spec.bid_order[-1]:
        forbidden = size - sum(b for b in bids if b is not None)
    out = [b for b in range(size + 1) if b != forbidden]
    if spec.zero_barred[seat] and len(out) > 1 and out[0] == 0:
        del out[0]
    return out


def legal_cards(
    hand: Sequence[int],
    trick: Sequence[TrickPlay],
    trump: int | None,
    must_trump: bool,
    tarot: bool,
    excuse: int,
) -> list[int]:
    """The cards of ``hand`` (sorted by id) that may be played on ``trick``, by id; with the
    chosen Excuse, :data:`EXCUSE_HIGH` after :data:`EXCUSE` stands for playing it as 22."""
    if tarot:
        out = list(hand)
        if excuse == EXCUSE_CHOSEN and EXCUSE in out:
            out.append(EXCUSE_HIGH)
        return out
    if not trick:
        return list(hand)
    led = SUIT_OF[trick[0][1]]
    follow = [c for c in hand if SUIT_OF[c] == led]
    if follow:
        return follow
    if must_trump and trump is not None:
        trumps = [c for c in hand if SUIT_OF[c] == trump]
        if trumps:
            return trumps
    return list(hand)


def card_value(card: int, tarot: bool, excuse: int) -> int:
    """The value a played card (or :data:`EXCUSE_HIGH`) takes in the trick: its rank; tarot
    trumps their number, the Excuse 0 or 22."""
    if card == EXCUSE_HIGH:
        return 22
    if tarot and card == EXCUSE:
        return 22 if excuse == 22 else 0
    return RANK_OF[card]


# -- policies -----------------------------------------------------------------------------


@dataclass(slots=True)
class Table:
    """The round as a policy sees it during :func:`playout` (and its result afterwards).

    Policies may read everything; they must not change it. ``hands`` are the imagined
    hands of this playout: a fair policy looks only at the hand of the seat it plays for.
    """

    spec: RoundSpec
    rng: random.Random
    #: The working hands, sorted by card id.
    hands: list[list[int]]
    bids: list[int | None]
    won: list[int]
    #: The trick being played: (seat, card, value).
    trick: list[TrickPlay]
    #: Tricks still to finish, the current one included.
    tricks_left: int
    #: Cards played during this playout, in order (the starting trick's cards excluded).
    played: list[int] = field(default_factory=list)
    #: The winner of each trick finished during this playout.
    winners: list[int] = field(default_factory=list)

    def need(self, seat: int) -> int:
        """Tricks ``seat`` still needs for its bid (negative once over it; 0 without a bid)."""
        bid = self.bids[seat]
        return 0 if bid is None else bid - self.won[seat]


#: ``bid_policy(seat, legal_bids, table) -> bid``
BidPolicy = Callable[[int, list[int], Table], int]
#: ``play_policy(seat, legal_cards, trick, table) -> card`` (:data:`EXCUSE_HIGH` for the
#: Excuse worth 22 when its player chooses).
PlayPolicy = Callable[[int, list[int], list[TrickPlay], Table], int]


def uniform_bid(seat: int, legal: list[int], table: Table) -> int:
    """A uniformly random legal bid (the draws :func:`random_playout` makes)."""
    return legal[int(table.rng.random() * len(legal))]


def uniform_play(seat: int, legal: list[int], trick: list[TrickPlay], table: Table) -> int:
    """A uniformly random legal card, then for the chosen Excuse a fair coin for its value
    (the draws :func:`random_playout` makes)."""
    chosen = legal[-1] == EXCUSE_HIGH
    k = len(legal) - 1 if chosen else len(legal)
    card = legal[0] if k == 1 else legal[int(table.rng.random() * k)]
    if chosen and card == EXCUSE and table.rng.random() < 0.5:
        return EXCUSE_HIGH
    return card


def playout(
    spec: RoundSpec,
    hands: Sequence[Sequence[int]],
    rng: random.Random,
    play_policy: PlayPolicy = uniform_play,
    bid_policy: BidPolicy = uniform_bid,
) -> Table:
    """Play the round of ``spec`` to its end from ``hands`` (one per seat; not changed) with
    the given policies, and return the final :class:`Table` (``bids``, ``won``, ``winners``).

    A policy answer that is not in the legal list raises :class:`ValueError`.
    """
    work = [sorted(h) for h in hands]
    bids = list(spec.bids)
    table = Table(spec, rng, work, bids, list(spec.won), list(spec.trick), spec.tricks_left)
    for seat in spec.bid_order:
        if bids[seat] is None:
            options = legal_bids(spec, bids, seat)
            bid = bid_policy(seat, options, table)
            if bid not in options:
                raise ValueError(f"seat {seat} cannot bid {bid}: legal bids are {options}")
            bids[seat] = bid
    trump, must_trump, tarot, excuse = spec.trump, spec.must_trump, spec.tarot, spec.excuse
    won, played, winners = table.won, table.played, table.winners
    trick = table.trick
    seats: Sequence[int] = spec.order[len(trick) :]
    while table.tricks_left > 0:
        for seat in seats:
            hand = work[seat]
            options = legal_cards(hand, trick, trump, must_trump, tarot, excuse)
            card = play_policy(seat, options, trick, table)
            if card not in options:
                raise ValueError(f"seat {seat} cannot play {card}: legal cards are {options}")
            value = card_value(card, tarot, excuse)
            if card == EXCUSE_HIGH:
                card = EXCUSE
            hand.remove(card)
            trick.append((seat, card, value))
            played.append(card)
        winner = trick_winner(trick, trump, tarot)
        won[winner] += 1
        winners.append(winner)
        table.tricks_left -= 1
        table.trick = trick = []
        seats = (winner, *spec.after[winner])
    return table


# -- the speed path -----------------------------------------------------------------------


def random_bids(spec: RoundSpec, rng: random.Random) -> list[int | None]:
    """Every bid of the round: those made, then uniformly random legal ones for the seats
    still to bid (hook and zero limit respected), in bidding order."""
    bids = list(spec.bids)
    rand = rng.random
    size = spec.hand_size
    last = spec.bid_order[-1]
    barred = spec.zero_barred
    for seat in spec.to_bid:
        low = 1 if barred[seat] else 0
        forbidden = -1
        if seat == last and spec.hook:
            forbidden = size - sum(b for b in bids if b is not None)
        count = size + 1 - low - (low <= forbidden <= size)
        if count <= 0:  # the zero limit would leave nothing: zero stays allowed (001)
            low = 0
            count = size + 1 - (0 <= forbidden <= size)
        bid = low + int(rand() * count)
        if low <= forbidden <= bid:
            bid += 1
        bids[seat] = bid
    return bids


def random_playout(
    spec: RoundSpec, hands: Sequence[Sequence[int]], rng: random.Random
) -> list[int]:
    """Tricks won by each seat (those already won included) after uniformly random legal bids
    and cards from the point of ``spec``, with ``hands`` (one per seat; not changed).

    The bids drawn are those of :func:`random_bids` (call :func:`random_round` to get them).
    """
    return random_round(spec, hands, rng)[1]


def random_round(
    spec: RoundSpec, hands: Sequence[Sequence[int]], rng: random.Random
) -> tuple[list[int | None], list[int]]:
    """(bids, tricks won) of every seat after uniformly random legal bids and cards."""
    bids = random_bids(spec, rng) if spec.to_bid else list(spec.bids)
    if spec.tarot:
        return bids, _random_tarot(spec, hands, rng)
    return bids, _random_standard(spec, hands, rng)


def _random_standard(
    spec: RoundSpec, hands: Sequence[Sequence[int]], rng: random.Random
) -> list[int]:
    """The 52-card play loop: follow suit, else (must) trump or discard; every draw is
    ``int(rand() * k)`` over a sorted block, exactly as :func:`uniform_play` over the legal
    cards."""
    rand = rng.random
    suit_of = SUIT_OF
    work = [sorted(h) for h in hands]
    won = list(spec.won)
    after = spec.after
    trump = -1 if spec.trump is None else spec.trump
    force = spec.must_trump and trump >= 0
    t_low, t_high = trump * 13, trump * 13 + 13
    bonus = _TRUMP_BONUS
    leader = spec.order[0]
    trick = spec.trick
    # A trick already begun: its suit, its best strength so far, its winner, who is left.
    led = best = win = 0
    seats: Sequence[int] = ()
    if trick:
        led = suit_of[trick[0][1]]
        best = -1
        for seat, card, _ in trick:
            suit = suit_of[card]
            strength = card if suit == led else card + bonus if suit == trump else -1
            if strength > best:
                best, win = strength, seat
        seats = spec.order[len(trick) :]
    for _ in range(spec.tricks_left):
        if seats:
            followers = seats
            seats = ()
        else:
            hand = work[leader]
            k = len(hand)
            best = hand.pop(int(rand() * k)) if k > 1 else hand.pop()
            led = suit_of[best]
            win = leader
            followers = after[leader]
        low = led * 13
        high = low + 13
        for seat in followers:
            hand = work[seat]
            a = bisect_left(hand, low)
            b = bisect_left(hand, high, a)
            if a < b:
                card = hand.pop(a + int(rand() * (b - a))) if b - a > 1 else hand.pop(a)
                if card > best:
                    best, win = card, seat
                continue
            if force:
                a = bisect_left(hand, t_low)
                b = bisect_left(hand, t_high, a)
                if a < b:
                    card = hand.pop(a + int(rand() * (b - a))) if b - a > 1 else hand.pop(a)
                    if card + bonus > best:
                        best, win = card + bonus, seat
                    continue
            k = len(hand)
            card = hand.pop(int(rand() * k)) if k > 1 else hand.pop()
            if suit_of[card] == trump and card + bonus > best:
                best, win = card + bonus, seat
        won[win] += 1
        leader = win
    return won


def _random_tarot(spec: RoundSpec, hands: Sequence[Sequence[int]], rng: random.Random) -> list[int]:
    """The tarot play loop: any card, the highest value wins (the Excuse 0, 22 or a coin)."""
    rand = rng.random
    rank_of = RANK_OF
    work = [sorted(h) for h in hands]
    won = list(spec.won)
    after = spec.after
    excuse = spec.excuse
    best = win = -1
    seats: Sequence[int] = ()
    if spec.trick:
        for seat, _, value in spec.trick:
            if value > best:
                best, win = value, seat
        seats = spec.order[len(spec.trick) :]
    leader = spec.order[0]
    for _ in range(spec.tricks_left):
        if seats:
            followers = seats
            seats = ()
        else:
            followers = (leader, *after[leader])
            best = -1
        for seat in followers:
            hand = work[seat]
            k = len(hand)
            card = hand.pop(int(rand() * k)) if k > 1 else hand.pop()
            if card == EXCUSE:
                value = 22 if excuse == 22 or (excuse < 0 and rand() < 0.5) else 0
            else:
                value = rank_of[card]
            if value > best:
                best, win = value, seat
        won[win] += 1
        leader = win
    return won
