"""Diced Tomatoes harvests and points: black and gold dice, clearing, slot match, the 6th
tomato, end-game points, ties. Numbers from the rulebook's examples where it gives some."""

import pytest

from tabletop.engine import Action
from tabletop.games.diced_tomatoes import GAME
from tabletop.games.diced_tomatoes.scenario import position, rolled_die, vine_specs
from tabletop.games.diced_tomatoes.scoring import breakdown


def _place(state, spec, owner, token, seat=None):
    seat = state["turn"] if seat is None else seat
    return GAME.apply(state, Action.make(seat, "place", die=rolled_die(state, spec), owner=owner,
                                         token=token))


def test_fourth_die_harvests_seed_to_score_track_and_the_rest_to_the_bushel():
    state = position(GAME, 2, tokens={0: [["r5", "r5", "r5"], [], []]}, rolled=["r5", "r1"],
                     karma=[3, 3])
    vine = list(state["tokens"][0][0])
    bushel = len(state["bushel"])
    after = _place(state, "r5", 0, 0)
    assert after["tokens"][0][0] == []
    assert after["tracks"][0] == [{"die": vine[0], "score": 5, "points": 5}]
    assert set(vine[1:]) <= set(after["bushel"]) and len(after["bushel"]) == bushel + 3
    assert all(after["values"][d] == 0 for d in after["bushel"])
    assert after["karma"] == [3, 3]  # no karma for one's own vine


def test_black_dice_lower_the_score_and_completing_a_rivals_vine_earns_karma():
    state = position(GAME, 2, tokens={1: [["r4", "b4", "r4"], [], []]}, rolled=["b4"],
                     karma=[3, 3])
    after = _place(state, "b4", 1, 0)
    assert [s["score"] for s in after["tracks"][1]] == [2]  # 4 - 1 - 1
    assert after["karma"][0] == 3 + 1                       # a 2 earns 1 karma


def test_gold_dice_raise_the_score():
    state = position(GAME, 2, options={"golden": True}, tokens={0: [["r3", "g3", "r3"], [], []]},
                     tracks={0: [6]}, rolled=["r3"], karma=[3, 3])
    after = _place(state, "r3", 0, 0)
    assert after["tracks"][0][1]["score"] == 4 and after["tracks"][0][1]["points"] == 4


@pytest.mark.parametrize("score, karma", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_karma_earned_for_a_rivals_vine_by_its_score(score, karma):
    spec = f"r{score}"
    state = position(GAME, 2, tokens={1: [[spec, spec, spec], [], []]}, tracks={1: [6]},
                     rolled=[spec, "b1"], karma=[0, 3])
    after = _place(state, spec, 1, 0)
    assert after["karma"][0] == karma
    assert after["tracks"][1][-1]["score"] == score


def test_karma_overload_earns_the_score_itself():
    state = position(GAME, 2, options={"karma_overload": True},
                     tokens={1: [["r5", "r5", "r5"], [], []]}, rolled=["r5"], karma=[0, 3])
    after = _place(state, "r5", 1, 0)
    assert after["karma"][0] == 5
    assert after["bits"][0] == 1  # and a bit for the die placed on a rival's token


def test_overripe_vine_is_cleared_on_completion_rulebook_golden_example():
    # Rulebook, Gold/Yellow Dice: a set of three 6s plus a golden 6 scores 7: overripe.
    state = position(GAME, 2, options={"golden": True}, tokens={1: [["r6", "r6", "r6"], [], []]},
                     rolled=["g6"], karma=[0, 3])
    vine = list(state["tokens"][1][0])
    gold = rolled_die(state, "g6")
    after = _place(state, "g6", 1, 0)
    assert after["tracks"][1] == [] and after["karma"][0] == 0
    assert set(vine + [gold]) <= set(after["bushel"])


def test_rotten_vine_is_cleared_on_completion():
    state = position(GAME, 2, tokens={1: [["r1", "b1", "r1"], [], []]}, rolled=["b1"],
                     karma=[0, 3])
    after = _place(state, "b1", 1, 0)
    assert after["tracks"][1] == [] and after["tokens"][1][0] == [] and after["karma"][0] == 0


def test_rulebook_black_die_example_clears_a_zero_vine_at_the_end_of_the_turn():
    # Rulebook, Black Dice: a seed worth 1 plus a black 1 or 2 scores 0: cleared at turn end.
    for black in ("b1", "b2"):
        state = position(GAME, 2, tokens={1: [["r1"], [], []]}, rolled=[black], karma=[0, 3])
        seed = state["tokens"][1][0][0]
        after = _place(state, black, 1, 0)  # the last die: the turn ends by itself
        assert after["turn"] == 1 and after["tokens"][1][0] == []
        assert seed in after["bushel"] and after["tracks"][1] == []


def test_clearing_at_turn_end_covers_overripe_vines_too():
    state = position(GAME, 2, options={"golden": True}, tokens={1: [["r6"], [], []]},
                     rolled=["g6"], karma=[0, 3])
    after = _place(state, "g6", 1, 0)
    assert after["tokens"][1][0] == []


def test_slot_match_gives_seven_and_is_an_option():
    # Rulebook, Dicey Tomato: a 1 on slot 1 is worth 7; a 4 on slot 4 is worth 7.
    state = position(GAME, 2, tokens={0: [["r1", "r1", "r1"], [], []]}, rolled=["r1"])
    assert _place(state, "r1", 0, 0)["tracks"][0][0]["points"] == 7
    state = position(GAME, 2, tokens={0: [["r4", "r4", "r4"], [], []]}, tracks={0: [5, 5, 5]},
                     rolled=["r4"])
    after = _place(state, "r4", 0, 0)
    assert after["tracks"][0][3] == {"die": after["tracks"][0][3]["die"], "score": 4, "points": 7}
    assert breakdown(after, 0)["track"] == 5 + 5 + 5 + 7
    plain = position(GAME, 2, options={"dicey_tomato": False},
                     tokens={0: [["r1", "r1", "r1"], [], []]}, rolled=["r1"])
    assert _place(plain, "r1", 0, 0)["tracks"][0][0]["points"] == 1


def test_first_sixth_tomato_gets_two_points_and_the_round_is_finished():
    state = position(GAME, 3, tokens={0: [["r6", "r6", "r6"], [], []]},
                     tracks={0: [6, 6, 6, 6, 6]}, rolled=["r6"], karma=[0, 0, 0], last=2)
    after = _place(state, "r6", 0, 0)
    assert after["sixth_first"] == 0 and after["final_round"]
    assert breakdown(after, 0)["sixth"] == 2
    assert breakdown(after, 0)["track"] == 6 * 5 + 7  # the 6 lands on slot 6: a match
    assert after["turn"] == 1 and not after["over"]  # seats 1 and 2 still play
    s = after
    for seat in (1, 2):
        assert not s["over"] and s["turn"] == seat
        s = GAME.apply(s, GAME.legal_actions(s, seat)[0])
        while not s["over"] and s["turn"] == seat:
            s = GAME.apply(s, _end_or_place(s, seat))
    assert s["over"] and s["result"] == "tomatoes"


def _end_or_place(state, seat):
    legal = GAME.legal_actions(state, seat)
    return next((a for a in legal if a.kind == "end_turn"), next(
        (a for a in legal if a.kind == "place"), legal[0]))


def test_a_second_player_to_six_gets_no_bonus():
    state = position(GAME, 2, tokens={0: [["r6", "r6", "r6"], [], []],
                                      1: [["r5", "r5", "r5"], [], []]},
                     tracks={0: [2, 2, 2, 2, 2], 1: [3, 3, 3, 3, 3]}, rolled=["r6", "r5"],
                     karma=[0, 0], last=1)
    after = _place(_place(state, "r6", 0, 0), "r5", 1, 0)
    assert after["sixth_first"] == 0
    assert breakdown(after, 1)["sixth"] == 0 and len(after["tracks"][1]) == 6


def test_end_game_points_karma_halves_and_red_dice_thirds():
    state = position(GAME, 2, tokens={0: [["r3", "r3", "r3"], ["r2", "b2", "r2"], ["r5", "r4"]]},
                     tracks={0: [4, 6]}, karma=[5, 1])
    parts = breakdown(state, 0)
    # 7 red dice on own vines (the black one does not count) -> 2; karma 5 -> 2.
    assert parts == {"track": 10, "sixth": 0, "karma": 2, "vines": 2, "total": 14}
    assert GAME.scores(state) == [14, 0]
    assert vine_specs(state, 0)[1] == ["r2", "b2", "r2"]


def test_ties_share_the_victory():
    state = position(GAME, 2, tracks={0: [5], 1: [5]}, karma=[2, 2])
    state["over"] = True
    assert GAME.winners(state) == [0, 1]
    assert "share" in GAME.win_reason(state)
