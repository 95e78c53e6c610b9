"""Potato Tomato art: character card back, potato and tomato faces, every action card on its
colour, the action card back and a burn token (a small flame).

Colours: blue cards on the palette's blue, green on leaf green, colourless on card stock, dual
cards split blue and green; burn tokens as small flames (shared/docs/art-direction.md, Cards).
Card names as printed (rulebook, Action Card Reference); the card list comes from the rules
(tabletop/games/potato_tomato/cards.py), so a new card gets its art on the next run.
"""

from __future__ import annotations

from art_base import P, Pen, save
from art_cards import CARD_H, CARD_RADIUS, CARD_W, card_face_mask, card_pen, token
from art_shapes import tomato
import art_pt_hands

from tabletop.games.potato_tomato.cards import ACTIONS

POTATO_SKIN = P.WICKER
POTATO_DARK = P.WICKER_DARK
BLUE = P.PLAYER_COLOURS[4]
COLOURS = {"blue": BLUE, "green": P.LEAF_GREEN, "colourless": P.CARD_STOCK, "dual": BLUE}
LOOKS = {"forecast", "inspect", "overlook", "mix_match", "peel", "overcook", "overview", "share"}
MOVES = {"rotate", "shuffle", "swap"}


def potato(pen: Pen, c: tuple[float, float], r: float) -> None:
    """A potato: a lumpy warm-brown oval with darker eyes."""
    x, y = c
    pen.shadow(lambda s: s.ellipse((0, 0, 0), (x - r * 1.15, y - r * 0.8, r * 2.3, r * 1.6)),
               (0, r * 0.08), r * 0.08, 90)
    pen.ellipse(P.CARD_EDGE, (x - r * 1.18, y - r * 0.83, r * 2.36, r * 1.66))
    pen.ellipse(POTATO_SKIN, (x - r * 1.12, y - r * 0.77, r * 2.24, r * 1.54))
    pen.ellipse(P.lighten(POTATO_SKIN, 0.25), (x - r * 0.8, y - r * 0.6, r * 1.1, r * 0.55))
    for dx, dy, k in ((-0.55, 0.15, 0.12), (0.2, -0.3, 0.1), (0.6, 0.25, 0.13), (-0.1, 0.45, 0.09)):
        pen.ellipse(POTATO_DARK, (x + dx * r - k * r, y + dy * r - k * r * 0.6, 2 * k * r,
                                  1.2 * k * r))


def flame(pen: Pen, c: tuple[float, float], r: float, colour=P.TOMATO_RED) -> None:
    """A small flame (a burn token's mark): a teardrop with a gold heart."""
    x, y = c
    outer = [(x, y - r * 1.25), (x + r * 0.55, y - r * 0.35), (x + r * 0.72, y + r * 0.3),
             (x + r * 0.45, y + r * 0.8), (x, y + r), (x - r * 0.45, y + r * 0.8),
             (x - r * 0.72, y + r * 0.3), (x - r * 0.55, y - r * 0.35)]
    pen.poly(P.CARD_EDGE, [(px + (px - x) * 0.08, py + (py - y) * 0.08) for px, py in outer])
    pen.poly(colour, outer)
    inner = [(x, y - r * 0.35), (x + r * 0.35, y + r * 0.3), (x, y + r * 0.75),
             (x - r * 0.35, y + r * 0.3)]
    pen.poly(P.GOLD, inner)


def _eye(pen: Pen, c, r) -> None:
    x, y = c
    pen.ellipse(P.CARD_EDGE, (x - r * 1.3, y - r * 0.75, r * 2.6, r * 1.5))
    pen.ellipse(P.CARD_STOCK, (x - r * 1.2, y - r * 0.65, r * 2.4, r * 1.3))
    pen.circle(P.INK, c, r * 0.5)
    pen.circle(P.CARD_STOCK, (x + r * 0.15, y - r * 0.15), r * 0.14)


def _arrows(pen: Pen, c, r) -> None:
    x, y = c
    for sign in (-1, 1):
        yy = y + sign * r * 0.35
        a, b = (x - r, yy), (x + r, yy)
        if sign < 0:
            a, b = b, a
        pen.line(P.INK, a, b, r * 0.2)
        tip = b
        d = 1 if b[0] > a[0] else -1
        pen.poly(P.INK, [(tip[0] + d * r * 0.3, tip[1]), (tip[0] - d * r * 0.1, tip[1] - r * 0.3),
                         (tip[0] - d * r * 0.1, tip[1] + r * 0.3)])


def _bolt(pen: Pen, c, r) -> None:
    x, y = c
    pts = [(x + r * 0.2, y - r), (x - r * 0.45, y + r * 0.1), (x - r * 0.02, y + r * 0.1),
           (x - r * 0.25, y + r), (x + r * 0.5, y - r * 0.15), (x + r * 0.05, y - r * 0.15)]
    pen.poly(P.CARD_EDGE, pts, 3)
    pen.poly(P.GOLD, pts)


def _frame(pen: Pen, colour: str) -> None:
    """The action card's colour band (dual: blue on the left, green on the right)."""
    band = pen.layer()
    if colour == "dual":
        band.rrect(BLUE, (0, 0, CARD_W / 2, CARD_H), 0)
        band.rrect(P.LEAF_GREEN, (CARD_W / 2, 0, CARD_W / 2, CARD_H), 0)
    else:
        band.fill(COLOURS[colour] if colour != "colourless" else P.lighten(P.INK, 0.75))
    band.rrect((0, 0, 0, 0), (0, 0, 0, 0), 0)
    hole = pen.layer()
    hole.rrect((255, 255, 255), (3, 3, CARD_W - 6, CARD_H - 6), CARD_RADIUS - 3)
    band.clip_to(hole)
    pen.paste(band)
    pen.rrect(P.CARD_STOCK, (18, 58, CARD_W - 36, CARD_H - 110), CARD_RADIUS - 6)


def action_card(card_id: str) -> Pen:
    """The face of one action card: its colour, its name as printed, a mark for what it does
    (a flame: burn tokens; an eye: a secret look; arrows: cards move; a bolt: immediate)."""
    card = ACTIONS[card_id]
    pen = card_pen()
    _frame(pen, card.colour)
    ink = P.CARD_STOCK if card.colour != "colourless" else P.INK
    size = 30 if len(card.name) <= 10 else 22 if len(card.name) <= 14 else 17
    pen.text(card.name, size, ink, (CARD_W / 2, 32), bold=True, outline=P.CARD_EDGE,
             outline_px=2 if ink == P.CARD_STOCK else 0)
    c = (CARD_W / 2, CARD_H / 2 + 2)
    if card.effect in LOOKS:
        _eye(pen, c, 46)
    elif card.effect in MOVES:
        _arrows(pen, c, 56)
    elif card.effect == "rps":
        pen.circle(P.CARD_EDGE, c, 44)
        pen.circle(P.GOLD, c, 41)
        pen.text("R P S", 28, P.INK, c, bold=True)
    elif card.effect == "white_flag":
        pen.line(P.INK, (c[0] - 30, c[1] + 60), (c[0] - 30, c[1] - 60), 6)
        pen.poly(P.CARD_EDGE, [(c[0] - 30, c[1] - 60), (c[0] + 46, c[1] - 38), (c[0] - 30, c[1] - 14)])
        pen.poly((250, 250, 250), [(c[0] - 27, c[1] - 55), (c[0] + 38, c[1] - 38), (c[0] - 27, c[1] - 19)])
    else:
        flame(pen, c, 44)
        if card.amount:
            pen.text(f"×{card.amount}", 34, P.INK, (c[0] + 62, c[1] + 44), bold=True)
    if card.immediate:
        _bolt(pen, (CARD_W - 44, CARD_H - 36), 22)
    pen.text(card.colour, 18, ink, (CARD_W / 2, CARD_H - 28), bold=True)
    return pen


def character(face: str) -> Pen:
    """A character card face: a big potato or tomato on cream, the word below."""
    pen = card_pen()
    ring = pen.layer()
    ring.rrect(POTATO_DARK if face == "potato" else P.TOMATO_RED,
               (10, 10, CARD_W - 20, CARD_H - 20), CARD_RADIUS - 6, 3)
    pen.paste(ring, 150)
    c = (CARD_W / 2, CARD_H / 2 - 14)
    if face == "potato":
        potato(pen, c, 74)
    else:
        tomato(pen, c, 78)
    pen.text(face.capitalize(), 40, P.INK, (CARD_W / 2, CARD_H - 62), bold=True)
    return pen


def back(colour, pattern: str) -> Pen:
    """A card back: ``colour`` with a cream frame; ``pattern`` "character" (little potatoes
    and tomatoes) or "action" (little flames)."""
    pen = card_pen(colour)
    pat = pen.layer()
    for row in range(-1, 11):
        for col in range(-1, 7):
            x, y = col * 44 + (22 if row % 2 else 0) + 10, row * 38 + 14
            if pattern == "action":
                flame(pat, (x, y), 9, P.lighten(colour, 0.3))
            elif (row + col) % 2:
                potato(pat, (x, y), 10)
            else:
                tomato(pat, (x, y), 10, outline=False)
    pat.clip_to(card_face_mask(pen, 16))
    pen.paste(pat, 110)
    pen.rrect(P.CARD_STOCK, (12, 12, CARD_W - 24, CARD_H - 24), CARD_RADIUS - 4, 3)
    c = (CARD_W / 2, CARD_H / 2)
    pen.ellipse(P.CARD_STOCK, (c[0] - 72, c[1] - 82, 144, 164))
    if pattern == "action":
        flame(pen, c, 50)
    else:
        potato(pen, (c[0], c[1] - 30), 30)
        tomato(pen, (c[0], c[1] + 32), 32)
    return pen


def burn_token() -> Pen:
    """A burn token, 96x96: a ripe rim, a cream face, a small flame."""
    pen = Pen(96, 96)
    token(pen, (48, 45), 42, P.RIPE_DARK, art="")
    flame(pen, (48, 47), 20)
    return pen


def build() -> None:
    """Write every Potato Tomato image into art/potato_tomato/."""
    for face in ("potato", "tomato"):
        save(character(face).result(), f"potato_tomato/{face}.png")
    save(back(P.LEAF_GREEN, "character").result(), "potato_tomato/back_character.png")
    save(back(P.INK, "action").result(), "potato_tomato/back_action.png")
    for card_id in ACTIONS:
        save(action_card(card_id).result(), f"potato_tomato/action_{card_id}.png")
    save(burn_token().result(), "potato_tomato/token_burn.png")
    art_pt_hands.build()


__all__ = ["build", "action_card", "character", "back", "burn_token"]
