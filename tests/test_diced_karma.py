"""Diced Tomatoes karma: every spend and its cost, who may spend, the 12 and 6 limits, and the
Karma Overload bits."""

import pytest

from tabletop.engine import Action, IllegalAction
from tabletop.games.diced_tomatoes import GAME
from tabletop.games.diced_tomatoes.scenario import position, rolled_die

# A board where the rolled die has spots (token 0 of each seat is empty), so the turn goes on.
TOKENS = {0: [[], ["r6"], ["r6"]], 1: [["r6"], ["r6"], ["r6"]]}


def _spend(state, **args):
    return GAME.apply(state, Action.make(state["turn"], "karma", **args))


@pytest.mark.parametrize("spend, face, value, new, cost", [
    ("shift", 3, 4, 4, 2), ("shift", 3, 2, 2, 2),
    ("rollover", 1, None, 6, 4), ("rollover", 6, None, 1, 4),
    ("flip", 2, None, 5, 5), ("flip", 3, None, 4, 5), ("flip", 6, None, 1, 5),
    ("set", 2, 6, 6, 6),
])
def test_each_die_spend_changes_the_face_and_costs_its_price(spend, face, value, new, cost):
    state = position(GAME, 2, tokens=TOKENS, rolled=[f"r{face}", "r1"], karma=[12, 3])
    die = state["rolled"][0]
    args = {"spend": spend, "die": die} | ({"value": value} if value is not None else {})
    after = _spend(state, **args)
    assert after["values"][die] == new
    assert after["karma"][0] == 12 - cost
    assert die in after["rolled"]


def test_reroll_costs_one_and_rolls_from_the_state_rng():
    state = position(GAME, 2, tokens=TOKENS, rolled=["r3", "r1"], karma=[1, 3])
    die = state["rolled"][0]
    faces = set()
    for seed in range(40):
        s = dict(state, rng=seed * 7919)
        after = _spend(s, spend="reroll", die=die)
        assert after["karma"][0] == 0
        faces.add(after["values"][die])
        assert after == _spend(s, spend="reroll", die=die)  # same rng state, same roll
    assert faces == {1, 2, 3, 4, 5, 6}


def test_clean_costs_three_and_returns_any_vine_to_the_bushel():
    state = position(GAME, 2, tokens={0: [[], [], []], 1: [["r5", "r5", "r5"], [], []]},
                     rolled=["r2"], karma=[3, 3])
    vine = list(state["tokens"][1][0])
    after = _spend(state, spend="clean", owner=1, token=0)
    assert after["tokens"][1][0] == [] and set(vine) <= set(after["bushel"])
    assert after["karma"][0] == 0


def test_spends_offered_match_what_the_karma_affords():
    def offered(karma):
        state = position(GAME, 2, tokens={0: [[], [], []], 1: [["r4"], [], []]}, rolled=["r1"],
                         karma=[karma, 3])
        return {(a["spend"], a.get("value")) for a in GAME.legal_actions(state, 0)
                if a.kind == "karma"}
    assert offered(0) == set()
    assert offered(1) == {("reroll", None)}
    assert offered(2) == {("reroll", None), ("shift", 2)}        # 1 cannot shift down to 0
    assert offered(3) == offered(2) | {("clean", None)}
    assert offered(4) == offered(3) | {("rollover", None)}
    assert offered(5) == offered(4) | {("flip", None)}
    assert offered(6) == offered(5) | {("set", v) for v in (2, 3, 4, 5, 6)}


def test_rollover_only_on_a_one_or_a_six():
    state = position(GAME, 2, tokens=TOKENS, rolled=["r3"], karma=[6, 3])
    assert not any(a.get("spend") == "rollover" for a in GAME.legal_actions(state, 0))
    bad = Action.make(0, "karma", spend="rollover", die=state["rolled"][0])
    with pytest.raises(IllegalAction):
        GAME.apply(state, bad)


def test_too_expensive_spend_is_refused_with_the_cost():
    state = position(GAME, 2, tokens=TOKENS, rolled=["r3"], karma=[4, 3])
    bad = Action.make(0, "karma", spend="flip", die=state["rolled"][0])
    assert "costs 5 karma" in GAME.explain_illegal(state, bad)


def test_only_the_active_player_spends_karma():
    state = position(GAME, 2, tokens=TOKENS, rolled=["r3"], karma=[6, 6])
    assert GAME.legal_actions(state, 1) == []
    with pytest.raises(IllegalAction, match="Player 2"):
        GAME.apply(state, Action.make(1, "karma", spend="reroll", die=state["rolled"][0]))


def test_karma_may_reach_twelve_in_turn_but_not_more():
    state = position(GAME, 2, tokens={0: [[], [], []], 1: [["r6", "r6", "r6"], [], []]},
                     rolled=["r6", "r2"], karma=[11, 3])
    after = GAME.apply(state, Action.make(0, "place", die=rolled_die(state, "r6"), owner=1, token=0))
    assert after["karma"][0] == 12 and after["turn"] == 0  # +3 capped at 12


def test_karma_above_six_is_lost_at_turn_end():
    state = position(GAME, 2, tokens={0: [["r6"], ["r6"], ["r6"]], 1: [["r6"], ["r6"], ["r6"]]},
                     rolled=["r2"], karma=[9, 3])
    after = GAME.apply(state, Action.make(0, "end_turn"))
    assert after["karma"] == [6, 3] and after["turn"] == 1
    assert any("keeps 6 of 9 karma" in e["text"] for e in after["log"])


def test_karma_can_clean_after_the_last_die_is_placed():
    state = position(GAME, 2, tokens={0: [[], [], []], 1: [["r5", "r5"], [], []]},
                     rolled=["r3"], karma=[3, 3])
    after = GAME.apply(state, Action.make(0, "place", die=state["rolled"][0], owner=0, token=0))
    assert GAME.decision(after).kind == "end_placement"
    assert {a.kind for a in GAME.legal_actions(after, 0)} == {"end_turn", "karma"}
    assert {a["spend"] for a in GAME.legal_actions(after, 0) if a.kind == "karma"} == {"clean"}
    done = GAME.apply(after, Action.make(0, "karma", spend="clean", owner=1, token=0))
    assert done["tokens"][1][0] == [] and done["turn"] == 1  # no karma left: the turn ends


def test_karma_overload_bits_for_rival_placements_and_passed_dice():
    opts = {"karma_overload": True}
    state = position(GAME, 2, options=opts, tokens={0: [["r6"], ["r6"], ["r6"]], 1: [[], ["r6"], ["r6"]]},
                     rolled=["r2", "r3"], karma=[0, 3])
    s = GAME.apply(state, Action.make(0, "place", die=rolled_die(state, "r2"), owner=1, token=0))
    assert s["bits"][0] == 1 and s["karma"][0] == 0
    s = GAME.apply(s, Action.make(0, "place", die=rolled_die(s, "r3"), owner=1, token=0))
    assert s["bits"][0] == 2
    state = position(GAME, 2, options=opts, tokens={0: [["r6"], ["r6"], ["r6"]], 1: [["r6"], ["r6"], ["r6"]]},
                     rolled=["r2", "r3", "b1", "b2"], karma=[1, 3])
    state["bits"][0] = 2
    after = GAME.apply(state, Action.make(0, "end_turn"))  # 2 + 4 bits = 6 bits = 2 karma
    assert after["bits"][0] == 0 and after["karma"][0] == 3
