"""The Big Fat Tomato Game: grow, protect and bank tomatoes; pester the other plots.

Exposes ``GAME`` (the rules) and ``BOTS``. Rules text for the app:
:mod:`tabletop.games.big_fat_tomato.help`. Source: The Big Fat Tomato Game rulebook;
rules-decisions.md, The Big Fat Tomato Game; docs/rules/big_fat_tomato.md.
"""

from tabletop.games.big_fat_tomato.bots import HeuristicBot, evaluate
from tabletop.games.big_fat_tomato.rules import BigFatTomato

GAME = BigFatTomato()
BOTS = {"heuristic": HeuristicBot}

__all__ = ["GAME", "BOTS", "BigFatTomato", "HeuristicBot", "evaluate"]
