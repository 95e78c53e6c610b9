"""Private stand-ins for the engine's decision frames and card knowledge, with the very
signatures announced for ``tabletop/engine/frames.py`` and ``tabletop/engine/knowledge.py``
(BRIEF, Engine API). The game switches to the engine's versions once branch ``engine`` has them.

Frames: ``state["frames"]`` is a list of JSON dicts, each with at least ``"kind"`` (str) and
``"seats"`` (list of ints deciding while it is on top). Knowledge: ``state["known"]`` holds one
sorted list of card ids per seat (the face-down cards that seat knows).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import BadState

State = dict[str, Any]


def push_frame(state: State, frame: dict[str, Any]) -> None:
    """Put ``frame`` on top of the state's frame stack.

    Raises:
        BadState: the frame lacks ``kind`` or ``seats``.
    """
    if not isinstance(frame.get("kind"), str) or not isinstance(frame.get("seats"), list):
        raise BadState("a decision frame needs a kind and a list of seats")
    state.setdefault("frames", []).append(frame)


def top_frame(state: State) -> dict[str, Any] | None:
    """The frame on top of the stack, or None when there is none."""
    frames = state.get("frames")
    return frames[-1] if frames else None


def pop_frame(state: State) -> dict[str, Any]:
    """Take the top frame off the stack and return it.

    Raises:
        BadState: the stack is empty.
    """
    frames = state.get("frames")
    if not frames:
        raise BadState("no decision frame to pop")
    return frames.pop()


def init_knowledge(state: State) -> None:
    """Give every seat an empty list of known cards."""
    state["known"] = [[] for _ in range(state["players"])]


def learn(state: State, seat: int, *card_ids: str) -> None:
    """``seat`` now knows the cards ``card_ids`` (kept sorted, no repeats)."""
    known = state["known"][seat]
    known[:] = sorted(set(known).union(card_ids))


def knows(state: State, seat: int, card_id: str) -> bool:
    """True when ``seat`` knows ``card_id``."""
    return card_id in state["known"][seat]


def known_cards(state: State, seat: int) -> list[str]:
    """The sorted ids ``seat`` knows."""
    return list(state["known"][seat])


def forget(state: State, card_ids: Any, keep: Any = ()) -> None:
    """Every seat but those in ``keep`` forgets ``card_ids``."""
    gone, kept = set(card_ids), set(keep)
    for seat, known in enumerate(state["known"]):
        if seat not in kept and gone & set(known):
            known[:] = [c for c in known if c not in gone]
