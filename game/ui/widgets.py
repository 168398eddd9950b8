"""The few widgets the screens are made of, and the group that routes input to them.

Widgets only draw themselves and call the scene's callbacks (``on_click``, ``on_change``): they
never reach into the rules or the app. Their texts are :data:`~game.i18n.Text` values —
a plain string or a :func:`~game.i18n.lazy` translation looked up at draw time — so switching
the language redraws every string at the next frame.

A scene places its widgets (``widget.place(rect, scale)``) whenever the window size changes, and
feeds events to a :class:`WidgetGroup`, which gives focus, hover and keyboard navigation:
arrows move the focus to the nearest widget in that direction, Tab / Shift+Tab go through them
in order, Enter or Space activates, Left / Right change a choice or a slider.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from ..i18n import Text, resolve, t
from . import theme
from .theme import Color

T = TypeVar("T")

_ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Widget:
    """Something placed on screen. Subclasses draw it and may react to input."""

    focusable = True

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.enabled = True
        self.visible = True
        self.hovered = False
        self.focused = False
        #: Optional sound name played by the group when the widget is activated.
        self.sound: str | None = "click"

    def place(self, rect: pygame.Rect | tuple[int, int, int, int], scale: float) -> None:
        """Put the widget at ``rect``, drawing at ``scale`` (1.0 = a 720-pixel-high window)."""
        self.rect = pygame.Rect(rect)
        self.scale = scale

    @property
    def interactive(self) -> bool:
        """Can it take the focus and input now?"""
        return self.focusable and self.enabled and self.visible

    def px(self, value: float) -> int:
        """A design size scaled for this widget."""
        return theme.px(value, self.scale)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to an event the group routed here; True if consumed."""
        return False

    def activate(self) -> bool:
        """Enter / Space while focused; True if something happened."""
        return False

    def update(self, dt: float) -> None:
        """Advance time-based effects (the text cursor)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widget (changes no state)."""

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The gold ring around the focused widget."""
        ring = self.rect.inflate(self.px(8), self.px(8))
        theme.rounded_rect(
            surface,
            ring,
            (0, 0, 0, 0),
            self.px(14),
            border=max(2, self.px(3)),
            border_color=theme.GOLD,
        )


class Label(Widget):
    """A line of text (or a wrapped paragraph when ``wrap`` is set)."""

    focusable = False

    def __init__(
        self,
        text: Text,
        size: float = 20,
        color: Color = theme.TEXT,
        align: str = "left",
        bold: bool = False,
        wrap: bool = False,
    ) -> None:
        super().__init__()
        self.text = text
        self.size = size
        self.color = color
        self.align = align
        self.bold = bold
        self.wrap = wrap
        self._fit_key: tuple[object, ...] | None = None
        self._fit: tuple[int, list[str]] = (0, [])

    def fitted(self) -> tuple[int, list[str]]:
        """The font size and lines drawn: a wrapped text shrinks until it fits its rectangle."""
        text = resolve(self.text)
        size = self.px(self.size)
        if not self.wrap:
            return size, [text]
        key = (text, size, self.rect.size, self.bold)
        if key != self._fit_key:
            self._fit = theme.fit_wrapped(text, size, self.rect.width, self.rect.height, self.bold)
            self._fit_key = key
        return self._fit

    def lines(self) -> list[str]:
        """The lines drawn at the current size and width."""
        return self.fitted()[1]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if not self.wrap:
            theme.blit_text(
                surface,
                resolve(self.text),
                self.px(self.size),
                self.color,
                self.rect,
                self.align,
                self.bold,
            )
            return
        size, lines = self.fitted()
        line_h = theme.font(size, self.bold).get_linesize()
        y = self.rect.top
        for line in lines:
            if y + line_h > self.rect.bottom + 1:
                break
            img = theme.render(line, size, self.color, self.bold)
            r = img.get_rect(top=y)
            if self.align == "center":
                r.centerx = self.rect.centerx
            elif self.align == "right":
                r.right = self.rect.right
            else:
                r.left = self.rect.left
            surface.blit(img, r)
            y += line_h


class Panel(Widget):
    """A dark translucent rounded card that groups widgets (drawn under them)."""

    focusable = False

    def __init__(self, title: Text | None = None, color: Color = theme.PANEL) -> None:
        super().__init__()
        self.title = title
        self.color = color

    def title_height(self) -> int:
        """Height of the title strip (0 without a title)."""
        return self.px(44) if self.title is not None else 0

    def inner(self) -> pygame.Rect:
        """The area left for content, inside the padding and under the title."""
        pad = self.px(16)
        top = self.title_height()
        return pygame.Rect(
            self.rect.left + pad,
            self.rect.top + pad + top,
            self.rect.width - 2 * pad,
            self.rect.height - 2 * pad - top,
        )

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = self.px(18)
        theme.shadow(surface, self.rect, radius, self.px(4))
        theme.rounded_rect(
            surface, self.rect, self.color, radius, border=1, border_color=theme.PANEL_BORDER
        )
        if self.title is not None:
            pad = self.px(18)
            strip = pygame.Rect(
                self.rect.left + pad,
                self.rect.top + self.px(8),
                self.rect.width - 2 * pad,
                self.px(40),
            )
            theme.blit_text(
                surface, resolve(self.title), self.px(22), theme.GOLD, strip, "left", bold=True
            )


class Button(Widget):
    """A rounded button: click, Enter or Space calls ``on_click``."""

    def __init__(
        self,
        text: Text,
        on_click: Callable[[], object] | None = None,
        primary: bool = False,
        size: float = 22,
        selected: bool = False,
        detail: Text | None = None,
    ) -> None:
        super().__init__()
        self.text = text
        #: A second, smaller line under the text ("Rikiki, round 3" under "Continue"); an
        #: empty string draws the text alone.
        self.detail = detail
        self.on_click = on_click
        self.primary = primary
        self.size = size
        #: Shown as chosen (a radio-style list of buttons).
        self.selected = selected
        self.pressed = False

    def activate(self) -> bool:
        if not self.enabled or self.on_click is None:
            return False
        self.on_click()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos) and self.enabled:
                self.pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                return self.activate()
        elif event.type == pygame.KEYDOWN and event.key in _ACTIVATE_KEYS:
            return self.activate()
        return False

    def colors(self) -> tuple[Color, Color]:
        """Fill and text colours for the current state."""
        if not self.enabled:
            return theme.BUTTON_DISABLED, theme.TEXT_DISABLED
        if self.primary or self.selected:
            fill = theme.BUTTON_PRIMARY_HOVER if self.hovered else theme.BUTTON_PRIMARY
            return fill, theme.TEXT_DARK
        if self.pressed:
            return theme.BUTTON_PRESSED, theme.TEXT
        return (theme.BUTTON_HOVER if self.hovered else theme.BUTTON), theme.TEXT

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        fill, ink = self.colors()
        radius = self.px(12)
        rect = self.rect.move(0, self.px(2) if self.pressed else 0)
        if self.enabled:
            theme.shadow(surface, self.rect, radius, self.px(3))
        border = theme.GOLD if (self.hovered and self.enabled) else (255, 255, 255, 40)
        theme.rounded_rect(surface, rect, fill, radius, border=1, border_color=border)
        inner = rect.inflate(-self.px(20), 0)
        detail = resolve(self.detail) if self.detail is not None else ""
        if not detail:
            theme.blit_text(surface, resolve(self.text), self.px(self.size), ink, inner, bold=True)
            return
        top = pygame.Rect(inner.left, inner.top, inner.width, inner.height * 56 // 100)
        bottom = pygame.Rect(inner.left, top.bottom, inner.width, inner.bottom - top.bottom)
        top.bottom += self.px(3)  # the two lines closer to each other than to the edges
        bottom.top -= self.px(3)
        theme.blit_text(surface, resolve(self.text), self.px(self.size * 0.82), ink, top, bold=True)
        theme.blit_text(surface, detail, self.px(self.size * 0.6), ink, bottom)


class Toggle(Widget):
    """An on/off switch; click, Enter or Space flips it, Left/Right set it off/on."""

    def __init__(self, value: bool, on_change: Callable[[bool], None] | None = None) -> None:
        super().__init__()
        self.value = value
        self.on_change = on_change

    def set(self, value: bool) -> bool:
        """Set the value, calling ``on_change`` if it changed."""
        if value == self.value or not self.enabled:
            return False
        self.value = value
        if self.on_change is not None:
            self.on_change(value)
        return True

    def activate(self) -> bool:
        return self.set(not self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                return self.activate() or True
        elif event.type == pygame.KEYDOWN:
            if event.key in _ACTIVATE_KEYS:
                return self.activate()
            if event.key == pygame.K_LEFT:
                self.set(False)
                return True
            if event.key == pygame.K_RIGHT:
                self.set(True)
                return True
        return False

    def switch_rect(self) -> pygame.Rect:
        """The pill, at the left of the widget's rectangle."""
        h = min(self.rect.height, self.px(32))
        w = round(h * 1.9)
        return pygame.Rect(self.rect.left, self.rect.centery - h // 2, w, h)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        pill = self.switch_rect()
        on = self.value
        fill = theme.BUTTON_PRIMARY if on else theme.BUTTON_DISABLED
        if self.hovered:
            fill = theme.BUTTON_PRIMARY_HOVER if on else theme.BUTTON_HOVER
        theme.rounded_rect(
            surface, pill, fill, pill.height // 2, border=1, border_color=(255, 255, 255, 60)
        )
        d = pill.height - self.px(6)
        knob = pygame.Rect(0, 0, d, d)
        knob.centery = pill.centery
        knob.right = pill.right - self.px(3) if on else pill.left + self.px(3) + d
        # A switch that cannot be used looks it: a dim knob and dim words, not only a colour.
        theme.rounded_rect(
            surface, knob, theme.FIELD if self.enabled else theme.TEXT_DISABLED, d // 2
        )
        label = t("common.on") if on else t("common.off")
        text_rect = pygame.Rect(pill.right + self.px(12), self.rect.top, 0, self.rect.height)
        text_rect.width = max(0, self.rect.right - text_rect.left)
        color = theme.TEXT if on else theme.TEXT_DIM
        if not self.enabled:
            color = theme.TEXT_DISABLED
        theme.blit_text(surface, label, self.px(18), color, text_rect, "left")


class Slider(Widget):
    """A value between 0 and 1: drag it, or Left/Right by ``step``, Home/End for the ends."""

    def __init__(
        self,
        value: float,
        on_change: Callable[[float], None] | None = None,
        step: float = 0.05,
    ) -> None:
        super().__init__()
        self.value = max(0.0, min(1.0, value))
        self.on_change = on_change
        self.step = step
        self.dragging = False
        self.sound = None

    def set(self, value: float) -> bool:
        """Set the value (clamped and rounded to the step), calling ``on_change``."""
        value = max(0.0, min(1.0, value))
        value = round(round(value / self.step) * self.step, 4)
        if value == self.value or not self.enabled:
            return False
        self.value = value
        if self.on_change is not None:
            self.on_change(value)
        return True

    def track(self) -> pygame.Rect:
        """The bar the knob runs along (leaves room on the right for the percentage)."""
        label_w = self.px(64)
        h = self.px(8)
        return pygame.Rect(
            self.rect.left + self.px(10),
            self.rect.centery - h // 2,
            max(10, self.rect.width - label_w - self.px(20)),
            h,
        )

    def _value_at(self, x: int) -> float:
        tr = self.track()
        return (x - tr.left) / max(1, tr.width)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.dragging = True
                self.set(self._value_at(event.pos[0]))
                return True
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self.set(self._value_at(event.pos[0]))
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_LEFT:
                self.set(self.value - self.step)
                return True
            if event.key == pygame.K_RIGHT:
                self.set(self.value + self.step)
                return True
            if event.key == pygame.K_HOME:
                self.set(0.0)
                return True
            if event.key == pygame.K_END:
                self.set(1.0)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        tr = self.track()
        theme.rounded_rect(surface, tr, theme.BUTTON_DISABLED, tr.height // 2)
        filled = tr.copy()
        filled.width = max(tr.height, round(tr.width * self.value))
        theme.rounded_rect(surface, filled, theme.BUTTON_PRIMARY, tr.height // 2)
        d = self.px(24)
        knob = pygame.Rect(0, 0, d, d)
        knob.center = (tr.left + round(tr.width * self.value), tr.centery)
        theme.rounded_rect(
            surface,
            knob,
            theme.FIELD,
            d // 2,
            border=max(1, self.px(2)),
            border_color=theme.GOLD if (self.hovered or self.dragging) else theme.GOLD_DARK,
        )
        label = pygame.Rect(tr.right + self.px(12), self.rect.top, self.px(64), self.rect.height)
        theme.blit_text(
            surface, f"{round(self.value * 100)} %", self.px(18), theme.TEXT, label, "left"
        )


class Choice(Widget, Generic[T]):
    """One value among several, shown as ``◀ label ▶``: click an arrow or press Left/Right.
    ``wrap`` makes the ends loop round."""

    def __init__(
        self,
        options: Sequence[tuple[T, Text]],
        value: T,
        on_change: Callable[[T], None] | None = None,
        wrap: bool = True,
        size: float = 20,
    ) -> None:
        super().__init__()
        self.options: list[tuple[T, Text]] = list(options)
        self.index = self._index_of(value)
        self.on_change = on_change
        self.wrap = wrap
        self.size = size

    def _index_of(self, value: T) -> int:
        for i, (v, _) in enumerate(self.options):
            if v == value:
                return i
        return 0

    @property
    def value(self) -> T:
        """The chosen value."""
        return self.options[self.index][0]

    def set_options(self, options: Sequence[tuple[T, Text]], value: T) -> None:
        """Replace the options (keeps ``value`` when it is among them); no callback."""
        self.options = list(options)
        self.index = self._index_of(value)

    def select(self, value: T) -> bool:
        """Choose ``value`` (calls ``on_change`` if it changed)."""
        return self._go(self._index_of(value) - self.index)

    def _go(self, delta: int) -> bool:
        if not self.enabled or not delta:
            return False
        n = len(self.options)
        new = (self.index + delta) % n if self.wrap else max(0, min(n - 1, self.index + delta))
        if new == self.index:
            return False
        self.index = new
        if self.on_change is not None:
            self.on_change(self.value)
        return True

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The two arrow buttons at the ends of the widget."""
        w = min(self.rect.height, self.px(40))
        left = pygame.Rect(self.rect.left, self.rect.top, w, self.rect.height)
        right = pygame.Rect(self.rect.right - w, self.rect.top, w, self.rect.height)
        return left, right

    def can_go(self, delta: int) -> bool:
        """Would that arrow change the value?"""
        if not self.enabled or len(self.options) < 2:
            return False
        if self.wrap:
            return True
        return 0 <= self.index + delta < len(self.options)

    def activate(self) -> bool:
        return self._go(1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self._go(-1 if event.pos[0] < self.rect.centerx else 1)
                return True
        elif event.type == pygame.MOUSEWHEEL and self.hovered:
            self._go(-1 if event.y > 0 else 1)
            return True
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_LEFT:
                self._go(-1)
                return True
            if event.key == pygame.K_RIGHT:
                self._go(1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = self.px(12)
        fill = theme.BUTTON_HOVER if self.hovered and self.enabled else theme.BUTTON
        if not self.enabled:
            fill = theme.BUTTON_DISABLED
        theme.rounded_rect(
            surface, self.rect, fill, radius, border=1, border_color=(255, 255, 255, 40)
        )
        left, right = self.arrows()
        for rect, delta, points in (
            (left, -1, ((0.62, 0.3), (0.38, 0.5), (0.62, 0.7))),
            (right, 1, ((0.38, 0.3), (0.62, 0.5), (0.38, 0.7))),
        ):
            color = theme.GOLD if self.can_go(delta) else theme.TEXT_DISABLED
            side = min(rect.width, rect.height)
            box = pygame.Rect(0, 0, side, side)
            box.center = rect.center
            pts = [(box.left + fx * side, box.top + fy * side) for fx, fy in points]
            pygame.draw.polygon(surface, color, pts)
        middle = pygame.Rect(left.right, self.rect.top, right.left - left.right, self.rect.height)
        ink = theme.TEXT if self.enabled else theme.TEXT_DISABLED
        label = resolve(self.options[self.index][1]) if self.options else ""
        theme.blit_text(surface, label, self.px(self.size), ink, middle, bold=True)


def clipboard_text() -> str:
    """The text on the clipboard ('' when there is none, or no clipboard at all)."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""


class TextField(Widget):
    """One line of text typed on the keyboard (TEXTINPUT events, so accents and dead keys
    work; no IME composition window). Backspace/Delete, Left/Right, Home/End move and erase;
    ``max_length`` limits it; ``allowed`` filters the characters."""

    def __init__(
        self,
        text: str = "",
        on_change: Callable[[str], None] | None = None,
        max_length: int = 16,
        placeholder: Text = "",
        allowed: Callable[[str], bool] | None = None,
        transform: Callable[[str], str] | None = None,
    ) -> None:
        super().__init__()
        self.text = text[:max_length]
        #: Applied to each typed character (e.g. ``str.upper``).
        self.transform = transform
        self.cursor = len(self.text)
        self.on_change = on_change
        self.max_length = max_length
        self.placeholder = placeholder
        self.allowed = allowed
        self.blink = 0.0
        self.sound = None

    def set_text(self, text: str) -> None:
        """Replace the text (no callback) and put the cursor at its end."""
        self.text = text[: self.max_length]
        self.cursor = len(self.text)

    def _changed(self) -> None:
        self.blink = 0.0
        if self.on_change is not None:
            self.on_change(self.text)

    def insert(self, chars: str) -> bool:
        """Type ``chars`` at the cursor (what does not fit or is not allowed is dropped)."""
        added = False
        for ch in chars:
            if len(self.text) >= self.max_length:
                break
            if not ch.isprintable() or (self.allowed is not None and not self.allowed(ch)):
                continue
            if self.transform is not None:
                ch = self.transform(ch)
            self.text = self.text[: self.cursor] + ch + self.text[self.cursor :]
            self.cursor += 1
            added = True
        if added:
            self._changed()
        return added

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.cursor = self._cursor_at(event.pos[0])
                self.blink = 0.0
                return True
            return False
        if not self.focused or not self.enabled:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key == pygame.K_BACKSPACE:
            if self.cursor > 0:
                self.text = self.text[: self.cursor - 1] + self.text[self.cursor :]
                self.cursor -= 1
                self._changed()
            return True
        if key == pygame.K_DELETE:
            if self.cursor < len(self.text):
                self.text = self.text[: self.cursor] + self.text[self.cursor + 1 :]
                self._changed()
            return True
        if key == pygame.K_LEFT:
            self.cursor = max(0, self.cursor - 1)
            self.blink = 0.0
            return True
        if key == pygame.K_RIGHT:
            self.cursor = min(len(self.text), self.cursor + 1)
            self.blink = 0.0
            return True
        if key == pygame.K_HOME:
            self.cursor = 0
            return True
        if key == pygame.K_END:
            self.cursor = len(self.text)
            return True
        if key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            # One line: a copied path or code often ends with a line break.
            self.insert(clipboard_text().replace("\r", " ").replace("\n", " ").strip())
            return True
        # Printable keys arrive as TEXTINPUT too: swallow their KEYDOWN so that a letter is
        # never taken as a shortcut while typing.
        return bool(event.unicode and event.unicode.isprintable() and event.key != pygame.K_SPACE)

    def _text_rect(self) -> pygame.Rect:
        pad = self.px(12)
        return self.rect.inflate(-2 * pad, 0)

    def _font_size(self) -> int:
        return self.px(20)

    def _cursor_at(self, x: int) -> int:
        f = theme.font(self._font_size())
        left = self._text_rect().left
        best, best_d = 0, abs(x - left)
        for i in range(1, len(self.text) + 1):
            d = abs(x - (left + f.size(self.text[:i])[0]))
            if d < best_d:
                best, best_d = i, d
        return best

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = self.px(10)
        border = (
            theme.GOLD if self.focused else (theme.GOLD_DARK if self.hovered else (0, 0, 0, 90))
        )
        theme.rounded_rect(
            surface, self.rect, theme.FIELD, radius, border=max(1, self.px(2)), border_color=border
        )
        inner = self._text_rect()
        size = self._font_size()
        if self.text:
            img = theme.render(self.text, size, theme.FIELD_TEXT)
        else:
            img = theme.render(resolve(self.placeholder), size, (120, 128, 120))
        r = img.get_rect(midleft=inner.midleft)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        surface.blit(img, r)
        if self.focused and self.blink < 0.6:
            x = inner.left + theme.font(size).size(self.text[: self.cursor])[0]
            h = theme.font(size).get_height()
            pygame.draw.line(
                surface,
                theme.FIELD_TEXT,
                (x, inner.centery - h // 2),
                (x, inner.centery + h // 2),
                max(1, self.px(2)),
            )
        surface.set_clip(clip)

    def draw_focus(self, surface: pygame.Surface) -> None:
        pass  # the gold border already says it


# -- the group -------------------------------------------------------------------------------

_DIRECTIONS = {
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
}


class WidgetGroup:
    """The widgets of one screen, in focus order: routes input, tracks hover and focus.

    ``hover_focus``: moving the mouse over a widget focuses it (menus), so mouse and keyboard
    always agree on which button Enter presses. ``on_sound`` is called with a widget's sound
    name when it is activated.
    """

    def __init__(
        self, hover_focus: bool = False, on_sound: Callable[[str], None] | None = None
    ) -> None:
        self.widgets: list[Widget] = []
        self.focus: Widget | None = None
        self.hover_focus = hover_focus
        self.on_sound = on_sound

    def add(self, widget: Widget) -> Widget:
        """Add a widget (drawn and focused in the order of addition)."""
        self.widgets.append(widget)
        return widget

    def extend(self, widgets: Sequence[Widget]) -> None:
        """Add several widgets."""
        for w in widgets:
            self.add(w)

    def remove(self, widget: Widget) -> None:
        """Take a widget out (dropping the focus if it had it)."""
        if widget in self.widgets:
            self.widgets.remove(widget)
        if self.focus is widget:
            self.set_focus(None)

    def interactive(self) -> list[Widget]:
        """The widgets that can take the focus now, in order."""
        return [w for w in self.widgets if w.interactive]

    def set_focus(self, widget: Widget | None) -> None:
        """Give the focus to ``widget`` (None: nobody)."""
        if self.focus is not None:
            self.focus.focused = False
        self.focus = widget
        if widget is not None:
            widget.focused = True

    def focus_first(self) -> None:
        """Focus the first widget that can take it."""
        candidates = self.interactive()
        self.set_focus(candidates[0] if candidates else None)

    def _ensure_focus_valid(self) -> None:
        if self.focus is not None and not self.focus.interactive:
            self.set_focus(None)

    def cycle(self, delta: int) -> None:
        """Tab / Shift+Tab: the next or previous widget in order."""
        candidates = self.interactive()
        if not candidates:
            return
        if self.focus not in candidates:
            self.set_focus(candidates[0 if delta > 0 else -1])
            return
        i = candidates.index(self.focus)
        self.set_focus(candidates[(i + delta) % len(candidates)])

    def move(self, dx: int, dy: int) -> bool:
        """Arrow keys: focus the nearest widget in that direction (True if the focus moved)."""
        candidates = self.interactive()
        if not candidates:
            return False
        if self.focus not in candidates:
            self.set_focus(candidates[0])
            return True
        here = self.focus.rect
        best: Widget | None = None
        best_cost = float("inf")
        for w in candidates:
            if w is self.focus:
                continue
            r = w.rect
            if dy:
                ahead = (r.centery - here.centery) * dy
                if ahead <= 0 or (dy > 0 and r.top < here.bottom - 2 and r.centery <= here.centery):
                    continue
                # Overlapping columns count as straight ahead.
                side = max(0, max(r.left, here.left) - min(r.right, here.right))
                if r.right > here.left and r.left < here.right:
                    side = 0
                cost = ahead + 3 * side + 0.01 * abs(r.centerx - here.centerx)
            else:
                ahead = (r.centerx - here.centerx) * dx
                if ahead <= 0:
                    continue
                gap = max(0, max(r.top, here.top) - min(r.bottom, here.bottom))
                if r.bottom > here.top and r.top < here.bottom:
                    gap = 0
                cost = ahead + 4 * gap + 0.5 * abs(r.centery - here.centery)
            if cost < best_cost:
                best, best_cost = w, cost
        if best is None:
            return False
        self.set_focus(best)
        return True

    def _sound(self, widget: Widget) -> None:
        if self.on_sound is not None and widget.sound:
            self.on_sound(widget.sound)

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        """The topmost interactive widget under a point."""
        for w in reversed(self.widgets):
            if w.interactive and w.rect.collidepoint(pos):
                return w
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route one event; True if a widget or the navigation used it."""
        self._ensure_focus_valid()
        if event.type == pygame.MOUSEMOTION:
            over = self.widget_at(event.pos)
            for w in self.widgets:
                w.hovered = w is over
            if self.focus is not None and self.focus.handle_event(event):
                return True
            # A motion that did not move (SDL sends one when the window opens under the
            # pointer) must not take the focus from a keyboard player.
            moved = tuple(getattr(event, "rel", (1, 1))) != (0, 0)
            if over is not None and self.hover_focus and moved and over is not self.focus:
                self.set_focus(over)
            return over is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            over = self.widget_at(event.pos)
            if over is None:
                if isinstance(self.focus, TextField):
                    self.set_focus(None)
                return False
            self.set_focus(over)
            used = over.handle_event(event)
            if used and not isinstance(over, Button | TextField):
                self._sound(over)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            used = False
            for w in self.widgets:
                if w.visible and (getattr(w, "pressed", False) or getattr(w, "dragging", False)):
                    if w.handle_event(event) and isinstance(w, Button):
                        self._sound(w)
                    used = True
            return used
        if event.type == pygame.MOUSEWHEEL:
            return any(w.hovered and w.interactive and w.handle_event(event) for w in self.widgets)
        if event.type == pygame.TEXTINPUT:
            return self.focus is not None and self.focus.handle_event(event)
        if event.type != pygame.KEYDOWN:
            return False
        if self.focus is not None and self.focus.handle_event(event):
            if event.key in _ACTIVATE_KEYS or isinstance(self.focus, Choice | Toggle):
                self._sound(self.focus)
            return True
        if event.key == pygame.K_TAB:
            self.cycle(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in _DIRECTIONS:
            dx, dy = _DIRECTIONS[event.key]
            return self.move(dx, dy) or bool(dy)
        return False

    def update(self, dt: float) -> None:
        """Advance the widgets' timers."""
        for w in self.widgets:
            w.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every visible widget, then the focus ring on top."""
        for w in self.widgets:
            if w.visible:
                w.draw(surface)
        if self.focus is not None and self.focus.visible:
            self.focus.draw_focus(surface)

    def rects(self) -> list[tuple[Widget, pygame.Rect]]:
        """Every visible widget with its rectangle (panels included)."""
        return [(w, w.rect) for w in self.widgets if w.visible]


# -- scrolling text --------------------------------------------------------------------------

#: Block styles of :class:`ScrollText`: title, heading, paragraph, bullet, note.
Block = tuple[str, str]

_BLOCK_STYLE: dict[str, tuple[float, bool, Color, float, float]] = {
    # style: (font size, bold, colour, space before, indent)
    "title": (30, True, theme.GOLD, 4, 0),
    "heading": (22, True, theme.GOLD, 18, 0),
    "p": (18, False, theme.TEXT, 8, 0),
    "bullet": (18, False, theme.TEXT, 4, 22),
    "note": (17, False, theme.TEXT_DIM, 8, 22),
}


class ScrollText(Widget):
    """A long document (headings, paragraphs, bullets) that scrolls: mouse wheel over it,
    Up/Down when it has the focus, Page Up/Down and Home/End (see :meth:`scroll_key`).
    ``blocks`` is called at draw time, so the text follows the language."""

    def __init__(self, blocks: Callable[[], Sequence[Block]]) -> None:
        super().__init__()
        self.blocks = blocks
        self.offset = 0
        self.sound = None
        self._lines: list[tuple[str, int, bool, Color, int, int]] = []
        self._key: tuple[object, ...] | None = None
        self._height = 0

    def lines(self) -> list[tuple[str, int, bool, Color, int, int]]:
        """The wrapped lines: (text, font size, bold, colour, x offset, y), cached per width,
        scale and content."""
        blocks = tuple(self.blocks())
        key = (self.rect.width, self.scale, blocks)
        if key == self._key:
            return self._lines
        out: list[tuple[str, int, bool, Color, int, int]] = []
        y = 0
        width = self.rect.width - self.px(28)
        for style, text in blocks:
            size_f, bold, color, before, indent = _BLOCK_STYLE.get(style, _BLOCK_STYLE["p"])
            size = self.px(size_f)
            y += self.px(before) if out else 0
            line_h = theme.font(size, bold).get_linesize()
            x = self.px(indent)
            wrapped = theme.wrap(text, size, width - x, bold)
            for i, line in enumerate(wrapped):
                if style == "bullet" and i == 0:
                    out.append(("•", size, True, theme.GOLD, x - self.px(16), y))
                out.append((line, size, bold, color, x, y))
                y += line_h
        self._lines = out
        self._key = key
        self._height = y
        return out

    def content_height(self) -> int:
        """Height of the whole document in pixels."""
        self.lines()
        return self._height

    def max_offset(self) -> int:
        """How far it can scroll."""
        return max(0, self.content_height() - self.rect.height)

    def update(self, dt: float) -> None:
        self.offset = min(self.offset, self.max_offset())

    def scroll(self, dy: int) -> None:
        """Scroll by ``dy`` pixels (clamped)."""
        self.offset = max(0, min(self.max_offset(), self.offset + dy))

    def scroll_key(self, key: int) -> bool:
        """Page Up/Down, Home/End (and Up/Down) scroll; True if the key was one of them."""
        line = self.px(30)
        page = max(line, self.rect.height - line)
        moves = {
            pygame.K_UP: -line,
            pygame.K_DOWN: line,
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
            pygame.K_HOME: -(10**9),
            pygame.K_END: 10**9,
        }
        if key not in moves:
            return False
        self.scroll(moves[key])
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * self.px(60))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            return self.scroll_key(event.key)
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lines = self.lines()
        offset = min(self.offset, self.max_offset())
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        top = self.rect.top - offset
        for text, size, bold, color, x, y in lines:
            if top + y > self.rect.bottom:
                break
            img = theme.render(text, size, color, bold)
            if top + y + img.get_height() < self.rect.top:
                continue
            surface.blit(img, (self.rect.left + x, top + y))
        surface.set_clip(clip)
        if self.max_offset() > 0:
            bar = pygame.Rect(self.rect.right - self.px(8), self.rect.top, self.px(6), 0)
            bar.height = self.rect.height
            theme.rounded_rect(surface, bar, (255, 255, 255, 30), bar.width // 2)
            total = self.content_height()
            knob = bar.copy()
            knob.height = max(self.px(30), round(bar.height * self.rect.height / total))
            knob.top = bar.top + round((bar.height - knob.height) * offset / self.max_offset())
            theme.rounded_rect(surface, knob, theme.GOLD_DARK, bar.width // 2)

    def draw_focus(self, surface: pygame.Surface) -> None:
        pass  # the scroll bar shows where the keys go
