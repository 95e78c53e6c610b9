"""The generic playout driver: plays any registered game with any bots to the end.

Used by ``tabletop simulate``, ``tabletop bench`` and the generic simulation test.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from tabletop.engine.action import EXTERNAL, Action
from tabletop.engine.game import Game, State

Chooser = Callable[[Game, dict[str, Any], int, list[Action], random.Random], Action]


def playout(game: Game, state: State, bots: Sequence[Any], rng: random.Random,
            max_steps: int = 100_000,
            on_step: Callable[[State, Action, State], None] | None = None) -> tuple[State, list[Action]]:
    """Play from ``state`` to the end.

    Args:
        game: the rules.
        state: where to start (left unchanged).
        bots: one bot per seat (objects with ``choose(game, view, seat, legal, rng)``); a bot
            with the attribute ``needs_view = False`` receives ``view=None``.
        rng: the bots' randomness (outside the game state); EXTERNAL outcomes are drawn from it.
        max_steps: a safety limit.
        on_step: called with (before, action, after) after every action.

    Returns:
        The final state and the actions taken.

    Raises:
        RuntimeError: the game did not end within ``max_steps`` or a decision had no action.
    """
    actions: list[Action] = []
    for _ in range(max_steps):
        dec = game.decision(state)
        if dec is None:
            return state, actions
        seat = dec.seats[0]
        legal = game.legal_actions(state, seat)
        if not legal:
            raise RuntimeError(f"{game.info.id}: {dec.kind} for seat {seat} has no legal action")
        if seat == EXTERNAL:
            action = rng.choice(legal)
        else:
            bot = bots[seat]
            # A bot that declares ``needs_view = False`` (the random bot) is spared the view,
            # as OpenSpiel's random rollouts skip observations.
            view = game.view(state, seat) if getattr(bot, "needs_view", True) else None
            action = bot.choose(game, view, seat, legal, rng)
        # An action handed back from the very list is applied without re-checking it.
        new = game.apply(state, action, trusted=any(a is action for a in legal))
        if on_step is not None:
            on_step(state, action, new)
        state = new
        actions.append(action)
    raise RuntimeError(f"{game.info.id}: no end after {max_steps} steps")
