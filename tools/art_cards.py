"""Card blanks and token blanks shared by every game's art.

Cards are poker ratio 63:88 (252x352 at 2x), corner radius about 6% of the width, a 1-2 px ink
edge at 1x (3 px at 2x). The soft drop shadow is not baked into card images: the table draws
``common/shadow.png`` under them. Source: shared/docs/art-direction.md, "Cards", "Dice and
tokens".
"""

from __future__ import annotations

from art_base import P, Colour, Pen, Point
from art_shapes import player_shape, tomato

CARD_W, CARD_H = 252, 352
CARD_RADIUS = round(CARD_W * 0.06)
EDGE = 3


def card_pen(face: Colour = P.CARD_STOCK) -> Pen:
    """A new card-sized pen with the rounded ink edge and ``face`` colour drawn."""
    pen = Pen(CARD_W, CARD_H)
    pen.rrect(P.CARD_EDGE, (0, 0, CARD_W, CARD_H), CARD_RADIUS)
    pen.rrect(face, (EDGE, EDGE, CARD_W - 2 * EDGE, CARD_H - 2 * EDGE), CARD_RADIUS - EDGE)
    return pen


def card_face_mask(pen: Pen, inset: float = EDGE) -> Pen:
    """A mask (white) covering the card face inside the edge, for clipping patterns."""
    mask = pen.layer()
    mask.rrect((255, 255, 255), (inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset),
               max(1, CARD_RADIUS - inset))
    return mask


def token(pen: Pen, c: Point, r: float, rim: Colour, face: Colour = P.CARD_STOCK,
          art: str = "tomato", shape: str | None = None) -> None:
    """A round token with soft shadow, a coloured rim, a cream face and a tomato on it.

    Args:
        c, r: centre and outer radius (asset pixels).
        rim: rim colour (ripe red for TomaToss, a player colour in Diced Tomatoes).
        art: "tomato" draws a tomato on the face; "" leaves it plain.
        shape: a player shape name to stamp on the rim (colour is never the only cue).
    """
    pen.shadow(lambda s: s.circle((0, 0, 0), c, r), (0, r * 0.07), r * 0.08, 120)
    pen.circle(P.CARD_EDGE, c, r)
    pen.circle(rim, c, r - 2.5)
    hi = pen.layer()
    hi.circle(P.lighten(rim, 0.35), (c[0], c[1] - r * 0.04), r * 0.86)
    hi.circle(P.darken(rim, 0.12), (c[0], c[1] + r * 0.05), r * 0.84)
    pen.paste(hi, 160)
    pen.circle(P.darken(rim, 0.35), c, r * 0.74 + 2)
    pen.circle(face, c, r * 0.74)
    if art == "tomato":
        tomato(pen, (c[0], c[1] + r * 0.1), r * 0.5)
    if shape:
        sc = (c[0] + r * 0.62, c[1] + r * 0.62)
        pen.circle(P.CARD_EDGE, sc, r * 0.27)
        pen.circle(P.CARD_STOCK, sc, r * 0.27 - 2)
        player_shape(pen, shape, sc, r * 0.15, rim, width=1.6)
