"""The generic search bot: legal, view-only, reproducible with a seeded rng and an iteration cap."""

from __future__ import annotations

import random

import pytest

from tabletop import games
from tabletop.bots.ismcts import ISMCTSBot, outcome


@pytest.mark.parametrize("game_id", games.ids())
def test_ismcts_picks_a_legal_action_from_the_view_alone(game_id):
    game = games.get(game_id)
    state = game.new_game(game.info.min_players if game.info.min_players > 1 else 2, 5)
    rng = random.Random(1)
    for _ in range(6):                      # a few decisions into the game
        dec = game.decision(state)
        seat = dec.seats[0]
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        bot = ISMCTSBot(seconds=30, max_iterations=25)
        choice = bot.choose(game, view, seat, legal, random.Random(7))
        assert choice in legal
        again = ISMCTSBot(seconds=30, max_iterations=25).choose(game, view, seat, legal,
                                                               random.Random(7))
        assert again == choice              # same view, same seed, same iterations
        state = game.apply(state, rng.choice(legal))


def test_outcome_rewards_the_winner_most():
    game = games.get("tomatoss")
    state = game.new_game(2, 1)
    rng = random.Random(2)
    while not game.is_over(state):
        seat = game.decision(state).seats[0]
        state = game.apply(state, rng.choice(game.legal_actions(state, seat)))
    rewards = outcome(game, state)
    winners = game.winners(state)
    assert all(0.0 <= r <= 1.0 for r in rewards)
    for w in winners:
        assert rewards[w] == max(rewards)
