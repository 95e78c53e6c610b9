"""A rounded, bordered box drawn at its own size, with smooth corners.

pygame-gui draws a ``rounded_rectangle`` shape on scratch surfaces four times its size each
way (16 times its pixels) and keeps two of them with the element: for the choice bar at
1920x1080 (about 1,300 x 150 pixels) that was six 10 MB surfaces alive at once while it was
built and 20 MB kept while it showed (issue 13: memory <= 150 MB after a whole game). Here only
the corners are drawn four times over (a tile of twice the radius each way, smoothed down), the
rest is filled at its own size; the result is one surface of the box's size.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

AA = 4
"""How many times over each way the corners are drawn before smoothing (as pygame-gui does)."""
KEEP = 4
"""Boxes remembered (a bar is rebuilt on each page turn at the same size)."""
_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()


def _corners(radius: int, fill: pygame.Color, border: pygame.Color, border_w: int,
             shadow_w: int, shadow: pygame.Color) -> pygame.Surface:
    """A (2r x 2r) rounded square, r = ``radius`` + ``shadow_w``: its four quadrants are the
    box's four corners."""
    r = radius + shadow_w
    big = pygame.Surface((2 * r * AA, 2 * r * AA), pygame.SRCALPHA)
    rect = big.get_rect()
    if shadow_w:
        pygame.draw.rect(big, shadow, rect, border_radius=r * AA)
    rect = rect.inflate(-2 * shadow_w * AA, -2 * shadow_w * AA)
    pygame.draw.rect(big, border, rect, border_radius=radius * AA)
    inner = rect.inflate(-2 * border_w * AA, -2 * border_w * AA)
    pygame.draw.rect(big, fill, inner, border_radius=max(0, radius - border_w) * AA)
    return pygame.transform.smoothscale(big, (2 * r, 2 * r))


def rounded_box(size: tuple[int, int], radius: int, fill, border, border_w: int = 2,
                shadow_w: int = 0, shadow=(0, 0, 0, 40)) -> pygame.Surface:
    """The box as a per-pixel-alpha surface of ``size`` (pixels); the same surface for the same
    arguments (the last :data:`KEEP` kept): do not draw on it.

    Args:
        size: (width, height) in pixels, shadow included.
        radius: the corner radius in pixels (clamped to half the shorter side).
        fill, border: colours (anything ``pygame.Color`` takes); ``border_w``: border pixels.
        shadow_w: pixels of the translucent ``shadow`` ring round the box (0: none).
    """
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    fill, border, shadow = pygame.Color(fill), pygame.Color(border), pygame.Color(shadow)
    radius = max(0, min(int(radius), (min(w, h) - 2 * shadow_w) // 2))
    key = (w, h, radius, tuple(fill), tuple(border), border_w, shadow_w, tuple(shadow))
    found = _cache.get(key)
    if found is not None:
        _cache.move_to_end(key)
        return found
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    r = radius + shadow_w
    # the straight bands, from the outside in: shadow, border, fill
    layers = [(shadow, 0), (border, shadow_w), (fill, shadow_w + border_w)]
    for colour, inset in layers[0 if shadow_w else 1:]:
        band = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
        if band.width > 0 and band.height > 0:
            out.fill(colour, band.inflate(-2 * max(0, r - inset), 0))
            out.fill(colour, band.inflate(0, -2 * max(0, r - inset)))
    if r:
        tile = _corners(radius, fill, border, border_w, shadow_w, shadow)
        for x, y in ((0, 0), (r, 0), (0, r), (r, r)):
            dest = (x if x == 0 else w - r, y if y == 0 else h - r)
            out.blit(tile, dest, pygame.Rect(x, y, r, r))
    _cache[key] = out
    while len(_cache) > KEEP:
        _cache.popitem(last=False)
    return out
