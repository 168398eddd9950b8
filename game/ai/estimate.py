"""Quick estimates of how many tricks a hand takes, from the hand alone.

Used by the Easy bot to bid, by the search to guess the bids of players who speak after the
bot in an imagined world, and by the Hard bot to weigh imagined worlds by how well they agree
with the bids already made.
"""

from __future__ import annotations

from ..core.cards import EXCUSE, RANK_OF, SUIT_OF


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


def estimate_tricks(
    hand: list[int] | tuple[int, ...],
    trump: int | None,
    players: int,
    tarot: bool,
    excuse_high: bool = False,
) -> float:
    """Expected tricks of ``hand`` (a rough heuristic, not a search)."""
    return sum(card_win_chances(hand, trump, players, tarot, excuse_high))


def heuristic_bid(
    hand: list[int] | tuple[int, ...],
    trump: int | None,
    players: int,
    tarot: bool,
    allowed: list[int],
    excuse_high: bool = False,
) -> int:
    """The allowed bid nearest to the hand's estimated tricks."""
    est = estimate_tricks(hand, trump, players, tarot, excuse_high)
    return min(allowed, key=lambda b: (abs(b - est), b))
