"""Vines: which dice may join a vine, what a vine scores, and what a harvest is worth.

A vine is the list of dice on one tomato token, the seed die first. These functions work on
plain values and colours, so the rules, the views and the bots share them.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.diced_tomatoes.components import (BLACK, GOLD, RED, SCORE_SLOTS,
                                                       SLOT_MATCH_TOTAL, VINE_FULL)


def is_valid(values: Sequence[int]) -> bool:
    """True when ``values`` (die faces 1-6, seed first) form a vine: at most 4 dice, all equal
    (a set) or all different and consecutive (a run, no wrap from 6 to 1). An empty list is an
    empty token, which is valid.

    Source: rulebook, Dice Placement Rules (sequence or set); rules-decisions.md, Diced Tomatoes
    (validity, no wrap, at most 4 dice; black and gold dice count by their face).
    """
    if len(values) > VINE_FULL:
        return False
    if len(set(values)) <= 1:
        return True
    return len(set(values)) == len(values) and max(values) - min(values) == len(values) - 1


def can_join(values: Sequence[int], value: int) -> bool:
    """True when a die showing ``value`` may be added to the non-empty vine ``values``.

    Source: rules-decisions.md, Diced Tomatoes (a die may join only if the vine stays valid).
    """
    return 0 < len(values) < VINE_FULL and is_valid([*values, value])


def can_seed(die_colour: str) -> bool:
    """True when a die of this colour may be a seed die on an empty tomato token (red only).

    Source: rulebook, Black Dice and Gold/Yellow Dice (they can only be added to a vine).
    """
    return die_colour == RED


def accepting_values(values: Sequence[int]) -> frozenset[int]:
    """The faces (1-6) a die could show to join the non-empty vine ``values`` (empty if full)."""
    key = tuple(values)
    found = _ACCEPTING.get(key)
    if found is None:
        found = _ACCEPTING[key] = frozenset(v for v in range(1, 7) if can_join(values, v))
    return found


_ACCEPTING: dict[tuple[int, ...], frozenset[int]] = {}
"""Memo of :func:`accepting_values` (at most a few hundred vines exist)."""


def vine_score(seed_value: int, colours: Sequence[str]) -> int:
    """The score of a vine: the seed die's face, minus 1 per black die, plus 1 per gold die.

    Args:
        seed_value: the seed die's face, 1-6.
        colours: the colours of every die on the vine (the seed's included; it is red).

    Source: rulebook, Collecting Points, Black Dice, Gold/Yellow Dice.
    """
    return seed_value - sum(1 for c in colours if c == BLACK) + sum(1 for c in colours if c == GOLD)


def must_clear(score: int) -> bool:
    """True when a vine with this score is cleared (worth 0 or less, or overripe above 6).

    Source: rulebook, Black Dice and Gold/Yellow Dice; rules-decisions.md, Diced Tomatoes.
    """
    return score <= 0 or score > SCORE_SLOTS


def karma_earned(score: int, overload: bool) -> int:
    """Karma the active player earns for completing a vine that scores ``score`` (before any
    slot bonus) for another player: 1-2 -> 1, 3-4 -> 2, 5-6 -> 3; with Karma Overload, the score
    itself. A cleared vine (score out of 1-6) earns nothing.

    Source: rulebook, Karma (Original Rules, Karma Overload Variant); rules-decisions.md, Diced
    Tomatoes (score before any slot bonus). Nothing earned for a cleared vine: docs/rules reading.
    """
    if must_clear(score):
        return 0
    return score if overload else (score + 1) // 2


def slot_points(score: int, slot: int, dicey: bool) -> int:
    """Points a harvested vine scoring ``score`` is worth on score slot ``slot`` (1-6): the score,
    or 7 in total when the Dicey Tomato variant is on and the score equals the slot number.

    Source: rulebook, Collecting Points (Dicey Tomato Rules variant); rules-decisions.md.
    """
    return SLOT_MATCH_TOTAL if dicey and score == slot else score


def red_count(colours: Sequence[str]) -> int:
    """How many red dice are among ``colours``."""
    return sum(1 for c in colours if c == RED)
