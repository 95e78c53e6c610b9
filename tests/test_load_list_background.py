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
