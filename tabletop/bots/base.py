"""The bot protocol and the random bot, for any registered game."""

from __future__ import annotations

import random
from typing import Any, Protocol

from tabletop.engine import Action, Game


class Bot(Protocol):
    """A seat's automatic player.

    ``choose`` receives only the seat's view (never the true state) and the legal actions,
    and returns one of those actions. It must not mutate its arguments. ``rng`` is the bot's
    own :class:`random.Random`, outside the game state. ``name`` is the id saves and the CLI use;
    ``label`` ("Easy", "Hard"...) and ``blurb`` (one short sentence) are what players read.
    """

    name: str
    label: str
    blurb: str

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"
    needs_view = False  # it never reads the view, so playouts may pass None
    label = "Random"
    blurb = "Plays any legal move at random (for simulations and tests; not an opponent)."

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action:
        """One legal action at random. Raises IndexError when there is none."""
        return rng.choice(legal_actions)
