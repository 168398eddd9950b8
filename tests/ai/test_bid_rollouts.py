"""The research ways of rolling out a bid (``bench/bid_rollouts.py``, used by
``bench/bot_variants.py``): what they compute, and that their defaults are the shipped search.
They ship in no bot; they are tested because the figures of docs/BOTS.md rest on them."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bench.bid_rollouts import BidRolloutSearch
from bench.bot_variants import VariantBot, parse_variant
from game.ai.bots import HARD_CONFIG, SearchBot, make_bot
from game.ai.search import MonteCarloSearch
from game.core.actions import Bid
from game.core.observation import observe
from game.core.presets import CLASSIC, PRESETS
from game.core.rules import Rules, Sequence
from game.core.state import GameState, Phase


def variant(rules: Rules, **changes: object) -> Rules:
    """A validated copy of ``rules`` with some options changed."""
    data = rules.model_dump()
    data.update(changes)
    data["name"] = f"{rules.name}+{'+'.join(changes)}"
    return Rules.model_validate(data)


def test_random_bid_rollouts_score_every_bid_from_the_same_tricks() -> None:
    """``bid_noise`` 1.0 (a research option, measured in docs/BOTS.md): every card of a bid's
    rollouts is played at random, so the tricks do not depend on the bid and one rollout per
    world scores every bid. In classic (tricks, plus 10 when exact) each bid is then worth the
    mean tricks plus 10 times the chance of taking exactly that many: chances that add up to 1
    and give back the mean."""
    rules = variant(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(5,))
    for seed in range(3):
        state = GameState.new(rules, 4, seed=seed)
        obs = observe(state, state.to_move)
        assert len(obs.legal) == 6  # the first bidder: 0 to 5
        search = BidRolloutSearch(
            obs, random.Random(seed), replace(HARD_CONFIG, playouts=300), bid_noise=1.0
        )
        best = search.run()
        assert search.playouts == 300  # one playout per world, not one per bid
        values = [search.values()[Bid(n)] for n in range(6)]
        mean = (sum(values) - 10) / 6
        chances = [(v - mean) / 10 for v in values]
        assert all(-1e-9 <= p <= 1 + 1e-9 for p in chances)
        assert sum(n * p for n, p in enumerate(chances)) == pytest.approx(mean)
        # The bid is the count of tricks the random rollouts came to most often.
        assert isinstance(best, Bid) and chances[best.n] == max(chances)


def test_the_default_bid_rollouts_are_the_shipped_search() -> None:
    """Without a research option the variant's bid search values every bid exactly as the
    shipped search does, from the same seed."""
    for name, players in (("classic", 4), ("rikiki", 5), ("whist22", 3)):
        state = GameState.new(PRESETS[name], players, seed=11)
        rng = random.Random(2)
        while state.phase is not Phase.BID or state.blind or state.hand_size < 2:
            state.apply(rng.choice(state.legal_actions()))
        obs = observe(state, state.to_move)
        config = replace(HARD_CONFIG, playouts=120)
        shipped = MonteCarloSearch(obs, random.Random(5), config)
        research = BidRolloutSearch(obs, random.Random(5), config)
        assert research.run() == shipped.run()
        assert research.values() == shipped.values()


def test_the_shipped_variant_is_the_hard_bot() -> None:
    """``shipped`` builds Hard's own config, and its bot decides as Hard does."""
    parsed = parse_variant("shipped")
    assert parsed.config == HARD_CONFIG
    state = GameState.new(CLASSIC, 4, seed=3)
    rng = random.Random(4)
    while state.hand_size < 3:
        state.apply(rng.choice(state.legal_actions()))
    for _ in range(6):
        obs = observe(state, state.to_move)
        hard = make_bot("hard").think(obs, random.Random(9))
        mine = VariantBot(parsed).think(obs, random.Random(9))
        while not hard.step(500):
            pass
        while not mine.step(500):
            pass
        assert mine.result == hard.result
        state.apply(hard.result)


def test_variants_change_only_their_fields() -> None:
    """A variant is the shipped config with its fields replaced, nothing patched."""
    v = parse_variant("prior=0.001,pnoise=0.05,playouts=500,tree=0,bid_noise=1.0")
    assert v.config.opponents == replace(HARD_CONFIG.opponents, prior=0.001, noise=0.05)
    assert v.config == replace(HARD_CONFIG, playouts=500, tree=False, opponents=v.config.opponents)
    assert v.bid_noise == 1.0
    hard = make_bot("hard")
    assert isinstance(hard, SearchBot) and hard.config == HARD_CONFIG
    with pytest.raises(SystemExit):
        parse_variant("bid_rollouts=nobody")
