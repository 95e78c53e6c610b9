"""Dice placement: where a rolled die may go, and what happens when it lands (the harvest).

Placement action: ``Action.make(seat, "place", die=id, owner=seat_of_token_owner, token=k)``
(k = 0, 1, 2). A die lands as a seed on an empty token (red dice only) or joins a vine that
stays valid; the 4th die harvests the vine at once.
Source: rulebook, Dice Placement Rules, Collecting Points, Karma; rules-decisions.md, Diced
Tomatoes.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action, log_event
from tabletop.games.diced_tomatoes import karma
from tabletop.games.diced_tomatoes.components import SCORE_SLOTS, VINE_FULL, colour
from tabletop.games.diced_tomatoes.vines import (accepting_values, can_join, can_seed, karma_earned, must_clear,
                                                  slot_points, vine_score)
from tabletop.games.diced_tomatoes.zones import return_to_bushel, vine_colours, vine_faces, who


def spot_open(state: dict[str, Any], die: str, owner: int, token: int) -> bool:
    """True when rolled die ``die`` may be placed on ``owner``'s token ``token`` now.

    Seed: a red die on an empty token. Join: the vine stays a set or a run of at most 4.
    A 4th die may not land on the vine of a player whose 6 score slots are all full (there is
    no slot for the harvest): docs/rules reading.
    Source: rulebook, Dice Placement Rules; rules-decisions.md, Diced Tomatoes.
    """
    vine = state["tokens"][owner][token]
    if not vine:
        return can_seed(colour(die))
    if len(vine) == VINE_FULL - 1 and len(state["tracks"][owner]) >= SCORE_SLOTS:
        return False
    return can_join(vine_faces(state, vine), state["values"][die])


def legal_placements(state: dict[str, Any], seat: int) -> list[Action]:
    """Every place action for the active ``seat``: each rolled die on each open spot of any
    player's tokens (same test as :func:`spot_open`, computed once per vine).
    Source: rulebook, Dice Placement Rules (own or opponents' play areas)."""
    if not state["rolled"]:
        return []
    spots = []  # (owner, token, faces accepted or None for a seed spot)
    for owner, tokens in enumerate(state["tokens"]):
        full_track = len(state["tracks"][owner]) >= SCORE_SLOTS
        for k, vine in enumerate(tokens):
            if not vine:
                spots.append((owner, k, None))
            elif not (len(vine) == VINE_FULL - 1 and full_track):
                spots.append((owner, k, accepting_values(vine_faces(state, vine))))
    out = []
    for die in state["rolled"]:
        face, seeds = state["values"][die], can_seed(colour(die))
        for owner, k, accepts in spots:
            if (seeds if accepts is None else face in accepts):
                out.append(Action(seat, "place", (("die", die), ("owner", owner), ("token", k))))
    return out


def any_placement(state: dict[str, Any]) -> bool:
    """True when at least one rolled die has a legal spot."""
    return bool(legal_placements(state, state["turn"]))


def place(state: dict[str, Any], action: Action) -> None:
    """Move a rolled die onto a token (legality checked before); harvest a vine that reaches 4
    dice; Karma Overload: a bit for a die placed on another player's token. One log line."""
    seat, die, owner, token = action.seat, action["die"], action["owner"], action["token"]
    state["rolled"].remove(die)
    vine = state["tokens"][owner][token]
    vine.append(die)
    where = "their own" if owner == seat else f"{who(state, owner)}'s"
    kind = "seeds" if len(vine) == 1 else "adds"
    line = (f"{who(state, seat)} {kind} a {colour(die)} {state['values'][die]} on "
            f"{where} token {token + 1}")
    if len(vine) == VINE_FULL:
        line += ": " + harvest(state, owner, token)
    log_event(state, line + ".")
    if owner != seat and state["options"]["karma_overload"]:
        karma.add_bits(state, seat, 1)  # Source: rulebook, Karma (Karma Overload Variant)


def harvest(state: dict[str, Any], owner: int, token: int) -> str:
    """Harvest the full vine on ``owner``'s token: a score of 0 or less or above 6 clears it
    (every die to the bushel, nothing scored); otherwise the seed die goes to the owner's next
    score slot (worth 7 on a slot match in the Dicey Tomato variant), the other dice to the
    bushel, and the active player earns karma for another player's vine (or their own, solo).
    The first 6th tomato starts the final round. Returns what happened, for the log line.

    Source: rulebook, Collecting Points, Karma, Single Player Mode, Game End;
    rules-decisions.md, Diced Tomatoes.
    """
    active, vine = state["turn"], state["tokens"][owner][token]
    state["tokens"][owner][token] = []
    seed = vine[0]
    score = vine_score(state["values"][seed], vine_colours(vine))
    name = who(state, owner)
    if must_clear(score):
        return_to_bushel(state, vine)
        return f"the vine scores {score} and is cleared"
    track = state["tracks"][owner]
    slot = len(track) + 1
    points = slot_points(score, slot, bool(state["options"]["dicey_tomato"]))
    track.append({"die": seed, "score": score, "points": points})
    return_to_bushel(state, vine[1:])
    text = f"{name} harvests a {score} into score slot {slot}"
    if state["players"] == 1:   # solo scores a star per slot match (rulebook, Single Player Mode)
        if score == slot:
            text += ", a slot match: a star ★"
    elif points != score:
        text += f", a slot match worth {points}"
    if owner != active or state["players"] == 1:
        earned = karma.gain(state, active, karma_earned(score, bool(state["options"]["karma_overload"])))
        if earned:
            text += f"; {who(state, active)} earns {earned} karma"
    if len(track) == SCORE_SLOTS and state["sixth_first"] is None:
        state["sixth_first"] = owner
        state["final_round"] = True
        text += "; a first 6th tomato: the final round begins"
    return text
