"""The state of one game: whose turn, the legal actions, and applying an action.

A game is created with :meth:`GameState.new` from its rules, its number of players and either a
seed (every deal is drawn from it) or explicit deals. The state holds no random generator: the
deal of round ``r`` is a pure function of the seed and ``r``, so the same rules, seed and
actions always give the same game.

``apply`` checks the action first and raises :class:`IllegalActionError` naming the broken rule
without touching the state; otherwise it updates the state in place and returns the events it
produced. ``clone`` gives an independent copy for search.
"""

from __future__ import annotations

import random
from collections.abc import Sequence as Seq
from dataclasses import dataclass
from enum import StrEnum

from .actions import BIDS, HIDDEN, PLAYS, Action, Bid, Play
from .cards import EXCUSE, RANK_OF, SUIT_OF, Suit, card_text
from .errors import DealError, IllegalActionError, RulesError
from .events import (
    BidMade,
    CardPlayed,
    Event,
    GameOver,
    PlayerEliminated,
    RoundDealt,
    RoundResult,
    RoundScored,
    TrickWon,
    TrumpTurned,
)
from .rules import (
    Deck,
    Direction,
    ExcuseValue,
    FirstBidder,
    LivesEnd,
    LivesScoring,
    Rules,
    Sequence,
    Trump,
)
from .schedule import finite_schedule, next_tarot_size
from .scoring import round_delta
from .standings import standings
from .tricks import trick_winner

#: Trump suits of the rotation option: ♥ ♦ ♣ ♠ then a no-trump round (PRODUCT §2, *choice*).
ROTATION: tuple[int | None, ...] = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES, None)

_ORDINALS = (
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
)


class Phase(StrEnum):
    """What the game waits for."""

    BID = "bid"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Deal:
    """One round's deal: every seat's hand (empty for a seat out of the game) and the
    turned-up card (None: nothing turned up, the round has no trump unless the rules rotate)."""

    hands: tuple[tuple[int, ...], ...]
    turned: int | None = None


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A finished trick: who led, the plays as (seat, card, value) and who won it."""

    leader: int
    plays: tuple[tuple[int, int, int], ...]
    winner: int


def _is_int(value: object) -> bool:
    """A real ``int`` (not a bool, a float or a string): what bids and card ids are."""
    return type(value) is int


def _ordinal(n: int) -> str:
    return _ORDINALS[n - 1] if 1 <= n <= len(_ORDINALS) else f"{n}th"


class GameState:
    """One game in progress. Use :meth:`new` to start one."""

    __slots__ = (
        "_climbing",
        "_excuse_chosen",
        "_sizes",
        "_step",
        "_tarot",
        "_zero_limit",
        "alive",
        "bid_order",
        "bids",
        "blind",
        "dealer",
        "deals",
        "first_dealer",
        "hand_size",
        "hands",
        "history",
        "leader",
        "opening_events",
        "phase",
        "players",
        "round_index",
        "rules",
        "seed",
        "to_move",
        "totals",
        "trick",
        "tricks_done",
        "trump",
        "turned",
        "undealt",
        "winners",
        "won",
        "zero_streak",
    )

    rules: Rules
    players: int
    seed: int
    deals: tuple[Deal, ...] | None
    first_dealer: int
    _step: int
    _tarot: bool
    _sizes: list[int] | None
    _zero_limit: int
    _excuse_chosen: bool
    round_index: int
    hand_size: int
    dealer: int
    phase: Phase
    hands: list[list[int]]
    undealt: list[int]
    turned: int | None
    trump: int | None
    blind: bool
    bid_order: tuple[int, ...]
    bids: list[int | None]
    won: list[int]
    trick: list[tuple[int, int, int]]
    leader: int
    to_move: int
    tricks_done: list[TrickRecord]
    zero_streak: list[int]
    totals: list[int]
    alive: list[bool]
    history: list[RoundResult]
    winners: tuple[int, ...] | None
    _climbing: bool
    opening_events: list[Event]

    # -- creation ------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        rules: Rules,
        players: int,
        seed: int = 0,
        first_dealer: int | None = None,
        deals: Seq[Deal] | None = None,
    ) -> GameState:
        """Start a game and deal its first round.

        ``first_dealer`` is drawn from the seed when not given. With ``deals`` the rounds are
        exactly those deals (their hand sizes replace the rules' sequence) and the game ends
        after the last one at the latest. The events of the first deal are in
        :attr:`opening_events`.
        """
        rules.check_players(players)
        self = cls.__new__(cls)
        self.rules = rules
        self.players = players
        self.seed = seed
        self.deals = tuple(deals) if deals is not None else None
        if self.deals is not None and not self.deals:
            raise DealError("explicit deals need at least one round")
        if first_dealer is None:
            first_dealer = random.Random(f"ascenseur/{seed}/dealer").randrange(players)
        if not 0 <= first_dealer < players:
            raise RulesError(f"the first dealer must be a seat from 0 to {players - 1}")
        self.first_dealer = first_dealer
        self._step = 1 if rules.direction is Direction.CLOCKWISE else -1
        self._tarot = rules.deck is Deck.TAROT
        self._excuse_chosen = rules.excuse is ExcuseValue.CHOSEN
        self._zero_limit = 0 if rules.sequence is Sequence.QUICK5 else rules.zero_limit
        if self.deals is not None:
            self._sizes = [self._deal_size(d, i) for i, d in enumerate(self.deals)]
        elif rules.sequence is Sequence.TAROT_CYCLE:
            self._sizes = None
        else:
            self._sizes = finite_schedule(rules, players, seed)
        start = rules.scoring.start if isinstance(rules.scoring, LivesScoring) else 0
        self.totals = [start] * players
        self.alive = [True] * players
        self.zero_streak = [0] * players
        self.history = []
        self.winners = None
        self._climbing = False
        self.round_index = -1
        self.hand_size = 0
        self.dealer = first_dealer
        self.opening_events = self._start_round(first=True)
        return self

    def _deal_size(self, deal: Deal, index: int) -> int:
        if len(deal.hands) != self.players:
            raise DealError(
                f"round {index + 1}: the deal has {len(deal.hands)} hands "
                f"for {self.players} players"
            )
        sizes = {len(h) for h in deal.hands if h}
        if len(sizes) != 1:
            raise DealError(f"round {index + 1}: every player must get the same number of cards")
        return sizes.pop()

    def clone(self) -> GameState:
        """An independent copy (for search); rules, deals and history are shared, immutable."""
        other = GameState.__new__(GameState)
        for name in GameState.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = [h[:] for h in self.hands]
        other.undealt = self.undealt[:]
        other.bids = self.bids[:]
        other.won = self.won[:]
        other.trick = self.trick[:]
        other.tricks_done = self.tricks_done[:]
        other.zero_streak = self.zero_streak[:]
        other.totals = self.totals[:]
        other.alive = self.alive[:]
        other.history = self.history[:]
        other.bid_order = self.bid_order
        return other

    # -- seats ---------------------------------------------------------------------------

    def next_seat(self, seat: int) -> int:
        """The next seat still in the game, in the direction of play."""
        n, step = self.players, self._step
        s = (seat + step) % n
        while not self.alive[s]:
            s = (s + step) % n
        return s

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase is Phase.OVER

    # -- dealing -------------------------------------------------------------------------

    def _next_size(self) -> int | None:
        """The hand size of the next round, or None when the schedule is finished."""
        nxt = self.round_index + 1
        if self._sizes is not None:
            return self._sizes[nxt] if nxt < len(self._sizes) else None
        alive = sum(self.alive)
        size, self._climbing = next_tarot_size(
            self.rules, alive, self.hand_size if nxt else None, self._climbing
        )
        return size

    def _start_round(self, first: bool = False) -> list[Event]:
        size = self._next_size()
        if size is None:
            return self._finish_game()
        self.round_index += 1
        if not first or not self.alive[self.dealer]:
            self.dealer = self.next_seat(self.dealer)
        self.hand_size = size
        n = self.players
        rules = self.rules
        hands: list[list[int]]
        if self.deals is not None:
            deal = self.deals[self.round_index]
            self._check_deal(deal)
            hands = [sorted(h) for h in deal.hands]
            turned = deal.turned
            used = {c for h in hands for c in h}
            if turned is not None:
                used.add(turned)
            undealt = [c for c in rules.deck_cards(n) if c not in used]
        else:
            deck = list(rules.deck_cards(n))
            random.Random(f"ascenseur/{self.seed}/deal/{self.round_index}").shuffle(deck)
            hands = [[] for _ in range(n)]
            pos = 0
            seat = self.next_seat(self.dealer)
            for _ in range(sum(self.alive)):
                hands[seat] = sorted(deck[pos : pos + size])
                pos += size
                seat = self.next_seat(seat)
            turned = None
            if rules.trump is Trump.TURNED_UP and pos < len(deck):
                turned = deck[pos]
                pos += 1
            undealt = deck[pos:]
        self.hands = hands
        self.undealt = sorted(undealt)
        self.turned = turned
        if rules.trump is Trump.TURNED_UP:
            self.trump = SUIT_OF[turned] if turned is not None else None
        elif rules.trump is Trump.ROTATION:
            self.trump = ROTATION[self.round_index % len(ROTATION)]
        else:
            self.trump = None
        self.blind = rules.blind_round and size == 1
        first_bidder = (
            self.dealer if rules.first_bidder is FirstBidder.DEALER else self.next_seat(self.dealer)
        )
        order = [first_bidder]
        while len(order) < sum(self.alive):
            order.append(self.next_seat(order[-1]))
        self.bid_order = tuple(order)
        self.bids = [None] * n
        self.won = [0] * n
        self.trick = []
        self.tricks_done = []
        self.leader = self.next_seat(self.dealer)
        self.phase = Phase.BID
        self.to_move = first_bidder
        return [
            RoundDealt(self.round_index, size, self.dealer, self.blind),
            TrumpTurned(turned, self.trump),
        ]

    def _check_deal(self, deal: Deal) -> None:
        r = self.round_index + 1
        deck = set(self.rules.deck_cards(self.players))
        seen: set[int] = set()
        cards = [c for h in deal.hands for c in h]
        if deal.turned is not None:
            cards.append(deal.turned)
        for c in cards:
            if c not in deck:
                raise DealError(f"round {r}: {card_text(c)} is not in this game's deck")
            if c in seen:
                raise DealError(f"round {r}: {card_text(c)} is dealt twice")
            seen.add(c)
        for seat, hand in enumerate(deal.hands):
            if self.alive[seat] and len(hand) != self.hand_size:
                raise DealError(
                    f"round {r}: seat {seat} must get {self.hand_size} cards, not {len(hand)}"
                )
            if not self.alive[seat] and hand:
                raise DealError(f"round {r}: seat {seat} is out of the game and gets no card")
        if deal.turned is not None and self.rules.trump is not Trump.TURNED_UP:
            raise DealError(f"round {r}: these rules turn up no trump card")

    # -- legal actions -------------------------------------------------------------------

    def allowed_bids(self) -> list[int]:
        """The bids the player to move may make, in increasing order."""
        return [a.n for a in self.legal_actions() if isinstance(a, Bid)]

    def forbidden_bids(self) -> dict[int, str]:
        """Bids in 0 … hand size the player to move may not make, each with the reason."""
        if self.phase is not Phase.BID:
            return {}
        out: dict[int, str] = {}
        for b in range(self.hand_size + 1):
            problem = self._bid_problem(b)
            if problem is not None:
                out[b] = str(problem)
        return out

    def _hook_forbidden(self) -> int | None:
        """The bid the hook forbids to the player to move, if any."""
        if not self.rules.hook or self.to_move != self.bid_order[-1]:
            return None
        rest = self.hand_size - sum(b for b in self.bids if b is not None)
        return rest if rest >= 0 else None

    def _zero_blocked(self) -> bool:
        limit = self._zero_limit
        if not limit or self.zero_streak[self.to_move] < limit:
            return False
        # The fallback: if the limit would leave no legal bid, zero stays allowed (001).
        return not (self.hand_size == 1 and self._hook_forbidden() == 1)

    def _bid_problem(self, b: int) -> IllegalActionError | None:
        if not 0 <= b <= self.hand_size:
            return IllegalActionError(
                f"a bid must be from 0 to {self.hand_size}", "bid-range", max=self.hand_size
            )
        if b == self._hook_forbidden():
            return IllegalActionError(
                f"the hook forbids {b}: the bids would total {self.hand_size}",
                "hook",
                bid=b,
                total=self.hand_size,
            )
        if b == 0 and self._zero_blocked():
            return IllegalActionError(
                f"a {_ordinal(self._zero_limit + 1)} zero bid in a row is not allowed",
                "zero-limit",
                limit=self._zero_limit,
            )
        return None

    def legal_actions(self) -> list[Action]:
        """The actions the player to move may take, in a stable order (bids ascending, cards
        by id, the Excuse's 0 before 22). Empty once the game is over."""
        phase = self.phase
        if phase is Phase.PLAY:
            if self.blind:
                return self._blind_plays()
            hand = self.hands[self.to_move]
            if self._tarot:
                if self._excuse_chosen and EXCUSE in hand:
                    plays: list[Action] = [PLAYS[c] for c in hand if c != EXCUSE]
                    return [*plays, Play(EXCUSE, 0), Play(EXCUSE, 22)]
                return list(map(PLAYS.__getitem__, hand))
            trick = self.trick
            if not trick:
                return list(map(PLAYS.__getitem__, hand))
            led = SUIT_OF[trick[0][1]]
            follow: list[Action] = [PLAYS[c] for c in hand if SUIT_OF[c] == led]
            if follow:
                return follow
            trump = self.trump
            if self.rules.must_trump and trump is not None:
                trumps: list[Action] = [PLAYS[c] for c in hand if SUIT_OF[c] == trump]
                if trumps:
                    return trumps
            return list(map(PLAYS.__getitem__, hand))
        if phase is Phase.BID:
            hook = self._hook_forbidden()
            bids: list[Action] = [BIDS[b] for b in range(self.hand_size + 1) if b != hook]
            if self._zero_blocked():
                bids = bids[1:] if bids and bids[0] is BIDS[0] else bids
            return bids
        return []

    def _blind_plays(self) -> list[Action]:
        """In the blind round a player plays the card they cannot see. With the chosen Excuse
        they say beforehand what it is worth if it is the Excuse, unless they can see the
        Excuse elsewhere (PRODUCT §1, *choice*)."""
        if self._tarot and self._excuse_chosen and not self._excuse_seen_by(self.to_move):
            return [Play(HIDDEN, 0), Play(HIDDEN, 22)]
        return [Play(HIDDEN)]

    def _excuse_seen_by(self, seat: int) -> bool:
        if any(c == EXCUSE for _, c, _ in self.trick):
            return True
        return any(EXCUSE in h for s, h in enumerate(self.hands) if s != seat)

    # -- applying ------------------------------------------------------------------------

    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise :class:`IllegalActionError` if ``action`` is not legal now (state unchanged)."""
        if self.phase is Phase.OVER:
            raise IllegalActionError("the game is over", "game-over")
        if seat is not None and seat != self.to_move:
            raise IllegalActionError(
                f"it is seat {self.to_move}'s turn, not seat {seat}'s", "turn", seat=self.to_move
            )
        if isinstance(action, Bid):
            if not _is_int(action.n):
                raise IllegalActionError(
                    f"a bid is a whole number of tricks, not {action.n!r}",
                    "bid-range",
                    max=self.hand_size,
                )
            if self.phase is not Phase.BID:
                raise IllegalActionError("bidding is over: play a card", "phase")
            problem = self._bid_problem(action.n)
            if problem is not None:
                raise problem
            return
        if not isinstance(action, Play):
            raise IllegalActionError(f"{action!r} is not an action", "action")
        if not _is_int(action.card) or not (action.excuse is None or _is_int(action.excuse)):
            raise IllegalActionError(f"{action!r} does not name a card by its id", "not-in-hand")
        if self.phase is not Phase.PLAY:
            raise IllegalActionError("every player must bid before the first card", "phase")
        if action in self.legal_actions():
            return
        raise self._play_problem(action)

    def _play_problem(self, action: Play) -> IllegalActionError:
        return play_problem(
            self.rules, self.blind, self.hands[self.to_move], self.trick, self.trump, action
        )

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Take ``action`` for the player to move and return the events it produced.

        Raises :class:`IllegalActionError` (naming the broken rule) and leaves the state
        unchanged if the action is not legal. ``seat``, when given, must be the player to move.
        """
        self.check(action, seat)
        if isinstance(action, Bid):
            return self._bid(action.n)
        assert isinstance(action, Play)
        return self._play(action.card, action.excuse)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """:meth:`apply` without the legality check, for actions taken from
        :meth:`legal_actions` in hot loops."""
        if isinstance(action, Bid):
            return self._bid(action.n)
        assert isinstance(action, Play)
        return self._play(action.card, action.excuse)

    def _bid(self, b: int) -> list[Event]:
        seat = self.to_move
        self.bids[seat] = b
        self.zero_streak[seat] = self.zero_streak[seat] + 1 if b == 0 else 0
        events: list[Event] = [BidMade(seat, b)]
        if seat == self.bid_order[-1]:
            self.phase = Phase.PLAY
            self.to_move = self.leader
        else:
            self.to_move = self.next_seat(seat)
        return events

    def _play(self, card: int, excuse: int | None) -> list[Event]:
        seat = self.to_move
        hand = self.hands[seat]
        if card == HIDDEN:
            card = hand[0]
        hand.remove(card)
        if self._tarot:
            if card == EXCUSE:
                if excuse is None:
                    excuse = 22 if self.rules.excuse is ExcuseValue.TWENTY_TWO else 0
                value = excuse
            else:
                value = RANK_OF[card]
                excuse = None
        else:
            value = RANK_OF[card]
            excuse = None
        trick = self.trick
        trick.append((seat, card, value))
        events: list[Event] = [CardPlayed(seat, card, excuse)]
        if len(trick) < len(self.bid_order):
            self.to_move = self.next_seat(seat)
            return events
        winner = trick_winner(trick, self.trump, self._tarot)
        self.won[winner] += 1
        self.tricks_done.append(TrickRecord(self.leader, tuple(trick), winner))
        events.append(
            TrickWon(winner, len(self.tricks_done) - 1, tuple((s, c) for s, c, _ in trick))
        )
        self.trick = []
        self.leader = winner
        self.to_move = winner
        if len(self.tricks_done) == self.hand_size:
            events.extend(self._end_round())
        return events

    def settle_tricks(self, tricks: Seq[int]) -> list[Event]:
        """End the round with the tricks each seat took, for games played with real cards
        (the score keeper): every bid is in, and instead of cards the players say how many
        tricks they won. ``tricks`` has one entry per seat (0 for seats out of the game).

        Scoring, elimination and the next deal are exactly those of a played round. Raises
        :class:`IllegalActionError` (state unchanged) when the bids are not all in or the
        tricks do not add up to the hand size, naming the difference.
        """
        if self.phase is Phase.OVER:
            raise IllegalActionError("the game is over", "game-over")
        if self.phase is not Phase.PLAY or self.tricks_done or self.trick:
            raise IllegalActionError("every player must bid before the tricks", "phase")
        if len(tricks) != self.players:
            raise IllegalActionError(
                f"{len(tricks)} trick counts for {self.players} players", "tricks-total"
            )
        for seat, n in enumerate(tricks):
            if not _is_int(n) or n < 0:
                raise IllegalActionError(
                    f"seat {seat}: tricks are a whole number from 0, not {n!r}", "tricks-total"
                )
            if not self.alive[seat] and n:
                raise IllegalActionError(
                    f"seat {seat} is out of the game and takes no trick", "tricks-total"
                )
        total = sum(tricks)
        if total != self.hand_size:
            diff = total - self.hand_size
            more = f"{diff} too many" if diff > 0 else f"{-diff} missing"
            raise IllegalActionError(
                f"the tricks add up to {total}, not {self.hand_size}: {more}",
                "tricks-total",
                total=total,
                expected=self.hand_size,
            )
        self.won = list(tricks)
        return self._end_round()

    # -- end of round and of game --------------------------------------------------------

    def _end_round(self) -> list[Event]:
        scoring = self.rules.scoring
        deltas = [0] * self.players
        for seat in self.bid_order:
            bid = self.bids[seat]
            assert bid is not None
            deltas[seat] = round_delta(scoring, bid, self.won[seat])
            self.totals[seat] += deltas[seat]
        result = RoundResult(
            index=self.round_index,
            hand_size=self.hand_size,
            dealer=self.dealer,
            turned=self.turned,
            trump=self.trump,
            bids=tuple(self.bids),
            tricks=tuple(self.won),
            deltas=tuple(deltas),
            totals=tuple(self.totals),
        )
        self.history.append(result)
        events: list[Event] = [RoundScored(result)]
        if isinstance(scoring, LivesScoring):
            if scoring.end is LivesEnd.FIRST_TO_ZERO:
                if any(self.totals[s] <= 0 for s in self.bid_order):
                    return events + self._finish_game()
            else:
                before = list(self.bid_order)
                out = [s for s in before if self.totals[s] <= 0]
                for s in out:
                    self.alive[s] = False
                    events.append(PlayerEliminated(s))
                left = [s for s in before if self.alive[s]]
                if len(left) <= 1:
                    if not left:
                        # Everyone left dropped out together: the highest total wins (*choice*).
                        best = max(self.totals[s] for s in before)
                        self.winners = tuple(s for s in before if self.totals[s] == best)
                    else:
                        self.winners = (left[0],)
                    return events + self._finish_game()
        return events + self._start_round()

    def _finish_game(self) -> list[Event]:
        self.phase = Phase.OVER
        self.to_move = -1
        self.trick = []
        if self.winners is None:
            contenders = [s for s in range(self.players) if self.alive[s]]
            best = max(self.totals[s] for s in contenders)
            self.winners = tuple(s for s in contenders if self.totals[s] == best)
        return [GameOver(self.winners, tuple(self.totals))]

    def standings(self) -> list[tuple[int, int, int]]:
        """(rank, seat, total) from first to last; equal players share a rank
        (:func:`game.core.standings.standings`: winners first, then players still in, then
        those who went out, the later the better, then by total)."""
        return standings(self.history, self.totals, self.alive, self.winners)

    # -- helpers for views ---------------------------------------------------------------

    def round_count(self) -> int | None:
        """How many rounds the game has, when the schedule is finite."""
        return len(self._sizes) if self._sizes is not None else None

    def schedule(self) -> list[int] | None:
        """The hand size of every round when the schedule is finite, else None."""
        return list(self._sizes) if self._sizes is not None else None


def play_problem(
    rules: Rules,
    blind: bool,
    hand: Seq[int],
    trick: Seq[tuple[int, int, int]],
    trump: int | None,
    action: Play,
) -> IllegalActionError:
    """Why ``action`` may not be played by a player holding ``hand`` (nothing in the blind
    round) with ``trick`` on the table: the rule it breaks and its facts. Called only for an
    action that is not among the legal ones, from the state or from the player's own
    observation (a screen explains a refused card from what its seat knows)."""
    card, value = action.card, action.excuse
    tarot = rules.deck is Deck.TAROT
    chosen = rules.excuse is ExcuseValue.CHOSEN
    if blind:
        if card != HIDDEN:
            return IllegalActionError(
                "in the blind round you play the card you cannot see ('??')", "blind"
            )
        if not (tarot and chosen):
            return IllegalActionError(
                "nothing to choose in this game: play '??' without a value",
                "excuse-choice",
            )
        if value is None:
            return IllegalActionError(
                "say what the Excuse is worth if it is yours: 0 or 22", "excuse-choice"
            )
        return IllegalActionError(
            "the Excuse is in plain sight: play your card without a value", "excuse-choice"
        )
    if card == HIDDEN:
        return IllegalActionError("'??' is only for the blind round", "blind")
    if not 0 <= card <= EXCUSE:
        return IllegalActionError(f"{card} is not a card id (0–73)", "not-in-hand")
    if card not in hand:
        return IllegalActionError(f"you do not hold {card_text(card)}", "not-in-hand")
    if card == EXCUSE and tarot:
        if chosen:
            return IllegalActionError("say what the Excuse is worth: 0 or 22", "excuse-choice")
        worth = 22 if rules.excuse is ExcuseValue.TWENTY_TWO else 0
        return IllegalActionError(
            f"the Excuse is worth {worth} in this game: nothing to choose", "excuse-choice"
        )
    if value is not None:
        return IllegalActionError("only the Excuse takes a value", "excuse-choice")
    led = SUIT_OF[trick[0][1]]
    if any(SUIT_OF[c] == led for c in hand):
        return IllegalActionError(f"you must follow {Suit(led).symbol}", "follow-suit", suit=led)
    assert trump is not None
    return IllegalActionError(
        f"you must trump: you have no {Suit(led).symbol} but hold a trump {Suit(trump).symbol}",
        "must-trump",
        suit=led,
        trump=trump,
    )
