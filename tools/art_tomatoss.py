"""TomaToss art: tomato cards 1..7, card backs, festival board, player board, tokens, basket.

Copies per value (printed on each tomato card): 1x3, 2x3, 3x13, 4x5, 5x8, 6x4, 7x4.
Source: TomaToss rulebook, components and "Quick-Fire Tips" (count of each value); the target
cards are drawn by art_targets.py.
"""

from __future__ import annotations

import math

from art_base import P, Pen, save
from art_cards import CARD_H, CARD_RADIUS, CARD_W, EDGE, card_face_mask, card_pen, token
from art_shapes import badge, calyx, tomato, wicker_basket

COPIES = {1: 3, 2: 3, 3: 13, 4: 5, 5: 8, 6: 4, 7: 4}


def tomato_card(value: int) -> Pen:
    """The face of the tomato card of ``value`` (1..7)."""
    pen = card_pen()
    frame = pen.layer()
    frame.rrect(P.TOMATO_RED, (10, 10, CARD_W - 20, CARD_H - 20), CARD_RADIUS - 6, 2)
    pen.paste(frame, 120)
    # corners: the value large, a small tomato under it (bottom-right turned upside down)
    for (x, y, ang, dy) in ((30, 42, 0, 1), (CARD_W - 30, CARD_H - 42, 180, -1)):
        pen.text(str(value), 54, P.RIPE_DARK, (x, y), bold=True, angle=ang)
        tomato(pen, (x, y + dy * 46), 11, outline=False)
    # centre: a big tomato with the value on it
    c = (CARD_W / 2, CARD_H / 2 + 4)
    pen.shadow(lambda s: s.ellipse((0, 0, 0), (c[0] - 80, c[1] - 62, 160, 150)), (0, 6), 6, 70)
    tomato(pen, c, 84)
    pen.text(str(value), 92, P.CARD_STOCK, (c[0], c[1] + 12), bold=True, outline=P.RIPE_DARK,
             outline_px=4)
    # The copies in the game, short, and kept left of the upside-down corner value (its
    # glyph spans about 45 px left of the corner's centre at CARD_W - 30).
    caption = f"×{COPIES[value]} in game"
    clear = CARD_W - 30 - 45 - 8            # the caption ends left of this x
    width = pen.text_size(caption, 22)[0]
    x = min(CARD_W / 2, clear - width / 2)
    pen.text(caption, 22, P.INK, (x, CARD_H - 40))
    return pen


def back_tomato() -> Pen:
    """The tomato deck back: tomato red, a cream frame and a lattice of small cream tomatoes."""
    pen = card_pen(P.CARD_BACK)
    pat = pen.layer()
    for row in range(-1, 12):
        for col in range(-1, 8):
            x = col * 40 + (20 if row % 2 else 0) + 6
            y = row * 34 + 8
            pat.circle(P.CARD_STOCK, (x, y + 3), 9)
            pat.circle(P.CARD_BACK, (x, y + 3), 6)
            calyx(pat, (x, y - 4), 6, leaf=P.CARD_STOCK, edge=P.CARD_STOCK, stem=False)
    pat.clip_to(card_face_mask(pen, 16))
    pen.paste(pat, 95)
    pen.rrect(P.CARD_STOCK, (12, 12, CARD_W - 24, CARD_H - 24), CARD_RADIUS - 4, 3)
    c = (CARD_W / 2, CARD_H / 2)
    pen.ellipse(P.CARD_STOCK, (c[0] - 70, c[1] - 80, 140, 160))
    pen.ellipse(P.CARD_BACK, (c[0] - 64, c[1] - 74, 128, 148), 3)
    tomato(pen, (c[0], c[1] + 8), 50)
    return pen


def back_target() -> Pen:
    """The target deck back: leaf green with cream target rings (unlike the tomato back)."""
    pen = card_pen(P.LEAF_GREEN)
    pat = pen.layer()
    for i in range(40):  # faint diagonal stripes
        x = i * 22 - CARD_H
        pat.line(P.lighten(P.LEAF_GREEN, 0.14), (x, CARD_H), (x + CARD_H, 0), 6)
    pat.clip_to(card_face_mask(pen))
    pen.paste(pat)
    pen.rrect(P.CARD_STOCK, (12, 12, CARD_W - 24, CARD_H - 24), CARD_RADIUS - 4, 3)
    c = (CARD_W / 2, CARD_H / 2)
    for i, r in enumerate((96, 74, 52, 30)):
        pen.circle(P.CARD_STOCK if i % 2 == 0 else P.STEM_DARK, c, r)
    pen.circle(P.CARD_STOCK, c, 12)
    tomato(pen, (c[0], c[1] + 3), 11, outline=False)
    return pen


def _hand_up_icon(pen: Pen, c: tuple[float, float], s: float) -> None:
    """"Pick up": a tomato lifted by an upward arrow."""
    tomato(pen, (c[0], c[1] + s * 0.2), s * 0.55)
    x = c[0] + s * 0.85
    pen.poly(P.CARD_STOCK, [(x, c[1] - s * 0.8), (x + s * 0.38, c[1] - s * 0.25),
                            (x - s * 0.38, c[1] - s * 0.25)])
    pen.line(P.CARD_STOCK, (x, c[1] - s * 0.3), (x, c[1] + s * 0.6), s * 0.2)


def _toss_icon(pen: Pen, c: tuple[float, float], s: float) -> None:
    """"Toss": a tomato flying up and right, with three speed lines behind it."""
    for i, dy in enumerate((-0.32, 0.0, 0.32)):
        x0 = c[0] - s * (1.45 - 0.2 * abs(i - 1))
        pen.line(P.CARD_STOCK, (x0, c[1] + s * (dy + 0.35)), (c[0] - s * 0.55, c[1] + s * dy),
                 s * 0.13)
    tomato(pen, (c[0] + s * 0.05, c[1] - s * 0.05), s * 0.6)


FB_MARGIN, FB_GAP, FB_LABEL = 24, 20, 64
FESTIVAL_W = 2 * FB_MARGIN + 3 * CARD_W + 2 * FB_GAP
FESTIVAL_H = 2 * FB_MARGIN + 2 * (FB_LABEL + CARD_H) + FB_GAP


def festival_slots() -> dict[str, list[tuple[int, int, int, int]]]:
    """Pixel rects (at 2x) of the card slots on festival_board.png: {"toss": [3], "pick_up": [3]}
    (top row toss spaces, bottom row pick-up spaces). Written into the manifest too."""
    out: dict[str, list[tuple[int, int, int, int]]] = {"toss": [], "pick_up": []}
    for row, kind in enumerate(("toss", "pick_up")):
        y = FB_MARGIN + row * (FB_LABEL + CARD_H + FB_GAP) + FB_LABEL
        for i in range(3):
            out[kind].append((FB_MARGIN + i * (CARD_W + FB_GAP), y, CARD_W, CARD_H))
    return out


def festival_board() -> Pen:
    """The festival board: 3 toss spaces (top row) and 3 pick-up spaces (bottom row)."""
    w, h = FESTIVAL_W, FESTIVAL_H
    pen = Pen(w, h)
    pen.shadow(lambda s: s.rrect((0, 0, 0), (6, 6, w - 12, h - 12), 28), (0, 6), 8, 120)
    pen.rrect(P.CARD_EDGE, (4, 2, w - 8, h - 10), 30)
    pen.rrect(P.BOARD_GREEN, (7, 5, w - 14, h - 16), 27)
    stripes = pen.layer()
    for i in range(0, w, 36):
        stripes.line(P.lighten(P.BOARD_GREEN, 0.08), (i, 0), (i, h), 14)
    mask = pen.layer()
    mask.rrect((255, 255, 255), (7, 5, w - 14, h - 16), 27)
    stripes.clip_to(mask)
    pen.paste(stripes)
    slots = festival_slots()
    for row, (kind, label, icon) in enumerate((("toss", "Toss", _toss_icon),
                                               ("pick_up", "Pick up", _hand_up_icon))):
        y = slots[kind][0][1] - FB_LABEL
        banner = (FB_MARGIN, y + 8, w - 2 * FB_MARGIN, FB_LABEL - 16)
        pen.rrect(P.BOARD_GREEN_DARK, banner, 22)
        tw, _ = pen.text_size(label, 34, True)
        icon(pen, (w / 2 - tw / 2 - 44, y + FB_LABEL / 2), 26)
        pen.text(label, 34, P.CARD_STOCK, (w / 2 + 20, y + FB_LABEL / 2 + 1), bold=True)
        for x, sy, sw, sh in slots[kind]:
            pen.rrect(P.BOARD_GREEN_DARK, (x, sy, sw, sh), CARD_RADIUS)
            pen.rrect(P.lighten(P.BOARD_GREEN, 0.45), (x + 6, sy + 6, sw - 12, sh - 12),
                      CARD_RADIUS - 4, 3)
            ghost = pen.layer()
            gc = (x + sw / 2, sy + sh / 2)
            if kind == "toss":  # a faint target: the target card lies here
                for r in (46, 30, 14):
                    ghost.circle(P.CARD_STOCK, gc, r, 5)
            else:  # a faint tomato-card outline: the pick-up card lies here
                ghost.rrect(P.CARD_STOCK, (gc[0] - 34, gc[1] - 48, 68, 96), 8, 5)
                ghost.circle(P.CARD_STOCK, (gc[0], gc[1] + 4), 16)
            pen.paste(ghost, 60)
    return pen


PB_W, PB_H = 620, 200


def player_board() -> Pen:
    """A player's board: "basic" region left, basket slot in the middle, "quick" region right."""
    pen = Pen(PB_W, PB_H)
    pen.shadow(lambda s: s.rrect((0, 0, 0), (6, 6, PB_W - 12, PB_H - 14), 24), (0, 5), 7, 120)
    pen.rrect(P.CARD_EDGE, (4, 2, PB_W - 8, PB_H - 10), 26)
    pen.rrect(P.BOARD_GREEN, (7, 5, PB_W - 14, PB_H - 16), 23)
    cy = (PB_H - 8) / 2
    for x0, label, fill, star in ((22, "basic", P.CARD_STOCK, False),
                                  (PB_W - 22 - 200, "quick", P.GOLD, True)):
        pen.rrect(P.BOARD_GREEN_DARK, (x0, 22, 200, PB_H - 52), 18)
        bc = (x0 + 100, cy - 22)
        badge(pen, bc, 32, fill, "", 40, star=star)
        for r in (20, 12):  # a little target symbol: target cards slot in here
            pen.circle(P.INK, bc, r, 3)
        pen.circle(P.TOMATO_RED, bc, 5)
        pen.text(label, 30, P.CARD_STOCK, (x0 + 100, cy + 44), bold=True)
    bc = (PB_W / 2, cy)
    pen.circle(P.BOARD_GREEN_DARK, bc, 70)
    pen.circle(P.lighten(P.BOARD_GREEN, 0.45), bc, 62, 3)
    ghost = pen.layer()
    wicker_basket(ghost, (bc[0] - 40, bc[1] - 36, 80, 70))
    pen.paste(ghost, 90)
    return pen


def tomato_token() -> Pen:
    """A TomaToss tomato token: 96x96, ripe-red rim, cream face, tomato, soft shadow."""
    pen = Pen(96, 96)
    token(pen, (48, 45), 42, P.RIPE_DARK)
    return pen


def basket_token(full: bool) -> Pen:
    """The basket token, 112x112. Full side: dark wicker rim, cream face, a basket heaped with
    tomatoes. Empty side, told apart at a glance even small: light wicker rim, pale face, a
    faded open basket whose dark mouth shows nothing inside."""
    pen = Pen(112, 112)
    if full:
        token(pen, (56, 53), 50, P.WICKER_DARK, face=P.CARD_STOCK, art="")
        wicker_basket(pen, (30, 36, 52, 46), content="tomatoes", handle=False)
        return pen
    token(pen, (56, 53), 50, P.WICKER, face=(250, 247, 240), art="")
    ghost = pen.layer()
    wicker_basket(ghost, (28, 40, 56, 44), content="none", handle=True)
    ghost.ellipse(P.WICKER_DARK, (32, 49.5, 48, 9))          # the open mouth: empty inside
    pen.paste(ghost, 150)
    return pen


def build() -> dict:
    """Write every TomaToss image (the target cards through :mod:`art_targets`) into
    art/tomatoss/; returns the manifest notes (the festival board's card slots)."""
    import art_targets

    art_targets.build()
    for v in range(1, 8):
        save(tomato_card(v).result(), f"tomatoss/tomato_{v}.png")
    save(back_tomato().result(), "tomatoss/back_tomato.png")
    save(back_target().result(), "tomatoss/back_target.png")
    save(festival_board().result(), "tomatoss/festival_board.png")
    save(player_board().result(), "tomatoss/player_board.png")
    save(tomato_token().result(), "tomatoss/token_tomato.png")
    save(basket_token(True).result(), "tomatoss/basket_full.png")
    save(basket_token(False).result(), "tomatoss/basket_empty.png")
    return {"festival_board_slots": {k: [list(r) for r in v] for k, v in festival_slots().items()}}


__all__ = ["build", "festival_slots", "COPIES", "CARD_W", "CARD_H", "EDGE"]
