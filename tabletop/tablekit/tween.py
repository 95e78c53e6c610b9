"""View-only tweens: values that glide from a start to an end over a few hundred milliseconds.

Tweens move pictures, never rules: the engine state is already final when a tween starts, and a
table stays fully usable while tweens run (source: architecture guide, lesson 11; art direction,
"Motion is quick and springy (150-300 ms, ease-out), never blocking play"). No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

Easing = Callable[[float], float]


def ease_out_cubic(t: float) -> float:
    """Fast start, soft landing. ``t`` in 0..1 (clamped); returns 0..1."""
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) ** 3


def ease_out_back(t: float) -> float:
    """Ease-out with a small overshoot (a springy landing). ``t`` in 0..1 (clamped)."""
    t = min(1.0, max(0.0, t))
    c1 = 1.4
    return 1.0 + (c1 + 1.0) * (t - 1.0) ** 3 + c1 * (t - 1.0) ** 2


def linear(t: float) -> float:
    """No easing. ``t`` in 0..1 (clamped)."""
    return min(1.0, max(0.0, t))


def lerp(a: Sequence[float], b: Sequence[float], k: float) -> tuple[float, ...]:
    """Component-wise interpolation between two equal-length number sequences (k=0: a, 1: b)."""
    return tuple(x + (y - x) * k for x, y in zip(a, b))


@dataclass
class Tween:
    """A tuple of numbers moving from ``start`` to ``end``.

    Attributes:
        start, end: equal-length tuples of floats (a position ``(x, y)``, a rect, a scale...).
        duration: milliseconds (> 0) after the delay.
        delay: milliseconds to wait before moving (the value stays at ``start``).
        easing: maps linear progress 0..1 to eased progress.
        elapsed: milliseconds advanced so far (including the delay).

    Raises:
        ValueError: ``start`` and ``end`` differ in length, or ``duration`` is not positive.
    """

    start: tuple[float, ...]
    end: tuple[float, ...]
    duration: float
    delay: float = 0.0
    easing: Easing = ease_out_cubic
    elapsed: float = field(default=0.0)

    def __post_init__(self) -> None:
        self.start, self.end = tuple(map(float, self.start)), tuple(map(float, self.end))
        if len(self.start) != len(self.end):
            raise ValueError("a tween's start and end must have the same length")
        if self.duration <= 0:
            raise ValueError("a tween's duration must be positive (milliseconds)")

    def update(self, dt_ms: float) -> None:
        """Advance by ``dt_ms`` milliseconds."""
        self.elapsed += max(0.0, dt_ms)

    @property
    def progress(self) -> float:
        """Linear progress 0..1 (0 during the delay)."""
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def started(self) -> bool:
        """True once the delay has passed."""
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        """True once the end is reached."""
        return self.elapsed >= self.delay + self.duration

    @property
    def value(self) -> tuple[float, ...]:
        """The current value (eased)."""
        return lerp(self.start, self.end, self.easing(self.progress))

    def finish(self) -> None:
        """Jump to the end."""
        self.elapsed = self.delay + self.duration


def scaled_duration(base_ms: float, speed: float | None) -> float:
    """``base_ms`` divided by the ``animation_speed`` setting (0.5..2; 2 is twice as fast).

    A missing or non-positive speed counts as 1. The result is at least 1 ms."""
    try:
        speed_f = float(speed) if speed is not None else 1.0
    except (TypeError, ValueError):
        speed_f = 1.0
    if speed_f <= 0:
        speed_f = 1.0
    return max(1.0, base_ms / speed_f)
