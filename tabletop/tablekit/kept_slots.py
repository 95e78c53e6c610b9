"""A row of pieces that keep their slots when some leave it, for any table.

When a piece leaves a row (a die placed from the tray, a token played from a rack), laying the
row out anew for the pieces left would shift every piece under the pointer: a second gesture
aimed where a piece was finds another one. So the row remembers which piece sits in which of
its slots; while every piece of a new row already has a slot, each stays in it (the gone ones
leave gaps). A piece that comes in lays the row out anew for the pieces in their new order.
Diced Tomatoes' tray keeps its rolled dice this way (a karma re-roll keeps a die's slot too).
Unlike :class:`~tabletop.tablekit.still_row.StillRow` the row never re-centres on its own: it
is laid anew only by the next piece that comes in. Pictures and hit rects only: no rule here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame


class KeptSlots:
    """The pieces of a row and their slots.

    Args:
        keys: the piece in each slot, left to right (slot i holds ``keys[i]``); the row has
            ``len(keys)`` slots.
    """

    def __init__(self, keys: Sequence[Hashable] = ()) -> None:
        self.keys = list(keys)

    def keep(self, keys: Sequence[Hashable]) -> bool:
        """A new row ``keys``: True when each already has a slot (they keep them); otherwise
        the row's slots become ``keys`` in order and False is returned."""
        if set(keys) <= set(self.keys):
            return True
        self.keys = list(keys)
        return False

    def rects(self, keys: Sequence[Hashable],
              row: Callable[[int], list[pygame.Rect]]) -> list[pygame.Rect]:
        """The rect of each of ``keys`` (window pixels): its slot in ``row(len(self.keys))``
        while every one has a slot, else its place in ``row(len(keys))``. ``row(n)``: the
        rects of an n-slot row, left to right."""
        if not keys or not set(keys) <= set(self.keys):
            return row(len(keys))
        slots = row(len(self.keys))
        return [slots[self.keys.index(k)] for k in keys]
