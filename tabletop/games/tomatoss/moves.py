"""The legal actions of a TomaToss decision, enumerated from a few plain facts and cached.

Place a tomato token (decision kind ``"place_token"``), in this order:

- ``pick_up(space=i)`` for each pick-up space 0..2 holding a card (an empty space, left so
  when the deck and the discard pile were both empty, cannot be chosen);
- ``toss(space=i, values=[...])`` for each toss space holding a target and each value multiset
  from the hand meeting its condition exactly (no extra cards);
- ``quick_toss(space=i, values=[...])`` for each toss space holding a target and EVERY value
  multiset of the hand, the empty one included, hopeless ones too (the rulebook lets the
  player play any number of cards, or none). With the option ``forbid_hopeless`` on, only the
  multisets that meet the condition together with SOME revealed value 1..7 (when no card can
  be revealed: that meet it alone);
- ``no_effect`` alone when none of the above exists.

Discard down to the hand limit (decision kind ``"discard"``): ``discard(values=[...])`` for every
value multiset of the hand with exactly the excess number of cards.

Equal values are interchangeable, so every choice is a value multiset, listed once, sorted,
and ordered by size, then values. Sources: TomaToss rulebook, Action step, Pick up, Toss,
Quick toss!, Hand limit; rules-decisions.md, TomaToss (exact tosses, hopeless quick tosses
allowed, option, empty spaces, tokens with no effect, the player chooses the discards).
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine import Action
from tabletop.games.tomatoss.conditions import (every_submultiset, quick_options, submultisets,
                                                toss_options)

Values = tuple[int, ...]
# Every cache below is bounded: a search visits many hands, and an unbounded cache of action
# tuples grows with each (issue 13: memory after a game against three Hard bots).


def _placement(seat: int, kind: str, space: int, values: Values) -> Action:
    """A toss or quick toss, built directly in the form ``Action.make`` gives (arguments sorted
    by name, values a tuple of ints): the hot path of random playouts builds many of them."""
    return Action(seat, kind, (("space", space), ("values", tuple(values))))


@lru_cache(maxsize=20_000)
def _action(seat: int, kind: str, space: int, values: Values) -> Action:
    """One token placement, built once and shared (Actions are immutable)."""
    return _placement(seat, kind, space, values)


@lru_cache(maxsize=4_096)
def _every_quick(seat: int, space: int, hand: Values) -> tuple[Action, ...]:
    """A quick toss of every value multiset of ``hand`` (sorted values) at toss ``space``,
    whatever the target there: the list with ``forbid_hopeless`` off. Built once per seat,
    space and hand multiset. Source: TomaToss rulebook, Quick toss!; rules-decisions.md,
    TomaToss (hopeless quick tosses allowed)."""
    return tuple(_placement(seat, "quick_toss", space, m) for m in every_submultiset(hand))


@lru_cache(maxsize=8_192)
def _space_actions(seat: int, space: int, type_id: str, hand: Values, can_reveal: bool,
                   forbid_hopeless: bool) -> tuple[tuple[Action, ...], tuple[Action, ...]]:
    """The (tosses, quick tosses) ``seat`` may make at toss ``space`` holding ``type_id``."""
    tosses = tuple(_action(seat, "toss", space, m) for m in toss_options(type_id, hand))
    if not forbid_hopeless:
        return tosses, _every_quick(seat, space, hand)
    # Source: rules-decisions.md, TomaToss (option "forbid hopeless quick tosses").
    quicks = tuple(_action(seat, "quick_toss", space, m)
                   for m in quick_options(type_id, hand, can_reveal))
    return tosses, quicks


@lru_cache(maxsize=4_096)
def place_actions(seat: int, hand: Values, pickup: tuple[bool, ...],
                  targets: tuple[str | None, ...], can_reveal: bool,
                  forbid_hopeless: bool) -> tuple[Action, ...]:
    """Every legal token placement, in the order given in the module docstring.

    Args:
        seat: the seat placing the token.
        hand: its hand, sorted values.
        pickup: per pick-up space, True when it holds a card.
        targets: per toss space, the target type id there or None (no target).
        can_reveal: True when the deck or the discard pile holds a card.
        forbid_hopeless: the option that removes hopeless quick tosses.
    """
    out = [_pick_up(seat, i) for i, full in enumerate(pickup) if full]
    per_space = [_space_actions(seat, i, t, hand, can_reveal, forbid_hopeless)
                 for i, t in enumerate(targets) if t is not None]
    for tosses, _ in per_space:
        out.extend(tosses)
    for _, quicks in per_space:
        out.extend(quicks)
    if not out:
        out.append(Action.make(seat, "no_effect"))
    return tuple(out)


@lru_cache(maxsize=64)
def _pick_up(seat: int, space: int) -> Action:
    return Action.make(seat, "pick_up", space=space)


@lru_cache(maxsize=4_096)
def discard_actions(seat: int, hand: Values, excess: int) -> tuple[Action, ...]:
    """Every way for ``seat`` to discard exactly ``excess`` cards of ``hand`` (sorted values)."""
    return tuple(Action.make(seat, "discard", values=list(m))
                 for m in submultisets(hand, excess, 7 * excess) if len(m) == excess)
