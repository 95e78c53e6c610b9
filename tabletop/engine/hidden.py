"""Helpers for hidden information: rebuilding a state from a view, counting components, and
dealing the cards a seat has not seen (for :meth:`Game._determinize` and ``census``).

Source: architecture guide, lesson 5 (determinize deals the unseen cards at random into the
unseen places).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import Any

from tabletop.engine.state import deep_copy

State = dict[str, Any]
View = dict[str, Any]


def state_from_view(view: View) -> State:
    """The shared keys of a state rebuilt from a view: game, players, options, over, and a log
    whose lines are the view's lines made public (so the viewer reads exactly the same log).

    Args:
        view: a :meth:`Game.view` result (needs ``game``, ``players``, ``options``, ``over``,
            ``log``).

    ``rng`` is set to 0; :meth:`Game.determinize` replaces it with a fresh generator.
    """
    return {"game": view["game"], "players": view["players"],
            "options": deep_copy(view["options"]), "over": view["over"], "rng": 0,
            "log": [{"text": line, "only": None, "others": None} for line in view["log"]]}


def count(*zones: Iterable[Any]) -> dict[Any, int]:
    """How many times each component id lies in the given zones (iterables of ids), as a plain
    dict id -> count (for ``census`` and ``inventory``)."""
    total: Counter[Any] = Counter()
    for zone in zones:
        total.update(zone)
    return dict(total)


def unseen(all_ids: Iterable[str], *seen: Iterable[str]) -> list[str]:
    """The ids in ``all_ids`` that lie in none of the ``seen`` zones, sorted (``None`` entries
    in a zone, face-down places, are ignored). With duplicate ids in ``all_ids`` (several
    copies of one card) use :func:`unseen_copies`."""
    known = set().union(*map(set, seen)) if seen else set()
    return sorted(i for i in all_ids if i not in known)


def unseen_copies(all_ids: Iterable[str], *seen: Iterable[str | None]) -> list[str]:
    """Like :func:`unseen` but counting copies: each id in the ``seen`` zones removes one copy
    from ``all_ids`` (``None`` entries are ignored). Sorted.

    Raises:
        ValueError: a zone holds more copies of an id than ``all_ids`` has.
    """
    left = Counter(all_ids)
    for zone in seen:
        for card in zone:
            if card is None:
                continue
            if left[card] <= 0:
                raise ValueError(f"more copies of {card!r} seen than there are")
            left[card] -= 1
    return sorted(left.elements())


def deal_unseen(cards: list[str], sizes: list[int], rng: random.Random) -> list[list[str]]:
    """Shuffle ``cards`` with ``rng`` and cut them into piles of the given ``sizes``; any
    cards left over form one more pile at the end (the face-down deck). ``cards`` itself is
    not changed.

    Returns:
        ``len(sizes) + 1`` lists of ids.

    Raises:
        ValueError: the sizes ask for more cards than there are.
    """
    if sum(sizes) > len(cards):
        raise ValueError(f"cannot deal {sum(sizes)} cards from {len(cards)}")
    pool = list(cards)
    rng.shuffle(pool)
    piles, at = [], 0
    for size in sizes:
        piles.append(pool[at:at + size])
        at += size
    piles.append(pool[at:])
    return piles
