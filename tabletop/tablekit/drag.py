"""Drag-and-drop and click tracking for table pieces, game-agnostic.

A table says what lies under the mouse when a button goes down (:meth:`DragTracker.press`) and
feeds motion and release positions; the tracker answers with a :class:`Gesture`: a click (the
mouse moved less than ``threshold`` pixels) or a drop (the piece was dragged and let go at a
position). Positions are window pixels, read from ``event.pos`` (posted test events do not move
the real mouse). Source: architecture guide, lesson 11 (a drag threshold of a few pixels so a
click is not a drag; drag maths from ``event.pos``). No pygame here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Gesture:
    """The end of a press.

    Attributes:
        kind: ``"click"`` or ``"drop"``.
        item: what was pressed (the table's own key, e.g. ``("token", 0)``).
        start: where the button went down, ``(x, y)`` pixels.
        pos: where it came up, ``(x, y)`` pixels.
        origin: the top-left of the pressed piece when pressed (where a refused drop returns).
        grab: the offset of the press inside the piece, ``(dx, dy)`` pixels.
    """

    kind: str
    item: Any
    start: tuple[int, int]
    pos: tuple[int, int]
    origin: tuple[int, int]
    grab: tuple[int, int]

    @property
    def drop_topleft(self) -> tuple[int, int]:
        """Top-left of the piece where it was let go."""
        return (self.pos[0] - self.grab[0], self.pos[1] - self.grab[1])


class DragTracker:
    """Tracks one press at a time.

    Args:
        threshold: pixels the mouse must move from the press before it counts as a drag (>= 0).
    """

    def __init__(self, threshold: int = 6) -> None:
        self.threshold = max(0, int(threshold))
        self.item: Any = None
        self.start: tuple[int, int] = (0, 0)
        self.pos: tuple[int, int] = (0, 0)
        self.origin: tuple[int, int] = (0, 0)
        self.grab: tuple[int, int] = (0, 0)
        self.dragging = False

    @property
    def pressed(self) -> bool:
        """True between a press and its release."""
        return self.item is not None

    def press(self, item: Any, pos: tuple[int, int], piece_topleft: tuple[int, int]) -> None:
        """The button went down on ``item`` (not None) whose top-left is ``piece_topleft``."""
        self.item = item
        self.start = self.pos = (int(pos[0]), int(pos[1]))
        self.origin = (int(piece_topleft[0]), int(piece_topleft[1]))
        self.grab = (self.start[0] - self.origin[0], self.start[1] - self.origin[1])
        self.dragging = False

    def motion(self, pos: tuple[int, int]) -> bool:
        """The mouse moved (button held). Returns True when this motion started the drag."""
        if self.item is None:
            return False
        self.pos = (int(pos[0]), int(pos[1]))
        if not self.dragging and math.dist(self.pos, self.start) >= max(1, self.threshold):
            self.dragging = True
            return True
        return False

    def release(self, pos: tuple[int, int]) -> Gesture | None:
        """The button came up. Returns the gesture (None when nothing was pressed)."""
        if self.item is None:
            return None
        self.motion(pos)
        gesture = Gesture("drop" if self.dragging else "click", self.item, self.start, self.pos,
                          self.origin, self.grab)
        self.cancel()
        return gesture

    def cancel(self) -> None:
        """Forget the current press (e.g. the view changed under the mouse)."""
        self.item = None
        self.dragging = False

    @property
    def piece_topleft(self) -> tuple[int, int]:
        """Where to draw the dragged piece now: it keeps the grab offset under the mouse."""
        return (self.pos[0] - self.grab[0], self.pos[1] - self.grab[1])
