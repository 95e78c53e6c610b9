"""A tiny test game for the saves tests ("Tomato Draw"), and checks of Game.reveals on it.

Each turn the active seat may place up to two tokens on spaces 0-3, peek at the top card of
the deck (a private reveal), roll a die once (chance), and ends the turn by drawing a card
(private) or passing. Rules are made up for the tests; no rulebook applies.
"""

from __future__ import annotations

import random

import pytest

from tabletop import games
from tabletop.engine import Action, Decision, Game, GameInfo, Option, Rng, log_event

GAME_ID = "fake_draw"
CARDS = [v for v in range(1, 10) for _ in range(2)]


class TomatoDraw(Game):
    """The tiny game; ``turns`` turns per seat (6 with option ``long``)."""

    info = GameInfo(GAME_ID, "Tomato Draw", 2, 4, "t1",
                    (Option("long", "Long game", False, "Six turns each instead of four."),))

    def _setup(self, num_players, state, options):
        deck = list(CARDS)
        Rng(state).shuffle(deck)
        state.update(deck=deck, hands=[[] for _ in range(num_players)],
                     spaces=[[] for _ in range(4)], tokens=[3] * num_players,
                     rolls=[0] * num_players, turn=0, round=1, placed=0, peeked=False,
                     rolled=False, turns=6 if options["long"] else 4)

    def turn_number(self, state):
        return state["round"]

    def _decision(self, state):
        return Decision((state["turn"],), "turn", "Place, peek, roll, draw or pass",
                        active=state["turn"])

    def _legal(self, state, seat):
        out = []
        if state["tokens"][seat] and state["placed"] < 2:
            out += [Action.make(seat, "place", space=i) for i in range(4)]
        if state["deck"] and not state["peeked"]:
            out.append(Action.make(seat, "peek"))
        if not state["rolled"]:
            out.append(Action.make(seat, "roll"))
        if state["deck"]:
            out.append(Action.make(seat, "draw"))
        return out + [Action.make(seat, "pass")]

    def _apply(self, state, action):
        seat, name = action.seat, self.seat_name(state, action.seat)
        if action.kind == "place":
            state["spaces"][action["space"]].append(seat)
            state["tokens"][seat] -= 1
            state["placed"] += 1
            log_event(state, f"{name} places a token on space {action['space']}")
        elif action.kind == "peek":
            state["peeked"] = True
            log_event(state, f"{name} sees a {state['deck'][-1]} on top", only=[seat],
                      others=f"{name} peeks at the deck")
        elif action.kind == "roll":
            state["rolled"] = True
            roll = Rng(state).randint(1, 6)
            state["rolls"][seat] += roll
            log_event(state, f"{name} rolls a {roll}")
        else:
            if action.kind == "draw":
                card = state["deck"].pop()
                state["hands"][seat].append(card)
                log_event(state, f"{name} draws a {card}", only=[seat],
                          others=f"{name} draws a card")
            else:
                log_event(state, f"{name} passes")
            state.update(placed=0, peeked=False, rolled=False,
                         turn=(seat + 1) % state["players"])
            if state["turn"] == 0:
                state["round"] += 1
                state["over"] = state["round"] > state["turns"]

    def _view(self, state, seat):
        keys = ("spaces", "tokens", "rolls", "turn", "round", "placed", "peeked", "rolled")
        out = {k: state[k] for k in keys}
        out.update(deck_size=len(state["deck"]), hand_sizes=[len(h) for h in state["hands"]],
                   hand=list(state["hands"][seat]) if seat is not None else None)
        return out

    def _determinize(self, view, seat, rng):
        raise NotImplementedError

    def scores(self, state):
        out = [sum(h) + r for h, r in zip(state["hands"], state["rolls"])]
        for space, seats in enumerate(state["spaces"]):
            for s in seats:
                out[s] += space + 1
        return out


GAME = TomatoDraw()


def register(monkeypatch) -> TomatoDraw:
    """Make the tiny game reachable through ``games.get`` for one test."""
    monkeypatch.setitem(games._loaded, GAME_ID, GAME)
    return GAME


def bot_action(game: Game, state: dict, rng: random.Random) -> Action:
    """A seeded random legal action for whoever must choose (the test driver's bot)."""
    seat = game.decision(state).seats[0]
    return rng.choice(game.legal_actions(state, seat))


@pytest.mark.parametrize("kind, reveals", [("place", False), ("peek", True), ("roll", True),
                                           ("draw", True), ("pass", False)])
def test_default_reveals_follows_private_lines_and_rng(kind, reveals):
    state = GAME.new_game(2, seed=3)
    action = next(a for a in GAME.legal_actions(state, 0) if a.kind == kind)
    after = GAME.apply(state, action)
    assert GAME.reveals(state, action, after) is reveals


def test_tiny_game_plays_to_the_end():
    state, rng, steps = GAME.new_game(3, seed=5, options={"long": True}), random.Random(5), 0
    while not GAME.is_over(state):
        state = GAME.apply(state, bot_action(GAME, state, rng))
        steps += 1
    assert state["round"] == 7 and steps >= 18


def seats(n: int = 2, humans: int = 1) -> list:
    """``n`` seats: the first ``humans`` human, the rest random bots."""
    from tabletop.session import SeatInfo

    names = ["Ana", "Ben", "Chloé", "Dev"]
    return [SeatInfo(names[i]) if i < humans else SeatInfo(names[i], "bot", "random")
            for i in range(n)]


def play_session(game_id: str = GAME_ID, n_actions: int = 10, seed: int = 1,
                 seat_list: list | None = None, bot_seed: int = 0):
    """A Session of ``game_id`` after ``n_actions`` seeded random actions (or its end)."""
    from tabletop.session import Session

    session = Session.start(game_id, seat_list or seats(), seed)
    rng = random.Random(bot_seed)
    for _ in range(n_actions):
        if session.game.is_over(session.state):
            break
        session.play(bot_action(session.game, session.state, rng))
    return session
