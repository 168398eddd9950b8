"""The end-of-round summary (issue 34, item 10): at every animated speed it stays until the
player clicks or presses a key, as its last line says; at the "instant" speed nothing waits."""

from __future__ import annotations

import pygame
import pytest

from game.core.presets import CLASSIC
from game.core.rules import Sequence
from game.scenes.table import TableScene, click_events, key_event
from game.ui.show import AnimKind
from tests.ui.test_table import DT, NAMES, custom, drive, make_app, small_bots, start

RULES = custom(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(1, 2))


def _summary_up(scene: TableScene) -> bool:
    anim = scene.show.current
    return anim is not None and anim.kind is AnimKind.ROUND_END


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
@pytest.mark.parametrize("dismiss", ["click", "enter"])
def test_the_round_summary_waits_for_the_player_at_every_animated_speed(
    speed: str, dismiss: str
) -> None:
    app = make_app(speed=speed)
    try:
        scene = start(app, RULES, ["human", "easy", "easy"], seed=1)
        drive(app, lambda: _summary_up(scene))
        actions = len(scene.table.recorder.actions)
        for _ in range(20 * 60):  # twenty seconds
            app.step(DT, [])
        assert _summary_up(scene) and scene.show.waiting
        assert scene.view.summary_footer(scene.model()).startswith(
            "Click or press Enter to continue"
        )
        assert len(scene.table.recorder.actions) == actions  # the next deal waits too
        if dismiss == "click":
            app.step(DT, click_events(scene.layout.center.center))
        else:
            app.step(DT, [key_event(pygame.K_RETURN)])
        app.step(DT, [])
        assert not _summary_up(scene)
    finally:
        app.shutdown()


def test_at_instant_speed_the_round_summary_does_not_wait() -> None:
    app = make_app(speed="instant")
    try:
        scene = start(app, RULES, ["human", "easy", "easy"], seed=1)
        drive(app, lambda: len(scene.table.state.history) == 1)
        app.step(DT, [])
        assert not _summary_up(scene) and not scene.show.waiting
    finally:
        app.shutdown()


def test_a_screen_that_holds_the_summary_its_own_way_can_let_it_close_by_itself() -> None:
    """A screen built on the table that keeps the summary up itself (a lesson waits for its
    Next) turns the wait off: the summary then closes on its own, as before."""

    class OwnPace(TableScene):
        summary_waits = False

    app = make_app(speed="fast")
    try:
        kinds = ["human", "easy", "easy"]
        scene = OwnPace.local(app, RULES, NAMES[:3], kinds, 1, bot_factory=small_bots)
        app.push(scene)
        drive(app, lambda: _summary_up(scene))
        for _ in range(5 * 60):
            app.step(DT, [])
        assert not _summary_up(scene)
        assert scene.view.summary_footer(scene.model()) == ""
    finally:
        app.shutdown()
