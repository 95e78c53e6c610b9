"""The game registry: ``get(game_id)``, ``ids()`` and ``catalog()``.

Each game is a package ``tabletop.games.<id>`` exposing ``GAME`` (a :class:`Game`). A game whose
package is not there yet is listed by :func:`catalog` as not playable. Source: architecture
guide, lesson 13.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass

from tabletop.engine import Game, GameNotAvailable

_CATALOG: tuple[tuple[str, str], ...] = (
    ("tomatoss", "TomaToss"),
    ("big_fat_tomato", "The Big Fat Tomato Game"),
    ("potato_tomato", "Potato Tomato"),
    ("diced_tomatoes", "Diced Tomatoes"),
    ("toasty_toasts", "Toasty Toasts"),
)
_loaded: dict[str, Game] = {}


@dataclass(frozen=True)
class CatalogEntry:
    """A game the product knows of: its id, display name and whether it can be played."""

    id: str
    name: str
    playable: bool


def _available(game_id: str) -> bool:
    return importlib.util.find_spec(f"tabletop.games.{game_id}") is not None


def get(game_id: str) -> Game:
    """The game with this id.

    Raises:
        GameNotAvailable: unknown id, or a game not playable in this version.
    """
    if game_id in _loaded:
        return _loaded[game_id]
    if game_id not in dict(_CATALOG):
        raise GameNotAvailable(f"unknown game {game_id!r}; known: {', '.join(dict(_CATALOG))}")
    if not _available(game_id):
        raise GameNotAvailable(f"{dict(_CATALOG)[game_id]} is not playable in this version yet")
    game = importlib.import_module(f"tabletop.games.{game_id}").GAME
    _loaded[game_id] = game
    return game


def ids() -> list[str]:
    """The ids of every playable game, in catalogue order."""
    return [gid for gid, _ in _CATALOG if _available(gid)]


def catalog() -> list[CatalogEntry]:
    """All five games, playable or not, in catalogue order (for the set-up screen)."""
    return [CatalogEntry(gid, name, _available(gid)) for gid, name in _CATALOG]
