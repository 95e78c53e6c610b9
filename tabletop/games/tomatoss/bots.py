"""TomaToss bots (placeholder: first action)."""
from __future__ import annotations
import random
from typing import Any
from tabletop.engine import Action, Game


class GreedyBot:
    """Placeholder."""

    name = "greedy"

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action:
        return legal_actions[0]
