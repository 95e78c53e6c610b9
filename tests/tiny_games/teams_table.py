"""The table of Tiny Teams (:mod:`tests.tiny_games.teams`) on the kit.

The turn is the table's: the drawn card (shown to the seat whose turn it is) with two buttons,
"Bank" (face down into your basket) and "Discard". Teams and baskets show only what the
viewer's view holds.
"""

from __future__ import annotations

import pygame

from tabletop.engine import Action
from tabletop.tablekit.seat_table import SeatTable
from tabletop.tablekit.table_button import TableButton


class TeamsTable(SeatTable):
    """Tiny Teams (see the module docstring)."""

    drawn_kinds = frozenset({"turn:bank_or_discard"})

    def seat_line(self, seat: int) -> str:
        team = self.view["teams"][seat] or "team hidden"
        return f"{team} · basket {self.view['basket_sizes'][seat]}"

    def middle_line(self) -> str:
        return f"Deck {self.view['deck_size']} · discard pile {len(self.view['discard'])}"

    def hand(self) -> list[str]:
        return [self.view["drawn"]] if self.view["drawn"] else []

    def make_buttons(self):
        if not self.legal:
            return []
        mid = self.middle_rect()
        return [TableButton(pygame.Rect(mid.left + 14 + i * 160, mid.bottom - 56, 140, 42),
                            label, style, kind)
                for i, (kind, label, style) in enumerate((("bank", "Bank", "green"),
                                                          ("discard", "Discard", "red")))]

    def press_button(self, button, pos):
        return Action.make(self.seat(), button.key)
