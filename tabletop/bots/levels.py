"""Easy and Normal: the game's heuristic bot, as it is (Normal) or with human-like slips (Easy).

Easy plays the heuristic's move most of the time; otherwise it takes one of the next few moves
the heuristic likes (an oversight: a decent move, not the best), the nearer ones more often. It
never picks a move the heuristic rates below the median move, so it stays sensible: it does not
throw cards away or help a rival for nothing. With a heuristic that has no ``values`` hook, a
slip overlooks moves instead: each move but the heuristic's pick is noticed with even odds, and
the heuristic picks the best of the noticed ones (the best move it saw, not a random one).
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.bots import hooks
from tabletop.engine import Action, Game

SLIP = 0.6
"""Chance that Easy does not play the heuristic's best move at a real choice (a game may set
its own, ``EASY_SLIP`` in its bots module: :func:`tabletop.bots.hooks.easy_slip`). Measured
with 600 games each: Normal beats Easy about 80% of the time in Diced Tomatoes at 0.6, and in
TomaToss at 0.8 (at 0.6 only 69%: its heuristic's next-best moves are nearly as good)."""
NEAR = 5
"""Easy's slip is one of this many next-best moves."""


class NormalBot:
    """Normal: the game's heuristic bot (``BOTS["heuristic"]``), under the level's name."""

    name = "normal"
    label = "Normal"
    blurb = "Plays the move that looks best right now."

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action:
        """The heuristic's choice (a secret simultaneous choice mixed at random:
        :func:`tabletop.bots.hooks.mixed_pick`). Raises IndexError when ``legal_actions`` is
        empty."""
        mixed = hooks.mixed_pick(game, view, legal_actions, rng)
        if mixed is not None:
            return mixed
        return hooks.heuristic(game.info.id).choose(game, view, seat, legal_actions, rng)


class EasyBot:
    """Easy: the heuristic with human-like slips (see the module docstring).

    Args:
        slip: chance of not playing the heuristic's best move (0..1); None: the game's
            ``EASY_SLIP``, else :data:`SLIP`.
    """

    name = "easy"
    label = "Easy"
    blurb = "Plays sensibly but now and then misses the best move."

    def __init__(self, slip: float | None = None) -> None:
        self.slip = slip

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action:
        """The heuristic's move, or now and then a near miss. Raises IndexError when
        ``legal_actions`` is empty."""
        mixed = hooks.mixed_pick(game, view, legal_actions, rng)
        if mixed is not None:
            return mixed
        policy = hooks.heuristic(game.info.id)
        slip = self.slip if self.slip is not None else hooks.easy_slip(game.info.id, SLIP)
        values = hooks.action_values(policy, game, view, seat, legal_actions)
        if values is None:
            pick = policy.choose(game, view, seat, legal_actions, rng)
            if rng.random() >= slip:
                return pick
            noticed = [a for a in legal_actions if a != pick and rng.random() < 0.5]
            if not noticed:
                return pick
            try:
                other = policy.choose(game, view, seat, noticed, rng)
            except Exception:  # a heuristic that needs the whole list: keep its own pick
                return pick
            return other if other in noticed else pick
        order = sorted(range(len(values)), key=lambda i: -values[i])
        best = values[order[0]]
        floor = values[order[len(order) // 2]]  # the median move
        near = [i for i in order[1:1 + NEAR] if values[i] >= floor]
        if not near or rng.random() >= slip:
            ties = [i for i in order if values[i] >= best - 1e-9]
            return legal_actions[rng.choice(ties)]
        weights = [1.0 / (k + 1) for k in range(len(near))]
        return legal_actions[rng.choices(near, weights)[0]]
