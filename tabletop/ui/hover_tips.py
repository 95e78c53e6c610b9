"""Tooltips only for a pointer that is really there: a pygame-gui tooltip shows once the
pointer has hovered an element for its delay, but the pointer "hovers" wherever it was last
seen. A new screen opened with a click leaves the pointer where that click was (Start on the
setup screen lies where the table's Hint button is), and a pointer that left the window stays
at its last spot inside, so a tooltip would come up unasked, or stay stuck.

:class:`TipGate` holds every tooltip back from the moment the scene stack changes (or the
pointer leaves the window) until the pointer moves inside the window again.
"""

from __future__ import annotations

import pygame


class TipGate:
    """Whether tooltips may show now. The app calls :meth:`close` when the scene stack
    changes, :meth:`event` with every event and :meth:`hold` after each ``UIManager.update``."""

    def __init__(self) -> None:
        self.open = False

    def close(self) -> None:
        """Hold tooltips back until the pointer moves (a new screen came up)."""
        self.open = False

    def event(self, event: pygame.event.Event) -> None:
        """A pointer motion opens the gate; the pointer leaving the window closes it."""
        if event.type == pygame.MOUSEMOTION:
            self.open = True
        elif event.type == pygame.WINDOWLEAVE:
            self.open = False

    def hold(self, manager) -> None:
        """While closed: remove any tooltip of ``manager``'s elements (a ``UIManager``) and
        restart their hover time, so a tooltip needs its full delay after the first motion."""
        if self.open:
            return
        for element in manager.get_sprite_group().sprites():
            tip = getattr(element, "tool_tip", None)
            if tip is not None:
                tip.kill()
                element.tool_tip = None
            if getattr(element, "hover_time", 0.0):
                element.hover_time = 0.0
