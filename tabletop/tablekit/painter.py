"""The shared start of every game's Painter: the table context, a text cache, a surface cache
and optional shipped art (None when a file is absent, so the game draws a stand-in).

Game-agnostic; each game subclasses :class:`PainterBase` with its own pictures and cache size
(every result cached per size; source: testing-desktop.md, "Drawing fast enough").
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

import pygame

from tabletop.tablekit.pieces import OptionalArt
from tabletop.tablekit.sprites import SurfaceCache, TextCache, rounded_panel


class PainterBase:
    """Caches and optional art a game's Painter builds its pictures with.

    Subclasses set :attr:`cache_limit` (how many surfaces the cache keeps).

    Args:
        ctx: the :class:`~tabletop.tablekit.table_base.TableContext` (``images`` and ``fonts``).
    """

    cache_limit: int = 1500
    """How many surfaces :attr:`cache` keeps before it drops the oldest."""

    def __init__(self, ctx: Any) -> None:
        self.ctx = ctx
        self.text = TextCache(ctx.fonts)
        self.cache = SurfaceCache(self.cache_limit)
        self._art = OptionalArt(ctx.images)

    def art(self, rel: str, size: tuple[int, int]) -> pygame.Surface | None:
        """``art/<rel>`` at ``size`` via the shell's cache, or None when the file is absent."""
        return self._art(rel, size)

    def picture(self, key: Hashable, rel: str, size: tuple[int, int],
                stand_in: Callable[[], pygame.Surface]) -> pygame.Surface:
        """``art/<rel>`` at ``size`` (w, h), or ``stand_in()`` when the file is absent; cached
        under ``key``."""
        return self.cache.get(key, lambda: self.art(rel, size) or stand_in())

    def panel(self, size: tuple[int, int], fill: tuple[int, ...], edge: tuple[int, ...] | None,
              radius: int, width: int = 2) -> pygame.Surface:
        """A rounded panel of ``size`` pixels (cached by its parameters)."""
        size = (int(size[0]), int(size[1]))
        return self.cache.get(("panel", size, fill, edge, radius, width),
                              lambda: rounded_panel(size, fill, edge, radius, width))
