"""TomaToss components as data: the 40 tomato cards and the 30 target cards.

Source: rules-decisions.md, TomaToss (the published card list: tomato card counts per value and
the target card table with copies, condition, basic and quick toss points). The condition shapes
follow the rulebook's "Target condition icons" section.

A condition is a small tuple, read by :mod:`tabletop.games.tomatoss.conditions`:

- ``("one_of", values)``: exactly 1 card whose value is in ``values``;
- ``("pair",)``: exactly 2 cards of equal value;
- ``("pair_plus_higher",)``: exactly 3 cards, two equal and the third larger;
- ``("triple",)``: exactly 3 cards, all equal;
- ``("sum", low, high, no3)``: 1 or more cards whose values add up to ``low..high``; with
  ``no3`` no card in the attempt may be a 3;
- ``("two_sum", total)``: exactly 2 cards adding up to ``total``;
- ``("diff", low, high)``: exactly 2 cards whose difference is ``low..high``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

TOMATO_COUNTS: dict[int, int] = {1: 3, 2: 3, 3: 13, 4: 5, 5: 8, 6: 4, 7: 4}
"""Tomato card value -> copies (40 cards). Source: rules-decisions.md, TomaToss, Components."""

TOMATO_VALUES: tuple[int, ...] = tuple(range(1, 8))
"""The values a tomato card can show. Source: TomaToss rulebook, Tomato Card."""


@dataclass(frozen=True)
class TargetType:
    """One kind of target card.

    Attributes:
        type: the art/type id (``"pair"``, ``"sum_8_9_no3"``...).
        copies: how many target cards of this kind the game has.
        basic: points when claimed by a normal toss (slotted on the left).
        quick: points when claimed by a quick toss (slotted on the right).
        condition: the condition tuple (see the module docstring).
        text: the condition in plain words for the table and the log.
    """

    type: str
    copies: int
    basic: int
    quick: int
    condition: tuple[Any, ...]
    text: str


def _one(values: tuple[int, ...]) -> tuple[Any, ...]:
    return ("one_of", frozenset(values))


def _sum(low: int, high: int, no3: bool = False) -> tuple[Any, ...]:
    return ("sum", low, high, no3)


def _or_list(values: tuple[int, ...]) -> str:
    words = [str(v) for v in values]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _one_text(values: tuple[int, ...]) -> str:
    return f"Exactly 1 card: a {_or_list(values)}"


def _sum_text(low: int, high: int, no3: bool) -> str:
    return f"1 or more cards adding up to {low} to {high}" + ("; no 3s" if no3 else "")


# Order fixes the target ids 0..29 (the table and the art use these type ids).
TARGET_TYPES: tuple[TargetType, ...] = (
    TargetType("one_3", 2, 2, 3, _one((3,)), _one_text((3,))),
    TargetType("pair", 2, 3, 6, ("pair",), "Exactly 2 cards of the same value"),
    TargetType("pair_plus_higher", 1, 5, 7, ("pair_plus_higher",),
               "Exactly 3 cards: a pair and one higher card"),
    TargetType("triple", 1, 5, 10, ("triple",), "Exactly 3 cards of the same value"),
    TargetType("one_567", 2, 2, 3, _one((5, 6, 7)), _one_text((5, 6, 7))),
    TargetType("one_12", 1, 3, 6, _one((1, 2)), _one_text((1, 2))),
    TargetType("one_67", 1, 3, 5, _one((6, 7)), _one_text((6, 7))),
    TargetType("one_246", 2, 2, 4, _one((2, 4, 6)), _one_text((2, 4, 6))),
    TargetType("one_45", 1, 2, 3, _one((4, 5)), _one_text((4, 5))),
    TargetType("one_5", 1, 2, 5, _one((5,)), _one_text((5,))),
    TargetType("sum_8_9", 2, 4, 6, _sum(8, 9), _sum_text(8, 9, False)),
    TargetType("sum_8_9_no3", 1, 4, 8, _sum(8, 9, True), _sum_text(8, 9, True)),
    TargetType("sum_11_13", 2, 4, 6, _sum(11, 13), _sum_text(11, 13, False)),
    TargetType("sum_11_13_no3", 1, 4, 7, _sum(11, 13, True), _sum_text(11, 13, True)),
    TargetType("sum_6_8", 2, 3, 4, _sum(6, 8), _sum_text(6, 8, False)),
    TargetType("sum_6_8_no3", 1, 3, 6, _sum(6, 8, True), _sum_text(6, 8, True)),
    TargetType("sum_7_11", 1, 3, 3, _sum(7, 11), _sum_text(7, 11, False)),
    TargetType("sum_7_11_no3", 1, 3, 5, _sum(7, 11, True), _sum_text(7, 11, True)),
    TargetType("two_sum_10", 1, 4, 8, ("two_sum", 10), "Exactly 2 cards adding up to 10"),
    TargetType("diff_1", 2, 4, 5, ("diff", 1, 1), "Exactly 2 cards that differ by 1"),
    TargetType("diff_4_6", 2, 4, 5, ("diff", 4, 6), "Exactly 2 cards that differ by 4 to 6"),
)

TYPES_BY_ID: dict[str, TargetType] = {t.type: t for t in TARGET_TYPES}
"""Type id -> TargetType."""

TARGETS: tuple[TargetType, ...] = tuple(t for t in TARGET_TYPES for _ in range(t.copies))
"""Target card id (0..29, the index) -> its TargetType."""

NUM_TARGETS = len(TARGETS)
NUM_TOMATOES = sum(TOMATO_COUNTS.values())

REMOVED_TARGETS: dict[int, int] = {2: 10, 3: 10, 4: 5}
"""Player count -> target cards returned unseen to the box. Source: TomaToss rulebook, Setup."""

STARTING_HANDS: tuple[int, ...] = (2, 3, 4, 5)
"""Cards drawn by the 1st, 2nd, 3rd and 4th player in turn order. Source: rulebook, Setup."""

HAND_LIMIT = 8
"""Most cards a hand may hold when a turn ends. Source: TomaToss rulebook, Hand limit."""

TOKENS_PER_TURN = 3
"""Tomato tokens placed each turn. Source: TomaToss rulebook, Gameplay."""

SPACES = 3
"""Pick-up spaces, and toss spaces, on the festival board. Source: rules-decisions.md."""


def all_tomatoes() -> list[int]:
    """Every tomato card value, 40 ints (unshuffled)."""
    return [v for v, n in TOMATO_COUNTS.items() for _ in range(n)]


def target_dict(target_id: int) -> dict[str, Any]:
    """A target card as plain data for views: ``{"id", "type", "basic", "quick", "text"}``.

    Raises:
        IndexError: ``target_id`` is not in 0..29.
    """
    return dict(_TARGET_DICTS[target_id])


_TARGET_DICTS = tuple({"id": i, "type": t.type, "basic": t.basic, "quick": t.quick, "text": t.text}
                      for i, t in enumerate(TARGETS))



def board_points(board: dict[str, Any]) -> int:
    """Points of one player board ``{"basic": [target ids], "quick": [target ids], ...}``:
    basic points of the targets on the left plus quick toss points of those on the right.
    Source: TomaToss rulebook, Game End."""
    return (sum(TARGETS[t].basic for t in board["basic"])
            + sum(TARGETS[t].quick for t in board["quick"]))
