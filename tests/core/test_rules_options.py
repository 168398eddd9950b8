"""The rule options of PRODUCT §2: validation of unplayable combinations, the presets, the
hand-size schedules, trump choice, direction of play, first dealer and determinism."""

from __future__ import annotations

import random

import pytest
from pydantic import ValidationError

from game.core.actions import Action, Bid, Play
from game.core.cards import DECK_52, DECK_TAROT, SUIT_OF, Suit, parse_card
from game.core.errors import DealError, IllegalActionError, RulesError
from game.core.observation import observe
from game.core.presets import (
    ASCENSEUR,
    ASCENSEUR_TABLE,
    CLASSIC,
    PRESETS,
    RIKIKI,
    TAROT_AFRICAIN,
    WHIST22,
    get_preset,
)
from game.core.rules import (
    AfterOne,
    Deck,
    Direction,
    EmptyStock,
    ExcuseValue,
    FirstBidder,
    LivesEnd,
    LivesScoring,
    PointsScoring,
    Rules,
    Sequence,
    Trump,
)
from game.core.schedule import finite_schedule, next_tarot_size, quick5_sizes
from game.core.scoring import round_delta
from game.core.state import ROTATION, Deal, GameState, Phase

from .helpers import (
    bid,
    choose,
    deal,
    new_game,
    play,
    play_out_round,
    run_game,
    snapshot,
    step_until,
    variant,
)

TAROT = {
    "deck": Deck.TAROT,
    "trump": Trump.NONE,
    "min_players": 3,
    "max_players": 5,
    "sequence": Sequence.TAROT_CYCLE,
    "scoring": LivesScoring(),
}


def refused_rules(match: str, **options: object) -> None:
    """Building Rules from ``options`` fails with a message matching ``match``."""
    with pytest.raises(ValidationError, match=match):
        Rules.model_validate(options)


# -- validation ----------------------------------------------------------------------------


def test_default_rules_are_valid() -> None:
    rules = Rules()
    assert rules.deck is Deck.STANDARD and rules.hook and rules.sequence is Sequence.UP_DOWN
    Rules.model_validate(TAROT)


@pytest.mark.parametrize(
    ("match", "options"),
    [
        (
            "minimum number of players \\(6\\) is above the maximum \\(4\\)",
            {"min_players": 6, "max_players": 4},
        ),
        (
            "tarot deck has no suits: its trump option must be 'none'",
            {**TAROT, "trump": Trump.TURNED_UP},
        ),
        ("tarot deck has no suits", {**TAROT, "trump": Trump.ROTATION}),
        ("hook always applies with the tarot deck", {**TAROT, "hook": False}),
        ("removing 2s only applies to the 52-card deck", {**TAROT, "remove_twos": True}),
        ("tarot deck allows at most 7 players", {**TAROT, "max_players": 8, "bga_table": True}),
        ("played by 3 to 5 players; 2, 6 or 7 need the BGA table", {**TAROT, "max_players": 6}),
        ("2, 6 or 7 need the BGA table", {**TAROT, "min_players": 2}),
        (
            "tarot cycle needs the tarot deck",
            {"sequence": Sequence.TAROT_CYCLE, "scoring": LivesScoring()},
        ),
        ("Excuse only exists in the tarot deck", {"excuse": ExcuseValue.CHOSEN}),
        ("52-card games need at least 3 players", {"min_players": 2}),
        ("custom sequence needs at least one hand size", {"sequence": Sequence.CUSTOM}),
        (
            "every hand size of a custom sequence must be at least 1",
            {"sequence": Sequence.CUSTOM, "custom_sizes": (3, 0, 2)},
        ),
        ("hand sizes are listed only with the custom sequence", {"custom_sizes": (1, 2)}),
        (
            "tarot cycle never ends by itself: it needs lives scoring",
            {**TAROT, "scoring": PointsScoring()},
        ),
        ("the tarot cycle with lives needs the hook", {**TAROT, "hook": False}),
        ("less than or equal to 8", {"max_players": 9}),
        ("greater than or equal to 1", {"max_hand": 0}),
        ("Extra inputs are not permitted", {"jokers": True}),
        ("greater than or equal to 1", {"scoring": {"kind": "lives", "start": 0}}),
        (
            "does not match any of the expected tags: 'points', 'lives'",
            {"scoring": {"kind": "stars"}},
        ),
    ],
)
def test_unplayable_combinations_refused_with_reason(
    match: str, options: dict[str, object]
) -> None:
    """PRODUCT §2: « Any combination the editor allows must play to the end »: the others are
    refused, saying why."""
    refused_rules(match, **options)


def test_several_problems_reported_together() -> None:
    with pytest.raises(ValidationError) as info:
        Rules.model_validate({**TAROT, "hook": False, "remove_twos": True})
    text = str(info.value)
    assert "hook always applies" in text and "removing 2s" in text


def test_rules_are_frozen() -> None:
    with pytest.raises(ValidationError):
        CLASSIC.hook = False  # type: ignore[misc]
    assert CLASSIC.hook


def test_check_players_range() -> None:
    with pytest.raises(RulesError, match=r"^classic is played by 3 to 7 players, not 8$"):
        CLASSIC.check_players(8)
    with pytest.raises(RulesError, match="tarot-africain is played by 3 to 5 players, not 6"):
        TAROT_AFRICAIN.check_players(6)
    with pytest.raises(RulesError):
        GameState.new(WHIST22, 1)


def test_check_players_cap_larger_than_deck() -> None:
    rules = Rules(max_hand=14)
    rules.check_players(3)  # 17 each: a cap of 14 is fine
    with pytest.raises(
        RulesError,
        match="a cap of 14 cards is more than the deck allows: 52 cards give at most 13 each "
        "to 4 players",
    ):
        rules.check_players(4)
    twos = Rules(max_hand=9, remove_twos=True, max_players=8)
    twos.check_players(5)  # 50 // 5 = 10
    with pytest.raises(RulesError, match="48 cards give at most 8 each to 6 players"):
        twos.check_players(6)


def test_check_players_custom_size_too_big() -> None:
    rules = Rules(sequence=Sequence.CUSTOM, custom_sizes=(1, 11, 2))
    rules.check_players(4)
    with pytest.raises(
        RulesError, match="a hand of 11 cards is too many: 52 cards give at most 10 each to 5"
    ):
        rules.check_players(5)


def test_check_players_tarot_cap() -> None:
    rules = Rules.model_validate({**TAROT, "max_hand": 6})
    rules.check_players(3)
    with pytest.raises(RulesError, match="22 cards give at most 5 each to 4 players"):
        rules.check_players(4)


# -- presets -------------------------------------------------------------------------------


def test_six_presets_by_id() -> None:
    assert list(PRESETS) == [
        "classic",
        "rikiki",
        "ascenseur",
        "ascenseur-table",
        "tarot-africain",
        "whist22",
    ]
    for preset_id, rules in PRESETS.items():
        assert get_preset(preset_id) is rules and rules.name == preset_id


def test_unknown_preset_lists_the_known_ones() -> None:
    with pytest.raises(RulesError) as info:
        get_preset("belote")
    text = str(info.value)
    assert "'belote'" in text
    for preset_id in PRESETS:
        assert preset_id in text


@pytest.mark.parametrize(
    ("preset_id", "low", "high"),
    [
        ("classic", 3, 7),
        ("rikiki", 3, 8),
        ("ascenseur", 3, 8),
        ("ascenseur-table", 3, 8),
        ("tarot-africain", 3, 5),
        ("whist22", 2, 7),
    ],
)
def test_preset_player_counts(preset_id: str, low: int, high: int) -> None:
    """PRODUCT §1, players column."""
    rules = get_preset(preset_id)
    assert (rules.min_players, rules.max_players) == (low, high)
    for n in range(low, high + 1):
        rules.check_players(n)
    for n in (low - 1, high + 1):
        with pytest.raises(RulesError):
            rules.check_players(n)


def test_preset_table_of_product_section_1() -> None:
    """PRODUCT §1: deck, sequence, trump, bidding and scoring of each preset."""
    assert CLASSIC.sequence is Sequence.UP_DOWN and CLASSIC.trump is Trump.TURNED_UP
    assert CLASSIC.hook and not CLASSIC.blind_round and CLASSIC.zero_limit == 0
    assert RIKIKI.sequence is Sequence.UP and RIKIKI.zero_limit == 3 and RIKIKI.blind_round
    assert RIKIKI.scoring == PointsScoring(exact_bonus=4, exact_per_trick=4, miss_per_diff=2)
    assert ASCENSEUR.remove_twos and ASCENSEUR.empty_stock is EmptyStock.NO_TRUMP
    assert ASCENSEUR_TABLE.first_bidder is FirstBidder.DEALER
    assert ASCENSEUR_TABLE.direction is Direction.COUNTERCLOCKWISE
    for tarot in (TAROT_AFRICAIN, WHIST22):
        assert tarot.deck is Deck.TAROT and tarot.trump is Trump.NONE and tarot.hook
        assert tarot.sequence is Sequence.TAROT_CYCLE and tarot.blind_round
        assert tarot.uses_lives
    assert TAROT_AFRICAIN.scoring == LivesScoring(start=5, end=LivesEnd.LAST_ALIVE)
    assert TAROT_AFRICAIN.excuse is ExcuseValue.ZERO and not TAROT_AFRICAIN.bga_table
    assert WHIST22.scoring == LivesScoring(start=14, end=LivesEnd.FIRST_TO_ZERO, unit="points")
    assert WHIST22.excuse is ExcuseValue.CHOSEN and WHIST22.bga_table
    for rules in PRESETS.values():
        Rules.model_validate(rules.model_dump())  # each preset passes its own validation


# -- schedules -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sequence", "expected"),
    [
        (Sequence.UP, [1, 2, 3, 4, 5, 6]),
        (Sequence.DOWN, [6, 5, 4, 3, 2, 1]),
        (Sequence.UP_DOWN, [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]),
        (Sequence.DOWN_UP, [6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6]),
    ],
)
def test_finite_sequences(sequence: Sequence, expected: list[int]) -> None:
    """PRODUCT §2: « hand-size sequence (up, down, up-down, down-up/pyramid …) »"""
    rules = Rules(sequence=sequence, max_players=8)
    assert finite_schedule(rules, 8, seed=0) == expected
    state = GameState.new(rules, 8, seed=0)
    assert state.schedule() == expected and state.round_count() == len(expected)
    run_game(state, random.Random(0), observe_every=5)
    assert [r.hand_size for r in state.history] == expected


def test_sequences_with_a_single_size() -> None:
    rules = Rules(max_hand=1)
    for seq in (Sequence.UP, Sequence.DOWN, Sequence.UP_DOWN, Sequence.DOWN_UP):
        assert finite_schedule(variant(rules, sequence=seq), 4, 0) == [1]


def test_quick5_all_different_and_seeded() -> None:
    """001 / PRODUCT §1: « quick game: 5 rounds of random sizes, all different when possible »"""
    rules = Rules(sequence=Sequence.QUICK5)
    seen = set()
    for seed in range(30):
        sizes = finite_schedule(rules, 4, seed)
        assert len(sizes) == 5 == len(set(sizes))
        assert all(1 <= s <= 13 for s in sizes)
        assert sizes == finite_schedule(rules, 4, seed)  # deterministic from the seed
        assert GameState.new(rules, 4, seed=seed).schedule() == sizes
        seen.add(tuple(sizes))
    assert len(seen) > 20  # the seed matters


@pytest.mark.parametrize("top", [1, 2, 3, 4])
def test_quick5_when_fewer_than_5_sizes_exist(top: int) -> None:
    """« all different when possible »: with fewer than five sizes, every size is used and
    the rest are repeats."""
    for seed in range(10):
        sizes = quick5_sizes(top, seed)
        assert len(sizes) == 5 and set(sizes) == set(range(1, top + 1))
    rules = Rules(sequence=Sequence.QUICK5, max_hand=top)
    state = run_game(GameState.new(rules, 4, seed=3), random.Random(3))
    assert len(state.history) == 5


def test_custom_sequence_played_as_listed() -> None:
    rules = Rules(sequence=Sequence.CUSTOM, custom_sizes=(3, 1, 7, 7, 2))
    state = run_game(GameState.new(rules, 5, seed=1), random.Random(1))
    assert [r.hand_size for r in state.history] == [3, 1, 7, 7, 2]


def test_cap_max_hand() -> None:
    """PRODUCT §2: « max hand size or cap »"""
    rules = Rules(max_hand=5)
    assert rules.max_size(3) == 5 and rules.max_size(7) == 5
    assert GameState.new(rules, 4, seed=0).schedule() == [1, 2, 3, 4, 5, 4, 3, 2, 1]


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_empty_stock_cap_keeps_a_card_to_turn_up(players: int) -> None:
    """PRODUCT §2: « when the stock is empty (no-trump round, or cap the size) »"""
    rules = Rules(empty_stock=EmptyStock.CAP, max_players=8)
    top = rules.max_size(players)
    assert top == 51 // players and top * players < 52
    state = GameState.new(rules, players, seed=players)
    assert max(state.schedule() or []) == top
    while not state.is_over:
        if state.phase is Phase.BID and not any(b is not None for b in state.bids):
            assert state.turned is not None and state.trump == SUIT_OF[state.turned]
        state.apply(choose(state, random.Random(len(state.history))), state.to_move)


def test_empty_stock_no_trump_and_remove_twos() -> None:
    rules = Rules(remove_twos=True, max_players=8)
    assert rules.max_size(6) == 8  # 48 cards
    capped = variant(rules, empty_stock=EmptyStock.CAP)
    assert capped.max_size(6) == 7  # 47 // 6
    assert Rules().max_size(6) == 8 and Rules(empty_stock=EmptyStock.CAP).max_size(4) == 12
    # The cap only matters when a card is turned up.
    assert Rules(empty_stock=EmptyStock.CAP, trump=Trump.ROTATION).max_size(4) == 13


def test_tarot_cycle_sizes_and_options() -> None:
    """PRODUCT §1: « start 7 at 3 players (… short cycle 5 …), 5 at 4, 4 at 5 (BGA: 9 at 2, 3
    at 6–7); one fewer each round down to 1, then restart … (option: climb back up) »"""
    assert [TAROT_AFRICAIN.start_size(n) for n in (3, 4, 5)] == [7, 5, 4]
    assert [WHIST22.start_size(n) for n in range(2, 8)] == [9, 7, 5, 4, 3, 3]
    assert variant(TAROT_AFRICAIN, short_cycle=True).start_size(3) == 5
    assert variant(TAROT_AFRICAIN, short_cycle=True).start_size(4) == 5
    assert variant(TAROT_AFRICAIN, max_hand=3).start_size(4) == 3
    assert TAROT_AFRICAIN.max_size(4) == 5
    # Restart.
    assert next_tarot_size(TAROT_AFRICAIN, 4, None, False) == (5, False)
    assert next_tarot_size(TAROT_AFRICAIN, 4, 2, False) == (1, False)
    assert next_tarot_size(TAROT_AFRICAIN, 4, 1, False) == (5, False)
    # Fewer players: never above the start size for those left; restart at their start.
    assert next_tarot_size(TAROT_AFRICAIN, 4, 6, False) == (5, False)
    assert next_tarot_size(TAROT_AFRICAIN, 3, 1, False) == (7, False)
    # Climb.
    climb = variant(TAROT_AFRICAIN, after_one=AfterOne.CLIMB)
    assert next_tarot_size(climb, 4, 1, False) == (2, True)
    assert next_tarot_size(climb, 4, 4, True) == (5, False)
    assert next_tarot_size(climb, 4, 5, False) == (4, False)
    tiny = variant(climb, max_hand=2)
    assert next_tarot_size(tiny, 4, 1, False) == (2, False)
    one = variant(climb, max_hand=1)
    assert next_tarot_size(one, 4, 1, False) == (1, False)
    assert GameState.new(TAROT_AFRICAIN, 4, seed=0).schedule() is None


# -- trump -------------------------------------------------------------------------------


def test_trump_rotation_order_and_no_trump_round() -> None:
    """PRODUCT §2: « fixed rotation of suits with a no-trump round (Pagat) » (*choice* of
    order: ♥ ♦ ♣ ♠ then none)"""
    assert ROTATION == (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES, None)
    rules = Rules(trump=Trump.ROTATION, sequence=Sequence.CUSTOM, custom_sizes=(2,) * 12)
    state = run_game(GameState.new(rules, 4, seed=2), random.Random(2))
    assert [r.trump for r in state.history] == [ROTATION[i % 5] for i in range(12)]
    assert all(r.turned is None for r in state.history)


def test_trump_none_on_52_cards() -> None:
    rules = Rules(trump=Trump.NONE)
    s = new_game(rules, "2H", "AS", "3H", dealer=2)
    assert s.trump is None and s.turned is None
    bid(s, 0, 0, 0)
    play(s, "2H", "AS", "3H")
    assert s.history[0].tricks == (0, 0, 1)


def test_deal_with_turned_card_refused_without_turned_up_trump() -> None:
    with pytest.raises(DealError, match="these rules turn up no trump card"):
        new_game(Rules(trump=Trump.NONE), "2H", "AS", "3H", turned="4D", dealer=0)


# -- seats, direction, first bidder, dealer ----------------------------------------------


def test_direction_clockwise_and_counterclockwise() -> None:
    """PRODUCT §2: « seating direction (clockwise / counter-clockwise) »; the dealer passes one
    seat in the play direction each round."""
    cw = GameState.new(Rules(), 5, seed=0, first_dealer=2)
    ccw = GameState.new(Rules(direction=Direction.COUNTERCLOCKWISE), 5, seed=0, first_dealer=2)
    assert [cw.next_seat(s) for s in range(5)] == [1, 2, 3, 4, 0]
    assert [ccw.next_seat(s) for s in range(5)] == [4, 0, 1, 2, 3]
    assert cw.bid_order == (3, 4, 0, 1, 2) and cw.leader == 3
    assert ccw.bid_order == (1, 0, 4, 3, 2) and ccw.leader == 1
    rng = random.Random(0)
    step_until(ccw, rng, lambda st: len(st.history) >= 4)
    assert [r.dealer for r in ccw.history] == [2, 1, 0, 4]


def test_first_bidder_dealer_option() -> None:
    """PRODUCT §2: « who bids first (left of dealer / dealer) »; the lead stays with the next
    player after the dealer."""
    rules = Rules(first_bidder=FirstBidder.DEALER)
    s = GameState.new(rules, 4, seed=0, first_dealer=1)
    assert s.bid_order == (1, 2, 3, 0) and s.to_move == 1 and s.leader == 2
    # The hook binds the last bidder, who is no longer the dealer.
    s = GameState.new(
        rules, 4, first_dealer=1, deals=[deal("2C 3C", "4C 5C", "6C 7C", "8C 9C", turned="TC")]
    )
    bid(s, 0, 1, 0)
    assert s.to_move == 0 and s.forbidden_bids() == {
        1: "the hook forbids 1: the bids would total 2"
    }


def test_first_dealer_from_seed_or_explicit() -> None:
    dealers = [GameState.new(CLASSIC, 5, seed=seed).first_dealer for seed in range(50)]
    assert set(dealers) == set(range(5))
    assert dealers == [GameState.new(CLASSIC, 5, seed=seed).dealer for seed in range(50)]
    assert GameState.new(CLASSIC, 5, seed=7, first_dealer=3).dealer == 3
    with pytest.raises(RulesError, match="first dealer must be a seat from 0 to 4"):
        GameState.new(CLASSIC, 5, first_dealer=5)


# -- options of play -----------------------------------------------------------------------


def test_hook_off_lets_the_total_match() -> None:
    rules = Rules(hook=False)
    s = new_game(rules, "AS", "KS", "QS", turned="2H", dealer=2)
    bid(s, 1, 0)
    assert s.allowed_bids() == [0, 1] and s.forbidden_bids() == {}


def test_must_trump_option_and_void_inference() -> None:
    rules = Rules(must_trump=True)
    s = new_game(rules, "AH 2C", "3C 4S", "5D 6D", turned="9S", dealer=2)
    bid(s, 1, 0, 0)
    play(s, "AH")
    assert s.legal_actions() == [Play(parse_card("4S"))]
    play(s, "4S", "5D")
    voids = observe(s, 0).voids
    assert voids[1] == frozenset({Suit.HEARTS})
    assert voids[2] == frozenset({Suit.HEARTS, Suit.SPADES})  # no trump shown either


def test_blind_round_option_on_and_off() -> None:
    off = new_game(Rules(), "AS", "KS", "QS", turned="2H", dealer=2)
    assert not off.blind and observe(off, 0).hand == (parse_card("AS"),)
    on = new_game(Rules(blind_round=True), "AS", "KS", "QS", turned="2H", dealer=2)
    assert on.blind and observe(on, 0).hand == ()


@pytest.mark.parametrize(("limit", "word"), [(1, "second"), (2, "third"), (5, "sixth")])
def test_zero_limit_option(limit: int, word: str) -> None:
    """PRODUCT §2: « consecutive-zero limit (0 = none) »"""
    rules = Rules(zero_limit=limit, sequence=Sequence.CUSTOM, custom_sizes=(3,) * (limit + 1))
    s = GameState.new(rules, 3, seed=0, first_dealer=2)  # seat 0 bids first every other way
    for _ in range(limit):
        while s.phase is Phase.BID:
            allowed = s.allowed_bids()
            bid(s, 0 if s.to_move == 0 else max(allowed))
        play_out_round(s)
    while s.to_move != 0:
        bid(s, max(s.allowed_bids()))
    assert s.zero_streak[0] == limit
    before = snapshot(s)
    with pytest.raises(IllegalActionError, match=f"a {word} zero bid in a row is not allowed"):
        s.apply(Bid(0))
    assert snapshot(s) == before
    no_limit = variant(rules, zero_limit=0)
    s = GameState.new(no_limit, 3, seed=0, first_dealer=2)
    for _ in range(limit + 1):
        while s.phase is Phase.BID:
            bid(s, 0 if 0 in s.allowed_bids() else s.allowed_bids()[0])
        play_out_round(s)
    assert s.history[-1].bids[0] == 0


@pytest.mark.parametrize(
    ("scoring", "bid_", "made", "delta"),
    [
        (PointsScoring(), 2, 2, 12),
        (PointsScoring(), 2, 1, 0),
        (PointsScoring(miss_per_trick=1), 2, 3, 3),
        (PointsScoring(miss_fixed=2), 2, 3, -2),
        (PointsScoring(miss_fixed=2, miss_per_diff=3), 0, 2, -8),
        (PointsScoring(exact_bonus=0, exact_per_trick=3), 1, 1, 3),
        (LivesScoring(loss_per_diff=2), 3, 0, -6),
        (LivesScoring(), 3, 3, 0),
    ],
)
def test_scoring_formula(
    scoring: PointsScoring | LivesScoring, bid_: int, made: int, delta: int
) -> None:
    """PRODUCT §2: « points (exact bonus, per trick when exact, per trick when missed, fixed
    miss penalty, penalty per trick of difference) or lives (start, loss per trick of
    difference, end) »"""
    assert round_delta(scoring, bid_, made) == delta


def test_lives_on_52_cards_finite_schedule() -> None:
    """Lives scoring with a finite sequence ends at the last round at the latest; those still
    in with the most lives win."""
    rules = Rules(scoring=LivesScoring(start=30), sequence=Sequence.UP, max_hand=4)
    s = run_game(GameState.new(rules, 4, seed=5), random.Random(5))
    assert len(s.history) == 4
    alive = [i for i in range(4) if s.alive[i]]
    best = max(s.totals[i] for i in alive)
    assert s.winners == tuple(i for i in alive if s.totals[i] == best)


def test_excuse_values() -> None:
    """PRODUCT §2: « Excuse worth 0 / 22 / chosen when played »"""
    base = Rules.model_validate(TAROT)
    for value, wins in ((ExcuseValue.ZERO, 1), (ExcuseValue.TWENTY_TWO, 0)):
        s = new_game(variant(base, excuse=value), "EX 2", "21 3", "1 4", dealer=2)
        bid(s, 0, 0, 1)
        play(s, "EX", "21", "1")
        assert s.won[wins] == 1
    chosen = variant(base, excuse=ExcuseValue.CHOSEN)
    s = new_game(chosen, "EX 2", "21 3", "1 4", dealer=2)
    bid(s, 0, 0, 1)
    assert Play(parse_card("EX"), 22) in s.legal_actions()


# -- explicit deals ------------------------------------------------------------------------


def test_explicit_deal_errors() -> None:
    with pytest.raises(DealError, match="the deal has 2 hands for 3 players"):
        GameState.new(CLASSIC, 3, deals=[deal("AS", "KS")])
    with pytest.raises(DealError, match="same number of cards"):
        GameState.new(CLASSIC, 3, deals=[deal("AS", "KS QS", "JS")])
    with pytest.raises(DealError, match="AS is dealt twice"):
        GameState.new(CLASSIC, 3, deals=[deal("AS", "KS", "AS")])
    with pytest.raises(DealError, match="KS is dealt twice"):
        GameState.new(CLASSIC, 3, deals=[deal("AS", "KS", "QS", turned="KS")])
    with pytest.raises(DealError, match="2C is not in this game's deck"):
        GameState.new(ASCENSEUR, 3, deals=[deal("AS", "KS", "2C")])
    with pytest.raises(DealError, match="21 is not in this game's deck"):
        GameState.new(CLASSIC, 3, deals=[deal("AS", "KS", "21")])
    with pytest.raises(DealError, match="at least one round"):
        GameState.new(CLASSIC, 3, deals=[])
    with pytest.raises(DealError):
        GameState.new(CLASSIC, 3, deals=[Deal(hands=((), (), ()))])


def test_explicit_deals_set_the_rounds() -> None:
    deals = [deal("AS", "KS", "QS", turned="2H"), deal("AS 2C", "KS 3C", "QS 4C", turned="2H")]
    s = GameState.new(CLASSIC, 3, first_dealer=1, deals=deals)
    assert s.schedule() == [1, 2] and s.dealer == 1
    assert sorted(s.undealt) == sorted(set(DECK_52) - {51, 50, 49, 26})
    run_game(s, random.Random(0))
    assert [r.hand_size for r in s.history] == [1, 2] and [r.dealer for r in s.history] == [1, 2]


# -- determinism ---------------------------------------------------------------------------


def _replay(
    rules: Rules, players: int, seed: int, pick_seed: int
) -> tuple[list[Action], list[object], list[object]]:
    state = GameState.new(rules, players, seed=seed)
    rng = random.Random(pick_seed)
    actions: list[Action] = []
    events: list[object] = list(state.opening_events)
    while not state.is_over:
        a = choose(state, rng)
        actions.append(a)
        events.extend(state.apply(a))
    return actions, events, list(state.history)


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_same_rules_seed_actions_same_game(preset_id: str) -> None:
    """PRODUCT §4/§3: « a deal code field to replay the same deals »; the state holds no
    random generator, so the same rules, seed and actions give the same game."""
    rules = get_preset(preset_id)
    a = _replay(rules, 4, seed=12, pick_seed=3)
    b = _replay(rules, 4, seed=12, pick_seed=3)
    assert a == b
    # Replaying the recorded actions on a fresh state gives the same events.
    state = GameState.new(rules, 4, seed=12)
    events: list[object] = list(state.opening_events)
    for action in a[0]:
        events.extend(state.apply(action))
    assert events == a[1]


def test_seed_changes_the_deals() -> None:
    hands = {tuple(map(tuple, GameState.new(CLASSIC, 4, seed=s).hands)) for s in range(20)}
    assert len(hands) == 20
    again = GameState.new(CLASSIC, 4, seed=3)
    assert again.hands == GameState.new(CLASSIC, 4, seed=3).hands


def test_clone_is_independent() -> None:
    s = GameState.new(CLASSIC, 4, seed=1)
    copy = s.clone()
    before = snapshot(s)
    step_until(copy, random.Random(0), lambda st: len(st.history) >= 3)
    assert snapshot(s) == before


def test_tarot_deck_size_and_52_deck() -> None:
    assert Rules.model_validate(TAROT).deck_cards(4) == DECK_TAROT
    assert Rules().deck_cards(4) == DECK_52
