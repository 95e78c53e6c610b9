"""Why an action card did nothing: the reason its "has no effect" log line gives (a tester read
"WHITE FLAG has no effect: nothing it could act on." when the cards were not all colourless,
and the same words for SURPRISE with nobody at 0 tokens). No pygame.
Source: rulebook, Action Card Reference (WHITE FLAG, REVENGE, SURPRISE, TRANSFER, WASH);
rules-decisions.md, Potato Tomato (WHITE FLAG's colourless pair; SURPRISE with nobody at zero;
TRANSFER moves at most what the source holds).
"""

from __future__ import annotations

from typing import Any

from tabletop.games.potato_tomato.cards import ACTIONS, COLOURLESS
from tabletop.games.potato_tomato.rows import revealed_count, who

GENERIC = "nothing it could act on"
"""The reason of a card with no more particular one (every target was gone)."""


def _white_flag(state: dict[str, Any], fr: dict[str, Any]) -> str:
    """WHITE FLAG needs two or more cards revealed this turn, every one colourless."""
    drawn = state["drawn"]
    if len(drawn) < 2:
        return "it needs two or more colourless cards revealed this turn, and it is the only one"
    others = sorted({ACTIONS[a].colour for a in drawn if ACTIONS[a].colour != COLOURLESS})
    if others:
        return f"not every card revealed this turn is colourless ({' and '.join(others)} too)"
    return "no character is left face down"


def _revenge(state: dict[str, Any], fr: dict[str, Any]) -> str:
    """REVENGE gives as many tokens as the resolver's revealed characters."""
    return f"{who(state, fr['by'])} has no revealed character (it gives 1 per revealed one)"


REASONS = {
    "white_flag": _white_flag,
    "revenge": _revenge,
    "surprise": lambda state, fr: "nobody is at 0 burn tokens",
    "transfer": lambda state, fr: "nobody holds a burn token to take",
    "wash": lambda state, fr: "nobody holds a burn token to remove",
}
"""Effect key -> the reason it did nothing, from the state and its frame."""


def no_effect_line(state: dict[str, Any], fr: dict[str, Any]) -> str:
    """The log line of frame ``fr``'s card doing nothing: "SURPRISE has no effect: nobody is
    at 0 burn tokens." (:data:`GENERIC` for a card with no particular reason)."""
    card = ACTIONS[fr["card"]]
    reason = REASONS.get(card.effect, lambda state, fr: GENERIC)(state, fr)
    return f"{card.name} has no effect: {reason}."
