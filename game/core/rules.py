"""The rules of one game as validated, immutable data (PRODUCT §2).

Every option a player can set lives in :class:`Rules`. Combinations that cannot be played
are refused when the rules are built (:class:`pydantic.ValidationError` with a plain message),
and those that depend on the number of players by :meth:`Rules.check_players`.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .errors import RulesError


class Deck(StrEnum):
    """Which cards are used."""

    STANDARD = "standard"  #: 52 cards, ace high
    TAROT = "tarot"  #: the 21 tarot trumps and the Excuse


class Direction(StrEnum):
    """Direction of play; the dealer also passes one seat this way each round."""

    CLOCKWISE = "clockwise"
    COUNTERCLOCKWISE = "counterclockwise"


class FirstBidder(StrEnum):
    """Who bids first. Bidding then goes round in the direction of play."""

    AFTER_DEALER = "after-dealer"  #: the player after the dealer (left, when clockwise)
    DEALER = "dealer"


class Sequence(StrEnum):
    """How the hand size changes from round to round."""

    UP = "up"  #: 1 → max
    DOWN = "down"  #: max → 1
    UP_DOWN = "up-down"  #: 1 → max → 1
    DOWN_UP = "down-up"  #: max → 1 → max (pyramid)
    QUICK5 = "quick5"  #: 5 rounds of random sizes, all different when possible
    TAROT_CYCLE = "tarot-cycle"  #: start size → 1, then again (or back up), until the game ends
    CUSTOM = "custom"  #: an explicit list of sizes


class Trump(StrEnum):
    """How the trump suit of a round is chosen."""

    TURNED_UP = "turned-up"  #: the next card of the stock is turned up
    ROTATION = "rotation"  #: ♥ ♦ ♣ ♠ then a no-trump round, over and over (Pagat)
    NONE = "none"  #: never a trump suit (tarot: every card is a trump)


class EmptyStock(StrEnum):
    """What happens when the deal would leave no card to turn up."""

    NO_TRUMP = "no-trump"  #: that round is played without trump
    CAP = "cap"  #: the maximum hand size is lowered so that one card stays


class AfterOne(StrEnum):
    """Tarot cycles: what follows the 1-card round."""

    RESTART = "restart"  #: start again at the start size
    CLIMB = "climb"  #: climb back up one card a round, then down again


class ExcuseValue(StrEnum):
    """What the tarot Excuse is worth."""

    ZERO = "zero"  #: never wins a trick
    TWENTY_TWO = "twenty-two"  #: the strongest card
    CHOSEN = "chosen"  #: 0 or 22, chosen by its player when it is played


class LivesEnd(StrEnum):
    """When a lives game ends."""

    LAST_ALIVE = "last-alive"  #: players at 0 are out; the last one left wins
    FIRST_TO_ZERO = "first-to-zero"  #: stop when someone reaches 0; most lives wins


class PointsScoring(BaseModel):
    """Points scoring: exact contracts earn, missed ones may earn or lose.

    Exact: ``exact_bonus + exact_per_trick × tricks``.
    Missed: ``miss_per_trick × tricks − miss_fixed − miss_per_diff × |bid − tricks|``.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["points"] = "points"
    exact_bonus: int = 10
    exact_per_trick: int = 1
    miss_per_trick: int = 0
    miss_fixed: int = 0
    miss_per_diff: int = 0


class LivesScoring(BaseModel):
    """Lives scoring: an exact contract costs nothing, a miss costs lives per trick of
    difference."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["lives"] = "lives"
    start: int = Field(5, ge=1, le=99)
    loss_per_diff: int = Field(1, ge=1, le=99)
    end: LivesEnd = LivesEnd.LAST_ALIVE
    #: What the players call the counter: lives (Tarot Africain) or points that count down
    #: from the start (Whist 22's "14 points each"). Scoring is the same; only the words and
    #: the ♥ symbol depend on it.
    unit: Literal["lives", "points"] = "lives"


Scoring = PointsScoring | LivesScoring

#: Tarot cycles: the start size by number of players (004 and the BGA table).
TAROT_START = {2: 9, 3: 7, 4: 5, 5: 4, 6: 3, 7: 3}
#: The short cycle at three players (004: "le cycle court de 5 à 1").
TAROT_SHORT_START_3 = 5


class Rules(BaseModel):
    """Every rule option of a game (PRODUCT §2). Frozen; build a changed copy with
    ``rules.model_copy(update={...})`` then :meth:`validated`."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)

    name: str = "custom"
    deck: Deck = Deck.STANDARD
    min_players: int = Field(3, ge=2, le=8)
    max_players: int = Field(7, ge=2, le=8)
    direction: Direction = Direction.CLOCKWISE
    first_bidder: FirstBidder = FirstBidder.AFTER_DEALER
    sequence: Sequence = Sequence.UP_DOWN
    #: Upper bound on the hand size (None: as many as the deck allows).
    max_hand: int | None = Field(None, ge=1, le=52)
    custom_sizes: tuple[int, ...] = ()
    remove_twos: bool = False
    trump: Trump = Trump.TURNED_UP
    empty_stock: EmptyStock = EmptyStock.NO_TRUMP
    hook: bool = True
    must_trump: bool = False
    blind_round: bool = False
    #: Most zero bids a player may make in a row (0: no limit). Not applied in the quick game.
    zero_limit: int = Field(0, ge=0, le=20)
    scoring: Scoring = Field(default_factory=PointsScoring, discriminator="kind")
    excuse: ExcuseValue = ExcuseValue.ZERO
    short_cycle: bool = False
    after_one: AfterOne = AfterOne.RESTART
    #: Tarot deck at 2, 6 and 7 players, as on Board Game Arena.
    bga_table: bool = False

    @model_validator(mode="after")
    def _coherent(self) -> Rules:
        problems: list[str] = []
        if self.min_players > self.max_players:
            problems.append(
                f"the minimum number of players ({self.min_players}) is above the maximum "
                f"({self.max_players})"
            )
        tarot = self.deck is Deck.TAROT
        if tarot:
            if self.trump is not Trump.NONE:
                problems.append("the tarot deck has no suits: its trump option must be 'none'")
            if not self.hook:
                problems.append("the hook always applies with the tarot deck (004)")
            if self.remove_twos:
                problems.append("removing 2s only applies to the 52-card deck")
            if self.max_players > 7:
                problems.append("the tarot deck allows at most 7 players (BGA table)")
            if not self.bga_table and (self.min_players < 3 or self.max_players > 5):
                problems.append(
                    "Tarot Africain is played by 3 to 5 players; "
                    "2, 6 or 7 need the BGA table option"
                )
        else:
            if self.sequence is Sequence.TAROT_CYCLE:
                problems.append("the tarot cycle needs the tarot deck")
            if self.excuse is not ExcuseValue.ZERO:
                problems.append("the Excuse only exists in the tarot deck")
            if self.min_players < 3:
                problems.append("the 52-card games need at least 3 players")
        if self.sequence is Sequence.CUSTOM:
            if not self.custom_sizes:
                problems.append("a custom sequence needs at least one hand size")
            elif min(self.custom_sizes) < 1:
                problems.append("every hand size of a custom sequence must be at least 1")
        elif self.custom_sizes:
            problems.append("hand sizes are listed only with the custom sequence")
        if self.sequence is Sequence.TAROT_CYCLE and not isinstance(self.scoring, LivesScoring):
            problems.append(
                "the tarot cycle never ends by itself: it needs lives scoring, which ends the game"
            )
        if (
            self.sequence is Sequence.TAROT_CYCLE
            and isinstance(self.scoring, LivesScoring)
            and not self.hook
        ):
            # Only the endless cycle needs it: a listed sequence ends after its last round.
            problems.append(
                "the tarot cycle with lives needs the hook: it guarantees that someone loses "
                "lives every round, so the game ends"
            )
        if problems:
            raise ValueError("; ".join(problems))
        return self

    # -- derived facts -------------------------------------------------------------------

    @property
    def uses_lives(self) -> bool:
        """True when every player starts with a stock that misses take away (lives scoring,
        elimination at 0), rather than points added up from 0."""
        return isinstance(self.scoring, LivesScoring)

    @property
    def counts_lives(self) -> bool:
        """True when that stock is called lives (shown with ♥); False for points, including
        points that count down (Whist 22)."""
        return isinstance(self.scoring, LivesScoring) and self.scoring.unit == "lives"

    def deck_cards(self, players: int) -> tuple[int, ...]:
        """The cards in play for this many players (2s removed for an even split if asked)."""
        from .cards import DECK_52, DECK_TAROT, TWOS_REMOVAL_ORDER

        if self.deck is Deck.TAROT:
            return DECK_TAROT
        if self.remove_twos:
            removed = set(TWOS_REMOVAL_ORDER[: 52 % players])
            return tuple(c for c in DECK_52 if c not in removed)
        return DECK_52

    def start_size(self, players: int) -> int:
        """Tarot cycles: the start size for this many players (capped by ``max_hand``)."""
        if self.short_cycle and players == 3:
            size = TAROT_SHORT_START_3
        else:
            size = TAROT_START.get(players, 22 // players)
        if self.max_hand is not None:
            size = min(size, self.max_hand)
        return size

    def max_size(self, players: int) -> int:
        """The largest hand size for this many players, from the deck and the cap options."""
        deck = len(self.deck_cards(players))
        if self.sequence is Sequence.TAROT_CYCLE:
            return self.start_size(players)
        most = deck // players
        if self.trump is Trump.TURNED_UP and self.empty_stock is EmptyStock.CAP:
            most = (deck - 1) // players
        if self.max_hand is not None:
            most = min(most, self.max_hand)
        return most

    def check_players(self, players: int) -> None:
        """Refuse a number of players these rules cannot be played with, saying why."""
        if not self.min_players <= players <= self.max_players:
            raise RulesError(
                f"{self.name} is played by {self.min_players} to {self.max_players} players, "
                f"not {players}"
            )
        deck = len(self.deck_cards(players))
        if deck < players:
            raise RulesError(f"{deck} cards cannot be dealt to {players} players")
        most = self.max_size(players)
        if most < 1:
            raise RulesError(f"no card can be dealt to {players} players with these caps")
        if self.sequence is Sequence.CUSTOM:
            too_big = [s for s in self.custom_sizes if s > deck // players]
            if too_big:
                raise RulesError(
                    f"a hand of {too_big[0]} cards is too many: {deck} cards give at most "
                    f"{deck // players} each to {players} players"
                )
        if self.sequence is Sequence.TAROT_CYCLE and self.start_size(players) * players > deck:
            raise RulesError(
                f"a start size of {self.start_size(players)} cards is too many for "
                f"{players} players with {deck} cards"
            )
        if self.max_hand is not None and self.max_hand > deck // players:
            raise RulesError(
                f"a cap of {self.max_hand} cards is more than the deck allows: {deck} cards "
                f"give at most {deck // players} each to {players} players"
            )
