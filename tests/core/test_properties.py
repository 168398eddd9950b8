"""Property tests: complete games of every preset at every player count, and of random valid
option combinations, checking the invariants of the rules at every step (see
:func:`tests.core.helpers.run_game`):

* cards are conserved: hands + played + undealt + turned = the deck, no card twice;
* there is at least one legal action until the game is over;
* the tricks of each round total its hand size;
* with the hook, the bids never total the hand size;
* every play follows suit (checked against the hand before the play, by an independent
  oracle of the rule texts);
* the scores follow :func:`game.core.scoring.round_delta` and the totals add up;
* no observation shows a seat a card it may not see (its hand, the blind round's visible
  cards, the trick, the finished tricks and the turned card are checked).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from game.core.actions import Bid, Play
from game.core.cards import EXCUSE
from game.core.errors import IllegalActionError, RulesError
from game.core.presets import PRESETS, get_preset
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
from game.core.state import GameState, Phase

from .helpers import choose, run_game, snapshot

PRESET_COUNTS = [
    (preset_id, n)
    for preset_id, rules in PRESETS.items()
    for n in range(rules.min_players, rules.max_players + 1)
]


def probe(state: GameState, action: Bid | Play, rng: random.Random) -> None:
    """Checks made before some actions of a random game: every legal action passes
    ``check``; an illegal one is refused, naming a rule, without changing the state; a clone
    taking the same action ends in the same state as the original."""
    for a in state.legal_actions():
        state.check(a, state.to_move)
    before = snapshot(state)
    illegal: list[Bid | Play] = [Bid(state.hand_size + 1), Bid(-1)]
    if state.phase is Phase.BID:
        illegal += [Bid(b) for b in state.forbidden_bids()]
        illegal.append(Play(EXCUSE))
    else:
        legal = set(state.legal_actions())
        hand = state.hands[state.to_move]
        illegal += [Play(c) for c in hand if Play(c) not in legal and not state.blind]
        if not state.blind:
            held = set(hand)
            illegal.append(
                Play(next(c for c in state.rules.deck_cards(state.players) if c not in held))
            )
    for bad in rng.sample(illegal, min(3, len(illegal))):
        with pytest.raises(IllegalActionError) as info:
            state.apply(bad, state.to_move)
        assert info.value.rule and str(info.value)
        assert snapshot(state) == before
    other = (state.to_move + 1) % state.players
    if other != state.to_move:
        with pytest.raises(IllegalActionError, match="turn"):
            state.apply(action, other)
        assert snapshot(state) == before
    twin = state.clone()
    twin.apply(action, twin.to_move)
    copy = state.clone()
    copy.apply(action, copy.to_move)
    assert snapshot(twin) == snapshot(copy)
    assert snapshot(state) == before


def play_checked(rules: Rules, players: int, seed: int, observe_every: int = 1) -> GameState:
    rng = random.Random(seed * 7919 + players)
    probe_rng = random.Random(seed)

    def on_step(state: GameState, action: Bid | Play) -> None:
        if probe_rng.random() < 0.08:
            probe(state, action, probe_rng)

    state = GameState.new(rules, players, seed=seed)
    return run_game(state, rng, observe_every=observe_every, on_step=on_step)


@pytest.mark.parametrize(("preset_id", "players"), PRESET_COUNTS)
def test_every_preset_at_every_player_count(preset_id: str, players: int) -> None:
    """PRODUCT §1: « every one must be playable end to end, at every player count it
    allows »"""
    rules = get_preset(preset_id)
    for seed in (1, 2):
        state = play_checked(rules, players, seed)
        assert state.is_over and state.winners
        if state.round_count() is not None and not rules.uses_lives:
            assert len(state.history) == state.round_count()


@pytest.mark.parametrize(("preset_id", "players"), PRESET_COUNTS)
def test_same_seed_same_game(preset_id: str, players: int) -> None:
    """Determinism: the same rules, seed and actions give the same game."""
    rules = get_preset(preset_id)
    a = GameState.new(rules, players, seed=5)
    b = GameState.new(rules, players, seed=5)
    rng_a, rng_b = random.Random(9), random.Random(9)
    while not a.is_over:
        action = choose(a, rng_a)
        assert action == choose(b, rng_b)
        assert a.apply(action) == b.apply(action)
    assert b.is_over and a.history == b.history and a.winners == b.winners


# -- random option combinations ------------------------------------------------------------

STANDARD_SEQUENCES = [s for s in Sequence if s is not Sequence.TAROT_CYCLE]


def random_game(rng: random.Random) -> tuple[Rules, int, int]:
    """A random valid combination of rule options, a player count it allows and a seed.

    Options are drawn only within the bounds the validation accepts (the player count first,
    then caps and custom sizes the deck can deal), so nothing drawn is refused."""
    opts: dict[str, object] = {}
    if rng.random() < 0.4:
        bga = rng.random() < 0.5
        low, high = (2, 7) if bga else (3, 5)
        players = rng.randint(low, high)
        deck = 22
        seq = rng.choice([Sequence.TAROT_CYCLE, Sequence.TAROT_CYCLE, *STANDARD_SEQUENCES])
        opts.update(
            deck=Deck.TAROT,
            trump=Trump.NONE,
            bga_table=bga,
            min_players=low,
            max_players=high,
            excuse=rng.choice(list(ExcuseValue)),
            short_cycle=rng.random() < 0.5,
            after_one=rng.choice(list(AfterOne)),
            hook=True,
        )
    else:
        players = rng.randint(3, 8)
        remove_twos = rng.random() < 0.3
        deck = 52 - (52 % players if remove_twos else 0)
        seq = rng.choice(STANDARD_SEQUENCES)
        opts.update(
            deck=Deck.STANDARD,
            min_players=3,
            max_players=8,
            remove_twos=remove_twos,
            trump=rng.choice(list(Trump)),
            empty_stock=rng.choice(list(EmptyStock)),
            must_trump=rng.random() < 0.3,
            hook=rng.random() < 0.8,
        )
    most = deck // players
    opts.update(
        sequence=seq,
        direction=rng.choice(list(Direction)),
        first_bidder=rng.choice(list(FirstBidder)),
        blind_round=rng.random() < 0.5,
        zero_limit=rng.choice([0, 0, 1, 2, 3]),
        max_hand=None if rng.random() < 0.6 else rng.randint(1, most),
    )
    if seq is Sequence.CUSTOM:
        opts["custom_sizes"] = tuple(rng.randint(1, most) for _ in range(rng.randint(1, 8)))
    if seq is Sequence.TAROT_CYCLE or (opts["hook"] and rng.random() < 0.4):
        opts["scoring"] = LivesScoring(
            start=rng.randint(1, 20),
            loss_per_diff=rng.randint(1, 3),
            end=rng.choice(list(LivesEnd)),
        )
    else:
        opts["scoring"] = PointsScoring(
            exact_bonus=rng.randint(0, 10),
            exact_per_trick=rng.randint(0, 5),
            miss_per_trick=rng.randint(0, 2),
            miss_fixed=rng.randint(0, 5),
            miss_per_diff=rng.randint(0, 5),
        )
    try:
        rules = Rules.model_validate(opts)
        rules.check_players(players)
    except (ValidationError, RulesError) as exc:  # pragma: no cover - the draw avoids these
        raise AssertionError(f"the generator built refused rules: {exc}") from None
    return rules, players, rng.randrange(2**32)


def check_random_game(rules: Rules, players: int, seed: int) -> None:
    state = play_checked(rules, players, seed, observe_every=2)
    assert state.is_over and state.winners
    cap = rules.trump is Trump.TURNED_UP and rules.empty_stock is EmptyStock.CAP
    if cap and rules.sequence is not Sequence.CUSTOM:
        assert all(r.turned is not None for r in state.history)
    if rules.trump is not Trump.TURNED_UP:
        assert all(r.turned is None for r in state.history)
    if rules.trump is Trump.NONE:
        assert all(r.trump is None for r in state.history)
    winners = set(state.winners or ())
    if rules.uses_lives:
        alive = [s for s in range(players) if state.alive[s]]
        if alive:
            # The last one alive, or those still in with the most lives.
            best = max(state.totals[s] for s in alive)
            assert winners == {s for s in alive if state.totals[s] == best}
        else:
            # Everyone left went out in the same round: the highest total wins, ties share.
            last = state.history[-1]
            were_in = [s for s in range(players) if last.bids[s] is not None]
            best = max(state.totals[s] for s in were_in)
            assert winners == {s for s in were_in if state.totals[s] == best}
        if isinstance(rules.scoring, LivesScoring) and rules.scoring.end is LivesEnd.FIRST_TO_ZERO:
            assert all(state.alive)
            assert all(t > 0 for r in state.history[:-1] for t in r.totals)
        else:
            assert all(state.alive[s] == (state.totals[s] > 0) for s in range(players))
    else:
        assert len(state.history) == state.round_count()
        best = max(state.totals)
        assert state.winners == tuple(s for s in range(players) if state.totals[s] == best)


games = st.randoms(use_true_random=False).map(random_game)


@settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(games)
def test_random_option_combinations_play_to_the_end(game: tuple[Rules, int, int]) -> None:
    """PRODUCT §2: « Any combination the editor allows must play to the end with at least one
    legal action at every decision point » (hypothesis)"""
    check_random_game(*game)


@pytest.mark.parametrize("batch", range(4))
def test_random_option_combinations_seeded_sweep(batch: int) -> None:
    """The same, over a fixed seeded sweep of 50 combinations per batch."""
    for i in range(50):
        check_random_game(*random_game(random.Random(f"sweep/{batch}/{i}")))


@settings(max_examples=40, deadline=None, derandomize=True)
@given(games, st.integers(0, 1000))
def test_random_rules_are_refused_or_playable(game: tuple[Rules, int, int], extra: int) -> None:
    """Nudging a valid combination in any way gives either a refusal with a reason, or a game
    that starts with a legal action."""
    rules, players, seed = game
    rng = random.Random(extra)
    data = rules.model_dump()
    key = rng.choice(sorted(data))
    flips: dict[str, list[object]] = {
        "deck": list(Deck),
        "trump": list(Trump),
        "hook": [True, False],
        "sequence": list(Sequence),
        "excuse": list(ExcuseValue),
        "remove_twos": [True, False],
        "min_players": [2, 3, 4],
        "max_players": [5, 6, 7, 8],
        "max_hand": [None, 1, 5, 13, 20],
        "scoring": [PointsScoring(), LivesScoring()],
        "custom_sizes": [(), (2, 3)],
        "bga_table": [True, False],
    }
    if key in flips:
        data[key] = rng.choice(flips[key])
    try:
        nudged = Rules.model_validate(data)
    except ValidationError as exc:
        assert str(exc)
        return
    try:
        nudged.check_players(players)
    except RulesError as exc:
        assert str(exc)
        return
    state = GameState.new(nudged, players, seed=seed)
    assert state.legal_actions()
