"""Where everything goes on The Big Fat Tomato Game's table (window pixels).

The seat shown sits at the bottom (its plot left, its hand fanned right, the step buttons above
the hand); the other plots run along the top in turn order from the next seat; the deck, the
Compost Heap, the tomato supply and the dice lie across the middle. Every plot has its name bar,
storehouse (count, big), basket (heaped tomatoes, count unless hidden), and a strip for its
fences and the lying threats with who played them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

MARGIN, GAP = 12, 10
PLOT_H = 196
MIDDLE_H = 160
BUTTON_H = 34
CARD_RATIO = 352 / 252


@dataclass
class PlotLayout:
    """One plot: the whole box, its name bar, storehouse, basket and threat strip."""

    seat: int
    box: pygame.Rect
    name: pygame.Rect
    storehouse: pygame.Rect
    basket: pygame.Rect
    strip: pygame.Rect

    def chip(self, i: int, n: int) -> pygame.Rect:
        """The ``i``-th of ``n`` chips (fences first, then threats) in the strip."""
        w = min(92, (self.strip.width - GAP * max(0, n - 1)) // max(1, n))
        return pygame.Rect(self.strip.x + i * (w + GAP // 2), self.strip.y, w, self.strip.height)


@dataclass
class Layout:
    """The whole table for ``players`` seats with ``bottom`` the seat shown at the bottom."""

    rect: pygame.Rect
    players: int
    bottom: int
    plots: dict[int, PlotLayout] = field(default_factory=dict)
    deck: pygame.Rect = field(default_factory=pygame.Rect)
    compost: pygame.Rect = field(default_factory=pygame.Rect)
    supply: pygame.Rect = field(default_factory=pygame.Rect)
    dice: pygame.Rect = field(default_factory=pygame.Rect)
    prompt: pygame.Rect = field(default_factory=pygame.Rect)
    buttons: pygame.Rect = field(default_factory=pygame.Rect)
    hand: pygame.Rect = field(default_factory=pygame.Rect)
    card: tuple[int, int] = (90, 126)

    def order(self) -> list[int]:
        """The other seats, in turn order from the seat after the bottom one."""
        return [(self.bottom + i) % self.players for i in range(1, self.players)]


def plot_layout(seat: int, box: pygame.Rect) -> PlotLayout:
    """The parts of a plot box."""
    name = pygame.Rect(box.x, box.y, box.width, 28)
    body_h = box.height - 28 - 66
    half = (box.width - 3 * GAP) // 2
    store = pygame.Rect(box.x + GAP, name.bottom + 6, half, body_h - 6)
    basket = pygame.Rect(store.right + GAP, name.bottom + 6, half, body_h - 6)
    strip = pygame.Rect(box.x + GAP, box.bottom - 62, box.width - 2 * GAP, 54)
    return PlotLayout(seat, box, name, store, basket, strip)


def make_layout(rect: pygame.Rect, players: int, bottom: int) -> Layout:
    """Lay out the table in ``rect`` for ``players`` seats, seat ``bottom`` at the bottom."""
    lay = Layout(pygame.Rect(rect), players, bottom)
    x0, y0, w = rect.x + MARGIN, rect.y + MARGIN, rect.width - 2 * MARGIN
    others = lay.order()
    pw = min(330, (w - GAP * (len(others) - 1)) // max(1, len(others)))
    total = pw * len(others) + GAP * (len(others) - 1)
    left = x0 + (w - total) // 2
    for i, seat in enumerate(others):
        lay.plots[seat] = plot_layout(seat, pygame.Rect(left + i * (pw + GAP), y0, pw, PLOT_H))
    mid_y = y0 + PLOT_H + GAP
    ch = MIDDLE_H - 20
    cw = round(ch / CARD_RATIO)
    lay.deck = pygame.Rect(x0 + 10, mid_y + 6, cw, ch)
    lay.compost = pygame.Rect(lay.deck.right + 3 * GAP, mid_y + 6, cw, ch)
    lay.supply = pygame.Rect(lay.compost.right + 3 * GAP, mid_y + 20, 170, ch - 20)
    lay.dice = pygame.Rect(lay.supply.right + 3 * GAP, mid_y + 20, 200, ch - 30)
    lay.prompt = pygame.Rect(lay.dice.right + 2 * GAP, mid_y + 10,
                             max(60, rect.right - MARGIN - lay.dice.right - 2 * GAP), ch)
    bottom_y = rect.bottom - MARGIN - PLOT_H
    own_w = min(330, w // 3)
    lay.plots[bottom] = plot_layout(bottom, pygame.Rect(x0, bottom_y, own_w, PLOT_H))
    hand_x = x0 + own_w + 2 * GAP
    lay.buttons = pygame.Rect(hand_x, bottom_y - BUTTON_H - 4, rect.right - MARGIN - hand_x,
                              BUTTON_H)
    lay.hand = pygame.Rect(hand_x, bottom_y, rect.right - MARGIN - hand_x, PLOT_H)
    card_h = min(PLOT_H - 16, 190)
    lay.card = (round(card_h / CARD_RATIO), card_h)
    return lay
