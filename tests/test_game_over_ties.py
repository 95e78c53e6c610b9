"""Game over with a tie: tied seats share their place (standard competition ranking 1, 2, 2, 4)
and a shared victory reads as shared (issue 12, shot 74: "2. Ana / 3. Ben" for 24-24)."""

from __future__ import annotations

import pygame_gui

from test_game_over_breakdown import _finished, _game_over

from tabletop.ui.scenes.game_over import places, ranking, title_text


def test_places_follow_standard_competition_ranking():
    assert places([29, 24, 24], [0]) == [1, 2, 2]
    assert places([24, 24, 29], [2]) == [2, 2, 1]
    assert places([10, 8, 8, 5], [0]) == [1, 2, 2, 4]
    assert places([8, 8, 8, 5], [0, 1, 2]) == [1, 1, 1, 4]
    assert places([24, 24, 18], [0]) == [1, 2, 3]       # a tie-break decided: Ben is 2nd
    assert places([7, None, None], [0]) == [1, 2, 2]     # hidden scores are level
    assert places([3, 5, 5], []) == [3, 1, 1]           # nobody won: scores alone


def test_a_team_game_lists_the_winning_team_in_seat_order_and_the_rest_second():
    # Potato Tomato's score is the face-down count, no ranking: the winners (seats 1 and 3,
    # with 2 and 4 cards down) read in seat order, and every loser is 2nd.
    scores, winners = [0, 2, 5, 4], [1, 3]
    assert ranking(scores, winners, team_game=True) == [1, 3, 0, 2]
    assert places(scores, winners, team_game=True) == [2, 1, 2, 1]
    assert ranking(scores, winners) == [3, 1, 2, 0]     # a scored game ranks by score


def test_a_shared_victory_is_titled_so():
    assert title_text(3, [0, 1]) == "Shared victory"
    assert title_text(4, [0, 1], team_game=True) == "Game over"   # a team's win (Potato Tomato)
    assert title_text(3, [0]) == "Game over" and title_text(1, [0]) == "You won"


def _screen(monkeypatch, scores: list[int], winners: list[int]):
    session = _finished("tomatoss", 3, 5)
    game = session.game
    monkeypatch.setattr(game, "scores_for", lambda state, viewer: list(scores))
    monkeypatch.setattr(game, "scores", lambda state: list(scores))
    monkeypatch.setattr(game, "winners", lambda state: list(winners))
    return _game_over(session)


def test_tied_seats_share_their_place_on_the_screen(monkeypatch):
    over = _screen(monkeypatch, [24, 24, 29], [2])
    assert over.rows == ["★ Chloé 29", "2. Ana 24", "2. Ben 24"]
    assert over.title == "Game over"


def test_a_shared_victory_shows_every_winner_starred_and_says_shared(monkeypatch):
    over = _screen(monkeypatch, [24, 24, 18], [0, 1])
    assert over.rows == ["★ Ana 24", "★ Ben 24", "3. Chloé 18"]
    assert over.title == "Shared victory"
    labels = [e.text for e in over.panel.get_container().elements
              if isinstance(e, pygame_gui.elements.UILabel)]
    assert "Shared victory" in labels
    assert "share the victory" in over.reason.html_text
    assert ranking([24, 24, 18], [0, 1]) == [0, 1, 2]
