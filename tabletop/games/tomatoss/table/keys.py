"""The keyboard twins of the TomaToss table's mouse gestures: a key press -> a command.

Keys (shown on the table's hint line): 1/2/3 pick up at pick-up space 1..3; Q/W/E toss the
raised cards at target 1..3, with Shift a quick toss (asks first; the same key again or Enter
confirms); Left/Right move the hand cursor, Space raises or lowers the card under it (Up
raises, Down lowers); during the hand-limit discard, 1..9 raise card 1..9; D discards the
raised cards; N passes when nothing can be done; Esc or Backspace drops every choice in
progress. Source: architecture guide, lesson 11 (drag, click-click and keyboard all produce
the same Action). No rule is decided here: the table checks every Action against its legal list.

Each key's cap is shown where it acts (:func:`caps`), so the digit keys never change meaning
unseen (issue 12: 1-3 pick up while placing a token, but raise hand cards 1-9 during the
hand-limit discard): while placing, "1" "2" "3" sit on the pick-up spaces and "Q" "W" "E" on
the toss spaces, in each space's lower-left corner under its word (the lower-right corner is
where placed tokens stack: round 5, a token hid "1"); during the discard "1".."9" sit above the
hand cards they raise. The caps' pictures are the kit's :mod:`~tabletop.tablekit.key_caps`;
nothing is shown to a seat that is not acting.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.tablekit.hand import CURSOR_ROWS
from tabletop.tablekit.key_caps import Cap, corner_caps, row_caps
from tabletop.tablekit.keymap import KeyMap, KeyRow

PICK_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2,
             pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2}
TOSS_KEYS = {pygame.K_q: 0, pygame.K_w: 1, pygame.K_e: 2}
DIGITS = {getattr(pygame, f"K_{d}"): d - 1 for d in range(1, 10)}

KEYS = KeyMap([
    KeyRow((pygame.K_RETURN, pygame.K_KP_ENTER), "confirm", when={"pending": True}),
    KeyRow((pygame.K_ESCAPE, pygame.K_BACKSPACE), "cancel"),
    *CURSOR_ROWS,
    KeyRow(DIGITS, "toggle", when={"decision": "discard"}),
    KeyRow(PICK_KEYS, "pick_up", when={"decision": "place_token"}),
    KeyRow(TOSS_KEYS, "toss", shifted="quick"),
    KeyRow((pygame.K_d,), "discard"),
    KeyRow((pygame.K_n,), "pass"),
])
"""The TomaToss table's bindings (see the module docstring): ``KEYS.command(key, shift,
decision=kind, pending=waiting)`` (kind ``"place_token"``, ``"discard"`` or None; waiting: a
quick toss waits for its confirmation) gives ``(name, n)`` with name one of "confirm",
"cancel", "focus" (n = -1/+1), "toggle_focus", "raise_focus", "lower_focus", "toggle" (n = hand
index), "pick_up" (n = space), "toss" / "quick" (n = space), "discard", "pass"; or None for a
key with no meaning."""

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
        return (corner_caps(PICK_CAPS, lay.pickup_spaces, size, "bottomleft", (3, 2))
                + corner_caps(TOSS_CAPS, lay.toss_spaces, size, "bottomleft", (3, 2)))
    return row_caps(hand_rects, size) if decision_kind == "discard" else []
