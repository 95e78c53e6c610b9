"""Where the app keeps its files: platformdirs folders, overridable for tests.

Set ``TABLETOP_HOME`` to put every folder under one directory (the tests do, with a temporary
folder). Folders are computed at call time and created on first use.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP = "tabletop"


def _base(kind: str) -> Path:
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home) / kind
    import platformdirs

    return {"data": platformdirs.user_data_path,
            "config": platformdirs.user_config_path,
            "log": platformdirs.user_log_path}[kind](APP, appauthor=False)


def _ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """The user data folder (created if missing)."""
    return _ensure(_base("data"))


def saves_dir() -> Path:
    """``<user data>/saves`` (created if missing)."""
    return _ensure(_base("data") / "saves")


def config_dir() -> Path:
    """The user config folder, for settings.json (created if missing)."""
    return _ensure(_base("config"))


def log_dir() -> Path:
    """The user log folder (created if missing)."""
    return _ensure(_base("log"))


def resource_root() -> Path:
    """The folder holding ``art/``, ``sounds/`` and ``saves/`` (the examples): the repository
    root in a checkout, PyInstaller's bundle folder when frozen."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def art_dir() -> Path:
    """Generated card, board and token images (tools/make_art.py writes them)."""
    return resource_root() / "art"


def sounds_dir() -> Path:
    """Generated sounds (tools/make_sounds.py writes them)."""
    return resource_root() / "sounds"


def example_saves_dir() -> Path:
    """The example saves shipped with the app (golden files)."""
    return resource_root() / "saves"
