"""The Big Fat Tomato Game rules as a :class:`tabletop.engine.Game` (2-5 players).

Decisions (``Decision.active`` is always the player whose turn it is):

- ``protect``, ``harvest``, ``boost``, ``threat``, ``discard``: the active player's steps 2, 4
  (before and after the roll), 5 and 6; each also offers the actions allowed at any moment of
  one's turn (one recount, one special card, the defence cards).
- ``react``: the target of a threat answers (As You Sow, Big Fat Tomato, or pass).
- ``hot_tomatoes``: after a harvest, each other player in turn order (Hot Tomatoes! or pass).
- ``mole_pick``: the Mole Spy's player takes one card of the seen hand.
- ``compost_pick``: Jump into the Compost, take a card from the heap.

Options: ``hidden_baskets`` (off) and ``ketchup_to`` (``"basket"``, default, or ``"supply"``).
The action vocabulary and our readings are in docs/rules/big_fat_tomato.md.
Source: The Big Fat Tomato Game rulebook (all sections); rules-decisions.md, The Big Fat Tomato
Game; docs/rules/big_fat_tomato.md where both are silent.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import Action, Decision, Game, GameInfo, Option, State, View, top_frame
from tabletop.games.big_fat_tomato import checks, views, words
from tabletop.games.big_fat_tomato.legal import legal
from tabletop.games.big_fat_tomato.setup import fill_state
from tabletop.games.big_fat_tomato.turn import apply_action, settle

OPTIONS = (
    Option("hidden_baskets", "Hidden baskets", False,
           "On: baskets show only as a pile of tomatoes, no number, so a recount is a gamble "
           "(edition decision; off by default)."),
    Option("ketchup_to", "Ketchup's tomatoes go to", "basket",
           "Where the tomatoes Ketchup takes from a storehouse go: the basket of the player who "
           "played it (default) or back to the supply (edition decision).",
           choices=("basket", "supply")),
)

INFO = GameInfo("big_fat_tomato", "The Big Fat Tomato Game", 2, 5, "1.1", OPTIONS,
                "Grow tomatoes, fend off pests, weeds and caterpillars, pester your rivals, and "
                "bank the most in your storehouse before the Market opens.",
                chance_note="rolled the dice", reveal_note="drew cards nobody else had seen")


class BigFatTomato(Game):
    """The Big Fat Tomato Game state machine (see the module docstring for the decisions)."""

    info = INFO

    def _setup(self, num_players: int, state: State, options: dict[str, Any]) -> None:
        fill_state(state, num_players)
        settle(state)

    def _deciding(self, state: State) -> tuple[int, ...]:
        frame = top_frame(state)
        return tuple(frame["seats"]) if frame is not None else (state["current"],)

    def _decision(self, state: State) -> Decision:
        kind, text = words.prompt(state)
        return Decision(self._deciding(state), kind, text, active=state["current"])

    def _legal(self, state: State, seat: int) -> list[Action]:
        return legal(state, seat)

    def _apply(self, state: State, action: Action) -> None:
        apply_action(state, action)

    def explain_illegal(self, state: State, action: Action) -> str:
        """A one-line reason, in player words, why ``action`` is refused ("" when legal); the
        game's own reason (limits, targets) comes before the generic one."""
        if not self.is_over(state) and action.seat in self._deciding(state):
            if action in self._legal(state, action.seat):
                return ""
            reason = words.explain(state, action)
            if reason:
                return reason
        return super().explain_illegal(state, action)

    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        return views.public_view(state, seat)

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        return views.state_from_view(view, seat, rng)

    def scores(self, state: State) -> list[int]:
        """Tomatoes in each storehouse (baskets never count). Source: rulebook, How to Win."""
        return [p["storehouse"] for p in state["plots"]]

    def scores_for(self, state: State, viewer: int | None) -> list[int | None]:
        """The scores as ``viewer`` may see them: storehouses are public, and the baskets,
        hidden with the hidden-baskets option, are no part of a score, so every seat sees all."""
        return self.scores(state)

    def turn_number(self, state: State) -> int | None:
        """The turn counter kept in ``state["turn"]``."""
        return state["turn"]

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        """The action in plain words for ``viewer`` ("play Nasty Pests on Ben"); a Mole Spy's
        pick names the card only for the spy and the spied seat."""
        return words.describe(action, viewer, state)

    def _explain(self, state: State, action: Action) -> str:
        return words.explain(state, action)

    def census(self, state: State) -> dict[str, dict[Any, int]]:
        """Every card and the tomatoes out of the supply: see :func:`checks.census`."""
        return checks.census(state)

    def inventory(self, state: State) -> dict[str, dict[Any, int]]:
        """The 54 cards and the supply's taken count: see :func:`checks.inventory`."""
        return checks.inventory(state)

    def invariant_errors(self, state: State) -> list[str]:
        """Threat limits, fences, knowledge, the Market's place: :func:`checks.invariant_errors`."""
        return checks.invariant_errors(state)

    def face_down_ids(self, state: State) -> list[str]:
        """The cards lying face down: the deck and every hand."""
        return list(state["deck"]) + [c for hand in state["hands"] for c in hand]

    def unseen_by(self, state: State, seat: int | None) -> set[str]:
        """The face-down cards ``seat`` has not seen: all but its own hand and the cards of
        other hands it knows (Mole Spy, the Compost Heap)."""
        seen = set() if seat is None else set(state["hands"][seat]) | set(state["known"][seat])
        return set(self.face_down_ids(state)) - seen

    def _check_state(self, data: dict[str, Any]) -> None:
        checks.check_state(data)
