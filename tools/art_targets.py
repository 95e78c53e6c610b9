"""TomaToss target cards: the 21 target types, each with its condition drawn as icons.

Each card shows the basic point in a cream badge (left) and the quick-toss point in a gold badge
(right) on a green header, then the condition as icons (one small tomato-card icon per required
card; a summed pair for "one or more cards summing"; a crossed-out 3 for "no 3"; comparison
signs) and the condition in two or three very short lines ("1+ cards," / "sum 6–8" / "no 3").
The words are large (at least :data:`MIN_WORDS_PX` on the 252 px card) because the table draws
festival targets about 100 px wide: the condition must stay readable at 14 px or more there.
Source: TomaToss rulebook, "Target Card" and "Target condition icons"; type ids and points from
the TomaToss rules brief (target ids in tabletop/games/tomatoss).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from art_base import P, Pen, save
from art_cards import CARD_RADIUS, CARD_W, card_face_mask, card_pen
from art_shapes import badge, mini_card, stamp


@dataclass(frozen=True)
class TargetArt:
    """How one target type is drawn.

    Attributes:
        basic, quick: the basic point and the quick-toss point.
        icons: left-to-right icon tokens: "card:<label>" (a tomato-card icon), "sum" (the
            summed-pair icon), "no3" (crossed-out 3), "sym:<text>" (a sign such as "=" or "+").
        words: two or three very short lines: how many cards (plain), then what they must show
            (bold, in the dark tomato red).
    """

    basic: int
    quick: int
    icons: tuple[str, ...]
    words: tuple[str, ...]


def _sum(lo: int, hi: int, no3: bool, basic: int, quick: int) -> TargetArt:
    icons = ("sum", "no3") if no3 else ("sum",)
    words = ("1+ cards,", f"sum {lo}–{hi}") + (("no 3",) if no3 else ())
    return TargetArt(basic, quick, icons, words)


TARGETS: dict[str, TargetArt] = {
    "one_3": TargetArt(2, 3, ("card:3",), ("1 card:", "a 3")),
    "pair": TargetArt(3, 6, ("card:x", "sym:=", "card:x"), ("2 cards:", "a pair")),
    "pair_plus_higher": TargetArt(5, 7, ("card:x", "sym:=", "card:x", "sym:<", "card:y"),
                                  ("3 cards:", "a pair and", "1 higher")),
    "triple": TargetArt(5, 10, ("card:x", "card:x", "card:x"), ("3 cards,", "all equal")),
    "one_567": TargetArt(2, 3, ("card:5|6|7",), ("1 card:", "5, 6 or 7")),
    "one_12": TargetArt(3, 6, ("card:1|2",), ("1 card:", "1 or 2")),
    "one_67": TargetArt(3, 5, ("card:6|7",), ("1 card:", "6 or 7")),
    "one_246": TargetArt(2, 4, ("card:2|4|6",), ("1 card:", "2, 4 or 6")),
    "one_45": TargetArt(2, 3, ("card:4|5",), ("1 card:", "4 or 5")),
    "one_5": TargetArt(2, 5, ("card:5",), ("1 card:", "a 5")),
    "sum_8_9": _sum(8, 9, False, 4, 6),
    "sum_8_9_no3": _sum(8, 9, True, 4, 8),
    "sum_11_13": _sum(11, 13, False, 4, 6),
    "sum_11_13_no3": _sum(11, 13, True, 4, 7),
    "sum_6_8": _sum(6, 8, False, 3, 4),
    "sum_6_8_no3": _sum(6, 8, True, 3, 6),
    "sum_7_11": _sum(7, 11, False, 3, 3),
    "sum_7_11_no3": _sum(7, 11, True, 3, 5),
    "two_sum_10": TargetArt(4, 8, ("card:x", "sym:+", "card:y"), ("2 cards,", "sum 10")),
    "diff_1": TargetArt(4, 5, ("card:x", "card:y"), ("2 cards,", "differ by 1")),
    "diff_4_6": TargetArt(4, 5, ("card:x", "card:y"), ("2 cards,", "differ 4–6")),
}

HEADER_H = 112
ICON_CARD = (62, 86)
BIG_CARD = (76, 106)
SUM_CARD = (56, 78)
TEXT_W = CARD_W - 16
MIN_WORDS_PX = 36
"""Smallest font size (asset pixels) of the condition words; 36 px on the 252 px card is about
14.4 px on a festival card drawn 101 px wide at 1280x800."""
WORDS_PX = 38
"""The words' preferred size (shrunk towards :data:`MIN_WORDS_PX` for a long line)."""
LINE_STEP = 41
"""Distance between the centres of two lines of words."""
BOTTOM_LINE_Y = 320
"""Centre of the last line of words."""
ICON_ROW_H = 140


def words_size(pen: Pen, line: str, strong: bool) -> int:
    """The font size of one line of words: :data:`WORDS_PX`, shrunk until it fits the card's
    text width, never below :data:`MIN_WORDS_PX` (the line is then too long: ValueError).

    Raises:
        ValueError: ``line`` does not fit at :data:`MIN_WORDS_PX`.
    """
    size = WORDS_PX
    while size > MIN_WORDS_PX and pen.text_size(line, size, strong)[0] > TEXT_W:
        size -= 1
    if pen.text_size(line, size, strong)[0] > TEXT_W:
        raise ValueError(f"target words too long for the card: {line!r}")
    return size


def _value_chip(k: int, value: str) -> Pen:
    """A small tomato carrying one allowed value (the card must show one of these)."""
    from art_shapes import tomato
    chip = Pen(46, 52, k)
    tomato(chip, (23, 28), 21)
    chip.text(value, 28, P.CARD_STOCK, (23, 34), bold=True, outline=P.RIPE_DARK, outline_px=2.5)
    return chip


def _sum_icon(k: int) -> Pen:
    """Two fanned tomato-card icons with a plus badge: "one or more cards, summed"."""
    w, h = SUM_CARD
    out = Pen(round(w * 1.9), round(h * 1.25), k)
    stamp(out, mini_card((w, h), "", k), (w * 0.68, h * 0.64), 12)
    stamp(out, mini_card((w, h), "", k), (w * 1.2, h * 0.62), -10)
    c = (w * 0.95, h * 0.78)
    out.circle(P.INK, c, 20)
    out.circle(P.GOLD, c, 17)
    out.text("Σ", 24, P.INK, (c[0], c[1] + 1), bold=True)
    return out


def _icon_row(pen: Pen, icons: tuple[str, ...], cy: float, scale: float = 1.0) -> None:
    """Draw the icons in one row centred at height ``cy``, scaled by ``scale``."""
    row = Pen(CARD_W, ICON_ROW_H, pen.k)
    _draw_icons(row, icons, ICON_ROW_H / 2)
    src = row.surf
    if scale != 1.0:
        src = pygame.transform.smoothscale(src, (round(src.get_width() * scale),
                                                 round(src.get_height() * scale)))
    pen.surf.blit(src, src.get_rect(center=(round(CARD_W / 2 * pen.k), round(cy * pen.k))))


def _draw_icons(pen: Pen, icons: tuple[str, ...], cy: float) -> None:
    k = pen.k
    n_cards = sum(1 for tok in icons if tok.startswith("card:"))
    card_size = (52, 72) if n_cards >= 3 else ICON_CARD
    parts: list[tuple[str, Pen | str]] = []
    for tok in icons:
        kind, _, arg = tok.partition(":")
        if kind == "card":
            values = arg.split("|")
            if len(values) > 1:  # one card, showing any one of the values
                parts.append(("pen", mini_card((52, 72), "?", k, label_size=34)))
                parts.append(("sym", "="))
                parts.extend(("pen", _value_chip(k, v)) for v in values)
            elif len(icons) == 1:
                parts.append(("pen", mini_card(BIG_CARD, arg, k, label_size=54)))
            else:
                label_colour = P.TOMATO_RED if arg == "y" else P.INK
                parts.append(("pen", mini_card(card_size, arg, k, label_size=36,
                                               label_colour=label_colour)))
        elif kind == "sum":
            parts.append(("pen", _sum_icon(k)))
        elif kind == "no3":
            parts.append(("pen", mini_card(ICON_CARD, "3", k, crossed=True, label_size=40)))
        elif kind == "sym":
            parts.append(("sym", arg))
        else:
            raise ValueError(f"unknown icon token {tok!r}")
    widths = [p.w if kind == "pen" else 24 for kind, p in parts]  # type: ignore[union-attr]
    gap = 2
    x = CARD_W / 2 - (sum(widths) + gap * (len(parts) - 1)) / 2
    for (kind, p), w in zip(parts, widths):
        if kind == "pen":
            stamp(pen, p, (x + w / 2, cy))  # type: ignore[arg-type]
        else:
            pen.text(p, 40, P.INK, (x + w / 2, cy), bold=True)  # type: ignore[arg-type]
        x += w + gap


def target_card(kind: str) -> Pen:
    """The face of the target card of type ``kind`` (a key of :data:`TARGETS`).

    Raises:
        KeyError: unknown target type.
    """
    t = TARGETS[kind]
    pen = card_pen()
    head = pen.layer()
    head.rrect(P.LEAF_GREEN, (0, 0, CARD_W, HEADER_H + CARD_RADIUS), 0)
    head.line(P.STEM_DARK, (0, HEADER_H), (CARD_W, HEADER_H), 3)
    head.clip_to(card_face_mask(pen))
    pen.paste(head)
    for x, fill, value, label, star in ((64, P.CARD_STOCK, t.basic, "basic", False),
                                        (CARD_W - 64, P.GOLD, t.quick, "quick", True)):
        badge(pen, (x, 46), 32, fill, str(value), 42, star=star)
        pen.text(label, 24, P.CARD_STOCK, (x, 95), bold=True)
    lines = len(t.words)
    first_y = BOTTOM_LINE_Y - LINE_STEP * (lines - 1)
    # The icons fill the room between the header and the words (smaller over three lines).
    room = first_y - WORDS_PX * 0.62 - (HEADER_H + 4)
    scale = min(1.0, room / 118)
    _icon_row(pen, t.icons, HEADER_H + 4 + room / 2, scale)
    for i, line in enumerate(t.words):
        strong = i > 0
        size = words_size(pen, line, strong)
        pen.text(line, size, P.RIPE_DARK if strong else P.INK,
                 (CARD_W / 2, first_y + i * LINE_STEP), bold=strong)
    return pen


def build() -> None:
    """Write art/tomatoss/target_<type>.png for every target type."""
    for kind in TARGETS:
        save(target_card(kind).result(), f"tomatoss/target_{kind}.png")
