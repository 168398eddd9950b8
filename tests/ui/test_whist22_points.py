"""Whist 22 counts points (14 each, down to 0), not lives: no ♥ and no "lives" on the table,
the score sheet or the rules screen — while Tarot Africain, scored the same way, says lives."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.core.presets import TAROT_AFRICAIN, WHIST22
from game.core.rules import Rules
from game.platform.app import App
from game.scenes.rules_screen import rules_blocks
from game.scenes.scoresheet import SheetData, SheetPainter
from game.scenes.table import TableScene
from game.ui import theme
from tests.ui.test_table import DT, make_app, small_bots


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every line of text rendered while the fixture is active."""
    texts: list[str] = []
    original = theme.render

    def spy(text: str, *args: object, **kwargs: object) -> object:
        texts.append(text)
        return original(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "render", spy)
    yield texts


def test_whist22_counts_points_and_tarot_africain_lives() -> None:
    assert WHIST22.uses_lives and not WHIST22.counts_lives
    assert TAROT_AFRICAIN.uses_lives and TAROT_AFRICAIN.counts_lives


def table_texts(app: App, rules: Rules, drawn: list[str]) -> list[str]:
    scene = TableScene.local(
        app, rules, ["Ann", "Bob", "Cy"], ["human", "easy", "easy"], 4, bot_factory=small_bots
    )
    app.push(scene)
    for _ in range(5):
        app.step(DT, [])
    drawn.clear()
    app.draw()
    return list(drawn)


def test_the_table_shows_whist22_points_without_hearts(drawn: list[str]) -> None:
    app = make_app()
    try:
        texts = table_texts(app, WHIST22, drawn)
        assert "14 pts" in texts
        assert not [t for t in texts if "♥" in t or "Lives" in t]
        app.pop()
        texts = table_texts(app, TAROT_AFRICAIN, drawn)
        assert "♥ 5" in texts and "Lives" in texts
    finally:
        app.shutdown()


def sheet_texts(rules: Rules, drawn: list[str]) -> list[str]:
    data = SheetData(
        names=("Ann", "Bob", "Cy"),
        rules=rules,
        history=(),
        totals=(14, 14, 14),
        alive=(True, True, True),
        standings=((1, 0, 14), (1, 1, 14), (1, 2, 14)),
        winners=None,
        final=False,
    )
    drawn.clear()
    SheetPainter(data, 1.0).render_full()
    return list(drawn)


def test_the_score_sheet_says_points_for_whist22(drawn: list[str]) -> None:
    app = make_app()  # fonts and the display
    try:
        texts = sheet_texts(WHIST22, drawn)
        assert "total" in texts and "14 points" in texts
        assert not [t for t in texts if "lives" in t.lower()]
        texts = sheet_texts(TAROT_AFRICAIN, drawn)
        assert "lives" in texts
    finally:
        app.shutdown()


def test_the_rules_screen_says_points_for_whist22() -> None:
    whist = " ".join(str(b) for b in rules_blocks(WHIST22, "whist22"))
    tarot = " ".join(str(b) for b in rules_blocks(TAROT_AFRICAIN, "tarot-africain"))
    assert "Points at the start" in whist and "Lives at the start" not in whist
    assert "Lives at the start" in tarot
