"""Diced Tomatoes views say who the passed dice wait for (``passed_to``), so no table has to
guess it from the turn and the result."""

from tabletop.engine import Action
from tabletop.games.diced_tomatoes import GAME
from tabletop.games.diced_tomatoes.scenario import position


def _stuck(players=3, turn=0, **kw):
    """The active seat rolled a black 1 that fits nowhere (every token empty)."""
    return position(GAME, players, turn=turn, rolled=["b1"], karma=[3] * players, **kw)


def test_no_passed_dice_means_nobody_waits():
    view = GAME.view(position(GAME, 3), 0)
    assert view["passed"] == [] and view["passed_to"] is None


def test_dice_passed_at_turn_end_wait_for_the_next_seat_in_every_view():
    state = GAME.apply(_stuck(turn=1), Action.make(1, "end_turn"))
    assert state["turn"] == 2 and len(state["passed"]) == 1
    assert {GAME.view(state, seat)["passed_to"] for seat in (0, 1, 2, None)} == {2}


def test_the_last_seat_wraps_round_to_the_first():
    state = GAME.apply(_stuck(turn=2), Action.make(2, "end_turn"))
    assert GAME.view(state, 0)["passed_to"] == 0


def test_after_the_final_round_the_dice_wait_by_the_seat_after_the_last_player():
    state = _stuck(turn=1, last=1)
    state["final_round"] = True
    state = GAME.apply(state, Action.make(1, "end_turn"))
    view = GAME.view(state, None)
    assert view["over"] and view["result"] == "tomatoes" and view["turn"] == 1
    assert view["passed_to"] == 2


def test_solo_passed_dice_come_back_to_the_player():
    state = position(GAME, 1, rolled=["b1"], karma=[3])
    state = GAME.apply(state, Action.make(0, "end_turn"))
    assert GAME.view(state, 0)["passed_to"] == 0
