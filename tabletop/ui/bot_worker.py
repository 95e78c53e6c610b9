"""Bots think off the window's interpreter lock while the window keeps drawing.

A bot marked ``heavy`` (the Hard search) runs in a worker *process* (one, started on the first
heavy choice with the ``spawn`` method, which is safe next to SDL): the search then holds no
lock the render loop needs, its caches grow in the worker and not in the app, and the worker
lowers its own priority so the window's frames come first. Light bots (Easy, Normal, random,
test bots) run in a worker thread, where they take milliseconds. A bot whose game is not the
registered one (a test's fake game) or a process that cannot start falls back to the thread.
The table scene polls the future every frame and applies the result on the main thread after a
visible pace. Bots only ever receive a seat's view (architecture guide, lesson 5).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import random
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from tabletop.engine import Action, Game

log = logging.getLogger(__name__)

WORKER_NICE = 5
"""How much the worker process lowers its priority (a POSIX nice increment)."""


def _lower_priority() -> None:
    """Worker initialiser: yield the CPU to the window first (no-op where unsupported)."""
    try:
        os.nice(WORKER_NICE)
    except (AttributeError, OSError):
        pass


def _choose_in_worker(bot: Any, game_id: str, view: dict[str, Any], seat: int,
                      legal: list[Action], rng: random.Random) -> Action:
    """Runs in the worker process: ``bot.choose`` on the registered game ``game_id``."""
    from tabletop import games
    return bot.choose(games.get(game_id), view, seat, legal, rng)


def rss_mb() -> float:
    """Current resident memory of this process in MB (0.0 where /proc is missing)."""
    try:
        with open(f"/proc/{os.getpid()}/statm", encoding="ascii") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):
        return 0.0


def _worker_rss() -> float:
    return rss_mb()


@dataclass
class BotJob:
    """A pending choice.

    Attributes:
        seat: who chooses.
        purpose: ``"move"`` (a bot seat's move) or ``"hint"`` (advice for a human seat).
        stamp: the number of actions in the match when the job started (a changed count means
            the job is stale and its result is dropped).
        started_ms: app time (ms) when it was submitted.
        legal: the legal actions offered (the fallback when the bot fails).
        future: the running computation.
    """

    seat: int
    purpose: str
    stamp: int
    started_ms: float
    legal: list[Action]
    future: Future


class BotWorker:
    """Runs bots off the main thread, one at a time per kind (heavy ones in a process).

    Args:
        processes: False keeps every bot in the thread (tests, or a platform without
            processes).
    """

    def __init__(self, processes: bool = True) -> None:
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="tabletop-bot")
        self._use_processes = processes
        self._procs: ProcessPoolExecutor | None = None

    def _process_pool(self) -> ProcessPoolExecutor | None:
        if not self._use_processes:
            return None
        if self._procs is None:
            try:
                self._procs = ProcessPoolExecutor(1, multiprocessing.get_context("spawn"),
                                                  initializer=_lower_priority)
            except (OSError, ValueError, NotImplementedError):
                log.exception("no worker process; bots think in a thread")
                self._use_processes = False
        return self._procs

    def warm(self, bots: list[Any]) -> None:
        """Start the worker process now (in the background) when any of ``bots`` is heavy, so
        the first Hard move does not wait for it."""
        if any(getattr(b, "heavy", False) for b in bots):
            procs = self._process_pool()
            if procs is not None:
                try:
                    procs.submit(_worker_rss)
                except (BrokenProcessPool, RuntimeError, OSError):
                    self._use_processes, self._procs = False, None

    def _in_process(self, bot: Any, game: Game | None) -> bool:
        if not getattr(bot, "heavy", False) or game is None:
            return False
        from tabletop import games
        try:
            return games.get(game.info.id) is game
        except Exception:  # an unregistered game: only the thread knows it
            return False

    def submit(self, bot: Any, game: Game, view: dict[str, Any], seat: int,
               legal: list[Action], rng: random.Random, *, purpose: str, stamp: int,
               now_ms: float) -> BotJob:
        """Start ``bot.choose`` on a copy of ``legal``; returns the job to poll."""
        offered = list(legal)
        future: Future | None = None
        procs = self._process_pool() if self._in_process(bot, game) else None
        if procs is not None:
            try:
                future = procs.submit(_choose_in_worker, bot, game.info.id, view, seat,
                                      list(offered), rng)
            except (BrokenProcessPool, RuntimeError, OSError):
                log.exception("the worker process failed; bots think in a thread")
                self._use_processes, self._procs = False, None
        if future is None:
            future = self._pool.submit(bot.choose, game, view, seat, list(offered), rng)
        return BotJob(seat, purpose, stamp, now_ms, offered, future)

    def worker_rss_mb(self) -> float:
        """Resident memory of the worker process in MB (0.0 when there is none)."""
        if self._procs is None:
            return 0.0
        try:
            return float(self._procs.submit(_worker_rss).result(timeout=10))
        except Exception:  # a dead or busy worker: no figure
            return 0.0

    @staticmethod
    def result(job: BotJob, fallback_rng: random.Random) -> Action:
        """The job's action (call only when ``job.future.done()``). A bot that raised or
        returned something not offered is logged and replaced by a random legal action."""
        try:
            action = job.future.result()
        except Exception:  # a bot bug must not stop the game
            log.exception("bot for seat %d failed; playing a random legal action", job.seat)
            return fallback_rng.choice(job.legal)
        if action not in job.legal:
            log.error("bot for seat %d chose %s, which is not legal; playing a random one",
                      job.seat, action)
            return fallback_rng.choice(job.legal)
        return next(a for a in job.legal if a == action)

    def shutdown(self) -> None:
        """Stop the thread and the worker process (a running bot finishes in the background;
        its result is dropped)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
        if self._procs is not None:
            self._procs.shutdown(wait=False, cancel_futures=True)
            self._procs = None
