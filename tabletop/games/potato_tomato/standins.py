"""Private stand-ins for the engine's decision frames and per-seat knowledge, with the
signatures of ``tabletop/engine/frames.py`` and ``tabletop/engine/knowledge.py`` (branch
``engine``), used until those land; then this module only re-exports them.

Frames live in ``state["frames"]`` (a list, top last); knowledge in ``state["known"]`` (one
sorted list of card ids per seat).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import BadState

State = dict[str, Any]


def push_frame(state: State, frame: dict) -> None:
    """Put ``frame`` (a dict with ``kind`` and ``seats``) on top of the frame stack."""
    state.setdefault("frames", []).append(frame)


def top_frame(state: State) -> dict | None:
    """The frame on top, or None when the stack is empty."""
    frames = state.get("frames")
    return frames[-1] if frames else None


def pop_frame(state: State) -> dict:
    """Remove and return the top frame. Raises BadState when the stack is empty."""
    frames = state.get("frames")
    if not frames:
        raise BadState("no decision frame to pop")
    return frames.pop()


def init_knowledge(state: State) -> None:
    """Every seat knows nothing yet."""
    state["known"] = [[] for _ in range(state["players"])]


def learn(state: State, seat: int, *card_ids: str) -> None:
    """``seat`` now knows the faces of ``card_ids`` (wherever they move)."""
    known = state["known"][seat]
    new = set(known).union(card_ids)
    if len(new) != len(known):
        state["known"][seat] = sorted(new)


def knows(state: State, seat: int, card_id: str) -> bool:
    """True when ``seat`` knows ``card_id``."""
    return card_id in state["known"][seat]


def known_cards(state: State, seat: int) -> list[str]:
    """The sorted ids ``seat`` knows."""
    return list(state["known"][seat])


def forget(state: State, card_ids, keep=()) -> None:
    """Every seat but those in ``keep`` forgets ``card_ids`` (after a shuffle)."""
    drop = set(card_ids)
    for seat in range(state["players"]):
        if seat not in keep and drop.intersection(state["known"][seat]):
            state["known"][seat] = [c for c in state["known"][seat] if c not in drop]
