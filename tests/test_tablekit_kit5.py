"""The kit pieces that took over what the TomaToss and Diced Tomatoes tables did themselves:
kept slots, tooltip areas recorded while drawing, key caps, the card panel, a button's own
hit rect, the squeezed row and the landing glue."""

from __future__ import annotations

import pygame

from tabletop.tablekit.card_panel import beside, grid_rects
from tabletop.tablekit.key_caps import corner_caps, row_caps
from tabletop.tablekit.kept_slots import KeptSlots, filled_slots, slots_after
from tabletop.tablekit.layout_grid import squeezed_right
from tabletop.tablekit.table_button import TableButton
from tabletop.tablekit.tips import TipAreas


def _row(n):
    return [pygame.Rect(100 * i, 0, 50, 50) for i in range(n)]


def test_kept_slots_keep_places_while_pieces_leave_and_relay_when_one_comes():
    row = KeptSlots()
    assert not row.keep(["a", "b", "c"])
    assert row.rects(["a", "c"], _row) == [_row(3)[0], _row(3)[2]]   # b's slot stays empty
    assert row.keep(["c", "a"]) and row.rects(["c"], _row) == [_row(3)[2]]
    assert not row.keep(["c", "d"])                                    # a new die: laid anew
    assert row.rects(["c", "d"], _row) == _row(2)
    assert row.rects([], _row) == []


def test_like_pieces_keep_their_slots_the_taken_one_leaves_a_gap_and_a_new_row_starts_left():
    assert slots_after((0, 1, 2), True, 2, 1, 3) == (0, 2)          # the middle one was dragged
    assert slots_after((0, 2), True, 1, None, 3) == (0,)            # by key or bot: rightmost
    assert slots_after((0, 2), True, 2, None, 3) == (0, 2)          # none went
    assert slots_after((2,), False, 3, None, 3) == (0, 1, 2)        # a new turn
    assert slots_after((0, 1, 2), True, 0, 5, 3) == ()              # two went at once: anew
    assert slots_after((), False, 9, None, 3) == (0, 1, 2)
    assert filled_slots((0, 2), 2) == (0, 2) and filled_slots((0, 2), 1) == (0,)
    assert filled_slots((2,), 3) == (0, 1, 2)


def test_tips_are_found_where_drawn_by_group_and_forgotten_on_redraw():
    tips = TipAreas()
    tips.add(pygame.Rect(0, 0, 10, 10), "seat 0", group=0)
    tips.add(pygame.Rect(20, 20, 40, 10), "wide", None, group="centre")
    assert tips.at((5, 5)) == ("seat 0", (5, 0))
    assert tips.at((30, 25)) == ("wide", (30, 16))      # above the rect, at the pointer
    assert tips.at((100, 100)) is None
    tips.clear(0)
    assert tips.at((5, 5)) is None and tips.at((30, 25)) is not None
    tips.clear()
    assert tips.at((30, 25)) is None


def test_key_caps_sit_in_corners_and_over_the_visible_strip_of_each_card():
    (label, cap), = corner_caps("Q", [pygame.Rect(0, 0, 100, 40)], 14)
    assert label == "Q" and cap.topright == (96, 4) and cap.size == (24, 22)
    low = corner_caps("12", [pygame.Rect(0, 0, 100, 40), pygame.Rect(200, 0, 50, 40)], 14,
                      "bottomleft", (3, 2))
    assert [(k, r.bottomleft) for k, r in low] == [("1", (3, 38)), ("2", (203, 38))]
    cards = [pygame.Rect(30 * i, 100, 60, 80) for i in range(12)]
    caps = row_caps(cards, 14)
    assert [c[0] for c in caps] == [str(i) for i in range(1, 10)]      # at most 9
    assert all(r.bottom == 97 for _, r in caps)
    assert all(not a.colliderect(b) for i, (_, a) in enumerate(caps) for _, b in caps[i + 1:])


def test_card_panel_rows_never_overlap_and_the_panel_goes_beside_its_box():
    rects = grid_rects(5, (40, 60), 150, 30)
    assert all(r.right <= 150 for r in rects) and rects[0].y == 30
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    bounds, panel = pygame.Rect(0, 0, 800, 600), pygame.Surface((200, 100))
    assert beside(panel, pygame.Rect(100, 10, 300, 80), 250, bounds).midtop == (250, 94)
    low = beside(panel, pygame.Rect(100, 500, 300, 80), 780, bounds)
    assert low.bottom == 496 and bounds.contains(low)


def test_a_button_takes_presses_on_its_rect_only_while_enabled():
    b = TableButton(pygame.Rect(10, 10, 100, 40), "Quick")
    assert b.hit((50, 20)) and not b.hit((5, 5))
    assert not TableButton(pygame.Rect(0, 0, 10, 10), "x", enabled=False).hit((5, 5))


def test_squeezed_right_stands_right_aligned_and_overlaps_when_crowded():
    area = pygame.Rect(0, 0, 60, 20)
    assert squeezed_right(area, 0) == []
    assert squeezed_right(area, 2) == [pygame.Rect(18, 0, 20, 20), pygame.Rect(40, 0, 20, 20)]
    crowded = squeezed_right(area, 6)
    assert crowded[-1].right == 60 and crowded[0].x >= 0 and crowded[1].x - crowded[0].x == 8
