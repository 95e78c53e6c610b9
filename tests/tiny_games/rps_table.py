"""The table of Tiny Rock-Paper-Scissors (:mod:`tests.tiny_games.rps`) on the kit.

It draws the points, the round and the last shapes shown; the secret choice itself is the
shell's choice bar (drawn only for the human at the screen, behind the hot-seat curtain).
"""

from __future__ import annotations

from tabletop.tablekit.seat_table import SeatTable


class RpsTable(SeatTable):
    """Tiny Rock-Paper-Scissors (see the module docstring)."""

    def seat_line(self, seat: int) -> str:
        dec = self.view.get("decision")
        waiting = dec is not None and seat in dec["seats"]
        mine = self.view["my_choice"] if seat == self.viewer else None
        state = mine or ("choosing…" if waiting else "has chosen")
        return f"{self.view['points'][seat]} points · {state}"

    def middle_line(self) -> str:
        shown = self.view["shown"]
        last = ("Last round: " + ", ".join(shown)) if shown else "Nothing shown yet"
        return f"Round {self.view['round']} · supply {self.view['supply']} · {last}"

    def hand(self) -> list[str]:
        return []
