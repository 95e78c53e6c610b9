"""The dice as a physical control of The Big Fat Tomato Game's table (a mixin of the table).

Click the dice (or drag them anywhere) to roll the harvest; drag the rolled dice onto your
basket to take the harvest (the basket glows while they are dragged); Enter does the step's
main action (roll, take the harvest, end the turn). The tray shows exactly the dice of the roll
to come (1 with Weeds, 2, plus one per Magic Watering Can) or of the roll just made. Source:
issue 10, a stranger's findings (the dice did nothing when clicked or dragged).
"""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from tabletop.engine import Action
from tabletop.games.big_fat_tomato.plot import harvest_dice
from tabletop.tablekit.intents import Intent, Piece, Refusal

MAIN_ACTIONS = ("roll", "take_harvest", "discard")
"""What Enter does, the first that is legal now."""


class DicePiece:
    """The dice half of the table's gestures (see the module docstring)."""

    view: dict[str, Any]
    legal: list[Action]

    def _step_action(self, kind: str) -> Action:
        return Action.make(self.seat(), kind)

    def dice_pieces(self) -> list[Piece]:
        """The dice tray as a piece while the harvest is to roll or to take."""
        if self._step_action("roll") in self.legal or \
                self._step_action("take_harvest") in self.legal:
            return [Piece("dice", pygame.Rect(self.lay.dice))]
        return []

    def dice_click(self) -> Intent:
        """A click on the dice: roll them (after the roll: how to take the harvest)."""
        roll = self._step_action("roll")
        if roll in self.legal:
            return roll
        return Refusal("Drag the dice onto your basket to take the harvest (or press T or Enter).")

    def dice_drop(self, zone: Hashable | None) -> Intent:
        """The dice let go on ``zone``: unrolled dice roll wherever they land; rolled dice on
        one's own basket or plot take the harvest."""
        roll, take = self._step_action("roll"), self._step_action("take_harvest")
        if roll in self.legal:
            return roll
        if zone in (("basket", self.seat()), ("plot", self.seat())):
            return take
        return Refusal("Drop the dice on your basket to take the harvest.")

    def dice_glow(self) -> list[pygame.Rect]:
        """Where the dragged dice may go: one's own basket once they are rolled."""
        if self._step_action("take_harvest") in self.legal:
            return [self.lay.plots[self.seat()].basket]
        return [self.lay.dice]

    def main_action(self) -> Action | None:
        """Enter's action: roll, take the harvest or end the turn (discarding the raised and
        composted cards), whichever is legal now; None when none is."""
        for kind in MAIN_ACTIONS:
            action = self.discard_action() if kind == "discard" else self._step_action(kind)
            if kind == "discard" and any(a.kind == "discard" for a in self.legal):
                return action
            if action in self.legal:
                return action
        return None

    def dice_faces(self) -> list[int]:
        """The faces the tray shows (0: a blank die): the roll just made while its caption
        shows, else the harvest dice to roll (their number), else the last roll."""
        view = self.view
        roll = view.get("last_roll")
        fresh = roll is not None and self.roll_turn == view["turn"]
        dec = view.get("decision")
        if dec is not None and dec["kind"] == "boost":
            return list(view["flags"]["dice"])
        if dec is not None and dec["kind"] == "harvest":
            if fresh and roll["what"] in ("pests", "caterpillars") and \
                    roll["seat"] == view["current"]:
                return list(roll["dice"])
            return [0] * harvest_dice(view, view["current"])
        return list(roll["dice"]) if roll else [0, 0]

    def draw_dragged_dice(self, surface: pygame.Surface, topleft: tuple[int, int]) -> None:
        """The tray's dice drawn as if the tray's corner were at ``topleft``."""
        dx, dy = topleft[0] - self.lay.dice.x, topleft[1] - self.lay.dice.y
        faces = self.dice_faces()
        for r, face in zip(self.dice_rects(len(faces)), faces):
            surface.blit(self.painter.die("red", face, r.width), r.move(dx, dy).topleft)
