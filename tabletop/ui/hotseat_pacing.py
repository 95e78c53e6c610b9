"""Hot-seat pacing around the curtain: the result hold (:mod:`tabletop.ui.hotseat_hold`) and
the "Since your last turn" lines (:mod:`tabletop.ui.hotseat_recap`) worked out together from
the hot seat (:mod:`tabletop.ui.hotseat`), so the table scene asks one object per sync.
Source: issue 12, "The table, as a player finds it". No pygame here.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import EXTERNAL, Decision
from tabletop.ui.hotseat import HotSeat
from tabletop.ui.hotseat_hold import ResultHold
from tabletop.ui.hotseat_recap import SinceLastTurn, read_after, read_at_last_turns


class HotSeatPacing:
    """Curtain, viewer, hold and summary for one table.

    Args:
        hotseat: the table's hot seat (who is at the screen).
        state: the state the table opens on (its log counts as read by every human...).
        session: ...unless the session (a :class:`tabletop.session.Session`) has moves already
            (a saved game resumed): then each human has read the log up to their last move.

    Attributes:
        hold: the :class:`ResultHold`.
        recap: the :class:`SinceLastTurn` bookkeeping.
        since: the lines the curtain shows now, worked out when it comes down.
    """

    def __init__(self, hotseat: HotSeat, state: dict[str, Any], session: Any = None) -> None:
        self.hotseat = hotseat
        self.hold = ResultHold()
        # the set-up counts as read up to the first turn's start ("Ana starts.", the card
        # drawn by itself): every curtain tells how the play began
        self.recap = SinceLastTurn(hotseat.humans, read_after(state.get("log", []), 0))
        match = getattr(session, "match", None)
        if hotseat.shared and match is not None and match.actions:
            # a resumed game: each human's curtain lists what happened since their last turn
            self.recap.resume(read_at_last_turns(session.game, match, hotseat.humans))
        self.since: tuple[str, ...] = ()
        self._after_hold: tuple[int | None] | None = None   # at_screen once the hold ends
        self._entries = len(state.get("log", ()))   # the log's length at the last sync
        self._hold_from = 0     # the log's length before the held move

    @property
    def holding(self) -> bool:
        """True while the last actor's own result is on show before the curtain."""
        return self.hold.holding

    def screen(self, dec: Decision | None, acting: int | None, last_seat: int | None,
               was_up: bool, state: dict[str, Any]) -> tuple[bool, int | None]:
        """What the screen shows now: (curtain up, viewer seat or None).

        Args:
            dec: the current decision (None: the game is over, the game-over screen shows the
                result; a race, for the ``EXTERNAL`` seat, is the result on show: no hold).
            acting: the human who must act now (None: a bot or nobody).
            last_seat: the seat of the action applied just before (None: no new action).
            was_up: the curtain was up until now.
            state: the current state (its log).
        """
        hs = self.hotseat
        before = hs.at_screen
        hs.turn_seen(None if dec is None else dec.active)   # a bot's turn: nobody at the screen
        if last_seat is not None:
            if self.hold.holding and self._after_hold is not None:
                # another action cut a running hold short (the table's own EXTERNAL outcome,
                # say): the hand-over it was keeping back happens now, never lost
                hs.at_screen = before = self._after_hold[0]
                self._after_hold = None
            no_hold = dec is None or EXTERNAL in dec.seats
            self.hold.after_action(hs.shared, last_seat, before, hs.viewer(acting), no_hold)
            if self.hold.holding:     # the screen stays theirs while their result shows
                self._after_hold, hs.at_screen = (hs.at_screen,), before
                self._hold_from = self._entries
        elif not self.hold.holding and self._after_hold is not None:
            hs.at_screen = self._after_hold[0]           # the hold is over: hand it on
        if not self.hold.holding:
            self._after_hold = None
        up = hs.curtain(acting) and not self.hold.holding
        if up and not was_up and acting is not None:
            self.since = tuple(self.recap.lines(acting, state))
        log = state.get("log", [])
        viewer = self.hold.seat if self.hold.holding else hs.viewer(acting)
        # the holder has read their own move's lines, not the next turn's that it began
        self.recap.seen(viewer, read_after(log, self._hold_from) if self.hold.holding
                        else len(log))
        self._entries = len(log)
        return up, viewer

    def forget(self, state: dict[str, Any]) -> None:
        """After an undo: no hold; each human's reading of the log is cut back to ``state``'s
        (see :meth:`SinceLastTurn.undone`)."""
        self.hold.end()
        self._after_hold = None
        self._entries = len(state.get("log", ()))
        self.recap.undone(self._entries)

    def status(self, name: str) -> str:
        """The status bar during the hold, for the seat named ``name``."""
        return f"{name}: your move is done (click or press a key to go on)."
