"""Game over: the final scores, who won and why (``game.win_reason``, which explains a decisive
tie-break), and Play again / See the table / Menu."""

from __future__ import annotations

import random

import pygame
from pygame_gui.elements import UIButton, UIImage, UILabel, UITextBox

from tabletop.session import Session
from tabletop.ui.markers import seat_marker
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.layout import centred_panel, heading
from tabletop.ui.side_panel import seat_kind_text


def ranking(scores: list[int], winners: list[int]) -> list[int]:
    """Seats ordered for the scores table: winners first, then by score, then seat order."""
    return sorted(range(len(scores)), key=lambda s: (s not in winners, -scores[s], s))


class GameOverScene(Scene):
    """An overlay over the finished table scene ``table``."""

    opaque = False
    name = "game_over"

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table

    def build(self) -> None:
        ui = self.app.ui
        session = self.table.session
        game, state = session.game, session.state
        scores, winners = game.scores(state), game.winners(state)
        seats = session.seats
        height = 244 + 44 * len(seats)
        self.panel = centred_panel(self.root, ui, (560, height))
        pw, ph = self.panel.get_container().get_size()
        heading(self.panel, ui, "Game over", 16, object_id="#title", height=56)
        self.reason = UITextBox(game.win_reason(state), pygame.Rect(24, 76, pw - 48, 64),
                                manager=ui, container=self.panel)
        y = 150
        self.rows: list[str] = []
        for place, seat in enumerate(ranking(scores, winners)):
            UIImage(pygame.Rect(28, y + 6, 26, 26), seat_marker(self.app.assets, seat, 26),
                    manager=ui, container=self.panel)
            crown = "★ " if seat in winners else f"{place + 1}. "
            text = f"{crown}{seats[seat].name}"
            self.rows.append(f"{text} {scores[seat]}")
            UILabel(pygame.Rect(64, y, 260, 36), text, manager=ui, container=self.panel,
                    object_id="#score_row_active" if seat in winners else "#score_row")
            UILabel(pygame.Rect(300, y, 130, 36), seat_kind_text(seats[seat], game.info.id),
                    manager=ui, container=self.panel, object_id="#note")
            UILabel(pygame.Rect(pw - 110, y, 80, 36), f"{scores[seat]} pts", manager=ui,
                    container=self.panel, object_id="#score_row_active")
            y += 44
        bw = (pw - 64) // 3
        self.again_button = UIButton(pygame.Rect(16, ph - 64, bw, 48), "Play again",
                                     manager=ui, container=self.panel)
        self.look_button = UIButton(pygame.Rect(32 + bw, ph - 64, bw, 48), "See the table",
                                    manager=ui, container=self.panel, object_id="#quiet_button")
        self.menu_button = UIButton(pygame.Rect(48 + 2 * bw, ph - 64, bw, 48), "Menu",
                                    manager=ui, container=self.panel, object_id="#quiet_button")

    def play_again(self) -> None:
        """A new game with the same seats and options and a fresh seed."""
        old = self.table.session
        session = Session.start(old.game.info.id, list(old.seats),
                                random.SystemRandom().randrange(2 ** 31), dict(old.match.options))
        from tabletop.ui.scenes.table_scene import TableScene
        self.app.reset_to(TableScene(self.app, session))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.pressed(event, self.again_button):
            self.play_again()
        elif self.pressed(event, self.look_button) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
        elif self.pressed(event, self.menu_button):
            from tabletop.ui.scenes.main_menu import MainMenu
            self.app.reset_to(MainMenu(self.app))
