"""Scores and winners as a seat may see them, and team victories, on the tiny game Teams
(``Game.scores_for``, ``Game.teams_for``, the ``winners``/``win_reason`` team hooks)."""

from __future__ import annotations

from generic_checks import check_game
from tabletop.engine import Action
from tiny_games import TINY_GAMES
from tiny_games import teams

TEAMS = TINY_GAMES["tiny_teams"]


def _state(teams_: list[str], baskets: list[list[str]], over: bool = False) -> dict:
    state = TEAMS.new_game(len(teams_), 2)
    held = {c for b in baskets for c in b}
    rest = [c for c in teams.CARDS if c not in held]
    state.update(teams=list(teams_), baskets=[list(b) for b in baskets],
                 discard=rest[1:] if over else [], drawn=rest[0] if not over else None,
                 deck=[] if over else rest[1:], over=over)
    if over:
        state["discard"].append(rest[0])
    assert TEAMS.census(state) == TEAMS.inventory(state)
    return state


def test_a_hidden_basket_and_a_hidden_team_are_not_shown_before_the_end():
    state = _state(["Potatoes", "Tomatoes", "Tomatoes"], [["n00"], ["n01", "n02"], []])
    assert TEAMS.scores(state) == [1, 2 + 3, 0]
    assert TEAMS.scores_for(state, 1) == [None, 5, None]
    assert TEAMS.scores_for(state, None) == [None, None, None]
    assert TEAMS.teams_for(state, 0) == ["Potatoes", None, None]
    assert TEAMS.view(state, 0)["baskets"] == [["n00"], None, None]


def test_the_team_with_the_higher_total_wins_every_seat_of_it():
    # Potatoes: seat 0 with 1 + 2 = 3 ... Tomatoes: seats 1 and 2 with 3 + 1 = 4.
    state = _state(["Potatoes", "Tomatoes", "Tomatoes"], [["n00", "n01"], ["n02"], ["n03"]],
                   over=True)
    assert TEAMS.scores(state) == [3, 3, 1]
    assert TEAMS.winners(state) == [1, 2]  # seat 2 wins without the top personal score
    assert TEAMS.win_reason(state) == "The Tomatoes win with 4 points against 3."
    assert TEAMS.scores_for(state, 0) == [3, 3, 1]
    assert TEAMS.teams_for(state, None) == ["Potatoes", "Tomatoes", "Tomatoes"]


def test_a_level_total_is_shared_by_everyone():
    state = _state(["Tomatoes", "Potatoes"], [["n01"], ["n04"]], over=True)
    assert TEAMS.winners(state) == [0, 1]
    assert TEAMS.win_reason(state) == "The Potatoes and the Tomatoes share the victory at 2 points."


def test_banking_is_private_and_the_generic_check_passes():
    state = TEAMS.new_game(2, 5)
    card = state["drawn"]
    after = TEAMS.apply(state, Action.make(0, "bank"))
    assert after["baskets"][0] == [card]
    assert TEAMS.view(after, 1)["baskets"] == [None, []]
    assert card not in " ".join(TEAMS.view(after, 1)["log"])
    assert check_game(TEAMS, 4, 0).steps == len(teams.CARDS)


def test_a_save_summary_shows_the_scores_a_spectator_may_see(tmp_path):
    from tabletop.engine import Match
    from tabletop.saves.summary import summarize
    from tabletop.session import SeatInfo, Session
    from tabletop.ui.scenes.load_scene import details_html

    match = Match.start(TEAMS, 2, 5)
    match.play(Action.make(0, "bank"))
    session = Session(match, [SeatInfo("Ana"), SeatInfo("Ben")])
    assert TEAMS.scores(match.state)[0] > 0
    summary = summarize(session, "mid", tmp_path / "mid.json", "", "")
    assert summary.scores == [None, None]  # both baskets are face down
    assert "Scores: Ana hidden, Ben hidden" in details_html(summary)
