"""Per-seat knowledge of face-down cards, by stable card id.

"Seat 2 has seen the card at seat 4, position 1" is stored as "seat 2 knows card ``c07``" in
``state["known"]``: one sorted list of card ids per seat. Because it names the card, not the
place, the knowledge follows the card wherever it moves (a swap, a pass to another hand) with
no bookkeeping; a shuffle makes seats lose track, so the game calls :func:`forget`.

Views and determinize respect it (docs/engine.md, "Knowledge of face-down cards"):

- a view shows a face-down card's id (and face) only to a seat that knows it, ``None`` in its
  place otherwise (:func:`mask`); the stable id of a card the viewer does not know never
  appears in its view (checked by the generic test through :meth:`Game.face_down_ids`);
- who knows which place is public when the peeks and moves were seen being made
  (:func:`known_places`), so a view may show it; the ids stay private;
- determinize keeps every card the viewer knows where it is and deals only the rest
  (:func:`fill_unknown`), then rebuilds the others' knowledge from the public places
  (:func:`knowledge_from_places`).

Source: architecture guide, lesson 5 (views and determinize), docs/engine.md.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tabletop.engine.errors import BadState

KNOWN_KEY = "known"
Place = list  # [zone name, index]: where a card lies, as JSON


def init_knowledge(state: dict[str, Any]) -> None:
    """Start with no seat knowing any card: ``state["known"] = [[], [], ...]`` (one list per
    seat of ``state["players"]``)."""
    state[KNOWN_KEY] = [[] for _ in range(state["players"])]


def learn(state: dict[str, Any], seat: int, *card_ids: str) -> None:
    """``seat`` has now seen ``card_ids`` (kept sorted, no duplicates).

    Raises:
        BadState: the state has no knowledge (call :func:`init_knowledge` in ``_setup``) or
            ``seat`` is out of range.
    """
    known = _row(state, seat)
    for card in card_ids:
        if card not in known:
            insort(known, card)


def learned_any(before: dict[str, Any], after: dict[str, Any]) -> bool:
    """True when some seat knows a card in ``after`` that it did not know in ``before`` (the
    two states of one action; False for states without knowledge). An undo must never go back
    past such an action: the seat would keep what it saw. Source: architecture guide, lesson 9."""
    old, new = before.get(KNOWN_KEY) or [], after.get(KNOWN_KEY) or []
    for seat, cards in enumerate(new):
        had = set(old[seat]) if seat < len(old) else set()
        if any(card not in had for card in cards):
            return True
    return False


def knows(state: dict[str, Any], seat: int | None, card_id: str) -> bool:
    """True when ``seat`` has seen ``card_id`` since it was last shuffled away (False for a
    spectator, ``seat=None``, and for a state without knowledge)."""
    if seat is None or seat < 0:
        return False
    rows = state.get(KNOWN_KEY)
    return rows is not None and seat < len(rows) and card_id in rows[seat]


def known_cards(state: dict[str, Any], seat: int | None) -> list[str]:
    """The ids ``seat`` knows, sorted (a copy; empty for a spectator)."""
    if seat is None or seat < 0 or KNOWN_KEY not in state:
        return []
    return list(_row(state, seat))


def forget(state: dict[str, Any], card_ids: Iterable[str], keep: Iterable[int] = ()) -> None:
    """After a shuffle: every seat but those in ``keep`` forgets ``card_ids`` (a seat that
    shuffles face up, or looks at the result, is in ``keep``)."""
    gone, kept = set(card_ids), set(keep)
    rows = state.get(KNOWN_KEY)
    if rows is None or not gone:
        return
    for seat, row in enumerate(rows):
        if seat not in kept:
            row[:] = [c for c in row if c not in gone]


def mask(state: dict[str, Any], seat: int | None, cards: Sequence[str]) -> list[str | None]:
    """A face-down zone as ``seat`` sees it: each card's id where ``seat`` knows it, else
    None. ``cards`` is the zone's list of ids, in order."""
    return [c if knows(state, seat, c) else None for c in cards]


def known_places(state: dict[str, Any], zones: Mapping[str, Sequence[str]]) -> list[list[Place]]:
    """Per seat, the places ``[zone, index]`` of ``zones`` (name -> list of ids, the face-down
    zones) whose card that seat knows, in zone then index order. Public when every peek and
    move is made in sight of the table (a view may then show it)."""
    rows = state.get(KNOWN_KEY) or [[] for _ in range(state["players"])]
    out: list[list[Place]] = []
    for row in rows:
        have = set(row)
        out.append([[name, i] for name, cards in zones.items()
                    for i, c in enumerate(cards) if c in have])
    return out


def fill_unknown(zones: Mapping[str, Sequence[str | None]], pool: Sequence[str],
                 rng: random.Random) -> dict[str, list[str]]:
    """Determinize face-down zones: keep every known id (a str) where it is and deal the
    ``pool`` (the ids the viewer has not placed, e.g. from :func:`hidden.unseen`) at random
    into the ``None`` places, zone by zone in the given order.

    Raises:
        ValueError: the pool does not hold exactly as many cards as there are None places.
    """
    holes = sum(c is None for cards in zones.values() for c in cards)
    if holes != len(pool):
        raise ValueError(f"{holes} unknown places but {len(pool)} cards to deal")
    deck = list(pool)
    rng.shuffle(deck)
    out = {}
    for name, cards in zones.items():
        out[name] = [deck.pop() if c is None else c for c in cards]
    return out


def knowledge_from_places(zones: Mapping[str, Sequence[str]], places: Sequence[Sequence[Place]],
                          viewer: int, viewer_known: Iterable[str]) -> list[list[str]]:
    """Rebuild ``state["known"]`` in a determinization: the viewer knows exactly
    ``viewer_known``; every other seat knows the ids now dealt at its public ``places``
    (from :func:`known_places`) in the determinized ``zones``."""
    rows = []
    for seat, seat_places in enumerate(places):
        if seat == viewer:
            rows.append(sorted(set(viewer_known)))
        else:
            rows.append(sorted({zones[name][i] for name, i in seat_places}))
    return rows


def check_knowledge(state: dict[str, Any]) -> None:
    """Check ``state["known"]`` (when present) for a state read from a file.

    Raises:
        BadState: not one sorted list of distinct string ids per seat.
    """
    rows = state.get(KNOWN_KEY)
    if rows is None:
        return
    if not isinstance(rows, list) or len(rows) != state.get("players"):
        raise BadState("the knowledge is not one list per seat")
    for row in rows:
        if not isinstance(row, list) or not all(isinstance(c, str) for c in row) or (
                row != sorted(set(row))):
            raise BadState("a seat's knowledge is not a sorted list of distinct card ids")


def _row(state: dict[str, Any], seat: int) -> list[str]:
    rows = state.get(KNOWN_KEY)
    if rows is None:
        raise BadState("this state keeps no knowledge (init_knowledge was not called)")
    if not 0 <= seat < len(rows):
        raise BadState(f"seat {seat} is out of range for the knowledge")
    return rows[seat]
