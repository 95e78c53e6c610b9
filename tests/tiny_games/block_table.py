"""The table of Tiny Block (:mod:`tests.tiny_games.reaction`) on the kit.

The table draws the turn: drag a card from your hand onto a seat's box to attack that seat
(attack cards), or onto the middle to discard it (a click on a seed card discards it too). The
reaction window ("Block the attack or let it pass") is left to the shell's choice bar.
"""

from __future__ import annotations

from tabletop.engine import Action
from tabletop.tablekit.intents import Piece, Refusal, Zone
from tabletop.tablekit.seat_table import SeatTable


class BlockTable(SeatTable):
    """Tiny Block (see the module docstring)."""

    drawn_kinds = frozenset({"turn:play"})

    def seat_line(self, seat: int) -> str:
        return f"{self.view['hand_sizes'][seat]} cards, {len(self.view['hits'][seat])} hits"

    def middle_line(self) -> str:
        attack = self.view["attack"]
        if attack:
            names = self.ctx.seat_names
            return f"{names[attack['by']]} attacks {names[attack['target']]}!"
        return f"Deck {self.view['deck_size']} · discard pile {len(self.view['discard'])}"

    def _playing(self) -> bool:
        return any(a.kind in ("attack", "discard") for a in self.legal)

    def pieces(self):
        if not self._playing():
            return []
        return [Piece(card, self.card_rect(i)) for i, card in enumerate(self.hand())]

    def zones(self):
        seats = [Zone(("seat", s), self.seat_rect(s)) for s in range(self.view["players"])]
        return seats + [Zone("middle", self.middle_rect())]

    def drop(self, key, zone, gesture):
        if zone is None:
            return None
        if zone == "middle":
            return Action.make(self.seat(), "discard", card=key)
        if key[0] != "a":
            return Refusal("Only an attack card goes onto a seat.")
        return Action.make(self.seat(), "attack", card=key, target=zone[1])

    def click_piece(self, key, pos):
        if key[0] == "a":
            return Refusal("Drag an attack card onto the seat you attack.")
        return Action.make(self.seat(), "discard", card=key)
