"""Test set-up: no real window, no sound device, no real home folder."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import tempfile  # noqa: E402

import pytest  # noqa: E402

# Belt and braces: even a test that undoes every monkeypatch (and so the TABLETOP_HOME below)
# must not reach the real home folder, so platformdirs' own variables point at a scratch folder.
_SCRATCH = tempfile.mkdtemp(prefix="tabletop-tests-")
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
    os.environ[_var] = os.path.join(_SCRATCH, _var.lower())


@pytest.fixture(autouse=True)
def _tabletop_home(tmp_path, monkeypatch):
    """Every folder the app writes (settings, saves, logs) goes under a temporary folder."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    yield
