"""Fit a logistic win model for TomaToss positions from greedy self-play (2 players)."""
import math, random, sys, json
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[3]))
from tabletop import games
from tabletop.games.tomatoss.bots import GreedyBot, hand_worth

game = games.get("tomatoss")

def feats(state, seat):
    scores = game.scores(state)
    targets = [t for t in game.view(state, None)["targets"] if t is not None]
    n = state["players"]
    worth = [hand_worth(tuple(sorted(state["hands"][s])), targets) for s in range(n)]
    r = max((s for s in range(n) if s != seat), key=lambda s: scores[s] + worth[s])
    left = len(state["target_deck"]) / 10.0          # 2p: 20 targets, 3 shown, 17 in deck
    ds, dw = scores[seat] - scores[r], worth[seat] - worth[r]
    dc = len(state["hands"][seat]) - len(state["hands"][r])
    mine = 1.0 if state["current"] == seat else 0.0
    return [ds, dw, ds * (1.7 - left), dw * left, dc, mine]

def gen(ngames, seed):
    X, Y = [], []
    g = GreedyBot(); rng = random.Random(seed)
    for k in range(ngames):
        st = game.new_game(2, seed * 1000 + k)
        pos = []
        step = 0
        while game.decision(st) is not None:
            seat = game.decision(st).seats[0]
            legal = game.legal_actions(st, seat)
            if step % 3 == 0:
                pos.append(st)
            a = g.choose(game, game.view(st, seat), seat, legal, rng) if len(legal) > 1 else legal[0]
            st = game.apply(st, a, trusted=True); step += 1
        w = game.winners(st)
        for p in pos:
            for s in (0, 1):
                X.append(feats(p, s)); Y.append((1.0 / len(w)) if s in w else 0.0)
    return X, Y

def fit(X, Y, iters=300, lr=0.5, l2=1e-3):
    d = len(X[0]); w = [0.0] * (d + 1)
    sd = [max(1e-9, math.sqrt(sum(x[j] ** 2 for x in X) / len(X))) for j in range(d)]
    Xn = [[x[j] / sd[j] for j in range(d)] + [1.0] for x in X]
    for it in range(iters):
        g = [0.0] * (d + 1); ll = 0.0
        for x, y in zip(Xn, Y):
            z = sum(a * b for a, b in zip(w, x)); p = 1 / (1 + math.exp(-max(-30, min(30, z))))
            ll += -(y * math.log(max(p, 1e-12)) + (1 - y) * math.log(max(1 - p, 1e-12)))
            for j in range(d + 1):
                g[j] += (p - y) * x[j]
        for j in range(d + 1):
            w[j] -= lr * (g[j] / len(X) + l2 * w[j])
    wr = [w[j] / sd[j] for j in range(d)] + [w[d]]
    return wr, ll / len(X)

if __name__ == "__main__":
    X, Y = gen(int(sys.argv[1]), int(sys.argv[2]))
    print(len(X), "positions")
    w, ll = fit(X, Y)
    print("weights", [round(v, 4) for v in w], "logloss", round(ll, 4))
    Xt, Yt = gen(100, 999)
    def loss(f):
        s = 0
        for x, y in zip(Xt, Yt):
            p = min(1 - 1e-9, max(1e-9, f(x)))
            s += -(y * math.log(p) + (1 - y) * math.log(1 - p))
        return s / len(Xt)
    lin = lambda x: 1 / (1 + math.exp(-(sum(a * b for a, b in zip(w, x)) + w[-1])))
    base = lambda x: 0.5 + 0.5 * math.tanh((x[0] + x[1]) / max(2.0, 0.15 * 20))
    print("test logloss fitted", round(loss(lin), 4), "current-eval-shape", round(loss(base), 4))
    json.dump(w, open("w.json", "w"))
