"""A hand of cards the viewer chooses from, for any card game's table: the cards raised by
clicks or keys, a keyboard cursor, the raised group dragged (and gliding home) together around
the grabbed card, and the marks a raised or focused card gets (a gold edge, an ink ring).
Source: architecture guide, lesson 11 (click-click and keyboard twins of every drag).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Collection

import pygame

from tabletop.tablekit.keymap import KeyRow
from tabletop.tablekit.sprites import colour, fan_rects


@dataclass
class HandChoice:
    """Raised cards and the keyboard cursor (indexes into the hand as drawn, left to right).

    Attributes:
        raised: the raised cards; ``focus``: the cursor, or None.
    """

    raised: set[int] = field(default_factory=set)
    focus: int | None = None

    def reset(self) -> None:
        """Lower every card and drop the cursor (a new view arrived)."""
        self.raised.clear()
        self.focus = None

    def raised_values(self, hand: list[Any] | None) -> list[Any]:
        """The raised cards' values from ``hand``, sorted."""
        if not hand:
            return []
        return sorted(hand[i] for i in self.raised if 0 <= i < len(hand))

    def move_focus(self, step: int, size: int) -> None:
        """Move the cursor ``step`` cards (wrapping in a hand of ``size``); from none: card 0."""
        if size > 0:
            self.focus = 0 if self.focus is None else (self.focus + step) % size

    def cursor(self, command: str, n: int, size: int) -> int | None:
        """A hand key's command (the names of :data:`CURSOR_ROWS`, and "toggle" card ``n``)
        in a hand of ``size`` cards: "focus" moves the cursor ``n`` cards; "toggle_focus",
        "raise_focus" and "lower_focus" ask for the focused card to go up or down. Returns
        the card to raise or lower (the table does it, with its own checks), or None."""
        if command == "focus":
            self.move_focus(n, size)
            return None
        if command == "toggle":
            return n
        if self.focus is None or command not in CURSOR_COMMANDS:
            return None
        up = self.focus in self.raised
        return self.focus if command == "toggle_focus" or (command == "raise_focus") != up \
            else None


CURSOR_ROWS = [KeyRow({pygame.K_LEFT: -1, pygame.K_RIGHT: 1}, "focus"),
               KeyRow((pygame.K_SPACE,), "toggle_focus"), KeyRow((pygame.K_UP,), "raise_focus"),
               KeyRow((pygame.K_DOWN,), "lower_focus")]
"""The hand cursor's keys for a :class:`~tabletop.tablekit.keymap.KeyMap`: Left / Right move
it, Space raises or lowers the card under it, Up raises it, Down lowers it."""
CURSOR_COMMANDS = ("focus", "toggle", "toggle_focus", "raise_focus", "lower_focus")
"""The commands :meth:`HandChoice.cursor` takes."""


def group_rects(rects: list[pygame.Rect], raised: set[int], grabbed: int,
                topleft: tuple[int, int]) -> list[tuple[int, pygame.Rect]]:
    """Where the raised cards go when card ``grabbed`` has its top-left at ``topleft``: each
    keeps its offset from the grabbed card. Returns ``(index, rect)`` left to right."""
    if not 0 <= grabbed < len(rects):
        return []
    grab = rects[grabbed]
    return [(i, pygame.Rect(topleft[0] + rects[i].x - grab.x, topleft[1] + rects[i].y - grab.y,
                            *rects[i].size)) for i in sorted(raised) if i < len(rects)]


def hand_marks(surf: pygame.Surface, rect: pygame.Rect, raised: bool, focused: bool) -> None:
    """A raised card's gold edge and the keyboard cursor's ink ring around ``rect``."""
    radius = max(3, rect.width // 16)
    if raised:
        pygame.draw.rect(surf, colour("GOLD"), rect, 3, border_radius=radius)
    if focused:
        pygame.draw.rect(surf, colour("INK"), rect.inflate(6, 6), 2, border_radius=radius)


def draw_row(surf: pygame.Surface, rects: list[pygame.Rect],
             picture: Callable[[int, tuple[int, int]], pygame.Surface],
             card: Callable[[pygame.Surface, pygame.Surface, pygame.Rect], None],
             hidden: Collection[int] = (), lit: Collection[int] = (),
             glow: Callable[[pygame.Surface, pygame.Rect], None] | None = None,
             choice: HandChoice | None = None) -> None:
    """Draw a hand laid out in ``rects`` (window pixels), card ``k`` as ``card(surf,
    picture(k, size), rect)`` (e.g. :meth:`CardLayer._card`, with its shadow), leaving out
    the indexes in ``hidden`` (flying or dragged); a card in ``lit`` (the hint's) gets
    ``glow(surf, rect)`` under it, and with a ``choice`` the raised and focused cards get
    their :func:`hand_marks`."""
    for k, r in enumerate(rects):
        if k in hidden:
            continue
        if k in lit and glow is not None:
            glow(surf, r)
        card(surf, picture(k, r.size), r)
        if choice is not None:
            hand_marks(surf, r, k in choice.raised, choice.focus == k)


def indexes_of(hand: list[Any] | None, values: list[Any]) -> list[int]:
    """Indexes in ``hand`` (left to right) of the cards with ``values``, each value matched
    once per time it is listed; ``None`` in ``hand`` matches nothing. Empty without a hand."""
    if not hand:
        return []
    wanted = Counter(values)
    out = []
    for i, v in enumerate(hand):
        if v is not None and wanted[v] > 0:
            wanted[v] -= 1
            out.append(i)
    return out


def mini_fan(area: pygame.Rect, n: int, scale: float = 1.0, most: int = 10,
             ratio: float = 63 / 88) -> list[pygame.Rect]:
    """Rects of a small face-down hand of ``n`` cards (at most ``most`` shown) overlapping in a
    row centred in ``area`` (window pixels), card width / height ``ratio``, their height
    ``area``'s (or 0.6 of its width) times ``scale`` (at most 1 for the height). Empty when
    ``n`` <= 0 or ``area`` is under 10 px tall."""
    if n <= 0 or area.height < 10:
        return []
    h = min(round(area.height * min(1.0, scale)), round(area.width * 0.6 * scale))
    size = (max(6, round(h * ratio)), h)
    shown = min(n, most)
    step = min(size[0] * 0.6, (area.width - size[0]) / max(1, shown - 1))
    x0 = area.centerx - (size[0] + step * (shown - 1)) / 2
    return [pygame.Rect(round(x0 + k * step), area.y, *size) for k in range(shown)]


def hand_row(area: pygame.Rect, n: int, card: tuple[int, int],
             raised: set[int] | frozenset[int] = frozenset(), lift: float = 0.2,
             margin: int = 4) -> list[pygame.Rect]:
    """Rects of ``n`` cards of ``card`` size (w, h pixels) fanned along the bottom of ``area``
    (4 px in at the sides, ``margin`` px above its bottom); a card in ``raised`` lifts by
    ``lift`` of its height."""
    h = card[1]
    row = pygame.Rect(area.x + 4, area.bottom - margin - h, area.width - 8, h)
    up = round(h * lift)
    return [r.move(0, -up) if i in raised else r
            for i, r in enumerate(fan_rects(n, row, card))]
