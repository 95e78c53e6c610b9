"""What a seat sees, and determinizing a view back into a full state.

A view shows: the seat's own hand (ids), every hand's size, the cards of other hands the seat
knows (Mole Spy, or taken face up from the Compost Heap) and which of its own cards each other
seat knows; the Compost Heap, fences and lying threats (face up, with who played them); the
deck's size; storehouses; baskets (with the hidden-baskets option: only a pile size, no
number, and no supply count); the turn record, the last roll and the frames (all public).
Never the deck's order, another hand's unknown cards or the RNG.
Source: rulebook, Setup 3 (hands are secret), Mole Spy; rules-decisions.md, The Big Fat Tomato
Game (hidden baskets option); docs/rules/big_fat_tomato.md (knowledge, pile sizes).
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import BadState, deep_copy
from tabletop.games.big_fat_tomato.components import ALL_CARDS, MARKET_DEPTH, MARKET_ID

State = dict[str, Any]
PILES = ((0, 0), (1, 7), (8, 15), (16, 29), (30, 45))
"""Pile sizes drawn with hidden baskets: level -> (fewest, most) tomatoes (the last level is
open-ended; a determinization draws from it)."""


def pile_level(n: int) -> int:
    """The pile size shown for a basket of ``n`` tomatoes with hidden baskets (0..4)."""
    return next((i for i, (lo, hi) in enumerate(PILES) if n <= hi), len(PILES) - 1)


def frame_cards(state: State) -> list[str]:
    """Cards held by frames: a threat waiting for its target's answer, a Jump into the Compost
    while the heap is browsed."""
    return [f["card"] for f in state["frames"] if "card" in f]


def public_view(state: State, seat: int | None) -> dict[str, Any]:
    """The game part of ``seat``'s view (None: a spectator)."""
    hidden = bool(state["options"]["hidden_baskets"])
    n = state["players"]
    mine = set(state["hands"][seat]) if seat is not None else set()
    knows = set(state["known"][seat]) if seat is not None else set()
    plots = []
    for p in state["plots"]:
        plots.append({"basket": None if hidden else p["basket"], "pile": pile_level(p["basket"]),
                      "storehouse": p["storehouse"], "fences": list(p["fences"]),
                      "threats": deep_copy(p["threats"])})
    return {
        "names": None if state.get("names") is None else list(state["names"]),
        "hand": None if seat is None else list(state["hands"][seat]),
        "hand_sizes": [len(h) for h in state["hands"]],
        "known": [[] if s == seat else sorted(knows & set(state["hands"][s])) for s in range(n)],
        "seen_by": [sorted(mine & set(k)) if s != seat else [] for s, k in enumerate(state["known"])],
        "deck": len(state["deck"]), "compost": list(state["compost"]),
        "market_open": bool(state["market"]), "plots": plots,
        "supply_taken": None if hidden else state["supply_taken"],
        "current": state["current"], "turn": state["turn"], "step": state["step"],
        "flags": deep_copy(state["flags"]), "last_roll": deep_copy(state["last_roll"]),
        "frames": deep_copy(state["frames"]),
    }


def state_from_view(view: dict[str, Any], seat: int, rng: random.Random) -> State:
    """A full state consistent with ``view`` (seat ``seat``'s): the cards the seat cannot see
    are dealt at random into the other hands (around the cards it knows there) and the deck,
    with the Market among the bottom 10 (or the whole deck when shorter); hidden baskets get
    counts drawn from their pile sizes. Other seats keep what they know of this seat's hand and
    know nothing of third hands (docs/rules/big_fat_tomato.md). The RNG is set by the caller.

    Raises:
        BadState: the view's card counts do not add up.
    """
    n = view["players"]
    state: State = {"game": view["game"], "players": n, "options": dict(view["options"]),
                    "rng": 0, "over": view["over"],
                    "log": [{"text": t, "only": None, "others": None} for t in view["log"]]}
    if view.get("names") is not None:
        state["names"] = list(view["names"])
    seen = set(view["hand"]) | set(view["compost"])
    for p in view["plots"]:
        seen |= set(p["fences"]) | {t["card"] for t in p["threats"]}
    seen |= {f["card"] for f in view["frames"] if "card" in f}
    for k in view["known"]:
        seen |= set(k)
    unseen = [c for c in ALL_CARDS if c not in seen and c != MARKET_ID]
    market_in_deck = not view["market_open"]
    rng.shuffle(unseen)
    hands = []
    for s in range(n):
        if s == seat:
            hands.append(list(view["hand"]))
            continue
        need = view["hand_sizes"][s] - len(view["known"][s])
        hands.append(sorted(view["known"][s] + unseen[:need]))
        unseen = unseen[need:]
    if len(unseen) != view["deck"] - market_in_deck:
        raise BadState("the view's card counts do not add up")
    deck = unseen
    if market_in_deck:
        deck.insert(rng.randrange(min(MARKET_DEPTH, len(deck) + 1)), MARKET_ID)
    mine = sorted(c for k in view["known"] for c in k)
    known = [mine if s == seat else list(view["seen_by"][s]) for s in range(n)]
    plots = []
    for p in view["plots"]:
        basket = p["basket"]
        if basket is None:
            lo, hi = PILES[p["pile"]]
            basket = rng.randint(lo, hi)
        plots.append({"basket": basket, "storehouse": p["storehouse"],
                      "fences": list(p["fences"]), "threats": deep_copy(p["threats"])})
    taken = sum(p["basket"] + p["storehouse"] for p in plots)
    state.update(deck=deck, hands=hands, known=known, compost=list(view["compost"]),
                 market=[] if market_in_deck else [MARKET_ID], plots=plots, supply_taken=taken,
                 current=view["current"], turn=view["turn"], step=view["step"],
                 flags=deep_copy(view["flags"]), last_roll=deep_copy(view["last_roll"]),
                 frames=deep_copy(view["frames"]))
    return state
