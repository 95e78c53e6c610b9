"""The Diced Tomatoes table in the app shell: Esc first closes the karma menu (a sub-menu goes
back to the main list first), then drops a selected die, and only with nothing in progress
opens the pause menu; the Hint button asks the heuristic bot and the table lights its choice."""

from __future__ import annotations

import pygame

from test_ui_kit import click, key, make_app, run_until

from tabletop import bots
from tabletop.engine import Action
from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes.pause_menu import PauseMenu
from tabletop.ui.scenes.table_scene import TableScene


def _placing_table(app) -> TableScene:
    """Ana (human) against a bot, right after her first roll."""
    seats = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "heuristic")]
    session = Session.start("diced_tomatoes", seats, 3)
    game = session.game
    while game.decision(session.state).seats[0] != 0:      # Ben may go first
        seat = game.decision(session.state).seats[0]
        session.play(game.legal_actions(session.state, seat)[0])
    session.play(Action.make(0, "take", red=3, black=0, gold=0))
    app.settings.set("bot_delay_ms", 60000)                 # Ben waits while we look
    app.reset_to(TableScene(app, session))
    app.run_frames(90)                                      # the roll lands
    return app.top


def _right_click(app, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=3, touch=False))
        app.step()


def test_esc_closes_the_karma_menu_then_the_selection_then_pauses():
    app = make_app()
    scene = _placing_table(app)
    table = scene.table
    assert table.legal and not table.busy and table.view["rolled"]
    die = table.view["rolled"][0]["id"]
    _right_click(app, table.zone_rect("die", die).center)
    assert table.menu is not None
    table.menu.level = "set"                                # as if "Set any value…" was chosen
    key(app, pygame.K_ESCAPE)
    assert table.menu is not None and table.menu.level == "main" and app.top is scene
    key(app, pygame.K_ESCAPE)
    assert table.menu is None and app.top is scene
    key(app, pygame.K_RIGHT)
    assert table.selected is not None
    key(app, pygame.K_ESCAPE)
    assert table.selected is None and app.top is scene
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)


def test_hint_asks_the_heuristic_bot_and_lights_its_choice():
    app = make_app()
    scene = _placing_table(app)
    table = scene.table
    assert bots.strongest("diced_tomatoes").name == bots.names("diced_tomatoes")[-1]  # Hard
    before = app.screen.copy()
    click(app, scene.side.hint_button)
    run_until(app, lambda: table.hint_action is not None, seconds=20)
    hint = table.hint_action
    assert hint in table.legal and scene.status_text.startswith("Hint: ")
    assert scene.status_text == "Hint: " + scene.game.describe(hint, 0, scene.session.state)
    app.run_frames(2)
    spot = table.zone_rect("token", hint["owner"], hint["token"]) \
        if hint.get("owner") is not None else table.zone_rect("die", hint["die"])
    changed = sum(before.get_at((x, y)) != app.screen.get_at((x, y))
                  for x in range(spot.left, spot.right, 3) for y in (spot.top + 1, spot.bottom - 2))
    assert changed > 3                                      # a gold glow around the spot
