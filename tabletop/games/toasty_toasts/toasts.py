"""Toasts: what a Toast may hold and what it scores.

A Toast is plain data: ``{"base": card id, "toppings": [card ids, in play order], "lid": card
id or None}``. ``base`` is a Base Toast or a Plain Toast played as a base and names the Toast
(it never changes); ``lid`` is the Plain Toast that closed it as a Sandwich.
Sources: Toasty Toasts rulebook, Topping Cards, Plain Toast Cards, Scoring; rules-decisions.md,
Toasty Toasts (one topping kind or one combo pair in any ratio; scoring per Toast).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from tabletop.games.toasty_toasts.components import (COMBO_POINTS, KIND, OPEN_POINTS, PARTNER,
                                                     SANDWICH_POINTS, SINGLE_POINTS)

Toast = dict[str, Any]


def new_toast(base: str) -> Toast:
    """An empty open Toast on the card ``base``."""
    return {"base": base, "toppings": [], "lid": None}


def kinds_fit(kinds: Iterable[str]) -> bool:
    """True when topping kinds may share one Toast: all one kind, or the two halves of one
    combo pair. Source: rules-decisions.md, Toasty Toasts; rulebook, Topping Cards."""
    found = set(kinds)
    if len(found) <= 1:
        return True
    if len(found) == 2:
        a, b = found
        return PARTNER.get(a) == b
    return False


def can_hold(toast: Toast, cards: Iterable[str]) -> bool:
    """True when the open ``toast`` may take the topping ``cards`` (ids) as well. A Sandwich
    takes none. Source: rulebook, Plain Toast Cards (Sandwiches); Topping Cards."""
    if toast["lid"] is not None:
        return False
    return kinds_fit([KIND[c] for c in toast["toppings"]] + [KIND[c] for c in cards])


def breakdown(toast: Toast) -> dict[str, int]:
    """What a Toast scores, line by line: ``combos`` (sets of two that combo), ``singles``
    (toppings left over), ``base`` (1 open, 0 in a Sandwich), ``sandwich`` (3 or 0) and
    ``points`` (the total). Combos are the smaller count of the two halves of the pair.
    Source: Toasty Toasts rulebook, Scoring (with its two examples); rules-decisions.md."""
    counts = Counter(KIND[c] for c in toast["toppings"])
    combos = 0
    if len(counts) == 2:
        combos = min(counts.values())
    singles = sum(counts.values()) - 2 * combos
    closed = toast["lid"] is not None
    base = 0 if closed else OPEN_POINTS
    sandwich = SANDWICH_POINTS if closed else 0
    points = COMBO_POINTS * combos + SINGLE_POINTS * singles + base + sandwich
    return {"combos": combos, "singles": singles, "base": base, "sandwich": sandwich,
            "points": points}


def toast_points(toast: Toast) -> int:
    """The points of one Toast (:func:`breakdown`'s total)."""
    return breakdown(toast)["points"]


def seat_points(toasts: list[Toast]) -> int:
    """The points of every Toast in front of one player."""
    return sum(toast_points(t) for t in toasts)


def find_toast(toasts: list[list[Toast]], base: str) -> tuple[int, int] | None:
    """Where the Toast named ``base`` lies: (seat, index), or None."""
    for seat, row in enumerate(toasts):
        for i, toast in enumerate(row):
            if toast["base"] == base:
                return seat, i
    return None


def find_topping(toasts: list[list[Toast]], card: str) -> tuple[int, int] | None:
    """Where the topping ``card`` lies on a Toast: (seat, index), or None."""
    for seat, row in enumerate(toasts):
        for i, toast in enumerate(row):
            if card in toast["toppings"]:
                return seat, i
    return None


def cards_on_toasts(rows: list[list[dict]]) -> list[str]:
    """Every card id lying in the Toasts of ``rows`` (one list of Toast dicts per seat, each
    with ``base``, ``toppings`` and ``lid``): bases, toppings and Sandwich lids, in order."""
    out: list[str] = []
    for row in rows:
        for toast in row:
            out.append(toast["base"])
            out += toast["toppings"]
            if toast["lid"] is not None:
                out.append(toast["lid"])
    return out
