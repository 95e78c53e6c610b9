"""The Toasty Toasts heuristic bot and the evaluation the search bot uses.

The heuristic bot scores each legal action from its view alone: the points it adds to its own
Toasts now, the points it takes from the others (weighted to the leader), the cards it spends
(each worth what it may bring later, discounted by the chance of another turn: the bot counts
the cards left before Time to Eat, :mod:`bot_values`), and for a Sandwich the points it puts out
of reach of action cards. Ties are broken at random. Sources: Toasty Toasts rulebook, Scoring,
Action Cards; issue 9 (builds combos, seals valuable Toasts, hits the leader, counts the cards
left).
"""

from __future__ import annotations

import math
import random
from typing import Any

from tabletop.engine import Action, Game
from tabletop.games.toasty_toasts.bot_values import (card_value, chance_next_turn,
                                                     fits_somewhere, leader_weights,
                                                     toast_at_risk)
from tabletop.games.toasty_toasts.components import KIND
from tabletop.games.toasty_toasts.toasts import toast_points

EASY_SLIP = 0.75
"""How often the Easy level misses the best move (tabletop.bots.levels): at the default 0.6
Normal beat it only 74.5% of 400 games (seed 2026), too close for a beginner level."""
SEARCH = {"iterations": 80}
"""The Hard search's settings for this game (tabletop.bots.hooks.search_settings): its rollouts
cost about 5 ms of CPU, so 80 fit in about 0.5 s per decision (CPU figures measured on the
shared 2-core machine, docs/bots-figures.md)."""

View = dict[str, Any]
THREAT = 0.45
"""Share of an open Toast's topping points the bot expects to lose to action cards over the
turns left (what a Sandwich protects)."""
PLAY_WORTH = 2.0
"""What one play is usually worth (a topping): the second play a Sandwich costs."""


def _toast(view: View, base: str) -> tuple[int, dict[str, Any]]:
    for seat, row in enumerate(view["toasts"]):
        for t in row:
            if t["base"] == base:
                return seat, t
    raise KeyError(base)


def _with(toast: dict[str, Any], cards: list[str]) -> dict[str, Any]:
    return {"base": toast["base"], "toppings": toast["toppings"] + cards, "lid": toast["lid"]}


def _without(toast: dict[str, Any], cards: list[str]) -> dict[str, Any]:
    return {"base": toast["base"], "toppings": [c for c in toast["toppings"] if c not in cards],
            "lid": toast["lid"]}


class HeuristicBot:
    """Picks the legal action with the best one-step score (see the module docstring)."""

    name = "heuristic"
    label = "Hard"
    blurb = "Builds combos, seals its best Toasts and aims its tricks at the leader."

    def choose(self, game: Game, view: View, seat: int, legal: list[Action],
               rng: random.Random) -> Action:
        """The best-scoring action of ``legal`` (a non-empty list). Raises IndexError if empty."""
        scored = [(v + rng.random() * 1e-6, i)
                  for i, v in enumerate(self.values(game, view, seat, legal))]
        return legal[max(scored)[1]]

    def values(self, game: Game, view: View, seat: int, legal: list[Action]) -> list[float]:
        """One estimate per action of ``legal`` (:meth:`score`): the Easy level weighs its
        mistakes with them and the search takes its candidates from them."""
        return [self.score(view, seat, a) for a in legal]

    def score(self, view: View, seat: int, action: Action) -> float:
        """The bot's estimate of ``action``'s worth to ``seat`` (higher is better)."""
        kind = action.kind
        go_on = chance_next_turn(view, seat)
        if kind == "done":
            return 0.0
        if kind == "discard":
            return -card_value(action["card"], view, seat)
        if kind in ("topping", "two_toppings"):
            cards = [action["card"]] if kind == "topping" else list(action["cards"])
            _, t = _toast(view, action["toast"])
            gain = toast_points(_with(t, cards)) - toast_points(t)
            risk = THREAT * go_on * 0.3 * gain  # a bigger open Toast is a bigger target
            return gain - risk - sum(card_value(c, view, seat) for c in cards) * 0.5 + 0.2
        if kind == "plain_base":
            homeless = [c for c in view["hand"] if KIND[c] != "plain" and c[:4] != "base"
                        and _topping(c) and not fits_somewhere(c, _open(view, seat))]
            spent = card_value(action["card"], view, seat) * 0.5
            return 1.0 + 1.0 * min(2, len(homeless)) * go_on - spent
        if kind == "sandwich":
            _, t = _toast(view, action["toast"])
            protect = THREAT * toast_at_risk(t) * go_on
            end_bonus = 2.0 * (1.0 - go_on)  # last chance to close it
            spent = 0.3 * card_value(action["card"], view, seat)
            return 2.0 + protect + end_bonus - PLAY_WORTH * go_on - spent
        if kind == "trade":
            spent = sum(card_value(c, view, seat) for c in action["cards"])
            return 1.0 + 0.8 * go_on - spent
        if kind == "action":
            return self._action_card(view, seat, action["card"], go_on)
        return self._target(view, seat, action)

    # ----- action cards ---------------------------------------------------------------------
    def _action_card(self, view: View, seat: int, card: str, go_on: float) -> float:
        kind = KIND[card]
        weights = leader_weights(view, seat)
        keep = card_value(card, view, seat) * 0.6
        if kind == "espresso_oh":
            playable = sum(1 for c in view["hand"]
                           if _topping(c) and fits_somewhere(c, _open(view, seat)))
            return (PLAY_WORTH if playable >= 2 else 0.5 * playable) - keep + 0.3
        if kind == "sriracha_cha":
            lead = view["scores"][seat] - max(s for i, s in enumerate(view["scores"]) if i != seat)
            return 1.6 + 0.1 * lead - keep
        if kind == "trash_toast":
            loss = sum(weights[s] * (2.0 if any(t["toppings"] for t in _open(view, s)) else 0.0)
                       for s in range(view["players"]))
            return loss - keep
        if kind == "slimy_limy":
            cards = [n for s, n in enumerate(view["hand_sizes"]) if s != seat]
            return (1.2 if max(cards, default=0) else 0.0) + 0.6 * min(2, sum(cards)) - keep
        if kind == "menu_change":
            n, step = view["players"], 1 if card.endswith("left") else -1
            incoming = view["hand_sizes"][(seat - step) % n]
            outgoing = len(view["hand"]) - 1
            return 0.6 * (incoming - outgoing) - keep
        if kind == "toast_toasted":
            best = max((weights[s] * toast_at_risk(t) - (toast_at_risk(t) if s == seat else 0)
                        for s, row in enumerate(view["toasts"]) for t in row), default=0.0)
            return best - keep
        if kind == "pantry_raid":
            return self._best_raid(view, seat) - keep
        return 0.0

    def _best_raid(self, view: View, seat: int) -> float:
        weights = leader_weights(view, seat)
        best = 0.0
        for s, row in enumerate(view["toasts"]):
            for t in row:
                if t["lid"] is not None:
                    continue
                for card in t["toppings"]:
                    loss = toast_points(t) - toast_points(_without(t, [card]))
                    for mine in _open(view, seat):
                        if mine is t or not _fits(mine, card):
                            continue
                        gain = toast_points(_with(mine, [card])) - toast_points(mine)
                        own_loss = loss if s == seat else 0.0
                        best = max(best, gain + weights[s] * loss - own_loss)
        return best

    # ----- targets --------------------------------------------------------------------------
    def _target(self, view: View, seat: int, action: Action) -> float:
        kind = action.kind
        weights = leader_weights(view, seat)
        if kind == "trash":
            _, t = _toast(view, _base_of(view, action["topping"]))
            return -(toast_points(t) - toast_points(_without(t, [action["topping"]])))
        if kind == "steal":
            victims = action["victims"]
            sizes = view["hand_sizes"]
            if len(victims) == 1:
                return weights[victims[0]] * min(2, sizes[victims[0]]) + 0.1 * sizes[victims[0]]
            return sum(weights[v] for v in victims)
        if kind == "toast_toasted":
            s, t = _toast(view, action["toast"])
            return weights[s] * toast_at_risk(t) - (toast_at_risk(t) if s == seat else 0)
        if kind == "pantry_raid":
            s, source = _toast(view, _base_of(view, action["topping"]))
            _, mine = _toast(view, action["toast"])
            loss = toast_points(source) - toast_points(_without(source, [action["topping"]]))
            gain = toast_points(_with(mine, [action["topping"]])) - toast_points(mine)
            return gain + weights[s] * loss - (loss if s == seat else 0)
        return 0.0


def _topping(card: str) -> bool:
    return KIND.get(card) in ("peanut_butter", "jelly", "avocado", "tomato", "choco_spread",
                              "banana", "bacon", "egg")


def _open(view: View, seat: int) -> list[dict[str, Any]]:
    return [t for t in view["toasts"][seat] if t["lid"] is None]


def _fits(toast: dict[str, Any], card: str) -> bool:
    return fits_somewhere(card, [toast])


def _base_of(view: View, topping: str) -> str:
    for row in view["toasts"]:
        for t in row:
            if topping in t["toppings"]:
                return t["base"]
    raise KeyError(topping)


def evaluate(game: Game, state: dict[str, Any], seat: int) -> float:
    """How good ``state`` is for ``seat``, roughly 0..1 (the search bot's leaf value): 1 for a
    sole win, 1/k for a k-way shared win, 0 for a loss once over; before the end, a logistic
    of the lead over the best other score plus a little for the cards in hand."""
    scores = game.scores(state)
    if game.is_over(state):
        winners = game.winners(state)
        return 1.0 / len(winners) if seat in winners else 0.0
    hands = [len(h) for h in state["hands"]]
    value = [scores[s] + 0.7 * min(hands[s], 5) for s in range(len(scores))]
    lead = value[seat] - max(v for s, v in enumerate(value) if s != seat)
    return 1.0 / (1.0 + math.exp(-lead / 4.0))


