"""Hot-seat pacing around the curtain (issue 12): a player sees the result of their own last
action before the curtain comes down, and after the curtain is lifted for them a short
"Since your last turn" note lists what happened meanwhile (the log lines their seat may read).

:class:`TurnRecap` holds the timing and the bookkeeping (no drawing); :class:`RecapNote` is the
note itself, a pygame-gui text box over the table that any click, key or move of theirs
dismisses. Source: issue 12, "The table, as a player finds it".
"""

from __future__ import annotations

import html

import pygame
from pygame_gui.elements import UITextBox

HOLD_MS = 1500.0
"""How long the acting player's own result stays on show (after the table's animations end)
before the curtain comes down, in milliseconds; a click ends it sooner."""
NOTE_MS = 12000.0
"""How long the "Since your last turn" note stays up without a click, in milliseconds."""
NOTE_LINES = 8
"""Most log lines the note shows (the latest ones)."""


class TurnRecap:
    """Timing of the result hold and what each human has read of the log."""

    def __init__(self) -> None:
        self.hold_for: int | None = None
        self.hold_left = 0.0
        self._seen: dict[int, int] = {}

    @property
    def started(self) -> bool:
        """True once some seat's reading was recorded (see :meth:`seen`)."""
        return bool(self._seen)

    @property
    def holding(self) -> bool:
        """True while the last actor's result is on show before the curtain."""
        return self.hold_for is not None

    def start_hold(self, seat: int) -> None:
        """Keep ``seat``'s view (no legal actions) on show for :data:`HOLD_MS`."""
        self.hold_for, self.hold_left = seat, HOLD_MS

    def end_hold(self) -> bool:
        """End the hold now (a click); True when there was one."""
        was = self.holding
        self.hold_for = None
        return was

    def update(self, dt_ms: float, busy: bool) -> bool:
        """Advance the hold clock (it runs only once the table is not ``busy``). True on the
        frame the hold ends."""
        if self.hold_for is None or busy:
            return False
        self.hold_left -= dt_ms
        return self.hold_left <= 0 and self.end_hold()

    def seen(self, seat: int, lines: int) -> None:
        """``seat`` has the screen and its log holds ``lines`` lines."""
        self._seen[seat] = lines

    def since(self, seat: int, log: list[str]) -> list[str]:
        """The lines of ``seat``'s log it has not seen yet ([] for a seat never recorded)."""
        start = self._seen.get(seat)
        return [] if start is None else list(log[start:])

    def forget(self) -> None:
        """After an undo or a load: nobody has seen anything; no hold."""
        self._seen.clear()
        self.hold_for = None


class RecapNote:
    """The "Since your last turn" note (a pygame-gui text box), or nothing."""

    def __init__(self) -> None:
        self.box: UITextBox | None = None
        self.left = 0.0
        self.lines: list[str] = []

    def show(self, manager, container, table: pygame.Rect, lines: list[str]) -> None:
        """Put the note at the top of ``table`` (window pixels) listing ``lines``."""
        self.close()
        if not lines:
            return
        shown = lines[-NOTE_LINES:]
        more = len(lines) - len(shown)
        text = "<b>Since your last turn</b><br>" + ("…<br>" if more else "") + "<br>".join(
            html.escape(line) for line in shown)
        width = min(max(480, int(table.width * 0.6)), table.width - 40)
        rect = pygame.Rect(0, 0, width, -1)          # -1: as tall as the text needs
        rect.midtop = (table.centerx, table.y + 16)
        self.box = UITextBox(text, rect, manager=manager, container=container,
                             object_id="#recap_note")
        tallest = int(table.height * 0.6)
        if self.box.rect.height > tallest:
            self.box.set_dimensions((width, tallest))
        self.lines, self.left = list(lines), NOTE_MS

    def update(self, dt_ms: float) -> None:
        """Count down; the note closes by itself after :data:`NOTE_MS`."""
        if self.box is not None:
            self.left -= dt_ms
            if self.left <= 0:
                self.close()

    def close(self) -> None:
        """Remove the note (a click, a key, an action, the scene going away)."""
        if self.box is not None:
            self.box.kill()
            self.box = None
