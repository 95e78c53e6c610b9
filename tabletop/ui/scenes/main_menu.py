"""The main menu: New game, Continue, Load, Stats, Settings, Rules, Quit.

Continue and Load use :mod:`tabletop.saves` when it is installed (the saves helper's
``load_scene.LoadScene``); without it they are disabled and a note says why.
"""

from __future__ import annotations

import logging

import pygame
from pygame_gui.elements import UILabel

from tabletop.ui import saves_bridge
from tabletop.ui.background import Background
from tabletop.ui.navigate import open_scene
from tabletop.ui.quit_guard import continue_note, continue_tip
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.layout import button_column, centred_panel, heading

log = logging.getLogger(__name__)


class MainMenu(Scene):
    """The first screen."""

    name = "main_menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        self._continue_session = None
        self._reading: Background | None = None   # the autosave being read off the UI thread
        self._note = ""
        self._has_store = False

    def build(self) -> None:
        ui = self.app.ui
        self.panel = centred_panel(self.root, ui, (440, 600), fit=True)   # the note shows at 800x560
        heading(self.panel, ui, "Tabletop", 24, object_id="#title", height=60)
        heading(self.panel, ui, "Five tomato games on one table", 88, object_id="#subtitle",
                height=28)
        (self.new_button, self.continue_button, self.load_button, self.stats_button,
         self.settings_button, self.rules_button, self.quit_button) = button_column(
            self.panel, ui, ["New game", "Continue", "Load", "Stats", "Settings", "Rules",
                             "Quit"], top=132, width=300, height=44, gap=10)
        px = self.panel.scaler
        pw = px.design(self.panel)[0]
        self.note = UILabel(px.rect(16, 526, pw - 32, 44), "", manager=ui,
                            container=self.panel, object_id="#note")
        self.note.set_text(self._note)
        if self._reading is None:
            self.refresh_saves()
        else:
            self._show_saves()

    def refresh_saves(self) -> None:
        """Look again for a game to continue: the autosave is read (and replayed) in a
        background thread, never on the UI thread; Continue stays grey until it is known
        (see :meth:`update`)."""
        store = self.app.saves
        self._has_store = store is not None
        if store is None:
            self._reading, self._continue_session = None, None
            self._set_note(saves_bridge.UNAVAILABLE)
        elif self._reading is None:
            self._reading = Background(store.continue_session, "tabletop-continue")
        self._show_saves()

    def _set_note(self, text: str) -> None:
        self._note = text
        self.note.set_text(text)

    def still(self) -> bool:
        """Still once the last game's autosave has been read (Continue enabled or not)."""
        return self._reading is None

    def wake_ms(self) -> float | None:
        """The autosave read in the background is polled each frame."""
        return None if self._reading is None else 1000 / 60

    def update(self, dt_ms: float) -> None:
        job = self._reading
        if job is None or not job.done or self.root is None:
            return
        self._reading = None
        self._continue_session = job.result if job.error is None else None
        if job.error is not None:  # a damaged autosave must not stop the menu
            log.warning("cannot continue the last game: %s", job.error)
            self._set_note(f"The last game could not be resumed: {job.error}"[:90])
        self._show_saves()

    def _show_saves(self) -> None:
        """Continue and Load enabled according to what is known of the saves now."""
        if self._continue_session is not None and self._reading is None:
            self.continue_button.enable()
            self.continue_button.set_tooltip(continue_tip(self._continue_session),
                                             wrap_width=260)
            if not self._note:
                self.note.set_text(continue_note(self._continue_session))
        else:
            self.continue_button.disable()
            self.continue_button.set_tooltip("No game to continue yet: a game you leave is "
                                             "kept here.", wrap_width=260)
            self.note.set_text(self._note)
        if self._has_store and saves_bridge.scene_class("load_scene", "LoadScene") is not None:
            self.load_button.enable()
        else:
            self.load_button.disable()

    def uncover(self) -> None:
        super().uncover()
        if self.root is not None:
            self.refresh_saves()

    # ----- hooks the saves helper wires --------------------------------------------------
    def _continue(self) -> None:
        """Resume the autosaved game (Continue)."""
        if self._continue_session is None:
            return
        self.app.reset_to(open_scene(self.app, "table", self._continue_session))

    def _open_load(self) -> None:
        """Open the saves helper's Load screen (``scenes/load_scene.py``, ``LoadScene(app)``)."""
        load_scene = saves_bridge.scene_class("load_scene", "LoadScene")
        if load_scene is None:
            self.note.set_text(saves_bridge.UNAVAILABLE)
            return
        self.app.push(load_scene(self.app))

    # ----- events ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.pressed(event, self.new_button):
            self.app.push(open_scene(self.app, "setup"))
        elif self.pressed(event, self.continue_button):
            self._continue()
        elif self.pressed(event, self.load_button):
            self._open_load()
        elif self.pressed(event, self.stats_button):
            self.app.push(open_scene(self.app, "stats"))
        elif self.pressed(event, self.settings_button):
            self.app.push(open_scene(self.app, "settings"))
        elif self.pressed(event, self.rules_button):
            self.app.push(open_scene(self.app, "rules"))
        elif self.pressed(event, self.quit_button) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.quit()
