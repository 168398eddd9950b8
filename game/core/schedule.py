"""Hand sizes round by round, for every sequence of PRODUCT §2.

Finite sequences are lists computed once at the start of a game. The tarot cycle never ends
by itself (lives end it) and adapts when players are eliminated, so it is computed one round
at a time by :func:`next_tarot_size`.
"""

from __future__ import annotations

import random

from .rules import AfterOne, Rules, Sequence


def quick5_sizes(max_size: int, seed: int) -> list[int]:
    """Five random hand sizes from 1 to ``max_size``, all different when possible."""
    rng = random.Random(f"ascenseur/{seed}/quick5")
    if max_size >= 5:
        return rng.sample(range(1, max_size + 1), 5)
    sizes = list(range(1, max_size + 1))
    rng.shuffle(sizes)
    while len(sizes) < 5:
        sizes.append(rng.randint(1, max_size))
    return sizes


def finite_schedule(rules: Rules, players: int, seed: int) -> list[int]:
    """The hand size of every round of a game that is not a tarot cycle."""
    m = rules.max_size(players)
    seq = rules.sequence
    if seq is Sequence.UP:
        return list(range(1, m + 1))
    if seq is Sequence.DOWN:
        return list(range(m, 0, -1))
    if seq is Sequence.UP_DOWN:
        return list(range(1, m + 1)) + list(range(m - 1, 0, -1))
    if seq is Sequence.DOWN_UP:
        return list(range(m, 0, -1)) + list(range(2, m + 1))
    if seq is Sequence.QUICK5:
        return quick5_sizes(m, seed)
    if seq is Sequence.CUSTOM:
        return list(rules.custom_sizes)
    raise ValueError(f"{seq} has no finite schedule")


def next_tarot_size(
    rules: Rules, players: int, previous: int | None, climbing: bool
) -> tuple[int, bool]:
    """The size of the next round of a tarot cycle and whether the cycle is climbing.

    ``players`` counts those still in the game. The current cycle goes on after an
    elimination; a new cycle starts at the start size for the players left (PRODUCT §1,
    *choice*). With the climb option the size goes back up one card a round after the
    1-card round, then down again from the start size.
    """
    start = rules.start_size(players)
    if previous is None:
        return start, False
    if climbing:
        if previous + 1 >= start:
            return min(previous + 1, start), False
        return previous + 1, True
    if previous > 1:
        # A cycle begun with more players may exceed what fewer players allow: never more than
        # the start size for the players left.
        return min(previous - 1, start), False
    if rules.after_one is AfterOne.CLIMB and start > 1:
        return 2, start > 2
    return start, False
