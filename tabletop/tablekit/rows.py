"""Rows of rects on a table: buttons side by side with widths in proportion to their weights,
equal boxes (seat panels) centred in a row with bounded gaps, and a rect less a hole in it.
Pure geometry in window pixels.
"""

from __future__ import annotations

import pygame


def weighted_row(area: pygame.Rect, weights: list[int], gap: int,
                 single_share: float = 0.5) -> list[pygame.Rect]:
    """Rects side by side in ``area`` (its height), widths in proportion to ``weights`` (e.g.
    label lengths), ``gap`` pixels apart, the row centred; a single one takes
    ``single_share`` of the width."""
    n = len(weights)
    if n <= 0:
        return []
    usable = area.width - gap * (n - 1) if n > 1 else int(area.width * single_share)
    total_w = max(1, sum(weights))
    widths = [round(usable * w / total_w) for w in weights]
    x = area.centerx - (sum(widths) + gap * (n - 1)) // 2
    out = []
    for w in widths:
        out.append(pygame.Rect(x, area.y, w, area.height))
        x += w + gap
    return out


def centred_row(n: int, size: tuple[int, int], x: int, width: int, y: int,
                max_gap: float = 24) -> list[pygame.Rect]:
    """``n`` boxes of ``size`` at height ``y``, spread over ``width`` pixels from ``x`` with
    equal gaps (at most ``max_gap`` pixels between boxes when there are several), centred."""
    w, h = size
    gap = (width - n * w) / (n + 1)
    gap = min(gap, max_gap) if n > 1 else gap
    x0 = x + (width - (n * w + (n - 1) * gap)) / 2
    return [pygame.Rect(round(x0 + i * (w + gap)), y, w, h) for i in range(n)]


def rect_minus(whole: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """``whole`` less ``hole`` as disjoint rects (the parts above, below, left and right of the
    hole, empty ones left out); ``[whole]`` when they do not overlap."""
    hole = hole.clip(whole)
    if hole.width <= 0 or hole.height <= 0:
        return [whole]
    parts = [pygame.Rect(whole.x, whole.y, whole.width, hole.y - whole.y),
             pygame.Rect(whole.x, hole.bottom, whole.width, whole.bottom - hole.bottom),
             pygame.Rect(whole.x, hole.y, hole.x - whole.x, hole.height),
             pygame.Rect(hole.right, hole.y, whole.right - hole.right, hole.height)]
    return [r for r in parts if r.width > 0 and r.height > 0]
