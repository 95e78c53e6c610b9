"""The Big Fat Tomato Game art: the 21 card faces, the card back, the plot pieces (basket,
storehouse, supply heap, a fuzzy tomato) and the two critters the table animates (a
caterpillar and a pest).

Every face says what it is at table size twice over: a band across the top in its type's
colour with the type icon in the upper left (green thumbs-up protection, green fence, red
thumbs-down threat, green or red star instant, blue rosette special, gold Market), then the
name in bold, a picture, a few words of effect in our own words and the copies in the deck.
Source: The Big Fat Tomato Game rulebook, Card Types and Card Descriptions (icons, colours,
counts); shared/docs/art-direction.md.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from art_base import P, Pen, save
from art_cards import CARD_H, CARD_RADIUS, CARD_W, card_face_mask, card_pen
from art_shapes import star_points, stamp, tomato, wicker_basket

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tabletop.games.big_fat_tomato.components import KINDS  # noqa: E402

BLUE = P.PLAYER_COLOURS[4]
BAND = {"protection": P.LEAF_GREEN, "fence": P.STEM_DARK, "threat": P.RIPE_DARK,
        "special": BLUE, "market": P.GOLD_DARK}
BAND_H = 64
EFFECT = {
    "chemicals": "Clears every plot threat. No harvest.",
    "hoe": "Clears the weeds.", "pepper_spray": "Clears pests and caterpillars.",
    "soapy_water": "Clears the caterpillars.", "fence": "Pests −3 each. Four keep them out.",
    "caterpillars": "Each turn: harvest minus one die's roll.",
    "weeds": "Harvest with one die only.", "pests": "Each turn: storehouse minus two dice.",
    "mole_spy": "See a hand, take one card.", "zombie": "Rival loses basket and hand.",
    "basket_kick": "Rival loses the basket.", "ketchup": "2 dice from the fullest storehouse.",
    "behemoth": "Swap baskets with a rival.",
    "big_fat_tomato": "Cancel a threat, clear your plot.",
    "as_you_sow": "Send a threat back to its player.",
    "hot_tomatoes": "Steal the harvest just taken.", "bumper_harvest": "Double your harvest.",
    "watering_can": "One more harvest die.", "express_delivery": "Basket to storehouse now.",
    "compost_jump": "Take any card from the Compost Heap.", "market": "The market opens: game over.",
}


def _thumb(pen: Pen, c, s: float, colour, down: bool = False) -> None:
    """A thumbs-up (or down) icon of size ``s`` in a cream disc."""
    icon = Pen(round(s * 2.4), round(s * 2.4), pen.k)
    m = s * 1.2
    icon.rrect(colour, (m - s * 0.75, m - s * 0.1, s * 1.1, s * 0.9), s * 0.2)   # fist
    icon.rrect(colour, (m - s * 0.35, m - s * 0.95, s * 0.4, s * 1.0), s * 0.2)  # thumb
    icon.rrect(colour, (m + s * 0.42, m - s * 0.1, s * 0.32, s * 0.9), s * 0.1)  # cuff
    stamp(pen, icon, c, 180 if down else 0)


def type_icon(pen: Pen, kind, c, r: float) -> None:
    """The card type's icon in a cream disc of radius ``r`` at ``c``."""
    pen.circle(P.CARD_EDGE, c, r + 2)
    pen.circle(P.CARD_STOCK, c, r)
    if kind.type == "protection":
        _thumb(pen, c, r * 0.62, P.LEAF_GREEN)
    elif kind.type == "threat":
        _thumb(pen, c, r * 0.62, P.TOMATO_RED, down=True)
    elif kind.type == "fence":
        for i in range(3):
            x = c[0] + (i - 1) * r * 0.5
            pen.poly(P.LEAF_GREEN, [(x - r * 0.16, c[1] + r * 0.6), (x - r * 0.16, c[1] - r * 0.4),
                                    (x, c[1] - r * 0.65), (x + r * 0.16, c[1] - r * 0.4),
                                    (x + r * 0.16, c[1] + r * 0.6)])
        pen.line(P.STEM_DARK, (c[0] - r * 0.7, c[1]), (c[0] + r * 0.7, c[1]), r * 0.15)
    elif kind.type == "instant":
        fill = P.LEAF_GREEN if kind.star == "green" else P.TOMATO_RED
        pen.poly(fill, star_points(c, r * 0.8, 0.45))
    elif kind.type == "special":
        for i in range(10):
            a = 2 * math.pi * i / 10
            pen.circle(BLUE, (c[0] + r * 0.45 * math.cos(a), c[1] - r * 0.1 + r * 0.45 *
                              math.sin(a)), r * 0.24)
        pen.circle(P.lighten(BLUE, 0.4), (c[0], c[1] - r * 0.1), r * 0.3)
        for dx in (-1, 1):
            pen.poly(BLUE, [(c[0] + dx * r * 0.1, c[1] + r * 0.2), (c[0] + dx * r * 0.45,
                            c[1] + r * 0.85), (c[0] + dx * r * 0.2, c[1] + r * 0.75)])
    else:
        pen.text("M", round(r * 1.1), P.GOLD_DARK, c, bold=True)


def _bottle(pen: Pen, c, colour, label) -> None:
    pen.rrect(P.CARD_EDGE, (c[0] - 30, c[1] - 30, 60, 80), 12)
    pen.rrect(colour, (c[0] - 27, c[1] - 27, 54, 74), 10)
    pen.rrect(P.CARD_EDGE, (c[0] - 10, c[1] - 58, 20, 32), 4)
    pen.rrect(P.CARD_STOCK, (c[0] - 20, c[1] - 2, 40, 28), 5)
    pen.text(label, 20, P.INK, (c[0], c[1] + 12), bold=True)


def _bug(pen: Pen, c, colour, s: float = 1.0) -> None:
    for i in (-1, 0, 1):
        for d in (-1, 1):
            pen.line(P.INK, (c[0], c[1] + i * 12 * s), (c[0] + d * 32 * s, c[1] + i * 16 * s - 6), 4)
    pen.ellipse(colour, (c[0] - 18 * s, c[1] - 26 * s, 36 * s, 52 * s))
    pen.circle(P.INK, (c[0], c[1] - 30 * s), 11 * s)


def picture(pen: Pen, key: str, c) -> None:
    """The central picture of card ``key`` around ``c``."""
    x, y = c
    if key == "chemicals":
        _bottle(pen, c, P.LEAF_GREEN, "!")
    elif key == "ketchup":
        _bottle(pen, c, P.TOMATO_RED, "K")
    elif key == "pepper_spray":
        _bottle(pen, c, P.GOLD, "P")
        for i in range(5):
            pen.circle(P.GOLD, (x + 40 + i * 8, y - 50 + (i % 2) * 10), 4)
    elif key == "hoe":
        pen.line(P.WOOD_LIGHT, (x - 50, y + 60), (x + 40, y - 50), 10)
        pen.poly(P.INK, [(x + 20, y - 62), (x + 62, y - 40), (x + 50, y - 28), (x + 30, y - 45)])
    elif key == "soapy_water":
        for dx, dy, r in ((-25, 20, 28), (22, -10, 22), (10, 40, 14), (-20, -40, 16)):
            pen.circle(P.lighten(BLUE, 0.6), (x + dx, y + dy), r)
            pen.circle(P.CARD_STOCK, (x + dx - r * 0.35, y + dy - r * 0.35), r * 0.25)
    elif key == "fence":
        for i in range(5):
            px = x - 64 + i * 32
            pen.poly(P.WOOD_LIGHT, [(px - 11, y + 55), (px - 11, y - 35), (px, y - 52),
                                    (px + 11, y - 35), (px + 11, y + 55)])
        for dy in (-15, 30):
            pen.rrect(P.WOOD_DARK, (x - 80, y + dy, 160, 12), 4)
    elif key == "caterpillars":
        for i in range(5):
            pen.circle(P.LEAF_GREEN if i % 2 else P.STEM_DARK, (x - 55 + i * 24, y + 10 -
                                                                  12 * math.sin(i)), 17)
        pen.circle(P.INK, (x + 45, y - 10), 4)
    elif key == "weeds":
        for i in range(7):
            a = -math.pi / 2 + (i - 3) * 0.32
            pen.poly(P.STEM_DARK if i % 2 else P.LEAF_GREEN,
                     [(x - 8, y + 60), (x + 8, y + 60),
                      (x + 90 * math.cos(a), y + 60 + 110 * math.sin(a))])
    elif key == "pests":
        _bug(pen, (x - 30, y + 10), P.RIPE_DARK, 0.9)
        _bug(pen, (x + 35, y - 10), P.INK, 0.8)
    elif key == "mole_spy":
        pen.ellipse(P.WOOD_DARK, (x - 55, y - 35, 110, 90))
        pen.circle(P.INK, (x - 18, y - 5), 14)
        pen.circle(P.INK, (x + 18, y - 5), 14)
        pen.line(P.INK, (x - 4, y - 5), (x + 4, y - 5), 4)
        pen.circle(P.lighten(P.TOMATO_RED, 0.3), (x, y + 22), 9)
    elif key == "zombie":
        tomato(pen, c, 55)
        pen.circle(P.LEAF_GREEN, c, 48)
        for ex in (-18, 18):
            pen.line(P.INK, (x + ex - 9, y - 9), (x + ex + 9, y + 9), 5)
            pen.line(P.INK, (x + ex - 9, y + 9), (x + ex + 9, y - 9), 5)
        pen.line(P.INK, (x - 20, y + 26), (x + 20, y + 22), 5)
    elif key == "basket_kick":
        wicker_basket(pen, (x - 55, y - 20, 90, 70), content="tomatoes")
        pen.rrect(P.INK, (x + 20, y + 25, 55, 30), 12)
        pen.rrect(P.INK, (x + 45, y - 20, 22, 50), 6)
    elif key == "behemoth":
        pen.poly(P.INK, [(x - 80, y - 10), (x - 20, y - 30), (x, y - 5), (x + 20, y - 30),
                         (x + 80, y - 10), (x + 15, y + 15), (x, y + 40), (x - 15, y + 15)])
        pen.circle(P.INK, (x, y - 20), 12)
    elif key == "big_fat_tomato":
        tomato(pen, (x, y + 5), 66)
        pen.poly(P.GOLD, star_points((x + 50, y - 50), 20, 0.45))
    elif key == "as_you_sow":
        for a0 in (0.3, math.pi + 0.3):
            pen.arc(P.LEAF_GREEN, c, 50, a0, a0 + 2.4, 12)
            tip = (x + 50 * math.cos(a0 + 2.4), y + 50 * math.sin(a0 + 2.4))
            pen.circle(P.LEAF_GREEN, tip, 14)
        tomato(pen, c, 22)
    elif key == "hot_tomatoes":
        for i, dx in enumerate((-30, 0, 30)):
            pen.poly(P.GOLD if i % 2 else P.TOMATO_RED, [(x + dx - 20, y + 20),
                                                         (x + dx, y - 60 - 15 * (i % 2)),
                                                         (x + dx + 20, y + 20)])
        tomato(pen, (x, y + 30), 34)
    elif key == "bumper_harvest":
        tomato(pen, (x - 30, y - 5), 34)
        tomato(pen, (x + 30, y - 5), 34)
        pen.text("×2", 34, P.INK, (x, y + 62), bold=True)
    elif key == "watering_can":
        pen.rrect(BLUE, (x - 45, y - 20, 75, 65), 14)
        pen.line(BLUE, (x + 25, y + 10), (x + 70, y - 35), 10)
        pen.arc(BLUE, (x - 10, y - 20), 30, math.pi, 2 * math.pi, 8)
        for i in range(3):
            pen.circle(P.lighten(BLUE, 0.5), (x + 72 + i * 6, y - 20 + i * 16), 5)
    elif key == "express_delivery":
        wicker_basket(pen, (x - 60, y - 20, 80, 64), content="tomatoes")
        pen.poly(BLUE, [(x + 30, y - 10), (x + 75, y + 15), (x + 30, y + 40)])
    elif key == "compost_jump":
        pen.ellipse(P.WOOD_DARK, (x - 70, y + 5, 140, 60))
        for dx in (-30, 0, 30):
            pen.circle(P.WOOD_LIGHT, (x + dx, y + 20), 10)
        pen.poly(BLUE, [(x - 14, y - 10), (x, y - 50), (x + 14, y - 10)])
    else:  # market
        for i in range(6):
            pen.rrect(P.TOMATO_RED if i % 2 else P.CARD_STOCK, (x - 75 + i * 25, y - 50, 25, 30), 4)
        pen.rrect(P.WOOD_LIGHT, (x - 75, y - 20, 150, 70), 6)
        for dx in (-40, 0, 40):
            tomato(pen, (x + dx, y + 10), 16)


def _wrap(pen: Pen, text: str, size: int, width: float) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if pen.text_size(trial, size, True)[0] > width and line:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]


def card_face(kind) -> Pen:
    """The face of one card kind."""
    pen = card_pen()
    band = BAND.get(kind.type) or (P.LEAF_GREEN if kind.star == "green" else P.TOMATO_RED)
    top = pen.layer()
    top.rrect(band, (0, 0, CARD_W, BAND_H + CARD_RADIUS), CARD_RADIUS)
    top.rrect(P.CARD_STOCK, (0, BAND_H, CARD_W, CARD_RADIUS * 2), 0)
    top.clip_to(card_face_mask(pen))
    pen.paste(top)
    type_icon(pen, kind, (38, 36), 26)
    pen.text(f"×{kind.count}", 26, P.CARD_STOCK, (CARD_W - 30, 34), bold=True)
    lines = _wrap(pen, kind.name, 26, CARD_W - 36)
    size = 26 if len(lines) <= 2 else 22
    lines = _wrap(pen, kind.name, size, CARD_W - 36)
    for i, line in enumerate(lines):
        pen.text(line, size, P.INK, (CARD_W / 2, BAND_H + 22 + i * (size + 4)), bold=True)
    picture(pen, kind.key, (CARD_W / 2, 200))
    for i, line in enumerate(_wrap(pen, EFFECT[kind.key], 17, CARD_W - 40)):
        pen.text(line, 17, P.INK, (CARD_W / 2, CARD_H - 58 + i * 21))
    return pen


def card_back() -> Pen:
    """The back: tomato red with a cream frame and one big fat tomato."""
    pen = card_pen(P.CARD_BACK)
    pen.rrect(P.CARD_STOCK, (12, 12, CARD_W - 24, CARD_H - 24), CARD_RADIUS - 4, 3)
    tomato(pen, (CARD_W / 2, CARD_H / 2 + 10), 80)
    pen.text("Big Fat", 30, P.CARD_STOCK, (CARD_W / 2, 50), bold=True)
    pen.text("Tomato", 30, P.CARD_STOCK, (CARD_W / 2, CARD_H - 44), bold=True)
    return pen


def storehouse() -> Pen:
    """A little wooden storehouse (a barn with a tomato over the door), 160x150."""
    pen = Pen(160, 150)
    pen.shadow(lambda s: s.rrect((0, 0, 0), (18, 50, 124, 92), 8), (0, 4), 5, 100)
    pen.poly(P.RIPE_DARK, [(8, 58), (80, 6), (152, 58)])
    pen.rrect(P.WOOD_LIGHT, (22, 54, 116, 88), 6)
    for i in range(1, 6):
        pen.line(P.WOOD_DARK, (22 + i * 19, 56), (22 + i * 19, 140), 2)
    pen.rrect(P.WOOD_DARK, (58, 86, 44, 56), 6)
    tomato(pen, (80, 40), 14)
    return pen


def basket() -> Pen:
    """An empty wicker basket for a plot, 160x130 (the table heaps tomatoes in it)."""
    pen = Pen(160, 130)
    wicker_basket(pen, (10, 10, 140, 112), content="none")
    return pen


def supply() -> Pen:
    """The central heap of fuzzy tomatoes, 200x120."""
    pen = Pen(200, 120)
    spots = [(40 + 24 * i + (12 if row % 2 else 0), 96 - 22 * row)
             for row in range(4) for i in range(6 - row)]
    for x, y in spots:
        tomato(pen, (x, y), 14)
    return pen


def fuzzy_tomato() -> Pen:
    """One small fuzzy tomato, 40x40, for baskets and the flying harvest."""
    pen = Pen(40, 40)
    tomato(pen, (20, 22), 15)
    return pen


def caterpillar() -> Pen:
    """A small hungry caterpillar crawling right, 96x48, for the table's eating animation."""
    pen = Pen(96, 48)
    pen.shadow(lambda sp: sp.ellipse((0, 0, 0), (6, 30, 84, 12)), (0, 2), 3, 70)
    for i in range(5):
        cx, cy = 14 + i * 15, 26 - 5 * math.sin(i * 1.1)
        pen.line(P.INK, (cx - 3, cy + 8), (cx - 5, cy + 15), 2)
        pen.line(P.INK, (cx + 3, cy + 8), (cx + 5, cy + 15), 2)
        pen.circle(P.CARD_EDGE, (cx, cy), 10)
        pen.circle(P.LEAF_GREEN if i % 2 else P.STEM_DARK, (cx, cy), 8.5)
    head = (82, 20)
    pen.circle(P.CARD_EDGE, head, 12)
    pen.circle(P.LEAF_GREEN, head, 10.5)
    pen.circle(P.CARD_STOCK, (86, 16), 3.5)
    pen.circle(P.INK, (87, 16), 1.8)
    pen.line(P.INK, (80, 9), (76, 2), 2)
    pen.line(P.INK, (86, 9), (89, 2), 2)
    pen.line(P.RIPE_DARK, (84, 26), (90, 25), 2)
    return pen


def pest() -> Pen:
    """A small nasty pest (a beetle seen from above), 56x56, for the eating animation."""
    pen = Pen(56, 56)
    pen.shadow(lambda sp: sp.ellipse((0, 0, 0), (14, 12, 28, 38)), (0, 3), 3, 80)
    _bug(pen, (28, 30), P.RIPE_DARK, 0.62)
    pen.line(P.CARD_EDGE, (28, 16), (28, 46), 2)
    pen.circle(P.CARD_STOCK, (24, 9), 2)
    pen.circle(P.CARD_STOCK, (32, 9), 2)
    return pen


def build() -> None:
    """Write every Big Fat Tomato image into art/big_fat_tomato/."""
    for kind in KINDS:
        save(card_face(kind).result(), f"big_fat_tomato/card_{kind.key}.png")
    save(card_back().result(), "big_fat_tomato/back.png")
    save(storehouse().result(), "big_fat_tomato/storehouse.png")
    save(basket().result(), "big_fat_tomato/basket.png")
    save(supply().result(), "big_fat_tomato/supply.png")
    save(fuzzy_tomato().result(), "big_fat_tomato/fuzzy_tomato.png")
    save(caterpillar().result(), "big_fat_tomato/caterpillar.png")
    save(pest().result(), "big_fat_tomato/pest.png")
