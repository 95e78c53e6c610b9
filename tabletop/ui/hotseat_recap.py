"""Hot-seat pacing, part 2: "Since your last turn", what happened while a human was away from
the screen, shown on the curtain that asks for them (issue 12, "The table, as a player finds
it").

The lines are the game's own log (every game words its moves there, bots' and humans' alike)
read as a spectator reads it (:func:`tabletop.engine.log_for` with no viewer): the curtain is
in sight of everyone at the table, so it shows public lines only, never a hidden card. What a
seat has read is counted in log entries, recorded whenever that seat has the screen. No pygame.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop.engine import log_for

MAX_LINES = 8
"""Most lines the summary shows (the latest; a first line says how many earlier ones)."""


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
        """After an undo or a load: every human counts as having read ``entries`` entries."""
        self._read = {seat: entries for seat in self.humans}

    def seen(self, seat: int | None, entries: int) -> None:
        """``seat`` has the screen while the log holds ``entries`` entries (None: nobody)."""
        if seat in self._read:
            self._read[seat] = entries

    def lines(self, seat: int, state: dict[str, Any]) -> list[str]:
        """The public log lines added since ``seat`` last had the screen, the latest
        :data:`MAX_LINES` (with "(3 earlier moves)" first when some were left out); [] for a
        seat that is not a human or has missed nothing.

        Args:
            seat: a human seat.
            state: the current state (a dict with the engine's ``log`` entries).
        """
        start = self._read.get(seat)
        entries = state.get("log", [])
        if start is None or start >= len(entries):
            return []
        lines = log_for({"log": entries[start:]}, None)
        if len(lines) > MAX_LINES:
            earlier = len(lines) - (MAX_LINES - 1)
            lines = [f"({earlier} earlier lines in the log)"] + lines[-(MAX_LINES - 1):]
        return lines
