"""Declarative rect arithmetic for a table's layout: boxes spaced and centred along a span,
boxes (or full-width rects) stacked one after another with gaps, a box of a given size anchored
in a cell, a row of boxes each centred on a common line, and a rect split into columns by fixed
widths and a remainder. Pure geometry in window pixels (integers, rounded the way the tables
always did: a centred box sits ``(free) // 2`` from the cell's start).
"""

from __future__ import annotations

from typing import Sequence

import pygame

START, CENTRE, END = "start", "centre", "end"
"""Where a box sits along one axis of its cell (see :func:`anchor`)."""


def _offset(free: int, where: str) -> int:
    """Pixels from a cell's start to a box with ``free`` pixels of room, placed ``where``."""
    if where == START:
        return 0
    if where == END:
        return free
    if where == CENTRE:
        return free // 2
    raise ValueError(f"unknown anchor {where!r} (start, centre or end)")


def spaced(start: int, span: int, n: int, size: int, gap: int) -> list[int]:
    """Starts (pixels) of ``n`` boxes ``size`` long, ``gap`` apart, the group centred in the
    ``span`` pixels from ``start`` (a group wider than the span overflows both ends evenly)."""
    first = start + (span - (n * size + (n - 1) * gap)) // 2
    return [first + i * (size + gap) for i in range(n)]


def steps(start: int, sizes: Sequence[int], gaps: Sequence[int]) -> list[int]:
    """Starts (pixels) of boxes ``sizes`` long laid one after another from ``start``, with
    ``gaps[i]`` pixels between box ``i`` and box ``i + 1``.

    Raises:
        ValueError: ``gaps`` is not one shorter than ``sizes``.
    """
    if len(gaps) != max(0, len(sizes) - 1):
        raise ValueError("steps: one gap is needed between every two sizes")
    out = [start][:len(sizes)]
    for size, gap in zip(sizes, gaps):
        out.append(out[-1] + size + gap)
    return out


def stack(x: int, y: int, width: int, heights: Sequence[int],
          gaps: Sequence[int]) -> list[pygame.Rect]:
    """Rects ``width`` pixels wide, ``heights`` tall, one under the other from ``(x, y)`` with
    ``gaps[i]`` pixels between rect ``i`` and rect ``i + 1`` (see :func:`steps`).

    Raises:
        ValueError: ``gaps`` is not one shorter than ``heights``.
    """
    return [pygame.Rect(x, top, width, h) for top, h in zip(steps(y, heights, gaps), heights)]


def anchor(cell: pygame.Rect, size: tuple[int, int], x: str = CENTRE,
           y: str = CENTRE) -> pygame.Rect:
    """A ``size`` (w, h pixels) box in ``cell``: along each axis at the cell's ``START``, its
    ``END`` or centred (``CENTRE``: ``(free) // 2`` from the start; a box larger than the cell
    sticks out).

    Raises:
        ValueError: ``x`` or ``y`` is not one of the three anchors.
    """
    w, h = size
    return pygame.Rect(cell.x + _offset(cell.width - w, x), cell.y + _offset(cell.height - h, y),
                       w, h)


def pack(x: int, y: int, height: int, sizes: Sequence[tuple[int, int]],
         gaps: Sequence[int]) -> list[pygame.Rect]:
    """Boxes of ``sizes`` (w, h pixels) side by side from ``x``, ``gaps[i]`` pixels after box
    ``i``, each centred in the row ``height`` pixels tall from ``y`` (a control row: a chip, a
    count, a minus and a plus button)."""
    out = []
    for i, (w, h) in enumerate(sizes):
        out.append(anchor(pygame.Rect(x, y, w, height), (w, h), START, CENTRE))
        x += w + (gaps[i] if i < len(gaps) else 0)
    return out


def overlapped(n: int, size: tuple[int, int], centre_x: float, y: int,
               step: float) -> list[pygame.Rect]:
    """``n`` boxes of ``size`` at height ``y``, each ``step`` pixels right of the one before
    (overlapping when ``step`` < the width), the row centred on ``centre_x``; positions are
    rounded per box so the row keeps its width."""
    w, h = size
    x0 = centre_x - (w + step * (n - 1)) / 2
    return [pygame.Rect(round(x0 + k * step), y, w, h) for k in range(n)]


def squeezed_right(area: pygame.Rect, n: int, gap: int = 2) -> list[pygame.Rect]:
    """``n`` squares as tall as ``area`` (at least 8 px), right-aligned in it, ``gap`` pixels
    apart while they fit, else each a little right of the one before (overlapping, at least
    4 px apart): a few dice waiting by a name."""
    s = max(8, area.height)
    if n <= 0:
        return []
    step = min(s + gap, max(4, (area.width - s) // max(1, n - 1))) if n > 1 else s
    x0 = area.right - s - step * (n - 1)
    return [pygame.Rect(x0 + i * step, area.y, s, s) for i in range(n)]


def columns(rect: pygame.Rect, widths: Sequence[int | None]) -> list[pygame.Rect]:
    """``rect`` split left to right into columns ``widths`` pixels wide (its full height);
    one width may be None: that column takes what the others leave.

    Raises:
        ValueError: more than one width is None.
    """
    if sum(w is None for w in widths) > 1:
        raise ValueError("columns: at most one column takes the rest")
    rest = rect.width - sum(w for w in widths if w is not None)
    out, x = [], rect.x
    for w in widths:
        w = rest if w is None else w
        out.append(pygame.Rect(x, rect.y, w, rect.height))
        x += w
    return out
