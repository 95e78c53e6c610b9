"""Hard with a learned evaluation vs Normal, TomaToss 2p, same seeds as endpair.py."""
import json, math, random, sys, time
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[3])); sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
from tabletop import games
from tabletop.bots.search import SearchBot
from tabletop.games.tomatoss.bots import GreedyBot
import tabletop.games.tomatoss.bots as tb
from fit import feats
W = json.load(open(sys.argv[3] if len(sys.argv) > 3 else "w.json"))
game = games.get("tomatoss")

def learned(game_, state, seat):
    if game_.is_over(state):
        w = game_.winners(state)
        return 1.0 / len(w) if seat in w else 0.0
    z = sum(a * b for a, b in zip(W, feats(state, seat))) + W[-1]
    return 1 / (1 + math.exp(-max(-30, min(30, z))))

tb.evaluate = learned if "base" not in sys.argv else tb.evaluate
first, n = int(sys.argv[1]), int(sys.argv[2])
tot = 0.0; cnt = 0; cpu = []
for k in range(first, first + n):
    for h_first in (True, False):
        hs = 0 if h_first else 1
        hard = SearchBot(seconds=None)
        seats = [hard, GreedyBot()] if h_first else [GreedyBot(), hard]
        gs = 9191 * 100_003 + k
        rng = random.Random(gs * 7 + hs)
        st = game.new_game(2, gs)
        while game.decision(st) is not None:
            seat = game.decision(st).seats[0]
            legal = game.legal_actions(st, seat)
            t = time.process_time()
            a = seats[seat].choose(game, game.view(st, seat), seat, legal, rng)
            if seat == hs and len(legal) > 1:
                cpu.append(time.process_time() - t)
            st = game.apply(st, a, trusted=True)
        w = game.winners(st)
        s = 1.0 / len(w) if hs in w else 0.0
        tot += s; cnt += 1
        tag = 'base' if 'base' in sys.argv else 'learned'
        print(f'deal {k} hfirst {int(h_first)} {tag}={s}', flush=True)
cpu.sort()
print(f"RESULT learned {tot}/{cnt} = {tot/cnt:.3f}; cpu median {cpu[len(cpu)//2]:.3f} p95 {cpu[int(len(cpu)*.95)]:.3f}", flush=True)
