"""Continue names what it resumes — the table's saved game first, else the score keeper's
latest game in progress — and resumes it."""

from __future__ import annotations

from pathlib import Path

from game.core.presets import CLASSIC, TAROT_AFRICAIN
from game.i18n import resolve
from game.play.keeper import KeeperGame
from game.scenes.keeper import KeeperRoundScene
from game.scenes.keeper_list import KeeperScene
from game.scenes.menu import MenuScene
from game.scenes.table import TableScene, click_events
from tests.ui.test_table import DT, make_app, small_bots


def test_continue_names_and_resumes_the_keepers_game(home: Path) -> None:
    game = KeeperGame.create(TAROT_AFRICAIN, ["Ann", "Bob", "Cy"], 0)
    for _ in range(3):
        game.bid(1)
    app = make_app()
    try:
        menu = MenuScene(app)
        app.push(menu)
        app.step(DT, [])
        app.step(DT, [])
        assert menu.continue_.enabled
        assert resolve(menu.continue_.detail) == "Score keeper: Tarot Africain, round 1"
        app.step(DT, click_events(menu.continue_.rect.center))
        top = app.top
        assert isinstance(top, KeeperRoundScene)
        assert top.game.id == game.id and top.game.state.bids == game.state.bids
        assert isinstance(app.stack[-2], KeeperScene)  # leaving the game lands on the list
    finally:
        app.shutdown()


def test_the_tables_saved_game_comes_first(home: Path) -> None:
    KeeperGame.create(CLASSIC, ["Ann", "Bob", "Cy"], 0)
    app = make_app()
    try:
        menu = MenuScene(app)
        app.push(menu)
        table = TableScene.local(
            app, CLASSIC, ["Ann", "Bob", "Cy"], ["easy"] * 3, 2, bot_factory=small_bots
        )
        app.push(table)
        for _ in range(20):
            app.step(DT, [])
        app.pop()  # the table saves as it exits; the menu looks again
        assert app.top is menu
        app.step(DT, [])
        assert resolve(menu.continue_.detail).startswith("Rikiki / Oh Hell!, round ")
        app.step(DT, click_events(menu.continue_.rect.center))
        assert isinstance(app.top, TableScene)
    finally:
        app.shutdown()
