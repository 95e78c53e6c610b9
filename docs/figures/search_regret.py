"""Session 12's cheap proxy for the Hard search's settings: how much of the evaluation a setting
leaves on the table, measured against a reference computed with many deals.

    python docs/figures/search_regret.py reference GAME PLAYERS GAMES DEALS OUT.pickle [PART PARTS]
    python docs/figures/search_regret.py regret OUT.pickle[,MORE.pickle] ITERATIONS DEPTH \
        CANDIDATES CONFIDENCE SEEDS

``reference`` plays GAMES seeded Normal-vs-Normal games of GAME (seeds 700, 701, ...) and keeps
the decisions numbered 3, 10, 17, ... that offer a choice the search would search (PART of
PARTS of them, to split the work over processes). At each it takes Normal's best five moves and measures each
one's paired advantage over Normal's own move with DEALS deals of the search's own model
(``pick_deal``, then 16 actions of Normal at every seat, the game's ``evaluate``): the
reference means. ``regret`` asks a Hard search with the given settings (rollouts, rollout
depth, candidates, standard errors; no time cap) for its move at every reference position with
SEEDS seeds, and prints the mean regret (the best reference mean less the chosen move's; a
move outside the five counts as the worst of them), the same for Normal's own move, how often
the search left Normal's move, and its CPU seconds per decision (median, p95).

It measures choices against the search's own 16-action model, not real games: a setting that
does well here still needs a ladder (docs/bots-figures.md, Session 12).
"""

from __future__ import annotations

import pickle
import random
import statistics
import sys
import time

from tabletop import games, sim
from tabletop.bots import hooks
from tabletop.bots.search import SearchBot, _rollout, pick_deal
from tabletop.engine import EXTERNAL


def positions(game_id: str, players: int, n_games: int) -> list[tuple[dict, int]]:
    """The decisions (state, seat) numbered 3, 10, 17, ... of ``n_games`` Normal games that
    have a choice and that the search searches."""
    game = games.get(game_id)
    out = []
    for g in range(n_games):
        state = game.new_game(players, 700 + g)
        normal = sim.make_bot("normal", game_id)
        rng, k = random.Random(g), 0
        while not game.is_over(state):
            seat = game.decision(state).seats[0]
            legal = game.legal_actions(state, seat)
            view = game.view(state, seat)
            if (k % 7 == 3 and len(legal) > 1 and seat != EXTERNAL
                    and hooks.searched(game, view)):
                out.append((state, seat))
            k += 1
            state = game.apply(state, rng.choice(legal) if seat == EXTERNAL
                               else normal.choose(game, view, seat, legal, rng))
    return out


def reference(game_id: str, players: int, n_games: int, deals: int, out_path: str,
              part: int = 0, parts: int = 1) -> None:
    """Writes the reference means (see the module docstring) to ``out_path``."""
    game = games.get(game_id)
    policy, evaluate = hooks.heuristic(game_id), hooks.evaluate_for(game_id)
    rows = []
    chosen = positions(game_id, players, n_games)[part::parts]
    for i, (state, seat) in enumerate(chosen):
        view, legal = game.view(state, seat), game.legal_actions(state, seat)
        cands = SearchBot._ordered(policy, game, view, seat, legal, random.Random(0))[:5]
        likelihood = hooks.deal_likelihood_for(game, view, seat)
        rng = random.Random(99 + i)
        sums = [0.0] * len(cands)
        for _ in range(deals):
            deal_seed, roll_seed = rng.getrandbits(62), rng.getrandbits(62)
            dealt = pick_deal(game, view, seat, random.Random(deal_seed), likelihood)
            here = set(game.legal_actions(dealt, seat))
            scores = [evaluate(game, _rollout(game, game.apply(dealt, a, trusted=True), policy,
                                              random.Random(roll_seed), 16), seat)
                      if a in here else None for a in cands]
            for j, s in enumerate(scores):
                sums[j] += 0.0 if s is None or scores[0] is None else s - scores[0]
        rows.append({"state": state, "seat": seat, "cands": [repr(a) for a in cands],
                     "means": [s / deals for s in sums]})
        print(i + 1, len(chosen), [round(m, 4) for m in rows[-1]["means"]], flush=True)
    with open(out_path, "wb") as f:
        pickle.dump({"game": game_id, "rows": rows}, f)


def regret(paths: str, iterations: int, depth: int, candidates: int, confidence: float,
           seeds: int) -> str:
    """The line for one setting (see the module docstring)."""
    rows, game_id = [], None
    for path in paths.split(","):
        with open(path, "rb") as f:
            data = pickle.load(f)
        rows += data["rows"]
        game_id = data["game"]
    game = games.get(game_id)
    bot = SearchBot(iterations=iterations, seconds=None, candidates=candidates,
                    rollout_depth=depth, confidence=confidence)
    regrets, normal, left, cpu = [], [], 0, []
    for row in rows:
        best, means = max(row["means"]), row["means"]
        normal.append(best - means[0])
        view = game.view(row["state"], row["seat"])
        legal = game.legal_actions(row["state"], row["seat"])
        for s in range(seeds):
            start = time.process_time()
            move = repr(bot.choose(game, view, row["seat"], legal, random.Random(1000 * s + 7)))
            cpu.append(time.process_time() - start)
            got = means[row["cands"].index(move)] if move in row["cands"] else min(means)
            regrets.append(best - got)
            left += move != row["cands"][0]
    cpu.sort()
    return (f"{game_id} {iterations} rollouts of {depth} actions, {candidates} candidates, "
            f"{confidence} SE: regret {statistics.fmean(regrets):.4f} (Normal's move "
            f"{statistics.fmean(normal):.4f}) over {len(rows)} positions x {seeds} seeds; "
            f"left Normal's move {left / len(regrets):.0%}; CPU median "
            f"{statistics.median(cpu):.3f} s, p95 {cpu[int(0.95 * (len(cpu) - 1))]:.3f} s")


if __name__ == "__main__":
    if sys.argv[1] == "reference":
        reference(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]),
                  sys.argv[6], *(int(a) for a in sys.argv[7:9]))
    else:
        print(regret(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]),
                     float(sys.argv[6]), int(sys.argv[7])))
