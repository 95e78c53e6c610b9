"""Every action card's effect by key, and the frame of a card being resolved.
Source: rulebook, Action Card Reference (see the two effect modules)."""

from __future__ import annotations

from typing import Any

from tabletop.games.potato_tomato.asks import Ask
from tabletop.games.potato_tomato.cards import ACTIONS
from tabletop.games.potato_tomato.effects_cards import CARD_EFFECTS
from tabletop.games.potato_tomato.effects_tokens import TOKEN_EFFECTS, Effect

EFFECTS: dict[str, Effect] = {**TOKEN_EFFECTS, **CARD_EFFECTS}
assert {c.effect for c in ACTIONS.values()} <= set(EFFECTS)


def new_frame(card: str, by: int) -> dict[str, Any]:
    """The decision frame of action ``card`` resolved by seat ``by`` (nothing chosen yet)."""
    return {"kind": "effect", "seats": [by], "card": card, "effect": ACTIONS[card].effect,
            "by": by, "picks": [], "mode": None, "secret": None}


def effect_of(frame: dict[str, Any]) -> Effect:
    """The effect object resolving ``frame``."""
    return EFFECTS[frame["effect"]]


def ask(state: dict[str, Any], frame: dict[str, Any]) -> Ask | None:
    """What ``frame`` waits for (None: it is complete). Changes nothing."""
    return effect_of(frame).ask(state, frame)


__all__ = ["EFFECTS", "Ask", "ask", "effect_of", "new_frame"]
