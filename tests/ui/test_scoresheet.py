"""The score sheet: rows, running totals, exact bids, ranking, chart, export to PNG, and the
buttons at the end of a game."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.core.presets import CLASSIC, TAROT_AFRICAIN
from game.core.rules import Sequence
from game.core.state import Phase
from game.i18n import t
from game.platform.app import App
from game.play.local_table import LocalTable, TableOptions
from game.scenes.scoresheet import ScoreSheetScene, SheetData, SheetPainter, export_png
from game.scenes.table import TableScene, click_events, key_event
from game.ui.show import TableShow
from tests.ui.test_keeper_scene import draw_texts
from tests.ui.test_table import DT, custom, drive, final_sheet, make_app, small_bots


def finished(rules_name: str = "classic", seed: int = 3) -> SheetData:
    """The sheet of a game played to the end by bots, without a screen: the table's flow and
    its show driven by hand."""
    if rules_name == "classic":
        rules = custom(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(1, 2, 3, 2, 1))
        kinds = ["easy", "easy", "easy", "easy"]
    else:
        rules = TAROT_AFRICAIN
        kinds = ["easy", "easy", "easy"]
    names = ["Ana", "Ben", "Cid", "Dan"][: len(kinds)]
    table = LocalTable(rules, names, kinds, seed, TableOptions(speed=0.0, bots=small_bots))
    show = TableShow(speed=0.0)
    for _ in range(5000):
        for update in table.updates():
            show.feed(update.events, update.observation, update.private, update.listener)
        if show.latest.phase is Phase.OVER and not show.busy:
            assert show.display.totals == table.state.totals
            return SheetData.from_display(table.names, table.rules, show.display, True)
        show.update(DT)
        table.update(DT, not show.busy)
    raise AssertionError("the bots did not finish")


def test_sheet_data_of_a_finished_game() -> None:
    data = finished()
    assert data.final
    assert len(data.history) == 5
    assert data.totals == data.history[-1].totals
    for i, row in enumerate(data.history):
        for s in range(4):
            assert data.exact(i, s) == (row.bids[s] == row.tricks[s])
        # Running totals: each row adds its deltas to the previous row.
        prev = data.history[i - 1].totals if i else (0,) * 4
        assert row.totals == tuple(p + d for p, d in zip(prev, row.deltas, strict=True))
    ranks = [r for r, _, _ in data.standings]
    assert ranks == sorted(ranks) and ranks[0] == 1
    assert data.winners and data.standings[0][1] in data.winners


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (3840, 2160)])
def test_final_sheet_draws_at_every_size_with_confetti(size: tuple[int, int]) -> None:
    a = make_app(size=size)
    try:
        data = finished()
        calls: list[str] = []
        sheet = ScoreSheetScene(
            a,
            data,
            on_play_again=lambda: calls.append("again"),
            on_menu=lambda: calls.append("menu"),
        )
        a.push(sheet)
        assert sheet.confetti
        for _ in range(30):
            a.step(DT, [])
        buttons = [b.rect for b in sheet.buttons]
        screen = pygame.Rect(0, 0, *size)
        for i, r in enumerate(buttons):
            assert screen.contains(r)
            assert all(not r.colliderect(o) for o in buttons[i + 1 :])
        a.step(DT, click_events(sheet.again_button.rect.center))
        a.step(DT, click_events(sheet.menu_button.rect.center))
        assert calls == ["again", "menu"]
    finally:
        a.shutdown()


def test_export_png_into_the_user_data_folder(app: App, home: Path) -> None:
    data = finished()
    sheet = ScoreSheetScene(app, data)
    app.push(sheet)
    app.step(DT, click_events(sheet.export_button.rect.center))
    path = sheet.exported
    assert path is not None and path.is_file()
    assert home in path.parents
    assert sheet.message is not None and str(path) in sheet.message
    picture = pygame.image.load(str(path))
    assert picture.get_width() >= 1000 and picture.get_height() >= 500
    again = export_png(data, home / "elsewhere")
    assert again.parent == home / "elsewhere" and again.is_file()


def test_each_row_shows_what_the_round_earned(app: App) -> None:
    """A cell holds bid · tricks, the round's points (or lives lost) and the running total;
    a column too narrow for three parts keeps bid · tricks and the total."""
    data = finished()
    painter = SheetPainter(data, 1.0)
    wide = pygame.Rect(0, 0, 150, 28)
    left, middle, right = painter.cell_parts(wide)
    assert middle is not None
    assert left.right <= middle.left and middle.right <= right.left
    assert wide.contains(left.union(right))
    narrow = pygame.Rect(0, 0, 70, 28)
    left, middle, right = painter.cell_parts(narrow)
    assert middle is None and left.right <= right.left
    for row in data.history:
        for seat, delta in enumerate(row.deltas):
            text = painter.delta_text(row, seat)
            assert int(text) == delta
            assert text == "0" if delta == 0 else text.startswith(("+", "-"))
    # The screen draws them (4 players at 1280 × 720 leave room for three parts).
    sheet = ScoreSheetScene(app, data)
    app.push(sheet)
    app.step(DT, [])
    _, grid, _, _ = sheet.areas()
    col = painter.columns(grid)[3]
    assert painter.cell_parts(col)[1] is not None


def test_lives_sheet_and_eliminated_players() -> None:
    data = finished("tarot", seed=5)
    assert data.rules.uses_lives
    assert data.start == 5
    assert not all(data.alive)
    surf = SheetPainter(data, 1.0).render_full()
    assert surf.get_height() > 300


def test_between_rounds_sheet_scrolls_and_closes(app: App) -> None:
    scene = TableScene.local(
        app, CLASSIC, ["Ana", "Ben", "Cid"], ["human", "easy", "easy"], 2, bot_factory=small_bots
    )
    app.push(scene)
    drive(app, lambda: len(scene.show.display.history) >= 3 and app.top is scene, random.Random(1))
    app.step(DT, click_events(scene.button_position("scoresheet")))
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene) and not sheet.data.final
    assert not sheet.confetti
    app.step(DT, [key_event(pygame.K_UP)])
    app.step(DT, [key_event(pygame.K_DOWN)])
    assert sheet.scroll == sheet._max_scroll()
    app.step(DT, click_events(sheet.close_button.rect.center))
    assert app.top is scene


def test_play_again_and_main_menu_from_the_final_sheet(app: App) -> None:
    rules = custom(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(1, 2))
    scene = TableScene.local(
        app, rules, ["Ana", "Ben", "Cid"], ["human", "easy", "easy"], 2, bot_factory=small_bots
    )
    app.push(scene)
    drive(app, final_sheet(app), random.Random(1))
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    app.step(DT, click_events(sheet.again_button.rect.center))
    again = app.top
    assert isinstance(again, TableScene) and again is not scene
    assert again.table.names == scene.table.names and again.table.kinds == scene.table.kinds
    assert again.table.seed != scene.table.seed
    drive(app, final_sheet(app), random.Random(2))
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    app.step(DT, [key_event(pygame.K_ESCAPE)])
    assert type(app.top).__name__ == "MenuScene"


# -- lives: who went out when, and every mark explained (issue 34, item 9) --------------------


def lives_sheet() -> SheetData:
    """Tarot Africain, three players: Ben is out in round 1 with 0 lives, Alice in round 2
    with −3, Chloé wins with 5. The core ranks Alice above Ben: she stayed in longer."""
    from game.core.events import RoundResult
    from game.core.standings import standings

    names = ("Alice", "Ben", "Chloé")
    history = (
        RoundResult(0, 5, 0, None, None, (3, 0, 0), (0, 5, 0), (-3, -5, 0), (2, 0, 5)),
        RoundResult(1, 5, 1, None, None, (0, None, 0), (5, 0, 0), (-5, 0, 0), (-3, 0, 5)),
    )
    totals, alive = (-3, 0, 5), (False, False, True)
    return SheetData(
        names=names,
        rules=TAROT_AFRICAIN,
        history=history,
        totals=totals,
        alive=alive,
        standings=tuple(standings(history, totals, alive, (2,))),
        winners=(2,),
        final=True,
    )


def test_the_lives_ranking_says_when_each_player_went_out_and_how_it_ranks(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = lives_sheet()
    assert [seat for _, seat, _ in data.standings] == [2, 0, 1]
    app.push(ScoreSheetScene(app, data))
    app.step(DT, [])
    texts = draw_texts(app, monkeypatch).texts()
    assert "Out in round 2" in texts and "Out in round 1" in texts
    assert "5 lives" in texts
    assert not [text for text in texts if text.endswith((" lives", " life")) and "−" in text]
    assert "-3 lives" not in texts and "0 lives" not in texts
    assert t("score.ranking_rule.lives") in " ".join(texts)


def test_a_life_is_singular_and_out_is_said_in_words(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = lives_sheet()
    # Still in with 1 life, and out owing one: "1 life", never "1 lives".
    data = SheetData(
        data.names,
        data.rules,
        data.history,
        (1, -1, 5),
        (True, False, True),
        ((1, 2, 5), (2, 0, 1), (3, 1, -1)),
        None,
        False,
    )
    app.push(ScoreSheetScene(app, data))
    app.step(DT, [])
    texts = draw_texts(app, monkeypatch).texts()
    assert "1 life" in texts and "1 lives" not in texts
    assert "Out in round 1" in texts


def test_the_legend_explains_every_mark_on_the_sheet(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    for data in (lives_sheet(), finished()):
        sheet = ScoreSheetScene(app, data)
        app.push(sheet)
        app.step(DT, [])
        drawn = draw_texts(app, monkeypatch)
        _, grid, _, _ = sheet.areas()
        in_grid = {text for text, rect in drawn.lines if grid.contains(rect)}
        legend = " ".join(text for text, rect in drawn.lines if not grid.contains(rect))
        marks = {"✕": "out", "★": "tarot", "–": "no_trump", "↑": "turned_up"}
        for mark, key in marks.items():
            if any(mark in text for text in in_grid):
                assert t(f"score.legend.{key}") in legend, (mark, legend)
        assert t("score.legend_exact") in legend
        assert t("score.legend.cell") in legend  # what "2·1" means
        # A round a player sat out (out of the game) says so in words, not with a dot.
        assert "·" not in in_grid
        app.pop()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_round_column_is_as_wide_as_its_header(
    monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    app = make_app(size=size)
    app.settings.language = lang
    app.apply_settings()
    try:
        sheet = ScoreSheetScene(app, finished())
        app.push(sheet)
        app.step(DT, [])
        drawn = draw_texts(app, monkeypatch)
        painter = SheetPainter(sheet.data, sheet.scale)
        for key in ("score.round", "score.cards", "score.trump"):
            assert drawn.size_of(t(key)) == painter.px(painter.small_size), key
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (3840, 2160)])
def test_a_long_export_path_is_elided_clear_of_the_buttons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    exports = tmp_path.joinpath(*["a-rather-long-folder-name-for-the-exports"] * 5)
    app = make_app(size=size)
    try:
        sheet = ScoreSheetScene(app, finished(), export_folder=exports, on_play_again=lambda: None)
        app.push(sheet)
        app.step(DT, [])
        path = sheet.export()
        assert path is not None and path.parent == exports and path.exists()
        drawn = draw_texts(app, monkeypatch)
        shown = [(text, rect) for text, rect in drawn.lines if text.startswith("Saved to")]
        assert len(shown) == 1
        text, rect = shown[0]
        assert "…" in text and text.endswith(path.name)
        assert drawn.size_of(text) >= 11
        assert pygame.Rect(0, 0, *size).contains(rect)
        assert not any(rect.colliderect(b.rect) for b in sheet.buttons)
        assert rect.right <= sheet.buttons[0].rect.left
    finally:
        app.shutdown()
