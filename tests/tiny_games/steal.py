"""Tiny game "Spy": a multi-step choice kept as a stack of decision frames in the state.

Made-up rules (for the tests only), shaped like The Big Fat Tomato Game's Mole Spy: on their
turn a seat plays one card from hand. A gem card goes face up to their bank (worth 1-3 points).
A spy card starts a three-step choice: (1) play the spy card, (2) choose a target seat with
cards in hand, (3) look at that hand and take one card of it. The partial choice lives in
``state["frames"]`` through :mod:`tabletop.engine.frames` (plain dicts, top of the stack last);
while a frame is on top, its seats decide and its kind names the step ("spy:target",
"spy:take"). Then the player draws a card. Seats with no cards are skipped; the
game ends when every hand is empty.
"""

from __future__ import annotations

import random

from tabletop.engine import (Action, Decision, Game, GameInfo, Rng, State, View, deep_copy,
                             frame_decision, log_event, pop_frame, push_frame, top_frame)
from tabletop.engine.hidden import count, deal_unseen, state_from_view, unseen
from .common import next_seat
from .common import seat_label as _name

CARDS = [f"s{i}" for i in range(6)] + [f"g{i:02}" for i in range(12)]
"""6 spy cards and 12 gem cards; gem ``gNN`` is worth ``1 + NN % 3`` points."""
HAND = 3
PROMPTS = {"spy:target": "Choose a seat to spy on", "spy:take": "Take one of their cards"}


class StealGame(Game):
    """The multi-step tiny game (see the module docstring)."""

    info = GameInfo("tiny_steal", "Tiny Spy", 2, 4, "1",
                    summary="Play a spy, pick a seat, take a card.")

    def _setup(self, num_players: int, state: State, options: dict) -> None:
        deck = list(CARDS)
        Rng(state).shuffle(deck)
        state["hands"] = [deck[HAND * s:HAND * (s + 1)] for s in range(num_players)]
        state.update(deck=deck[HAND * num_players:], discard=[], frames=[], turn=0,
                     banks=[[] for _ in range(num_players)])

    def _decision(self, state: State) -> Decision:
        top = top_frame(state)
        if top is not None:  # a multi-step choice is under way: the top frame decides
            return frame_decision(top, PROMPTS[top["kind"]], active=state["turn"])
        return Decision((state["turn"],), "turn:play", "Play a card", active=state["turn"])

    def _legal(self, state: State, seat: int) -> list[Action]:
        top = top_frame(state)
        if top is None:
            return [Action.make(seat, "play", card=c) for c in sorted(state["hands"][seat])]
        if top["kind"] == "spy:target":
            return [Action.make(seat, "target", target=t) for t in self._targets(state, seat)]
        return [Action.make(seat, "take", card=c) for c in sorted(state["hands"][top["target"]])]

    @staticmethod
    def _targets(state: State, seat: int) -> list[int]:
        return [t for t, h in enumerate(state["hands"]) if t != seat and h]

    def _apply(self, state: State, action: Action) -> None:
        seat, name = action.seat, self.seat_name(state, action.seat)
        if action.kind == "play":
            card = action["card"]
            state["hands"][seat].remove(card)
            if card[0] == "g":
                state["banks"][seat].append(card)
                log_event(state, f"{name} banks {card}.")
            elif self._targets(state, seat):
                push_frame(state, {"kind": "spy:target", "seats": [seat], "card": card})
                log_event(state, f"{name} plays a spy card.")
                return
            else:
                state["discard"].append(card)
                log_event(state, f"{name} plays a spy card with no one to spy on.")
        elif action.kind == "target":
            push_frame(state, {"kind": "spy:take", "seats": [seat], "target": action["target"]})
            log_event(state, f"{name} spies on {self.seat_name(state, action['target'])}.")
            return
        else:
            target = pop_frame(state)["target"]
            state["discard"].append(pop_frame(state)["card"])
            state["hands"][target].remove(action["card"])
            state["hands"][seat].append(action["card"])
            victim = self.seat_name(state, target)
            log_event(state, f"{name} takes {action['card']} from {victim}.", only=[seat, target],
                      others=f"{name} takes a card from {victim}.")
        if state["deck"]:
            state["hands"][seat].append(state["deck"].pop())
        nxt = next_seat(state, seat, lambda s: bool(state["hands"][s]))
        state["over"] = nxt is None
        state["turn"] = seat if nxt is None else nxt

    def _view(self, state: State, seat: int | None) -> dict:
        top = top_frame(state) or {}
        looking = top.get("kind") == "spy:take" and seat == state["turn"]  # the spy looks at the hand
        return {"hand": None if seat is None else sorted(state["hands"][seat]),
                "looking_at": sorted(state["hands"][top["target"]]) if looking else None,
                "hand_sizes": [len(h) for h in state["hands"]], "deck_size": len(state["deck"]),
                "discard": list(state["discard"]), "banks": deep_copy(state["banks"]),
                "frames": deep_copy(state["frames"]), "turn": state["turn"]}

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        state = state_from_view(view)
        frames = view["frames"]
        fixed = {seat: view["hand"]}
        if view["looking_at"] is not None:
            fixed[frames[-1]["target"]] = view["looking_at"]
        in_play = [f["card"] for f in frames if "card" in f]
        hidden = unseen(CARDS, view["discard"], in_play, *fixed.values(), *view["banks"])
        sizes = [0 if s in fixed else n for s, n in enumerate(view["hand_sizes"])]
        *hands, deck = deal_unseen(hidden, sizes, rng)
        for s, cards in fixed.items():
            hands[s] = list(cards)
        state.update(hands=hands, deck=deck, discard=list(view["discard"]),
                     banks=deep_copy(view["banks"]), frames=deep_copy(frames), turn=view["turn"])
        return state

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        if action.kind == "target":
            return f"spy on {_name(self, state, action['target'])}"
        return f"{action.kind} {action['card']}"

    def scores(self, state: State) -> list[int]:
        return [sum(1 + int(c[1:]) % 3 for c in bank) for bank in state["banks"]]

    def census(self, state: State) -> dict:
        in_play = [f["card"] for f in state["frames"] if "card" in f]
        return {"card": count(state["deck"], state["discard"], in_play, *state["hands"],
                              *state["banks"])}

    def inventory(self, state: State) -> dict:
        return {"card": count(CARDS)}


GAME = StealGame()
