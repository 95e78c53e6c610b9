"""Test set-up: no real window, no sound device, no real home folder."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _tabletop_home(tmp_path, monkeypatch):
    """Every folder the app writes (settings, saves, logs) goes under a temporary folder."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    yield
