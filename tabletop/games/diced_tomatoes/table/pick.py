"""The take step's colour choice on the table: how many red, black and gold dice to take.

The rules offer one ``take(red=r, black=b, gold=g)`` action per colour mix of min(3, bushel)
dice the bushel holds (``take(blind=True)`` under blind draw). The table lets a person build the
mix with +/- buttons, keys or by dragging dice out of the bushel; the mix always starts from the
first legal mix (all red when the bushel has them), and "+" on a colour when the mix is full
swaps out a die of another colour (red first). Only a mix found in the legal list is ever
submitted. Source: rules-decisions.md, Diced Tomatoes (the active player picks the colours;
fewer than 3 left: take them all; option blind draw). No pygame here.
"""

from __future__ import annotations

from tabletop.engine import Action

COLOURS = ("red", "black", "gold")
"""Die colours in the order the table lists them. Source: rulebook, Setup."""


class Pick:
    """The colour mix being built for a take (see the module docstring)."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {c: 0 for c in COLOURS}
        self.need = 0
        self.takes: list[Action] = []
        self.blind: Action | None = None

    def reset(self, legal: list[Action]) -> None:
        """Start again from ``legal`` (the acting seat's legal actions; no take: nothing to
        pick)."""
        self.takes = [a for a in legal if a.kind == "take" and not a.get("blind")]
        blind = [a for a in legal if a.kind == "take" and a.get("blind")]
        self.blind = blind[0] if blind else None
        first = self.takes[0] if self.takes else None
        self.counts = {c: int(first.get(c) or 0) if first else 0 for c in COLOURS}
        self.need = sum(self.counts.values())

    @property
    def active(self) -> bool:
        """True when a colour mix can be chosen now (a non-blind take with dice to take)."""
        return bool(self.takes) and self.need > 0

    @property
    def total(self) -> int:
        """Dice picked so far."""
        return sum(self.counts.values())

    def _possible(self, counts: dict[str, int]) -> bool:
        """True when some legal mix has at least ``counts`` of every colour."""
        return any(all(int(a.get(c) or 0) >= counts[c] for c in COLOURS) for a in self.takes)

    def add(self, col: str) -> bool:
        """One more ``col`` die (swapping out red, then another colour, when full).
        Returns False when the bushel cannot give that mix."""
        if not self.active or col not in COLOURS:
            return False
        trial = dict(self.counts)
        if self.total >= self.need:
            donors = [c for c in COLOURS if c != col and trial[c] > 0]
            if not donors:
                return False
            trial[donors[0]] -= 1
        trial[col] += 1
        if not self._possible(trial):
            return False
        self.counts = trial
        return True

    def remove(self, col: str) -> bool:
        """One ``col`` die fewer. Returns False when none of that colour is picked."""
        if not self.active or self.counts.get(col, 0) <= 0:
            return False
        self.counts[col] -= 1
        return True

    def set_from(self, action: Action) -> None:
        """Copy the mix of a take ``action`` (e.g. the hint's suggestion)."""
        if action.kind == "take" and not action.get("blind"):
            self.counts = {c: int(action.get(c) or 0) for c in COLOURS}

    def action(self, seat: int) -> Action:
        """The take action for the current mix (legal or not: the caller checks)."""
        return Action.make(seat, "take", **{c: self.counts[c] for c in COLOURS})

    def picked(self) -> list[str]:
        """The colours of the picked dice in order (reds, blacks, golds)."""
        return [c for c in COLOURS for _ in range(self.counts[c])]

    def snapshot(self) -> tuple[int, ...]:
        """A hashable summary (for the static layer's cache key)."""
        return tuple(self.counts[c] for c in COLOURS) + (self.need,)
