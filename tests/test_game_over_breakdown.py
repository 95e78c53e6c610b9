"""The game-over screen: a short line of score parts under each score when the game's view has
a ``points`` breakdown (Diced Tomatoes: track, 6th tomato, karma, vines), and a solo game's
heading says whether the player won."""

from __future__ import annotations

import random

import pygame_gui

from test_ui_kit import make_app

from tabletop import bots, games
from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes.game_over import (GameOverScene, breakdown_text, breakdowns,
                                          points_text, title_text)
from tabletop.ui.scenes.table_scene import TableScene


def _finished(game_id: str, players: int, seed: int) -> Session:
    """A session played to the end by the game's own bot (seat 0 is the human seat)."""
    seats = [SeatInfo("Ana")] + [SeatInfo(n, "bot", "greedy") for n in ("Ben", "Chloé")][
        :players - 1]
    session = Session.start(game_id, seats, seed)
    bot, rng = bots.get("normal", game_id), random.Random(seed)
    game = session.game
    while not game.is_over(session.state):
        seat = game.decision(session.state).seats[0]
        session.play(bot.choose(game, game.view(session.state, seat), seat,
                                game.legal_actions(session.state, seat), rng))
    return session


def _game_over(session: Session) -> GameOverScene:
    """The game-over screen of a finished ``session``, as the app shows it after its table."""
    app = make_app()
    table = TableScene(app, session)
    app.reset_to(table)
    app.run_frames(3)
    if not isinstance(app.top, GameOverScene):
        app.push(GameOverScene(app, table))
        app.run_frames(2)
    return app.top


def _label_texts(scene) -> list[str]:
    return [e.text for e in scene.panel.get_container().elements
            if isinstance(e, pygame_gui.elements.UILabel)]


def test_breakdown_text_names_the_parts_and_leaves_out_the_total():
    assert breakdown_text({"track": 18, "sixth": 2, "karma": 1, "vines": 0, "total": 21}) == \
        "Track 18 · 6th tomato 2 · Karma 1 · Vines 0"
    assert breakdown_text({"odd_part": 3, "total": 3}) == "odd part 3"
    assert breakdown_text(None) == "" and breakdown_text({"total": 4}) == ""
    assert breakdowns({"points": [{"basic": 3, "quick": 4}]}, [7, 2]) == ["", ""]  # 1 of 2
    assert breakdowns({}, [7, 2]) == ["", ""]
    two = {"points": [{"basic": 3, "quick": 4, "total": 7}, {"basic": 2, "total": 2}]}
    assert breakdowns(two, [7, 2]) == ["Basic 3 · Quick 4", "Basic 2"]
    assert breakdowns(two, [7, 5]) == ["Basic 3 · Quick 4", ""]     # total is not the score


def test_a_part_made_from_a_count_shows_the_count_and_its_points():
    """Diced Tomatoes: the table shows "Karma 3"; its breakdown part is 1 point (3 // 2), so
    the line says both instead of "Karma 1"."""
    parts = {"track": 9, "karma": 1, "vines": 2, "total": 12}
    assert breakdown_text(parts, {"karma": 3, "vines": 6}) == \
        "Track 9 · Karma 3 → 1 pt · Vines 6 red → 2 pts"
    view = {"points": [parts], "points_from": [{"karma": 3}]}
    assert breakdowns(view, [12]) == ["Track 9 · Karma 3 → 1 pt · Vines 2"]


def test_title_says_won_or_lost_only_in_a_solo_game():
    assert points_text(1) == "1 pt" and points_text(0) == "0 pts" and points_text(12) == "12 pts"
    assert title_text(1, [0]) == "You won" and title_text(1, []) == "You lost"
    assert title_text(3, [1]) == "Game over" and title_text(2, []) == "Game over"


def test_diced_game_over_shows_each_seats_breakdown_under_its_score():
    session = _finished("diced_tomatoes", 3, 7)
    game, state = session.game, session.state
    points = game.view(state, None)["points"]
    over = _game_over(session)
    assert over.title == "Game over"
    texts = _label_texts(over)
    view = game.view(state, None)
    for seat in range(3):
        line = breakdown_text(points[seat], view["points_from"][seat])
        assert line.startswith("Track ") and line in texts
        # The table's karma count and the karma points are not shown under one word
        # (rulebook, Collecting Points: each 2 unused karma earn 1 point).
        karma = state["karma"][seat]
        pts = points[seat]["karma"]
        assert f"Karma {karma} → {pts} pt" in line and pts == karma // 2
        parts = {k: v for k, v in points[seat].items() if k != "total"}
        assert sum(parts.values()) == game.scores(state)[seat]


def test_solo_game_over_opens_with_you_won_or_you_lost():
    game = games.get("diced_tomatoes")
    outcomes = set()
    for seed in (1, 2, 3, 4, 5, 6):
        session = _finished("diced_tomatoes", 1, seed)
        won = bool(game.winners(session.state))
        over = _game_over(session)
        assert over.title == ("You won" if won else "You lost")
        assert over.title in _label_texts(over)
        # Solo points are the matching slots, not the breakdown's total: no breakdown line.
        assert over.breakdowns == [""]
        outcomes.add(won)
        if outcomes == {True, False}:
            break
    assert outcomes == {True, False}, "want a won and a lost solo game among the seeds"


def test_tomatoss_game_over_shows_basic_and_quick_points():
    session = _finished("tomatoss", 3, 5)
    game, state = session.game, session.state
    points = game.view(state, None)["points"]
    for seat, board in enumerate(state["boards"]):
        assert points[seat]["total"] == game.scores(state)[seat]
        assert points[seat]["quick"] == sum(t["quick"] for t in
                                            game.view(state, None)["boards"][seat]["quick"])
    texts = _label_texts(_game_over(session))
    for seat in range(3):
        p = points[seat]
        assert f"Basic {p['basic']} · Quick {p['quick']}" in texts


def test_a_hidden_score_and_a_hidden_team_are_not_shown(monkeypatch):
    """The side panel and the game-over screen show ``scores_for``/``teams_for`` of the seat at
    the screen (seat 0 here), not ``scores``: seat 1's score and seat 2's team stay hidden."""
    session = _finished("tomatoss", 3, 4)
    game = session.game
    real = game.scores(session.state)
    monkeypatch.setattr(game, "scores_for", lambda state, viewer: [
        s if seat != 1 or viewer == 1 else None for seat, s in enumerate(game.scores(state))])
    monkeypatch.setattr(game, "teams_for", lambda state, viewer: [
        "Potatoes", "Tomatoes", "Potatoes" if viewer == 2 else None])
    over = _game_over(session)
    assert over.table.viewer == 0
    texts = _label_texts(over)
    assert "hidden" in texts and points_text(real[0]) in texts
    assert any(row.endswith("Ben · Tomatoes hidden") for row in over.rows)
    assert not any("Chloé ·" in row for row in over.rows)
    side = over.table.side
    assert side.score_labels[1].text == "?" and side.score_labels[0].text == str(real[0])
    assert side.name_labels[1].text.endswith("Ben · Tomatoes")
    assert side.name_labels[2].text.endswith("Chloé")


def test_a_long_run_of_numbered_parts_reads_as_one_list():
    """Nine toasts ran past the panel as "Toast 1 3 · Toast 2 3 · …"."""
    parts = {f"Toast {i + 1}": v for i, v in enumerate([3, 3, 3, 5, 3, 3, 1, 3, 1])}
    assert breakdown_text({**parts, "total": 25}) == "Toasts: 3, 3, 3, 5, 3, 3, 1, 3, 1"
    assert breakdown_text({"Toast 1": 9, "Toast 2": 3}) == "Toast 1 9 · Toast 2 3"


def test_a_team_game_over_shows_no_face_down_count_beside_face_up_cards():
    """Potato Tomato: at the end every card lies face up, so "3 face down" in the score
    column read as a wrong score (a tester's shot); the teams and winners say it all."""
    scene = _game_over(_finished("potato_tomato", 3, 5))
    texts = _label_texts(scene)
    assert not any("face down" in t for t in texts), texts
    assert any("·" in t for t in texts)                    # each row still names the team
