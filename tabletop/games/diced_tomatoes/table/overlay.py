"""The bits drawn over the static layer every frame: glowing legal spots, the selected or
hinted die, the karma menu, refusal bubbles, the "dice passed" line and tooltips.

Every surface comes from the painter's caches (no per-frame renders of unchanged text).
Glow #FFE08A and refusal red #C8322B: art-direction.md, Palette.
"""

from __future__ import annotations

import pygame

from tabletop.games.diced_tomatoes.table.menu import KarmaMenu
from tabletop.games.diced_tomatoes.table.paint import Painter
from tabletop.tablekit import palette
from tabletop.tablekit.pieces import blit_glow, text_bubble


def glow(surf: pygame.Surface, p: Painter, rect: pygame.Rect, spread: int = 8,
         col: tuple[int, int, int] | None = None) -> None:
    """A soft outline around ``rect`` (GLOW #FFE08A unless ``col``), corners like a die's."""
    blit_glow(surf, p.cache, rect, spread, col or palette.GLOW, max(4, min(rect.size) // 6))


def bubble(p: Painter, text: str, size: int, max_width: int, fill: tuple[int, int, int],
           ink: tuple[int, int, int]) -> pygame.Surface:
    """An opaque rounded panel holding ``text`` wrapped to ``max_width`` pixels (cached)."""
    return text_bubble(p.text, p.cache, text, size, max_width, fill, ink, alpha=255,
                       pad=(10, 6), radius=10)


def draw_menu(surf: pygame.Surface, p: Painter, menu: KarmaMenu, row_h: int,
              bounds: pygame.Rect, hover: int | None) -> None:
    """The karma menu beside its die or vine: a title, then one row per entry with its cost;
    disabled rows are faded and say why; the hovered or keyboard-focused row is lit."""
    menu.lay_out(row_h, max(260, round(row_h * 10.5)), bounds)
    box = menu.box
    surf.blit(p.panel(box.size, (*palette.CARD_STOCK, 255), palette.CARD_EDGE, 10, 2), box)
    size = max(14, round(row_h * 0.5))
    title = p.text.fit(menu.title(), box.width - 16, size, palette.RIPE_DARK, True)
    surf.blit(title, title.get_rect(midleft=(box.x + 10, box.y + 4 + row_h // 2)))
    faded = palette.mix(palette.INK, palette.CARD_STOCK, 0.55)
    for i, (entry, r) in enumerate(zip(menu.entries(), menu.rects)):
        lit = entry.enabled and (i == hover or i == menu.focus)
        if lit:
            surf.blit(p.panel(r.size, (*palette.GLOW, 255), None, 6, 0), r)
        ink = palette.INK if entry.enabled else faded
        x = r.x + 8
        if entry.face:
            ds = round(row_h * 0.74)
            die = p.die(menu.colour, entry.face, ds)
            surf.blit(die, die.get_rect(midleft=(x, r.centery)))
            x += ds + 8
        right = r.right - 8
        if entry.cost is not None:
            cost = p.text.render(f"{entry.cost} ♥", size, ink if entry.enabled else faded, True)
            cr = cost.get_rect(midright=(right, r.centery))
            surf.blit(cost, cr)
            right = cr.x - 8
        label = entry.label if entry.enabled or not entry.note else f"{entry.label} ({entry.note})"
        img = p.text.fit(label, right - x, size, ink, entry.enabled, min_size=11)
        surf.blit(img, img.get_rect(midleft=(x, r.centery)))
