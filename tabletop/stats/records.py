"""What one finished game adds to a player's statistics, and the tables the Stats screen shows.

A file holds, per game id and per player name (human seats only: a name is a person), one
``all`` record and one record per *levels faced* key (:func:`faced_key`: the sorted bot names
of the other seats joined by "+", or "" for a game against humans only). A record counts
``played``, ``won``, ``lost``, ``shared`` (a victory shared with another seat; counted apart
from ``won``), ``best`` and ``total`` score (the average is ``total / played``), and the
``streak`` (wins, shared ones included, in a row up to the last game; a loss ends it) and
``best_streak``. Source: issue 12, "Stats".
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, Sequence

WIN, SHARED, LOSS = "won", "shared", "lost"


@dataclass
class Record:
    """One line of statistics (counts are games; scores are the game's points)."""

    played: int = 0
    won: int = 0
    lost: int = 0
    shared: int = 0
    best: int | None = None
    total: int = 0
    streak: int = 0
    best_streak: int = 0

    @property
    def average(self) -> float | None:
        """The average score (None before the first game)."""
        return self.total / self.played if self.played else None

    def add(self, outcome: str, score: int) -> None:
        """Count one finished game: ``outcome`` is "won", "shared" or "lost"."""
        self.played += 1
        setattr(self, outcome, getattr(self, outcome) + 1)
        self.total += int(score)
        self.best = score if self.best is None else max(self.best, score)
        self.streak = 0 if outcome == LOSS else self.streak + 1
        self.best_streak = max(self.best_streak, self.streak)

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> "Record":
        """A record from :meth:`to_json` output.

        Raises:
            ValueError: not an object of non-negative integers (``best`` may be null) that add
                up (won + lost + shared == played, streak <= best_streak <= played).
        """
        if not isinstance(data, dict) or set(data) != {f.name for f in fields(cls)}:
            raise ValueError("a stats record has the wrong fields")
        for key, value in data.items():
            if value is None and key == "best":
                continue
            if type(value) is not int or (value < 0 and key not in ("best", "total")):
                raise ValueError(f"stats field {key!r} is not a count")
        rec = cls(**data)
        if (rec.won + rec.lost + rec.shared != rec.played or rec.streak > rec.best_streak
                or rec.best_streak > rec.played or (rec.best is None) != (rec.played == 0)):
            raise ValueError("a stats record does not add up")
        return rec


def faced_key(bot_names: Sequence[str | None]) -> str:
    """The levels-faced key: the other seats' bot names, sorted and unique, joined by "+"
    ("" when every other seat is human)."""
    return "+".join(sorted({b for b in bot_names if b}))


def outcome_of(seat: int, winners: Sequence[int]) -> str:
    """"won" (the only winner), "shared" (one of several winners) or "lost"."""
    if seat not in winners:
        return LOSS
    return WIN if len(winners) == 1 else SHARED


def summary_rows(player: dict[str, Any]) -> list[tuple[str, Record]]:
    """A player's ``{"all": ..., "by_faced": {key: ...}}`` as ``(key, Record)`` rows: ``"all"``
    first, then the levels-faced keys in order ("" = against humans only)."""
    rows = [("all", Record.from_json(player["all"]))]
    rows += [(k, Record.from_json(v)) for k, v in sorted(player["by_faced"].items())]
    return rows
