"""``tabletop bench --ui``: start-up time and frame times, under SDL's dummy drivers.

- Start-up: a fresh Python process imports the app, opens the window and draws the first main
  menu frame; the time is measured from spawning the process to its "ready" line (seconds).
- Frames: a 4-player table of the first playable game that has its own table module (TomaToss),
  mid-game (seeded random moves until the human seat acts), at 1280x800 and 1920x1080; 600
  frames each with the mouse moving over the table; median and 99th percentile in ms, of the
  wall time and of the main thread's CPU time (on a busy machine the wall-time p99 mostly
  measures the scheduler: the CPU figure is the frame's own cost).
- Bots: for every game with its own table (or the ``games`` asked for), the 4-player table
  against three Hard bots at 1920x1080, each in a fresh interpreter: frames while they think,
  while their moves are applied and animated, and idle, and the app's peak memory
  (:mod:`tabletop.ui.bench_bots`); then one table of main-thread CPU ms p50/p99 per group and
  peak memory per game. The machine's load average is printed with them.
Figures are printed, never asserted (they depend on the machine).
"""

from __future__ import annotations

import importlib.util
import os
import random
import statistics
import subprocess
import sys
import time

FRAMES = 600
SIZES = ((1280, 800), (1920, 1080))

_STARTUP_SNIPPET = """
from tabletop.ui.app import App
app = App((1280, 800), fixed_dt_ms=16)
app.step()
print("ready", flush=True)
"""


def _dummy_env() -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


def startup_seconds() -> float:
    """Seconds from spawning a fresh interpreter to its first drawn main-menu frame.

    Raises:
        RuntimeError: the child process did not report a first frame.
    """
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = _dummy_env()
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", _STARTUP_SNIPPET], env=env, capture_output=True,
                          text=True, timeout=120)
    elapsed = time.perf_counter() - start
    if "ready" not in proc.stdout:
        raise RuntimeError(f"the app did not start: {proc.stderr.strip()[-300:]}")
    return elapsed


def table_games() -> list[str]:
    """The playable games that have their own table module, in registry order."""
    from tabletop import games
    return [gid for gid in games.ids()
            if importlib.util.find_spec(f"tabletop.games.{gid}.table") is not None]


def table_game() -> str | None:
    """The first playable game that has its own table module (None: only debug tables)."""
    found = table_games()
    return found[0] if found else None


def load_text() -> str:
    """The machine's load average ("load 1.20 / 0.80 / 0.50", 1, 5, 15 minutes), or ""."""
    try:
        one, five, fifteen = os.getloadavg()
    except (AttributeError, OSError):
        return ""
    return f"load {one:.2f} / {five:.2f} / {fifteen:.2f} on {os.cpu_count()} cores"


def summary_table(summaries: dict[str, dict]) -> list[str]:
    """One line per game of :func:`tabletop.ui.bench_bots.summary` figures: main-thread CPU
    ms p50/p99 for idle, move (applied or animating) and thinking frames, peak memory."""
    def cell(fig) -> str:
        return f"{fig[0]:5.2f} / {fig[1]:6.2f}" if fig else "      -       "
    lines = ["per game at 1920x1080 against three Hard bots, main-thread CPU ms p50 / p99:",
             f"  {'game':16} {'idle':>14}  {'move':>14}  {'thinking':>14}  app peak  worker"]
    for gid, s in summaries.items():
        lines.append(f"  {gid:16} {cell(s.get('idle'))}  {cell(s.get('move'))}  "
                     f"{cell(s.get('thinking'))}  {s['peak_mb']:5.0f} MB {s['worker_mb']:4.0f} MB")
    return lines


def _mid_game_session(game_id: str, seed: int = 5):
    """A 4-seat session (human in seat 0, three random bots) advanced by seeded random moves
    until the human acts after at least 16 actions (or the game is nearly over)."""
    from tabletop.session import SeatInfo, Session
    seats = [SeatInfo("Ana")] + [SeatInfo(n, "bot", "random") for n in ("Ben", "Chloé", "Dev")]
    from tabletop import games
    game = games.get(game_id)
    players = max(game.info.min_players, min(4, game.info.max_players))
    session = Session.start(game_id, seats[:players], seed)
    rng = random.Random(seed)
    for _ in range(400):
        dec = game.decision(session.state)
        if dec is None:
            break
        if len(session.match.actions) >= 16 and 0 in dec.seats:
            break
        seat = dec.seats[0]
        session.play(rng.choice(game.legal_actions(session.state, seat)))
    return session


def frame_times(size: tuple[int, int], game_id: str, frames: int = FRAMES,
                cpu: list[float] | None = None) -> list[float]:
    """Milliseconds per frame (events, update, draw, flip) for ``frames`` frames of the table;
    the main thread's CPU milliseconds per frame are appended to ``cpu`` when given."""
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.scenes.table_scene import TableScene

    app = App(size, fixed_dt_ms=1000 / 60, start_menu=False)
    app.push(TableScene(app, _mid_game_session(game_id)))
    rect = app.top.table_rect()
    times: list[float] = []
    for i in range(frames + 30):
        x = rect.left + (i * 7) % max(1, rect.width)
        y = rect.top + (i * 5) % max(1, rect.height)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(7, 5),
                                             buttons=(0, 0, 0), touch=False))
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step()
        if i >= 30:                         # the first frames warm the caches
            times.append((time.perf_counter() - start) * 1000)
            if cpu is not None:
                cpu.append((time.thread_time() - start_cpu) * 1000)
    for scene in list(app.scenes):
        scene.close()
    pygame.display.quit()
    return times


def p99(values: list[float]) -> float:
    """The 99th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(0.99 * len(ordered)) - 1))]


def bench_ui(bot_seconds: float = 15.0, full_game: bool = False,
             compare_thread: bool = True, games: list[str] | None = None) -> list[str]:
    """The benchmark report as printable lines: start-up, idle table frames, then for each of
    ``games`` (default: every game with its own table) the table against three Hard bots for
    ``bot_seconds`` (or a ``full_game``) with the bots in the worker process and, with
    ``compare_thread``, for the first game in a thread too (:mod:`tabletop.ui.bench_bots`);
    last the per-game table (:func:`summary_table`)."""
    for key, value in _dummy_env().items():
        os.environ[key] = value
    lines = [f"machine: {load_text()}",
             f"start-up to the first menu frame: {startup_seconds():.2f} s"]
    game_id = table_game()
    if game_id is None:
        lines.append("no game with its own table yet: frame times skipped")
        return lines
    for size in SIZES:
        cpu: list[float] = []
        times = frame_times(size, game_id, cpu=cpu)
        lines.append(f"{game_id} 4-player table at {size[0]}x{size[1]}: frame median "
                     f"{statistics.median(times):.2f} ms, p99 {p99(times):.2f} ms "
                     f"({len(times)} frames; CPU time median {statistics.median(cpu):.2f} ms, "
                     f"p99 {p99(cpu):.2f} ms)")
    from tabletop.ui import bench_bots
    summaries: dict[str, dict] = {}
    for gid in games or table_games():
        lines += bench_bots.run_fresh(gid, bot_seconds, full_game=full_game, into=summaries)
    if compare_thread:
        lines += bench_bots.run_fresh(game_id, bot_seconds, processes=False)
    lines += summary_table(summaries)
    lines.append(f"machine: {load_text()}")
    return lines
