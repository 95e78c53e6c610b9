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
from typing import Any

from tabletop.engine import Action, Game
from tabletop.games.tomatoss.components import HAND_LIMIT
from tabletop.games.tomatoss.conditions import hopeless, toss_options

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


def hand_worth(hand: tuple[int, ...], targets: list[Target]) -> float:
    """How good ``hand`` (sorted values) is against the face-up ``targets``: part of the basic
    points of the best target it can toss at now and less of the others, plus a little per card
    (up to the hand limit), plus a hair per value point (the tie-break counts hand values)."""
    ready = sorted((t["basic"] for t in targets if toss_options(t["type"], hand)), reverse=True)
    worth = READY_SHARE * ready[0] + OTHER_READY_SHARE * sum(ready[1:]) if ready else 0.0
    return worth + CARD_WORTH * min(len(hand), HAND_LIMIT) + 0.001 * sum(hand)


def _minus(hand: tuple[int, ...], values: tuple[int, ...]) -> tuple[int, ...]:
    left = Counter(hand)
    left.subtract(values)
    return tuple(sorted(left.elements()))


def _throws_cards_away(view: dict[str, Any], action: Action, can_reveal: bool) -> bool:
    """True for a quick toss that plays cards and cannot succeed whatever is revealed
    (``can_reveal``: the deck or the discard pile holds a card)."""
    if action.kind != "quick_toss" or not action["values"]:
        return False
    target = view["targets"][action["space"]]
    return target is not None and hopeless(target["type"], action["values"], can_reveal)


class GreedyBot:
    """Picks the legal action with the best one-step score (ties broken at random).

    Sees only the view. Scores: a toss = its basic points; a quick toss = chance x quick toss
    points; a pick-up = what the card adds to the hand's worth; plus the basket bonus (two
    tokens on one space while the basket is full, or three on one space, draw a card).
    """

    name = "greedy"
    label = "Hard"
    blurb = "Weighs every toss, quick toss and pick-up by its points and odds."

    def choose(self, game: Game, view: dict[str, Any], seat: int,
               legal_actions: list[Action], rng: random.Random) -> Action:
        """The best-scoring action of ``legal_actions``, leaving out hopeless quick tosses
        that play cards (see the module docstring). Raises IndexError when empty."""
        can_reveal = view["tomato_deck"] > 0 or bool(view["discard"])
        worth = [i for i, a in enumerate(legal_actions)
                 if not _throws_cards_away(view, a, can_reveal)] or range(len(legal_actions))
        scored = [(self.score(game, view, legal_actions[i]) + rng.random() * 1e-6, i)
                  for i in worth]
        return legal_actions[max(scored)[1]]

    def score(self, game: Game, view: dict[str, Any], action: Action) -> float:
        """The bot's estimate of ``action``'s worth (higher is better)."""
        hand = tuple(view["hand"])
        targets = [t for t in view["targets"] if t is not None]
        kind = action.kind
        if kind == "discard":
            return hand_worth(_minus(hand, action["values"]), targets)
        if kind == "no_effect":
            return hand_worth(hand, targets) + self._basket(view, None)
        if kind == "pick_up":
            card = view["pickup"][action["space"]]
            after = tuple(sorted(hand + (card,)))
            return hand_worth(after, targets) + self._basket(view, ("pick_up", action["space"]))
        space, values = action["space"], tuple(action["values"])
        target = view["targets"][space]
        rest = _minus(hand, values)
        others = [t for t in targets if t["id"] != target["id"]]
        basket = self._basket(view, ("toss", space))
        if kind == "toss":
            return target["basic"] + hand_worth(rest, others) + basket
        chance = game.quick_toss_chance(view, space, list(values))
        worth = chance * hand_worth(rest, others) + (1 - chance) * hand_worth(rest, targets)
        penalty = HOPELESS_PENALTY if chance == 0 else 0.0
        return chance * target["quick"] + worth + basket - penalty

    @staticmethod
    def _basket(view: dict[str, Any], where: tuple[str, int] | None) -> float:
        """The basket bonus this placement secures: a draw when it makes 3 tokens on one
        space, or 2 while the basket is full; flipping an empty basket back is worth a little."""
        stacks = Counter((p["kind"], p["space"]) for p in view["placed"])
        if where is None:
            return 0.0
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
