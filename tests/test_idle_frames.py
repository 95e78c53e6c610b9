"""Idle frames: with ``App.idle`` on, a still screen is not redrawn (nor flipped) on a frame
with no event; an event, a bot's move, an animation, a scene change and the safety net bring
frames back at once (tabletop/ui/app.py, ``App.step``; the scenes' ``still`` / ``wake_ms``)."""

from __future__ import annotations

import time

import pygame
import pytest

from test_ui_kit import first_moves, make_app

from tabletop.session import SeatInfo, Session
from tabletop.tablekit.sprites import Flight
from tabletop.ui import app as app_mod
from tabletop.ui.scenes.table_scene import TableScene


def _motion(pos=(300, 300)):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(0, 0, 0), touch=False))


def _settle(app, scene=None, limit=2000):
    """Step until the screen is still (the linger after the last event over, no bot job) and
    a safety-net frame has just been drawn; returns the number of steps taken."""
    for n in range(limit):
        before = app.draws
        app.step()
        busy = scene is not None and (scene.bots.move is not None or scene.table.busy)
        if busy:
            time.sleep(0.002)             # the bot worker computes in real time
        if app._was_still and not busy and app.draws == before + 1 and n > 5:
            return n
    raise AssertionError("the screen never became still")


def _toma_table(app, bot="normal", seed=3):
    seats = [SeatInfo("Ana"), SeatInfo("Ben", "bot", bot)]
    scene = TableScene(app, Session.start("tomatoss", seats, seed))
    app.reset_to(scene)
    return scene


@pytest.fixture
def idle_app():
    app = make_app(start_menu=False, idle=True)
    yield app
    app.shutdown()


def test_a_still_table_is_not_redrawn_and_an_event_redraws_it_at_once(idle_app):
    app = idle_app
    scene = _toma_table(app)
    _settle(app, scene)
    assert scene.game.decision(scene.session.state).seats == (0,)   # waiting for Ana
    drawn, logged = app.draws, len(scene.frame_log)
    app.run_frames(10)
    assert app.draws == drawn and len(scene.frame_log) == logged   # no draw, no flip
    _motion()
    app.step()
    assert app.draws == drawn + 1                  # the motion's frame is drawn
    app.run_frames(3)
    assert app.draws == drawn + 4                  # and frames go on (hover transitions)
    click_at = scene.table.rect.center
    _settle(app, scene)
    drawn = app.draws
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=click_at, button=1,
                                         touch=False))
    app.step()
    assert app.draws == drawn + 1


def test_the_safety_net_redraws_a_still_screen_about_once_a_second(idle_app):
    app = idle_app
    _toma_table(app)
    _settle(app, app.top)
    drawn = app.draws
    per_net = int(app_mod.SAFETY_MS // 16)         # 16 ms of app time a frame
    app.run_frames(per_net - 2)
    assert app.draws == drawn
    app.run_frames(4)
    assert app.draws == drawn + 1


def test_a_tween_on_the_table_draws_every_frame_until_it_lands(idle_app):
    app = idle_app
    scene = _toma_table(app)
    _settle(app, scene)
    face = pygame.Surface((40, 60))
    scene.table.flights.add(Flight(face, pygame.Rect(10, 10, 40, 60),
                                   pygame.Rect(400, 300, 40, 60), 200))
    assert scene.table.needs_frames and not scene.still()
    drawn = app.draws
    app.run_frames(5)
    assert app.draws == drawn + 5                  # one drawn frame per step while it flies
    app.run_frames(20)                             # 200 ms: landed
    assert not scene.table.flights.busy and scene.still()


def test_a_bots_move_is_drawn_in_the_frame_it_arrives_and_its_thinking_is_not(idle_app):
    app = idle_app
    scene = _toma_table(app)
    app.settings.set("bot_delay_ms", 2000)   # a pace longer than the animations
    _settle(app, scene)
    while scene.game.decision(scene.session.state).seats == (0,):   # Ana's whole turn
        assert scene.play(scene.game.legal_actions(scene.session.state, 0)[0])
    arrived = skipped = 0
    for _ in range(3000):
        count, drawn = len(scene.session.match.actions), app.draws
        polled = scene.bots.move is not None and app._was_still
        app.step()
        if len(scene.session.match.actions) != count and scene.session.seats[
                scene.session.match.actions[-1].seat].bot:
            arrived += 1
            assert app.draws == drawn + 1, "the bot's move was not drawn at once"
        elif polled and app.draws == drawn:
            skipped += 1
        if scene.game.decision(scene.session.state).seats == (0,) and arrived:
            break
        time.sleep(0.002)
    assert arrived >= 1
    assert skipped > 0                             # frames polling the bot were not drawn


def test_without_idle_every_step_draws_as_the_tests_expect():
    app = make_app(start_menu=False)
    try:
        assert app.idle is False
        _toma_table(app)
        app.run_frames(5)
        drawn = app.draws
        app.run_frames(30)
        assert app.draws == drawn + 30
    finally:
        app.shutdown()


def test_a_pushed_scene_and_the_main_menu(idle_app):
    app = idle_app
    from tabletop.ui.navigate import open_scene
    app.reset_to(open_scene(app, "main_menu"))
    _settle(app)
    assert app.top.still()
    drawn = app.draws
    app.run_frames(5)
    assert app.draws == drawn
    app.push(open_scene(app, "settings"))          # a new scene: drawn at once
    app.step()
    assert app.draws == drawn + 1


def test_a_capped_app_sleeps_when_still_and_wakes_at_once_on_an_event(monkeypatch):
    monkeypatch.setattr(app_mod, "SAFETY_MS", 300.0)
    monkeypatch.setattr(app_mod, "LINGER_MS", 50.0)
    app = make_app(start_menu=True, fps=60)
    try:
        assert app.idle
        app.settings.set("bot_delay_ms", 0)
        for _ in range(200):
            app.step()
            if app._was_still:
                break
        assert app._was_still
        start = time.perf_counter()
        app.step()                                 # sleeps until the safety net
        slept = time.perf_counter() - start
        assert slept > 0.1
        app.step()
        _motion((5, 5))
        start = time.perf_counter()
        drawn = app.draws
        app.step()                                 # the event is there: no sleep
        assert time.perf_counter() - start < 0.1
        assert app.draws == drawn + 1
    finally:
        app.shutdown()


def _still_and_skipped(app, limit=400):
    """Step until a drawn frame is followed by still ones; True when 10 frames then draw
    nothing (a still screen is not redrawn)."""
    for _ in range(limit):
        app.step()
        if app._was_still:
            drawn = app.draws
            app.run_frames(10)
            return app.draws == drawn
        time.sleep(0.002)          # a background read or open runs in real time
    return False


def test_the_load_screen_is_still_once_every_save_is_read(idle_app):
    from tabletop.ui.scenes.load_scene import LoadScene
    app = idle_app
    scene = LoadScene(app)
    app.reset_to(scene)
    assert _still_and_skipped(app) and not scene.reading and scene.still()


def test_a_replay_is_still_between_steps_and_a_step_draws(idle_app):
    from tabletop.ui.scenes.replay_scene import ReplayScene
    app = idle_app
    scene = ReplayScene(app, first_moves())
    app.reset_to(scene)
    assert _still_and_skipped(app)
    drawn = app.draws
    _motion()
    app.step()
    assert app.draws == drawn + 1                  # an event still draws at once
