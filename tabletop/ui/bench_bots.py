"""``tabletop bench --ui``, the frames that matter: a 4-player table against three Hard bots.

The window runs paced at 60 frames per second (the bench sleeps out each frame, as the app's
clock does) with real app time, so bots think, wait their visible pace and play, and their moves
are applied and animated; the human seat plays a random legal move when asked. Each frame's own
time (events, update, draw, flip; the sleep excluded) is put in one of three groups:

- ``thinking``: a Hard bot's choice is being computed and nothing moves on the table;
- ``move``: a move was applied this frame or the table is animating one;
- ``idle``: the rest (the bot's visible pace, the human's turn).

It prints median and 99th percentile per group (wall and main-thread CPU ms), the app
process's peak memory and the bot worker process's memory. :func:`run_fresh` runs it in a new
interpreter, so the peak memory is this table's alone (not the bench's earlier windows'). With ``full_game`` it plays the
whole game (memory after a whole game), else for ``seconds``. Figures are printed, never
asserted (they depend on the machine).
"""

from __future__ import annotations

import json
import os
import random
import resource
import statistics
import subprocess
import sys
import time

FRAME_MS = 1000 / 60


def _session(game_id: str, seed: int):
    from tabletop import games
    from tabletop.session import SeatInfo, Session
    game = games.get(game_id)
    players = max(game.info.min_players, min(4, game.info.max_players))
    seats = [SeatInfo("Ana")] + [SeatInfo(n, "bot", "hard") for n in ("Ben", "Chloé", "Dev")]
    return Session.start(game_id, seats[:players], seed)


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(0.99 * len(ordered)) - 1))] if ordered else 0.0


def peak_mb() -> float:
    """This process's peak resident memory in MB: Linux's VmHWM (this address space's own;
    ``ru_maxrss`` carries the parent's peak across fork and exec), else ``ru_maxrss`` (KB on
    Linux, bytes on macOS)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if peak > 2**31 else peak / 1024


def bot_frames(game_id: str, size: tuple[int, int] = (1920, 1080), seconds: float = 15.0,
               full_game: bool = False, processes: bool = True, seed: int = 7) -> dict:
    """Run the table against three Hard bots and time its frames (see the module docstring).

    Args:
        game_id: a game with its own table; size: window pixels; seconds: how long to run
            (ignored with ``full_game``, which runs to the game's end, at most 30 minutes);
        processes: False keeps the Hard bots in the worker thread (for comparison);
        seed: the game's seed.

    Returns:
        ``{"wall": {group: [ms]}, "cpu": {group: [ms]}, "moves": int, "over": bool,
        "peak_mb": float, "now_mb": float, "worker_mb": float}`` (resident memory in MB: the
        app's peak and at the end, the worker process's at the end).
    """
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.bot_worker import BotWorker, rss_mb
    from tabletop.ui.scenes.table_scene import TableScene

    app = App(size, start_menu=False, idle=True)   # frames as the window runs them
    scene = TableScene(app, _session(game_id, seed))
    app.push(scene)
    if not processes:
        scene.bots.worker.shutdown()
        scene.bots.worker = BotWorker(processes=False)
    wall: dict[str, list[float]] = {"thinking": [], "move": [], "idle": []}
    cpu: dict[str, list[float]] = {"thinking": [], "move": [], "idle": []}
    rng = random.Random(seed)
    limit = time.perf_counter() + (1800.0 if full_game else seconds)
    moves_before = len(scene.session.match.actions)
    frame = 0
    while time.perf_counter() < limit and app.top is scene:
        game, state = scene.game, scene.session.state
        if game.is_over(state) and not scene.table.busy:
            break
        job = scene.bots.move
        thinking = job is not None and not job.future.done()
        count = len(scene.session.match.actions)
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step()
        took, took_cpu = (time.perf_counter() - start) * 1000, (time.thread_time() - start_cpu) * 1000
        moved = len(scene.session.match.actions) != count or scene.table.busy
        if frame >= 30:                     # the first frames warm the caches
            group = "move" if moved else ("thinking" if thinking else "idle")
            wall[group].append(took)
            cpu[group].append(took_cpu)
        frame += 1
        dec = game.decision(scene.session.state)
        if (dec is not None and 0 in dec.seats and not scene.table.busy
                and scene.bots.move is None):
            scene.play(rng.choice(game.legal_actions(scene.session.state, 0)))
        time.sleep(max(0.0, FRAME_MS - took) / 1000)
    out = {"wall": wall, "cpu": cpu, "over": scene.game.is_over(scene.session.state),
           "moves": len(scene.session.match.actions) - moves_before, "peak_mb": peak_mb(),
           "now_mb": rss_mb(), "worker_mb": scene.bots.worker.worker_rss_mb()}
    for s in list(app.scenes):
        s.close()
    pygame.display.quit()
    return out


def report(game_id: str, size: tuple[int, int], result: dict, where: str) -> list[str]:
    """Printable lines for one :func:`bot_frames` result (``where``: "worker process"...)."""
    lines = [f"{game_id} 4-player table at {size[0]}x{size[1]} against three Hard bots "
             f"({where}): {result['moves']} moves"
             + (", whole game" if result["over"] else "")]
    for group in ("thinking", "move", "idle"):
        w, c = result["wall"][group], result["cpu"][group]
        if w:
            lines.append(f"  frames while {group:8}: median {statistics.median(w):.2f} ms, "
                         f"p99 {_p99(w):.2f} ms ({len(w)} frames; main-thread CPU median "
                         f"{statistics.median(c):.2f} ms, p99 {_p99(c):.2f} ms)")
    every = [t for g in result["wall"].values() for t in g]
    if every:
        lines.append(f"  all frames: p99 {_p99(every):.2f} ms, over 8 ms "
                     f"{sum(t > 8 for t in every) / len(every):.1%}")
    lines.append(f"  memory: app {result['now_mb']:.0f} MB at the end (peak {result['peak_mb']:.0f}"
                 f" MB), bot worker process {result['worker_mb']:.0f} MB")
    return lines


def summary(result: dict) -> dict:
    """The figures of one :func:`bot_frames` result that the per-game table prints:
    ``{group: (p50, p99, frames)}`` of main-thread CPU ms per group, ``peak_mb``, ``worker_mb``,
    ``moves``."""
    out: dict = {g: ((statistics.median(c), _p99(c), len(c)) if c else None)
                 for g, c in result["cpu"].items()}
    out.update(peak_mb=result["peak_mb"], worker_mb=result["worker_mb"], moves=result["moves"])
    return out


SUMMARY = "summary "


def run_fresh(game_id: str, seconds: float, full_game: bool = False,
              processes: bool = True, into: dict | None = None) -> list[str]:
    """:func:`bot_frames` and :func:`report` in a fresh interpreter under SDL's dummy drivers;
    returns the report lines (or one line saying why it failed); with ``into``, the child's
    :func:`summary` is stored in it under ``game_id``."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    args = [sys.executable, "-m", "tabletop.ui.bench_bots", game_id, str(seconds)]
    args += ["full"] if full_game else []
    args += [] if processes else ["thread"]
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=3600)
    if done.returncode != 0:
        return [f"{game_id} against three Hard bots: failed ({done.stderr.strip()[-300:]})"]
    lines = []
    for line in done.stdout.splitlines():
        if line.startswith(SUMMARY):
            if into is not None:
                into[game_id] = json.loads(line[len(SUMMARY):])
        else:
            lines.append(line)
    return lines


if __name__ == "__main__":  # python -m tabletop.ui.bench_bots GAME SECONDS [full] [thread]
    _game, _seconds = sys.argv[1], float(sys.argv[2])
    _full, _procs = "full" in sys.argv[3:], "thread" not in sys.argv[3:]
    _size = (1920, 1080)
    _result = bot_frames(_game, _size, _seconds, full_game=_full, processes=_procs)
    print("\n".join(report(_game, _size, _result,
                           "worker process" if _procs else "for comparison, in a thread")))
    print(SUMMARY + json.dumps(summary(_result)))
