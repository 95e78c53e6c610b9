"""The trail of a game: for every action, the log lines it produced and whether it revealed
hidden information; built by replaying the action log from the seed.

Saves write it (so a reader of the file sees each revealed card and roll beside the action
that caused it) and check it on load. Source: architecture guide, lessons 4 and 8.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Sequence

from tabletop.engine import Action, Game, Match
from tabletop.undo import next_undo_points

if TYPE_CHECKING:
    from tabletop.session import SeatInfo

State = dict[str, Any]


@dataclass(frozen=True)
class Step:
    """One action of the log with its consequences.

    Attributes:
        action: the action.
        lines: the log lines it produced, unredacted (``full_log`` difference).
        reveals: ``Game.reveals`` for it (hidden information shown or chance drawn).
    """

    action: Action
    lines: tuple[str, ...]
    reveals: bool

    def to_json(self) -> dict[str, Any]:
        """``{"action": {...}, "lines": [...], "reveals": bool}`` as stored in a save."""
        return {"action": self.action.to_json(), "lines": list(self.lines),
                "reveals": self.reveals}


class ReplayFailed(Exception):
    """Replaying the log failed at action ``index`` (0-based) for ``reason``."""

    def __init__(self, index: int, reason: str) -> None:
        self.index = index
        self.reason = reason
        super().__init__(f"action {index + 1}: {reason}")


@dataclass
class Trail:
    """A replay in progress or done: the steps so far, the state after them, the undo points."""

    game: Game
    seats: Sequence["SeatInfo"]
    state: State
    steps: list[Step] = field(default_factory=list)
    undo_points: list[int] = field(default_factory=list)

    @classmethod
    def start(cls, game: Game, seats: Sequence["SeatInfo"], seed: int,
              options: dict[str, Any], names: list[str] | None) -> "Trail":
        """A trail at the start of a game (``Match.start``). Raises ValueError as new_game."""
        match = Match.start(game, len(seats), seed, options, names)
        return cls(game, seats, match.state)

    @property
    def actions(self) -> list[Action]:
        """The actions replayed so far."""
        return [s.action for s in self.steps]

    def advance(self, action: Action) -> Step:
        """Apply one more action.

        Raises:
            ReplayFailed: the rules refuse it (or fail on it).
        """
        before, index = self.state, len(self.steps)
        try:
            after = self.game.apply(before, action)
        except Exception as exc:  # IllegalAction, or a game bug on odd data: both refuse it
            raise ReplayFailed(index, str(exc) or type(exc).__name__) from None
        done = len(before.get("log", []))
        step = Step(action, tuple(e["text"] for e in after.get("log", [])[done:]),
                    self.game.reveals(before, action, after))
        self.undo_points = next_undo_points(self.game, self.seats, self.undo_points, index,
                                            before, action, after)
        self.steps.append(step)
        self.state = after
        return step
