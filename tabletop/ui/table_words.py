"""The words the table scene shows: the status bar's line (the decision's prompt, a table's
own message, a refusal in red), seat names, why Undo is on or off, and the curtain's name and
prompt. A mixin of :class:`tabletop.ui.scenes.table_scene.TableScene`, which owns the state it
reads (``session``, ``game``, ``acting``, ``curtain_up``, ``pacing``, ``bots``, ``choices``,
``status_bar``...). Source: ui_shell brief; architecture guide, lesson 11.
"""

from __future__ import annotations

from tabletop.engine import Decision
from tabletop.player_words import without_brackets
from tabletop.ui.status_bar import prompt_line
from tabletop.ui.undo_reason import undo_reason

COUNTING = "The final count is on the table (a click skips it)."


class TableWords:
    """The table scene's words (see the module docstring)."""

    def undo_text(self) -> str:
        """Why Undo is on or off now, in player words (see :mod:`tabletop.ui.undo_reason`)."""
        return undo_reason(self.session, self.hotseat.at_screen, self.can_undo,
                           self.undo_fns is not None, self.curtain_up)

    @property
    def status_text(self) -> str:
        """The status bar's line now."""
        return self.status_bar.text

    @property
    def refusal(self) -> bool:
        """The status bar shows a refusal (in red)."""
        return self.status_bar.refusal

    def prompt_text(self, dec: Decision | None) -> str:
        """The status-bar line for the current decision ("Ana: place a tomato token")."""
        if self.pacing.holding and dec is not None:
            return self.pacing.status(self.seat_name(self.pacing.hold.seat))
        return prompt_line(dec, self.acting, self.curtain_up,
                           win_reason=lambda: COUNTING if self.revealing
                           else self.game.win_reason(self.session.state),
                           seat_name=self.seat_name, is_bot=self.bots.plays,
                           race_text=self.choices.race_text,
                           names=tuple(s.name for s in self.session.seats))

    def seat_name(self, seat: int) -> str:
        """The display name of ``seat``."""
        seats = self.session.seats
        return seats[seat].name if 0 <= seat < len(seats) else "The table"

    def _table_status(self, text: str) -> None:
        """The table's own message (a refusal reason, a confirmation); "" restores the prompt.
        A bracketed source ("(edition decision)") never reaches the status bar."""
        if text:
            self.set_status(without_brackets(text))
        else:
            self.set_status(self.prompt_text(self.game.decision(self.session.state)))

    def set_status(self, text: str, refusal: bool = False) -> None:
        """Show one line in the status bar (a refusal in red)."""
        self.status_bar.show(text, refusal)
        self.app.invalidate()

    def _curtain_words(self) -> tuple[str, str]:
        """The curtain's name and the decision's prompt."""
        dec = self.game.decision(self.session.state)
        return (self.seat_name(self.acting) if self.acting is not None else "",
                dec.prompt if dec else "")
