"""Hot-seat pacing, part 2: "Since your last turn", what happened while a human was away from
the screen, shown on the curtain that asks for them (issue 12, "The table, as a player finds
it").

The lines are the game's own log (every game words its moves there, bots' and humans' alike)
read as a spectator reads it (:func:`tabletop.engine.log_for` with no viewer): the curtain is
in sight of everyone at the table, so it shows public lines only, never a hidden card. What a
seat has read is counted in log entries, recorded whenever that seat has the screen, but never
past the start of another seat's turn that the seat's own move began (:func:`read_after`):
stranger-p6's curtain for Ben began at "Chloé draws BURN", leaving out "Chloé's turn." and the
card drawn by itself, logged by Ben's own last move while his result was on show. No pygame.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop.engine import log_for
from tabletop.engine.state import turn_starts


def read_after(entries: list[dict[str, Any]], start: int) -> int:
    """How many of the log ``entries`` a seat counts as read when ``entries[start:]`` came
    from its own move (or the set-up, ``start`` 0): up to the first turn start among them (a
    line logged with ``turn=True``: another seat's turn is news to be told on the curtain),
    else all of them."""
    starts = turn_starts(entries, start)
    return starts[0] if starts else len(entries)


class SinceLastTurn:
    """What each human seat has already seen of the log.

    Args:
        humans: the human seats.
        entries: how many log entries the state holds now (counted as read by everyone).
    """

    def __init__(self, humans: Iterable[int], entries: int) -> None:
        self.humans = list(humans)
        self._read: dict[int, int] = {}
        self.forget(entries)

    def forget(self, entries: int) -> None:
        """A new game: every human counts as having read ``entries`` entries (the set-up)."""
        self._read = {seat: entries for seat in self.humans}

    def undone(self, entries: int) -> None:
        """After an undo, the log holds ``entries`` entries again: what a seat had read past
        them was taken back, and what it had not read yet stays unread (the next human's
        curtain still lists the roll and moves made before the undo)."""
        self._read = {seat: min(read, entries) for seat, read in self._read.items()}

    def resume(self, read: dict[int, int]) -> None:
        """A resumed game: ``read`` gives, per human seat, the log entries it had seen (see
        :func:`read_at_last_turns`); a seat not in it keeps its count."""
        for seat, entries in read.items():
            if seat in self._read:
                self._read[seat] = entries

    def seen(self, seat: int | None, entries: int) -> None:
        """``seat`` has the screen while the log holds ``entries`` entries (None: nobody)."""
        if seat in self._read:
            self._read[seat] = entries

    def lines(self, seat: int, state: dict[str, Any]) -> list[str]:
        """Every public log line added since ``seat`` last had the screen, oldest first (none
        left out: the curtain's box scrolls, see :mod:`tabletop.ui.curtain_recap`); [] for a
        seat that is not a human or has missed nothing.

        Args:
            seat: a human seat.
            state: the current state (a dict with the engine's ``log`` entries).
        """
        start = self._read.get(seat)
        entries = state.get("log", [])
        if start is None or start >= len(entries):
            return []
        return log_for({"log": entries[start:]}, None)


def read_at_last_turns(game: Any, match: Any, humans: Iterable[int]) -> dict[int, int]:
    """For a resumed game (Load or Continue): the log entries each human seat had seen, which
    is the log's length right after that seat's own last action (the set-up's log for a seat
    that has not acted yet), up to a turn start that action logged (:func:`read_after`), so
    its curtain lists what happened since (issue 12). Replays
    ``match`` (a :class:`tabletop.engine.Match` of ``game``) from its seed: a few ms per
    hundred actions. {} when it cannot be replayed.
    """
    try:
        state = match.replay(0)
        read = {seat: read_after(state.get("log", []), 0) for seat in humans}
        for action in match.actions:
            before = len(state.get("log", ()))
            state = game.apply(state, action)
            if action.seat in read:
                read[action.seat] = read_after(state.get("log", []), before)
    except Exception:   # a save that loaded replays; this is only for the summary
        return {}
    return read
