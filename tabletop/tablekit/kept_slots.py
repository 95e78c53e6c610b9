"""A row of pieces that keep their slots when some leave it, for any table.

When a piece leaves a row (a die placed from the tray, a token played from a rack), laying the
row out anew for the pieces left would shift every piece under the pointer: a second gesture
aimed where a piece was finds another one. So the row remembers which piece sits in which of
its slots; while every piece of a new row already has a slot, each stays in it (the gone ones
leave gaps). A piece that comes in lays the row out anew for the pieces in their new order.
Diced Tomatoes' tray keeps its rolled dice this way (a karma re-roll keeps a die's slot too).
Unlike :class:`~tabletop.tablekit.still_row.StillRow` the row never re-centres on its own: it
is laid anew only by the next piece that comes in. Pieces that are all alike (a turn's tokens
in a tray) keep their slots the same way with :func:`slots_after` and :func:`filled_slots`
(TomaToss's tray: the token dragged out leaves its gap). Pictures and hit rects only: no rule
here.
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


def slots_after(slots: Sequence[int], same_row: bool, left: int, taken: int | None,
                size: int) -> tuple[int, ...]:
    """The slots (0..``size`` - 1, left to right) of a row of like pieces still holding one
    after a new view, so the pieces left stay where they were.

    Args:
        slots: the slots holding a piece before it; ``same_row``: the row is still the same
            one being used up (the same seat's turn); ``left``: how many pieces it holds now;
        taken: the slot whose piece this table just played (None: played another way, by a
            key, a click or a bot: the rightmost goes); ``size``: the row's number of slots.

    Returns:
        ``slots`` less the taken one when exactly one went; ``slots`` when none went;
        otherwise (a new row, an undo, a load) the leftmost ``left`` (at most ``size``).
    """
    slots = tuple(slots)
    if same_row and len(slots) == left + 1:
        gone = taken if taken in slots else slots[-1]
        return tuple(s for s in slots if s != gone)
    if same_row and len(slots) == left:
        return slots
    return tuple(range(max(0, min(size, left))))


def filled_slots(slots: Sequence[int], left: int) -> tuple[int, ...]:
    """The slots holding the ``left`` pieces of a row of like pieces, left to right: the first
    ``left`` of ``slots`` (see :func:`slots_after`), or the leftmost ``left`` when ``slots``
    knows fewer."""
    return tuple(slots[:left]) if len(slots) >= left else tuple(range(left))
