"""The TomaToss table's own interaction state (what is raised, selected, hovered) and its quick-toss confirmation.

Purely presentational: none of it is game state, and all of it is dropped when a new view
arrives (except what is noted). No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine import Action
from tabletop.games.tomatoss.components import TOKENS_PER_TURN
from tabletop.tablekit.hand import HandChoice
from tabletop.tablekit.intents import ConfirmOn
from tabletop.tablekit.words import percent


class Pending(ConfirmOn):
    """A quick toss waiting for its confirming click on the toss space or its Quick badge
    (a kit confirmation).

    Args:
        action: the quick_toss Action (already known to be legal).
        chance: success chance 0..1, or None when the rules cannot say.
        zones: the rects a confirming press may hit (the toss space and its Quick badge).
        slot: the tray slot of the token dropped to ask (None: asked by button or key).
    """

    cancelled = "Quick toss cancelled."

    def __init__(self, action: Action, chance: float | None, zones: tuple[Any, ...] = (),
                 slot: int | None = None) -> None:
        super().__init__(action, zones)
        self.chance, self.slot = chance, slot
        if action["values"]:      # Esc drops only the confirmation (help: cards stay raised)
            self.cancelled = "Quick toss cancelled; your cards stay raised (Esc again lowers them)."

    @property
    def space(self) -> int:
        return int(self.action["space"])

    @property
    def prompt(self) -> str:
        """What the table says while waiting: "QUICK toss with 5: 18% chance. Click the target
        again or press Enter to throw; Esc cancels." """
        return (f"QUICK toss with {played(self.action['values'])}: "
                f"{percent(self.chance, 'an unknown')} chance. Click the target again or press "
                "Enter to throw; Esc cancels.")


def played(values: Any) -> str:
    """The cards of a quick toss in words: "2+5", or "no cards"."""
    return "+".join(str(v) for v in values) if values else "no cards"


@dataclass
class UiState(HandChoice):
    """What the person at the table is doing right now (``raised`` and ``focus``: the kit's
    :class:`~tabletop.tablekit.hand.HandChoice`, indexes into the viewer's sorted hand).

    Attributes:
        token_selected: a token was clicked (click-click: the next space click places it).
        tray_slots: the tray slots (0..2, left to right) still holding an unplaced token of
            the seat to play; a placed token leaves its slot empty and the others stay put
            (the kit's :func:`~tabletop.tablekit.kept_slots.slots_after`).
    """

    token_selected: bool = False
    tray_slots: tuple[int, ...] = tuple(range(TOKENS_PER_TURN))

    def reset(self) -> None:
        """Forget every choice in progress (a new view arrived)."""
        self.raised.clear()
        self.focus = None
        self.token_selected = False

    def snapshot(self) -> tuple[Any, ...]:
        """A value that changes whenever the static layer must be redrawn."""
        return (tuple(sorted(self.raised)), self.focus, self.token_selected, self.tray_slots)
