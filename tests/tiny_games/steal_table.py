"""The table of Tiny Steal (:mod:`tests.tiny_games.steal`) on the kit.

The turn is the table's: click a card of your hand to play it. The spy's two steps, pick a
seat and pick a card from that seat's hand, are the shell's choice bar.
"""

from __future__ import annotations

from tabletop.engine import Action
from tabletop.tablekit.intents import Piece
from tabletop.tablekit.seat_table import SeatTable


class StealTable(SeatTable):
    """Tiny Steal (see the module docstring)."""

    drawn_kinds = frozenset({"turn:play"})

    def seat_line(self, seat: int) -> str:
        return f"{self.view['hand_sizes'][seat]} cards · bank {len(self.view['banks'][seat])}"

    def middle_line(self) -> str:
        looking = self.view["looking_at"]
        if looking:
            return "You look at: " + ", ".join(looking)
        return f"Deck {self.view['deck_size']} · discard pile {len(self.view['discard'])}"

    def pieces(self):
        if not any(a.kind == "play" for a in self.legal):
            return []
        return [Piece(card, self.card_rect(i)) for i, card in enumerate(self.hand())]

    def click_piece(self, key, pos):
        return Action.make(self.seat(), "play", card=key)
