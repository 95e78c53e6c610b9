"""Match: start, play, replay (what saves rely on); IllegalAction leaves the match unchanged."""

from __future__ import annotations

import json
import random

import pytest

from tabletop.engine import Action, IllegalAction, Match
from tiny_games import TINY_GAMES

BLOCK = TINY_GAMES["tiny_block"]


def _play_randomly(match: Match, steps: int, seed: int) -> list[dict]:
    rng, states = random.Random(seed), [match.state]
    for _ in range(steps):
        dec = match.game.decision(match.state)
        if dec is None:
            break
        match.play(rng.choice(match.game.legal_actions(match.state, dec.seats[0])))
        states.append(match.state)
    return states


def test_start_is_the_new_game():
    match = Match.start(BLOCK, 3, seed=11)
    assert match.state == BLOCK.new_game(3, 11)
    assert match.actions == [] and match.options == BLOCK.info.default_options()


@pytest.mark.parametrize("game_id", sorted(TINY_GAMES))
def test_replay_rebuilds_every_state(game_id):
    match = Match.start(TINY_GAMES[game_id], 3, seed=5)
    states = _play_randomly(match, 200, seed=5)
    assert len(match.actions) == len(states) - 1 > 5
    assert match.replay() == match.state
    for upto in (0, 1, len(states) // 2, len(states) - 1):
        assert match.replay(upto) == states[upto]


def test_replay_from_a_json_log():
    match = Match.start(TINY_GAMES["tiny_slap"], 2, seed=8)
    _play_randomly(match, 200, seed=1)
    log = json.dumps([a.to_json() for a in match.actions])
    loaded = Match.start(TINY_GAMES["tiny_slap"], 2, seed=8)
    loaded.actions = [Action.from_json(d) for d in json.loads(log)]
    assert loaded.replay() == match.state


def test_same_seed_same_game_other_seed_other_deal():
    assert Match.start(BLOCK, 2, 1).state == Match.start(BLOCK, 2, 1).state
    assert Match.start(BLOCK, 2, 1).state["hands"] != Match.start(BLOCK, 2, 2).state["hands"]


def test_illegal_play_leaves_the_match_unchanged():
    match = Match.start(BLOCK, 2, seed=3)
    _play_randomly(match, 4, seed=3)
    state, actions = match.state, list(match.actions)
    dec = BLOCK.decision(state)
    other = next(s for s in range(2) if s not in dec.seats)
    with pytest.raises(IllegalAction):
        match.play(Action.make(other, "pass"))
    assert match.state is state and match.actions == actions


def test_a_log_the_rules_refuse_fails_replay():
    match = Match.start(BLOCK, 2, seed=3)
    match.actions = [Action.make(1, "pass")]  # seat 2 cannot act first
    with pytest.raises(IllegalAction):
        match.replay()


def test_names_go_into_the_state_and_the_log():
    match = Match.start(BLOCK, 2, seed=4, names=["Ana", "Bo"])
    assert match.state["names"] == ["Ana", "Bo"]
    _play_randomly(match, 6, seed=4)
    text = " ".join(entry["text"] for entry in match.state["log"])
    assert "Ana" in text and "Player 1" not in text
    assert match.replay() == match.state


def test_start_refuses_bad_player_counts_and_options():
    with pytest.raises(ValueError, match="2-4 players"):
        Match.start(BLOCK, 5, seed=1)
    with pytest.raises(ValueError, match="no option"):
        Match.start(BLOCK, 2, seed=1, options={"turbo": True})
