"""What a seat sees of a TomaToss state, the reverse (determinize), and the quick-toss chance.

A view holds only public things plus the viewer's own hand: never another seat's cards that are
not known to all, the order of the tomato deck or the target deck, the box, or the RNG.
Source: architecture guide, lesson 5; rules-decisions.md, TomaToss (a card taken from a pick-up
space is public knowledge; cards drawn blind are not).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tabletop.engine import BadState
from tabletop.games.tomatoss.components import (HAND_LIMIT, NUM_TARGETS, TOMATO_COUNTS,
                                                board_points, target_dict)
from tabletop.games.tomatoss.conditions import met, success_values


def _target(target_id: int | None) -> dict[str, Any] | None:
    return None if target_id is None else target_dict(target_id)


def view(state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The TomaToss part of ``seat``'s view (None: a spectator). Keys: ``current``,
    ``tokens_left``, ``placed``, ``phase``, ``pickup``, ``targets`` (target dicts), ``tomato_deck``
    (count), ``discard`` (values, top last), ``target_deck`` and ``box`` (counts), ``hand``
    (the viewer's sorted values, None for a spectator), ``hand_sizes``, ``known``, ``boards``
    (``{"basic": [target dicts], "quick": [...], "basket_full"}``), ``scores``, ``final_turn``,
    ``last_reveal``, ``to_discard`` (cards the current seat must discard now) and ``names``."""
    cur = state["current"]
    hands = state["hands"]
    return {
        "current": cur,
        "tokens_left": state["tokens_left"],
        "placed": [dict(p) for p in state["placed"]],
        "phase": state["phase"],
        "pickup": list(state["pickup"]),
        "targets": [_target(t) for t in state["targets"]],
        "tomato_deck": len(state["tomato_deck"]),
        "discard": list(state["discard"]),
        "target_deck": len(state["target_deck"]),
        "box": len(state["box"]),
        "hand": None if seat is None else list(hands[seat]),
        "hand_sizes": [len(h) for h in hands],
        "known": [list(k) for k in state["known"]],
        "boards": [{"basic": [target_dict(t) for t in b["basic"]],
                    "quick": [target_dict(t) for t in b["quick"]],
                    "basket_full": b["basket_full"]} for b in state["boards"]],
        "scores": [board_points(b) for b in state["boards"]],
        "final_turn": state["final_turn"],
        "last_reveal": state["last_reveal"],
        "to_discard": (max(0, len(hands[cur]) - HAND_LIMIT) if state["phase"] == "discard"
                       else 0),
        "names": None if state.get("names") is None else list(state["names"]),
    }


def unseen_tomatoes(view_: dict[str, Any]) -> Counter[int]:
    """Tomato card values the viewer of ``view_`` cannot locate: all 40 minus the viewer's hand,
    the face-up pick-up cards, the discard pile and the cards known in other hands. These lie in
    the tomato deck or in other hands, in an order nobody knows."""
    unseen = Counter(TOMATO_COUNTS)
    viewer = view_["viewer"]
    if view_["hand"] is not None:
        unseen.subtract(view_["hand"])
    unseen.subtract(v for v in view_["pickup"] if v is not None)
    unseen.subtract(view_["discard"])
    for seat, known in enumerate(view_["known"]):
        if seat != viewer or view_["hand"] is None:
            unseen.subtract(known)
    return +unseen


def quick_toss_chance(view_: dict[str, Any], space: int, values: list[int]) -> float:
    """The probability, from the viewer's knowledge only, that a quick toss of ``values``
    (tomato card values from the viewer's hand) at toss ``space`` (0..2) succeeds.

    The revealed card is uniform over the unseen cards (:func:`unseen_tomatoes`). When the
    deck is empty, the reveal comes from the discard pile shuffled into a new deck, so it is
    uniform over the discard pile (whose cards are all face up). When both are empty, nothing is
    revealed and the result is 1.0 or 0.0 from the played cards alone (rules-decisions.md).
    Returns 0.0 when the space holds no target.

    Raises:
        IndexError: ``space`` is not 0..2.
    Source: TomaToss rulebook, Quick toss! and Quick-Fire Tips (odds from card counts).
    """
    target = view_["targets"][space]
    if target is None:
        return 0.0
    played = tuple(sorted(values))
    if view_["tomato_deck"] == 0:
        if not view_["discard"]:
            return 1.0 if met(target["type"], played) else 0.0
        pool = Counter(view_["discard"])
    else:
        pool = unseen_tomatoes(view_)
    total = sum(pool.values())
    if total == 0:
        return 0.0
    hits = success_values(target["type"], played)
    return sum(n for v, n in pool.items() if v in hits) / total


def determinize(view_: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """A full state consistent with ``view_`` (seat ``seat``'s view): the unseen tomato cards
    are dealt at random into the other hands (besides their known cards) and the tomato deck,
    and the unseen target cards into the box and the target deck. The RNG is set by the caller.

    Raises:
        BadState: the view's counts do not add up.
    """
    n = view_["players"]
    state: dict[str, Any] = {
        "game": view_["game"], "players": n, "options": dict(view_["options"]), "rng": 0,
        "over": view_["over"],
        "log": [{"text": line, "only": None, "others": None} for line in view_["log"]],
    }
    if view_.get("names") is not None:
        state["names"] = list(view_["names"])
    pool = list(unseen_tomatoes(view_).elements())
    rng.shuffle(pool)
    hands = []
    for s in range(n):
        if s == seat and view_["hand"] is not None:
            hands.append(list(view_["hand"]))
            continue
        hidden = view_["hand_sizes"][s] - len(view_["known"][s])
        dealt, pool = pool[:hidden], pool[hidden:]
        hands.append(sorted(view_["known"][s] + dealt))
    if len(pool) != view_["tomato_deck"]:
        raise BadState("the view's tomato card counts do not add up")
    shown = {t["id"] for t in view_["targets"] if t is not None}
    for board in view_["boards"]:
        shown.update(t["id"] for t in board["basic"] + board["quick"])
    hidden_targets = [t for t in range(NUM_TARGETS) if t not in shown]
    rng.shuffle(hidden_targets)
    if len(hidden_targets) != view_["box"] + view_["target_deck"]:
        raise BadState("the view's target card counts do not add up")
    state.update(
        tomato_deck=pool, discard=list(view_["discard"]), pickup=list(view_["pickup"]),
        targets=[None if t is None else t["id"] for t in view_["targets"]],
        box=hidden_targets[:view_["box"]], target_deck=hidden_targets[view_["box"]:],
        hands=hands, known=[list(k) for k in view_["known"]],
        boards=[{"basic": [t["id"] for t in b["basic"]], "quick": [t["id"] for t in b["quick"]],
                 "basket_full": b["basket_full"]} for b in view_["boards"]],
        current=view_["current"], tokens_left=view_["tokens_left"],
        placed=[dict(p) for p in view_["placed"]], phase=view_["phase"],
        final_turn=view_["final_turn"], last_reveal=view_["last_reveal"])
    return state


__all__ = ["view", "determinize", "quick_toss_chance", "unseen_tomatoes"]
