"""Player statistics (issue 12): counting, streaks, the split by bot levels faced, the file
(atomic, damaged files set aside and reported, never a crash), and the Stats screen from the
main menu and from the game-over screen."""

from __future__ import annotations

import json
import random

import pytest

from test_ui_kit import click, fake_game, make_app, run_until  # noqa: F401

from tabletop import paths
from tabletop.session import SeatInfo, Session
from tabletop.stats import Record, StatsStore, faced_key, outcome_of


def test_a_record_counts_outcomes_scores_and_streaks():
    rec = Record()
    for outcome, score in [("won", 30), ("shared", 25), ("lost", 12), ("won", 41), ("won", 8)]:
        rec.add(outcome, score)
    assert (rec.played, rec.won, rec.shared, rec.lost) == (5, 3, 1, 1)
    assert rec.best == 41 and rec.total == 116 and rec.average == pytest.approx(23.2)
    assert (rec.streak, rec.best_streak) == (2, 2)
    assert Record.from_json(rec.to_json()) == rec


def test_outcomes_and_levels_faced_keys():
    assert outcome_of(0, [0]) == "won" and outcome_of(0, [0, 2]) == "shared"
    assert outcome_of(1, [0]) == "lost" and outcome_of(1, []) == "lost"
    assert faced_key([None, "greedy", "random", "greedy"]) == "greedy+random"
    assert faced_key([None, None]) == ""


def test_games_are_counted_per_player_and_per_levels_faced_and_only_once():
    store = StatsStore()
    names, bots = ["Ana", "Ben", "Cy"], [None, None, "greedy"]
    assert store.add_game("k1", "tomatoss", names, bots, [30, 20, 10], [0])
    assert not store.add_game("k1", "tomatoss", names, bots, [30, 20, 10], [0])  # once
    assert store.add_game("k2", "tomatoss", names, bots, [15, 15, 40], [2])
    assert store.add_game("k3", "tomatoss", ["Ana", "Dee"], [None, "random"], [9, 9], [0, 1])
    again = StatsStore()                                   # read back from the file
    ana = again.record("tomatoss", "Ana")
    assert (ana.played, ana.won, ana.lost, ana.shared) == (3, 1, 1, 1)
    assert (ana.best, ana.total, ana.streak, ana.best_streak) == (30, 54, 1, 1)
    assert again.record("tomatoss", "Ana", "greedy").played == 2
    assert again.record("tomatoss", "Ana", "random").shared == 1
    assert again.record("tomatoss", "Ben", "greedy").lost == 2     # k1 and k2
    assert "Cy" not in again.players("tomatoss") and "Dee" not in again.players("tomatoss")
    assert again.problem == ""
    assert (paths.data_dir() / "stats.json.bak").exists()  # atomic writes keep the old file


@pytest.mark.parametrize("content", [b"{", b"[]", b"\xff\xfe", b'{"format": "tabletop-stats"}',
                                     json.dumps({"format": "tabletop-stats", "version": 1,
                                                 "games": {"x": {"Ana": {"all": {"played": -1}}}},
                                                 "counted": []}).encode()])
def test_a_damaged_stats_file_is_set_aside_and_reported(content):
    path = paths.data_dir() / "stats.json"
    path.write_bytes(content)
    store = StatsStore()
    assert "damaged" in store.problem and "stats.json.corrupt" in store.problem
    assert (paths.data_dir() / "stats.json.corrupt").read_bytes() == content
    assert store.players("tomatoss") == {}
    assert store.add_game("k", "tomatoss", ["Ana", "Ben"], [None, None], [1, 2], [1])
    assert StatsStore().record("tomatoss", "Ben").won == 1


def _finished(seed: int = 5) -> Session:
    session = Session.start("tomatoss", [SeatInfo("Ana"), SeatInfo("Ben", "bot", "greedy")],
                            seed)
    rng = random.Random(seed)
    while not session.game.is_over(session.state):
        seat = session.game.decision(session.state).seats[0]
        session.play(rng.choice(session.game.legal_actions(session.state, seat)))
    return session


def test_a_finished_game_is_counted_and_the_stats_screen_shows_it():
    from tabletop.ui.scenes.game_over import GameOverScene
    from tabletop.ui.scenes.main_menu import MainMenu
    from tabletop.ui.scenes.stats_scene import StatsScene
    from tabletop.ui.scenes.table_scene import TableScene
    app = make_app()
    session = _finished()
    app.reset_to(TableScene(app, session))
    run_until(app, lambda: isinstance(app.top, GameOverScene), 20)
    rec = app.stats.record("tomatoss", "Ana")
    assert rec.played == 1 and app.stats.record("tomatoss", "Ana", "greedy").played == 1
    click(app, app.top.stats_button)
    screen = app.top
    assert isinstance(screen, StatsScene) and screen.game_id == "tomatoss"
    assert "Ana" in screen.html and "1 played" in screen.html and "Against " in screen.html
    assert "a shared victory counts as a win" in screen.html    # what a streak counts
    app.pop()
    assert isinstance(app.top, GameOverScene)
    app.reset_to(MainMenu(app))
    app.run_frames(2)
    click(app, app.top.stats_button)
    assert isinstance(app.top, StatsScene) and "Ana" in app.top.html
    assert StatsStore().record("tomatoss", "Ana").played == 1   # on disk, counted once


def test_no_font_loading_hints_reach_the_terminal():
    """pygame-gui's "font loaded on demand" hints (the Stats screen's italic note, say) are
    kept off the terminal at start-up and on every screen (stranger-r5: every launch printed
    them); other warnings still show."""
    import warnings

    from tabletop.ui.scenes.stats_scene import StatsScene
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        app = make_app()
        app.push(StatsScene(app, "tomatoss"))
        app.run_frames(3)
        warnings.warn("a warning of our own", UserWarning)
    words = [str(w.message) for w in caught]
    assert not [w for w in words if "font" in w.lower()], words
    assert "a warning of our own" in words
