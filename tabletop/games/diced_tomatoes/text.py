"""Diced Tomatoes actions in plain words, and why an action is refused."""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action
from tabletop.games.diced_tomatoes.components import VINE_FULL, colour
from tabletop.games.diced_tomatoes.karma import COSTS
from tabletop.games.diced_tomatoes.vines import can_seed


def describe(action: Action) -> str:
    """The action in plain words, e.g. "take 2 red and 1 black dice"."""
    if action.kind == "take":
        if action.get("blind"):
            return "draw dice blind from the bushel"
        parts = [f"{action[c]} {c}" for c in ("red", "black", "gold") if action.get(c)]
        return "take " + (" and ".join(parts) if parts else "no new") + " dice and roll"
    if action.kind == "place":
        return (f"place die {action['die']} on Player {action['owner'] + 1}'s "
                f"token {action['token'] + 1}")
    if action.kind == "end_turn":
        return "end the turn"
    spend = action["spend"]
    cost = COSTS.get(spend, "?")
    if spend == "clean":
        return f"spend {cost} karma to clean Player {action['owner'] + 1}'s token {action['token'] + 1}"
    to = f" to {action['value']}" if action.get("value") is not None else ""
    return f"spend {cost} karma to {spend} die {action['die']}{to}"


def explain(state: dict[str, Any], action: Action) -> str:
    """Why a place or karma action of the right kind is not legal here (rulebook section)."""
    if action.kind == "place":
        die, owner, token = action.get("die"), action.get("owner"), action.get("token")
        if die not in state["rolled"]:
            return "that die is not among your rolled dice."
        if not isinstance(owner, int) or not 0 <= owner < state["players"] or token not in (0, 1, 2):
            return "there is no such tomato token."
        vine = state["tokens"][owner][token]
        if not vine and not can_seed(colour(die)):
            return "black and gold dice cannot be seed dice (rulebook, Black Dice)."
        if len(vine) == VINE_FULL - 1 and len(state["tracks"][owner]) >= 6:
            return "that player has no free score slot for this harvest."
        return "the vine must stay a set or a run (rulebook, Dice Placement Rules)."
    if action.kind == "take":
        return ("choose the colours of 3 dice (or all that are left) that the bushel holds "
                "(rules-decisions.md, Diced Tomatoes).")
    if action.kind == "karma":
        cost = COSTS.get(action.get("spend"), 0)
        if cost > state["karma"][action.seat]:
            return f"that costs {cost} karma and you have {state['karma'][action.seat]} (rulebook, Karma)."
        return "karma changes only your rolled dice, or cleans a vine (rulebook, Karma)."
    return ""
