"""The application frame: the loop with a fixed dt, the scene stack and its lifecycle, event
routing, the pause menu on Esc, window resizing and fullscreen — headless, no real time."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.cli.selftest import Driver
from game.platform.app import MAX_DT, App, make_icon
from game.platform.settings import Settings
from game.scenes.base import Scene
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.screens import new_app

ROOT = Path(__file__).resolve().parents[2]


class Probe(Scene):
    """A scene that writes down every call it gets."""

    def __init__(
        self,
        app: App,
        name: str,
        log: list[str],
        consume: bool = False,
        transparent: bool = False,
        pausable: bool = False,
    ) -> None:
        super().__init__(app)
        self.name = name
        self.log = log
        self.consume = consume
        self.transparent = transparent
        self.pausable = pausable
        self.dts: list[float] = []
        self.events: list[int] = []
        self.sizes: list[tuple[int, int]] = []

    def on_enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def on_exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def on_pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def on_resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def on_resize(self, width: int, height: int) -> None:
        self.sizes.append((width, height))

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.events.append(event.type)
        return self.consume

    def update(self, dt: float) -> None:
        self.dts.append(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"{self.name}.draw")


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("ASCENSEUR_HOME", str(tmp_path))
    a = new_app(Settings(language="en", animation_speed="instant"))
    yield a
    a.shutdown()


def key(k: int) -> list[pygame.event.Event]:
    return Driver.key_events(k)


def test_step_feeds_the_fixed_dt_to_the_top_scene_only(app: App) -> None:
    log: list[str] = []
    below, top = Probe(app, "below", log), Probe(app, "top", log)
    app.push(below)
    app.push(top)
    for _ in range(3):
        app.step(1 / 60, [])
    assert top.dts == [pytest.approx(1 / 60)] * 3
    assert below.dts == []
    assert app.frame == 3
    assert app.time == pytest.approx(3 / 60)


def test_a_long_frame_is_clamped(app: App) -> None:
    probe = Probe(app, "p", [])
    app.push(probe)
    app.step(2.5, [])
    assert probe.dts == [MAX_DT]


def test_lifecycle_hooks_in_order(app: App) -> None:
    log: list[str] = []
    a, b, c = Probe(app, "a", log), Probe(app, "b", log), Probe(app, "c", log)
    app.push(a)
    app.push(b)
    app.replace(c)
    app.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    assert app.stack == [a]
    assert a.sizes and a.sizes[0] == app.size  # laid out when it entered


def test_popping_the_last_scene_stops_the_app(app: App) -> None:
    app.push(Probe(app, "only", []))
    app.pop()
    assert not app.running


def test_unconsumed_events_go_down_to_the_first_opaque_scene(app: App) -> None:
    log: list[str] = []
    bottom = Probe(app, "bottom", log)
    middle = Probe(app, "middle", log)
    overlay = Probe(app, "overlay", log, transparent=True)
    for s in (bottom, middle, overlay):
        app.push(s)
    app.step(0.0, key(pygame.K_a))
    assert overlay.events == [pygame.KEYDOWN, pygame.KEYUP]
    assert middle.events == [pygame.KEYDOWN, pygame.KEYUP]
    assert bottom.events == []  # middle is opaque: the menu under a game never hears the keys


def test_a_consumed_event_stops_there(app: App) -> None:
    log: list[str] = []
    below = Probe(app, "below", log)
    overlay = Probe(app, "overlay", log, consume=True, transparent=True)
    app.push(below)
    app.push(overlay)
    app.step(0.0, key(pygame.K_a))
    assert below.events == []


def test_transparent_scenes_are_drawn_over_the_scene_below(app: App) -> None:
    log: list[str] = []
    app.push(Probe(app, "hidden", log))
    app.push(Probe(app, "game", log))
    app.push(Probe(app, "overlay", log, transparent=True))
    log.clear()
    app.step(0.0, [])
    assert log == ["game.draw", "overlay.draw"]


def test_window_close_quits(app: App) -> None:
    app.push(Probe(app, "p", []))
    app.step(0.0, [pygame.event.Event(pygame.QUIT)])
    assert not app.running


def test_esc_toggles_the_pause_menu_over_a_pausable_scene(app: App) -> None:
    log: list[str] = []
    game = Probe(app, "game", log, pausable=True)
    app.push(game)
    app.step(0.0, key(pygame.K_ESCAPE))
    assert isinstance(app.top, PauseScene)
    assert "game.pause" in log
    # Modal: keys do not reach the game while paused, and the game is not updated.
    game.events.clear()
    game.dts.clear()
    app.step(0.1, key(pygame.K_a))
    assert game.events == [] and game.dts == []
    app.step(0.0, key(pygame.K_ESCAPE))
    assert app.top is game
    assert [e for e in log if not e.endswith(".draw")][-1] == "game.resume"


def test_esc_does_not_pause_a_scene_that_is_not_pausable(app: App) -> None:
    app.push(Probe(app, "screen", []))
    app.step(0.0, key(pygame.K_ESCAPE))
    assert not isinstance(app.top, PauseScene)


def test_pause_quit_to_menu_pops_back_to_the_menu(app: App) -> None:
    log: list[str] = []
    menu = MenuScene(app)
    app.push(menu)
    game = Probe(app, "game", log, pausable=True)
    app.push(game)
    app.step(0.0, key(pygame.K_ESCAPE))
    pause = app.top
    assert isinstance(pause, PauseScene)
    Driver(app, lambda _: None).click(pause.quit_to_menu.rect.center)
    assert app.top is menu
    assert "game.exit" in log  # the game was told it ends (it saves itself there)


def test_pause_opens_the_rules_of_the_game_below(app: App) -> None:
    from game.core.presets import PRESETS
    from game.scenes.rules_screen import RulesScene

    game = Probe(app, "game", [], pausable=True)
    game.rules = PRESETS["whist22"]  # type: ignore[attr-defined]
    app.push(game)
    app.step(0.0, key(pygame.K_ESCAPE))
    pause = app.top
    assert isinstance(pause, PauseScene)
    pause.show_rules()
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.tab == "whist22"


def test_pause_shows_custom_rules_in_a_tab_of_their_own(app: App) -> None:
    from game.core.presets import PRESETS
    from game.scenes.rules_screen import GAME, RulesScene

    custom = PRESETS["classic"].model_copy(update={"must_trump": True, "name": "custom"})
    game = Probe(app, "game", [], pausable=True)
    game.rules = custom  # type: ignore[attr-defined]
    app.push(game)
    app.step(0.0, key(pygame.K_ESCAPE))
    pause = app.top
    assert isinstance(pause, PauseScene)
    pause.show_rules()
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.tab == GAME
    assert any("Must trump when void: Yes" in text for _, text in rules.blocks())


def test_resize_lays_every_scene_out_again(app: App) -> None:
    log: list[str] = []
    a, b = Probe(app, "a", log), Probe(app, "b", log)
    app.push(a)
    app.push(b)
    app.step(0.0, [pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=600, size=(1024, 600))])
    assert app.size == (1024, 600)
    assert a.sizes[-1] == (1024, 600) and b.sizes[-1] == (1024, 600)


def test_f11_toggles_fullscreen_and_back(app: App) -> None:
    app.push(Probe(app, "p", []))
    windowed = app.size
    app.step(0.0, key(pygame.K_F11))
    assert app.settings.fullscreen and app.is_fullscreen
    app.step(0.0, key(pygame.K_F11))
    assert not app.settings.fullscreen and not app.is_fullscreen
    assert app.size == windowed


def test_a_held_or_repeating_f11_toggles_fullscreen_once(app: App) -> None:
    """Switching may rebuild the window and lose the key's release: the key repeat that
    follows must not flip the screen back and forth."""
    app.push(Probe(app, "p", []))
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    for _ in range(5):
        app.step(0.0, [down])
    assert app.settings.fullscreen and app.is_fullscreen
    # The release, then a new press: back to the window.
    app.step(0.0, key(pygame.K_F11)[1:] + key(pygame.K_F11))
    assert not app.settings.fullscreen and not app.is_fullscreen


def test_run_loops_until_quit_and_returns_zero(app: App) -> None:
    class Quitter(Scene):
        frames = 0

        def update(self, dt: float) -> None:
            self.frames += 1
            if self.frames == 3:
                self.app.quit()

    scene = Quitter(app)
    app.push(scene)
    assert app.run() == 0
    assert scene.frames == 3
    assert app.stack == []  # shutdown exited every scene


def test_the_icon_is_drawn_in_code() -> None:
    pygame.display.init()
    icon = make_icon(32)
    assert icon.get_size() == (32, 32)
    assert icon.get_at((16, 16)).a == 255


def test_starting_the_menu_imports_neither_the_rules_engine_nor_the_bots() -> None:
    code = (
        "import os, sys; os.environ['SDL_VIDEODRIVER'] = 'dummy';"
        "import game.platform.app, game.scenes.menu;"
        "print(sorted(m for m in sys.modules if m.startswith(('game.core', 'game.ai'))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"


def test_main_knows_its_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    from game.__main__ import main

    assert main(["--help"]) == 0
    assert "--selftest" in capsys.readouterr().out
    assert main(["--nonsense"]) == 2
