"""The Stats screen: per game (buttons on the left) and per player name, games played, won,
shared and lost, best and average score, current and best streak, overall and split by the bot
levels faced. Opened from the main menu and from the game-over screen. A damaged statistics
file is reported at the top (it was set aside; see :mod:`tabletop.stats.store`)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton, UITextBox

from tabletop import games
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.layout import (centred_panel, game_list, heading, pressed_game,
                                       select_game)
from tabletop.ui.stats_text import stats_html


class StatsScene(Scene):
    """Shows the statistics of ``game_id`` (None: the first playable game)."""

    name = "stats"

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        playable = games.ids()
        self.game_id = game_id if game_id in playable else (playable[0] if playable else None)

    def build(self) -> None:
        ui = self.app.ui
        self.panel = centred_panel(self.root, ui, (1060, 760))
        px = self.panel.scaler
        pw, ph = px.design(self.panel)
        heading(self.panel, ui, "Statistics", 10)
        self.game_buttons: dict[str, UIButton] = game_list(self.panel, ui)
        self.text = UITextBox("", px.rect(280, 60, pw - 300, ph - 136), manager=ui,
                              container=self.panel)
        self.back_button = UIButton(px.rect(pw - 180, ph - 64, 160, 48), "Back",
                                    manager=ui, container=self.panel)
        self.show_game(self.game_id)

    def show_game(self, game_id: str | None) -> None:
        """Fill the box with ``game_id``'s statistics."""
        self.game_id = game_id
        select_game(self.game_buttons, game_id)
        if game_id is None:
            self.text.set_text("No game is playable yet.")
            return
        store = self.app.stats
        self.html = stats_html(games.get(game_id).info.name, game_id, store.players(game_id),
                               store.problem)
        self.text.set_text(self.html)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.pressed(event, self.back_button) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
            return
        gid = pressed_game(event, self.game_buttons, self.game_id)
        if gid is not None:
            self.show_game(gid)
