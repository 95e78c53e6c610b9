"""A copyable minimal game: the starting point of a new game package. Not a real game and not
registered: ``_template`` is in no catalogue line (``tabletop.games._CATALOG``), so
``games.ids()``, ``games.catalog()`` and the set-up screen never show it. Its own test
(tests/test_game_template.py) runs the generic checks on it so the copy starts green.

To start a game, follow the checklist in docs/engine.md ("Adding a game"): copy this folder
to ``tabletop/games/<id>/``, then replace the made-up rules with the game's.

Exposes ``GAME`` (the rules) and ``BOTS`` (``{"heuristic": HeuristicBot}``).
"""

from tabletop.games._template.bots import HeuristicBot
from tabletop.games._template.rules import TemplateGame

GAME = TemplateGame()
BOTS = {"heuristic": HeuristicBot}

__all__ = ["BOTS", "GAME", "HeuristicBot", "TemplateGame"]
