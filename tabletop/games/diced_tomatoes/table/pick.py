"""The take step's colour choice on the table: how many red, black and gold dice to take.

The rules offer one ``take(red=r, black=b, gold=g)`` action per colour mix of min(3, bushel)
dice the bushel holds (``take(blind=True)`` under blind draw). The table lets a person build the
mix with +/- buttons, keys or by dragging dice out of the bushel; the mix always starts from the
first legal mix (all red when the bushel has them), and "+" on a colour when the mix is full
swaps out a die of another colour (red first). Only a mix found in the legal list is ever
submitted. Source: rules-decisions.md, Diced Tomatoes (the active player picks the colours;
fewer than 3 left: take them all; option blind draw). The counting is the kit's
:class:`~tabletop.tablekit.tally.LegalTally`. No pygame here.
"""

from __future__ import annotations

from tabletop.engine import Action
from tabletop.tablekit.tally import LegalTally

COLOURS = ("red", "black", "gold")
"""Die colours in the order the table lists them. Source: rulebook, Setup."""


class Pick(LegalTally):
    """The colour mix being built for a take (see the module docstring)."""

    def __init__(self) -> None:
        super().__init__("take", COLOURS, other_arg="blind")

    @property
    def takes(self) -> list[Action]:
        """The legal colour mixes (``take`` actions without ``blind``)."""
        return self.offers

    @property
    def blind(self) -> Action | None:
        """The blind draw ``take(blind=True)`` when the option offers it, else None."""
        return self.other
