"""The template's heuristic bot (every game provides one named ``heuristic``; the bots branch
builds Easy and Hard from it) and its ``evaluate`` hook for the search bot.

Bots see only a view, never the true state.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import Action, Game
from tabletop.games._template.components import value


class HeuristicBot:
    """Plants its highest crop card (ties: the first in the legal list)."""

    name = "heuristic"
    label = "Normal"
    blurb = "Plants its best crop card."

    def choose(self, game: Game, view: dict[str, Any], seat: int, legal: list[Action],
               rng: random.Random) -> Action:
        """The legal action with the highest card value.

        Args:
            game: the rules; view: ``game.view(state, seat)``; seat: the bot's seat;
            legal: ``game.legal_actions(state, seat)`` (not empty); rng: the bot's own
            generator (unused: this bot is deterministic).
        """
        values = self.values(game, view, seat, legal)
        return legal[values.index(max(values))]

    def values(self, game: Game, view: dict[str, Any], seat: int,
               legal: list[Action]) -> list[float]:
        """One estimate per legal action (the card's value; -1 for anything else): Easy's near
        misses and the search's candidates come from these (optional hook)."""
        return [float(value(a["card"])) if a.kind == "plant" else -1.0 for a in legal]


def evaluate(game: Game, state: dict[str, Any], seat: int) -> float:
    """``seat``'s share of the points on the table, 0..1 (higher is better for ``seat``)."""
    scores = game.scores(state)
    total = sum(scores)
    return 0.5 if total == 0 else scores[seat] / total
