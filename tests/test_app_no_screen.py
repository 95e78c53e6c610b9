"""With no screen the app says so and stops, instead of running with no window."""

from __future__ import annotations

import os
import subprocess
import sys

from tabletop.ui.app import no_screen_message


def test_a_fallback_to_a_windowless_driver_is_refused_with_a_reason():
    message = no_screen_message("offscreen", None)
    assert message is not None and "DISPLAY" in message and "offscreen" in message
    assert no_screen_message("dummy", "x11") is not None


def test_a_real_driver_or_an_asked_for_dummy_is_fine():
    assert no_screen_message("x11", None) is None
    assert no_screen_message("dummy", "dummy") is None   # tests and the bundle's smoke test


def test_the_app_without_display_exits_at_once_with_the_message(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(TABLETOP_HOME=str(tmp_path), SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, "-m", "tabletop"], env=env, capture_output=True,
                         text=True, timeout=60)
    if "could not open a window" in run.stderr:   # a build of SDL without the fallback
        assert run.returncode == 2
        return
    assert run.returncode == 2, run.stderr[-500:]
    assert "could not find a screen" in run.stderr
