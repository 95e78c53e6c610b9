"""Toasty Toasts icons: the eight toppings, the action card pictures and a slice of toast.

Each topping has its own silhouette and its own brightness, so the eight are told apart at a
glance, in colour and in greyscale (a jar, a grape bunch, a halved avocado, a tomato, a chocolate
swirl, a banana, a bacon rasher, a fried egg). Every function draws centred at ``c`` within
about ``r`` asset pixels. Source: shared/docs/art-direction.md ("Toasty Toasts' toppings as
simple recognisable food shapes"); Toasty Toasts rulebook, Types of Cards.
"""

from __future__ import annotations

import math

from art_base import P, Pen, Point
from art_shapes import ellipse_points, tomato

CRUST, CRUMB, CRUMB_PLAIN = (0xB8, 0x74, 0x34), (0xF0, 0xC9, 0x7E), (0xF7, 0xE4, 0xBC)
PB, PB_DARK, JAR_LID = (0xC0, 0x84, 0x45), (0x7A, 0x4A, 0x20), (0x9C, 0x2A, 0x22)
GRAPE, GRAPE_DARK = (0x6A, 0x2E, 0x86), (0x3E, 0x16, 0x52)
AVO_SKIN, AVO_FLESH, AVO_RIM, AVO_PIT = (0x2E, 0x55, 0x20), (0xD6, 0xE6, 0x8A), (0x9C, 0xC0, 0x4A), (0x7A, 0x45, 0x22)
CHOCO, CHOCO_LIGHT = (0x3E, 0x22, 0x14), (0x6B, 0x3E, 0x26)
BANANA, BANANA_DARK = (0xE6, 0xAE, 0x1E), (0x6E, 0x50, 0x12)
BACON, BACON_FAT = (0xB2, 0x3A, 0x32), (0xF6, 0xD2, 0xC2)
EGG_WHITE, YOLK = (0xFF, 0xFF, 0xFF), (0xF5, 0xA6, 0x12)


def toast_slice(pen: Pen, c: Point, r: float, crumb=CRUMB, crust=CRUST, burnt: bool = False) -> None:
    """A slice of bread: a square with a domed top, crust round a lighter crumb."""
    cx, cy = c
    def outline(scale: float) -> list[Point]:
        w, h = r * scale, r * scale
        pts = [(cx - w, cy + h), (cx + w, cy + h), (cx + w, cy - 0.35 * h)]
        for i in range(25):
            a = i / 24 * math.pi
            pts.append((cx + w * math.cos(a) * 1.05, cy - 0.35 * h - 0.65 * h * math.sin(a)
                        - 0.12 * h * math.sin(2 * a) ** 2))
        pts.append((cx - w, cy - 0.35 * h))
        return pts
    pen.shadow(lambda s: s.poly((0, 0, 0), outline(0.9)), (0, r * 0.06), r * 0.06, 90)
    pen.poly(P.darken(crust, 0.45), outline(0.93))
    pen.poly(P.darken(crust, 0.3) if burnt else crust, outline(0.9))
    pen.poly(P.darken(crumb, 0.55) if burnt else crumb, outline(0.74))
    if not burnt:
        for dx, dy in ((-0.3, 0.1), (0.25, 0.3), (0.05, -0.25), (-0.15, 0.5), (0.35, -0.05)):
            pen.circle(P.darken(crumb, 0.12), (cx + dx * r, cy + dy * r), r * 0.04)


def peanut_butter(pen: Pen, c: Point, r: float) -> None:
    """A squat jar of peanut butter with a red lid and a cream label."""
    cx, cy = c
    pen.rrect(P.darken(PB, 0.5), (cx - 0.62 * r, cy - 0.55 * r, 1.24 * r, 1.4 * r), 0.2 * r)
    pen.rrect(PB, (cx - 0.58 * r, cy - 0.51 * r, 1.16 * r, 1.32 * r), 0.18 * r)
    pen.rrect(P.darken(JAR_LID, 0.4), (cx - 0.66 * r, cy - 0.86 * r, 1.32 * r, 0.38 * r), 0.1 * r)
    pen.rrect(JAR_LID, (cx - 0.62 * r, cy - 0.83 * r, 1.24 * r, 0.32 * r), 0.08 * r)
    pen.rrect(P.CARD_STOCK, (cx - 0.5 * r, cy - 0.18 * r, r, 0.62 * r), 0.1 * r)
    pen.text("PB", max(8, int(0.38 * r)), PB_DARK, (cx, cy + 0.13 * r), bold=True)


def jelly(pen: Pen, c: Point, r: float) -> None:
    """A bunch of grapes (grape jelly): dark purple berries in a triangle under a leaf."""
    cx, cy = c
    rows = ((-0.45, 4), (-0.1, 3), (0.25, 2), (0.58, 1))
    br = 0.2 * r
    for y, n in rows:
        for i in range(n):
            x = cx + (i - (n - 1) / 2) * 2 * br * 0.95
            pen.circle(GRAPE_DARK, (x, cy + y * r), br + 1.5)
            pen.circle(GRAPE, (x, cy + y * r), br)
            pen.circle(P.lighten(GRAPE, 0.5), (x - br * 0.35, cy + y * r - br * 0.35), br * 0.25)
    pen.line(P.STEM_DARK, (cx, cy - 0.68 * r), (cx + 0.1 * r, cy - 0.92 * r), max(1.5, r * 0.07))
    pen.poly(P.LEAF_GREEN, ellipse_points((cx + 0.32 * r, cy - 0.8 * r), 0.28 * r, 0.12 * r, -0.4))


def avocado(pen: Pen, c: Point, r: float) -> None:
    """Half an avocado: dark skin, pale flesh, a big brown stone."""
    cx, cy = c
    def pear(scale: float) -> list[Point]:
        pts = []
        for i in range(48):
            a = i / 48 * 2 * math.pi
            rr = scale * r * (0.62 + 0.18 * math.sin(a))  # wider at the bottom
            pts.append((cx + rr * math.cos(a) * 0.95, cy + 0.1 * r + rr * math.sin(a) * 1.35))
        return pts
    pen.poly(P.darken(AVO_SKIN, 0.4), pear(1.04))
    pen.poly(AVO_SKIN, pear(1.0))
    pen.poly(AVO_RIM, pear(0.86))
    pen.poly(AVO_FLESH, pear(0.76))
    pen.circle(P.darken(AVO_PIT, 0.4), (cx, cy + 0.3 * r), 0.3 * r)
    pen.circle(AVO_PIT, (cx, cy + 0.3 * r), 0.27 * r)
    pen.circle(P.lighten(AVO_PIT, 0.4), (cx - 0.09 * r, cy + 0.21 * r), 0.07 * r)


def tomato_slice(pen: Pen, c: Point, r: float) -> None:
    """A whole tomato, as on every tomato of the house."""
    tomato(pen, (c[0], c[1] + 0.08 * r), 0.8 * r)


def choco_spread(pen: Pen, c: Point, r: float) -> None:
    """A bar of chocolate spread's chocolate: a dark tilted bar of squares in a gold wrapper."""
    cx, cy = c
    bar = pen.layer()
    w, h = 1.1 * r, 1.5 * r
    x0, y0 = cx - w / 2, cy - h / 2
    bar.rrect(P.darken(CHOCO, 0.5), (x0 - 2, y0 - 2, w + 4, h + 4), 0.1 * r)
    bar.rrect(CHOCO, (x0, y0, w, h), 0.08 * r)
    for i in range(2):
        for j in range(3):
            cell = (x0 + 0.1 * r + i * 0.48 * w, y0 + 0.08 * r + j * 0.3 * h, 0.38 * w, 0.22 * h)
            bar.rrect(CHOCO_LIGHT, cell, 0.05 * r)
            bar.rrect(P.lighten(CHOCO_LIGHT, 0.25), (cell[0], cell[1], cell[2], 0.05 * h), 0.03 * r)
    bar.rrect(P.darken(P.GOLD, 0.3), (x0 - 3, y0 + 0.62 * h, w + 6, 0.4 * h), 0.06 * r)
    bar.rrect(P.GOLD, (x0 - 1, y0 + 0.64 * h, w + 2, 0.36 * h), 0.05 * r)
    pen.paste(bar)


def banana(pen: Pen, c: Point, r: float) -> None:
    """A bright yellow banana: a fat crescent with brown tips."""
    cx, cy = c
    outer = [(cx + 0.95 * r * math.cos(a), cy - 0.4 * r + 1.0 * r * math.sin(a))
             for a in [math.pi * (0.08 + 0.84 * i / 30) for i in range(31)]]
    inner = [(cx + 0.6 * r * math.cos(a), cy - 0.62 * r + 0.72 * r * math.sin(a))
             for a in [math.pi * (0.9 - 0.8 * i / 30) for i in range(31)]]
    pen.poly(BANANA_DARK, outer + inner, 0)
    shrink = [(cx + (x - cx) * 0.96, cy + (y - cy) * 0.96 + 0.01 * r) for x, y in outer + inner]
    pen.poly(BANANA, shrink)
    for (x, y) in (outer[0], outer[-1]):
        pen.circle(BANANA_DARK, (x, y), 0.08 * r)


def bacon(pen: Pen, c: Point, r: float) -> None:
    """A wavy rasher of bacon: red meat with two pale fat stripes."""
    cx, cy = c
    def wave(offset: float) -> list[Point]:
        return [(cx - 0.95 * r + 1.9 * r * i / 30,
                 cy + offset * r + 0.16 * r * math.sin(i / 30 * 3 * math.pi)) for i in range(31)]
    top, bottom = wave(-0.36), wave(0.36)
    pen.poly(P.darken(BACON, 0.45), [(x, y - 3) for x, y in top] + [(x, y + 3) for x, y in reversed(bottom)])
    pen.poly(BACON, top + list(reversed(bottom)))
    for off in (-0.14, 0.16):
        stripe = wave(off - 0.05) + list(reversed(wave(off + 0.05)))
        pen.poly(BACON_FAT, stripe)


def egg(pen: Pen, c: Point, r: float) -> None:
    """A fried egg: a white wavy blob with a round orange yolk."""
    cx, cy = c
    blob = [(cx + r * (0.85 + 0.1 * math.sin(5 * a)) * math.cos(a),
             cy + r * (0.72 + 0.1 * math.sin(5 * a)) * math.sin(a))
            for a in [2 * math.pi * i / 60 for i in range(60)]]
    pen.poly(P.darken(EGG_WHITE, 0.45), [(cx + (x - cx) * 1.04, cy + (y - cy) * 1.04) for x, y in blob])
    pen.poly(EGG_WHITE, blob)
    pen.circle(P.darken(YOLK, 0.35), (cx + 0.08 * r, cy - 0.05 * r), 0.36 * r)
    pen.circle(YOLK, (cx + 0.08 * r, cy - 0.05 * r), 0.33 * r)
    pen.circle(P.lighten(YOLK, 0.6), (cx - 0.04 * r, cy - 0.16 * r), 0.08 * r)


TOPPING_ICONS = {"peanut_butter": peanut_butter, "jelly": jelly, "avocado": avocado,
                 "tomato": tomato_slice, "choco_spread": choco_spread, "banana": banana,
                 "bacon": bacon, "egg": egg}
"""Topping kind -> its icon function ``(pen, centre, r)``."""
