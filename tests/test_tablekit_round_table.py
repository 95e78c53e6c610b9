"""The kit's seats round a table in two rows (tablekit.round_table.two_rows)."""

from __future__ import annotations

import pytest

from tabletop.tablekit.round_table import seats_after, two_rows


@pytest.mark.parametrize("n, first, low, high", [
    (1, 0, [0], []),                        # one seat: the bottom row only
    (2, 1, [1], [0]),
    (4, 2, [2, 3], [1, 0]),                 # the next player sits beside, then across
    (5, 0, [0, 1, 2], [4, 3]),              # the bottom row takes the odd seat
    (6, 5, [5, 0, 1], [4, 3, 2]),
])
def test_seats_go_round_from_the_first_seat(n, first, low, high):
    assert two_rows(n, first) == (low, high)


def test_every_seat_sits_once_and_neighbours_are_next_players():
    for n in range(1, 7):
        for first in range(n):
            low, high = two_rows(n, first)
            ring = low + list(reversed(high))          # round the table
            assert sorted(ring) == list(range(n)) and ring[0] == first
            assert all(ring[i + 1] == (ring[i] + 1) % n for i in range(n - 1))


def test_the_other_seats_go_round_from_the_next_player():
    assert seats_after(4, 2) == [3, 0, 1]
    assert seats_after(1, 0) == []
    assert seats_after(3, 0) == [1, 2]
