"""The Big Fat Tomato Game rulebook, Example of Play, with its exact numbers: the Hoe clears the
weeds, the caterpillars roll 5, the harvest of 8 is doubled to 16, minus 5 = 11, and the recount
of exactly 20 moves the basket to the storehouse; then Nasty Pests go on another player."""

from big_fat_kit import GAME, act, keys, lying, position, rig_dice


def test_example_of_play():
    state = position(2, hands=[["hoe", "bumper_harvest", "pests", "fence", "fence"],
                               ["watering_can"]],
                     threats={0: [("weeds", 1), ("caterpillars", 1)]}, baskets=[9, 0],
                     names=["Ana", "Ben"])
    rig_dice(state, [5, 3, 5])  # caterpillars 5; harvest 3 + 5 = 8
    assert GAME.decision(state).kind == "protect"
    state = act(state, 0, "protect", card="hoe")
    assert lying(state, 0) == [("caterpillars", 1)]
    assert keys(state["compost"]) == ["weeds", "hoe"]
    assert state["flags"]["caterpillar_loss"] == 5
    assert GAME.decision(state).prompt.startswith("Roll 2 dice")
    state = act(state, 0, "roll")
    assert state["flags"]["dice"] == [3, 5]
    state = act(state, 0, "special", card="bumper_harvest")
    assert GAME.decision(state).prompt == "Take your harvest of 11, or boost it"
    state = act(state, 0, "take_harvest")
    assert state["flags"]["harvest"] == 11 and state["plots"][0]["basket"] == 20
    assert "Ana harvests 11 tomatoes (8, doubled to 16, minus 5 eaten by caterpillars)." \
        in GAME.view(state, 1)["log"]
    dec = GAME.decision(state)  # Ben is asked about Hot Tomatoes!, holding none
    assert dec.kind == "hot_tomatoes" and dec.seats == (1,)
    state = act(state, 1, "pass")
    state = act(state, 0, "recount")
    assert state["plots"][0]["storehouse"] == 20 and state["plots"][0]["basket"] == 0
    assert state["supply_taken"] == 20
    state = act(state, 0, "threaten", card="pests", target=1)
    assert GAME.decision(state).kind == "react"
    state = act(state, 1, "pass")
    assert lying(state, 1) == [("pests", 0)]
    assert GAME.decision(state).kind == "discard"
    assert GAME.scores(state) == [20, 0]
