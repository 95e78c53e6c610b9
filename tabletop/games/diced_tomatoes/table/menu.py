"""The karma menu: what a seat may spend karma on for one rolled die or one vine.

Opened by a right-click on a rolled die or a vine, by the Karma button or the K key. Every
entry shows its cost and is enabled only when the matching action is in the legal list (so
unaffordable and impossible spends are greyed out, with the reason). "Shift" asks which way
(-1 / +1) and "Set any value" asks which face, in a second level of the same menu.
Karma uses and costs: rulebook, Karma (re-roll 1, shift 2, clean 3, roll over 4, flip 5, set 6);
rules-decisions.md, Diced Tomatoes (shift within 1-6, flip = 7 - face).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.engine import Action
from tabletop.games.diced_tomatoes.karma import COSTS
from tabletop.tablekit.menu import MenuRow, PopupMenu


Entry = MenuRow
"""One menu row (the kit's :class:`~tabletop.tablekit.menu.MenuRow`)."""


@dataclass
class KarmaMenu(PopupMenu):
    """The open menu: ``target`` is ``("die", id)`` or ``("vine", owner, k)``; ``level`` is
    ``"main"``, ``"shift"`` or ``"set"``; ``anchor`` the rect it opened beside; ``focus`` the
    keyboard row; ``rects`` the rows as last laid out (window pixels)."""

    target: tuple
    seat: int
    karma: int
    face: int
    colour: str
    legal: list[Action]
    anchor: pygame.Rect
    level: str = "main"
    focus: int = 0
    rects: list[pygame.Rect] = field(default_factory=list)
    box: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    # ----- entries ------------------------------------------------------------------------
    def _why(self, spend: str) -> str:
        if COSTS[spend] > self.karma:
            return f"needs {COSTS[spend]}, you have {self.karma}"
        if spend == "rollover":
            return "only a 1 or a 6"
        return "not now"

    def _row(self, label: str, spend: str, action: Action) -> Entry:
        ok = action in self.legal
        return Entry(label, COSTS[spend], action, None, ok, "" if ok else self._why(spend))

    def _value_rows(self, spend: str, values: list[int]) -> list[Entry]:
        rows = []
        for v in values:
            row = self._row(f"{spend.capitalize()} to {v}", spend,
                            Action.make(self.seat, "karma", spend=spend, die=self.target[1],
                                        value=v))
            row.face = v
            rows.append(row)
        return rows + [Entry("Back", sub="back")]

    def entries(self) -> list[Entry]:
        """The rows of the current level."""
        seat = self.seat
        if self.target[0] == "vine":
            _, owner, k = self.target
            return [self._row("Clean this vine", "clean",
                              Action.make(seat, "karma", spend="clean", owner=owner, token=k))]
        die, f = self.target[1], self.face
        if self.level in ("shift", "set"):
            values = (f - 1, f + 1) if self.level == "shift" else range(1, 7)
            return self._value_rows(self.level, [v for v in values if 1 <= v <= 6 and v != f])
        shifts = [a for a in self.legal if a.kind == "karma" and a.get("spend") == "shift"
                  and a.get("die") == die]
        sets = [a for a in self.legal if a.kind == "karma" and a.get("spend") == "set"
                and a.get("die") == die]
        return [
            self._row("Re-roll", "reroll", Action.make(seat, "karma", spend="reroll", die=die)),
            Entry("Shift +1 / -1…", COSTS["shift"], None, "shift", bool(shifts),
                  "" if shifts else self._why("shift")),
            self._row(f"Roll over to {7 - f}" if f in (1, 6) else "Roll over", "rollover",
                      Action.make(seat, "karma", spend="rollover", die=die)),
            self._row(f"Flip to {7 - f}", "flip", Action.make(seat, "karma", spend="flip", die=die)),
            Entry("Set any value…", COSTS["set"], None, "set", bool(sets),
                  "" if sets else self._why("set")),
        ]

    def title(self) -> str:
        """The heading line ("Karma 4: red 3")."""
        if self.target[0] == "vine":
            return f"Karma {self.karma}: this vine"
        return f"Karma {self.karma}: {self.colour} {self.face}"
