"""Toasty Toasts art: the topping, action and toast cards, Time to Eat, the card back and a
small icon per topping, in art/toasty_toasts/.

Card faces share one layout: a coloured band with the card's name at the top, the picture in
the middle, a small copy of the picture in two corners (readable in a fanned hand) and one line
of plain text at the bottom. Topping bands are coloured by combo pair, and each topping card
names the topping it combos with. Source: shared/docs/art-direction.md; Toasty Toasts
rulebook, Types of Cards.
"""

from __future__ import annotations

import math

from art_base import P, Pen, Point, save
from art_cards import CARD_H, CARD_RADIUS, CARD_W, card_face_mask, card_pen
from art_toasty_icons import CRUMB_PLAIN, TOPPING_ICONS, toast_slice

NAMES = {"peanut_butter": "Peanut Butter", "jelly": "Jelly", "avocado": "Avocado",
         "tomato": "Tomato", "choco_spread": "Choco Spread", "banana": "Banana",
         "bacon": "Bacon", "egg": "Egg"}
PARTNER = {"avocado": "tomato", "tomato": "avocado", "choco_spread": "banana",
           "banana": "choco_spread", "peanut_butter": "jelly", "jelly": "peanut_butter",
           "bacon": "egg", "egg": "bacon"}
PAIR_BAND = {"avocado": P.LEAF_GREEN, "tomato": P.LEAF_GREEN, "choco_spread": (0x8A, 0x55, 0x33),
             "banana": (0x8A, 0x55, 0x33), "peanut_butter": (0x8E, 0x4B, 0x9E),
             "jelly": (0x8E, 0x4B, 0x9E), "bacon": (0xD9, 0x7A, 0x2B), "egg": (0xD9, 0x7A, 0x2B)}
ACTION_BAND = P.GOLD_DARK
ACTIONS = {"trash_toast": ("Trash Toast", "Others trash a topping"),
           "espresso_oh": ("Espresso-oh", "+2 plays"),
           "slimy_limy": ("Slimy-limy", "Steal 2 cards"),
           "toast_toasted": ("Toast Toasted", "Clear one Toast"),
           "pantry_raid": ("Pantry Raid", "Take a topping"),
           "sriracha_cha": ("Sriracha-cha", "Draw 2 cards"),
           "menu_change_left": ("Menu Change", "Pass hands left"),
           "menu_change_right": ("Menu Change", "Pass hands right")}


def _face(title: str, band, picture, caption: str) -> Pen:
    """A card with a title band, ``picture(pen, centre, r)`` big and in two corners."""
    pen = card_pen()
    pen.rrect(band, (10, 10, CARD_W - 20, 56), CARD_RADIUS - 6)
    size = 30 if pen.text_size(title, 30, True)[0] < CARD_W - 40 else 24
    pen.text(title, size, P.CARD_STOCK, (CARD_W / 2, 39), bold=True, outline=P.darken(band, 0.45),
             outline_px=2)
    picture(pen, (CARD_W / 2, CARD_H / 2 + 14), 82)
    for x, y in ((34, 96), (CARD_W - 34, CARD_H - 62)):
        picture(pen, (x, y), 20)
    size = 20
    while size > 13 and pen.text_size(caption, size)[0] > CARD_W - 84:
        size -= 1
    pen.text(caption, size, P.INK, (CARD_W / 2 - 10, CARD_H - 28))
    return pen


def topping_card(kind: str) -> Pen:
    """The face of a topping card of ``kind`` (a key of NAMES)."""
    partner = PARTNER[kind]
    return _face(NAMES[kind], PAIR_BAND[kind], TOPPING_ICONS[kind], f"combo: {NAMES[partner]}")


def topping_icon(kind: str) -> Pen:
    """The 96x96 picture of a topping, for the toppings fanned on a Toast."""
    pen = Pen(96, 96)
    pen.circle(P.darken(PAIR_BAND[kind], 0.35), (48, 48), 47)
    pen.circle(P.CARD_STOCK, (48, 48), 44)
    TOPPING_ICONS[kind](pen, (48, 50), 36)
    return pen


# ----- action pictures --------------------------------------------------------------------------
def _trash(pen: Pen, c: Point, r: float) -> None:
    cx, cy = c
    toast_slice(pen, (cx + 0.15 * r, cy - 0.45 * r), 0.45 * r)
    grey, dark = (0x9A, 0xA0, 0xA6), (0x4B, 0x50, 0x55)
    body = [(cx - 0.6 * r, cy - 0.2 * r), (cx + 0.6 * r, cy - 0.2 * r), (cx + 0.48 * r, cy + 0.9 * r),
            (cx - 0.48 * r, cy + 0.9 * r)]
    pen.poly(dark, [(x + (2 if x > cx else -2), y + 2) for x, y in body])
    pen.poly(grey, body)
    for dx in (-0.25, 0.0, 0.25):
        pen.line(dark, (cx + dx * r, cy), (cx + dx * 0.8 * r, cy + 0.75 * r), max(1.5, 0.05 * r))
    pen.rrect(dark, (cx - 0.72 * r, cy - 0.32 * r, 1.44 * r, 0.16 * r), 0.05 * r)


def _espresso(pen: Pen, c: Point, r: float) -> None:
    cx, cy = c
    pen.ellipse(P.darken(P.CARD_STOCK, 0.4), (cx - 0.8 * r, cy + 0.45 * r, 1.6 * r, 0.35 * r))
    pen.ellipse((0xFF, 0xFF, 0xFF), (cx - 0.76 * r, cy + 0.43 * r, 1.52 * r, 0.3 * r))
    cup = [(cx - 0.55 * r, cy - 0.2 * r), (cx + 0.55 * r, cy - 0.2 * r), (cx + 0.4 * r, cy + 0.55 * r),
           (cx - 0.4 * r, cy + 0.55 * r)]
    pen.circle(P.INK, (cx + 0.6 * r, cy + 0.1 * r), 0.22 * r, max(2, 0.07 * r))
    pen.poly(P.INK, [(x * 1.0, y + 2) for x, y in cup])
    pen.poly((0xFF, 0xFF, 0xFF), cup)
    pen.ellipse((0x5B, 0x33, 0x1E), (cx - 0.5 * r, cy - 0.28 * r, r, 0.18 * r))
    for dx in (-0.2, 0.1):
        pts = [(cx + dx * r + 0.08 * r * math.sin(t * 6), cy - 0.35 * r - t * 0.5 * r)
               for t in [i / 12 for i in range(13)]]
        pen.polyline(P.darken(P.CARD_STOCK, 0.3), pts, max(1.5, 0.05 * r))
    if r > 40:
        pen.text("+2", int(0.42 * r), P.GOLD_DARK, (cx + 0.62 * r, cy - 0.62 * r), bold=True)


def _slimy(pen: Pen, c: Point, r: float) -> None:
    cx, cy = c
    slime, dark = (0x8C, 0xD1, 0x3C), (0x3E, 0x7A, 0x1A)
    blob = [(cx + r * (0.75 + 0.08 * math.sin(4 * a)) * math.cos(a),
             cy + r * (0.55 + 0.06 * math.sin(3 * a)) * math.sin(a) - 0.1 * r)
            for a in [2 * math.pi * i / 48 for i in range(48)]]
    pen.poly(dark, [(x, y + 3) for x, y in blob])
    pen.poly(slime, blob)
    for dx, length in ((-0.45, 0.5), (0.1, 0.7), (0.5, 0.4)):
        pen.rrect(slime, (cx + dx * r - 0.08 * r, cy + 0.2 * r, 0.16 * r, length * r), 0.08 * r)
        pen.circle(slime, (cx + dx * r, cy + (0.2 + length) * r), 0.11 * r)
    for dx in (-0.25, 0.25):
        pen.circle((0xFF, 0xFF, 0xFF), (cx + dx * r, cy - 0.2 * r), 0.17 * r)
        pen.circle(P.INK, (cx + dx * r + 0.04 * r, cy - 0.17 * r), 0.08 * r)


def _flame(pen: Pen, c: Point, r: float) -> None:
    """A flame: a teardrop with its tip up (orange, a yellow heart)."""
    cx, cy = c
    for colour, s in (((0xE0, 0x5A, 0x1E), 1.0), ((0xF7, 0xB5, 0x2C), 0.55)):
        pts = [(cx + 0.55 * r * s * math.sin(a) * math.sin(a / 2),
                cy + 0.25 * r * (1 - s) - 0.85 * r * s * math.cos(a))
               for a in [2 * math.pi * i / 40 for i in range(40)]]
        pen.poly(colour, pts)


def _toasted(pen: Pen, c: Point, r: float) -> None:
    cx, cy = c
    toast_slice(pen, (cx, cy + 0.12 * r), 0.72 * r, burnt=True)
    for dx, s in ((-0.42, 0.4), (0.0, 0.52), (0.42, 0.4)):
        _flame(pen, (cx + dx * r, cy - 0.5 * r), s * r)


def _raid(pen: Pen, c: Point, r: float) -> None:
    cx, cy = c
    bag, dark = (0xC9, 0x9E, 0x6A), (0x7A, 0x58, 0x30)
    pen.poly(dark, [(cx - 0.55 * r, cy - 0.2 * r), (cx + 0.55 * r, cy - 0.2 * r), (cx + 0.62 * r, cy + 0.88 * r),
                    (cx - 0.62 * r, cy + 0.88 * r)])
    pen.poly(bag, [(cx - 0.5 * r, cy - 0.16 * r), (cx + 0.5 * r, cy - 0.16 * r), (cx + 0.57 * r, cy + 0.83 * r),
                   (cx - 0.57 * r, cy + 0.83 * r)])
    pen.poly(P.darken(bag, 0.15), [(cx - 0.5 * r, cy - 0.16 * r), (cx + 0.5 * r, cy - 0.16 * r), (cx + 0.3 * r, cy)])
    TOPPING_ICONS["egg"](pen, (cx - 0.42 * r, cy - 0.62 * r), 0.3 * r)
    pen.line(P.INK, (cx - 0.05 * r, cy - 0.62 * r), (cx + 0.45 * r, cy - 0.5 * r), max(2, 0.07 * r))
    pen.poly(P.INK, [(cx + 0.58 * r, cy - 0.46 * r), (cx + 0.38 * r, cy - 0.36 * r), (cx + 0.44 * r, cy - 0.62 * r)])


def _sriracha(pen: Pen, c: Point, r: float) -> None:
    cx, cy = c
    red, dark = (0xD2, 0x2B, 0x1F), (0x7A, 0x12, 0x0C)
    pen.rrect(dark, (cx - 0.36 * r, cy - 0.32 * r, 0.72 * r, 1.24 * r), 0.22 * r)
    pen.rrect(red, (cx - 0.32 * r, cy - 0.28 * r, 0.64 * r, 1.16 * r), 0.2 * r)
    pen.poly(red, [(cx - 0.2 * r, cy - 0.3 * r), (cx + 0.2 * r, cy - 0.3 * r), (cx + 0.08 * r, cy - 0.62 * r),
                   (cx - 0.08 * r, cy - 0.62 * r)])
    pen.rrect(P.LEAF_GREEN, (cx - 0.12 * r, cy - 0.9 * r, 0.24 * r, 0.3 * r), 0.05 * r)
    pen.rrect((0xFF, 0xFF, 0xFF), (cx - 0.26 * r, cy + 0.05 * r, 0.52 * r, 0.4 * r), 0.06 * r)
    if r > 40:
        pen.text("HOT", int(0.2 * r), red, (cx, cy + 0.25 * r), bold=True)
        pen.text("+2", int(0.42 * r), P.GOLD_DARK, (cx + 0.68 * r, cy - 0.62 * r), bold=True)


def _menu(direction: str):
    def draw(pen: Pen, c: Point, r: float) -> None:
        cx, cy = c
        pen.rrect(P.INK, (cx - 0.45 * r, cy - 0.7 * r, 0.9 * r, 1.3 * r), 0.08 * r)
        pen.rrect(P.CARD_STOCK, (cx - 0.41 * r, cy - 0.66 * r, 0.82 * r, 1.22 * r), 0.06 * r)
        for i in range(4):
            pen.line(P.darken(P.CARD_STOCK, 0.4), (cx - 0.28 * r, cy - 0.4 * r + i * 0.25 * r),
                     (cx + 0.28 * r, cy - 0.4 * r + i * 0.25 * r), max(1.5, 0.05 * r))
        side = -1 if direction == "left" else 1
        y = cy + 0.8 * r
        pen.line(P.RIPE_DARK, (cx - side * 0.5 * r, y), (cx + side * 0.45 * r, y), max(3, 0.12 * r))
        tip = cx + side * 0.8 * r
        pen.poly(P.RIPE_DARK, [(tip, y), (tip - side * 0.35 * r, y - 0.25 * r), (tip - side * 0.35 * r, y + 0.25 * r)])
    return draw


ACTION_PICTURES = {"trash_toast": _trash, "espresso_oh": _espresso, "slimy_limy": _slimy,
                   "toast_toasted": _toasted, "pantry_raid": _raid, "sriracha_cha": _sriracha,
                   "menu_change_left": _menu("left"), "menu_change_right": _menu("right")}


def action_card(kind: str) -> Pen:
    """The face of an action card (a key of ACTIONS)."""
    title, caption = ACTIONS[kind]
    return _face(title, ACTION_BAND, ACTION_PICTURES[kind], caption)


def toast_card(plain: bool) -> Pen:
    """A Base Toast (golden) or a Plain Toast (paler, for a new base or a Sandwich lid)."""
    if plain:
        return _face("Plain Toast", (0xB8, 0x8A, 0x55),
                     lambda p, c, r: toast_slice(p, c, r, crumb=CRUMB_PLAIN), "base or Sandwich")
    return _face("Base Toast", (0x9C, 0x5E, 0x2A), toast_slice, "holds toppings")


def time_to_eat() -> Pen:
    """Time to Eat: a plate with a fork and a knife on gold."""
    pen = card_pen(P.GOLD)
    c = (CARD_W / 2, CARD_H / 2 + 10)
    pen.circle(P.darken(P.GOLD, 0.35), c, 92)
    pen.circle((0xFF, 0xFF, 0xFF), c, 88)
    pen.circle(P.darken(P.CARD_STOCK, 0.08), c, 64)
    toast_slice(pen, c, 44)
    for side in (-1, 1):
        x = c[0] + side * 108
        pen.rrect(P.INK, (x - 5, c[1] - 70, 10, 140), 5)
        if side < 0:
            for dx in (-7, 0, 7):
                pen.rrect(P.INK, (x + dx - 2, c[1] - 100, 4, 36), 2)
        else:
            pen.ellipse(P.INK, (x - 9, c[1] - 104, 18, 60))
    pen.text("Time to Eat!", 34, P.INK, (CARD_W / 2, 44), bold=True, outline=P.CARD_STOCK, outline_px=2)
    pen.text("the game ends now", 20, P.INK, (CARD_W / 2, CARD_H - 30))
    return pen


def back() -> Pen:
    """The draw pile back: toast brown with a lattice of small cream toast slices."""
    brown = (0x9C, 0x5E, 0x2A)
    pen = card_pen(brown)
    pat = pen.layer()
    for row in range(0, 11):
        for col in range(0, 7):
            x, y = col * 40 + (20 if row % 2 else 0) + 6, row * 34 + 12
            pat.rrect(P.lighten(brown, 0.25), (x - 9, y - 9, 18, 18), 6)
    pat.clip_to(card_face_mask(pen, 16))
    pen.paste(pat, 120)
    pen.rrect(P.CARD_STOCK, (12, 12, CARD_W - 24, CARD_H - 24), CARD_RADIUS - 4, 3)
    c = (CARD_W / 2, CARD_H / 2)
    pen.circle(P.CARD_STOCK, c, 76)
    pen.circle(brown, c, 70)
    toast_slice(pen, c, 48)
    return pen


def build() -> None:
    """Draw and save every Toasty Toasts image."""
    for kind in NAMES:
        save(topping_card(kind).result(), f"toasty_toasts/topping_{kind}.png")
        save(topping_icon(kind).result(), f"toasty_toasts/icon_{kind}.png")
    for kind in ACTIONS:
        save(action_card(kind).result(), f"toasty_toasts/action_{kind}.png")
    save(toast_card(False).result(), "toasty_toasts/base_toast.png")
    save(toast_card(True).result(), "toasty_toasts/plain_toast.png")
    save(time_to_eat().result(), "toasty_toasts/time_to_eat.png")
    save(back().result(), "toasty_toasts/back.png")
