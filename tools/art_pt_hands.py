"""Potato Tomato's Rock-Paper-Scissors hands: a fist, an open hand and two fingers in a V, on a
round cream token, 160x160 each (art/potato_tomato/hand_<shape>.png).

Drawn like the rest of the house style: soft warm skin (the wicker tone lightened), dark-brown
outlines, a soft shadow, no black (shared/docs/art-direction.md, Cards and Tokens). The shape
names come from the rules (tabletop/games/potato_tomato/asks.py, SHAPES).
"""

from __future__ import annotations

from art_base import P, Pen, save
from art_cards import token

from tabletop.games.potato_tomato.asks import SHAPES

SIZE = 160
SKIN = P.lighten(P.WICKER, 0.45)
SKIN_SHADE = P.lighten(P.WICKER, 0.15)
EDGE = P.CARD_EDGE


def _finger(pen: Pen, x: float, top: float, bottom: float, w: float) -> None:
    """One upright finger from ``top`` to ``bottom`` (a rounded bar with a nail)."""
    pen.rrect(EDGE, (x - w / 2 - 2, top - 2, w + 4, bottom - top + 4), w / 2 + 2)
    pen.rrect(SKIN, (x - w / 2, top, w, bottom - top), w / 2)
    pen.rrect(P.lighten(SKIN, 0.35), (x - w / 4, top + 4, w / 2, w * 0.6), w / 4)


def _palm(pen: Pen, rect: tuple[float, float, float, float], radius: float) -> None:
    x, y, w, h = rect
    pen.rrect(EDGE, (x - 2.5, y - 2.5, w + 5, h + 5), radius + 2)
    pen.rrect(SKIN, rect, radius)
    pen.rrect(SKIN_SHADE, (x + 6, y + h * 0.62, w - 12, h * 0.3), radius * 0.6)


def _curled(pen: Pen, left: float, top: float, count: int, w: float) -> None:
    """``count`` fingers curled over the palm: rounded knuckles in a row."""
    for k in range(count):
        x = left + k * (w + 1)
        pen.rrect(EDGE, (x - 2, top - 2, w + 4, w * 1.25 + 4), w / 2 + 2)
        pen.rrect(SKIN, (x, top, w, w * 1.25), w / 2)
        pen.line(SKIN_SHADE, (x + w * 0.25, top + w * 0.85), (x + w * 0.75, top + w * 0.85), 2)


def _thumb(pen: Pen, points: list[tuple[float, float]], w: float) -> None:
    pen.polyline(EDGE, points, w + 5)
    pen.polyline(SKIN, points, w)


def hand(shape: str) -> Pen:
    """The hand for ``shape`` ("rock", "paper" or "scissors") on a cream token."""
    pen = Pen(SIZE, SIZE)
    token(pen, (80, 80), 74, P.GOLD_DARK, art="")
    c = 80
    if shape == "paper":
        for x, top in ((52, 30), (68, 22), (84, 22), (100, 30)):
            _finger(pen, x, top, 100, 15)
        _thumb(pen, [(48, 104), (34, 88), (28, 74)], 15)
        _palm(pen, (42, 78, 68, 52), 20)
    elif shape == "scissors":
        for x, top in ((62, 20), (86, 24)):
            _finger(pen, x, top, 96, 16)
        _palm(pen, (44, 80, 66, 50), 20)
        _curled(pen, 50, 84, 2, 15)
        _thumb(pen, [(46, 112), (60, 104), (72, 104)], 13)
    else:  # rock: a closed fist
        _palm(pen, (40, 62, 76, 66), 24)
        _curled(pen, 44, 56, 4, 16)
        _thumb(pen, [(44, 100), (62, 94), (80, 94)], 14)
    pen.circle(EDGE, (c, c), 74, 3)
    return pen


def build() -> None:
    """Write the three hands into art/potato_tomato/."""
    for shape in SHAPES:
        save(hand(shape).result(), f"potato_tomato/hand_{shape}.png")


__all__ = ["build", "hand"]
