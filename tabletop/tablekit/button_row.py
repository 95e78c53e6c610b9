"""A row of table buttons, each as wide as its label needs, right-aligned in a strip (step
buttons over a hand: "Skip step (S)", "Roll (R)"), for any table. Rects only: which buttons
show is the legal list's.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

LABEL_PAD = 28
"""Pixels a button is wider than its label."""


def label_width(text_cache, label: str, height: int) -> int:
    """The width (pixels) of ``label`` on a :class:`~tabletop.tablekit.table_button.TableButton`
    ``height`` pixels tall, in the font it draws with (bold, 48 % of its height, at least
    12 px), plus :data:`LABEL_PAD`. ``text_cache``: a
    :class:`~tabletop.tablekit.surface_cache.TextCache`."""
    font_px = max(12, int(height * 0.48))
    return text_cache.font(font_px, True).size(label)[0] + LABEL_PAD


def right_row(area: pygame.Rect, text_cache, labels: Sequence[str], least: int,
              gap: int = 10) -> list[pygame.Rect]:
    """One rect per label, right to left from ``area``'s right edge (the first label's
    button is the rightmost), ``gap`` pixels apart, each ``area``'s height tall and as wide
    as its label needs (:func:`label_width`), at least ``least`` pixels."""
    out, x = [], area.right
    for label in labels:
        w = max(least, label_width(text_cache, label, area.height))
        x -= w
        out.append(pygame.Rect(x, area.y, w, area.height))
        x -= gap
    return out
