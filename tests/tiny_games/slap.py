"""Tiny game "Slap": an outcome decided outside the rules, recorded as an action.

Made-up rules (for the tests only), shaped like Potato Tomato's SLAP cards: on their turn a seat
flips the top card of the face-down deck. A number card goes to their pile (its value in
points). A slap card starts a real-time race that the rules cannot decide: the decision is for
the pseudo-seat EXTERNAL, whose action names the slowest seat; that seat takes 2 burn tokens
from the supply (each burn token costs a point). The game ends when the deck is empty.
"""

from __future__ import annotations

import random

from tabletop.engine import (EXTERNAL, Action, Decision, Game, GameInfo, Rng, State, View,
                             deep_copy, log_event)
from tabletop.engine.hidden import count, deal_unseen, state_from_view, unseen

CARDS = [f"n{i:02}" for i in range(12)] + [f"x{i}" for i in range(4)]
"""12 number cards (``nNN`` is worth ``1 + NN % 4``) and 4 slap cards."""
BURNS_PER_SLAP = 2
SUPPLY = BURNS_PER_SLAP * 4
PUBLIC = ("piles", "slapped", "burns", "supply", "race", "turn")
"""The state keys every seat sees as they are (all but the face-down deck)."""


def value(card: str) -> int:
    """Points of a number card."""
    return 1 + int(card[1:]) % 4


class SlapGame(Game):
    """The external-outcome tiny game (see the module docstring)."""

    info = GameInfo("tiny_slap", "Tiny Slap", 2, 4, "1", real_time=True,
                    summary="Flip; on a slap, the slowest burns.")

    def _setup(self, num_players: int, state: State, options: dict) -> None:
        deck = list(CARDS)
        Rng(state).shuffle(deck)
        state.update(deck=deck, piles=[[] for _ in range(num_players)], slapped=[],
                     burns=[0] * num_players, supply=SUPPLY, race=False, turn=0)

    def _decision(self, state: State) -> Decision:
        if state["race"]:
            return Decision((EXTERNAL,), "slap:race", "Who slapped last?", active=state["turn"])
        return Decision((state["turn"],), "turn:flip", "Flip the top card", active=state["turn"])

    def _legal(self, state: State, seat: int) -> list[Action]:
        if state["race"]:
            return [Action.make(EXTERNAL, "slowest", loser=s) for s in range(state["players"])]
        return [Action.make(seat, "flip")]

    def _apply(self, state: State, action: Action) -> None:
        turn = state["turn"]
        if action.kind == "flip":
            card = state["deck"].pop()
            if card[0] == "x":
                state["slapped"].append(card)
                state["race"] = True
                log_event(state, f"{self.seat_name(state, turn)} flips a slap card: slap!")
                return
            state["piles"][turn].append(card)
            log_event(state, f"{self.seat_name(state, turn)} flips {card}.")
        else:
            loser = action["loser"]
            state["burns"][loser] += BURNS_PER_SLAP
            state["supply"] -= BURNS_PER_SLAP
            state["race"] = False
            log_event(state, f"{self.seat_name(state, loser)} was slowest and takes "
                             f"{BURNS_PER_SLAP} burn tokens.")
        state["over"] = not state["deck"]
        state["turn"] = (turn + 1) % state["players"]

    def _view(self, state: State, seat: int | None) -> dict:
        return {key: deep_copy(state[key]) for key in PUBLIC} | {"deck_size": len(state["deck"])}

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        state = state_from_view(view)
        deck = deal_unseen(unseen(CARDS, view["slapped"], *view["piles"]), [], rng)[0]
        state.update({key: deep_copy(view[key]) for key in PUBLIC})
        state["deck"] = deck
        return state

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        return "flip the top card" if action.kind == "flip" else str(action)

    def scores(self, state: State) -> list[int]:
        return [sum(map(value, pile)) - burns
                for pile, burns in zip(state["piles"], state["burns"])]

    def census(self, state: State) -> dict:
        return {"card": count(state["deck"], state["slapped"], *state["piles"]),
                "burn_token": {"burn": state["supply"] + sum(state["burns"])}}

    def inventory(self, state: State) -> dict:
        return {"card": count(CARDS), "burn_token": {"burn": SUPPLY}}


GAME = SlapGame()
