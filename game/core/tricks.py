"""Who wins a trick: the general engine's rule, the reference the bots' round kernel
(:mod:`game.core.fastround`) is proved equal to."""

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
