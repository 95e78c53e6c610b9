"""Time to Eat's moment on the Toasty Toasts table: the card turns over from the draw pile, then
every seat's Toasts are counted one by one (each Toast's points badge appears and the seat's
total on its name line counts up), and only then does the shell open its game-over dialog (the
table is busy until the count ends). A click or a key skips to the final count. Pictures only:
the scores are the view's. Source: issue 9, Table ("Time to Eat gets its moment: a reveal, then
the scoring counted up Toast by Toast").
"""

from __future__ import annotations

from typing import Any

REVEAL_MS = 900.0
"""The Time to Eat card's flip from the draw pile, in milliseconds at animation speed 1."""
STEP_MS = 700.0
"""One Toast counted, in milliseconds at animation speed 1: slow enough to follow each Toast's
points landing on it and its seat's total growing (a stranger found 420 ms too fast)."""
MIN_STEP_MS = 500.0
"""Many Toasts count faster, but never faster than this per Toast (at animation speed 1)."""
COUNT_MAX_MS = 12000.0
"""The count aims to take no longer than this (at animation speed 1); a click skips it."""
HOLD_MS = 1200.0
"""The final count stays in sight this long before the game-over dialog."""


class Ending:
    """The reveal and the count for a finished game's view.

    Args:
        view: the game-over view (``toasts``, ``toast_points``, ``scores``, ``players``).
        speed: the animation-speed factor (0.5..2; higher is faster).

    Attributes: ``order`` the (seat, Toast index, points) counted in turn, seat 0 first;
    ``elapsed`` milliseconds since the start.
    """

    def __init__(self, view: dict[str, Any], speed: float = 1.0) -> None:
        speed = min(2.0, max(0.5, float(speed or 1.0)))
        self.order = [(seat, i, int(p["points"]))
                      for seat in range(int(view["players"]))
                      for i, p in enumerate(view["toast_points"][seat])]
        self.reveal_ms = REVEAL_MS / speed
        self.step_ms = max(MIN_STEP_MS, min(STEP_MS, COUNT_MAX_MS / max(1, len(self.order)))
                           ) / speed
        self.total_ms = self.reveal_ms + self.step_ms * len(self.order) + HOLD_MS / speed
        self.elapsed = 0.0

    def update(self, dt_ms: float) -> None:
        """Advance by ``dt_ms`` milliseconds."""
        self.elapsed = min(self.total_ms, self.elapsed + max(0.0, dt_ms))

    def skip(self) -> None:
        """Jump to the final count (a click or a key)."""
        self.elapsed = self.total_ms

    @property
    def done(self) -> bool:
        """True once the count has ended and the final count has been held."""
        return self.elapsed >= self.total_ms

    @property
    def revealed(self) -> bool:
        """True once the Time to Eat card lies face up."""
        return self.elapsed >= self.reveal_ms

    def counted(self) -> int:
        """How many Toasts of :attr:`order` are counted so far."""
        if not self.revealed:
            return 0
        return min(len(self.order), int((self.elapsed - self.reveal_ms) // self.step_ms) + 1)

    def shows(self, seat: int, index: int) -> bool:
        """True when Toast ``index`` of ``seat`` has been counted (its badge shows)."""
        n = self.counted()
        return any(s == seat and i == index for s, i, _ in self.order[:n])

    def total(self, seat: int) -> int:
        """``seat``'s points counted so far."""
        return sum(p for s, _, p in self.order[:self.counted()] if s == seat)

    def latest(self) -> tuple[int, int, int] | None:
        """The (seat, index, points) counted last, while the count runs; else None."""
        n = self.counted()
        if n == 0 or self.done or self.elapsed >= self.reveal_ms + self.step_ms * len(self.order):
            return None
        return self.order[n - 1]
