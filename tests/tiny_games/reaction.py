"""Tiny game "Block": a reaction window, where a seat other than the active player decides.

Made-up rules (for the tests only), shaped like The Big Fat Tomato Game's As You Sow, So Shall
You Reap! (an instant card played on another seat's turn): on their turn a seat plays one card.
An attack card names a target seat; the target then decides, out of turn, to block it with a
block card from their hand or to pass. An unblocked attack is a hit for the attacker (one point).
Other cards are just discarded. The player then draws a card. Seats with an empty hand are
skipped; the game ends when every hand is empty.
"""

from __future__ import annotations

import random

from tabletop.engine import Action, Decision, Game, GameInfo, Rng, State, View, deep_copy, log_event
from tabletop.engine.hidden import count, deal_unseen, state_from_view, unseen
from .common import next_seat
from .common import seat_label as _name

CARDS = [f"a{i}" for i in range(8)] + [f"b{i}" for i in range(4)] + [f"s{i}" for i in range(6)]
"""8 attack cards, 4 block cards, 6 plain seed cards."""
HAND = 3


class BlockGame(Game):
    """The reaction-window tiny game (see the module docstring)."""

    info = GameInfo("tiny_block", "Tiny Block", 2, 4, "1", summary="Attack; the target may block.")

    def _setup(self, num_players: int, state: State, options: dict) -> None:
        deck = list(CARDS)
        Rng(state).shuffle(deck)
        state["hands"] = [deck[HAND * s:HAND * (s + 1)] for s in range(num_players)]
        state.update(deck=deck[HAND * num_players:], discard=[], attack=None, turn=0,
                     hits=[[] for _ in range(num_players)])

    def _decision(self, state: State) -> Decision:
        attack = state["attack"]
        if attack is not None:  # the reaction window: the target decides, not the active player
            return Decision((attack["target"],), "react:block", "Block the attack or let it pass",
                            active=state["turn"])
        return Decision((state["turn"],), "turn:play", "Play a card", active=state["turn"])

    def _legal(self, state: State, seat: int) -> list[Action]:
        hand = state["hands"][seat]
        if state["attack"] is not None:
            return [Action.make(seat, "pass")] + [
                Action.make(seat, "block", card=c) for c in sorted(hand) if c[0] == "b"]
        out = []
        for card in sorted(hand):
            if card[0] == "a":
                out += [Action.make(seat, "attack", card=card, target=t)
                        for t in range(state["players"]) if t != seat]
            else:
                out.append(Action.make(seat, "discard", card=card))
        return out

    def _apply(self, state: State, action: Action) -> None:
        seat, name = action.seat, self.seat_name(state, action.seat)
        if action.kind == "attack":
            state["hands"][seat].remove(action["card"])
            state["attack"] = {"card": action["card"], "by": seat, "target": action["target"]}
            log_event(state, f"{name} attacks {self.seat_name(state, action['target'])}.")
            return
        if action.kind == "discard":
            state["hands"][seat].remove(action["card"])
            state["discard"].append(action["card"])
            log_event(state, f"{name} discards {action['card']}.")
        else:
            attack, state["attack"] = state["attack"], None
            if action.kind == "block":
                state["hands"][seat].remove(action["card"])
                state["discard"] += [attack["card"], action["card"]]
                log_event(state, f"{name} blocks with {action['card']}.")
            else:
                state["hits"][attack["by"]].append(attack["card"])
                log_event(state, f"{name} lets the attack pass.")
        self._end_turn(state)

    def _end_turn(self, state: State) -> None:
        turn = state["turn"]
        if state["deck"]:
            state["hands"][turn].append(state["deck"].pop())
        nxt = next_seat(state, turn, lambda s: bool(state["hands"][s]))
        if nxt is None:
            state["over"] = True
        else:
            state["turn"] = nxt

    def _view(self, state: State, seat: int | None) -> dict:
        return {"hand": None if seat is None else sorted(state["hands"][seat]),
                "hand_sizes": [len(h) for h in state["hands"]], "deck_size": len(state["deck"]),
                "discard": list(state["discard"]), "hits": deep_copy(state["hits"]),
                "attack": deep_copy(state["attack"]), "turn": state["turn"]}

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        state = state_from_view(view)
        attack = [view["attack"]["card"]] if view["attack"] else []
        hidden = unseen(CARDS, view["hand"], view["discard"], attack, *view["hits"])
        sizes = [0 if s == seat else n for s, n in enumerate(view["hand_sizes"])]
        *hands, deck = deal_unseen(hidden, sizes, rng)
        hands[seat] = list(view["hand"])
        state.update(hands=hands, deck=deck, discard=list(view["discard"]),
                     hits=deep_copy(view["hits"]), attack=deep_copy(view["attack"]),
                     turn=view["turn"])
        return state

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        if action.kind == "attack":
            return f"attack {_name(self, state, action['target'])} with {action['card']}"
        if action.kind == "block":
            return f"block with {action['card']}"
        return "let the attack pass" if action.kind == "pass" else f"discard {action['card']}"

    def scores(self, state: State) -> list[int]:
        return [len(h) for h in state["hits"]]

    def census(self, state: State) -> dict:
        attack = [state["attack"]["card"]] if state["attack"] else []
        return {"card": count(state["deck"], state["discard"], attack, *state["hands"],
                              *state["hits"])}

    def inventory(self, state: State) -> dict:
        return {"card": count(CARDS)}

    def invariant_errors(self, state: State) -> list[str]:
        return [f"seat {s} holds {len(h)} cards"
                for s, h in enumerate(state["hands"]) if len(h) > HAND]


GAME = BlockGame()
