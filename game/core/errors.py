"""The errors of the rules engine: each one names the rule that was broken."""

from __future__ import annotations


class RulesError(ValueError):
    """Rules or a game set-up that cannot be played (wrong player count, impossible caps...)."""


class IllegalActionError(ValueError):
    """An action the rules forbid. ``rule`` is a short id of the broken rule, the message says
    it in words ("you must follow ♥"), and ``params`` carry its facts, so that a view can say
    it in any language without reading the message. The state is left unchanged.

    Parameters by rule: ``turn`` seat (who is to move); ``bid-range`` max; ``hook`` bid,
    total; ``zero-limit`` limit; ``follow-suit`` suit; ``must-trump`` suit, trump (suits as
    0 ♣ … 3 ♠); ``tricks-total`` total, expected.
    """

    def __init__(self, message: str, rule: str, **params: int) -> None:
        super().__init__(message)
        self.rule = rule
        self.params: dict[str, int] = params


class DealError(ValueError):
    """An explicit deal that cannot be played (wrong card count, a card twice...)."""
