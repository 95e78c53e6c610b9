"""Helpers the adversarial rules tests of every game share: strict JSON text, bools hiding in a
state, and states damaged one spot at a time.

Game-agnostic: each game's test passes its own state, its own keys that are bools by design and
its own odd values.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any, Iterator

import pytest

from tabletop.engine import BadState, IllegalAction


def strict_json(value: Any) -> str:
    """JSON text that tells ``true`` from ``1`` (Python's ``==`` does not)."""
    return json.dumps(value, sort_keys=True, allow_nan=False)


def bools_in(value: Any, by_design: tuple[str, ...], at: str = "") -> list[str]:
    """Where a bool sits in a state (dotted paths, the log skipped), besides the keys named in
    ``by_design`` (those that are bools on purpose)."""
    if isinstance(value, bool):
        return [] if at.rsplit(".", 1)[-1] in by_design else [at]
    if isinstance(value, dict):
        return [b for k, v in value.items() if k != "log"
                for b in bools_in(v, by_design, f"{at}.{k}")]
    if isinstance(value, list):
        return [b for i, v in enumerate(value) for b in bools_in(v, by_design, f"{at}.{i}")]
    return []


def applied_forgeries(game: Any, state: dict[str, Any], forged: list[Any],
                      by_design: tuple[str, ...]) -> Iterator[tuple[Any, dict[str, Any]]]:
    """The forged actions ``game`` applies (refusing one with IllegalAction is fine), as
    (action, state after); asserts each state after holds no bool outside ``by_design``."""
    for action in forged:
        try:
            after = game.apply(state, action)
        except IllegalAction:
            continue
        assert bools_in(after, by_design) == [], action
        yield action, after


def spots(value: Any, at: tuple = ()) -> Iterator[tuple]:
    """Every place in ``value`` as a key/index path, the root ``()`` first, the log skipped."""
    yield at
    if isinstance(value, dict):
        for k, v in value.items():
            if k != "log":
                yield from spots(v, at + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from spots(v, at + (i,))


def damaged_states(base: dict[str, Any], odd: list[Any], rng: random.Random,
                   most: int) -> Iterator[tuple[tuple, Any, dict[str, Any]]]:
    """Copies of ``base`` with one place set to one odd value, as (place, value, copy).

    Args:
        base: a JSON state; ``odd``: the values to put in; ``rng``: picks the places;
        most: how many places (drawn once, without repeats, the root never) each get every
            odd value.
    """
    places = [p for p in spots(base) if p]
    for place in rng.sample(places, min(len(places), most)):
        for value in odd:
            data = copy.deepcopy(base)
            holder = data
            for key in place[:-1]:
                holder = holder[key]
            holder[place[-1]] = value
            yield place, value, data


def loadable_damages(game: Any, base: dict[str, Any], odd: list[Any], rng: random.Random,
                     most: int) -> Iterator[tuple[tuple, Any, dict[str, Any]]]:
    """The :func:`damaged_states` that ``game.state_from_json`` accepts, loaded, as (place,
    value, state); the others (BadState) are skipped. Each yielded state has been viewed by
    the table (None) and seats 0-2, so a view that crashes fails the test."""
    for place, value, data in damaged_states(base, odd, rng, most):
        try:
            state = game.state_from_json(data)
        except BadState:
            continue
        for seat in (None, 0, 1, 2):
            game.view(state, seat)
        yield place, value, state


def refusal_reason(game: Any, state: dict[str, Any], action: Any, names: dict[int, str]) -> str:
    """Check that ``game`` refuses ``action`` in ``state`` and return the reason it gives.

    Asserts: the action is not in the seat's legal list; ``apply`` raises IllegalAction whose
    text starts with the seat's name (``names[seat]``) and "cannot ", and holds the action's
    description. Returns the text after the first ": " (the reason).
    """
    assert action not in game.legal_actions(state, action.seat)
    with pytest.raises(IllegalAction) as caught:
        game.apply(state, action)
    text = str(caught.value)
    assert text.startswith(f"{names[action.seat]} cannot "), text
    assert game.describe(action, None) in text
    return text.split(": ", 1)[1]
