"""The heuristic Potato Tomato bot and the evaluation the search bot uses.

:class:`HeuristicBot` reads only its view: it tracks what it has seen (the view shows the faces
it knows), infers the teams (:mod:`tabletop.games.potato_tomato.beliefs`), burns the likely
enemies (most of all those close to a reveal or to losing their last card), takes tokens off
its likely allies, looks at the cards it knows least about, and stops drawing when the next card
would burn it too likely. Source: rulebook, How to Win, Draw Phase and Action Card Reference.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import Action, Game
from tabletop.games.potato_tomato import bot_moves as moves
from tabletop.games.potato_tomato.beliefs import Beliefs, Evidence
from tabletop.games.potato_tomato.cards import (ACTIONS, BLUE, BURNT_TOKENS, DECKS, DUAL, GREEN,
                                                POTATO, REVEAL_AT, SLOTS, colour_counts)
from tabletop.games.potato_tomato.rows import team

SEARCH = {"iterations": 168, "confidence": 0.5, "differing": 4}
"""The Hard search's settings for this game (tabletop.bots.hooks.search_settings): with
Normal's beliefs kept between the steps of a playout, 168 rollouts take a median 0.39 s of CPU
per decision (p95 0.49 s; docs/bots-figures.md); a candidate half a standard error clear of
Normal's move is played (the deals are drawn by the evidence, so fewer are wasted), but only
when it scores differently in at least 4 deals: looks, reveals and card orders often change
nothing within the rollout, where one lucky deal would otherwise decide (docs/bots-figures.md,
Session 7)."""
SEARCHED = ("pt:player", "pt:resolve")
"""The decisions the Hard search searches (tabletop.bots.hooks.searched): whom a give, take or
challenge targets, and the order the face-up cards are resolved in, where its departures from
Normal's move won +4.8 +- 2.1 and +3.4 +- 2.2 points of win chance each; at looks (+0.3 +- 1.5),
reveals (-2.4 +- 2.4) and the rest Hard plays Normal's move (docs/bots-figures.md, Sessions 7
and 8)."""
MIXED = ("pt:shape",)
"""Rock-Paper-Scissors is chosen uniformly at random by every level (tabletop/bots/hooks.py,
mixed_pick): a secret simultaneous choice with nothing to read. Source: rules-decisions.md,
Potato Tomato ("bots choose at random")."""

View = dict[str, Any]
STOP_RISK = 0.3
"""Stop drawing when the next card burns with at least this chance (lower when BURNT! would
also cost a card)."""
STOP_AFTER = {"overcook"}
"""Cards whose second effect ("if you stop after this card") is worth more than another draw."""
ORDER = {"overview": 0, "inspect": 0, "forecast": 1, "mix_match": 1, "share": 1, "peel": 2,
         "overlook": 2, "overcook": 2, "swap": 3, "rotate": 3, "shuffle": 3}
"""Resolve the looks first (they guide the gives), then the moves, then the tokens."""


def burn_risk(view: View) -> float:
    """The chance that the next action card burns the active player: the cards still in the
    deck are the composition less the face-up ones. Source: rulebook, Draw Phase (b)."""
    left = [a for a in DECKS[view["options"]["deck"]] if a not in view["drawn"]]
    counts = colour_counts(view["drawn"])
    bad = sum(1 for a in left
              if (ACTIONS[a].colour in (GREEN, DUAL) and counts[GREEN] == 2)
              or (ACTIONS[a].colour in (BLUE, DUAL) and counts[BLUE] == 2))
    return bad / max(1, len(left))


def danger(revealed: int, tokens: int) -> float:
    """How close a player is to losing: convex in the revealed cards (so the bot focuses on
    the player nearest to losing), the tokens counting as part of the next reveal, and far
    more once every card is revealed."""
    return (revealed + min(tokens, REVEAL_AT - 1) / REVEAL_AT) ** FOCUS + (
        LOSS if revealed >= SLOTS else 0.0)


FOCUS = 3.0
LOOK_NEAR = 0.5
"""How much more the bot looks at players near a reveal (0: only uncertainty counts)."""
"""Exponent of :func:`danger`: above 1, a token hurts more the closer its player is to losing."""
LOSS = 100.0


def pressure(view: View, s: int, extra: int) -> float:
    """How much ``extra`` burn tokens on seat ``s`` raise its :func:`danger` (five or more
    force a reveal and hand the tokens back)."""
    revealed = sum(c["up"] for c in view["rows"][s])
    held = view["tokens"][s]
    after = (revealed + 1, 0) if held + extra >= REVEAL_AT else (revealed, held + extra)
    return danger(*after) - danger(revealed, held)


class HeuristicBot:
    """Team-aware rules of thumb for every decision (see the module docstring)."""

    name = "heuristic"
    label = "Normal"
    blurb = "Remembers every card it has seen, guesses the teams and burns the other side."

    def __init__(self) -> None:
        self._read_by: dict[int, tuple[Evidence, int, str]] = {}   # seat -> evidence, lines, last

    def _beliefs(self, view: View, seat: int) -> Beliefs:
        """The beliefs from ``view``; the choices read from the log are kept between calls, per
        seat (the search's playouts ask one bot for every seat), and read again from the start
        when the log is not the one read before (another game, or a search's made-up
        continuation). Beliefs are kept too while neither the evidence nor the faces the
        seat knows change (:meth:`Evidence.beliefs`)."""
        log = view["log"]
        evidence, read, last = self._read_by.get(seat, (None, 0, ""))
        if (evidence is None or evidence.players != view["players"]
                or len(log) < read or (read and log[read - 1] != last)):
            evidence, read = Evidence(view["players"]), 0
        evidence.read(view, log[read:], seat)
        self._read_by[seat] = (evidence, len(log), log[-1] if log else "")
        return evidence.beliefs(view, seat)

    def values(self, game: Game, view: View, seat: int, legal: list[Action]) -> list[float]:
        """One estimate per legal action (higher is better): the hook Easy and the search
        use (:mod:`tabletop.bots.hooks`)."""
        b = self._beliefs(view, seat)
        frame = view["frames"][-1] if view["frames"] else None
        return [self._score(view, seat, b, frame, a) for a in legal]

    def choose(self, game: Game, view: View, seat: int, legal: list[Action],
               rng: random.Random) -> Action:
        """One of ``legal`` for ``seat``, from ``view`` only (ties broken by ``rng``).
        Raises IndexError when ``legal`` is empty."""
        if len(legal) == 1:
            return legal[0]
        scored = [(v + rng.random() * 1e-3, i)
                  for i, v in enumerate(self.values(game, view, seat, legal))]
        return legal[max(scored)[1]]

    # ----- scoring one action -------------------------------------------------------------
    def _score(self, view: View, seat: int, b: Beliefs, frame, action: Action) -> float:
        kind = action.kind
        if kind == "stop":
            risk = burn_risk(view)
            last = ACTIONS[view["drawn"][-1]].effect if view["drawn"] else ""
            if last in STOP_AFTER:  # its stronger effect needs a STOP right after it
                return 1.0
            limit = STOP_RISK - (0.15 if view["tokens"][seat] + BURNT_TOKENS >= REVEAL_AT else 0)
            return 1.0 if risk >= limit else -1.0
        if kind == "draw":
            return 0.0
        if kind == "resolve":
            return -ORDER.get(ACTIONS[action["card"]].effect, 5)
        if kind == "player":
            return self._player(view, seat, b, frame, action["player"])
        if kind in ("card", "reveal"):
            return self._card(view, seat, b, frame, action["player"], action["slot"], kind)
        if kind == "effect":
            return self._effect(view, b, frame, action["choice"])
        if kind == "swap":
            return self._mix_swap(view, seat, frame)
        if kind == "no_swap":
            return 0.0
        return 0.0  # side, shape: no preference (the tie-break noise picks)

    def _player(self, view, seat, b, frame, s) -> float:
        effect = frame["effect"]
        picks = frame["picks"]
        if effect in ("wash", "bdsm"):
            revealed, held = sum(c["up"] for c in view["rows"][s]), view["tokens"][s]
            return (2 * b.ally[s] - 1) * (danger(revealed, held) - danger(revealed, held - 1))
        if effect == "transfer" and not picks:
            revealed, held = sum(c["up"] for c in view["rows"][s]), view["tokens"][s]
            return (2 * b.ally[s] - 1) * (danger(revealed, held)
                                          - danger(revealed, held - min(2, held)))
        if effect == "siphon":
            return self._siphon(view, b, picks, s)
        if effect == "rps":  # the loser takes 3: challenge whoever 3 tokens would hurt most
            return (1 - 2 * b.ally[s]) * pressure(view, s, 3)
        if effect in ("peel", "share"):
            return -abs(b.ally[s] - 0.5) + 0.05 * sum(c["face"] is None for c in view["rows"][s])
        n = _tokens_given(view, frame)
        return (1 - 2 * b.ally[s]) * pressure(view, s, n)

    def _siphon(self, view, b, picks, s) -> float:
        def worth(x, tokens):  # how good for the viewer seat x holding `tokens` is
            revealed = sum(c["up"] for c in view["rows"][x])
            return (1 - 2 * b.ally[x]) * danger(revealed, tokens)

        def gain(x, y):
            tx, ty = view["tokens"][x], view["tokens"][y]
            return worth(x, ty) - worth(x, tx) + worth(y, tx) - worth(y, ty)
        if not picks:
            return max(gain(s, o) for o in range(view["players"]) if o != s)
        return gain(picks[0]["player"], s)

    def _card(self, view, seat, b, frame, p, slot, kind) -> float:
        cell = view["rows"][p][slot]
        if kind == "reveal":
            # A revealed card can never move: lock my face into my own and my allies' rows (no
            # swap can turn us then) and the other face into my enemies' rows.
            same = 1.0 if b.ally[p] > 0.5 else -1.0
            lock = {None: 0.0, b.mine: same}.get(cell["face"], -same)
            return lock + (0.1 * len(cell["known_by"]) if p == seat else 0.0)
        effect = frame["effect"] if frame else ""
        if effect == "white_flag":
            revealed = sum(c["up"] for c in view["rows"][p])
            lock = {None: 0.0, b.mine: -0.5}.get(cell["face"], 0.5)
            return (1 - 2 * b.ally[p]) * (danger(revealed + 1, view["tokens"][p])
                                          - danger(revealed, view["tokens"][p])) + lock
        if effect == "forecast" and len(frame["picks"]) == 1:
            looked = frame["picks"][0]
            face = view["rows"][looked["player"]][looked["slot"]]["face"]
            return 1.0 if face == b.mine and cell["face"] != b.mine else -1.0
        if effect == "swap":
            if not frame["picks"]:
                return moves.swap_first(view, b, p, slot)
            return moves.swap_second(view, b, frame["picks"][0]["player"], p, slot)
        if effect == "rotate":
            return 1.0 if cell["face"] == b.mine else (0.5 if cell["face"] is None else 0.0)
        if effect == "shuffle":
            return moves.shuffle_pick(b, p)
        # a look: a card the viewer does not know, of a player whose team is least certain,
        # most of all one close to a reveal (where knowing the team decides the next burns)
        unknown = cell["face"] is None
        revealed = sum(c["up"] for c in view["rows"][p])
        near = LOOK_NEAR * danger(revealed, view["tokens"][p])
        look = (1.0 if unknown else -1.0) - abs(b.ally[p] - 0.5) * (1 + near)
        if effect == "mix_match":
            return moves.mix_look(view, b, seat, frame["picks"], p, slot, look)
        if effect == "forecast":
            return moves.forecast_look(view, b, seat, p, slot, look)
        return look

    def _effect(self, view, b, frame, choice) -> float:
        effect = frame["effect"]
        if effect == "overlook":  # give 1 now, or look at three
            hot = any(view["tokens"][s] == REVEAL_AT - 1 and b.enemy(s) > 0.6
                      for s in range(view["players"]))
            return (1.0 if hot else 0.0) if choice == "basic" else 0.5
        return 1.0 if choice == "bonus" else 0.0

    def _mix_swap(self, view, seat, frame) -> float:
        cards = [(p["player"], p["slot"]) for p in frame["picks"] if "slot" in p]
        mine = [c for c in cards if c[0] == seat]
        if not mine:
            return -0.5
        other = next(c for c in cards if c[0] != seat)
        gain = view["rows"][other[0]][other[1]]["face"]
        return 1.0 if gain == view["my_team"] else -1.0


def _tokens_given(view: View, frame) -> int:
    """How many tokens the give being chosen hands out (a guess for the scoring only)."""
    effect, mode = frame["effect"], frame.get("mode")
    if effect == "give":
        return ACTIONS[frame["card"]].amount
    if effect in ("surprise",) or (effect in ("fuel", "match", "green_flag", "overcook")
                                   and mode == "bonus"):
        return 3
    if effect in ("pain_gain", "transfer") or (effect == "wildlife" and mode == "bonus"):
        return 2
    if effect == "gather":
        return len(view["drawn"])
    if effect == "revenge":
        return sum(c["up"] for c in view["rows"][frame["by"]])
    return 1


def deal_likelihood(game: Game, view: View, seat: int):
    """The search's weight of a dealt state (hook, :mod:`tabletop.bots.hooks`): the
    log-likelihood of the other players' choices in ``view``'s log (whom they burned, whom they
    spared, :mod:`tabletop.games.potato_tomato.beliefs`) under the teams of that deal, so the
    search plays out the deals its seat finds likely, as Normal's own beliefs do. Returns a
    function of a full state."""
    evidence = Evidence(view["players"])
    evidence.read(view, view["log"], seat)
    cache: dict[int, float] = {}

    def likelihood(state: dict[str, Any]) -> float:
        mask = sum(1 << s for s in range(state["players"]) if team(state, s) == POTATO)
        if mask not in cache:
            cache[mask] = evidence.weight(mask)
        return cache[mask]
    return likelihood


def evaluate(game: Game, state: dict[str, Any], seat: int) -> float:
    """How good ``state`` (a full state) is for ``seat``, about 0..1: 1 or 0 once over (won or
    lost); before, 0.5 plus the difference between the other team's and our team's danger:
    a player's danger is the square of its share of revealed cards (the tokens counting as a
    fraction of the next reveal), a team's is mostly its most endangered member's, since the
    game ends when one player is fully revealed (rulebook, How to Win)."""
    if state["over"]:
        return 1.0 if seat in game.winners(state) else 0.0
    mine = team(state, seat)
    ours, theirs = [], []
    for s in range(state["players"]):
        danger = (sum(state["up"][s]) + state["tokens"][s] / REVEAL_AT) / SLOTS
        (ours if team(state, s) == mine else theirs).append(danger ** 2)
    def near(ds):  # the worst member, with a little credit for the others (the mean)
        return (max(ds) + 0.25 * sum(ds) / len(ds)) / 1.25 if ds else 0.0
    diff = near(theirs) - near(ours)
    return max(0.0, min(1.0, 0.5 + diff))
