"""Quit to menu never loses a game by surprise (a fresh user thought it had): the game is
saved as the player leaves and the main menu's Continue names it; when it cannot be saved,
the player is asked first."""

from __future__ import annotations

import errno
import os
import random

import pygame_gui
from test_ui_kit import FAKE_ID, click, fake_game, key, make_app, run_until  # noqa: F401

import pygame

from tabletop.session import SeatInfo, Session
from tabletop.ui.quit_guard import CONFIRM_TITLE, QUIT_NOTE, QUIT_TIP
from tabletop.ui.scenes.main_menu import MainMenu
from tabletop.ui.scenes.pause_menu import PauseMenu
from tabletop.ui.scenes.table_scene import TableScene


def _session(seed: int, moves: int) -> Session:
    session = Session.start(FAKE_ID, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")], seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = session.game.decision(session.state).seats[0]
        session.play(rng.choice(session.game.legal_actions(session.state, seat)))
    return session


def _paused(app, session):
    app.reset_to(TableScene(app, session))
    app.run_frames(2)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseMenu)
    return pause


def test_quit_to_menu_keeps_the_game_and_continue_names_it(fake_game):
    app = make_app()
    session = _session(3, 4)            # played elsewhere: not yet in the autosave slot
    pause = _paused(app, session)
    assert pause.note.text == QUIT_NOTE
    assert pause.quit_button.tool_tip_text == QUIT_TIP
    click(app, pause.quit_button)
    menu = app.top
    assert isinstance(menu, MainMenu)   # no question: nothing is lost
    run_until(app, lambda: menu.continue_button.is_enabled, 10)
    assert fake_game.info.name in menu.note.text and "Continue" in menu.note.text
    assert "4 moves made" in menu.continue_button.tool_tip_text
    click(app, menu.continue_button)
    resumed = app.top
    assert isinstance(resumed, TableScene)
    assert resumed.session.match.actions == session.match.actions


def test_a_game_that_cannot_be_saved_asks_before_quitting(fake_game, monkeypatch):
    app = make_app()
    pause = _paused(app, _session(5, 3))

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "replace", full)
    click(app, pause.quit_button)
    assert app.top is pause            # still paused: asked first
    dialog = pause.confirm
    assert isinstance(dialog, pygame_gui.windows.UIConfirmationDialog)
    assert dialog.window_display_title == CONFIRM_TITLE
    click(app, dialog.cancel_button)
    assert app.top is pause and not dialog.alive()
    click(app, pause.quit_button)
    click(app, pause.confirm.confirm_button)
    assert isinstance(app.top, MainMenu)


def test_the_main_menu_note_shows_on_the_smallest_window(fake_game):
    """At 800x560 the note under Quit (Continue's game, or why saves are off) lay below the
    clipped panel; the menu now fits its panel to the window."""
    from tabletop.ui.scenes.main_menu import MainMenu as Menu
    app = make_app((800, 560))
    menu = app.top
    assert isinstance(menu, Menu)
    assert menu.panel.get_abs_rect().contains(menu.note.get_abs_rect())
    assert menu.note.get_abs_rect().top >= menu.quit_button.get_abs_rect().bottom
