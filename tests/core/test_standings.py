"""The ranking: one function for the sheet during a game and at its end, so that the order of
players who went out never changes between the running and the final sheet; and the refusals'
facts, which every view words in its own language."""

from __future__ import annotations

import random

import pytest

from game.core.actions import Bid, parse_action
from game.core.errors import IllegalActionError
from game.core.observation import observe
from game.core.presets import CLASSIC, TAROT_AFRICAIN
from game.core.standings import standings
from game.core.state import GameState
from game.i18n import refusal, set_language
from tests.core.helpers import bid, choose, new_game, play


def _lives_game_with_two_out(seed: int) -> list[GameState]:
    """Every state of a random 5-player Tarot Africain game in which two or more players go
    out before the end."""
    rng = random.Random(seed)
    state = GameState.new(TAROT_AFRICAIN, 5, seed=seed)
    states = [state.clone()]
    while not state.is_over:
        state.apply(choose(state, rng))
        states.append(state.clone())
    return states


def test_running_and_final_standings_order_the_players_who_went_out_alike() -> None:
    checked = 0
    for seed in range(40):
        states = _lives_game_with_two_out(seed)
        final = states[-1].standings()
        if sum(not a for a in states[-1].alive) < 2:
            continue
        final_order = [s for _, s, _ in final]
        for st in states:
            out = [s for s in range(st.players) if not st.alive[s]]
            if len(out) < 2:
                continue
            obs = observe(st, 0)
            running = standings(obs.history, obs.totals, obs.alive)
            running_out = [s for _, s, _ in running if s in out]
            assert running_out == [s for s in final_order if s in out], seed
            # Players still in always rank above every player who went out.
            assert [s for _, s, _ in running][: st.players - len(out)] == [
                s for _, s, _ in running if st.alive[s]
            ]
            checked += 1
    assert checked > 0


def test_the_state_and_the_public_facts_rank_alike() -> None:
    states = _lives_game_with_two_out(3)
    for st in states:
        assert st.standings() == standings(st.history, st.totals, st.alive, st.winners)


def test_a_round_result_says_who_made_their_bid_exactly() -> None:
    # Seat 0 deals: seat 1 bids first and leads; ♦ are trumps.
    state = new_game(CLASSIC, "AS 2H", "KS 3H", "QS 4H", turned="5D")
    bid(state, 0, 0, 1)
    play(state, "KS", "QS", "AS", "2H", "3H", "4H")
    (result,) = state.history
    assert [result.exact(s) for s in range(3)] == [True, True, False]


@pytest.mark.parametrize(
    ("actions", "rule", "params"),
    [
        ((1, 1, 0), "hook", {"bid": 0, "total": 2}),
        ((3,), "bid-range", {"max": 2}),
    ],
)
def test_a_refusal_carries_its_facts(
    actions: tuple[int, ...], rule: str, params: dict[str, int]
) -> None:
    state = new_game(CLASSIC, "AS 2H", "KS 3H", "QS 4H", turned="5D")
    *before, last = actions
    bid(state, *before)
    with pytest.raises(IllegalActionError) as info:
        state.apply(Bid(last))
    assert info.value.rule == rule and info.value.params == params


def test_refusals_are_worded_from_their_facts_not_their_message() -> None:
    state = new_game(CLASSIC, "AS 2H", "KS 3H", "QS 4H", turned="5D")
    bid(state, 0, 0, 1)
    play(state, "KS")
    with pytest.raises(IllegalActionError) as info:
        state.apply(parse_action("4H"))
    error = info.value
    assert error.rule == "follow-suit" and error.params == {"suit": 3}
    error.args = ("a message nobody reads",)
    set_language("en")
    assert refusal(error) == "You must follow ♠"
    set_language("fr")
    assert refusal(error) == "Vous devez fournir ♠"
    turn = IllegalActionError("not your turn", "turn", seat=1)
    set_language("en")
    assert refusal(turn, ["Ann", "Léa", "Bob"]) == "Wait for your turn"
