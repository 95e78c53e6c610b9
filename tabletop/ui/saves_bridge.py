"""The shell's guarded link to :mod:`tabletop.saves` (written by the saves helper).

Every function here works whether or not the saves package is installed: without it, saving is
simply unavailable and the menus show that plainly. Saving problems never stop a game: they are
logged and returned as a message for the status bar.
"""

from __future__ import annotations

import importlib
import logging
from typing import Any, Callable

log = logging.getLogger(__name__)

UNAVAILABLE = "Saved games are not part of this build."


def open_store() -> Any | None:
    """A ``tabletop.saves.SaveStore`` for the user's saves folder, or None when unavailable."""
    try:
        module = importlib.import_module("tabletop.saves")
        store_class = getattr(module, "SaveStore")
    except (ImportError, AttributeError):
        return None
    try:
        return store_class()
    except Exception:  # a broken store must not stop the app
        log.exception("the save store could not be opened")
        return None


def autosave(store: Any | None, session: Any) -> str:
    """Write the autosave slot. Returns "" on success (or without saves), else the reason."""
    if store is None:
        return ""
    try:
        store.autosave(session)
    except Exception as exc:  # SaveError or an unexpected failure: the game goes on
        log.warning("autosave failed: %s", exc)
        return f"Autosave failed: {exc}"
    return ""


def undo_functions() -> tuple[Callable[..., bool], Callable[..., Any]] | None:
    """``(can_undo, undo)`` from ``tabletop.saves.undo`` when it provides them, else None."""
    try:
        module = importlib.import_module("tabletop.saves.undo")
    except ImportError:
        return None
    can_undo, undo = getattr(module, "can_undo", None), getattr(module, "undo", None)
    if callable(can_undo) and callable(undo):
        return can_undo, undo
    return None


def scene_class(module: str, name: str) -> type | None:
    """The scene class ``tabletop.ui.scenes.<module>.<name>`` (the saves helper's Load and Save
    screens), or None when that module is not there yet."""
    try:
        mod = importlib.import_module(f"tabletop.ui.scenes.{module}")
    except ImportError:
        return None
    return getattr(mod, name, None)
