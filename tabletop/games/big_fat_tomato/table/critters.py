"""Pests, caterpillars and weeds on the table, in motion: a lying threat arriving on a plot (its
card flies from the plot of the player who played it onto its chip, the critter scurries over
the chip: skitter sound), one leaving (its card goes to the Compost Heap), the pests eating
from a storehouse and the caterpillars eating their share of a harvest (the tomatoes vanish
into the critter, which wriggles on its chip: munch sound). Pictures only: the engine decided.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.tablekit.plan import Plan
from tabletop.tablekit.sprites import Flight

CRITTER = {"caterpillars": "caterpillar", "pests": "pest"}
"""The critter picture (art/big_fat_tomato/<name>.png) of each lying threat that has one."""
MAX_EATEN = 8
"""Most tomatoes drawn flying into a critter."""


def _key(card: str) -> str:
    return card.split(".", 1)[0]


def chip_rect(table: Any, view: dict[str, Any], seat: int, card: str) -> pygame.Rect | None:
    """Where lying threat ``card`` (id) sits on ``seat``'s plot in ``view`` (window pixels),
    or None when it does not lie there."""
    plot = view["plots"][seat]
    cards = [t["card"] for t in plot["threats"]]
    if card not in cards:
        return None
    skip = 1 if plot["fences"] else 0
    return table.lay.plots[seat].chip(skip + cards.index(card))


def _chip_of_kind(table: Any, view: dict[str, Any], seat: int, key: str) -> pygame.Rect | None:
    card = next((t["card"] for t in view["plots"][seat]["threats"] if _key(t["card"]) == key),
                None)
    return None if card is None else chip_rect(table, view, seat, card)


def _card_on(table: Any, chip: pygame.Rect) -> pygame.Rect:
    """A card-shaped rect as tall as ``chip``, centred on it (a card never squashed flat)."""
    w, h = table.lay.card
    rect = pygame.Rect(0, 0, max(4, round(chip.height * w / h)), chip.height)
    rect.center = chip.center
    return rect


def wriggle(table: Any, key: str, chip: pygame.Rect, ms: float, delay: float = 0.0) -> list:
    """The critter of threat ``key`` crawling across ``chip`` and back (none for weeds): two
    flights of ``ms`` milliseconds each after ``delay``."""
    name = CRITTER.get(key)
    if name is None:
        return []
    h = max(12, chip.height * 9 // 10)
    w = h * 2 if name == "caterpillar" else h
    face = table.painter.piece(name, (w, h))
    left = pygame.Rect(chip.x - w // 3, chip.bottom - h, w, h)
    right = left.move(max(4, chip.width - w * 2 // 3), -2)
    return [Flight(face, left, right, ms, delay, show_before_start=False),
            Flight(pygame.transform.flip(face, True, False), right, left, ms, delay + ms,
                   show_before_start=False)]


def _eaten(table: Any, start: pygame.Rect, chip: pygame.Rect, n: int, ms: float) -> list:
    """``n`` tomatoes flying from ``start`` into the critter on ``chip``, shrinking away."""
    size = max(12, table.lay.card[0] // 6)
    face = table.painter.piece("fuzzy_tomato", (size, size))
    out = []
    for i in range(min(MAX_EATEN, max(0, n))):
        a = pygame.Rect(0, 0, size, size)
        a.center = (start.centerx + (i % 3 - 1) * size // 2, start.centery - (i // 3) * 4)
        b = pygame.Rect(chip.centerx + (i % 3 - 1) * 4, chip.centery, 2, 2)
        out.append(Flight(face, a, b, ms, delay=i * 50))
    return out


def add_critters(plan: Plan, table: Any, prev: dict[str, Any], view: dict[str, Any],
                 action: Any, ms: float) -> set[int]:
    """Add the critters' flights and sounds for ``prev`` -> ``view`` to ``plan``; returns the
    seats whose storehouse loss the pests ate here (the caller flies no other loss for them)."""
    lay, eaten_from = table.lay, set()
    for seat, box in lay.plots.items():
        old = {t["card"]: t["by"] for t in prev["plots"][seat]["threats"]}
        new = {t["card"]: t["by"] for t in view["plots"][seat]["threats"]}
        for card, by in new.items():
            if card in old:
                continue
            chip = chip_rect(table, view, seat, card)
            start = lay.plots[by].name if by in lay.plots else lay.deck
            plan.flights.append(Flight(table.painter.card(_key(card), table.lay.card),
                                       pygame.Rect(start.center, table.lay.card),
                                       _card_on(table, chip), ms))
            plan.flights += wriggle(table, _key(card), chip, ms, ms)
            plan.sounds.append("skitter")
        for card in old:
            if card not in new:
                small = _card_on(table, chip_rect(table, prev, seat, card))
                plan.flights.append(Flight(table.painter.card(_key(card), lay.compost.size),
                                           small, lay.compost, ms))
    roll = view.get("last_roll")
    if roll and roll != prev.get("last_roll") and roll["seat"] in lay.plots:
        seat = roll["seat"]
        box = lay.plots[seat]
        if roll["what"] == "pests":
            chip = _chip_of_kind(table, view, seat, "pests")
            lost = prev["plots"][seat]["storehouse"] - view["plots"][seat]["storehouse"]
            if chip is not None:
                plan.flights += wriggle(table, "pests", chip, ms, ms * 0.6)
                if lost > 0:
                    plan.flights += _eaten(table, box.storehouse, chip, lost, ms)
                    plan.sounds.append("munch")
                    eaten_from.add(seat)
        elif roll["what"] == "caterpillars":
            chip = _chip_of_kind(table, view, seat, "caterpillars")
            if chip is not None:
                plan.flights += wriggle(table, "caterpillars", chip, ms, ms * 0.6)
    if action.kind == "take_harvest":
        flags = view["flags"]
        raw = sum(flags["dice"]) * (2 if flags["bumper"] else 1)
        eaten = raw - (flags["harvest"] or 0)
        chip = _chip_of_kind(table, view, action.seat, "caterpillars")
        if eaten > 0 and chip is not None:
            plan.flights += _eaten(table, lay.supply, chip, eaten, ms)
            plan.flights += wriggle(table, "caterpillars", chip, ms, ms * 0.5)
            plan.sounds.append("munch")
    return eaten_from
