"""A pile's cards spread out over the table to look through (a discard heap, a graveyard),
for any table: a panel across the table with a title line and every card in rows, left to
right, the cards smaller (by tenths from two thirds of their size) until the whole pile fits
the table, even at the smallest window. Pictures and rects only: what the pile holds and who
may see it are the view's.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.tablekit import palette

GAP = 6
"""Pixels between two cards of the spread."""
MARGIN = 20
"""Pixels between the table's edge and the panel."""
HEAD = 40
"""Pixels from the panel's top to the first row (the title line)."""


def spread_rects(bounds: pygame.Rect, n: int,
                 card: tuple[int, int]) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """(the panel, one rect per card in order) for ``n`` cards of ``card`` size (w, h
    pixels) spread in ``bounds`` (the table, window pixels): the panel is :data:`MARGIN` in
    from its left, top and right, as tall as its rows; the cards shrink from two thirds of
    ``card`` by tenths while the rows would not fit (not under a fifth)."""
    w, h = card
    scale = 2 / 3
    while True:
        size = (round(w * scale), round(h * scale))
        per_row = max(1, (bounds.width - 3 * MARGIN) // (size[0] + GAP))
        rows = (n + per_row - 1) // per_row
        if rows * (size[1] + GAP) + HEAD + 10 <= bounds.height - 2 * MARGIN or scale < 0.2:
            break
        scale *= 0.9
    box = pygame.Rect(bounds.x + MARGIN, bounds.y + MARGIN, bounds.width - 2 * MARGIN,
                      rows * (size[1] + GAP) + HEAD + 10)
    return box, [pygame.Rect(box.x + 16 + c * (size[0] + GAP), box.y + HEAD + r * (size[1] + GAP),
                             *size) for r, c in (divmod(i, per_row) for i in range(n))]


def draw_spread(surface: pygame.Surface, painter, title: str, title_px: int, box: pygame.Rect,
                rects: list[pygame.Rect],
                face: Callable[[int, tuple[int, int]], pygame.Surface]) -> None:
    """Draw the panel ``box`` (linen), ``title`` (bold ink, ``title_px`` pixels) at its top
    left, and card ``face(i, (w, h))`` at each of ``rects`` (from :func:`spread_rects`).
    ``painter``: a :class:`~tabletop.tablekit.painter.PainterBase`."""
    surface.blit(painter.panel(box.size, (*palette.LINEN, 248), palette.CARD_EDGE, 14),
                 box.topleft)
    img = painter.text.render(title, title_px, palette.INK, True)
    surface.blit(img, (box.x + 16, box.y + 12))
    for i, rect in enumerate(rects):
        surface.blit(face(i, rect.size), rect.topleft)
