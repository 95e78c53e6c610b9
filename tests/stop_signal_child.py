"""A child process for tests/test_release_stop_signal.py: the real app loop (``run``) on a
TomaToss table of two Normal bots, under the SDL dummy drivers and with SDL's own signal
handlers off (so only the app's handling of SIGTERM can stop it).

Usage: ``python stop_signal_child.py run`` (F11 twice during the game, then play on until a
signal) or ``python stop_signal_child.py stuck`` (the main thread blocks for good after a few
moves: only the watchdog can end it). Writes ``ready`` in the current folder once a few moves
were autosaved and F11 was pressed twice.
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"

import pygame  # noqa: E402

from tabletop.session import SeatInfo, Session  # noqa: E402
from tabletop.ui import app as app_module  # noqa: E402
from tabletop.ui import stop_signals, watch_table  # noqa: E402
from tabletop.ui.scenes.table_scene import TableScene  # noqa: E402

MODE = sys.argv[1]
F11_FRAMES = {20: True, 24: False, 60: True, 64: False}    # two presses, down then up


def normal_bots(app, game_id: str) -> bool:
    seats = [SeatInfo("Bot 1", "bot", "normal"), SeatInfo("Bot 2", "bot", "normal")]
    app.settings.set("bot_delay_ms", 0)
    app.reset_to(TableScene(app, Session.start(game_id, seats, 3)))
    real_step = app.step

    def step(events=None) -> bool:
        extra = list(events or [])
        if app.frame in F11_FRAMES:
            kind = pygame.KEYDOWN if F11_FRAMES[app.frame] else pygame.KEYUP
            extra.append(pygame.event.Event(kind, key=pygame.K_F11, mod=0, unicode="",
                                            scancode=0))
        table = app.find(TableScene)
        moves = 0 if table is None else len(table.session.match.actions)
        if app.frame > max(F11_FRAMES) and moves >= 4 and not Path("ready").exists():
            app.autosaver.flush(5)
            Path("ready").write_text(str(moves))
            if MODE == "stuck":
                threading.Event().wait()          # the main thread never comes back
        return real_step(extra)

    app.step = step
    return True


if MODE == "stuck":
    real = stop_signals.stop_on_signals
    stop_signals.stop_on_signals = lambda stop, flush: real(stop, flush, stuck_s=1.0)
watch_table.watch_table = normal_bots
sys.exit(app_module.run(watch="tomatoss"))
