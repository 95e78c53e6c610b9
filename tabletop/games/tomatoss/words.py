"""TomaToss actions and refusals in plain words (for the log, the table and error messages).

Refusal reasons are read by players: they name their source in player words, "(rulebook:
<section>)" for the TomaToss rulebook, "(edition decision)" for rules-decisions.md, TomaToss, and
"(our reading)" for docs/rules/tomatoss.md; the comments beside them give the file.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action
from tabletop.games.tomatoss.components import HAND_LIMIT, SPACES, TARGETS
from tabletop.games.tomatoss.conditions import hopeless, met
from tabletop.games.tomatoss.zones import can_draw


def values_text(values: list[int] | tuple[int, ...]) -> str:
    """``[3, 5]`` -> ``"3 and 5"``; ``[3, 3, 5]`` -> ``"3, 3 and 5"``; ``[]`` -> ``"nothing"``."""
    words = [str(v) for v in values]
    if not words:
        return "nothing"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def describe_action(action: Action, state: dict[str, Any] | None = None) -> str:
    """A TomaToss action as a verb phrase: "pick up the card on pick-up space 2",
    "toss 3 and 5 at target 1", "quick toss no cards at target 3", "discard 3 and 3",
    "place a tomato token with no effect".

    With the ``state`` it is played in, it also names what lies there: "pick up the 5 on
    pick-up space 2", "toss 3 and 3 at target 1 (exactly 2 cards of the same value)". Never
    raises, even for a malformed action or a state that does not match it.
    """
    kind = action.kind
    space = action.get("space")
    number = space + 1 if _space_ok(action) else "?"
    if kind == "pick_up":
        card = _at(state, "pickup", action)
        what = "the card" if card is None else f"the {card}"
        return f"pick up {what} on pick-up space {number}"
    if kind in ("toss", "quick_toss"):
        values = _values(action)
        what = values_text(values) if values else "no cards"
        verb = "toss" if kind == "toss" else "quick toss"
        target = _at(state, "targets", action)
        aim = "" if target is None or not 0 <= target < len(TARGETS) \
            else f" ({TARGETS[target].text[:1].lower()}{TARGETS[target].text[1:]})"
        return f"{verb} {what} at target {number}{aim}"
    if kind == "discard":
        return f"discard {values_text(_values(action) or [])}"
    if kind == "no_effect":
        return "place a tomato token with no effect"
    return str(action)


def _at(state: dict[str, Any] | None, key: str, action: Action) -> Any:
    """What ``state[key]`` holds at the action's space (None when unknown)."""
    if state is None or not _space_ok(action):
        return None
    row = state.get(key)
    if not isinstance(row, list) or action["space"] >= len(row):
        return None
    item = row[action["space"]]
    return item if isinstance(item, int) and not isinstance(item, bool) else None


def _space_ok(action: Action) -> bool:
    space = action.get("space")
    return isinstance(space, int) and not isinstance(space, bool) and 0 <= space < SPACES


def _values(action: Action) -> list[int] | None:
    values = action.get("values")
    if not isinstance(values, tuple) or not all(isinstance(v, int) for v in values):
        return None
    return list(values)


def _holds(hand: list[int], values: list[int]) -> bool:
    return all(hand.count(v) >= values.count(v) for v in set(values))


def explain(state: dict[str, Any], action: Action) -> str:
    """Why ``action`` (of the right kind for the decision) is not legal now, with the rule."""
    hand = state["hands"][action.seat]
    kind = action.kind
    if kind == "no_effect":
        # Source: rules-decisions.md, TomaToss (a placement with no possible effect).
        return ("a token may be placed with no effect only when no pick-up, toss or quick toss "
                "is possible (edition decision).")
    if kind == "discard":
        values = _values(action)
        excess = len(hand) - HAND_LIMIT
        if values is None or len(values) != excess:
            # Source: TomaToss rulebook, Hand limit.
            return (f"discard exactly {excess} card{'s' if excess != 1 else ''} to keep "
                    f"{HAND_LIMIT} (rulebook: Hand limit).")
        if not _holds(hand, values):
            return "you do not hold those cards."
        return "list the discarded values in increasing order."
    if not _space_ok(action):
        return f"there are {SPACES} spaces of each kind, numbered 1 to {SPACES}."
    space = action["space"]
    if kind == "pick_up":
        if state["pickup"][space] is None:
            # Source: rules-decisions.md, TomaToss (deck and discard pile both empty).
            return (f"pick-up space {space + 1} is empty until a tomato card is discarded: "
                    f"the deck and the discard pile are both empty.")
        return "that pick-up is not possible now."
    values = _values(action)
    if values is None:
        return "name the tomato card values to play."
    if state["targets"][space] is None:
        # Source: TomaToss rulebook, Game End.
        return f"toss space {space + 1} has no target left (rulebook: Game End)."
    if not _holds(hand, values):
        return "you do not hold those cards."
    if values != sorted(values):
        return "list the played values in increasing order."
    target = TARGETS[state["targets"][space]]
    if kind == "toss":
        if not met(target.type, tuple(values)):
            # Source: TomaToss rulebook, Toss; rules-decisions.md, TomaToss (exact tosses).
            return (f"the target needs: {target.text.lower()}; a toss plays exactly such cards "
                    f"(rulebook: Toss; edition decision).")
        return "that toss is not possible now."
    if state["options"].get("forbid_hopeless") and hopeless(target.type, tuple(values),
                                                            can_draw(state)):
        # Source: rules-decisions.md, TomaToss (the forbid_hopeless option).
        return ("that quick toss cannot succeed whatever is revealed, and hopeless quick "
                "tosses are off in this game's options (edition decision).")
    return "that quick toss is not possible now."
