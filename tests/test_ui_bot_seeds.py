"""Bots choose the same after a resume: their randomness depends only on the game's seed, the
move number and the seat (issue 4: resuming restores bots; the next events are the same)."""

from __future__ import annotations

import time

from tabletop.session import SeatInfo, Session
from tabletop.ui.bot_turns import BotTurns


class _Spy:
    """A bot that records the first number its rng gives, then plays the first legal action."""

    name = "spy"

    def __init__(self) -> None:
        self.seen: list[float] = []

    def choose(self, game, view, seat, legal, rng):
        self.seen.append(rng.random())
        return legal[0]


def _first_draw(session: Session, seat: int) -> float:
    turns = BotTurns(session.game.info.id, session.seats, session.match.seed)
    spy = _Spy()
    try:
        job = turns._submit(spy, session, seat, seat, "move", epoch=0, now_ms=0)
        deadline = time.time() + 5
        while not job.future.done() and time.time() < deadline:
            time.sleep(0.01)
        return spy.seen[0]
    finally:
        turns.shutdown()


def test_a_bot_gets_the_same_randomness_for_the_same_move_after_a_resume():
    seats = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random"), SeatInfo("Chloé", "bot", "random")]
    session = Session.start("tomatoss", seats, seed=11)
    seat = session.game.decision(session.state).seats[0]
    first = _first_draw(session, seat)
    assert _first_draw(session, seat) == first           # a new table (a resume) draws the same
    other = Session.start("tomatoss", seats, seed=12)
    assert _first_draw(other, seat) != first              # another game draws differently
    session.play(session.game.legal_actions(session.state, seat)[0])
    nxt = session.game.decision(session.state).seats[0]
    assert _first_draw(session, nxt) != first             # another move draws differently
