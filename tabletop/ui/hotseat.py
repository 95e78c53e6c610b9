"""Hot-seat: whose hand may be shown, and when the curtain ("Pass to Ana, then click") goes up.

Rules of the screen (ui_shell brief, Hot-seat):
- No humans: nobody's hand is shown (a spectator view), never a curtain.
- One human: that human's hand is always shown; never a curtain.
- Several humans: a curtain goes up whenever the human who must act next is not the human at
  the screen (the one the curtain was last lifted for); this includes the very start. While it
  is up, every hand is face down (viewer None) and the table takes no input. A hand is face up
  only while its owner is the one acting: while bots act between two humans' decisions every
  hand is face down too, since the next human may already be looking. For a simultaneous
  secret decision, each human in turn gets the curtain.
- A decision for a seat other than the active one (a reaction window, "each opponent
  discards") is asked of each human among its seats in turn, each behind the curtain; a secret
  simultaneous choice by two humans gets a curtain between them, so neither sees the other's
  choice (their hands and the choice bar are drawn only for the human at the screen).
- Once a bot's turn begins, nobody is at the screen: a human asked during or after it (even the
  one who played last) gets the curtain first (:meth:`HotSeat.turn_seen`).
No pygame here: this is plain logic the table scene asks every frame.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine import Decision


def deciding_seats(dec: Decision | None) -> list[int]:
    """The seats that may act now: the first asked seat, or every asked seat when the
    decision is simultaneous (none once the game is over)."""
    if dec is None:
        return []
    return list(dec.seats) if dec.simultaneous else list(dec.seats[:1])


class HotSeat:
    """Tracks the human at the screen.

    Args:
        humans: the human seats (0-based), in seat order.
    """

    def __init__(self, humans: Sequence[int]) -> None:
        self.humans = list(humans)
        self.at_screen: int | None = self.humans[0] if len(self.humans) == 1 else None
        self._turn: int | None = None  # the active seat last seen by turn_seen

    @property
    def shared(self) -> bool:
        """True when several humans share the screen (the curtain is in use)."""
        return len(self.humans) > 1

    def acting_human(self, deciding: Sequence[int]) -> int | None:
        """The human who must act now among ``deciding`` (a decision's seats, in order), or None.

        Only the first deciding seat acts in an ordinary decision; in a simultaneous one, any
        human among them (the first is asked first).
        """
        for seat in deciding:
            if seat in self.humans:
                return seat
        return None

    def turn_seen(self, active: int | None) -> None:
        """Note whose turn it is (``dec.active``). When a seat that is not human begins its turn
        in a shared game, the screen may already have changed hands, so nobody counts as at
        the screen any more: the next human asked, even the one who played last (challenged
        to Rock-Paper-Scissors on a bot's turn, say), gets the curtain first. A bot's reaction
        within a human's turn leaves the turn, and so the screen, with that human."""
        if active is None or active == self._turn:
            return
        self._turn = active
        if self.shared and active >= 0 and active not in self.humans:
            self.at_screen = None

    def curtain(self, acting: int | None) -> bool:
        """True when the curtain must be up for ``acting`` (the human who must act, or None)."""
        return self.shared and acting is not None and acting != self.at_screen

    def viewer(self, acting: int | None) -> int | None:
        """The seat whose hand is drawn face up this frame (None: every hand face down)."""
        if not self.humans or self.curtain(acting):
            return None
        if self.shared and acting is None:
            return None
        return self.at_screen

    def lift(self, seat: int) -> None:
        """The curtain was clicked away: ``seat`` is now at the screen.

        Raises:
            ValueError: ``seat`` is not a human seat.
        """
        if seat not in self.humans:
            raise ValueError(f"seat {seat} is not a human seat")
        self.at_screen = seat

    def reset(self) -> None:
        """Forget who is at the screen (after loading or undoing in a shared game)."""
        self.at_screen = self.humans[0] if len(self.humans) == 1 else None
