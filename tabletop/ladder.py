"""``tabletop simulate GAME --ladder``: every level against every other, in both seat orders.

Each pairing plays ``games`` deals per seat order; the same deal (game seed) is played once in
each order, so the luck of the deal cancels. A shared victory counts as a fraction. The report
gives each level's win rate against each other with its 95% Wilson interval, an Elo-style
rating per level (a Bradley-Terry fit of all games, Easy at 1000) and the Hard level's decision
times (wall clock and CPU, which a busy machine disturbs less). The figures depend only on the
seed and the search's iteration budget (its time cap is off), so a run can be repeated anywhere;
``jobs`` > 1 spreads the games over processes without changing them.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from tabletop import bots, games
from tabletop.engine import playout
from tabletop.sim import Timed, make_bot, wilson


@dataclass
class Pairing:
    """The games of level ``a`` against level ``b``: ``a_wins`` (fractions for shared wins),
    ``games``, and ``a_first_wins``/``a_first_games`` for the games where ``a`` sat first."""

    a: str
    b: str
    games: int = 0
    a_wins: float = 0.0
    a_first_games: int = 0
    a_first_wins: float = 0.0


@dataclass
class LadderResult:
    """A whole ladder: pairings, the Hard level's decision times (seconds) and the set-up."""

    game_id: str
    players: int
    levels: list[str]
    seed: int
    iterations: int
    pairings: list[Pairing] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    seconds: float = 0.0


_Timed = Timed
"""The ladder's timing wrapper (:class:`tabletop.sim.Timed`)."""


def play_game(game_id: str, seats: list[str], game_seed: int, bot_seed: int,
              iterations: int | None) -> tuple[list[int], list[float], list[float]]:
    """One seeded game with bot ``seats[s]`` at seat s. Returns the winning seats and the
    search bots' decision times (wall, CPU; seconds)."""
    game = games.get(game_id)
    wall: list[float] = []
    cpu: list[float] = []
    table = []
    for name in seats:
        bot = make_bot(name, game_id, iterations)
        table.append(_Timed(bot, wall, cpu) if hasattr(bot, "iterations") else bot)
    final, _ = playout(game, game.new_game(len(seats), game_seed), table, random.Random(bot_seed))
    return game.winners(final), wall, cpu


def _tasks(levels: list[str], players: int, n: int, seed: int, first: int = 0):
    for a, b in combinations(levels, 2):
        for k in range(first, first + n):
            for a_first in (True, False):
                seats = [(a if (s % 2 == 0) == a_first else b) for s in range(players)]
                game_seed = seed * 100_003 + k
                yield a, b, a_first, seats, game_seed, game_seed * 7 + (1 if a_first else 2)


def ladder(game_id: str, n: int, seed: int = 1, players: int = 2,
           iterations: int | None = None, jobs: int = 1,
           levels: list[str] | None = None, progress: Any = None,
           first_deal: int = 0) -> LadderResult:
    """Play the ladder: ``n`` deals per pairing, each in both seat orders (2n games).

    Args:
        game_id: a registered game; players: seats per game (levels alternate around the
            table); iterations: the search's rollouts per decision (None: its default);
        jobs: worker processes; levels: the levels to rank (default: every offered level);
        progress: a text stream that gets one line per finished game, and one more with the
            Hard decisions' CPU seconds when Hard played it (None: quiet);
        first_deal: the index of the first deal (deal k has game seed ``seed * 100003 + k``),
            so a ladder of deals 0..99 is extended by another run from ``first_deal=100``
            and the two progress files together are the ladder of deals 0..199.

    Raises:
        KeyError: an unknown level; GameNotAvailable: an unknown game.
    """
    levels = list(levels or bots.names(game_id))
    games.get(game_id)
    from tabletop.bots.search import SearchBot
    budget = iterations or SearchBot().settings(game_id)["iterations"]
    result = LadderResult(game_id, players, levels, seed, budget)
    table = {(a, b): Pairing(a, b) for a, b in combinations(levels, 2)}
    tasks = list(_tasks(levels, players, n, seed, first_deal))
    start = time.perf_counter()
    columns = list(zip(*[(game_id, t[3], t[4], t[5], iterations) for t in tasks]))
    pool = ProcessPoolExecutor(jobs) if jobs > 1 else None
    outs = pool.map(play_game, *columns) if pool else map(play_game, *columns)
    for (a, b, a_first, seats, game_seed, _), (winners, wall, cpu) in zip(tasks, outs):
        p = table[(a, b)]
        share = sum(1 for w in winners if seats[w] == a) / len(winners) if winners else 0.0
        p.games += 1
        p.a_wins += share
        if a_first:
            p.a_first_games += 1
            p.a_first_wins += share
        result.wall += wall
        result.cpu += cpu
        if progress is not None:
            print(f"game {game_seed} seats {','.join(seats)} won by "
                  f"{','.join(seats[w] for w in winners) or 'nobody'}", file=progress, flush=True)
            if cpu:
                print("hard cpu " + " ".join(f"{c:.3f}" for c in cpu), file=progress, flush=True)
    if pool is not None:
        pool.shutdown()
    result.pairings = list(table.values())
    result.seconds = time.perf_counter() - start
    return result


def ratings(result: LadderResult) -> dict[str, float]:
    """Elo-style ratings (Easy, the first level, at 1000): the Bradley-Terry strengths that fit
    every pairing's wins, as 400 * log10 of the strength ratio. Levels that never lost (or never
    won) are kept finite by half a win given each way."""
    strength = {lv: 1.0 for lv in result.levels}
    for _ in range(500):  # minorisation-maximisation (Hunter 2004)
        for lv in result.levels:
            wins, denom = 0.0, 0.0
            for p in result.pairings:
                if lv not in (p.a, p.b):
                    continue
                other = p.b if lv == p.a else p.a
                won = (p.a_wins if lv == p.a else p.games - p.a_wins) + 0.5
                wins += won
                denom += (p.games + 1) / (strength[lv] + strength[other])
            strength[lv] = wins / denom if denom else 1.0
    base = strength[result.levels[0]]
    return {lv: 1000 + 400 * math.log10(s / base) for lv, s in strength.items()}


def report(result: LadderResult) -> str:
    """The ladder as printable lines: the win-rate table, ratings and decision times."""
    label = {lv: bots.label(lv, result.game_id) for lv in result.levels}
    lines = [f"{result.game_id} ladder, {result.players} players, seed {result.seed}, search "
             f"budget {result.iterations} rollouts per decision"]
    for p in result.pairings:
        for x, y, wins, first_w, first_n in (
                (p.a, p.b, p.a_wins, p.a_first_wins, p.a_first_games),
                (p.b, p.a, p.games - p.a_wins, (p.games - p.a_first_games)
                 - (p.a_wins - p.a_first_wins), p.games - p.a_first_games)):
            lo, hi = wilson(wins, p.games)
            lines.append(f"  {label[x]:>6} vs {label[y]:<6}: {wins / max(1, p.games):6.1%} "
                         f"(95% CI {lo:.1%}-{hi:.1%}) of {p.games} games; seated first "
                         f"{first_w / max(1, first_n):.1%}, second "
                         f"{(wins - first_w) / max(1, p.games - first_n):.1%}")
    rated = ratings(result)
    lines.append("  rating: " + ", ".join(f"{label[lv]} {rated[lv]:.0f}" for lv in result.levels))
    if result.wall:
        w, c = sorted(result.wall), sorted(result.cpu)
        lines.append(f"  Hard decisions: {len(w)}; wall median {statistics.median(w):.3f} s, "
                     f"p95 {w[int(0.95 * (len(w) - 1))]:.3f} s; CPU median "
                     f"{statistics.median(c):.3f} s, p95 {c[int(0.95 * (len(c) - 1))]:.3f} s")
    lines.append(f"  {sum(p.games for p in result.pairings)} games in {result.seconds:.0f} s")
    return "\n".join(lines)
