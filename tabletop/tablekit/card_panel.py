"""A panel that shows a pile's cards side by side, readable at any window size: a caption on
top, then the cards in rows that never overlap (two rows at most; smaller cards when they
would not fit the table), placed beside the box the pile sits in. For any table (TomaToss's
scored piles). Pictures and rects only: no rule is decided here.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from tabletop.tablekit.sprites import colour, rounded_panel

GAP = 8
"""Pixels between the cards in the panel and around them."""


def grid_rects(n: int, card: tuple[int, int], width: int, top: int,
               gap: int = GAP) -> list[pygame.Rect]:
    """Rects of ``n`` cards of ``card`` size in rows no wider than ``width`` pixels (never
    overlapping, ``gap`` apart), from ``top``, each row centred; relative to the panel."""
    w, h = card
    per_row = max(1, (width - gap) // (w + gap))
    rects = []
    for i in range(n):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        left = (width - (in_row * (w + gap) - gap)) // 2
        rects.append(pygame.Rect(left + col * (w + gap), top + row * (h + gap), w, h))
    return rects


def card_panel(painter: Any, caption: str, size: int, n: int, card: tuple[int, int],
               most: int, face: Callable[[int, tuple[int, int]], pygame.Surface],
               key: Any) -> pygame.Surface:
    """The panel: ``caption`` (bold, ``size`` px) over ``n`` cards drawn by ``face(i, (w, h))``
    at ``card`` size, smaller (by tenths, not under 60 px tall) until two rows fit ``most``
    pixels; cached in ``painter.cache`` under ``key`` (name what the cards show)."""
    per_row = -(-n // 2)                 # two rows at most: smaller cards else
    while per_row * (card[0] + GAP) + GAP > most and card[1] > 60:
        card = (round(card[0] * 0.9), round(card[1] * 0.9))

    def build() -> pygame.Surface:
        words = painter.text.render(caption, size, colour("INK"), True)
        width = min(most, max(words.get_width() + 2 * GAP, n * (card[0] + GAP) + GAP))
        rects = grid_rects(n, card, width, words.get_height() + 2 * GAP)
        panel = rounded_panel((width, rects[-1].bottom + GAP), (*colour("CARD_STOCK"), 250),
                              colour("CARD_EDGE"), 10, 2)
        panel.blit(words, words.get_rect(midtop=(width // 2, GAP)))
        for i, r in enumerate(rects):
            panel.blit(face(i, r.size), r)
        return panel

    return painter.cache.get(("card_panel", caption, key, card, most, size), build)


def beside(panel: pygame.Surface, box: pygame.Rect, centre_x: int,
           bounds: pygame.Rect) -> pygame.Rect:
    """Where ``panel`` goes: 4 px under ``box`` when the box is in the top half of
    ``bounds``, else 4 px above it, centred on column ``centre_x``, inside ``bounds``."""
    r = panel.get_rect()
    if box.centery < bounds.centery:
        r.midtop = (centre_x, box.bottom + 4)
    else:
        r.midbottom = (centre_x, box.top - 4)
    return r.clamp(bounds)
