"""The rules screen: a game's rules and "How this edition plays it", in one scrollable box.

From the main menu it lists the playable games on the left; from the pause menu it opens on the
game being played. The text box is built once per chosen game (never per frame), and the text
itself (wrapped by measuring it in the box's font) once per game and width in a run.
"""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton, UITextBox

from tabletop import games
from tabletop.ui.rules_text import game_rules_html
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.layout import (centred_panel, game_list, heading, pressed_game,
                                       select_game)


SCROLL_BAR = 20
"""pygame-gui's text box scroll bar width, px."""
_HTML: dict[tuple, str] = {}
"""The rules HTML built so far, by (game id, line width in px, font): built once a run."""


class RulesScene(Scene):
    """Shows the rules of ``game_id`` (None: the first playable game, with a game list)."""

    name = "rules"

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.fixed = game_id is not None
        playable = games.ids()
        self.game_id = game_id if game_id is not None else (playable[0] if playable else None)

    def build(self) -> None:
        ui = self.app.ui
        self.panel = centred_panel(self.root, ui, (1060, 760))
        px = self.panel.scaler
        pw, ph = px.design(self.panel)
        heading(self.panel, ui, "Rules", 10)
        left = 20
        self.game_buttons: dict[str, UIButton] = {}
        if not self.fixed:
            self.game_buttons = game_list(self.panel, ui)
            left = 280
        self.text = UITextBox("", px.rect(left, 60, pw - left - 20, ph - 136), manager=ui,
                              container=self.panel)
        self.back_button = UIButton(px.rect(pw - 180, ph - 64, 160, 48), "Back",
                                    manager=ui, container=self.panel)
        self.show_game(self.game_id)

    def show_game(self, game_id: str | None) -> None:
        """Fill the text box with ``game_id``'s rules (one rebuild)."""
        self.game_id = game_id
        select_game(self.game_buttons, game_id)
        if game_id is None:
            self.text.set_text("No game is playable yet.")
            return
        font = self.app.ui.get_theme().get_font(self.text.combined_element_ids)
        # The line width once the scroll bar shows (the rules always scroll), less a margin so
        # pygame-gui never wraps a line again.
        width = self.text.text_wrap_rect.width - SCROLL_BAR - 6
        key = (game_id, width, font)
        if key not in _HTML:     # measured word by word: a third of the screen's opening time
            _HTML[key] = game_rules_html(game_id, games.get(game_id).info.name,
                                         lambda s: font.size(s)[0], width)
        self.text.set_text(_HTML[key])

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.pressed(event, self.back_button) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
            return
        gid = pressed_game(event, self.game_buttons, self.game_id)
        if gid is not None:
            self.show_game(gid)
