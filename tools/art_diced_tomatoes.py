"""Diced Tomatoes art: tomato tokens per player colour, score slots, karma symbol, bushel.

Source: Diced Tomatoes rulebook, components (tomato tokens, score track, karma heart, bushel,
golden stars); shared/docs/art-direction.md (player colours with shapes, tokens with rim and
shadow).
"""

from __future__ import annotations

from art_base import P, Pen, save
from art_cards import token
from art_shapes import radial_fill, star_points, wicker_body

TOKEN = 160
SLOT = 104


def player_token(seat: int) -> Pen:
    """The tomato token of ``seat`` (0..5): rim in the seat's colour, its shape on the rim."""
    pen = Pen(TOKEN, TOKEN)
    token(pen, (80, 76), 72, P.player_colour(seat), shape=P.player_shape(seat))
    return pen


def slot(star: bool) -> Pen:
    """A score-track slot (sunken rounded square that a die fits in); ``star`` adds the gold
    star of a matched slot."""
    pen = Pen(SLOT, SLOT)
    r = (6, 6, SLOT - 12, SLOT - 12)
    pen.rrect(P.darken(P.LINEN, 0.35), r, 18)
    pen.rrect(P.darken(P.LINEN, 0.12), (8, 9, SLOT - 16, SLOT - 17), 16)
    inner = pen.layer()  # inner shadow along the top edge
    inner.rrect((0, 0, 0), (8, 4, SLOT - 16, 14), 8)
    inner.blur(3, (0, 0, 0))
    mask = pen.layer()
    mask.rrect((255, 255, 255), (8, 9, SLOT - 16, SLOT - 17), 16)
    inner.clip_to(mask)
    pen.paste(inner, 70)
    c = (SLOT / 2, SLOT / 2 + 1)
    if star:
        pts = star_points(c, 40, 0.46)
        pen.shadow(lambda s: s.poly((0, 0, 0), pts), (0, 2), 2.5, 110)
        pen.poly(P.GOLD_DARK, pts)
        pen.poly(P.GOLD, star_points(c, 36, 0.45))
        hi = pen.layer()
        hi.poly((255, 255, 255), star_points((c[0] - 3, c[1] - 4), 18, 0.45))
        hi.blur(3, (255, 255, 255))
        pen.paste(hi, 110)
    else:
        ring = pen.layer()
        ring.rrect(P.CARD_STOCK, (16, 17, SLOT - 32, SLOT - 33), 12, 2.5)
        pen.paste(ring, 150)
    return pen


def karma() -> Pen:
    """The karma heart: a small tomato-red heart with a leaf and a highlight (64x64)."""
    pen = Pen(64, 64)

    def heart(p: Pen, colour, grow: float = 0.0) -> None:
        p.circle(colour, (22, 25), 13 + grow)
        p.circle(colour, (42, 25), 13 + grow)
        p.poly(colour, [(9.6 - grow, 30), (54.4 + grow, 30), (32, 55 + grow * 1.4)])

    pen.shadow(lambda s: heart(s, (0, 0, 0)), (0, 3), 3, 110)
    heart(pen, P.darken(P.RIPE_DARK, 0.3), 2)
    heart(pen, P.TOMATO_RED)
    hi = pen.layer()
    hi.ellipse((255, 255, 255), (14, 16, 12, 8))
    hi.blur(1.5, (255, 255, 255))
    pen.paste(hi, 170)
    pen.poly(P.STEM_DARK, [(32, 14), (44, 4), (49, 9), (37, 16)])
    pen.poly(P.LEAF_GREEN, [(33, 13), (44, 6), (47, 9), (37, 15)])
    return pen


def bushel() -> Pen:
    """The bushel: a wide wicker tub seen from slightly above, its dark opening ready for the
    dice not in play (320x240)."""
    w, h = 320, 240
    pen = Pen(w, h)
    pen.shadow(lambda s: s.ellipse((0, 0, 0), (34, 196, 252, 38)), (0, 0), 8, 130)
    top = (12, 8, w - 24, 92)  # the opening (ellipse)
    mid_y = top[1] + top[3] / 2
    wicker_body(pen, (mid_y, top[0] + 2, top[0] + top[2] - 2), (h - 14, 54, w - 54), bands=4)
    pen.ellipse(P.WICKER_DARK, top)
    pen.ellipse(P.lighten(P.WICKER, 0.1), (top[0] + 3, top[1] + 3, top[2] - 6, top[3] - 6))
    inside = pen.layer()
    radial_fill(inside, (top[0] + 14, top[1] + 12, top[2] - 28, top[3] - 24),
                (w / 2, top[1] + top[3] * 0.62), P.darken(P.WICKER_DARK, 0.45),
                P.darken(P.WICKER, 0.25), steps=24)
    for j in range(1, 12):  # strands on the far inner wall
        xx = top[0] + 14 + (top[2] - 28) * j / 12
        inside.line(P.darken(P.WICKER_DARK, 0.55), (xx, top[1] + 12), (xx, top[1] + 40), 2)
    mask = pen.layer()
    mask.ellipse((255, 255, 255), (top[0] + 14, top[1] + 12, top[2] - 28, top[3] - 24))
    inside.clip_to(mask)
    pen.paste(inside)
    front = pen.layer()  # braided front lip over the lower half of the opening
    front.ellipse(P.WICKER_DARK, (top[0], top[1], top[2], top[3]), 14)
    front.ellipse(P.lighten(P.WICKER, 0.12), (top[0] + 3, top[1] + 3, top[2] - 6, top[3] - 6),
                  8)
    pen.paste(front)
    return pen


def build() -> None:
    """Write every Diced Tomatoes image into art/diced_tomatoes/."""
    for k in range(6):
        save(player_token(k).result(), f"diced_tomatoes/token_{k}.png")
    save(slot(False).result(), "diced_tomatoes/slot.png")
    save(slot(True).result(), "diced_tomatoes/slot_star.png")
    save(karma().result(), "diced_tomatoes/karma.png")
    save(bushel().result(), "diced_tomatoes/bushel.png")
