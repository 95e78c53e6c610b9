"""Points: the score track, the 6th-tomato bonus, unused karma, red dice on unfinished vines,
and the solo goal.

Source: rulebook, Collecting Points, Winner, Single Player Mode; rules-decisions.md, Diced
Tomatoes (final score formula, ties stand).
"""

from __future__ import annotations

from typing import Any

from tabletop.games.diced_tomatoes.components import (KARMA_PER_POINT, RED_DICE_PER_POINT,
                                                       SCORE_SLOTS, SIXTH_TOMATO_BONUS)
from tabletop.games.diced_tomatoes.vines import red_count
from tabletop.games.diced_tomatoes.zones import vine_colours


def breakdown(state: dict[str, Any], seat: int) -> dict[str, int]:
    """The points of ``seat`` by source: ``track`` (score slots, slot bonuses included),
    ``sixth`` (2 for the first 6th tomato), ``karma`` (unused karma / 2, rounded down),
    ``vines`` (red dice on their own unfinished vines / 3, rounded down) and ``total``.
    Running totals before the game ends."""
    reds = sum(red_count(vine_colours(vine)) for vine in state["tokens"][seat])
    parts = {
        "track": sum(slot["points"] for slot in state["tracks"][seat]),
        "sixth": SIXTH_TOMATO_BONUS if state["sixth_first"] == seat else 0,
        "karma": state["karma"][seat] // KARMA_PER_POINT,
        "vines": reds // RED_DICE_PER_POINT,
    }
    parts["total"] = sum(parts.values())
    return parts


def solo_matches(state: dict[str, Any]) -> int:
    """Solo victory points: harvested tomatoes whose score equals their slot number.

    Source: rulebook, Single Player Mode (each matching score is a victory point).
    """
    return sum(1 for i, slot in enumerate(state["tracks"][0]) if slot["score"] == i + 1)


def solo_won(state: dict[str, Any]) -> bool:
    """True when the solo player has harvested all 6 tomatoes (the goal); running out of dice
    first is a loss. Source: rulebook, Single Player Mode."""
    return len(state["tracks"][0]) == SCORE_SLOTS


def scores(state: dict[str, Any]) -> list[int]:
    """Points per seat: the breakdown totals, or in solo the number of slot matches."""
    if state["players"] == 1:
        return [solo_matches(state)]
    return [breakdown(state, s)["total"] for s in range(state["players"])]
