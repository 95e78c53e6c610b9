"""Drawing kit shared by the art scripts: a supersampling pen, fonts, soft shadows, PNG saving.

Every asset is drawn with a :class:`Pen` in its own pixel coordinates (the 2x size written to
``art/``); the pen draws on a surface ``SS`` times larger and smooth-scales it down at the end,
which gives anti-aliased edges for every pygame.draw primitive. Runs headless
(``SDL_VIDEODRIVER=dummy``); no window is opened. Source: shared/docs/art-direction.md.
"""

from __future__ import annotations

import json
import math
import os
import re
import sys
from pathlib import Path
from typing import Callable, Iterable, Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ART = ROOT / "art"
FONT_DIR = ART / "fonts"
sys.path.insert(0, str(ROOT))

from tabletop.tablekit import palette as P  # noqa: E402,F401  (re-exported for the art modules)

SS = 3  # supersampling factor
Colour = Sequence[int]  # (r, g, b) or (r, g, b, a)
Point = tuple[float, float]

pygame.font.init()
_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}
_WRITTEN: dict[str, tuple[int, int]] = {}


def font(size_px: int, bold: bool = False) -> pygame.font.Font:
    """The shipped DejaVu Sans (bold or regular) at ``size_px`` pixels (cached)."""
    key = (int(size_px), bool(bold))
    if key not in _FONTS:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        _FONTS[key] = pygame.font.Font(str(FONT_DIR / name), key[0])
    return _FONTS[key]


def rgba(colour: Colour, alpha: int | None = None) -> tuple[int, int, int, int]:
    """``colour`` as an (r, g, b, a) tuple; ``alpha`` overrides any alpha it has."""
    a = alpha if alpha is not None else (colour[3] if len(colour) > 3 else 255)
    return (int(colour[0]), int(colour[1]), int(colour[2]), int(a))


class Pen:
    """Draws in asset pixels on a supersampled transparent surface.

    Args:
        w, h: the final size in pixels (as written to ``art/``).
        ss: supersampling factor (the drawing surface is ``w*ss`` x ``h*ss``).
    """

    def __init__(self, w: int, h: int, ss: int = SS) -> None:
        self.w, self.h, self.k = int(w), int(h), int(ss)
        self.surf = pygame.Surface((self.w * self.k, self.h * self.k), pygame.SRCALPHA)
        self.surf.fill((0, 0, 0, 0))

    # -- coordinates -------------------------------------------------------------------------
    def _p(self, pt: Point) -> tuple[int, int]:
        return (round(pt[0] * self.k), round(pt[1] * self.k))

    def _r(self, rect: Sequence[float]) -> pygame.Rect:
        x, y, w, h = rect
        x0, y0 = round(x * self.k), round(y * self.k)
        return pygame.Rect(x0, y0, round((x + w) * self.k) - x0, round((y + h) * self.k) - y0)

    def _n(self, v: float) -> int:
        return max(1, round(v * self.k)) if v > 0 else 0

    def layer(self) -> "Pen":
        """A new empty pen of the same size (draw on it, then :meth:`paste` it)."""
        return Pen(self.w, self.h, self.k)

    # -- primitives (all write pixels; alpha is replaced, not blended) -------------------------
    def fill(self, colour: Colour) -> None:
        """Fill the whole surface."""
        self.surf.fill(rgba(colour))

    def circle(self, colour: Colour, centre: Point, r: float, width: float = 0) -> None:
        """A circle of radius ``r``; ``width`` 0 fills it."""
        pygame.draw.circle(self.surf, rgba(colour), self._p(centre), self._n(r), self._n(width))

    def ellipse(self, colour: Colour, rect: Sequence[float], width: float = 0) -> None:
        """An ellipse inside ``rect`` (x, y, w, h)."""
        pygame.draw.ellipse(self.surf, rgba(colour), self._r(rect), self._n(width))

    def rrect(self, colour: Colour, rect: Sequence[float], radius: float,
              width: float = 0) -> None:
        """A rounded rectangle; ``radius`` is the corner radius."""
        pygame.draw.rect(self.surf, rgba(colour), self._r(rect), self._n(width),
                         border_radius=self._n(radius))

    def poly(self, colour: Colour, points: Iterable[Point], width: float = 0) -> None:
        """A polygon through ``points``; ``width`` 0 fills it."""
        pts = [self._p(p) for p in points]
        pygame.draw.polygon(self.surf, rgba(colour), pts, self._n(width))

    def line(self, colour: Colour, a: Point, b: Point, width: float) -> None:
        """A straight line with round caps."""
        w = self._n(width)
        pa, pb = self._p(a), self._p(b)
        pygame.draw.line(self.surf, rgba(colour), pa, pb, w)
        for p in (pa, pb):
            pygame.draw.circle(self.surf, rgba(colour), p, max(1, w // 2))

    def polyline(self, colour: Colour, points: Sequence[Point], width: float) -> None:
        """Connected round-capped lines."""
        for a, b in zip(points, points[1:]):
            self.line(colour, a, b, width)

    def arc(self, colour: Colour, centre: Point, r: float, a0: float, a1: float,
            width: float, steps: int = 48) -> None:
        """A round-capped arc from angle ``a0`` to ``a1`` (radians, 0 = right, clockwise on
        screen since y grows downwards)."""
        pts = [(centre[0] + r * math.cos(a0 + (a1 - a0) * i / steps),
                centre[1] + r * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]
        self.polyline(colour, pts, width)

    # -- text --------------------------------------------------------------------------------
    def text_size(self, text: str, size: int, bold: bool = False) -> tuple[float, float]:
        """Width and height (asset pixels) that :meth:`text` would cover."""
        w, h = font(size * self.k, bold).size(text)
        return (w / self.k, h / self.k)

    def text(self, text: str, size: int, colour: Colour, centre: Point, bold: bool = False,
             outline: Colour | None = None, outline_px: float = 0, angle: float = 0,
             anchor: str = "center") -> None:
        """Draw ``text`` (font size ``size`` asset pixels) placed by ``anchor`` (a pygame.Rect
        attribute name such as "center", "midleft", "topleft") at ``centre``; optional
        ``outline`` ring of ``outline_px`` and rotation ``angle`` degrees."""
        f = font(size * self.k, bold)
        img = f.render(text, True, rgba(colour))
        ring = None
        if outline is not None and outline_px > 0:
            o = self._n(outline_px)
            base = f.render(text, True, rgba(outline))
            ring = pygame.Surface((img.get_width() + 2 * o, img.get_height() + 2 * o),
                                  pygame.SRCALPHA)
            for i in range(24):
                a = 2 * math.pi * i / 24
                ring.blit(base, (o + round(o * math.cos(a)), o + round(o * math.sin(a))))
            for dx in range(-o + 1, o, max(1, o // 2)):
                for dy in range(-o + 1, o, max(1, o // 2)):
                    ring.blit(base, (o + dx, o + dy))
            ring.blit(img, (o, o))
            img = ring
        if angle:
            img = pygame.transform.rotate(img, angle)
        rect = img.get_rect()
        setattr(rect, anchor, self._p(centre))
        self.surf.blit(img, rect)

    # -- composition -------------------------------------------------------------------------
    def paste(self, other: "Pen", alpha: int = 255, pos: Point = (0, 0)) -> None:
        """Blend another pen's drawing over this one (``alpha`` 0..255 fades it)."""
        src = other.surf
        if alpha < 255:
            src = src.copy()
            src.set_alpha(alpha)
        self.surf.blit(src, self._p(pos))

    def paste_image(self, image: pygame.Surface, pos: Point, size: tuple[float, float]) -> None:
        """Blend a final-size image (e.g. another asset) in at ``pos`` scaled to ``size``."""
        big = pygame.transform.smoothscale(image, (self._n(size[0]), self._n(size[1])))
        self.surf.blit(big, self._p(pos))

    def clip_to(self, mask: "Pen") -> None:
        """Keep only the pixels where ``mask`` is drawn (its alpha multiplies this alpha)."""
        m = mask.surf.copy()
        m.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
        self.surf.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)

    def blur(self, px: float, colour: Colour) -> None:
        """Soften a one-colour drawing with a gaussian blur of ``px`` asset pixels. Every pixel
        is first tinted ``colour`` (alpha kept) so the soft edges do not darken towards the
        transparent black around them."""
        self.surf.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MIN)
        self.surf.fill((*colour[:3], 0), special_flags=pygame.BLEND_RGBA_ADD)
        self.surf = pygame.transform.gaussian_blur(self.surf, max(1, round(px * self.k)))

    def shadow(self, shape: Callable[["Pen"], None], offset: Point = (0, 4), blur: float = 6,
               alpha: int = 110, colour: Colour = (30, 18, 10)) -> None:
        """A soft drop shadow: ``shape(pen)`` draws the silhouette (any colour), which is tinted,
        blurred by ``blur`` pixels and blended in at ``offset``."""
        sil = self.layer()
        shape(sil)
        s = sil.surf
        s.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MIN)
        s.fill((*colour[:3], 0), special_flags=pygame.BLEND_RGBA_ADD)
        s = pygame.transform.gaussian_blur(s, max(1, round(blur * self.k)))
        s.set_alpha(alpha)
        self.surf.blit(s, self._p(offset))

    def result(self) -> pygame.Surface:
        """The finished image at final size."""
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))


def save(image: pygame.Surface, rel_path: str) -> None:
    """Write ``image`` to ``art/<rel_path>`` as PNG and record it for the manifest."""
    path = ART / rel_path
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(image, str(path))
    _WRITTEN[rel_path.replace(os.sep, "/")] = image.get_size()


def written() -> dict[str, tuple[int, int]]:
    """Every file saved so far: relative path -> (width, height) in pixels."""
    return dict(_WRITTEN)


def write_manifest(extra: dict | None = None) -> Path:
    """Write ``art/manifest.json``: {"scale": 2, "files": {rel_path: [w, h]}, ...extra}."""
    data = {"scale": 2, "files": {k: list(v) for k, v in sorted(_WRITTEN.items())}}
    data.update(extra or {})
    path = ART / "manifest.json"
    text = json.dumps(data, indent=1, sort_keys=True)
    text = re.sub(r"\[\s*([-\d.,\s]+?)\s*\]",
                  lambda m: "[" + ", ".join(v.strip() for v in m.group(1).split(",")) + "]", text)
    path.write_text(text + "\n", encoding="utf-8")
    return path
