"""Paired endgame test (TomaToss): Hard (128) vs Normal; at Hard's first decision with
target_deck <= K the game branches: base Hard continues, and each variant continues from the
same state and bot rng. Prints per-game shares."""
import random, sys, time, copy
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[3]))
from tabletop import games
from tabletop.bots.search import SearchBot
from tabletop.games.tomatoss.bots import GreedyBot

first, n, K = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
game = games.get("tomatoss")

class Full(SearchBot):
    def settings(self, gid):
        out = super().settings(gid); out["rollout_depth"] = None; return out

class FullMore(Full):
    def settings(self, gid):
        out = super().settings(gid); out["iterations"] = 256; return out

VARIANTS = {"full": Full, "full256": FullMore}

def run(state, seats, rng, hard_seat, stop_at=None):
    while True:
        dec = game.decision(state)
        if dec is None:
            return state, None
        seat = dec.seats[0]
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        if stop_at is not None and seat == hard_seat and len(legal) > 1 and view["target_deck"] <= stop_at:
            return state, rng.getstate()
        action = seats[seat].choose(game, view, seat, legal, rng)
        state = game.apply(state, action, trusted=True)

def share(final, s):
    w = game.winners(final)
    return 1.0 / len(w) if s in w else 0.0

tot = {"base": 0.0, **{v: 0.0 for v in VARIANTS}}; games_n = 0; t0 = time.process_time()
for k in range(first, first + n):
    for h_first in (True, False):
        hs = 0 if h_first else 1
        mk = lambda cls: [cls(seconds=None), GreedyBot()] if h_first else [GreedyBot(), cls(seconds=None)]
        gs = 9191 * 100_003 + k
        rng = random.Random(gs * 7 + hs)
        st, snap = run(game.new_game(2, gs), mk(SearchBot), rng, hs, stop_at=K)
        if snap is None:
            res = {v: share(st, hs) for v in tot}
        else:
            res = {}
            for name, cls in [("base", SearchBot)] + list(VARIANTS.items()):
                r = random.Random(); r.setstate(snap)
                fin, _ = run(st, mk(cls), r, hs)
                res[name] = share(fin, hs)
        games_n += 1
        for v in tot: tot[v] += res[v]
        print(f"deal {k} hfirst {int(h_first)} " + " ".join(f"{v}={res[v]}" for v in res), flush=True)
print("RESULT K", K, games_n, {v: round(tot[v] / games_n, 3) for v in tot}, f"cpu {time.process_time()-t0:.0f}", flush=True)
