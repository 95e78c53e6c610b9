"""What a seat sees of a Toasty Toasts state, and the reverse (determinize).

A view holds the public table (Toasts, the face-up discard and Base Toast piles, pile and hand
counts) plus the viewer's own hand and the cards it can follow in other hands (cards it passed
in a Menu Change, cards stolen from it). Never another card's id in a hand, the order of the
draw pile, where Time to Eat lies in it, another seat's pending Trash Toast pick, or the RNG.
Source: architecture guide, lesson 5; Toasty Toasts rulebook, Setup (face-down draw pile,
face-up Base Toast pile); issue 9 (what a seat has seen is known to it only).
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import BadState, deep_copy
from tabletop.games.toasty_toasts.components import ALL_IDS, TIME_TO_EAT, end_zone
from tabletop.games.toasty_toasts.moves import open_toasts
from tabletop.engine import deal_unseen, state_from_view, unseen
from tabletop.games.toasty_toasts.toasts import breakdown, cards_on_toasts, seat_points

State = dict[str, Any]


def _frame_view(frame: dict[str, Any] | None, seat: int | None) -> tuple[dict | None, Any]:
    """The public part of the top frame (kind, card, the seats Trash Toast asked: who is still
    choosing is the decision's business) and the viewer's own pending pick."""
    if frame is None:
        return None, None
    out = {"kind": frame["kind"], "card": frame["card"]}
    mine = None
    if frame["kind"] == "trash_toast":
        out["asked"] = list(frame["asked"])
        mine = frame["picks"][seat] if seat is not None else None
    return out, mine


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The Toasty Toasts part of ``seat``'s view (None: a spectator). Keys: ``current``,
    ``turn``, ``plays_left``, ``traded``, ``phase``, ``hand_limit``, ``draw_pile`` (count,
    Time to Eat included while it is there), ``end_zone`` (how many cards at the bottom of the
    dealt pile Time to Eat was shuffled among), ``base_pile`` (ids, face up), ``discard`` (ids,
    top last), ``revealed``, ``hand`` (the viewer's sorted ids, None for a spectator),
    ``hand_sizes``, ``hands_known`` (per seat, the sorted ids in that hand the viewer can
    follow; empty for the viewer's own), ``toasts`` (per seat, Toast dicts), ``toast_points``
    (per seat, a :func:`breakdown` per Toast), ``points`` (per seat, ``{"Toast 1": n, ...,
    "total": n}``: the game-over screen's line of parts), ``scores``, ``frame`` (see :func:`_frame_view`),
    ``my_pick``, ``ended_by``, ``names``."""
    known = set(state["known"][seat]) if seat is not None else set()
    frame, mine = _frame_view(state["frames"][-1] if state["frames"] else None, seat)
    hands = state["hands"]
    return {
        "current": state["current"], "turn": state["turn"],
        "plays_left": state["plays_left"], "traded": state["traded"], "phase": state["phase"],
        "hand_limit": 7 if state["options"].get("hand_limit_7") else 5,
        "draw_pile": len(state["draw_pile"]), "end_zone": end_zone(state["players"]),
        "base_pile": list(state["base_pile"]), "discard": list(state["discard"]),
        "revealed": list(state["revealed"]),
        "hand": None if seat is None else list(hands[seat]),
        "hand_sizes": [len(h) for h in hands],
        "hands_known": [[] if s == seat else [c for c in h if c in known]
                        for s, h in enumerate(hands)],
        "toasts": deep_copy(state["toasts"]),
        "toast_points": [[breakdown(t) for t in row] for row in state["toasts"]],
        "points": [_seat_points(row) for row in state["toasts"]],
        "scores": [seat_points(row) for row in state["toasts"]],
        "frame": frame, "my_pick": mine, "ended_by": state["ended_by"],
        "names": None if state.get("names") is None else list(state["names"]),
    }


def _seat_points(row: list[dict[str, Any]]) -> dict[str, int]:
    """One seat's points Toast by Toast, and their total. Source: rulebook, Scoring."""
    out = {f"Toast {i + 1}": breakdown(t)["points"] for i, t in enumerate(row)}
    out["total"] = seat_points(row)
    return out


def _table_cards(view_: dict[str, Any]) -> list[str]:
    return (list(view_["discard"]) + list(view_["base_pile"]) + list(view_["revealed"])
            + cards_on_toasts(view_["toasts"]))


def determinize(view_: dict[str, Any], seat: int, rng: random.Random) -> State:
    """A full state consistent with ``view_`` (seat ``seat``'s view): the cards the seat cannot
    follow are dealt at random into the other hands (besides the cards it can follow there) and
    the draw pile, and Time to Eat goes at a random place among the bottom cards it can still
    be in (the bottom ``end_zone`` + 1 places, but not above the top: it has not been drawn).
    Other seats' pending Trash Toast picks are random legal picks. The RNG is set by the caller.

    Raises:
        BadState: the view's counts do not add up."""
    n = view_["players"]
    state = state_from_view(view_)
    own = view_["hand"] if view_["hand"] is not None else []
    followed = [list(k) for k in view_["hands_known"]]
    pool = unseen(ALL_IDS, _table_cards(view_), own, *followed)
    if TIME_TO_EAT in pool:
        pool.remove(TIME_TO_EAT)
    sizes = [0 if (s == seat and view_["hand"] is not None) else view_["hand_sizes"][s]
             - len(followed[s]) for s in range(n)]
    if any(x < 0 for x in sizes):
        raise BadState("the view's hand counts do not add up")
    *dealt, pile = deal_unseen(pool, sizes, rng)
    hands = [sorted(own) if (s == seat and view_["hand"] is not None)
             else sorted(followed[s] + dealt[s]) for s in range(n)]
    if not view_["revealed"]:
        if len(pile) + 1 != view_["draw_pile"]:
            raise BadState("the view's draw pile count does not add up")
        pile.insert(rng.randint(0, min(view_["end_zone"], len(pile))), TIME_TO_EAT)
    elif len(pile) != view_["draw_pile"]:
        raise BadState("the view's draw pile count does not add up")
    known = [sorted(set(hands[s]) | ({c for f in followed for c in f} if s == seat else set()))
             for s in range(n)]
    state.update(draw_pile=pile, discard=list(view_["discard"]), hands=hands,
                 toasts=deep_copy(view_["toasts"]), base_pile=list(view_["base_pile"]),
                 revealed=list(view_["revealed"]), known=known,
                 frames=_frames(view_, seat, rng), current=view_["current"],
                 turn=view_["turn"], plays_left=view_["plays_left"], traded=view_["traded"],
                 phase=view_["phase"], ended_by=view_["ended_by"])
    if view_.get("names") is not None:
        state["names"] = list(view_["names"])
    return state


def _frames(view_: dict[str, Any], seat: int, rng: random.Random) -> list[dict[str, Any]]:
    frame = view_["frame"]
    if frame is None:
        return []
    waiting = list(view_["decision"]["seats"]) if view_["decision"] else []
    if frame["kind"] != "trash_toast":
        return [{"kind": frame["kind"], "seats": waiting, "card": frame["card"]}]
    picks: list[Any] = [None] * view_["players"]
    probe = {"toasts": view_["toasts"]}
    for s in frame["asked"]:
        if s == seat:
            picks[s] = view_["my_pick"]
        elif s not in waiting:
            picks[s] = rng.choice([c for t in open_toasts(probe, s) for c in t["toppings"]])
    return [{"kind": "trash_toast", "seats": waiting, "asked": list(frame["asked"]),
             "card": frame["card"], "picks": picks}]
