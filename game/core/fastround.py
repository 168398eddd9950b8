"""The round kernel: the rules of one round's card play on plain ints and lists, for the bots.

The bots play hundreds of thousands of imagined rounds per decision: the rollouts
(:mod:`game.ai.rollout`), the tree search (:mod:`game.ai.tree`) and the endgame proofs
(:mod:`game.ai.proof`) all need the same three rules at full speed — which cards a hand may
play, which card wins the trick, and what the Excuse is worth — and they take them from here.
This module holds rules and nothing else: no policy (how a player chooses among its legal
cards lives in the rollout) and no search.

Why here, in ``core``, when the bots are its only users: these are rules, and the core is the
one place a rule lives (the bots ask it, they never decide what is legal). It imports nothing
of the bots, and it sits beside the general engine (:mod:`game.core.state`), which stays the
reference: ``tests/core/test_fastround.py`` proves this kernel equal to it — legal cards,
the Excuse's values, the voids a play shows, trick winners, tricks won — on thousands of
rounds of every preset and option.

How it is fast:

* **One int per card's strength.** In the 52-card games, once the suit led is known a card
  beats the trick exactly when its *strength* is higher: a trump is worth its rank + 26, a
  card of the suit led its rank + 13, any other card -1 (it can never win). The tables
  :data:`STRENGTH` hold the strength of every card for every trump and suit led, so a trick
  is one running maximum and "would this card win?" is one comparison. In tarot a card's
  strength is its value (:data:`EXCUSE_ROWS`: the trumps their number, the Excuse 0 or 22).
* **Cards are ints and hands are plain lists**, trumps -1 for "no trump", seats ints: no
  pydantic, no events and no ``Action`` objects in the loops.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import EXCUSE, RANK_OF, SUIT_OF
from .observation import Observation
from .rules import Deck, Direction, ExcuseValue, LivesScoring, Rules
from .tricks import TrickPlay

#: What the Excuse is worth: always 0, always 22, or as its player says when playing it.
EXCUSE_ZERO, EXCUSE_22, EXCUSE_CHOSEN = 0, 1, 2


def excuse_mode(rules: Rules) -> int:
    """The kernel's code for the rules' Excuse option."""
    if rules.excuse is ExcuseValue.TWENTY_TWO:
        return EXCUSE_22
    if rules.excuse is ExcuseValue.CHOSEN:
        return EXCUSE_CHOSEN
    return EXCUSE_ZERO


def greedy_when_over(rules: Rules) -> bool:
    """Whether one more trick is worth taking once a contract is already missed by excess
    (classic scoring pays every trick of a missed contract; lives never do)."""
    scoring = rules.scoring
    if isinstance(scoring, LivesScoring):
        return False
    return scoring.miss_per_trick > scoring.miss_per_diff


# -- which card wins --------------------------------------------------------------------------


def _strength(card: int, trump: int, led: int) -> int:
    suit = SUIT_OF[card]
    if suit == trump:
        return RANK_OF[card] + 26
    if suit == led:
        return RANK_OF[card] + 13
    return -1


#: ``STRENGTH[trump + 1][led][card]``: the strength of a 52-card ``card`` in a trick whose suit
#: led is ``led`` (``trump`` -1: no trump). The card of highest strength wins the trick.
STRENGTH: tuple[tuple[list[int], ...], ...] = tuple(
    tuple([_strength(c, trump, led) for c in range(52)] for led in range(4))
    for trump in range(-1, 4)
)

_EXCUSE_LOW = [RANK_OF[c] if c != EXCUSE else 0 for c in range(74)]
_EXCUSE_HIGH = [RANK_OF[c] if c != EXCUSE else 22 for c in range(74)]
#: ``EXCUSE_ROWS[mode][says_high][card]``: the value of a tarot card in a trick under an
#: Excuse ``mode``, for a player who would say 0 (``says_high`` 0) or 22 (1) when it may
#: choose: the trumps their number, the Excuse 0 or 22. The highest value wins. Indexed by
#: card id (52–73).
EXCUSE_ROWS: tuple[tuple[list[int], list[int]], ...] = (
    (_EXCUSE_LOW, _EXCUSE_LOW),
    (_EXCUSE_HIGH, _EXCUSE_HIGH),
    (_EXCUSE_LOW, _EXCUSE_HIGH),
)


def strength_row(trump: int, led: int) -> list[int]:
    """The strength of every 52-card card in a trick led in suit ``led`` (``trump`` -1: no
    trump): a card beats the trick when its strength is higher than the trick's best."""
    return STRENGTH[trump + 1][led]


def card_value(card: int, tarot: bool, mode: int, says_high: bool = False) -> int:
    """The value ``card`` takes in a trick: its rank, in tarot its number; the Excuse's as the
    rules fix it, or as its player says (``says_high``: 22) when the rules let it choose."""
    if tarot:
        return EXCUSE_ROWS[mode][says_high][card]
    return RANK_OF[card]


def values_of(card: int, tarot: bool, mode: int) -> tuple[int, ...]:
    """Every value ``card`` may take when played: one, or the Excuse's 0 and 22 when its player
    chooses."""
    if tarot and card == EXCUSE and mode == EXCUSE_CHOSEN:
        return (0, 22)
    return (card_value(card, tarot, mode),)


def trick_state(trick: Sequence[TrickPlay], trump: int, tarot: bool) -> tuple[int, int, int]:
    """(suit led, best strength, winning seat) of the trick so far; (-1, -1, -1) when empty.
    In tarot there is no suit led (-1) and the strength is the value."""
    if not trick:
        return -1, -1, -1
    if tarot:
        best, win = -1, -1
        for seat, _, value in trick:
            if value > best:
                best, win = value, seat
        return -1, best, win
    led = SUIT_OF[trick[0][1]]
    row = STRENGTH[trump + 1][led]
    best, win = -1, -1
    for seat, card, _ in trick:
        s = row[card]
        if s > best:
            best, win = s, seat
    return led, best, win


def trick_winner(trick: Sequence[TrickPlay], trump: int, tarot: bool) -> int:
    """The seat that wins a complete trick: the highest value in tarot, else the highest trump,
    else the highest card of the suit led."""
    return trick_state(trick, trump, tarot)[2]


# -- which cards may be played ----------------------------------------------------------------


def legal_cards(hand: list[int], led: int, trump: int, must_trump: bool, tarot: bool) -> list[int]:
    """The cards of ``hand`` that may be played when suit ``led`` was led (-1: leading;
    ``trump`` -1: none): follow suit, else (``must_trump``) trump, else anything; tarot has no
    suit to follow. Leading or free to play anything, the answer is ``hand`` itself (not a
    copy: callers choose a card before they take it out)."""
    if tarot or led < 0:
        return hand
    suit_of = SUIT_OF
    follow = [c for c in hand if suit_of[c] == led]
    if follow:
        return follow
    if must_trump and trump >= 0:
        trumps = [c for c in hand if suit_of[c] == trump]
        if trumps:
            return trumps
    return hand


def shown_voids(suit: int, led: int, trump: int, must_trump: bool) -> int:
    """The suits (a bit mask) a player shows it lacks by playing a card of ``suit`` on a trick
    led in ``led``: the suit led when it does not follow, and with must-trump the trump too
    when it does not trump either."""
    if suit == led:
        return 0
    mask = 1 << led
    if must_trump and trump >= 0 and suit != trump:
        mask |= 1 << trump
    return mask


# -- a round in progress ----------------------------------------------------------------------


@dataclass(slots=True)
class RoundSim:
    """The public facts of a round in progress, as the bots' imagined rounds need them.

    ``nxt`` maps a seat to the next seat still in, in the direction of play. ``bids`` may hold
    None for players who have not bid yet (the caller fills them before playing).
    """

    players: int
    nxt: list[int]
    trump: int | None
    tarot: bool
    excuse_mode: int
    must_trump: bool
    #: True when a player who is already over its bid still wants tricks (classic scoring
    #: pays every trick of a missed contract).
    greedy_when_over: bool
    bids: list[int | None]
    won: list[int]
    leader: int
    #: The trick on the table: (seat, card, value).
    trick: list[TrickPlay]
    tricks_left: int
    active: int


def next_seats(obs: Observation) -> list[int]:
    """For each seat, the next seat still in, in the direction of play."""
    n = obs.players
    step = 1 if obs.rules.direction is Direction.CLOCKWISE else -1
    nxt = [0] * n
    for s in range(n):
        t = (s + step) % n
        while not obs.alive[t]:
            t = (t + step) % n
        nxt[s] = t
    return nxt


def round_sim(obs: Observation) -> RoundSim:
    """The public facts of the observed round."""
    rules = obs.rules
    return RoundSim(
        players=obs.players,
        nxt=next_seats(obs),
        trump=obs.trump,
        tarot=rules.deck is Deck.TAROT,
        excuse_mode=excuse_mode(rules),
        must_trump=rules.must_trump,
        greedy_when_over=greedy_when_over(rules),
        bids=list(obs.bids),
        won=list(obs.won),
        leader=obs.leader,
        trick=list(obs.trick),
        tricks_left=obs.hand_size - len(obs.tricks_done),
        active=len(obs.bid_order),
    )


class Round:
    """A round in progress inside one imagined world, one card at a time.

    ``hands`` (one list per seat) are played from; ``led``, ``best`` and ``win`` are the trick
    so far as :func:`trick_state` gives them, ``row`` the strengths of the trick's suit led.
    """

    __slots__ = (
        "best",
        "hands",
        "leader",
        "led",
        "must_trump",
        "played",
        "row",
        "rows",
        "seat",
        "sim",
        "trick",
        "tricks_left",
        "trump",
        "win",
        "won",
    )

    def __init__(self, sim: RoundSim, hands: list[list[int]]) -> None:
        self.sim = sim
        self.hands = hands
        self.won = sim.won[:]
        self.trick = list(sim.trick)
        self.leader = sim.leader
        self.tricks_left = sim.tricks_left
        self.trump = trump = sim.trump if sim.trump is not None else -1
        self.must_trump = sim.must_trump and trump >= 0
        self.rows = STRENGTH[trump + 1]
        seat = sim.leader
        for s, _, _ in self.trick:
            seat = sim.nxt[s]
        self.seat = seat
        self.played = len(self.trick)
        self.led, self.best, self.win = trick_state(self.trick, trump, sim.tarot)
        # Before a lead (and in tarot) no row is read: any one keeps the slot typed.
        self.row = self.rows[max(self.led, 0)]

    def legal(self) -> list[int]:
        """The cards the player to move may play."""
        return legal_cards(
            self.hands[self.seat], self.led, self.trump, self.must_trump, self.sim.tarot
        )

    def play(self, card: int, value: int) -> None:
        """The player to move plays ``card`` worth ``value``; a full trick goes to its
        winner, who leads the next one."""
        seat = self.seat
        self.hands[seat].remove(card)
        self.trick.append((seat, card, value))
        sim = self.sim
        if sim.tarot:
            if self.played == 0 or value > self.best:
                self.best, self.win = value, seat
        elif self.played == 0:
            self.led = SUIT_OF[card]
            self.row = self.rows[self.led]
            self.best, self.win = self.row[card], seat
        elif self.row[card] > self.best:
            self.best, self.win = self.row[card], seat
        self.played += 1
        if self.played < sim.active:
            self.seat = sim.nxt[seat]
            return
        self.won[self.win] += 1
        self.leader = self.seat = self.win
        self.trick = []
        self.played = 0
        self.tricks_left -= 1
        self.led, self.best, self.win = -1, -1, -1

    def rest(self) -> RoundSim:
        """The public facts from here on (for a rollout of the rest of the round)."""
        sim = self.sim
        return RoundSim(
            players=sim.players,
            nxt=sim.nxt,
            trump=sim.trump,
            tarot=sim.tarot,
            excuse_mode=sim.excuse_mode,
            must_trump=sim.must_trump,
            greedy_when_over=sim.greedy_when_over,
            bids=sim.bids,
            won=self.won,
            leader=self.leader,
            trick=self.trick,
            tricks_left=self.tricks_left,
            active=sim.active,
        )
