"""What the load screen shows of a save (SaveSummary) and of a damaged one (SaveProblem)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop.saves.slug import display_text

if TYPE_CHECKING:
    from tabletop.session import Session


@dataclass(frozen=True)
class SaveSummary:
    """One loadable save, for the load screen.

    Attributes:
        path: the file (pass it to ``SaveStore.load``).
        name: the save's name as the player gave it (display-safe: one line, short).
        game_id, game_name: which game.
        players: display names per seat; ``kinds``: "human" or the bot's name per seat.
        actions: how many actions were played; ``turn``: the game's turn counter
            (``Game.turn_number``), or None when the game keeps none.
        scores: points per seat so far as a spectator may see them (``game.scores_for(state,
            None)``: None where hidden; empty when the game cannot score mid-game).
        to_move: who must choose now ("Ana", "Ana, Ben"), "" when over.
        over: the game has ended; ``winners``: their names then.
        created, updated: ISO 8601 UTC times.
        autosave: this is the autosave slot; ``example``: a shipped example (read-only).
    """

    path: Path
    name: str
    game_id: str
    game_name: str
    players: list[str]
    kinds: list[str]
    actions: int
    turn: int | None
    scores: list[int | None]
    to_move: str
    over: bool
    winners: list[str] = field(default_factory=list)
    created: str = ""
    updated: str = ""
    autosave: bool = False
    example: bool = False

    def to_json(self) -> dict[str, Any]:
        """The summary as stored in the file (without path and the autosave/example flags)."""
        return {"game_name": self.game_name, "players": list(self.players),
                "kinds": list(self.kinds), "actions": self.actions, "turn": self.turn,
                "scores": list(self.scores), "to_move": self.to_move, "over": self.over,
                "winners": list(self.winners)}


@dataclass(frozen=True)
class SaveProblem:
    """A save that could not be loaded.

    Attributes:
        path: where the file is now (``<file>.corrupt`` once set aside).
        original: the file's name before it was set aside.
        kind: the SaveError kind (``"truncated"``, ``"newer"``...).
        message: the reason in plain words, naming the file.
    """

    path: Path
    original: Path
    kind: str
    message: str


def summarize(session: "Session", name: str, path: Path, created: str, updated: str,
              autosave: bool = False, example: bool = False) -> SaveSummary:
    """The summary of ``session`` saved as ``name`` in ``path`` (times already ISO 8601)."""
    game, state = session.game, session.state
    try:
        # As a spectator may see them (a face-down basket stays hidden: None).
        scores = [None if s is None else int(s) for s in game.scores_for(state, None)]
    except Exception:  # a game may not score mid-game; the summary then shows none
        scores = []
    over = game.is_over(state)
    dec = game.decision(state)
    names = [display_text(s.name, 40) for s in session.seats]

    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "the table"

    to_move = "" if dec is None else ", ".join(who(s) for s in dec.seats)
    winners = []
    if over:
        try:
            winners = [who(s) for s in game.winners(state)]
        except Exception:
            winners = []
    kinds = [s.kind if s.is_human else str(s.bot) for s in session.seats]
    return SaveSummary(path, display_text(name), game.info.id, game.info.name, names, kinds,
                       len(session.match.actions), game.turn_number(state), scores, to_move, over, winners,
                       created, updated, autosave, example)
