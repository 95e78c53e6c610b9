"""Conservation and rule invariants of a Diced Tomatoes state (for the generic test and saves).

Source: rules-decisions.md, Diced Tomatoes (karma limits, vine validity, 6 score slots).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop.engine import BadState
from tabletop.games.diced_tomatoes.components import (KARMA_KEEP, KARMA_TURN_CAP, RED,
                                                       SCORE_SLOTS, VINE_FULL, colour, dice_for)
from tabletop.games.diced_tomatoes.vines import is_valid, must_clear, vine_score
from tabletop.games.diced_tomatoes.zones import all_placed_dice, vine_colours, vine_faces


def census(state: dict[str, Any]) -> dict[str, dict[str, int]]:
    """``{"die": {id: count}}`` over every zone; each count must be 1."""
    return {"die": dict(Counter(all_placed_dice(state)))}


def inventory(state: dict[str, Any]) -> dict[str, dict[str, int]]:
    """``{"die": {id: 1}}`` for every die the game was set up with."""
    return {"die": {d: 1 for d in dice_for(state["players"], bool(state["options"]["golden"]))}}


def invariant_errors(state: dict[str, Any]) -> list[str]:
    """Every broken invariant as a plain sentence (empty when all hold)."""
    errors: list[str] = []
    active, values = state["turn"], state["values"]
    for seat, karma in enumerate(state["karma"]):
        limit = KARMA_TURN_CAP if seat == active and state["phase"] in ("place", "end") else KARMA_KEEP
        if not 0 <= karma <= limit:
            errors.append(f"seat {seat} holds {karma} karma (limit {limit} now)")
        if not 0 <= state["bits"][seat] < 3:
            errors.append(f"seat {seat} holds {state['bits'][seat]} karma bits")
    for die in state["bushel"]:
        if values[die] != 0:
            errors.append(f"die {die} in the bushel shows {values[die]}")
    for die in state["rolled"] + state["passed"]:
        if not 1 <= values[die] <= 6:
            errors.append(f"rolled die {die} shows {values[die]}")
    if state["phase"] == "take" and state["rolled"]:
        errors.append("dice are rolled before the take")
    if state["phase"] in ("place", "end") and state["passed"]:
        errors.append("passed dice were not rolled")
    for seat, tokens in enumerate(state["tokens"]):
        for k, vine in enumerate(tokens):
            errors += _vine_errors(state, seat, k, vine)
    for seat, track in enumerate(state["tracks"]):
        if len(track) > SCORE_SLOTS:
            errors.append(f"seat {seat} has {len(track)} score slots filled")
        for slot in track:
            if colour(slot["die"]) != RED or not 1 <= slot["score"] <= SCORE_SLOTS:
                errors.append(f"seat {seat} has a bad score slot {slot}")
    return errors


def _vine_errors(state: dict[str, Any], seat: int, k: int, vine: list[str]) -> list[str]:
    if not vine:
        return []
    where, faces = f"seat {seat} token {k + 1}", vine_faces(state, vine)
    errors = []
    if len(vine) >= VINE_FULL:
        errors.append(f"{where} holds {len(vine)} dice unharvested")
    if not is_valid(faces) or any(not 1 <= f <= 6 for f in faces):
        errors.append(f"{where} holds an invalid vine {faces}")
    if colour(vine[0]) != RED:
        errors.append(f"{where} has a {colour(vine[0])} seed")
    if state["phase"] == "take" and must_clear(vine_score(faces[0], vine_colours(vine))):
        errors.append(f"{where} should have been cleared at the end of the turn")
    return errors


_KEYS = {"values": dict, "bushel": list, "rolled": list, "passed": list, "tokens": list,
         "tracks": list, "karma": list, "bits": list, "turn": int, "first": int, "last": int,
         "phase": str, "final_round": bool, "turns": int, "start_rolls": list}


def check_state(data: dict[str, Any]) -> None:
    """Raise BadState when ``data`` is not a well-formed Diced Tomatoes state (a save that was
    edited or damaged): missing or mistyped keys, seats out of range, dice lost or doubled.

    Raises:
        BadState: with a one-line reason.
    """
    for key, kind in _KEYS.items():
        if not isinstance(data.get(key), kind):
            raise BadState(f"Diced Tomatoes state: {key!r} is missing or not a {kind.__name__}")
    n = data["players"]
    if not isinstance(n, int) or not 1 <= n <= 6:
        raise BadState(f"Diced Tomatoes state: bad player count {n!r}")
    for key in ("tokens", "tracks", "karma", "bits"):
        if len(data[key]) != n:
            raise BadState(f"Diced Tomatoes state: {key!r} does not have one entry per seat")
    if any(not 0 <= data[key] < n for key in ("turn", "first", "last")):
        raise BadState("Diced Tomatoes state: a seat number is out of range")
    if data["phase"] not in ("take", "place", "end", "over"):
        raise BadState(f"Diced Tomatoes state: unknown phase {data['phase']!r}")
    try:
        conserved = census(data) == inventory(data)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise BadState(f"Diced Tomatoes state: unreadable dice ({exc})") from None
    if not conserved or set(data["values"]) != set(inventory(data)["die"]):
        raise BadState("Diced Tomatoes state: dice are missing or in two places")
    _check_numbers(data)


def _is_int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _check_numbers(data: dict[str, Any]) -> None:
    """The values the rules compute with: options, rng, faces, karma, bits, vines and score
    slots of the right shapes and ranges (else view or apply would trip over them later)."""
    options = data["options"]
    if not isinstance(options, dict) or not all(
            isinstance(options.get(k), bool)
            for k in ("dicey_tomato", "golden", "karma_overload", "blind_draw")):
        raise BadState("Diced Tomatoes state: the options must be true or false")
    if not _is_int(data["rng"], 0, 2 ** 64) or not isinstance(data["over"], bool):
        raise BadState("Diced Tomatoes state: rng must be a non-negative int and over a bool")
    if not all(_is_int(v, 0, 6) for v in data["values"].values()):
        raise BadState("Diced Tomatoes state: a die face is not 0-6")
    if not all(_is_int(k, 0, KARMA_TURN_CAP) for k in data["karma"]) or not all(
            _is_int(b, 0, 2) for b in data["bits"]):
        raise BadState("Diced Tomatoes state: karma must be 0-12 and karma bits 0-2")
    if not all(isinstance(tokens, list) and len(tokens) == 3
               and all(isinstance(vine, list) for vine in tokens) for tokens in data["tokens"]):
        raise BadState("Diced Tomatoes state: each seat needs 3 tomato tokens")
    if not all(isinstance(slot, dict) and _is_int(slot.get("score"), 1, 6)
               and _is_int(slot.get("points"), 1, 7) for track in data["tracks"] for slot in track):
        raise BadState("Diced Tomatoes state: a score slot is not a harvest")
