"""Each Big Fat Tomato card's effect, and the limits: three lying threats, no duplicates, one
special card and one recount per turn."""

import pytest

from tabletop.engine import Action, IllegalAction
from tabletop.games.big_fat_tomato.components import ALL_CARDS, KIND, NUM_CARDS
from big_fat_kit import GAME, act, keys, legal_kinds, lying, position, rig_dice


def test_the_deck_has_the_rulebook_counts_and_the_market_among_the_bottom_ten():
    counts = {k.key: k.count for k in KIND.values()}
    assert counts == {"chemicals": 2, "hoe": 4, "pepper_spray": 1, "soapy_water": 1, "fence": 6,
                      "caterpillars": 6, "mole_spy": 2, "weeds": 6, "pests": 6, "zombie": 1,
                      "basket_kick": 1, "ketchup": 1, "behemoth": 2, "big_fat_tomato": 1,
                      "as_you_sow": 2, "hot_tomatoes": 2, "bumper_harvest": 2, "watering_can": 3,
                      "express_delivery": 2, "compost_jump": 2, "market": 1}
    assert len(ALL_CARDS) == NUM_CARDS == 54
    places = {GAME.new_game(5, seed)["deck"].index("market") for seed in range(200)}
    assert places == set(range(10))
    state = GAME.new_game(3, 4)
    assert [len(h) for h in state["hands"]] == [5, 5, 5] and len(state["deck"]) == 39


@pytest.mark.parametrize("card, cleared, left", [
    ("hoe", ["weeds"], ["pests", "caterpillars"]),
    ("soapy_water", ["caterpillars"], ["weeds", "pests"]),
    ("pepper_spray", ["pests", "caterpillars"], ["weeds"]),
    ("chemicals", ["weeds", "pests", "caterpillars"], []),
])
def test_protection_cards_clear_their_threats(card, cleared, left):
    state = position(2, hands=[[card], []], storehouses=[0, 0],
                     threats={0: [("weeds", 1), ("pests", 1), ("caterpillars", 1)]})
    state = act(state, 0, "protect", card=card)
    assert [k for k, _ in lying(state, 0)] == left
    assert sorted(keys(state["compost"])) == sorted(cleared + [card])


def test_chemicals_stop_the_harvest():
    state = position(2, hands=[["chemicals", "pests"], []], threats={0: [("weeds", 1)]})
    state = act(state, 0, "protect", card="chemicals")
    assert state["step"] == "threat" and state["flags"]["chemicals"]


def test_a_protection_card_with_nothing_to_clear_is_not_offered():
    state = position(2, hands=[["hoe", "fence"], []], threats={0: [("pests", 1)]})
    assert ("protect", "hoe") not in legal_kinds(state, 0)
    assert ("protect", "fence") in legal_kinds(state, 0)
    with pytest.raises(IllegalAction, match="nothing on your plot for Hoe"):
        act(state, 0, "protect", card="hoe")


@pytest.mark.parametrize("fences, roll, lost", [(0, [4, 5], 9), (1, [4, 5], 6), (3, [4, 5], 0),
                                               (2, [6, 6], 6)])
def test_pests_eat_two_dice_minus_three_per_fence(fences, roll, lost):
    state = position(2, hands=[["hoe"], []], threats={0: [("pests", 1)]}, fences={0: fences},
                     storehouses=[20, 0])
    rig_dice(state, roll)
    state = act(state, 0, "skip")
    assert state["plots"][0]["storehouse"] == 20 - lost
    assert state["supply_taken"] == 20 - lost


def test_four_fences_and_an_empty_storehouse_stop_the_pests_without_a_roll():
    for fences, store in ((4, 12), (0, 0)):
        state = position(2, hands=[["hoe"], []], threats={0: [("pests", 1)]},
                         fences={0: fences}, storehouses=[store, 0])
        after = act(state, 0, "skip")
        assert after["plots"][0]["storehouse"] == store and after["rng"] == state["rng"]


def test_pests_never_take_more_than_the_storehouse_holds():
    state = position(2, hands=[["hoe"], []], threats={0: [("pests", 1)]}, storehouses=[3, 0])
    rig_dice(state, [6, 6])
    assert act(state, 0, "skip")["plots"][0]["storehouse"] == 0


def test_weeds_one_die_and_the_watering_can_adds_one():
    state = position(2, hands=[["watering_can"], []], threats={0: [("weeds", 1)]},
                     step="harvest")
    rig_dice(state, [4, 2])
    assert GAME.decision(state).prompt.startswith("Roll 1 die")
    state = act(state, 0, "special", card="watering_can")
    state = act(state, 0, "roll")
    assert state["flags"]["dice"] == [4, 2]


def test_watering_can_after_the_roll_rolls_one_more_die():
    state = position(2, hands=[["watering_can"], []], step="harvest")
    rig_dice(state, [1, 2, 6])
    state = act(act(state, 0, "roll"), 0, "special", card="watering_can")
    state = act(state, 0, "take_harvest")
    assert state["plots"][0]["basket"] == 9


def test_caterpillars_never_make_a_harvest_negative():
    state = position(2, hands=[[], []], threats={0: [("caterpillars", 1)]})
    rig_dice(state, [6, 1, 2])  # the protection step is skipped by itself: nothing to play
    assert state["step"] == "protect"
    state = GAME.apply(state, Action.make(0, "skip"))
    state = act(act(state, 0, "roll"), 0, "take_harvest")
    assert state["plots"][0]["basket"] == 0
    assert "Player 1 harvests 0 tomatoes (3, minus 6 eaten by caterpillars)." in GAME.view(
        state, 0)["log"]
    assert state["current"] == 1  # nothing left to do: the turn ended by itself


def test_bumper_harvest_doubles_before_the_caterpillar_loss():
    state = position(2, hands=[["bumper_harvest"], []], threats={0: [("caterpillars", 1)]})
    rig_dice(state, [3, 6, 6])
    state = act(state, 0, "skip")
    state = act(act(state, 0, "special", card="bumper_harvest"), 0, "roll")
    assert act(state, 0, "take_harvest")["plots"][0]["basket"] == 21


def test_recount_below_twenty_goes_back_to_the_supply_and_only_once_a_turn():
    state = position(2, hands=[["hoe"], []], baskets=[19, 0], storehouses=[5, 0], step="threat")
    state = act(state, 0, "recount")
    assert state["plots"][0] == {"basket": 0, "storehouse": 5, "fences": [], "threats": []}
    assert state["supply_taken"] == 5
    state["plots"][0]["basket"] = 25
    state["supply_taken"] += 25
    with pytest.raises(IllegalAction, match="only one recount each turn"):
        act(state, 0, "recount")


def test_express_delivery_moves_any_basket():
    state = position(2, hands=[["express_delivery", "pests"], []], baskets=[3, 0], step="threat")
    state = act(state, 0, "special", card="express_delivery")
    assert state["plots"][0]["storehouse"] == 3 and state["plots"][0]["basket"] == 0


def test_second_special_card_refused():
    state = position(2, hands=[["express_delivery", "compost_jump", "pests"], []],
                     baskets=[3, 0], compost=["hoe"], step="threat")
    state = act(state, 0, "special", card="express_delivery")
    with pytest.raises(IllegalAction, match="only one special card"):
        act(state, 0, "special", card="compost_jump")


def test_jump_into_the_compost_takes_any_card_and_everyone_knows_it():
    state = position(3, hands=[["compost_jump"], [], ["hoe"]], compost=["zombie", "hoe", "fence"],
                     step="threat")
    state = act(state, 0, "special", card="compost_jump")
    assert GAME.decision(state).kind == "compost_pick"
    assert {a["card"] for a in GAME.legal_actions(state, 0)} == {"zombie", "hoe", "fence"}
    state = act(state, 0, "take_compost", card="zombie")
    assert keys(state["hands"][0]) == ["zombie"]
    assert keys(state["compost"]) == ["hoe", "fence", "compost_jump"]
    assert GAME.view(state, 1)["known"][0] == state["hands"][0]


def test_fourth_lying_threat_refused():
    """Three lie in front of Ben: a fourth is refused (rulebook: How to Play, step 5); Chloé may
    still take it."""
    state = position(3, hands=[["pests", "mole_spy"], [], []], step="threat",
                     threats={1: [("weeds", 2), ("caterpillars", 2), ("pests", 2)]})
    legal = GAME.legal_actions(state, 0)
    assert Action.make(0, "threaten", card="pests", target=1) not in legal
    assert Action.make(0, "threaten", card="pests", target=2) in legal
    assert Action.make(0, "threaten", card="mole_spy", target=1) in legal  # one-shot: no limit
    with pytest.raises(IllegalAction, match="already has 3 threat cards"):
        act(state, 0, "threaten", card="pests", target=1)


def test_duplicate_lying_threat_refused():
    state = position(3, hands=[["weeds", "pests"], ["hoe"], []], step="threat",
                     threats={1: [("weeds", 2)]})
    assert Action.make(0, "threaten", card="weeds", target=1) not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="already has Nagging Weeds"):
        act(state, 0, "threaten", card="weeds", target=1)
    state = act(state, 0, "threaten", card="pests", target=1)
    assert GAME.decision(state).kind == "react"  # Ben may answer, whatever he holds
    state = act(state, 1, "pass")
    assert lying(state, 1) == [("weeds", 2), ("pests", 0)]


def test_threats_only_on_other_players():
    state = position(2, hands=[["pests"], []], step="threat")
    with pytest.raises(IllegalAction, match="on another player"):
        act(state, 0, "threaten", card="pests", target=0)
