"""Big Fat Tomato one-shot threats and the reaction windows (As You Sow, Big Fat Tomato, Hot
Tomatoes!), including the empty and unusual cases."""

import pytest

from tabletop.engine import Action, IllegalAction
from big_fat_kit import GAME, act, keys, legal_kinds, lying, position, rig_dice


def threat_on_ben(card, ben=("hoe",), **kw):
    """Ana (seat 0) at her threat step holding ``card``; Ben (1) holds ``ben``."""
    hands = kw.pop("hands", None) or [[card, "fence"], list(ben), ["hoe"]]
    return position(3, hands=hands, step="threat", names=["Ana", "Ben", "Chloé"], **kw)


def test_the_target_is_asked_whether_or_not_it_holds_an_answer():
    for ben in (("hoe",), ("as_you_sow",)):
        state = act(threat_on_ben("weeds", ben), 0, "threaten", card="weeds", target=1)
        dec = GAME.decision(state)
        assert (dec.kind, dec.seats, dec.active) == ("react", (1,), 0)
        assert dec.prompt == "Ana plays Nagging Weeds on you: As You Sow, Big Fat Tomato, or let it happen"
    assert legal_kinds(state, 1) == {("pass", None), ("react", "as_you_sow")}


def test_no_window_when_the_target_hand_is_empty_or_every_answer_is_composted():
    state = act(threat_on_ben("weeds", ()), 0, "threaten", card="weeds", target=1)
    assert lying(state, 1) == [("weeds", 0)]
    state = threat_on_ben("weeds", compost=["as_you_sow", "as_you_sow", "big_fat_tomato"])
    state = act(state, 0, "threaten", card="weeds", target=1)
    assert lying(state, 1) == [("weeds", 0)] and GAME.decision(state).kind == "discard"


def test_as_you_sow_sends_a_lying_threat_back_and_it_remembers_the_new_player():
    state = act(threat_on_ben("pests", ("as_you_sow",)), 0, "threaten", card="pests", target=1)
    state = act(state, 1, "react", card="as_you_sow")
    dec = GAME.decision(state)  # turned back: Ana may answer in turn (she holds a fence only)
    assert (dec.kind, dec.seats) == ("react", (0,))
    state = act(state, 0, "pass")
    assert lying(state, 0) == [("pests", 1)] and lying(state, 1) == []
    assert keys(state["compost"]) == ["as_you_sow"]


def test_as_you_sow_chain_both_ways():
    hands = [["caterpillars", "as_you_sow"], ["as_you_sow"], ["hoe"]]
    state = act(threat_on_ben("caterpillars", hands=hands), 0, "threaten", card="caterpillars",
                target=1)
    state = act(state, 1, "react", card="as_you_sow")
    state = act(state, 0, "react", card="as_you_sow")
    assert lying(state, 1) == [("caterpillars", 0)]  # Ben's hand is empty now: no window
    assert state["current"] == 1  # Ana has nothing left either: her turn ended by itself


def test_as_you_sow_is_refused_where_the_threat_would_be_illegal_on_its_sender():
    state = threat_on_ben("weeds", ("as_you_sow",), threats={0: [("weeds", 2)]})
    state = act(state, 0, "threaten", card="weeds", target=1)
    assert legal_kinds(state, 1) == {("pass", None), ("react", "big_fat_tomato")} - {
        ("react", "big_fat_tomato")}
    with pytest.raises(IllegalAction, match="cannot go back to Ana"):
        act(state, 1, "react", card="as_you_sow")
    state = threat_on_ben("pests", ("as_you_sow",),
                          threats={0: [("weeds", 2), ("caterpillars", 2), ("pests", 2)]})
    state = act(state, 0, "threaten", card="pests", target=1)
    assert ("react", "as_you_sow") not in legal_kinds(state, 1)


def test_big_fat_tomato_cancels_the_threat_and_clears_the_plot():
    state = threat_on_ben("pests", ("big_fat_tomato",),
                          threats={1: [("weeds", 2), ("caterpillars", 0)]})
    state = act(state, 0, "threaten", card="pests", target=1)
    state = act(state, 1, "react", card="big_fat_tomato")
    assert lying(state, 1) == []
    assert sorted(keys(state["compost"])) == ["big_fat_tomato", "caterpillars", "pests", "weeds"]


def test_big_fat_tomato_never_against_zombie_but_as_you_sow_is():
    state = threat_on_ben("zombie", ("big_fat_tomato", "as_you_sow"), baskets=[7, 4, 0])
    state = act(state, 0, "threaten", card="zombie", target=1)
    assert legal_kinds(state, 1) == {("pass", None), ("react", "as_you_sow")}
    with pytest.raises(IllegalAction, match="cannot stop the Zombie"):
        act(state, 1, "react", card="big_fat_tomato")
    state = act(state, 1, "react", card="as_you_sow")
    assert GAME.decision(state).seats == (0,)  # Ana may answer the Zombie turned back on her
    state = act(state, 0, "pass")
    assert state["plots"][0]["basket"] == 0 and state["hands"][0] == []
    assert state["plots"][1]["basket"] == 4 and "big_fat_tomato" in keys(state["hands"][1])
    assert state["current"] == 1  # Ana, with no cards, has nothing more to do
    assert state["supply_taken"] == 4


def test_zombie_empties_basket_and_hand():
    state = act(threat_on_ben("zombie", ("hoe", "fence")), 0, "threaten", card="zombie", target=1)
    state["plots"][1]["basket"] = 6
    state["supply_taken"] = 6
    state = act(state, 1, "pass")
    assert state["hands"][1] == [] and state["plots"][1]["basket"] == 0
    assert state["supply_taken"] == 0 and {"hoe", "fence", "zombie"} <= set(keys(state["compost"]))


def test_basket_kick():
    state = threat_on_ben("basket_kick", baskets=[0, 13, 0], storehouses=[0, 5, 0])
    state = act(act(state, 0, "threaten", card="basket_kick", target=1), 1, "pass")
    assert state["plots"][1]["basket"] == 0 and state["plots"][1]["storehouse"] == 5
    assert state["supply_taken"] == 5


def test_flying_behemoth_swaps_and_as_you_sow_turns_it_back():
    state = threat_on_ben("behemoth", ("as_you_sow",), baskets=[2, 15, 0])
    after = act(act(state, 0, "threaten", card="behemoth", target=1), 1, "pass")
    assert [p["basket"] for p in after["plots"]] == [15, 2, 0]
    after = act(act(state, 0, "threaten", card="behemoth", target=1), 1, "react", card="as_you_sow")
    assert [p["basket"] for p in after["plots"]] == [2, 15, 0]


@pytest.mark.parametrize("where, basket, supply", [("basket", 9, 14), ("supply", 0, 5)])
def test_ketchup_takes_from_the_richest_storehouse(where, basket, supply):
    state = threat_on_ben("ketchup", storehouses=[0, 14, 3], options={"ketchup_to": where})
    assert {a["target"] for a in GAME.legal_actions(state, 0) if a.kind == "threaten"} == {1}
    with pytest.raises(IllegalAction, match="the most tomatoes in the storehouse"):
        act(state, 0, "threaten", card="ketchup", target=2)
    rig_dice(state, [4, 5])
    state = act(act(state, 0, "threaten", card="ketchup", target=1), 1, "pass")
    assert state["plots"][1]["storehouse"] == 5
    assert state["plots"][0]["basket"] == basket and state["supply_taken"] == supply + 3


def test_ketchup_when_every_storehouse_is_empty():
    state = threat_on_ben("ketchup")
    targets = {a["target"] for a in GAME.legal_actions(state, 0) if a.kind == "threaten"}
    assert targets == {0, 1, 2}  # a tie of all: the player chooses, possibly themself
    state = act(state, 0, "threaten", card="ketchup", target=0)  # on oneself: no window
    assert [p["storehouse"] for p in state["plots"]] == [0, 0, 0]
    assert [p["basket"] for p in state["plots"]] == [0, 0, 0] and state["supply_taken"] == 0
    assert GAME.decision(state).kind == "discard"


def test_mole_spy_sees_the_hand_alone_and_takes_one():
    state = threat_on_ben("mole_spy", ("hoe", "pests", "ketchup"))
    state = act(act(state, 0, "threaten", card="mole_spy", target=1), 1, "pass")
    dec = GAME.decision(state)
    assert (dec.kind, dec.seats) == ("mole_pick", (0,))
    assert {a["card"] for a in GAME.legal_actions(state, 0)} == {"hoe", "pests", "ketchup"}
    assert keys(GAME.view(state, 0)["known"][1]) == ["hoe", "ketchup", "pests"]
    assert GAME.view(state, 2)["known"][1] == [] and GAME.view(state, None)["known"][1] == []
    state = act(state, 0, "take_card", card="ketchup")
    assert "ketchup" in keys(state["hands"][0]) and keys(state["hands"][1]) == ["hoe", "pests"]
    assert keys(GAME.view(state, 0)["known"][1]) == ["hoe", "pests"]
    assert keys(GAME.view(state, 1)["known"][0]) == ["ketchup"]  # Ben saw which card went
    assert GAME.view(state, 2)["known"] == [[], [], []]
    line = GAME.view(state, 2)["log"][-1]
    assert line == "Ana takes a card from Ben's hand." and "Ketchup" in GAME.view(state, 1)["log"][-1]
    taken = Action.make(0, "take_card", card="ketchup")
    assert GAME.describe(taken, 2) == "take a card from the spied hand"


def test_mole_spy_on_an_empty_hand_finds_nothing():
    state = act(threat_on_ben("mole_spy", ()), 0, "threaten", card="mole_spy", target=1)
    assert GAME.decision(state).kind == "discard"
    assert GAME.view(state, 1)["log"][-1] == "Mole Spy: Ben's hand is empty, so Ana finds nothing."


def test_mole_spy_turned_back_lets_the_target_spy():
    state = act(threat_on_ben("mole_spy", ("as_you_sow",)), 0, "threaten", card="mole_spy",
                target=1)
    state = act(act(state, 1, "react", card="as_you_sow"), 0, "pass")
    dec = GAME.decision(state)
    assert (dec.kind, dec.seats) == ("mole_pick", (1,))
    assert {a["card"] for a in GAME.legal_actions(state, 1)} == {"fence"}


def hot_state(hands):
    state = position(4, hands=hands, step="boost", names=["Ana", "Ben", "Chloé", "Dan"])
    state["flags"]["dice"] = [4, 5]
    return act(state, 0, "take_harvest")


def test_hot_tomatoes_asks_every_other_seat_in_turn_order_and_the_first_takes_it():
    state = hot_state([["pests"], ["hoe"], ["hot_tomatoes"], ["hot_tomatoes"]])
    dec = GAME.decision(state)
    assert (dec.kind, dec.seats, dec.active) == ("hot_tomatoes", (1,), 0)
    assert dec.prompt == "Ana harvested 9: play Hot Tomatoes! or pass"
    assert legal_kinds(state, 1) == {("pass", None)}
    state = act(state, 1, "pass")
    assert GAME.decision(state).seats == (2,)
    state = act(state, 2, "hot_tomatoes")
    assert [p["basket"] for p in state["plots"]] == [0, 0, 9, 0]
    assert GAME.decision(state).kind == "threat"  # only the first counts: Dan is not asked


def test_hot_tomatoes_skips_empty_hands_and_a_zero_harvest():
    state = hot_state([["pests"], [], ["hoe"], []])
    assert GAME.decision(state).seats == (2,)
    state = act(state, 2, "pass")
    assert GAME.decision(state).kind == "threat" and state["plots"][0]["basket"] == 9
    state = position(2, hands=[["pests"], ["hot_tomatoes"]], step="boost",
                     threats={0: [("caterpillars", 1)]})
    state["flags"].update(dice=[2], caterpillar_loss=5)
    assert GAME.decision(act(state, 0, "take_harvest")).kind == "threat"


def test_defence_cards_on_ones_own_turn():
    state = position(3, hands=[["as_you_sow", "big_fat_tomato", "fence"], ["hoe"], []],
                     threats={0: [("weeds", 1), ("pests", 2)]})
    kinds = {(a.kind, a.get("card"), a.get("threat")) for a in GAME.legal_actions(state, 0)}
    assert {("defend", "as_you_sow", "weeds"), ("defend", "as_you_sow", "pests"),
            ("defend", "big_fat_tomato", None)} <= kinds
    after = act(state, 0, "defend", card="as_you_sow", threat="weeds")
    assert GAME.decision(after).kind == "react" and GAME.decision(after).seats == (1,)
    after = act(after, 1, "pass")
    assert lying(after, 1) == [("weeds", 0)] and lying(after, 0) == [("pests", 2)]
    after = act(state, 0, "defend", card="big_fat_tomato")
    assert lying(after, 0) == [] and after["step"] == "protect"  # the step goes on
    assert after["flags"]["special"] is None  # instants are outside the one-special limit
