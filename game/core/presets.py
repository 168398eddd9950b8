"""The six presets of PRODUCT §1, registered by id."""

from __future__ import annotations

from .errors import RulesError
from .rules import (
    Deck,
    Direction,
    ExcuseValue,
    FirstBidder,
    LivesEnd,
    LivesScoring,
    PointsScoring,
    Rules,
    Sequence,
    Trump,
)

#: Rikiki / Oh Hell (000): up then down, turned-up trump, 10 + tricks when exact, 1 per trick
#: when missed.
CLASSIC = Rules(
    name="classic",
    min_players=3,
    max_players=7,
    sequence=Sequence.UP_DOWN,
    trump=Trump.TURNED_UP,
    scoring=PointsScoring(exact_bonus=10, exact_per_trick=1, miss_per_trick=1),
)

#: Rikiki en ligne (001): up 1 → max, at most 3 zero bids in a row, blind 1-card round,
#: host-set scoring with the online defaults 4/4/0/2.
RIKIKI = Rules(
    name="rikiki",
    min_players=3,
    max_players=8,
    sequence=Sequence.UP,
    trump=Trump.TURNED_UP,
    zero_limit=3,
    blind_round=True,
    scoring=PointsScoring(exact_bonus=4, exact_per_trick=4, miss_fixed=0, miss_per_diff=2),
)

#: L'Ascenseur (002): 2s removed for an even split, 1 → all cards → 1, tricks + 1 when exact,
#: −1 per trick of difference.
ASCENSEUR = Rules(
    name="ascenseur",
    min_players=3,
    max_players=8,
    sequence=Sequence.UP_DOWN,
    remove_twos=True,
    trump=Trump.TURNED_UP,
    scoring=PointsScoring(exact_bonus=1, exact_per_trick=1, miss_per_diff=1),
)

#: L'Ascenseur, table rules (003): the dealer bids first, play goes counter-clockwise so the
#: player on the dealer's right leads, 5 + 2 × tricks when exact, −5 per trick of difference.
ASCENSEUR_TABLE = Rules(
    name="ascenseur-table",
    min_players=3,
    max_players=8,
    direction=Direction.COUNTERCLOCKWISE,
    first_bidder=FirstBidder.DEALER,
    sequence=Sequence.UP_DOWN,
    trump=Trump.TURNED_UP,
    scoring=PointsScoring(exact_bonus=5, exact_per_trick=2, miss_per_diff=5),
)

#: Tarot Africain (004): 22 tarot cards, cycles down to the blind 1-card round, 5 lives,
#: the last one alive wins.
TAROT_AFRICAIN = Rules(
    name="tarot-africain",
    deck=Deck.TAROT,
    min_players=3,
    max_players=5,
    sequence=Sequence.TAROT_CYCLE,
    trump=Trump.NONE,
    blind_round=True,
    scoring=LivesScoring(start=5, loss_per_diff=1, end=LivesEnd.LAST_ALIVE),
    excuse=ExcuseValue.ZERO,
)

#: Whist 22 with Board Game Arena's settings (004): 2–7 players, 14 points each, the game
#: stops when someone reaches 0, the Excuse worth 0 or 22 as its player chooses.
WHIST22 = Rules(
    name="whist22",
    deck=Deck.TAROT,
    min_players=2,
    max_players=7,
    bga_table=True,
    sequence=Sequence.TAROT_CYCLE,
    trump=Trump.NONE,
    blind_round=True,
    scoring=LivesScoring(start=14, loss_per_diff=1, end=LivesEnd.FIRST_TO_ZERO, unit="points"),
    excuse=ExcuseValue.CHOSEN,
)

PRESETS: dict[str, Rules] = {
    r.name: r for r in (CLASSIC, RIKIKI, ASCENSEUR, ASCENSEUR_TABLE, TAROT_AFRICAIN, WHIST22)
}
#: The presets in the order the screens offer them.
PRESET_ORDER: tuple[str, ...] = tuple(PRESETS)


def get_preset(preset_id: str) -> Rules:
    """The preset with this id, or a :class:`RulesError` listing the known ids."""
    try:
        return PRESETS[preset_id]
    except KeyError:
        known = ", ".join(PRESETS)
        raise RulesError(f"no preset '{preset_id}': the presets are {known}") from None
