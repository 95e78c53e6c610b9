"""A session: a match plus who sits where (humans, bots and their levels, names).

The UI plays a session; the saves store one. No pygame here.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from tabletop import games
from tabletop.engine import Action, Game, Match
from tabletop.undo import next_undo_points


@dataclass(frozen=True)
class SeatInfo:
    """One seat at the table.

    Attributes:
        name: display name ("Ana").
        kind: ``"human"`` or ``"bot"``.
        bot: the bot name for a bot seat (``"greedy"``, ``"random"``...), else None.
    """

    name: str
    kind: str = "human"
    bot: str | None = None

    @property
    def is_human(self) -> bool:
        """True for a seat a person plays (``kind == "human"``)."""
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        """Plain JSON: ``{"name": str, "kind": "human"|"bot", "bot": str | None}``."""
        return {"name": self.name, "kind": self.kind, "bot": self.bot}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "SeatInfo":
        """A seat from :meth:`to_json` output (no checks: the saves check seats first).

        Raises:
            KeyError: ``name`` or ``kind`` is missing.
        """
        return cls(str(data["name"]), str(data["kind"]), data.get("bot"))


@dataclass
class Session:
    """A game being played at the table.

    Attributes:
        match: seed, options, action log and current state.
        seats: one SeatInfo per seat (``len(seats) == match.num_players``).
        created, updated: Unix times in seconds.
        undo_points: indexes into ``match.actions`` a human may undo back to (see tabletop/undo.py).
    """

    match: Match
    seats: list[SeatInfo]
    created: float = field(default_factory=time.time)
    updated: float = field(default_factory=time.time)
    undo_points: list[int] = field(default_factory=list)

    @classmethod
    def start(cls, game_id: str, seats: list[SeatInfo], seed: int,
              options: dict[str, Any] | None = None) -> "Session":
        """A new session; the seat names are written into the state for the log.

        Raises:
            GameNotAvailable, ValueError: as ``games.get`` and ``Game.new_game``.
        """
        game = games.get(game_id)
        match = Match.start(game, len(seats), seed, options, names=[s.name for s in seats])
        return cls(match, list(seats))

    @property
    def game(self) -> Game:
        """The rules being played (``match.game``)."""
        return self.match.game

    @property
    def state(self) -> dict[str, Any]:
        """The current state (``match.state``, a plain JSON dict; never mutate it)."""
        return self.match.state

    def play(self, action: Action) -> dict[str, Any]:
        """Apply an action (raises IllegalAction, leaving the session unchanged) and update
        the undo points (see tabletop/undo.py)."""

        before = self.match.state
        state = self.match.play(action)
        self.updated = time.time()
        self.undo_points = next_undo_points(self.game, self.seats, self.undo_points,
                                            len(self.match.actions) - 1, before, action, state)
        return state
