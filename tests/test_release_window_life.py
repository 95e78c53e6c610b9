"""Regression tests (issue 12): resizing the window or pressing F11 during a game rebuilds the
table scene's elements but keeps its bot worker alive, so a bot move or a Hint afterwards still
runs (it used to raise ``RuntimeError: cannot schedule new futures after shutdown``)."""

from __future__ import annotations

import pygame

from test_ui_kit import click, fake_game, key, lift_curtain, make_app, run_until  # noqa: F401
from test_ui_play import human_click_first_choice, open_table

from tabletop.session import SeatInfo


def _f11(app) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                 scancode=0)])
    app.step([pygame.event.Event(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="",
                                 scancode=0)])


def test_a_bot_moves_after_the_window_was_resized(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")])
    app.resize((1100, 700))
    app.run_frames(2)
    human_click_first_choice(app, table)     # now the bot must move, after the resize
    run_until(app, lambda: len(table.session.match.actions) == 2)
    assert app.top is table and table.acting == 0


def test_hint_works_after_f11_in_a_humans_only_game(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben")])
    if table.curtain_up:
        lift_curtain(app, table)
    _f11(app)
    _f11(app)
    assert not table.curtain_up
    assert table.side.hint_button.is_enabled
    click(app, table.side.hint_button)
    run_until(app, lambda: table.status_text.startswith("Hint:"))
    assert table.table.hinted in table.table.legal


def test_leaving_the_table_still_stops_the_bot_worker(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ben", "bot", "random"), SeatInfo("Ana")])
    app.pop()
    assert table.bots.worker._pool._shutdown


def _key(app, kind, k) -> None:
    app.step([pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0)])


def test_f11_toggles_full_screen_once_per_key_press(fake_game):
    app = make_app()
    toggles = []
    app.toggle_fullscreen = lambda: toggles.append(app.time_ms)
    for _ in range(4):                    # key-downs with no release: one press
        _key(app, pygame.KEYDOWN, pygame.K_F11)
        app.run_frames(40)
    assert len(toggles) == 1
    _key(app, pygame.KEYUP, pygame.K_F11)
    _key(app, pygame.KEYDOWN, pygame.K_F11)     # a real second press
    assert len(toggles) == 2
    app.run_frames(30)                          # (not within 0.4 s of the last toggle)
    _key(app, pygame.KEYDOWN, pygame.K_a)       # a lost release: other input ends the press
    _key(app, pygame.KEYDOWN, pygame.K_F11)
    assert len(toggles) == 3


def test_the_menu_reads_the_autosave_off_the_ui_thread(fake_game, monkeypatch):
    """A slow (or hostile) autosave never holds the window: frames go on while it is read,
    Continue stays grey until the game is known."""
    import threading
    import time

    from tabletop.saves import SaveStore
    from tabletop.ui.scenes.main_menu import MainMenu

    release = threading.Event()
    session = object()

    def slow_continue(store):
        release.wait(10)
        return session

    monkeypatch.setattr(SaveStore, "continue_session", slow_continue)
    app = make_app()
    menu = app.top
    assert isinstance(menu, MainMenu)
    start = time.monotonic()
    app.run_frames(20)
    assert time.monotonic() - start < 5 and not menu.continue_button.is_enabled
    app.resize((1000, 700))                 # rebuilt while reading: still waiting, no new read
    app.run_frames(2)
    assert not app.top.continue_button.is_enabled
    release.set()
    run_until(app, lambda: app.top.continue_button.is_enabled, 10)
    assert app.top._continue_session is session


def test_settings_say_when_sound_is_unavailable(fake_game):
    """Under SDL's dummy audio driver (no audio device) the Settings screen says so."""
    from tabletop.ui.scenes.settings_scene import SettingsScene
    from tabletop.ui.sound import sound_problem

    app = make_app()
    app.push(SettingsScene(app))
    app.run_frames(2)
    assert "unavailable" in app.top.sound_note
    assert sound_problem(False).startswith("Sound is unavailable")
