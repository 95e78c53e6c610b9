"""Dice faces: red, black and gold, 1..6, drawn with pips (not glyphs), 96x96 at 2x.

Rounded body with a top highlight and a soft shadow; cream pips on red and black, ink pips on
gold. Source: shared/docs/art-direction.md, "Dice and tokens"; Diced Tomatoes rulebook
(red, black and gold dice).
"""

from __future__ import annotations

from art_base import P, Pen, save
from art_shapes import radial_fill

SIZE = 96
BODY = (9, 5, 78, 78)
DICE = {
    "red": (P.CARD_BACK, P.CARD_STOCK),
    "black": ((0x3A, 0x33, 0x2F), P.CARD_STOCK),
    "gold": (P.GOLD, P.INK),
}
PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def die(colour: str, n: int) -> Pen:
    """The die face showing ``n`` (1..6) in ``colour`` ("red", "black" or "gold").

    Raises:
        KeyError: unknown colour or face.
    """
    body, pip = DICE[colour]
    pips = PIPS[n]
    x, y, w, h = BODY
    pen = Pen(SIZE, SIZE)
    pen.shadow(lambda s: s.rrect((0, 0, 0), BODY, 17), (0, 5), 4.5, 130)
    pen.rrect(P.darken(body, 0.45), BODY, 17)
    face = pen.layer()
    radial_fill(face, (x - 20, y - 30, w + 40, h + 50), (x + w * 0.4, y + h * 0.25),
                P.darken(body, 0.22), P.lighten(body, 0.12), steps=30, power=0.9)
    mask = pen.layer()
    mask.rrect((255, 255, 255), (x + 2, y + 2, w - 4, h - 4), 15)
    face.clip_to(mask)
    pen.paste(face)
    top = pen.layer()  # the top highlight
    top.rrect((255, 255, 255), (x + 8, y + 4, w - 16, h * 0.28), 12)
    top.blur(4, (255, 255, 255))
    top.clip_to(mask)
    pen.paste(top, 80)
    cx, cy = x + w / 2, y + h / 2
    for px, py in pips:
        c = (cx + px * 21, cy + py * 21)
        pen.circle(P.darken(body, 0.5), (c[0], c[1] - 1), 8.2)
        pen.circle(pip, (c[0], c[1] + 0.6), 7.2)
    return pen


def build() -> None:
    """Write art/dice/<colour>_<n>.png for the three colours and six faces."""
    for colour in DICE:
        for n in range(1, 7):
            save(die(colour, n).result(), f"dice/{colour}_{n}.png")
