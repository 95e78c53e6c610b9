"""Tiny game "Peek": per-seat knowledge of face-down cards that follows swaps and is lost on a
shuffle.

Made-up rules (for the tests only), shaped like Potato Tomato's face-down rows: each seat has a
row of 3 face-down cards (``cNN`` is worth ``NN % 5`` points). On their turn a seat either
peeks at one face-down card they have not seen (any row), swaps one card of their row with one
card of another seat's row (unseen: the cards stay face down; whoever knew a card still knows
it in its new place), or shuffles another seat's row (everyone loses track of those cards).
After 3 rounds the rows are turned up; the highest row total wins.

Knowledge lives in ``state["known"]`` (:mod:`tabletop.engine.knowledge`); who knows which
place is public (every peek is made in sight of the table), the ids are not.
"""

from __future__ import annotations

import random

from tabletop.engine import (Action, Decision, Game, GameInfo, Rng, State, View, fill_unknown,
                             forget, init_knowledge, knowledge_from_places, known_cards,
                             known_places, knows, learn, log_event, mask)
from tabletop.engine.hidden import count, state_from_view, unseen

from .common import seat_label

CARDS = [f"c{i:02}" for i in range(16)]
ROW, ROUNDS = 3, 3


def value(card: str) -> int:
    """Points of a card."""
    return int(card[1:]) % 5


def _zones(rows: list[list]) -> dict[str, list]:
    return {str(seat): row for seat, row in enumerate(rows)}


class PeekGame(Game):
    """The knowledge tiny game (see the module docstring)."""

    info = GameInfo("tiny_peek", "Tiny Peek", 2, 4, "1",
                    summary="Peek, swap, shuffle: remember where the good cards went.")

    def _setup(self, num_players: int, state: State, options: dict) -> None:
        deck = list(CARDS)
        Rng(state).shuffle(deck)
        state.update(rows=[deck[ROW * s:ROW * (s + 1)] for s in range(num_players)],
                     box=deck[ROW * num_players:], turn=0, turns_left=ROUNDS * num_players)
        init_knowledge(state)

    def _decision(self, state: State) -> Decision:
        return Decision((state["turn"],), "turn:act", "Peek, swap or shuffle",
                        active=state["turn"])

    def _legal(self, state: State, seat: int) -> list[Action]:
        rows, n = state["rows"], state["players"]
        out = [Action.make(seat, "peek", row=r, pos=p) for r in range(n) for p in range(ROW)
               if not knows(state, seat, rows[r][p])]
        out += [Action.make(seat, "swap", mine=p, row=r, pos=q) for p in range(ROW)
                for r in range(n) if r != seat for q in range(ROW)]
        out += [Action.make(seat, "shuffle", row=r) for r in range(n) if r != seat]
        return out

    def _apply(self, state: State, action: Action) -> None:
        seat, rows = action.seat, state["rows"]
        name, owner = self.seat_name(state, seat), self.seat_name(state, action["row"])
        if action.kind == "peek":
            card = rows[action["row"]][action["pos"]]
            learn(state, seat, card)
            log_event(state, f"{name} peeks at {owner}'s card {action['pos'] + 1}: {card}.",
                      only=[seat], others=f"{name} peeks at {owner}'s card {action['pos'] + 1}.")
        elif action.kind == "swap":
            mine, other = action["mine"], rows[action["row"]]
            theirs = action["pos"]
            rows[seat][mine], other[theirs] = other[theirs], rows[seat][mine]
            log_event(state, f"{name} swaps their card {mine + 1} with {owner}'s card "
                             f"{theirs + 1}.")
        else:
            row = rows[action["row"]]
            Rng(state).shuffle(row)
            forget(state, row)  # nobody saw the new order
            log_event(state, f"{name} shuffles {owner}'s row.")
        state["turns_left"] -= 1
        state["turn"] = (seat + 1) % state["players"]
        state["over"] = state["turns_left"] == 0

    def face_down_ids(self, state: State) -> list[str]:
        """Every card in a row until the end (then they are turned up), and the box."""
        rows = [] if state["over"] else [c for row in state["rows"] for c in row]
        return rows + list(state["box"])

    def _view(self, state: State, seat: int | None) -> dict:
        rows = state["rows"]
        shown = rows if state["over"] else [mask(state, seat, row) for row in rows]
        return {"rows": [list(r) for r in shown], "known": known_cards(state, seat),
                "places": known_places(state, _zones(rows)), "box_size": len(state["box"]),
                "turn": state["turn"], "turns_left": state["turns_left"]}

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        state = state_from_view(view)
        placed = [c for row in view["rows"] for c in row if c is not None]
        pool = unseen(CARDS, placed)
        box_at = len(pool) - view["box_size"]
        rng.shuffle(pool)
        zones = fill_unknown(_zones(view["rows"]), pool[:box_at], rng)
        rows = [zones[str(s)] for s in range(view["players"])]
        state.update(rows=rows, box=sorted(pool[box_at:]), turn=view["turn"],
                     turns_left=view["turns_left"],
                     known=knowledge_from_places(zones, view["places"], seat, view["known"]))
        return state

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        owner = seat_label(self, state, action["row"])
        if action.kind == "peek":
            return f"peek at {owner}'s card {action['pos'] + 1}"
        if action.kind == "swap":
            return f"swap your card {action['mine'] + 1} with {owner}'s card {action['pos'] + 1}"
        return f"shuffle {owner}'s row"

    def scores(self, state: State) -> list[int]:
        return [sum(map(value, row)) for row in state["rows"]]

    def scores_for(self, state: State, viewer: int | None) -> list[int | None]:
        """A row is face down until the end: its total is shown only when the viewer knows
        all its cards."""
        return [p if state["over"] or all(knows(state, viewer, c) for c in row) else None
                for p, row in zip(self.scores(state), state["rows"])]

    def census(self, state: State) -> dict:
        return {"card": count(state["box"], *state["rows"])}

    def inventory(self, state: State) -> dict:
        return {"card": count(CARDS)}


GAME = PeekGame()
