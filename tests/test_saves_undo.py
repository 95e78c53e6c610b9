"""Undo: a human's own moves within their turn, never past a reveal or another seat's action."""

from __future__ import annotations

import pytest
from test_saves_fakegame import play_session, register, seats

from tabletop.saves import SaveStore
from tabletop.undo import can_undo, undo


@pytest.fixture(autouse=True)
def _game(monkeypatch):
    register(monkeypatch)


def _do(session, kind, **args):
    seat = session.game.decision(session.state).seats[0]
    action = next(a for a in session.game.legal_actions(session.state, seat)
                  if a.kind == kind and all(a[k] == v for k, v in args.items()))
    session.play(action)
    return session.state


def test_undo_goes_back_one_decision_at_a_time_within_the_turn():
    session = play_session(n_actions=0)                  # Ana (human) to move, Ben a bot
    start = session.state
    assert not can_undo(session, 0)
    after_first = _do(session, "place", space=1)
    _do(session, "place", space=2)
    assert can_undo(session, 0) and not can_undo(session, 1)
    back = undo(session, 0)
    assert back.state == after_first and len(session.match.actions) == 2   # input unchanged
    assert can_undo(back, 0)
    twice = undo(back, 0)
    assert twice.state == start and not can_undo(twice, 0)
    with pytest.raises(ValueError, match="Ana cannot undo"):
        undo(twice, 0)


@pytest.mark.parametrize("barrier", ["peek", "roll"])
def test_never_past_a_reveal_or_a_roll(barrier):
    session = play_session(n_actions=0)
    _do(session, "place", space=0)
    after_barrier = _do(session, barrier)
    assert not can_undo(session, 0)
    _do(session, "place", space=3)
    back = undo(session, 0)
    assert back.state == after_barrier and not can_undo(back, 0)


def test_never_past_another_seat_or_after_the_turn():
    session = play_session(n_actions=0)
    _do(session, "place", space=0)
    _do(session, "pass")                                 # Ana's turn ends: Ben (bot) to move
    assert not can_undo(session, 0)
    _do(session, "place", space=1)                       # Ben acts
    _do(session, "pass")
    assert session.game.decision(session.state).seats == (0,)
    assert not can_undo(session, 0) and not can_undo(session, 1)


def test_bots_and_hot_seat_humans_cannot_undo_each_other():
    session = play_session(n_actions=0, seat_list=seats(2, humans=0))
    _do(session, "place", space=0)
    assert not can_undo(session, 0)                      # a bot seat never undoes
    hot = play_session(n_actions=0, seat_list=seats(2, humans=2))
    _do(hot, "place", space=0)
    _do(hot, "pass")
    _do(hot, "place", space=2)
    assert can_undo(hot, 1) and not can_undo(hot, 0)
    assert undo(hot, 1).state["spaces"][2] == []


def test_undo_points_survive_a_save_and_the_undone_game_saves_and_resumes():
    session = play_session(n_actions=0)
    _do(session, "roll")
    _do(session, "place", space=1)
    _do(session, "place", space=2)
    store = SaveStore()
    loaded = store.load(store.save(session, "mid-turn"))
    assert loaded.undo_points == session.undo_points == [1, 2]
    back = undo(loaded, 0)
    assert back.undo_points == [1] and back.state == undo(session, 0).state
    again = store.load(store.save(back, "after undo"))
    assert again.state == back.state and again.undo_points == [1]
