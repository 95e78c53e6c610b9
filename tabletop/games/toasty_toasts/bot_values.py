"""What the Toasty Toasts heuristic bot reads from a view: how close Time to Eat is, who
leads, and what a card or a Toast is worth to its holder. Plain functions of a view (never the
true state). Sources: Toasty Toasts rulebook, Scoring, Setup (Time to Eat's zone);
docs/rules/toasty_toasts.md (a player knows only that Time to Eat lies among the bottom
``end_zone`` + 1 places not yet drawn).
"""

from __future__ import annotations

from typing import Any

from tabletop.games.toasty_toasts.components import FAMILY, KIND, PARTNER
from tabletop.games.toasty_toasts.toasts import can_hold, toast_points

View = dict[str, Any]


def chance_end_within(view: View, draws: int) -> float:
    """The chance that Time to Eat is among the next ``draws`` cards of the draw pile, from the
    viewer's knowledge: it lies uniformly at one of the bottom ``min(end_zone, pile - 1) + 1``
    places. 1.0 once the game is over."""
    c = view["draw_pile"]
    if view["revealed"] or c == 0:
        return 1.0
    places = min(view["end_zone"], c - 1) + 1          # positions 0..places-1 from the bottom
    hit = sum(1 for p in range(places) if c - 1 - p < draws)
    return hit / places


def expected_draws_left(view: View) -> float:
    """The expected number of cards drawn before Time to Eat turns up."""
    c = view["draw_pile"]
    if view["revealed"] or c == 0:
        return 0.0
    places = min(view["end_zone"], c - 1) + 1
    return c - 1 - (places - 1) / 2


def chance_next_turn(view: View, seat: int) -> float:
    """The chance ``seat`` gets to play another turn after this one (Time to Eat not drawn by
    the other players' draws nor at its own next draw, 2 a turn)."""
    return 1.0 - chance_end_within(view, 2 * view["players"])


def leader_weights(view: View, seat: int) -> list[float]:
    """How much hurting each seat helps ``seat``: more for the leader among the others, none
    for ``seat`` itself. Scores count the table only."""
    scores = view["scores"]
    others = [s for s in range(view["players"]) if s != seat]
    best = max(scores[s] for s in others)
    return [0.0 if s == seat else (1.3 if scores[s] == best else 0.7)
            for s in range(view["players"])]


def fits_somewhere(card: str, toasts: list[dict[str, Any]]) -> bool:
    """True when a topping ``card`` can go on one of ``toasts`` (open ones)."""
    return any(can_hold(t, (card,)) for t in toasts)


def card_value(card: str, view: View, seat: int) -> float:
    """What keeping ``card`` in hand is worth to ``seat`` (points it may bring on a later
    turn, discounted by the chance there is one)."""
    family = FAMILY[card]
    mine = view["toasts"][seat]
    go_on = chance_next_turn(view, seat)
    if family == "topping":
        base = 2.0 if fits_somewhere(card, mine) else 1.0
        partner = PARTNER[KIND[card]]
        if any(KIND[c] == partner for t in mine for c in t["toppings"] if t["lid"] is None):
            base += 1.0
        return base * go_on
    if family == "plain":
        return 1.5 * go_on
    if family == "action":
        return 1.8 * go_on
    return 0.0


def toast_at_risk(toast: dict[str, Any]) -> int:
    """The points an open Toast could lose to action cards: everything but its base."""
    if toast["lid"] is not None:
        return 0
    return toast_points(toast) - 1
