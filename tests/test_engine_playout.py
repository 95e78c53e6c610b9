"""playout: plays any game to the end with bots, EXTERNAL outcomes included."""

from __future__ import annotations

import json
import random

import pytest

from tabletop.bots import RandomBot
from tabletop.engine import Action, Match, playout
from tiny_games import TINY_GAMES
from tiny_games.rps import RpsGame


@pytest.mark.parametrize("game_id", sorted(TINY_GAMES))
def test_plays_to_the_end_and_replays(game_id):
    game = TINY_GAMES[game_id]
    start = game.new_game(3, seed=4)
    before = json.dumps(start, sort_keys=True)
    steps: list[tuple[dict, Action, dict]] = []
    final, actions = playout(game, start, [RandomBot()] * 3, random.Random(4),
                             on_step=lambda a, act, b: steps.append((a, act, b)))
    assert game.is_over(final) and game.decision(final) is None
    assert json.dumps(start, sort_keys=True) == before
    assert [s[1] for s in steps] == actions and steps[-1][2] == final and steps[0][0] == start
    assert all(game.apply(a, act) == b for a, act, b in steps)
    match = Match.start(game, 3, seed=4)
    match.actions = actions
    assert match.replay() == final


def test_same_rng_same_playout():
    game = TINY_GAMES["tiny_slap"]
    runs = [playout(game, game.new_game(2, 9), [RandomBot()] * 2, random.Random(1))
            for _ in range(2)]
    assert runs[0] == runs[1]
    external = [a for a in runs[0][1] if a.seat == -1]
    assert external and all(a.kind == "slowest" for a in external)


class _SpyBot:
    """Records what it is given, then plays randomly."""

    name = "spy"

    def __init__(self) -> None:
        self.calls: list[tuple[dict, int, list[Action]]] = []

    def choose(self, game, view, seat, legal_actions, rng):
        self.calls.append((view, seat, legal_actions))
        return rng.choice(legal_actions)


def test_bots_receive_their_seats_view_and_legal_actions_only():
    game = TINY_GAMES["tiny_slap"]
    spy = _SpyBot()
    playout(game, game.new_game(2, 3), [spy, spy], random.Random(3))
    assert spy.calls
    for view, seat, legal in spy.calls:
        assert view["viewer"] == seat and "deck" not in view and "rng" not in view
        assert legal and all(a.seat == seat for a in legal)


def test_a_game_without_an_end_hits_max_steps():
    game = TINY_GAMES["tiny_rps"]
    with pytest.raises(RuntimeError, match="tiny_rps: no end after 5 steps"):
        playout(game, game.new_game(2, 1), [RandomBot()] * 2, random.Random(1), max_steps=5)


class _StuckRps(RpsGame):
    def _legal(self, state: dict, seat: int) -> list[Action]:
        return []


def test_a_decision_without_legal_actions_is_an_error():
    game = _StuckRps()
    with pytest.raises(RuntimeError, match="rps:choose for seat 0 has no legal action"):
        playout(game, game.new_game(2, 1), [RandomBot()] * 2, random.Random(1))


def test_trusted_apply_skips_only_the_check():
    """``apply(..., trusted=True)`` gives the same state as the checked apply for a legal
    action, and the checked apply still refuses an illegal one."""
    import pytest

    from tabletop import games
    from tabletop.engine import Action, IllegalAction

    game = games.get("tomatoss")
    state = game.new_game(2, 3)
    seat = game.decision(state).seats[0]
    action = game.legal_actions(state, seat)[0]
    assert game.apply(state, action, trusted=True) == game.apply(state, action)
    with pytest.raises(IllegalAction):
        game.apply(state, Action.make(1 - seat, "pick_up", space=0))
