"""Simulation and benchmarks behind ``tabletop simulate`` and ``tabletop bench``.

Figures are printed, never asserted against time (DEVELOPERS.md, Standards).
"""

from __future__ import annotations

import math
import random
import time
from typing import Any
from dataclasses import dataclass, field

from tabletop import bots, games
from tabletop.engine import playout


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (shared wins count as fractions)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class SimResult:
    """Totals of a simulation run.

    ``wins[s]`` counts a shared victory among k seats as 1/k for each.
    ``seconds`` is wall-clock time for all games.
    """

    game_id: str
    seats: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    score_sum: list[int] = field(default_factory=list)
    steps: int = 0
    seconds: float = 0.0
    by_team: bool = False

    def report(self) -> str:
        """The figures as printable lines."""
        what = "teams" if self.by_team else "seats"
        lines = [f"{self.game_id}: {self.games} games, {what} {', '.join(self.seats)}"]
        for s, name in enumerate(self.seats):
            lo, hi = wilson(self.wins[s], self.games)
            rate = self.wins[s] / max(1, self.games)
            lines.append(f"  {what[:-1]} {s + 1} {name:>8}: win rate {rate:6.1%}  (95% CI {lo:.1%}-{hi:.1%})"
                         f"  average score {self.score_sum[s] / max(1, self.games):.2f}")
        lines.append(f"  average game length: {self.steps / max(1, self.games):.1f} actions")
        lines.append(f"  speed: {self.games / max(1e-9, self.seconds):.1f} games per second")
        return "\n".join(lines)


def simulate(game_id: str, players: int, seats: list[str], n_games: int, seed: int,
             rotate: bool = True, options: dict | None = None,
             iterations: int | None = None) -> SimResult:
    """Play ``n_games`` seeded games between bots.

    Args:
        game_id: a registered game.
        players: seats per game.
        seats: bot name per seat (``len(seats) == players``).
        n_games: games to play.
        seed: the run's seed; game i uses seed + i.
        rotate: rotate the bots around the table every game so no bot always starts
            (results are reported per bot name position in ``seats``).
        options: game options.
        iterations: the Hard search's rollouts per decision (None: its default); its time cap
            is off, so a run depends only on the seed and this budget.

    Raises:
        ValueError: ``len(seats) != players``; KeyError: unknown bot.
    """
    if len(seats) != players:
        raise ValueError(f"{players} players need {players} seat bots, got {len(seats)}")
    game = games.get(game_id)
    result = SimResult(game_id, list(seats), 0, [0.0] * players, [0] * players)
    start = time.perf_counter()
    for i in range(n_games):
        shift = i % players if rotate else 0
        order = [(k + shift) % players for k in range(players)]  # seat -> index in `seats`
        table = [make_bot(seats[order[s]], game_id, iterations) for s in range(players)]
        rng = random.Random(seed * 1_000_003 + i)
        state = game.new_game(players, seed + i, options)
        final, actions = playout(game, state, table, rng)
        winners = game.winners(final)
        for s, score in enumerate(game.scores(final)):
            result.score_sum[order[s]] += score
        for w in winners:
            result.wins[order[w]] += 1 / len(winners)
        result.steps += len(actions)
        result.games += 1
    result.seconds = time.perf_counter() - start
    return result


def make_bot(name: str, game_id: str, iterations: int | None = None):
    """``bots.get(name, game_id)``; a search bot gets ``iterations`` rollouts per decision (when
    given) and no time cap, so its play depends only on its seed. Raises KeyError as
    ``bots.get``."""
    bot = bots.get(name, game_id)
    if hasattr(bot, "iterations"):
        if iterations is not None:
            bot.iterations = iterations
        bot.seconds = None
    return bot


class Timed:
    """Wraps a bot and records its CPU seconds (``time.process_time``) and wall seconds at each
    real choice (more than one legal action) in ``cpu`` and ``wall``; with ``searched`` (a
    list), also the CPU seconds of the choices where a search bot ran rollouts (its
    ``stats["rollouts"]``; a game's ``SEARCHED`` hook leaves some decisions unsearched)."""

    def __init__(self, bot: Any, wall: list[float], cpu: list[float],
                 searched: list[float] | None = None) -> None:
        self.bot, self.wall, self.cpu, self.searched = bot, wall, cpu, searched

    def choose(self, game, view, seat, legal, rng):
        """The wrapped bot's choice, timed."""
        if hasattr(self.bot, "stats"):
            self.bot.stats = {}          # this choice's figures only
        start, start_cpu = time.perf_counter(), time.process_time()
        action = self.bot.choose(game, view, seat, legal, rng)
        if len(legal) > 1:
            cpu = time.process_time() - start_cpu
            self.wall.append(time.perf_counter() - start)
            self.cpu.append(cpu)
            if self.searched is not None and getattr(self.bot, "stats", {}).get("rollouts"):
                self.searched.append(cpu)
        return action


def simulate_teams(game_id: str, players: int, team_bots: list[str], n_games: int, seed: int,
                   options: dict | None = None, first_deal: int = 0,
                   progress: Any = None, mirror: bool = False) -> SimResult:
    """Play ``n_games`` seeded games of a team game (``GameInfo.teams``), one bot per team:
    each seat plays the bot of the team it starts on (its own entry of
    ``game.teams_for(state, seat)``); the teams, sorted by name, take ``team_bots`` in turn,
    shifted by one every game so no bot always plays the same team. ``wins[k]`` adds, per game,
    the share of the winners played by ``team_bots[k]``; ``score_sum[k]`` the scores of its
    seats. A Hard bot searches with its own budget and no time cap (:func:`make_bot`), so the
    figures depend only on the seed. ``first_deal`` starts at game ``first_deal`` (game ``i``
    always uses seed ``seed + i``), so two processes with split deal ranges play exactly the
    games of one run; ``progress`` (a text stream) gets one line per finished game
    ("game 5: winners hard,hard"). With ``mirror`` each deal is played once per bot shift
    (two bots: twice, each team played once by each bot; ``n_games`` then counts deals and the
    lines name the plays "game 5a", "game 5b"), so the luck of the deal (the teams' sizes,
    their cards) falls on both bots alike, as the 2-player ladder plays both seat orders.
    After a game where a search bot played, ``progress`` also gets its decisions' CPU seconds:
    "hard cpu 0.412 0.003 ..." (every real choice) and "hard searched cpu ..." (those it ran
    rollouts for), which ``docs/figures/combine.py`` reads.

    Raises:
        ValueError: the game has no teams or fewer than two bots are given;
        KeyError: unknown bot.
    """
    game = games.get(game_id)
    if not game.info.teams or len(team_bots) < 2:
        raise ValueError(f"{game_id}: team games need a game with teams and two or more bots")
    result = SimResult(game_id, list(team_bots), 0, [0.0] * len(team_bots),
                       [0] * len(team_bots), by_team=True)
    start = time.perf_counter()
    plays = [(i, shift) for i in range(first_deal, first_deal + n_games)
             for shift in (range(len(team_bots)) if mirror else [i])]
    for i, shift in plays:
        state = game.new_game(players, seed + i, options)
        own = [game.teams_for(state, s)[s] for s in range(players)]
        names = sorted(set(own))
        pick = [(names.index(t) + shift) % len(team_bots) for t in own]  # seat -> bot index
        table = [make_bot(team_bots[k], game_id) for k in pick]  # Hard: its budget, no cap
        times = {k: ([], [], []) for k in set(pick) if hasattr(table[pick.index(k)], "iterations")}
        table = [Timed(bot, *times[k]) if k in times else bot for bot, k in zip(table, pick)]
        final, actions = playout(game, state, table, random.Random(seed * 1_000_003 + i))
        winners = game.winners(final)
        for w in winners:
            result.wins[pick[w]] += 1 / len(winners)
        for s, score in enumerate(game.scores(final)):
            result.score_sum[pick[s]] += score
        result.steps += len(actions)
        result.games += 1
        if progress is not None:
            won = ",".join(team_bots[pick[w]] for w in winners) or "nobody"
            label = f"{i}{'abcdefgh'[shift % 8]}" if mirror else f"{i}"
            print(f"game {label}: winners {won}", file=progress, flush=True)
            for k, (_, cpu, searched) in sorted(times.items()):
                for what, figures in (("cpu", cpu), ("searched cpu", searched)):
                    if figures:
                        print(f"{team_bots[k]} {what} " + " ".join(f"{c:.3f}" for c in figures),
                              file=progress, flush=True)
    result.seconds = time.perf_counter() - start
    return result


def bench_engine(seconds_per_case: float = 2.0, seed: int = 1) -> list[str]:
    """Random playouts per second (wall clock, and per CPU second, which a busy machine disturbs
    less) and the mean legal-action time, per game and player count."""
    lines = ["engine benchmark (random bots, one core)"]
    for game_id in games.ids():
        game = games.get(game_id)
        for players in range(game.info.min_players, game.info.max_players + 1):
            table = [bots.get("random", game_id)] * players
            n, steps, legal_time, legal_calls = 0, 0, 0.0, 0
            start, cpu_start = time.perf_counter(), time.process_time()
            while time.perf_counter() - start < seconds_per_case:
                rng = random.Random(seed + n)
                state = game.new_game(players, seed + n)
                final, actions = playout(game, state, table, rng)
                n += 1
                steps += len(actions)
            elapsed = time.perf_counter() - start
            cpu = time.process_time() - cpu_start
            # legal-action timing on a sample of mid-game states
            rng = random.Random(seed)
            state = game.new_game(players, seed)
            while not game.is_over(state) and legal_calls < 400:
                dec = game.decision(state)
                t0 = time.perf_counter()
                legal = game.legal_actions(state, dec.seats[0])
                legal_time += time.perf_counter() - t0
                legal_calls += 1
                state = game.apply(state, rng.choice(legal))
            lines.append(f"  {game_id:15} {players}p: {n / elapsed:8.1f} games/s "
                         f"({n / max(1e-9, cpu):6.1f} per CPU second), "
                         f"{steps / elapsed:9.0f} actions/s, legal_actions "
                         f"{1e6 * legal_time / max(1, legal_calls):7.1f} us avg")
    return lines
