"""Art shared by every game: table tops, seat markers, app icon, glow ring, card shadow.

The table tops are tileable 512x512 textures computed pixel by pixel from periodic functions and
a seeded random generator (deterministic). Source: shared/docs/art-direction.md ("Feel",
"Palette": warm wood with a subtle grain or linen; player colours each with a shape).
"""

from __future__ import annotations

import math
import random

import pygame

from art_base import P, Pen, save
from art_shapes import player_shape, tomato

TILE = 512
SHADOW_SIZE, SHADOW_PAD, SHADOW_BORDER = 128, 24, 48


def _image_from_rgb(size: int, pixel) -> pygame.Surface:
    buf = bytearray(size * size * 3)
    i = 0
    for y in range(size):
        for x in range(size):
            r, g, b = pixel(x, y)
            buf[i] = r
            buf[i + 1] = g
            buf[i + 2] = b
            i += 3
    return pygame.image.frombuffer(bytes(buf), (size, size), "RGB").copy()


def table_wood() -> pygame.Surface:
    """A tileable warm wood grain: four planks with seams, wavy grain lines and a few knots."""
    rng = random.Random(20240517)
    planks = 4
    ph = TILE // planks
    waves = [[(rng.randint(1, 3), rng.uniform(0, 2 * math.pi), rng.uniform(1.5, 4.5))
              for _ in range(3)] for _ in range(planks)]
    shade = [rng.uniform(-0.06, 0.06) for _ in range(planks)]
    freq = [rng.uniform(0.09, 0.13) for _ in range(planks)]
    ends = [rng.randrange(TILE) for _ in range(planks)]
    knots = [(rng.randrange(TILE), rng.randrange(planks) * ph + rng.randint(20, ph - 20),
              rng.uniform(6, 11)) for _ in range(3)]
    base, dark, light = P.TABLE_WOOD, P.WOOD_DARK, P.WOOD_LIGHT
    tau = 2 * math.pi

    def pixel(x: int, y: int) -> tuple[int, int, int]:
        p = y // ph
        yy = y - p * ph
        off = sum(a * math.sin(tau * k * x / TILE + ph0) for k, ph0, a in waves[p])
        for kx, ky, kr in knots:  # grain bends around knots (periodic in x)
            dx = (x - kx + TILE / 2) % TILE - TILE / 2
            d2 = dx * dx + (y - ky) ** 2
            off += 18 * kr * kr / (d2 + kr * kr) * (1 if y > ky else -1)
        g = math.sin((yy + off) * freq[p] * tau / 2.2)
        fine = math.sin((yy + off * 1.7) * 1.3 + p)
        streak = math.sin(tau * 5 * x / TILE + yy * 0.21 + p) * math.sin(tau * 2 * x / TILE + p)
        t = 0.55 + 0.16 * g * g * (1 if g > 0 else -1) + 0.05 * fine + 0.07 * streak + shade[p]
        col = P.mix(dark, base, min(1.0, t * 1.6)) if t < 0.62 else P.mix(base, light, t - 0.62)
        edge = min(yy, ph - 1 - yy)
        if edge < 2 or abs((x - ends[p] + TILE / 2) % TILE - TILE / 2) < 1.5:
            col = P.darken(col, 0.3)
        elif edge < 4:
            col = P.darken(col, 0.15)
        return col

    return _image_from_rgb(TILE, pixel)


def table_linen() -> pygame.Surface:
    """A tileable linen: fine plain weave (2 px threads) whose warp and weft threads vary in
    tone, with a few thicker slub threads and a faint random mottle."""
    rng = random.Random(20240518)
    pitch = 2
    n = TILE // pitch
    warp = [rng.gauss(0, 1) for _ in range(n)]
    weft = [rng.gauss(0, 1) for _ in range(n)]
    slubs = {}
    for _ in range(40):  # short thick weft threads, wrapping around the tile edge
        row, start, length = rng.randrange(n), rng.randrange(TILE), rng.randint(30, 140)
        slubs.setdefault(row, []).append((start, length))
    mottle = [[rng.uniform(-1, 1) for _ in range(TILE // 32)] for _ in range(TILE // 32)]
    base = P.LINEN

    def mottle_at(x: int, y: int) -> float:
        gx, gy = x / 32, y / 32
        x0, y0 = int(gx), int(gy)
        fx, fy = gx - x0, gy - y0
        m = TILE // 32
        a = mottle[y0 % m][x0 % m] * (1 - fx) + mottle[y0 % m][(x0 + 1) % m] * fx
        b = mottle[(y0 + 1) % m][x0 % m] * (1 - fx) + mottle[(y0 + 1) % m][(x0 + 1) % m] * fx
        return a * (1 - fy) + b * fy

    def pixel(x: int, y: int) -> tuple[int, int, int]:
        cx, cy = x // pitch, y // pitch
        if (cx + cy) % 2 == 0:
            t = 0.018 * warp[cx] + (0.012 if x % pitch == 0 else -0.004)
        else:
            t = 0.018 * weft[cy] + (0.012 if y % pitch == 0 else -0.004)
        for start, length in slubs.get(cy, ()):
            if (x - start) % TILE < length:
                t += 0.03
        t += 0.012 * mottle_at(x, y)
        return P.lighten(base, t * 3) if t > 0 else P.darken(base, -t * 1.5)

    return _image_from_rgb(TILE, pixel)


def seat_marker(seat: int) -> Pen:
    """A 64x64 seat marker: the seat's shape in its colour on a cream disc with an ink edge."""
    pen = Pen(64, 64)
    c = (32, 31)
    pen.shadow(lambda s: s.circle((0, 0, 0), c, 28), (0, 2), 2.5, 110)
    pen.circle(P.INK, c, 28)
    pen.circle(P.CARD_STOCK, c, 25.5)
    player_shape(pen, P.player_shape(seat), c, 17, P.player_colour(seat), width=2.2)
    return pen


def app_icon() -> Pen:
    """The 64x64 application icon: a tomato."""
    pen = Pen(64, 64, 4)
    pen.shadow(lambda s: s.ellipse((0, 0, 0), (6, 14, 52, 46)), (0, 2), 2, 100)
    tomato(pen, (32, 36), 27)
    return pen


def glow_ring() -> Pen:
    """A soft glowing ring (192x192) in the legal-drop-zone highlight colour."""
    pen = Pen(192, 192, 2)
    ring = pen.layer()
    ring.circle(P.GLOW, (96, 96), 74, 14)
    ring.blur(9, P.GLOW)
    for _ in range(3):
        pen.paste(ring)
    core = pen.layer()
    core.circle(P.lighten(P.GLOW, 0.5), (96, 96), 74, 3)
    core.blur(1.5, P.lighten(P.GLOW, 0.5))
    pen.paste(core, 200)
    return pen


def card_shadow() -> Pen:
    """A soft card shadow for 9-slice scaling: a rounded rect ``SHADOW_PAD`` px in from each
    side, blurred; slice with ``SHADOW_BORDER`` px borders."""
    pen = Pen(SHADOW_SIZE, SHADOW_SIZE, 2)
    r = (SHADOW_PAD, SHADOW_PAD, SHADOW_SIZE - 2 * SHADOW_PAD, SHADOW_SIZE - 2 * SHADOW_PAD)
    pen.shadow(lambda s: s.rrect((0, 0, 0), r, 15), (0, 0), 9, 150, colour=(28, 16, 8))
    return pen


def build() -> dict:
    """Write every image into art/common/; returns manifest notes (9-slice data)."""
    save(table_wood(), "common/table_wood.png")
    save(table_linen(), "common/table_linen.png")
    for k in range(6):
        save(seat_marker(k).result(), f"common/seat_{k}.png")
    save(app_icon().result(), "common/icon_app.png")
    save(glow_ring().result(), "common/glow.png")
    save(card_shadow().result(), "common/shadow.png")
    return {"nine_slice": {"common/shadow.png": {"border": SHADOW_BORDER, "pad": SHADOW_PAD}}}
