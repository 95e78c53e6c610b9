"""Session 7's check of where Potato Tomato's Hard leaves Normal's move, and whether it should.

    python docs/figures/judge_deviations.py FIRST_DEAL GAMES SAMPLES > out.txt

plays GAMES 4-player team games (deals FIRST_DEAL..., Hard team against Normal team, seed
2026, as ``tabletop simulate --teams hard,normal`` deals them) and, at every decision where
Hard played something other than Normal's choice, judges the two moves again with SAMPLES
fresh paired deals (the search's own deal drawing): the mean difference of the evaluation
after 16 actions ("d16", what the search saw) and of the win after Normal plays every seat to
the end ("win"), each with its standard error. One line per deviation:
``KIND EFFECT d16 MEAN SE win MEAN SE``. Slow: about 10 s per deviation at 24 samples.
"""

from __future__ import annotations

import math
import random
import sys

from tabletop import games, sim
from tabletop.bots import hooks, search
from tabletop.engine import EXTERNAL

GAME = games.get("potato_tomato")


def _mean_se(xs: list[float]) -> tuple[float, float]:
    m = sum(xs) / len(xs)
    return m, math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / len(xs))


def judge(view, seat, normal_move, hard_move, samples: int, seed: int = 12345) -> str:
    """The line for one deviation (see the module docstring)."""
    likelihood = hooks.deal_likelihood_for(GAME, view, seat)
    policy, evaluate = hooks.heuristic(GAME.info.id), hooks.evaluate_for(GAME.info.id)
    rng, d16, win = random.Random(seed), [], []
    for _ in range(samples):
        deal_seed, roll_seed = rng.getrandbits(62), rng.getrandbits(62)
        state = search.pick_deal(GAME, view, seat, random.Random(deal_seed), likelihood)
        scores = []
        for move in (hard_move, normal_move):
            after = GAME.apply(state, move, trusted=True)
            short = search._rollout(GAME, after, policy, random.Random(roll_seed), 16)
            end = search._rollout(GAME, after, policy, random.Random(roll_seed), None)
            scores.append((evaluate(GAME, short, seat), float(seat in GAME.winners(end))))
        d16.append(scores[0][0] - scores[1][0])
        win.append(scores[0][1] - scores[1][1])
    (a, b), (c, d) = _mean_se(d16), _mean_se(win)
    return f"d16 {a:+.4f} {b:.4f} win {c:+.4f} {d:.4f}"


def main(first: int, n_games: int, samples: int) -> None:
    for i in range(first, first + n_games):
        state = GAME.new_game(4, 2026 + i)
        own = [GAME.teams_for(state, s)[s] for s in range(4)]
        names = sorted(set(own))
        table = [sim.make_bot(["hard", "normal"][(names.index(t) + i) % 2], GAME.info.id)
                 for t in own]
        rng = random.Random(2026 * 1_000_003 + i)
        while GAME.decision(state) is not None:
            seat = GAME.decision(state).seats[0]
            legal = GAME.legal_actions(state, seat)
            if seat == EXTERNAL:
                state = GAME.apply(state, rng.choice(legal))
                continue
            view = GAME.view(state, seat)
            table[seat].stats = {}   # a search bot's figures of this decision only
            move = table[seat].choose(GAME, view, seat, legal, rng)
            if getattr(table[seat], "stats", {}).get("deviated"):
                normal = search.SearchBot._ordered(hooks.heuristic(GAME.info.id), GAME, view,
                                                   seat, legal, rng)[0]
                frame = view["frames"][-1].get("effect", "-") if view["frames"] else "-"
                print(move.kind, frame, judge(view, seat, normal, move, samples), flush=True)
            state = GAME.apply(state, move)


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
