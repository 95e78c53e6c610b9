"""A pygame-gui image element that shows the surface it is given, without a copy.

pygame-gui's ``UIImage`` copies a surface when it is set (and converts and premultiplies it
first): three surface copies each time. The window-sized overlay shade
(:class:`tabletop.ui.scene.Shade`) and the boxes the shell draws itself (the side panel's log,
:mod:`tabletop.ui.log_box`; the status line, :mod:`tabletop.ui.status_bar`) set their own
surfaces, already in the display's format and premultiplied (opaque, or made so), and keep
them: the element shows that very surface.
"""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIImage


class OwnedImage(UIImage):
    """A ``UIImage`` whose :meth:`_set_image` keeps the given surface itself (no copy) while
    no clipping applies; the caller passes a premultiplied surface of the element's size and
    may draw on it later (call :meth:`show_surface` after)."""

    def _set_image(self, new_image: pygame.Surface | None) -> None:
        if new_image is not None and self.get_image_clipping_rect() is None:
            self.image, self._pre_clipped_image = new_image, None   # no copy (docstring)
        else:
            super()._set_image(new_image)

    def show_surface(self, surface: pygame.Surface) -> None:
        """Show ``surface`` (premultiplied, of the element's size) from now on."""
        self._set_image(surface)
