"""A match: one game being played, kept as seed + options + the action log.

The state is always the replay of the log from the seed, so saves store the log and check the
replay against a snapshot (architecture guide, lessons 4 and 8).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.action import Action
from tabletop.engine.game import Game, State


@dataclass
class Match:
    """One game in progress.

    Attributes:
        game: the rules.
        num_players: seats in the game.
        seed: the seed the game started from.
        options: option values.
        actions: every action applied so far, in order.
        state: the current state (equal to :meth:`replay` of the log).
    """

    game: Game
    num_players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    state: State = field(default_factory=dict)
    names: list[str] | None = None

    @classmethod
    def start(cls, game: Game, num_players: int, seed: int,
              options: dict[str, Any] | None = None, names: list[str] | None = None) -> "Match":
        """A new match at its first decision; ``names`` (one per seat) go into the state so the
        log can name players. Raises ValueError as ``Game.new_game``."""
        match = cls(game, num_players, seed, dict(options or {}), [], {}, names)
        match.state = match._initial()
        match.options = dict(match.state["options"])
        return match

    def _initial(self) -> State:
        return self.game.new_game(self.num_players, self.seed, self.options, self.names)

    def play(self, action: Action) -> State:
        """Apply one action and record it. Raises IllegalAction (the match is unchanged)."""
        self.state = self.game.apply(self.state, action)
        self.actions.append(action)
        return self.state

    def replay(self, upto: int | None = None) -> State:
        """The state after the first ``upto`` actions (all by default), rebuilt from the seed.

        Raises:
            IllegalAction: the log holds an action the rules refuse.
        """
        state = self._initial()
        for action in self.actions[:upto]:
            state = self.game.apply(state, action)
        return state
