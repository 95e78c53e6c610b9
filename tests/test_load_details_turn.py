"""The Load screen's details of a save: a finished game 'ended on turn N', a game in play is
'now on turn N' (a stranger read 'now on turn 13' for a game already over)."""

from __future__ import annotations

import random

from tabletop import games
from tabletop.engine import Match
from tabletop.saves.summary import summarize
from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes.load_scene import details_html


def _details(tmp_path, moves: int | None) -> str:
    game = games.get("tomatoss")
    match, rng = Match.start(game, 2, 5), random.Random(5)
    while not game.is_over(match.state) and (moves is None or len(match.actions) < moves):
        seat = game.decision(match.state).seats[0]
        match.play(rng.choice(game.legal_actions(match.state, seat)))
    session = Session(match, [SeatInfo("Ana"), SeatInfo("Ben")])
    return details_html(summarize(session, "s", tmp_path / "s.json", "", ""))


def test_a_finished_game_ended_on_its_last_turn_and_one_in_play_is_now_on_one(tmp_path):
    done = _details(tmp_path, None)
    assert "Finished; won by" in done and ", ended on turn " in done and "now on turn" not in done
    playing = _details(tmp_path, 7)
    assert ", now on turn 3 (one turn is one player's go)" in playing
    assert "ended on turn" not in playing
