"""``python -m game --selftest``: check an installation without a screen.

Forces SDL's dummy video and audio drivers (before pygame is imported), points every user
folder at a temporary directory, loads every asset (fonts, each card face in both languages
and both colour modes, the backs, the sounds), then plays a scripted game through every screen
by injecting keyboard and mouse events and stepping the app with a fixed ``dt``:

    menu → rules → settings (language switch) → menu → setup (preset, players, seats, deal
    code) → table → pause → table → … → score sheet at the end of the game

Exit status 0 when everything worked, 1 with a message naming the failing step otherwise.
``--verbose`` prints each step as it passes. Used by CI to smoke-test packaged builds.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from ..platform.app import App
    from ..scenes.base import Scene

#: Fixed frame time fed to the app.
DT = 1 / 60
#: Most frames the scripted game may take before it counts as stuck (bots are easy, animations
#: instant: a game of the chosen preset takes a few hundred).
MAX_GAME_FRAMES = 60_000
#: The scripted game: the quickest preset to play out, at its largest table.
PRESET = "rikiki"
PLAYERS = 8
DEAL_CODE = "SELFTEST"
#: Frames into the game after which the self-test quits to the menu and continues the save.
RESUME_AFTER = 300


class SelfTestError(Exception):
    """A step of the self-test failed; the message says which and why."""


def _force_headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


class Driver:
    """Injects events into an :class:`App` and steps it with a fixed dt."""

    def __init__(self, app: App, log: Callable[[str], None]) -> None:
        self.app = app
        self.log = log

    # -- events --------------------------------------------------------------------------------

    @staticmethod
    def key_events(key: int, unicode: str = "", mod: int = 0) -> list[pygame.event.Event]:
        """A key press and release."""
        import pygame

        return [
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0),
        ]

    def key(self, key: int, unicode: str = "", frames: int = 1) -> None:
        """Press a key, then let ``frames`` frames pass."""
        self.step(self.key_events(key, unicode))
        self.frames(frames - 1)

    def text(self, text: str) -> None:
        """Type text (a TEXTINPUT event)."""
        import pygame

        self.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])

    def click(self, pos: tuple[int, int]) -> None:
        """Move the mouse to ``pos`` and click the left button there."""
        import pygame

        self.step(
            [
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
            ]
        )

    def step(self, events: list[pygame.event.Event] | None = None) -> None:
        """One frame."""
        self.app.step(DT, events or [])

    def frames(self, n: int) -> None:
        """Let ``n`` frames pass without input."""
        for _ in range(max(0, n)):
            self.step()

    # -- checks --------------------------------------------------------------------------------

    def top(self) -> Scene:
        """The scene on top (fails when the stack is empty)."""
        from ..scenes.base import Scene

        top = self.app.top
        if top is None:
            raise SelfTestError("the scene stack is empty")
        if not isinstance(top, Scene):
            raise SelfTestError(f"{type(top).__name__} is not a screen of the game")
        return top

    def expect(self, name: str, what: str) -> Scene:
        """Fail unless the top scene's class is ``name``."""
        top = self.top()
        if type(top).__name__ != name:
            raise SelfTestError(f"{what}: expected the {name} on top, found {type(top).__name__}")
        self.log(f"ok  {what}")
        return top


# -- assets ----------------------------------------------------------------------------------


def check_assets(log: Callable[[str], None]) -> None:
    """Open every asset file the game uses."""
    import wave

    import pygame

    from .. import assets
    from ..platform.cardart import CardArt

    for bold in (False, True):
        pygame.font.Font(str(assets.font_path(bold=bold)), 20).render("Àé♣♦♥♠", True, (0, 0, 0))
    count = 0
    for lang in assets.LANGUAGES:
        for four in (False, True):
            for card in (*range(52), *range(52, 74)):
                path = assets.card_path(card, lang, four)
                pygame.image.load(str(path))
                count += 1
    for style in assets.BACKS:
        pygame.image.load(str(assets.back_path(style)))
    art = CardArt("fr", four_colour=True)
    art.face(51, 80)
    art.back(80)
    for name in assets.SOUNDS:
        with wave.open(str(assets.sound_path(name)), "rb") as w:
            if w.getnframes() <= 0:
                raise SelfTestError(f"the sound {name!r} is empty")
    from ..platform.audio import Audio

    Audio(volume=0.5, muted=False).play("click")
    log(
        f"ok  assets: 2 fonts, {count} card faces, {len(assets.BACKS)} backs, "
        f"{len(assets.SOUNDS)} sounds"
    )


# -- the scripted game -------------------------------------------------------------------------


def visit_menus(d: Driver) -> None:
    """Menu → rules → settings (language switch and back) → menu."""
    import pygame

    from ..scenes.menu import MenuScene

    menu = d.expect("MenuScene", "the menu shows")
    assert isinstance(menu, MenuScene)
    d.frames(2)
    # Rules: Down from "new game" (a greyed "continue" is skipped) to "rules", then Enter.
    for _ in range(len(menu.buttons)):
        if menu.ui.focus is menu.rules:
            break
        d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    d.expect("RulesScene", "menu → rules (keyboard)")
    for _ in range(7):
        d.key(pygame.K_DOWN)
        d.key(pygame.K_RETURN)
        d.key(pygame.K_PAGEDOWN)
    d.key(pygame.K_ESCAPE)
    d.expect("MenuScene", "rules → menu (Esc)")
    # Settings by mouse; switch the language and back.
    d.click(menu.settings.rect.center)
    settings = d.expect("SettingsScene", "menu → settings (mouse)")
    before = d.app.settings.language
    d.key(pygame.K_RIGHT)
    if d.app.settings.language == before:
        raise SelfTestError("settings: the language did not change")
    d.frames(2)
    d.key(pygame.K_LEFT)
    if d.app.settings.language != before:
        raise SelfTestError("settings: the language did not come back")
    d.log("ok  language switched and back")
    speed = getattr(settings, "speed", None)
    if speed is not None:
        speed.select("instant")
    d.key(pygame.K_ESCAPE)
    d.expect("MenuScene", "settings → menu (Esc)")


def visit_editor(d: Driver) -> None:
    """Menu → setup → the rules editor: change an option with the keyboard, save the rules as
    a rule set, use them, start a game with them and check the table plays them; then back
    to the menu through the pause menu."""
    import pygame

    from ..scenes.menu import MenuScene
    from ..scenes.rules_editor import RulesEditorScene
    from ..scenes.setup import SetupScene

    menu = d.top()
    assert isinstance(menu, MenuScene)
    d.click(menu.new_game.rect.center)
    setup = d.expect("SetupScene", "menu → setup, for the rules editor")
    assert isinstance(setup, SetupScene)
    d.click(setup.customise_button.rect.center)
    editor = d.expect("RulesEditorScene", "setup → customise the rules (mouse)")
    assert isinstance(editor, RulesEditorScene)
    d.click(editor.group_buttons["play"].rect.center)
    toggle = editor.rows["must_trump"].widget
    for _ in range(60):
        if editor.ui.focus is toggle:
            break
        d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    if editor.editor.value("must_trump") is not True:
        raise SelfTestError("editor: must-trump was not switched on by the keyboard")
    d.click(editor.name_field.rect.center)
    d.text("Selftest")
    d.click(editor.save_button.rect.center)
    if editor.store.find("Selftest") is None:
        raise SelfTestError(f"editor: the rule set was not saved ({editor.message})")
    d.log("ok  editor: must-trump on, saved as a rule set")
    d.click(editor.use_button.rect.center)
    d.expect("SetupScene", "editor → setup (use these rules)")
    if setup.rules.name != "Selftest" or not setup.rules.must_trump:
        raise SelfTestError(f"setup: plays {setup.rules.name!r}, not the saved rule set")
    d.click(setup.start_button.rect.center)
    table = d.expect("TableScene", "setup → table with the rule set")
    rules = getattr(getattr(table, "table", None), "rules", None)
    if getattr(rules, "name", None) != "Selftest":
        raise SelfTestError("table: the game does not play the saved rule set")
    d.frames(5)
    d.key(pygame.K_ESCAPE)
    d.expect("PauseScene", "table → pause (Esc)")
    pause = d.top()
    d.click(pause.quit_to_menu.rect.center)  # type: ignore[attr-defined]
    d.expect("MenuScene", "pause → menu (quit to menu)")


def setup_game(d: Driver) -> None:
    """Menu → setup; choose the preset, the number of players, seat kinds, a deal code;
    then start."""
    import pygame

    from ..scenes.menu import MenuScene
    from ..scenes.setup import SetupScene

    menu = d.top()
    assert isinstance(menu, MenuScene)
    d.click(menu.new_game.rect.center)
    setup = d.expect("SetupScene", "menu → setup (mouse)")
    assert isinstance(setup, SetupScene)
    d.click(setup.preset_buttons[PRESET].rect.center)
    if setup.preset_id != PRESET:
        raise SelfTestError(f"setup: clicking the {PRESET} preset did not select it")
    d.click(setup.count_choice.rect.center)
    setup.ui.set_focus(setup.count_choice)
    for _ in range(PLAYERS):
        d.key(pygame.K_RIGHT)
    if setup.count != min(PLAYERS, setup.rules.max_players):
        raise SelfTestError(f"setup: {setup.count} players instead of {PLAYERS}")
    # Two people passing the device (hand-off screens) and easy bots: seat 0 is a person
    # already; seat 1 goes normal → easy → human by its left arrow; the others to easy.
    for seat in range(1, setup.count):
        d.click(setup.kind_choices[seat].arrows()[0].center)
    setup.ui.set_focus(setup.kind_choices[1])
    d.key(pygame.K_LEFT)
    expected = ["human", "human"] + ["easy"] * (setup.count - 2)
    if setup.kinds[: setup.count] != expected:
        raise SelfTestError(f"setup: seat kinds are {setup.kinds[: setup.count]}")
    d.click(setup.name_fields[1].rect.center)
    d.key(pygame.K_END)
    d.key(pygame.K_BACKSPACE)
    d.text("é")
    d.click(setup.code_field.rect.center)
    d.text(DEAL_CODE)
    args = setup.table_args()
    d.log(f"ok  setup: {PRESET}, {len(args.names)} players {args.names}, seed {args.seed}")
    try:
        import importlib

        importlib.import_module("game.scenes.table")
    except ImportError as exc:
        raise SelfTestError(
            f"the table scene is missing (game/scenes/table.py: {exc}): stopped after setup"
        ) from None
    d.click(setup.start_button.rect.center)
    # The rules editor's game is saved: a new game asks before replacing it.
    ask = d.expect("ConfirmScene", "setup → replace the game in progress? (Start)")
    d.click(ask.yes.rect.center)  # type: ignore[attr-defined]
    d.expect("TableScene", "setup → table (Replace)")


def play_game(d: Driver) -> None:
    """Play to the final score sheet: the people's moves are clicks on random legal cards and
    bids (the table's :func:`autoplay_events`), hand-offs are confirmed, the bots play
    themselves. On the way: pause and resume, then quit to the menu mid-game and continue
    the saved game from there."""
    import random

    import pygame

    from ..scenes.menu import MenuScene
    from ..scenes.pause import PauseScene
    from ..scenes.table import autoplay_events

    rng = random.Random(DEAL_CODE)
    d.frames(3)
    for _ in range(120):  # confirm the first hand-off (it takes input after a short delay)
        if type(d.top()).__name__ != "HandoffScene":
            break
        d.step(autoplay_events(d.app, rng=rng))
    d.expect("TableScene", "the table shows")
    d.key(pygame.K_ESCAPE)
    d.expect("PauseScene", "table → pause (Esc)")
    d.key(pygame.K_ESCAPE)
    if type(d.top()).__name__ == "HandoffScene":  # the table asks for the device at once
        d.expect("HandoffScene", "pause → table (Esc), which asks to pass the device")
    else:
        d.expect("TableScene", "pause → table (Esc)")
    start = time.perf_counter()
    handoffs = 0
    resumed = False
    for frame in range(MAX_GAME_FRAMES):
        events = autoplay_events(d.app, rng=rng)
        handoffs += type(d.top()).__name__ == "HandoffScene" and bool(events)
        d.step(events)
        name = type(d.top()).__name__
        if name == "ScoreSheetScene" and _game_over(d.app):
            d.log(
                f"ok  game played to the end in {frame + 1} frames "
                f"({time.perf_counter() - start:.1f} s, {handoffs} hand-offs)"
            )
            d.expect("ScoreSheetScene", "the final score sheet shows")
            d.frames(5)
            return
        if name not in ("TableScene", "HandoffScene", "ScoreSheetScene"):
            raise SelfTestError(f"during the game an unexpected {name} came on top")
        if name == "ScoreSheetScene":
            d.key(pygame.K_ESCAPE)  # a score sheet shown between rounds: back to the table
        elif name == "TableScene" and not resumed and frame >= RESUME_AFTER:
            resumed = True
            d.key(pygame.K_ESCAPE)
            pause = d.expect("PauseScene", "mid-game pause")
            assert isinstance(pause, PauseScene)
            d.click(pause.quit_to_menu.rect.center)
            menu = d.expect("MenuScene", "pause → quit to the menu")
            assert isinstance(menu, MenuScene)
            d.frames(1)
            if not menu.continue_.enabled:
                raise SelfTestError("the game left mid-way cannot be continued")
            d.click(menu.continue_.rect.center)
            d.expect("TableScene", "menu → continue the saved game")
    raise SelfTestError(f"the game did not end within {MAX_GAME_FRAMES} frames")


def back_to_menu(d: Driver) -> None:
    """From the final score sheet to the menu, where nothing is left to continue."""
    import pygame

    from ..scenes.menu import MenuScene

    d.key(pygame.K_ESCAPE)
    menu = d.expect("MenuScene", "score sheet → menu (Esc)")
    assert isinstance(menu, MenuScene)
    d.frames(1)
    if menu.continue_.enabled:
        raise SelfTestError("a finished game is still offered to continue")


def visit_keeper(d: Driver) -> None:
    """Menu → score keeper → new game (the set-up's defaults) → one round entered with the
    keyboard: bids, a wrong tricks total refused, the right one accepted → the list → menu."""
    import pygame

    from ..scenes.keeper import KeeperRoundScene
    from ..scenes.keeper_list import KeeperScene
    from ..scenes.keeper_setup import KeeperSetupScene
    from ..scenes.menu import MenuScene

    menu = d.expect("MenuScene", "back on the menu")
    assert isinstance(menu, MenuScene)
    d.click(menu.keeper.rect.center)
    listing = d.expect("KeeperScene", "menu → score keeper (mouse)")
    assert isinstance(listing, KeeperScene)
    d.click(listing.new_button.rect.center)
    setup = d.expect("KeeperSetupScene", "score keeper → new game")
    assert isinstance(setup, KeeperSetupScene)
    d.click(setup.start_button.rect.center)
    scene = d.expect("KeeperRoundScene", "score keeper: the first round")
    assert isinstance(scene, KeeperRoundScene)
    game = scene.game
    size = game.state.hand_size
    digit = {n: getattr(pygame, f"K_{n}") for n in range(10)}
    for seat in game.state.bid_order:
        bid = next(n for n in range(size + 1) if game.bid_problem(seat, n) is None)
        d.key(digit[bid], str(bid))
        d.key(pygame.K_RETURN)
    if game.state.phase.name != "PLAY":
        raise SelfTestError("score keeper: the bids were not all taken")
    # Tricks as the number buttons enter them: one too many first (refused, nothing kept).
    wrong = [min(1, size)] * 2 + [0] * (game.players - 2)
    wrong[0] = size
    for seat, n in enumerate(wrong):
        scene.select(seat)
        scene.press_number(n)
        d.frames(1)
    scene.confirm_tricks()
    d.frames(1)
    if game.state.round_index != 0 or scene.message is None:
        raise SelfTestError("score keeper: a wrong tricks total was accepted")
    d.log(f"ok  score keeper: wrong total refused ({scene.message})")
    scene.select(1)
    scene.press_number(0)
    d.key(pygame.K_RETURN)
    if game.state.round_index != 1 or not game.state.history:
        raise SelfTestError("score keeper: the round was not scored")
    d.log(f"ok  score keeper: round 1 scored {list(game.state.history[0].deltas)}")
    d.key(pygame.K_ESCAPE)
    d.expect("KeeperScene", "score keeper round → list (Esc)")
    d.key(pygame.K_ESCAPE)
    d.expect("MenuScene", "score keeper → menu (Esc)")


def visit_statistics(d: Driver) -> None:
    """Menu → statistics: the game just finished is counted, the three charts draw, the
    filters move with the keyboard; Esc goes back."""
    import pygame

    from ..scenes.menu import MenuScene
    from ..scenes.statistics import StatisticsScene

    menu = d.expect("MenuScene", "back on the menu")
    assert isinstance(menu, MenuScene)
    d.click(menu.statistics.rect.center)
    stats = d.expect("StatisticsScene", "menu → statistics (mouse)")
    assert isinstance(stats, StatisticsScene)
    d.frames(2)
    if not stats.has_data or stats.summary.games < 1:
        raise SelfTestError("statistics: the finished game was not counted")
    if len(stats.chart_rects()) != 3:
        raise SelfTestError("statistics: the three charts are not all drawn")
    d.log(f"ok  statistics: {stats.summary.games} game, {stats.summary.rounds} rounds")
    d.key(pygame.K_TAB)
    d.key(pygame.K_RIGHT)
    d.frames(1)
    d.key(pygame.K_ESCAPE)
    d.expect("MenuScene", "statistics → menu (Esc)")


def _game_over(app: App) -> bool:
    for scene in app.stack:
        if getattr(scene, "over", None) is True:
            return True
        state = getattr(scene, "state", None)
        if getattr(state, "is_over", False) is True:
            return True
    return False


def run(verbose: bool = False) -> None:
    """The whole self-test; raises :class:`SelfTestError` (or any exception) on failure."""
    _force_headless()

    def log(message: str) -> None:
        if verbose:
            print(message, flush=True)

    with tempfile.TemporaryDirectory(prefix="ascenseur-selftest-") as home:
        os.environ["ASCENSEUR_HOME"] = home
        import pygame

        pygame.display.init()
        pygame.font.init()
        check_assets(log)
        from ..platform.settings import Settings
        from ..scenes.menu import MenuScene
        from ..scenes.screens import new_app

        app = new_app(Settings(language="fr", animation_speed="instant"))
        app.recover_crashes = False  # a bug must fail the self-test, not show the crash screen
        try:
            d = Driver(app, log)
            app.push(MenuScene(app))
            d.frames(1)
            visit_menus(d)
            visit_editor(d)
            setup_game(d)
            play_game(d)
            back_to_menu(d)
            visit_statistics(d)
            visit_keeper(d)
            log(f"ok  {app.frame} frames in all; settings saved in {Path(home).name}")
        finally:
            app.shutdown()
            pygame.quit()


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m game --selftest [--verbose]``."""
    args = sys.argv[1:] if argv is None else argv
    verbose = "--verbose" in args or "-v" in args
    start = time.perf_counter()
    try:
        run(verbose)
    except SelfTestError as exc:
        print(f"selftest FAILED: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:
        traceback.print_exc()
        print(f"selftest FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    print(f"selftest passed in {time.perf_counter() - start:.1f} s")
    return 0
