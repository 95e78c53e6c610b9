"""Playing through the app: a debug-table game against bots to game over by clicking action
entries; the hot-seat curtain (every frame checked); hints, undo, autosave and Continue; the
TomaToss table inside the shell."""

from __future__ import annotations

import time

import pygame
import pytest

from test_ui_kit import (FAKE_ID, click, curtain_ready, fake_game, key, make_app,  # noqa: F401
                         run_until, shots_dir)

from tabletop.engine import Match
from tabletop.session import SeatInfo, Session
from tabletop.tablekit import palette
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.main_menu import MainMenu
from tabletop.ui.scenes.table_scene import TableScene


def open_table(app, seats, options=None, game_id=FAKE_ID, seed=7) -> TableScene:
    """Start a session straight on the table (the set-up screen has its own test)."""
    app.reset_to(TableScene(app, Session.start(game_id, seats, seed, options)))
    app.run_frames(2)
    return app.top


def human_click_first_choice(app, table) -> None:
    """The acting human clicks the first entry of the debug table's action list."""
    before = len(table.session.match.actions)
    rect = table.table.item_rect(0)
    assert rect is not None, "the acting human sees no action entries"
    click(app, rect.center, frames=3)   # up -> button pressed -> list selection: three hops
    assert len(table.session.match.actions) == before + 1


def play_to_the_end(app, table, seconds=60.0, on_curtain=None) -> None:
    """Click the first action whenever a human may act; lift the curtain when it is up;
    otherwise run frames (bots move); stop at the game-over overlay."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if isinstance(app.top, GameOverScene):
            return
        if table.curtain_up:
            if on_curtain is not None:
                on_curtain(table)
            curtain_ready(app, table)                  # its grace, then a click
            click(app, table.table_rect().center, frames=1)
        elif table.acting is not None and table.table.legal:
            human_click_first_choice(app, table)
        else:
            app.step()
    raise AssertionError("the game did not reach the game-over screen")


def test_debug_table_game_against_bots_to_game_over(fake_game, tmp_path):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random"),
                             SeatInfo("Chloé", "bot", "random")])
    assert type(table.table).__name__ == "DebugTable"
    assert table.status_text.startswith("Ana: play a card")
    key(app, pygame.K_1, frames=1)                      # keyboard: the first choice
    assert table.session.match.actions[0].seat == 0
    play_to_the_end(app, table)
    over = app.top
    state = table.session.state
    assert fake_game.is_over(state) and "game_over" in app.sounds.played
    assert over.reason.html_text == fake_game.win_reason(state)
    assert len(over.rows) == 3
    app.run_frames(2)
    app.screenshot(shots_dir(tmp_path) / "07_game_over.png")
    assert all(r.viewer == 0 and not r.curtain for r in table.frame_log)   # one human: no curtain
    # the log shows Ana's side: her own draws in words, the bots' draws redacted
    lines = fake_game.view(state, 0)["log"]
    assert table.side._log_lines == lines
    assert any(line.startswith("You drew a") for line in lines)
    assert any(line == "Ben drew a card." for line in lines)
    click(app, over.again_button)
    again = app.top
    assert isinstance(again, TableScene) and again is not table
    assert again.session.seats == table.session.seats and again.session.match.actions == []
    click(app, again.side.menu_button)
    click(app, app.top.quit_button)
    assert isinstance(app.top, MainMenu)


def check_privacy(game, seats, frames) -> None:
    """Every frame: a face-up hand belongs to the human acting in that frame's state and at the
    screen, or, while the result of a move is held before the curtain, to the human who made it
    (nothing to choose then); otherwise, whenever the human to act is not the one at the
    screen, the curtain is up."""
    match = Match.start(game, len(seats.seats), seats.match.seed, seats.match.options,
                        names=[s.name for s in seats.seats])
    states = [match.state]
    for action in seats.match.actions:
        states.append(game.apply(states[-1], action))
    humans = [i for i, s in enumerate(seats.seats) if s.is_human]
    for i, rec in enumerate(frames):
        dec = game.decision(states[rec.actions])
        asked = [] if dec is None else (list(dec.seats) if dec.simultaneous else dec.seats[:1])
        acting = next((s for s in asked if s in humans), None)
        if rec.curtain:
            assert rec.viewer is None, f"frame {i}: a hand under the curtain"
        if rec.holding:   # the last actor's own result before the curtain: their hand only
            last = seats.match.actions[rec.actions - 1]
            assert rec.viewer == rec.at_screen == last.seat and not rec.curtain, \
                f"frame {i}: {rec} holds another hand"
            assert rec.choices is None, f"frame {i}: {rec} offers choices during the hold"
            continue
        if rec.viewer is not None:
            assert rec.viewer == acting == rec.at_screen, f"frame {i}: {rec} shows a hand"
        if acting is not None and acting != rec.at_screen:
            assert rec.curtain and rec.viewer is None, f"frame {i}: {rec} no curtain"


@pytest.mark.parametrize("together", [False, True])
def test_hot_seat_curtain_never_shows_a_hand_to_another_human(fake_game, together, tmp_path):
    app = make_app()
    seats = [SeatInfo("Ana"), SeatInfo("Chloé")] + (
        [] if together else [SeatInfo("Ben", "bot", "random")])
    table = open_table(app, seats, {"together": together})
    assert table.curtain_up and table.frame_log[-1].viewer is None   # at the start too
    rect = table.table_rect()
    checked, recaps = [], []

    def on_curtain(scene):
        # pixels: the table area shows the curtain (card-back red), and the log is public
        corner = app.screen.get_at((rect.left + 3, rect.top + 3))[:3]
        assert corner == palette.CARD_BACK
        assert scene.side.log_viewer is None
        assert scene.table.view["hand"] is None
        # "Since your last turn": public lines only (a draw is "drew a card", never its value)
        assert not any("You drew" in line for line in scene.pacing.since)
        recaps.append(scene.pacing.since)
        checked.append(len(scene.frame_log))
        if len(checked) == 2:
            app.screenshot(shots_dir(tmp_path) / "08_curtain.png")

    play_to_the_end(app, table, on_curtain=on_curtain)
    frames = table.frame_log
    assert len(checked) >= 6 and len(frames) > 60
    assert {r.viewer for r in frames} >= {None, 0, 1}
    assert any(r.holding for r in frames)          # each saw their own result first
    assert sum(1 for lines in recaps if any(" played a " in line for line in lines)) >= 4
    check_privacy(fake_game, table.session, frames)


def test_hint_asks_the_strongest_bot_and_highlights_its_choice(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")])
    assert table.side.hint_button.is_enabled
    click(app, table.side.hint_button)
    run_until(app, lambda: table.status_text.startswith("Hint:"))
    assert table.status_text.startswith("Hint: play a ")
    assert table.table.hinted in table.table.legal
    assert table.status_text == "Hint: " + fake_game.describe(table.table.hinted, 0)


def test_undo_button_follows_the_undo_rules(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")])
    assert not table.side.undo_button.is_enabled       # nothing to undo at the start
    calls = []

    def fake_undo(session, seat):
        calls.append(seat)
        return Session(Match.start(session.game, 2, session.match.seed,
                                   session.match.options, names=["Ana", "Ben"]),
                       list(session.seats))

    table.undo_fns = (lambda session, seat: len(session.match.actions) > 0, fake_undo)
    human_click_first_choice(app, table)
    run_until(app, lambda: table.acting == 0)
    assert table.side.undo_button.is_enabled
    click(app, table.side.undo_button)
    assert calls == [0] and table.session.match.actions == []
    assert not table.side.undo_button.is_enabled


def test_autosave_after_each_action_and_continue_from_the_menu(fake_game):
    app = make_app()
    if app.saves is None:
        pytest.skip("tabletop.saves is not installed")
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")])
    human_click_first_choice(app, table)
    run_until(app, lambda: table.acting == 0)
    done = len(table.session.match.actions)
    assert done >= 2
    click(app, table.side.menu_button)
    pause = app.top
    click(app, pause.save_button)
    if not isinstance(app.top, type(pause)):        # the saves helper's dialog took over
        app.pop()
    else:
        assert pause.note.text.startswith("Saved as")
    click(app, pause.quit_button)
    menu = app.top
    assert isinstance(menu, MainMenu)
    run_until(app, lambda: menu.continue_button.is_enabled, 10)   # read off the UI thread
    click(app, menu.continue_button)
    resumed = app.top
    assert isinstance(resumed, TableScene)
    assert resumed.session.match.actions == table.session.match.actions
    assert resumed.session.state == table.session.state


def test_tomatoss_table_in_the_shell_with_three_bots(tmp_path):
    from tabletop import games
    if "tomatoss" not in games.ids():
        pytest.skip("TomaToss is not registered")
    app = make_app()
    seats = [SeatInfo("Ben", "bot", "random"), SeatInfo("Chloé", "bot", "random"),
             SeatInfo("Dev", "bot", "random"), SeatInfo("Ana")]
    table = open_table(app, seats, game_id="tomatoss", seed=3)
    assert type(table.table).__name__ == "Table"
    run_until(app, lambda: table.acting == 3 and not table.table.busy)
    assert table.acting == 3 and len(table.session.match.actions) >= 9
    assert table.table.legal and table.status_text.startswith("Ana: ")
    assert all(r.viewer == 3 for r in table.frame_log)
    app.run_frames(3)
    app.screenshot(shots_dir(tmp_path) / "09_table_tomatoss.png")


def test_every_registered_game_without_its_own_table_plays_on_the_debug_table():
    import importlib.util

    from tabletop import bots, games
    plain = [g for g in games.ids()
             if importlib.util.find_spec(f"tabletop.games.{g}.table") is None]
    if not plain:
        pytest.skip("every registered game has its own table")
    app = make_app()
    for game_id in plain:
        game = games.get(game_id)
        n = max(2, game.info.min_players)
        seats = [SeatInfo("Ana")] + [SeatInfo(f"Bot {i}", "bot", "random") for i in range(1, n)]
        table = open_table(app, seats, game_id=game_id, seed=2)
        assert type(table.table).__name__ == "DebugTable" and bots.get("random", game_id)
        moves = 0
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if moves == 4 or game.is_over(table.session.state):
                break
            if table.acting == 0 and table.table.legal:
                human_click_first_choice(app, table)
                moves += 1
            else:
                app.step()
        assert moves == 4 or game.is_over(table.session.state), game_id


def test_bot_moves_wait_for_the_visible_pace(fake_game):
    app = make_app(bot_delay_ms=480)                  # 30 frames of 16 ms
    table = open_table(app, [SeatInfo("Ben", "bot", "random"), SeatInfo("Ana")])
    assert table.status_text.startswith("Ben (bot) is choosing")
    start = app.frame
    run_until(app, lambda: bool(table.session.match.actions))
    assert app.frame - start >= 28
    assert table.acting == 1 and table.status_text.startswith("Ana: play a card")
