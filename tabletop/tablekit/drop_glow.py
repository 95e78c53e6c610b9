"""While a piece is dragged: its legal targets glow, the one under the pointer brighter, or red
when a drop there would be refused (art-direction.md, Palette: glow #FFE08A, refusal red
#C8322B). Sizes in window pixels.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Set

import pygame

from tabletop.tablekit import palette

Glow = Callable[[pygame.Rect, int, "tuple[int, int, int] | None"], None]


def drop_glows(glow: Glow, rect_of: Callable[[Hashable], pygame.Rect],
               targets: Set[Hashable], hover: Hashable | None,
               spreads: tuple[int, int, int] = (10, 14, 6),
               ok: tuple[int, int, int] | None = None,
               bad: tuple[int, int, int] = palette.REFUSE,
               between: Callable[[], None] | None = None) -> None:
    """Draw the drop glows of a drag.

    Args:
        glow: ``glow(rect, spread, colour)`` draws one soft outline (colour None: the glow
            colour), e.g. a bound ``KitTable.glow`` on the surface.
        rect_of: the rect (window pixels) that glows for a target key.
        targets: the set of keys a drop would be played on, drawn in the order of
            ``targets - {hover}``; ``hover``: the key under the pointer (None: none).
        spreads: the glow's spread in pixels for a target, the hovered target, a hovered
            refusal; ``ok`` / ``bad``: the colours of the last two (``ok`` None: the glow
            colour).
        between: drawn after the targets and before the hovered one (the table's own marks).
    """
    for key in targets - {hover}:
        glow(rect_of(key), spreads[0], None)
    if between is not None:
        between()
    if hover is not None:
        if hover in targets:
            glow(rect_of(hover), spreads[1], ok)
        else:
            glow(rect_of(hover), spreads[2], bad)
