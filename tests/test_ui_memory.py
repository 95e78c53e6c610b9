"""The app hands free heap pages back now and then (tabletop.ui.memory; glibc only)."""

from __future__ import annotations

import sys

import pytest

from tabletop.ui import memory


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc only")
def test_the_allocator_is_pinned_and_trimmed_on_glibc():
    assert memory.configure() is True
    assert memory.release() in (True, False)


def test_the_app_releases_every_few_seconds_of_app_time(monkeypatch):
    from tabletop.ui.app import App
    calls: list[float] = []
    app = App((800, 600), fixed_dt_ms=250, start_menu=False)
    monkeypatch.setattr(memory, "release", lambda: calls.append(app.time_ms) or True)
    frames = int(2.5 * memory.RELEASE_EVERY_MS / 250)
    app.run_frames(frames)
    assert len(calls) == 2 and calls[0] >= memory.RELEASE_EVERY_MS
