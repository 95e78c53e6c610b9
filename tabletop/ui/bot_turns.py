"""The bot side of one table: which seats bots play, their moves and the hint engine.

Moves and hints are computed in the worker thread (:mod:`tabletop.ui.bot_worker`) from a seat's
view only; a result is handed back only when still current (the table scene's ``epoch`` has not
changed since the job started) and, for a move, once the visible pace has passed and the table
is not animating; a bot's obvious pass out of turn (its only legal action in a reaction
window, or a pass it chose) is played without that pace. Outcomes decided outside the rules (the EXTERNAL
pseudo-seat) are drawn at random like the simulation does (docs/engine.md, Decisions), unless
the table runs them as a race (:mod:`tabletop.ui.choice_host`). Source: architecture guide,
lessons 5 and 14.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from typing import Any

from tabletop import bots
from tabletop.engine import EXTERNAL, Action, Decision
from tabletop.session import SeatInfo, Session
from tabletop.ui.bot_worker import BotJob, BotWorker

log = logging.getLogger(__name__)


PASS_KINDS = frozenset({"pass"})
"""Action kinds that are a pass (a game names its "let it go" action ``pass``)."""


def out_of_turn(dec: Decision | None, seat: int) -> bool:
    """True when ``dec`` asks ``seat`` out of turn (a reaction window, "each opponent
    picks"): a real seat that is not the decision's active seat."""
    return dec is not None and dec.active is not None and seat not in (dec.active, EXTERNAL)


def is_pass(action: Action | None, dec: Decision | None) -> bool:
    """True when ``action`` is a pass asked out of turn (:func:`out_of_turn`): the shell plays
    it without the visible bot pace, so a window asked of five seats in turn costs no
    waiting."""
    return action is not None and action.kind in PASS_KINDS and out_of_turn(dec, action.seat)


class BotTurns:
    """Bots for the bot seats of a session, plus the hint engine.

    Args:
        game_id: the game.
        seats: the session's seats (bot seats name their bot; an unknown bot plays randomly).
        seed: seeds the bots' own random numbers (never the game's RNG).
    """

    def __init__(self, game_id: str, seats: Sequence[SeatInfo], seed: int) -> None:
        self.game_id = game_id
        self.bots: dict[int, Any] = {}
        for i, seat in enumerate(seats):
            if not seat.is_human:
                try:
                    self.bots[i] = bots.get(seat.bot or "random", game_id)
                except KeyError as exc:
                    log.warning("%s; seat %d plays randomly", exc, i)
                    self.bots[i] = bots.get("random", game_id)
        self.external = bots.get("random", game_id)
        self.seed = seed
        self.rng = random.Random(seed)  # only for fallbacks when a bot fails
        self.worker = BotWorker()
        self.worker.warm(list(self.bots.values()))  # a Hard seat: start its worker process now
        self.move: BotJob | None = None
        self.hint: BotJob | None = None

    def plays(self, seat: int) -> bool:
        """True when a bot (or the table, for EXTERNAL) chooses for ``seat``."""
        return seat in self.bots or seat == EXTERNAL

    def forget(self) -> None:
        """The state changed: drop pending jobs (their results are never used)."""
        self.move = self.hint = None

    def _submit(self, bot: Any, session: Session, seat: int, viewer: int | None,
                purpose: str, epoch: int, now_ms: float) -> BotJob | None:
        state = session.state
        legal = session.game.legal_actions(state, seat)
        if not legal:
            log.error("%s: no legal action for seat %d", self.game_id, seat)
            return None
        # The bot's randomness depends only on the game's seed, the move number and the seat,
        # so a resumed game (or a replay) sees the same bot choices as an uninterrupted one.
        rng = random.Random(f"{self.seed}:{len(session.match.actions)}:{seat}:{purpose}")
        return self.worker.submit(bot, session.game, session.game.view(state, viewer), seat,
                                  legal, rng,
                                  purpose=purpose, stamp=epoch, now_ms=now_ms)

    def next_move(self, session: Session, deciding: Sequence[int], epoch: int, now_ms: float,
                  delay_ms: float, busy: bool) -> Action | None:
        """Call every frame. Starts a bot's move when a bot seat is among ``deciding``, and
        returns its action once it is computed, ``delay_ms`` have passed since it started, and
        the table is not ``busy``; else None. An obvious pass out of turn skips the pace: a seat's
        only legal action in a reaction window is returned at once (no thinking), and a pass
        (:func:`is_pass`) as soon as the bot has chosen it."""
        job = self.move
        if job is not None and job.stamp != epoch:
            self.move = job = None
        if job is None:
            seat = next((s for s in deciding if self.plays(s)), None)
            if seat is None:
                return None
            legal = session.game.legal_actions(session.state, seat)
            dec = session.game.decision(session.state)
            if len(legal) == 1 and out_of_turn(dec, seat):   # nothing to choose: no pace
                return None if busy else legal[0]
            bot = self.bots.get(seat, self.external)
            viewer = None if seat == EXTERNAL else seat
            self.move = self._submit(bot, session, seat, viewer, "move", epoch, now_ms)
            return None
        if not job.future.done() or busy:
            return None
        quick = is_pass(job.future.result() if job.future.exception() is None else None,
                        session.game.decision(session.state))
        if quick or now_ms - job.started_ms >= delay_ms:
            self.move = None
            return self.worker.result(job, self.rng)
        return None

    def race_rng(self, session: Session, seat: int) -> random.Random:
        """Bot ``seat``'s own generator for a race starting now (seeded like its moves: from
        the game's seed, the move number and the seat, so a resumed game races alike)."""
        return random.Random(f"{self.seed}:{len(session.match.actions)}:{seat}:race")

    def ask_hint(self, session: Session, seat: int, epoch: int, now_ms: float) -> bool:
        """Start the strongest bot on ``seat``'s view. False when a hint is already pending
        or the seat has nothing to choose."""
        if self.hint is not None:
            return False
        self.hint = self._submit(bots.strongest(self.game_id), session, seat, seat, "hint",
                                 epoch, now_ms)
        return self.hint is not None

    def hint_result(self, epoch: int) -> tuple[int, Action] | None:
        """``(seat, action)`` once the pending hint is computed and still current, else None."""
        job = self.hint
        if job is None or not job.future.done():
            return None
        self.hint = None
        if job.stamp != epoch:
            return None
        return job.seat, self.worker.result(job, self.rng)

    def shutdown(self) -> None:
        """Stop the worker thread."""
        self.forget()
        self.worker.shutdown()
