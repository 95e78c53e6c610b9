"""Step through a game's log move by move, from one seat's side or (after the game) revealed.

Usage::

    replay = Replay(session_or_save_path, viewer=0)   # viewer: a seat, None (spectator),
    view, text = replay.step(12)                      # or ALL once the game is over
    for i in range(len(replay)): ...                  # positions 0 (set-up) .. number of actions

Views are the game's own redacted views (``game.view``), so stepping from a seat's side never
shows another seat's hidden cards; the fully revealed mode is only allowed once the game is
over. Source: architecture guide, lesson 10 (the log is a feature, replayable step by step).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.engine import deep_copy, full_log
from tabletop.saves.trail import Trail
from tabletop.session import Session

ALL = "all"
"""The viewer that sees everything (only once the game is over)."""


class Replay:
    """A finished or saved game, replayed from its seed.

    Args:
        source: a Session, or the path of a save file (loaded with a SaveStore).
        viewer: the seat whose side is shown (int), None for a spectator, or :data:`ALL`.

    Raises:
        ValueError: ``viewer`` is ALL but the game is not over, or not a seat of the game.
        SaveError: ``source`` is a path that does not load.
    """

    def __init__(self, source: Session | Path | str, viewer: int | str | None = None) -> None:
        if not isinstance(source, Session):
            from tabletop.saves.store import SaveStore

            source = SaveStore().load(source)
        self.session = source
        self.game = source.game
        match = source.match
        trail = Trail.start(self.game, source.seats, match.seed, match.options, match.names)
        self._states = [trail.state]
        for action in match.actions:
            trail.advance(action)
            self._states.append(trail.state)
        self._steps = trail.steps
        self.viewer: int | str | None = None
        self.set_viewer(viewer)

    def set_viewer(self, viewer: int | str | None) -> None:
        """Show the game from another side (same rules as the constructor's ``viewer``).

        Raises:
            ValueError: ``ALL`` before the game is over, or no such seat.
        """
        if viewer == ALL:
            if not self.game.is_over(self._states[-1]):
                raise ValueError("the fully revealed replay is only for finished games")
        elif viewer is not None and not (isinstance(viewer, int)
                                         and 0 <= viewer < len(self.session.seats)):
            raise ValueError(f"no seat {viewer!r} in this game")
        self.viewer = viewer

    def __len__(self) -> int:
        """The number of positions: the set-up plus one after each action."""
        return len(self._states)

    def step(self, i: int) -> tuple[dict[str, Any], str]:
        """The position after the first ``i`` actions: ``(view, description)``.

        ``view`` is ``game.view(state, viewer)``; with :data:`ALL` it is the spectator view
        plus ``"state"`` (the whole state) and an unredacted ``"log"``. ``description`` names
        who did what to reach it and the log lines it produced, as the viewer may read them.

        Raises:
            IndexError: ``i`` is outside ``0..len(self) - 1``.
        """
        if not 0 <= i < len(self._states):
            raise IndexError(f"position {i} is outside 0..{len(self._states) - 1}")
        state = self._states[i]
        if self.viewer == ALL:
            view = self.game.view(state, None)
            view.update(viewer=ALL, state=deep_copy(state), log=full_log(state))
        else:
            view = self.game.view(state, self.viewer)
        return view, self._describe(i, view)

    def _describe(self, i: int, view: dict[str, Any]) -> str:
        if i == 0:
            names = ", ".join(s.name for s in self.session.seats)
            return f"Set-up of {self.game.info.name} for {names}."
        action = self._steps[i - 1].action
        reader = action.seat if self.viewer == ALL else self.viewer
        who = self.game.seat_name(self._states[i], action.seat)
        before = self.game.view(self._states[i - 1], None if self.viewer == ALL
                                else self.viewer)["log"]
        new_lines = view["log"][len(before):] if self.viewer != ALL else list(self._steps[i - 1].lines)
        text = f"{i}. {who}: {self.game.describe(action, reader, self._states[i - 1])}"
        return "\n".join([text, *new_lines])
