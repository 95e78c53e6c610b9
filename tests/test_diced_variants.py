"""Diced Tomatoes with every variant on (gold dice, Karma Overload, blind draw, no slot bonus)
through the generic per-step checker, and bot-only games at every player count."""

import random

import pytest

from generic_checks import check_game
from tabletop import bots
from tabletop.games.diced_tomatoes import GAME

ALL_ON = {"golden": True, "karma_overload": True, "blind_draw": True, "dicey_tomato": False}


@pytest.mark.parametrize("players", [1, 2, 3])
def test_every_variant_passes_the_generic_checks(players):
    report = check_game(GAME, players, seed=11, steps_limit=5000, options=ALL_ON)
    assert report.final["over"]
    assert report.hidden_differs > 0  # the bag's order is hidden: blind draws are not fixed


@pytest.mark.parametrize("players", [1, 2, 4, 6])
def test_heuristic_games_keep_every_die_and_invariant(players):
    game_rng = random.Random(players)
    state = GAME.new_game(players, 100 + players, {"golden": players % 2 == 0})
    bot = bots.get("heuristic", "diced_tomatoes")
    steps = 0
    while not GAME.is_over(state):
        seat = GAME.decision(state).seats[0]
        action = bot.choose(GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat),
                            game_rng)
        state = GAME.apply(state, action)
        assert GAME.census(state) == GAME.inventory(state)
        assert GAME.invariant_errors(state) == []
        steps += 1
        assert steps < 3000
    assert state["result"] in ("tomatoes", "bushel")
    if players > 1:
        assert len(GAME.winners(state)) >= 1
