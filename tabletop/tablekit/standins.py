"""Plain drawn stand-ins for pieces whose art file is missing, so a table stays legible before
its art exists (the shipped art always wins, see :meth:`PainterBase.picture`): a card with a
word or number on it, and a round token. House colours: art-direction.md, Palette.
"""

from __future__ import annotations

import pygame

from tabletop.tablekit import palette
from tabletop.tablekit.sprites import TextCache, rounded_panel


def card(size: tuple[int, int], text: TextCache, label: str = "",
         fill: tuple[int, int, int] = palette.CARD_STOCK,
         ink: tuple[int, int, int] = palette.INK) -> pygame.Surface:
    """A card of ``size`` (w, h) pixels in ``fill`` with ``label`` wrapped in its middle."""
    w, h = int(size[0]), int(size[1])
    surf = rounded_panel((w, h), fill, palette.CARD_EDGE, max(3, round(w * 0.06)), 2)
    px = max(10, round(min(w * 0.3, h * 0.2)) if len(label) <= 2 else round(w * 0.12))
    lines = text.wrap(label, w - 10, px)[:6] if label else []
    imgs = [text.render(line, px, ink, True) for line in lines]
    y = (h - sum(i.get_height() for i in imgs)) // 2
    for img in imgs:
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += img.get_height()
    return surf


def disc(d: int, fill: tuple[int, int, int], inner: tuple[int, int, int] | None = None,
         edge: tuple[int, int, int] = palette.CARD_EDGE) -> pygame.Surface:
    """A round token ``d`` pixels across: ``fill`` with an ``edge`` rim and an optional
    ``inner`` dot."""
    d = max(4, int(d))
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    c = d // 2
    pygame.draw.circle(surf, fill, (c, c), c - 1)
    pygame.draw.circle(surf, edge, (c, c), c - 1, max(1, d // 16))
    if inner is not None:
        pygame.draw.circle(surf, inner, (c, c), d // 4)
    return surf
