"""Potato Tomato actions in plain words (``describe``) and why one is refused (``explain``).

Texts name seats and cards but never a face the reader may not know: a hand shape or an
OVERVIEW pick still secret is described to the others without what was chosen. Refusals end
with their source in player words: "(rulebook: <section>)", "(edition decision)" or
"(our reading)".
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action
from tabletop.games.potato_tomato.card_words import CHOICE_WORDS
from tabletop.games.potato_tomato.cards import ACTIONS
from tabletop.games.potato_tomato.rows import neighbour, who
from tabletop.engine import top_frame

State = dict[str, Any]


def _frame_card(state: State | None) -> str:
    frame = top_frame(state) if state is not None else None
    return ACTIONS[frame["card"]].name if frame and frame.get("card") else ""


def _secret_pick(state: State | None) -> bool:
    frame = top_frame(state) if state is not None else None
    return bool(frame and frame.get("effect") in ("overview", "rps") and frame.get("secret"))


def _effect_words(state: State | None, choice: str) -> str:
    """What the "basic" or "bonus" effect of the card being resolved does."""
    frame = top_frame(state) if state is not None else None
    words = CHOICE_WORDS.get(frame.get("effect", "")) if frame else None
    if words is None:
        return "the first effect" if choice == "basic" else "the effect its condition allows"
    return words[0] if choice == "basic" else words[1]


def describe(game, action: Action, viewer: int | None, state: State | None) -> str:
    """See :meth:`PotatoTomato.describe`."""
    name = (lambda s: game.seat_name(state, s)) if state is not None else (
        lambda s: f"Player {s + 1}")
    kind, card = action.kind, _frame_card(state)
    prefix = f"{card}: " if card else ""
    try:
        if kind == "draw":
            return "draw an action card"
        if kind == "stop":
            return "say STOP"
        if kind == "resolve":
            return f"resolve {ACTIONS[action['card']].name}"
        if kind == "shape":
            return f"show {action['shape']}" if viewer == action.seat else "choose a hand in secret"
        if kind == "card" and _secret_pick(state) and viewer != action.seat:
            return f"{prefix}pick a card to look at in secret"
        if kind == "card":
            return f"{prefix}{name(action['player'])}'s card {action['slot'] + 1}"
        if kind == "player":
            return f"{prefix}{name(action['player'])}"
        if kind == "side":
            return f"{prefix}the player on the {action['side']}"
        if kind == "effect":
            return f"{prefix}{_effect_words(state, action['choice'])}"
        if kind == "swap":
            return f"{prefix}swap the two cards"
        if kind == "no_swap":
            return f"{prefix}swap nothing"
        if kind == "slowest":
            return f"{name(action['player'])} slapped last"
        if kind == "reveal":
            return f"reveal {name(action['player'])}'s card {action['slot'] + 1}"
    except (KeyError, TypeError, IndexError):
        pass
    return str(action)


_PLAYER_RULES = {
    "surprise": "SURPRISE only reaches a player with no burn token (rulebook: SURPRISE)",
    "wash": "that player has no burn token to remove (rulebook: WASH)",
    "bdsm": "that player has no burn token to remove (rulebook: BDSM)",
    "paw": "PAW gives only to your left or right neighbour (rulebook: PAW)",
    "transfer": "TRANSFER takes from a player who holds burn tokens and gives them to another "
                "player (rulebook: TRANSFER; edition decision)",
    "siphon": "SIPHON swaps the burn tokens of two different players (rulebook: SIPHON)",
    "wildlife": "WILDLIFE's bonus gives to two different other players, never you "
                "(rulebook: WILDLIFE)",
    "rps": "Rock-Paper-Scissors is played with another player (rulebook: ROCK-PAPER-SCISSOR)",
    "peel": "PEEL looks at another player's cards; your own you may see at any time "
            "(our reading)",
    "share": "SHARE is with another player (rulebook: SHARE)",
}


def explain(game, state: State, action: Action) -> str:
    """Why ``action`` (of a kind asked now) is refused, in player words with its source."""
    frame = top_frame(state)
    kind = action.kind
    if kind == "resolve":
        return ("that action card is not face up waiting to be resolved (rulebook: Action "
                "Phase)")
    if kind == "reveal":
        return "pick one of that player's face-down cards (rulebook: Revealing a Character Card)"
    if frame is None:
        return ""
    effect = frame.get("effect", "")
    if kind == "card":
        p, i = action.args and dict(action.args).get("player"), dict(action.args).get("slot")
        if not (isinstance(p, int) and 0 <= p < state["players"] and isinstance(i, int)
                and 0 <= i < 5):
            return "there is no such card on the table"
        if state["up"][p][i]:
            return "revealed characters cannot be affected by action cards (rulebook: Action Phase)"
        if effect == "overview" and frame.get("picks"):   # name the one neighbour allowed
            side = frame["picks"][0]["side"]
            source = neighbour(state, action.seat, side)
            return (f"OVERVIEW: pick a card of {who(state, source)}, your {side} "
                    f"(rulebook: OVERVIEW)")
        if p == action.seat or p == frame.get("by"):
            return (f"{ACTIONS[frame['card']].name} asks for another player's card here "
                    f"(rulebook: {ACTIONS[frame['card']].name})")
        return (f"{ACTIONS[frame['card']].name} cannot take that card now "
                f"(rulebook: {ACTIONS[frame['card']].name})")
    if kind == "player":
        return _PLAYER_RULES.get(effect, "choose one of the players offered (rulebook: Action "
                                         "Card Reference)")
    if kind == "swap":
        return ("MIX & MATCH swaps only a potato with a tomato (our reading of \"from the other "
                "team\")")
    return "that choice is not offered now (rulebook: Action Card Reference)"
