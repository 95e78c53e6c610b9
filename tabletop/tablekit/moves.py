"""Moves keyed by piece id: when every piece keeps its id from one view to the next (a die, a
numbered token), the flights after an action are found by comparing where each id was drawn
before and after. View-only: the new view is already final. Source: art-direction.md (Feel:
every piece moves from where it was to where it lands).
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Mapping

import pygame

from tabletop.tablekit.sprites import Flight

Spot = tuple[Any, ...]
"""Where a piece is drawn: a tuple whose first item is its pygame.Rect (window pixels); the
rest is whatever the picture needs (colour, face...)."""


def moves_by_id(old: Mapping[Hashable, Spot], new: Mapping[Hashable, Spot],
                picture: Callable[[Spot], pygame.Surface], home: pygame.Rect,
                ms: Callable[[Hashable], float], away_ms: float, *,
                skip: Any = (), drop_from: Mapping[Hashable, pygame.Rect] | None = None,
                hide: Callable[[Hashable], Hashable] = lambda key: key,
                stagger: float = 30.0, away_delay: float = 120.0) -> tuple[list[Flight], list]:
    """The flights from ``old`` to ``new`` (both: id -> :data:`Spot`).

    Args:
        picture: the piece's picture for a spot (drawn at the spot's rect size).
        home: where a piece comes from when it had no spot (a bag, the bushel) and where a
            piece without a new spot goes.
        ms: id -> flight length (ms) of a piece that moves; ``away_ms``: of one that goes.
        skip: ids animated another way (no flight); ``drop_from``: id -> where a dragged piece
            was let go (its flight starts there, not at its old spot).
        hide: id -> the static layer's key of the piece (hidden there while it flies).
        stagger: ms between the starts of successive flights; ``away_delay``: ms before the
            first going piece leaves.

    Returns:
        ``(flights, gone)``: moving pieces first (a piece whose start is its new spot does not
        fly), then the going ones (no hide key); ``gone``: the ids in ``old`` only, in order.
    """
    drop_from = drop_from or {}
    flights: list[Flight] = []
    for key, spot in new.items():
        if key in skip:
            continue
        start = drop_from.get(key) or (old[key][0] if key in old else home)
        if start == spot[0]:
            continue
        flights.append(Flight(picture(spot), pygame.Rect(start), spot[0], ms(key),
                              delay=len(flights) * stagger, hide=hide(key)))
    gone = [key for key in old if key not in new]
    for i, key in enumerate(gone):
        flights.append(Flight(picture(old[key]), old[key][0], home, away_ms,
                              delay=away_delay + i * stagger))
    return flights, gone
