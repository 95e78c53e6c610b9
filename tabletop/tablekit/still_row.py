"""A row of pieces (the cards of a hand, the dice of a tray) that stays still while the player
works on it, for any table.

After a play the row has one piece fewer, and a centred fan would shift every piece under the
pointer: a quick second drag aimed where a card was picks up the wrong one or nothing
(stranger tests, issue 9; Diced Tomatoes' tray keeps its dice's slots for the same reason).
So when a new row holds no new piece, each piece keeps its place; the row re-centres (the
table glides the pieces) only once the pointer has stayed away from the row for
:data:`SETTLE_AFTER_MS` (a drop on the table and the way back to the hand take less), never
while a press or a drag is on. A row that gains a piece re-centres at once. Pictures and hit
rects only: no rule is decided here.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

SETTLE_AFTER_MS = 1200.0
"""How long the pointer stays away from a held row before it re-centres, in milliseconds."""

Places = dict[Hashable, pygame.Rect]
"""Piece key -> its rect (window pixels)."""


class StillRow:
    """The kept places of a row's pieces (``held``: None while the row stands in its fan).

    Args:
        settle_after_ms: the pointer's time away before the row re-centres (milliseconds).
    """

    def __init__(self, settle_after_ms: float = SETTLE_AFTER_MS) -> None:
        self.settle_after_ms = settle_after_ms
        self.held: Places | None = None
        self.away_ms = 0.0

    def place(self, keys: list[Hashable], fanned: list[pygame.Rect]) -> list[pygame.Rect]:
        """The rect of each of ``keys``: its kept place while held, else its place in
        ``fanned`` (the centred fan, same order)."""
        held = self.held or {}
        return [pygame.Rect(held.get(k, r)) for k, r in zip(keys, fanned)]

    def keep(self, before: Places, keys: list[Hashable]) -> bool:
        """A new row ``keys``: when every piece was already in ``before`` (key -> where it
        stood), each keeps that place and True is returned; otherwise (a piece came in, or
        nothing to keep) the row stands in its fan and False is returned (the table glides
        the pieces from ``before``)."""
        self.held, self.away_ms = None, 0.0
        if before and keys and set(keys) <= set(before):
            self.held = {k: pygame.Rect(before[k]) for k in keys}
            return True
        return False

    def update(self, dt_ms: float, pointer_over: bool, pressed: bool) -> Places | None:
        """Count ``dt_ms`` milliseconds with the pointer over the row or not (``pressed``: a
        press or drag is on, which holds the row too). Returns the kept places when the row
        lets go now (the table glides from them to the fan), else None."""
        if self.held is None:
            return None
        if pointer_over or pressed:
            self.away_ms = 0.0
            return None
        self.away_ms += max(0.0, dt_ms)
        return self.release() if self.away_ms >= self.settle_after_ms else None

    def release(self) -> Places | None:
        """Let go at once (e.g. a new layout); returns the kept places, or None."""
        held, self.held, self.away_ms = self.held, None, 0.0
        return held


def nearest_within(rects: list[pygame.Rect], x: int, reach: float) -> int | None:
    """The index of the rect of ``rects`` nearest to window column ``x`` (pixels; 0 inside it),
    when that is at most ``reach`` pixels away, else None: a press in a gap a still row left
    picks up the piece beside it."""
    near = [(max(r.left - x, x - r.right, 0), i) for i, r in enumerate(rects)]
    gap, i = min(near, default=(reach + 1, -1))
    return i if gap <= reach else None
