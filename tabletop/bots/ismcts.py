"""Information-set Monte Carlo tree search (single-observer ISMCTS), for any registered game.

Each iteration deals the unseen cards at random with ``game.determinize(view, seat, rng)``, walks
the shared tree choosing among the actions legal in that deal (UCB1 with availability counts, as
in Cowling, Powley and Whitehouse 2012), plays the rest of the game with a rollout policy, and
credits every seat with its share of the result. It only ever sees the seat's view.
Source: architecture guide, lesson 5.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine import EXTERNAL, Action, Game


@dataclass
class _Node:
    seat: int | None = None          # who chose the action leading into this node's children
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict[Action, "_Node"] = field(default_factory=dict)


def outcome(game: Game, state: dict[str, Any]) -> list[float]:
    """Per-seat reward in [0, 1] for a finished (or cut-off) state: mostly the share of the
    victory, plus a little for the score relative to the best score."""
    scores = game.scores(state)
    top = max(scores) if scores else 0
    if game.is_over(state):
        winners = set(game.winners(state))
        share = [1.0 / len(winners) if s in winners else 0.0 for s in range(len(scores))]
    else:
        leaders = [s for s, v in enumerate(scores) if v == top]
        share = [1.0 / len(leaders) if s in leaders else 0.0 for s in range(len(scores))]
    spread = max(1, top - min(scores)) if scores else 1
    return [0.8 * share[s] + 0.2 * (1 - (top - scores[s]) / spread) for s in range(len(scores))]


class ISMCTSBot:
    """A search bot that works on every game through the engine API alone.

    Args:
        seconds: thinking time per decision (seconds of wall clock).
        max_iterations: an upper bound on iterations (whichever comes first).
        rollout_depth: actions played in a rollout before the state is scored as it stands.
        exploration: the UCB1 constant.
    """

    name = "ismcts"
    label = "Search"
    blurb = "Thinks ahead by playing many imagined games; takes a moment per move."

    def __init__(self, seconds: float = 0.6, max_iterations: int = 2000,
                 rollout_depth: int = 60, exploration: float = 0.7) -> None:
        self.seconds = seconds
        self.max_iterations = max_iterations
        self.rollout_depth = rollout_depth
        self.exploration = exploration

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action:
        """The most visited root action after the search. Raises IndexError when
        ``legal_actions`` is empty."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        root = _Node()
        deadline = time.perf_counter() + self.seconds
        for _ in range(self.max_iterations):
            if time.perf_counter() > deadline:
                break
            state = game.determinize(view, seat, rng)
            self._iterate(game, state, root, rng, root_seat=seat)
        allowed = set(legal_actions)
        best = max((a for a in root.children if a in allowed),
                   key=lambda a: root.children[a].visits, default=None)
        return best if best is not None else rng.choice(legal_actions)

    def _iterate(self, game: Game, state: dict[str, Any], root: _Node, rng: random.Random,
                 root_seat: int) -> None:
        path = [root]
        node = root
        # selection and expansion
        while not game.is_over(state):
            dec = game.decision(state)
            actor = dec.seats[0]
            legal = game.legal_actions(state, actor)
            if actor == EXTERNAL:
                state = game.apply(state, rng.choice(legal), trusted=True)
                continue
            for a in legal:
                child = node.children.get(a)
                if child is not None:
                    child.available += 1
            unexplored = [a for a in legal if a not in node.children]
            if unexplored:
                action = rng.choice(unexplored)
                child = _Node(seat=actor, available=1)
                node.children[action] = child
                state = game.apply(state, action, trusted=True)
                path.append(child)
                break
            action = max(legal, key=lambda a: self._ucb(node.children[a]))
            node = node.children[action]
            state = game.apply(state, action, trusted=True)
            path.append(node)
        # rollout
        for _ in range(self.rollout_depth):
            dec = game.decision(state)
            if dec is None:
                break
            legal = game.legal_actions(state, dec.seats[0])
            state = game.apply(state, rng.choice(legal), trusted=True)
        rewards = outcome(game, state)
        for n in path:
            n.visits += 1
            if n.seat is not None and n.seat >= 0:
                n.reward += rewards[n.seat]

    def _ucb(self, child: _Node) -> float:
        if child.visits == 0:
            return math.inf
        return (child.reward / child.visits
                + self.exploration * math.sqrt(math.log(max(1, child.available)) / child.visits))
