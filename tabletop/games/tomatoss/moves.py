"""The legal actions of a TomaToss decision, enumerated from a few plain facts and cached.

Place a tomato token (decision kind ``"place_token"``), in this order:

- ``pick_up(space=i)`` for each pick-up space 0..2 holding a card (an empty space, left so
  when the deck and the discard pile were both empty, cannot be chosen);
- ``toss(space=i, values=[...])`` for each toss space holding a target and each value multiset
  from the hand meeting its condition exactly (no extra cards);
- ``quick_toss(space=i, values=[...])`` for each toss space holding a target: every value
  multiset from the hand (possibly empty) that meets the condition together with SOME revealed
  value 1..7 (when no card can be revealed: that meets it alone), plus, unless the option
  ``forbid_hopeless`` is on, ONE hopeless quick toss with ``values=[]`` when the empty quick
  toss is hopeless. Other hopeless multisets are not listed: they only throw cards away.
- ``no_effect`` alone when none of the above exists.

Discard down to the hand limit (decision kind ``"discard"``): ``discard(values=[...])`` for every
value multiset of the hand with exactly the excess number of cards.

Sources: TomaToss rulebook, Action step, Pick up, Toss, Quick toss!, Hand limit;
rules-decisions.md, TomaToss (exact tosses, hopeless quick tosses allowed, option, empty
spaces, tokens with no effect, the player chooses the discards).
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine import Action
from tabletop.games.tomatoss.conditions import hopeless, quick_options, submultisets, toss_options

Values = tuple[int, ...]


@lru_cache(maxsize=None)
def _action(seat: int, kind: str, space: int, values: Values) -> Action:
    """One token placement, built once and shared (Actions are immutable)."""
    return Action.make(seat, kind, space=space, values=list(values))


@lru_cache(maxsize=100_000)
def _space_actions(seat: int, space: int, type_id: str, hand: Values, can_reveal: bool,
                   forbid_hopeless: bool) -> tuple[tuple[Action, ...], tuple[Action, ...]]:
    """The (tosses, quick tosses) ``seat`` may make at toss ``space`` holding ``type_id``."""
    tosses = tuple(_action(seat, "toss", space, m) for m in toss_options(type_id, hand))
    quick = quick_options(type_id, hand, can_reveal)
    quicks = [_action(seat, "quick_toss", space, m) for m in quick]
    if not forbid_hopeless and () not in quick and hopeless(type_id, (), can_reveal):
        quicks.append(_action(seat, "quick_toss", space, ()))
    return tosses, tuple(quicks)


@lru_cache(maxsize=4096)
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


@lru_cache(maxsize=None)
def _pick_up(seat: int, space: int) -> Action:
    return Action.make(seat, "pick_up", space=space)


@lru_cache(maxsize=20_000)
def discard_actions(seat: int, hand: Values, excess: int) -> tuple[Action, ...]:
    """Every way for ``seat`` to discard exactly ``excess`` cards of ``hand`` (sorted values)."""
    return tuple(Action.make(seat, "discard", values=list(m))
                 for m in submultisets(hand, excess, 7 * excess) if len(m) == excess)
