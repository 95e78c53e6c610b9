"""Diced Tomatoes turn flow: setup, the starting roll, taking dice, the ends of the game, solo
mode, and what views show."""

import json
import random
from collections import Counter

import pytest

from tabletop.engine import Action
from tabletop.games.diced_tomatoes import GAME
from tabletop.games.diced_tomatoes.components import colour
from tabletop.games.diced_tomatoes.scenario import position, rolled_die


@pytest.mark.parametrize("players, golden", [(1, False), (4, False), (6, True)])
def test_setup_puts_every_die_in_the_bushel_with_karma_three(players, golden):
    state = GAME.new_game(players, 5, {"golden": golden})
    counts = Counter(colour(d) for d in state["bushel"])
    assert counts == Counter({"red": 11 * players, "black": 2 * players,
                              **({"gold": players} if golden else {})})
    assert state["karma"] == [3] * players
    assert state["tokens"] == [[[], [], []] for _ in range(players)]
    assert GAME.decision(state).kind == "take_dice"
    assert GAME.decision(state).seats == (state["first"],)


def test_starting_roll_lowest_is_last_and_the_next_seat_goes_first():
    tied = 0
    for seed in range(40):
        state = GAME.new_game(4, seed)
        rounds = state["start_rolls"]
        final = rounds[-1]
        rolled = [s for s in range(4) if final[s]]
        low = min(final[s] for s in rolled)
        assert [s for s in rolled if final[s] == low] == [state["last"]]
        assert state["first"] == (state["last"] + 1) % 4 == state["turn"]
        for earlier, later in zip(rounds, rounds[1:]):  # only the tied lowest roll again
            low = min(v for v in earlier if v)
            assert [s for s in range(4) if later[s]] == [s for s in range(4) if earlier[s] == low]
        assert sum(line["text"].startswith("Starting roll") for line in state["log"]) == len(rounds)
        tied += len(rounds) > 1
    assert tied > 0


def test_solo_has_no_starting_roll():
    state = GAME.new_game(1, 3)
    assert (state["first"], state["last"], state["start_rolls"]) == (0, 0, [])
    assert [line["text"] for line in state["log"]] == ["Player 1 plays solo."]
    assert "goes first" in GAME.new_game(2, 3)["log"][-1]["text"]


def _takes(state, seat):
    return sorted((a["red"], a["black"], a["gold"]) for a in GAME.legal_actions(state, seat))


def test_take_chooses_colours_of_three_dice():
    assert _takes(GAME.new_game(1, 0), 0) == [(1, 2, 0), (2, 1, 0), (3, 0, 0)]
    golden = GAME.new_game(1, 0, {"golden": True})
    assert _takes(golden, 0) == [(0, 2, 1), (1, 1, 1), (1, 2, 0), (2, 0, 1), (2, 1, 0), (3, 0, 0)]


def test_take_with_fewer_than_three_left_takes_them_all():
    state = GAME.new_game(1, 0)
    state["passed"] = state["bushel"][:-2]
    state["bushel"] = state["bushel"][-2:]
    state["values"].update({d: 3 for d in state["passed"]})
    left = Counter(colour(d) for d in state["bushel"])
    assert _takes(state, 0) == [(left["red"], left["black"], 0)]


def test_take_rolls_the_chosen_colours_and_logs_the_roll():
    state = GAME.new_game(2, 8)
    seat = state["turn"]
    after = GAME.apply(state, Action.make(seat, "take", red=1, black=2, gold=0))
    assert Counter(colour(d) for d in after["rolled"]) == Counter({"red": 1, "black": 2})
    assert all(1 <= after["values"][d] <= 6 for d in after["rolled"])
    assert len(after["bushel"]) == len(state["bushel"]) - 3
    assert "takes 3 dice and rolls" in after["log"][-1]["text"]
    assert state["rolled"] == []  # the input state is untouched


def test_blind_draw_takes_three_dice_at_random():
    seen = set()
    for seed in range(12):
        state = GAME.new_game(2, seed, {"blind_draw": True})
        seat = state["turn"]
        assert GAME.legal_actions(state, seat) == [Action.make(seat, "take", blind=True)]
        after = GAME.apply(state, Action.make(seat, "take", blind=True))
        assert len(after["rolled"]) == 3
        seen.add(tuple(sorted(colour(d) for d in after["rolled"])))
    assert len(seen) > 1


def _empty_bushel_position(players):
    """Every tile seeded with a 6 and every other die rolled showing 3: nothing fits."""
    state = position(GAME, players, tokens={s: [["r6"], ["r6"], ["r6"]] for s in range(players)},
                     rolled=["r3"], karma=[1] * players)
    rest = list(state["bushel"])
    state["bushel"] = []
    state["rolled"] += rest
    state["values"].update({d: 3 for d in rest})
    return state


def test_empty_bushel_at_the_start_of_a_turn_ends_the_game():
    state = _empty_bushel_position(2)
    assert GAME.census(state) == GAME.inventory(state)
    after = GAME.apply(state, Action.make(0, "end_turn"))
    assert after["over"] and after["result"] == "bushel"
    assert GAME.decision(after) is None and GAME.legal_actions(after, 1) == []


def test_solo_goes_on_with_passed_dice_when_the_bushel_is_empty():
    state = _empty_bushel_position(1)
    after = GAME.apply(state, Action.make(0, "end_turn"))
    assert not after["over"] and after["turn"] == 0 and after["turns"] == state["turns"] + 1
    assert GAME.legal_actions(after, 0) == [Action.make(0, "take", red=0, black=0, gold=0)]
    rolled = GAME.apply(after, Action.make(0, "take", red=0, black=0, gold=0))
    assert sorted(rolled["rolled"]) == sorted(state["rolled"])


def test_solo_loses_when_the_dice_run_out():
    # 4 tomatoes harvested, 8 dice on vines and a black 4 rolled: all 13 solo dice are out.
    state = position(GAME, 1, tokens={0: [["r5", "r5", "r5"], ["r6", "b6", "r6"], ["r3", "r2"]]},
                     tracks={0: [1, 4, 3, 2]}, rolled=["b4"], karma=[0])
    assert state["bushel"] == []
    after = GAME.apply(state, Action.make(0, "place", die=state["rolled"][0], owner=0, token=2))
    assert after["over"] and after["result"] == "bushel"
    assert GAME.winners(after) == [] and GAME.scores(after) == [2]  # slots 1 and 3 match
    assert "ran out" in GAME.win_reason(after)
    assert "solo game is lost" in after["log"][-1]["text"]


def test_solo_wins_with_six_tomatoes_scored_by_slot_matches():
    state = position(GAME, 1, tokens={0: [["r6", "r6", "r6"], [], []]}, tracks={0: [1, 2, 3, 5, 4]},
                     rolled=["r6"], karma=[0])
    after = GAME.apply(state, Action.make(0, "place", die=rolled_die(state, "r6"), owner=0, token=0))
    assert after["over"] and after["result"] == "tomatoes"
    assert GAME.winners(after) == [0] and GAME.scores(after) == [4]  # 1, 2, 3 and 6 match
    assert "All 6 tomatoes" in GAME.win_reason(after)
    harvest = [line["text"] for line in after["log"] if "harvests" in line["text"]][-1]
    assert "a slot match: a star" in harvest and "worth" not in harvest


def test_solo_earns_karma_for_own_harvests():
    state = position(GAME, 1, tokens={0: [["r4", "r4", "r4"], [], []]}, rolled=["r4", "r2"],
                     karma=[0])
    after = GAME.apply(state, Action.make(0, "place", die=rolled_die(state, "r4"), owner=0, token=0))
    assert after["karma"] == [2]


def test_views_show_every_die_but_not_the_rng_or_the_bag_order():
    state = position(GAME, 3, tokens={1: [["r2", "b2"], [], []]}, rolled=["r5"])
    view = GAME.view(state, 2)
    assert "rng" not in json.dumps(view)
    assert view["bushel"] == sorted(view["bushel"], key=lambda d: ("rbg".index(d[0]), int(d[1:])))
    assert view["rolled"] == [{"id": state["rolled"][0], "colour": "red", "value": 5}]
    assert [d["value"] for d in view["tokens"][1][0]] == [2, 2]
    assert view["vine_scores"][1] == [1, None, None]
    assert view == GAME.view(state, 0) | {"viewer": 2}
    orders = set()
    for seed in range(5):
        det = GAME.determinize(view, 2, random.Random(seed))
        assert GAME.view(det, 2) == view
        assert GAME.census(det) == GAME.inventory(det)
        orders.add(tuple(det["bushel"]))
    assert len(orders) > 1  # the bag's order is not fixed by the view


def test_saved_states_are_checked():
    from tabletop.engine import BadState
    state = GAME.new_game(3, 2)
    data = json.loads(json.dumps(GAME.state_to_json(state)))
    assert GAME.state_from_json(data) == state
    doubled = json.loads(json.dumps(data))
    doubled["rolled"] = [doubled["bushel"][0]]
    with pytest.raises(BadState, match="two places"):
        GAME.state_from_json(doubled)
    broken = json.loads(json.dumps(data))
    del broken["tokens"]
    with pytest.raises(BadState, match="tokens"):
        GAME.state_from_json(broken)


def test_wrong_take_is_explained():
    state = GAME.new_game(1, 0)
    bad = Action.make(0, "take", red=0, black=3, gold=0)
    assert "colours of 3 dice" in GAME.explain_illegal(state, bad)


def test_only_rolls_stop_undo():
    state = position(GAME, 2, tokens={0: [["r5", "r5", "r5"], [], []]}, rolled=["r5", "r2"],
                     karma=[3, 3])
    harvest = Action.make(0, "place", die=rolled_die(state, "r5"), owner=0, token=0)
    after = GAME.apply(state, harvest)
    assert after["rng"] != state["rng"]  # the returned dice went into the bag at random places
    assert not GAME.reveals(state, harvest, after)
    reroll = Action.make(0, "karma", spend="reroll", die=rolled_die(after, "r2"))
    assert GAME.reveals(after, reroll, GAME.apply(after, reroll))
    fresh = GAME.new_game(2, 1)
    take = GAME.legal_actions(fresh, fresh["turn"])[0]
    assert GAME.reveals(fresh, take, GAME.apply(fresh, take))
