"""Points and lives: what one round is worth to one player."""

from __future__ import annotations

from .rules import LivesScoring, PointsScoring


def round_delta(scoring: PointsScoring | LivesScoring, bid: int, tricks: int) -> int:
    """The change of a player's points (or lives) for a round bid ``bid`` and made ``tricks``.

    >>> from game.core.presets import CLASSIC
    >>> round_delta(CLASSIC.scoring, 2, 2), round_delta(CLASSIC.scoring, 3, 4)
    (12, 4)
    """
    diff = abs(bid - tricks)
    if isinstance(scoring, LivesScoring):
        return -scoring.loss_per_diff * diff
    if diff == 0:
        return scoring.exact_bonus + scoring.exact_per_trick * tricks
    return scoring.miss_per_trick * tricks - scoring.miss_fixed - scoring.miss_per_diff * diff
