"""The Normal bot lets go of a lying threat no opponent can take (each already has one of its
kind, or three threats): two such hands once kept every card, nobody drew, and the Market never
came (`tabletop simulate big_fat_tomato --games 3` never ended). Source: rulebook, How to Play
5 (at most 3 lying threats, no duplicates) and 6 (discard)."""

from __future__ import annotations

from tabletop import sim
from tabletop.games.big_fat_tomato.bots import _dead_threat


def _view(threats_of_opponent):
    plots = [{"threats": []}, {"threats": [{"card": c} for c in threats_of_opponent]}]
    return {"plots": plots}


def test_a_threat_is_dead_only_when_no_opponent_can_take_it():
    assert _dead_threat(_view(["pests.1"]), 0, "pests")
    assert not _dead_threat(_view(["pests.1"]), 0, "weeds")
    assert _dead_threat(_view(["pests.1", "weeds.1", "caterpillars.1"]), 0, "weeds")
    assert not _dead_threat(_view([]), 0, "caterpillars")
    assert not _dead_threat(_view(["pests.1"]), 0, "hoe")          # not a lying threat


def test_normal_bots_finish_the_games_that_stalled():
    result = sim.simulate("big_fat_tomato", 2, ["normal", "normal"], 3, 1)
    assert result.games == 3
