"""The app starts, reaches the menu, and every scene is reached by real clicks on its buttons;
a screenshot of each is written (to $TABLETOP_SHOTS or a temporary folder)."""

from __future__ import annotations

import pygame

from test_ui_kit import (FAKE_ID, choose, click, drag, fake_game, key, make_app,  # noqa: F401
                         shots_dir)

from tabletop import games
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.main_menu import MainMenu
from tabletop.ui.scenes.pause_menu import PauseMenu
from tabletop.ui.scenes.rules_scene import RulesScene
from tabletop.ui.scenes.settings_scene import SettingsScene
from tabletop.ui.scenes.setup_scene import SetupScene
from tabletop.ui.scenes.table_scene import TableScene


def test_app_starts_and_reaches_the_menu():
    from tabletop import paths
    app = make_app()
    assert isinstance(app.top, MainMenu) and app.running and app.frame >= 2
    assert (paths.log_dir() / "tabletop.log").exists()
    colours = {app.screen.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in (50, 400)}
    assert len(colours) > 2                     # something is drawn besides the background
    click(app, app.top.quit_button)
    assert not app.running


def test_every_scene_by_clicks(fake_game, tmp_path):
    shots = shots_dir(tmp_path)
    app = make_app()
    menu = app.top
    app.screenshot(shots / "01_menu.png")

    click(app, menu.rules_button)
    rules = app.top
    assert isinstance(rules, RulesScene) and not rules.fixed
    click(app, rules.game_buttons[FAKE_ID])
    assert rules.game_id == FAKE_ID and "not written yet" in rules.text.html_text
    click(app, rules.game_buttons["tomatoss"])
    assert rules.game_id == "tomatoss"
    app.screenshot(shots / "02_rules.png")
    click(app, rules.back_button)
    assert app.top is menu

    click(app, menu.settings_button)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    click(app, settings.mute_box)
    assert app.settings["mute"] is True and app.sounds.mute
    slider = settings.sliders["bot_delay_ms"]
    track = slider.get_abs_rect()
    drag(app, slider.sliding_button.get_abs_rect().center,
         (track.left + track.width * 3 // 4, track.centery))
    assert app.settings["bot_delay_ms"] > 0
    assert settings.values["bot_delay_ms"].text == f"{app.settings['bot_delay_ms']} ms"
    app.screenshot(shots / "03_settings.png")
    click(app, settings.back_button)
    assert app.top is menu

    click(app, menu.new_button)
    setup = app.top
    assert isinstance(setup, SetupScene)
    soon = [e.id for e in games.catalog() if not e.playable]
    if soon:                                                       # coming soon
        assert not setup.game_buttons[soon[0]].is_enabled
    click(app, setup.game_buttons[FAKE_ID])
    assert setup.game_id == FAKE_ID
    choose(app, setup.count_menu, "3")
    assert setup.count == 3 and len(setup.name_entries) == 3
    choose(app, setup.kind_menus[1], "Bot · Easy")
    choose(app, setup.kind_menus[2], "Bot · Easy")
    click(app, setup.option_widgets["together"])
    assert setup.options == {"together": True}
    app.screenshot(shots / "04_setup.png")
    click(app, setup.start_button)

    table = app.top
    assert isinstance(table, TableScene) and table.game_id == FAKE_ID
    assert [(s.kind, s.bot) for s in table.session.seats] == [
        ("human", None), ("bot", "easy"), ("bot", "easy")]          # labels in, ids kept
    assert table.session.match.options == {"together": True}
    app.run_frames(5)
    app.screenshot(shots / "05_table_debug.png")

    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseMenu)
    app.screenshot(shots / "06_pause.png")
    click(app, pause.rules_button)
    assert isinstance(app.top, RulesScene) and app.top.fixed and app.top.game_id == FAKE_ID
    click(app, app.top.back_button)
    click(app, pause.settings_button)
    assert isinstance(app.top, SettingsScene)
    click(app, app.top.back_button)
    assert app.top is pause
    click(app, pause.resume_button)
    assert app.top is table
    click(app, table.side.menu_button)
    assert isinstance(app.top, PauseMenu)
    click(app, app.top.quit_button)
    assert isinstance(app.top, MainMenu) and len(app.scenes) == 1
    click(app, app.top.quit_button)
    assert not app.running
    assert len(list(shots.glob("*.png"))) >= 6


def test_window_resize_relays_out_and_is_remembered():
    app = make_app()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900)))
    app.run_frames(2)
    assert app.size == (1600, 900)
    assert app.top.panel.get_abs_rect().centerx == 800
    assert app.settings["window_size"] == [1600, 900]
    from tabletop.ui.settings import Settings
    assert Settings()["window_size"] == [1600, 900]


def test_f11_toggles_full_screen_and_back_to_the_remembered_size():
    app = make_app((1100, 700))
    app.settings.set("window_size", [1100, 700])
    key(app, pygame.K_F11)
    assert app.fullscreen and app.settings["fullscreen"]
    app.run_frames(26)          # a person's second press (not within 0.4 s: SDL's replays)
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.size == (1100, 700)
    assert isinstance(app.top, MainMenu) and app.top.panel.get_abs_rect().centerx == 550


def test_resizing_the_table_relays_out_table_and_panels(fake_game):
    from tabletop.session import SeatInfo, Session
    app = make_app()
    session = Session.start(FAKE_ID, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")], 4)
    app.reset_to(TableScene(app, session))
    app.run_frames(3)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=640, size=(1000, 640)))
    app.run_frames(3)
    table = app.top
    assert table.table.rect == table.table_rect() and table.table_rect().right < 1000
    assert table.side.panel.get_abs_rect().right == 1000
    assert table.table.item_rect(0) is not None and table.table.item_rect(0).right < 1000
    assert table.side._log_lines == fake_game.view(table.session.state, 0)["log"]


def test_run_refuses_classic_pygame(monkeypatch, capsys):
    from tabletop.ui import app as app_module
    monkeypatch.setattr(app_module.pygame, "IS_CE", False, raising=False)
    assert app_module.run() == 2
    assert "pygame-ce" in capsys.readouterr().err


def test_run_opens_the_window_and_returns_0_on_quit(monkeypatch):
    from tabletop.ui import app as app_module

    class QuitSoon(app_module.App):
        def step(self, events=None):
            if self.frame == 3:
                pygame.event.post(pygame.event.Event(pygame.QUIT))
            return super().step(events)

    monkeypatch.setattr(app_module, "App", QuitSoon)
    monkeypatch.setattr(app_module, "FPS", 0)
    assert app_module.run() == 0
