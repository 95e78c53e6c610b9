"""Bots: ``get(name, game_id)``, ``names(game_id)`` and the player-facing ``label(name, game_id)``
(and ``blurb``) shown by the UI instead of the bot's name.

Generic bots work on every game (``random``, then ``ismcts``, the search bot with random
rollouts); a game package may add its own in ``BOTS`` (a dict of name -> class, weakest first),
e.g. TomaToss's ``greedy``. The list is weakest first, so a game's own heuristic bot, listed last,
is taken as the strongest (measured: TomaToss greedy beats ismcts at 0.15 s per decision in 15 of
16 two-player games).
"""

from __future__ import annotations

import importlib
from typing import Any

from tabletop.bots.base import Bot, RandomBot
from tabletop.bots.ismcts import ISMCTSBot

_GENERIC: dict[str, Any] = {"random": RandomBot}
_SEARCH: dict[str, Any] = {"ismcts": ISMCTSBot}


def _game_bots(game_id: str) -> dict[str, Any]:
    try:
        module = importlib.import_module(f"tabletop.games.{game_id}")
    except ModuleNotFoundError:
        return {}
    return dict(getattr(module, "BOTS", {}))


def names(game_id: str) -> list[str]:
    """Bot names usable for this game, weakest first (the last is the strongest)."""
    own = [n for n in _game_bots(game_id) if n not in _GENERIC and n not in _SEARCH]
    return list(_GENERIC) + list(_SEARCH) + own


def get(name: str, game_id: str) -> Bot:
    """A new bot called ``name`` for ``game_id``.

    Raises:
        KeyError: no such bot for this game (the message lists the ones there are).
    """
    table = {**_GENERIC, **_game_bots(game_id), **_SEARCH}
    if name not in table:
        raise KeyError(f"no bot {name!r} for {game_id}; choose from {', '.join(names(game_id))}")
    return table[name]()


def _class(name: str, game_id: str) -> Any:
    return {**_GENERIC, **_game_bots(game_id), **_SEARCH}.get(name)


def label(name: str, game_id: str) -> str:
    """The player-facing level of bot ``name`` for ``game_id`` ("Easy", "Search", "Hard"): the
    class's ``label`` attribute. Bot names (ids) stay what saves and the CLI use; only the UI
    shows labels. An unknown name (an old save) or a bot without a label shows its name."""
    cls = _class(name, game_id)
    return str(getattr(cls, "label", "") or name)


def blurb(name: str, game_id: str) -> str:
    """A short player-facing sentence on how bot ``name`` plays ("" when unknown)."""
    return str(getattr(_class(name, game_id), "blurb", "") or "")


def strongest(game_id: str) -> Bot:
    """The strongest bot for ``game_id`` (the hint engine)."""
    return get(names(game_id)[-1], game_id)


__all__ = ["Bot", "RandomBot", "blurb", "get", "label", "names", "strongest"]
