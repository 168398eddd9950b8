"""Cards, suits and the three decks, with their text forms.

A card is a plain ``int`` so that the hot loops of the engine and of the bots stay fast:

* the 52-card deck uses ``suit * 13 + rank`` with suits ♣ ♦ ♥ ♠ = 0 1 2 3 and ranks
  2 … A = 0 … 12 (ace high);
* the 22 tarot cards use ``51 + n`` for the trumps 1 … 21 (ids 52 … 72) and 73 for the Excuse.

Text forms are language-neutral codes used in records and on the command line: ``'AS'``
(ace of spades), ``'TH'`` (ten of hearts), ``'2C'``; tarot ``'1'`` … ``'21'`` and ``'EX'``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import IntEnum

Card = int


class Suit(IntEnum):
    """The four suits of the 52-card deck, in the order used for sorting hands."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def symbol(self) -> str:
        """The suit symbol: ♣ ♦ ♥ ♠."""
        return "♣♦♥♠"[self]

    @property
    def letter(self) -> str:
        """The one-letter code used in card text: C D H S."""
        return "CDHS"[self]


#: Pseudo-suit of every tarot card: tarot has no suit to follow.
TAROT_SUIT = 4
#: The Excuse of the tarot deck.
EXCUSE: Card = 73
#: Ids of the tarot trumps 1 … 21.
TAROT_TRUMPS: tuple[Card, ...] = tuple(range(52, 73))

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "CDHS"

#: The full 52-card deck in a stable order (♣2 … ♣A, ♦2 … ♠A).
DECK_52: tuple[Card, ...] = tuple(range(52))
#: The 22-card tarot deck: trumps 1 … 21 then the Excuse.
DECK_TAROT: tuple[Card, ...] = (*TAROT_TRUMPS, EXCUSE)

#: The order in which 2s leave the deck for an even split (PRODUCT §1, *choice*).
TWOS_REMOVAL_ORDER: tuple[Card, ...] = (0, 13, 26, 39)  # 2♣, 2♦, 2♥, 2♠

# Lookup tables indexed by card id (74 entries): faster than arithmetic in hot loops.
SUIT_OF: tuple[int, ...] = tuple([c // 13 for c in range(52)] + [TAROT_SUIT] * 22)
#: Rank used to compare cards of one suit; tarot trumps by number, the Excuse 0.
RANK_OF: tuple[int, ...] = tuple([c % 13 for c in range(52)] + list(range(1, 22)) + [0])


class CardError(ValueError):
    """A card text that names no card."""


def is_tarot(card: Card) -> bool:
    """True for the 22 tarot cards (trumps and Excuse)."""
    return card >= 52


def card_text(card: Card) -> str:
    """The code of a card: ``'AS'``, ``'TH'``, ``'21'``, ``'EX'``."""
    if 0 <= card < 52:
        return RANK_CHARS[card % 13] + SUIT_CHARS[card // 13]
    if 52 <= card <= 72:
        return str(card - 51)
    if card == EXCUSE:
        return "EX"
    raise CardError(f"{card!r} is not a card id (0–73)")


def parse_card(text: str) -> Card:
    """Read a card code (case-insensitive; ``10H`` is accepted for ``TH``).

    >>> parse_card("AS"), parse_card("th"), parse_card("21"), parse_card("EX")
    (51, 34, 72, 73)
    """
    t = text.strip().upper()
    if t in ("EX", "EXCUSE"):
        return EXCUSE
    if t.isascii() and t.isdigit():  # not '²' nor '١': only 0-9 name a tarot trump
        n = int(t)
        if 1 <= n <= 21:
            return 51 + n
        raise CardError(f"'{text}' is not a tarot trump: they run from 1 to 21")
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) == 2 and t[0] in RANK_CHARS and t[1] in SUIT_CHARS:
        return SUIT_CHARS.index(t[1]) * 13 + RANK_CHARS.index(t[0])
    raise CardError(
        f"'{text}' is not a card: write rank then suit like 'AS', 'TH', '2C', "
        "or a tarot card '1'…'21', 'EX'"
    )


def cards_text(cards: Iterable[Card]) -> str:
    """Cards as space-separated codes."""
    return " ".join(card_text(c) for c in cards)


def parse_cards(text: str | Sequence[str]) -> list[Card]:
    """Read several card codes from a string (space or comma separated) or a list."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [parse_card(p) for p in parts]


def sort_hand(cards: Iterable[Card], trump: int | None = None) -> list[Card]:
    """A hand sorted for display: by suit (trumps last), then by rank; tarot by number."""

    def key(c: Card) -> tuple[int, int]:
        s = SUIT_OF[c]
        return (5 if s == trump else s, RANK_OF[c])

    return sorted(cards, key=key)
