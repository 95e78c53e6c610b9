"""The Diced Tomatoes heuristic bot: one-step look-ahead over a simple board value.

The bot values each player's position as score-track points plus, for every token, the
expected worth of its vine (its score, or 7 when it would match the next score slot, times the
chance a vine of that length gets harvested) or the worth of an empty token, plus half a point
per karma it will keep. It picks the action that raises its own value most against its rivals
(the leader counts most): high seeds on its own tokens, low seeds and black dice on the
rivals' vines, completing a rival's vine only when the karma outweighs the rival's points, and
spending karma when the better placement it buys is worth more than the karma (karma above 6
is lost at the turn end, so that part is spent freely). Source for the values it uses:
rulebook, Collecting Points and Karma; rules-decisions.md, Diced Tomatoes.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.bots.hooks import standing
from tabletop.engine import Action, Game
from tabletop.games.diced_tomatoes.components import (BLACK, GOLD, KARMA_KEEP, KARMA_TURN_CAP, RED,
                                                       SCORE_SLOTS, SLOT_MATCH_TOTAL, VINE_FULL)
from tabletop.games.diced_tomatoes.karma import COSTS
from tabletop.games.diced_tomatoes.vines import (can_join, can_seed, karma_earned, must_clear,
                                                  slot_points, vine_score)

HARVEST_CHANCE = {1: 0.55, 2: 0.65, 3: 0.75}
"""Rough chance that a vine holding this many dice is harvested for its owner."""
EMPTY_TOKEN = 1.4
"""What an empty tomato token is worth to its owner (room for a good seed)."""
KARMA_VALUE = 0.5
"""End-game worth of one karma kept (2 karma = 1 point)."""
PASS_VALUE = -0.2
"""Handing a die on to the next player gives them a little more choice."""

Die = tuple[int, str]  # (face, colour)


class HeuristicBot:
    """Greedy one-step bot for Diced Tomatoes (see the module docstring)."""

    name = "heuristic"
    label = "Normal"
    blurb = "Places each die where it gains the most points and karma."

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action:
        """The legal action with the best estimated gain; ties broken at random.

        Raises:
            IndexError: ``legal_actions`` is empty.
        """
        best, best_value = [], float("-inf")
        for action, value in zip(legal_actions, self.values(game, view, seat, legal_actions)):
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return rng.choice(best)

    def values(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action]) -> list[float]:
        """The estimated gain of each legal action for ``seat`` (the search and Easy read
        these; any scale, higher is better)."""
        board = _Board(view, seat)
        return [board.action_value(a) for a in legal_actions]


class _Board:
    """The view seen as vines of (face, colour) dice, with the bot's value functions."""

    def __init__(self, view: dict[str, Any], me: int) -> None:
        self.me, self.n = me, view["players"]
        self.dicey = bool(view["options"]["dicey_tomato"])
        self.overload = bool(view["options"]["karma_overload"])
        self.karma = view["karma"][me]
        self.tokens = [[[(d["value"], d["colour"]) for d in vine] for vine in tokens]
                       for tokens in view["tokens"]]
        self.track_len = [len(t) for t in view["tracks"]]
        self.rolled = {d["id"]: (d["value"], d["colour"]) for d in view["rolled"]}
        self.bushel = view["bushel_counts"]
        self.sixth_taken = view["sixth_first"] is not None
        scores = view["scores"]
        rivals = [s for s in range(self.n) if s != me]
        leader = max(rivals, key=lambda s: scores[s]) if rivals else None
        self.weight = [0.0 if s == me else (1.0 if s == leader else 0.5) for s in range(self.n)]
        self.weight[me] = 1.0

    # ----- values of positions ------------------------------------------------------------
    def token_value(self, owner: int, vine: list[Die]) -> float:
        """Expected worth of one token to its owner."""
        if not vine:
            return EMPTY_TOKEN
        score = vine_score(vine[0][0], [c for _, c in vine])
        if must_clear(score):
            return EMPTY_TOKEN  # cleared at the turn end: the token comes back empty
        if self.track_len[owner] >= SCORE_SLOTS:
            return 0.2
        return HARVEST_CHANCE[len(vine)] * self.harvest_worth(owner, score)

    def harvest_worth(self, owner: int, score: int) -> float:
        """What harvesting a vine of ``score`` next is worth to ``owner``."""
        slot = self.track_len[owner] + 1
        if self.n == 1:  # solo: a tomato is progress, a slot match a victory point
            return 1.0 + (3.0 if score == slot else 0.0)
        worth = float(slot_points(score, slot, self.dicey))
        if self.dicey and score == slot + 1:
            worth += 0.3 * (SLOT_MATCH_TOTAL - score)
        return worth

    def karma_cost(self, amount: int) -> float:
        """Worth lost by spending ``amount`` karma now (karma above 6 is lost anyway)."""
        kept_before = min(self.karma, KARMA_KEEP)
        kept_after = min(self.karma - amount, KARMA_KEEP)
        return KARMA_VALUE * (kept_before - kept_after) + 0.05 * amount

    def karma_gain(self, amount: int) -> float:
        """Worth of earning ``amount`` karma now (only what can be kept or spent this turn)."""
        usable = min(self.karma + amount, KARMA_TURN_CAP) - self.karma
        kept = min(self.karma + usable, KARMA_KEEP) - min(self.karma, KARMA_KEEP)
        return KARMA_VALUE * kept + 0.15 * (usable - kept)

    # ----- values of moves ----------------------------------------------------------------
    def place_value(self, die: Die, owner: int, token: int) -> float:
        """The gain (for the bot) of putting ``die`` on ``owner``'s token."""
        vine = self.tokens[owner][token]
        before = self.token_value(owner, vine)
        gain = 0.0
        if len(vine) == VINE_FULL - 1:
            score = vine_score(vine[0][0], [c for _, c in vine] + [die[1]])
            after = EMPTY_TOKEN
            if not must_clear(score):
                after += self.harvest_worth(owner, score)
                if self.track_len[owner] == SCORE_SLOTS - 1 and not self.sixth_taken:
                    after += 2.0
                if owner != self.me or self.n == 1:
                    gain = self.karma_gain(karma_earned(score, self.overload))
        else:
            after = self.token_value(owner, vine + [die])
        delta = after - before
        return gain + (delta if owner == self.me else -self.weight[owner] * delta)

    def spots(self, die: Die) -> list[tuple[int, int]]:
        """Every (owner, token) where ``die`` may be placed now."""
        out = []
        for owner, tokens in enumerate(self.tokens):
            for k, vine in enumerate(tokens):
                if not vine:
                    ok = can_seed(die[1])
                elif len(vine) == VINE_FULL - 1 and self.track_len[owner] >= SCORE_SLOTS:
                    ok = False
                else:
                    ok = can_join([v for v, _ in vine], die[0])
                if ok:
                    out.append((owner, k))
        return out

    def best_place(self, die: Die) -> float:
        """The gain of the best spot for ``die`` (or of passing it on when it has none)."""
        values = [self.place_value(die, o, k) for o, k in self.spots(die)]
        return max(values) if values else PASS_VALUE

    def action_value(self, action: Action) -> float:
        """Estimated gain of ``action`` for the bot."""
        if action.kind == "place":
            die = self.rolled[action["die"]]
            return self.place_value(die, action["owner"], action["token"])
        if action.kind == "take":
            return self.take_value(action)
        if action.kind == "end_turn":
            return PASS_VALUE * len(self.rolled)
        return self.spend_value(action)

    def spend_value(self, action: Action) -> float:
        """Gain of a karma spend: the better placement it buys, minus the karma."""
        spend = action["spend"]
        cost = self.karma_cost(COSTS[spend])
        if spend == "clean":
            owner, token = action["owner"], action["token"]
            delta = EMPTY_TOKEN - self.token_value(owner, self.tokens[owner][token])
            value = delta if owner == self.me else -self.weight[owner] * delta
            return value - cost - 0.3
        face, col = self.rolled[action["die"]]
        now = self.best_place((face, col))
        if spend == "reroll":
            after = sum(self.best_place((v, col)) for v in range(1, 7)) / 6
        elif spend in ("rollover", "flip"):
            after = self.best_place((7 - face, col))
        else:
            after = self.best_place((action["value"], col))
        return after - now - cost - 0.05

    def take_value(self, action: Action) -> float:
        """Worth of taking these colours: each die's average best placement, a little less for
        each further die of the same colour (they compete for the same spots)."""
        if action.get("blind"):
            return 0.0
        total = 0.0
        for col, key in ((RED, "red"), (BLACK, "black"), (GOLD, "gold")):
            count = action.get(key) or 0
            if count:
                one = sum(self.best_place((v, col)) for v in range(1, 7)) / 6
                total += sum(one * (0.8 ** i) for i in range(count))
        return total


def evaluate(game: Game, state: dict[str, Any], seat: int) -> float:
    """The search's evaluation of a state for ``seat``, roughly 0..1: each seat's points plus
    the expected worth of its tokens' vines (the values of :class:`HeuristicBot`), compared with the best rival
    (:func:`tabletop.bots.hooks.standing`)."""
    scores = game.scores(state)
    if game.is_over(state):
        return standing(game, state, seat, [float(v) for v in scores])
    board = _Board(game.view(state, seat), seat)
    totals = [scores[s] + sum(board.token_value(s, vine) for vine in board.tokens[s])
              for s in range(len(scores))]
    return standing(game, state, seat, totals)
