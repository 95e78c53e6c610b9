"""Scene navigation by name, so the scenes never import one another.

A scene that opens another names it (``open_scene(app, "table", session)``) instead of
importing its class; this module resolves the name to ``tabletop.ui.scenes.<module>.<Class>``
when it is needed. The scenes then form no import cycle (main menu -> table -> pause menu ->
main menu used to be one, hidden by function-level imports); ``tests/test_import_cycles.py``
checks it. No scene imports this module's targets, and this module imports no scene at load.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tabletop.ui.app import App
    from tabletop.ui.scene import Scene

SCENES: dict[str, tuple[str, str]] = {
    "main_menu": ("main_menu", "MainMenu"),
    "setup": ("setup_scene", "SetupScene"),
    "settings": ("settings_scene", "SettingsScene"),
    "rules": ("rules_scene", "RulesScene"),
    "table": ("table_scene", "TableScene"),
    "pause": ("pause_menu", "PauseMenu"),
    "full_log": ("full_log", "FullLogScene"),
    "game_over": ("game_over", "GameOverScene"),
    "load": ("load_scene", "LoadScene"),
    "save": ("save_dialog", "SaveDialog"),
    "replay": ("replay_scene", "ReplayScene"),
    "stats": ("stats_scene", "StatsScene"),
}
"""Scene name -> (module under ``tabletop.ui.scenes``, class name)."""


def scene_class(name: str) -> type:
    """The scene class called ``name`` (a key of :data:`SCENES`).

    Raises:
        KeyError: an unknown scene name.
        ImportError: its module cannot be imported.
    """
    module, cls = SCENES[name]
    return getattr(importlib.import_module(f"tabletop.ui.scenes.{module}"), cls)


def open_scene(app: "App", name: str, *args: Any, **kwargs: Any) -> "Scene":
    """A new scene ``name`` built as ``Class(app, *args, **kwargs)`` (not yet shown: pass it
    to ``app.push`` or ``app.reset_to``).

    Raises:
        KeyError, ImportError: as :func:`scene_class`.
    """
    return scene_class(name)(app, *args, **kwargs)
