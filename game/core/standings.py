"""The ranking of the players, during a game and at its end, from public facts only.

One function for both, so that the score sheet shown between rounds and the final one always
order the players the same way: the winners first (once there are any), then the players
still in, then those who went out, the later the better, then by total, highest first.
Points and lives rank alike (more is better); equal players share a rank.
"""

from __future__ import annotations

from collections.abc import Sequence

from .events import RoundResult


def out_round(history: Sequence[RoundResult], alive: Sequence[bool], seat: int) -> int | None:
    """The index of the last round ``seat`` played before going out, or None while it is in
    (or if it never played a round)."""
    if alive[seat]:
        return None
    return max((r.index for r in history if r.bids[seat] is not None), default=None)


def standings(
    history: Sequence[RoundResult],
    totals: Sequence[int],
    alive: Sequence[bool],
    winners: Sequence[int] | None = None,
) -> list[tuple[int, int, int]]:
    """(rank, seat, total) from first to last.

    >>> from game.core.events import RoundResult
    >>> r = RoundResult(0, 1, 0, None, None, (1, 0, 0), (0, 1, 0), (-1, -1, 0), (0, 0, 1))
    >>> standings([r], [0, 0, 1], [False, False, True])
    [(1, 2, 1), (2, 0, 0), (2, 1, 0)]
    """
    players = len(totals)
    last_round = []
    for s in range(players):
        out = out_round(history, alive, s)
        last_round.append(len(history) if alive[s] else (-1 if out is None else out))
    won = set(winners or ())

    def key(s: int) -> tuple[bool, int, int]:
        return (s not in won, -last_round[s], -totals[s])

    order = sorted(range(players), key=lambda s: (key(s), s))
    ranked: list[tuple[int, int, int]] = []
    rank = 0
    for i, s in enumerate(order):
        if i == 0 or key(s) != key(order[i - 1]):
            rank = i + 1
        ranked.append((rank, s, totals[s]))
    return ranked
