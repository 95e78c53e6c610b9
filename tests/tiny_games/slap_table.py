"""The table of Tiny Slap (:mod:`tests.tiny_games.slap`) on the kit.

The turn is the table's: click the deck (the middle) to flip its top card. A slap card starts a
race, which the table describes to the kit (:meth:`SlapTable.race`): every seat races, bots
react in 350-1200 ms, the deadline is 3 s, and the slowest seat is the outcome
(``slowest(loser=...)``, the EXTERNAL action the rules take).
"""

from __future__ import annotations

from tabletop.engine import EXTERNAL, Action
from tabletop.tablekit.intents import Zone
from tabletop.tablekit.race import Race
from tabletop.tablekit.seat_table import SeatTable

from .slap import value


class SlapTable(SeatTable):
    """Tiny Slap (see the module docstring)."""

    drawn_kinds = frozenset({"turn:flip"})

    def seat_line(self, seat: int) -> str:
        pile = self.view["piles"][seat]
        return f"{sum(map(value, pile))} points · {self.view['burns'][seat]} burns"

    def middle_line(self) -> str:
        return "SLAP!" if self.view["race"] else f"Deck {self.view['deck_size']} (click to flip)"

    def hand(self) -> list[str]:
        return []

    def click_zone(self, zone, pos):
        if zone == "middle" and any(a.kind == "flip" for a in self.legal):
            return Action.make(self.seat(), "flip")
        return None

    def zones(self):
        return [Zone("middle", self.middle_rect())]

    def race(self, decision) -> Race | None:
        if decision.kind != "slap:race":
            return None
        return Race(tuple(range(self.view["players"])),
                    lambda result: Action.make(EXTERNAL, "slowest", loser=result.slowest),
                    call="Slap!", react_ms=(350, 1200), deadline_ms=3000)
