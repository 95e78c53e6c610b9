"""Pictures of TomaToss pieces at any size: tomato cards, target cards, backs, tokens, baskets.

Uses the shipped art (``art/tomatoss/*.png``, drawn at 2x by tools/make_art.py) through the
shell's cached image loader, and draws a plain stand-in with pygame when a file is missing, so
the table is legible before the art exists. Every result is cached per size (never re-scaled or
re-rendered per frame). Art file names: tomato_<v>.png, target_<type>.png, back_tomato.png,
back_target.png, token_tomato.png, basket_full.png, basket_empty.png (source: tomatoss_rules
brief, target type ids).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.tablekit.painter import PainterBase
from tabletop.tablekit.sprites import colour, player_colour, rounded_panel, soft_shadow, tiled


def _radius(w: int) -> int:
    """Card corner radius: about 6% of the width (art-direction.md, Cards)."""
    return max(3, round(w * 0.06))


class Painter(PainterBase):
    """Builds and caches every TomaToss picture.

    Args:
        ctx: the :class:`~tabletop.tablekit.table_base.TableContext` (``images`` and ``fonts``).
    """

    cache_limit = 1500

    # ----- cards --------------------------------------------------------------------------
    def tomato(self, value: int, size: tuple[int, int]) -> pygame.Surface:
        """The face of a tomato card of ``value`` (1..7) at ``size`` (w, h) pixels."""
        size = (int(size[0]), int(size[1]))
        return self.cache.get(("tomato", value, size), lambda: self.art(
            f"tomatoss/tomato_{value}.png", size) or self._tomato_stand_in(value, size))

    def _tomato_stand_in(self, value: int, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = rounded_panel(size, colour("CARD_STOCK"), colour("CARD_EDGE"), _radius(w), 2)
        r = round(w * 0.3)
        centre = (w // 2, h // 2 + r // 6)
        pygame.draw.circle(surf, colour("TOMATO_RED"), centre, r)
        pygame.draw.circle(surf, colour("RIPE_DARK"), centre, r, max(1, r // 10))
        pygame.draw.ellipse(surf, colour("LEAF_GREEN"),
                            pygame.Rect(centre[0] - r // 2, centre[1] - r - r // 8, r, r // 2))
        big = self.text.render(str(value), max(12, round(h * 0.3)), colour("CARD_STOCK"), True)
        surf.blit(big, big.get_rect(center=centre))
        corner = self.text.render(str(value), max(10, round(h * 0.16)), colour("INK"), True)
        surf.blit(corner, (round(w * 0.08), round(h * 0.03)))
        surf.blit(pygame.transform.rotate(corner, 180),
                  corner.get_rect(bottomright=(w - round(w * 0.08), h - round(h * 0.03))))
        return surf

    def target(self, target: dict[str, Any], size: tuple[int, int]) -> pygame.Surface:
        """The face of a target card (a view ``target`` dict) at ``size`` pixels."""
        size = (int(size[0]), int(size[1]))
        key = ("target", target["type"], target["basic"], target["quick"], size)
        return self.cache.get(key, lambda: self.art(f"tomatoss/target_{target['type']}.png", size)
                              or self._target_stand_in(target, size))

    def _badge(self, surf: pygame.Surface, centre: tuple[int, int], r: int, text: str,
               fill: tuple[int, int, int]) -> None:
        pygame.draw.circle(surf, fill, centre, r)
        pygame.draw.circle(surf, colour("CARD_EDGE"), centre, r, max(1, r // 8))
        t = self.text.render(text, max(10, round(r * 1.1)), colour("INK"), True)
        surf.blit(t, t.get_rect(center=centre))

    def _target_stand_in(self, target: dict[str, Any], size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = rounded_panel(size, colour("CARD_STOCK"), colour("CARD_EDGE"), _radius(w), 2)
        r = max(8, round(w * 0.14))
        self._badge(surf, (r + 4, r + 4), r, str(target["basic"]), colour("CARD_STOCK"))
        self._badge(surf, (w - r - 4, r + 4), r, str(target["quick"]), colour("GOLD"))
        lines = self.text.wrap(str(target.get("text", "")), w - 10, max(10, round(w * 0.12)))
        px = max(10, round(w * 0.12))
        y = 2 * r + 12
        for line in lines[:6]:
            t = self.text.render(line, px, colour("INK"))
            surf.blit(t, t.get_rect(midtop=(w // 2, y)))
            y += t.get_height()
        return surf

    def back(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        """A card back: ``kind`` "tomato" or "target"."""
        size = (int(size[0]), int(size[1]))

        def stand_in() -> pygame.Surface:
            fill = colour("CARD_BACK") if kind == "tomato" else colour("LEAF_GREEN")
            surf = rounded_panel(size, fill, colour("CARD_EDGE"), _radius(size[0]), 2)
            inner = surf.get_rect().inflate(-size[0] // 5, -size[1] // 5)
            pygame.draw.rect(surf, colour("CARD_STOCK"), inner, 2, border_radius=_radius(size[0]))
            return surf

        return self.cache.get(("back", kind, size),
                              lambda: self.art(f"tomatoss/back_{kind}.png", size) or stand_in())

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft shadow for a card of ``size``; blit at the card's top-left minus (blur-2)."""
        size = (int(size[0]), int(size[1]))
        blur = max(3, size[0] // 18)
        return self.cache.get(("shadow", size), lambda: soft_shadow(size, _radius(size[0]), blur))

    def shadow_offset(self, size: tuple[int, int]) -> int:
        """How far to move a shadow up-left of its card (it is larger by ``blur`` each side)."""
        return max(3, int(size[0]) // 18) - 3

    # ----- tokens -------------------------------------------------------------------------
    def token(self, d: int) -> pygame.Surface:
        """A tomato token ``d`` pixels across."""
        d = int(d)

        def stand_in() -> pygame.Surface:
            surf = pygame.Surface((d, d), pygame.SRCALPHA)
            pygame.draw.circle(surf, (0, 0, 0, 70), (d // 2 + 2, d // 2 + 2), d // 2 - 1)
            pygame.draw.circle(surf, colour("TOMATO_RED"), (d // 2, d // 2), d // 2 - 2)
            pygame.draw.circle(surf, colour("RIPE_DARK"), (d // 2, d // 2), d // 2 - 2, 2)
            pygame.draw.ellipse(surf, colour("LEAF_GREEN"),
                                pygame.Rect(d // 3, d // 8, d // 3, d // 6))
            return surf

        return self.cache.get(("token", d), lambda: self.art("tomatoss/token_tomato.png", (d, d))
                              or stand_in())

    def basket(self, full: bool, d: int) -> pygame.Surface:
        """The basket token, full (tomato side) or empty side, ``d`` pixels across."""
        d = int(d)

        def stand_in() -> pygame.Surface:
            surf = pygame.Surface((d, d), pygame.SRCALPHA)
            pygame.draw.circle(surf, (0xC8, 0x93, 0x55), (d // 2, d // 2), d // 2 - 1)
            pygame.draw.circle(surf, colour("CARD_EDGE"), (d // 2, d // 2), d // 2 - 1, 2)
            if full:
                pygame.draw.circle(surf, colour("TOMATO_RED"), (d // 2, d // 2), d // 4)
            return surf

        name = "basket_full" if full else "basket_empty"
        return self.cache.get((name, d), lambda: self.art(f"tomatoss/{name}.png", (d, d))
                              or stand_in())

    def seat_marker(self, seat: int, d: int) -> pygame.Surface:
        """The seat's marker (colour plus shape), ``d`` pixels across."""
        d = int(d)

        def stand_in() -> pygame.Surface:
            surf = pygame.Surface((d, d), pygame.SRCALPHA)
            pygame.draw.circle(surf, player_colour(seat), (d // 2, d // 2), d // 2 - 1)
            pygame.draw.circle(surf, colour("INK"), (d // 2, d // 2), d // 2 - 1, 2)
            return surf

        return self.cache.get(("seat", seat, d), lambda: self.art(f"common/seat_{seat}.png", (d, d))
                              or stand_in())

    # ----- table --------------------------------------------------------------------------
    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """The wooden table top covering ``size``."""
        size = (int(size[0]), int(size[1]))

        def build() -> pygame.Surface:
            tile = self.art("common/table_wood.png", (256, 256))
            if tile is None:
                surf = pygame.Surface(size)
                surf.fill(colour("TABLE_WOOD"))
                return surf
            return tiled(tile, size)

        return self.cache.get(("background", size), build)
