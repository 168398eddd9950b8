"""Learn to play, on screen: each lesson is gone through from the menu with clicks only and
with keys only, in both languages; a wrong move — a card or a bid the rules refuse, and a
legal one that is not the lesson's — is explained in the lesson's panel while the lesson
waits; Esc or Skip leaves at any time and the lesson can be played again; the panel never
covers the table; the round's summary waits for Next; the first start offers the lessons once;
each lesson takes well under three minutes."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

import game.i18n as i18n
from game.core.actions import HIDDEN, Bid
from game.core.cards import parse_card
from game.i18n import LANGUAGES, t
from game.platform.app import App
from game.platform.settings import Settings, load_settings
from game.play.lessons import LESSONS, StepKind, lesson
from game.play.save import has_save
from game.play.statistics import stats_path
from game.scenes.lesson import LessonScene, LessonsScene
from game.scenes.menu import MenuScene
from game.scenes.screens import new_app
from game.scenes.table import click_events, key_event
from game.ui.show import AnimKind
from game.ui.table_layout import compute_layout

DT = 1 / 60
_DIGITS = [getattr(pygame, f"K_{i}") for i in range(10)]


@pytest.fixture(autouse=True)
def _keep_language() -> Iterator[None]:
    saved = i18n._current
    yield
    i18n._current = saved


def open_app(lang: str = "en", speed: str = "instant", size: tuple[int, int] = (1280, 720)) -> App:
    return new_app(Settings(language=lang, animation_speed=speed), size=size)  # type: ignore[arg-type]


def frames(app: App, n: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    app.step(DT, events or [])
    for _ in range(n - 1):
        app.step(DT, [])


def open_lesson(app: App, lesson_id: str) -> LessonScene:
    """Menu → Learn to play → the lesson, with clicks."""
    menu = MenuScene(app)
    app.push(menu)
    frames(app, 2)
    frames(app, 1, click_events(menu.learn.rect.center))
    chooser = app.top
    assert isinstance(chooser, LessonsScene)
    frames(app, 1, click_events(chooser.lesson_buttons[lesson_id].rect.center))
    scene = app.top
    assert isinstance(scene, LessonScene) and scene.lesson.id == lesson_id
    return scene


def _card_keys(scene: LessonScene, card: int) -> list[pygame.event.Event]:
    """One key towards playing ``card`` with the keyboard: → moves the focus, Enter plays."""
    cards = scene.view.hand_cards(scene.show.display)
    focus = scene.ui.focus_card
    if focus is None or cards[focus] != card:
        return [key_event(pygame.K_RIGHT)]
    return [key_event(pygame.K_RETURN)]


def lesson_events(scene: LessonScene, mode: str) -> list[pygame.event.Event]:
    """What a player following the lesson sends now, by ``mode``: 'mouse' or 'keys'."""
    if scene.can_next():
        if mode == "keys":
            return [key_event(pygame.K_RETURN)]
        return click_events(scene.next_button.rect.center)
    if scene.awaiting() is None:
        return []
    step = scene.step
    assert step is not None
    action = step.expect or scene.legal()[0]
    if isinstance(action, Bid):
        if mode == "keys":
            return [key_event(_DIGITS[action.n])]
        pos = scene.bid_position(action.n)
    else:
        if mode == "keys":
            return _card_keys(scene, action.card)
        pos = scene.card_position(action.card)
    assert pos is not None
    return click_events(pos)


def follow(
    app: App,
    scene: LessonScene,
    mode: str,
    until: Callable[[], bool],
    max_frames: int = 30000,
) -> float:
    """Follow the lesson until ``until()``; the seconds it took on the lesson's clock."""
    elapsed = 0.0
    for _ in range(max_frames):
        if until():
            return elapsed
        app.step(DT, lesson_events(scene, mode))
        elapsed += DT
    raise AssertionError("the lesson did not get there")


def at_step(scene: LessonScene, key: str) -> Callable[[], bool]:
    def check() -> bool:
        step = scene.step
        return step is not None and step.key == key and scene.shown == scene.lesson_table.index

    return check


# -- whole lessons ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_a_lesson_is_gone_through_with_clicks_only(lang: str, lesson_id: str) -> None:
    app = open_app(lang)
    try:
        scene = open_lesson(app, lesson_id)
        chooser = app.stack[-2]
        assert isinstance(chooser, LessonsScene)
        follow(app, scene, "mouse", lambda: app.top is not scene)
        assert scene.completed and app.top is chooser
        progress = scene.lesson_table.progress
        assert progress.refused == []
        assert progress.nexts + progress.moves == scene.lesson.interactions
        assert scene.lesson_table.state.is_over
        # A lesson is neither saved nor counted in the statistics.
        assert not has_save() and not stats_path().exists()
        # The next lesson has the focus: Enter plays it.
        ids = list(LESSONS)
        following = ids[(ids.index(lesson_id) + 1) % len(ids)]
        assert chooser.ui.focus is chooser.lesson_buttons[following]
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_a_lesson_is_gone_through_with_keys_only(lang: str, lesson_id: str) -> None:
    app = open_app(lang)
    try:
        menu = MenuScene(app)
        app.push(menu)
        frames(app, 2)
        while menu.ui.focus is not menu.learn:
            frames(app, 1, [key_event(pygame.K_DOWN)])
        frames(app, 1, [key_event(pygame.K_RETURN)])
        chooser = app.top
        assert isinstance(chooser, LessonsScene)
        while chooser.ui.focus is not chooser.lesson_buttons[lesson_id]:
            frames(app, 1, [key_event(pygame.K_DOWN)])
        frames(app, 1, [key_event(pygame.K_RETURN)])
        scene = app.top
        assert isinstance(scene, LessonScene)
        follow(app, scene, "keys", lambda: app.top is not scene)
        assert scene.completed and app.top is chooser
        progress = scene.lesson_table.progress
        assert progress.refused == []
        assert progress.nexts + progress.moves == scene.lesson.interactions
    finally:
        app.shutdown()


@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_a_lesson_takes_well_under_three_minutes(lesson_id: str) -> None:
    """At the normal speed: the deal, the opponents' thinking and every animation, plus time
    to read each text (8 s) and make each move (5 s)."""
    app = open_app("fr", "normal")
    try:
        scene = open_lesson(app, lesson_id)
        seconds = follow(app, scene, "mouse", lambda: app.top is not scene)
        steps = scene.lesson.steps
        reading = sum(8 if s.kind is StepKind.READ else 5 for s in steps)
        assert seconds < 60
        assert seconds + reading < 180
    finally:
        app.shutdown()


# -- wrong moves ------------------------------------------------------------------------------


def test_a_refused_bid_and_another_bid_are_explained_and_the_lesson_waits() -> None:
    app = open_app("en")
    try:
        scene = open_lesson(app, "rikiki")
        follow(app, scene, "mouse", at_step(scene, "lesson.rikiki.bid"))
        table = scene.lesson_table
        frames(app, 1, click_events(scene.bid_position(1)))  # forbidden to the dealer
        explanation = table.explanation
        assert explanation is not None and not explanation.legal
        assert explanation.rule == t("error.hook", bid=1, total=4)
        assert explanation.text == t("lesson.rikiki.bid.illegal")
        assert scene.panel_parts()["box"].height > 0
        frames(app, 120)
        assert table.taken == 3 and scene.step is not None
        assert scene.step.key == "lesson.rikiki.bid" and scene.awaiting() == 0
        frames(app, 1, click_events(scene.bid_position(3)))  # legal, not the lesson's
        explanation = table.explanation
        assert explanation is not None and explanation.legal
        assert explanation.rule == t("lesson.not_this_time")
        assert explanation.text == t("lesson.rikiki.bid.wrong")
        frames(app, 60)
        assert table.taken == 3 and table.state.bids[0] is None
        frames(app, 1, [key_event(pygame.K_2)])
        assert table.state.bids[0] == 2 and table.explanation is None
        assert table.progress.refused == ["hook", "lesson"]
    finally:
        app.shutdown()


def test_a_card_that_must_not_be_played_and_another_card_are_explained() -> None:
    i18n.set_language("fr")
    app = open_app("fr")
    try:
        scene = open_lesson(app, "rikiki")
        follow(app, scene, "mouse", at_step(scene, "lesson.rikiki.follow"))
        table = scene.lesson_table
        three = scene.card_position(parse_card("3D"))
        assert three is not None
        frames(app, 1, click_events(three))  # hearts were led and the player has some
        explanation = table.explanation
        assert explanation is not None and explanation.rule == "Vous devez fournir ♥"
        assert explanation.text == t("lesson.rikiki.follow.illegal")
        assert table.message == "Vous devez fournir ♥"
        seven = scene.card_position(parse_card("7H"))
        assert seven is not None
        frames(app, 1, click_events(seven))  # a heart, but it loses the trick
        explanation = table.explanation
        assert explanation is not None and explanation.legal
        assert explanation.text == t("lesson.rikiki.follow.wrong")
        frames(app, 60)
        assert table.taken == 7 and len(scene.view.hand_cards(scene.show.display)) == 4
        # The King the lesson asks for is outlined.
        king = scene.card_position(parse_card("KH"))
        assert king is not None
        assert any(r.collidepoint(king) for r in scene.highlight_rects())
        frames(app, 1, click_events(king))
        assert table.taken == 8 and table.explanation is None
    finally:
        app.shutdown()


def test_a_move_while_a_text_waits_to_be_read_asks_to_read_it() -> None:
    app = open_app("en")
    try:
        scene = open_lesson(app, "rikiki")
        follow(app, scene, "mouse", at_step(scene, "lesson.rikiki.hand"))
        pos = scene.card_position(parse_card("KH"))
        assert pos is not None
        frames(app, 1, click_events(pos))
        assert scene.lesson_table.message == t("lesson.press_next")
        assert scene.lesson_table.taken == 0 and scene.step is not None
        assert scene.step.key == "lesson.rikiki.hand"
    finally:
        app.shutdown()


def test_the_blind_round_is_played_by_clicking_the_hidden_card() -> None:
    app = open_app("en")
    try:
        scene = open_lesson(app, "tarot")
        follow(app, scene, "mouse", at_step(scene, "lesson.tarot.blind_bid"))
        assert scene.show.display.blind and scene.view.hand_cards(scene.show.display) == [HIDDEN]
        seen = [c for cards in scene.show.display.seen for c in cards]
        assert parse_card("21") in seen and parse_card("7") not in seen
        frames(app, 1, click_events(scene.bid_position(1)))  # the dealer's rule, blind too
        assert scene.lesson_table.progress.refused == ["hook"]
        follow(app, scene, "mouse", at_step(scene, "lesson.tarot.blind_play"))
        pos = scene.card_position(HIDDEN)
        assert pos is not None
        frames(app, 1, click_events(pos))
        assert scene.lesson_table.taken == 24
    finally:
        app.shutdown()


# -- leaving and playing again ------------------------------------------------------------------


@pytest.mark.parametrize("how", ["esc", "button"])
def test_skip_leaves_at_any_time_and_the_lesson_plays_again_from_the_start(how: str) -> None:
    app = open_app("en")
    try:
        scene = open_lesson(app, "tarot")
        chooser = app.stack[-2]
        follow(app, scene, "mouse", at_step(scene, "lesson.tarot.excuse"))
        if how == "esc":
            frames(app, 1, [key_event(pygame.K_ESCAPE)])
        else:
            frames(app, 1, click_events(scene.skip_button.rect.center))
        assert app.top is chooser and not scene.completed
        assert isinstance(chooser, LessonsScene)
        frames(app, 1, click_events(chooser.lesson_buttons["tarot"].rect.center))
        again = app.top
        assert isinstance(again, LessonScene) and again is not scene
        assert again.lesson_table.taken == 0 and again.lesson_table.index == 0
        frames(app, 1, [key_event(pygame.K_ESCAPE)])  # during the deal too
        assert app.top is chooser
        frames(app, 1, [key_event(pygame.K_ESCAPE)])
        assert isinstance(app.top, MenuScene)
    finally:
        app.shutdown()


# -- the screen -----------------------------------------------------------------------------------


def test_the_round_s_summary_waits_for_next() -> None:
    app = open_app("en", "normal")
    try:
        scene = open_lesson(app, "rikiki")
        follow(app, scene, "mouse", at_step(scene, "lesson.rikiki.score"))
        anim = scene.show.current
        assert anim is not None and anim.kind is AnimKind.ROUND_END
        frames(app, 600)  # ten seconds of reading: the summary stays
        anim = scene.show.current
        assert anim is not None and anim.kind is AnimKind.ROUND_END
        frames(app, 1, click_events(scene.layout.center.center))  # "Click to continue"
        assert scene.step is not None and scene.step.key == "lesson.rikiki.done"
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080), (1366, 768)])
@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_the_panel_covers_nothing_of_the_table(size: tuple[int, int], lesson_id: str) -> None:
    app = open_app("fr", size=size)
    try:
        scene = open_lesson(app, lesson_id)
        checked = 0

        def check() -> bool:
            nonlocal checked
            if scene.shown is None:
                return False
            lay = scene.layout
            hand = len(scene.view.hand_cards(scene.show.display))
            bids = len(scene.bid_options()) or None
            assert lay.overlaps(hand, bids) == []
            assert lay.width <= scene.panel.left and scene.panel.right <= size[0]
            parts = scene.panel_parts()
            rects = [*parts.values(), scene.skip_button.rect]
            if scene.next_button.visible:
                rects.append(scene.next_button.rect)
            rects = [r for r in rects if r.height > 0]
            for i, a in enumerate(rects):
                assert scene.panel.contains(a)
                assert not any(a.colliderect(b) for b in rects[i + 1 :]), (a, rects)
            body_size, _ = scene.body_lines(parts["body"].width, parts["body"].height)
            assert body_size >= 11  # legible
            checked += 1
            return app.top is not scene

        follow(app, scene, "mouse", check)
        assert checked > 10
    finally:
        app.shutdown()


def test_the_table_keeps_its_layout_beside_the_panel() -> None:
    app = open_app("en")
    try:
        scene = open_lesson(app, "rikiki")
        frames(app, 2)
        width = 1280 - scene.panel_width(1280, 720)
        assert scene.size == (width, 720)
        expected = compute_layout(width, 720, 4, 0, app.settings.card_scale, 13)
        assert scene.layout.hand_area == expected.hand_area
        app.resize((1024, 600))
        assert scene.size == (1024 - scene.panel_width(1024, 600), 600)
        assert scene.panel.right <= 1024 and scene.skip_button.rect.bottom <= 600
    finally:
        app.shutdown()


# -- the menu -----------------------------------------------------------------------------------


def test_the_first_start_offers_the_lessons_once() -> None:
    app = open_app("fr")
    try:
        assert not app.settings.lessons_offered
        menu = MenuScene(app)
        app.push(menu)
        frames(app, 2)
        assert menu.offer.visible and app.settings.lessons_offered
        assert menu.ui.focus is menu.new_game  # the keyboard still starts on New game
        app.back_to_menu()
        again = MenuScene(app)
        assert not again.offer.visible
        frames(app, 1, click_events(menu.learn.rect.center))
        assert isinstance(app.top, LessonsScene) and not menu.offer.visible
    finally:
        app.shutdown()
    assert load_settings().lessons_offered  # remembered


@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_the_lesson_s_name_and_steps_come_in_the_language_chosen(lesson_id: str) -> None:
    les = lesson(lesson_id)
    texts = {}
    for lang in LANGUAGES:
        i18n.set_language(lang)
        texts[lang] = [t(s.key) for s in les.steps]
    assert all(a != b for a, b in zip(texts["fr"], texts["en"], strict=True))
