"""Where everything sits on the Toasty Toasts table (window pixels), from the table's rect,
the seat count and the view.

The seat shown (the viewer, or the acting seat behind the curtain) sits at the bottom: its
Toasts in a row, its hand fanned under them. The other seats share the top band, in turn
order from the left; the draw pile, the Base Toast pile, the discard pile and the turn line
lie in the middle band. A Toast is its base card with its toppings laid on it, two to a row
(each topping's icon shows, the card's title and bottom line stay clear) and, for a Sandwich,
the Plain Toast card laid on top of it, a little down and right.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.tablekit.round_table import seats_after
from tabletop.tablekit.sprites import fan_rects

CARD_RATIO = 88 / 63
MIN_CARD_W = 50
"""The narrowest a Toast's card gets in a long row (pixels) before the row overlaps."""


@dataclass(frozen=True)
class Scale:
    """Sizes in one band: ``card`` (w, h) of a Toast's base card in pixels, ``gap`` between
    Toasts."""

    card: tuple[int, int]
    gap: int


def stack_in_card(card: pygame.Rect, count: int) -> list[pygame.Rect]:
    """``count`` topping icon rects laid on ``card`` (see :meth:`Layout.topping_rects`):
    from 20% to 88% of its height, so the title and the bottom line stay readable."""
    if count <= 0:
        return []
    w = card.width
    top, room = card.y + round(card.height * 0.20), round(card.height * 0.68)
    cols = 1 if count == 1 else 2
    rows = -(-count // cols)
    side = round(w * (0.56 if cols == 1 else 0.46))
    if rows > 2:   # each row shows at least about two thirds of an icon
        side = max(round(w * 0.3), min(side, int(room / (0.65 * rows + 0.35))))
    side = min(side, room)
    step = side + 2 if rows < 2 else min(side + 2, (room - side) / (rows - 1))
    y0 = top + max(0, (room - side - step * (rows - 1)) / 2)
    gap = max(2, (w - 2 * side) // 3)
    out = []
    for k in range(count):
        row, col = divmod(k, cols)
        alone = cols == 1 or (col == 0 and k == count - 1)
        x = card.centerx - side // 2 if alone else (card.centerx - gap // 2 - side if col == 0
                                                   else card.centerx + (gap + 1) // 2)
        out.append(pygame.Rect(round(x), round(y0 + row * step), side, side))
    return out


def _scale(card_w: int) -> Scale:
    w = max(30, card_w)
    return Scale((w, round(w * CARD_RATIO)), max(4, w // 8))


@dataclass
class Area:
    """One seat's place: ``rect`` (the whole area), ``title`` (name and score line: its
    midleft point), ``toasts`` (the row the Toasts stand in) and ``scale``."""

    seat: int
    rect: pygame.Rect
    title: tuple[int, int]
    toasts: pygame.Rect
    scale: Scale


@dataclass
class Layout:
    """The whole table: ``areas`` per seat, the three piles, where Time to Eat lies once drawn
    (``eat_spot``, beside the discard pile), the turn line's midleft point,
    the End plays button, the hand's area and card size."""

    rect: pygame.Rect
    bottom: int
    areas: dict[int, Area] = field(default_factory=dict)
    draw_pile: pygame.Rect = field(default_factory=pygame.Rect)
    base_pile: pygame.Rect = field(default_factory=pygame.Rect)
    discard: pygame.Rect = field(default_factory=pygame.Rect)
    eat_spot: pygame.Rect = field(default_factory=pygame.Rect)
    middle: pygame.Rect = field(default_factory=pygame.Rect)
    turn_line: tuple[int, int] = (0, 0)
    button: pygame.Rect = field(default_factory=pygame.Rect)
    hand: pygame.Rect = field(default_factory=pygame.Rect)
    hand_card: tuple[int, int] = (80, 112)

    def toast_rects(self, seat: int, toasts: list[dict]) -> list[pygame.Rect]:
        """The rect of each Toast of ``seat`` (its base card: the toppings lie on it, see
        :meth:`topping_rects`), in order along the area's row; in a long row the cards get
        smaller (down to :data:`MIN_CARD_W`), then overlap."""
        area = self.areas[seat]
        sc, row = area.scale, area.toasts
        n = len(toasts)
        w = sc.card[0]
        if n > 1 and n * (w + sc.gap) - sc.gap > row.width:   # a long row: smaller cards first
            w = max(MIN_CARD_W, min(w, (row.width + sc.gap) // n - sc.gap))
        size = (w, round(w * CARD_RATIO))
        step = w + sc.gap
        if n > 1 and n * step - sc.gap > row.width:           # then they overlap
            step = max(12, (row.width - w) // (n - 1))
        return [pygame.Rect(row.x + i * step, row.y, *size) for i in range(n)]

    def rects_by_base(self, view: dict) -> dict[str, pygame.Rect]:
        """Base id -> the rect of that Toast, for every seat's Toasts in ``view``."""
        return {t["base"]: r for seat, row in enumerate(view["toasts"])
                for t, r in zip(row, self.toast_rects(seat, row))}

    def topping_rects(self, seat: int, index: int, toast_rect: pygame.Rect, count: int
                      ) -> list[pygame.Rect]:
        """The icon rect of each topping on a Toast, inside its card between the title band
        and the card's bottom line: two to a row (a combo pair side by side), rows overlapping
        when a tall stack needs it, a lone last icon centred. ``index`` is the Toast's place
        in its row (unused; the rects depend on the card only)."""
        return stack_in_card(toast_rect, count)

    def keep_clear(self) -> list[pygame.Rect]:
        """What a tooltip must not cover: each area's name line, the piles with their labels
        and the hand."""
        out = [pygame.Rect(a.rect.x, a.rect.y, a.rect.width, a.toasts.y - a.rect.y)
               for a in self.areas.values()]
        out += [p.inflate(8, 0).union(p.move(0, 18)) for p in
                (self.draw_pile, self.base_pile, self.discard)]
        return out + [self.hand]

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """The viewer's hand cards, fanned left to right."""
        return fan_rects(n, self.hand, self.hand_card) if n else []


def compute_layout(rect: pygame.Rect, players: int, bottom: int) -> Layout:
    """The layout for ``players`` seats with seat ``bottom`` at the bottom."""
    r = pygame.Rect(rect)
    lay = Layout(r, bottom)
    top_h = int(r.height * 0.34)
    mid_h = int(r.height * 0.18)
    others = seats_after(players, bottom)
    width = r.width // max(1, len(others))
    room = (r.width // max(1, len(others))) - 24
    small = _scale(min(110, int(top_h * 0.36), int(room / 3.3)))
    for k, seat in enumerate(others):
        area = pygame.Rect(r.x + k * width + 4, r.y + 4, width - 8, top_h - 8)
        row = pygame.Rect(area.x + 8, area.y + 30, area.width - 16, area.height - 36)
        lay.areas[seat] = Area(seat, area, (area.x + 10, area.y + 15), row, small)
    lay.middle = pygame.Rect(r.x, r.y + top_h, r.width, mid_h)
    pile_h = mid_h - 30
    pile = (round(pile_h / CARD_RATIO), pile_h)
    y = lay.middle.y + 8
    lay.draw_pile = pygame.Rect(r.x + 24, y, *pile)
    lay.base_pile = pygame.Rect(lay.draw_pile.right + 34, y, *pile)
    lay.discard = pygame.Rect(lay.base_pile.right + 34, y, *pile)
    lay.eat_spot = pygame.Rect(lay.discard.right + 34, y, *pile)
    lay.turn_line = (lay.discard.right + 40, lay.middle.y + 28)
    lay.button = pygame.Rect(r.right - 190, lay.middle.bottom - 48, 170, 38)
    low = pygame.Rect(r.x + 4, lay.middle.bottom + 2, r.width - 8, r.bottom - lay.middle.bottom - 6)
    hand_h = int(low.height * 0.36)
    lay.hand_card = (round((hand_h - 10) / CARD_RATIO), hand_h - 10)
    lay.hand = pygame.Rect(low.x + 20, low.bottom - hand_h, low.width - 40, hand_h - 4)
    big = _scale(min(140, int((low.height - hand_h) * 0.5)))
    row = pygame.Rect(low.x + 12, low.y + 28, low.width - 24, low.height - hand_h - 34)
    lay.areas[bottom] = Area(bottom, low, (low.x + 14, low.y + 13), row, big)
    return lay
