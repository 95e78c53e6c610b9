"""Undo never goes past another seat's answer in a reaction window (issue 12, shots 48-49: a
tester undid "take harvest" after the Hot Tomatoes! question that followed it). The Big Fat
Tomato Game asks the other players about Hot Tomatoes! after a harvest; a bot's answer there is
often an instant pass (its only legal action), a hot-seat human's is made behind the curtain."""

from __future__ import annotations

import random

import pytest

from tabletop import bots
from tabletop.session import SeatInfo, Session
from tabletop.undo import can_undo, undo

GAME = "big_fat_tomato"


def _to_windowed_harvest(seats: list[SeatInfo]) -> Session:
    """A session where Ana (seat 0) has just taken a harvest that opened the Hot Tomatoes!
    window (the Normal bot plays every seat until then; a few seeds are tried)."""
    bot = bots.get("normal", GAME)
    for seed in range(1, 30):
        session = Session.start(GAME, seats, seed)
        game, rng = session.game, random.Random(seed)
        while not game.is_over(session.state) and len(session.match.actions) < 200:
            dec = game.decision(session.state)
            seat = dec.seats[0]
            legal = game.legal_actions(session.state, seat)
            take = [a for a in legal if a.kind == "take_harvest"]
            if seat == 0 and take:
                after = game.apply(session.state, take[0])
                if game.decision(after).kind == "hot_tomatoes":
                    session.play(take[0])
                    return session
            session.play(bot.choose(game, game.view(session.state, seat), seat, legal, rng))
    raise AssertionError("no seed gave a harvest with a Hot Tomatoes! window")


def _answer_window_with_passes(session: Session) -> None:
    game = session.game
    while game.decision(session.state).kind == "hot_tomatoes":
        seat = game.decision(session.state).seats[0]
        assert seat != 0
        session.play(next(a for a in game.legal_actions(session.state, seat) if a.kind == "pass"))
    assert 0 in game.decision(session.state).seats       # Ana's turn goes on


@pytest.mark.parametrize("others", ["bot", "human"])
def test_no_undo_past_a_pass_in_the_hot_tomatoes_window(others):
    kind = {"bot": ("bot", "normal"), "human": ("human",)}[others]
    seats = [SeatInfo("Ana"), SeatInfo("Ben", *kind), SeatInfo("Chloé", "bot", "normal")]
    session = _to_windowed_harvest(seats)
    assert not can_undo(session, 0)                  # Ben is being asked: not Ana's decision
    _answer_window_with_passes(session)
    assert not can_undo(session, 0)
    with pytest.raises(ValueError, match="Ana cannot undo"):
        undo(session, 0)
    if others == "human":
        assert not can_undo(session, 1)              # Ben is not asked anything now


def test_a_harvest_that_asks_nobody_can_still_be_taken_back():
    """Without a window (nobody could answer) taking a harvest stays Ana's own move."""
    bot = bots.get("normal", GAME)
    seats = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal"), SeatInfo("Chloé", "bot", "normal")]
    for seed in range(1, 30):
        session = Session.start(GAME, seats, seed)
        game, rng = session.game, random.Random(seed)
        while not game.is_over(session.state) and len(session.match.actions) < 200:
            seat = game.decision(session.state).seats[0]
            legal = game.legal_actions(session.state, seat)
            take = [a for a in legal if a.kind == "take_harvest"]
            if seat == 0 and take and 0 in game.decision(game.apply(session.state, take[0])).seats:
                before = session.state
                session.play(take[0])
                assert can_undo(session, 0)
                assert undo(session, 0).state == before
                return
            session.play(bot.choose(game, game.view(session.state, seat), seat, legal, rng))
    raise AssertionError("no seed gave a harvest without a window")
