"""The shell passes a bot's obvious pass out of turn without the visible bot pace: a reaction
window asked of four bots in turn after a human's move costs no waiting, while a bot's own
turn keeps the pace (tabletop/ui/bot_turns.py)."""

from __future__ import annotations

import pytest

from test_ui_kit import make_app

from tabletop import games
from tabletop.engine import Action, Decision, Game, GameInfo, log_event
from tabletop.session import SeatInfo, Session
from tabletop.ui.bot_turns import is_pass, out_of_turn
from tabletop.ui.scenes.table_scene import TableScene

WINDOW_ID = "tiny_window"


class WindowGame(Game):
    """Made up for this test: the seat to play says "go"; then every other seat, one at a
    time, may "pass" (seat 1 may also "grab"); after the window the next seat plays. Ends after
    ``rounds`` goes."""

    info = GameInfo(WINDOW_ID, "Tiny Window", 2, 5, "1", summary="Go; the others may react.")

    def _setup(self, n, state, options):
        state.update(turn=0, asking=[], goes=0)

    def _decision(self, state):
        if state["asking"]:
            return Decision((state["asking"][0],), "react", "React or pass", active=state["turn"])
        return Decision((state["turn"],), "go", "Say go", active=state["turn"])

    def _legal(self, state, seat):
        if state["asking"]:
            return [Action.make(seat, "pass")] + ([Action.make(seat, "grab")] if seat == 1 else [])
        return [Action.make(seat, "go"), Action.make(seat, "wait")]

    def _apply(self, state, action):
        n = state["players"]
        if action.kind in ("go", "wait"):
            state["asking"] = [(state["turn"] + i) % n for i in range(1, n)]
            state["goes"] += 1
        else:
            state["asking"].pop(0)
            if not state["asking"]:
                state["turn"] = (state["turn"] + 1) % n
                state["over"] = state["goes"] >= 3
        log_event(state, f"{self.seat_name(state, action.seat)}: {action.kind}.")

    def _view(self, state, seat):
        return {"turn": state["turn"], "asking": list(state["asking"]), "goes": state["goes"]}

    def _determinize(self, view, seat, rng):
        raise NotImplementedError

    def scores(self, state):
        return [0] * state["players"]


@pytest.fixture
def window_game(monkeypatch):
    game = WindowGame()
    monkeypatch.setattr(games, "_CATALOG", games._CATALOG + ((WINDOW_ID, "Tiny Window"),))
    original = games._available
    monkeypatch.setattr(games, "_available", lambda gid: gid == WINDOW_ID or original(gid))
    monkeypatch.setitem(games._loaded, WINDOW_ID, game)
    return game


@pytest.mark.parametrize("seed, ben", [(3, "pass"), (2, "grab")])
def test_a_window_of_bot_passes_costs_no_waiting(window_game, seed, ben):
    """Seed 3: Ben's random bot chooses to pass (at once); seed 2: it grabs (a real choice:
    after the 800 ms pace). Chloé, Dev and Eve can only pass: at once."""
    app = make_app(bot_delay_ms=800)
    seats = [SeatInfo("Ana")] + [SeatInfo(n, "bot", "random") for n in ("Ben", "Chloé", "Dev",
                                                                         "Eve")]
    app.reset_to(TableScene(app, Session.start(WINDOW_ID, seats, seed)))
    app.run_frames(2)
    scene = app.top
    assert scene.play(Action.make(0, "go"))
    app.run_frames(12)                              # 192 ms: far less than one 800 ms pace
    kinds = [a.kind for a in scene.session.match.actions[1:]]
    if ben == "pass":
        assert kinds == ["pass"] * 4                # the whole window in a few frames
    else:
        assert kinds == []                          # Ben thinks at the visible pace
        app.run_frames(50)                          # 800 ms later
        kinds = [a.kind for a in scene.session.match.actions[1:]]
        assert kinds == ["grab", "pass", "pass", "pass"]
    # Ben's own turn ("go" or "wait": a choice in turn) keeps the visible pace
    moves = len(scene.session.match.actions)
    app.run_frames(30)
    assert len(scene.session.match.actions) == moves
    app.run_frames(30)
    assert len(scene.session.match.actions) > moves


def test_what_counts_as_an_obvious_pass():
    window = Decision((2,), "react", "React", active=0)
    turn = Decision((0,), "go", "Go", active=0)
    assert out_of_turn(window, 2) and not out_of_turn(turn, 0)
    assert is_pass(Action.make(2, "pass"), window)
    assert not is_pass(Action.make(2, "grab"), window)
    assert not is_pass(Action.make(0, "pass"), turn)             # a pass in turn keeps the pace
