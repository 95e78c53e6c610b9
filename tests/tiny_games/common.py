"""Helpers shared by the tiny test games (not by the real games).

The tiny games are minimal :class:`tabletop.engine.Game` subclasses that prove the decision
model covers what the five real games need (reaction windows, simultaneous secret choices,
multi-step choices, outcomes decided outside the rules). None of them is a real game: their
rules are made up for the tests, so they cite this package rather than a rulebook.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable

from tabletop.engine import State, View, deep_copy


def state_from_view(view: View) -> State:
    """The shared keys of a state rebuilt from a view: game, players, options, over, and a log
    whose lines are the view's lines made public (so the viewer reads exactly the same log).

    ``rng`` is set to 0; :meth:`Game.determinize` replaces it with a fresh generator.
    """
    return {"game": view["game"], "players": view["players"],
            "options": deep_copy(view["options"]), "over": view["over"], "rng": 0,
            "log": [{"text": line, "only": None, "others": None} for line in view["log"]]}


def count(*zones: Iterable[str]) -> dict[str, int]:
    """How many times each component id lies in the given zones (lists of ids)."""
    total: Counter[str] = Counter()
    for zone in zones:
        total.update(zone)
    return dict(total)


def unseen(all_ids: Iterable[str], *seen: Iterable[str]) -> list[str]:
    """The ids in ``all_ids`` that lie in none of the ``seen`` zones, sorted."""
    known = set().union(*map(set, seen)) if seen else set()
    return sorted(i for i in all_ids if i not in known)


def deal_unseen(cards: list[str], sizes: list[int], rng: random.Random) -> list[list[str]]:
    """Shuffle ``cards`` with ``rng`` and cut them into piles of the given ``sizes``; any
    cards left over form one more pile at the end (the face-down deck).

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


def next_seat(state: State, after: int, has_cards: Callable[[int], bool]) -> int | None:
    """The first seat after ``after`` (clockwise, ``after`` itself last) for which
    ``has_cards(seat)`` is true, or None when there is none."""
    n = state["players"]
    for step in range(1, n + 1):
        seat = (after + step) % n
        if has_cards(seat):
            return seat
    return None


def seat_label(game, state: State | None, seat: int) -> str:
    """``seat``'s display name from ``state`` (``describe`` without a state: "Player N")."""
    return game.seat_name(state, seat) if state is not None else f"Player {seat + 1}"
