"""What one seat may know, and nothing more.

An :class:`Observation` is built from a state for one seat and holds only fresh, immutable
values: no reference to the state, so no hidden card can be reached from it. It holds the
seat's own hand (in the blind round the other players' cards instead, never one's own), the
turned-up card, the bids, every card played and by whom, the tricks won, the scores or lives,
and the voids players have shown by failing to follow.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Bid, Play
from .cards import SUIT_OF
from .errors import IllegalActionError
from .events import RoundResult
from .rules import Deck, Rules
from .state import GameState, Phase, TrickRecord, play_problem


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's view of the game. Tuples indexed by seat cover every seat."""

    seat: int
    players: int
    rules: Rules
    round_index: int
    hand_size: int
    dealer: int
    phase: Phase
    to_move: int
    #: The seat's own cards, sorted; empty in the blind round.
    hand: tuple[int, ...]
    #: True in the blind 1-card round.
    blind: bool
    #: Cards of other players this seat can see (the blind round), by seat; empty otherwise.
    visible: tuple[tuple[int, ...], ...]
    turned: int | None
    trump: int | None
    bid_order: tuple[int, ...]
    bids: tuple[int | None, ...]
    won: tuple[int, ...]
    leader: int
    #: The trick on the table: (seat, card, value) in the order played.
    trick: tuple[tuple[int, int, int], ...]
    #: Finished tricks of this round.
    tricks_done: tuple[TrickRecord, ...]
    #: Cards each seat still holds.
    hand_counts: tuple[int, ...]
    totals: tuple[int, ...]
    alive: tuple[bool, ...]
    zero_streak: tuple[int, ...]
    history: tuple[RoundResult, ...]
    #: Suits each seat has shown it does not hold (tarot: always empty).
    voids: tuple[frozenset[int], ...]
    #: The legal actions when this seat is to move, else empty.
    legal: tuple[Action, ...]
    #: Cards in play this game (the deck for this number of players).
    deck: tuple[int, ...]
    winners: tuple[int, ...] | None
    #: How many rounds the game has, when its schedule is finite (None: it runs until players
    #: go out, as Tarot Africain does).
    round_count: int | None = None

    @property
    def is_my_turn(self) -> bool:
        """True when this seat must act."""
        return self.to_move == self.seat

    def bid_refusals(self) -> dict[int, IllegalActionError]:
        """When this seat is to bid: each bid from 0 to the hand size that the rules forbid,
        with the core's reason (the hook or the zero limit) and its facts. The legal actions
        decide which bids are forbidden; this only says why, from public facts."""
        if self.phase is not Phase.BID or not self.is_my_turn:
            return {}
        allowed = {a.n for a in self.legal if isinstance(a, Bid)}
        others = sum(b for b in self.bids if b is not None)
        hook = (
            self.hand_size - others if self.rules.hook and self.bid_order[-1] == self.seat else None
        )
        out: dict[int, IllegalActionError] = {}
        for b in range(self.hand_size + 1):
            if b in allowed:
                continue
            if b == hook:
                out[b] = IllegalActionError(
                    f"the hook forbids {b}: the bids would total {self.hand_size}",
                    "hook",
                    bid=b,
                    total=self.hand_size,
                )
            else:
                limit = self.rules.zero_limit
                out[b] = IllegalActionError(
                    f"no more than {limit} zero bids in a row", "zero-limit", limit=limit
                )
        return out

    def refusal(self, action: Action) -> IllegalActionError | None:
        """Why the engine would refuse ``action`` from this seat now, from what the seat knows
        (the same rule and facts :meth:`GameState.check` names); None when it is legal. A
        screen that holds no game state (a network client) explains a refused move with it."""
        if action in self.legal:
            return None
        if self.phase is Phase.OVER:
            return IllegalActionError("the game is over", "game-over")
        if not self.is_my_turn:
            return IllegalActionError(
                f"it is seat {self.to_move}'s turn, not seat {self.seat}'s",
                "turn",
                seat=self.to_move,
            )
        if isinstance(action, Bid):
            if self.phase is not Phase.BID:
                return IllegalActionError("bidding is over: play a card", "phase")
            refused = self.bid_refusals().get(action.n)
            if refused is not None:
                return refused
            return IllegalActionError(
                f"a bid must be from 0 to {self.hand_size}", "bid-range", max=self.hand_size
            )
        if not isinstance(action, Play):
            return IllegalActionError(f"{action!r} is not an action", "action")
        if self.phase is not Phase.PLAY:
            return IllegalActionError("every player must bid before the first card", "phase")
        return play_problem(self.rules, self.blind, self.hand, self.trick, self.trump, action)

    def played_cards(self) -> list[int]:
        """Every card already played this round, finished tricks first."""
        out = [c for t in self.tricks_done for _, c, _ in t.plays]
        out.extend(c for _, c, _ in self.trick)
        return out

    def unseen_cards(self) -> list[int]:
        """Cards this seat cannot place: in other hands or not dealt (in the blind round,
        one's own card is among them)."""
        known = set(self.hand)
        known.update(self.played_cards())
        for cards in self.visible:
            known.update(cards)
        if self.turned is not None:
            known.add(self.turned)
        return [c for c in self.deck if c not in known]


def infer_voids(
    rules: Rules,
    trump: int | None,
    tricks: list[TrickRecord] | tuple[TrickRecord, ...],
    trick: list[tuple[int, int, int]] | tuple[tuple[int, int, int], ...],
    players: int,
) -> tuple[frozenset[int], ...]:
    """Suits each player has shown not to hold: a player who did not follow the suit led has
    none of it; with must-trump, one who neither followed nor trumped has no trump either."""
    if rules.deck is Deck.TAROT:
        return tuple(frozenset() for _ in range(players))
    voids: list[set[int]] = [set() for _ in range(players)]
    plays_by_trick = [t.plays for t in tricks]
    if trick:
        plays_by_trick.append(tuple(trick))
    for plays in plays_by_trick:
        led = SUIT_OF[plays[0][1]]
        for seat, card, _ in plays[1:]:
            suit = SUIT_OF[card]
            if suit != led:
                voids[seat].add(led)
                if rules.must_trump and trump is not None and suit != trump:
                    voids[seat].add(trump)
    return tuple(frozenset(v) for v in voids)


def observe(state: GameState, seat: int) -> Observation:
    """What ``seat`` may know of ``state``."""
    n = state.players
    if not 0 <= seat < n:
        raise ValueError(f"seat {seat} is not at this table (0 to {n - 1})")
    blind = state.blind and state.phase is not Phase.OVER
    if blind:
        hand: tuple[int, ...] = ()
        visible = tuple(() if s == seat else tuple(state.hands[s]) for s in range(n))
    else:
        hand = tuple(state.hands[seat]) if state.phase is not Phase.OVER else ()
        visible = tuple(() for _ in range(n))
    legal = tuple(state.legal_actions()) if state.to_move == seat else ()
    return Observation(
        seat=seat,
        players=n,
        rules=state.rules,
        round_index=state.round_index,
        hand_size=state.hand_size,
        dealer=state.dealer,
        phase=state.phase,
        to_move=state.to_move,
        hand=hand,
        blind=blind,
        visible=visible,
        turned=state.turned,
        trump=state.trump,
        bid_order=state.bid_order,
        bids=tuple(state.bids),
        won=tuple(state.won),
        leader=state.leader,
        trick=tuple(state.trick),
        tricks_done=tuple(state.tricks_done),
        hand_counts=tuple(len(h) for h in state.hands),
        totals=tuple(state.totals),
        alive=tuple(state.alive),
        zero_streak=tuple(state.zero_streak),
        history=tuple(state.history),
        voids=infer_voids(state.rules, state.trump, state.tricks_done, state.trick, n),
        legal=legal,
        deck=state.rules.deck_cards(n),
        winners=state.winners,
        round_count=state.round_count(),
    )
