"""Helpers shared by the tiny test games (not by the real games).

The tiny games are minimal :class:`tabletop.engine.Game` subclasses that prove the decision
model covers what the five real games need (reaction windows, simultaneous secret choices,
multi-step choices, outcomes decided outside the rules, knowledge of face-down cards, teams).
None of them is a real game: their rules are made up for the tests, so they cite this package
rather than a rulebook. The hidden-information helpers they use live in
:mod:`tabletop.engine.hidden`.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine import State


def next_seat(state: State, after: int, has_cards: Callable[[int], bool]) -> int | None:
    """The first seat after ``after`` (clockwise, ``after`` itself last) for which
    ``has_cards(seat)`` is true, or None when there is none."""
    n = state["players"]
    for step in range(1, n + 1):
        seat = (after + step) % n
        if has_cards(seat):
            return seat
    return None


def seat_label(game, state: State | None, seat: int) -> str:
    """``seat``'s display name from ``state`` (``describe`` without a state: "Player N")."""
    return game.seat_name(state, seat) if state is not None else f"Player {seat + 1}"
