"""The template's rules: a whole Game in one small file (split it as the real game grows).

Made-up rules (replace them, citing the rulebook section of each rule): each seat holds
``HAND`` secret crop cards; on their turn a seat plants one card face up in its field (its
value in points) and draws the top card of the face-down deck. When the deck is empty and
every hand too, the game ends; the most points wins. Source: the game's rulebook, Turn and End
of the game (placeholders for the real citations).

State: ``hands`` (one list of card ids per seat, secret), ``deck`` (face down, top last),
``fields`` (one list per seat, face up), ``turn`` (the seat to play).
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import (Action, Decision, Game, GameInfo, Rng, State, View, count,
                             deal_unseen, deep_copy, log_event, state_from_view, unseen)
from tabletop.games._template.components import CARDS, HAND, value

INFO = GameInfo("_template", "Template", 2, 4, "0.1",
                summary="A copyable minimal game (not registered).",
                hidden_information=True, simultaneous=False, teams=False, real_time=False)


class TemplateGame(Game):
    """The template's rules (see the module docstring)."""

    info = INFO

    def _setup(self, num_players: int, state: State, options: dict[str, Any]) -> None:
        deck = list(CARDS)
        Rng(state).shuffle(deck)  # randomness only through Rng(state)
        state.update(hands=[[deck.pop() for _ in range(HAND)] for _ in range(num_players)],
                     deck=deck, fields=[[] for _ in range(num_players)], turn=0)

    def _decision(self, state: State) -> Decision:
        turn = state["turn"]
        return Decision((turn,), "turn:plant", "Plant a crop card", active=turn)

    def _legal(self, state: State, seat: int) -> list[Action]:
        return [Action.make(seat, "plant", card=c) for c in sorted(set(state["hands"][seat]))]

    def _apply(self, state: State, action: Action) -> None:
        seat, card = action.seat, action["card"]
        state["hands"][seat].remove(card)
        state["fields"][seat].append(card)
        log_event(state, f"{self.seat_name(state, seat)} plants {card}.")
        if state["deck"]:
            drawn = state["deck"].pop()
            state["hands"][seat].append(drawn)
            log_event(state, f"You draw {drawn}.", only=[seat],
                      others=f"{self.seat_name(state, seat)} draws a card.")
        n = state["players"]
        nxt = next((s % n for s in range(seat + 1, seat + n + 1) if state["hands"][s % n]), None)
        state["over"] = nxt is None
        state["turn"] = seat if nxt is None else nxt

    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {"hand": None if seat is None else sorted(state["hands"][seat]),
                "hand_sizes": [len(h) for h in state["hands"]], "deck_size": len(state["deck"]),
                "fields": deep_copy(state["fields"]), "turn": state["turn"]}

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        state = state_from_view(view)
        hidden = unseen(CARDS, view["hand"], *view["fields"])
        sizes = [0 if s == seat else n for s, n in enumerate(view["hand_sizes"])]
        *hands, deck = deal_unseen(hidden, sizes, rng)
        hands[seat] = list(view["hand"])
        state.update(hands=hands, deck=deck, fields=deep_copy(view["fields"]), turn=view["turn"])
        return state

    def scores(self, state: State) -> list[int]:
        return [sum(map(value, field)) for field in state["fields"]]

    def face_down_ids(self, state: State) -> list[str]:
        """The deck and the hands (checked: no view names one its seat has not seen)."""
        return list(state["deck"]) + [c for hand in state["hands"] for c in hand]

    def unseen_by(self, state: State, seat: int | None) -> set[str]:
        """A seat sees its own hand."""
        own = set() if seat is None else set(state["hands"][seat])
        return set(self.face_down_ids(state)) - own

    def census(self, state: State) -> dict[str, dict[Any, int]]:
        return {"crop_card": count(state["deck"], *state["hands"], *state["fields"])}

    def inventory(self, state: State) -> dict[str, dict[Any, int]]:
        return {"crop_card": count(CARDS)}

    def invariant_errors(self, state: State) -> list[str]:
        return [f"seat {s} holds {len(h)} cards" for s, h in enumerate(state["hands"])
                if len(h) > HAND]

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        return f"plant {action['card']}" if action.kind == "plant" else str(action)
