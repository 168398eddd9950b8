"""The hand estimate: its fit covers every case a game can deal, and it reads hands sensibly."""

from __future__ import annotations

import random

import pytest

from bench import calibrate_estimate
from game.ai.estimate import (
    estimate_tricks,
    heuristic_bid,
    nearest_bid,
    rated_tricks,
    ratings,
)
from game.ai.estimate_fit import FIT
from game.core.cards import parse_cards


def test_fit_covers_every_case_of_every_player_count() -> None:
    # 2 to 8 players, every hand size each deck allows, with and without trump / Excuse high.
    assert set(FIT) == set(calibrate_estimate.cases())
    assert len(FIT) == sum(
        2 * (52 // p) + 2 * (22 // p) for p in range(2, calibrate_estimate.MAX_PLAYERS + 1)
    )


def test_least_squares_recovers_a_plane() -> None:
    rng = random.Random(3)
    rows = []
    for _ in range(50):
        x1, x2 = rng.random() * 3, rng.random() * 2
        rows.append((x1, x2, 0.5 + 1.5 * x1 - 0.25 * x2))
    assert calibrate_estimate.least_squares(rows) == (0.5, 1.5, -0.25)
    # A feature that never varies keeps the weight 1.
    flat = [(0.0, x2, 2.0 * x2 + 1.0) for _, x2, _ in rows]
    assert calibrate_estimate.least_squares(flat) == (1.0, 1.0, 2.0)


@pytest.mark.parametrize(
    ("tarot", "players", "size"),
    [
        (False, 4, 1),
        (False, 4, 3),
        (False, 4, 10),
        (False, 7, 7),
        (False, 3, 13),
        (True, 4, 5),
        (True, 3, 2),
    ],
)
def test_estimates_add_up_to_the_tricks_of_a_round(tarot: bool, players: int, size: int) -> None:
    """Over random deals, the estimates of all hands add up to about the tricks of the round
    (the raw ratings did not: 0.7 of a trick per hand in 1-card rounds of 4, where a hand
    takes 0.25)."""
    rng = random.Random(f"{tarot}/{players}/{size}")
    deck = list(range(52, 74)) if tarot else list(range(52))
    total = 0.0
    deals = 300
    for _ in range(deals):
        cards = rng.sample(deck, len(deck))
        trump = None if tarot else cards[players * size] // 13
        for i in range(players):
            total += estimate_tricks(cards[i * size : (i + 1) * size], trump, players, tarot)
    assert total / deals == pytest.approx(size, rel=0.12)


def test_sure_tricks_are_counted_and_plain_aces_are_not() -> None:
    # Trump spades, 1-card round of 4: the trump ace is sure; a plain ace wins only when its
    # suit is led; a trump king loses only to the ace.
    trump = 3
    assert estimate_tricks(parse_cards(["AS"]), trump, 4, False) == 1.0
    plain_ace = estimate_tricks(parse_cards(["AH"]), trump, 4, False)
    trump_king = estimate_tricks(parse_cards(["KS"]), trump, 4, False)
    assert plain_ace < 0.5 < trump_king
    assert ratings(parse_cards(["AS", "KS", "2H"]), trump, 4, False)[0] == 2
    strong = parse_cards(["AS", "KS", "2H"])
    assert nearest_bid(estimate_tricks(strong, trump, 4, False), [0, 1, 2, 3]) == 2
    # Tarot: 21 down to 17 are five sure tricks; with the Excuse worth 22 it is the top card.
    assert estimate_tricks([72, 71, 70, 69, 68], None, 4, True) == 5.0
    assert ratings([73, 72], None, 4, True, excuse_high=True)[0] == 2
    assert ratings([73, 72], None, 4, True, excuse_high=False)[0] == 1


def test_estimate_stays_within_the_hand() -> None:
    rng = random.Random(5)
    for _ in range(500):
        players = rng.randrange(2, 9)
        size = rng.randrange(1, 52 // players + 1)
        hand = rng.sample(range(52), size)
        trump = rng.choice([None, 0, 1, 2, 3])
        est = estimate_tricks(hand, trump, players, False)
        assert ratings(hand, trump, players, False)[0] <= est <= size


def test_easy_bids_the_fit_and_the_searches_imagine_the_ratings() -> None:
    # A lone plain seven in a 1-card round of 4: rated 0.64 of a trick, it takes about 0.1.
    seven = parse_cards(["7H"])
    assert rated_tricks(seven, 0, 4, False) > 0.6
    assert estimate_tricks(seven, 0, 4, False) < 0.2
    assert nearest_bid(estimate_tricks(seven, 0, 4, False), [0, 1]) == 0
    # The searches' imagined later bidders keep the summed ratings (measured better there).
    assert heuristic_bid(seven, 0, 4, False, [0, 1]) == 1
