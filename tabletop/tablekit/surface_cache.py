"""Bounded caches of rendered surfaces: :class:`SurfaceCache` (least recently used, capped in
entries and in pixel bytes) and :class:`TextCache` (rendered and fitted text on top of it).

Every picture a table scales or renders is cached by its parameters, so a frame never
re-renders unchanged text or re-scales art; the byte caps keep a whole game at 1920x1080 (or a
long session of games and resizes) from growing memory without end. Source: testing-desktop.md,
"Drawing fast enough"; issue 13 (memory <= 150 MB after a whole game, bounded caches).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable

import pygame

Colour = tuple[int, int, int]


def surface_bytes(surf: pygame.Surface) -> int:
    """Bytes of pixel memory ``surf`` holds (rows times pitch)."""
    return surf.get_pitch() * surf.get_height()


class SurfaceCache:
    """A bounded least-recently-used cache of surfaces built on demand.

    Args:
        limit: most entries kept; ``max_bytes``: most pixel memory kept (bytes, None: no
            cap). The oldest entries are dropped first; the newest one always stays.
    """

    def __init__(self, limit: int = 512, max_bytes: int | None = None) -> None:
        self.limit = max(1, limit)
        self.max_bytes = max_bytes
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._sizes: dict[Hashable, int] = {}
        self.bytes = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface for ``key``, built by ``build()`` the first time."""
        surf = self._items.get(key)
        if surf is None:
            self.misses += 1
            surf = build()
            self.put(key, surf)
        else:
            self._items.move_to_end(key)
        return surf

    def peek(self, key: Hashable) -> pygame.Surface | None:
        """The surface stored for ``key`` (marked as just used), or None."""
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> None:
        """Store ``surf`` under ``key``, then drop the oldest entries over either cap."""
        if key in self._items:
            self.bytes -= self._sizes.pop(key)
            del self._items[key]
        self._items[key] = surf
        self._sizes[key] = size = surface_bytes(surf)
        self.bytes += size
        while len(self._items) > 1 and (len(self._items) > self.limit or (
                self.max_bytes is not None and self.bytes > self.max_bytes)):
            old, _ = self._items.popitem(last=False)
            self.bytes -= self._sizes.pop(old)

    def clear(self) -> None:
        """Drop everything (e.g. after a resize)."""
        self._items.clear()
        self._sizes.clear()
        self.bytes = 0


class TextCache:
    """Rendered text, cached by (text, size, colour, bold).

    Args:
        fonts: ``fonts(size_px, bold=False) -> pygame.font.Font`` (the shell's font loader).
        limit: most renders kept; ``max_bytes``: most pixel memory they keep (bytes).
    """

    def __init__(self, fonts: Callable[..., pygame.font.Font], limit: int = 1024,
                 max_bytes: int = 8 * 2**20) -> None:
        self._fonts = fonts
        self._cache = SurfaceCache(limit, max_bytes)
        self._fits: OrderedDict[tuple, tuple[str, int]] = OrderedDict()

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The font at ``size`` pixels (at least 8)."""
        return self._fonts(max(8, int(size)), bold)

    def render(self, text: str, size: int, col: Colour, bold: bool = False,
               shadow: Colour | None = None) -> pygame.Surface:
        """``text`` rendered anti-aliased at ``size`` px in ``col``; with ``shadow``, a 1 px
        offset copy underneath for legibility on busy backgrounds."""
        key = (text, int(size), tuple(col), bool(bold), shadow)

        def build() -> pygame.Surface:
            font = self.font(size, bold)
            face = font.render(text, True, col)
            if shadow is None:
                return face.convert_alpha() if pygame.display.get_surface() else face
            under = font.render(text, True, shadow)
            out = pygame.Surface((face.get_width() + 1, face.get_height() + 1), pygame.SRCALPHA)
            out.blit(under, (1, 1))
            out.blit(face, (0, 0))
            return out

        return self._cache.get(key, build)

    def fit(self, text: str, max_width: int, size: int, col: Colour, bold: bool = False,
            min_size: int = 12, shadow: Colour | None = None) -> pygame.Surface:
        """Like :meth:`render`, shrinking the size (down to ``min_size``) until the text fits
        ``max_width`` pixels; if it still does not fit, the text is cut with an ellipsis.
        The chosen (text, size) is remembered per request, so a redraw measures nothing."""
        key = (text, int(max_width), int(size), bool(bold), int(min_size))
        fitted = self._fits.get(key)
        if fitted is None:
            fitted = self._fit(text, int(max_width), int(size), bold, int(min_size))
            self._fits[key] = fitted
            if len(self._fits) > self._cache.limit * 2:
                self._fits.popitem(last=False)
        else:
            self._fits.move_to_end(key)
        return self.render(fitted[0], fitted[1], col, bold, shadow)

    def largest(self, text: str, max_width: int, size: int, bold: bool = False,
                min_size: int = 12) -> int:
        """The largest text size (pixels) from ``size`` down to ``min_size`` at which ``text``
        is at most ``max_width`` pixels wide (``min_size`` when none is)."""
        s = size
        while s > min_size and self.font(s, bold).size(text)[0] > max_width:
            s -= 1
        return s

    def _fit(self, text: str, max_width: int, size: int, bold: bool,
             min_size: int) -> tuple[str, int]:
        s = self.largest(text, max_width, size, bold, min_size)
        if self.font(s, bold).size(text)[0] <= max_width:
            return text, s
        cut = text
        while len(cut) > 1 and self.font(s, bold).size(cut + "…")[0] > max_width:
            cut = cut[:-1]
        return cut + "…", s

    def wrap(self, text: str, max_width: int, size: int, bold: bool = False) -> list[str]:
        """``text`` broken into lines (at spaces) that fit ``max_width`` pixels at ``size``.
        A single word wider than the width gets a line of its own."""
        font = self.font(size, bold)
        lines: list[str] = []
        line = ""
        for word in text.split():
            trial = f"{line} {word}" if line else word
            if line and font.size(trial)[0] > max_width:
                lines.append(line)
                line = word
            else:
                line = trial
        if line:
            lines.append(line)
        return lines

    def wrap_fit(self, text: str, max_width: int, size: int, bold: bool = False,
                 max_lines: int = 2, min_size: int = 12) -> tuple[list[str], int]:
        """``text`` wrapped to ``max_width`` pixels in at most ``max_lines`` lines: the size
        shrinks from ``size`` (down to ``min_size``) until it fits, then extra lines are cut.
        Returns ``(lines, size_px)``."""
        lines = self.wrap(text, max_width, size, bold)
        while len(lines) > max_lines and size > min_size:
            size -= 1
            lines = self.wrap(text, max_width, size, bold)
        return lines[:max_lines], size

    def draw_in(self, surf: pygame.Surface, text: str, rect: pygame.Rect, size: int,
                col: Colour, bold: bool = False, anchor: str = "midleft",
                shadow: bool = False, min_size: int = 10) -> pygame.Rect:
        """Draw ``text`` fitted (:meth:`fit`) to ``rect``'s width (at least 10 px), placed at
        the ``anchor`` point of ``rect`` (a pygame.Rect attribute name such as "midtop");
        ``shadow`` adds a black 1 px shadow. Returns the drawn rect (window pixels)."""
        img = self.fit(text, max(10, rect.width), size, col, bold, min_size=min_size,
                       shadow=(0, 0, 0) if shadow else None)
        r = img.get_rect(**{anchor: getattr(rect, anchor)})
        surf.blit(img, r)
        return r

    def draw_lines(self, surf: pygame.Surface, lines: list[str], box: pygame.Rect, size: int,
                   col: Colour, bold: bool = False, anchor: str = "midleft",
                   shadow: bool = False) -> int:
        """Draw ``lines`` one under another from ``box``'s top, each :meth:`draw_in` a cell
        ``box.width`` wide and ``size + 5`` pixels tall at its ``anchor``; a line that would
        end more than 2 px below ``box`` is left out (with the rest). Returns the y (window
        pixels) under the last line drawn."""
        y = box.y
        for line in lines:
            if y + size > box.bottom + 2:
                break
            self.draw_in(surf, line, pygame.Rect(box.x, y, box.width, size + 5), size, col,
                         bold, anchor, shadow)
            y += size + 5
        return y

    def draw_bottom(self, surf: pygame.Surface, text: str, box: pygame.Rect, size: int,
                    col: Colour, bold: bool = False, max_lines: int = 2,
                    shadow: bool = False) -> None:
        """Draw ``text`` wrapped in at most ``max_lines`` lines (:meth:`wrap_fit`, smaller
        only when it must) standing on ``box``'s bottom edge, each line from its left
        (:meth:`draw_lines`)."""
        lines, size = self.wrap_fit(text, box.width, size, bold, max_lines)
        high = len(lines) * (size + 5)
        self.draw_lines(surf, lines, pygame.Rect(box.x, box.bottom - high, box.width, high),
                        size, col, bold, shadow=shadow)
