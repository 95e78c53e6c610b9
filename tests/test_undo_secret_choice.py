"""Undo never takes back a move in a secret simultaneous choice (a stranger undid a lost
Rock-Paper-Scissors round, saw the bot's throw in the log and chose again to win)."""

from __future__ import annotations

from tiny_games import TINY_GAMES

from tabletop.engine import Action
from tabletop.session import SeatInfo
from tabletop.undo import next_undo_points

RPS = TINY_GAMES["tiny_rps"]
SEATS = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal")]


def test_the_move_that_completes_a_secret_choice_is_a_barrier():
    start = RPS.new_game(2, seed=4)
    ben = RPS.apply(start, Action.make(1, "choose", shape="rock"))
    assert next_undo_points(RPS, SEATS, [], 0, start, Action.make(1, "choose", shape="rock"),
                            ben) == []                                   # a bot: a barrier
    ana = Action.make(0, "choose", shape="scissors")
    after = RPS.apply(ben, ana)
    assert "rock" in " ".join(RPS.view(after, 0)["log"])                  # Ben's throw is shown
    assert next_undo_points(RPS, SEATS, [], 1, ben, ana, after) == []    # so no undo to it


def test_a_first_secret_move_is_not_an_undo_point_either():
    """Ana chooses first: taking it back would cost nothing now, but after Ben's answer the
    pair would show; the policy keeps every move of a secret choice."""
    start = RPS.new_game(2, seed=4)
    ana = Action.make(0, "choose", shape="paper")
    assert next_undo_points(RPS, SEATS, [], 0, start, ana, RPS.apply(start, ana)) == []


def test_a_move_that_opens_a_reaction_window_is_a_barrier():
    """Tiny Block: Ana's attack opens a reaction window for Ben (not simultaneous): whatever
    Ben answers, Ana may never undo past it, so the attack is no undo point (issue 12)."""
    block = TINY_GAMES["tiny_block"]
    state = block.new_game(2, seed=1)
    assert not block.decision(state).simultaneous
    action = Action.make(0, "attack", card="a7", target=1)
    after = block.apply(state, action)
    assert block.decision(after).seats == (1,) and block.decision(after).active == 0
    assert next_undo_points(block, [SeatInfo("Ana"), SeatInfo("Ben")], [], 0, state, action,
                            after) == []
