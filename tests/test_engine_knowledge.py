"""Per-seat knowledge of face-down cards (tabletop.engine.knowledge), proven on the tiny game
Peek: it follows a card through a swap, is lost on a shuffle, and views and determinize
respect it."""

from __future__ import annotations

import random

import pytest

from tabletop.engine import (Action, BadState, fill_unknown, forget, init_knowledge,
                             knowledge_from_places, known_cards, known_places, knows, learn, mask)
from tabletop.engine.knowledge import check_knowledge
from tiny_games import TINY_GAMES
from tiny_games.peek import CARDS

PEEK = TINY_GAMES["tiny_peek"]


def test_learn_knows_forget():
    state = {"players": 3}
    init_knowledge(state)
    learn(state, 1, "c09", "c02", "c09")
    assert known_cards(state, 1) == ["c02", "c09"] and knows(state, 1, "c02")
    assert not knows(state, 0, "c02") and not knows(state, None, "c02")
    learn(state, 2, "c02")
    forget(state, ["c02"], keep=[2])
    assert known_cards(state, 1) == ["c09"] and known_cards(state, 2) == ["c02"]
    check_knowledge(state)
    with pytest.raises(BadState, match="out of range"):
        learn(state, 3, "c01")
    with pytest.raises(BadState, match="no knowledge"):
        learn({"players": 2}, 0, "c01")
    with pytest.raises(BadState):
        check_knowledge({"players": 1, "known": [["b", "a"]]})


def test_mask_places_and_determinize_helpers():
    state = {"players": 2}
    init_knowledge(state)
    learn(state, 0, "c1")
    learn(state, 1, "c5")
    zones = {"0": ["c1", "c2"], "1": ["c3", "c5"]}
    assert mask(state, 0, zones["1"]) == [None, None] and mask(state, 1, zones["1"]) == [None, "c5"]
    assert mask(state, None, zones["0"]) == [None, None]
    places = known_places(state, zones)
    assert places == [[["0", 0]], [["1", 1]]]
    dealt = fill_unknown({"0": ["c1", None], "1": [None, None]}, ["c2", "c3", "c5"],
                         random.Random(1))
    assert dealt["0"][0] == "c1" and sorted(dealt["0"][1:] + dealt["1"]) == ["c2", "c3", "c5"]
    rebuilt = knowledge_from_places(dealt, places, 0, ["c1"])
    assert rebuilt == [["c1"], [dealt["1"][1]]]
    with pytest.raises(ValueError, match="2 unknown places but 1 cards"):
        fill_unknown({"0": [None, None]}, ["c2"], random.Random(0))


def _peek_state(rows: list[list[str]]) -> dict:
    state = PEEK.new_game(len(rows), 1)
    held = {c for row in rows for c in row}
    state.update(rows=[list(r) for r in rows], box=[c for c in CARDS if c not in held])
    assert PEEK.census(state) == PEEK.inventory(state)
    return state


def test_knowledge_follows_a_card_through_a_swap_and_is_lost_on_a_shuffle():
    state = _peek_state([["c00", "c01", "c02"], ["c03", "c04", "c05"]])
    state = PEEK.apply(state, Action.make(0, "peek", row=1, pos=0))  # seat 0 sees c03
    assert PEEK.view(state, 0)["rows"][1] == ["c03", None, None]
    assert PEEK.view(state, 1)["rows"][1] == [None, None, None]  # the id stays private...
    assert PEEK.view(state, 1)["places"][0] == [["1", 0]]  # ...who knows which place is public
    assert "c03" not in PEEK.view(state, 1)["log"][-1]
    state = PEEK.apply(state, Action.make(1, "swap", mine=0, row=0, pos=2))  # c03 <-> c02
    assert state["rows"] == [["c00", "c01", "c03"], ["c02", "c04", "c05"]]
    assert PEEK.view(state, 0)["rows"] == [[None, None, "c03"], [None, None, None]]
    assert PEEK.view(state, 1)["places"][0] == [["0", 2]]  # it followed the card
    state = PEEK.apply(state, Action.make(0, "peek", row=1, pos=1))  # seat 0 sees c04
    state = PEEK.apply(state, Action.make(1, "shuffle", row=0))  # seat 0's row: c03 forgotten
    assert known_cards(state, 0) == ["c04"]
    assert PEEK.view(state, 0)["rows"][0] == [None, None, None]
    assert PEEK.view(state, 0)["rows"][1] == [None, "c04", None]
    assert Action.make(0, "peek", row=0, pos=state["rows"][0].index("c03")) in (
        PEEK.legal_actions(state, 0))  # a forgotten card may be peeked at again


def test_determinize_keeps_known_cards_in_place_and_deals_the_rest():
    state = _peek_state([["c00", "c01", "c02"], ["c03", "c04", "c05"], ["c06", "c07", "c08"]])
    state = PEEK.apply(state, Action.make(0, "peek", row=2, pos=1))
    state = PEEK.apply(state, Action.make(1, "peek", row=0, pos=0))
    state = PEEK.apply(state, Action.make(2, "swap", mine=1, row=1, pos=2))  # c07 -> seat 1
    view = PEEK.view(state, 0)
    seen_rows = set()
    for seed in range(20):
        det = PEEK.determinize(view, 0, random.Random(seed))
        assert det["rows"][1][2] == "c07" and PEEK.view(det, 0) == view
        assert known_cards(det, 0) == ["c07"]
        assert known_cards(det, 1) == [det["rows"][0][0]]  # seat 1 knows what lies at its place
        seen_rows.add(tuple(det["rows"][0]))
    assert len(seen_rows) > 1  # the unknown cards are dealt, not copied from the truth


def test_the_true_rows_show_at_the_end():
    state = _peek_state([["c00", "c01", "c02"], ["c03", "c04", "c05"]])
    state["turns_left"] = 1
    state = PEEK.apply(state, Action.make(0, "shuffle", row=1))
    assert state["over"] and PEEK.view(state, None)["rows"] == state["rows"]
    assert PEEK.scores_for(state, None) == PEEK.scores(state) == [3, 3 + 4 + 0]
