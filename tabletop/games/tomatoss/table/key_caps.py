"""Key caps on the TomaToss table: each key's meaning shown where it acts, so the digit keys
never change meaning unseen (issue 12: 1-3 pick up while placing a token, but raise hand cards
1-9 during the hand-limit discard). While the player places a token, "1" "2" "3" sit on the
pick-up spaces and "Q" "W" "E" on the toss spaces, in each space's lower-left corner under
its word (the top-right corner is where placed tokens stack: round 5, a token hid "1"); during the discard the caps leave the spaces
and "1".."9" sit above the hand cards they raise. The bindings themselves are
:mod:`.keys`, the caps' pictures the kit's :mod:`~tabletop.tablekit.key_caps`; nothing is
shown to a seat that is not acting.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.tablekit.key_caps import Cap, cap_size, row_caps

PICK_CAPS = ("1", "2", "3")
TOSS_CAPS = ("Q", "W", "E")


def caps(lay: Any, decision_kind: str | None, hand_rects: list[pygame.Rect],
         size: int) -> list[Cap]:
    """``(key label, cap rect)`` for each key cap to draw now (window pixels).

    Args:
        lay: the table's :class:`~tabletop.games.tomatoss.table.layout.Layout`.
        decision_kind: ``"place_token"``, ``"discard"`` or None (no caps).
        hand_rects: the acting player's hand cards, left to right (raised ones moved up).
        size: the caps' text size in pixels.
    """
    if decision_kind == "place_token":
        w, h = cap_size(size)
        return [(label, pygame.Rect(area.x + 3, area.bottom - 2 - h, w, h)) for labels, areas in
                ((PICK_CAPS, lay.pickup_spaces), (TOSS_CAPS, lay.toss_spaces))
                for label, area in zip(labels, areas)]
    return row_caps(hand_rects, size) if decision_kind == "discard" else []
