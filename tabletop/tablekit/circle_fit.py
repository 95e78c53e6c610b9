"""Squares laid inside a circle with none overlapping another, for dice on a round token
(Diced Tomatoes' vines): every face stays whole and readable however many there are.
"""

from __future__ import annotations

import pygame


def squares_in_circle(circle: pygame.Rect, n: int, largest: int, cols: int = 2,
                      smallest: int = 8) -> list[pygame.Rect]:
    """Rects of ``n`` equal squares inside the circle whose bounding square is ``circle``
    (window pixels): up to ``cols`` per row, rows centred (the last one too), first square
    top left, a small gap between. They shrink to fit the circle (the block's corners on a
    circle of 96 % of it), never past ``largest`` nor below ``smallest`` pixels.

    Args:
        circle: the circle's bounding square; ``n``: how many (at least 1 is laid out).
        largest / smallest: the side's bounds in pixels; ``cols``: squares per row (>= 1).
    """
    n = max(1, n)
    cols = max(1, min(n, cols))
    rows = -(-n // cols)
    gap = max(2, circle.width // 40)
    room = circle.width * 0.96
    s = int((room - gap * max(cols, rows)) / (cols * cols + rows * rows) ** 0.5)
    s = max(smallest, min(largest, s))
    out = []
    y0 = circle.centery - (rows * s + gap * (rows - 1)) // 2
    for i in range(n):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        x0 = circle.centerx - (in_row * s + gap * (in_row - 1)) // 2
        out.append(pygame.Rect(x0 + col * (s + gap), y0 + row * (s + gap), s, s))
    return out
