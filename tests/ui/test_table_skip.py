"""A person knocked out of a lives game need not watch the bots to the end (issue 34, item 8):
once nobody at this computer is left in the game, "Skip to the result" lets the bots finish
at once — no animations, no pace — and the final sheet is the one watching would have shown.
Undo is off for a seat that is out."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from game.core.actions import Action, Bid, Play
from game.core.presets import TAROT_AFRICAIN
from game.core.records import GameRecord
from game.platform.app import App
from game.scenes.scoresheet import ScoreSheetScene
from game.scenes.table import TableScene, click_events, key_event
from tests.ui.test_table import DT, drive, final_sheet, make_app, start

KINDS = ["human", "easy", "normal", "easy"]
SEED = 3


def reckless(legal: list[Action]) -> Action:
    """Bid everything, play the lowest card: out of the game within a round or two."""
    if isinstance(legal[0], Bid):
        return max(legal, key=lambda a: a.n if isinstance(a, Bid) else -1)
    plays = [a for a in legal if isinstance(a, Play)]
    return min(plays, key=lambda a: (a.card, a.excuse or 0))


def out_and_offered(scene: TableScene, idle: bool) -> Callable[[], bool]:
    return lambda: scene.result_button.visible and not (idle and scene.busy)


def knocked_out(app: App, idle: bool = False) -> TableScene:
    """Seat 0 plays itself out of the game (``idle``: and the show is still, the bots
    taking their time)."""
    scene = start(app, TAROT_AFRICAIN, KINDS, seed=SEED)
    assert not scene.result_button.visible
    drive(app, out_and_offered(scene, idle), random.Random(1), choose=reckless)
    st = scene.table.state
    assert not st.alive[0] and not st.is_over, "the bots still have a game to play"
    return scene


def _final(app: App, scene: TableScene) -> tuple[GameRecord, ScoreSheetScene]:
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene) and sheet.data.final
    return scene.table.record(), sheet


def test_skipping_gives_the_final_sheet_that_watching_gives() -> None:
    results = []
    for speed, skip in (("instant", False), ("fast", True)):
        app = make_app(speed=speed)
        try:
            scene = knocked_out(app)
            if skip:
                app.step(DT, click_events(scene.result_button.rect.center))
                animated: list[object] = []

                def watch(scene: TableScene = scene, seen: list[object] = animated) -> None:
                    if scene.show.current is not None:
                        seen.append(scene.show.current.kind)

                frames = drive(app, final_sheet(app), on_frame=watch)
                assert animated == [], "skipping plays no animation"
                assert frames < 600  # no pace: the bots' own thinking time only
            else:
                drive(app, final_sheet(app))
            results.append(_final(app, scene))
        finally:
            app.shutdown()
    (watched, watched_sheet), (skipped, skipped_sheet) = results
    assert skipped.actions == watched.actions
    assert skipped_sheet.data.totals == watched_sheet.data.totals
    assert skipped_sheet.data.history == watched_sheet.data.history
    assert skipped_sheet.data.standings == watched_sheet.data.standings


def test_enter_skips_to_the_result_once_nobody_here_is_left(app: App) -> None:
    scene = knocked_out(app)
    app.step(DT, [key_event(pygame.K_RETURN)])
    assert scene.skipping  # the line above the hand says the bots finish the game

    def still() -> None:
        assert scene.show.current is None, "skipping plays no animation"

    drive(app, final_sheet(app), max_frames=600, on_frame=still)


def test_undo_is_off_for_a_seat_that_is_out() -> None:
    app = make_app(speed="fast")  # the bots take their time: the table is still between moves
    try:
        scene = knocked_out(app, idle=True)
        assert 0 in scene.table.action_seats  # the person did act in this game
        assert not scene.table.can_undo()
        assert not scene.buttons["undo"].enabled
        app.step(DT, [key_event(pygame.K_u)])
        assert scene.table.message == "Nothing to undo"
    finally:
        app.shutdown()


def test_the_line_above_the_hand_says_the_person_is_out(app: App) -> None:
    scene = knocked_out(app)
    app.step(DT, [])
    assert scene.model().skip_offered
    layout = scene.layout
    assert layout.hand_area.contains(scene.result_button.rect)


@pytest.mark.parametrize("kinds", [["human", "human", "easy", "easy"]])
def test_no_skip_while_a_person_is_still_in_the_game(app: App, kinds: list[str]) -> None:
    """At pass-and-play, one person out and another still in: the game is watched."""
    scene = start(app, TAROT_AFRICAIN, kinds, seed=SEED)

    def choose(legal: list[Action]) -> Action:
        st = scene.table.state
        return reckless(legal) if st.to_move == 0 else legal[0]

    drive(app, lambda: not scene.table.state.alive[0] or scene.table.state.is_over, choose=choose)
    st = scene.table.state
    assert not st.is_over and st.alive[1]
    for _ in range(30):
        app.step(DT, [])
        assert not scene.result_button.visible
