"""Key caps on the TomaToss table: each key's meaning shown where it acts, so the digit keys
never change meaning unseen (issue 12: 1-3 pick up while placing a token, but raise hand cards
1-9 during the hand-limit discard). While the player places a token, "1" "2" "3" sit on the
pick-up spaces and "Q" "W" "E" on the toss spaces; during the discard the caps leave the spaces
and "1".."9" sit above the hand cards they raise. The bindings themselves are
:mod:`.keys`; nothing is shown to a seat that is not acting.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.tablekit.sprites import colour, rounded_panel

PICK_CAPS = ("1", "2", "3")
TOSS_CAPS = ("Q", "W", "E")


def caps(lay: Any, decision_kind: str | None, hand_rects: list[pygame.Rect],
         size: int) -> list[tuple[str, pygame.Rect]]:
    """``(key label, cap rect)`` for each key cap to draw now (window pixels).

    Args:
        lay: the table's :class:`~tabletop.games.tomatoss.table.layout.Layout`.
        decision_kind: ``"place_token"``, ``"discard"`` or None (no caps).
        hand_rects: the acting player's hand cards, left to right (raised ones moved up).
        size: the caps' text size in pixels.
    """
    w, h = size + 10, size + 8
    out: list[tuple[str, pygame.Rect]] = []
    if decision_kind == "place_token":
        for labels, spaces in ((PICK_CAPS, lay.pickup_spaces), (TOSS_CAPS, lay.toss_spaces)):
            for label, space in zip(labels, spaces):
                r = pygame.Rect(0, 0, w, h)
                r.topright = (space.right - 4, space.y + 4)
                out.append((label, r))
    elif decision_kind == "discard":
        for i, card in enumerate(hand_rects[:9]):
            right = hand_rects[i + 1].x if i + 1 < len(hand_rects) else card.right
            strip = max(w, min(card.width, right - card.x))   # the part not under the next
            r = pygame.Rect(0, 0, w, h)
            r.midbottom = (card.x + strip // 2, card.y - 3)
            out.append((str(i + 1), r))
    return out


def draw(surface: pygame.Surface, painter: Any, shown: list[tuple[str, pygame.Rect]],
         size: int) -> None:
    """Draw the ``shown`` caps (from :func:`caps`): ink on cream, a dark edge, bold letters;
    each cap cached in ``painter.cache``."""
    for label, r in shown:
        def build(label: str = label, r: pygame.Rect = r) -> pygame.Surface:
            cap = rounded_panel(r.size, (*colour("CARD_STOCK"), 235), colour("INK"), 5, 2)
            face = painter.text.render(label, size, colour("INK"), True)
            cap.blit(face, face.get_rect(center=(r.width // 2, r.height // 2)))
            return cap

        surface.blit(painter.cache.get(("key_cap", label, r.size, size), build), r)
