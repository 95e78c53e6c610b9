"""Helpers for The Big Fat Tomato Game table tests: the harness and where things are."""

from __future__ import annotations

from table_test_kit import TableHarness
from big_fat_kit import GAME

__all__ = ["Harness", "centre", "card_index"]


class Harness(TableHarness):
    """The Big Fat Tomato table at 980x760, following the seat that decides."""

    default_rect = (0, 0, 980, 760)
    follow = True

    def follows(self, dec):
        """Follow the turn, not a reaction window's seat."""
        return super().follows(dec) and dec.active == dec.seats[0]


def centre(h, kind, *key):
    """The centre of zone ``kind`` (``"card"``, ``"plot"``...) on the harness's table."""
    return h.table.zone_rect(kind, *key).center


def card_index(h, key):
    """Where the first card of kind ``key`` is in the acting seat's hand."""
    return [c.split(".")[0] for c in h.state["hands"][h.seat]].index(key)
