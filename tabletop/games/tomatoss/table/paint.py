"""Pictures of TomaToss pieces at any size: tomato cards, target cards, backs, tokens, baskets.

Uses the shipped art (``art/tomatoss/*.png``, drawn at 2x by tools/make_art.py) through the
shell's cached image loader, with the kit's plain stand-ins when a file is missing. Every
result is cached per size (never re-scaled or re-rendered per frame). Art file names: tomato_<v>.png, target_<type>.png, back_tomato.png,
back_target.png, token_tomato.png, basket_full.png, basket_empty.png (source: tomatoss_rules
brief, target type ids).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.tablekit import palette, standins
from tabletop.tablekit.painter import PainterBase, whole


class Painter(PainterBase):
    """Builds and caches every TomaToss picture.

    Args:
        ctx: the :class:`~tabletop.tablekit.table_base.TableContext` (``images`` and ``fonts``).
    """

    cache_limit = 1500

    def tomato(self, value: int, size: tuple[int, int]) -> pygame.Surface:
        """The face of a tomato card of ``value`` (1..7) at ``size`` (w, h) pixels."""
        size = whole(size)
        return self.picture(("tomato", value, size), f"tomatoss/tomato_{value}.png", size,
                            lambda: standins.card(size, self.text, str(value), ink=palette.RIPE_DARK))

    def target(self, target: dict[str, Any], size: tuple[int, int]) -> pygame.Surface:
        """The face of a target card (a view ``target`` dict) at ``size`` pixels."""
        size = whole(size)
        key = ("target", target["type"], target["basic"], target["quick"], size)
        return self.picture(key, f"tomatoss/target_{target['type']}.png", size, lambda: (
            standins.card(size, self.text, f"{target['basic']}/{target['quick']} "
                          f"{target.get('text', '')}")))

    def back(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        """A card back: ``kind`` "tomato" or "target"."""
        size = whole(size)
        fill = palette.CARD_BACK if kind == "tomato" else palette.LEAF_GREEN
        return self.picture(("back", kind, size), f"tomatoss/back_{kind}.png", size,
                            lambda: standins.card(size, self.text, fill=fill))

    def token(self, d: int) -> pygame.Surface:
        """A tomato token ``d`` pixels across."""
        d = int(d)
        return self.picture(("token", d), "tomatoss/token_tomato.png", (d, d),
                            lambda: standins.disc(d, palette.TOMATO_RED, edge=palette.RIPE_DARK))

    def basket(self, full: bool, d: int) -> pygame.Surface:
        """The basket token, full (tomato side) or empty side, ``d`` pixels across."""
        d, name = int(d), "basket_full" if full else "basket_empty"
        return self.picture((name, d), f"tomatoss/{name}.png", (d, d), lambda: standins.disc(
            d, palette.WICKER, palette.TOMATO_RED if full else None))
