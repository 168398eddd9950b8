"""Actions built from untrusted input: only ASCII digits are numbers, and a bid or a card of
the wrong type is refused with the broken rule, never a raw ``TypeError``/``ValueError``."""

from __future__ import annotations

import pytest

from game.core.actions import ActionParseError, Bid, Play, parse_action
from game.core.cards import parse_card
from game.core.errors import IllegalActionError
from game.core.presets import get_preset as preset
from game.core.state import GameState


@pytest.mark.parametrize("text", ["bid ²", "bid ١", "bid ３", "bid 1½", "bid -1", "bid 1.5"])
def test_parse_action_takes_only_ascii_digits(text: str) -> None:
    with pytest.raises(ActionParseError, match="is not a bid"):
        parse_action(text)


def test_parse_action_reads_ascii_bids() -> None:
    assert parse_action("bid 1") == Bid(1)
    assert parse_action(" BID 12 ") == Bid(12)


@pytest.mark.parametrize("text", ["²", "١", "٢١", "１"])
def test_parse_card_refuses_unicode_digits(text: str) -> None:
    with pytest.raises(ValueError, match="card") as info:
        parse_card(text)
    assert "invalid literal" not in str(info.value)


def test_parse_card_reads_tarot_trumps() -> None:
    assert parse_card("21") == 72
    assert parse_card("1") == 52


def _bidding_state() -> GameState:
    return GameState.new(preset("classic"), 3, seed=5, first_dealer=0)


@pytest.mark.parametrize("value", [1.5, 1.0, "1", None, True])
def test_bid_of_another_type_is_refused_by_rule(value: object) -> None:
    state = _bidding_state()
    before = state.bids[:]
    with pytest.raises(IllegalActionError) as info:
        state.apply(Bid(value))  # type: ignore[arg-type]
    assert info.value.rule == "bid-range"
    assert "whole number" in str(info.value)
    assert state.bids == before


@pytest.mark.parametrize("card", ["AS", 1.0, None])
def test_play_of_another_type_is_refused_by_rule(card: object) -> None:
    state = _bidding_state()
    while state.phase.name == "BID":
        state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalActionError) as info:
        state.apply(Play(card))  # type: ignore[arg-type]
    assert info.value.rule == "not-in-hand"
