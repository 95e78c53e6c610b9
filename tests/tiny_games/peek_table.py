"""The table of Tiny Peek (:mod:`tests.tiny_games.peek`) on the kit.

It draws every seat's row: a card the viewer knows shows its id, another shows "?". The turn
(peek, swap or shuffle: about forty choices with four seats) is left to the shell's choice
bar on purpose: it proves that many choices still fit (the bar pages).
"""

from __future__ import annotations

from tabletop.tablekit.seat_table import SeatTable


class PeekTable(SeatTable):
    """Tiny Peek (see the module docstring)."""

    def seat_line(self, seat: int) -> str:
        row = self.view["rows"][seat]
        return "row: " + "  ".join(card or "?" for card in row)

    def middle_line(self) -> str:
        return (f"{self.view['turns_left']} turns left · you know {len(self.view['known'])} "
                f"cards · box {self.view['box_size']}")

    def hand(self) -> list[str]:
        return []
