"""The TomaToss turn counter: 1 on the first turn, one more each time the next seat starts;
in the view, checked when a state loads, and shown by save summaries
(docs/rules/tomatoss.md, "Turn counter")."""

from __future__ import annotations

import copy
import random

import pytest

from tabletop.engine import BadState
from tabletop.saves import SaveStore
from tabletop.session import SeatInfo, Session
from test_tomatoss_support import GAME, act, build


def test_the_counter_goes_up_when_the_next_seat_starts_and_never_after_the_end() -> None:
    state = GAME.new_game(3, 4)
    assert state["turn"] == 1 and GAME.view(state, 1)["turn"] == 1
    rng = random.Random(4)
    starts = 1  # turns started so far, counted from the seat changes
    while not GAME.is_over(state):
        seat = GAME.decision(state).seats[0]
        after = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        if not GAME.is_over(after) and after["current"] != state["current"]:
            starts += 1
        assert after["turn"] == starts
        assert all(GAME.view(after, v)["turn"] == starts for v in (None, 0, 1, 2))
        state = after
    assert state["turn"] > 3


def test_a_discard_at_the_hand_limit_ends_the_turn_and_counts_it() -> None:
    state = build(hands=[[1, 1, 2, 3, 3, 4, 5, 5, 6], [2]], tokens_left=0, phase="discard",
                  turn=7)
    after = act(state, "discard", values=[6])
    assert after["current"] == 1 and after["turn"] == 8


def test_determinize_keeps_the_counter() -> None:
    state = build(hands=[[3, 5], [1, 2]], turn=5)
    view = GAME.view(state, 0)
    again = GAME.determinize(view, 0, random.Random(1))
    assert again["turn"] == 5 and GAME.view(again, 0) == view


@pytest.mark.parametrize("value", [0, -3, "2", True, 2.0, None])
def test_a_state_with_a_wrong_counter_is_refused(value) -> None:
    data = copy.deepcopy(build(hands=[[3], [1]]))
    data["turn"] = value
    with pytest.raises(BadState, match="turn"):
        GAME.state_from_json(data)


def test_a_save_summary_shows_the_turn() -> None:
    session = Session.start("tomatoss", [SeatInfo("Ana"), SeatInfo("Ben")], 3)
    rng = random.Random(3)
    while session.state["turn"] < 4:
        seat = GAME.decision(session.state).seats[0]
        session.play(rng.choice(GAME.legal_actions(session.state, seat)))
    store = SaveStore()
    path = store.save(session, "turn four")
    summary = next(s for s in store.list()[0] if s.path == path)
    assert summary.turn == 4 and summary.to_move == "Ben"
