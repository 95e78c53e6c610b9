"""The main menu: New game, Continue, Load, Settings, Rules, Quit.

Continue and Load use :mod:`tabletop.saves` when it is installed (the saves helper's
``load_scene.LoadScene``); without it they are disabled and a note says why.
"""

from __future__ import annotations

import logging

import pygame
from pygame_gui.elements import UILabel

from tabletop.ui import saves_bridge
from tabletop.ui.navigate import open_scene
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.layout import button_column, centred_panel, heading

log = logging.getLogger(__name__)


class MainMenu(Scene):
    """The first screen."""

    name = "main_menu"

    def build(self) -> None:
        ui = self.app.ui
        self.panel = centred_panel(self.root, ui, (440, 600))
        heading(self.panel, ui, "Tabletop", 24, object_id="#title", height=60)
        heading(self.panel, ui, "Five tomato games on one table", 88, object_id="#subtitle",
                height=28)
        (self.new_button, self.continue_button, self.load_button, self.settings_button,
         self.rules_button, self.quit_button) = button_column(
            self.panel, ui, ["New game", "Continue", "Load", "Settings", "Rules", "Quit"],
            top=140, width=300)
        pw = self.panel.get_container().get_size()[0]
        self.note = UILabel(pygame.Rect(16, 512, pw - 32, 44), "", manager=ui,
                            container=self.panel, object_id="#note")
        self._continue_session = None
        self.refresh_saves()

    def refresh_saves(self) -> None:
        """Enable Continue/Load according to what the save store holds."""
        store = self.app.saves
        if store is None:
            self.continue_button.disable()
            self.load_button.disable()
            self.note.set_text(saves_bridge.UNAVAILABLE)
            return
        try:
            self._continue_session = store.continue_session()
        except Exception as exc:  # a damaged autosave must not stop the menu
            log.warning("cannot continue the last game: %s", exc)
            self._continue_session = None
            self.note.set_text(f"The last game could not be resumed: {exc}"[:90])
        if self._continue_session is None:
            self.continue_button.disable()
        else:
            self.continue_button.enable()
        if saves_bridge.scene_class("load_scene", "LoadScene") is None:
            self.load_button.disable()
        else:
            self.load_button.enable()

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
        elif self.pressed(event, self.settings_button):
            self.app.push(open_scene(self.app, "settings"))
        elif self.pressed(event, self.rules_button):
            self.app.push(open_scene(self.app, "rules"))
        elif self.pressed(event, self.quit_button) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.quit()
