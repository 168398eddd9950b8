"""Easing curves and small time-driven values for the table's animations.

Everything here is driven by the ``dt`` the frame loop passes in, never by a clock, so a test
that feeds time by hand sees exactly what a player sees.

    t = Tween(0.35, ease_out_cubic)
    t.update(dt)           # True once finished
    x = lerp(x0, x1, t.value)
"""

from __future__ import annotations

import math
from collections.abc import Callable

Ease = Callable[[float], float]
Point = tuple[float, float]


def clamp01(x: float) -> float:
    """``x`` limited to 0 … 1."""
    return 0.0 if x < 0.0 else 1.0 if x > 1.0 else x


def linear(x: float) -> float:
    """No easing."""
    return clamp01(x)


def ease_out_cubic(x: float) -> float:
    """Fast start, gentle landing: a card sliding onto the felt."""
    x = clamp01(x)
    return 1.0 - (1.0 - x) ** 3


def ease_in_out_cubic(x: float) -> float:
    """Slow start and end: a trick gathered to its winner."""
    x = clamp01(x)
    return 4 * x * x * x if x < 0.5 else 1 - (-2 * x + 2) ** 3 / 2


def ease_out_back(x: float) -> float:
    """Overshoots a little then settles: badges and bubbles popping in."""
    x = clamp01(x)
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (x - 1) ** 3 + c1 * (x - 1) ** 2


def ease_in_cubic(x: float) -> float:
    """Slow start: things leaving."""
    x = clamp01(x)
    return x * x * x


def lerp(a: float, b: float, f: float) -> float:
    """The value ``f`` of the way from ``a`` to ``b``."""
    return a + (b - a) * f


def lerp_point(a: Point, b: Point, f: float) -> Point:
    """The point ``f`` of the way from ``a`` to ``b``."""
    return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)


def arc_point(a: Point, b: Point, f: float, lift: float) -> Point:
    """A point on a gentle arc from ``a`` to ``b`` that rises ``lift`` pixels at its middle
    (cards are tossed, not pushed)."""
    x, y = lerp_point(a, b, f)
    return (x, y - lift * math.sin(math.pi * clamp01(f)))


def pulse(time: float, period: float = 1.0) -> float:
    """0 … 1 … 0 once per ``period`` seconds, smoothly (glows, thinking dots)."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * time / max(1e-6, period))


class Tween:
    """A value going from 0 to 1 over ``duration`` seconds along an easing curve. A duration
    of 0 finishes at the first update."""

    __slots__ = ("duration", "ease", "elapsed")

    def __init__(self, duration: float, ease: Ease = ease_out_cubic) -> None:
        self.duration = max(0.0, duration)
        self.ease = ease
        self.elapsed = 0.0

    @property
    def progress(self) -> float:
        """Linear progress, 0 … 1."""
        if self.duration <= 0:
            return 1.0 if self.elapsed > 0 or self.duration == 0 else 0.0
        return clamp01(self.elapsed / self.duration)

    @property
    def value(self) -> float:
        """Eased progress."""
        return self.ease(self.progress)

    @property
    def done(self) -> bool:
        """True once the whole duration has passed."""
        return self.elapsed >= self.duration

    def update(self, dt: float) -> float:
        """Advance by ``dt``; returns the time left over after the end (0 while running)."""
        self.elapsed += max(0.0, dt)
        over = self.elapsed - self.duration
        return over if over > 0 else 0.0


__all__ = [
    "Ease",
    "Point",
    "Tween",
    "arc_point",
    "clamp01",
    "ease_in_cubic",
    "ease_in_out_cubic",
    "ease_out_back",
    "ease_out_cubic",
    "lerp",
    "lerp_point",
    "linear",
    "pulse",
]
