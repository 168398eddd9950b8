"""The application: one window, one loop, a stack of scenes.

    app = App(screens=Screens(menu=MenuScene, pause=PauseScene, crash=CrashScene))
    app.push(MenuScene(app))
    app.run()            # dt = clock.tick(60) / 1000 → events → update(dt) → draw → flip

The app knows the screens only through :class:`SceneLike` (what it drives) and the
:class:`Screens` it is given at start-up (the menu, the pause menu, the crash screen it opens
itself): ``game.platform`` imports nothing from ``game.scenes``, whose screens see the app
through their own small protocol (:class:`game.scenes.base.Shell`).

Tests and the self-test drive it without a clock: ``app.step(dt, events)`` runs one frame with
the events given. The window is resizable (1280×720 by default, 1024×600 at least), F11 toggles
fullscreen, closing the window quits. Heavy things are imported lazily — card art and sounds on
first use, the rules engine and the bots when a game starts — so the menu shows at once.

Scene stack rules (see :mod:`game.scenes.base`): events go to the top scene, then down while
unconsumed, stopping after the first opaque scene; only the top scene is updated; drawing starts
at the highest opaque scene. An Esc nobody used over a ``pausable`` scene opens the pause menu.
"""

from __future__ import annotations

import gc
import logging
import os
import time
import traceback
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol

import pygame

from ..i18n import t
from ..ui import theme
from ..ui.toast import draw_toast
from . import notices
from .debug_layout import probe_from_env
from .files import log_dir
from .settings import Settings, load_settings, save_settings

if TYPE_CHECKING:
    from ..core.records import GameRecord
    from .cardart import CardArt

log = logging.getLogger(__name__)

TITLE = "Ascenseur"
DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (1024, 600)
FPS = 60
#: A second F11 press sooner than this without a release in between is the key repeating.
F11_REPEAT = 0.6
#: Longest frame fed to the scenes: after a stall (window dragged, debugger) animations resume
#: instead of jumping to their end.
MAX_DT = 0.1
#: Set to 1 to quit right after the first frame is on screen, printing that moment on the
#: ``time.perf_counter`` clock (bench/bench_startup.py times the start-up with it).
EXIT_AFTER_FIRST_FRAME_ENV = "ASCENSEUR_EXIT_AFTER_FIRST_FRAME"
#: Seconds a notice stays over the screen (a click on it dismisses it sooner); it fades out
#: over the last of them.
NOTICE_SECONDS = 9.0
NOTICE_FADE = 0.8
#: A second crash this soon (seconds of game time) after recovering from one is a crash loop
#: (the crash screen or the menu itself failing): the app gives up and closes.
CRASH_LOOP_SECONDS = 1.0


class SoundPlayer(Protocol):
    """What the app needs from :class:`game.platform.audio.Audio`."""

    def play(self, name: str) -> None: ...


@dataclass(frozen=True, slots=True)
class HeldGame:
    """A game in progress that a screen holds and saves as it goes, as the crash screen names
    it: a game at the table (``table``: saved after every action, Continue resumes it) or a
    score keeper evening (``keeper``: saved after every entry)."""

    kind: Literal["table", "keeper"]
    #: The game's name as the menu says it ("Whist 22", a rule set's own name).
    name: str


class SceneLike(Protocol):
    """What the app needs of a screen (:class:`game.scenes.base.Scene` implements it)."""

    #: The screen below is drawn first (overlays).
    transparent: bool
    #: Esc, when the screen does not use it, opens the pause menu over it.
    pausable: bool
    #: The home screen (the main menu): "back to the menu" returns to it.
    home: bool

    def on_enter(self) -> None: ...

    def on_exit(self) -> None: ...

    def on_pause(self) -> None: ...

    def on_resume(self) -> None: ...

    def on_resize(self, width: int, height: int) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def crash_record(self) -> GameRecord | None: ...

    def held_game(self) -> HeldGame | None: ...


@dataclass(frozen=True, slots=True)
class Screens:
    """The screens the app opens by itself, made when needed: the main menu (Back to the
    menu, after a crash), the pause menu (Esc over a game) and the crash screen (the crash
    report's path or None, and the games in progress that were saved)."""

    menu: Callable[[App], SceneLike]
    pause: Callable[[App], SceneLike]
    crash: Callable[[App, Path | None, tuple[HeldGame, ...]], SceneLike]


class _Silent:
    """Stand-in when the audio module cannot be loaded."""

    volume = 0.0
    muted = True

    def play(self, name: str) -> None:
        pass


def _settle_heap() -> None:
    """Move every object alive now (modules, the scene just made, the caches) out of the
    cyclic garbage collector's reach. A full collection walks every tracked object, and the
    bots' searches allocate enough to start one every second or so: with the whole program in
    the heap each one paused a frame for 20–50 ms (bench/bench_frames.py). What is frozen is
    still freed by reference counting when it goes."""
    gc.freeze()


def make_icon(size: int = 64) -> pygame.Surface:
    """The window icon, drawn in code: an ivory card with a gold "lift" arrow on felt."""
    k = 4  # drawn large, then scaled down smoothly
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    s = size * k
    pygame.draw.rect(big, theme.FELT, (0, 0, s, s), border_radius=s // 5)
    pygame.draw.rect(big, theme.FELT_DARK, (0, 0, s, s), width=s // 24, border_radius=s // 5)
    card = pygame.Rect(0, 0, round(s * 0.52), round(s * 0.72))
    card.center = (s // 2, s // 2)
    shadow = card.move(s // 40, s // 30)
    pygame.draw.rect(big, (0, 0, 0, 90), shadow, border_radius=s // 14)
    pygame.draw.rect(big, theme.FIELD, card, border_radius=s // 14)
    pygame.draw.rect(big, theme.GOLD_DARK, card, width=max(1, s // 64), border_radius=s // 14)
    cx = card.centerx
    top = card.top + card.height * 0.16
    mid = card.top + card.height * 0.5
    bottom = card.bottom - card.height * 0.16
    half = card.width * 0.34
    pygame.draw.polygon(big, theme.DANGER, [(cx, top), (cx + half, mid), (cx - half, mid)])
    stem = card.width * 0.13
    pygame.draw.rect(big, theme.DANGER, (cx - stem, mid - 1, 2 * stem, bottom - mid + 1))
    return pygame.transform.smoothscale(big, (size, size))


class App:
    """The window, the settings, the shared services and the scene stack."""

    #: Recover from an exception in a scene (crash screen, back to the menu) instead of
    #: raising it. The test suite and the self-test turn it off so that a bug fails loudly.
    recover_crashes: bool = True

    def __init__(
        self,
        settings: Settings | None = None,
        size: tuple[int, int] = DEFAULT_SIZE,
        audio: SoundPlayer | None = None,
        *,
        screens: Screens | None = None,
    ) -> None:
        self.settings = load_settings() if settings is None else settings
        #: The menu, pause and crash screens (None: an app of one screen, as some tests use:
        #: Esc opens nothing, going back to the menu stops it, a crash is raised).
        self.screens = screens
        self.stack: list[SceneLike] = []
        self.running = True
        self.frame = 0
        #: Seconds of game time fed to :meth:`step` so far.
        self.time = 0.0
        self._audio: SoundPlayer | None = audio
        self._art: CardArt | None = None
        self._windowed_size = (max(size[0], 1), max(size[1], 1))
        self._f11_held = False
        self._f11_last = 0.0
        pygame.display.init()
        pygame.font.init()
        self._apply_language()
        pygame.display.set_icon(make_icon())
        self.screen = self._open_window(self.settings.fullscreen)
        self.clock = pygame.time.Clock()
        pygame.key.set_repeat(400, 40)
        #: ASCENSEUR_DEBUG_LAYOUT: writes where to click after each frame shown (smoke tests).
        self._layout_probe = probe_from_env()
        #: The notice shown over the screen, how long it has been up, where it was drawn.
        self.notice: notices.Notice | None = None
        self.notice_age = 0.0
        self._notice_rect: pygame.Rect | None = None
        #: Game time of the last crash recovered from (None: none yet).
        self._last_crash: float | None = None

    # -- window --------------------------------------------------------------------------------

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            self._set_minimum_size()
        return screen

    @staticmethod
    def _set_minimum_size() -> None:
        # pygame-ce exposes the window's minimum size only through pygame.Window.
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):  # pragma: no cover - older pygame / drivers
            pass

    @property
    def size(self) -> tuple[int, int]:
        """The window size in pixels."""
        w, h = self.screen.get_size()
        return int(w), int(h)

    def resize(self, size: tuple[int, int]) -> None:
        """Make the window this size (windowed) and lay every scene out again."""
        if self.is_fullscreen:
            return
        self._windowed_size = size
        if self.screen.get_size() != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._relayout()

    @property
    def is_fullscreen(self) -> bool:
        """Is the window fullscreen right now?"""
        return bool(self.screen.get_flags() & pygame.FULLSCREEN)

    def set_fullscreen(self, on: bool) -> None:
        """Switch between fullscreen (desktop resolution) and the last window size."""
        self.settings.fullscreen = on
        if on == self.is_fullscreen:
            return
        if on:
            self._windowed_size = self.size
        self.screen = self._open_window(on)
        self._relayout()

    def toggle_fullscreen(self) -> None:
        """F11."""
        self.set_fullscreen(not self.settings.fullscreen)

    def _relayout(self) -> None:
        self.screen = pygame.display.get_surface() or self.screen
        w, h = self.size
        for scene in self.stack:
            scene.on_resize(w, h)

    # -- services ------------------------------------------------------------------------------

    @property
    def audio(self) -> Any:
        """Sound effects (:class:`game.platform.audio.Audio`), loaded on first use; silent without a
        device or without the audio module."""
        if self._audio is None:
            try:
                from .audio import Audio

                self._audio = Audio(volume=self.settings.volume, muted=self.settings.muted)
            except Exception as exc:  # no device, no module: play silently
                log.warning("no sound: %s", exc)
                self._audio = _Silent()
        return self._audio

    @property
    def art(self) -> CardArt:
        """The card images, in the settings' language and colours, loaded on first use."""
        if self._art is None:
            from .cardart import CardArt

            self._art = CardArt(self.settings.language, four_colour=self.settings.four_colour)
        return self._art

    def play_sound(self, name: str) -> None:
        """Play a sound effect by name; never fails."""
        try:
            self.audio.play(name)
        except Exception as exc:  # a sound must never stop the game
            log.debug("sound %s failed: %s", name, exc)

    def _apply_language(self) -> None:
        try:
            from ..i18n import set_language
        except ImportError:  # pragma: no cover - the catalogs ship with the game
            pygame.display.set_caption(TITLE)
            return
        try:
            set_language(self.settings.language)
        except (KeyError, ValueError) as exc:
            log.warning("language %r unavailable (%s)", self.settings.language, exc)
        title = t("app.window_title")
        pygame.display.set_caption(TITLE if title == "app.window_title" else title)

    def apply_settings(self, save: bool = False) -> None:
        """Make the current settings take effect everywhere (language, sound, card look,
        fullscreen) and lay every scene out again; ``save`` also writes them to disk."""
        self._apply_language()
        if self._audio is not None:
            audio = self._audio
            if hasattr(audio, "configure"):
                audio.configure(volume=self.settings.volume, muted=self.settings.muted)
            else:
                if hasattr(audio, "set_volume"):
                    audio.set_volume(self.settings.volume)
                elif hasattr(audio, "volume"):
                    audio.volume = self.settings.volume
                if hasattr(audio, "set_muted"):
                    audio.set_muted(self.settings.muted)
                elif hasattr(audio, "muted"):
                    audio.muted = self.settings.muted
        if self._art is not None:
            self._art.configure(lang=self.settings.language, four_colour=self.settings.four_colour)
        if self.settings.fullscreen != self.is_fullscreen:
            self.set_fullscreen(self.settings.fullscreen)
        else:
            self._relayout()
        if save:
            self.save_settings()

    def save_settings(self) -> None:
        """Write the settings; a failure is logged and told once, never raised."""
        try:
            save_settings(self.settings)
        except OSError as exc:
            log.warning("could not save the settings: %s", exc)
            notices.report(
                "settings-write", "notice.settings_unwritable", reason=exc.strerror or exc
            )

    # -- the scene stack -----------------------------------------------------------------------

    @property
    def top(self) -> SceneLike | None:
        """The scene on top of the stack."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: SceneLike) -> None:
        """Put ``scene`` on top: the old top is paused, the new one entered and laid out."""
        if self.stack:
            self.stack[-1].on_pause()
        self.stack.append(scene)
        scene.on_enter()
        scene.on_resize(*self.size)
        _settle_heap()

    def pop(self) -> SceneLike | None:
        """Remove the top scene (exited); the one below resumes. The app stops when the stack
        is empty."""
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.on_exit()
        if self.stack:
            self.stack[-1].on_resume()
        else:
            self.running = False
        return scene

    def replace(self, scene: SceneLike) -> None:
        """Swap the top scene for ``scene`` (the old one exits, the one below stays paused)."""
        if self.stack:
            self.stack.pop().on_exit()
        self.stack.append(scene)
        scene.on_enter()
        scene.on_resize(*self.size)
        _settle_heap()

    def pop_to(self, predicate: Callable[[SceneLike], bool]) -> SceneLike | None:
        """Pop scenes until the top one satisfies ``predicate`` (returns it, resumed); None if
        none does (then the stack is left with its bottom scene)."""
        while len(self.stack) > 1 and not predicate(self.stack[-1]):
            scene = self.stack.pop()
            scene.on_exit()
            if predicate(self.stack[-1]):
                self.stack[-1].on_resume()
                return self.stack[-1]
        top = self.top
        return top if top is not None and predicate(top) else None

    def back_to_menu(self) -> None:
        """Leave whatever is going on for the main menu (the menu is made if missing)."""
        screens = self.screens
        if screens is None:
            while self.stack:
                self.pop()
            return
        if self.pop_to(lambda s: s.home) is None:
            while self.stack:
                self.stack.pop().on_exit()
            self.push(screens.menu(self))

    def quit(self) -> None:
        """Stop the loop at the end of this frame."""
        self.running = False

    # -- one frame -----------------------------------------------------------------------------

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window events to the app, the rest down the scene stack."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            if not self.is_fullscreen:
                size = (int(event.w), int(event.h))
                self._windowed_size = size
                surface = pygame.display.get_surface()
                if surface is None or surface.get_size() != size:
                    self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            self._relayout()
            return
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_F11:
            self._f11(event.type == pygame.KEYDOWN)
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and self.notice is not None
            and self._notice_rect is not None
            and self._notice_rect.collidepoint(event.pos)
        ):
            self.dismiss_notice()
            return
        consumed = False
        reached: list[SceneLike] = []
        for scene in reversed(self.stack):
            reached.append(scene)
            if scene.handle_event(event):
                consumed = True
                break
            if not scene.transparent:
                break
        if (
            not consumed
            and event.type == pygame.KEYDOWN
            and event.key == pygame.K_ESCAPE
            and any(s.pausable for s in reached)
            and self.screens is not None
        ):
            self.push(self.screens.pause(self))

    def _f11(self, down: bool) -> None:
        """F11 toggles fullscreen once per press. Switching may rebuild the window, and a key
        release lost on the way would leave the key repeating: a repeat of a held F11 (a
        press with no release since the last one, within :data:`F11_REPEAT` seconds) is
        ignored, so the screen never flickers between the two modes."""
        now = time.monotonic()
        if not down:
            self._f11_held = False
            return
        held = self._f11_held and now - self._f11_last < F11_REPEAT
        self._f11_held = True
        self._f11_last = now
        if held:
            return
        self.toggle_fullscreen()
        self.save_settings()

    def update(self, dt: float) -> None:
        """Advance the top scene, and the notice shown over it."""
        top = self.top
        if top is not None:
            top.update(dt)
        self._update_notice(dt)

    # -- notices -------------------------------------------------------------------------------

    def _update_notice(self, dt: float) -> None:
        if self.notice is not None:
            self.notice_age += dt
            if self.notice_age >= NOTICE_SECONDS:
                self.dismiss_notice()
        if self.notice is None:
            self.notice = notices.board.take()
            self.notice_age = 0.0

    def dismiss_notice(self) -> None:
        """Close the notice shown (the next pending one comes up on the next frame)."""
        self.notice = None
        self._notice_rect = None

    def notice_text(self) -> str | None:
        """The notice shown, in the player's language."""
        if self.notice is None:
            return None
        return t(self.notice.key, **self.notice.params)

    def draw(self, surface: pygame.Surface | None = None) -> None:
        """Draw the visible scenes, bottom to top."""
        surface = self.screen if surface is None else surface
        i = len(self.stack) - 1
        while i > 0 and self.stack[i].transparent:
            i -= 1
        if i < 0 or self.stack[i].transparent:
            surface.fill(theme.FELT_DARK)
        for scene in self.stack[max(i, 0) :]:
            scene.draw(surface)
        text = self.notice_text()
        if text is not None:
            fade = min(1.0, (NOTICE_SECONDS - self.notice_age) / NOTICE_FADE)
            self._notice_rect = draw_toast(surface, text, theme.scale_for(self.size), fade)

    def step(self, dt: float, events: list[pygame.event.Event]) -> None:
        """One frame without the clock: the events, then update(dt), then draw (no flip).
        An exception in a scene does not end the game: see :meth:`recover`."""
        try:
            for event in events:
                self.dispatch(event)
                if not self.running:
                    break
            dt = max(0.0, min(dt, MAX_DT))
            self.time += dt
            self.update(dt)
            self.draw()
        except Exception:
            if not self.recover_crashes:
                raise
            self.recover()
        self.frame += 1

    # -- crash recovery ------------------------------------------------------------------------

    def recover(self) -> None:
        """After an unexpected exception (called from its ``except`` block): write
        ``crash.log`` and the record of the game being played beside it, let every scene exit
        (the table saves its game, so Continue resumes it), then show the crash screen over a
        fresh menu, naming the games in progress that were saved (:meth:`held_games`). A
        crash loop — another crash right after recovering — is raised again."""
        if self.screens is None:
            raise
        if self._last_crash is not None and self.time - self._last_crash < CRASH_LOOP_SECONDS:
            raise
        self._last_crash = self.time
        report = self._crash_report()
        self._write_crash_record(report)
        held = self.held_games()
        while self.stack:
            scene = self.stack.pop()
            try:
                scene.on_exit()
            except Exception:  # keep unwinding: the scenes below may still save their game
                log.exception("error while closing %s after a crash", type(scene).__name__)
        self.running = True
        self.push(self.screens.menu(self))
        self.push(self.screens.crash(self, report, held))

    def held_games(self) -> tuple[HeldGame, ...]:
        """The games in progress the scenes hold, bottom of the stack first, each once: the
        crash screen says these were saved (each scene saves its game as it goes, and the
        table once more when it exits)."""
        found: list[HeldGame] = []
        for scene in self.stack:
            try:
                held = scene.held_game()
            except Exception:
                log.exception("no game in progress from %s", type(scene).__name__)
                continue
            if held is not None and held not in found:
                found.append(held)
        return tuple(found)

    def _write_crash_record(self, report: Path | None) -> None:
        """Write the game record of every scene that plays one next to the crash report."""
        for scene in self.stack:
            try:
                record = scene.crash_record()
            except Exception:
                log.exception("no game record from %s", type(scene).__name__)
                continue
            if record is None or report is None:
                continue
            from ..core.records import save_record

            path = report.with_name(f"crash-{time.strftime('%Y%m%d-%H%M%S')}-record.json")
            try:
                save_record(record, path)
                log.error("the game being played is saved in %s", path)
            except OSError as exc:
                log.warning("could not write the crash record %s: %s", path, exc)

    def run(self) -> int:
        """The loop, until the window closes or the last scene is popped; returns the exit
        status. A crash is written to the log folder before it is raised again."""
        try:
            while self.running and self.stack:
                dt = self.clock.tick(FPS) / 1000.0
                self.step(dt, pygame.event.get())
                pygame.display.flip()
                if self._layout_probe is not None:
                    self._layout_probe(self)
                if self.frame == 1:
                    if os.environ.get(EXIT_AFTER_FIRST_FRAME_ENV) == "1":
                        shown = time.perf_counter()
                        print(f"first frame shown: perf_counter {shown:.6f}", flush=True)
                        self.quit()
                        continue
                    _ = self.audio  # open the mixer once the first frame is on screen
        except Exception:
            self._crash_report()
            raise
        finally:
            self.shutdown()
        return 0

    def shutdown(self) -> None:
        """Exit every scene (top first: the table saves its game), save the settings, close
        the window."""
        while self.stack:
            scene = self.stack.pop()
            try:
                scene.on_exit()
            except Exception:  # one scene failing to exit must not lose the others' saves
                log.exception("error while closing %s", type(scene).__name__)
        self.save_settings()
        pygame.display.quit()

    def _crash_report(self) -> Path | None:
        """Append the exception being handled to ``crash.log`` in the log folder; its path,
        or None when nothing could be written."""
        try:
            path = log_dir() / "crash.log"
            with path.open("a", encoding="utf-8") as f:
                f.write(time.strftime("-- %Y-%m-%d %H:%M:%S --\n"))
                f.write(traceback.format_exc())
                f.write("\n")
        except OSError:  # nowhere to write: the crash screen says so
            return None
        log.error("crash report written to %s", path)
        return path


def configure_logging() -> None:
    """Warnings to stderr; everything from INFO to ``<log folder>/ascenseur.log``."""
    root = logging.getLogger()
    if root.handlers:
        return
    root.setLevel(logging.INFO)
    console = logging.StreamHandler()
    console.setLevel(logging.WARNING)
    console.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    root.addHandler(console)
    try:
        handler = logging.FileHandler(log_dir() / "ascenseur.log", encoding="utf-8")
    except OSError:
        return
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
