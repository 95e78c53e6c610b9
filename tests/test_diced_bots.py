"""Diced Tomatoes heuristic bot: its choices in set positions, and that it beats random."""

import random

from tabletop import bots
from tabletop.engine import Action
from tabletop.games.diced_tomatoes import GAME
from tabletop.games.diced_tomatoes.scenario import position, rolled_die
from tabletop.sim import simulate


def _choose(state, seat=0):
    bot = bots.get("heuristic", "diced_tomatoes")
    return bot.choose(GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat),
                      random.Random(0))


def test_registered_as_the_heuristic_behind_normal():
    assert "heuristic" in bots.known("diced_tomatoes")
    assert bots.level("heuristic", "diced_tomatoes") == "normal"


def test_keeps_a_one_for_its_first_slot():
    state = position(GAME, 2, rolled=["r1"], karma=[0, 0])  # a 1 on slot 1 is worth 7
    action = _choose(state)
    assert action.kind == "place" and action["owner"] == 0


def test_keeps_a_high_seed_for_itself():
    state = position(GAME, 2, rolled=["r6"], karma=[0, 0])
    action = _choose(state)
    assert action.kind == "place" and action["owner"] == 0


def test_hands_a_low_seed_to_the_rival():
    state = position(GAME, 2, tracks={0: [6, 6], 1: [6, 6]}, rolled=["r1"], karma=[0, 0])
    action = _choose(state)
    assert action.kind == "place" and action["owner"] == 1


def test_puts_black_dice_on_the_rivals_vine():
    state = position(GAME, 2, tokens={0: [["r5"], [], []], 1: [["r5"], [], []]}, rolled=["b5"],
                     karma=[0, 0])
    action = _choose(state)
    assert (action["owner"], action["token"]) == (1, 0)


def test_does_not_complete_a_rivals_big_vine_for_little_karma():
    state = position(GAME, 2, tokens={1: [["r6", "r6", "r6"], [], []]}, rolled=["r6"],
                     karma=[6, 0])
    action = _choose(state)
    assert not (action.kind == "place" and (action["owner"], action["token"]) == (1, 0))


def test_spends_karma_to_complete_its_own_vine():
    # A 5 does not fit 6-6-6; shifting it to 6 (the cheapest way) harvests a 6.
    state = position(GAME, 2, tokens={0: [["r6", "r6", "r6"], ["r1"], ["r1"]],
                                      1: [["r2"], ["r2"], ["r2"]]},
                     rolled=["r5"], karma=[12, 0])
    action = _choose(state)
    assert action == Action.make(0, "karma", spend="shift", die=rolled_die(state, "r5"), value=6)


def test_heuristic_beats_random():
    result = simulate("diced_tomatoes", 2, ["heuristic", "random"], 40, seed=3)
    assert result.wins[0] >= 0.8 * result.games
