"""The Save dialog (pause menu -> Save): name the game and save it.

An overlay over the pause menu: a name entry (prefilled with the game's name and the date),
Save and Cancel. Saving the same game again under the same name replaces its file (the old
version kept as a backup); another game's save of that name is never overwritten. A failure
(full disk, read-only folder) is shown in plain words and the game goes on.
"""

from __future__ import annotations

import logging
import time

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from tabletop.saves import SaveError
from tabletop.session import Session
from tabletop.ui.fit_text import WrapNote
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.layout import centred_panel, heading

log = logging.getLogger(__name__)


def default_name(session: Session) -> str:
    """``"TomaToss 2025-01-02 20.15"``: the game's name and the local time."""
    return f"{session.game.info.name} {time.strftime('%Y-%m-%d %H.%M')}"


def saved_text(name: str) -> str:
    """The note after a save, naming it as the player typed it: 'Saved as “Final turn”'
    (never the file name)."""
    return f"Saved as “{name.strip()}”"


class SaveDialog(Scene):
    """Save ``session`` under a name the player types.

    Attributes read by tests: ``name_entry``, ``save_button``, ``cancel_button``, ``note``,
    ``saved_path`` (the file written, once saved).
    """

    opaque = False
    name = "save_dialog"

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.saved_path = None

    def build(self) -> None:
        ui = self.app.ui
        self.panel = centred_panel(self.root, ui, (520, 300))
        pw, ph = self.panel.get_container().get_size()
        heading(self.panel, ui, "Save the game", 12)
        UILabel(pygame.Rect(20, 62, pw - 40, 26), "Name:", manager=ui, container=self.panel)
        self.name_entry = UITextEntryLine(pygame.Rect(20, 90, pw - 40, 42), manager=ui,
                                          container=self.panel,
                                          initial_text=default_name(self.session))
        self.name_entry.length_limit = 120
        self.note = WrapNote(pygame.Rect(20, 140, pw - 40, 66), ui, self.panel, lines=3)
        self.save_button = UIButton(pygame.Rect(20, ph - 70, 200, 50), "Save", manager=ui,
                                    container=self.panel)
        self.cancel_button = UIButton(pygame.Rect(pw - 220, ph - 70, 200, 50), "Cancel",
                                      manager=ui, container=self.panel)
        self.name_entry.focus()

    def save(self) -> None:
        """Save under the typed name; on success close and tell the scene below."""
        store = self.app.saves
        if store is None:
            self.note.set_text("Saved games are not part of this build.")
            return
        try:
            self.saved_path = store.save(self.session, self.name_entry.get_text())
        except SaveError as exc:
            log.warning("save failed: %s", exc)
            self.note.set_text(f"Not saved: {exc}")
            return
        self.app.pop()
        below = getattr(self.app.top, "note", None)
        if below is not None:
            below.set_text(saved_text(self.name_entry.get_text()))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.pressed(event, self.save_button) or (
                event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED
                and event.ui_element is self.name_entry):
            self.save()
        elif self.pressed(event, self.cancel_button) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
