"""Seats round a table in two rows, for a table that puts one panel per seat along the bottom
and along the top of the window (Diced Tomatoes): going round from the seat at the bottom left,
left to right along the bottom, then right to left along the top, so every seat's neighbour in
the row (or across the corner) is the next player. Pure arithmetic, no pygame.
"""

from __future__ import annotations


def seats_after(n: int, seat: int) -> list[int]:
    """The other seats of an ``n``-seat table in play order, from ``seat``'s left-hand
    neighbour (the next player) round to its right-hand one: ``seats_after(4, 2)`` is
    ``[3, 0, 1]``."""
    return [(seat + k) % n for k in range(1, n)]


def two_rows(n: int, first: int) -> tuple[list[int], list[int]]:
    """The seats of an ``n``-seat table (``n`` >= 1) in the bottom row and in the top row, each
    listed left to right, going round from seat ``first`` (bottom left); the bottom row holds
    ceil(n / 2) seats, the top row the rest (none for one seat). E.g. ``two_rows(4, 2)`` is
    ``([2, 3], [1, 0])``."""
    order = [(first + i) % n for i in range(n)]
    nb = (n + 1) // 2
    return order[:nb], list(reversed(order[nb:]))
