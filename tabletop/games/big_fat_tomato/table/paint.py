"""Pictures of The Big Fat Tomato Game's pieces at any size, cached: card faces and the back
(``art/big_fat_tomato/card_<kind>.png``, ``back.png``), the basket, storehouse, supply heap and
fuzzy tomato, threat and fence chips, panels. A plain drawn stand-in replaces missing art.
Source: testing-desktop.md, "Drawing fast enough" (every picture cached per size).
"""

from __future__ import annotations

import pygame

from tabletop.games.big_fat_tomato.components import KIND
from tabletop.tablekit import palette
from tabletop.tablekit.dice import DicePainter
from tabletop.tablekit.painter import PainterBase
from tabletop.tablekit.sprites import rounded_panel

TYPE_COLOUR = {"protection": palette.LEAF_GREEN, "fence": palette.STEM_DARK,
               "threat": palette.RIPE_DARK, "special": palette.PLAYER_COLOURS[4],
               "market": palette.GOLD_DARK}
SHORT = {"caterpillars": "Caterpillars", "weeds": "Weeds", "pests": "Pests"}


def type_colour(key: str) -> tuple[int, int, int]:
    """The colour of a card kind's type band (instants: green or red by their star)."""
    kind = KIND[key]
    if kind.type == "instant":
        return palette.LEAF_GREEN if kind.star == "green" else palette.TOMATO_RED
    return TYPE_COLOUR[kind.type]


class Painter(DicePainter, PainterBase):
    """Builds and caches every Big Fat Tomato picture."""

    cache_limit = 2500

    def card(self, key: str | None, size: tuple[int, int]) -> pygame.Surface:
        """Card kind ``key`` face up at ``size`` (None: the back)."""
        size = (int(size[0]), int(size[1]))
        rel = "big_fat_tomato/back.png" if key is None else f"big_fat_tomato/card_{key}.png"
        return self.picture(("card", key, size), rel, size, lambda: self._stand_in(key, size))

    def _stand_in(self, key: str | None, size: tuple[int, int]) -> pygame.Surface:
        fill = palette.CARD_BACK if key is None else palette.CARD_STOCK
        surf = rounded_panel(size, fill, palette.CARD_EDGE, max(4, size[0] // 12), 2)
        if key is not None:
            pygame.draw.rect(surf, type_colour(key), (2, 2, size[0] - 4, size[1] // 6))
            for i, line in enumerate(self.text.wrap(KIND[key].name, size[0] - 8, 13, True)):
                img = self.text.render(line, 13, palette.INK, True)
                surf.blit(img, img.get_rect(midtop=(size[0] // 2, size[1] // 5 + i * 15)))
        return surf

    def piece(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """``basket``, ``storehouse``, ``supply`` or ``fuzzy_tomato`` at ``size``."""
        size = (int(size[0]), int(size[1]))
        return self.picture(("piece", name, size), f"big_fat_tomato/{name}.png", size,
                            lambda: rounded_panel(size, palette.WICKER, palette.CARD_EDGE, 8, 2))

    def chip(self, key: str, by: str | None, size: tuple[int, int]) -> pygame.Surface:
        """A lying threat (or fence) chip: its type colour, short name, and who played it."""
        size = (int(size[0]), int(size[1]))

        def build() -> pygame.Surface:
            surf = rounded_panel(size, type_colour(key), palette.CARD_EDGE, 8, 2)
            name = SHORT.get(key, KIND[key].name)
            k = max(0.7, min(1.6, size[1] / 40))  # fonts grow with the chip (40 px tall at 1x)
            img = self.text.fit(name, size[0] - 10, round(15 * k), palette.CARD_STOCK, bold=True,
                                min_size=10)
            sub = self.text.fit(by, size[0] - 10, round(13 * k), palette.CARD_STOCK,
                                min_size=9) if by else None
            high = img.get_height() + (sub.get_height() - 2 if sub is not None else 0)
            top = max(1, (size[1] - high) // 2)
            surf.blit(img, img.get_rect(midtop=(size[0] // 2, top)))
            if sub is not None:
                surf.blit(sub, sub.get_rect(midtop=(size[0] // 2, top + img.get_height() - 2)))
            return surf

        return self.cache.get(("chip", key, by, size), build)
