"""Time to Eat through the real app after the second stranger test (issue 9): nothing shows the
result (side panel scores, log, status bar) before the table's count-up ends or is skipped;
the count goes Toast by Toast at a pace a person follows, with a tick per Toast; "See the
table" shows the finished line, not "Counting…"; the pause menu offers no Save once the game
is over; and a hot-seat game that ends shows the final state everywhere. Real pygame events,
headless SDL dummy driver."""

from __future__ import annotations

import random

import pygame

from test_ui_kit import click, key, lift_curtain, make_app
from tiny_app_kit import humans

from tabletop.engine import Action
from tabletop.games.toasty_toasts.table.ending import Ending
from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.pause_menu import PauseMenu
from tabletop.ui.scenes.table_scene import TableScene
from toasty_kit import GAME


def _last_move_by(seat: int, players: int) -> tuple[int, list[Action]]:
    """A seed and the actions of a random game of ``players`` whose last action (the one that
    draws Time to Eat) is ``seat``'s."""
    for seed in range(1, 200):
        rng, state, actions = random.Random(seed), GAME.new_game(players, seed), []
        while not GAME.is_over(state):
            dec = GAME.decision(state)
            action = rng.choice(GAME.legal_actions(state, dec.seats[0]))
            state = GAME.apply(state, action)
            actions.append(action)
        if actions[-1].seat == seat and actions[-1].kind == "done":
            return seed, actions
    raise AssertionError("no game ends on that seat's move")


def _at_the_end(seats: list[SeatInfo], seat: int = 0):
    """The app on the table, one move (``seat``'s) before Time to Eat is drawn; that move."""
    seed, actions = _last_move_by(seat, len(seats))
    session = Session.start("toasty_toasts", seats, seed)
    for action in actions[:-1]:
        session.play(action)
    app = make_app()
    app.reset_to(TableScene(app, session))
    app.run_frames(2)
    return app, app.top, actions[-1]


def _scores_shown(scene) -> list[str]:
    return [label.text for label in scene.side.score_labels]


def _log_shown(scene) -> str:
    return " ".join(scene.side._log_lines)


def test_nothing_gives_the_result_away_until_the_count_ends_or_a_click_skips_it():
    app, scene, last = _at_the_end(humans("Ana", "Ben*"))
    assert scene.play(last)
    state = scene.session.state
    reason = GAME.win_reason(state)
    assert GAME.is_over(state) and scene.table.busy and scene.revealing
    for _ in range(30):                                   # half a second into the count
        app.step()
        assert _scores_shown(scene) == ["…", "…"]
        assert "Game over" not in _log_shown(scene)
        assert reason not in scene.status_text and "final count" in scene.status_text
        assert not isinstance(app.top, GameOverScene)
    click(app, scene.table_rect().center, frames=3)     # skip the count
    assert isinstance(app.top, GameOverScene) and not scene.revealing
    assert _scores_shown(scene) == [str(s) for s in GAME.scores_for(state, 0)]
    assert "Game over" in _log_shown(scene) and reason in scene.status_text


def test_the_count_goes_toast_by_toast_at_a_followable_pace_with_a_tick_each():
    view = {"players": 4, "toast_points": [[{"points": p} for p in range(1, 6)]] * 4}
    for speed in (1.0, 1.0, 2.0):
        ending = Ending(view, speed)
        per_toast = ending.step_ms * speed
        assert 500 <= per_toast <= 800, per_toast       # 20 Toasts: still one by one
    small = Ending({"players": 2, "toast_points": [[{"points": 1}] * 2] * 2})
    assert small.step_ms == 700
    app, scene, last = _at_the_end(humans("Ana", "Ben*"))
    ticks = []
    scene.table.ctx.play_sound = ticks.append
    scene.play(last)
    ending = scene.table.ending
    frames = 0
    while not ending.done:
        app.step()
        frames += 1
    assert ticks.count("count_tick") == len(ending.order)
    assert frames * 16 >= ending.reveal_ms + 500 * len(ending.order)


def test_see_the_table_shows_the_game_over_line_not_counting_and_the_pause_menu_has_no_save():
    app, scene, last = _at_the_end(humans("Ana", "Ben*"))
    scene.play(last)
    while not isinstance(app.top, GameOverScene):
        app.step()
    over = app.top
    click(app, over.look_button, frames=3)
    assert app.top is scene
    assert "Counting" not in scene.table.turn_text() and "game is over" in scene.table.turn_text()
    screen = pygame.display.get_surface()
    scene.table.draw(screen)
    seen = screen.copy()
    scene.table.layer.forget()                      # the still picture drawn anew
    scene.table.draw(screen)
    line = scene.table.lay.turn_line
    band = [(x, line[1]) for x in range(line[0], scene.table.rect.right - 20, 3)]
    assert all(screen.get_at(p) == seen.get_at(p) for p in band)   # not a stale "Counting…"
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, PauseMenu) and not menu.save_button.is_enabled
    assert "game is over" in menu.note.text


def test_the_pause_menu_still_offers_save_during_the_game():
    app, scene, _ = _at_the_end(humans("Ana", "Ben*"))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu) and app.top.save_button.is_enabled


def test_the_finished_line_replaces_counting_once_the_count_is_held_and_done():
    from test_toasty_table import Harness, _mine
    from tabletop.games.toasty_toasts.components import TIME_TO_EAT
    pygame.init()
    pygame.display.set_mode((1280, 800))
    h = Harness(GAME, _mine(hands={0: ["tomato_1"], 1: ["egg_3"]}, top=["egg_4", TIME_TO_EAT]))
    h.viewer = 0
    h.play(next(a for a in h.legal if a.kind == "done"))
    table, screen = h.table, pygame.display.get_surface()
    table.update(table.ending.total_ms - 1)           # every Toast counted, the hold running
    table.draw(screen)
    table.update(2)                                   # the hold ends: no state changes
    assert table.ending.done and "Counting" not in table.turn_text()
    table.draw(screen)
    seen = screen.copy()
    table.layer.forget()
    table.draw(screen)
    line = table.lay.turn_line
    band = [(x, line[1]) for x in range(line[0], table.rect.right - 20, 3)]
    assert all(screen.get_at(p) == seen.get_at(p) for p in band)


def test_a_hot_seat_game_that_ends_shows_the_final_state_everywhere():
    """Issue 9 (reported, reproduced with 2 humans and a bot): after the end the table still
    said "Counting the Toasts…" (its still picture was not drawn again once the count ended)."""
    app, scene, last = _at_the_end(humans("Ana", "Ben", "Chloé*"), seat=0)
    if scene.curtain_up:
        lift_curtain(app, scene)            # once its grace is over (tabletop/ui/curtain.py)
    assert scene.acting == 0 and not scene.curtain_up
    assert scene.play(last)
    assert scene.revealing and not scene.pacing.holding
    while not isinstance(app.top, GameOverScene):
        app.step()
    click(app, app.top.look_button, frames=3)
    state = scene.session.state
    assert not scene.curtain_up and not scene.pacing.holding
    assert _scores_shown(scene) == [str(s) for s in GAME.scores_for(state, scene.viewer)]
    assert GAME.win_reason(state) in scene.status_text and "Game over" in _log_shown(scene)
    screen = pygame.display.get_surface()
    scene.table.draw(screen)
    seen = screen.copy()
    scene.table.layer.forget()
    scene.table.draw(screen)
    line = scene.table.lay.turn_line
    band = [(x, line[1]) for x in range(line[0], scene.table.rect.right - 20, 3)]
    assert all(screen.get_at(p) == seen.get_at(p) for p in band)


def test_after_see_the_table_the_results_button_opens_the_results_again():
    """A tester on "See the table" found no way back to the results or to Play again."""
    app, scene, last = _at_the_end(humans("Ana", "Ben*"))
    scene.play(last)
    while not isinstance(app.top, GameOverScene):
        app.step()
    click(app, app.top.look_button, frames=3)
    assert app.top is scene
    button = scene.side.hint_button
    assert button.text == "Results" and button.is_enabled
    click(app, button, frames=3)
    assert isinstance(app.top, GameOverScene) and app.top.again_button.is_enabled
