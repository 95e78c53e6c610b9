"""Hard: information-set search over deals of the unseen cards, for any registered game.

The bot sees only its seat's view. Each sample deals everything the seat cannot see at random
with ``game.determinize(view, seat, rng)`` and plays every candidate action in that same deal,
then lets the game's heuristic bot play all seats to the end (or for ``rollout_depth`` actions)
from the same random numbers, and scores the result with the game's ``evaluate`` hook. Playing
all candidates in the same deals with the same dice (common random numbers) lets a few dozen
samples tell the candidates apart. Candidates are the heuristic's best few actions (its
``values`` hook, the move ordering); each is measured by its advantage over the heuristic's own
choice in the same deals, successive halving spends the budget on the ones that stay ahead, and
the heuristic's choice is left only when an advantage is clear of the noise.

The budget is counted in rollouts (``iterations``), so the choice depends only on the view, the
seed and the budget; ``seconds`` is only a safety cap (None: none), checked between deals. A
game sets its own budget and knobs in its ``SEARCH`` hook (:func:`hooks.search_settings`): a
game with cheap rollouts and close moves (TomaToss) affords more of them in the same time. A
game may also name the decisions worth searching (its ``SEARCHED`` hook,
:func:`hooks.searched`); at the others the heuristic's move is played at once.
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
"""Rollouts per decision for a game whose ``SEARCH`` hook sets none (Diced Tomatoes: CPU per
decision median 0.29 s, p95 0.53 s; what one free core takes, the shared 2-core test machine
stretched wall time 10-20 fold). Each game's budget and figures: docs/bots.md,
docs/bots-figures.md."""
AUTO_DEPTH = 16
"""Rollout length (actions) for a game with its own ``evaluate``: about a round of turns."""
DEAL_DRAWS = 6
"""Deals drawn per sample for a game with a ``deal_likelihood`` hook; one is kept in proportion
to its likelihood (sampling-importance-resampling: the deals then follow what the seat has
inferred, not only the card counts)."""
EXTRA_WINS = 2
"""At most this many actions that end the game with the bot among the winners (in every
probe deal) join the candidates when the heuristic's best few leave them out (:func:`_winning`)."""
WIN_PROBES = 4
"""Deals an action must win at once in to join the candidates as a game-ending win."""
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
        confidence: how many standard errors a candidate's advantage over the heuristic's own
            choice (measured in the same deals) must stand clear of zero to be played instead.
        differing: the fewest deals in which a candidate's score must differ from the
            heuristic's choice's for it to be played instead (0: no such floor).

    ``iterations``, ``candidates``, ``confidence`` and ``differing`` left None, and
    ``rollout_depth`` left "game", take the game's ``SEARCH`` hook, else the defaults (see
    :meth:`settings`).

    Raises:
        ValueError: ``iterations`` below 1.
    """

    name = "hard"
    label = "Hard"
    blurb = "Thinks ahead: plays its best few moves out in many imagined games before choosing."
    heavy = True  # worth a worker process (tabletop.ui.bot_worker)

    def __init__(self, iterations: int | None = None,
                 seconds: float | None = DEFAULT_SECONDS, candidates: int | None = None,
                 rollout_depth: int | None | str = "game", confidence: float | None = None,
                 differing: int | None = None) -> None:
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        self.iterations = iterations
        self.seconds = seconds
        self.candidates = candidates
        self.rollout_depth = rollout_depth
        self.confidence = confidence
        self.differing = differing
        self.stats: dict[str, Any] = {}

    def settings(self, game_id: str) -> dict[str, Any]:
        """The settings this bot searches ``game_id`` with: its own arguments where given, else
        the game's ``SEARCH`` hook (:func:`tabletop.bots.hooks.search_settings`), else the
        defaults (``iterations`` :data:`DEFAULT_ITERATIONS`, ``candidates`` 4,
        ``rollout_depth`` "auto", ``confidence`` 1.0, ``differing`` 0). Raises ValueError as
        the hook does."""
        game_wide = {"iterations": DEFAULT_ITERATIONS, "candidates": 4,
                     "rollout_depth": "auto", "confidence": 1.0, "differing": 0,
                     **hooks.search_settings(game_id)}
        own = {"iterations": self.iterations, "candidates": self.candidates,
               "confidence": self.confidence, "differing": self.differing}
        out = {**game_wide, **{k: v for k, v in own.items() if v is not None}}
        if self.rollout_depth != "game":
            out["rollout_depth"] = self.rollout_depth
        return out

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action:
        """The candidate with the best mean evaluation; at a decision the game's ``SEARCHED``
        hook leaves out (:func:`tabletop.bots.hooks.searched`), the heuristic's (Normal's) own
        move, with no rollouts. Raises IndexError when ``legal_actions`` is empty; never
        mutates ``view`` or ``legal_actions``."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        mixed = hooks.mixed_pick(game, view, legal_actions, rng)   # a secret hand: at random
        if mixed is not None:
            return mixed
        if not hooks.searched(game, view):    # the game's SEARCHED hook: Normal's move as it is
            self.stats = {"rollouts": 0, "candidates": 0, "deviated": 0}
            return hooks.heuristic(game.info.id).choose(game, view, seat, list(legal_actions),
                                                        rng)
        cfg = self.settings(game.info.id)
        iterations, confidence = int(cfg["iterations"]), float(cfg["confidence"])
        differing = int(cfg["differing"])
        policy = hooks.heuristic(game.info.id)
        evaluate = hooks.evaluate_for(game.info.id)
        depth = cfg["rollout_depth"]
        if depth == "auto":
            depth = AUTO_DEPTH if evaluate is not hooks.score_evaluate else None
        likelihood = hooks.deal_likelihood_for(game, view, seat)
        order = self._ordered(policy, game, view, seat, legal_actions, rng)
        alive = order[:max(1, min(int(cfg["candidates"]), iterations))]  # each gets a rollout
        alive += [a for a in _winning(game, view, seat, order) if a not in alive][:EXTRA_WINS]
        if len(alive) == 1:
            return alive[0]
        anchor, others = alive[0], alive[1:]
        diffs: dict[Action, list[float]] = {a: [] for a in others}
        rounds = max(1, math.ceil(math.log2(len(others) + 1)))
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        used = 0
        for r in range(rounds):
            share = max(1, (iterations - used) // ((rounds - r) * (len(others) + 1)))
            for _ in range(share):
                if deadline is not None and time.perf_counter() > deadline:
                    break
                deal_seed, roll_seed = rng.getrandbits(62), rng.getrandbits(62)
                state = pick_deal(game, view, seat, random.Random(deal_seed), likelihood)
                legal_here = set(game.legal_actions(state, seat))
                scored = {}
                for action in [anchor] + others:
                    if action in legal_here:
                        after = game.apply(state, action, trusted=True)
                        end = _rollout(game, after, policy, random.Random(roll_seed), depth)
                        scored[action] = evaluate(game, end, seat)
                        used += 1
                if anchor in scored:
                    for action in others:
                        if action in scored:
                            diffs[action].append(scored[action] - scored[anchor])
            others.sort(key=lambda a: _mean(diffs[a]), reverse=True)
            if r < rounds - 1:
                others = others[:max(1, len(others) // 2)]
        self.stats = {"rollouts": used, "candidates": len(alive)}
        # Leave the heuristic's choice only for a candidate whose paired advantage stands
        # ``confidence`` standard errors clear of zero: picking the best of noisy means would
        # favour the riskiest move (the winner's curse). Nor for one that differs from it in
        # only a few deals: one lucky deal among ties has a standard error as small as its
        # mean, and where the rollouts cannot tell two moves apart the heuristic's preference
        # (what lies past the rollout's horizon) is the better guide.
        best, best_bound = anchor, 0.0
        for action in others:
            if sum(1 for d in diffs[action] if d != 0.0) < differing:
                continue
            bound = _mean(diffs[action]) - confidence * _stderr(diffs[action])
            if bound > best_bound:
                best, best_bound = action, bound
        self.stats["deviated"] = int(best != anchor)
        return best

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


def _winning(game: Game, view: dict[str, Any], seat: int,
             order: list[Action]) -> list[Action]:
    """The actions of ``order`` that end the game at once with ``seat`` among the winners in
    each of :data:`WIN_PROBES` deals of the unseen cards (drawn with generators of their own,
    so the search's deals are the same with or without this check): a game-ending toss that
    the heuristic ranks low (it weighs points, not the end of the game) still gets searched,
    and a gamble that happened to win one deal is left out. Source: architecture guide,
    lesson 5 (search over determinizations)."""
    out = list(order)
    for probe in range(WIN_PROBES):
        state = game.determinize(view, seat, random.Random(probe))
        kept = []
        for action in out:
            try:
                after = game.apply(state, action, trusted=True)
            except Exception:      # not allowed in this deal: not a sure thing
                continue
            if game.is_over(after) and seat in game.winners(after):
                kept.append(action)
        out = kept
        if not out:
            break
    return out


def pick_deal(game: Game, view: dict[str, Any], seat: int, rng: random.Random,
              likelihood: Any = None) -> dict[str, Any]:
    """A full state consistent with ``view`` (seat ``seat``'s view): ``game.determinize``'s
    deal, or with ``likelihood`` (a function of a state giving its log-likelihood, the game's
    ``deal_likelihood`` hook) one of :data:`DEAL_DRAWS` deals, drawn in proportion to their
    likelihoods. Raises what ``determinize`` raises."""
    if likelihood is None:
        return game.determinize(view, seat, rng)
    deals = [game.determinize(view, seat, rng) for _ in range(DEAL_DRAWS)]
    logs = [likelihood(d) for d in deals]
    top = max(logs)
    return rng.choices(deals, [math.exp(v - top) for v in logs])[0]


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


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else float("-inf")


def _stderr(values: list[float]) -> float:
    """The standard error of the mean of ``values`` (infinite below two samples)."""
    n = len(values)
    if n < 2:
        return float("inf")
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)
