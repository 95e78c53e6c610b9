"""TomaToss target cards: the 21 target types, each with its condition drawn as icons.

Each card shows the basic point in a cream badge (left) and the quick-toss point in a gold badge
(right) on a green header, then the condition as icons (one small tomato-card icon per required
card; a summed pair for "one or more cards summing"; a crossed-out 3 for "no 3"; comparison
signs), a formula line, and the condition in short words.
Source: TomaToss rulebook, "Target Card" and "Target condition icons"; type ids and points from
the TomaToss rules brief (target ids in tabletop/games/tomatoss).
"""

from __future__ import annotations

from dataclasses import dataclass

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
        formula: the condition in signs (may be "").
        words: one or two short lines of plain words.
    """

    basic: int
    quick: int
    icons: tuple[str, ...]
    formula: str
    words: tuple[str, ...]


def _sum(lo: int, hi: int, no3: bool, basic: int, quick: int) -> TargetArt:
    icons = ("sum", "no3") if no3 else ("sum",)
    words = ("1 or more cards", f"sum {lo}–{hi}, no 3") if no3 else \
        ("1 or more cards", f"sum {lo} to {hi}")
    return TargetArt(basic, quick, icons, f"{lo} ≤ Σ ≤ {hi}", words)


TARGETS: dict[str, TargetArt] = {
    "one_3": TargetArt(2, 3, ("card:3",), "", ("exactly 1 card:", "a 3")),
    "pair": TargetArt(3, 6, ("card:x", "sym:=", "card:x"), "",
                      ("exactly 2 cards,", "equal values")),
    "pair_plus_higher": TargetArt(5, 7, ("card:x", "sym:=", "card:x", "sym:<", "card:y"), "",
                                  ("exactly 3 cards:", "pair + 1 higher")),
    "triple": TargetArt(5, 10, ("card:x", "card:x", "card:x"), "",
                        ("exactly 3 cards,", "all equal")),
    "one_567": TargetArt(2, 3, ("card:5|6|7",), "", ("exactly 1 card:", "5, 6 or 7")),
    "one_12": TargetArt(3, 6, ("card:1|2",), "", ("exactly 1 card:", "1 or 2")),
    "one_67": TargetArt(3, 5, ("card:6|7",), "", ("exactly 1 card:", "6 or 7")),
    "one_246": TargetArt(2, 4, ("card:2|4|6",), "", ("exactly 1 card:", "2, 4 or 6")),
    "one_45": TargetArt(2, 3, ("card:4|5",), "", ("exactly 1 card:", "4 or 5")),
    "one_5": TargetArt(2, 5, ("card:5",), "", ("exactly 1 card:", "a 5")),
    "sum_8_9": _sum(8, 9, False, 4, 6),
    "sum_8_9_no3": _sum(8, 9, True, 4, 8),
    "sum_11_13": _sum(11, 13, False, 4, 6),
    "sum_11_13_no3": _sum(11, 13, True, 4, 7),
    "sum_6_8": _sum(6, 8, False, 3, 4),
    "sum_6_8_no3": _sum(6, 8, True, 3, 6),
    "sum_7_11": _sum(7, 11, False, 3, 3),
    "sum_7_11_no3": _sum(7, 11, True, 3, 5),
    "two_sum_10": TargetArt(4, 8, ("card:x", "sym:+", "card:y"), "x + y = 10",
                            ("exactly 2 cards,", "sum 10")),
    "diff_1": TargetArt(4, 5, ("card:x", "card:y"), "|x − y| = 1",
                        ("exactly 2 cards,", "differ by 1")),
    "diff_4_6": TargetArt(4, 5, ("card:x", "card:y"), "4 ≤ |x − y| ≤ 6",
                          ("exactly 2 cards,", "differ by 4–6")),
}

HEADER_H = 112
ICON_CARD = (62, 86)
BIG_CARD = (76, 106)
SUM_CARD = (56, 78)
TEXT_W = CARD_W - 16


def _fit(pen: Pen, text: str, size: int, bold: bool, min_size: int) -> int:
    """The largest font size <= ``size`` (not below ``min_size``) for which ``text`` fits."""
    while size > min_size and pen.text_size(text, size, bold)[0] > TEXT_W:
        size -= 1
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


def _icon_row(pen: Pen, icons: tuple[str, ...], cy: float) -> None:
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
    has_formula = bool(t.formula)
    icon_cy = HEADER_H + (62 if has_formula else 74)
    _icon_row(pen, t.icons, icon_cy)
    y = HEADER_H + 136
    if has_formula:
        size = _fit(pen, t.formula, 32, True, 26)
        pen.text(t.formula, size, P.RIPE_DARK, (CARD_W / 2, y), bold=True)
        y += 37
    else:
        y += 14
    for line in t.words:
        size = _fit(pen, line, 28, False, 27)
        pen.text(line, size, P.INK, (CARD_W / 2, y))
        y += 31
    return pen


def build() -> None:
    """Write art/tomatoss/target_<type>.png for every target type."""
    for kind in TARGETS:
        save(target_card(kind).result(), f"tomatoss/target_{kind}.png")
