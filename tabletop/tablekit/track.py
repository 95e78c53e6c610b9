"""Tracks on a seat's panel: a label and a row of cells with a marker on the current value
(a karma track 0-12, a score track), and rows of equal square slots. Geometry in window
pixels; drawing through a :class:`~tabletop.tablekit.painter.PainterBase` (its ``panel`` and
``text``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from tabletop.tablekit import palette


def track_cells(x: int, y: int, width: int, height: int, label_w: int,
                n: int) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """A track ``width`` x ``height`` pixels from ``(x, y)``: the label's rect (``label_w``
    wide, on the left), then ``n`` cells sharing the rest (each 1 px narrower than its share,
    at least 4 px)."""
    label = pygame.Rect(x, y, label_w, height)
    cell = (width - label_w) / n
    return label, [pygame.Rect(round(x + label_w + i * cell), y, max(4, round(cell) - 1), height)
                   for i in range(n)]


def square_row(x: int, y: int, width: int, n: int, size: int, gap: int) -> list[pygame.Rect]:
    """``n`` squares of ``size`` pixels (less when ``width`` is short), ``gap`` pixels apart,
    centred in ``width`` pixels from ``x`` at height ``y``."""
    s = min(size, (width - (n - 1) * gap) // n)
    x0 = x + (width - (s * n + gap * (n - 1))) // 2
    return [pygame.Rect(x0 + i * (s + gap), y, s, s) for i in range(n)]


def draw_track(surf: pygame.Surface, painter, cells: list[pygame.Rect], value: int,
               marker: Callable[[int], pygame.Surface], numbered: Iterable[int] = (),
               divide_after: int | None = None,
               beyond: tuple[int, int, int] | None = None) -> None:
    """Draw the cells of a track and its marker.

    Args:
        surf: the target; ``painter``: a PainterBase; ``cells``: from :func:`track_cells`.
        value: the cell the marker sits on (none when outside the track).
        marker: ``marker(size) -> Surface``, the marker's picture ``size`` pixels tall.
        numbered: the cells that show their number (not under the marker).
        divide_after: a dark line between this cell and the next (what a turn keeps); the
            cells after it get the fill ``beyond`` (None: plain card stock).
    """
    numbered = set(numbered)
    small = max(14, round(cells[0].height * 0.55))
    for i, cell in enumerate(cells):
        past = divide_after is not None and i > divide_after and beyond is not None
        fill = beyond if past else palette.CARD_STOCK
        surf.blit(painter.panel(cell.size, (*fill, 255), (*palette.CARD_EDGE, 140),
                                max(2, cell.width // 4), 1), cell)
        if i in numbered and i != value:
            num = painter.text.fit(str(i), cell.width, small,
                                   palette.mix(palette.INK, palette.LINEN, 0.35), min_size=8)
            surf.blit(num, num.get_rect(center=cell.center))
    if divide_after is not None and divide_after + 1 < len(cells):
        line_x = (cells[divide_after].right + cells[divide_after + 1].left) // 2
        top, bottom = cells[0].y - 3, cells[0].bottom + 3
        pygame.draw.line(surf, palette.RIPE_DARK, (line_x, top), (line_x, bottom), 3)
    if 0 <= value < len(cells):
        cell = cells[value]
        size = max(10, round(min(cell.height * 1.25, cell.width * 1.5)))
        picture = marker(size)
        surf.blit(picture, picture.get_rect(center=cell.center))
