"""Autosave off the frame: the table serialises the session on the main thread and one worker
thread writes it; a failed write shows in the status bar on the next frame, naming the file;
quitting waits for the pending write; Continue sees the last move."""

from __future__ import annotations

import errno
import threading
import time

import pygame
import pytest

from test_ui_kit import fake_game, make_app, run_until, shots_dir  # noqa: F401
from test_ui_play import human_click_first_choice, open_table

from tabletop.session import SeatInfo

saves = pytest.importorskip("tabletop.saves")
store_module = pytest.importorskip("tabletop.saves.store")
atomic = pytest.importorskip("tabletop.saves.atomic")

SEATS = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")]


def slow_disk(monkeypatch, seconds: float) -> list[str]:
    """Every save write takes ``seconds`` longer; returns the names of the writing threads."""
    threads: list[str] = []
    real = store_module.atomic_write

    def slow_write(path, data, backup=True):
        threads.append(threading.current_thread().name)
        time.sleep(seconds)
        real(path, data, backup)

    monkeypatch.setattr(store_module, "atomic_write", slow_write)
    return threads


def autosave_file():
    from tabletop import paths
    return paths.saves_dir() / store_module.AUTOSAVE


def test_the_write_runs_in_the_worker_and_the_frame_does_not_wait(fake_game, monkeypatch):
    app = make_app()
    table = open_table(app, SEATS)
    threads = slow_disk(monkeypatch, 0.5)
    start = time.perf_counter()
    human_click_first_choice(app, table)           # the action, its autosave and 4 frames
    assert time.perf_counter() - start < 0.4, "a frame waited for the disk"
    assert app.autosaver.pending
    assert app.autosaver.flush(timeout=5)
    assert threads and "MainThread" not in threads
    assert all(name.startswith("tabletop-autosave") for name in threads)
    loaded = saves.SaveStore().load(autosave_file())
    assert loaded.match.actions == table.session.match.actions


def test_writes_that_fall_behind_keep_only_the_newest_document(fake_game, monkeypatch):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random"),
                             SeatInfo("Chloé", "bot", "random")])
    slow_disk(monkeypatch, 0.3)
    for _ in range(3):
        human_click_first_choice(app, table)
        run_until(app, lambda: table.acting == 0 and table.table.legal)
    submitted = len(table.session.match.actions)
    assert submitted >= 9
    assert app.autosaver.flush(timeout=10)
    assert 1 <= app.autosaver.written < submitted          # older waiting documents skipped
    loaded = saves.SaveStore().load(autosave_file())
    assert loaded.match.actions == table.session.match.actions


def test_a_failed_write_shows_on_the_next_frame_naming_the_file(fake_game, monkeypatch,
                                                                 tmp_path):
    app = make_app(bot_delay_ms=500)          # the bot's move would replace the status line
    table = open_table(app, SEATS)

    disk = {"full": True}
    real_fsync = atomic.os.fsync

    def fsync(fd):
        if disk["full"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_fsync(fd)

    monkeypatch.setattr(atomic.os, "fsync", fsync)
    pygame.event.clear()
    human_click_first_choice(app, table)
    assert app.autosaver.flush(timeout=5)
    app.step()
    assert table.status_text.startswith("Autosave failed: autosave.json: the disk is full")
    assert table.refusal
    dialog = table.save_dialog
    assert dialog is not None and dialog.alive() and dialog.visible
    assert str(autosave_file()) in dialog.text_block.html_text      # the whole path
    assert "disk is full" in dialog.text_block.html_text
    done = len(table.session.match.actions)
    run_until(app, lambda: len(table.session.match.actions) > done)   # the game goes on
    run_until(app, lambda: table.acting == 0)
    human_click_first_choice(app, table)          # fails again: no second dialog
    assert app.autosaver.flush(timeout=5)
    app.step()
    assert table.save_dialog is dialog and table.status_text.startswith("Autosave failed")
    assert not autosave_file().exists()
    app.screenshot(shots_dir(tmp_path) / "autosave_failed.png")
    disk["full"] = False                              # the disk has room again
    run_until(app, lambda: table.acting == 0)
    human_click_first_choice(app, table)
    assert app.autosaver.flush(timeout=5)
    app.step()
    assert app.autosaver.healthy and autosave_file().exists()


def test_quitting_waits_for_the_pending_write(fake_game, monkeypatch):
    app = make_app()
    table = open_table(app, SEATS)
    slow_disk(monkeypatch, 0.3)
    human_click_first_choice(app, table)
    actions = list(table.session.match.actions)
    assert app.autosaver.pending
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.step() is False
    app.shutdown()                                   # what run() does once the loop ends
    assert not app.autosaver.pending
    loaded = saves.SaveStore().load(autosave_file())
    assert loaded.match.actions[:len(actions)] == actions


def test_a_store_without_the_two_steps_is_autosaved_at_once():
    from tabletop.ui.saves_bridge import AutosaveWriter

    class PlainStore:
        def __init__(self):
            self.saved = []

        def autosave(self, session):
            if session == "bad":
                raise OSError("autosave.json: no permission")
            self.saved.append(session)

    store, writer = PlainStore(), AutosaveWriter()
    assert writer.submit(store, "s1") == "" and store.saved == ["s1"]
    assert writer.submit(store, "bad") == "Autosave failed: autosave.json: no permission"
    assert writer.submit(None, "s2") == "" and not writer.pending
    writer.close()
