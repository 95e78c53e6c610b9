"""SIGTERM stops the app cleanly at any time, its autosave kept (issue 12: a tester saw a
SIGTERM ignored after F11 had re-created the window twice); F11 toggles once per key press.

The real app loop runs in a child process (tests/stop_signal_child.py) with SDL's own signal
handlers off, so only the app's handling can stop it; the autosave it leaves must load.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from test_ui_kit import fake_game, make_app  # noqa: F401

from tabletop.saves import SaveStore
from tabletop.ui.fullscreen_key import DEBOUNCE_MS, FullScreenKey

CHILD = Path(__file__).with_name("stop_signal_child.py")


def _start(mode: str, tmp_path: Path) -> subprocess.Popen:
    env = dict(os.environ, TABLETOP_HOME=str(tmp_path / "home"))
    return subprocess.Popen([sys.executable, str(CHILD), mode], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)


def _wait_ready(child: subprocess.Popen, tmp_path: Path, seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while not (tmp_path / "ready").exists():
        assert child.poll() is None, child.stdout.read().decode(errors="replace")
        assert time.monotonic() < deadline, "the child never got going"
        time.sleep(0.1)


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name == "nt", reason="POSIX signals")
@pytest.mark.parametrize("mode", ["run", "stuck"])
def test_sigterm_stops_the_app_and_keeps_the_autosave(mode, tmp_path):
    child = _start(mode, tmp_path)
    try:
        _wait_ready(child, tmp_path)
        time.sleep(0.3)                        # a few more frames (and moves) go by
        sent = time.monotonic()
        child.send_signal(signal.SIGTERM)
        code = child.wait(timeout=20)
        took = time.monotonic() - sent
    finally:
        if child.poll() is None:
            child.kill()
    output = child.stdout.read().decode(errors="replace")
    assert code == 0, output
    # generous bounds (a busy machine is slow); the log lines below tell the two ways apart
    assert took < (4.5 if mode == "run" else 12.0), (took, output)
    log = (tmp_path / "home" / "log" / "tabletop.log").read_text(encoding="utf-8")
    assert "received: stopping" in log
    if mode == "run":
        assert "Tabletop stopped" in log                   # the loop ended and shut down
    else:
        assert "did not stop" in log                       # the watchdog ended it
    store = SaveStore(tmp_path / "home" / "data" / "saves")
    session = store.continue_session()
    assert session is not None and len(session.match.actions) >= 4
    assert session.game.info.id == "tomatoss"


def test_one_f11_press_toggles_once_even_when_sdl_replays_the_key():
    key = FullScreenKey()
    assert key.key(True, 1000.0)
    # the window is re-created: SDL releases the held key, then presses it again
    assert not key.key(False, 1016.0) and not key.key(True, 1032.0)
    assert not key.key(True, 1100.0)                       # a synthetic repeat, no release
    key.key(False, 1200.0)
    assert not key.key(True, 1000.0 + DEBOUNCE_MS - 1)     # too soon after the toggle
    key.key(False, 1000.0 + DEBOUNCE_MS)
    assert key.key(True, 1000.0 + DEBOUNCE_MS + 50)        # a real second press
    key.other_input()                                      # a lost release, then a click
    assert key.key(True, 1000.0 + 3 * DEBOUNCE_MS)


def test_f11_in_the_app_toggles_once_per_press(fake_game):
    app = make_app()
    toggles = []
    app.toggle_fullscreen = lambda: toggles.append(app.time_ms)

    def f11(down: bool) -> None:
        kind = pygame.KEYDOWN if down else pygame.KEYUP
        app.step([pygame.event.Event(kind, key=pygame.K_F11, mod=0, unicode="", scancode=0)])

    f11(True)
    f11(False)                       # SDL's release and press again around the new window
    f11(True)
    app.run_frames(3)
    f11(False)
    assert len(toggles) == 1
    app.run_frames(int(DEBOUNCE_MS / 16) + 1)
    f11(True)
    f11(False)
    assert len(toggles) == 2
