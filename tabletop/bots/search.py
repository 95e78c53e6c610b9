"""Hard: information-set search over deals of the unseen cards, for any registered game.

The bot sees only its seat's view. Each sample deals everything the seat cannot see at random
with ``game.determinize(view, seat, rng)`` and plays every candidate action in that same deal,
then lets the game's heuristic bot play all seats to the end (or for ``rollout_depth`` actions)
from the same random numbers, and scores the result with the game's ``evaluate`` hook. Playing
all candidates in the same deals with the same dice (common random numbers) lets a few dozen
samples tell the candidates apart. Candidates are the heuristic's best few actions (its
``values`` hook, the move ordering); successive halving spends the budget on the ones that stay
ahead; when the samples cannot tell two candidates apart the heuristic's order decides.

The budget is counted in rollouts (``iterations``), so the choice depends only on the view, the
seed and the budget; ``seconds`` is only a safety cap (None: none), checked between deals.
Source: architecture guide, lesson 5 (bots see views; search over determinizations).
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from tabletop.bots import hooks
from tabletop.engine import EXTERNAL, Action, Game

DEFAULT_ITERATIONS = 48
"""Rollouts per decision (measured: median decision 0.3-0.5 s on one busy core, 2 players)."""
AUTO_DEPTH = 16
"""Rollout length (actions) for a game with its own ``evaluate``: about a round of turns."""
DEFAULT_SECONDS = 2.5
"""Safety cap per decision, seconds of wall clock (the budget in rollouts normally ends first)."""


class SearchBot:
    """The Hard level: determinized rollouts with the heuristic as playout policy.

    Args:
        iterations: rollouts per decision (the strength knob; >= 1).
        seconds: wall-clock cap per decision in seconds, or None for no cap (reproducible runs).
        candidates: at most this many of the heuristic's best actions are searched.
        rollout_depth: actions played in a rollout before the position is evaluated
            (None: to the end of the game; "auto": ``AUTO_DEPTH`` when the game has its own
            ``evaluate`` hook, else to the end).
        prior: how much the heuristic's order counts against the rollout means (0..1 scale of
            the evaluation); it breaks near ties the heuristic's way.
    """

    name = "hard"
    label = "Hard"
    blurb = "Thinks ahead: tries its best moves in many imagined deals and dice rolls."
    heavy = True  # worth a worker process (tabletop.ui.bot_worker)

    def __init__(self, iterations: int = DEFAULT_ITERATIONS,
                 seconds: float | None = DEFAULT_SECONDS, candidates: int = 6,
                 rollout_depth: int | None | str = "auto", prior: float = 0.01) -> None:
        if iterations < 1:
            raise ValueError("iterations must be at least 1")
        self.iterations = iterations
        self.seconds = seconds
        self.candidates = candidates
        self.rollout_depth = rollout_depth
        self.prior = prior
        self.stats: dict[str, Any] = {}

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action:
        """The candidate with the best mean evaluation. Raises IndexError when
        ``legal_actions`` is empty; never mutates ``view`` or ``legal_actions``."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        policy = hooks.heuristic(game.info.id)
        evaluate = hooks.evaluate_for(game.info.id)
        depth = self.rollout_depth
        if depth == "auto":
            depth = AUTO_DEPTH if evaluate is not hooks.score_evaluate else None
        order = self._ordered(policy, game, view, seat, legal_actions, rng)
        alive = order[:max(1, min(self.candidates, self.iterations))]  # each gets a rollout
        if len(alive) == 1:
            return alive[0]
        rank = {a: i for i, a in enumerate(alive)}
        total = {a: 0.0 for a in alive}
        count = {a: 0 for a in alive}
        rounds = max(1, math.ceil(math.log2(len(alive))))
        budget = self.iterations
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        used = 0
        for r in range(rounds):
            share = max(1, (budget - used) // ((rounds - r) * len(alive)))
            for _ in range(share):
                if deadline is not None and time.perf_counter() > deadline:
                    break
                deal_seed, roll_seed = rng.getrandbits(62), rng.getrandbits(62)
                state = game.determinize(view, seat, random.Random(deal_seed))
                legal_here = set(game.legal_actions(state, seat))
                for action in alive:
                    if action not in legal_here:
                        continue
                    after = game.apply(state, action, trusted=True)
                    end = _rollout(game, after, policy, random.Random(roll_seed), depth)
                    total[action] += evaluate(game, end, seat)
                    count[action] += 1
                    used += 1
            alive.sort(key=lambda a: self._score(total[a], count[a], rank[a]), reverse=True)
            if r < rounds - 1:
                alive = alive[:max(1, (len(alive) + 1) // 2)]
        self.stats = {"rollouts": used, "candidates": len(rank)}
        return alive[0]

    def _score(self, total: float, count: int, rank: int) -> float:
        mean = total / count if count else 0.0
        return mean - self.prior * rank

    @staticmethod
    def _ordered(policy: Any, game: Game, view: dict[str, Any], seat: int,
                 legal: list[Action], rng: random.Random) -> list[Action]:
        """The legal actions, most promising first: by the heuristic's ``values`` when it has
        them, else its own choice first and the others shuffled."""
        values = hooks.action_values(policy, game, view, seat, legal)
        if values is not None:
            ranked = sorted(range(len(legal)), key=lambda i: (-values[i], i))
            return [legal[i] for i in ranked]
        first = policy.choose(game, view, seat, list(legal), rng)
        rest = [a for a in legal if a != first]
        rng.shuffle(rest)
        return [first] + rest


def _rollout(game: Game, state: dict[str, Any], policy: Any, rng: random.Random,
             depth: int | None) -> dict[str, Any]:
    """Play ``state`` on with ``policy`` for every seat (EXTERNAL outcomes at random) to the end
    or for ``depth`` actions; returns the last state."""
    steps = 0
    needs_view = getattr(policy, "needs_view", True)
    while depth is None or steps < depth:
        dec = game.decision(state)
        if dec is None:
            break
        actor = dec.seats[0]
        legal = game.legal_actions(state, actor)
        if actor == EXTERNAL or len(legal) == 1:
            action = legal[0] if len(legal) == 1 else rng.choice(legal)
        else:
            view = game.view(state, actor) if needs_view else None
            action = policy.choose(game, view, actor, legal, rng)
        state = game.apply(state, action, trusted=True)
        steps += 1
    return state
