"""Karma: what it costs, which spends are legal now, and how a spend changes the state.

Spend actions: ``Action.make(seat, "karma", spend=<kind>, ...)`` with

- ``spend="reroll", die=id`` (1 karma): roll that die again;
- ``spend="shift", die=id, value=v`` (2): move it one pip up or down (``v`` = its face +-1, 1-6);
- ``spend="clean", owner=seat, token=k`` (3): every die of that vine goes back to the bushel;
- ``spend="rollover", die=id`` (4): a 1 becomes a 6, a 6 becomes a 1;
- ``spend="flip", die=id`` (5): the opposite face, 7 minus the face;
- ``spend="set", die=id, value=v`` (6): any other face.

Only the active player spends, and only on rolled dice not yet placed, except cleaning, which
takes any vine of any player.
Source: rulebook, Karma (the six uses and their costs); rules-decisions.md, Diced Tomatoes
(active player only, rolled dice only except cleaning, shift within 1-6, flip = 7 - x).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action, Rng, log_event
from tabletop.games.diced_tomatoes.components import (BITS_PER_KARMA, KARMA_TURN_CAP, colour)
from tabletop.games.diced_tomatoes.zones import return_to_bushel, who

COSTS: dict[str, int] = {"reroll": 1, "shift": 2, "clean": 3, "rollover": 4, "flip": 5, "set": 6}
"""Karma cost of each spend. Source: rulebook, Karma."""


FACES = range(1, 7)
"""A die's faces. Source: rulebook, Components (six-sided dice)."""


def new_faces(spend: str, face: int) -> tuple[int, ...]:
    """The faces a ``spend`` may turn a die showing ``face`` into (the table's karma menu
    words them): shift one pip either way within 1-6, roll over a 1 or a 6 to the other end,
    flip to the opposite face, set any other face; none for a re-roll (chance decides) or a
    roll over of another face. Source: rulebook, Karma; rules-decisions.md, Diced Tomatoes
    (shift within 1-6, flip = 7 - x)."""
    if spend == "shift":
        return tuple(v for v in (face - 1, face + 1) if v in FACES)
    if spend == "rollover":
        return (7 - face,) if face in (1, 6) else ()
    if spend == "flip":
        return (7 - face,)
    return tuple(v for v in FACES if v != face) if spend == "set" else ()


def gain(state: dict[str, Any], seat: int, amount: int) -> int:
    """Give ``seat`` ``amount`` karma, never above 12 (the in-turn cap). Returns what was added.

    Source: rules-decisions.md, Diced Tomatoes (karma may reach 12 during one's own turn).
    """
    before = state["karma"][seat]
    state["karma"][seat] = min(KARMA_TURN_CAP, before + amount)
    return state["karma"][seat] - before


def add_bits(state: dict[str, Any], seat: int, bits: int) -> None:
    """Karma Overload: give ``seat`` karma bits; every 3 bits turn into 1 karma at once.

    Source: rulebook, Karma (Karma Overload Variant).
    """
    total = state["bits"][seat] + bits
    state["bits"][seat] = total % BITS_PER_KARMA
    earned = gain(state, seat, total // BITS_PER_KARMA)
    if earned:
        log_event(state, f"{who(state, seat)} turns karma bits into {earned} karma.")


def legal_spends(state: dict[str, Any], seat: int) -> list[Action]:
    """Every karma spend ``seat`` (the active player) can afford now, in a fixed order."""
    karma, values = state["karma"][seat], state["values"]
    out: list[Action] = []
    for die in state["rolled"]:
        face = values[die]
        if karma >= COSTS["reroll"]:
            out.append(Action.make(seat, "karma", spend="reroll", die=die))
        if karma >= COSTS["shift"]:
            out += [Action.make(seat, "karma", spend="shift", die=die, value=v)
                    for v in new_faces("shift", face)]
        if karma >= COSTS["rollover"] and new_faces("rollover", face):
            out.append(Action.make(seat, "karma", spend="rollover", die=die))
        if karma >= COSTS["flip"]:
            out.append(Action.make(seat, "karma", spend="flip", die=die))
        if karma >= COSTS["set"]:
            out += [Action.make(seat, "karma", spend="set", die=die, value=v)
                    for v in new_faces("set", face)]
    out += clean_spends(state, seat)
    return out


def clean_spends(state: dict[str, Any], seat: int) -> list[Action]:
    """The vine-cleaning spends ``seat`` can afford now (one per non-empty token of any player)."""
    if state["karma"][seat] < COSTS["clean"]:
        return []
    return [Action.make(seat, "karma", spend="clean", owner=owner, token=k)
            for owner, tokens in enumerate(state["tokens"])
            for k, vine in enumerate(tokens) if vine]


def apply_spend(state: dict[str, Any], action: Action) -> None:
    """Pay for and carry out a legal karma spend (mutates ``state``; legality checked before)."""
    seat, spend = action.seat, action["spend"]
    state["karma"][seat] -= COSTS[spend]
    name = who(state, seat)
    if spend == "clean":
        owner, token = action["owner"], action["token"]
        vine = state["tokens"][owner][token]
        state["tokens"][owner][token] = []
        return_to_bushel(state, vine)
        log_event(state, f"{name} spends 3 karma to clean {who(state, owner)}'s vine "
                         f"on token {token + 1}.")
        return
    die = action["die"]
    old = state["values"][die]
    if spend == "reroll":
        new = Rng(state).randint(1, 6)
    elif spend == "rollover":
        new = 7 - old  # 1 <-> 6
    elif spend == "flip":
        new = 7 - old
    else:  # shift, set
        new = action["value"]
    state["values"][die] = new
    verb = {"reroll": "re-roll", "shift": "shift", "rollover": "roll over", "flip": "flip",
            "set": "set"}[spend]
    log_event(state, f"{name} spends {COSTS[spend]} karma to {verb} a {colour(die)} {old}: "
                     f"it now shows {new}.")
