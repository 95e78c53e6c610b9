"""The pause menu (Esc at the table): Resume, Save, Rules, Settings, Quit to menu.

Save opens the saves helper's ``save_dialog.SaveDialog(app, session)`` when it exists; with the
saves package but no dialog it saves straight away under a name made from the game and the time;
without the saves package, or once the game is over, the button is disabled and a note says why.

Quit to menu keeps the game for the main menu's Continue (:mod:`tabletop.ui.quit_guard`): it
is autosaved as the player leaves; only when it cannot be saved is the player asked first.
"""

from __future__ import annotations

import logging

import pygame
import pygame_gui

from tabletop.ui import saves_bridge
from tabletop.ui.fit_text import WrapNote
from tabletop.ui.navigate import open_scene
from tabletop.ui.quit_guard import (QUIT_NOTE, QUIT_TIP, QUIT_TIP_OVER, QUIT_TIP_UNSAVED,
                                    confirm_quit, keep_for_continue)
from tabletop.ui.scene import TableOverlay
from tabletop.ui.scenes.layout import button_column, centred_panel, heading

log = logging.getLogger(__name__)
OVER_NOTE = "The game is over: there is nothing left to save (the stats keep its result)."


class PauseMenu(TableOverlay):
    """An overlay over the table scene ``table``; the game waits underneath."""

    name = "pause"
    confirm = None   # the "Quit to menu?" dialog, when the game could not be kept

    def build(self) -> None:
        ui = self.app.ui
        self.panel = centred_panel(self.root, ui, (400, 450))
        heading(self.panel, ui, "Paused", 20)
        (self.resume_button, self.save_button, self.rules_button, self.settings_button,
         self.quit_button) = button_column(
            self.panel, ui, ["Resume", "Save", "Rules", "Settings", "Quit to menu"], top=80,
            width=280)
        px = self.panel.scaler
        pw = px.design(self.panel)[0]
        self.note = WrapNote(px.rect(12, 388, pw - 24, 52), ui, self.panel)
        if self.app.saves is None:
            self.save_button.disable()
            self.note.set_text(saves_bridge.UNAVAILABLE)
            self.quit_button.set_tooltip(QUIT_TIP_UNSAVED, wrap_width=260)
        elif self.table.game.is_over(self.table.session.state):
            self.save_button.disable()      # a finished game has nothing left to play
            self.note.set_text(OVER_NOTE)
            self.quit_button.set_tooltip(QUIT_TIP_OVER, wrap_width=260)
        else:
            self.note.set_text(QUIT_NOTE)
            self.quit_button.set_tooltip(QUIT_TIP, wrap_width=260)

    def teardown(self) -> None:
        if self.confirm is not None:
            self.confirm.kill()
            self.confirm = None
        super().teardown()

    def _quit_to_menu(self) -> None:
        """Keep the game for Continue and go to the main menu; ask first when it cannot be
        kept (see :mod:`tabletop.ui.quit_guard`)."""
        problem = keep_for_continue(self.app, self.table.session)
        if not problem:
            self.app.reset_to(open_scene(self.app, "main_menu"))
            return
        if self.confirm is not None:
            self.confirm.kill()
        self.confirm = confirm_quit(self.app, problem)

    def _open_save(self) -> None:
        """Hook for the saves helper: open ``SaveDialog(app, session)`` or save directly."""
        dialog = saves_bridge.scene_class("save_dialog", "SaveDialog")
        if dialog is not None:
            self.app.push(dialog(self.app, self.table.session))
            return
        store = self.app.saves
        if store is None:
            return
        from tabletop.ui.scenes.save_dialog import default_name, saved_text
        name = default_name(self.table.session)
        try:
            path = store.save(self.table.session, name)
        except Exception as exc:  # SaveError: say why; the game goes on
            log.warning("save failed: %s", exc)
            self.note.set_text(f"Not saved: {exc}")
            return
        log.info("saved %s", path)
        self.note.set_text(saved_text(name))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.pressed(event, self.resume_button) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
        elif self.pressed(event, self.save_button):
            self._open_save()
        elif self.pressed(event, self.rules_button):
            self.app.push(open_scene(self.app, "rules", self.table.game_id))
        elif self.pressed(event, self.settings_button):
            self.app.push(open_scene(self.app, "settings"))
        elif self.pressed(event, self.quit_button):
            self._quit_to_menu()
        elif (event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED
              and event.ui_element is self.confirm and self.confirm is not None):
            self.confirm = None
            self.app.reset_to(open_scene(self.app, "main_menu"))
