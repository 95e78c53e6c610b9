"""Tiny game "Teams": secret teams, face-down baskets, and a team victory.

Made-up rules (for the tests only), shaped like Potato Tomato's hidden teams and The Big Fat
Tomato Game's face-down baskets: each seat is dealt a secret team card (Potatoes or Tomatoes,
as even as the seat count allows). On their turn a seat looks at the top card of the deck
(``nNN`` is worth ``1 + NN % 3``) and either banks it face down in their basket or discards it
face up. When the deck is empty, teams and baskets are turned up: the team with the higher
total wins, every seat of it (a level total is shared by everyone).

Before the end a seat sees only its own team and its own basket: :meth:`scores_for` hides the
others' scores, :meth:`teams_for` the others' teams.
"""

from __future__ import annotations

import random

from tabletop.engine import Action, Decision, Game, GameInfo, Rng, State, View, log_event
from tabletop.engine.hidden import count, deal_unseen, state_from_view, unseen

CARDS = [f"n{i:02}" for i in range(10)]
TEAMS = ("Potatoes", "Tomatoes")


def value(card: str) -> int:
    """Points of a card."""
    return 1 + int(card[1:]) % 3


def team_cards(players: int) -> list[str]:
    """The team cards dealt for ``players`` seats (Potatoes first)."""
    return [TEAMS[0]] * (players // 2) + [TEAMS[1]] * (players - players // 2)


class TeamsGame(Game):
    """The team tiny game (see the module docstring)."""

    info = GameInfo("tiny_teams", "Tiny Teams", 2, 4, "1", teams=True,
                    summary="Secret teams bank cards face down; the better team wins.")

    def _setup(self, num_players: int, state: State, options: dict) -> None:
        rng = Rng(state)
        teams, deck = team_cards(num_players), list(CARDS)
        rng.shuffle(teams)
        rng.shuffle(deck)
        state.update(teams=teams, deck=deck, drawn=deck.pop(), discard=[], turn=0,
                     baskets=[[] for _ in range(num_players)])

    def _decision(self, state: State) -> Decision:
        return Decision((state["turn"],), "turn:bank_or_discard", "Bank or discard the card",
                        active=state["turn"])

    def _legal(self, state: State, seat: int) -> list[Action]:
        return [Action.make(seat, "bank"), Action.make(seat, "discard")]

    def _apply(self, state: State, action: Action) -> None:
        seat, card = action.seat, state["drawn"]
        name = self.seat_name(state, seat)
        if action.kind == "bank":
            state["baskets"][seat].append(card)
            log_event(state, f"{name} banks a card.")
        else:
            state["discard"].append(card)
            log_event(state, f"{name} discards {card}.")
        state["turn"] = (seat + 1) % state["players"]
        state["drawn"] = state["deck"].pop() if state["deck"] else None
        state["over"] = state["drawn"] is None

    def _view(self, state: State, seat: int | None) -> dict:
        over = state["over"]
        return {"teams": [t if over or s == seat else None for s, t in enumerate(state["teams"])],
                "baskets": [sorted(b) if over or s == seat else None
                            for s, b in enumerate(state["baskets"])],
                "basket_sizes": [len(b) for b in state["baskets"]],
                "drawn": state["drawn"] if seat == state["turn"] else None,
                "deck_size": len(state["deck"]), "discard": list(state["discard"]),
                "turn": state["turn"]}

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        state = state_from_view(view)
        n, baskets = view["players"], view["baskets"]
        mine = [c for c in [view["drawn"]] if c is not None]
        pool = unseen(CARDS, view["discard"], mine, *[b for b in baskets if b is not None])
        sizes = [0 if b is not None else view["basket_sizes"][s] for s, b in enumerate(baskets)]
        drawn_hidden = not state["over"] and not mine
        *dealt, rest = deal_unseen(pool, sizes + [1 if drawn_hidden else 0], rng)
        teams = list(view["teams"])
        others = team_cards(n)
        for t in teams:
            if t is not None:
                others.remove(t)
        rng.shuffle(others)
        state.update(teams=[t if t is not None else others.pop() for t in teams], deck=rest,
                     drawn=(view["drawn"] if mine else dealt[n][0] if drawn_hidden else None),
                     discard=list(view["discard"]), turn=view["turn"],
                     baskets=[list(b) if b is not None else dealt[s] for s, b in enumerate(baskets)])
        return state

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        return f"{action.kind} the card"

    def scores(self, state: State) -> list[int]:
        return [sum(map(value, b)) for b in state["baskets"]]

    def scores_for(self, state: State, viewer: int | None) -> list[int | None]:
        """A basket is face down until the end: a seat sees only its own score."""
        return [p if state["over"] or s == viewer else None
                for s, p in enumerate(self.scores(state))]

    def teams_for(self, state: State, viewer: int | None) -> list[str | None]:
        """A team card is secret until the end."""
        return [t if state["over"] or s == viewer else None for s, t in enumerate(state["teams"])]

    def team_totals(self, state: State) -> dict[str, int]:
        """Team name -> the sum of its seats' baskets."""
        totals = dict.fromkeys(TEAMS, 0)
        for team, points in zip(state["teams"], self.scores(state)):
            totals[team] += points
        return totals

    def winners(self, state: State) -> list[int]:
        """Every seat of the team with the higher total; everyone on a level total."""
        totals = self.team_totals(state)
        best = max(totals.values())
        return [s for s, t in enumerate(state["teams"]) if totals[t] == best]

    def win_reason(self, state: State) -> str:
        totals = self.team_totals(state)
        (a, pa), (b, pb) = sorted(totals.items(), key=lambda kv: -kv[1])
        if pa == pb:
            return f"The {a} and the {b} share the victory at {pa} points."
        return f"The {a} win with {pa} points against {pb}."

    def face_down_ids(self, state: State) -> list[str]:
        """The deck, the card being looked at, and the baskets until the end."""
        baskets = [] if state["over"] else [c for b in state["baskets"] for c in b]
        return list(state["deck"]) + [c for c in [state["drawn"]] if c] + baskets

    def unseen_by(self, state: State, seat: int | None) -> set[str]:
        """A seat sees its own basket and the card it is looking at."""
        mine = set() if seat is None else set(state["baskets"][seat])
        if seat is not None and seat == state["turn"] and state["drawn"]:
            mine.add(state["drawn"])
        return set(self.face_down_ids(state)) - mine

    def census(self, state: State) -> dict:
        drawn = [state["drawn"]] if state["drawn"] else []
        return {"card": count(state["deck"], state["discard"], drawn, *state["baskets"]),
                "team_card": count(state["teams"])}

    def inventory(self, state: State) -> dict:
        return {"card": count(CARDS), "team_card": count(team_cards(state["players"]))}


GAME = TeamsGame()
