"""Who wins a trick: shared by the general engine and the fast kernel."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import SUIT_OF

#: One play of a trick: (seat, card, value) — the value is the rank in the 52-card games, the
#: number (the Excuse: 0 or 22) in tarot.
TrickPlay = tuple[int, int, int]


def trick_winner(trick: Sequence[TrickPlay], trump: int | None, tarot: bool) -> int:
    """The seat that wins a complete trick: the highest value in tarot, else the highest trump,
    else the highest card of the suit led."""
    if tarot:
        best = trick[0]
        for play in trick[1:]:
            if play[2] > best[2]:
                best = play
        return best[0]
    win_seat, win_card, win_rank = trick[0]
    win_suit = SUIT_OF[win_card]
    for seat, card, rank in trick[1:]:
        suit = SUIT_OF[card]
        if suit == win_suit:
            if rank > win_rank:
                win_seat, win_rank = seat, rank
        elif suit == trump:
            win_seat, win_suit, win_rank = seat, suit, rank
    return win_seat


def trick_best(trick: Sequence[TrickPlay], trump: int | None) -> tuple[int, int]:
    """The suit and value of the card winning a 52-card trick so far; (-1, -1) when the
    trick is empty. A card beats it if it is higher in that suit, or a trump when it is not."""
    win_suit, win_val = -1, -1
    for i, (_, card, value) in enumerate(trick):
        suit = SUIT_OF[card]
        if (
            i == 0
            or (suit == win_suit and value > win_val)
            or (suit == trump and win_suit != trump)
        ):
            win_suit, win_val = suit, value
    return win_suit, win_val
