"""Generic drawing pieces every game table reuses: cached text, panels, glows, shadows, fans,
and flying sprites (cards and tokens moving between zones).

Everything scaled or rendered is cached by its parameters, so a frame never re-renders unchanged
text or re-scales art (source: testing-desktop.md, "Drawing fast enough"). Colours come from
:mod:`tabletop.tablekit.palette` (the art helper's module) with the art direction's values as a
fallback. Game-agnostic: no game terms here.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Any, Callable, Hashable

import pygame

from tabletop.tablekit.surface_cache import SurfaceCache, TextCache, surface_bytes
from tabletop.tablekit.tween import Tween, ease_out_cubic

__all__ = ["SurfaceCache", "TextCache", "surface_bytes"]   # kept here for their old importers

Colour = tuple[int, int, int]

_FALLBACK: dict[str, Colour] = {
    "TABLE_WOOD": (0x8A, 0x5A, 0x36), "LINEN": (0xE9, 0xDF, 0xC9),
    "CARD_STOCK": (0xFF, 0xF6, 0xE6), "CARD_EDGE": (0x3B, 0x2A, 0x20),
    "CARD_BACK": (0xD9, 0x43, 0x2F), "TOMATO_RED": (0xE0, 0x48, 0x3E),
    "RIPE_DARK": (0xA8, 0x2B, 0x22), "LEAF_GREEN": (0x4E, 0x9A, 0x3A),
    "STEM_DARK": (0x2F, 0x6B, 0x2A), "GOLD": (0xF2, 0xB2, 0x33), "INK": (0x2B, 0x21, 0x1B),
    "GLOW": (0xFF, 0xE0, 0x8A), "REFUSE": (0xC8, 0x32, 0x2B),
}
_FALLBACK_PLAYERS: list[Colour] = [(230, 159, 0), (86, 180, 233), (0, 158, 115),
                                   (240, 228, 66), (0, 114, 178), (213, 94, 0)]


def colour(name: str) -> Colour:
    """A named palette colour (``"GLOW"``, ``"INK"``...) as ``(r, g, b)``.

    Reads :mod:`tabletop.tablekit.palette` when it exists, else the art direction's values.

    Raises:
        KeyError: an unknown name.
    """
    try:
        from tabletop.tablekit import palette  # noqa: PLC0415 (optional module, written by the art helper)
        value = getattr(palette, name, None)
        if isinstance(value, tuple) and len(value) >= 3:
            return (int(value[0]), int(value[1]), int(value[2]))
    except ImportError:
        pass
    return _FALLBACK[name]


def player_colour(seat: int) -> Colour:
    """The seat's colour (Okabe-Ito set, from the palette when present); seats wrap after 6."""
    try:
        from tabletop.tablekit import palette  # noqa: PLC0415
        colours = list(getattr(palette, "PLAYER_COLOURS", []))
        if colours:
            c = colours[seat % len(colours)]
            return (int(c[0]), int(c[1]), int(c[2]))
    except ImportError:
        pass
    return _FALLBACK_PLAYERS[seat % len(_FALLBACK_PLAYERS)]


# ----- shapes ---------------------------------------------------------------------------------
def rounded_panel(size: tuple[int, int], fill: tuple[int, ...], border: tuple[int, ...] | None,
                  radius: int, border_width: int = 2) -> pygame.Surface:
    """A rounded rectangle surface (per-pixel alpha); ``fill``/``border`` may carry alpha."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
    if border is not None and border_width > 0:
        pygame.draw.rect(surf, border, surf.get_rect(), border_width, border_radius=radius)
    return surf


def glow_outline(size: tuple[int, int], col: Colour, radius: int, spread: int = 8) -> pygame.Surface:
    """A soft glowing outline around a ``size`` rectangle: the result is ``spread`` pixels larger
    on every side; blit it at ``rect.inflate(2*spread, 2*spread).topleft``."""
    w, h = int(size[0]) + 2 * spread, int(size[1]) + 2 * spread
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    for i in range(spread, -1, -1):
        alpha = int(230 * (1.0 - i / (spread + 1)) ** 2)
        r = pygame.Rect(spread - i, spread - i, w - 2 * (spread - i), h - 2 * (spread - i))
        pygame.draw.rect(surf, (*col, alpha), r, 2, border_radius=radius + i)
    pygame.draw.rect(surf, (*col, 255), pygame.Rect(spread - 1, spread - 1, w - 2 * spread + 2,
                                                    h - 2 * spread + 2), 3, border_radius=radius)
    return surf


def soft_shadow(size: tuple[int, int], radius: int, blur: int = 6, alpha: int = 90) -> pygame.Surface:
    """A soft drop shadow for a ``size`` rounded rectangle, ``blur`` px larger on each side."""
    w, h = int(size[0]) + 2 * blur, int(size[1]) + 2 * blur
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    steps = max(1, blur)
    for i in range(steps):
        a = int(alpha * (i + 1) / steps / 2.2)
        r = pygame.Rect(i, i, w - 2 * i, h - 2 * i)
        pygame.draw.rect(surf, (0, 0, 0, a), r, border_radius=radius + blur - i)
    return surf


_TILED: OrderedDict[tuple, tuple[pygame.Surface, pygame.Surface]] = OrderedDict()
_TILED_BYTES = 16 * 2**20


def tiled(tile: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A ``size`` surface covered with copies of ``tile`` (for table tops). The last few are
    kept (at most 16 MB; the newest always), so a table that asks every render pays one blit:
    callers must not draw onto the result."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    key = (id(tile), tile.get_size(), size)
    hit = _TILED.get(key)
    if hit is not None and hit[0] is tile:
        _TILED.move_to_end(key)
        return hit[1]
    out = pygame.Surface(size)
    tw, th = tile.get_size()
    for y in range(0, out.get_height(), max(1, th)):
        for x in range(0, out.get_width(), max(1, tw)):
            out.blit(tile, (x, y))
    _TILED[key] = (tile, out)
    while len(_TILED) > 1 and sum(surface_bytes(o) for _, o in _TILED.values()) > _TILED_BYTES:
        _TILED.popitem(last=False)
    return out


# ----- layouts --------------------------------------------------------------------------------
def fan_rects(n: int, area: pygame.Rect, card_size: tuple[int, int],
              max_step: float | None = None) -> list[pygame.Rect]:
    """``n`` card rects in one overlapping row centred in ``area``, left to right.

    The step between cards is the card width plus a small gap, shrunk (cards overlap) so the
    row fits ``area``'s width, and never more than ``max_step`` pixels when given. Cards are
    vertically centred in ``area``."""
    cw, ch = int(card_size[0]), int(card_size[1])
    if n <= 0:
        return []
    step = cw * 1.08 if max_step is None else min(max_step, cw * 1.08)
    if n > 1:
        step = min(step, (area.width - cw) / (n - 1))
    step = max(step, 4.0)
    total = cw + step * (n - 1)
    x0 = area.centerx - total / 2
    y = area.centery - ch // 2
    return [pygame.Rect(round(x0 + i * step), y, cw, ch) for i in range(n)]


def stack_rects(n: int, anchor: pygame.Rect, step: tuple[int, int]) -> list[pygame.Rect]:
    """``n`` rects the size of ``anchor``, each offset by ``step`` (dx, dy) from the previous."""
    return [anchor.move(step[0] * i, step[1] * i) for i in range(n)]


# ----- flying pieces --------------------------------------------------------------------------
class Flight:
    """A picture moving (and optionally turning over) from one rect to another.

    Args:
        face: the surface shown at the end (scaled to each frame's rect size).
        start, end: ``pygame.Rect`` at the start and the end (size may change on the way).
        duration: milliseconds of motion; ``delay``: milliseconds before it starts.
        back: when given, the piece starts showing ``back`` and turns over to ``face`` halfway
            (a card flip: the width shrinks to 0 and grows again).
        hide: a key the table hides in its normal drawing until this flight lands (so the
            piece is not drawn twice), or None.
        easing: see :mod:`tabletop.tablekit.tween`.
    """

    def __init__(self, face: pygame.Surface, start: pygame.Rect, end: pygame.Rect,
                 duration: float, delay: float = 0.0, back: pygame.Surface | None = None,
                 hide: Hashable | None = None, easing: Callable[[float], float] = ease_out_cubic,
                 show_before_start: bool = True) -> None:
        self.face, self.back, self.hide = face, back, hide
        self.tween = Tween(tuple(start), tuple(end), duration, delay, easing)
        self.show_before_start = show_before_start
        self._scaled: dict[tuple[int, int, int], pygame.Surface] = {}

    @property
    def done(self) -> bool:
        return self.tween.done

    def update(self, dt_ms: float) -> None:
        """Advance by ``dt_ms`` milliseconds."""
        self.tween.update(dt_ms)

    def finish(self) -> None:
        """Jump to the end."""
        self.tween.finish()

    def rect(self) -> pygame.Rect:
        """Where the piece is now."""
        x, y, w, h = self.tween.value
        return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))

    def _surface(self, which: int, src: pygame.Surface, w: int, h: int) -> pygame.Surface:
        key = (which, w, h)
        surf = self._scaled.get(key)
        if surf is None:
            surf = src if src.get_size() == (w, h) else pygame.transform.smoothscale(src, (w, h))
            if len(self._scaled) > 64:
                self._scaled.clear()
            self._scaled[key] = surf
        return surf

    def draw(self, target: pygame.Surface) -> None:
        """Draw the piece at its current place."""
        if not self.tween.started and not self.show_before_start:
            return
        r = self.rect()
        src, which, w = self.face, 0, r.width
        if self.back is not None:
            p = self.tween.progress
            turn = abs(math.cos(p * math.pi))
            w = max(1, round(r.width * turn))
            if p < 0.5:
                src, which = self.back, 1
        surf = self._surface(which, src, w, r.height)
        target.blit(surf, (r.centerx - w // 2, r.y))


class FlightGroup:
    """The flights of one table: update, draw, busy, and which keys they hide."""

    def __init__(self) -> None:
        self.items: list[Flight] = []

    def add(self, flight: Flight) -> None:
        self.items.append(flight)

    def update(self, dt_ms: float) -> bool:
        """Advance every flight; drop the landed ones. Returns True when any landed."""
        for f in self.items:
            f.update(dt_ms)
        before = len(self.items)
        self.items = [f for f in self.items if not f.done]
        return len(self.items) != before

    def finish_all(self) -> None:
        """Land everything now."""
        self.items.clear()

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def hidden(self) -> set[Any]:
        """Keys that must not be drawn in place while their flight is under way."""
        return {f.hide for f in self.items if f.hide is not None}

    def draw(self, target: pygame.Surface) -> None:
        for f in self.items:
            f.draw(target)
