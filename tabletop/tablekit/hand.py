"""A hand of cards the viewer chooses from, for any card game's table: the cards raised by
clicks or keys, a keyboard cursor, the raised group dragged (and gliding home) together around
the grabbed card, and the marks a raised or focused card gets (a gold edge, an ink ring).
Source: architecture guide, lesson 11 (click-click and keyboard twins of every drag).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.tablekit.sprites import colour


@dataclass
class HandChoice:
    """Raised cards and the keyboard cursor (indexes into the hand as drawn, left to right).

    Attributes:
        raised: the raised cards; ``focus``: the cursor, or None.
    """

    raised: set[int] = field(default_factory=set)
    focus: int | None = None

    def raised_values(self, hand: list[Any] | None) -> list[Any]:
        """The raised cards' values from ``hand``, sorted."""
        if not hand:
            return []
        return sorted(hand[i] for i in self.raised if 0 <= i < len(hand))

    def move_focus(self, step: int, size: int) -> None:
        """Move the cursor ``step`` cards (wrapping in a hand of ``size``); from none: card 0."""
        if size > 0:
            self.focus = 0 if self.focus is None else (self.focus + step) % size


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
