"""Decision frames: a multi-step choice kept as plain data in the state.

A multi-step choice (play a card, then choose a target seat, then take a card from that seat's
hand; or a reaction window opened in the middle of a turn) is a stack of frames in
``state["frames"]``, a JSON list with the top of the stack last. Each frame is a plain dict
with at least:

- ``"kind"`` (str): the decision kind while the frame is on top (``"spy:target"``);
- ``"seats"`` (list of ints): who decides while the frame is on top, in the order asked.

and any plain-data fields the step needs (the card already played, the chosen target...).
Optional standard fields read by :func:`frame_decision`: ``"prompt"`` (str),
``"simultaneous"`` (bool) and ``"active"`` (int).

The pattern (docs/engine.md, "Decision frames"):

- ``_decision``: when :func:`top_frame` is not None, the decision is the top frame's
  (:func:`frame_decision`): its seats decide, its kind names the step;
- ``_legal``: while a frame is on top, only that step's actions are legal (dispatch on the
  frame's ``kind``), and only for the frame's seats;
- ``_apply``: an action that starts a sub-choice pushes a frame; the action that completes the
  step pops it (and may pop the frames below when the whole choice resolves).

Source: architecture guide, lesson 2 (multi-step choices are decision frames kept in the state).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.decision import Decision
from tabletop.engine.errors import BadState
from tabletop.engine.state import deep_copy

FRAMES_KEY = "frames"


def _check_frame(frame: Any) -> None:
    if not isinstance(frame, dict):
        raise BadState(f"a decision frame must be a dict, not {frame!r}")
    if not isinstance(frame.get("kind"), str) or not frame["kind"]:
        raise BadState(f"a decision frame needs a 'kind' string: {frame!r}")
    seats = frame.get("seats")
    if not isinstance(seats, list) or not seats or not all(
            type(s) is int for s in seats) or len(set(seats)) != len(seats):
        raise BadState(f"a decision frame needs 'seats', a list of distinct ints: {frame!r}")


def push_frame(state: dict[str, Any], frame: dict[str, Any]) -> None:
    """Put ``frame`` (a plain dict with ``kind`` and ``seats``) on top of ``state["frames"]``
    (created when missing). The frame is copied, so later edits of ``frame`` do not reach the
    state.

    Raises:
        BadState: ``frame`` lacks a ``kind`` string or a non-empty list of distinct int
            ``seats``.
    """
    _check_frame(frame)
    state.setdefault(FRAMES_KEY, []).append(deep_copy(frame))


def top_frame(state: dict[str, Any]) -> dict[str, Any] | None:
    """The frame on top of the stack (the live dict in the state: ``_apply`` may update it),
    or None when no multi-step choice is under way."""
    frames = state.get(FRAMES_KEY)
    return frames[-1] if frames else None


def pop_frame(state: dict[str, Any]) -> dict[str, Any]:
    """Remove and return the top frame.

    Raises:
        BadState: the stack is empty (or missing).
    """
    frames = state.get(FRAMES_KEY)
    if not frames:
        raise BadState("no decision frame to pop")
    return frames.pop()


def frame_decision(frame: dict[str, Any], prompt: str | None = None,
                   active: int | None = None) -> Decision:
    """The :class:`Decision` a frame stands for: its ``seats`` and ``kind``; the prompt is
    ``prompt`` or else the frame's ``"prompt"`` (or its kind); ``simultaneous`` and ``active``
    come from the frame when it has them (``active`` argument otherwise)."""
    return Decision(tuple(frame["seats"]), frame["kind"],
                    prompt if prompt is not None else str(frame.get("prompt", frame["kind"])),
                    simultaneous=bool(frame.get("simultaneous", False)),
                    active=frame.get("active", active))


def check_frames(state: dict[str, Any], players: int) -> None:
    """Check ``state["frames"]`` (when present) for a state read from a file: a list of valid
    frames whose seats are in ``0..players-1`` (or -1, ``EXTERNAL``).

    Raises:
        BadState: a malformed stack or frame.
    """
    frames = state.get(FRAMES_KEY, [])
    if not isinstance(frames, list):
        raise BadState("the decision frames are not a list")
    for frame in frames:
        _check_frame(frame)
        if not all(-1 <= s < players for s in frame["seats"]):
            raise BadState(f"a decision frame names a seat out of range: {frame['seats']}")
