"""TomaToss: toss tomato cards at target cards; push your luck with a quick toss.

Exposes ``GAME`` (the rules) and ``BOTS`` (``{"greedy": GreedyBot}``). Rules text for the app:
:mod:`tabletop.games.tomatoss.help`. Source: TomaToss rulebook; rules-decisions.md, TomaToss.
"""

from tabletop.games.tomatoss.bots import GreedyBot
from tabletop.games.tomatoss.rules import TomaToss

GAME = TomaToss()
BOTS = {"greedy": GreedyBot}

__all__ = ["GAME", "BOTS", "TomaToss", "GreedyBot"]
