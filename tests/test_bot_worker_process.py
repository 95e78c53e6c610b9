"""Hard bots think in a worker process (off the window's interpreter lock); light bots and bots
of unregistered games stay in the thread; a dead worker falls back to the thread."""

from __future__ import annotations

import random

from tabletop import bots, games
from tabletop.bots import SearchBot
from tabletop.ui.bot_worker import BotWorker


def _position():
    game = games.get("tomatoss")
    state = game.new_game(2, 3)
    seat = game.decision(state).seats[0]
    return game, game.view(state, seat), seat, game.legal_actions(state, seat)


def test_a_heavy_bot_runs_in_the_worker_process_and_a_light_one_in_the_thread():
    game, view, seat, legal = _position()
    worker = BotWorker()
    try:
        light = worker.submit(bots.get("normal", "tomatoss"), game, view, seat, legal,
                              random.Random(1), purpose="move", stamp=0, now_ms=0)
        light.future.result(timeout=30)
        assert worker.worker_rss_mb() == 0.0                # no process for a light bot
        hard = SearchBot(iterations=4, seconds=None)
        job = worker.submit(hard, game, view, seat, legal, random.Random(1), purpose="move",
                            stamp=0, now_ms=0)
        job.future.result(timeout=120)
        assert worker.result(job, random.Random(0)) in legal
        same = SearchBot(iterations=4, seconds=None).choose(game, view, seat, legal,
                                                            random.Random(1))
        assert worker.result(job, random.Random(0)) == same   # the same choice as in-process
        assert worker.worker_rss_mb() > 0.0                   # the worker process exists
    finally:
        worker.shutdown()


def test_without_processes_a_heavy_bot_thinks_in_the_thread():
    game, view, seat, legal = _position()
    worker = BotWorker(processes=False)
    job = worker.submit(SearchBot(iterations=2, seconds=None), game, view, seat, legal,
                        random.Random(1), purpose="move", stamp=0, now_ms=0)
    job.future.result(timeout=60)
    assert worker.result(job, random.Random(0)) in legal and worker.worker_rss_mb() == 0.0
    worker.shutdown()
