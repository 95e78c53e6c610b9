"""Every example of the TomaToss rulebook, with its exact numbers.

Source: TomaToss rulebook, Toss (Leo's example), Quick toss! (Megan's example), Target condition
examples, Game End (the scoring example).
"""

from __future__ import annotations

import pytest

from tabletop.engine import Action, IllegalAction
from tabletop.games.tomatoss.components import TARGETS
from tabletop.games.tomatoss.conditions import met
from test_tomatoss_support import GAME, act, build


def test_leo_tosses_3_and_5_at_the_7_to_11_target() -> None:
    state = build(hands=[[1, 3, 5], [2, 2]], targets=["sum_7_11", "one_3", "pair"])
    target_id = state["targets"][0]
    assert Action.make(0, "toss", space=0, values=[3, 5]) in GAME.legal_actions(state, 0)
    after = act(state, "toss", space=0, values=[3, 5])
    assert after["boards"][0]["basic"] == [target_id]  # slotted on the left
    assert after["boards"][0]["quick"] == []
    assert GAME.scores(after) == [3, 0]
    assert after["hands"][0] == [1]
    assert after["discard"][-2:] == [3, 5]
    assert after["targets"][0] is not None and after["targets"][0] != target_id  # replaced


def test_megan_quick_tosses_a_3_and_reveals_a_3_at_the_pair_target() -> None:
    state = build(hands=[[3, 6], [1]], targets=["pair", "one_5", "one_67"], deck_top=[3])
    target_id = state["targets"][0]
    action = Action.make(0, "quick_toss", space=0, values=[3])
    assert action in GAME.legal_actions(state, 0)
    after = GAME.apply(state, action)
    assert after["last_reveal"] == 3
    assert after["boards"][0]["quick"] == [target_id]  # slotted on the right
    assert GAME.scores(after) == [6, 0]
    assert after["hands"][0] == [6]
    assert after["discard"][-2:] == [3, 3]  # played and revealed cards both discarded


def test_megan_missing_leaves_the_target_in_place() -> None:
    state = build(hands=[[3, 6], [1]], targets=["pair", "one_5", "one_67"], deck_top=[4])
    after = act(state, "quick_toss", space=0, values=[3])
    assert after["targets"] == state["targets"]
    assert GAME.scores(after) == [0, 0]
    assert after["discard"][-2:] == [3, 4]


# (target type, a hand that meets it, a hand that does not) for the six condition examples.
CONDITION_EXAMPLES = [
    ("one_567", [6], [4]),
    ("sum_6_8_no3", [2, 4], [3, 4]),
    ("two_sum_10", [3, 7], [4, 5]),
    ("pair", [4, 4], [4, 5]),
    ("diff_4_6", [1, 6], [2, 4]),
    ("pair_plus_higher", [2, 2, 5], [5, 5, 2]),
]


@pytest.mark.parametrize("type_id, passing, failing", CONDITION_EXAMPLES)
def test_condition_example(type_id: str, passing: list[int], failing: list[int]) -> None:
    assert met(type_id, tuple(passing))
    assert not met(type_id, tuple(failing))
    state = build(hands=[sorted(passing + failing), [1]], targets=[type_id, None, None],
                  target_deck=5)
    tosses = {a["values"] for a in GAME.legal_actions(state, 0) if a.kind == "toss"}
    assert tuple(sorted(passing)) in tosses
    assert tuple(sorted(failing)) not in tosses
    with pytest.raises(IllegalAction, match="target needs"):
        GAME.apply(state, Action.make(0, "toss", space=0, values=sorted(failing)))


def test_condition_examples_finer_points() -> None:
    assert not met("sum_6_8_no3", (2, 5, 3))  # a 3 never counts, even inside the range
    assert not met("sum_6_8_no3", (4, 5))  # 9 is out of range
    assert met("sum_6_8_no3", (1, 2, 4))  # several cards add up
    assert not met("two_sum_10", (2, 3, 5))  # exactly 2 cards
    assert not met("pair", (4, 4, 4))  # exactly 2 cards
    assert met("diff_4_6", (1, 7)) and not met("diff_4_6", (1, 3))  # differences 6 and 2
    assert not met("pair_plus_higher", (3, 3, 3))  # the third card must be larger
    assert not met("one_567", ())  # no cards meet nothing


def test_quick_toss_without_cards_at_the_5_6_7_target() -> None:
    state = build(hands=[[1], [1]], targets=["one_567", None, None], target_deck=5, deck_top=[7])
    empty = Action.make(0, "quick_toss", space=0, values=[])
    assert empty in GAME.legal_actions(state, 0)
    after = GAME.apply(state, empty)
    assert GAME.scores(after) == [TARGETS[state["targets"][0]].quick, 0] == [3, 0]


def test_final_scoring_example_totals_30() -> None:
    # basic points 2, 3 and 4 on the left; quick toss points 4, 7, 7 and 3 on the right.
    boards = [{"basic": ["one_3", "pair", "sum_8_9"],
               "quick": ["one_246", "pair_plus_higher", "sum_11_13_no3", "one_567"]},
              {"basic": [], "quick": []}]
    state = build(boards=boards, targets=["triple", "diff_1", "one_12"])
    board = state["boards"][0]
    assert [TARGETS[t].basic for t in board["basic"]] == [2, 3, 4]
    assert [TARGETS[t].quick for t in board["quick"]] == [4, 7, 7, 3]
    assert GAME.scores(state) == [30, 0]
    assert GAME.view(state, 1)["scores"] == [30, 0]
