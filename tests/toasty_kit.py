"""Helpers for the Toasty Toasts tests: set up exact table positions from a real game state.

:func:`arrange` moves named cards from wherever they lie into the hands and Toasts asked for,
so every state built here still holds each of the 71 cards once (the census stays true).
"""

from __future__ import annotations

from typing import Any

from tabletop import games
from tabletop.engine import Action
from tabletop.games.toasty_toasts.components import TIME_TO_EAT
from tabletop.engine import learn

GAME = games.get("toasty_toasts")


def _take(state: dict[str, Any], card: str) -> None:
    """Remove ``card`` from the zone it lies in."""
    for key in ("draw_pile", "discard", "base_pile", "revealed"):
        if card in state[key]:
            state[key].remove(card)
            return
    for hand in state["hands"]:
        if card in hand:
            hand.remove(card)
            return
    for row in state["toasts"]:
        for toast in list(row):
            if toast["base"] == card:
                state["draw_pile"][:0] = toast["toppings"] + ([toast["lid"]] if toast["lid"] else [])
                row.remove(toast)
                return
            if card in toast["toppings"]:
                toast["toppings"].remove(card)
                return
            if toast["lid"] == card:
                toast["lid"] = None
                return
    raise AssertionError(f"{card} is nowhere")


def toast(base: str, *toppings: str, lid: str | None = None) -> dict[str, Any]:
    """A Toast dict for :func:`arrange`."""
    return {"base": base, "toppings": list(toppings), "lid": lid}


def arrange(state: dict[str, Any], hands: dict[int, list[str]] | None = None,
            toasts: dict[int, list[dict[str, Any]]] | None = None,
            top: list[str] | None = None, plays_left: int | None = None) -> dict[str, Any]:
    """A copy of ``state`` with the given hands and Toasts (other seats keep theirs; a seat's
    old Toasts go back: bases to the Base Toast pile, their cards to the bottom of the draw
    pile). ``top`` puts cards on top of the draw pile, in draw order. Time to Eat stays in the
    draw pile unless ``top`` names it."""
    s = GAME.state_from_json(GAME.state_to_json(state))
    for seat, rows in (toasts or {}).items():
        for old in list(s["toasts"][seat]):
            s["toasts"][seat].remove(old)
            s["draw_pile"][:0] = old["toppings"] + ([old["lid"]] if old["lid"] else [])
            (s["base_pile"] if old["base"].startswith("base") else s["draw_pile"]).append(old["base"])
        for t in rows:
            for card in [t["base"], *t["toppings"], *([t["lid"]] if t["lid"] else [])]:
                _take(s, card)
            s["toasts"][seat].append({"base": t["base"], "toppings": list(t["toppings"]),
                                      "lid": t["lid"]})
    for seat, cards in (hands or {}).items():
        s["draw_pile"][:0] = s["hands"][seat]
        s["hands"][seat] = []
        for card in cards:
            _take(s, card)
        s["hands"][seat] = sorted(cards)
        learn(s, seat, *cards)
    for card in reversed(top or []):
        _take(s, card)
        s["draw_pile"].append(card)
    if TIME_TO_EAT not in s["draw_pile"] and not s["over"]:
        raise AssertionError("Time to Eat left the draw pile")
    if plays_left is not None:
        s["plays_left"] = plays_left
    GAME.state_from_json(s)  # still a sound state
    return s


def start(players: int = 2, seed: int = 1, options: dict | None = None,
          names: list[str] | None = None) -> dict[str, Any]:
    """A new game, at the first decision (seat 0 has drawn)."""
    names = names or ["Ana", "Ben", "Chloé", "Dev"][:players]
    return GAME.new_game(players, seed, options, names=names)


def act(state: dict[str, Any], seat: int, kind: str, **args: Any) -> dict[str, Any]:
    """Apply one action (checked as legal)."""
    return GAME.apply(state, Action.make(seat, kind, **args))


def legal_kinds(state: dict[str, Any], seat: int) -> set[str]:
    """The action kinds ``seat`` may choose now."""
    return {a.kind for a in GAME.legal_actions(state, seat)}
