"""The table drawn from what one seat may know: a view model built from an observation alone
(no game state, no table flow) draws a whole frame, and only that seat's cards appear face up.
The view layer never receives a game state."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pygame

from game.core.actions import Bid, Play
from game.core.observation import observe
from game.core.presets import CLASSIC, RIKIKI, TAROT_AFRICAIN
from game.core.state import GameState, Phase
from game.i18n import set_language
from game.platform.cardart import CardArt
from game.ui.show import TableShow
from game.ui.table_layout import compute_layout
from game.ui.table_model import TableModel
from game.ui.table_view import TableView, ViewState

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
NAMES = ("Léa", "Tom", "Chloé", "Hugo")


def _played_until(state: GameState, seed: int, stop: int) -> GameState:
    rng = random.Random(seed)
    for _ in range(stop):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def _draw(model: TableModel) -> TableView:
    surface = pygame.Surface((1280, 720))
    lay = compute_layout(1280, 720, model.players, model.display.view_seat)
    view = TableView()
    view.draw(surface, model, lay, CardArt("en"), ViewState(), 0.0)
    if model.awaiting is not None and model.phase is Phase.BID:
        view.draw_bid_panel(surface, model, lay, ViewState())
    view.draw_last_trick(surface, model, lay, CardArt("en"))
    return view


def test_a_frame_drawn_from_an_observation_alone_shows_only_that_seat_s_cards() -> None:
    set_language("en")
    for rules, stop in ((CLASSIC, 9), (TAROT_AFRICAIN, 6), (CLASSIC, 2)):
        state = _played_until(GameState.new(rules, 4, seed=5), 5, stop)
        for seat in range(4):
            obs = observe(state, seat)
            model = TableModel.from_observation(obs, NAMES)
            view = _draw(model)
            hands = {f.card for f in view.faces if f.where == "hand"}
            assert hands == set(obs.hand)
            others = {c for s in range(4) if s != seat for c in state.hands[s]}
            shown = {f.card for f in view.faces if f.where not in ("trick", "last_trick")}
            assert not shown & others, "a card of another hand was drawn"
            if obs.is_my_turn:
                assert model.awaiting == seat and model.legal == obs.legal
                if obs.phase is Phase.BID:
                    allowed = [b for b, reason in model.bid_options if reason is None]
                    assert allowed == [a.n for a in obs.legal if isinstance(a, Bid)]
            else:
                assert model.awaiting is None and not model.legal


def test_the_blind_round_drawn_from_an_observation_shows_the_others_never_one_s_own() -> None:
    state = GameState.new(RIKIKI, 4, seed=3)
    assert state.blind
    for seat in range(4):
        view = _draw(TableModel.from_observation(observe(state, seat), NAMES))
        seen = {(f.owner, f.card) for f in view.faces if f.where == "seen"}
        assert seen == {(s, state.hands[s][0]) for s in range(4) if s != seat}
        assert not [f for f in view.faces if f.where == "hand"]


def test_the_show_fed_observations_draws_like_the_table() -> None:
    """A show fed events and observations only (as a network client is) animates a played
    card and ends on the seat's truth."""
    state = GameState.new(CLASSIC, 4, seed=8)
    show = TableShow(speed=1.0)
    show.feed(state.opening_events, observe(state, 0), True)
    assert show.display.hand == []  # the table starts empty: the deal brings the cards
    while show.busy:
        show.update(0.05)
    assert sorted(show.display.hand) == sorted(state.hands[0])
    rng = random.Random(2)
    while state.phase is Phase.BID:
        events = state.apply(rng.choice(state.legal_actions()))
        show.feed(events, observe(state, 0), True)
    first = rng.choice(state.legal_actions())
    assert isinstance(first, Play)
    events = state.apply(first)
    show.feed(events, observe(state, 0), True)
    assert show.busy
    model = TableModel(
        display=show.display,
        rules=CLASSIC,
        names=NAMES,
        kinds=("human",) * 4,
        anim=show.current,
        to_move=show.latest.to_move,
        phase=show.latest.phase,
    )
    _draw(model)
    while show.busy:
        show.update(0.05)
    assert show.display.trick == list(observe(state, 0).trick)
    assert sorted(show.display.hand) == sorted(state.hands[0])


def test_no_module_of_the_view_layer_names_the_game_state() -> None:
    """game/ui draws observations and public facts: it never imports or receives a
    GameState (the table flow lives in game/play, the rules in game/core)."""
    found = [
        f"{path.name}:{n + 1}"
        for path in sorted(UI.glob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines())
        if re.search(r"\bGameState\b", line)
    ]
    assert found == []
