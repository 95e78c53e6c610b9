"""Where everything lies on the Potato Tomato table (window pixels).

The seat at the screen (the viewer; seat 0 for a spectator) sits at the bottom with big cards;
the other players sit along the top in turn order from the viewer's left, each in a panel with
its name, its five cards (smaller) and its burn token pile (two rows round the table when one
would draw them under :data:`MIN_SMALL` px wide). The draw row runs across the middle:
the action deck on the left, the cards drawn this turn, the green/blue count and the STOP
button on the right. Cards keep the poker ratio 63:88 (art-direction.md, Cards).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.tablekit.round_table import seats_after

SLOTS = 5
RATIO = 88 / 63
MIN_SMALL = 28
"""The narrowest the other players' cards are drawn (pixels) while a layout can keep them so:
at 14 px (six players in 800x560) the marks on them could not be read."""


MID_MIN = 34 + 26 + 101
"""The middle band's height (pixels) that keeps the draw row's cards full size (72 x 101)."""


def card_size(width: int) -> tuple[int, int]:
    """A card ``width`` pixels wide, poker ratio."""
    return (int(width), int(round(width * RATIO)))


@dataclass
class Layout:
    """The rects of one table layout.

    Attributes:
        home: the seat drawn at the bottom.
        panels: seat -> its panel (name, cards, tokens).
        cards: (seat, slot) -> the card rect.
        tokens: seat -> where its burn token pile is drawn.
        names: seat -> the name line's rect.
        deck, drawn: the action deck and the slots of the cards drawn this turn (up to 12).
        count: where the green/blue count is written; stop: the STOP button; draw: the Draw
            button (under STOP, or beside it in a short band); keep: the
            "swap nothing" button; prompt: the line saying what to do; mid: the whole middle
            band (where the Rock-Paper-Scissors hands are offered).
    """

    rect: pygame.Rect
    home: int
    panels: dict[int, pygame.Rect] = field(default_factory=dict)
    cards: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    tokens: dict[int, pygame.Rect] = field(default_factory=dict)
    names: dict[int, pygame.Rect] = field(default_factory=dict)
    deck: pygame.Rect = field(default_factory=pygame.Rect)
    drawn: list[pygame.Rect] = field(default_factory=list)
    count: pygame.Rect = field(default_factory=pygame.Rect)
    stop: pygame.Rect = field(default_factory=pygame.Rect)
    draw: pygame.Rect = field(default_factory=pygame.Rect)
    keep: pygame.Rect = field(default_factory=pygame.Rect)
    prompt: pygame.Rect = field(default_factory=pygame.Rect)
    mid: pygame.Rect = field(default_factory=pygame.Rect)
    lift: int = 0
    """How far (pixels) every second drawn card sits lower while the row is staggered (see
    :meth:`spread`); 0 otherwise."""

    def spread(self, n: int) -> None:
        """Lay the draw row out for ``n`` drawn cards: 8 px apart while they fit between the
        deck and the STOP column, else overlapping evenly so the last one still ends before
        it (at 800x560 the twelfth card of a fixed step lay over STOP and off the table)."""
        if not self.drawn:
            return
        first, (cw, ch) = self.drawn[0], self.drawn[0].size
        room = self.count.left - 10 - first.left
        step = min(cw + 8, max(1, (room - cw) // max(1, n - 1)))
        # overlapping cards hid each other's titles ("SHAR", "TRANSF" at 800x560): while every
        # other card clears the next but one, the row is staggered, every second card lower
        # (and drawn over the others, see order()) so each title band stays in sight
        self.lift = max(10, ch // 7) if step < cw and 2 * step >= cw else 0
        self.drawn = [pygame.Rect(first.left + i * step, first.top + self.lift * (i % 2), cw, ch)
                      for i in range(12)]

    def order(self, n: int) -> list[int]:
        """The drawing order of ``n`` drawn cards (the last is on top): left to right, or, in
        a staggered row, the upper ones and then the lower ones."""
        if not self.lift:
            return list(range(n))
        return list(range(0, n, 2)) + list(range(1, n, 2))

    def card_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The (seat, slot) of the card under ``pos``, or None."""
        for key, rect in self.cards.items():
            if rect.collidepoint(pos):
                return key
        return None

    def panel_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose panel is under ``pos``, or None."""
        for seat, rect in self.panels.items():
            if rect.collidepoint(pos):
                return seat
        return None


def lay_out(rect: pygame.Rect, players: int, home: int) -> Layout:
    """The layout for ``players`` seats inside ``rect`` with ``home`` at the bottom."""
    lay = Layout(pygame.Rect(rect), home)
    pad = 10
    others = seats_after(players, home)
    top_bottom = _top_panels(lay, rect, others)
    # the home seat along the bottom, big cards; wider when the middle band can spare the
    # height (at 800x560 the viewer's own cards were 42 px wide, their labels ~7 px high)
    bottom_h = int(rect.height * 0.34)
    big_w = max(40, min(max(110, rect.height // 7), int((bottom_h - 56) / RATIO),
                        (rect.width - 260) // SLOTS - 10))
    room = min(bottom_h, rect.bottom - top_bottom - 3 * pad - MID_MIN)
    big_w = max(big_w, min(max(110, rect.height // 7), (rect.width - 160) // SLOTS - 10,
                           int((room - 56) / RATIO)))
    bottom_h = min(bottom_h, 32 + card_size(big_w)[1] + 24)
    panel = pygame.Rect(rect.left + pad, rect.bottom - bottom_h - pad, rect.width - 2 * pad,
                        bottom_h)
    _seat(lay, home, panel, big_w)
    # the draw row in the middle
    mid_top = top_bottom + pad
    mid = pygame.Rect(rect.left + pad, mid_top, rect.width - 2 * pad,
                      panel.top - pad - mid_top)
    lay.mid = mid
    lay.prompt = pygame.Rect(mid.left, mid.top, mid.width, 24)
    row_h = mid.height - 34
    cw, ch = card_size(max(24, min(max(72, rect.height // 9), int((row_h - 26) / RATIO))))
    y = mid.top + 28
    lay.deck = pygame.Rect(mid.left + 10, y, cw, ch)
    right = 170
    lay.count = pygame.Rect(mid.right - right, y, right - 10, 26)
    lay.drawn = [pygame.Rect(lay.deck.right + 24, y, cw, ch)]
    lay.spread(12)   # the table spreads the row for the cards on it (Table.show)
    lay.stop = pygame.Rect(mid.right - right, y + 48, right - 10, 44)  # under the count's 2 lines
    lay.draw = lay.stop.move(0, lay.stop.height + 8)
    if lay.draw.bottom > mid.bottom:   # a short band (two rows of panels): side by side
        half = (lay.stop.width - 8) // 2
        lay.stop.width = half
        lay.draw = pygame.Rect(lay.stop.right + 8, lay.stop.top, half, 44)
    lay.keep = pygame.Rect(mid.right - right, y + 48, right - 10, 36)   # where STOP is (it
    return lay                                                       # is never offered then)


def _fit(width: int) -> int:
    """The widest card (pixels) of which five, their gaps and 6 px margins fit ``width``."""
    w = max(12, width // SLOTS)
    while w > 12 and SLOTS * w + (SLOTS - 1) * max(3, w // 10) + 12 > width:
        w -= 1
    return w


def _top_panels(lay: Layout, rect: pygame.Rect, others: list[int]) -> int:
    """Lay the other players' panels out along the top; return the bottom of the lowest.

    One row, in turn order from the home seat's left, while its cards are at least
    :data:`MIN_SMALL` wide; on a narrow window with 4 or 5 others (six players in 800x560
    drew 14 px cards) two rows round the table instead: the two neighbours in the lower row
    at its ends (left neighbour left), the seats across the table in the upper row. On a tall
    window the cards grow (up to a tenth of the height) and each band shrinks to what it
    holds."""
    n, cap = len(others), max(72, rect.height // 10)
    pad = 10
    top_h = int(rect.height * 0.30)
    width = (rect.width - pad * (n + 1)) // n
    small_w = max(12, min(cap, int((width - 14) / (SLOTS + 0.4)),
                          int((top_h - 70) / RATIO)))   # five cards fit a narrow panel too
    if small_w < MIN_SMALL and n < 4:   # tighter gaps between the panels
        pad = 6
        width = (rect.width - pad * (n + 1)) // n
        small_w = max(small_w, min(cap, _fit(width), int((top_h - 70) / RATIO)))
    if small_w >= MIN_SMALL or n < 4:
        top_h = min(top_h, 32 + card_size(small_w)[1] + 8 + 46 + 10)
        for k, seat in enumerate(others):
            panel = pygame.Rect(rect.left + pad + k * (width + pad), rect.top + pad, width,
                                top_h)
            _seat(lay, seat, panel, small_w, tokens_below=True)
        return rect.top + pad + top_h
    pad, cols = 6, n - 2
    width = (rect.width - pad * (cols + 1)) // cols
    row_h = max(int(rect.height * 0.21), 73 + card_size(MIN_SMALL)[1])
    small_w = max(12, min(cap, _fit(width), int((row_h - 72) / RATIO)))
    row_h = min(row_h, 32 + card_size(small_w)[1] + 8 + 46 + 10)
    upper = [(seat, k) for k, seat in enumerate(others[1:-1])]
    lower = [(others[0], 0), (others[-1], cols - 1)]
    for r, row in enumerate((upper, lower)):
        for seat, k in row:
            panel = pygame.Rect(rect.left + pad + k * (width + pad),
                                rect.top + pad + r * (row_h + pad), width, row_h)
            _seat(lay, seat, panel, small_w, tokens_below=True)
    return rect.top + 2 * (row_h + pad)


def _seat(lay: Layout, seat: int, panel: pygame.Rect, card_w: int,
          tokens_below: bool = False) -> None:
    """A seat's name line, five cards and token pile (right of the row, or under it)."""
    lay.panels[seat] = panel
    lay.names[seat] = pygame.Rect(panel.left + 10, panel.top + 6, panel.width - 20, 22)
    w, h = card_size(card_w)
    gap = max(3, card_w // 10)
    row_w = SLOTS * w + (SLOTS - 1) * gap
    token_w = max(34, card_w)
    spare = panel.width - row_w - (0 if tokens_below else token_w + 12)
    left = panel.left + max(6, spare // 2)
    top = panel.top + 32
    for slot in range(SLOTS):
        lay.cards[(seat, slot)] = pygame.Rect(left + slot * (w + gap), top, w, h)
    if tokens_below:
        lay.tokens[seat] = pygame.Rect(left, top + h + 8, row_w,
                                        max(26, min(46, panel.bottom - top - h - 14)))
    else:
        lay.tokens[seat] = pygame.Rect(left + row_w + 12, top, token_w, h)
