"""The action cards: what playing each one does, and the choices that follow it.

Playing an action card uses one play and puts the card face up on the discard pile at once.
A card that needs a choice pushes a decision frame (``state["frames"]``, plain dicts):

- ``{"kind": "trash_toast", "seats": [waiting], "asked": [seats], "card", "picks": [id or
  None per seat]}``: every opponent with a topping on an open Toast picks one, at once and in
  secret; the picks are applied together when the last is in;
- ``{"kind": "slimy_limy" | "toast_toasted" | "pantry_raid", "seats": [current], "card"}``:
  the player picks the target(s).

Sources: Toasty Toasts rulebook, Action Cards; Plain Toast Cards (Sandwiches are immune to
every action card); rules-decisions.md, Toasty Toasts (Trash Toast, Pantry Raid, Toast
Toasted, Espresso-oh, Slimy-limy, Menu Change).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import log_event
from tabletop.games.toasty_toasts.components import CARD, DRAW, ESPRESSO_PLAYS, KIND
from tabletop.games.toasty_toasts.moves import open_toasts, steal_choices
from tabletop.engine import pop_frame, push_frame
from tabletop.games.toasty_toasts.toasts import find_toast, find_topping
from tabletop.games.toasty_toasts.words import card_list, card_name, seat_name, toast_name
from tabletop.games.toasty_toasts.zones import draw, pass_hands, steal

State = dict[str, Any]


def play_action_card(state: State, seat: int, card: str) -> None:
    """Play ``card`` from ``seat``'s hand (already removed from it and counted as a play): the
    card goes to the discard pile and its effect starts (a frame, or done at once)."""
    state["discard"].append(card)
    kind = KIND[card]
    name = seat_name(state, seat)
    log_event(state, f"{name} played {card_name(card)}.")
    if kind == "espresso_oh":
        # Source: rulebook, Action Cards (2 more plays); rules-decisions.md (may chain).
        state["plays_left"] += ESPRESSO_PLAYS
        log_event(state, f"{name} gets {ESPRESSO_PLAYS} more plays.")
    elif kind == "sriracha_cha":
        # Source: rulebook, Action Cards (draw 2); rules-decisions.md (Time to Eat ends the
        # game by any draw).
        draw(state, seat, DRAW)
    elif kind == "menu_change":
        # Source: rulebook, Action Cards; rules-decisions.md (the printed direction).
        direction = CARD[card].direction
        pass_hands(state, direction)
        log_event(state, f"Every player passed their hand to the {direction}.")
    elif kind == "trash_toast":
        _start_trash(state, seat, card)
    elif kind == "slimy_limy":
        if steal_choices(state, seat):
            push_frame(state, {"kind": kind, "seats": [seat], "card": card})
        else:  # docs/rules/toasty_toasts.md: nobody holds a card, nothing to steal.
            log_event(state, "Nobody else holds a card: there is nothing to steal.")
    else:  # toast_toasted, pantry_raid: only played when a target exists (moves.py).
        push_frame(state, {"kind": kind, "seats": [seat], "card": card})


def _start_trash(state: State, seat: int, card: str) -> None:
    """Source: rulebook, Action Cards (Trash Toast: each other player discards a topping of
    their choice from one of their Toasts); rules-decisions.md (none: nothing); issue 9 (a
    simultaneous secret decision)."""
    n = state["players"]
    asked = [s for s in range(n) if s != seat and any(t["toppings"] for t in open_toasts(state, s))]
    if not asked:
        log_event(state, "No other player has a topping on an open Toast: nothing is trashed.")
        return
    push_frame(state, {"kind": "trash_toast", "seats": list(asked), "asked": asked,
                       "card": card, "picks": [None] * n})
    log_event(state, "Waiting for " + " and ".join(seat_name(state, s) for s in asked)
              + " to choose a topping to trash.")


def trash_pick(state: State, seat: int, topping: str) -> None:
    """One opponent's secret pick; when the last pick is in, every picked topping goes to the
    discard pile together (the frame is then popped)."""
    frame = state["frames"][-1]
    frame["picks"][seat] = topping
    frame["seats"].remove(seat)
    name = seat_name(state, seat)
    log_event(state, f"You chose to trash {card_name(topping)} from "
                     f"{toast_name(state, _toast_of(state, topping), seat)}.", only=[seat],
              others=f"{name} has chosen.")
    if frame["seats"]:
        return
    pop_frame(state)
    parts = []
    for s, card in enumerate(frame["picks"]):
        if card is None:
            continue
        where = toast_name(state, _toast_of(state, card))
        owner, i = find_topping(state["toasts"], card)
        state["toasts"][owner][i]["toppings"].remove(card)
        state["discard"].append(card)
        parts.append(f"{card_name(card)} from {where}")
    log_event(state, "Trash Toast: " + "; ".join(parts) + " went to the discard pile.")


def _toast_of(state: State, topping: str) -> str | None:
    where = find_topping(state["toasts"], topping)
    return None if where is None else state["toasts"][where[0]][where[1]]["base"]


def choose_steal(state: State, seat: int, victims: tuple[int, ...]) -> None:
    """Slimy-limy: 2 random cards from one player, or 1 from each of two. Source: rulebook,
    Action Cards; rules-decisions.md (random cards from the victim's hand)."""
    pop_frame(state)
    name = seat_name(state, seat)
    per = 2 if len(victims) == 1 else 1
    for victim in victims:
        taken = steal(state, seat, victim, per)
        other = seat_name(state, victim)
        count = f"{len(taken)} card{'s' if len(taken) != 1 else ''}"
        log_event(state, f"{name} stole {card_list(taken)} from {other}.", only=[seat, victim],
                  others=f"{name} stole {count} from {other}.")


def choose_toasted(state: State, seat: int, base: str) -> None:
    """Toast Toasted: every topping of the chosen open Toast goes to the discard pile.
    Source: rulebook, Action Cards; rules-decisions.md (any open Toast)."""
    pop_frame(state)
    owner, i = find_toast(state["toasts"], base)
    toast = state["toasts"][owner][i]
    gone, toast["toppings"] = toast["toppings"], []
    state["discard"].extend(gone)
    log_event(state, f"{seat_name(state, seat)} toasted {toast_name(state, base, actor=seat)}: "
                     f"{card_list(gone)} went to the discard pile.")


def choose_raid(state: State, seat: int, topping: str, base: str) -> None:
    """Pantry Raid: move one topping from any open Toast onto one of the player's open Toasts
    that can hold it. Source: rulebook, Action Cards; rules-decisions.md."""
    pop_frame(state)
    source = toast_name(state, _toast_of(state, topping), actor=seat)
    owner, i = find_topping(state["toasts"], topping)
    state["toasts"][owner][i]["toppings"].remove(topping)
    seat_, j = find_toast(state["toasts"], base)
    state["toasts"][seat_][j]["toppings"].append(topping)
    log_event(state, f"{seat_name(state, seat)} raided {card_name(topping)} from {source} "
                     f"onto {toast_name(state, base, actor=seat)}.")
