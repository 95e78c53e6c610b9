"""Diced Tomatoes bots (placeholder heuristic, replaced below)."""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import Action, Game


class HeuristicBot:
    """Placeholder."""

    name = "heuristic"

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal_actions)
