"""Redrawing a static layer by regions: each region (a seat's panel, the middle strip...) has a
key of everything it shows, and only the regions whose key changed are drawn again, each over a
fresh piece of table top. Source: testing-desktop.md, "Drawing fast enough" (never rebuild what
did not change).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable

import pygame


@dataclass
class Region:
    """One part of a static layer.

    Attributes:
        name: the region's stable name (a seat number, ``"centre"``...).
        key: any value compared with ``==``: the region is drawn again when it changes.
        area: window pixels cleared back to the table top before a partial redraw (include
            any halo the region draws outside its rect).
        draw: draws the region (it takes no argument: bind the surface and data in it).
    """

    name: Hashable
    key: Any
    area: pygame.Rect
    draw: Callable[[], None]


class RegionCache:
    """Remembers each region's last key, so :meth:`redraw` draws only what changed."""

    def __init__(self) -> None:
        self._keys: dict[Hashable, Any] = {}

    def redraw(self, surf: pygame.Surface, top: pygame.Surface, bounds: pygame.Rect,
               regions: list[Region], full: bool) -> None:
        """Draw ``regions`` into ``surf``.

        Args:
            top: the table top picture, ``bounds.size`` pixels, drawn at ``bounds.topleft``.
            bounds: the table's rect (window pixels); cleared areas are clipped to it.
            full: True draws the table top and every region; False redraws only the regions
                whose key changed since the last call (the others stay as they are).
        """
        if full:
            self._keys.clear()
            surf.blit(top, bounds.topleft)
        for region in regions:
            if self._keys.get(region.name) == region.key:
                continue
            if not full:
                area = region.area.clip(bounds)
                surf.blit(top, area.topleft, area=area.move(-bounds.x, -bounds.y))
            region.draw()
            self._keys[region.name] = region.key
