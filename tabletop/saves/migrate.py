"""Older save formats brought up to the current one.

Version 1 (app 0.0.x, documented in docs/saves.md) differed from version 2 in that it:
    - named the seats ``"players"``: ``[{"name": str, "bot": str | null}]`` (a seat with a bot
      name was a bot, else human);
    - stored ``"actions"`` as bare action objects, without the log lines each produced;
    - stored ``"created"``/``"updated"`` as Unix seconds (numbers);
    - had no ``"summary"``, ``"undo_points"`` or ``"format"`` marker.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.saves import errors
from tabletop.saves.errors import SaveError
from tabletop.saves.times import to_iso

FORMAT_MARK = "tabletop-save"
FORMAT_VERSION = 2
"""The format this version writes (and the newest it reads)."""


def _bad(path: Path, reason: str) -> SaveError:
    return SaveError(path, errors.BAD_SHAPE, f"damaged version 1 save: {reason}")


def _v1_to_v2(doc: dict[str, Any], path: Path) -> dict[str, Any]:
    players = doc.get("players")
    if not isinstance(players, list):
        raise _bad(path, '"players" is not a list')
    seats = []
    for p in players:
        if not isinstance(p, dict) or not isinstance(p.get("name"), str):
            raise _bad(path, "a player has no name")
        bot = p.get("bot")
        seats.append({"name": p["name"], "kind": "human" if bot is None else "bot", "bot": bot})
    actions = doc.get("actions")
    if not isinstance(actions, list):
        raise _bad(path, '"actions" is not a list')
    out = {k: v for k, v in doc.items() if k != "players"}
    out.update(format=FORMAT_MARK, format_version=2, seats=seats,
               actions=[{"action": a} for a in actions], undo_points=[])
    for key in ("created", "updated"):
        value = doc.get(key)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise _bad(path, f'"{key}" is not a time')
        try:
            out[key] = to_iso(value)
        except (OverflowError, OSError, ValueError):
            raise _bad(path, f'"{key}" is out of range') from None
    return out


_STEPS = {1: _v1_to_v2}


def migrate(doc: dict[str, Any], path: Path) -> dict[str, Any]:
    """``doc`` in the current format (a new dict; ``doc`` is unchanged).

    Raises:
        SaveError: ``newer`` (written by a newer app), ``bad_shape`` (no usable version or a
            damaged old save).
    """
    version = doc.get("format_version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(path, errors.BAD_SHAPE, "not a Tabletop save (no format version)")
    if version > FORMAT_VERSION:
        raise SaveError(path, errors.NEWER,
                        f"written by a newer version of Tabletop (save format {version}; this "
                        f"version reads up to {FORMAT_VERSION}); update the app to open it")
    if version < 1:
        raise SaveError(path, errors.BAD_SHAPE, f"unknown save format {version}")
    while version < FORMAT_VERSION:
        doc = _STEPS[version](doc, path)
        version = doc["format_version"]
    return doc
