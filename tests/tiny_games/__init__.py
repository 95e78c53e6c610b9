"""Tiny test games proving the decision model (see :mod:`tests.tiny_games.common`).

``TINY_GAMES`` maps each tiny game's id to its :class:`tabletop.engine.Game` instance. They are
not registered in :mod:`tabletop.games`; tests use them directly.
"""

from tabletop.engine import Game
from . import peek, reaction, rps, slap, steal, teams, trash

TINY_GAMES: dict[str, Game] = {m.GAME.info.id: m.GAME for m in (reaction, rps, trash, steal, slap,
                                                                 peek, teams)}

__all__ = ["TINY_GAMES"]
