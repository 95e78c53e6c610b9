"""The animation plan for a new Toasty Toasts view: cards fly from the player's hand (or area)
to the Toast or the discard pile, stolen and passed cards fly between hands face down, sounds
for playing and stealing, and Time to Eat turning over from the draw pile (:func:`ending_plan`). Pictures only: the engine has
already decided everything.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.toasty_toasts.table.layout import CARD_RATIO, Layout, stack_in_card
from tabletop.games.toasty_toasts.table.paint import Painter, display_order
from tabletop.tablekit.plan import Plan
from tabletop.tablekit.sprites import Flight

PLAY_KINDS = ("topping", "two_toppings", "plain_base", "sandwich", "trade", "discard")


def _source(lay: Layout, seat: int, viewer: int | None, prev: dict[str, Any], card: str,
            hand_at: dict[str, pygame.Rect], dropped: dict[Any, pygame.Rect]) -> pygame.Rect:
    """Where ``card`` left from: where it was let go, else its place in the viewer's hand
    (``hand_at``: card -> rect as last drawn), else the seat's name line."""
    if ("hand", card) in dropped:
        return pygame.Rect(dropped[("hand", card)])
    if seat == viewer and card in hand_at:
        return pygame.Rect(hand_at[card])
    if seat == viewer and prev.get("hand") and card in prev["hand"]:
        return lay.hand_rects(len(prev["hand"]))[prev["hand"].index(card)]
    x, y = lay.areas[seat].title
    return pygame.Rect(x, y - 20, *lay.areas[seat].scale.card)


def _topping_spot(view: dict[str, Any], rect: pygame.Rect, base: str, card: str
                  ) -> pygame.Rect | None:
    """A card-shaped rect over the icon spot ``card`` takes on the Toast ``base`` at ``rect``
    (a topping card lands small, where its icon then shows)."""
    toast = next((t for row in view["toasts"] for t in row if t["base"] == base), None)
    if toast is None or card not in toast["toppings"]:
        return None
    order = display_order(toast["toppings"])[0]
    icon = stack_in_card(rect, len(order))[order.index(card)]
    out = pygame.Rect(0, 0, icon.width, round(icon.width * CARD_RATIO))
    out.center = icon.center
    return out


def build(painter: Painter, lay: Layout, prev: dict[str, Any], view: dict[str, Any],
          viewer: int | None, action: Action, ms: float,
          hand_at: dict[str, pygame.Rect] | None = None,
          dropped: dict[Any, pygame.Rect] | None = None) -> Plan:
    """The plan for ``action`` (taking ``prev`` to ``view``), ``ms`` per flight; ``hand_at``:
    the viewer's hand cards' rects before (card -> rect); ``dropped``: the kit's drop rects."""
    plan = Plan()
    kind, seat = action.kind, action.seat
    if kind in PLAY_KINDS or kind == "action":
        plan.sounds.append("toast_play" if kind != "action" else "card_flip")
        cards = list(action["cards"]) if kind in ("two_toppings", "trade") else [action["card"]]
        target = lay.rects_by_base(view).get(action.get("toast"))
        if kind in ("trade", "discard", "action"):
            target = lay.discard
        elif kind == "plain_base" and view["toasts"][seat]:
            target = lay.toast_rects(seat, view["toasts"][seat])[-1]
        for k, card in enumerate(cards):
            start = _source(lay, seat, viewer, prev, card, hand_at or {}, dropped or {})
            end = pygame.Rect(target or lay.discard)
            end.size = (start.size if target is lay.discard else
                        target.size if target is not None else lay.areas[seat].scale.card)
            spot = _topping_spot(view, target, action.get("toast"), card) \
                if kind in ("topping", "two_toppings") and target is not None else None
            end = spot or end
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
    return plan


def ending_plan(painter: Painter, lay: Layout, reveal_ms: float) -> Plan:
    """Time to Eat turns over from the draw pile onto its spot beside the discard pile (the
    piece ``("eat",)`` stays hidden until it lands), with its sound and banner; the count
    that follows is :mod:`.ending`'s."""
    plan = Plan(sounds=["card_flip", "time_to_eat"])
    plan.banner = "Time to Eat! Every Toast is counted."
    size = lay.eat_spot.size
    plan.flights.append(Flight(painter.card("time_to_eat", size), lay.draw_pile, lay.eat_spot,
                               reveal_ms, back=painter.card(None, size), hide=("eat",)))
    return plan
