"""The animation plan for a new Toasty Toasts view: cards fly from the player's hand (or area)
to the Toast or the discard pile, stolen and passed cards fly between hands face down, sounds
for playing, stealing and the end, and the Time to Eat banner. Pictures only: the engine has
already decided everything.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.toasty_toasts.table.layout import Layout
from tabletop.games.toasty_toasts.table.paint import Painter
from tabletop.tablekit.plan import Plan
from tabletop.tablekit.sprites import Flight

PLAY_KINDS = ("topping", "two_toppings", "plain_base", "sandwich", "trade", "discard")


def _source(lay: Layout, seat: int, viewer: int | None, prev: dict[str, Any],
            card: str) -> pygame.Rect:
    """Where ``card`` left from: the viewer's hand slot, else the seat's name line."""
    if seat == viewer and prev.get("hand") and card in prev["hand"]:
        return lay.hand_rects(len(prev["hand"]))[prev["hand"].index(card)]
    x, y = lay.areas[seat].title
    return pygame.Rect(x, y - 20, *lay.areas[seat].scale.card)


def _toast_rect(lay: Layout, view: dict[str, Any], base: str) -> pygame.Rect | None:
    for seat, row in enumerate(view["toasts"]):
        for toast, r in zip(row, lay.toast_rects(seat, row)):
            if toast["base"] == base:
                return r
    return None


def build(painter: Painter, lay: Layout, prev: dict[str, Any], view: dict[str, Any],
          viewer: int | None, action: Action, ms: float) -> Plan:
    """The plan for ``action`` (taking ``prev`` to ``view``), ``ms`` per flight."""
    plan = Plan()
    kind, seat = action.kind, action.seat
    if kind in PLAY_KINDS or kind == "action":
        plan.sounds.append("toast_play" if kind != "action" else "card_flip")
        cards = list(action["cards"]) if kind in ("two_toppings", "trade") else [action["card"]]
        target = _toast_rect(lay, view, action.get("toast")) if action.get("toast") else None
        if kind in ("trade", "discard", "action"):
            target = lay.discard
        elif kind == "plain_base" and view["toasts"][seat]:
            target = lay.toast_rects(seat, view["toasts"][seat])[-1]
        for k, card in enumerate(cards):
            start = _source(lay, seat, viewer, prev, card)
            end = pygame.Rect(target or lay.discard)
            end.size = start.size if target is lay.discard else lay.areas[seat].scale.card
            plan.flights.append(Flight(painter.card(card, start.size), start, end, ms,
                                       delay=k * ms / 3))
    if kind == "steal" or (kind == "action" and str(action.get("card", "")).startswith("menu")):
        plan.sounds.append("steal")
        pairs = ([(v, seat) for v in action["victims"]] if kind == "steal" else
                 [(s, (s + (1 if action["card"].endswith("left") else -1)) % view["players"])
                  for s in range(view["players"])])
        for k, (src, dst) in enumerate(pairs):
            size = lay.areas[src].scale.card
            a = pygame.Rect(lay.areas[src].title, size)
            b = pygame.Rect(lay.areas[dst].title, size)
            plan.flights.append(Flight(painter.card(None, size), a, b, ms * 1.3, delay=k * 60))
    if kind in ("trash", "toast_toasted") and len(view["discard"]) > len(prev["discard"]):
        plan.sounds.append("toast_play")
    if view["over"] and not prev["over"]:
        plan.sounds.append("time_to_eat")
        plan.banner = "Time to Eat! Every Toast is counted."
        big = pygame.Rect(0, 0, lay.draw_pile.width * 2, lay.draw_pile.height * 2)
        big.center = lay.middle.center
        plan.flights.append(Flight(painter.card("time_to_eat", big.size), lay.draw_pile, big,
                                   ms * 3, back=painter.card(None, big.size)))
    return plan
