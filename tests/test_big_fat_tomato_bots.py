"""The Big Fat Tomato Game heuristic bot: its choices in set positions, its position value, and
that it beats random."""

import random

from tabletop import bots
from tabletop.engine import Action
from tabletop.games.big_fat_tomato import evaluate
from tabletop.sim import simulate
from big_fat_kit import GAME, act, position


def choose(state, seat=0):
    bot = bots.get("heuristic", "big_fat_tomato")
    return bot.choose(GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat),
                      random.Random(0))


def test_registered_as_the_heuristic_the_levels_are_built_from():
    from tabletop.bots import hooks
    from tabletop.games.big_fat_tomato.bots import HeuristicBot
    assert hooks.heuristic_class("big_fat_tomato") is HeuristicBot
    assert hooks.evaluate_for("big_fat_tomato") is evaluate
    state = position(2, hands=[["hoe"], []], baskets=[20, 0], step="threat")
    legal = GAME.legal_actions(state, 0)
    values = HeuristicBot().values(GAME, GAME.view(state, 0), 0, legal)
    assert len(values) == len(legal) and legal[values.index(max(values))].kind == "recount"


def test_registered_as_the_normal_level():
    assert bots.names("big_fat_tomato") == ["easy", "normal", "hard"]
    assert bots.label("heuristic", "big_fat_tomato") == "Normal"


def test_recounts_at_twenty_and_not_below():
    assert choose(position(2, hands=[["hoe"], []], baskets=[20, 0], step="threat")).kind == "recount"
    assert choose(position(2, hands=[["hoe"], []], baskets=[19, 0], step="threat")).kind != "recount"


def test_carries_a_big_basket_home_with_express_delivery():
    state = position(2, hands=[["express_delivery"], []], baskets=[14, 0], step="threat")
    assert choose(state) == Action.make(0, "special", card="express_delivery")


def test_targets_the_leader():
    state = position(3, hands=[["pests"], ["hoe"], ["hoe"]], storehouses=[0, 5, 30],
                     step="threat")
    assert choose(state) == Action.make(0, "threaten", card="pests", target=2)


def test_hot_tomatoes_on_a_big_harvest_only():
    for dice, play in (([6, 5], True), ([1, 2], False)):
        state = position(2, hands=[["pests"], ["hot_tomatoes"]], step="boost")
        state["flags"]["dice"] = dice
        state = act(state, 0, "take_harvest")
        assert (choose(state, 1).kind == "hot_tomatoes") == play


def test_saves_as_you_sow_for_a_costly_threat():
    for store, answer in ((0, "pass"), (15, "react")):
        state = position(2, hands=[["pests"], ["as_you_sow", "hoe"]], storehouses=[0, store],
                         step="threat")
        state = act(state, 0, "threaten", card="pests", target=1)
        assert choose(state, 1).kind == answer


def test_evaluate_prefers_a_fuller_storehouse_and_scores_the_end():
    low, high = position(2, storehouses=[2, 20]), position(2, storehouses=[20, 2])
    assert 0 <= evaluate(GAME, low, 0) < 0.5 < evaluate(GAME, high, 0) <= 1
    high["over"], high["market"] = True, [high["deck"].pop(0)]
    assert evaluate(GAME, high, 0) == 1.0 and evaluate(GAME, high, 1) == 0.0


def test_heuristic_beats_random_both_ways():
    for seats, me in ((["heuristic", "random"], 0), (["random", "heuristic"], 1)):
        result = simulate("big_fat_tomato", 2, seats, 30, seed=3)
        assert result.wins[me] >= 0.8 * result.games
