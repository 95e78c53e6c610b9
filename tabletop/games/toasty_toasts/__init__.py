"""Toasty Toasts: pile toppings on toast, find the combos, seal Sandwiches before Time to Eat.

Exposes ``GAME`` (the rules) and ``BOTS`` (``{"heuristic": HeuristicBot}``). Rules text for the
app: :mod:`tabletop.games.toasty_toasts.help`. Source: Toasty Toasts rulebook;
rules-decisions.md, Toasty Toasts; docs/rules/toasty_toasts.md.
"""

from tabletop.games.toasty_toasts.bots import HeuristicBot, evaluate
from tabletop.games.toasty_toasts.rules import ToastyToasts

GAME = ToastyToasts()
BOTS = {"heuristic": HeuristicBot}

__all__ = ["GAME", "BOTS", "ToastyToasts", "HeuristicBot", "evaluate"]
