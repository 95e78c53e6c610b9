"""The Load screen and the Save dialog, driven by real clicks in the headless app."""

from __future__ import annotations

import errno
import os
import random

import pygame
from test_ui_kit import (FAKE_ID, click, fake_game, key, lift_curtain, make_app,  # noqa: F401
                         run_until, shots_dir)

from tabletop import paths
from tabletop.saves import SaveStore
from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes.load_scene import LoadScene
from tabletop.ui.scenes.main_menu import MainMenu
from tabletop.ui.scenes.pause_menu import PauseMenu
from tabletop.ui.scenes.save_dialog import SaveDialog
from tabletop.ui.scenes.table_scene import TableScene


def _session(seed: int, moves: int) -> Session:
    session = Session.start(FAKE_ID, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")], seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.game.is_over(session.state):
            break
        seat = session.game.decision(session.state).seats[0]
        session.play(rng.choice(session.game.legal_actions(session.state, seat)))
    return session


def _read(app, scene: LoadScene) -> LoadScene:
    """Wait until the Load screen has read every save (off the UI thread) and shows them."""
    run_until(app, lambda: not scene.reading, 20)
    return scene


def _opened(app, kind):
    """Wait until the save chosen on the Load screen was read (off the UI thread) and ``kind``
    (a scene class) is on top."""
    run_until(app, lambda: isinstance(app.top, kind), 20)
    return app.top


def _item(scene: LoadScene, summary):
    index = scene.entries.index(summary)
    return scene.list.item_list[index]["button_element"]


def test_load_screen_lists_renames_deletes_and_loads(fake_game, tmp_path):
    store = SaveStore()
    first, second = _session(1, 3), _session(2, 5)
    store.save(first, "First game")
    second.updated += 60
    store.save(second, "Second <b>game</b>")
    (paths.saves_dir() / "broken.json").write_text('{"format_version": 2, "game"')
    app = make_app()
    click(app, app.top.load_button)
    scene = _read(app, app.top)
    assert isinstance(scene, LoadScene)
    names = [s.name for s in scene.entries if not s.example]
    assert names == ["Second <b>game</b>", "First game"]
    assert sum(s.example for s in scene.entries) == len(SaveStore().examples())
    assert len(scene.problems) == 1 and "broken.json" in scene.problems[0].message
    assert not scene.load_button.is_enabled
    app.screenshot(shots_dir(tmp_path) / "20_load.png")

    click(app, _item(scene, scene.entries[1]))
    assert scene.selected.name == "First game" and scene.load_button.is_enabled
    assert "Ana (human), Ben (bot: Random)" in scene.details.html_text  # the label, not the id
    app.screenshot(shots_dir(tmp_path) / "21_load_selected.png")
    scene.name_entry.set_text("Renamed game")
    click(app, scene.rename_button)
    _read(app, scene)
    assert scene.selected.name == "Renamed game"          # still selected after the re-read
    assert [s.name for s in scene.entries if not s.example] == ["Second <b>game</b>",
                                                                "Renamed game"]
    assert (paths.saves_dir() / "Renamed-game.json").exists()

    click(app, _item(scene, scene.entries[0]))
    click(app, scene.delete_button)
    assert scene.delete_button.text.startswith("Delete?") and len(scene.entries) >= 2
    click(app, scene.delete_button)
    _read(app, scene)
    assert [s.name for s in scene.entries if not s.example] == ["Renamed game"]

    click(app, _item(scene, scene.entries[0]))
    click(app, scene.load_button)
    table = _opened(app, TableScene)
    assert table.session.match.actions[:3] == first.match.actions   # bots may go on at once


def test_an_example_loads_and_saves_into_the_user_folder(tmp_path):
    app = make_app()
    click(app, app.top.load_button)
    scene = _read(app, app.top)
    example = next(s for s in scene.entries if s.example)
    click(app, _item(scene, example))
    assert not scene.delete_button.is_enabled and not scene.rename_button.is_enabled
    click(app, scene.load_button)
    table = _opened(app, TableScene)
    assert table.game_id == example.game_id
    original = example.path.read_bytes()
    key(app, pygame.K_ESCAPE)
    click(app, app.top.save_button)
    dialog = app.top
    assert isinstance(dialog, SaveDialog)
    dialog.name_entry.set_text("My copy")
    click(app, dialog.save_button)
    saved = dialog.saved_path
    assert saved == paths.saves_dir() / "My-copy.json" and example.path.read_bytes() == original
    assert SaveStore().load(saved).match.actions[:example.actions] == \
        SaveStore().load(example.path).match.actions


def test_save_dialog_saves_under_the_typed_name_and_reports_failures(fake_game, tmp_path,
                                                                     monkeypatch):
    app = make_app()
    app.reset_to(TableScene(app, _session(3, 4)))
    app.run_frames(2)
    table = app.top
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseMenu)
    click(app, pause.save_button)
    dialog = app.top
    assert isinstance(dialog, SaveDialog) and dialog.name_entry.get_text().startswith("Fake")
    dialog.name_entry.set_text("토마토 밤")
    app.screenshot(shots_dir(tmp_path) / "22_save_dialog.png")

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "replace", full)
    click(app, dialog.save_button)
    assert app.top is dialog and "disk is full" in dialog.note.text
    monkeypatch.setattr(os, "replace", os.rename)
    click(app, dialog.save_button)
    assert app.top is pause and pause.note.text == "Saved as “토마토 밤”"
    assert SaveStore().load(dialog.saved_path).state == table.session.state
    click(app, pause.quit_button)
    assert isinstance(app.top, MainMenu)


def test_replay_screen_steps_through_a_save_from_one_side(fake_game, tmp_path):
    from tabletop.saves.replay import ALL
    from tabletop.ui.scenes.replay_scene import EVERYTHING, SPECTATOR, ReplayScene

    session = _session(4, 7)
    SaveStore().save(session, "To replay")
    app = make_app()
    click(app, app.top.load_button)
    scene = _read(app, app.top)
    click(app, _item(scene, scene.entries[0]))
    click(app, scene.replay_button)
    replay = _opened(app, ReplayScene)
    assert replay.position == 7
    assert replay.replay.viewer == 0 and replay.table.viewer == 0
    assert EVERYTHING not in replay.sides()                # the game is not over
    click(app, replay.first_button)
    assert replay.position == 0 and not replay.prev_button.is_enabled
    click(app, replay.next_button)
    click(app, replay.next_button)
    assert replay.position == 2 and replay.table.view == session.game.view(
        session.match.replay(2), 0)
    key(app, pygame.K_RIGHT)
    assert replay.position == 3 and replay.text.html_text.startswith("3. ")
    caption = replay.table.caption             # the table's status line in the replay
    assert caption.startswith(f"Replay: move 3 of {len(replay.replay) - 1} — ")
    assert caption.endswith(replay.text.html_text[3:].split("<br>")[0]) and ": play a " in caption
    replay.set_side(SPECTATOR)
    assert replay.table.viewer is None and replay.table.view["hand"] is None
    app.run_frames(2)
    app.screenshot(shots_dir(tmp_path) / "23_replay.png")
    click(app, replay.close_button)
    assert app.top is scene
    finished = _session(5, 200)
    assert finished.game.is_over(finished.state)
    app.push(ReplayScene(app, finished, ALL))
    app.run_frames(2)
    assert EVERYTHING in app.top.sides() and "state" in app.top.table.view


def test_continue_restores_seats_and_raises_the_hot_seat_curtain(fake_game):
    """Resuming a hot-seat game: the same seats and bot, and the curtain is up before the next
    human's hand is shown."""
    from test_ui_play import human_click_first_choice, open_table

    seats = [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Cy", "bot", "random")]
    app = make_app()
    table = open_table(app, seats)
    assert table.curtain_up
    lift_curtain(app, table)                                  # Ana lifts the curtain
    human_click_first_choice(app, table)
    app.autosaver.flush(timeout=5)
    app.reset_to(MainMenu(app))
    app.run_frames(2)
    menu = app.top
    run_until(app, lambda: menu.continue_button.is_enabled, 10)   # read off the UI thread
    click(app, menu.continue_button)
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert resumed.session.seats == seats
    assert resumed.session.match.actions == table.session.match.actions
    assert resumed.session.state == table.session.state
    app.run_frames(2)
    assert resumed.curtain_up and resumed.frame_log[-1].viewer is None
