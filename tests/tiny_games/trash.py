"""Tiny game "Trash": every opponent picks one of their own items at once, in secret.

Made-up rules (for the tests only), shaped like Toasty Toasts' Trash Toast: each seat has a
toast with topping cards on it (face up) and one trash card in hand. On their turn a seat either
grows (puts the top topping card of the deck on their toast) or plays their trash card: then
every opponent with a topping chooses, at once and in secret, one topping of their own toast;
when all have chosen, the chosen toppings go to the discard pile. The game ends when the deck is
empty; each topping on a toast is a point.
"""

from __future__ import annotations

import random

from tabletop.engine import Action, Decision, Game, GameInfo, Rng, State, View, deep_copy, log_event
from tabletop.engine.hidden import count, deal_unseen, state_from_view, unseen

TOPPINGS = [f"t{i:02}" for i in range(20)]


def _trash_card(seat: int) -> str:
    return f"x{seat}"


class TrashGame(Game):
    """The every-opponent-picks tiny game (see the module docstring)."""

    info = GameInfo("tiny_trash", "Tiny Trash", 2, 4, "1", simultaneous=True,
                    summary="Grow, or make everyone trash.")

    def _setup(self, num_players: int, state: State, options: dict) -> None:
        deck = list(TOPPINGS)
        Rng(state).shuffle(deck)
        state.update(toasts=[[deck.pop(), deck.pop()] for _ in range(num_players)], deck=deck,
                     hands=[[_trash_card(s)] for s in range(num_players)], discard=[], turn=0,
                     picks=None)

    def _decision(self, state: State) -> Decision:
        turn = state["turn"]
        if state["picks"] is not None:
            waiting = tuple(s for s, p in enumerate(state["picks"]) if p == "?")
            return Decision(waiting, "trash:pick", "Choose a topping to trash", True, turn)
        return Decision((turn,), "turn:grow_or_trash", "Grow or play your trash card", active=turn)

    def _legal(self, state: State, seat: int) -> list[Action]:
        if state["picks"] is not None:
            return [Action.make(seat, "pick", topping=t) for t in sorted(state["toasts"][seat])]
        out = [Action.make(seat, "grow")]
        if state["hands"][seat] and any(t for s, t in enumerate(state["toasts"]) if s != seat):
            out.append(Action.make(seat, "trash"))
        return out

    def _apply(self, state: State, action: Action) -> None:
        seat, name = action.seat, self.seat_name(state, action.seat)
        if action.kind == "grow":
            state["toasts"][seat].append(state["deck"].pop())
            log_event(state, f"{name} grows {state['toasts'][seat][-1]}.")
        elif action.kind == "trash":
            state["discard"].append(state["hands"][seat].pop())
            # "?" marks a seat still to choose; None a seat that is not asked.
            state["picks"] = [None if s == seat or not t else "?"
                              for s, t in enumerate(state["toasts"])]
            log_event(state, f"{name} plays their trash card.")
            return
        else:
            state["picks"][seat] = action["topping"]
            log_event(state, f"You chose {action['topping']}.", only=[seat],
                      others=f"{name} has chosen.")
            if "?" in state["picks"]:
                return
            for s, topping in enumerate(state["picks"]):
                if topping is not None:
                    state["toasts"][s].remove(topping)
                    state["discard"].append(topping)
            log_event(state, "Trashed: " + ", ".join(p for p in state["picks"] if p) + ".")
            state["picks"] = None
        if not state["deck"]:
            state["over"] = True
        state["turn"] = (state["turn"] + 1) % state["players"]

    def _view(self, state: State, seat: int | None) -> dict:
        picks = state["picks"]  # another seat's pick is hidden until all are in
        return {"toasts": deep_copy(state["toasts"]),
                "hand_sizes": [len(h) for h in state["hands"]],
                "deck_size": len(state["deck"]), "discard": list(state["discard"]),
                "turn": state["turn"], "asked": picks and [p is not None for p in picks],
                "my_pick": None if picks is None or seat is None else picks[seat]}

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        state = state_from_view(view)
        hidden = unseen(TOPPINGS, view["discard"], *view["toasts"])
        deck = deal_unseen(hidden, [], rng)[0]
        picks = None
        if view["asked"] is not None:
            waiting = view["decision"]["seats"]
            picks = [None if not asked else "?" if s in waiting
                     else rng.choice(sorted(view["toasts"][s]))
                     for s, asked in enumerate(view["asked"])]
            picks[seat] = view["my_pick"]
        state.update(toasts=deep_copy(view["toasts"]), deck=deck, discard=list(view["discard"]),
                     hands=[[_trash_card(s)] * n for s, n in enumerate(view["hand_sizes"])],
                     turn=view["turn"], picks=picks)
        return state

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        if action.kind == "pick":
            return f"trash {action['topping']}"
        return "grow a topping" if action.kind == "grow" else "play your trash card"

    def scores(self, state: State) -> list[int]:
        return [len(t) for t in state["toasts"]]

    def census(self, state: State) -> dict:
        return {"card": count(state["deck"], state["discard"], *state["toasts"], *state["hands"])}

    def inventory(self, state: State) -> dict:
        return {"card": count(TOPPINGS, [_trash_card(s) for s in range(state["players"])])}


GAME = TrashGame()
