"""Pictures of Diced Tomatoes pieces at any size: dice (red, black, gold; blank ones for dice
picked but not yet rolled; tilted ones for the roll), tomato tokens, score slots, the karma
heart, the bushel, panels and small badges.

Uses the shipped art (``art/dice/<colour>_<n>.png``, ``art/diced_tomatoes/token_<k>.png``,
``slot.png``, ``slot_star.png``, ``karma.png``, ``bushel.png``) through the shell's cached image
loader, with the kit's plain stand-ins when a file is missing. Every result is cached per size
(never re-scaled or re-rendered per frame; source: testing-desktop.md, "Drawing fast enough").
Die colours and pips: art-direction.md, Dice and tokens.
"""

from __future__ import annotations

import pygame

from tabletop.tablekit import palette
from tabletop.tablekit.dice import DicePainter
from tabletop.tablekit.painter import PainterBase
from tabletop.tablekit import standins
from tabletop.tablekit.sprites import player_colour

class Painter(DicePainter, PainterBase):
    """Builds and caches every Diced Tomatoes picture (dice: the kit's :class:`DicePainter`).

    Args:
        ctx: the :class:`~tabletop.tablekit.table_base.TableContext` (``images`` and ``fonts``).
    """

    cache_limit = 3000

    def token(self, seat: int, size: int) -> pygame.Surface:
        """Seat ``seat``'s tomato token (its colour rim and shape badge) at ``size`` pixels."""
        size = max(8, int(size))
        return self.picture(("token", seat % 6, size), f"diced_tomatoes/token_{seat % 6}.png",
                            (size, size), lambda: standins.disc(size, player_colour(seat),
                                                                palette.TOMATO_RED))

    def slot(self, size: int, star: bool) -> pygame.Surface:
        """An empty score slot (``star``: decorated with the gold star of a matched slot)."""
        size, name = max(6, int(size)), "slot_star" if star else "slot"
        return self.picture((name, size), f"diced_tomatoes/{name}.png", (size, size),
                            lambda: standins.card((size, size), self.text))

    def heart(self, size: int) -> pygame.Surface:
        """The karma heart."""
        size = max(6, int(size))
        return self.picture(("heart", size), "diced_tomatoes/karma.png", (size, size),
                            lambda: standins.disc(size, palette.TOMATO_RED))

    def bushel(self, size: tuple[int, int]) -> pygame.Surface:
        """The bushel basket picture at ``size`` (w, h)."""
        size = (max(8, int(size[0])), max(6, int(size[1])))
        return self.picture(("bushel", size), "diced_tomatoes/bushel.png", size,
                            lambda: standins.card(size, self.text, fill=palette.TABLE_WOOD))
