"""What a seat sees of a TomaToss state, the reverse (determinize), and the quick-toss chance.

A view holds only public things plus the viewer's own hand: never another seat's cards that are
not known to all, the order of the tomato deck or the target deck, the box, or the RNG.
Source: architecture guide, lesson 5; rules-decisions.md, TomaToss (a card taken from a pick-up
space is public knowledge; cards drawn blind are not).

After a reshuffle everyone saw what went into the new deck (the face-up discard pile), so the
deck's cards are no longer spread over every unseen card: they lie among ``deck_pool`` minus the
viewer's own blind draws from it (see :func:`deck_candidates`). Source: TomaToss rulebook, Pick
up (reshuffle the discard pile when the deck runs out); docs/rules/tomatoss.md (our reading).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tabletop.engine import BadState
from tabletop.games.tomatoss.components import (HAND_LIMIT, NUM_TARGETS, TOMATO_COUNTS,
                                                board_points, target_dict)
from tabletop.games.tomatoss.checks import pool_errors
from tabletop.games.tomatoss.conditions import met, success_values


def points_breakdown(board: dict[str, Any]) -> dict[str, int]:
    """One player board's points by side: ``basic`` (targets slotted on the left), ``quick``
    (on the right) and their ``total`` (:func:`board_points`). Source: TomaToss rulebook, Game
    End."""
    basic = board_points({"basic": board["basic"], "quick": []})
    quick = board_points({"basic": [], "quick": board["quick"]})
    return {"basic": basic, "quick": quick, "total": basic + quick}


def _target(target_id: int | None) -> dict[str, Any] | None:
    return None if target_id is None else target_dict(target_id)


def view(state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The TomaToss part of ``seat``'s view (None: a spectator). Keys: ``current``, ``turn``
    (the turn counter: 1 on the first turn), ``tokens_left``, ``placed``, ``phase``, ``pickup``, ``targets`` (target dicts), ``tomato_deck``
    (count), ``discard`` (values, top last), ``target_deck`` and ``box`` (counts), ``hand``
    (the viewer's sorted values, None for a spectator), ``hand_sizes``, ``known``, ``boards``
    (``{"basic": [target dicts], "quick": [...], "basket_full"}``), ``scores``, ``points``
    (per seat ``{"basic", "quick", "total"}``: the two sides of the board), ``final_turn``,
    ``last_reveal``, ``to_discard`` (cards the current seat must discard now), ``names``,
    ``deck_pool`` (public: sorted values the reshuffled deck may still hold, None before the first
    reshuffle), ``pool_draws`` (the viewer's own blind draws from that deck, sorted; None for a
    spectator; never another seat's) and ``pool_draw_counts`` (public: per seat, how many cards it
    drew blind from that deck, as the log tells everyone)."""
    cur = state["current"]
    hands = state["hands"]
    return {
        "current": cur,
        "turn": state["turn"],
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
        "points": [points_breakdown(b) for b in state["boards"]],
        "final_turn": state["final_turn"],
        "last_reveal": state["last_reveal"],
        "to_discard": (max(0, len(hands[cur]) - HAND_LIMIT) if state["phase"] == "discard"
                       else 0),
        "names": None if state.get("names") is None else list(state["names"]),
        "deck_pool": None if state["deck_pool"] is None else list(state["deck_pool"]),
        "pool_draws": None if seat is None else list(state["pool_draws"][seat]),
        "pool_draw_counts": [len(d) for d in state["pool_draws"]],
    }


def unseen_tomatoes(view_: dict[str, Any]) -> Counter[int]:
    """Tomato card values the viewer of ``view_`` cannot locate: all 40 minus the viewer's hand,
    the face-up pick-up cards, the discard pile and the cards known in other hands. These lie in
    the tomato deck or in other hands, in an order nobody knows."""
    counts = dict(TOMATO_COUNTS)       # plain counting: the search asks this in every rollout
    viewer = view_["viewer"]
    seen = [view_["discard"], [v for v in view_["pickup"] if v is not None]]
    if view_["hand"] is not None:
        seen.append(view_["hand"])
    seen += [known for seat, known in enumerate(view_["known"])
             if seat != viewer or view_["hand"] is None]
    for values in seen:
        for v in values:
            counts[v] -= 1
    return Counter({v: n for v, n in counts.items() if n > 0})


def deck_candidates(view_: dict[str, Any]) -> Counter[int] | None:
    """After a reshuffle, the values the tomato deck's cards are drawn from, as the viewer of
    ``view_`` knows them: ``deck_pool`` minus the viewer's own blind draws from that deck (the
    others' blind draws are unknown, so the deck is a random part of this multiset), and never
    more copies of a value than the viewer cannot locate (a copy another seat drew blind and
    showed since lies on the discard pile). None before the first reshuffle: the deck is then a
    random part of all the unseen cards (:func:`unseen_tomatoes`).
    Source: TomaToss rulebook, Pick up (reshuffle); docs/rules/tomatoss.md (our reading)."""
    if view_["deck_pool"] is None:
        return None
    pool = Counter(view_["deck_pool"])
    if view_["hand"] is not None:
        pool.subtract(view_["pool_draws"])
    return +pool & unseen_tomatoes(view_)


def quick_toss_chance(view_: dict[str, Any], space: int, values: list[int]) -> float:
    """The probability, from the viewer's knowledge only, that a quick toss of ``values``
    (tomato card values from the viewer's hand) at toss ``space`` (0..2) succeeds.

    The revealed card is uniform over the unseen cards (:func:`unseen_tomatoes`), or, after a
    reshuffle, over the cards the new deck can still hold (:func:`deck_candidates`). When the
    deck is empty, the reveal comes from the discard pile shuffled into a new deck (the played
    cards are not in it yet), so it is uniform over the discard pile (whose cards are all face
    up). When both are empty, nothing is revealed and the result is 1.0 or 0.0 from the played
    cards alone (rules-decisions.md). Returns 0.0 when the space holds no target.

    Raises:
        IndexError: ``space`` is not 0..2.
    Source: TomaToss rulebook, Quick toss! and Quick-Fire Tips (odds from card counts).
    """
    return chance_from_pool(view_, reveal_pool(view_), space, values)


def reveal_pool(view_: dict[str, Any]) -> Counter[int] | None:
    """What a quick toss's revealed card is drawn from, as the viewer knows it (see
    :func:`quick_toss_chance`): value -> copies; None when nothing would be revealed."""
    if view_["tomato_deck"] == 0:
        return Counter(view_["discard"]) if view_["discard"] else None
    return deck_candidates(view_) or unseen_tomatoes(view_)


def chance_from_pool(view_: dict[str, Any], pool: Counter[int] | None, space: int,
                     values: list[int]) -> float:
    """:func:`quick_toss_chance` with the reveal pool already known (``reveal_pool(view_)``),
    for a caller that asks about many quick tosses of one view."""
    target = view_["targets"][space]
    if target is None:
        return 0.0
    played = tuple(sorted(values))
    if pool is None:
        return 1.0 if met(target["type"], played) else 0.0
    total = sum(pool.values())
    if total == 0:
        return 0.0
    hits = success_values(target["type"], played)
    return sum(n for v, n in pool.items() if v in hits) / total


def _hidden_counts(view_: dict[str, Any], seat: int) -> dict[int, int]:
    """Per seat other than the viewer: how many of its hand cards the viewer cannot see."""
    own = seat if view_["hand"] is not None else None
    return {s: view_["hand_sizes"][s] - len(view_["known"][s])
            for s in range(view_["players"]) if s != own}


def _deal_fresh(view_: dict[str, Any], seat: int, rng: random.Random
                ) -> tuple[list[int], dict[int, list[int]], dict[int, list[int]]]:
    """Before any reshuffle: the unseen cards dealt at random to the other hands and the deck.
    Returns (deck, hidden hand cards per other seat, blind draws per other seat: none)."""
    pool = list(unseen_tomatoes(view_).elements())
    rng.shuffle(pool)
    dealt = {}
    for s, hidden in _hidden_counts(view_, seat).items():
        dealt[s], pool = pool[:hidden], pool[hidden:]
    if len(pool) != view_["tomato_deck"]:
        raise BadState("the view's tomato card counts do not add up")
    return pool, dealt, {s: [] for s in dealt}


def _deal_pooled(view_: dict[str, Any], seat: int, rng: random.Random
                 ) -> tuple[list[int], dict[int, list[int]], dict[int, list[int]]] | None:
    """After a reshuffle, one try: the deck is a random part of :func:`deck_candidates`; the
    rest of the viewer's pool P' went to the other seats as their blind draws (as many as each
    drew), kept in their hands where the unseen cards allow; the other unseen cards fill the
    other hands at random. Returns (deck, hidden hand cards, blind draws per other seat), or
    None when this try cannot fit (the caller tries again)."""
    hidden = _hidden_counts(view_, seat)
    own = view_["pool_draws"] if view_["hand"] is not None else []
    mine = Counter(view_["deck_pool"])
    mine.subtract(own)
    candidates = list((deck_candidates(view_) or Counter()).elements())
    rng.shuffle(candidates)
    deck = candidates[:view_["tomato_deck"]]
    if len(deck) != view_["tomato_deck"]:
        return None
    blind = list((mine - Counter(deck)).elements())
    if len(blind) != sum(view_["pool_draw_counts"][s] for s in hidden):
        return None
    rng.shuffle(blind)
    draws = {}
    for s in hidden:
        n = view_["pool_draw_counts"][s]
        draws[s], blind = sorted(blind[:n]), blind[n:]
    rest = unseen_tomatoes(view_) - Counter(deck)
    dealt: dict[int, list[int]] = {s: [] for s in hidden}
    order = list(hidden)
    rng.shuffle(order)
    for s in order:  # a card drawn blind most likely still sits in the hand
        for v in draws[s]:
            if rest[v] > 0 and len(dealt[s]) < hidden[s]:
                dealt[s].append(v)
                rest[v] -= 1
    loose = list((+rest).elements())
    rng.shuffle(loose)
    for s in hidden:
        need = hidden[s] - len(dealt[s])
        dealt[s], loose = dealt[s] + loose[:need], loose[need:]
    if loose or any(len(dealt[s]) != hidden[s] for s in hidden):
        return None
    return deck, dealt, draws


def determinize(view_: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """A full state consistent with ``view_`` (seat ``seat``'s view): the unseen tomato cards
    are dealt at random into the other hands (besides their known cards) and the tomato deck,
    and the unseen target cards into the box and the target deck. The RNG is set by the caller.
    After a reshuffle the deck is a random part of :func:`deck_candidates`, the rest of the
    viewer's pool going to the other seats as their blind draws (``pool_draws``), and the state
    passes :func:`checks.pool_errors` (tried again with other deals until it does).

    Raises:
        BadState: the view's counts do not add up (or no deal fits its reshuffled deck).
    """
    n = view_["players"]
    state: dict[str, Any] = {
        "game": view_["game"], "players": n, "options": dict(view_["options"]), "rng": 0,
        "over": view_["over"],
        "log": [{"text": line, "only": None, "others": None} for line in view_["log"]],
    }
    if view_.get("names") is not None:
        state["names"] = list(view_["names"])
    own = seat if view_["hand"] is not None else None
    known = [list(k) for k in view_["known"]]
    for _ in range(_TRIES if view_["deck_pool"] is not None else 1):
        if view_["deck_pool"] is None:
            deal = _deal_fresh(view_, seat, rng)
        else:
            deal = _deal_pooled(view_, seat, rng)
            if deal is None:
                continue
        deck, dealt, draws = deal
        hands = [list(view_["hand"]) if s == own else sorted(known[s] + dealt[s])
                 for s in range(n)]
        pool_draws = [list(view_["pool_draws"]) if s == own else draws[s] for s in range(n)]
        trial = {"tomato_deck": deck, "discard": list(view_["discard"]), "hands": hands,
                 "known": known, "pool_draws": pool_draws,
                 "deck_pool": None if view_["deck_pool"] is None else list(view_["deck_pool"])}
        if not pool_errors(trial):
            break
    else:
        raise BadState("no deal of the unseen tomato cards fits the view's reshuffled deck")
    shown = {t["id"] for t in view_["targets"] if t is not None}
    for board in view_["boards"]:
        shown.update(t["id"] for t in board["basic"] + board["quick"])
    hidden_targets = [t for t in range(NUM_TARGETS) if t not in shown]
    rng.shuffle(hidden_targets)
    if len(hidden_targets) != view_["box"] + view_["target_deck"]:
        raise BadState("the view's target card counts do not add up")
    state.update(trial)
    state.update(
        pickup=list(view_["pickup"]),
        targets=[None if t is None else t["id"] for t in view_["targets"]],
        box=hidden_targets[:view_["box"]], target_deck=hidden_targets[view_["box"]:],
        boards=[{"basic": [t["id"] for t in b["basic"]], "quick": [t["id"] for t in b["quick"]],
                 "basket_full": b["basket_full"]} for b in view_["boards"]],
        current=view_["current"], turn=view_["turn"], tokens_left=view_["tokens_left"],
        placed=[dict(p) for p in view_["placed"]], phase=view_["phase"],
        final_turn=view_["final_turn"], last_reveal=view_["last_reveal"])
    return state


_TRIES = 200
"""Deals tried after a reshuffle before a view is judged not to add up (a try fails only when
the hand sizes leave no room for the blind draws that the discard pile cannot account for)."""

__all__ = ["view", "determinize", "quick_toss_chance", "unseen_tomatoes", "deck_candidates"]
