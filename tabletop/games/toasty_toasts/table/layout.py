"""Where everything sits on the Toasty Toasts table (window pixels), from the table's rect,
the seat count and the view.

The seat shown (the viewer, or the acting seat behind the curtain) sits at the bottom: its
Toasts in a row, its hand fanned under them. The other seats share the top band, in turn
order from the left; the draw pile, the Base Toast pile, the discard pile and the turn line
lie in the middle band. A Toast is its base card with its toppings fanned below it (each
topping's icon shows) and, for a Sandwich, the Plain Toast lid laid across the top.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.tablekit.sprites import fan_rects

CARD_RATIO = 88 / 63


@dataclass(frozen=True)
class Scale:
    """Sizes in one band: ``card`` (w, h) of a Toast's base card, ``icon`` the topping icon
    side, ``step`` the vertical step between fanned toppings, ``gap`` between Toasts."""

    card: tuple[int, int]
    icon: int
    step: int
    gap: int


def _scale(card_w: int) -> Scale:
    w = max(30, card_w)
    return Scale((w, round(w * CARD_RATIO)), max(14, round(w * 0.5)), max(8, round(w * 0.4)),
                 max(4, w // 8))


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
    """The whole table: ``areas`` per seat, the three piles, the turn line's midleft point,
    the End plays button, the hand's area and card size."""

    rect: pygame.Rect
    bottom: int
    areas: dict[int, Area] = field(default_factory=dict)
    draw_pile: pygame.Rect = field(default_factory=pygame.Rect)
    base_pile: pygame.Rect = field(default_factory=pygame.Rect)
    discard: pygame.Rect = field(default_factory=pygame.Rect)
    middle: pygame.Rect = field(default_factory=pygame.Rect)
    turn_line: tuple[int, int] = (0, 0)
    button: pygame.Rect = field(default_factory=pygame.Rect)
    hand: pygame.Rect = field(default_factory=pygame.Rect)
    hand_card: tuple[int, int] = (80, 112)

    def toast_rects(self, seat: int, toasts: list[dict]) -> list[pygame.Rect]:
        """The hit rect of each Toast of ``seat`` (its base card and its fanned toppings), in
        order along the area's row; they overlap when the row is crowded."""
        area = self.areas[seat]
        sc, row = area.scale, area.toasts
        n = len(toasts)
        step = sc.card[0] + sc.gap
        if n > 1 and n * step - sc.gap > row.width:
            step = max(12, (row.width - sc.card[0]) // (n - 1))
        out = []
        for i, toast in enumerate(toasts):
            h = sc.card[1] + sc.step * max(0, len(toast["toppings"]) - 1) + sc.icon // 2
            out.append(pygame.Rect(row.x + i * step, row.y, sc.card[0], min(row.height, h)))
        return out

    def topping_rects(self, seat: int, index: int, toast_rect: pygame.Rect, count: int
                      ) -> list[pygame.Rect]:
        """The icon rect of each topping on a Toast (fanned down over the card's lower half)."""
        sc = self.areas[seat].scale
        x = toast_rect.centerx - sc.icon // 2
        top = toast_rect.y + sc.card[1] // 2
        room = max(1, toast_rect.bottom - top - sc.icon)
        step = sc.step if count < 2 or sc.step * (count - 1) <= room else room // (count - 1)
        return [pygame.Rect(x, top + i * step, sc.icon, sc.icon) for i in range(count)]

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """The viewer's hand cards, fanned left to right."""
        return fan_rects(n, self.hand, self.hand_card) if n else []


def compute_layout(rect: pygame.Rect, players: int, bottom: int) -> Layout:
    """The layout for ``players`` seats with seat ``bottom`` at the bottom."""
    r = pygame.Rect(rect)
    lay = Layout(r, bottom)
    top_h = int(r.height * 0.34)
    mid_h = int(r.height * 0.18)
    others = [(bottom + k) % players for k in range(1, players)]
    width = r.width // max(1, len(others))
    small = _scale(min(66, int(top_h * 0.26)))
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
    lay.turn_line = (lay.discard.right + 40, lay.middle.y + 28)
    lay.button = pygame.Rect(r.right - 190, lay.middle.bottom - 48, 170, 38)
    low = pygame.Rect(r.x + 4, lay.middle.bottom + 2, r.width - 8, r.bottom - lay.middle.bottom - 6)
    hand_h = int(low.height * 0.36)
    lay.hand_card = (round((hand_h - 10) / CARD_RATIO), hand_h - 10)
    lay.hand = pygame.Rect(low.x + 20, low.bottom - hand_h, low.width - 40, hand_h - 4)
    big = _scale(min(92, int((low.height - hand_h) * 0.45)))
    row = pygame.Rect(low.x + 12, low.y + 28, low.width - 24, low.height - hand_h - 34)
    lay.areas[bottom] = Area(bottom, low, (low.x + 14, low.y + 13), row, big)
    return lay
