"""The two verbs of the game, bidding and playing a card, and their text forms.

Text forms (used in records and on the command line): ``'bid 2'``; a card code for a play
(``'AS'``, ``'17'``); ``'EX=22'`` / ``'EX=0'`` when the Excuse's value is chosen as it is
played; ``'??'`` (or ``'??=22'``) for playing one's unseen card in the blind round.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CardError, card_text, parse_card

#: Stands for "the card I hold but cannot see" in the blind 1-card round.
HIDDEN = -1


@dataclass(frozen=True, slots=True)
class Bid:
    """Bid ``n`` tricks (0 is a bid)."""

    n: int

    def __str__(self) -> str:
        return f"bid {self.n}"


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card``. ``excuse`` is the value chosen for the Excuse (0 or 22) when the rules
    let its player choose, else None. In the blind round ``card`` may be :data:`HIDDEN`."""

    card: int
    excuse: int | None = None

    def __str__(self) -> str:
        text = "??" if self.card == HIDDEN else card_text(self.card)
        return text if self.excuse is None else f"{text}={self.excuse}"


Action = Bid | Play

#: Shared action objects, so that listing legal actions allocates nothing.
BIDS: tuple[Bid, ...] = tuple(Bid(n) for n in range(53))
PLAYS: tuple[Play, ...] = tuple(Play(c) for c in range(74))


def _ascii_digits(text: str) -> bool:
    """0-9 only: ``str.isdigit`` also takes '²' and Arabic-Indic digits, which are not bids."""
    return text.isascii() and text.isdigit()


class ActionParseError(ValueError):
    """A text that is not an action."""


def action_text(action: Action) -> str:
    """The text form of an action."""
    return str(action)


def parse_action(text: str) -> Action:
    """Read an action from its text form.

    >>> parse_action("bid 2"), parse_action("AS"), parse_action("EX=22")
    (Bid(n=2), Play(card=51, excuse=None), Play(card=73, excuse=22))
    """
    t = text.strip()
    low = t.lower()
    if low.startswith("bid"):
        rest = low[3:].strip()
        if not _ascii_digits(rest):
            raise ActionParseError(f"'{text}' is not a bid: write 'bid' and a number, like 'bid 2'")
        return Bid(int(rest))
    card_part, sep, value_part = t.partition("=")
    excuse: int | None = None
    if sep:
        if value_part.strip() not in ("0", "22"):
            raise ActionParseError(f"'{text}': the Excuse is worth 0 or 22, not '{value_part}'")
        excuse = int(value_part)
    if card_part.strip() == "??":
        return Play(HIDDEN, excuse)
    try:
        return Play(parse_card(card_part), excuse)
    except CardError as exc:
        raise ActionParseError(f"'{text}' is neither a bid nor a card: {exc}") from None
