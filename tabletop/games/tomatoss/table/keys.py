"""The keyboard twins of the TomaToss table's mouse gestures: a key press -> a command.

Keys (shown on the table's hint line): 1/2/3 pick up at pick-up space 1..3; Q/W/E toss the
raised cards at target 1..3, with Shift a quick toss (asks first; the same key again or Enter
confirms); Left/Right move the hand cursor, Space raises or lowers the card under it (Up
raises, Down lowers); during the hand-limit discard, 1..9 raise card 1..9; D discards the
raised cards; N passes when nothing can be done; Esc or Backspace drops every choice in
progress. Source: architecture guide, lesson 11 (drag, click-click and keyboard all produce
the same Action). No rule is decided here: the table checks every Action against its legal list.
"""

from __future__ import annotations

import pygame

from tabletop.tablekit.hand import CURSOR_ROWS
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
