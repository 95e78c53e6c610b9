"""Toasty Toasts components as data: the 71 cards with stable ids, and the numbers of the game.

Source: Toasty Toasts rulebook, Types of Cards (18 Base Toasts, 6 Plain Toasts, 32 toppings:
4 of each of 8 kinds, 14 action cards, Time to Eat); rules-decisions.md, Toasty Toasts
(Components: the draw pile of 52 cards; Menu Change: one copy passes left, one right).

Card ids are stable strings used everywhere (state, actions, views, art):

- ``base_01`` .. ``base_18``: Base Toasts (their own face-up pile);
- ``plain_1`` .. ``plain_6``: Plain Toasts;
- ``<topping>_1`` .. ``<topping>_4`` for each topping kind in :data:`TOPPINGS`;
- ``trash_toast_1``, ``trash_toast_2``, ``espresso_oh_1``..., one pair per kind in
  :data:`ACTIONS` except Menu Change, whose copies are ``menu_change_left`` and
  ``menu_change_right``;
- ``time_to_eat``.
"""

from __future__ import annotations

from dataclasses import dataclass

TOPPINGS: tuple[str, ...] = ("peanut_butter", "jelly", "avocado", "tomato", "choco_spread",
                             "banana", "bacon", "egg")
"""The eight topping kinds. Source: Toasty Toasts rulebook, Topping Cards."""

COMBO_PAIRS: tuple[tuple[str, str], ...] = (("avocado", "tomato"), ("choco_spread", "banana"),
                                            ("peanut_butter", "jelly"), ("bacon", "egg"))
"""The four combos. Source: Toasty Toasts rulebook, Topping Cards (the combos the sheet shows)."""

PARTNER: dict[str, str] = {a: b for a, b in COMBO_PAIRS} | {b: a for a, b in COMBO_PAIRS}
"""Topping kind -> the kind it combos with."""

ACTIONS: tuple[str, ...] = ("trash_toast", "espresso_oh", "slimy_limy", "toast_toasted",
                            "pantry_raid", "sriracha_cha", "menu_change")
"""The seven action card kinds (2 copies each). Source: Toasty Toasts rulebook, Action Cards."""

NAMES: dict[str, str] = {
    "base": "Base Toast", "plain": "Plain Toast", "time_to_eat": "Time to Eat",
    "peanut_butter": "Peanut Butter", "jelly": "Jelly", "avocado": "Avocado",
    "tomato": "Tomato", "choco_spread": "Choco Spread", "banana": "Banana", "bacon": "Bacon",
    "egg": "Egg", "trash_toast": "Trash Toast", "espresso_oh": "Espresso-oh",
    "slimy_limy": "Slimy-limy", "toast_toasted": "Toast Toasted", "pantry_raid": "Pantry Raid",
    "sriracha_cha": "Sriracha-cha", "menu_change": "Menu Change"}
"""Kind -> the name printed on the card (player words)."""

BASE_TOASTS = 18
PLAIN_TOASTS = 6
COPIES_PER_TOPPING = 4
COPIES_PER_ACTION = 2
TIME_TO_EAT = "time_to_eat"
DRAW_PILE_SIZE = 52
"""Draw pile before dealing, Time to Eat apart. Source: rules-decisions.md, Toasty Toasts."""

START_TOASTS = 2
START_HAND = 3
"""Base Toasts in front of each player and cards in hand at set-up. Source: rulebook, Setup."""

DRAW = 2
DRAW_EMPTY_HAND = 3
PLAYS = 2
ESPRESSO_PLAYS = 2
SANDWICH_PLAYS = 2
"""Source: Toasty Toasts rulebook, Player Turns (draw 2, or 3 with an empty hand; up to 2
plays), Plain Toast Cards (a Sandwich costs 2 plays), Action Cards (Espresso-oh: 2 more)."""

HAND_LIMIT = 5
HAND_LIMIT_OPTION = 7
"""Source: Toasty Toasts rulebook, Player Turns (Hand Check: 5); rules-decisions.md, Toasty
Toasts (option: 7, the designer's description)."""

COMBO_POINTS, SINGLE_POINTS, OPEN_POINTS, SANDWICH_POINTS = 6, 2, 1, 3
"""Source: Toasty Toasts rulebook, Scoring."""


@dataclass(frozen=True, slots=True)
class Card:
    """One card: ``id`` (stable), ``family`` (``"base"``, ``"plain"``, ``"topping"``,
    ``"action"`` or ``"time_to_eat"``), ``kind`` (the topping or action kind; the family for
    the others) and ``direction`` (``"left"``/``"right"`` on a Menu Change, else None)."""

    id: str
    family: str
    kind: str
    direction: str | None = None

    @property
    def name(self) -> str:
        """The printed name ("Peanut Butter", "Menu Change")."""
        return NAMES[self.kind]


def _all_cards() -> tuple[Card, ...]:
    cards = [Card(f"base_{i:02}", "base", "base") for i in range(1, BASE_TOASTS + 1)]
    cards += [Card(f"plain_{i}", "plain", "plain") for i in range(1, PLAIN_TOASTS + 1)]
    cards += [Card(f"{t}_{i}", "topping", t) for t in TOPPINGS
              for i in range(1, COPIES_PER_TOPPING + 1)]
    for a in ACTIONS:
        if a == "menu_change":  # Source: rules-decisions.md (one copy left, one right).
            cards += [Card("menu_change_left", "action", a, "left"),
                      Card("menu_change_right", "action", a, "right")]
        else:
            cards += [Card(f"{a}_{i}", "action", a) for i in range(1, COPIES_PER_ACTION + 1)]
    cards.append(Card(TIME_TO_EAT, "time_to_eat", "time_to_eat"))
    return tuple(cards)


CARDS: tuple[Card, ...] = _all_cards()
"""All 71 cards, in a fixed order (bases, plains, toppings, actions, Time to Eat)."""
CARD: dict[str, Card] = {c.id: c for c in CARDS}
"""Card id -> Card."""
ALL_IDS: tuple[str, ...] = tuple(c.id for c in CARDS)
BASE_IDS: tuple[str, ...] = tuple(c.id for c in CARDS if c.family == "base")
DRAW_IDS: tuple[str, ...] = tuple(c.id for c in CARDS if c.family in ("plain", "topping",
                                                                     "action"))
"""The 52 cards of the draw pile (Time to Eat apart)."""
KIND: dict[str, str] = {c.id: c.kind for c in CARDS}
FAMILY: dict[str, str] = {c.id: c.family for c in CARDS}

assert len(CARDS) == 71 and len(DRAW_IDS) == DRAW_PILE_SIZE


def end_zone(players: int) -> int:
    """How many cards at the bottom of the dealt draw pile Time to Eat is shuffled among: the
    bottom third (2-3 players) or quarter (4 players), rounded down. Source: Toasty Toasts
    rulebook, Setup step 3; rules-decisions.md, Toasty Toasts (a random place among them).

    Raises:
        ValueError: ``players`` is not 2..4."""
    if not 2 <= players <= 4:
        raise ValueError("Toasty Toasts takes 2-4 players")
    dealt = DRAW_PILE_SIZE - START_HAND * players
    return dealt // (4 if players == 4 else 3)
