"""TomaToss state checks: component census, rule invariants and structural validation."""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop.engine import BadState
from tabletop.games.tomatoss.components import (HAND_LIMIT, NUM_TARGETS, NUM_TOMATOES, SPACES,
                                                TOKENS_PER_TURN, TOMATO_COUNTS)


def census(state: dict[str, Any]) -> dict[str, dict[Any, int]]:
    """Where every card lies now, counted: ``{"tomato": {value: n}, "target": {id: n}}`` over
    the tomato deck, discard pile, hands and pick-up spaces, and over the target deck, box,
    toss spaces and player boards."""
    tomatoes: Counter[int] = Counter(state["tomato_deck"])
    tomatoes.update(state["discard"])
    for hand in state["hands"]:
        tomatoes.update(hand)
    tomatoes.update(v for v in state["pickup"] if v is not None)
    targets: Counter[int] = Counter(state["target_deck"])
    targets.update(state["box"])
    targets.update(t for t in state["targets"] if t is not None)
    for board in state["boards"]:
        targets.update(board["basic"])
        targets.update(board["quick"])
    return {"tomato": dict(tomatoes), "target": dict(targets)}


def pool_errors(state: dict[str, Any]) -> list[str]:
    """What is wrong with the record of the reshuffled deck, as sentences (empty: nothing).

    Before any reshuffle (``deck_pool`` None) no seat has drawn from it. After one, the deck
    holds exactly ``deck_pool`` minus every seat's ``pool_draws``, and a card a seat drew blind
    is still in the hidden part of its hand (hand minus known cards) or was shown since, so lies
    on the discard pile (which the reshuffle emptied). Source: TomaToss rulebook, Pick up
    (reshuffle); rules-decisions.md, TomaToss (blind draws are private).
    """
    pool, draws = state["deck_pool"], state["pool_draws"]
    if pool is None:
        return [] if not any(draws) else ["blind draws from a reshuffled deck before any reshuffle"]
    drawn: Counter[int] = Counter()
    for values in draws:
        drawn.update(values)
    errors = []
    if Counter(state["tomato_deck"]) + drawn != Counter(pool):
        errors.append("the tomato deck is not the reshuffled pile minus the cards drawn from it")
    shown: Counter[int] = Counter()
    for seat, values in enumerate(draws):
        hidden = Counter(state["hands"][seat]) - Counter(state["known"][seat])
        shown.update(Counter(values) - hidden)
    if shown - Counter(state["discard"]):
        errors.append("a card drawn blind from the reshuffled deck is neither in its hand nor "
                      "on the discard pile")
    return errors


def invariant_errors(state: dict[str, Any]) -> list[str]:
    """Rule invariants that fail, as sentences: a hand over 8 cards outside its owner's turn or
    at the start of a turn (TomaToss rulebook, Hand limit); tokens left outside 0..3; a known
    card that is not in its hand; more tokens placed than a turn has; a record of the
    reshuffled deck that does not add up (:func:`pool_errors`)."""
    errors = pool_errors(state)
    cur, left = state["current"], state["tokens_left"]
    if not 0 <= left <= TOKENS_PER_TURN:
        errors.append(f"tokens_left is {left}, not within 0..{TOKENS_PER_TURN}")
    if len(state["placed"]) + left > TOKENS_PER_TURN:
        errors.append("more tomato tokens placed than a turn has")
    turn_start = left == TOKENS_PER_TURN and not state["placed"] and state["phase"] == "place"
    for seat, hand in enumerate(state["hands"]):
        if len(hand) > HAND_LIMIT and (seat != cur or turn_start):
            errors.append(f"seat {seat} holds {len(hand)} cards outside its turn (limit "
                          f"{HAND_LIMIT})")
        known = Counter(state["known"][seat])
        if known - Counter(hand):
            errors.append(f"seat {seat} has known cards that are not in its hand")
    return errors


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _ints(value: Any, low: int, high: int, what: str, allow_none: bool = False) -> None:
    if not isinstance(value, list):
        raise BadState(f"TomaToss {what} must be a list")
    for v in value:
        if v is None and allow_none:
            continue
        if not _is_int(v) or not low <= v <= high:
            raise BadState(f"TomaToss {what} holds {v!r}, not an int in {low}..{high}")


def check_state(data: dict[str, Any]) -> None:
    """Raise BadState when ``data`` is not a structurally sound TomaToss state: missing keys,
    wrong types (``turn`` must be an int of at least 1), wrong zone sizes, or card counts other
    than 40 tomato and 30 target cards."""
    keys = ("tomato_deck", "discard", "pickup", "targets", "target_deck", "box", "hands", "known",
            "boards", "current", "turn", "tokens_left", "placed", "phase", "final_turn", "last_reveal",
            "deck_pool", "pool_draws")
    missing = [k for k in keys if k not in data]
    if missing:
        raise BadState(f"TomaToss state lacks {', '.join(missing)}")
    n = data["players"]
    if not _is_int(n) or not 2 <= n <= 4:
        raise BadState("TomaToss takes 2-4 players")
    for key in ("tomato_deck", "discard"):
        _ints(data[key], 1, 7, key)
    for key in ("target_deck", "box"):
        _ints(data[key], 0, NUM_TARGETS - 1, key)
    _ints(data["pickup"], 1, 7, "pickup", allow_none=True)
    _ints(data["targets"], 0, NUM_TARGETS - 1, "targets", allow_none=True)
    if len(data["pickup"]) != SPACES or len(data["targets"]) != SPACES:
        raise BadState(f"TomaToss has {SPACES} pick-up and {SPACES} toss spaces")
    if data["deck_pool"] is not None:
        _ints(data["deck_pool"], 1, 7, "deck_pool")
    for key in ("hands", "known", "boards", "pool_draws"):
        if not isinstance(data[key], list) or len(data[key]) != n:
            raise BadState(f"TomaToss {key} must have one entry per seat")
    for seat in range(n):
        _ints(data["hands"][seat], 1, 7, "hand")
        _ints(data["known"][seat], 1, 7, "known cards")
        _ints(data["pool_draws"][seat], 1, 7, "pool_draws")
        board = data["boards"][seat]
        if not isinstance(board, dict) or not isinstance(board.get("basket_full"), bool):
            raise BadState("TomaToss board needs basic, quick and basket_full")
        _ints(board.get("basic"), 0, NUM_TARGETS - 1, "board")
        _ints(board.get("quick"), 0, NUM_TARGETS - 1, "board")
    if not _is_int(data["current"]) or not 0 <= data["current"] < n:
        raise BadState("TomaToss current seat out of range")
    if not _is_int(data["turn"]) or data["turn"] < 1:
        raise BadState("TomaToss turn must be an int from 1 (the first turn)")
    if not _is_int(data["tokens_left"]) or not 0 <= data["tokens_left"] <= TOKENS_PER_TURN:
        raise BadState("TomaToss tokens_left out of range")
    if data["phase"] not in ("place", "discard") or not isinstance(data["final_turn"], bool):
        raise BadState("TomaToss phase or final_turn is wrong")
    if not isinstance(data["placed"], list) or not all(
            isinstance(p, dict) and p.get("kind") in ("pick_up", "toss")
            and _is_int(p.get("space")) and 0 <= p["space"] < SPACES for p in data["placed"]):
        raise BadState("TomaToss placed tokens are wrong")
    _check_play(data)
    counts = census(data)
    if counts["tomato"] != TOMATO_COUNTS or sum(counts["tomato"].values()) != NUM_TOMATOES:
        raise BadState("TomaToss state does not hold the 40 tomato cards")
    if counts["target"] != {i: 1 for i in range(NUM_TARGETS)}:
        raise BadState("TomaToss state does not hold each of the 30 target cards once")
    pool = pool_errors(data)
    if pool:
        raise BadState(f"TomaToss {pool[0]}")


def _check_play(data: dict[str, Any]) -> None:
    """The keys the rules read besides the zones: the option, the last reveal, the names, the
    RNG, and a phase that can go on (a discard only over the hand limit; placing only with a
    token left; known cards within their hand). Raises BadState."""
    options = data["options"]
    # As lenient as Game.new_game, which takes any value equal to a choice (0 for False).
    if not isinstance(options, dict) or options.get("forbid_hopeless", "") not in (False, True):
        raise BadState("TomaToss options need forbid_hopeless, true or false")
    reveal = data["last_reveal"]
    if reveal is not None and not (_is_int(reveal) and 1 <= reveal <= 7):
        raise BadState(f"TomaToss last_reveal is {reveal!r}, not a tomato card value or null")
    if not isinstance(data["over"], bool) or not _is_int(data["rng"]) or data["rng"] < 0:
        raise BadState("TomaToss over must be true or false and rng a non-negative int")
    names = data.get("names")
    if names is not None and not (isinstance(names, list) and len(names) == data["players"]
                                  and all(isinstance(n, str) for n in names)):
        raise BadState("TomaToss names must be one string per seat")
    hand = data["hands"][data["current"]]
    if data["phase"] == "discard" and len(hand) <= HAND_LIMIT:
        raise BadState("TomaToss discard phase with a hand within the limit")
    if data["phase"] == "place" and not data["over"] and data["tokens_left"] == 0:
        raise BadState("TomaToss place phase with no token left")
    for seat, known in enumerate(data["known"]):
        if Counter(known) - Counter(data["hands"][seat]):
            raise BadState(f"TomaToss seat {seat} has known cards that are not in its hand")
