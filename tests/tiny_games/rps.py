"""Tiny game "Rock-Paper-Scissors": a simultaneous secret choice; ties replay.

Made-up rules (for the tests only), shaped like Potato Tomato's ROCK - PAPER - SCISSOR action:
every seat chooses a shape at once and in secret; a seat's choice stays hidden from the others
until all are in. When exactly two shapes are shown, every seat showing the winning shape takes
a point token from the supply; otherwise the round is a tie and is replayed. The game ends when
a seat holds 3 point tokens, or after 40 rounds.
"""

from __future__ import annotations

import random

from tabletop.engine import Action, Decision, Game, GameInfo, State, View, log_event
from tabletop.engine.hidden import state_from_view

SHAPES = ("rock", "paper", "scissors")
BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}
TARGET, MAX_ROUNDS = 3, 40


class RpsGame(Game):
    """The simultaneous-secret-choice tiny game (see the module docstring)."""

    info = GameInfo("tiny_rps", "Tiny Rock-Paper-Scissors", 2, 4, "1", simultaneous=True,
                    summary="Everyone chooses in secret; ties replay.")

    def _setup(self, num_players: int, state: State, options: dict) -> None:
        state.update(chosen=[None] * num_players, points=[0] * num_players,
                     supply=TARGET * num_players, round=1, shown=None)

    def _decision(self, state: State) -> Decision:
        waiting = tuple(s for s, c in enumerate(state["chosen"]) if c is None)
        return Decision(waiting, "rps:choose", "Choose rock, paper or scissors", simultaneous=True)

    def _legal(self, state: State, seat: int) -> list[Action]:
        return [Action.make(seat, "choose", shape=shape) for shape in SHAPES]

    def _apply(self, state: State, action: Action) -> None:
        state["chosen"][action.seat] = action["shape"]
        # The choice itself is logged only for the chooser; the others read that a choice was made.
        log_event(state, f"You chose {action['shape']}.", only=[action.seat],
                  others=f"{self.seat_name(state, action.seat)} has chosen.")
        if None not in state["chosen"]:
            self._reveal(state)

    def _reveal(self, state: State) -> None:
        shown, state["chosen"] = state["chosen"], [None] * state["players"]
        state["shown"] = shown
        log_event(state, "Shown: " + ", ".join(shown) + ".")
        kinds = set(shown)
        if len(kinds) == 2:
            a, b = sorted(kinds)
            winner = a if BEATS[a] == b else b
            for seat, shape in enumerate(shown):
                if shape == winner:
                    state["points"][seat] += 1
                    state["supply"] -= 1
            log_event(state, f"{winner.capitalize()} wins the round.")
        else:
            log_event(state, "A tie: the round is replayed.")
        state["round"] += 1
        if max(state["points"]) >= TARGET or state["round"] > MAX_ROUNDS:
            state["over"] = True

    def _view(self, state: State, seat: int | None) -> dict:
        mine = None if seat is None else state["chosen"][seat]
        return {"my_choice": mine, "points": list(state["points"]), "supply": state["supply"],
                "round": state["round"], "shown": state["shown"] and list(state["shown"])}

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        state = state_from_view(view)
        waiting = view["decision"]["seats"] if view["decision"] else list(range(view["players"]))
        chosen = [None if s in waiting else rng.choice(SHAPES) for s in range(view["players"])]
        chosen[seat] = view["my_choice"]
        state.update(chosen=chosen, points=list(view["points"]), supply=view["supply"],
                     round=view["round"], shown=view["shown"] and list(view["shown"]))
        return state

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        return action["shape"]

    def scores(self, state: State) -> list[int]:
        return list(state["points"])

    def census(self, state: State) -> dict:
        return {"point_token": {"token": state["supply"] + sum(state["points"])}}

    def inventory(self, state: State) -> dict:
        return {"point_token": {"token": TARGET * state["players"]}}

    def invariant_errors(self, state: State) -> list[str]:
        return ["the supply is negative"] if state["supply"] < 0 else []


GAME = RpsGame()
