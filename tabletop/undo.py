"""Undo for human seats: back to that human's previous decision, never past a reveal.

A play policy, not persistence: it lives beside :mod:`tabletop.session` (which calls
:func:`next_undo_points` after every action) and imports neither the session at run time nor
the saves, so session and saves do not import each other. No pygame here. A session keeps
``undo_points``: the action indexes a human may undo
back to. They are updated after every action by :func:`next_undo_points` (called from
``Session.play`` and from the replay that checks a save), so a resumed game has the same ones.

Rules of this edition (Source: architecture guide, lesson 9; brief "saves"):
    - only a human seat undoes, and only its own actions;
    - never past another seat's action (a bot, another human or the table's EXTERNAL outcome),
      nor past a move after which another seat was asked anything (a reaction window it
      answered, even with a bot's instant pass: issue 12);
    - never past an action that revealed hidden information or drew on chance
      (``Game.reveals``: a private log line, the RNG advancing, or a seat coming to know a
      face-down card, as the card a SWAP brings), nor past a move in a
      secret simultaneous choice (its resolution shows the others' choices);
    - only while that human is being asked to choose now (within their turn), back to the
      decision they faced before their last action.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Sequence

from tabletop.engine import Action, Game, Match
from tabletop.engine.knowledge import learned_any
from tabletop.engine.rng import RNG_KEY

if TYPE_CHECKING:
    from tabletop.session import SeatInfo, Session

State = dict[str, Any]


def _is_human(seats: Sequence["SeatInfo"], seat: int) -> bool:
    return 0 <= seat < len(seats) and seats[seat].is_human


def _active(game: Game, state: State) -> int | None:
    dec = game.decision(state)
    return None if dec is None else dec.active


def next_undo_points(game: Game, seats: Sequence["SeatInfo"], points: Sequence[int], index: int,
                     before: State, action: Action, after: State) -> list[int]:
    """The undo points after action number ``index`` (0-based) took ``before`` to ``after``.

    Args:
        game: the rules (for ``reveals``).
        seats: the session's seats (who is human).
        points: the undo points before this action (indexes into the action log).
        index: the position of ``action`` in the log.

    Returns:
        A new list: empty after a bot's, EXTERNAL, revealing or turn-ending action, or one
        after which another seat decides (a barrier); otherwise the points of the same seat's unbroken run of actions plus
        ``index``.
    """
    if not _is_human(seats, action.seat) or game.reveals(before, action, after):
        return []
    dec = game.decision(before)
    if dec is not None and dec.simultaneous:
        # A move in a secret simultaneous choice is never taken back: the move that completes
        # the choice shows the others' secrets, and undoing any of them would let a seat choose
        # again knowing what another chose (a stranger beat a bot at Rock-Paper-Scissors so).
        return []
    if _active(game, before) != _active(game, after):
        return []  # the turn ended: undo stays within a turn
    asked = game.decision(after)
    if asked is None or action.seat not in asked.seats:
        # Another seat is asked next (a reaction window after this move, such as Hot Tomatoes!
        # after a harvest): whatever it answers, even a bot's instant pass, is never undone
        # past, so this move can no longer be taken back either.
        return []
    kept = [p for p in points if p < index]
    if kept and kept[-1] != index - 1:
        kept = []  # another seat acted in between (defensive: such an action clears them)
    return kept + [index]


SECRET, CHANCE, REVEAL = "secret", "chance", "reveal"
"""Why undo never goes back past an action (:func:`stop_kind`): a move in a secret
simultaneous choice, a draw on chance (the RNG advanced: a roll, a shuffle) or a reveal (a
private log line, a seat coming to know a face-down card, or the game's own test)."""


def stop_kind(game: Game, before: State, action: Action, after: State) -> str | None:
    """Why undo can never go back past ``action`` (taking ``before`` to ``after``), by the same
    tests as :func:`next_undo_points`: :data:`SECRET`, :data:`REVEAL` (something turned up that
    a seat had not seen: a private log line, a face-down card learned, or ``Game.reveals``
    saying so from the game's own zones), :data:`CHANCE` (only the RNG advanced: a roll or a
    shuffle), or None (nothing hidden nor random: the move is barred for another reason).
    Source: architecture guide, lesson 9."""
    dec = game.decision(before)
    if dec is not None and dec.simultaneous:
        return SECRET
    if not game.reveals(before, action, after):
        return None
    new_entries = after.get("log", [])[len(before.get("log", [])):]
    if any(e.get("only") is not None for e in new_entries) or learned_any(before, after):
        return REVEAL
    if before.get(RNG_KEY) != after.get(RNG_KEY):
        return CHANCE
    return REVEAL


def last_stop(session: "Session") -> str | None:
    """:func:`stop_kind` of the session's last action (None when there is none). Rebuilds the
    state before it from the seed (a few milliseconds): call it when the answer is shown, not
    every frame."""
    match = session.match
    if not match.actions:
        return None
    before = match.replay(len(match.actions) - 1)
    return stop_kind(session.game, before, match.actions[-1], match.state)


def _target(session: "Session", seat: int) -> int | None:
    """The index undo would go back to for ``seat``, or None."""
    match = session.match
    points = [p for p in session.undo_points if p < len(match.actions)]
    if not points or not _is_human(session.seats, seat):
        return None
    dec = session.game.decision(session.state)
    if dec is None or seat not in dec.seats:
        return None
    p = points[-1]
    if any(a.seat != seat for a in match.actions[points[0]:]):
        return None
    return p


def can_undo(session: "Session", seat: int) -> bool:
    """True when ``seat`` (a human) may take back its last action now.

    Args:
        session: the game in play (not changed).
        seat: the seat index asking.
    """
    return _target(session, seat) is not None


def undo(session: "Session", seat: int) -> "Session":
    """A new session where ``seat``'s last action is taken back (the input is unchanged).

    The log is truncated to the previous undo point and replayed from the seed, so the state,
    the RNG and the log are exactly what they were at that decision.

    Raises:
        ValueError: ``can_undo(session, seat)`` is False (the message says why in plain words).
    """
    target = _target(session, seat)
    if target is None:
        raise ValueError(f"{session.game.seat_name(session.state, seat)} cannot undo now: "
                         "only their own moves since their last reveal, during their turn")
    old = session.match
    match = Match(old.game, old.num_players, old.seed, dict(old.options),
                  list(old.actions[:target]), {}, None if old.names is None else list(old.names))
    match.state = match.replay()
    points = [p for p in session.undo_points if p < target]
    return type(session)(match, list(session.seats), session.created, time.time(), points)


__all__ = ["CHANCE", "REVEAL", "SECRET", "can_undo", "last_stop", "next_undo_points", "stop_kind",
           "undo"]
