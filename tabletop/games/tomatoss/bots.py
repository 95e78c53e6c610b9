"""The greedy TomaToss bot: scores every legal action one token ahead, from its view only.

Score of an action = the points it brings now (expected points for a quick toss, using
``GAME.quick_toss_chance``) + the worth of the hand it leaves (:func:`hand_worth`) + the basket
bonus it sets up. Discards keep the hand with the highest worth.

Every quick toss is legal, hopeless ones with cards too (rules-decisions.md, TomaToss). The bot
does not score a hopeless quick toss that plays cards: the empty quick toss at the same space is
always listed beside it and scores at least as well (same basket bonus; a hand never loses worth
by keeping cards; and an empty quick toss that could succeed gains its quick toss points, never
less than the basic points a hand ready for that target would lose). This keeps the bot's
choice as it was and its time small when the hand offers hundreds of quick tosses.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from typing import Any

from tabletop.bots.hooks import standing
from tabletop.engine import Action, Game
from tabletop.games.tomatoss.components import HAND_LIMIT, TOMATO_VALUES
from tabletop.games.tomatoss.conditions import hopeless, success_values, toss_options
from tabletop.games.tomatoss.views import chance_from_pool, reveal_pool

SEARCH = {"iterations": 512, "candidates": 4, "rollout_depth": 4}
"""The Hard search's settings for this game (tabletop.bots.hooks.search_settings): Normal's 4
best moves, each played on for 4 actions (the rest of the turn, about) and scored; 512
rollouts in all, shared out by successive halving. Short rollouts tell close moves apart with
far less noise than 16 actions: at the same CPU, 128 rollouts of 16 actions left 0.0101 of the
evaluation on the table per decision against a 600-deal reference, 512 of 4 actions 0.0065
(Normal's own move 0.0134; docs/bots-figures.md, Session 12). About 0.35 s of CPU per decision
at the median."""

Target = dict[str, Any]

CARD_WORTH = 0.3
"""Worth of one more card in hand (up to the hand limit): more cards, more choices."""
READY_SHARE = 0.5
"""Share of the best basic points the hand can already toss for."""
OTHER_READY_SHARE = 0.2
"""Share of the basic points of the other targets it can toss at (the cards are shared)."""
DRAW_WORTH = 0.9
"""Worth of a blind basket draw: a card plus the chance it completes a target."""
HOPELESS_PENALTY = 0.05
"""Keeps a sure-miss quick toss below a useless but harmless placement."""
EASY_SLIP = 0.9
"""How often the Easy level misses the best move (tabletop.bots.levels): its next-best moves
are nearly as good here, so it must miss often to lose as a beginner would (measured with 400
games, seed 2026: Normal beats it 74% of the time at 0.8, 84% at 0.95; docs/bots-figures.md)."""
SKIPPED = -1000.0
"""The value given to a hopeless quick toss that plays cards (never chosen)."""


def hand_worth(hand: tuple[int, ...], targets: list[Target]) -> float:
    """How good ``hand`` (sorted values) is against the face-up ``targets``: part of the basic
    points of the best target it can toss at now and less of the others, plus a little per card
    (up to the hand limit), plus a hair per value point (the tie-break counts hand values)."""
    ready = sorted((t["basic"] for t in targets if toss_options(t["type"], hand)), reverse=True)
    worth = READY_SHARE * ready[0] + OTHER_READY_SHARE * sum(ready[1:]) if ready else 0.0
    return worth + CARD_WORTH * min(len(hand), HAND_LIMIT) + 0.001 * sum(hand)


@lru_cache(maxsize=16_384)
def _chance(kind: str, played: tuple[int, ...], pool: tuple[int, ...]) -> float:
    """The share of ``pool`` (copies of each value 1..7, at least one card) whose reveal makes
    a quick toss of ``played`` (sorted) succeed at a target of condition ``kind``: what
    :func:`tabletop.games.tomatoss.views.chance_from_pool` gives, cached (bounded, small keys:
    the search asks about the same hands and pools in many rollouts)."""
    hits = success_values(kind, played)
    return sum(n for v, n in zip(TOMATO_VALUES, pool) if v in hits) / sum(pool)


def _minus(hand: tuple[int, ...], values: tuple[int, ...]) -> tuple[int, ...]:
    """``hand`` (sorted values) without one copy of each of ``values`` (a value it lacks is
    ignored); still sorted."""
    left = list(hand)
    for v in values:
        if v in left:
            left.remove(v)
    return tuple(left)


def _throws_cards_away(view: dict[str, Any], action: Action, can_reveal: bool) -> bool:
    """True for a quick toss that plays cards and cannot succeed whatever is revealed
    (``can_reveal``: the deck or the discard pile holds a card)."""
    if action.kind != "quick_toss" or not action["values"]:
        return False
    target = view["targets"][action["space"]]
    return target is not None and hopeless(target["type"], action["values"], can_reveal)


class _Memo:
    """Work shared by the scores of one view's actions: the hand, the face-up targets, hand
    worths (by hand and the target left out, -1 for none) and the quick toss reveal pool."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.hand = tuple(view["hand"])
        self.targets = [t for t in view["targets"] if t is not None]
        self._worth: dict[tuple[tuple[int, ...], int], float] = {}
        self._pool: Any = False
        self._items: tuple[int, ...] | None = None   # the pool as counts of 1..7, once known
        self.stacks = Counter((p["kind"], p["space"]) for p in view["placed"])

    def worth(self, hand: tuple[int, ...], without: int) -> float:
        """:func:`hand_worth` of ``hand`` against the targets but the one with id ``without``."""
        key = (hand, without)
        if key not in self._worth:
            self._worth[key] = hand_worth(hand, [t for t in self.targets if t["id"] != without])
        return self._worth[key]

    def chance(self, space: int, values: tuple[int, ...]) -> float:
        """The quick toss chance of ``values`` at ``space`` (views.quick_toss_chance)."""
        if self._pool is False:
            self._pool = reveal_pool(self.view)
            self._items = (tuple(self._pool[v] for v in TOMATO_VALUES)
                           if self._pool and sum(self._pool.values()) else None)
        target = self.view["targets"][space]
        if target is None or self._items is None:
            return chance_from_pool(self.view, self._pool, space, list(values))
        return _chance(target["type"], tuple(sorted(values)), self._items)


class GreedyBot:
    """Picks the legal action with the best one-step score (ties broken at random).

    Sees only the view. Scores: a toss = its basic points; a quick toss = chance x quick toss
    points; a pick-up = what the card adds to the hand's worth; plus the basket bonus (two
    tokens on one space while the basket is full, or three on one space, draw a card).
    """

    name = "greedy"
    label = "Normal"
    blurb = "Weighs every toss, quick toss and pick-up by its points and odds."

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action:
        """The best-scoring action of ``legal_actions``, leaving out hopeless quick tosses
        that play cards (see the module docstring). Raises IndexError when empty."""
        values = self.values(game, view, seat, legal_actions)
        scored = [(v + rng.random() * 1e-6, i) for i, v in enumerate(values) if v != SKIPPED]
        return legal_actions[max(scored)[1]]

    def values(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action]) -> list[float]:
        """One score per legal action (see :meth:`score`); a hopeless quick toss that plays
        cards gets ``SKIPPED`` unless every action is one (the search and Easy read these)."""
        can_reveal = view["tomato_deck"] > 0 or bool(view["discard"])
        skip = [_throws_cards_away(view, a, can_reveal) for a in legal_actions]
        if all(skip):
            skip = [False] * len(legal_actions)
        memo = _Memo(view)
        return [SKIPPED if s else self.score(game, view, a, memo)
                for s, a in zip(skip, legal_actions)]

    def score(self, game: Game, view: dict[str, Any], action: Action,
              memo: "_Memo | None" = None) -> float:
        """The bot's estimate of ``action``'s worth (higher is better); ``memo`` shares work
        between the actions of one view."""
        memo = memo or _Memo(view)
        hand = memo.hand
        targets = memo.targets
        kind = action.kind
        if kind == "discard":
            return memo.worth(_minus(hand, action["values"]), -1)
        if kind == "no_effect":
            return memo.worth(hand, -1)
        if kind == "pick_up":
            card = view["pickup"][action["space"]]
            after = tuple(sorted(hand + (card,)))
            basket = self._basket(view, ("pick_up", action["space"]), memo.stacks)
            return memo.worth(after, -1) + basket
        space, values = action["space"], tuple(action["values"])
        target = view["targets"][space]
        rest = _minus(hand, values)
        basket = self._basket(view, ("toss", space), memo.stacks)
        if kind == "toss":
            return target["basic"] + memo.worth(rest, target["id"]) + basket
        chance = memo.chance(space, values)
        worth = chance * memo.worth(rest, target["id"]) + (1 - chance) * memo.worth(rest, -1)
        penalty = HOPELESS_PENALTY if chance == 0 else 0.0
        return chance * target["quick"] + worth + basket - penalty

    @staticmethod
    def _basket(view: dict[str, Any], where: tuple[str, int], stacks: Counter | None = None
                ) -> float:
        """The basket bonus a placement at ``where`` (kind, space) secures: a draw when it
        makes 3 tokens on one space, or 2 while the basket is full; flipping an empty basket
        back is worth a little. ``stacks``: tokens per (kind, space) placed this turn (counted
        from the view when None)."""
        if stacks is None:
            stacks = Counter((p["kind"], p["space"]) for p in view["placed"])
        here = stacks[where] + 1
        full = view["boards"][view["current"]]["basket_full"]
        last = view["tokens_left"] == 1
        if here == 3:
            return DRAW_WORTH
        if here == 2:
            # Two on one space now: the draw is sure if the basket is full (a third token here
            # would also draw); an empty basket is refilled unless a third token joins them.
            return DRAW_WORTH if full else (0.3 if last else 0.0)
        if last and max(stacks.values(), default=0) == 2:
            return DRAW_WORTH if full else 0.3  # the pair on another space keeps its bonus
        return 0.0


def evaluate(game: Game, state: dict[str, Any], seat: int) -> float:
    """The search's evaluation of a (determinized) state for ``seat``, roughly 0..1: each
    seat's points plus the worth of its hand against the face-up targets (:func:`hand_worth`),
    compared with the best rival (:func:`tabletop.bots.hooks.standing`)."""
    scores = game.scores(state)
    if game.is_over(state):
        return standing(game, state, seat, [float(v) for v in scores])
    targets = [t for t in game.view(state, None)["targets"] if t is not None]
    totals = [scores[s] + hand_worth(tuple(sorted(state["hands"][s])), targets)
              for s in range(len(scores))]
    return standing(game, state, seat, totals)
