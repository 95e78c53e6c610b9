"""Target conditions: checking an attempt, and listing the value multisets a hand can offer.

An attempt is a sorted tuple of tomato card values (the cards played, plus the revealed card on a
quick toss). Equal values are interchangeable, so choices are value multisets, never card
subsets. Every result is cached (in bounded caches, so a long search cannot fill the memory):
the same hand and target type come up again and again.

Sources: TomaToss rulebook, "Target condition icons" and "Target condition examples";
rules-decisions.md, TomaToss ("exactly n" counts every card of the attempt; "1+" means one or
more cards, all of which count; "no 3" applies to every card, the revealed one included).
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import lru_cache

from tabletop.games.tomatoss.components import TOMATO_VALUES, TYPES_BY_ID

Values = tuple[int, ...]


def _sorted(values: Values) -> Values:
    return tuple(sorted(values))


@lru_cache(maxsize=50_000)
def met(type_id: str, values: Values) -> bool:
    """True when the attempt ``values`` (tomato card values, any order) meets the condition of
    target type ``type_id``.

    Raises:
        KeyError: unknown target type.
    Source: TomaToss rulebook, Target condition icons; rules-decisions.md, TomaToss.
    """
    cond = TYPES_BY_ID[type_id].condition
    vals = _sorted(values)
    kind, n = cond[0], len(vals)
    if kind == "one_of":
        return n == 1 and vals[0] in cond[1]
    if kind == "pair":
        return n == 2 and vals[0] == vals[1]
    if kind == "triple":
        return n == 3 and vals[0] == vals[1] == vals[2]
    if kind == "pair_plus_higher":
        return n == 3 and vals[0] == vals[1] < vals[2]
    if kind == "two_sum":
        return n == 2 and vals[0] + vals[1] == cond[1]
    if kind == "diff":
        return n == 2 and cond[1] <= vals[1] - vals[0] <= cond[2]
    if kind == "sum":
        _, low, high, no3 = cond
        return n >= 1 and low <= sum(vals) <= high and not (no3 and 3 in vals)
    raise KeyError(f"unknown condition {cond!r}")


def limits(type_id: str) -> tuple[int, int]:
    """The most cards and the largest sum an attempt at ``type_id`` can have and still meet it:
    ``(max_cards, max_sum)``. Used to prune the enumeration."""
    cond = TYPES_BY_ID[type_id].condition
    kind = cond[0]
    if kind == "one_of":
        return 1, 7
    if kind in ("pair", "two_sum", "diff"):
        return 2, 14
    if kind in ("triple", "pair_plus_higher"):
        return 3, 21
    return cond[2], cond[2]  # sum: every card is at least 1


def submultisets(hand: Values, max_cards: int, max_sum: int) -> list[Values]:
    """Every distinct multiset of values taken from ``hand`` (a sorted tuple) with at most
    ``max_cards`` cards and a sum of at most ``max_sum``, the empty one included; each sorted."""
    counts = [(v, hand.count(v)) for v in sorted(set(hand))]
    out: list[Values] = []

    def walk(i: int, chosen: list[int], size: int, total: int) -> None:
        if i == len(counts):
            out.append(tuple(chosen))
            return
        value, have = counts[i]
        walk(i + 1, chosen, size, total)
        taken = 0
        while taken < have and size + taken < max_cards and total + value * (taken + 1) <= max_sum:
            taken += 1
            walk(i + 1, chosen + [value] * taken, size + taken, total + value * taken)

    walk(0, [], 0, 0)
    return sorted(out, key=lambda m: (len(m), m))


@lru_cache(maxsize=4_096)
def every_submultiset(hand: Values) -> tuple[Values, ...]:
    """Every distinct multiset of values taken from ``hand`` (a sorted tuple), the empty one
    and the whole hand included, each sorted; ordered by size, then by values. A hand with
    ``c_v`` cards of value ``v`` has the product of ``c_v + 1`` of them (equal values are
    interchangeable). Source: TomaToss rulebook, Quick toss! (any number of cards, or none)."""
    counts = sorted(Counter(hand).items())
    out = [tuple(v for (v, _), k in zip(counts, takes) for _ in range(k))
           for takes in itertools.product(*[range(n + 1) for _, n in counts])]
    return tuple(sorted(out, key=lambda m: (len(m), m)))


@lru_cache(maxsize=20_000)
def success_values(type_id: str, played: Values) -> frozenset[int]:
    """The revealed values 1..7 that would make a quick toss of ``played`` (sorted) at
    ``type_id`` succeed. Source: TomaToss rulebook, Quick toss!"""
    return frozenset(v for v in TOMATO_VALUES if met(type_id, _sorted(played + (v,))))


@lru_cache(maxsize=20_000)
def toss_options(type_id: str, hand: Values) -> tuple[Values, ...]:
    """Every value multiset from ``hand`` (sorted tuple) that meets ``type_id`` on its own:
    the normal tosses (exactly the cards meeting the condition, no extras).
    Source: TomaToss rulebook, Toss; rules-decisions.md, TomaToss."""
    max_cards, max_sum = limits(type_id)
    return tuple(m for m in submultisets(hand, max_cards, max_sum) if m and met(type_id, m))


@lru_cache(maxsize=20_000)
def quick_options(type_id: str, hand: Values, can_reveal: bool) -> tuple[Values, ...]:
    """The hopeful quick tosses of ``hand`` at ``type_id``: the ones listed when the option
    ``forbid_hopeless`` is on (rules-decisions.md, TomaToss).

    With ``can_reveal`` (the deck or the discard pile holds a card): every multiset that meets
    the condition together with SOME revealed value 1..7. Without: the multisets that meet it
    alone (the quick toss is judged on the played cards only, rules-decisions.md).
    """
    if not can_reveal:
        return toss_options(type_id, hand)
    max_cards, max_sum = limits(type_id)
    return tuple(m for m in submultisets(hand, max_cards - 1, max_sum - 1)
                 if success_values(type_id, m))


def hopeless(type_id: str, played: Values, can_reveal: bool) -> bool:
    """True when a quick toss of ``played`` at ``type_id`` cannot succeed whatever is revealed
    (or, with no card to reveal, fails on the played cards alone)."""
    if can_reveal:
        return not success_values(type_id, _sorted(played))
    return not met(type_id, _sorted(played))
