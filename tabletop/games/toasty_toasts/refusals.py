"""Why a Toasty Toasts action is not legal now, in player words.

Players read these, so each names its source in player words: "(rulebook: <section>)" for the
Toasty Toasts rulebook, "(edition decision)" for rules-decisions.md, Toasty Toasts, "(our
reading)" for docs/rules/toasty_toasts.md; the comments beside them give the file. The engine
has already answered "not your decision" and "not that kind of choice now".
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action
from tabletop.games.toasty_toasts.components import FAMILY, KIND, SANDWICH_PLAYS
from tabletop.games.toasty_toasts.moves import open_toasts, raid_moves, toasted_targets
from tabletop.games.toasty_toasts.toasts import can_hold, find_toast, find_topping, kinds_fit
from tabletop.games.toasty_toasts.words import card_name

State = dict[str, Any]


def _str(action: Action, key: str) -> str | None:
    value = action.get(key)
    return value if isinstance(value, str) else None


def _toast(state: State, action: Action) -> dict[str, Any] | None:
    base = _str(action, "toast")
    where = find_toast(state["toasts"], base) if base else None
    return None if where is None else state["toasts"][where[0]][where[1]]


def explain(state: State, action: Action, limit: int) -> str:
    """The one-line reason ``action`` (of a kind the decision takes) is refused."""
    seat, kind = action.seat, action.kind
    hand = state["hands"][seat]
    if kind in ("topping", "two_toppings", "plain_base", "sandwich", "action", "discard"):
        cards = [_str(action, "card")] if kind != "two_toppings" else list(action.get("cards") or ())
        if not cards or any(c not in hand for c in cards):
            return "you do not hold that card."
    if kind in ("topping", "two_toppings"):
        return _explain_toppings(state, action, seat)
    if kind == "sandwich":
        toast = _toast(state, action)
        if FAMILY.get(action.get("card")) != "plain":
            return "only a Plain Toast closes a Sandwich (rulebook: Plain Toast Cards)."
        if state["plays_left"] < SANDWICH_PLAYS:
            # Source: rulebook, Plain Toast Cards; rules-decisions.md (2 plays in one turn).
            return ("a Sandwich costs 2 plays and you have only 1 left this turn "
                    "(rulebook: Plain Toast Cards).")
        if toast is None or toast not in state["toasts"][seat]:
            return "close one of your own Toasts."
        return "that Toast is already a Sandwich (rulebook: Plain Toast Cards)."
    if kind == "plain_base":
        return "only a Plain Toast can be played as a new Toast (rulebook: Plain Toast Cards)."
    if kind == "trade":
        if state["traded"]:
            return "you may trade for a Base Toast only once a turn (rulebook: Trading for Base Toasts)."
        if not state["base_pile"]:
            # Source: rules-decisions.md, Toasty Toasts (impossible when the pile is empty).
            return "the Base Toast pile is empty (edition decision)."
        return "discard exactly 2 different cards from your hand (rulebook: Trading for Base Toasts)."
    if kind == "action":
        return _explain_action(state, action)
    if kind == "discard":
        return f"discard cards from your hand until you hold {limit} (rulebook: Player Turns)."
    return _explain_target(state, action)


def _explain_toppings(state: State, action: Action, seat: int) -> str:
    cards = [_str(action, "card")] if action.kind == "topping" else list(action.get("cards") or ())
    if any(FAMILY.get(c) != "topping" for c in cards) or len(cards) not in (1, 2):
        return "only topping cards go on a Toast (rulebook: Topping Cards)."
    if len(cards) == 2 and not kinds_fit(KIND[c] for c in cards):
        # Source: rulebook, Topping Cards (2 that match or combo for 1 play).
        return ("two toppings for one play must match or form a combo "
                "(rulebook: Topping Cards).")
    toast = _toast(state, action)
    if toast is None or toast not in state["toasts"][seat]:
        return "put toppings on one of your own Toasts (rulebook: Topping Cards)."
    if toast["lid"] is not None:
        return "a Sandwich takes no more toppings (rulebook: Plain Toast Cards)."
    if not can_hold(toast, cards):
        # Source: rules-decisions.md (one kind or one combo pair per Toast).
        return ("a Toast holds one kind of topping, or the two halves of one combo, like "
                "Avocado and Tomato (rulebook: Topping Cards; edition decision).")
    return "list the two toppings in order."


def _explain_action(state: State, action: Action) -> str:
    card = _str(action, "card")
    if FAMILY.get(card) != "action":
        return "that is not an action card."
    if KIND[card] == "pantry_raid" and not raid_moves(state, action.seat):
        # Source: rules-decisions.md (Pantry Raid unplayable with no destination).
        return ("Pantry Raid needs a topping on an open Toast that one of your open Toasts can "
                "hold (rulebook: Action Cards; edition decision).")
    if KIND[card] == "toast_toasted" and not toasted_targets(state):
        # Source: docs/rules/toasty_toasts.md.
        return "Toast Toasted needs an open Toast with a topping on it (our reading)."
    return "that card cannot be played now."


def _explain_target(state: State, action: Action) -> str:
    kind, seat = action.kind, action.seat
    if kind == "trash":
        topping = _str(action, "topping")
        where = find_topping(state["toasts"], topping) if topping else None
        if where is None or where[0] != seat:
            return "choose a topping on one of your own Toasts (rulebook: Action Cards)."
        return "Sandwiches are immune to action cards (rulebook: Plain Toast Cards)."
    if kind == "steal":
        return ("steal 2 cards from one player, or 1 each from two players, who hold cards "
                "(rulebook: Action Cards).")
    if kind == "toast_toasted":
        toast = _toast(state, action)
        if toast is not None and toast["lid"] is not None:
            return "Sandwiches are immune to action cards (rulebook: Plain Toast Cards)."
        return "choose an open Toast with a topping on it (our reading)."
    if kind == "pantry_raid":
        toast = _toast(state, action)
        if toast is None or toast not in open_toasts(state, seat):
            return "the topping must go onto one of your open Toasts (rulebook: Action Cards)."
        topping = _str(action, "topping")
        where = find_topping(state["toasts"], topping) if topping else None
        if where is not None and state["toasts"][where[0]][where[1]]["lid"] is not None:
            return "Sandwiches are immune to action cards (rulebook: Plain Toast Cards)."
        return (f"that Toast cannot hold {card_name(topping)} (rulebook: Action Cards, Topping "
                f"Cards).")
    return "that move breaks the rules here."
