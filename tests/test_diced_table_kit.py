"""Shared kit for the Diced Tomatoes table tests: a table plus the state behind it, like the
shell's table scene minus the shell, driven with real pygame events (headless SDL dummy)."""

from __future__ import annotations

from table_test_kit import TableHarness


class Harness(TableHarness):
    """A Diced Tomatoes table showing ``state`` to the seat that must act (or ``viewer``)."""

    default_rect = (0, 0, 960, 760)

    def make_table(self, ctx):
        from tabletop.games.diced_tomatoes.table import Table
        return Table(ctx)

    def play(self, action):
        """Apply ``action`` and show the new view with it as the last action."""
        self.state = self.game.apply(self.state, action)
        dec = self.game.decision(self.state)
        if dec is not None and self.viewer == self.seat:
            self.seat = self.viewer = dec.seats[0]
        self.show(action)

    def run(self, ms, step=16):
        """Advance the table's animations by ``ms`` milliseconds."""
        for _ in range(int(ms // step) + 1):
            self.table.update(step)
