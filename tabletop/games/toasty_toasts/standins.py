"""Private stand-ins for the engine's decision frames, per-seat knowledge and hidden-card
helpers, with the signatures announced for ``tabletop.engine`` (frames.py, knowledge.py,
hidden.py on branch ``engine``). The game imports them from here only, so switching to the
engine's versions is one import line. Nothing here is specific to Toasty Toasts.

Frames: ``state["frames"]`` is a list of JSON dicts (top last), each with at least ``"kind"``
and ``"seats"``. Knowledge: ``state["known"]`` holds one sorted list of card ids per seat.
"""

from __future__ import annotations

import bisect
import random
from collections import Counter
from collections.abc import Iterable
from typing import Any

from tabletop.engine import BadState, deep_copy

State = dict[str, Any]


# ----- decision frames ------------------------------------------------------------------------
def push_frame(state: State, frame: dict[str, Any]) -> None:
    """Put ``frame`` (a dict with ``kind`` and ``seats``) on top of ``state["frames"]``.

    Raises:
        BadState: the frame lacks ``kind`` or ``seats``."""
    if "kind" not in frame or "seats" not in frame:
        raise BadState("a decision frame needs a kind and seats")
    state.setdefault("frames", []).append(frame)


def top_frame(state: State) -> dict[str, Any] | None:
    """The frame on top (the current multi-step choice), or None."""
    frames = state.get("frames")
    return frames[-1] if frames else None


def pop_frame(state: State) -> dict[str, Any]:
    """Take the top frame off and return it.

    Raises:
        BadState: there is none."""
    frames = state.get("frames")
    if not frames:
        raise BadState("no decision frame to pop")
    return frames.pop()


# ----- per-seat knowledge ---------------------------------------------------------------------
def init_knowledge(state: State) -> None:
    """Start ``state["known"]``: nobody knows any face-down card."""
    state["known"] = [[] for _ in range(state["players"])]


def learn(state: State, seat: int, *card_ids: str) -> None:
    """``seat`` now knows the faces (and whereabouts) of ``card_ids``."""
    known = state["known"][seat]
    for card in card_ids:
        i = bisect.bisect_left(known, card)
        if i == len(known) or known[i] != card:
            known.insert(i, card)


def knows(state: State, seat: int, card_id: str) -> bool:
    """True when ``seat`` knows ``card_id``."""
    known = state["known"][seat]
    i = bisect.bisect_left(known, card_id)
    return i < len(known) and known[i] == card_id


def known_cards(state: State, seat: int) -> list[str]:
    """The sorted card ids ``seat`` knows."""
    return list(state["known"][seat])


def forget(state: State, card_ids: Iterable[str], keep: Iterable[int] = ()) -> None:
    """Every seat but those in ``keep`` forgets ``card_ids`` (after they were shuffled or
    moved where those seats cannot follow them)."""
    gone, kept = set(card_ids), set(keep)
    for seat, known in enumerate(state["known"]):
        if seat not in kept and gone.intersection(known):
            state["known"][seat] = [c for c in known if c not in gone]


# ----- hidden-card helpers --------------------------------------------------------------------
def state_from_view(view: dict[str, Any]) -> State:
    """The shared keys of a state rebuilt from a view (game, players, options, over, a public
    log of the view's lines); ``rng`` 0, which determinize replaces."""
    return {"game": view["game"], "players": view["players"],
            "options": deep_copy(view["options"]), "over": view["over"], "rng": 0,
            "log": [{"text": line, "only": None, "others": None} for line in view["log"]]}


def count(*zones: Iterable[str]) -> dict[str, int]:
    """How many times each component id lies in the given zones."""
    total: Counter[str] = Counter()
    for zone in zones:
        total.update(zone)
    return dict(total)


def unseen(all_ids: Iterable[str], *seen: Iterable[str]) -> list[str]:
    """The ids of ``all_ids`` in none of the ``seen`` zones, sorted."""
    known = set().union(*map(set, seen)) if seen else set()
    return sorted(i for i in all_ids if i not in known)


def deal_unseen(cards: list[str], sizes: list[int], rng: random.Random) -> list[list[str]]:
    """Shuffle ``cards`` with ``rng`` and cut piles of ``sizes``; the rest is one more pile.

    Raises:
        ValueError: the sizes ask for more cards than there are."""
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
