"""Where a player opens the review of a round: a click on a round of the score sheet (or ↑ ↓
then R, or its button), R on the round's summary at the table, and the final sheet. A score
kept for a real table and a lesson offer no review; the player at the screen who wins reads
"You win!"."""

from __future__ import annotations

import dataclasses

import pygame

from game.core.presets import CLASSIC
from game.core.rules import Sequence
from game.i18n import resolve
from game.platform.app import App
from game.scenes.lesson import LessonScene
from game.scenes.review import ReviewScene
from game.scenes.scoresheet import ScoreSheetScene, SheetPainter
from game.scenes.table import TableScene, click_events, key_event
from game.ui.show import AnimKind
from tests.ui.test_table import DT, custom, drive, final_sheet, make_app, start

RULES = custom(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(1, 2, 3))


def _sheet_after(app: App, scene: TableScene, rounds: int) -> ScoreSheetScene:
    drive(app, lambda: len(scene.show.display.history) >= rounds and app.top is scene)
    app.step(DT, [key_event(pygame.K_s)])
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    return sheet


def test_a_click_on_a_round_of_the_score_sheet_opens_its_review(app: App) -> None:
    scene = start(app, RULES, ["human", "easy", "easy"], seed=3)
    sheet = _sheet_after(app, scene, 2)
    assert sheet.on_review is not None and sheet.review_button in sheet.buttons
    assert sheet.picked == 1 and resolve(sheet.review_button.text) == "Review round 2"
    assert sheet.review_hint().startswith("Click a round")
    pos = sheet.row_position(0)
    assert pos is not None
    app.step(DT, click_events(pos))
    review = app.top
    assert isinstance(review, ReviewScene)
    assert review.review.round_index == 0 and review.review.people == (0,)
    assert review.review.finished
    # Back to the sheet, then to the table, where the game goes on where it was.
    app.step(DT, [key_event(pygame.K_ESCAPE)])
    assert app.top is sheet and sheet.picked == 0
    app.step(DT, [key_event(pygame.K_ESCAPE)])
    assert app.top is scene
    drive(app, final_sheet(app))
    assert len(scene.show.display.history) == 3


def test_the_keys_pick_a_round_and_r_opens_it(app: App) -> None:
    scene = start(app, RULES, ["human", "easy", "easy"], seed=4)
    sheet = _sheet_after(app, scene, 2)
    app.step(DT, [key_event(pygame.K_UP)])
    assert sheet.picked == 0 and resolve(sheet.review_button.text) == "Review round 1"
    app.step(DT, [key_event(pygame.K_UP)])
    assert sheet.picked == 0  # stays on the first round
    app.step(DT, [key_event(pygame.K_DOWN)])
    assert sheet.picked == 1
    app.step(DT, [key_event(pygame.K_r)])
    review = app.top
    assert isinstance(review, ReviewScene) and review.review.round_index == 1


def test_the_sheet_keeps_the_picked_round_in_sight_when_it_scrolls() -> None:
    app = make_app(size=(1024, 600))
    try:
        rules = custom(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(1,) * 30)
        scene = start(app, rules, ["human", "easy", "easy"], seed=2)
        sheet = _sheet_after(app, scene, 25)
        grid = sheet.areas()[1]
        rows = SheetPainter(sheet.data, sheet.scale).visible_rows(grid)
        assert rows < 25  # the grid scrolls
        assert sheet.row_position(24) is not None and sheet.row_position(0) is None
        for _ in range(24):
            app.step(DT, [key_event(pygame.K_UP)])
        assert sheet.picked == 0 and sheet.row_position(0) is not None
        pos = sheet.row_position(0)
        assert pos is not None and sheet.row_at(pos) == 0
    finally:
        app.shutdown()


def test_r_on_the_round_summary_opens_the_review_and_the_summary_waits_on() -> None:
    app = make_app(speed="fast")
    try:
        scene = start(app, RULES, ["human", "easy", "easy"], seed=1)

        def summary_waits() -> bool:
            anim = scene.show.current
            return anim is not None and anim.kind is AnimKind.ROUND_END and scene.show.waiting

        drive(app, summary_waits)
        assert scene.view.summary_footer(scene.model()) == "Click or press Enter to continue"
        button = scene.review_button
        assert button.visible and resolve(button.text) == "Review this round (R)"
        anim = scene.show.current
        assert anim is not None and anim.result is not None
        box = scene.view.summary_box(scene.model(), scene.layout, anim.result)
        assert box.contains(button.rect)
        app.step(DT, [key_event(pygame.K_r)])
        review = app.top
        assert isinstance(review, ReviewScene) and review.review.round_index == 0
        app.step(DT, [key_event(pygame.K_ESCAPE)])
        assert app.top is scene and summary_waits()
        # The button does the same, and the summary still waits after.
        app.step(DT, click_events(button.rect.center))
        review = app.top
        assert isinstance(review, ReviewScene) and review.review.round_index == 0
        app.step(DT, [key_event(pygame.K_ESCAPE)])
        assert app.top is scene and summary_waits()
        app.step(DT, [key_event(pygame.K_RETURN)])
        app.step(DT, [])
        assert scene.show.current is None or scene.show.current.kind is not AnimKind.ROUND_END
    finally:
        app.shutdown()


def test_the_final_sheet_reviews_any_round(app: App) -> None:
    scene = start(app, RULES, ["human", "easy", "easy"], seed=5)
    drive(app, final_sheet(app))
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene) and sheet.on_review is not None
    assert sheet.data.you == 0
    pos = sheet.row_position(2)
    assert pos is not None
    app.step(DT, click_events(pos))
    review = app.top
    assert isinstance(review, ReviewScene) and review.review.round_index == 2
    record = scene.table.record()
    assert record is not None and review.review.record.actions == record.actions


def test_a_sheet_without_deals_offers_no_review(app: App) -> None:
    """The score keeper's sheet (a real table: the app never saw the cards)."""
    scene = start(app, RULES, ["human", "easy", "easy"], seed=3)
    drive(app, lambda: len(scene.show.display.history) >= 2 and app.top is scene)
    sheet = ScoreSheetScene(app, scene.sheet_data())
    app.push(sheet)
    app.step(DT, [])
    assert sheet.picked is None and sheet.review_button not in sheet.buttons
    assert sheet.review_hint() == ""
    first = SheetPainter(sheet.data, sheet.scale).row_rect(sheet.areas()[1], 0)
    app.step(DT, [*click_events(first.center), key_event(pygame.K_r)])
    assert app.top is sheet


def test_you_win_on_the_final_sheet_of_the_player_at_the_screen(
    app: App, texts_drawn: list[str]
) -> None:
    said = texts_drawn
    start(app, RULES, ["human", "easy", "easy"], seed=5)
    drive(app, final_sheet(app))
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene) and sheet.data.winners
    winner = sheet.data.winners[0]
    name = sheet.data.names[winner]
    for you, expected in ((winner, "★ You win! ★"), (None, f"★ {name} wins! ★")):
        data = dataclasses.replace(sheet.data, you=you)
        said.clear()
        SheetPainter(data, 1.0).draw_ranking(
            pygame.Surface((400, 400)), pygame.Rect(0, 0, 400, 400), 0.0
        )
        assert expected in said, said


def test_a_lesson_offers_no_review() -> None:
    from game.play.lessons import lesson as make_lesson

    app = make_app(speed="fast")
    try:
        lesson = LessonScene(app, make_lesson("rikiki"))
        app.push(lesson)
        app.step(DT, [])
        assert not lesson.reviewable() and lesson.review_callback() is None
        assert not lesson.model().review_offered
        app.step(DT, [key_event(pygame.K_r)])
        assert app.top is lesson
    finally:
        app.shutdown()
