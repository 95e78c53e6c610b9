"""Diced Tomatoes placement: the rulebook example, seeds, must-place, passing dice on."""

from tabletop.engine import Action
from tabletop.games.diced_tomatoes import GAME
from tabletop.games.diced_tomatoes.placement import legal_placements, spot_open
from tabletop.games.diced_tomatoes.scenario import position, rolled_die, vine_specs


def _spots(state, seat=0):
    """{die spec: sorted [(owner, token)]} of the legal placements."""
    out = {}
    for a in legal_placements(state, seat):
        die = a["die"]
        out.setdefault(f"{die[0]}{state['values'][die]}", set()).add((a["owner"], a["token"]))
    return {k: sorted(v) for k, v in out.items()}


def test_rulebook_placement_example_lists_exactly_the_legal_placements():
    # Rulebook, Dice Placement Rules: token 1 empty, token 2 holds a 1, token 3 holds 1, 2;
    # the roll is 1, 2, 3 (solo, so these are the only tokens).
    state = position(GAME, 1, tokens={0: [[], ["r1"], ["r1", "r2"]]}, rolled=["r1", "r2", "r3"],
                     karma=[0])
    assert _spots(state) == {
        "r1": [(0, 0), (0, 1)],   # seed on token 1, or a set of 1s on token 2
        "r2": [(0, 0), (0, 1)],   # seed, or 1-2 on token 2 (not 1-2-2 on token 3)
        "r3": [(0, 0), (0, 2)],   # seed, or 1-2-3 on token 3 (not 1-3 on token 2)
    }
    assert GAME.decision(state).kind == "place_die"
    assert {a for a in GAME.legal_actions(state, 0) if a.kind == "place"} == set(
        legal_placements(state, 0))


def test_rulebook_example_sequences_can_be_built_in_any_order():
    # "place 3 on token 1 and add 2 and 1"; "add 2 and 3 to token 2".
    state = position(GAME, 1, tokens={0: [[], ["r1"], ["r1", "r2"]]}, rolled=["r1", "r2", "r3"],
                     karma=[0])
    s = GAME.apply(state, Action.make(0, "place", die=rolled_die(state, "r3"), owner=0, token=0))
    s = GAME.apply(s, Action.make(0, "place", die=rolled_die(s, "r2"), owner=0, token=0))
    s = GAME.apply(s, Action.make(0, "place", die=rolled_die(s, "r1"), owner=0, token=0))
    assert vine_specs(s, 0)[0] == ["r3", "r2", "r1"]
    t = GAME.apply(state, Action.make(0, "place", die=rolled_die(state, "r2"), owner=0, token=1))
    t = GAME.apply(t, Action.make(0, "place", die=rolled_die(t, "r3"), owner=0, token=1))
    assert vine_specs(t, 0)[1] == ["r1", "r2", "r3"]


def test_black_and_gold_dice_never_seed_but_join_by_face():
    state = position(GAME, 2, options={"golden": True}, tokens={1: [["r4"], [], []]},
                     rolled=["b4", "g5", "b1"], karma=[0, 3])
    spots = _spots(state)
    assert spots == {"b4": [(1, 0)], "g5": [(1, 0)]}   # b1 has no spot: no seeds, no join
    assert spot_open(state, rolled_die(state, "b4"), 1, 0)
    assert not spot_open(state, rolled_die(state, "b4"), 0, 0)


def test_dice_may_go_on_any_players_tokens():
    state = position(GAME, 3, rolled=["r5"], karma=[0, 3, 3])
    assert _spots(state) == {"r5": [(o, k) for o in range(3) for k in range(3)]}


def test_every_placeable_die_must_be_placed_before_the_turn_ends():
    state = position(GAME, 2, tokens={0: [["r6"], ["r6"], ["r6"]], 1: [["r6"], ["r6"], ["r6"]]},
                     rolled=["r2", "r5"], karma=[3, 3])
    legal = GAME.legal_actions(state, 0)
    assert Action.make(0, "end_turn") not in legal
    assert {a["die"] for a in legal if a.kind == "place"} == {rolled_die(state, "r5")}


def test_unplaceable_dice_pass_to_the_next_player_and_are_rolled_with_theirs():
    state = position(GAME, 2, tokens={0: [["r6"], ["r6"], ["r6"]], 1: [["r6"], ["r6"], ["r6"]]},
                     rolled=["r2", "b1"], karma=[1, 3])
    passed = list(state["rolled"])
    # Nothing fits; with 1 karma the player may still re-roll, or end the turn.
    assert GAME.decision(state).kind == "end_placement"
    assert {a.kind for a in GAME.legal_actions(state, 0)} == {"end_turn", "karma"}
    after = GAME.apply(state, Action.make(0, "end_turn"))
    assert after["turn"] == 1 and after["phase"] == "take"
    assert after["passed"] == passed and after["rolled"] == []
    assert any("passes 2 dice" in e["text"] for e in after["log"])
    take = Action.make(1, "take", red=3, black=0, gold=0)
    rolled = GAME.apply(after, take)
    assert rolled["rolled"][:2] == passed and len(rolled["rolled"]) == 5
    assert rolled["passed"] == []
    assert all(1 <= rolled["values"][d] <= 6 for d in rolled["rolled"])


def test_a_turn_with_nothing_to_do_ends_by_itself():
    state = position(GAME, 2, tokens={0: [["r6"], ["r6"], ["r6"]], 1: [["r6"], ["r6"], ["r6"]]},
                     rolled=["r4"], karma=[2, 3])
    die = rolled_die(state, "r4")
    # Spend the last 2 karma shifting the 4 to a 3: nothing fits and no karma is left.
    after = GAME.apply(state, Action.make(0, "karma", spend="shift", die=die, value=3))
    assert after["turn"] == 1 and after["phase"] == "take" and after["passed"] == [die]


def test_the_fourth_die_cannot_land_on_a_full_score_track_owners_vine():
    state = position(GAME, 2, tokens={1: [["r3", "r3", "r3"], [], []]},
                     tracks={1: [1, 2, 3, 4, 5, 6]}, rolled=["r3"], karma=[0, 3])
    assert (1, 0) not in _spots(state)["r3"]
    assert (1, 1) in _spots(state)["r3"]
    assert "no free score slot" in GAME.explain_illegal(
        state, Action.make(0, "place", die=state["rolled"][0], owner=1, token=0))


def test_illegal_placements_are_explained():
    state = position(GAME, 2, tokens={1: [["r4"], [], []]}, rolled=["b2", "r6"], karma=[0, 3])
    black = rolled_die(state, "b2")
    assert "seed" in GAME.explain_illegal(state, Action.make(0, "place", die=black, owner=0, token=0))
    six = rolled_die(state, "r6")
    assert "set or a run" in GAME.explain_illegal(state, Action.make(0, "place", die=six, owner=1, token=0))
