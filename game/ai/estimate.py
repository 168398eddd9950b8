"""Quick estimates of how many tricks a hand takes, from the hand alone.

Each card gets a rating (:func:`card_win_chances`). The ratings ignore who leads and which
suit is led, so their sum (:func:`rated_tricks`) runs high in small hands (a plain ace is no
sure trick when another suit is led) and low in big ones. :func:`estimate_tricks` corrects
that: it counts the top trumps as sure tricks and weighs the ratings of the other trumps and
of the plain cards by a linear fit per deck, player count, hand size and trump case,
measured by ``bench/calibrate_estimate.py`` on seeded rounds and stored in
:mod:`.estimate_fit`.

The Easy bot bids the fitted estimate (:func:`nearest_bid` to it). The searches' pictures of the
other players keep the summed ratings: the imagined later bidders bid them
(:func:`heuristic_bid`) and Hard's opponent model reads a purposeful bid as lying near them.
Measured, Hard does no better against Normal bots with the fitted estimate there, and worse
against random players (docs/BOTS.md, "The hand estimate").
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.cards import EXCUSE, RANK_OF, SUIT_OF
from .estimate_fit import FIT

#: A hand's worth in tricks: ``rating(hand, trump, players, tarot, excuse_high)``.
Rating = Callable[[list[int] | tuple[int, ...], int | None, int, bool, bool], float]


def card_win_chances(
    hand: list[int] | tuple[int, ...],
    trump: int | None,
    players: int,
    tarot: bool,
    excuse_high: bool = False,
) -> list[float]:
    """For each card of ``hand``, a rough chance that it takes a trick."""
    h = len(hand)
    if h == 0:
        return []
    if tarot:
        # Share of the other cards that opponents hold: each higher card is a threat.
        held = min(1.0, (players - 1) * h / max(1, 21 - h + 1))
        out = []
        mine = {RANK_OF[c] for c in hand if c != EXCUSE}
        for c in hand:
            if c == EXCUSE:
                out.append(1.0 if excuse_high else 0.0)
                continue
            # Threats: the higher cards someone else may hold (one's own do not count).
            higher = sum(1 for v in range(RANK_OF[c] + 1, 22) if v not in mine)
            higher += 1 if excuse_high and EXCUSE not in hand else 0
            out.append((1.0 - held) ** higher if held < 1 else (1.0 if higher == 0 else 0.0))
        return out
    held = min(0.95, (players - 1) * h / 51)
    counts = [0, 0, 0, 0]
    for c in hand:
        counts[SUIT_OF[c]] += 1
    out = []
    own = set(hand)
    for c in hand:
        s = SUIT_OF[c]
        r = RANK_OF[c]
        higher = sum(1 for h in range(s * 13 + r + 1, s * 13 + 13) if h not in own)
        p = (1.0 - held) ** higher
        if s == trump:
            # Trumps also win when an opponent is void; long trumps win late tricks.
            p = min(1.0, p + 0.25 * held + 0.08 * (counts[s] - 1))
        else:
            # A plain winner may be trumped, more so in long suits and big hands.
            if trump is not None:
                p *= max(0.2, 1.0 - 0.07 * (counts[s] - 1) - 0.02 * h)
        out.append(p)
    return out


def ratings(
    hand: list[int] | tuple[int, ...],
    trump: int | None,
    players: int,
    tarot: bool,
    excuse_high: bool = False,
) -> tuple[int, float, float]:
    """What the fit reads of ``hand``: its top trumps (an unbroken run from the highest of the
    deck down, each a sure trick), and the summed ratings of its other trumps and of its plain
    cards (in tarot every card is a trump)."""
    held = set(hand)
    if tarot:
        order = ([EXCUSE] if excuse_high else []) + list(range(72, 51, -1))  # 21 down to 1
    elif trump is not None:
        order = list(range(trump * 13 + 12, trump * 13 - 1, -1))
    else:
        order = []
    top = 0
    for card in order:
        if card not in held:
            break
        top += 1
    sure = set(order[:top])
    in_trumps = in_plain = 0.0
    for card, p in zip(
        hand, card_win_chances(hand, trump, players, tarot, excuse_high), strict=True
    ):
        if card in sure:
            continue
        if tarot or SUIT_OF[card] == trump:
            in_trumps += p
        else:
            in_plain += p
    return top, in_trumps, in_plain


def rated_tricks(
    hand: list[int] | tuple[int, ...],
    trump: int | None,
    players: int,
    tarot: bool,
    excuse_high: bool = False,
) -> float:
    """The sum of the cards' ratings: what the searches' pictures of other players read."""
    return sum(card_win_chances(hand, trump, players, tarot, excuse_high))


def estimate_tricks(
    hand: list[int] | tuple[int, ...],
    trump: int | None,
    players: int,
    tarot: bool,
    excuse_high: bool = False,
) -> float:
    """Expected tricks of ``hand`` (a quick heuristic, not a search): its top trumps, and the
    other cards' ratings through the fit of their case (their plain sum where no fit is
    stored), within the top trumps … the hand size."""
    top, in_trumps, in_plain = ratings(hand, trump, players, tarot, excuse_high)
    h = len(hand)
    fit = FIT.get((tarot, players, h, excuse_high if tarot else trump is not None))
    if fit is None:
        return top + in_trumps + in_plain
    a, b_trump, b_plain = fit
    return min(float(h), top + max(0.0, a + b_trump * in_trumps + b_plain * in_plain))


def nearest_bid(estimate: float, allowed: list[int]) -> int:
    """The allowed bid nearest to ``estimate`` (the lower of two equally near)."""
    return min(allowed, key=lambda b: (abs(b - estimate), b))


def heuristic_bid(
    hand: list[int] | tuple[int, ...],
    trump: int | None,
    players: int,
    tarot: bool,
    allowed: list[int],
    excuse_high: bool = False,
    rating: Rating | None = None,
) -> int:
    """The allowed bid nearest to the hand's rating (``rating``, the summed ratings by
    default): what the searches imagine a later bidder bids."""
    rate = rated_tricks if rating is None else rating
    return nearest_bid(rate(hand, trump, players, tarot, excuse_high), allowed)
