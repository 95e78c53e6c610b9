"""Diced Tomatoes: roll dice onto tomato vines; 1-6 players (1 = solo mode).

Exposes ``GAME`` (the rules) and ``BOTS`` (``{"heuristic": HeuristicBot}``).
"""

from tabletop.games.diced_tomatoes.bots import HeuristicBot
from tabletop.games.diced_tomatoes.rules import DicedTomatoes

GAME = DicedTomatoes()
BOTS = {"heuristic": HeuristicBot}

__all__ = ["GAME", "BOTS", "DicedTomatoes", "HeuristicBot"]
