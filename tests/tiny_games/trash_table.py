"""The table of Tiny Trash (:mod:`tests.tiny_games.trash`) on the kit.

The turn is the table's: two buttons, "Grow" and "Play trash card" (greyed when not legal).
The every-opponent pick ("Choose a topping to trash") is the shell's choice bar, asked of each
human in turn behind the hot-seat curtain.
"""

from __future__ import annotations

import pygame

from tabletop.engine import Action
from tabletop.tablekit.seat_table import SeatTable
from tabletop.tablekit.table_button import TableButton


class TrashTable(SeatTable):
    """Tiny Trash (see the module docstring)."""

    drawn_kinds = frozenset({"turn:grow_or_trash"})

    def seat_line(self, seat: int) -> str:
        return "toast: " + (", ".join(self.view["toasts"][seat]) or "—")

    def middle_line(self) -> str:
        return f"Deck {self.view['deck_size']} · discard pile {len(self.view['discard'])}"

    def hand(self) -> list[str]:
        return []

    def make_buttons(self):
        if not any(a.kind in ("grow", "trash") for a in self.legal):
            return []
        seat, mid = self.seat(), self.middle_rect()
        out = []
        for i, (kind, label) in enumerate((("grow", "Grow"), ("trash", "Play trash card"))):
            rect = pygame.Rect(mid.left + 14 + i * 200, mid.bottom - 56, 180, 42)
            out.append(TableButton(rect, label, "green" if i == 0 else "red", kind,
                                   Action.make(seat, kind) in self.legal))
        return out

    def press_button(self, button, pos):
        return Action.make(self.seat(), button.key)
