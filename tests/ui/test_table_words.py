"""The table's sentences about a player read right when that player is the one at the screen
(issue 34): the default name "You" made "You deals" and "You is out". The view says "You deal"
/ "Vous distribuez" for the seat whose hand it shows, and the name for everyone else."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.core.observation import observe
from game.core.presets import CLASSIC, RIKIKI
from game.core.rules import Rules
from game.core.state import GameState
from game.i18n import set_language
from game.ui.show import Anim, AnimKind
from game.ui.table_model import TableModel
from game.ui.table_view import TableView
from game.ui.tween import Tween

NAMES = ("You", "Alice", "Ben")


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


def _model(view_seat: int, dealer: int, private: bool = True, rules: Rules = CLASSIC) -> TableModel:
    state = GameState.new(rules, 3, seed=5, first_dealer=dealer)
    return TableModel.from_observation(observe(state, view_seat), NAMES, private=private)


@pytest.mark.parametrize(
    ("lang", "you", "other"),
    [
        ("en", "You deal", "Alice deals"),
        ("fr", "Vous distribuez", "Alice distribue"),
    ],
)
def test_the_dealer_line_says_you_deal_for_ones_own_seat(lang: str, you: str, other: str) -> None:
    set_language(lang)
    view = TableView()
    assert view.dealer_text(_model(view_seat=0, dealer=0)) == you
    assert view.dealer_text(_model(view_seat=0, dealer=1)) == other
    # Seen from Alice's seat, "You" is just a name.
    assert view.dealer_text(_model(view_seat=1, dealer=0)) == "You " + other.split(" ", 1)[1]


def test_a_hidden_hand_is_nobody_s_own_seat() -> None:
    """A table of bots, or the hand-off screen: the view seat is not the player at the screen."""
    model = _model(view_seat=0, dealer=0, private=False)
    model.holder = None
    assert TableView().dealer_text(model) == "You deals"  # "You" is a bot's name here


def test_the_blind_round_is_still_ones_own_seat() -> None:
    """In the blind round one's own card is hidden, but the seat is still one's own."""
    model = _model(view_seat=0, dealer=0, rules=RIKIKI)
    assert model.display.blind
    assert TableView().dealer_text(model) == "You deal"


@pytest.mark.parametrize(
    ("lang", "you", "other"),
    [
        ("en", "You are out", "Alice is out"),
        ("fr", "Vous êtes hors jeu", "Alice est éliminé"),
    ],
)
def test_the_elimination_banner_says_you_are_out(lang: str, you: str, other: str) -> None:
    set_language(lang)
    view = TableView()
    model = _model(view_seat=0, dealer=1)
    for seat, text in ((0, you), (1, other)):
        model.anim = Anim(AnimKind.ELIMINATED, Tween(1.0), seat=seat)
        assert view.banner_text(model) == text


def test_the_trick_goes_to_you() -> None:
    view = TableView()
    model = _model(view_seat=0, dealer=1, rules=RIKIKI)  # blind round: one's hand is hidden
    model.anim = Anim(AnimKind.TRICK_PAUSE, Tween(1.0), seat=0)
    assert view.turn_text(model) == "You take the trick"
    model.anim = Anim(AnimKind.TRICK_PAUSE, Tween(1.0), seat=2)
    assert view.turn_text(model) == "Ben takes the trick"


def test_a_player_out_of_a_lives_game_shows_out_and_no_lives_below_zero(
    texts_drawn: list[str],
) -> None:
    """Issue 34, item 9: the seat plate of a player out says "Out", never "♥ −2"."""
    from game.core.presets import TAROT_AFRICAIN
    from tests.ui.test_table import drive, final_sheet, greedy, make_app, start

    app = make_app()
    try:
        # Seed 9: a player ends the game owing a life (−1).
        scene = start(app, TAROT_AFRICAIN, ["human", "normal", "easy", "hard"], seed=9)
        drive(app, final_sheet(app), random.Random(1), choose=greedy(scene))
        display = scene.show.display
        out = [s for s in range(4) if not display.alive[s]]
        assert out and any(display.totals[s] < 0 for s in out)
        texts_drawn.clear()
        scene.draw(app.screen)
        said = texts_drawn
        lives = [text for text in said if text.startswith("♥")]
        assert len(lives) == 4 - len(out)
        assert not any("−" in text or "-" in text for text in lives)
        assert said.count("Out") >= len(out)
    finally:
        app.shutdown()
