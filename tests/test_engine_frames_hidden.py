"""Decision frames (tabletop.engine.frames) and the hidden-information helpers
(tabletop.engine.hidden), moved from the tiny games into the engine."""

from __future__ import annotations

import json
import random

import pytest

from tabletop.engine import (BadState, Decision, check_frames, count, deal_unseen,
                             frame_decision, pop_frame, push_frame, state_from_view, top_frame,
                             unseen, unseen_copies)
from tiny_games import TINY_GAMES


def test_frames_push_top_pop_as_plain_data():
    state: dict = {"players": 3}
    assert top_frame(state) is None
    frame = {"kind": "spy:target", "seats": [0], "card": "s1"}
    push_frame(state, frame)
    frame["card"] = "changed"  # the state holds a copy
    push_frame(state, {"kind": "spy:take", "seats": [0], "target": 2})
    assert top_frame(state) == {"kind": "spy:take", "seats": [0], "target": 2}
    assert json.loads(json.dumps(state)) == state
    check_frames(state, 3)
    assert pop_frame(state)["target"] == 2
    assert pop_frame(state) == {"kind": "spy:target", "seats": [0], "card": "s1"}
    assert top_frame(state) is None and state["frames"] == []
    with pytest.raises(BadState, match="no decision frame"):
        pop_frame(state)


@pytest.mark.parametrize("frame", [{"seats": [0]}, {"kind": "x"}, {"kind": "x", "seats": []},
                                   {"kind": "x", "seats": [1, 1]}, {"kind": "x", "seats": ["0"]},
                                   ["kind", "seats"]])
def test_a_malformed_frame_is_refused(frame):
    with pytest.raises(BadState):
        push_frame({}, frame)


def test_check_frames_refuses_a_seat_out_of_range():
    with pytest.raises(BadState, match="out of range"):
        check_frames({"frames": [{"kind": "x", "seats": [3]}]}, 3)
    check_frames({"frames": [{"kind": "race", "seats": [-1]}]}, 3)


def test_frame_decision_takes_seats_kind_and_the_optional_fields():
    frame = {"kind": "trash:pick", "seats": [1, 2], "simultaneous": True, "prompt": "Pick one"}
    assert frame_decision(frame, active=0) == Decision((1, 2), "trash:pick", "Pick one", True, 0)
    assert frame_decision({"kind": "k", "seats": [2], "active": 1}, "Choose") == Decision(
        (2,), "k", "Choose", False, 1)


def test_hidden_helpers():
    assert count(["a", "b"], ["a"], []) == {"a": 2, "b": 1}
    assert unseen(["c", "a", "b", "d"], ["b"], [None, "d"]) == ["a", "c"]
    assert unseen_copies(["x", "x", "y"], ["x", None]) == ["x", "y"]
    with pytest.raises(ValueError, match="more copies"):
        unseen_copies(["x"], ["x", "x"])
    cards = [f"c{i}" for i in range(7)]
    piles = deal_unseen(cards, [2, 3], random.Random(4))
    assert [len(p) for p in piles] == [2, 3, 2] and sorted(sum(piles, [])) == cards
    assert cards == [f"c{i}" for i in range(7)]  # not shuffled in place
    with pytest.raises(ValueError, match="cannot deal 8 cards from 7"):
        deal_unseen(cards, [4, 4], random.Random(0))


def test_state_from_view_makes_the_viewers_log_public():
    game = TINY_GAMES["tiny_rps"]
    state = game.new_game(2, 3)
    view = game.view(state, 0)
    rebuilt = state_from_view(view)
    assert rebuilt["game"] == "tiny_rps" and rebuilt["players"] == 2 and rebuilt["rng"] == 0
    assert [e["text"] for e in rebuilt["log"]] == view["log"]


def test_game_info_flags_say_what_a_game_has():
    from tabletop import games

    diced, toss = games.get("diced_tomatoes").info, games.get("tomatoss").info
    assert not diced.hides_information() and diced.hides_information({"blind_draw": True})
    assert toss.hides_information() and not (toss.simultaneous or toss.teams or toss.real_time)
    flags = {g: (i.simultaneous, i.teams, i.real_time) for g, i in
             ((g, TINY_GAMES[g].info) for g in ("tiny_rps", "tiny_trash", "tiny_slap",
                                                 "tiny_teams", "tiny_block"))}
    assert flags == {"tiny_rps": (True, False, False), "tiny_trash": (True, False, False),
                     "tiny_slap": (False, False, True), "tiny_teams": (False, True, False),
                     "tiny_block": (False, False, False)}
