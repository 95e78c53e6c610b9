"""Diced Tomatoes rules as a :class:`tabletop.engine.Game` (1-6 players; 1 = solo mode).

Decisions (all for the active player, ``Decision.active``):

- ``"take_dice"``: ``take(red=r, black=b, gold=g)`` picks the colours of min(3, bushel) dice
  (``take(blind=True)`` under blind draw); the dice are rolled with any dice passed on.
- ``"place_die"``: while some rolled die has a legal spot: ``place(die=id, owner=seat,
  token=k)`` (seed on an empty token or join a vine) or a karma spend
  ``karma(spend=..., die=id[, value=v])`` / ``karma(spend="clean", owner=seat, token=k)``.
- ``"end_placement"``: no rolled die has a legal spot but karma could still change that (or
  clean a vine): ``end_turn()`` passes the remaining dice to the next player, or a karma spend.
  When nothing but ending is possible the turn ends by itself.

The starting roll, the rolls of taken dice and re-rolls are chance events drawn from the state's
Rng and logged. Options: ``dicey_tomato`` (slot match = 7, on), ``golden`` (gold dice, off),
``karma_overload`` (off), ``blind_draw`` (off).

Source: Diced Tomatoes rulebook (all sections); rules-decisions.md, Diced Tomatoes; our own
readings where both are silent are in docs/rules/diced_tomatoes.md.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import Action, Decision, Game, GameInfo, Option, State, View
from tabletop.games.diced_tomatoes import checks, karma, placement, scoring, text, turn, views
from tabletop.games.diced_tomatoes.setup import fill_state

# Option descriptions are read by players: "(rulebook: <section>)" and "(edition decision)"
# stand for the Diced Tomatoes rulebook and rules-decisions.md, Diced Tomatoes (which makes
# each variant an option, with the default given).
OPTIONS = (
    Option("dicey_tomato", "Dicey Tomato slot bonus", True,
           "A harvest scoring its own slot number is worth 7 (rulebook: Dicey Tomato Rules "
           "variant; on by default: edition decision)."),
    Option("golden", "Sunny Golden Hybrid (gold dice)", False,
           "Adds one gold die per player: it joins vines only and adds 1 to their score "
           "(rulebook: Gold/Yellow Dice; off by default: edition decision)."),
    Option("karma_overload", "Karma Overload", False,
           "Karma earned equals the opponent's score, plus a karma bit per die placed on an "
           "opponent's token or passed on; 3 bits make 1 karma (rulebook: Karma; off by "
           "default: edition decision)."),
    Option("blind_draw", "Blind draw", False,
           "Take 3 dice at random from the bushel instead of choosing their colours "
           "(off by default: edition decision)."),
)

INFO = GameInfo("diced_tomatoes", "Diced Tomatoes", 1, 6, "1.0", OPTIONS,
                "Roll dice onto tomato vines, yours or your rivals', harvest sets and runs, "
                "and trade karma for luck. 1 player plays the solo challenge.",
                # Source: Diced Tomatoes rulebook, Setup (every die lies in sight on the
                # table); the blind draw variant hides the bag's order.
                hidden_information=False, hidden_with=("blind_draw",),
                curtain_note="Every die is in plain sight: the curtain only says whose turn "
                             "it is.",
                chance_note="rolled the dice", reveal_note="drew dice unseen from the bag")


class DicedTomatoes(Game):
    """The Diced Tomatoes rules state machine (see the module docstring for the decisions)."""

    info = INFO

    def _setup(self, num_players: int, state: State, options: dict[str, Any]) -> None:
        fill_state(state, num_players, options)

    def _decision(self, state: State) -> Decision:
        seat = state["turn"]
        if state["phase"] == "take":
            return Decision((seat,), "take_dice", "Take dice from the bushel", active=seat)
        if state["phase"] == "place":
            return Decision((seat,), "place_die", "Place a rolled die", active=seat)
        return Decision((seat,), "end_placement", "End your turn or spend karma", active=seat)

    def _legal(self, state: State, seat: int) -> list[Action]:
        if state["phase"] == "take":
            return turn.take_options(state, seat)
        if state["phase"] == "place":
            return placement.legal_placements(state, seat) + karma.legal_spends(state, seat)
        return [Action.make(seat, "end_turn")] + karma.legal_spends(state, seat)

    def _apply(self, state: State, action: Action) -> None:
        if action.kind == "take":
            turn.take(state, action)
        elif action.kind == "place":
            placement.place(state, action)
        elif action.kind == "karma":
            karma.apply_spend(state, action)
        else:
            turn.end_turn(state)
        turn.settle(state)

    def reveals(self, before: State, action: Action, after: State) -> bool:
        """True for the actions that roll dice (taking dice, a karma re-roll): undo stops there.
        Placements, other spends and turn ends only move dice; where a returned die lands in
        the bag is hidden and never read by a seat, so undoing them reveals nothing.
        Source: architecture guide, lesson 9."""
        return action.kind == "take" or (action.kind == "karma" and action["spend"] == "reroll")

    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        return views.public_view(state)

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        return views.state_from_view(view, rng)

    def scores(self, state: State) -> list[int]:
        """Points per seat (running before the end); solo: the number of slot matches.
        Source: rulebook, Collecting Points, Winner, Single Player Mode."""
        return scoring.scores(state)

    def winners(self, state: State) -> list[int]:
        """Highest total, ties share (rules-decisions.md: ties stand); solo: [0] when all 6
        tomatoes were harvested, [] when the dice ran out (rulebook, Single Player Mode)."""
        if state["players"] == 1:
            return [0] if scoring.solo_won(state) else []
        return super().winners(state)

    def turn_number(self, state: State) -> int | None:
        """The turn counter kept in ``state["turns"]``."""
        return state["turns"]

    def win_reason(self, state: State) -> str:
        """One sentence on the outcome (solo: won or lost, with the slot matches)."""
        if state["players"] == 1:
            matches = scoring.solo_matches(state)
            if scoring.solo_won(state):
                return f"All 6 tomatoes harvested, {matches} of them matching their slot."
            return (f"The dice ran out after {len(state['tracks'][0])} tomatoes "
                    f"({matches} matching their slot).")
        return super().win_reason(state)

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        """The action in plain words: "place die r3 on Player 2's token 1"; with the ``state``
        it is played in, "place the red 6 on Ben's token 1". Every action is public."""
        return text.describe(action, state)

    def _explain(self, state: State, action: Action) -> str:
        return text.explain(state, action)

    def census(self, state: State) -> dict[str, dict[Any, int]]:
        """Every die where it lies: ``{"die": {id: count}}``."""
        return checks.census(state)

    def inventory(self, state: State) -> dict[str, dict[Any, int]]:
        """Every die of the game: ``{"die": {id: 1}}``."""
        return checks.inventory(state)

    def _check_state(self, data: dict[str, Any]) -> None:
        checks.check_state(data)

    def invariant_errors(self, state: State) -> list[str]:
        """Karma limits, valid vines of at most 3 dice, red seeds, at most 6 score slots..."""
        return checks.invariant_errors(state)
