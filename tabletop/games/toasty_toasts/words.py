"""Toasty Toasts in plain words: card and Toast names, actions as a seat may read them.

Refusal reasons (:mod:`tabletop.games.toasty_toasts.refusals`) and these texts are read by
players, so they use the cards' own names and never a file name.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action
from tabletop.games.toasty_toasts.components import CARD, NAMES

State = dict[str, Any]


def seat_name(state: State | None, seat: int) -> str:
    """The seat's display name (``state["names"]`` or "Player N"), as the engine names it."""
    names = state.get("names") if state else None
    if names and 0 <= seat < len(names):
        return names[seat]
    return f"Player {seat + 1}"


def card_name(card: Any) -> str:
    """``"peanut_butter_3"`` -> ``"Peanut Butter"``; ``"menu_change_left"`` -> ``"Menu Change
    (left)"``; anything else -> ``"a card"`` (never raises)."""
    spec = CARD.get(card) if isinstance(card, str) else None
    if spec is None:
        return "a card"
    return f"{spec.name} ({spec.direction})" if spec.direction else spec.name


def card_list(cards: list[str] | tuple[str, ...]) -> str:
    """``["egg_1", "bacon_2"]`` -> ``"Egg and Bacon"``; ``[]`` -> ``"nothing"``."""
    words = [card_name(c) for c in cards]
    if not words:
        return "nothing"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def toast_name(state: State | None, base: Any, viewer: int | None = None,
               actor: int | None = None) -> str:
    """A Toast as players call it: "Ben's Toast 2" (its place in front of Ben), "your Toast 1"
    for the viewer's own, "their Toast 1" for the ``actor``'s own (in a sentence naming the
    actor), "a Toast" without the state or for an unknown base."""
    if state is not None and isinstance(base, str):
        for seat, row in enumerate(state.get("toasts", [])):
            for i, toast in enumerate(row):
                if toast["base"] == base:
                    owner = ("your" if seat == viewer else "their" if seat == actor
                             else f"{seat_name(state, seat)}'s")
                    return f"{owner} Toast {i + 1}"
    return "a Toast"


def _cards(action: Action, key: str) -> list[str]:
    value = action.get(key)
    return [c for c in value if isinstance(c, str)] if isinstance(value, tuple) else []


def describe_action(action: Action, viewer: int | None, state: State | None = None) -> str:
    """An action as a verb phrase for ``viewer``: "put Banana on Ana's Toast 2", "play Trash
    Toast", "steal 2 cards from Ben". A Trash Toast pick is secret until every pick is in, so
    only its own seat reads which topping it names. Never raises."""
    kind = action.kind
    card = action.get("card")
    where = toast_name(state, action.get("toast"), viewer)
    if kind == "topping":
        return f"put {card_name(card)} on {where}"
    if kind == "two_toppings":
        return f"put {card_list(_cards(action, 'cards'))} on {where} (one play)"
    if kind == "plain_base":
        return "play a Plain Toast as a new Toast"
    if kind == "sandwich":
        return f"close {where} as a Sandwich with a Plain Toast (two plays)"
    if kind == "trade":
        return f"discard {card_list(_cards(action, 'cards'))} to take a Base Toast"
    if kind == "action":
        return f"play {card_name(card)}"
    if kind == "done":
        return "end your plays"
    if kind == "discard":
        return f"discard {card_name(card)} at the hand check"
    if kind == "trash":
        if viewer is not None and viewer == action.seat:
            return f"trash {card_name(action.get('topping'))} from {_topping_toast(state, action, viewer)}"
        return "choose a topping to trash (secret until everyone has chosen)"
    if kind == "steal":
        victims = [v for v in (action.get("victims") or ()) if isinstance(v, int)]
        if len(victims) == 1:
            return f"steal 2 cards from {seat_name(state, victims[0])}"
        if len(victims) == 2:
            return (f"steal a card from {seat_name(state, victims[0])} and one from "
                    f"{seat_name(state, victims[1])}")
        return "steal nothing"
    if kind == "toast_toasted":
        return f"send every topping on {where} to the discard pile"
    if kind == "pantry_raid":
        return (f"move {card_name(action.get('topping'))} from "
                f"{_topping_toast(state, action, viewer)} onto {where}")
    return str(action)


def _topping_toast(state: State | None, action: Action, viewer: int | None) -> str:
    topping = action.get("topping")
    if state is not None:
        for row in state.get("toasts", []):
            for toast in row:
                if topping in toast["toppings"]:
                    return toast_name(state, toast["base"], viewer)
    return "a Toast"


__all__ = ["seat_name", "card_name", "card_list", "toast_name", "describe_action", "NAMES"]
