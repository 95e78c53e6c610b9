"""What a seat sees of Diced Tomatoes, and a full state rebuilt from that view.

Every die is public in this game; only the random generator and the bushel's order (a bag:
which die of a colour, or under blind draw which dice, the next take brings out) are hidden. The view (beyond the engine's shared keys) holds:

- ``names``: the seat names or None; ``turn``, ``first``, ``last`` (seats), ``phase``
  (``"take"``, ``"place"`` (some rolled die has a spot), ``"end"`` (none has) or ``"over"``), ``turns`` (turn number), ``final_round`` (bool),
  ``sixth_first`` (seat or None), ``result`` (None, ``"tomatoes"`` or ``"bushel"``),
  ``start_rolls`` (one list of faces per round of the starting roll, 0 = did not roll);
- ``bushel``: the die ids in the bushel, sorted; ``bushel_counts``: ``{"red": n, "black": n, "gold": n}``;
- ``rolled`` and ``passed``: lists of dice ``{"id", "colour", "value"}``; ``passed_to``: the seat
  the passed dice wait for (None when there are none);
- ``tokens[seat][k]``: the vine on token k (0-2), a list of dice, seed first;
  ``vine_scores[seat][k]``: its current score (None for an empty token);
- ``tracks[seat]``: score slots ``{"slot", "id", "colour", "value", "score", "points"}``;
- ``karma``, ``bits``: per seat; ``points``: per seat breakdown (see scoring.breakdown);
  ``points_from``: per seat the karma and the red dice on vines its karma and vines points
  are made from (2 karma or 3 red dice make 1 point: rulebook, Collecting Points);
  ``scores``: per seat (solo: slot matches).

Source: rules-decisions.md, Diced Tomatoes; architecture guide, lessons 4-5.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.state import deep_copy
from tabletop.games.diced_tomatoes.components import BLACK, GOLD, RED, colour
from tabletop.games.diced_tomatoes.scoring import breakdown, scores
from tabletop.games.diced_tomatoes.vines import red_count, vine_score
from tabletop.games.diced_tomatoes.zones import bushel_in_order, vine_colours

_PLAIN_KEYS = ("turn", "first", "last", "phase", "turns", "final_round", "sixth_first", "result",
               "start_rolls", "karma", "bits")


def _die(state: dict[str, Any], die: str) -> dict[str, Any]:
    return {"id": die, "colour": colour(die), "value": state["values"][die]}


def passed_to(state: dict[str, Any]) -> int | None:
    """The seat the passed dice wait for, or None when no dice are passed: the active seat (it
    rolls them with its take), except when the final round ended the game before the turn
    moved on, where they went to the seat after the last player.
    Source: rulebook, Player Turn (unplaced dice go to the next player) and Game End."""
    if not state["passed"]:
        return None
    if state["over"] and state["result"] == "tomatoes":
        return (state["turn"] + 1) % state["players"]
    return state["turn"]


def public_view(state: dict[str, Any]) -> dict[str, Any]:
    """The game-specific part of every seat's view (all of it is public)."""
    out: dict[str, Any] = {k: deep_copy(state[k]) for k in _PLAIN_KEYS}
    out["names"] = deep_copy(state.get("names"))
    out["bushel"] = bushel_in_order(state)
    out["bushel_counts"] = {c: sum(1 for d in state["bushel"] if colour(d) == c)
                            for c in (RED, BLACK, GOLD)}
    out["rolled"] = [_die(state, d) for d in state["rolled"]]
    out["passed"] = [_die(state, d) for d in state["passed"]]
    out["passed_to"] = passed_to(state)
    out["tokens"] = [[[_die(state, d) for d in vine] for vine in tokens]
                     for tokens in state["tokens"]]
    out["vine_scores"] = [[vine_score(state["values"][v[0]], vine_colours(v)) if v else None
                           for v in tokens] for tokens in state["tokens"]]
    out["tracks"] = [[{"slot": i + 1, **_die(state, slot["die"]), "score": slot["score"],
                       "points": slot["points"]} for i, slot in enumerate(track)]
                     for track in state["tracks"]]
    out["points"] = [breakdown(state, s) for s in range(state["players"])]
    out["points_from"] = [{"karma": state["karma"][s], "vines": sum(
        red_count(vine_colours(v)) for v in state["tokens"][s])} for s in range(state["players"])]
    out["scores"] = [p["total"] for p in out["points"]] if state["players"] > 1 else scores(state)
    return out


def state_from_view(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A full state consistent with ``view``: the bushel's hidden order is shuffled with ``rng``
    (a :class:`random.Random`); the engine then gives the state a fresh generator."""
    state: dict[str, Any] = {"game": view["game"], "players": view["players"],
                             "options": deep_copy(view["options"]), "over": view["over"],
                             "rng": 0}
    state["log"] = [{"text": line, "only": None, "others": None} for line in view["log"]]
    if view.get("names") is not None:
        state["names"] = list(view["names"])
    for key in _PLAIN_KEYS:
        state[key] = deep_copy(view[key])
    values = {d: 0 for d in view["bushel"]}
    on_show = view["rolled"] + view["passed"] + [d for tokens in view["tokens"]
                                                 for vine in tokens for d in vine]
    on_show += [s for track in view["tracks"] for s in track]
    for die in on_show:
        values[die["id"]] = die["value"]
    state["values"] = values
    bag = list(view["bushel"])
    rng.shuffle(bag)
    state["bushel"] = bag
    state["rolled"] = [d["id"] for d in view["rolled"]]
    state["passed"] = [d["id"] for d in view["passed"]]
    state["tokens"] = [[[d["id"] for d in vine] for vine in tokens] for tokens in view["tokens"]]
    state["tracks"] = [[{"die": s["id"], "score": s["score"], "points": s["points"]}
                        for s in track] for track in view["tracks"]]
    return state
