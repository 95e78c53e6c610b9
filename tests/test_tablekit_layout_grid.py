"""The table kit's layout helpers (tabletop/tablekit/layout_grid.py) on made-up rects."""

from __future__ import annotations

import pygame
import pytest

from tabletop.tablekit.layout_grid import (CENTRE, END, START, anchor, columns, overlapped,
                                           pack, spaced, stack, steps)


def test_spaced_centres_the_group_and_overflows_evenly():
    assert spaced(10, 100, 3, 20, 5) == [25, 50, 75]        # 70 wide, 15 free each side
    assert spaced(0, 10, 2, 10, 0) == [-5, 5]               # too wide: both ends stick out
    assert spaced(0, 100, 0, 10, 5) == []


def test_steps_lay_boxes_one_after_another_and_need_a_gap_between_each_two():
    assert steps(100, [30, 10, 10, 30], [2, 5, 2]) == [100, 132, 147, 159]
    assert steps(7, [4], []) == [7] and steps(7, [], []) == []
    with pytest.raises(ValueError):
        steps(0, [1, 2, 3], [1])


def test_anchor_places_a_box_at_the_start_end_or_centre_of_each_axis():
    cell = pygame.Rect(10, 20, 11, 30)
    assert anchor(cell, (4, 10)) == pygame.Rect(13, 30, 4, 10)           # (11-4)//2 = 3
    assert anchor(cell, (4, 10), START, END) == pygame.Rect(10, 40, 4, 10)
    assert anchor(cell, (4, 10), END, START) == pygame.Rect(17, 20, 4, 10)
    assert anchor(cell, (4, 10), CENTRE, CENTRE) == anchor(cell, (4, 10))
    with pytest.raises(ValueError):
        anchor(cell, (4, 10), "middle")


def test_pack_lines_boxes_up_with_their_gaps_each_centred_in_the_row():
    chip, count, minus = pack(5, 100, 20, [(10, 10), (30, 20), (10, 10)], [4, 2])
    assert chip == pygame.Rect(5, 105, 10, 10)
    assert count == pygame.Rect(19, 100, 30, 20)
    assert minus == pygame.Rect(51, 105, 10, 10)


def test_overlapped_rows_centre_on_the_line_and_keep_their_step():
    rects = overlapped(3, (10, 14), 50, 8, 5.5)
    assert [r.x for r in rects] == [round(39.5), round(45.0), round(50.5)]
    assert all(r.size == (10, 14) and r.y == 8 for r in rects)
    assert overlapped(0, (10, 14), 50, 8, 5) == []


def test_columns_split_by_widths_with_one_taking_the_rest():
    left, mid, right = columns(pygame.Rect(0, 5, 100, 40), [30, None, 30])
    assert (left.x, left.width, mid.x, mid.width, right.x, right.right) == (0, 30, 30, 40, 70, 100)
    assert all(r.y == 5 and r.height == 40 for r in (left, mid, right))
    with pytest.raises(ValueError):
        columns(pygame.Rect(0, 0, 10, 10), [None, None])


def test_stack_puts_full_width_rects_one_under_the_other():
    prompt, tray, buttons = stack(10, 100, 50, [20, 40, 15], [3, 6])
    assert prompt == pygame.Rect(10, 100, 50, 20)
    assert tray == pygame.Rect(10, 123, 50, 40)
    assert buttons == pygame.Rect(10, 169, 50, 15)
