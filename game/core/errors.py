"""The errors of the rules engine: each one names the rule that was broken."""

from __future__ import annotations


class RulesError(ValueError):
    """Rules or a game set-up that cannot be played (wrong player count, impossible caps...)."""


class IllegalActionError(ValueError):
    """An action the rules forbid. ``rule`` is a short id of the broken rule, the message says
    it in words ("you must follow ♥"). The state is left unchanged."""

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(message)
        self.rule = rule


class DealError(ValueError):
    """An explicit deal that cannot be played (wrong card count, a card twice...)."""
