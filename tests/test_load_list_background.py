"""The Load screen reads its saves off the UI thread (issue 12): until a save's summary is
ready its row says "reading…", the window keeps drawing frames meanwhile, and a damaged save
is reported by name while the others are still being read."""

from __future__ import annotations

import random
import threading

from test_ui_kit import FAKE_ID, click, fake_game, make_app, run_until  # noqa: F401

from tabletop import paths
from tabletop.saves import SaveStore
from tabletop.session import SeatInfo, Session
from tabletop.ui.save_list_reader import READING, SaveListReader
from tabletop.ui.scenes.load_scene import LoadScene


def _save(store, seed: int, name: str) -> None:
    session = Session.start(FAKE_ID, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")], seed)
    rng = random.Random(seed)
    for _ in range(3):
        seat = session.game.decision(session.state).seats[0]
        session.play(rng.choice(session.game.legal_actions(session.state, seat)))
    store.save(session, name)


def test_rows_read_in_the_background_while_frames_go_on(fake_game, monkeypatch):
    store = SaveStore()
    _save(store, 1, "First game")
    _save(store, 2, "later game")      # read after broken.json (by file name)
    (paths.saves_dir() / "broken.json").write_text('{"format_version": 2, "game"')
    gate = threading.Event()
    real = SaveStore.summary
    threads = set()

    def slow_summary(self, path, example=False):
        threads.add(threading.current_thread().name)
        if "later" in path.name:
            assert gate.wait(20), "the test never opened the gate"
        return real(self, path, example)

    monkeypatch.setattr(SaveStore, "summary", slow_summary)
    app = make_app()
    click(app, app.top.load_button)
    scene = app.top
    assert isinstance(scene, LoadScene)
    # the first save and the broken file are read; the later one is held: frames go on meanwhile
    run_until(app, lambda: any("broken.json" in p.message for p in scene.problems))
    frames = app.frame
    app.run_frames(5)
    assert app.frame == frames + 5 and scene.reading
    rows = scene._texts
    assert any(row.endswith(f"later-game · {READING}") for row in rows), (rows, scene.problems)
    assert [s.name for s in scene.entries if not s.example] == ["First game"]
    assert threading.current_thread().name not in threads     # never the UI thread
    click(app, scene.list.item_list[len(rows) - 1]["button_element"])  # a "reading…" row
    assert scene.selected is None and not scene.load_button.is_enabled
    gate.set()
    run_until(app, lambda: not scene.reading)
    assert [s.name for s in scene.entries if not s.example] == ["later game", "First game"]
    assert not any(READING in row for row in scene._texts)
    assert len(scene.problems) == 1 and "broken.json" in scene.problems[0].message


def test_no_store_gives_an_empty_finished_list():
    reader = SaveListReader(None)
    state = reader.snapshot()
    assert state.done and state.saves == state.pending == state.problems == []


def test_loading_the_chosen_save_happens_off_the_ui_thread(fake_game, monkeypatch):
    """Load reads the chosen save in the background: frames go on, the screen says it is
    opening it, and the table comes once the session is read."""
    from tabletop.ui.scenes.table_scene import TableScene
    store = SaveStore()
    _save(store, 1, "First game")
    gate = threading.Event()
    threads = set()
    real = SaveStore.load

    def slow_load(self, path):
        threads.add(threading.current_thread().name)
        assert gate.wait(20), "the test never opened the gate"
        return real(self, path)

    app = make_app()
    click(app, app.top.load_button)
    scene = app.top
    run_until(app, lambda: not scene.reading)
    monkeypatch.setattr(SaveStore, "load", slow_load)
    click(app, scene.list.item_list[0]["button_element"])
    click(app, scene.load_button)
    frames = app.frame
    app.run_frames(5)
    assert app.frame == frames + 5 and app.top is scene
    assert scene.message.text.startswith("Opening First game")
    assert not scene.load_button.is_enabled and not scene.replay_button.is_enabled
    gate.set()
    run_until(app, lambda: isinstance(app.top, TableScene))
    assert threading.current_thread().name not in threads


def test_a_save_that_fails_to_open_is_reported_and_the_list_comes_back(fake_game, monkeypatch):
    from tabletop.saves import SaveError
    store = SaveStore()
    _save(store, 1, "First game")
    app = make_app()
    click(app, app.top.load_button)
    scene = app.top
    run_until(app, lambda: not scene.reading)

    def broken(self, path):
        raise SaveError(path, "inconsistent", "the action log does not replay")

    monkeypatch.setattr(SaveStore, "load", broken)
    click(app, scene.list.item_list[0]["button_element"])
    click(app, scene.load_button)
    run_until(app, lambda: scene.opener is None)
    assert app.top is scene and "does not replay" in scene.message.text
    assert "First game" in scene.message.text or ".json" in scene.message.text   # by name


def test_an_unexpected_error_while_opening_is_reported_as_a_save_error(tmp_path, monkeypatch):
    from tabletop.ui.save_opener import SaveOpener

    def crash(self, path):
        raise RuntimeError("boom")

    monkeypatch.setattr(SaveStore, "load", crash)
    opener = SaveOpener(SaveStore(), tmp_path / "odd.json", "load")
    while not opener.done:
        pass
    session, error = opener.result()
    assert session is None and "odd.json" in str(error) and "boom" in str(error)
