"""Small drawing pieces game tables share: optional art (None when the file is absent, so a
table can draw a stand-in), a cached glow around a rect, and text bubbles (refusal reasons,
tooltips, announcements) placed near a point inside the table, or around a piece clear of
what must stay readable (:func:`spot_around`).

Game-agnostic; every result is cached in the caller's :class:`~tabletop.tablekit.sprites.SurfaceCache`
(source: testing-desktop.md, "Drawing fast enough"). Glow and refusal colours: art-direction.md,
Palette.
"""

from __future__ import annotations

from typing import Callable

import pygame

from tabletop import paths
from tabletop.tablekit.sprites import Colour, SurfaceCache, TextCache, colour, glow_outline, \
    rounded_panel


class OptionalArt:
    """``art/<rel>`` through the shell's image loader, or None when the file is not shipped.

    Args:
        images: ``images(rel_path, size) -> Surface`` (the TableContext's loader, which draws
            a magenta placeholder for a missing file; this asks first and answers None).
    """

    def __init__(self, images: Callable[..., pygame.Surface]) -> None:
        self.images = images
        self._exists: dict[str, bool] = {}

    def has(self, rel: str) -> bool:
        """True when ``art/<rel>`` exists (looked up once per path)."""
        ok = self._exists.get(rel)
        if ok is None:
            ok = (paths.art_dir() / rel).is_file()
            self._exists[rel] = ok
        return ok

    def __call__(self, rel: str, size: tuple[int, int]) -> pygame.Surface | None:
        """The image scaled to ``size`` (w, h) pixels, or None when absent."""
        if not self.has(rel):
            return None
        return self.images(rel, (int(size[0]), int(size[1])))


def blit_glow(surf: pygame.Surface, cache: SurfaceCache, rect: pygame.Rect, spread: int = 10,
              col: Colour | None = None, radius: int | None = None) -> None:
    """Draw a soft outline ``spread`` pixels around ``rect`` (default colour GLOW #FFE08A;
    default corner radius max(4, width / 16)). Cached per size, spread, colour and radius."""
    col = col or colour("GLOW")
    r = max(4, rect.width // 16) if radius is None else radius
    g = cache.get(("glow", rect.size, spread, col, r),
                  lambda: glow_outline(rect.size, col, r, spread))
    surf.blit(g, (rect.x - spread, rect.y - spread))


def text_bubble(text_cache: TextCache, cache: SurfaceCache, text: str, size: int,
                max_width: int, fill: Colour, ink: Colour, *, alpha: int = 245,
                pad: tuple[int, int] = (8, 5), radius: int = 8) -> pygame.Surface:
    """A rounded panel holding ``text`` wrapped to ``max_width`` pixels at ``size`` px.

    Args:
        fill, ink: panel and text colours; ``alpha``: the panel's opacity (0-255);
        pad: inner margins (x, y) in pixels; ``radius``: corner radius in pixels.
    """
    def build() -> pygame.Surface:
        lines = text_cache.wrap(text, max_width - 2 * pad[0], size) or [""]
        imgs = [text_cache.render(line, size, ink) for line in lines]
        w = max(i.get_width() for i in imgs) + 2 * pad[0]
        h = sum(i.get_height() for i in imgs) + 2 * pad[1]
        panel = rounded_panel((w, h), (*fill, alpha), colour("CARD_EDGE"), radius, 2)
        y = pad[1]
        for img in imgs:
            panel.blit(img, (pad[0], y))
            y += img.get_height()
        return panel

    return cache.get(("bubble", text, size, max_width, fill, ink, alpha, pad, radius), build)


def place_near(surf: pygame.Surface, panel: pygame.Surface, anchor: tuple[int, int],
               bounds: pygame.Rect, below: bool = False) -> None:
    """Blit ``panel`` centred above ``anchor`` (or below it), kept inside ``bounds``."""
    r = panel.get_rect(midtop=anchor) if below else panel.get_rect(midbottom=anchor)
    r.clamp_ip(bounds)
    surf.blit(panel, r)


def place_tip(size: tuple[int, int], anchor: tuple[int, int], bounds: pygame.Rect,
              below: bool = False, about: pygame.Rect | None = None) -> pygame.Rect:
    """Where a tooltip of ``size`` goes: centred above ``anchor`` (or below it), slid inside
    ``bounds`` (it never runs off the window's edge); when ``about`` (the rect of the thing it
    describes) is given and the slid tip would cover it, just below or above it, else beside
    it (:func:`spot_around`): a tip slid back inside the table lay over its own card."""
    r = pygame.Rect((0, 0), size)
    setattr(r, "midtop" if below else "midbottom", anchor)
    r.clamp_ip(bounds)
    if about is None or not r.colliderect(about):
        return r
    x = anchor[0]
    under = pygame.Rect((0, 0), size)
    under.midtop = (x, about.bottom + 4)
    over = pygame.Rect((0, 0), size)
    over.midbottom = (x, about.top - 4)
    for spot in ((under, over) if below else (over, under)):
        spot.clamp_ip(bounds)
        if not spot.colliderect(about):
            return spot
    return spot_around(size, about, bounds, [])


def spot_around(size: tuple[int, int], piece: pygame.Rect, bounds: pygame.Rect,
                keep_clear: list[pygame.Rect],
                more: list[tuple[int, int]] = ()) -> pygame.Rect:
    """Where a tooltip of ``size`` (w, h pixels) about the piece at ``piece`` goes: just below
    it, else to its right, its left or above it, else at the top-left points ``more`` (each
    slid inside ``bounds``), the first that overlaps neither the piece nor any of
    ``keep_clear`` (e.g. name lines, pile labels, the hand); below it (clamped) when none is
    free. All in window pixels."""
    w, h = size
    gap = 12   # clears a badge on the piece's corner
    spots = [pygame.Rect(piece.centerx - w // 2, piece.bottom + gap, w, h),
             pygame.Rect(piece.right + gap, piece.centery - h // 2, w, h),
             pygame.Rect(piece.left - gap - w, piece.centery - h // 2, w, h),
             pygame.Rect(piece.centerx - w // 2, piece.top - gap - h, w, h),
             *(pygame.Rect(x, y, w, h) for x, y in more)]
    for spot in spots:
        moved = spot.clamp(bounds)   # slid along its side only, never onto the piece
        if moved.colliderect(piece) or moved.collidelist(keep_clear) >= 0:
            continue
        return moved
    return spots[0].clamp(bounds)
