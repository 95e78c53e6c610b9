"""Diced Tomatoes actions in plain words, and why an action is refused."""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action
from tabletop.games.diced_tomatoes.components import VINE_FULL, colour
from tabletop.games.diced_tomatoes.karma import COSTS
from tabletop.games.diced_tomatoes.vines import can_seed
from tabletop.games.diced_tomatoes.zones import who


def dice_count(n: int) -> str:
    """``1`` -> ``"1 die"``, ``3`` -> ``"3 dice"``."""
    return f"{n} die" if n == 1 else f"{n} dice"


def _die_text(die: Any, state: dict[str, Any] | None) -> str:
    """"the red 6" when the state knows the die's face, else "die r18"."""
    values = (state or {}).get("values")
    if isinstance(die, str) and isinstance(values, dict) and values.get(die):
        try:
            return f"the {colour(die)} {values[die]}"
        except (KeyError, IndexError):
            pass
    return f"die {die}"


def _owner_text(owner: Any, state: dict[str, Any] | None) -> str:
    """"Ben's" with a state that names the seats, else "Player 2's"."""
    if not isinstance(owner, int):
        return f"Player {owner}'s"
    return f"{who(state, owner)}'s" if state is not None else f"Player {owner + 1}'s"


def describe(action: Action, state: dict[str, Any] | None = None) -> str:
    """The action in plain words, e.g. "take 2 red and 1 black dice and roll".

    Without ``state``: dice by id and seats by number ("place die r3 on Player 2's token 1");
    with the state the action is played in: colours, faces and names ("place the red 6 on
    Ben's token 1"). Never raises for a malformed action.
    """
    if action.kind == "take":
        if action.get("blind"):
            return "draw dice blind from the bushel"
        parts = [f"{action[c]} {c}" for c in ("red", "black", "gold") if action.get(c)]
        total = sum(action.get(c) or 0 for c in ("red", "black", "gold")
                    if isinstance(action.get(c), int))
        noun = "die" if total == 1 else "dice"
        return "take " + (" and ".join(parts) if parts else "no new") + f" {noun} and roll"
    if action.kind == "place":
        token = action.get("token")
        number = token + 1 if isinstance(token, int) else "?"
        return (f"place {_die_text(action.get('die'), state)} on "
                f"{_owner_text(action.get('owner'), state)} token {number}")
    if action.kind == "end_turn":
        return "end the turn"
    spend = action.get("spend")
    cost = COSTS.get(spend, "?")
    if spend == "clean":
        token = action.get("token")
        number = token + 1 if isinstance(token, int) else "?"
        return (f"spend {cost} karma to clean {_owner_text(action.get('owner'), state)} "
                f"token {number}")
    to = f" to {action['value']}" if action.get("value") is not None else ""
    return f"spend {cost} karma to {spend} {_die_text(action.get('die'), state)}{to}"


def explain(state: dict[str, Any], action: Action) -> str:
    """Why a place, take or karma action of the right kind is not legal here, naming its source
    in player words: "(rulebook: <section>)" for the Diced Tomatoes rulebook, "(edition
    decision)" for rules-decisions.md, Diced Tomatoes, "(our reading)" for
    docs/rules/diced_tomatoes.md."""
    if action.kind == "place":
        die, owner, token = action.get("die"), action.get("owner"), action.get("token")
        if die not in state["rolled"]:
            return "that die is not among your rolled dice (rulebook: Player Turn)."
        if not isinstance(owner, int) or not 0 <= owner < state["players"] or token not in (0, 1, 2):
            return "there is no such tomato token: each player has 3 (rulebook: Setup)."
        vine = state["tokens"][owner][token]
        if not vine and not can_seed(colour(die)):
            return "black and gold dice cannot be seed dice (rulebook: Black Dice)."
        if len(vine) == VINE_FULL - 1 and len(state["tracks"][owner]) >= 6:
            return "that player has no free score slot for this harvest (our reading)."
        return "the vine must stay a set or a run (rulebook: Dice Placement Rules)."
    if action.kind == "take":
        if state["options"]["blind_draw"]:
            return "with blind draw the dice come out at random, not by colour (edition decision)."
        # Source: rules-decisions.md, Diced Tomatoes (the player chooses the colours).
        return ("choose the colours of 3 dice (or all that are left) that the bushel holds "
                "(edition decision).")
    if action.kind == "karma":
        return _explain_spend(state, action)
    return ""


def _explain_spend(state: dict[str, Any], action: Action) -> str:
    """Why a karma spend is refused. Source: rulebook, Karma; rules-decisions.md, Diced
    Tomatoes (shift by one within 1-6, rolled dice only except cleaning)."""
    spend, have = action.get("spend"), state["karma"][action.seat]
    if spend not in COSTS:
        return "karma buys a re-roll, shift, clean, roll over, flip or set (rulebook: Karma)."
    if COSTS[spend] > have:
        return f"that costs {COSTS[spend]} karma and you have {have} (rulebook: Karma)."
    if spend == "clean":
        return "only a vine on a tomato token can be cleaned (rulebook: Karma)."
    if action.get("die") not in state["rolled"]:
        return "karma changes only your rolled dice, or cleans a vine (rulebook: Karma)."
    if spend == "rollover":
        return "a roll over turns only a 1 into a 6 or a 6 into a 1 (rulebook: Karma)."
    if spend == "shift":
        return "a shift moves the die one pip up or down, within 1 to 6 (edition decision)."
    if spend == "set":
        return "set the die to another face, 1 to 6 (rulebook: Karma)."
    return f"a {spend} takes only the die (rulebook: Karma)."
