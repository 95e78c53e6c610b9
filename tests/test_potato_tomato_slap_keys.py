"""SLAP by keys, headless (SDL dummy drivers), in the real app: two humans and two bots race a
SLAP drawn at the start (seed 21, four players); each human's key, as the race shows it, counts
when pressed (a posted KEYDOWN), and the slowest takes 2 burn tokens. The same race under Xvfb
with real key presses: tools/xvfb_potato_slap.py.
Source: rules-decisions.md, Potato Tomato (SLAP: each human has a key, bots 350-1200 ms, the
slowest or a human who has not pressed in 3 s takes 2 tokens)."""

from __future__ import annotations

import pygame
import pytest

from test_ui_kit import make_app
from test_ui_play import open_table
from tabletop.session import SeatInfo

SEED = 21
"""Four players, seed 21: the turn's first card, drawn by itself, is SLAP."""
SEATS = [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Chloé", "bot", "random"),
         SeatInfo("Dev", "bot", "random")]


def _race(monkeypatch, tmp_path):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = make_app()
    scene = open_table(app, SEATS, game_id="potato_tomato", seed=SEED)
    assert scene.game.decision(scene.session.state).kind == "pt:slap"
    app.run_frames(2)
    assert scene.choices.racing
    return app, scene


def _press(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="",
                                         scancode=0))
    app.run_frames(1)


def _run_until_done(app, scene, frames=400) -> None:
    for _ in range(frames):
        if scene.game.decision(scene.session.state).kind != "pt:slap":
            return
        app.run_frames(1)
    raise AssertionError("the race never ended")


@pytest.mark.parametrize("late", [0, 1])
def test_each_humans_shown_key_counts_and_the_slowest_takes_two(late, monkeypatch, tmp_path):
    """The race names Ana's key (A) and Ben's (K) as the table named them; the human who
    presses first beats the bots (under 350 ms), the other presses after every bot (at about
    1.3 s): both presses count, and that late human takes 2 tokens."""
    from tabletop.games.potato_tomato.table import hints

    app, scene = _race(monkeypatch, tmp_path)
    race = scene.choices.race
    keys = dict(race.keys)
    assert sorted(keys) == [0, 1]
    shown = scene.choices.race_text()
    line = hints.slap_keys(4, [0, 1], ["Ana", "Ben", "Chloé", "Dev"])
    for seat, name in ((0, "Ana"), (1, "Ben")):
        assert f"{name} presses {race.key_name(seat)}" in shown, shown
        assert f"{name} {race.key_name(seat)}" in line, line     # named before the race too
    before = list(scene.session.state["tokens"])
    early = 1 - late
    _press(app, keys[early])
    for _ in range(80):                  # ~1.3 s at 16 ms a frame: every bot has pressed
        app.run_frames(1)
    _press(app, keys[late])
    times = race.times()
    assert times[early] is not None and times[early] < 350
    assert times[late] is not None and times[late] > 1200
    _run_until_done(app, scene)
    after = scene.session.state["tokens"]
    assert after[late] == before[late] + 2, (before, after)
    assert [a - b for a, b in zip(after, before)].count(2) == 1
    last = scene.session.match.actions[-1]
    assert last.kind == "slowest" and last["player"] == late


def test_a_human_who_never_presses_is_the_slowest(monkeypatch, tmp_path):
    """Ana presses A at once, Ben never presses: at the 3 s deadline Ben is the slowest and
    takes the 2 tokens."""
    app, scene = _race(monkeypatch, tmp_path)
    before = list(scene.session.state["tokens"])
    _press(app, scene.choices.race.keys[0])
    _run_until_done(app, scene)
    after = scene.session.state["tokens"]
    assert after[1] == before[1] + 2 and after[0] == before[0], (before, after)


def test_after_a_race_between_two_humans_the_next_human_gets_the_curtain(monkeypatch, tmp_path):
    """Both humans came to the keys: once the race is decided, Ana's own cards must not come
    back on screen until she lifts the curtain (a stranger saw the race result drawn over
    Ana's faces while Ben was at the keyboard). The result panel still shows, over the
    curtain, and then goes."""
    app, scene = _race(monkeypatch, tmp_path)
    scene.hotseat.at_screen = 0     # as when Ana lifted her curtain and then drew the SLAP
    first = len(scene.frame_log)
    _run_until_done(app, scene)
    app.run_frames(3)
    assert scene.acting == 0 and scene.curtain_up and scene.viewer is None
    assert all(rec.viewer is None for rec in scene.frame_log[first:]), \
        [rec for rec in scene.frame_log[first:] if rec.viewer is not None][:1]
    assert scene.choices.race is not None          # the result is on show first, over the
    drawn = len(scene.frame_log)                   # face-down table (the curtain's words
    app.run_frames(400)                            # would be hidden under it)
    assert scene.choices.race is None and scene.curtain_up   # gone; the curtain waits
    assert all(rec.viewer is None for rec in scene.frame_log[first:])
    assert len(scene.frame_log) > drawn
