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
from tabletop.tablekit.menu import draw_menu as kit_menu
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
    """The karma menu beside its die or vine (the kit's popup menu; costs in hearts, die
    faces drawn in the die's colour)."""
    kit_menu(surf, p.text, p.cache, menu, row_h, bounds, hover,
             lambda face, size: p.die(menu.colour, face, size), lambda cost: f"{cost} ♥")
