"""Key caps on a table: a key's letter drawn where the key acts (a space, a card), so a key
whose meaning changes with the decision never changes unseen. Ink on cream, a dark edge, bold
letters (art-direction.md, Palette). Pictures and rects only: the bindings are the table's
:class:`~tabletop.tablekit.keymap.KeyMap`.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.tablekit.sprites import colour, rounded_panel

Cap = tuple[str, pygame.Rect]
"""A key's label and its cap's rect (window pixels)."""


def cap_size(size: int) -> tuple[int, int]:
    """The (w, h) pixels of a cap whose letter is ``size`` px."""
    return size + 10, size + 8


def corner_caps(labels: Any, areas: list[pygame.Rect], size: int, corner: str = "topright",
                inset: tuple[int, int] = (4, 4)) -> list[Cap]:
    """A cap in one corner of each of ``areas``, labelled in order: ``corner`` "topright",
    "topleft", "bottomright" or "bottomleft", ``inset`` (x, y) pixels in from its two edges
    (TomaToss: "bottomleft", (3, 2), under each space's word)."""
    out = []
    for label, area in zip(labels, areas):
        r = pygame.Rect((0, 0), cap_size(size))
        x = area.right - inset[0] if corner.endswith("right") else area.x + inset[0]
        y = area.y + inset[1] if corner.startswith("top") else area.bottom - inset[1]
        setattr(r, corner, (x, y))
        out.append((label, r))
    return out


def row_caps(cards: list[pygame.Rect], size: int, most: int = 9) -> list[Cap]:
    """Caps "1", "2", ... (at most ``most``) above the first cards of a fanned row (left to
    right, each overlapping the next), each centred over the part its next card leaves
    uncovered, 3 px above the card."""
    w, h = cap_size(size)
    out = []
    for i, card in enumerate(cards[:most]):
        right = cards[i + 1].x if i + 1 < len(cards) else card.right
        strip = max(w, min(card.width, right - card.x))   # the part not under the next
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (card.x + strip // 2, card.y - 3)
        out.append((str(i + 1), r))
    return out


def draw_caps(surface: pygame.Surface, painter: Any, shown: list[Cap], size: int) -> None:
    """Draw the ``shown`` caps with letters of ``size`` px; each cap cached in
    ``painter.cache`` (``painter``: a :class:`~tabletop.tablekit.painter.PainterBase`)."""
    for label, r in shown:
        def build(label: str = label, r: pygame.Rect = r) -> pygame.Surface:
            cap = rounded_panel(r.size, (*colour("CARD_STOCK"), 235), colour("INK"), 5, 2)
            face = painter.text.render(label, size, colour("INK"), True)
            cap.blit(face, face.get_rect(center=(r.width // 2, r.height // 2)))
            return cap

        surface.blit(painter.cache.get(("key_cap", label, r.size, size), build), r)
