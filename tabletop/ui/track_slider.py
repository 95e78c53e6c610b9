"""A horizontal slider that also jumps to a click on its track.

pygame-gui's :class:`~pygame_gui.elements.UIHorizontalSlider` moves only by dragging its knob
or by its arrow buttons; a player expects a click on the bar itself to move the knob there
(stranger-r5: "Settings sliders ignore a click on the track").
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider


class TrackSlider(UIHorizontalSlider):
    """A :class:`UIHorizontalSlider` (same arguments) whose track answers a left click: the knob
    is centred on the click (clamped to the range) and ``UI_HORIZONTAL_SLIDER_MOVED`` is posted
    with the new value, as a drag would. A click on the knob or an arrow is pygame-gui's."""

    def value_at(self, x: int) -> float:
        """The value whose knob centre sits at window x ``x`` (pixels), clamped to the range."""
        lo, hi = self.value_range
        # measured from the knob where it is now, so borders and containers need no sums
        now = (self.current_value - lo) / ((hi - lo) or 1)
        moved = (x - self.sliding_button.get_abs_rect().centerx) / max(1, self.scrollable_width)
        return lo + min(1.0, max(0.0, now + moved)) * (hi - lo)

    def process_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.is_enabled
                and self.get_abs_rect().collidepoint(event.pos)
                and not self._on_a_button(event.pos)):
            self.set_current_value(self.value_at(event.pos[0]), False)
            pygame.event.post(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, {
                "value": self.current_value, "ui_element": self,
                "ui_object_id": self.most_specific_combined_id}))
            return True
        return super().process_event(event)

    def _on_a_button(self, pos: tuple[int, int]) -> bool:
        buttons = (self.sliding_button, self.left_button, self.right_button)
        return any(b is not None and b.get_abs_rect().collidepoint(pos) for b in buttons)
