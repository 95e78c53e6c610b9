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


def _brute(hand: list[int], type_id: str) -> tuple[set, set]:
    """(tosses, hopeful quick tosses) by trying every subset of the hand's cards."""
    tosses, quick = set(), set()
    for r in range(len(hand) + 1):
        for combo in itertools.combinations(hand, r):
            values = tuple(sorted(combo))
            if met(type_id, values):
                tosses.add(values)
            if any(met(type_id, tuple(sorted(values + (v,)))) for v in TOMATO_VALUES):
                quick.add(values)
    return tosses, quick


@pytest.mark.parametrize("type_id", [t.type for t in TARGET_TYPES])
def test_enumeration_matches_brute_force(type_id: str) -> None:
    rng = random.Random(type_id)
    for _ in range(15):
        hand = sorted(rng.sample(all_tomatoes(), rng.randint(0, 9)))
        state = build(hands=[hand, []], targets=[type_id, None, None], target_deck=5,
                      pickup=[None, None, None], rest="deck")
        legal = GAME.legal_actions(state, 0)
        tosses = [a["values"] for a in legal if a.kind == "toss"]
        quick = [a["values"] for a in legal if a.kind == "quick_toss"]
        want_tosses, want_quick = _brute(hand, type_id)
        assert sorted(tosses) == sorted(want_tosses) and len(tosses) == len(set(tosses))
        extra = [] if () in want_quick else [()]  # the one hopeless quick toss
        assert sorted(quick) == sorted(list(want_quick) + extra)
        assert len(quick) == len(set(quick))
        assert all(list(a["values"]) == sorted(a["values"]) for a in legal if a.kind != "pick_up")


def test_order_pick_ups_then_tosses_then_quick_tosses() -> None:
    state = build(hands=[[3, 3], [1]], targets=["pair", "one_3", "triple"], pickup=[5, None, 7])
    kinds = [a.kind for a in GAME.legal_actions(state, 0)]
    assert kinds == sorted(kinds, key=["pick_up", "toss", "quick_toss"].index)
    assert kinds.count("pick_up") == 2


def test_legal_actions_only_for_the_seat_asked() -> None:
    state = build(hands=[[3, 3], [1]])
    assert GAME.legal_actions(state, 1) == []
    assert GAME.legal_actions(state, 0)
