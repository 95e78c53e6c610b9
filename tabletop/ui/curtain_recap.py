"""The curtain's "Since your last turn" box: every public line since the seat's last turn, none
cut (issue 12: the oldest were dropped as "3 earlier lines"). The box grows with the lines up to
the room the curtain has; beyond that it scrolls (mouse wheel, Up / Down, Page Up / Page Down,
Home / End) and says how many lines are above and below.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

import pygame

from tabletop.ui.rules_text import wrap_words

WHEEL_ROWS = 3
"""Rows one mouse-wheel notch scrolls."""


def recap_rows(since: Sequence[str], measure: Callable[[str], int], width: int) -> list[str]:
    """``since`` (one string per log line) wrapped to ``width`` pixels as measured by
    ``measure`` (text -> pixels): a bullet before each line, continuations indented."""
    out: list[str] = []
    for text in since:
        for i, part in enumerate(wrap_words(text, measure, width - 24)):
            out.append(("• " if i == 0 else "   ") + part)
    return out


class RecapView(NamedTuple):
    """The rows shown now. ``rows``: those drawn; ``above`` / ``below``: how many are hidden
    before and after them (0 and 0 when everything fits)."""

    rows: list[str]
    above: int
    below: int

    @property
    def scrolls(self) -> bool:
        """True when some rows are hidden (the box shows a line saying how to scroll)."""
        return bool(self.above or self.below)


def window(rows: list[str], fit: int, top: int) -> RecapView:
    """The rows shown in a box with room for ``fit`` rows, starting at row ``top`` (clamped).
    When they do not all fit, one row of the room goes to the "more above / below" line."""
    if len(rows) <= fit:
        return RecapView(rows, 0, 0)
    shown = max(1, fit - 1)
    top = max(0, min(top, len(rows) - shown))
    return RecapView(rows[top:top + shown], top, len(rows) - top - shown)


def more_line(view: RecapView) -> str:
    """The line under a scrolling box: "▲ 3 lines above · ▼ 5 below (scroll: wheel or ↑ ↓)"."""
    parts = []
    if view.above:
        parts.append(f"▲ {view.above} line{'s' if view.above != 1 else ''} above")
    if view.below:
        parts.append(f"▼ {view.below} line{'s' if view.below != 1 else ''} below")
    return " · ".join(parts) + " (scroll: mouse wheel or ↑ ↓)"


_KEY_ROWS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -2, pygame.K_PAGEDOWN: 2,
             pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}
"""Rows each scrolling key moves (±2: a page)."""


class RecapScroll:
    """Where the recap box is scrolled to (its first row shown), moved by the player's wheel
    and keys while the curtain is up. Reset each time a curtain comes down."""

    def __init__(self) -> None:
        self.top = 0

    def reset(self) -> None:
        """A new curtain: back to the first line."""
        self.top = 0

    @staticmethod
    def wants(event: pygame.event.Event) -> bool:
        """True when ``event`` is a scroll gesture (the wheel or a scrolling key)."""
        return event.type == pygame.MOUSEWHEEL or (
            event.type == pygame.KEYDOWN and event.key in _KEY_ROWS)

    def event(self, event: pygame.event.Event, page: int) -> bool:
        """Scroll by ``event`` (``page``: rows in a page). True when it was a scroll gesture
        (the top row may then be past the end: :func:`window` clamps it, and so does
        :meth:`clamp`)."""
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -WHEEL_ROWS * int(getattr(event, "y", 0))
        elif event.type == pygame.KEYDOWN and event.key in _KEY_ROWS:
            rows = _KEY_ROWS[event.key]
            step = (page if rows > 0 else -page) if abs(rows) == 2 else rows
        if not step:
            return False
        self.top = max(0, self.top + step)
        return True

    def clamp(self, view: RecapView) -> None:
        """Keep the top row where ``view`` (drawn at it) put it."""
        self.top = view.above
