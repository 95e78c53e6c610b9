"""Potato Tomato state checks: component census, rule invariants, structural validation."""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop.engine import BadState, check_frames, check_knowledge
from tabletop.games.potato_tomato.cards import (ACTIONS, BURN_TOKENS, DECKS, REVEAL_AT, SLOTS,
                                                characters)

State = dict[str, Any]
KEYS = ("rows", "up", "box", "tokens", "supply", "known", "deck", "drawn", "resolved",
        "current", "turn", "phase", "stopped", "forced", "frames", "loser")


def census(state: State) -> dict[str, dict[Any, int]]:
    """``{"character": {id: n}, "action": {id: n}, "burn_token": {"burn": n}}`` counted over
    the rows and the box, the deck and the face-up cards, the supply and the players."""
    chars: Counter[str] = Counter(state["box"])
    for row in state["rows"]:
        chars.update(row)
    actions = Counter(state["deck"]) + Counter(state["drawn"])
    return {"character": dict(chars), "action": dict(actions),
            "burn_token": {"burn": state["supply"] + sum(state["tokens"])}}


def inventory(state: State) -> dict[str, dict[Any, int]]:
    """The characters taken for the player count, the deck of the ``deck`` option, 30 tokens."""
    return {"character": {c: 1 for c in characters(state["players"])},
            "action": {a: 1 for a in DECKS[state["options"]["deck"]]},
            "burn_token": {"burn": BURN_TOKENS}}


def invariant_errors(state: State) -> list[str]:
    """Rule invariants that fail, as sentences: negative tokens; five or more tokens with no
    action or reveal pending; a player with every card revealed while the game goes on; a seat
    not knowing its own cards; a BURNT count without BURNT; resolved cards not face up."""
    errors = []
    if min(state["tokens"]) < 0 or state["supply"] < 0:
        errors.append("a negative number of burn tokens")
    if not state["over"] and not state["frames"] and max(state["tokens"]) >= REVEAL_AT:
        errors.append("a player holds five or more burn tokens with no reveal pending")
    if not state["over"] and any(all(up) for up in state["up"]):
        errors.append("every card of a player is revealed but the game goes on")
    for seat, row in enumerate(state["rows"]):
        if not set(row) <= set(state["known"][seat]):
            errors.append(f"seat {seat} does not know its own cards")
    if not set(state["resolved"]) <= set(state["drawn"]):
        errors.append("a resolved action card is not face up")
    return errors


def _ints(value: Any, what: str) -> None:
    if not isinstance(value, list) or not all(type(v) is int and v >= 0 for v in value):
        raise BadState(f"Potato Tomato {what} must be a list of whole numbers")


def check_state(data: dict[str, Any]) -> None:
    """Raise BadState when ``data`` is not a structurally sound Potato Tomato state: missing
    keys, wrong types or sizes, unknown card ids, or components not conserved."""
    missing = [k for k in KEYS if k not in data]
    if missing:
        raise BadState(f"Potato Tomato state lacks {', '.join(missing)}")
    n = data["players"]
    if not 3 <= n <= 6:
        raise BadState("Potato Tomato takes 3-6 players")
    if not isinstance(data["options"], dict) or data["options"].get("deck") not in DECKS:
        raise BadState("Potato Tomato options need a known deck")
    for key in ("rows", "up", "known", "tokens"):
        if not isinstance(data[key], list) or len(data[key]) != n:
            raise BadState(f"Potato Tomato {key} must have one entry per seat")
    _ints(data["tokens"], "tokens")
    for seat in range(n):
        row, up = data["rows"][seat], data["up"][seat]
        if not (isinstance(row, list) and isinstance(up, list) and len(row) == len(up) == SLOTS
                and all(isinstance(u, bool) for u in up)):
            raise BadState("Potato Tomato rows need 5 cards and 5 revealed flags each")
        if not isinstance(data["known"][seat], list):
            raise BadState("Potato Tomato known cards must be lists")
    for key in ("deck", "drawn", "resolved"):
        if not isinstance(data[key], list) or not all(a in ACTIONS for a in data[key]):
            raise BadState(f"Potato Tomato {key} holds an unknown action card")
    if type(data["current"]) is not int or not 0 <= data["current"] < n:
        raise BadState("Potato Tomato current seat out of range")
    if type(data["turn"]) is not int or data["turn"] < 1:
        raise BadState("Potato Tomato turn must be a whole number from 1")
    if data["phase"] not in ("draw", "action", "burnt") or not isinstance(data["stopped"], bool):
        raise BadState("Potato Tomato phase or stopped is wrong")
    if type(data["supply"]) is not int or type(data["forced"]) is not int or data["forced"] < 0:
        raise BadState("Potato Tomato supply and forced draws must be whole numbers")
    if not isinstance(data["frames"], list) or not all(
            isinstance(f, dict) and f.get("kind") in ("effect", "reveal")
            and isinstance(f.get("seats"), list) for f in data["frames"]):
        raise BadState("Potato Tomato decision frames are malformed")
    if data["loser"] is not None and not (type(data["loser"]) is int and 0 <= data["loser"] < n):
        raise BadState("Potato Tomato loser out of range")
    check_frames(data, n)
    check_knowledge(data)
    everything = characters(n)
    for seat in range(n):
        if not set(data["known"][seat]) <= set(everything):
            raise BadState("Potato Tomato known cards hold an unknown character")
    state_counts = census(data)
    if state_counts != inventory(data):
        raise BadState("Potato Tomato state does not hold its components exactly once")
