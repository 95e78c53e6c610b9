"""Seat markers: each seat's player colour paired with its shape (art-direction.md, Palette).

Uses ``art/common/seat_<k>.png`` when the art exists, else draws the shape (so colour is never
the only cue either way).
"""

from __future__ import annotations

import math

import pygame

from tabletop.tablekit import palette
from tabletop.tablekit.assets import Assets

_drawn: dict[tuple[int, int], pygame.Surface] = {}


def _points(shape: str, c: float, r: float) -> list[tuple[float, float]]:
    if shape == "square":
        return [(c - r * .8, c - r * .8), (c + r * .8, c - r * .8), (c + r * .8, c + r * .8),
                (c - r * .8, c + r * .8)]
    if shape == "triangle":
        return [(c, c - r), (c + r * .95, c + r * .75), (c - r * .95, c + r * .75)]
    if shape == "diamond":
        return [(c, c - r), (c + r, c), (c, c + r), (c - r, c)]
    if shape == "star":
        return [(c + (r if i % 2 == 0 else r * .45) * math.sin(i * math.pi / 5),
                 c - (r if i % 2 == 0 else r * .45) * math.cos(i * math.pi / 5)) for i in range(10)]
    if shape == "hexagon":
        return [(c + r * math.cos(i * math.pi / 3), c + r * math.sin(i * math.pi / 3))
                for i in range(6)]
    return []


def drawn_marker(seat: int, size: int) -> pygame.Surface:
    """The marker of ``seat`` drawn with pygame (player colour, its shape, an ink rim)."""
    key = (seat, size)
    if key in _drawn:
        return _drawn[key]
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c, r = size / 2, size / 2 - 2
    shape = palette.player_shape(seat)
    fill = palette.player_colour(seat)
    if shape == "circle":
        pygame.draw.circle(surf, fill, (c, c), r)
        pygame.draw.circle(surf, palette.INK, (c, c), r, 2)
    else:
        pts = _points(shape, c, r)
        pygame.draw.polygon(surf, fill, pts)
        pygame.draw.polygon(surf, palette.INK, pts, 2)
    _drawn[key] = surf
    return surf


def seat_marker(assets: Assets, seat: int, size: int) -> pygame.Surface:
    """The marker of ``seat`` at ``size`` x ``size`` pixels (art when shipped, else drawn)."""
    rel = f"common/seat_{seat % 6}.png"
    if assets.has_image(rel):
        return assets.images(rel, (size, size))
    return drawn_marker(seat, size)
