"""The shared start of every game's Painter: the table context, a text cache, a surface cache,
optional shipped art (None when a file is absent, so the game draws a stand-in), and cached
pictures any table uses: rounded panels, glows, round badges, seat markers, the tiled wooden
table top.

Game-agnostic; each game subclasses :class:`PainterBase` with its own pictures and cache size
(every result cached per size; source: testing-desktop.md, "Drawing fast enough").
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

import pygame

from tabletop.tablekit import palette
from tabletop.tablekit.cards import shadow_offset
from tabletop.tablekit.markers import drawn_marker
from tabletop.tablekit.pieces import OptionalArt
from tabletop.tablekit.sprites import SurfaceCache, TextCache, glow_outline, rounded_panel


def whole(size: tuple[float, float]) -> tuple[int, int]:
    """``size`` (w, h) in whole pixels, each truncated to an int: what a picture is drawn at
    and cached under."""
    return int(size[0]), int(size[1])


class PainterBase:
    """Caches and optional art a game's Painter builds its pictures with.

    Subclasses set :attr:`cache_limit` (how many surfaces the cache keeps); the cache also
    keeps at most :attr:`cache_bytes` of pixels.

    Args:
        ctx: the :class:`~tabletop.tablekit.table_base.TableContext` (``images`` and ``fonts``).
    """

    cache_limit: int = 1500
    """How many surfaces :attr:`cache` keeps before it drops the oldest."""
    cache_bytes: int = 40 * 2**20
    """Most pixel memory (bytes) :attr:`cache` keeps (the table top at 1920x1080 is ~6 MB)."""

    def __init__(self, ctx: Any) -> None:
        self.ctx = ctx
        self.text = TextCache(ctx.fonts)
        self.cache = SurfaceCache(self.cache_limit, self.cache_bytes)
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
              radius: int = 10, width: int = 2) -> pygame.Surface:
        """A rounded panel of ``size`` pixels (cached by its parameters)."""
        size = whole(size)
        return self.cache.get(("panel", size, fill, edge, radius, width),
                              lambda: rounded_panel(size, fill, edge, radius, width))

    def glow(self, size: tuple[int, int], col: tuple[int, int, int], spread: int) -> pygame.Surface:
        """A soft outline for a ``size`` rect (corners like a die's: max(4, min(size) / 6));
        blit at ``rect.inflate(2*spread, 2*spread)``."""
        size = whole(size)
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

    def seat_marker(self, seat: int, d: int) -> pygame.Surface:
        """The marker of ``seat`` (its colour and shape), ``d`` pixels across: the shipped
        ``common/seat_<n>.png`` when present, else drawn; cached per size."""
        d = int(d)
        return self.picture(("seat", seat, d), f"common/seat_{seat % 6}.png", (d, d),
                            lambda: drawn_marker(seat, d))

    def shadow_offset(self, size: tuple[int, int]) -> int:
        """How far a card's shadow sits up-left of a card of ``size`` (w, h pixels): the kit's
        card shadow (:func:`tabletop.tablekit.cards.shadow_offset`)."""
        return shadow_offset(size)

    def table_top(self, size: tuple[int, int], tile: int | None = None) -> pygame.Surface:
        """The wooden table top covering ``size`` (w, h pixels): the shared wood tile
        (``common/table_wood.png``) repeated, as stored or scaled to ``tile`` pixels square
        (TomaToss's finer grain: 256), else plain wood; cached per size and tile."""
        size = (max(1, int(size[0])), max(1, int(size[1])))

        def build() -> pygame.Surface:
            surf = pygame.Surface(size)
            surf.fill(palette.TABLE_WOOD)
            if self._art.has("common/table_wood.png"):
                wood = "common/table_wood.png"   # as stored, like the shell's
                pic = self.ctx.images(wood) if tile is None else self.art(wood, (tile, tile))
                tw, th = pic.get_size()
                for x in range(0, size[0], max(1, tw)):
                    for y in range(0, size[1], max(1, th)):
                        surf.blit(pic, (x, y))
            return surf

        return self.cache.get(("top", size, tile), build)

    def shade(self, size: tuple[int, int], alpha: int) -> pygame.Surface:
        """A black sheet of ``size`` (w, h pixels) at ``alpha`` (0-255), blitted over a card to
        dim it (revealed, used); cached per size, so a redraw builds no surface."""
        size = (max(1, int(size[0])), max(1, int(size[1])))

        def build() -> pygame.Surface:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            surf.fill((0, 0, 0, int(alpha)))
            return surf

        return self.cache.get(("shade", size, int(alpha)), build)
