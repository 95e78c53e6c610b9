"""User settings: a JSON file ``settings.json`` in ``paths.config_dir()``.

A missing file gives the defaults; a damaged file (not JSON, wrong types, values out of range) is
reported in the log and replaced by the defaults (keeping every field that is still valid), so
the app always starts.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any

from tabletop import paths

log = logging.getLogger(__name__)

FILE_NAME = "settings.json"
DEFAULT_NAMES = ["Ana", "Ben", "Chloé", "Dev", "Eli", "Fay"]

DEFAULTS: dict[str, Any] = {
    "volume": 0.8,            # master volume, 0..1
    "mute": False,
    "animation_speed": 1.0,   # factor 0.5..2 (2 = twice as fast)
    "bot_delay_ms": 600,      # pause before a bot's move is shown, 0..3000 ms
    "card_scale": 1.0,        # card size factor 0.75..1.5
    "window_size": [1280, 800],
    "fullscreen": False,
    "player_names": list(DEFAULT_NAMES),
    # The set-up of the last game started (see :func:`_valid_setup`), or None: the new-game
    # screen opens with it when it still fits the game.
    "last_setup": None,
    # Per game, the seat kinds of its last game (tabletop/ui/seat_memory.py).
    "seat_bots": {},
}

_RANGES: dict[str, tuple[float, float]] = {
    "volume": (0.0, 1.0), "animation_speed": (0.5, 2.0), "bot_delay_ms": (0, 3000),
    "card_scale": (0.75, 1.5),
}


def _valid_setup(value: Any) -> bool:
    """The shape of ``last_setup``: None, or ``{"game": str, "players": int, "seats": [{"name":
    str, "bot": str | None}, ...] (one per player), "options": {str: JSON value}}``. Whether it
    still fits a game (known game, count, bots, option values) is the set-up screen's check."""
    if value is None:
        return True
    if not (isinstance(value, dict) and set(value) == {"game", "players", "seats", "options"}):
        return False
    players, seats = value["players"], value["seats"]
    return (isinstance(value["game"], str) and isinstance(players, int)
            and not isinstance(players, bool) and isinstance(seats, list)
            and len(seats) == players and isinstance(value["options"], dict)
            and all(isinstance(s, dict) and set(s) == {"name", "bot"}
                    and isinstance(s["name"], str) and len(s["name"]) <= 24
                    and (s["bot"] is None or isinstance(s["bot"], str)) for s in seats))


def _valid(key: str, value: Any) -> bool:
    if key == "last_setup":
        return _valid_setup(value)
    if key == "seat_bots":
        from tabletop.ui.seat_memory import valid
        return valid(value)
    default = DEFAULTS[key]
    if isinstance(default, bool):
        return isinstance(value, bool)
    if key in _RANGES:
        lo, hi = _RANGES[key]
        return isinstance(value, (int, float)) and not isinstance(value, bool) and lo <= value <= hi
    if key == "window_size":
        return (isinstance(value, list) and len(value) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) and 320 <= v <= 16384
                        for v in value))
    if key == "player_names":
        return (isinstance(value, list) and len(value) == len(DEFAULT_NAMES)
                and all(isinstance(v, str) and 0 < len(v) <= 24 for v in value))
    return False


class Settings:
    """The settings in memory; read with ``settings["volume"]``, change with ``settings.set``.

    Args:
        path: the file (default ``paths.config_dir()/settings.json``, computed at call time).
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else paths.config_dir() / FILE_NAME
        self.values: dict[str, Any] = json.loads(json.dumps(DEFAULTS))
        self.problem = ""
        self._load()

    def _load(self) -> None:
        if not self.path.exists():
            return
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("the file does not hold a JSON object")
        except (OSError, ValueError) as exc:
            self.problem = f"settings file {self.path} is damaged ({exc}); using the defaults"
            log.warning(self.problem)
            self.save()
            return
        bad = [k for k, v in data.items() if k in DEFAULTS and not _valid(k, v)]
        for key, value in data.items():
            if key in DEFAULTS and key not in bad:
                self.values[key] = value
        if bad:
            self.problem = (f"settings file {self.path} had invalid {', '.join(sorted(bad))}; "
                            "those went back to their defaults")
            log.warning(self.problem)
            self.save()

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def set(self, key: str, value: Any) -> None:
        """Change one setting (not yet written; call :meth:`save`).

        Raises:
            KeyError: unknown setting. ValueError: a value of the wrong type or out of range.
        """
        if key not in DEFAULTS:
            raise KeyError(f"no setting {key!r}")
        if isinstance(value, tuple):
            value = list(value)
        if key in _RANGES and isinstance(value, (int, float)) and not isinstance(value, bool):
            lo, hi = _RANGES[key]
            value = type(DEFAULTS[key])(min(hi, max(lo, value)))
        if not _valid(key, value):
            raise ValueError(f"setting {key!r} cannot be {value!r}")
        self.values[key] = value

    def as_dict(self) -> dict[str, Any]:
        """A copy of every setting (what a table receives as read-only settings)."""
        return json.loads(json.dumps(self.values))

    def save(self) -> None:
        """Write the file atomically; a failure is logged, never raised (the app goes on)."""
        tmp = self.path.with_suffix(".json.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(json.dumps(self.values, indent=2, ensure_ascii=False), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError as exc:
            log.warning("could not write settings file %s: %s", self.path, exc)
