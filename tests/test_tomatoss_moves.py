"""What TomaToss lists as legal placements (docs/rules/tomatoss.md, "Legal actions").

Checked against a brute force over every card subset of the hand, so the value-multiset
enumeration neither misses nor repeats a choice.
"""

from __future__ import annotations

import itertools
import random

import pytest

from tabletop.games.tomatoss.components import TARGET_TYPES, TOMATO_VALUES, all_tomatoes
from tabletop.games.tomatoss.conditions import met
from test_tomatoss_support import GAME, build


def _brute(hand: list[int], type_id: str) -> tuple[set, set, set]:
    """(tosses, every quick toss, hopeful quick tosses) by trying every subset of the hand's
    cards."""
    tosses, every, hopeful = set(), set(), set()
    for r in range(len(hand) + 1):
        for combo in itertools.combinations(hand, r):
            values = tuple(sorted(combo))
            every.add(values)
            if met(type_id, values):
                tosses.add(values)
            if any(met(type_id, tuple(sorted(values + (v,)))) for v in TOMATO_VALUES):
                hopeful.add(values)
    return tosses, every, hopeful


@pytest.mark.parametrize("type_id", [t.type for t in TARGET_TYPES])
def test_enumeration_matches_brute_force(type_id: str) -> None:
    rng = random.Random(type_id)
    for _ in range(15):
        hand = sorted(rng.sample(all_tomatoes(), rng.randint(0, 9)))
        want_tosses, every, hopeful = _brute(hand, type_id)
        # Off (default): every multiset of the hand, hopeless or not; on: the hopeful ones.
        for forbid, want_quick in ((False, every), (True, hopeful)):
            state = build(hands=[hand, []], targets=[type_id, None, None], target_deck=5,
                          pickup=[None, None, None], rest="deck",
                          options={"forbid_hopeless": forbid})
            legal = GAME.legal_actions(state, 0)
            tosses = [a["values"] for a in legal if a.kind == "toss"]
            quick = [a["values"] for a in legal if a.kind == "quick_toss"]
            assert sorted(tosses) == sorted(want_tosses) and len(tosses) == len(set(tosses))
            assert sorted(quick) == sorted(want_quick) and len(quick) == len(set(quick))
            assert quick == sorted(quick, key=lambda m: (len(m), m))
            assert all(list(a["values"]) == sorted(a["values"])
                       for a in legal if a.kind in ("toss", "quick_toss"))
            if not want_tosses and not want_quick:  # nothing to do at all
                assert [a.kind for a in legal] == ["no_effect"]


def test_every_quick_toss_is_offered_at_every_toss_space() -> None:
    # Three 3s, two 5s and a 7: (3 + 1) * (2 + 1) * (1 + 1) = 24 multisets per toss space,
    # whatever the target, hopeless ones included (a 7 alone at "three equal" cannot succeed).
    state = build(hands=[[3, 3, 3, 5, 5, 7], []], targets=["triple", "one_12", "sum_8_9"])
    quick = [a for a in GAME.legal_actions(state, 0) if a.kind == "quick_toss"]
    assert [sum(a["space"] == i for a in quick) for i in range(3)] == [24, 24, 24]
    assert {a["values"] for a in quick if a["space"] == 0} == {
        tuple([3] * t + [5] * f + [7] * s)
        for t in range(4) for f in range(3) for s in range(2)}
    after = GAME.apply(state, next(a for a in quick if a["space"] == 0 and a["values"] == (7,)))
    assert after["hands"][0] == [3, 3, 3, 5, 5] and GAME.scores(after) == [0, 0]


def test_order_pick_ups_then_tosses_then_quick_tosses() -> None:
    state = build(hands=[[3, 3], [1]], targets=["pair", "one_3", "triple"], pickup=[5, None, 7])
    kinds = [a.kind for a in GAME.legal_actions(state, 0)]
    assert kinds == sorted(kinds, key=["pick_up", "toss", "quick_toss"].index)
    assert kinds.count("pick_up") == 2


def test_legal_actions_only_for_the_seat_asked() -> None:
    state = build(hands=[[3, 3], [1]])
    assert GAME.legal_actions(state, 1) == []
    assert GAME.legal_actions(state, 0)


def test_placements_built_directly_equal_those_from_action_make():
    """moves.py builds tosses without Action.make for speed; they must be the same actions."""
    from tabletop.engine import Action
    from tabletop.games.tomatoss import moves

    for kind in ("toss", "quick_toss"):
        for values in ((), (3,), (3, 5), (1, 1, 7)):
            direct = moves._placement(2, kind, 1, values)
            made = Action.make(2, kind, space=1, values=list(values))
            assert direct == made and hash(direct) == hash(made)
            assert direct.to_json() == made.to_json()
