"""The bots' rollout kernel agrees with the general engine: every card its policy plays is
legal in ``GameState`` and every round ends with the same tricks."""

from __future__ import annotations

import random

import pytest

from game.ai import rollout
from game.core.actions import HIDDEN, Play
from game.core.fastround import round_sim
from game.core.observation import observe
from game.core.presets import PRESETS
from game.core.rules import Rules, Trump
from game.core.state import GameState, Phase

MUST_TRUMP = PRESETS["classic"].model_copy(update={"must_trump": True, "name": "must-trump"})
ROTATION = PRESETS["classic"].model_copy(update={"trump": Trump.ROTATION, "name": "rotation"})
CONFIGS: list[tuple[Rules, int]] = [
    (PRESETS["classic"], 4),
    (PRESETS["rikiki"], 5),
    (PRESETS["ascenseur-table"], 4),
    (PRESETS["tarot-africain"], 4),
    (PRESETS["whist22"], 3),
    (Rules.model_validate(MUST_TRUMP.model_dump()), 4),
    (Rules.model_validate(ROTATION.model_dump()), 3),
]


def _play_kernel_and_engine(state: GameState, rng: random.Random, noise: float) -> None:
    """From a state at the start of play (or mid-round), let the kernel play the round with the
    policy, recording each card; replay the cards in the engine and compare."""
    obs = observe(state, state.to_move)
    sim = round_sim(obs)
    hands = [h[:] for h in state.hands]
    chosen: list[tuple[int, int]] = []

    # Record every card the kernel removes from a hand, in order, through a list subclass.
    class Hand(list[int]):
        def __init__(self, seat: int, cards: list[int]) -> None:
            super().__init__(cards)
            self.seat = seat

        def remove(self, card: int) -> None:
            chosen.append((self.seat, card))
            super().remove(card)

    wrapped: list[list[int]] = [Hand(s, h) for s, h in enumerate(hands)]
    won = rollout.play_round(sim, wrapped, rng, [noise] * state.players)
    for seat, card in chosen:
        assert state.to_move == seat
        legal = state.legal_actions()
        cards = {a.card for a in legal if isinstance(a, Play)}
        if state.blind:
            assert cards == {HIDDEN}
            action = next(a for a in legal if isinstance(a, Play))
        else:
            assert card in cards, f"the kernel played {card} for seat {seat}, not legal"
            action = next(a for a in legal if isinstance(a, Play) and a.card == card)
            if len([a for a in legal if isinstance(a, Play) and a.card == card]) > 1:
                # The chosen Excuse: the kernel's value follows the seat's need.
                bid = state.bids[seat] or 0
                need = bid - state.won[seat]
                want = need > 0 or (need < 0 and sim.greedy_when_over)
                action = Play(card, 22 if want else 0)
        round_before = state.round_index
        state.apply(action)
        if state.round_index != round_before or state.phase is Phase.OVER:
            result = state.history[-1]
            assert list(result.tricks) == won
            return
    raise AssertionError("the kernel stopped before the round ended")


@pytest.mark.parametrize(("rules", "players"), CONFIGS, ids=lambda v: getattr(v, "name", v))
def test_rollout_plays_legal_cards_and_agrees_on_tricks(rules: Rules, players: int) -> None:
    rng = random.Random(f"rollout/{rules.name}")
    rounds = 0
    for seed in range(60):
        state = GameState.new(rules, players, seed=seed)
        # Bid at random, then maybe play a few random cards before handing over.
        while state.phase is Phase.BID:
            state.apply(rng.choice(state.legal_actions()))
        cards_left = len(state.bid_order) * state.hand_size
        for _ in range(rng.randrange(0, cards_left)):
            state.apply(rng.choice(state.legal_actions()))
        if state.phase is not Phase.PLAY or state.round_index != 0:
            continue
        _play_kernel_and_engine(state, rng, noise=rng.choice((0.0, 0.3, 1.0)))
        rounds += 1
    assert rounds >= 40
