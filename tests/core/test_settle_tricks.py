"""``GameState.settle_tricks``: ending a round with the trick counts of a game played with real
cards (the score keeper) — refusals that leave the state alone, and scores, lives and
elimination exactly those of the formula."""

from __future__ import annotations

import random

import pytest

from game.core.actions import Bid
from game.core.errors import IllegalActionError
from game.core.presets import CLASSIC, RIKIKI, TAROT_AFRICAIN, WHIST22
from game.core.rules import LivesEnd, LivesScoring, Rules, Sequence
from game.core.scoring import round_delta
from game.core.state import GameState, Phase


def bid_all(state: GameState, rng: random.Random) -> None:
    """Every player still in bids something legal."""
    while state.phase is Phase.BID:
        state.apply(Bid(rng.choice(state.allowed_bids())))


def split(state: GameState, rng: random.Random) -> list[int]:
    """The hand size shared at random among the players still in (0 for the others)."""
    tricks = [0] * state.players
    for _ in range(state.hand_size):
        tricks[rng.choice(state.bid_order)] += 1
    return tricks


def snapshot(state: GameState) -> tuple[object, ...]:
    return (
        state.phase,
        state.round_index,
        tuple(state.bids),
        tuple(state.won),
        tuple(state.totals),
        tuple(state.alive),
        len(state.history),
    )


def test_tricks_before_every_bid_is_in_are_refused() -> None:
    state = GameState.new(CLASSIC, 4, seed=1, first_dealer=0)
    with pytest.raises(IllegalActionError) as err:
        state.settle_tricks([1, 0, 0, 0])
    assert err.value.rule == "phase"
    state.apply(Bid(0))
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as err:
        state.settle_tricks([1, 0, 0, 0])
    assert err.value.rule == "phase"
    assert snapshot(state) == before


def test_tricks_after_a_card_was_played_are_refused() -> None:
    state = GameState.new(CLASSIC, 3, seed=2, first_dealer=0)
    bid_all(state, random.Random(0))
    state.apply(state.legal_actions()[0])  # round 1 has one card: the trick is not over
    with pytest.raises(IllegalActionError) as err:
        state.settle_tricks([1, 0, 0])
    assert err.value.rule == "phase"


def test_wrong_number_of_entries_and_bad_values() -> None:
    state = GameState.new(CLASSIC, 4, seed=3, first_dealer=0)
    bid_all(state, random.Random(1))
    before = snapshot(state)
    for bad in ([1, 0, 0], [1, 0, 0, 0, 0], [2, -1, 0, 0], [1, 0, 0, True], [0.5, 0.5, 0, 0]):
        with pytest.raises(IllegalActionError) as err:
            state.settle_tricks(bad)  # type: ignore[arg-type]
        assert err.value.rule == "tricks-total"
    assert snapshot(state) == before


@pytest.mark.parametrize(
    ("tricks", "words"),
    [([2, 1, 0, 0], "3, not 2: 1 too many"), ([0, 0, 0, 0], "0, not 2: 2 missing")],
)
def test_a_wrong_total_names_the_difference(tricks: list[int], words: str) -> None:
    state = GameState.new(CLASSIC, 4, seed=4, first_dealer=0)
    rng = random.Random(2)
    bid_all(state, rng)
    state.settle_tricks(split(state, rng))  # round 1: one card
    bid_all(state, rng)
    assert state.hand_size == 2
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match=words) as err:
        state.settle_tricks(tricks)
    assert err.value.rule == "tricks-total"
    assert snapshot(state) == before


def test_a_seat_out_of_the_game_takes_no_trick() -> None:
    rules = TAROT_AFRICAIN.model_copy(update={"scoring": LivesScoring(start=1)})
    state = GameState.new(rules, 4, seed=5, first_dealer=0)
    # Everyone bids 0 and seat 1 takes every trick: it loses its only life and is out.
    while state.phase is Phase.BID:
        state.apply(Bid(0))
    state.settle_tricks([0, state.hand_size, 0, 0])
    assert state.alive == [True, False, True, True]
    assert not state.is_over
    bid_all(state, random.Random(3))
    bad = [0] * 4
    bad[1] = 1
    bad[state.bid_order[0]] += state.hand_size - 1
    with pytest.raises(IllegalActionError, match="out of the game") as err:
        state.settle_tricks(bad)
    assert err.value.rule == "tricks-total"


def test_after_the_end_the_game_is_over() -> None:
    rules = Rules.model_validate(
        {**CLASSIC.model_dump(), "sequence": Sequence.CUSTOM, "custom_sizes": (1,)}
    )
    state = GameState.new(rules, 3, seed=6, first_dealer=0)
    bid_all(state, random.Random(4))
    state.settle_tricks([1, 0, 0])
    assert state.is_over
    with pytest.raises(IllegalActionError) as err:
        state.settle_tricks([1, 0, 0])
    assert err.value.rule == "game-over"


@pytest.mark.parametrize(
    ("rules", "players", "seed"),
    [(CLASSIC, 4, 7), (RIKIKI, 5, 8), (TAROT_AFRICAIN, 4, 9), (WHIST22, 3, 10)],
)
def test_a_whole_game_settled_scores_by_the_formula(rules: Rules, players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = GameState.new(rules, players, seed=seed, first_dealer=seed % players)
    start = rules.scoring.start if isinstance(rules.scoring, LivesScoring) else 0
    totals = [start] * players
    rounds = 0
    while not state.is_over:
        assert rounds < 200, "the game should end"
        bid_all(state, rng)
        bids = list(state.bids)
        order = state.bid_order
        tricks = split(state, rng)
        index = state.round_index
        state.settle_tricks(tricks)
        res = state.history[-1]
        assert res.index == index
        assert res.tricks == tuple(tricks)
        assert res.bids == tuple(bids)
        for seat in range(players):
            bid = bids[seat]
            if seat in order:
                assert bid is not None
                delta = round_delta(rules.scoring, bid, tricks[seat])
            else:
                assert bid is None
                delta = 0
            assert res.deltas[seat] == delta
            totals[seat] += delta
        assert list(res.totals) == totals
        rounds += 1
    assert state.totals == totals
    assert state.winners
    if isinstance(rules.scoring, LivesScoring) and rules.scoring.end is LivesEnd.LAST_ALIVE:
        # Elimination is the formula's too: out exactly when the lives are gone.
        assert state.alive == [t > 0 for t in totals]
