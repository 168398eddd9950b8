"""The scene interface every screen implements, and :class:`UIScene`, the base of the screens
made of widgets (menu, setup, settings, rules, pause).

A scene sees the app through :class:`Shell`, the few things screens use (the stack, the
settings, the card art, sounds); :class:`game.platform.app.App` is one. Lifecycle, driven by
the app::

    push(s)     top.on_pause()  then  s.on_enter()  (and s.on_resize(w, h))
    pop()       top.on_exit()   then  new top.on_resume()
    replace(s)  top.on_exit()   then  s.on_enter()

Each frame the app hands every event to the top scene; an event it does not consume (returns
False) goes to the scene below, down to the first opaque scene. Only the top scene is updated;
drawing starts at the highest opaque scene and goes up, so a ``transparent`` scene (pause menu,
hand-off screen) is drawn over the one below it. ``draw`` must not change state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

import pygame

from ..i18n import resolve
from ..ui import theme
from ..ui.widgets import TextField, Widget, WidgetGroup

if TYPE_CHECKING:
    from ..core.records import GameRecord
    from ..platform.app import HeldGame, SceneLike
    from ..platform.cardart import CardArt
    from ..platform.settings import Settings


class Shell(Protocol):
    """What the screens use of the app: the scene stack, the settings, shared services."""

    settings: Settings
    frame: int
    time: float

    @property
    def size(self) -> tuple[int, int]:
        """The window size."""
        ...

    @property
    def top(self) -> SceneLike | None:
        """The scene on top of the stack."""
        ...

    @property
    def stack(self) -> Sequence[SceneLike]:
        """Every scene, bottom first."""
        ...

    @property
    def art(self) -> CardArt:
        """The card images."""
        ...

    def push(self, scene: SceneLike) -> None:
        """Put ``scene`` on top."""
        ...

    def pop(self) -> SceneLike | None:
        """Remove the top scene."""
        ...

    def replace(self, scene: SceneLike) -> None:
        """Swap the top scene for ``scene``."""
        ...

    def pop_to(self, predicate: Callable[[SceneLike], bool]) -> SceneLike | None:
        """Pop scenes until the top one satisfies ``predicate``."""
        ...

    def back_to_menu(self) -> None:
        """Leave whatever is going on for the main menu."""
        ...

    def quit(self) -> None:
        """Stop at the end of this frame."""
        ...

    def play_sound(self, name: str) -> None:
        """Play a user-interface sound (silent without audio)."""
        ...

    def apply_settings(self, save: bool = False) -> None:
        """Apply :attr:`settings` (language, window, sound, card art), saving them if asked."""
        ...

    def save_settings(self) -> None:
        """Write :attr:`settings` to the user's config folder."""
        ...


class Scene:
    """One screen of the game."""

    #: True: the scene below is drawn first (overlays).
    transparent: bool = False
    #: True: Esc, when the scene does not use it, opens the pause menu over it.
    pausable: bool = False
    #: True for the main menu: "back to the menu" returns to it.
    home: bool = False

    def __init__(self, app: Shell) -> None:
        self.app = app

    def on_enter(self) -> None:
        """The scene was pushed (or replaced another) and is now on top."""

    def on_exit(self) -> None:
        """The scene was popped or replaced."""

    def on_pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def on_resume(self) -> None:
        """The scene above was popped: this one is on top again."""

    def on_resize(self, width: int, height: int) -> None:
        """The window changed size (also called once when the scene enters)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event; True if consumed (else it goes to the scene below)."""
        return False

    def update(self, dt: float) -> None:
        """Advance the scene by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene (changes no state)."""

    def crash_record(self) -> GameRecord | None:
        """The record of the game this scene plays, written beside ``crash.log`` when the app
        recovers from a crash (None: the scene plays no game)."""
        return None

    def held_game(self) -> HeldGame | None:
        """The game in progress this scene holds and saves as it goes, for the crash screen to
        say it was saved (None: none). By default a scene with a game record to write after a
        crash holds a game at the table, saved after every action, as long as that game is
        not over; a score keeper evening says so itself."""
        record = self.crash_record()
        if record is None:
            return None
        from ..core.records import record_rules, replay
        from ..i18n import preset_name
        from ..platform.app import HeldGame

        if replay(record).status != "unfinished":
            return None  # over, or not replayable: nothing to continue
        return HeldGame("table", preset_name(record_rules(record).name))


class UIScene(Scene):
    """A screen of widgets: builds them once, places them in :meth:`layout` from the window
    size, routes input through a :class:`WidgetGroup` and draws the felt then the widgets.

    Subclasses fill ``self.ui`` in ``__init__`` and implement :meth:`layout`; Esc calls
    :meth:`back` (by default: pop).
    """

    #: Moving the mouse over a widget focuses it (menus).
    hover_focus: bool = False
    #: Draw the felt background (False for overlays drawn over another scene).
    background: bool = True

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.ui = WidgetGroup(hover_focus=self.hover_focus, on_sound=self.play_sound)
        self.scale = 1.0
        self.size = (0, 0)

    # -- hooks ---------------------------------------------------------------------------------

    def on_enter(self) -> None:
        # The app lays the scene out (on_resize) right after this.
        if self.ui.focus is None:
            self.ui.focus_first()

    def on_resume(self) -> None:
        if self.size != self.app.size:
            self.on_resize(*self.app.size)

    def on_resize(self, width: int, height: int) -> None:
        self.size = (width, height)
        self.scale = theme.scale_for((width, height))
        self.layout(width, height)

    def layout(self, width: int, height: int) -> None:
        """Place every widget for a window of this size."""

    def back(self) -> None:
        """Esc: leave the screen."""
        self.app.pop()

    def play_sound(self, name: str) -> None:
        """Play a user-interface sound (silent without audio)."""
        self.app.play_sound(name)

    def px(self, value: float) -> int:
        """A design size (pixels at 720 high) at the current scale."""
        return theme.px(value, self.scale)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and isinstance(self.ui.focus, TextField)
        ):
            # Enter in a text field moves on, as Tab would (forms: names, the deal code).
            self.ui.cycle(1)
            return True
        return self.ui.handle_event(event)

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw_background(self, surface: pygame.Surface) -> None:
        """The felt (screens) or nothing (overlays)."""
        if self.background:
            surface.blit(theme.felt(surface.get_size()), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.ui.draw(surface)

    def draw_over_list(
        self, surface: pygame.Surface, panel: Widget, page: int, count: int, per_page: int
    ) -> None:
        """The end of a list screen's frame, once ``panel`` and its rows are drawn: "2 / 3" in
        the panel's corner when the ``count`` items take more than one page, then every other
        widget over the rows, the focus ring last."""
        pages = (count + per_page - 1) // per_page
        px = self.px
        if pages > 1:
            r = pygame.Rect(panel.rect.right - px(120), panel.rect.top + px(12), px(100), px(24))
            theme.blit_text(surface, f"{page + 1} / {pages}", px(15), theme.TEXT_DIM, r, "right")
        for w in self.ui.widgets:
            if w.visible and w is not panel:
                w.draw(surface)
        if self.ui.focus is not None and self.ui.focus.visible:
            self.ui.focus.draw_focus(surface)

    # -- for tests -----------------------------------------------------------------------------

    def widget_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Every visible widget's rectangle with a readable name (panels excluded: they hold
        other widgets), for the no-overlap layout tests."""
        from ..ui.widgets import Panel

        out: list[tuple[str, pygame.Rect]] = []
        for i, (w, r) in enumerate(self.ui.rects()):
            if isinstance(w, Panel):
                continue
            out.append((f"{i}:{_describe(w)}", r))
        return out


def _describe(w: Widget) -> str:
    text = getattr(w, "text", None)
    label = resolve(text) if isinstance(text, str) or callable(text) else ""
    return f"{type(w).__name__}({label[:20]})"
