"""Toasty Toasts state checks: the card census, rule invariants and structural validation."""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop.engine import BadState, check_frames, check_knowledge
from tabletop.games.toasty_toasts.components import (ALL_IDS, BASE_IDS, CARD, FAMILY,
                                                     TIME_TO_EAT)
from tabletop.games.toasty_toasts.toasts import cards_on_toasts, kinds_fit

KEYS = ("draw_pile", "discard", "base_pile", "hands", "toasts", "known", "revealed", "frames",
        "current", "turn", "plays_left", "traded", "phase", "ended_by")
FRAME_KINDS = ("trash_toast", "slimy_limy", "toast_toasted", "pantry_raid")


def _cards(state: dict[str, Any]) -> list[str]:
    out = list(state["draw_pile"]) + state["discard"] + state["base_pile"] + state["revealed"]
    for hand in state["hands"]:
        out += hand
    return out + cards_on_toasts(state["toasts"])


def census(state: dict[str, Any]) -> dict[str, dict[Any, int]]:
    """``{"card": {id: count}}`` over every zone: draw, discard and Base Toast piles, hands,
    Toasts (base, toppings, lid) and ``revealed``. Action cards in play lie on the discard pile
    from the moment they are played, so a frame holds no card."""
    return {"card": dict(Counter(_cards(state)))}


def inventory() -> dict[str, dict[Any, int]]:
    """The 71 cards, once each."""
    return {"card": {c: 1 for c in ALL_IDS}}


def invariant_errors(state: dict[str, Any], limit: int) -> list[str]:
    """Rule invariants that fail, as sentences: a hand check for a hand within the limit
    (rulebook, Player Turns; a Menu Change may pass a big hand to a seat, which keeps it until
    its own hand check), a Toast mixing toppings that do not combo (rulebook, Topping
    Cards), a card of the wrong family on a Toast, Time to Eat outside the draw pile before the
    end or inside it after, a seat that does not know its own hand, plays left below zero."""
    errors = []
    cur = state["current"]
    if state["phase"] == "hand_check" and len(state["hands"][cur]) <= limit:
        errors.append(f"a hand check for seat {cur}, whose hand is within the limit")
    for seat, hand in enumerate(state["hands"]):
        if set(hand) - set(state["known"][seat]):
            errors.append(f"seat {seat} does not know a card in its own hand")
        if hand != sorted(hand):
            errors.append(f"seat {seat}'s hand is not sorted")
    for seat, row in enumerate(state["toasts"]):
        for toast in row:
            if FAMILY.get(toast["base"]) not in ("base", "plain"):
                errors.append(f"a Toast of seat {seat} stands on {toast['base']}")
            if any(FAMILY.get(c) != "topping" for c in toast["toppings"]):
                errors.append(f"a Toast of seat {seat} holds a card that is not a topping")
            elif not kinds_fit(CARD[c].kind for c in toast["toppings"]):
                errors.append(f"a Toast of seat {seat} mixes toppings that do not combo")
            if toast["lid"] is not None and FAMILY.get(toast["lid"]) != "plain":
                errors.append(f"a Sandwich of seat {seat} is closed by {toast['lid']}")
    in_pile = TIME_TO_EAT in state["draw_pile"]
    if state["over"] == in_pile:
        errors.append("Time to Eat is in the draw pile after the end, or gone before it")
    if state["plays_left"] < 0:
        errors.append("plays_left below zero")
    if state["over"] and state["frames"]:
        errors.append("a decision frame is open after the end")
    return errors


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _ids(value: Any, what: str) -> None:
    if not isinstance(value, list) or not all(isinstance(c, str) and c in CARD for c in value):
        raise BadState(f"Toasty Toasts {what} must be a list of card ids")


def check_state(data: dict[str, Any]) -> None:
    """Raise BadState when ``data`` is not a structurally sound Toasty Toasts state: missing
    keys, wrong types, zones of the wrong shape, or not each of the 71 cards exactly once."""
    missing = [k for k in KEYS if k not in data]
    if missing:
        raise BadState(f"Toasty Toasts state lacks {', '.join(missing)}")
    n = data["players"]
    if not _is_int(n) or not 2 <= n <= 4:
        raise BadState("Toasty Toasts takes 2-4 players")
    for key in ("draw_pile", "discard", "base_pile", "revealed"):
        _ids(data[key], key)
    if not all(FAMILY[c] == "base" for c in data["base_pile"]):
        raise BadState("Toasty Toasts Base Toast pile holds another card")
    for key in ("hands", "toasts", "known"):
        if not isinstance(data[key], list) or len(data[key]) != n:
            raise BadState(f"Toasty Toasts {key} must have one entry per seat")
    for seat in range(n):
        _ids(data["hands"][seat], "hand")
        _ids(data["known"][seat], "known cards")
        row = data["toasts"][seat]
        if not isinstance(row, list):
            raise BadState("Toasty Toasts toasts must be lists")
        for toast in row:
            if not (isinstance(toast, dict) and set(toast) == {"base", "toppings", "lid"}
                    and toast["base"] in CARD and (toast["lid"] is None or toast["lid"] in CARD)):
                raise BadState("Toasty Toasts Toast must be {base, toppings, lid}")
            _ids(toast["toppings"], "toppings")
    for key in ("current", "turn", "plays_left"):
        if not _is_int(data[key]):
            raise BadState(f"Toasty Toasts {key} must be a whole number")
    if not 0 <= data["current"] < n or data["turn"] < 1:
        raise BadState("Toasty Toasts current seat or turn out of range")
    if data["phase"] not in ("play", "hand_check") or not isinstance(data["traded"], bool):
        raise BadState("Toasty Toasts phase or traded is wrong")
    ended = data["ended_by"]
    if ended is not None and not (_is_int(ended) and 0 <= ended < n):
        raise BadState("Toasty Toasts ended_by is wrong")
    options = data["options"]
    if not isinstance(options, dict) or options.get("hand_limit_7", "") not in (False, True):
        raise BadState("Toasty Toasts options need hand_limit_7, true or false")
    check_frames(data, n)
    check_knowledge(data)
    _check_frames(data["frames"], n)
    if census(data) != inventory():
        raise BadState("Toasty Toasts state does not hold each of the 71 cards once")
    if set(BASE_IDS) - set(_cards(data)):
        raise BadState("Toasty Toasts lost a Base Toast")


def _check_frames(frames: Any, n: int) -> None:
    if not isinstance(frames, list) or len(frames) > 1:
        raise BadState("Toasty Toasts holds at most one decision frame")
    for frame in frames:
        ok = (isinstance(frame, dict) and frame.get("kind") in FRAME_KINDS
              and frame.get("card") in CARD and isinstance(frame.get("seats"), list)
              and frame["seats"] and all(_is_int(s) and 0 <= s < n for s in frame["seats"]))
        if ok and frame["kind"] == "trash_toast":
            picks = frame.get("picks")
            ok = (isinstance(frame.get("asked"), list) and isinstance(picks, list)
                  and len(picks) == n and all(p is None or p in CARD for p in picks))
        if not ok:
            raise BadState("Toasty Toasts decision frame is malformed")
