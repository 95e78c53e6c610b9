"""Where everything goes on The Big Fat Tomato Game's table (window pixels).

The seat shown sits at the bottom (its plot left, its hand fanned right, the step buttons above
the hand); the other plots run along the top in turn order from the next seat; the deck, the
Compost Heap, the tomato supply and the dice lie across the middle. Every plot has its name bar,
storehouse (count, big), basket (heaped tomatoes, count unless hidden), and a strip for its
fences and the lying threats with who played them: four chips at most (one for the fences and
three threats, rulebook: How to Play 5), two by two so their names fit even five to a table.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.tablekit.layout_grid import spaced
from tabletop.tablekit.round_table import seats_after

MARGIN, GAP = 12, 10
BASE_SIZE = (980, 760)
"""The table size (pixels) the sizes below are for: the table of a 1280x800 window. A larger
table scales everything up (:func:`scale_for`), so 1920x1080 is not a small island."""
PLOT_H = 228
STRIP_H = 86
"""Height of a plot's chip strip: two rows of chips, each with a name and who played it."""
HAND_H = 196
MIDDLE_H = 160
BUTTON_H = 34
RAISE = 18
"""How far a raised hand card lifts (base pixels): the cards lie that far below the top of the
hand's area, so a raised one never runs under the step buttons above it."""
NARROW_W = 900
"""Below this table width (base pixels) the prompt leaves the middle row for a line under it
(the smallest window, 800x560, leaves a table of about 520x520)."""
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

    def chip(self, i: int) -> pygame.Rect:
        """The ``i``-th chip (0..3: fences first, then threats) in the strip, two by two."""
        gap = GAP // 2 + 1
        w = (self.strip.width - gap) // 2
        h = (self.strip.height - gap) // 2
        row, col = divmod(i, 2)
        return pygame.Rect(self.strip.x + col * (w + gap), self.strip.y + row * (h + gap), w, h)


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
    prompt_below: bool = False
    """True on a narrow table: the prompt runs under the middle row, across the table."""
    k: float = 1.0
    """The scale of every size (and font) against :data:`BASE_SIZE`."""

    def px(self, size: float) -> int:
        """``size`` (pixels at the base size, a font size too) at this table's scale."""
        return max(1, round(size * self.k))

    def hand_row(self) -> pygame.Rect:
        """Where the hand's cards lie when not raised: the hand's area below the lift."""
        lift = self.px(RAISE)
        return pygame.Rect(self.hand.x, self.hand.y + lift, self.hand.width,
                           self.hand.height - lift)

    def order(self) -> list[int]:
        """The other seats, in turn order from the seat after the bottom one."""
        return seats_after(self.players, self.bottom)


def scale_for(rect: pygame.Rect) -> float:
    """The scale for a table of ``rect``'s size: the tighter of its width and height against
    :data:`BASE_SIZE`, kept within 0.7..1.5."""
    return max(0.7, min(1.5, rect.width / BASE_SIZE[0], rect.height / BASE_SIZE[1]))


def plot_layout(seat: int, box: pygame.Rect, k: float = 1.0) -> PlotLayout:
    """The parts of a plot box at scale ``k``."""
    bar, strip_h, pad = round(28 * k), round(STRIP_H * k), round(6 * k)
    name = pygame.Rect(box.x, box.y, box.width, bar)
    body_h = box.height - bar - strip_h - 2 * pad
    half = (box.width - 3 * GAP) // 2
    store = pygame.Rect(box.x + GAP, name.bottom + pad, half, body_h - pad)
    basket = pygame.Rect(store.right + GAP, name.bottom + pad, half, body_h - pad)
    strip = pygame.Rect(box.x + GAP, box.bottom - strip_h - round(8 * k), box.width - 2 * GAP,
                        strip_h)
    return PlotLayout(seat, box, name, store, basket, strip)


def make_layout(rect: pygame.Rect, players: int, bottom: int) -> Layout:
    """Lay out the table in ``rect`` for ``players`` seats, seat ``bottom`` at the bottom."""
    k = scale_for(rect)
    lay = Layout(pygame.Rect(rect), players, bottom, k=k)
    px = lay.px
    plot_h, middle_h, hand_h, button_h = px(PLOT_H), px(MIDDLE_H), px(HAND_H), px(BUTTON_H)
    x0, y0, w = rect.x + MARGIN, rect.y + MARGIN, rect.width - 2 * MARGIN
    others = lay.order()
    pw = min(px(330), (w - GAP * (len(others) - 1)) // max(1, len(others)))
    for seat, x in zip(others, spaced(x0, w, len(others), pw, GAP)):
        lay.plots[seat] = plot_layout(seat, pygame.Rect(x, y0, pw, plot_h), k)
    mid_y = y0 + plot_h + GAP
    ch = middle_h - px(20)
    cw = round(ch / CARD_RATIO)
    lay.prompt_below = w < px(NARROW_W)
    gap = GAP if lay.prompt_below else 3 * GAP
    lay.deck = pygame.Rect(x0 + 10, mid_y + px(6), cw, ch)
    lay.compost = pygame.Rect(lay.deck.right + gap, mid_y + px(6), cw, ch)
    supply_w = px(120 if lay.prompt_below else 170)
    lay.supply = pygame.Rect(lay.compost.right + gap, mid_y + px(20), supply_w, ch - px(20))
    lay.dice = pygame.Rect(lay.supply.right + gap, mid_y + px(20), px(200), ch - px(30))
    lay.dice.width = min(lay.dice.width, rect.right - MARGIN - lay.dice.x)
    lay.prompt = pygame.Rect(lay.dice.right + 2 * GAP, mid_y + px(10),
                             max(60, rect.right - MARGIN - lay.dice.right - 2 * GAP), ch)
    bottom_y = rect.bottom - MARGIN - plot_h
    own_w = min(px(330), w // 3)
    lay.plots[bottom] = plot_layout(bottom, pygame.Rect(x0, bottom_y, own_w, plot_h), k)
    hand_x = x0 + own_w + 2 * GAP
    lay.hand = pygame.Rect(hand_x, rect.bottom - MARGIN - hand_h, rect.right - MARGIN - hand_x,
                           hand_h)
    lay.buttons = pygame.Rect(hand_x, lay.hand.y - button_h - 4, lay.hand.width, button_h)
    if lay.prompt_below:     # under the middle row's captions, above the buttons
        top = mid_y + middle_h + px(4)
        lay.prompt = pygame.Rect(x0, top, w, max(px(22), lay.buttons.y - top))
    card_h = min(hand_h - px(RAISE) - px(8), px(190))
    lay.card = (round(card_h / CARD_RATIO), card_h)
    return lay
