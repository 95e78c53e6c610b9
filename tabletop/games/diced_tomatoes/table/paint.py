"""Pictures of Diced Tomatoes pieces at any size: dice (red, black, gold; blank ones for dice
picked but not yet rolled; tilted ones for the roll), tomato tokens, score slots, the karma
heart, the bushel, panels and small badges.

Uses the shipped art (``art/dice/<colour>_<n>.png``, ``art/diced_tomatoes/token_<k>.png``,
``slot.png``, ``slot_star.png``, ``karma.png``, ``bushel.png``) through the shell's cached image
loader, with a plain drawn stand-in when a file is missing. Every result is cached per size
(never re-scaled or re-rendered per frame; source: testing-desktop.md, "Drawing fast enough").
Die colours and pips: art-direction.md, Dice and tokens.
"""

from __future__ import annotations

import pygame

from tabletop.tablekit import palette
from tabletop.tablekit.dice import DicePainter
from tabletop.tablekit.painter import PainterBase
from tabletop.tablekit.sprites import glow_outline, rounded_panel

class Painter(DicePainter, PainterBase):
    """Builds and caches every Diced Tomatoes picture.

    Args:
        ctx: the :class:`~tabletop.tablekit.table_base.TableContext` (``images`` and ``fonts``).
    """

    cache_limit = 3000

    # ----- pieces ---------------------------------------------------------------------------
    def token(self, seat: int, size: int) -> pygame.Surface:
        """Seat ``seat``'s tomato token (its colour rim and shape badge) at ``size`` pixels."""
        size = max(8, int(size))

        def stand_in() -> pygame.Surface:
            from tabletop.tablekit.sprites import player_colour
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            c = size // 2
            pygame.draw.circle(surf, player_colour(seat), (c, c), c - 1)
            pygame.draw.circle(surf, palette.CARD_STOCK, (c, c), round(c * 0.78))
            pygame.draw.circle(surf, palette.TOMATO_RED, (c, c), round(c * 0.5))
            return surf

        return self.cache.get(("token", seat % 6, size), lambda: self.art(
            f"diced_tomatoes/token_{seat % 6}.png", (size, size)) or stand_in())

    def slot(self, size: int, star: bool) -> pygame.Surface:
        """An empty score slot (``star``: decorated with the gold star of a matched slot)."""
        size = max(6, int(size))
        name = "slot_star" if star else "slot"
        return self.cache.get((name, size), lambda: self.art(
            f"diced_tomatoes/{name}.png", (size, size)) or rounded_panel(
            (size, size), palette.CARD_STOCK, palette.CARD_EDGE, max(3, size // 6), 2))

    def heart(self, size: int) -> pygame.Surface:
        """The karma heart."""
        size = max(6, int(size))

        def stand_in() -> pygame.Surface:
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.circle(surf, palette.TOMATO_RED, (size // 2, size // 2), size // 2 - 1)
            return surf

        return self.cache.get(("heart", size), lambda: self.art(
            "diced_tomatoes/karma.png", (size, size)) or stand_in())

    def bushel(self, size: tuple[int, int]) -> pygame.Surface:
        """The bushel basket picture at ``size`` (w, h)."""
        size = (max(8, int(size[0])), max(6, int(size[1])))
        return self.cache.get(("bushel", size), lambda: self.art(
            "diced_tomatoes/bushel.png", size) or rounded_panel(
            size, palette.TABLE_WOOD, palette.CARD_EDGE, 12, 2))

    # ----- panels and badges ----------------------------------------------------------------
    def panel(self, size: tuple[int, int], fill: tuple[int, ...], edge: tuple[int, ...],
              radius: int, width: int = 2) -> pygame.Surface:
        """A rounded panel (cached by its parameters)."""
        size = (int(size[0]), int(size[1]))
        return self.cache.get(("panel", size, fill, edge, radius, width),
                              lambda: rounded_panel(size, fill, edge, radius, width))

    def glow(self, size: tuple[int, int], col: tuple[int, int, int], spread: int) -> pygame.Surface:
        """A soft outline for a ``size`` rect; blit at ``rect.inflate(2*spread, 2*spread)``."""
        size = (int(size[0]), int(size[1]))
        return self.cache.get(("glow", size, col, spread), lambda: glow_outline(
            size, col, max(4, min(size) // 6), spread))

    def badge(self, text: str, size: int, fill: tuple[int, int, int],
              ink: tuple[int, int, int]) -> pygame.Surface:
        """A round badge holding a short number or word."""
        size = max(10, int(size))

        def build() -> pygame.Surface:
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            c = size // 2
            pygame.draw.circle(surf, fill, (c, c), c - 1)
            pygame.draw.circle(surf, palette.CARD_EDGE, (c, c), c - 1, max(1, size // 14))
            label = self.text.fit(text, size - 4, max(12, round(size * 0.62)), ink, True, 8)
            surf.blit(label, label.get_rect(center=(c, c)))
            return surf

        return self.cache.get(("badge", text, size, fill, ink), build)

    def table_top(self, size: tuple[int, int]) -> pygame.Surface:
        """The wooden table top covering ``size`` (tiled art, else plain wood colour)."""
        size = (max(1, int(size[0])), max(1, int(size[1])))

        def build() -> pygame.Surface:
            surf = pygame.Surface(size)
            surf.fill(palette.TABLE_WOOD)
            if self._art.has("common/table_wood.png"):
                tile = self.ctx.images("common/table_wood.png")  # as stored, like the shell's
                tw, th = tile.get_size()
                for x in range(0, size[0], max(1, tw)):
                    for y in range(0, size[1], max(1, th)):
                        surf.blit(tile, (x, y))
            return surf

        return self.cache.get(("top", size), build)
