"""A banner ("The Market opens: the game is over!") placed where it hides nothing, for any
table laid out in rows (the others' places along the top, a middle row, the viewer's place
and controls along the bottom): in the free strip between the middle row's captions and the
bottom row when it fits there, else halfway between the top and bottom rows (over the middle
row), centred across the table and inside it. One line of bold ink on an opaque glow-coloured
panel. Pictures and rects only: what the banner says is the table's plan's.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from tabletop.tablekit import palette

PAD = (14, 8)
"""A banner's padding around its text (x, y pixels)."""


def banner_face(text_cache, text: str, width: int, font_px: int) -> pygame.Surface:
    """``text`` in bold ink at ``font_px`` pixels, shrunk (then cut) to fit a banner on a
    table ``width`` pixels wide. ``text_cache``: a
    :class:`~tabletop.tablekit.surface_cache.TextCache`."""
    return text_cache.fit(text, width - 2 * PAD[0] - 8, font_px, palette.INK, True)


def padded(text_size: tuple[int, int]) -> pygame.Rect:
    """The banner's box (at 0, 0) round a text of ``text_size`` (w, h pixels): :data:`PAD`
    on each side."""
    return pygame.Rect(0, 0, text_size[0] + 2 * PAD[0], text_size[1] + 2 * PAD[1])


def strip_box(size: tuple[int, int], bounds: pygame.Rect, above: Iterable[pygame.Rect],
              below: Iterable[pygame.Rect], middle: Iterable[pygame.Rect],
              caption_h: int) -> pygame.Rect:
    """Where a banner box of ``size`` (w, h pixels) goes in ``bounds`` (the table, window
    pixels): centred across it, in the strip from ``caption_h`` pixels under the lowest of
    ``middle`` (the middle row, whose captions hang under it) down to the highest of
    ``below`` (the bottom row) when it fits there, else halfway between the lowest of
    ``above`` (the top row; none: the table's top) and the highest of ``below``; kept
    inside ``bounds``."""
    box = pygame.Rect((0, 0), size)
    top = max((r.bottom for r in above), default=bounds.top)
    bottom = min(r.top for r in below)
    free = max(r.bottom for r in middle) + caption_h
    if bottom - free >= box.height:
        top = free
    box.center = (bounds.centerx, (top + bottom) // 2)
    return box.clamp(bounds)


def draw_banner(surface: pygame.Surface, painter, face: pygame.Surface,
                box: pygame.Rect) -> None:
    """The opaque banner panel at ``box`` (window pixels) with ``face`` (the text, from
    :func:`banner_face`) in its middle. ``painter``: a
    :class:`~tabletop.tablekit.painter.PainterBase`."""
    surface.blit(painter.panel(box.size, (*palette.GLOW, 255), palette.CARD_EDGE, 12),
                 box.topleft)
    surface.blit(face, face.get_rect(center=box.center))
