"""Potato Tomato: hidden teams of potatoes and tomatoes; burn the other team's cards.

Exposes ``GAME`` (the rules) and ``BOTS``. Rules text for the app:
:mod:`tabletop.games.potato_tomato.help`. Source: Potato Tomato rulebook; rules-decisions.md,
Potato Tomato; docs/rules/potato_tomato.md.
"""

from tabletop.games.potato_tomato.bots import HeuristicBot, evaluate
from tabletop.games.potato_tomato.rules import PotatoTomato

GAME = PotatoTomato()
BOTS = {"heuristic": HeuristicBot}

__all__ = ["GAME", "BOTS", "PotatoTomato", "HeuristicBot", "evaluate"]
