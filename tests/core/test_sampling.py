"""Worlds consistent with an observation: every constraint kept, exactly uniform, and a full
state the engine can play to the end of the round."""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from game.core.cards import SUIT_OF, parse_cards
from game.core.events import PlayerEliminated, RoundScored
from game.core.observation import Observation, observe
from game.core.presets import CLASSIC, PRESETS, RIKIKI, TAROT_AFRICAIN, WHIST22
from game.core.rules import Deck, Rules, Sequence
from game.core.sampling import (
    PLACEHOLDER_SEED,
    World,
    WorldSampler,
    sample_world,
    sampler_for,
    world_state,
)
from game.core.scoring import round_delta
from game.core.state import GameState, Phase

MUST_TRUMP = CLASSIC.model_copy(update={"name": "must-trump", "must_trump": True})


def _configs() -> list[tuple[Rules, int]]:
    """Every preset at every player count, plus must-trump, plus big-hand variants."""
    out: list[tuple[Rules, int]] = []
    for rules in [*PRESETS.values(), MUST_TRUMP]:
        for players in range(rules.min_players, rules.max_players + 1):
            out.append((rules, players))
    for rules in (CLASSIC, MUST_TRUMP, PRESETS["ascenseur"]):
        for players in (3, 4, 5, 7):
            size = rules.max_size(players)
            big = rules.model_copy(
                update={"sequence": Sequence.CUSTOM, "custom_sizes": (size, size - 1)}
            )
            out.append((big, players))
    return out


CONFIGS = _configs()


def _states(rules: Rules, players: int, seed: int, every: float) -> Iterator[GameState]:
    """The states of one random game, each kept with probability ``every``."""
    rng = random.Random(seed)
    state = GameState.new(rules, players, seed=seed)
    steps = 0
    while state.phase is not Phase.OVER and steps < 400:
        if rng.random() < every:
            yield state
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    yield state


def _observations(per_config: int = 3) -> Iterator[tuple[GameState, Observation]]:
    rng = random.Random(2024)
    for i, (rules, players) in enumerate(CONFIGS):
        for g in range(per_config):
            for state in _states(rules, players, seed=1000 * i + g, every=0.25):
                yield state, observe(state, rng.randrange(players))


def _seen(obs: Observation) -> set[int]:
    seen = set(obs.hand) | set(obs.played_cards())
    for cards in obs.visible:
        seen.update(cards)
    if obs.turned is not None:
        seen.add(obs.turned)
    return seen


def check_world(state: GameState, obs: Observation, world: World) -> None:
    """Every promise of :func:`sample_world` for one world."""
    n, me = obs.players, obs.seat
    assert len(world.hands) == n
    for s in range(n):
        hand = world.hands[s]
        assert len(hand) == obs.hand_counts[s], "hand size"
        assert hand == sorted(hand)
        for card in hand:
            assert SUIT_OF[card] not in obs.voids[s], "a shown void holds a card"
    if obs.blind:
        for s in range(n):
            if s != me:
                assert world.hands[s] == sorted(obs.visible[s])
        guessed = [me]
    else:
        assert world.hands[me] == list(obs.hand)
        guessed = [s for s in range(n) if s != me]
    placed = [c for s in guessed for c in world.hands[s]] + world.undealt
    assert sorted(placed) == sorted(obs.unseen_cards()), "every unseen card placed once"
    assert not set(placed) & _seen(obs), "a seen card was dealt"
    assert len(world.undealt) == len(state.undealt)
    everything = [c for h in world.hands for c in h] + world.undealt + obs.played_cards()
    if obs.turned is not None:
        everything.append(obs.turned)
    assert sorted(everything) == sorted(obs.deck)


def test_worlds_keep_every_constraint() -> None:
    rng = random.Random(7)
    seen_kinds: Counter[str] = Counter()
    for state, obs in _observations():
        # The real deal is one of the consistent worlds.
        for s in range(obs.players):
            assert not {SUIT_OF[c] for c in state.hands[s]} & obs.voids[s]
        for _ in range(3):
            check_world(state, obs, sample_world(obs, rng))
        seen_kinds["all"] += 1
        seen_kinds["blind"] += obs.blind
        seen_kinds["tarot"] += obs.rules.deck is Deck.TAROT
        seen_kinds["voids"] += any(obs.voids[s] for s in range(obs.players) if s != obs.seat)
        seen_kinds["must-trump voids"] += obs.rules.must_trump and any(
            obs.trump in v for v in obs.voids
        )
        seen_kinds["stock"] += bool(state.undealt) and obs.rules.deck is Deck.STANDARD
    assert seen_kinds["all"] > 3000
    for kind in ("blind", "tarot", "voids", "must-trump voids", "stock"):
        assert seen_kinds[kind] > 50, kind


def test_blind_round_guesses_only_ones_own_card() -> None:
    for rules, players in [(RIKIKI, 4), (TAROT_AFRICAIN, 3), (WHIST22, 2), (WHIST22, 7)]:
        one = (
            {"sequence": Sequence.CUSTOM, "custom_sizes": (1,)}
            if rules.deck is Deck.STANDARD
            else {"max_hand": 1}
        )
        state = GameState.new(rules.model_copy(update=one), players, seed=3)
        assert state.blind
        # Seat 0 bids (or plays) first: seat 1 still holds its card.
        state.apply(state.legal_actions()[0])
        obs = observe(state, 1)
        assert obs.blind and obs.hand == ()
        rng = random.Random(11)
        own: Counter[int] = Counter()
        for _ in range(3000):
            world = sample_world(obs, rng)
            check_world(state, obs, world)
            own[world.hands[1][0]] += 1
        unseen = obs.unseen_cards()
        assert state.hands[1][0] in unseen
        assert set(own) == set(unseen)  # every unseen card can be one's own
        assert max(own.values()) < 2 * min(own.values())


def test_tarot_undealt_cards_are_guessed_too() -> None:
    state = GameState.new(TAROT_AFRICAIN, 4, seed=5)  # 4 × 5 cards out of 22: 2 left out
    obs = observe(state, 0)
    assert len(state.undealt) == 2
    rng = random.Random(1)
    left_out: Counter[int] = Counter()
    for _ in range(2000):
        world = sample_world(obs, rng)
        check_world(state, obs, world)
        left_out.update(world.undealt)
    assert set(left_out) == set(obs.unseen_cards())


def test_same_seed_same_world() -> None:
    for _, obs in itertools.islice(_observations(1), 0, None, 37):
        a = sample_world(obs, random.Random(99))
        b = sample_world(obs, random.Random(99))
        c = WorldSampler(obs).sample(random.Random(99))
        assert a == b == c
        rng = random.Random(5)
        first = [sample_world(obs, rng) for _ in range(3)]
        rng = random.Random(5)
        assert first == [sampler_for(obs).sample(rng) for _ in range(3)]


def test_sampler_is_reused_for_the_same_observation() -> None:
    obs = observe(GameState.new(CLASSIC, 4, seed=1), 0)
    assert sampler_for(obs) is sampler_for(obs)
    other = dataclasses.replace(obs)
    assert sampler_for(other) is not sampler_for(obs)


def test_inconsistent_observation_is_refused() -> None:
    obs = observe(GameState.new(CLASSIC, 4, seed=1), 0)
    with pytest.raises(ValueError, match="no consistent world"):
        WorldSampler(dataclasses.replace(obs, hand_counts=(1, 60, 1, 1)))
    # Seat 1 holds one card but is void in every suit.
    with pytest.raises(ValueError, match="no consistent world"):
        WorldSampler(
            dataclasses.replace(obs, voids=(frozenset(), frozenset(range(4)), *obs.voids[2:]))
        )


# -- uniformity ------------------------------------------------------------------------------


def _crafted(
    deck: str, counts: tuple[int, ...], voids: tuple[str, ...], hand: str = ""
) -> Observation:
    """An observation of seat 0 where the unseen cards are ``deck`` (minus ``hand``): a small
    case whose consistent worlds can be listed."""
    base = observe(GameState.new(CLASSIC, len(counts), seed=1), 0)
    own = tuple(parse_cards(hand))
    suits = {"C": 0, "D": 1, "H": 2, "S": 3}
    return dataclasses.replace(
        base,
        deck=tuple(parse_cards(deck)),
        hand=own,
        turned=None,
        hand_counts=(len(own), *counts[1:]),
        voids=tuple(frozenset(suits[x] for x in v) for v in voids),
    )


def _all_worlds(obs: Observation) -> list[tuple[tuple[int, ...], ...]]:
    """Brute force: every consistent world as (sorted hand per guessed seat..., undealt)."""
    unseen = obs.unseen_cards()
    seats = [s for s in range(obs.players) if s != obs.seat and obs.hand_counts[s]]
    out = set()
    for perm in itertools.permutations(unseen):
        pos, hands = 0, []
        ok = True
        for s in seats:
            hand = tuple(sorted(perm[pos : pos + obs.hand_counts[s]]))
            pos += obs.hand_counts[s]
            if any(SUIT_OF[c] in obs.voids[s] for c in hand):
                ok = False
                break
            hands.append(hand)
        if ok:
            out.add((*hands, tuple(sorted(perm[pos:]))))
    return sorted(out)


def _key(obs: Observation, world: World) -> tuple[tuple[int, ...], ...]:
    seats = [s for s in range(obs.players) if s != obs.seat and obs.hand_counts[s]]
    return (*(tuple(world.hands[s]) for s in seats), tuple(sorted(world.undealt)))


UNIFORM_CASES = [
    # Two seats void in different suits, a free seat and an undealt pile.
    _crafted("AC KC AD KD AH AS KS", (0, 2, 1, 1, 1), ("", "C", "D", "", "")),
    # Two seats sharing a void (one group of two seats), one with two voids.
    _crafted("AC KC QC AD KD AH KH", (0, 2, 1, 2, 1), ("", "D", "CH", "D", "")),
    # Three groups, no free seat: the composition table is used twice.
    _crafted("AC KC AD KD AH KH AS KS", (0, 2, 2, 2), ("", "S", "H", "CD")),
]


@pytest.mark.parametrize("obs", UNIFORM_CASES, ids=["two-voids", "shared-void", "three-groups"])
def test_worlds_are_uniform(obs: Observation) -> None:
    worlds = _all_worlds(obs)
    assert 10 < len(worlds) < 600
    assert WorldSampler(obs).count() > 0
    draws = 200 * len(worlds)
    rng = random.Random(12345)
    tally = Counter(_key(obs, sample_world(obs, rng)) for _ in range(draws))
    assert set(tally) == set(worlds)
    expected = draws / len(worlds)
    chi2 = sum((tally[w] - expected) ** 2 / expected for w in worlds)
    df = len(worlds) - 1
    # Mean df, sd sqrt(2 df): five standard deviations is far beyond chance (fixed seed).
    assert chi2 < df + 5 * (2 * df) ** 0.5, (chi2, df)
    assert max(abs(tally[w] - expected) for w in worlds) < 0.35 * expected


def test_real_late_round_is_uniform() -> None:
    """A real 4-player 13-card game two tricks from its end: every card is dealt, voids shown."""
    rules = CLASSIC.model_copy(update={"sequence": Sequence.CUSTOM, "custom_sizes": (13,)})
    for seed in range(200):
        rng = random.Random(seed)
        state = GameState.new(rules, 4, seed=seed)
        while state.phase is Phase.BID or len(state.tricks_done) < 11:
            state.apply(rng.choice(state.legal_actions()))
        obs = observe(state, state.to_move)
        worlds = _all_worlds(obs)
        if 3 <= len(worlds) < 90:  # 90 = 6! / (2! 2! 2!): the voids must bite
            break
    else:
        pytest.fail("no late round with voids that matter")
    draws = 400 * len(worlds)
    rng = random.Random(1)
    tally = Counter(_key(obs, sample_world(obs, rng)) for _ in range(draws))
    assert set(tally) == set(worlds)
    expected = draws / len(worlds)
    chi2 = sum((tally[w] - expected) ** 2 / expected for w in worlds)
    df = len(worlds) - 1
    assert chi2 < df + 5 * (2 * df) ** 0.5, (chi2, df)


def test_weights_tilt_the_draw() -> None:
    obs = UNIFORM_CASES[0]
    worlds = _all_worlds(obs)
    ace_hearts = parse_cards("AH")[0]
    weights = [{}, {ace_hearts: 3.0}, {}, {}, {}]
    seat1 = 0  # index of seat 1's hand in a world key
    target = {w: (3.0 if ace_hearts in w[seat1] else 1.0) for w in worlds}
    total = sum(target.values())
    draws = 30_000
    rng = random.Random(3)
    tally = Counter(_key(obs, sample_world(obs, rng, weights)) for _ in range(draws))
    held = sum(n for w, n in tally.items() if ace_hearts in w[seat1]) / draws
    want = sum(t for w, t in target.items() if ace_hearts in w[seat1]) / total
    assert abs(held - want) < 0.01, (held, want)
    chi2 = sum(
        (tally[w] - draws * target[w] / total) ** 2 / (draws * target[w] / total) for w in worlds
    )
    df = len(worlds) - 1
    assert chi2 < df + 5 * (2 * df) ** 0.5
    # Worlds keep every constraint, and weights that exclude everything still give a world.
    state = GameState.new(CLASSIC, 5, seed=1)
    real = observe(state, 0)
    zero = [{c: 0.0 for c in real.deck} for _ in range(5)]
    check_world(state, real, sample_world(real, rng, zero))
    tiny = [{c: 1e-9 for c in real.deck[:26]} for _ in range(5)]
    check_world(state, real, sample_world(real, rng, tiny))
    assert sample_world(real, random.Random(4), [{}] * 5) == sample_world(real, random.Random(4))


# -- a full state ----------------------------------------------------------------------------


def _true_world(state: GameState) -> World:
    return World([list(h) for h in state.hands], list(state.undealt))


def test_world_state_sets_every_slot() -> None:
    state = GameState.new(CLASSIC, 4, seed=2)
    built = world_state(observe(state, 0), _true_world(state))
    for name in GameState.__slots__:
        getattr(built, name)  # raises AttributeError if a slot was forgotten
    assert built.deals is None and built.seed == PLACEHOLDER_SEED


def test_world_state_of_the_true_world_plays_like_the_real_game() -> None:
    rng = random.Random(8)
    checked = 0
    for state, _ in itertools.islice(_observations(1), 0, None, 3):
        if state.phase is Phase.OVER:
            continue
        obs = observe(state, rng.randrange(state.players))
        real, built = state.clone(), world_state(obs, _true_world(state))
        for attr in ("hands", "undealt", "bids", "won", "trick", "tricks_done", "totals"):
            assert getattr(built, attr) == getattr(real, attr), attr
        assert built.schedule() == real.schedule()  # no quick game here: seed-independent
        index = real.round_index
        while True:
            legal = real.legal_actions()
            assert built.legal_actions() == legal
            assert built.forbidden_bids() == real.forbidden_bids()
            action = rng.choice(legal)
            ev_real, ev_built = real.apply(action), built.apply(action)
            done = [e for e in ev_real if isinstance(e, RoundScored)]
            if done:
                keep = (RoundScored, PlayerEliminated)
                assert [e for e in ev_built if isinstance(e, keep)] == [
                    e for e in ev_real if isinstance(e, keep)
                ]
                assert done[0].result.index == index
                break
            assert ev_built == ev_real
        checked += 1
    assert checked > 300


def test_world_state_of_sampled_worlds_ends_the_round_consistently() -> None:
    rng = random.Random(9)
    checked = 0
    for _state, obs in itertools.islice(_observations(1), 0, None, 2):
        if obs.phase is Phase.OVER:
            continue
        world = sample_world(obs, rng)
        built = world_state(obs, world)
        if obs.is_my_turn:
            assert built.legal_actions() == list(obs.legal)
        before = [h[:] for h in world.hands]
        result = None
        while result is None:
            for event in built.apply(rng.choice(built.legal_actions())):
                if isinstance(event, RoundScored):
                    result = event.result
        assert world.hands == before  # the state did not play the world's own lists
        assert result.index == obs.round_index and result.hand_size == obs.hand_size
        assert result.dealer == obs.dealer and result.trump == obs.trump
        assert sum(result.tricks) == obs.hand_size
        for s in range(obs.players):
            assert result.tricks[s] >= obs.won[s]
            if obs.bids[s] is not None:
                assert result.bids[s] == obs.bids[s]
            made = result.bids[s]
            if made is None:
                assert result.deltas[s] == 0
                continue
            delta = round_delta(obs.rules.scoring, made, result.tricks[s])
            assert result.deltas[s] == delta
            assert result.totals[s] == obs.totals[s] + delta
        assert built.history[: len(obs.history)] == list(obs.history)
        checked += 1
    assert checked > 500


def test_world_state_does_not_share_the_worlds_lists() -> None:
    state = GameState.new(CLASSIC, 4, seed=2)
    obs = observe(state, 0)
    world = sample_world(obs, random.Random(1))
    built = world_state(obs, world)
    assert all(a is not b for a, b in zip(built.hands, world.hands, strict=True))
    assert built.undealt is not world.undealt
