"""Replay: step through a saved or finished game from one seat's side, or fully revealed."""

from __future__ import annotations

import pytest
from test_saves_fakegame import play_session, register

from tabletop.saves import SaveStore
from tabletop.saves.replay import ALL, Replay


@pytest.fixture(autouse=True)
def _game(monkeypatch):
    register(monkeypatch)


def test_steps_match_the_game_and_hide_other_hands():
    session = play_session(n_actions=14, bot_seed=3)
    path = SaveStore().save(session, "to replay")
    replay = Replay(path, viewer=0)
    assert len(replay) == 15
    view, text = replay.step(0)
    assert text.startswith("Set-up of Tomato Draw") and view["log"] == []
    last_view, _ = replay.step(14)
    assert last_view == session.game.view(session.state, 0)
    for i in range(1, 15):
        view, text = replay.step(i)
        action = session.match.actions[i - 1]
        assert text.startswith(f"{i}. ") and view["hand"] is not None
        if action.kind == "draw" and action.seat == 1:
            assert "Ben draws a card" in text and "Ben draws a 1" not in text
            assert all("draws a card" in line or "Ben draws" not in line for line in view["log"])
    with pytest.raises(IndexError):
        replay.step(15)


def test_fully_revealed_only_after_the_game():
    unfinished = play_session(n_actions=5)
    with pytest.raises(ValueError, match="finished"):
        Replay(unfinished, viewer=ALL)
    finished = play_session(n_actions=500, bot_seed=4)
    replay = Replay(finished, viewer=ALL)
    drawn = [i for i, a in enumerate(finished.match.actions, 1) if a.kind == "draw" and a.seat == 1]
    assert drawn
    view, text = replay.step(drawn[0])
    card = view["state"]["hands"][1][-1]
    assert f"Ben draws a {card}" in text and view["viewer"] == ALL
    replay.set_viewer(0)
    view0, text0 = replay.step(drawn[0])
    assert "state" not in view0 and f"Ben draws a {card}" not in text0
    with pytest.raises(ValueError):
        replay.set_viewer(5)
