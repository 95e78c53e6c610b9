"""Small helpers that move dice between zones of a Diced Tomatoes state, and name seats.

State zones (all lists of die ids): ``bushel`` (a bag: kept in a hidden random order, faces 0), ``rolled`` (the active
player's rolled dice not yet placed), ``passed`` (dice waiting for the next player),
``tokens[seat][k]`` (a vine, seed first) and ``tracks[seat]`` (score slots, each
``{"die", "score", "points"}``). ``values[id]`` is each die's face (0 in the bushel).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop.engine import Rng
from tabletop.games.diced_tomatoes.components import colour, die_order


def who(state: dict[str, Any], seat: int) -> str:
    """The display name of ``seat`` for log lines (``state["names"]`` or "Player N")."""
    names = state.get("names")
    return names[seat] if names and 0 <= seat < len(names) else f"Player {seat + 1}"


def return_to_bushel(state: dict[str, Any], dice: Iterable[str]) -> None:
    """Put ``dice`` back in the bushel (faces reset to 0), each at a random place in the bag's
    hidden order (a chance event drawn from the state's Rng).

    Source: rulebook, Collecting Points (the remaining dice go back to the bushel).
    """
    rng = Rng(state)
    for die in dice:
        state["values"][die] = 0
        state["bushel"].insert(rng.below(len(state["bushel"]) + 1), die)


def bushel_in_order(state: dict[str, Any]) -> list[str]:
    """The bushel's die ids sorted (red, black, gold, by number): what every seat sees."""
    return sorted(state["bushel"], key=die_order)


def vine_faces(state: dict[str, Any], vine: list[str]) -> list[int]:
    """The faces of the dice on a vine, seed first."""
    return [state["values"][d] for d in vine]


def vine_colours(vine: list[str]) -> list[str]:
    """The colours of the dice on a vine, seed first."""
    return [colour(d) for d in vine]


def all_placed_dice(state: dict[str, Any]) -> list[str]:
    """Every die id in every zone (bushel, rolled, passed, vines, score tracks), with repeats
    if a die were ever in two places (the census counts them)."""
    out = list(state["bushel"]) + list(state["rolled"]) + list(state["passed"])
    for tokens in state["tokens"]:
        for vine in tokens:
            out += vine
    for track in state["tracks"]:
        out += [slot["die"] for slot in track]
    return out
