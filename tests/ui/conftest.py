"""Fixtures shared by the table tests: a private user folder and a headless app.

A test module that needs another ``home`` or ``app`` defines its own, which takes precedence.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.platform.app import App
from game.ui import theme


@pytest.fixture(autouse=True)
def _crashes_fail_tests(monkeypatch: pytest.MonkeyPatch) -> None:
    """An exception in a scene fails the test instead of showing the crash screen
    (tests/ui/test_crash.py turns recovery back on)."""
    monkeypatch.setattr(App, "recover_crashes", False)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every UI test writes its settings, saves and logs under its own temporary folder."""
    monkeypatch.setenv("ASCENSEUR_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app() -> Iterator[App]:
    """An app at instant animation speed, 1280×720 (see ``tests.ui.test_table.make_app``)."""
    from tests.ui.test_table import make_app

    a = make_app()
    yield a
    a.shutdown()


@pytest.fixture
def texts_drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line of text drawn from now on with ``theme.blit_text``, in order (clear the list
    to look at one frame)."""
    said: list[str] = []
    real = theme.blit_text

    def spy(surface: pygame.Surface, text: str, *args: object, **kw: object) -> pygame.Rect:
        said.append(text)
        return real(surface, text, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "blit_text", spy)
    return said
