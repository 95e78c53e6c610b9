"""TomaToss views, determinize, JSON round trip, state checks and the quick-toss chance.

Sources: architecture guide, lesson 5 (views hide what a seat cannot see; determinize deals the
unseen cards); TomaToss rulebook, Quick toss! and Quick-Fire Tips; rules-decisions.md, TomaToss.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from tabletop.engine import BadState
from tabletop.games.tomatoss.components import TOMATO_COUNTS
from test_tomatoss_support import GAME, act, build

VIEW_KEYS = {"current", "tokens_left", "placed", "pickup", "targets", "tomato_deck", "discard",
             "target_deck", "box", "hand", "hand_sizes", "known", "boards", "scores",
             "final_turn", "last_reveal"}


def test_view_has_the_table_keys_and_hides_other_hands() -> None:
    state = build(hands=[[1, 2, 3], [5, 5, 6, 7]], pickup=[4, 4, 4], deck_top=[6])
    state = act(state, "pick_up", space=0)  # seat 0's 4 becomes known to all
    mine, theirs, nobody = GAME.view(state, 0), GAME.view(state, 1), GAME.view(state, None)
    assert VIEW_KEYS <= set(mine)
    assert mine["hand"] == [1, 2, 3, 4] and theirs["hand"] == [5, 5, 6, 7]
    assert nobody["hand"] is None
    assert theirs["hand_sizes"] == [4, 4] and theirs["known"] == [[4], []]
    text = json.dumps(theirs)
    assert "rng" not in text and "hands" not in text
    assert isinstance(theirs["tomato_deck"], int) and isinstance(theirs["box"], int)
    assert theirs["targets"][0] == {"id": state["targets"][0], "type": "one_3", "basic": 2,
                                    "quick": 3, "text": "Exactly 1 card: a 3"}
    assert theirs["placed"] == [{"kind": "pick_up", "space": 0}] and theirs["tokens_left"] == 2


def test_views_of_different_hidden_cards_are_equal() -> None:
    # Same public table, seat 1 holds different cards: seat 0 must see no difference.
    a = build(hands=[[1, 2], [5, 6, 7]], deck_top=[3, 3, 3])
    b = build(hands=[[1, 2], [3, 3, 3]], deck_top=[5, 6, 7])
    assert a != b
    assert GAME.view(a, 0) == GAME.view(b, 0)
    assert GAME.view(a, 1) != GAME.view(b, 1)


def test_determinize_gives_back_the_view_and_varies_hidden_cards() -> None:
    state = GAME.new_game(4, 5)
    rng = random.Random(1)
    for _ in range(40):  # play into the game so known cards and boards exist
        seat = GAME.decision(state).seats[0]
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
    view = GAME.view(state, 2)
    dets = [GAME.determinize(view, 2, random.Random(i)) for i in range(6)]
    for det in dets:
        assert GAME.view(det, 2) == view
        assert GAME.census(det) == GAME.inventory(det)
        assert det["hands"][2] == state["hands"][2]
        for seat in range(4):
            assert not Counter(det["known"][seat]) - Counter(det["hands"][seat])
    hidden = {json.dumps([d["hands"][0], d["tomato_deck"], d["target_deck"]]) for d in dets}
    assert len(hidden) > 1


def test_determinize_rejects_a_view_that_does_not_add_up() -> None:
    view = GAME.view(GAME.new_game(2, 1), 0)
    view["tomato_deck"] += 1
    with pytest.raises(BadState):
        GAME.determinize(view, 0, random.Random(1))


def test_json_round_trip_mid_game() -> None:
    state = GAME.new_game(3, 9)
    rng = random.Random(9)
    for _ in range(60):
        seat = GAME.decision(state).seats[0]
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        again = GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state))))
        assert again == state


@pytest.mark.parametrize("damage", [
    lambda s: s["hands"][0].append(3),             # a 41st tomato card
    lambda s: s["box"].pop(),                      # a target card lost
    lambda s: s.update(pickup=[1, 2]),             # two pick-up spaces
    lambda s: s["hands"][1].append("5"),           # not an int
    lambda s: s.update(tokens_left=4),
    lambda s: s.update(current=7),
    lambda s: s.update(phase="dance"),
    lambda s: s.pop("targets"),
    lambda s: s["boards"][0].pop("basket_full"),
])
def test_broken_states_are_refused(damage) -> None:
    data = GAME.state_to_json(GAME.new_game(2, 3))
    damage(data)
    with pytest.raises(BadState):
        GAME.state_from_json(data)


def test_invariants_catch_an_oversized_hand_at_turn_start() -> None:
    state = build(hands=[[1, 1, 1, 2, 2, 2, 3, 3, 3], [4]])
    assert any("9 cards" in e for e in GAME.invariant_errors(state))
    assert GAME.invariant_errors(build(hands=[[1, 1, 1, 2, 2, 2, 3, 3], [4]])) == []


def test_quick_toss_chance_counts_the_unseen_cards() -> None:
    # Megan's situation from seat 0's view: 13 threes in the game.
    state = build(hands=[[3, 6], [3, 3, 5]], pickup=[3, 4, 7], discard=[3, 1],
                  targets=["pair", "one_5", "one_67"])
    state = act(state, "pick_up", space=0)  # seat 0 takes the 3: hand 3, 3, 6
    seat1 = build(hands=[[3, 6], [3, 3, 5]], pickup=[3, 4, 7], discard=[3, 1],
                  targets=["pair", "one_5", "one_67"], current=1)
    seat1 = act(seat1, "pick_up", space=0)  # seat 1 takes the 3 face up instead
    view0 = GAME.view(state, 0)
    unseen = Counter(TOMATO_COUNTS)
    unseen.subtract(view0["hand"] + [v for v in view0["pickup"] if v] + view0["discard"])
    total = sum(unseen.values())
    assert GAME.quick_toss_chance(view0, 0, [3]) == pytest.approx(unseen[3] / total)
    assert GAME.quick_toss_chance(view0, 0, [6]) == pytest.approx(unseen[6] / total)
    assert GAME.quick_toss_chance(view0, 1, []) == pytest.approx(unseen[5] / total)
    assert GAME.quick_toss_chance(view0, 2, []) == pytest.approx((unseen[6] + unseen[7]) / total)
    assert GAME.quick_toss_chance(view0, 0, [3, 6]) == 0.0
    # Seat 0 knows seat 1 holds the 3 it picked up, so one 3 fewer is unseen.
    view_other = GAME.view(seat1, 0)
    assert view_other["known"][1] == [3]
    unseen2 = Counter(TOMATO_COUNTS)
    unseen2.subtract(view_other["hand"] + [v for v in view_other["pickup"] if v]
                     + view_other["discard"] + [3])
    assert GAME.quick_toss_chance(view_other, 0, [3]) == pytest.approx(
        unseen2[3] / sum(unseen2.values()))


def test_quick_toss_chance_with_an_empty_deck() -> None:
    state = build(hands=[[5], []], pickup=[6, 6, 6], targets=["pair", "one_5", "one_67"],
                  discard=[5, 1, 1, 1], rest=1)
    view = GAME.view(state, 0)
    assert view["tomato_deck"] == 0
    assert GAME.quick_toss_chance(view, 0, [5]) == pytest.approx(1 / 4)  # from the pile
    empty = build(hands=[[5], []], pickup=[6, 6, 6], targets=["pair", "one_5", "one_67"],
                  rest=1)
    view = GAME.view(empty, 0)
    assert GAME.quick_toss_chance(view, 1, [5]) == 1.0  # judged on the played cards alone
    assert GAME.quick_toss_chance(view, 0, [5]) == 0.0


def test_quick_toss_chance_matches_the_outcome_frequency() -> None:
    # Seat 0's estimate equals the long-run success rate over determinized deals.
    state = build(hands=[[2, 4], [1, 5, 6]], targets=["sum_8_9", "pair", "one_67"],
                  pickup=[3, 3, 3])
    view = GAME.view(state, 0)
    chance = GAME.quick_toss_chance(view, 0, [4])
    rng = random.Random(4)
    wins = 0
    for _ in range(400):
        det = GAME.determinize(view, 0, rng)
        wins += bool(act(det, "quick_toss", space=0, values=[4])["boards"][0]["quick"])
    assert abs(wins / 400 - chance) < 0.08
