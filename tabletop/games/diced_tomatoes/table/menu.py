"""The karma menu: what a seat may spend karma on for one rolled die or one vine.

Opened by a right-click on a rolled die or a vine, by the Karma button or the K key. Every
entry shows its cost and is enabled only when the matching action is in the legal list (so
unaffordable and impossible spends are greyed out, with the reason). "Shift" asks which way
(-1 / +1) and "Set any value" asks which face, in a second level of the same menu.
Karma uses and costs: rulebook, Karma (re-roll 1, shift 2, clean 3, roll over 4, flip 5, set 6);
the faces each spend may give come from the rules (``karma.new_faces``), never re-typed here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.engine import Action
from tabletop.games.diced_tomatoes.karma import COSTS, new_faces
from tabletop.tablekit.menu import MenuRow, PopupMenu


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
        return "only a 1 or a 6" if spend == "rollover" else "not now"

    def _row(self, label: str, spend: str, action: Action | None, sub: str | None = None,
             ok: bool | None = None, face: int = 0) -> MenuRow:
        ok = action in self.legal if ok is None else ok
        return MenuRow(label, COSTS[spend], action, sub, ok, "" if ok else self._why(spend), face)

    def _spend(self, spend: str, **args) -> Action:
        return Action.make(self.seat, "karma", spend=spend, **args)

    def entries(self) -> list[MenuRow]:
        """The rows of the current level (the faces a spend may give: the rules'
        :func:`~tabletop.games.diced_tomatoes.karma.new_faces`)."""
        if self.target[0] == "vine":
            _, owner, k = self.target
            return [self._row("Clean this vine", "clean", self._spend("clean", owner=owner,
                                                                       token=k))]
        die, f = self.target[1], self.face
        if self.level in ("shift", "set"):
            return [self._row(f"{self.level.capitalize()} to {v}", self.level,
                              self._spend(self.level, die=die, value=v), face=v)
                    for v in new_faces(self.level, f)] + [MenuRow("Back", sub="back")]
        offered = {a.get("spend") for a in self.legal if a.kind == "karma" and a.get("die") == die}
        over, flip = new_faces("rollover", f), new_faces("flip", f)
        return [
            self._row("Re-roll", "reroll", self._spend("reroll", die=die)),
            self._row("Shift +1 / -1…", "shift", None, "shift", "shift" in offered),
            self._row(f"Roll over to {over[0]}" if over else "Roll over", "rollover",
                      self._spend("rollover", die=die)),
            self._row(f"Flip to {flip[0]}", "flip", self._spend("flip", die=die)),
            self._row("Set any value…", "set", None, "set", "set" in offered),
        ]

    def title(self) -> str:
        """The heading line ("Karma 4: red 3")."""
        if self.target[0] == "vine":
            return f"Karma {self.karma}: this vine"
        return f"Karma {self.karma}: {self.colour} {self.face}"
