"""The Big Fat Tomato Game heuristic bot and a position value for search bots.

The heuristic bot recounts as soon as its basket holds 20 or more, carries a big basket home
with Express Delivery, clears what lies on its plot (the cheapest fitting protection first,
fences otherwise), boosts a good roll with Bumper Harvest, aims each threat where it hurts most
(the leader counts double), and keeps its instant cards for big moments: As You Sow or Big Fat
Tomato against a costly threat, Hot Tomatoes! on a harvest of 8 or more. It reads only its
view. Source for the numbers it uses: rulebook, Card Descriptions; rules-decisions.md, The Big
Fat Tomato Game (recount at 20, harvest and Pests formulas).
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import Action, Game
from tabletop.games.big_fat_tomato.components import FENCE_STRENGTH, LYING_LIMIT, RECOUNT_MIN
from tabletop.games.big_fat_tomato.views import PILES

SEARCH = {"iterations": 160, "candidates": 5}
"""The Hard search's settings for this game (tabletop.bots.hooks.search_settings): its rollouts
cost about 2 ms of CPU, so 160 fit in about 0.4 s per decision (CPU figures measured on the
shared 2-core machine, docs/bots-figures.md)."""

KEEP = {"as_you_sow": 9, "big_fat_tomato": 9, "hot_tomatoes": 8, "pests": 8, "zombie": 8,
        "express_delivery": 7, "bumper_harvest": 7, "pepper_spray": 6, "ketchup": 6,
        "behemoth": 6, "caterpillars": 6, "weeds": 6, "basket_kick": 6, "fence": 5,
        "chemicals": 5, "watering_can": 5, "mole_spy": 4, "hoe": 4, "compost_jump": 3,
        "soapy_water": 3}
"""How much the bot wants each card in hand (discards below 4, and the second copy of a
protection card; picks the highest from a spied hand or the heap)."""
HOT_MIN = 8
"""Smallest harvest worth a Hot Tomatoes!."""
EASY_SLIP = 0.3
"""How often Easy misses this heuristic's best move (tabletop.bots.hooks.easy_slip). The dice
and the draw already even things out here, so a little slip goes a long way: over 200
2-player games per value (both seat orders), Normal beat Easy 72% at 0.2, 82% at 0.3, 88% at
0.4 and 92% at the levels' default 0.6; the goal is about 80%."""


def _dead_threat(view: dict[str, Any], me: int, key: str) -> bool:
    """True for a lying threat no opponent can take now: each already has one of that kind or
    :data:`LYING_LIMIT` threats (rulebook, How to Play 5). Kept, such cards would sit in the
    hand for good; with two such hands nobody draws and the Market never comes."""
    if key not in ("caterpillars", "weeds", "pests"):
        return False
    for seat, plot in enumerate(view["plots"]):
        lying = _keys([t["card"] for t in plot["threats"]])
        if seat != me and len(lying) < LYING_LIMIT and key not in lying:
            return False
    return True


def _basket(plot: dict[str, Any]) -> float:
    """A basket's count, or the middle of its pile size when baskets are hidden."""
    if plot["basket"] is not None:
        return plot["basket"]
    lo, hi = PILES[plot["pile"]]
    return (lo + hi) / 2


def _keys(cards: list[str]) -> list[str]:
    return [c.split(".", 1)[0] for c in cards]


def worth(view: dict[str, Any], seat: int) -> float:
    """A rough tomato worth of ``seat``'s position: storehouse, half the basket, minus the
    expected harm of what lies on the plot, plus a little per fence."""
    plot = view["plots"][seat]
    lying = _keys([t["card"] for t in plot["threats"]])
    fences = len(plot["fences"])
    harm = 2.5 * ("caterpillars" in lying) + 2.5 * ("weeds" in lying)
    if "pests" in lying:
        harm += min(plot["storehouse"], max(0.0, 7 - FENCE_STRENGTH * fences))
    return plot["storehouse"] + 0.5 * _basket(plot) - harm + 0.7 * min(fences, 4)


def evaluate(game: Game, state: dict[str, Any], seat: int) -> float:
    """How good ``state`` is for ``seat``, about 0..1 (0.5 = level with the best rival); the
    final result (1 win, 0.5 shared, 0 loss) once the game is over."""
    if game.is_over(state):
        winners = game.winners(state)
        return (1.0 if len(winners) == 1 else 0.5) if seat in winners else 0.0
    view = game.view(state, seat)
    mine = worth(view, seat)
    best = max(worth(view, s) for s in range(view["players"]) if s != seat)
    return 0.5 + 0.5 * (mine - best) / (abs(mine - best) + 15.0)


class HeuristicBot:
    """Rule-of-thumb player for The Big Fat Tomato Game (see the module docstring)."""

    name = "heuristic"
    label = "Normal"
    blurb = "Banks its basket at 20, hits the leader and keeps its instants for big moments."

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action:
        """The action the rules of thumb prefer; ties broken at random.

        Raises:
            IndexError: ``legal_actions`` is empty.
        """
        values = self.values(game, view, seat, legal_actions)
        best = max(values)
        return rng.choice([a for v, a in zip(values, legal_actions) if v >= best - 1e-9])

    def values(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action]) -> list[float]:
        """One estimate per legal action (higher is better; roughly tomatoes gained or
        spared), for Easy's slips and the search's candidates (tabletop.bots.hooks)."""
        return [self._value(view, seat, a) for a in legal_actions]

    # ----- action values (higher is better; 0 is "nothing special") -----------------------
    def _value(self, view: dict[str, Any], me: int, action: Action) -> float:
        kind = action.kind
        plots, flags = view["plots"], view["flags"]
        basket = _basket(plots[me])
        if kind == "recount":
            return 100.0 if basket >= RECOUNT_MIN else -50.0
        if kind == "special":
            return self._special(view, me, action["card"], basket)
        if kind in ("pass", "skip", "take_harvest", "roll"):
            return {"pass": 0.0, "skip": 0.0, "take_harvest": 1.0, "roll": 5.0}[kind]
        if kind == "protect":
            return self._protect(view, me, action["card"])
        if kind == "threaten":
            return self._threat(view, me, action["card"], action["target"])
        if kind == "react":
            return self._react(view, me, action["card"])
        if kind == "defend":
            return self._defend(view, me, action)
        if kind == "hot_tomatoes":
            frame = view["frames"][-1]
            bonus = 3.0 if self._is_leader(view, frame["victim"], me) else 0.0
            return frame["amount"] + bonus - HOT_MIN + 0.5
        if kind in ("take_card", "take_compost"):
            return KEEP.get(action["card"], 0)
        if kind == "discard":
            return self._discard(view, me, action["cards"])
        return 0.0

    def _is_leader(self, view: dict[str, Any], seat: int, me: int) -> bool:
        stores = [p["storehouse"] for s, p in enumerate(view["plots"]) if s != me]
        return view["plots"][seat]["storehouse"] >= max(stores)

    def _weight(self, view: dict[str, Any], me: int, target: int) -> float:
        return 2.0 if self._is_leader(view, target, me) else 1.0

    def _special(self, view: dict[str, Any], me: int, key: str, basket: float) -> float:
        flags, step = view["flags"], view["step"]
        if key == "express_delivery":
            return basket - 8.0 if basket < RECOUNT_MIN or flags["recounted"] else -1.0
        if key == "bumper_harvest":
            if step != "boost":
                return -1.0
            return 2 * sum(flags["dice"]) - flags["caterpillar_loss"] - 9.0
        if key == "watering_can":
            return 1.5 if step == "boost" else 0.5
        # compost_jump: worth it for a good card on the heap
        best = max((KEEP.get(k, 0) for k in _keys(view["compost"])), default=0)
        return best - 7.0

    def _protect(self, view: dict[str, Any], me: int, key: str) -> float:
        plot = view["plots"][me]
        lying = set(_keys([t["card"] for t in plot["threats"]]))
        if key == "fence":
            return 2.0 if len(plot["fences"]) < 4 else -1.0
        pests = min(plot["storehouse"], max(0, 7 - FENCE_STRENGTH * len(plot["fences"])))
        gain = {"caterpillars": 3.5, "weeds": 3.5, "pests": pests + 1.0}
        clears = {"hoe": {"weeds"}, "soapy_water": {"caterpillars"},
                  "pepper_spray": {"pests", "caterpillars"},
                  "chemicals": {"pests", "caterpillars", "weeds"}}[key]
        value = sum(gain[k] for k in clears & lying)
        if key == "chemicals":
            value -= 7.0  # the lost harvest
        return value - 0.1 * KEEP[key]

    def _threat(self, view: dict[str, Any], me: int, key: str, target: int) -> float:
        p = view["plots"][target]
        w = self._weight(view, me, target)
        fences = len(p["fences"])
        if key == "pests":
            harm = min(p["storehouse"], max(0, 7 - FENCE_STRENGTH * fences)) * 2.0 + 1.0
        elif key in ("caterpillars", "weeds"):
            harm = 5.0
        elif key == "mole_spy":
            harm = 2.0 * (view["hand_sizes"][target] > 0)
        elif key == "zombie":
            harm = _basket(p) + 1.5 * view["hand_sizes"][target]
        elif key == "basket_kick":
            harm = _basket(p)
        elif key == "ketchup":
            if target == me:
                return -5.0
            taken = min(p["storehouse"], 7)
            mine = taken if view["options"]["ketchup_to"] == "basket" else 0
            return taken * w + 0.5 * mine
        else:  # behemoth
            return (_basket(p) - _basket(view["plots"][me])) * (1 + 0.5 * w) - 1.0
        return harm * w - 1.0

    def _react(self, view: dict[str, Any], me: int, card: str) -> float:
        frame = view["frames"][-1]
        threat = frame["card"].split(".", 1)[0]
        by = frame["by"]
        harm = self._threat(view, by, threat, me) / self._weight(view, by, me)
        if card == "as_you_sow":
            return harm - 4.0  # worth it on a costly threat only
        lying = len(view["plots"][me]["threats"])
        return harm + 3.0 * lying - 8.0

    def _defend(self, view: dict[str, Any], me: int, action: Action) -> float:
        plot = view["plots"][me]
        if action["card"] == "big_fat_tomato":
            return 3.0 * len(plot["threats"]) - 8.0
        pests = min(plot["storehouse"], max(0, 7 - FENCE_STRENGTH * len(plot["fences"])))
        harm = {"pests": 2.0 * pests, "caterpillars": 4.0, "weeds": 4.0}[action["threat"]]
        return harm - 6.0

    def _discard(self, view: dict[str, Any], me: int, cards: list[str]) -> float:
        hand = _keys(view["hand"])
        value = 0.0
        seen: set[str] = set()
        for key in hand:
            dup = key in seen and key in ("hoe", "soapy_water", "chemicals", "watering_can")
            seen.add(key)
            want = 1 if _dead_threat(view, me, key) else KEEP.get(key, 0) - (3 if dup else 0)
            # keeping a card worth less than 4 costs a fresh draw
            value += (4.0 - want) if key in cards else 0.0
        return value
