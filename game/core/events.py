"""What happened, for the view to animate and the records to print.

Events carry only public facts: no event names a card that is still in a hand.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The public summary of one finished round (a row of the score sheet).

    Tuples are indexed by seat; a seat out of the game has ``None`` as bid.
    """

    index: int
    hand_size: int
    dealer: int
    turned: int | None
    trump: int | None
    bids: tuple[int | None, ...]
    tricks: tuple[int, ...]
    deltas: tuple[int, ...]
    totals: tuple[int, ...]

    def exact(self, seat: int) -> bool:
        """True when ``seat`` took part and made its bid exactly (the contract paid)."""
        bid = self.bids[seat]
        return bid is not None and bid == self.tricks[seat]


@dataclass(frozen=True, slots=True)
class RoundDealt:
    """A round was dealt: ``hand_size`` cards to each player still in."""

    index: int
    hand_size: int
    dealer: int
    blind: bool


@dataclass(frozen=True, slots=True)
class TrumpTurned:
    """The trump of the round: the turned-up card (or None) and the suit (None: no trump)."""

    card: int | None
    suit: int | None


@dataclass(frozen=True, slots=True)
class BidMade:
    seat: int
    bid: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``value`` is the Excuse's worth (0 or 22) when it is the Excuse, else None."""

    seat: int
    card: int
    value: int | None


@dataclass(frozen=True, slots=True)
class TrickWon:
    """``plays`` are (seat, card) in the order played."""

    seat: int
    index: int
    plays: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class RoundScored:
    result: RoundResult


@dataclass(frozen=True, slots=True)
class PlayerEliminated:
    seat: int


@dataclass(frozen=True, slots=True)
class GameOver:
    """``winners`` share the win; ``totals`` are the final points or lives."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]


Event = (
    RoundDealt
    | TrumpTurned
    | BidMade
    | CardPlayed
    | TrickWon
    | RoundScored
    | PlayerEliminated
    | GameOver
)
