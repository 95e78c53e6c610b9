"""Helpers for The Big Fat Tomato Game table tests: the harness and where things are."""

from __future__ import annotations

from table_test_kit import TableHarness
from big_fat_kit import GAME

__all__ = ["Harness", "centre", "card_index"]


class Harness(TableHarness):
    """The Big Fat Tomato table at 980x760, following the seat that decides."""

    default_rect = (0, 0, 980, 760)

    def make_table(self, ctx):
        from tabletop.games.big_fat_tomato.table import Table
        return Table(ctx)

    def play(self, action):
        """Apply ``action`` and show the result (the viewer follows the active player)."""
        self.state = GAME.apply(self.state, action)
        dec = GAME.decision(self.state)
        if dec is not None and self.viewer == self.seat and dec.active == dec.seats[0]:
            self.seat = self.viewer = dec.seats[0]
        self.show(action)

    def run(self, ms, step=16):
        """Advance the table's animations by ``ms`` milliseconds."""
        for _ in range(int(ms // step) + 1):
            self.table.update(step)


def centre(h, kind, *key):
    """The centre of zone ``kind`` (``"card"``, ``"plot"``...) on the harness's table."""
    return h.table.zone_rect(kind, *key).center


def card_index(h, key):
    """Where the first card of kind ``key`` is in the acting seat's hand."""
    return [c.split(".")[0] for c in h.state["hands"][h.seat]].index(key)
