"""Bots think in a worker thread while the window keeps drawing.

One ``concurrent.futures.ThreadPoolExecutor(1)`` runs ``bot.choose(game, view, seat, legal,
rng)``; the table scene polls the future every frame and applies the result on the main thread
after a visible pace. Bots only ever receive a seat's view (architecture guide, lesson 5).
"""

from __future__ import annotations

import logging
import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from tabletop.engine import Action, Game

log = logging.getLogger(__name__)


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
    """Runs bots off the main thread, one at a time."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="tabletop-bot")

    def submit(self, bot: Any, game: Game, view: dict[str, Any], seat: int,
               legal: list[Action], rng: random.Random, *, purpose: str, stamp: int,
               now_ms: float) -> BotJob:
        """Start ``bot.choose`` on a copy of ``legal``; returns the job to poll."""
        offered = list(legal)
        future = self._pool.submit(bot.choose, game, view, seat, list(offered), rng)
        return BotJob(seat, purpose, stamp, now_ms, offered, future)

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
        return action

    def shutdown(self) -> None:
        """Stop the thread (a running bot finishes in the background; its result is dropped)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
