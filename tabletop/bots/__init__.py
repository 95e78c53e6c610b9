"""Bots: the three levels every game offers, and the names saves and the CLI use.

Every game gets the same levels, built from its own heuristic bot through the hooks in
:mod:`tabletop.bots.hooks`: ``easy`` (the heuristic with human-like slips), ``normal`` (the
heuristic) and ``hard`` (the search, :class:`tabletop.bots.search.SearchBot`). The UI shows
their labels "Easy", "Normal", "Hard" (``label``); saves and ``tabletop simulate`` use the names.

Other names still work for simulations, tests and old saves: ``random`` (uniform random, never
offered as an opponent), ``ismcts`` (the old search: now Hard) and the game's own ``BOTS`` names
(TomaToss ``greedy``, Diced Tomatoes ``heuristic``: Normal).
"""

from __future__ import annotations

from typing import Any

from tabletop.bots import hooks
from tabletop.bots.base import Bot, RandomBot
from tabletop.bots.levels import EasyBot, NormalBot
from tabletop.bots.search import SearchBot

LEVELS: dict[str, Any] = {"easy": EasyBot, "normal": NormalBot, "hard": SearchBot}
"""The levels offered as opponents, weakest first."""
_OLD: dict[str, str] = {"ismcts": "hard"}
"""Old names still found in saves, and the level that now plays them."""


def _table(game_id: str) -> dict[str, Any]:
    own = hooks.own_bots(game_id)
    return {"random": RandomBot, **own, **{old: LEVELS[new] for old, new in _OLD.items()},
            **LEVELS}


def names(game_id: str) -> list[str]:
    """The levels offered for this game, weakest first: ``["easy", "normal", "hard"]``."""
    return list(LEVELS)


def known(game_id: str) -> list[str]:
    """Every bot name that plays this game: the levels, ``random``, old names and the game's
    own ``BOTS`` names (saves naming any of them load)."""
    return list(_table(game_id))


def level(name: str, game_id: str) -> str | None:
    """The level a bot name stands for (``"greedy"`` -> ``"normal"``, ``"ismcts"`` ->
    ``"hard"``); None for ``random`` and unknown names."""
    if name in LEVELS:
        return name
    if name in _OLD:
        return _OLD[name]
    if name in hooks.own_bots(game_id):
        return "normal"
    return None


def get(name: str, game_id: str) -> Bot:
    """A new bot called ``name`` for ``game_id``.

    Raises:
        KeyError: no such bot for this game (the message lists the levels).
    """
    table = _table(game_id)
    if name not in table:
        raise KeyError(f"no bot {name!r} for {game_id}; choose from {', '.join(names(game_id))}"
                       " (or random)")
    return table[name]()


def label(name: str, game_id: str) -> str:
    """The player-facing level of bot ``name`` ("Easy", "Normal", "Hard"; "Random" for the
    random bot). Names stay what saves and the CLI use; only the UI shows labels. An unknown
    name (a save from elsewhere) shows itself."""
    lv = level(name, game_id)
    if lv is not None:
        return LEVELS[lv].label
    return "Random" if name == "random" else name


def blurb(name: str, game_id: str) -> str:
    """A short player-facing sentence on how bot ``name`` plays ("" when unknown)."""
    lv = level(name, game_id)
    if lv is not None:
        return str(LEVELS[lv].blurb)
    return RandomBot.blurb if name == "random" else ""


def strongest(game_id: str) -> Bot:
    """The strongest level for ``game_id`` (Hard; the hint engine)."""
    return get(names(game_id)[-1], game_id)


__all__ = ["LEVELS", "Bot", "EasyBot", "NormalBot", "RandomBot", "SearchBot", "blurb", "get",
           "known", "label", "level", "names", "strongest"]
