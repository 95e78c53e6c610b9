"""The kit's still row: kept places, letting go after the pointer's time away, and the piece
a press in a gap picks up (pure rects, no display)."""

from __future__ import annotations

import pygame

from tabletop.tablekit.still_row import StillRow, nearest_within


def test_a_press_in_a_gap_finds_the_nearest_piece_within_reach():
    rects = [pygame.Rect(0, 0, 80, 100), pygame.Rect(170, 0, 80, 100)]   # a gap 80..170
    assert nearest_within(rects, 40, 10) == 0                  # inside the first
    assert nearest_within(rects, 110, 40) == 0                 # 30 px from it, 60 from the next
    assert nearest_within(rects, 140, 40) == 1
    assert nearest_within(rects, 125, 40) is None              # 45 px from both: too far
    assert nearest_within([], 10, 40) is None


def test_a_row_that_lost_a_piece_keeps_its_places_until_the_pointer_stays_away():
    row = StillRow(settle_after_ms=1000)
    before = {"a": pygame.Rect(0, 0, 10, 10), "b": pygame.Rect(20, 0, 10, 10),
              "c": pygame.Rect(40, 0, 10, 10)}
    assert row.keep(before, ["a", "c"])
    assert row.place(["a", "c"], [pygame.Rect(10, 0, 10, 10), pygame.Rect(30, 0, 10, 10)]) \
        == [before["a"], before["c"]]
    assert row.update(900, False, False) is None and row.update(50, True, False) is None
    assert row.update(900, False, False) is None and row.held is not None
    assert row.update(200, False, False) is not None and row.held is None
    assert not row.keep(before, ["a", "d"]) and row.held is None   # a new piece: the fan
