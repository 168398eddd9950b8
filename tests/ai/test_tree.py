"""The tree search (ISMCTS for the card play): its one-card-at-a-time round agrees with the
general engine, its decisions are legal, reproducible and within budget, and it finds the
cards a simple position calls for."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.ai.bots import HARD_CONFIG
from game.ai.rollout import policy_play
from game.ai.tree import TreeSearch
from game.core.actions import Play
from game.core.cards import RANK_OF, SUIT_OF
from game.core.fastround import Round, round_sim
from game.core.observation import observe
from game.core.presets import PRESETS
from game.core.rules import ExcuseValue, Rules, Sequence, Trump
from game.core.state import GameState, Phase

MUST_TRUMP = PRESETS["classic"].model_copy(update={"must_trump": True, "name": "must-trump"})
CHOSEN = PRESETS["tarot-africain"].model_copy(
    update={"excuse": ExcuseValue.CHOSEN, "name": "excuse-chosen"}
)
CONFIGS: list[tuple[Rules, int]] = [
    (PRESETS["classic"], 4),
    (PRESETS["rikiki"], 5),
    (PRESETS["tarot-africain"], 4),
    (PRESETS["whist22"], 3),
    (Rules.model_validate(MUST_TRUMP.model_dump()), 4),
    (Rules.model_validate(CHOSEN.model_dump()), 4),
]
SMALL_TREE = replace(HARD_CONFIG, tree=True, playouts=60, pool=12, min_worlds=2)


def _mid_play(rules: Rules, players: int, seed: int, rng: random.Random) -> GameState | None:
    """A state in the play phase of the first open round of at least 3 cards, after a few
    random cards."""
    state = GameState.new(rules, players, seed=seed)
    while state.hand_size < 3 or state.blind:
        state.apply(rng.choice(state.legal_actions()))
        if state.phase is Phase.OVER:
            return None
    start = state.round_index
    while state.phase is Phase.BID:
        state.apply(rng.choice(state.legal_actions()))
    cards_left = len(state.bid_order) * state.hand_size
    for _ in range(rng.randrange(0, cards_left)):
        state.apply(rng.choice(state.legal_actions()))
    if state.phase is not Phase.PLAY or state.round_index != start:
        return None
    return state


@pytest.mark.parametrize(("rules", "players"), CONFIGS, ids=lambda v: getattr(v, "name", v))
def test_round_steps_agree_with_the_engine(rules: Rules, players: int) -> None:
    """Every card the policy chooses one at a time is legal in the engine, the legal sets
    agree, and the round ends with the same tricks."""
    rng = random.Random(f"tree/{rules.name}")
    rounds = 0
    for seed in range(40):
        state = _mid_play(rules, players, seed, rng)
        if state is None:
            continue
        sim = round_sim(observe(state, state.to_move))
        walk = Round(sim, [list(h) for h in state.hands])
        noise = rng.choice((0.0, 0.5, 1.0))
        while walk.tricks_left > 0:
            assert walk.seat == state.to_move
            engine_cards = {a.card for a in state.legal_actions() if isinstance(a, Play)}
            assert set(walk.legal()) == engine_cards
            card, value = policy_play(walk, noise, rng)
            matching = [a for a in state.legal_actions() if isinstance(a, Play) and a.card == card]
            action = next((a for a in matching if a.excuse == value), matching[0])
            round_before = state.round_index
            walk.play(card, value)
            state.apply(action)
            if state.round_index != round_before or state.phase is Phase.OVER:
                break
        assert walk.tricks_left == 0
        assert list(state.history[-1].tricks) == walk.won
        rounds += 1
    assert rounds >= 25


@pytest.mark.parametrize(("rules", "players"), CONFIGS, ids=lambda v: getattr(v, "name", v))
def test_tree_decisions_are_legal_reproducible_and_within_budget(
    rules: Rules, players: int
) -> None:
    rng = random.Random(f"tree-decide/{rules.name}")
    checked = 0
    for seed in range(50):
        state = _mid_play(rules, players, seed, rng)
        if state is None:
            continue
        obs = observe(state, state.to_move)
        if len(obs.legal) < 2:
            continue
        search = TreeSearch(obs, random.Random(seed), SMALL_TREE)
        while True:
            before = search.playouts
            finished = search.step(5)
            assert search.playouts - before <= 5
            if finished:
                break
        assert search.playouts == SMALL_TREE.pool + SMALL_TREE.playouts
        best = search.best()
        assert best in obs.legal
        assert set(search.values()) == set(obs.legal)
        again = TreeSearch(obs, random.Random(seed), SMALL_TREE).run()
        assert again == best
        checked += 1
    assert checked >= 10


def test_tree_takes_the_last_trick_it_needs() -> None:
    """Two cards left, a trick still needed, last to play: the tree wins the trick."""
    rules = PRESETS["classic"].model_copy(
        update={"sequence": Sequence.CUSTOM, "custom_sizes": (2,), "trump": Trump.NONE}
    )
    rules = Rules.model_validate(rules.model_dump())
    found = 0
    for seed in range(300):
        state = GameState.new(rules, 3, seed=seed)
        rng = random.Random(seed)
        while state.phase is Phase.BID:
            state.apply(rng.choice(state.legal_actions()))
        # Play the first two cards of the first trick at random; the third seat decides.
        state.apply(rng.choice(state.legal_actions()))
        state.apply(rng.choice(state.legal_actions()))
        obs = observe(state, state.to_move)
        me = obs.seat
        bid = obs.bids[me]
        assert bid is not None
        if bid != 2:
            continue
        legal = [a for a in obs.legal if isinstance(a, Play)]
        led = SUIT_OF[obs.trick[0][1]]
        top = max(RANK_OF[c] for _, c, _ in obs.trick if SUIT_OF[c] == led)
        winners = [a for a in legal if SUIT_OF[a.card] == led and RANK_OF[a.card] > top]
        if not winners or len(winners) == len(legal):
            continue
        choice = TreeSearch(obs, random.Random(1), SMALL_TREE).run()
        assert choice in winners
        found += 1
    assert found >= 5


def test_tree_search_refuses_a_bid() -> None:
    state = GameState.new(PRESETS["classic"], 4, seed=3)
    while state.hand_size < 2:
        state.apply(random.Random(0).choice(state.legal_actions()))
    with pytest.raises(ValueError, match="cards, not bids"):
        TreeSearch(observe(state, state.to_move), random.Random(0), SMALL_TREE)
