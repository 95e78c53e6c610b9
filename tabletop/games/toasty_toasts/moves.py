"""The legal actions of each Toasty Toasts decision.

Play decision (kind ``"play"``, the current seat, at least one play left), in this order:

- ``topping(card, toast)``: one topping card onto one of your open Toasts that can hold it;
- ``two_toppings(cards=[a, b], toast)``: two toppings that match or combo, onto the same open
  Toast that can hold both, for one play;
- ``plain_base(card)``: a Plain Toast as a new open Toast (one play);
- ``sandwich(card, toast)``: a Plain Toast closing one of your open Toasts (two plays; only
  with two plays left);
- ``action(card)``: an action card whose effect is possible (Pantry Raid needs a topping that
  one of your open Toasts can take; Toast Toasted an open Toast with a topping);
- ``trade(cards=[a, b])``: any two hand cards for a Base Toast, once a turn, while the Base
  Toast pile is not empty;
- ``done``: end the plays (they are "up to 2").

Hand check (``"hand_check"``): ``discard(card)`` for each hand card, one at a time.
Frames: ``trash(topping)`` (each asked opponent, at once and in secret), ``steal(victims)``,
``toast_toasted(toast)``, ``pantry_raid(topping, toast)`` (see :mod:`effects`).
Toasts are named by their base card id; card pairs are listed sorted.
Sources: Toasty Toasts rulebook, Player Turns, Playing Cards, Action Cards; rules-decisions.md,
Toasty Toasts.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from tabletop.engine import Action
from tabletop.games.toasty_toasts.components import FAMILY, KIND, SANDWICH_PLAYS
from tabletop.games.toasty_toasts.toasts import can_hold, kinds_fit

State = dict[str, Any]


def open_toasts(state: State, seat: int) -> list[dict[str, Any]]:
    """``seat``'s Toasts that are not Sandwiches."""
    return [t for t in state["toasts"][seat] if t["lid"] is None]


def raid_moves(state: State, seat: int) -> list[tuple[str, str]]:
    """Every (topping id, destination base id) Pantry Raid may make: a topping on any open Toast
    onto another open Toast of ``seat`` that can hold it. Source: rulebook, Action Cards (Pantry
    Raid); rules-decisions.md (from any open Toast; Sandwiches are immune)."""
    mine = open_toasts(state, seat)
    out = []
    for row in state["toasts"]:
        for source in row:
            if source["lid"] is not None:
                continue
            for card in source["toppings"]:
                out += [(card, t["base"]) for t in mine
                        if t is not source and can_hold(t, [card])]
    return out


def toasted_targets(state: State) -> list[str]:
    """Base ids of the open Toasts holding a topping (any player's). Source: rulebook, Action
    Cards (Toast Toasted); rules-decisions.md (any open Toast); docs/rules/toasty_toasts.md
    (one with a topping)."""
    return [t["base"] for row in state["toasts"] for t in row
            if t["lid"] is None and t["toppings"]]


def action_playable(state: State, seat: int, card: str) -> bool:
    """True when the action card ``card`` may be played now. Source: rules-decisions.md (Pantry
    Raid unplayable with no destination); docs/rules/toasty_toasts.md (Toast Toasted needs a
    Toast with a topping; the other cards may always be played, even to no effect)."""
    kind = KIND[card]
    if kind == "pantry_raid":
        return bool(raid_moves(state, seat))
    if kind == "toast_toasted":
        return bool(toasted_targets(state))
    return True


def play_actions(state: State, seat: int) -> list[Action]:
    """Every play ``seat`` may make now (see the module docstring for the order)."""
    hand = state["hands"][seat]
    mine = open_toasts(state, seat)
    toppings = [c for c in hand if FAMILY[c] == "topping"]
    out = [Action(seat, "topping", (("card", c), ("toast", t["base"])))
           for c in toppings for t in mine if can_hold(t, (c,))]
    for a, b in combinations(toppings, 2):
        if kinds_fit((KIND[a], KIND[b])):
            out += [Action(seat, "two_toppings", (("cards", (a, b)), ("toast", t["base"])))
                    for t in mine if can_hold(t, (a, b))]
    plains = [c for c in hand if FAMILY[c] == "plain"]
    out += [Action(seat, "plain_base", (("card", c),)) for c in plains]
    if state["plays_left"] >= SANDWICH_PLAYS:
        out += [Action(seat, "sandwich", (("card", c), ("toast", t["base"])))
                for c in plains for t in mine]
    out += [Action(seat, "action", (("card", c),)) for c in hand
            if FAMILY[c] == "action" and action_playable(state, seat, c)]
    if not state["traded"] and state["base_pile"]:
        out += [Action(seat, "trade", (("cards", pair),)) for pair in combinations(hand, 2)]
    out.append(Action(seat, "done"))
    return out


def discard_actions(state: State, seat: int) -> list[Action]:
    """One ``discard(card)`` per hand card (the hand check, one card at a time)."""
    return [Action(seat, "discard", (("card", c),)) for c in state["hands"][seat]]


def frame_actions(state: State, seat: int, frame: dict[str, Any]) -> list[Action]:
    """The choices of the multi-step decision ``frame`` for ``seat``."""
    kind = frame["kind"]
    if kind == "trash_toast":
        return [Action(seat, "trash", (("topping", c),))
                for t in open_toasts(state, seat) for c in t["toppings"]]
    if kind == "slimy_limy":
        return [Action(seat, "steal", (("victims", v),)) for v in steal_choices(state, seat)]
    if kind == "toast_toasted":
        return [Action(seat, "toast_toasted", (("toast", b),)) for b in toasted_targets(state)]
    if kind == "pantry_raid":
        return [Action(seat, "pantry_raid", (("toast", b), ("topping", c)))
                for c, b in raid_moves(state, seat)]
    raise ValueError(f"unknown frame kind {kind!r}")


def steal_choices(state: State, seat: int) -> list[tuple[int, ...]]:
    """Slimy-limy's choices: ``(v,)`` takes 2 cards from ``v`` (just the one when ``v`` holds
    one), ``(v, w)`` one from each of two players; only players holding cards. Source:
    rulebook, Action Cards (Slimy-limy); docs/rules/toasty_toasts.md (a player with one card)."""
    victims = [v for v in range(state["players"]) if v != seat and state["hands"][v]]
    return [(v,) for v in victims] + list(combinations(victims, 2))
