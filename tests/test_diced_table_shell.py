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


def _bens_roll(app, seed: int) -> TableScene:
    """Ben (human, seat 1) right after his roll of 3 red dice, Ana (a bot) having played."""
    seats = [SeatInfo("Ana", "bot", "heuristic"), SeatInfo("Ben")]
    session = Session.start("diced_tomatoes", seats, seed)
    game = session.game
    while True:
        decision = game.decision(session.state)
        if decision.seats[0] == 1 and decision.kind == "take_dice" and any(
                session.state["tokens"][0]):
            break
        seat = decision.seats[0]
        session.play(game.legal_actions(session.state, seat)[0])
    session.play(Action.make(1, "take", red=3, black=0, gold=0))
    app.settings.set("bot_delay_ms", 60000)
    app.reset_to(TableScene(app, session))
    app.run_frames(90)
    return app.top


def test_enter_starts_on_the_viewers_own_token_and_says_which():
    """A stranger, as Ben, pressed Enter and it put his 6 on Ana's vine: the first legal token
    was Ana's (seat 0 sorts first), and the line spoke of "the glowing token" while several
    glowed. Now Enter starts on Ben's own token and the line names it."""
    app = make_app()
    for seed in range(1, 30):
        scene = _bens_roll(app, seed)
        table = scene.table
        first = next(d["id"] for d in table.view["rolled"] if table.targets(d["id"]))
        owners = {o for o, _ in table.targets(first)}
        if owners == {0, 1}:
            break
    else:
        raise AssertionError("want a roll whose first die may go on Ana's and Ben's tokens")
    before = len(scene.session.match.actions)
    key(app, pygame.K_RETURN)
    assert table.selected == first and table.focus[0] == 1        # Ben's own token
    assert f"on your token {table.focus[1] + 1} (outlined in red)" in scene.status_text
    key(app, pygame.K_DOWN)                                      # the next token, still named
    assert table.focus in table.targets(first)
    who = "your" if table.focus[0] == 1 else "Ana's"
    assert f"on {who} token {table.focus[1] + 1}" in scene.status_text
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    last = scene.session.match.actions[-1]
    assert len(scene.session.match.actions) == before + 1
    assert last.kind == "place" and last["owner"] == 1
