"""The statistics screen and the table's part in it: a game finished at the table is counted
once (resumed, reopened or played again), the screen draws headless in both languages with
every filter, its charts really draw bars, reset asks first, a damaged file is reported, and
the keyboard reaches everything."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.core.presets import CLASSIC, TAROT_AFRICAIN
from game.core.records import GameRecord, record_from_state, record_rules
from game.core.rules import Sequence
from game.core.state import GameState
from game.platform import notices
from game.platform.app import App
from game.play.statistics import (
    load_stats,
    record_game,
    rules_key,
    select,
    stats_path,
    summarize,
)
from game.scenes.scoresheet import ScoreSheetScene
from game.scenes.statistics import ConfirmScene, StatisticsScene, decimal, percent
from game.scenes.table import TableScene, click_events, key_event
from game.ui import layout
from game.ui.table_view import GREEN_OK
from tests.ui.test_table import DT, custom, drive, final_sheet, small_bots

NAMES = ["Léa", "Tom", "Chloé", "Hugo"]
SHORT = custom(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(1, 2))


@pytest.fixture(autouse=True)
def _no_notice_leaks() -> Iterator[None]:
    notices.board.clear()
    yield
    notices.board.clear()


def data_folder(home: Path) -> Path:
    """The user data folder the conftest's ``home`` redirects to."""
    return home / "data"


def random_game(rules: object, names: list[str], seed: int) -> GameRecord:
    assert isinstance(rules, type(CLASSIC))
    rng = random.Random(seed)
    state = GameState.new(rules, len(names), seed=seed)
    actions = []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return record_from_state(state, names, actions)


def fill(folder: Path) -> None:
    """Games of two presets against several levels, one of them pass-and-play."""
    plans = [
        (CLASSIC, ["human", "easy", "easy"]),
        (CLASSIC, ["human", "hard", "normal"]),
        (CLASSIC, ["human", "human", "normal"]),
        (TAROT_AFRICAIN, ["human", "hard", "hard"]),
    ]
    for i in range(8):
        rules, kinds = plans[i % len(plans)]
        rec = random_game(rules, NAMES[: len(kinds)], 200 + i)
        assert record_game(rec, kinds, folder, ended=f"2025-01-{i + 1:02d}T12:00:00Z")


def show(app: App, scene: StatisticsScene) -> StatisticsScene:
    app.push(scene)
    app.step(DT, [])
    return scene


# -- recorded by the table ---------------------------------------------------------------------


def test_a_game_finished_at_the_table_is_counted_once_and_play_again_is_new(
    app: App, home: Path
) -> None:
    scene = TableScene.local(
        app, SHORT, NAMES[:3], ["human", "easy", "normal"], 4, bot_factory=small_bots
    )
    app.push(scene)
    drive(app, final_sheet(app), random.Random(1))
    stats = load_stats().stats
    assert len(stats.games) == 1
    (entry,) = stats.games
    state = scene.table.state
    assert (entry.player, entry.total, entry.opponents) == ("Léa", state.totals[0], "mixed")
    assert entry.rules == rules_key(SHORT)
    assert stats_path() == data_folder(home) / "statistics.json"
    finished = scene.table.record()
    # Play again: a new seed, a new game.
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    app.step(DT, click_events(sheet.again_button.rect.center))
    drive(app, final_sheet(app), random.Random(2))
    games = load_stats().stats.games
    assert len(games) == 2 and games[0].game != games[1].game
    # The first game's record opened again at the table (its end is notified again, as when
    # a game is resumed): not counted a second time.
    app.back_to_menu()
    reopened = TableScene.local(
        app, SHORT, NAMES[:3], scene.table.kinds, 4, record=finished, bot_factory=small_bots
    )
    app.push(reopened)
    drive(app, final_sheet(app), random.Random(3))
    assert reopened.table.finished and reopened.table.record() == finished
    assert len(load_stats().stats.games) == 2


def test_pass_and_play_at_the_table_counts_each_person(app: App) -> None:
    scene = TableScene.local(
        app, SHORT, NAMES[:3], ["human", "easy", "human"], 6, bot_factory=small_bots
    )
    app.push(scene)
    drive(app, final_sheet(app), random.Random(3))
    stats = load_stats().stats
    assert sorted(g.player for g in stats.games) == ["Chloé", "Léa"]
    for g in stats.games:
        assert g.total == scene.table.state.totals[g.seat]


def test_a_table_without_saving_writes_no_statistics(app: App, home: Path) -> None:
    scene = TableScene.local(
        app, SHORT, NAMES[:3], ["human", "easy", "easy"], 4, bot_factory=small_bots, save=False
    )
    app.push(scene)
    drive(app, final_sheet(app), random.Random(1))
    assert not stats_path(data_folder(home)).exists()


def test_a_failing_statistics_file_never_breaks_the_table(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object, **kwargs: object) -> bool:
        raise RuntimeError("boom")

    monkeypatch.setattr("game.play.statistics.record_game", broken)
    scene = TableScene.local(
        app, SHORT, NAMES[:3], ["human", "easy", "easy"], 4, bot_factory=small_bots
    )
    app.push(scene)
    drive(app, final_sheet(app), random.Random(1))
    assert scene.table.finished and isinstance(app.top, ScoreSheetScene)


# -- the screen --------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_empty_state_before_the_first_game(app: App, lang: str) -> None:
    app.settings.language = lang
    app.apply_settings()
    scene = show(app, StatisticsScene(app))
    assert not scene.has_data
    assert scene.empty_title.visible and scene.empty_hint.visible
    assert not scene.game.visible and not scene.player.visible
    assert not scene.reset_button.enabled
    assert app.top is scene and scene.ui.focus is scene.back_button
    assert scene.summary.games == 0
    # The hint fits its panel: wrapped, never cut.
    size, lines = scene.empty_hint.fitted()
    assert len(lines) >= 1 and size >= 12
    app.step(DT, [key_event(pygame.K_ESCAPE)])
    assert app.top is not scene


def _chart_pixels(app: App, rect: pygame.Rect, colour: tuple[int, ...], tol: int = 40) -> int:
    surf = app.screen
    n = 0
    for x in range(rect.left, rect.right, 2):
        for y in range(rect.top, rect.bottom, 2):
            c = surf.get_at((x, y))
            if all(abs(c[i] - colour[i]) <= tol for i in range(3)):
                n += 1
    return n


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_filter_draws_figures_that_match_the_model(app: App, home: Path, lang: str) -> None:
    folder = data_folder(home)
    fill(folder)
    app.settings.language = lang
    app.apply_settings()
    scene = show(app, StatisticsScene(app))
    assert scene.has_data and scene.game.visible
    stats = load_stats().stats
    seen: set[tuple[str, str, str]] = set()
    for _ in range(len(scene.game.options)):
        for _ in range(len(scene.level.options)):
            for _ in range(len(scene.player.options)):
                key, level, player = scene.game.value, scene.level.value, scene.player.value
                seen.add((key, level, player))
                expected = summarize(select(stats, key, level or None, player or None))
                assert scene.summary == expected
                assert scene.summary.games > 0, "a filter never offers an empty choice"
                app.step(DT, [])
                painter = scene.painter()
                tiles = painter.tiles()
                assert len(tiles) == 7 and all(value for _, value, _, _ in tiles)
                assert tiles[0][1] == str(expected.games)
                if expected.exact:
                    by_size = scene.chart_rects()[0]
                    assert _chart_pixels(app, by_size, GREEN_OK) > 20, "no exact-bid bar drawn"
                scene.player._go(1)
            scene.level._go(1)
        scene.game._go(1)
    keys = {k for k, _, _ in seen}
    assert keys == {"classic", "tarot-africain"}
    assert ("classic", "", "") in seen, "all players of a pass-and-play game together"
    assert "humans" not in {level for _, level, _ in seen}  # every game had a bot
    assert {level for k, level, _ in seen if k == "classic"} == {"", "easy", "mixed", "normal"}


def test_the_layout_has_no_overlap_at_small_and_large_sizes(home: Path) -> None:
    from tests.ui.test_table import make_app

    fill(data_folder(home))
    for size in ((1024, 600), (1280, 720), (1920, 1080)):
        app = make_app(size=size)
        try:
            scene = show(app, StatisticsScene(app))
            rects = scene.widget_rects()
            rects += [(f"tile{i}", r) for i, r in enumerate(scene.tile_rects())]
            rects += [(f"chart{i}", r) for i, r in enumerate(scene.chart_rects())]
            visible = [(n, r) for n, r in rects if "Panel" not in n]
            assert layout.overlaps(visible) == []
            assert layout.outside(visible, pygame.Rect(0, 0, *size)) == []
            assert all(r.height > 100 for r in scene.chart_rects())
        finally:
            app.shutdown()


def test_the_keyboard_reaches_every_filter_and_button(app: App, home: Path) -> None:
    fill(data_folder(home))
    scene = show(app, StatisticsScene(app))
    assert scene.ui.focus is scene.game
    first = scene.game.value
    app.step(DT, [key_event(pygame.K_RIGHT)])
    assert scene.game.value != first
    assert scene.summary == summarize(
        select(load_stats().stats, scene.game.value, None, scene.player.value or None)
    )
    order = []
    for _ in range(5):
        order.append(scene.ui.focus)
        app.step(DT, [key_event(pygame.K_TAB)])
    assert order == [
        scene.game,
        scene.level,
        scene.player,
        scene.reset_button,
        scene.back_button,
    ]
    app.step(DT, [key_event(pygame.K_DOWN)])  # arrows move too, from the filters to the tiles
    assert scene.ui.focus in (scene.reset_button, scene.back_button)
    scene.ui.set_focus(scene.back_button)
    app.step(DT, [key_event(pygame.K_RETURN)])
    assert app.top is not scene


def test_reset_asks_first_and_erases_only_when_confirmed(app: App, home: Path) -> None:
    fill(data_folder(home))
    count = len(load_stats().stats.games)
    assert count == 10  # 8 games, two of them with two people
    scene = show(app, StatisticsScene(app))
    scene.ui.set_focus(scene.reset_button)
    app.step(DT, [key_event(pygame.K_RETURN)])
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    assert confirm.ui.focus is confirm.no, "the safe answer is the default"
    app.step(DT, [key_event(pygame.K_RETURN)])  # Cancel
    assert app.top is scene and len(load_stats().stats.games) == count
    app.step(DT, click_events(scene.reset_button.rect.center))
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    app.step(DT, [key_event(pygame.K_ESCAPE)])
    assert app.top is scene and len(load_stats().stats.games) == count
    app.step(DT, click_events(scene.reset_button.rect.center))
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    app.step(DT, click_events(confirm.yes.rect.center))
    assert app.top is scene
    assert load_stats().stats.games == []
    assert not scene.has_data and scene.empty_title.visible
    assert scene.message is not None and not scene.reset_button.enabled
    app.step(DT, [])


def test_a_failed_reset_says_why(app: App, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fill(data_folder(home))
    scene = show(app, StatisticsScene(app))

    def refuse(folder: Path | None = None) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("game.scenes.statistics.reset_stats", refuse)
    scene.reset()
    assert scene.message is not None and "Permission denied" in scene.message
    assert scene.has_data
    app.step(DT, [])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_damaged_file_is_reported_on_the_screen(app: App, home: Path, lang: str) -> None:
    app.settings.language = lang
    app.apply_settings()
    folder = data_folder(home)
    folder.mkdir(parents=True, exist_ok=True)
    stats_path(folder).write_bytes(random.Random(5).randbytes(300))
    scene = show(app, StatisticsScene(app))
    (aside,) = folder.glob("statistics.json.damaged-*")
    assert scene.message is not None and aside.name in scene.message
    assert not scene.has_data
    # The screen says it itself: no second message over it.
    assert notices.board.pending == [] and app.notice is None
    # Told once: the fresh file is fine, the next visit says nothing.
    app.pop()
    again = show(app, StatisticsScene(app))
    assert again.message is None


def test_an_unreadable_file_is_said_and_left_alone(app: App, home: Path) -> None:
    folder = data_folder(home)
    stats_path(folder).mkdir(parents=True)  # a folder where the file should be
    scene = show(app, StatisticsScene(app))
    assert scene.message is not None and not scene.has_data
    assert stats_path(folder).is_dir() and not list(folder.glob("*.damaged-*"))


def test_numbers_follow_the_language(app: App) -> None:
    app.settings.language = "fr"
    app.apply_settings()
    assert percent(0.625) == "62\u202f%" or percent(0.625) == "63\u202f%"
    assert decimal(4.25) in ("4,2", "4,3") and decimal(2.0, sign=True) == "+2,0"
    app.settings.language = "en"
    app.apply_settings()
    assert percent(0.5) == "50%" and decimal(-1.5) == "−1.5"


def test_custom_rules_are_named_as_a_variant(app: App, home: Path) -> None:
    folder = data_folder(home)
    rec = random_game(SHORT, NAMES[:3], 9)
    assert record_rules(rec) == SHORT
    assert record_game(rec, ["human", "easy", "easy"], folder)
    scene = show(app, StatisticsScene(app))
    assert scene.game.value == rules_key(SHORT)
    label = scene.game.options[0][1]
    assert callable(label) and label() == "Custom rules"


def test_lives_below_zero_are_drawn_below_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    """A player out owing a life ended at −1: the chart of lives left shows −1, not 0."""
    from game.play.statistics import Summary
    from game.scenes.statistics import StatsPainter
    from game.ui import theme

    summary = Summary(
        games=3,
        wins=1,
        rounds=0,
        exact=0,
        scoring="lives",
        per_round=None,
        best=None,
        streak=0,
        by_size=(),
        scores=(-1, 2, 0),
        won=(False, True, False),
        diffs=(),
    )
    painter = StatsPainter(summary, 1.0)
    assert painter.scores_shown() == [-1, 2, 0]
    drawn: list[str] = []
    real = theme.render

    def render(text: str, size: int, *args: object, **kw: object) -> pygame.Surface:
        drawn.append(text)
        return real(text, size, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "render", render)
    surface = pygame.Surface((600, 400))
    painter.draw_scores(surface, pygame.Rect(0, 0, 600, 400))
    assert "−1" in drawn  # the axis reaches below 0
