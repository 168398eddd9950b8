"""The opponent model: bids and plays that fit a purposeful player make it look purposeful,
and with the chosen Excuse (Whist 22) the value its player said is what is judged."""

from __future__ import annotations

import random

from game.ai.opponents import OpponentConfig, OpponentModel
from game.core.actions import Play
from game.core.cards import EXCUSE, RANK_OF
from game.core.observation import observe
from game.core.presets import PRESETS
from game.core.state import GameState, Phase


def _excuse_plays(
    wanted_value: int, limit: int = 6
) -> list[tuple[OpponentModel, int, list[int], int]]:
    """Positions of Whist 22 right after an opponent of seat 0, needing tricks, played the
    Excuse (its first card of the round, not leading) saying ``wanted_value``: the model seen
    by seat 0, the opponent, its hand before the play, and its bid."""
    found = []
    rules = PRESETS["whist22"]
    for seed in range(400):
        rng = random.Random(seed)
        state = GameState.new(rules, 4, seed=seed)
        while state.phase is not Phase.OVER and len(found) < limit:
            seat = state.to_move
            legal = state.legal_actions()
            options = [a for a in legal if isinstance(a, Play) and a.card == EXCUSE]
            first_card = state.phase is Phase.PLAY and len(state.hands[seat]) == state.hand_size
            bid = state.bids[seat]
            if (
                seat != 0
                and options
                and first_card
                and state.trick
                and not state.blind
                and bid is not None
                and bid > state.won[seat]
                and len(state.hands[seat]) > 1
                # Some other card of the hand would lose: the play says something.
                and any(
                    RANK_OF[c] <= max(v for _, _, v in state.trick)
                    for c in state.hands[seat]
                    if c != EXCUSE
                )
            ):
                held = list(state.hands[seat])
                state.apply(next(a for a in options if a.excuse == wanted_value))
                if state.phase is Phase.PLAY:
                    obs = observe(state, 0)
                    if obs.trick and obs.trick[-1][0] == seat:
                        found.append((OpponentModel(obs), seat, held, bid))
                break
            state.apply(rng.choice(legal))
        if len(found) >= limit:
            break
    return found


def test_a_chosen_excuse_said_high_fits_a_player_who_needs_tricks() -> None:
    cases = _excuse_plays(22)
    assert len(cases) >= 3
    for model, seat, held, bid in cases:
        purposeful, erratic = model._play_likelihoods(seat, held, bid)
        # The Excuse said 22 wins the trick: it is what a player needing tricks does.
        assert purposeful > erratic
        assert purposeful >= (1 - OpponentConfig().slip) / len(held) - 1e-12


def test_a_chosen_excuse_said_low_is_a_slip_for_a_player_who_needs_tricks() -> None:
    cases = _excuse_plays(0)
    assert len(cases) >= 3
    for model, seat, held, bid in cases:
        purposeful, erratic = model._play_likelihoods(seat, held, bid)
        assert purposeful < erratic
