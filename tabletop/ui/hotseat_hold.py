"""Hot-seat pacing, part 1: the player who just acted sees the result of their own action
before the table is hidden from them (issue 12, "The table, as a player finds it").

When several humans share the screen and the human at the screen makes a move after which the
screen is no longer theirs (the curtain is due for the next human, or bots act next and every
hand would turn face down), the table keeps showing *their* view, with no legal actions, while
the move's animation plays and then for :data:`HOLD_MS` more. A click on the table or a key
press ends the hold at once. Bots wait for the hold too, so the result on show is the player's
own. No pygame here: the table scene asks this object (see :mod:`tabletop.ui.scenes.table_scene`).
"""

from __future__ import annotations

HOLD_MS = 1200.0
"""How long the acting player's own result stays on show once the table is still, before the
curtain comes down (milliseconds of app time)."""


class ResultHold:
    """Whether the last actor's own result is on show, and for how much longer.

    Attributes:
        seat: the seat whose view is held (None: no hold now).
        left_ms: milliseconds of stillness left before the hold ends by itself.
    """

    def __init__(self, hold_ms: float = HOLD_MS) -> None:
        self.hold_ms = hold_ms
        self.seat: int | None = None
        self.left_ms = 0.0

    @property
    def holding(self) -> bool:
        """True while the last actor's result is on show before the curtain."""
        return self.seat is not None

    def after_action(self, shared: bool, actor: int | None, at_screen: int | None,
                     next_viewer: int | None, no_hold: bool = False) -> None:
        """Called once after each applied action (before the screen is recomputed).

        Args:
            shared: several humans share the screen.
            actor: the seat that made the action.
            at_screen: the human the curtain was last lifted for (None: nobody).
            next_viewer: whose hand the screen would show now without a hold (None: nobody).
            no_hold: never hold now (the game has ended, and the game-over screen shows the
                result; a race starts).

        A hold starts when the human at the screen acted and the screen is about to stop being
        theirs; any other action ends a hold still running (a bot never acts during one).
        """
        if (shared and not no_hold and actor is not None and actor == at_screen
                and next_viewer != at_screen):
            self.seat, self.left_ms = actor, self.hold_ms
        else:
            self.seat = None

    def update(self, dt_ms: float, busy: bool) -> bool:
        """Advance the clock by ``dt_ms`` milliseconds; it runs only while the table is not
        ``busy`` (animating the move). True on the frame the hold ends by itself."""
        if self.seat is None or busy:
            return False
        self.left_ms -= dt_ms
        return self.left_ms <= 0 and self.end()

    def end(self) -> bool:
        """End the hold now (a click, a key, an undo, a load). True when there was one."""
        was = self.seat is not None
        self.seat = None
        return was
