"""Scenes: one screen of the app (menu, set-up, table...), kept on the app's scene stack.

Each scene builds its pygame-gui elements inside its own root container (so resizing, covering
and closing are one call), receives the events pygame-gui did not consume plus pygame-gui's own
events (button presses...), and draws what pygame-gui does not. An *overlay* scene (pause menu,
game over) is drawn over the scene below it; an opaque scene hides everything below.
Source: architecture guide, lesson 11.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from tabletop.ui.owned_image import OwnedImage


if TYPE_CHECKING:
    from tabletop.ui.app import App


class Shade(OwnedImage):
    """A translucent sheet (the theme's ``#overlay_shade`` colour) that takes the mouse clicks
    over it, like a UIPanel; a UIPanel that size kept three full-window surfaces (~24 MB at
    1920x1080), this one surface. pygame-gui copies an element's image when it is set; the
    sheet never changes, so it keeps the scaled one (one full-window surface made, not two:
    8 MB less at the peak when the game-over dialog opens, issue 13; :class:`OwnedImage`)."""

    def __init__(self, rect: pygame.Rect, manager: pygame_gui.UIManager, container) -> None:
        from tabletop.ui.theme import theme_dict
        dot = pygame.Surface((1, 1), pygame.SRCALPHA)
        dot.fill(pygame.Color(theme_dict()["#overlay_shade"]["colours"]["dark_bg"]))
        # one premultiplied pixel, scaled (nearest) to the sheet: a single full-size surface
        # is made, no full-size copies on the way
        super().__init__(rect, dot.premul_alpha(), manager=manager, container=container,
                         image_is_alpha_premultiplied=True, scale_func=pygame.transform.scale)

    def process_event(self, event: pygame.event.Event) -> bool:
        """Consume mouse presses over the sheet (as a UIPanel does)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (
                pygame.BUTTON_LEFT, pygame.BUTTON_RIGHT, pygame.BUTTON_MIDDLE):
            x, y = self.ui_manager.calculate_scaled_mouse_position(event.pos)
            return bool(self.hover_point(x, y))
        return False


class Scene:
    """Base class of every scene.

    Subclasses override :meth:`build` (create elements inside ``self.root``), and optionally
    :meth:`handle_event`, :meth:`update`, :meth:`draw`. They must not keep pygame-gui elements
    outside ``self.root``: everything is killed with it.
    """

    opaque = True   # False: the scenes below are drawn first (an overlay)
    name = "scene"
    LAYERS_PER_SCENE = 20

    def __init__(self, app: "App") -> None:
        self.app = app
        self.root: UIContainer | None = None
        self.shown = True

    # ----- life cycle (called by the app) --------------------------------------------------
    def open(self) -> None:
        """Create the elements (called when pushed, and again after a resize)."""
        w, h = self.app.size
        depth = self.app.scenes.index(self) if self in self.app.scenes else len(self.app.scenes)
        self.root = UIContainer(pygame.Rect(0, 0, w, h), self.app.ui,
                                starting_height=1 + self.LAYERS_PER_SCENE * depth)
        if not self.opaque:
            # An overlay: a translucent ink sheet over everything below takes their clicks.
            Shade(pygame.Rect(0, 0, w, h), self.app.ui, self.root)
        self.build()
        self.shown = True

    def build(self) -> None:
        """Create this scene's pygame-gui elements inside ``self.root``."""

    def close(self) -> None:
        """The scene ends (popped or replaced): kill every element. Subclasses that own more
        than elements (a bot worker, a thread) release it here, never in :meth:`teardown`."""
        self.teardown()

    def teardown(self) -> None:
        """Kill every element, keeping the scene alive (called by :meth:`close`, and by
        :meth:`resized` before the elements are built again at the new size)."""
        if self.root is not None:
            self.root.kill()
            self.root = None

    def resized(self) -> None:
        """The window changed size (a resize, F11): rebuild the elements. The scene lives on:
        only :meth:`teardown` runs, never :meth:`close`."""
        shown = self.shown
        self.teardown()
        self.open()
        if not shown:
            self.cover()

    def cover(self) -> None:
        """An opaque scene is on top: hide the elements (they take no input)."""
        if self.root is not None and self.shown:
            self.root.hide()
        self.shown = False

    def uncover(self) -> None:
        """This scene can be seen again (it is on top, or under an overlay)."""
        if self.root is not None and not self.shown:
            self.root.show()
        self.shown = True

    # ----- per frame -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """An event pygame-gui did not consume, or a pygame-gui event (UI_BUTTON_PRESSED...)."""

    def update(self, dt_ms: float) -> None:
        """Advance by ``dt_ms`` milliseconds."""

    def still(self) -> bool:
        """True when nothing this scene draws can change until the next event (no animation,
        timer or race running): the app then skips drawing frames and sleeps until an event
        (:meth:`tabletop.ui.app.App.step`). Default, conservative: True only for a scene that
        does nothing per frame (it does not override :meth:`update`)."""
        return type(self).update is Scene.update

    def wake_ms(self) -> float | None:
        """While :meth:`still`: within how many milliseconds :meth:`update` must run anyway
        (a worker's result polled, a pace counted), or None (only events and the app's safety
        net wake it)."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what pygame-gui does not (backgrounds, the table); pygame-gui draws after.
        An overlay is darkened by its translucent sheet (a pygame-gui panel), not here."""
        if self.opaque:
            self.app.draw_background(surface)

    # ----- helpers -------------------------------------------------------------------------
    @staticmethod
    def pressed(event: pygame.event.Event, element: object) -> bool:
        """True when ``event`` is a press of the pygame-gui button ``element``."""
        return event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is element




class TableOverlay(Scene):
    """A scene drawn over the table scene ``table`` (pause menu, game over): the table stays
    visible, darkened, and waits underneath."""

    opaque = False

    def __init__(self, app: "App", table: Any) -> None:
        super().__init__(app)
        self.table = table
