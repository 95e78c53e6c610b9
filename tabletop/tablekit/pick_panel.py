"""A panel for picking one card out of a row shown face up (another player's hand looked at,
a row to choose from), for any table: a title in two lines at most over the cards side by
side, narrower when they would not fit the table, each numbered under it (its key, 1-9), the
card under the pointer and the hinted ones ringed. Over the middle of the table, inside it.
The Big Fat Tomato Game's Mole Spy pick is one. Pictures and hit rects only: which card may
be taken is the legal list's.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

import pygame

from tabletop.tablekit import palette

GAP = 10
"""Pixels between two cards of the row."""
PAD = 16
"""The panel's inner margin (pixels) left and right of the title and above the cards."""
TITLE_H = 40
"""Height in pixels of the panel's title when it is one line (each further line adds
:data:`LINE_H`)."""
LINE_H = 21
TITLE_PX, TITLE_MIN_PX = 17, 14
"""The title's font size in pixels, and the smallest it shrinks to before a second line."""
MIN_WIDTH = 360
"""The narrowest panel (pixels), so a short row still has room for its title."""
MIN_CARD_W = 40
"""The narrowest card (pixels) a long row shrinks to."""


def pick_title(text_cache, title: str, width: int) -> tuple[list[str], int]:
    """``title`` in lines that fit a panel ``width`` pixels wide (two at most, the bold font
    shrinking from :data:`TITLE_PX` to :data:`TITLE_MIN_PX` first), and the font size.
    ``text_cache``: a :class:`~tabletop.tablekit.surface_cache.TextCache`."""
    return text_cache.wrap_fit(title, width - 2 * PAD, TITLE_PX, True, 2, TITLE_MIN_PX)


def pick_rects(text_cache, title: str, n: int, card: tuple[int, int],
               bounds: pygame.Rect) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """(the panel, one rect per card, left to right) for ``n`` cards of ``card`` size (w, h
    pixels) under ``title`` (see :func:`pick_title`), centred in ``bounds`` (the table, window
    pixels) and kept inside it; the cards narrow (keeping their shape) until the row fits,
    down to :data:`MIN_CARD_W` (a longer row than that allows runs past the panel's sides:
    nine cards fit a table 520 pixels wide)."""
    w, h = card
    room = bounds.width - 2 * PAD - 40
    if n and n * (w + GAP) - GAP > room:
        w = max(MIN_CARD_W, (room + GAP) // n - GAP)
        h = round(w * card[1] / card[0])
    width = min(max(MIN_WIDTH, n * (w + GAP) - GAP + 2 * PAD), bounds.width - 40)
    title_h = TITLE_H + LINE_H * (len(pick_title(text_cache, title, width)[0]) - 1)
    panel = pygame.Rect(0, 0, width, title_h + h + 2 * PAD + 12)
    panel.center = bounds.center
    panel.clamp_ip(bounds)
    x0 = panel.centerx - (n * (w + GAP) - GAP) // 2
    return panel, [pygame.Rect(x0 + i * (w + GAP), panel.y + title_h + PAD, w, h)
                   for i in range(n)]


def draw_pick(surface: pygame.Surface, painter, title: str, panel: pygame.Rect,
              rects: list[pygame.Rect], face: Callable[[int, tuple[int, int]], pygame.Surface],
              lit: Collection[int], pointer: tuple[int, int], number_px: int) -> None:
    """Draw the panel (linen, a glowing edge), its title (:func:`pick_title`), each card
    ``face(i, (w, h))`` at ``rects[i]`` (from :func:`pick_rects`) with its number under it
    (the first nine, bold, ``number_px`` pixels), and a glow ring round the cards in ``lit``
    (the hinted ones) and the one under ``pointer`` (window pixels). ``painter``: a
    :class:`~tabletop.tablekit.painter.PainterBase`."""
    surface.blit(painter.panel(panel.size, (*palette.LINEN, 248), palette.GLOW, 14, 3),
                 panel.topleft)
    lines, size = pick_title(painter.text, title, panel.width)
    for i, line in enumerate(lines):
        img = painter.text.fit(line, panel.width - 2 * PAD, size, palette.INK, True,
                               min_size=size)
        surface.blit(img, (panel.x + PAD, panel.y + 12 + i * LINE_H))
    for i, rect in enumerate(rects):
        surface.blit(face(i, rect.size), rect.topleft)
        if i < 9:
            img = painter.text.render(str(i + 1), number_px, palette.INK, True)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
        if i in lit or rect.collidepoint(pointer):
            pygame.draw.rect(surface, palette.GLOW, rect.inflate(6, 6), 3, border_radius=8)
