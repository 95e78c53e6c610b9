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
from tabletop.tablekit.painter import PainterBase
from tabletop.tablekit.sprites import glow_outline, rounded_panel, soft_shadow

DIE_FILL = {"red": "TOMATO_RED", "black": "INK", "gold": "GOLD"}
"""Palette name of each die colour's body (for the drawn stand-ins and blank dice)."""
PIP = {"red": "CARD_STOCK", "black": "CARD_STOCK", "gold": "INK"}
"""Palette name of each die colour's pips (cream on red and black, ink on gold)."""
_PIPS = {1: [(.5, .5)], 2: [(.27, .27), (.73, .73)], 3: [(.27, .27), (.5, .5), (.73, .73)],
         4: [(.27, .27), (.73, .27), (.27, .73), (.73, .73)],
         5: [(.27, .27), (.73, .27), (.5, .5), (.27, .73), (.73, .73)],
         6: [(.27, .25), (.73, .25), (.27, .5), (.73, .5), (.27, .75), (.73, .75)]}


class Painter(PainterBase):
    """Builds and caches every Diced Tomatoes picture.

    Args:
        ctx: the :class:`~tabletop.tablekit.table_base.TableContext` (``images`` and ``fonts``).
    """

    cache_limit = 3000

    # ----- dice -----------------------------------------------------------------------------
    def die(self, col: str, face: int, size: int) -> pygame.Surface:
        """A ``col`` die showing ``face`` (1-6) at ``size`` x ``size`` pixels (0: blank)."""
        size = max(4, int(size))
        if not 1 <= face <= 6:
            return self.blank_die(col, size)
        return self.cache.get(("die", col, face, size), lambda: self.art(
            f"dice/{col}_{face}.png", (size, size)) or self._drawn_die(col, face, size))

    def _drawn_die(self, col: str, face: int, size: int) -> pygame.Surface:
        surf = rounded_panel((size, size), getattr(palette, DIE_FILL.get(col, "TOMATO_RED")),
                             palette.CARD_EDGE, max(3, size // 6), 2)
        r = max(2, size // 11)
        for px, py in _PIPS[face]:
            pygame.draw.circle(surf, getattr(palette, PIP.get(col, "CARD_STOCK")),
                               (round(px * size), round(py * size)), r)
        return surf

    def blank_die(self, col: str, size: int) -> pygame.Surface:
        """A die picked from the bushel but not rolled yet: its colour, a "?" for a face."""
        size = max(4, int(size))

        def build() -> pygame.Surface:
            fill = getattr(palette, DIE_FILL.get(col, "TOMATO_RED"))
            surf = rounded_panel((size, size), (*fill, 200), palette.CARD_EDGE,
                                 max(3, size // 6), 2)
            mark = self.text.render("?", max(9, size // 2), getattr(palette, PIP.get(col, "CARD_STOCK")),
                                    True)
            surf.blit(mark, mark.get_rect(center=(size // 2, size // 2)))
            return surf

        return self.cache.get(("blank", col, size), build)

    def tilted_die(self, col: str, face: int, size: int, angle: int) -> pygame.Surface:
        """A die turned by ``angle`` degrees (multiples of 15 are cached) for the roll."""
        angle = int(round(angle / 15.0) * 15) % 360
        if angle == 0:
            return self.die(col, face, size)
        return self.cache.get(("tilt", col, face, size, angle), lambda: pygame.transform.rotate(
            self.die(col, face, size), angle))

    def die_shadow(self, size: int) -> pygame.Surface:
        """A soft shadow under a die of ``size`` (blit 4 px up-left of the die, 2 px lower)."""
        return self.cache.get(("dshadow", size), lambda: soft_shadow((size, size),
                                                                     max(3, size // 6), 4, 110))

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
