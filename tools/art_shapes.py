"""Reusable drawn pieces: tomato illustration, player shapes, badges, mini card icons, wicker.

All functions draw on a :class:`art_base.Pen` in its asset pixel coordinates.
Source: shared/docs/art-direction.md (warm kitchen-garden style, Okabe-Ito colours each with a
shape, basic point badge cream, quick-toss badge gold, crossed-out 3 icon).
"""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from art_base import P, Colour, Pen, Point


def ellipse_points(c: Point, rx: float, ry: float, angle: float = 0.0,
                   steps: int = 64) -> list[Point]:
    """Points around an ellipse centred at ``c`` with radii ``rx``, ``ry`` rotated by ``angle``
    radians."""
    ca, sa = math.cos(angle), math.sin(angle)
    pts = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x, y = rx * math.cos(t), ry * math.sin(t)
        pts.append((c[0] + x * ca - y * sa, c[1] + x * sa + y * ca))
    return pts


def radial_fill(pen: Pen, rect: Sequence[float], focus: Point, outer: Colour, inner: Colour,
                steps: int = 40, power: float = 1.0) -> None:
    """Fill the ellipse ``rect`` with a soft gradient from ``outer`` (rim) to ``inner`` (at
    ``focus``), drawn as shrinking ellipses."""
    x, y, w, h = rect
    for i in range(steps):
        t = i / steps
        rw, rh = w * (1 - t), h * (1 - t)
        cx = (x + w / 2) * (1 - t) + focus[0] * t
        cy = (y + h / 2) * (1 - t) + focus[1] * t
        col = P.mix(outer[:3], inner[:3], t ** power)
        pen.ellipse(col, (cx - rw / 2, cy - rh / 2, rw, rh))


# -- tomato --------------------------------------------------------------------------------------
def _tomato_silhouette(pen: Pen, c: Point, r: float, colour: Colour, grow: float = 0.0) -> None:
    cx, cy = c
    g = grow
    pen.ellipse(colour, (cx - 0.75 * r - g, cy - 0.86 * r - g, 1.5 * r + 2 * g, 1.72 * r + 2 * g))
    pen.ellipse(colour, (cx - r - g, cy - 0.78 * r - g, 1.36 * r + 2 * g, 1.62 * r + 2 * g))
    pen.ellipse(colour, (cx - 0.36 * r - g, cy - 0.78 * r - g, 1.36 * r + 2 * g,
                         1.62 * r + 2 * g))


def _leaf_points(c: Point, length: float, half_width: float, angle: float,
                 squash: float) -> list[Point]:
    """A pointed lens-shaped leaf from ``c`` outwards at ``angle`` (radians)."""
    pts: list[Point] = []
    n = 10
    side_pts = []
    for i in range(n + 1):
        t = i / n
        side_pts.append((t * length, half_width * math.sin(math.pi * t) ** 0.8 * (1 - 0.25 * t)))
    outline = side_pts + [(x, -y) for x, y in reversed(side_pts[1:-1])]
    ca, sa = math.cos(angle), math.sin(angle)
    for x, y in outline:
        pts.append((c[0] + x * ca - y * sa, c[1] + (x * sa + y * ca) * squash))
    return pts


def calyx(pen: Pen, c: Point, r: float, leaf: Colour = P.LEAF_GREEN,
          edge: Colour = P.STEM_DARK, squash: float = 0.6, stem: bool = True) -> None:
    """A five-leaf green calyx of radius ``r`` centred at ``c``, seen from slightly above
    (``squash`` flattens it vertically), with a short stem."""
    angles = [math.pi / 2 + 2 * math.pi * i / 5 + 0.15 for i in range(5)]
    for a in angles:
        pen.poly(edge, _leaf_points(c, r * 1.04, r * 0.3, a, squash))
    for a in angles:
        pen.poly(leaf, _leaf_points(c, r * 0.94, r * 0.22, a, squash))
        tip = (c[0] + r * 0.6 * math.cos(a), c[1] + r * 0.6 * math.sin(a) * squash)
        pen.line(P.lighten(leaf, 0.15), c, tip, max(0.5, r * 0.04))
    pen.ellipse(leaf, (c[0] - r * 0.22, c[1] - r * 0.15, r * 0.44, r * 0.3))
    if stem:
        w = r * 0.2
        pen.rrect(edge, (c[0] - w / 2 - r * 0.04, c[1] - r * 0.45, w + r * 0.08, r * 0.52),
                  w * 0.45)
        pen.rrect(P.mix(leaf, edge, 0.4), (c[0] - w / 2, c[1] - r * 0.42, w, r * 0.45),
                  w * 0.4)


def tomato(pen: Pen, c: Point, r: float, outline: bool = True,
           body: Colour = P.TOMATO_RED, dark: Colour = P.RIPE_DARK) -> None:
    """A round red tomato of half-width ``r`` centred at ``c``: lobed body with soft shading,
    two creases, a glossy highlight and a green leafy calyx with stem."""
    cx, cy = c
    if outline:
        _tomato_silhouette(pen, c, r, P.darken(dark, 0.35), grow=max(0.8, r * 0.045))
    sil = pen.layer()
    _tomato_silhouette(sil, c, r, (255, 255, 255))
    shade = pen.layer()
    radial_fill(shade, (cx - 1.05 * r, cy - 0.95 * r, 2.1 * r, 1.95 * r),
                (cx - 0.3 * r, cy - 0.32 * r), dark, P.lighten(body, 0.06), steps=36, power=0.8)
    crease = pen.layer()
    for side in (-1, 1):
        x0 = cx + side * 0.28 * r
        pts = [(x0 + side * 0.18 * r * math.sin(t * math.pi / 2) ** 1.3,
                cy - 0.62 * r + t * 0.95 * r) for t in [i / 16 for i in range(17)]]
        crease.polyline(P.mix(dark, body, 0.2), pts, max(0.6, r * 0.04))
    shade.paste(crease, 110)
    shade.clip_to(sil)
    pen.paste(shade)
    hi = pen.layer()
    hi.poly(P.lighten(body, 0.8), ellipse_points((cx - 0.46 * r, cy - 0.32 * r), 0.2 * r,
                                                   0.1 * r, -0.8))
    hi.circle(P.lighten(body, 0.85), (cx - 0.64 * r, cy - 0.06 * r), 0.055 * r)
    pen.paste(hi, 215)
    calyx(pen, (cx, cy - 0.68 * r), 0.52 * r)


# -- shapes ------------------------------------------------------------------------------------
def regular_points(c: Point, r: float, n: int, start: float = -math.pi / 2) -> list[Point]:
    """Corners of a regular ``n``-gon of circumradius ``r`` starting at angle ``start``."""
    return [(c[0] + r * math.cos(start + 2 * math.pi * i / n),
             c[1] + r * math.sin(start + 2 * math.pi * i / n)) for i in range(n)]


def star_points(c: Point, r: float, inner: float = 0.45, n: int = 5) -> list[Point]:
    """Corners of an ``n``-pointed star (outer radius ``r``, inner radius ``inner * r``)."""
    pts = []
    for i in range(2 * n):
        rr = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + math.pi * i / n
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    return pts


def shape_points(name: str, c: Point, r: float) -> list[Point] | None:
    """Polygon for a player shape of "radius" ``r`` (None for "circle").

    Raises:
        ValueError: unknown shape name.
    """
    if name == "circle":
        return None
    if name == "square":
        s = r * 0.86
        return [(c[0] - s, c[1] - s), (c[0] + s, c[1] - s), (c[0] + s, c[1] + s),
                (c[0] - s, c[1] + s)]
    if name == "triangle":
        return regular_points((c[0], c[1] + r * 0.18), r * 1.12, 3)
    if name == "diamond":
        return regular_points(c, r * 1.1, 4)
    if name == "star":
        return star_points((c[0], c[1] + r * 0.06), r * 1.12, 0.48)
    if name == "hexagon":
        return regular_points(c, r, 6, 0.0)
    raise ValueError(f"unknown shape {name!r}")


def player_shape(pen: Pen, name: str, c: Point, r: float, fill: Colour,
                 edge: Colour = P.INK, width: float = 2.0) -> None:
    """A filled player shape with an ink edge of ``width`` pixels."""
    pts = shape_points(name, c, r)
    if pts is None:
        pen.circle(edge, c, r + width)
        pen.circle(fill, c, r)
        return
    pen.poly(edge, pts, 0)
    # inset the fill towards the centroid so the edge shows evenly
    gx = sum(p[0] for p in pts) / len(pts)
    gy = sum(p[1] for p in pts) / len(pts)
    far = max(math.hypot(p[0] - gx, p[1] - gy) for p in pts)
    inset = 1.0 - (width * 1.6 if name in ("triangle", "star") else width * 1.25) / far
    pen.poly(fill, [(gx + (x - gx) * inset, gy + (y - gy) * inset) for x, y in pts], 0)


# -- badges and card icons -------------------------------------------------------------------
def badge(pen: Pen, c: Point, r: float, fill: Colour, text: str, size: int,
          edge: Colour = P.INK, text_colour: Colour = P.INK, star: bool = False) -> None:
    """A round (or star-burst) point badge with a bold number, and a small soft shadow."""
    if star:
        pts_edge = star_points(c, r * 1.18, 0.8, 12)
        pen.shadow(lambda s: s.poly((0, 0, 0), pts_edge), (0, 2), 3, 90)
        pen.poly(edge, pts_edge)
        pen.poly(fill, star_points(c, r * 1.18 - 2.5, 0.8, 12))
        pen.circle(P.lighten(fill, 0.25), c, r * 0.78)
    else:
        pen.shadow(lambda s: s.circle((0, 0, 0), c, r), (0, 2), 3, 90)
        pen.circle(edge, c, r)
        pen.circle(fill, c, r - 2.5)
    pen.text(text, size, text_colour, (c[0], c[1] + size * 0.03), bold=True)


def mini_card(size: tuple[float, float], label: str, k: int, crossed: bool = False,
              label_size: int | None = None, face: Colour = P.CARD_STOCK,
              label_colour: Colour = P.INK) -> Pen:
    """A small tomato-card icon (a pen of ``size``) with ``label`` in bold; ``crossed`` strikes
    it through in the refusal red (the "no 3" icon)."""
    w, h = size
    pen = Pen(round(w + 8), round(h + 8), k)
    x, y = 4, 4
    rad = w * 0.1
    pen.shadow(lambda s: s.rrect((0, 0, 0), (x, y, w, h), rad), (0, 1.5), 2, 90)
    pen.rrect(P.CARD_EDGE, (x, y, w, h), rad)
    pen.rrect(face, (x + 2, y + 2, w - 4, h - 4), rad - 1)
    tomato(pen, (x + w * 0.5, y + h * 0.2), w * 0.13, outline=False)
    if label:
        ls = label_size or round(h * 0.5)
        pen.text(label, ls, label_colour, (x + w / 2, y + h * 0.6), bold=True)
    if crossed:
        pen.line(P.CARD_STOCK, (x + w * 0.05, y + h * 0.95), (x + w * 0.95, y + h * 0.05), 8)
        pen.line(P.REFUSE, (x + w * 0.05, y + h * 0.95), (x + w * 0.95, y + h * 0.05), 5)
    return pen


def stamp(pen: Pen, other: Pen, centre: Point, angle: float = 0.0) -> None:
    """Blend ``other`` (same supersampling) centred at ``centre``, rotated ``angle`` degrees."""
    src = other.surf
    if angle:
        src = pygame.transform.rotozoom(src, angle, 1.0)
    rect = src.get_rect()
    rect.center = (round(centre[0] * pen.k), round(centre[1] * pen.k))
    pen.surf.blit(src, rect)


# -- wicker ------------------------------------------------------------------------------------
def wicker_body(pen: Pen, top: tuple[float, float, float], bottom: tuple[float, float, float],
                bands: int = 5) -> None:
    """A woven tapered wicker body from the edge ``top`` = (y, x_left, x_right) to ``bottom``:
    bands of woven strands crossed by staves that follow the taper."""
    (ty, tl, tr), (by, bl, br) = top, bottom
    body = [(tl, ty), (tr, ty), (br, by), (bl, by)]
    pen.poly(P.WICKER_DARK, body)
    inner = pen.layer()
    inner.poly(P.WICKER, body)
    w = tr - tl
    bh = (by - ty) / bands
    strand = w / 10
    for i in range(bands):
        y = ty + i * bh
        for j in range(-1, 12):
            off = tl + (j + (i % 2) * 0.5) * strand
            inner.ellipse(P.lighten(P.WICKER, 0.22), (off, y + bh * 0.16, strand - 3, bh * 0.68))
        inner.line(P.WICKER_DARK, (tl, y), (tr, y), max(1, bh * 0.16))
    for j in range(1, 8):
        t = j / 8
        inner.line(P.darken(P.WICKER_DARK, 0.1), (tl + (tr - tl) * t, ty),
                   (bl + (br - bl) * t, by), max(1, w * 0.012))
    shade = inner.layer()  # darker towards the sides: a rounded look
    shade.poly((60, 30, 10), [(tl, ty), (tl + w * 0.16, ty), (bl + (br - bl) * 0.16, by),
                              (bl, by)])
    shade.poly((60, 30, 10), [(tr - w * 0.16, ty), (tr, ty), (br, by),
                              (br - (br - bl) * 0.16, by)])
    shade.blur(w * 0.05, (60, 30, 10))
    inner.paste(shade, 110)
    sil = pen.layer()
    sil.poly((255, 255, 255), [(tl + 2, ty), (tr - 2, ty), (br - 2, by - 2), (bl + 2, by - 2)])
    inner.clip_to(sil)
    pen.paste(inner)


def wicker_rim(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """A braided rim: a rounded bar with diagonal twists, centred vertically on ``y``."""
    pen.rrect(P.WICKER_DARK, (x, y - h / 2, w, h), h / 2)
    pen.rrect(P.lighten(P.WICKER, 0.1), (x + 2, y - h / 2 + 2, w - 4, h - 4), h / 2 - 2)
    n = max(6, round(w / (h * 1.1)))
    for j in range(n):
        xx = x + h * 0.4 + (w - h * 0.8) * j / (n - 1)
        pen.line(P.WICKER_DARK, (xx - h * 0.25, y - h * 0.3), (xx + h * 0.25, y + h * 0.3),
                 max(1, h * 0.1))


def wicker_basket(pen: Pen, rect: Sequence[float], content: str = "none",
                  handle: bool = True) -> None:
    """A small woven wicker basket in ``rect`` (x, y, w, h) with rim and optional handle;
    ``content`` "tomatoes" heaps tomatoes above the rim."""
    x, y, w, h = rect
    rim_y = y + h * 0.32
    if handle:
        hc = (x + w / 2, rim_y + h * 0.02)
        pen.arc(P.WICKER_DARK, hc, w * 0.36, math.pi, 2 * math.pi, max(2, w * 0.07))
        pen.arc(P.WICKER, hc, w * 0.36, math.pi + 0.03, 2 * math.pi - 0.03, max(1, w * 0.04))
    if content == "tomatoes":
        tr = w * 0.17
        for dx, dy, rr in ((-0.24, 0.0, 1.0), (0.24, 0.01, 1.0), (0.0, -0.06, 1.08),
                           (-0.12, -0.16, 0.9), (0.14, -0.17, 0.9)):
            tomato(pen, (x + w / 2 + dx * w, rim_y - tr * 0.35 + dy * w), tr * rr)
    wicker_body(pen, (rim_y, x + w * 0.04, x + w * 0.96), (y + h, x + w * 0.17, x + w * 0.83))
    wicker_rim(pen, x, rim_y, w, h * 0.11)


def glossy(pen: Pen, rect: Sequence[float], alpha: int = 120, colour: Colour = (255, 255, 255)
           ) -> None:
    """A soft white highlight ellipse in ``rect`` blended at ``alpha``."""
    lay = pen.layer()
    lay.ellipse(colour, rect)
    pen.paste(lay, alpha)
