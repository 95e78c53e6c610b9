"""Shared kit for the Diced Tomatoes table tests: a table plus the state behind it, like the
shell's table scene minus the shell, driven with real pygame events (headless SDL dummy)."""

from __future__ import annotations

from table_test_kit import TableHarness


class Harness(TableHarness):
    """A Diced Tomatoes table showing ``state`` to the seat that must act (or ``viewer``)."""

    default_rect = (0, 0, 960, 760)
    follow = True
