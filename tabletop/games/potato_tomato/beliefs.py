"""What a seat believes about the others' teams, from its view only (for the bots).

The viewer weighs every way the seats could be split into potatoes and tomatoes (2^players
assignments). The prior of an assignment comes from the faces the viewer knows in each row
and the faces still unseen (a binomial per row). The players' own choices are evidence read
from the log as the viewer sees it: a player who gives burn tokens to someone (or challenges
them to ROCK-PAPER-SCISSOR, or moves tokens onto them with TRANSFER) more likely thinks that
one is on the other team; one who removes a token (WASH, BDSM) more likely helps a teammate.
Each other player is either choosing by team or choosing at random, and the viewer does not
know which: a player whose choices fit no split is read as random and its choices then weigh
little. The tokens dealt by chance (SLAP's slowest, the loser of ROCK-PAPER-SCISSOR) are no
evidence. Source: rulebook, Setup (teams) and How to Win; docs/rules/potato_tomato.md (bots).
"""

from __future__ import annotations

import math
import re
from typing import Any

from tabletop.games.potato_tomato.cards import CHARACTERS_PER_COUNT, POTATO, SLOTS, TOMATO

HURT, HELP = 1, -1
_NAME = r"(.+?)"
PATTERNS = (
    (re.compile(rf"^([A-Z &-]+): {_NAME} gives {_NAME} \d+ burn tokens?"), HURT),
    (re.compile(rf"^(TRANSFER): {_NAME} moves \d+ burn tokens? from .+? to {_NAME}\.$"), HURT),
    (re.compile(rf"^(ROCK-PAPER-SCISSOR): {_NAME} challenges {_NAME}\.$"), HURT),
    (re.compile(rf"^([A-Z &-]+): {_NAME} removes 1 burn token from {_NAME}\.$"), HELP),
)
"""Log lines that show a player's choice: (pattern with card, chooser, target groups, sign)."""
CHANCE = {"SLAP", "ROCK-PAPER-SCISSOR"}
"""Cards whose "gives" lines report a race or a game of chance, not a choice."""
SHARPNESS = 1.2
"""Log-odds by which a player choosing by team prefers a target of the right team."""
BY_TEAM = 0.5
"""The prior chance that a player chooses by team rather than at random."""
KEPT_BELIEFS = 256
"""How many beliefs (per evidence) :meth:`Evidence.beliefs` keeps (a bound on memory)."""


def _binomial_at_least(k: int, n: int, p: float) -> float:
    """P(X >= k) for X ~ Binomial(n, p)."""
    if k <= 0:
        return 1.0
    return sum(math.comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))


def read_choices(lines: list[str], names: list[str]) -> list[tuple[int, int, int]]:
    """(chooser, target, sign) for every log line of ``lines`` that shows a choice aimed at a
    player: sign ``HURT`` (+1: gives tokens, challenges, transfers onto) or ``HELP`` (-1:
    removes a token). Lines naming unknown players, a player's own target and chance results
    are left out."""
    index = {name: s for s, name in enumerate(names)}
    out = []
    for line in lines:
        for pattern, sign in PATTERNS:
            m = pattern.match(line)
            if m is None:
                continue
            card, chooser, target = m.group(1), m.group(2), m.group(3)
            if sign == HURT and card in CHANCE and "challenges" not in line:
                break
            if chooser in index and target in index and chooser != target:
                out.append((index[chooser], index[target], sign))
            break
    return out


class Evidence:
    """The log-likelihood of every team assignment under "this player chooses by team", per
    player, kept up to date one choice at a time (the bot keeps one between calls).

    Args:
        players: the seat count (3..6). An assignment is a bit mask, bit ``s`` set when seat
            ``s`` is a potato.
    """

    def __init__(self, players: int) -> None:
        self.players = players
        self.masks = range(1 << players)
        self.by_team = [[0.0] * (1 << players) for _ in range(players)]
        self.at_random = [0.0] * players
        self._cache: dict[tuple[int, int, int], list[float]] = {}
        self._beliefs: dict[tuple, Beliefs] = {}   # cleared by add: see beliefs()

    def add(self, chooser: int, target: int, sign: int) -> None:
        """One choice (see :func:`read_choices`)."""
        key = (chooser, target, sign)
        if key not in self._cache:
            self._cache[key] = [self._log_p(mask, chooser, target, sign) for mask in self.masks]
        self._beliefs.clear()
        row = self.by_team[chooser]
        for mask, lp in enumerate(self._cache[key]):
            row[mask] += lp
        self.at_random[chooser] -= math.log(self.players - 1)

    def _log_p(self, mask: int, chooser: int, target: int, sign: int) -> float:
        """log P(target | chooser picks by team, assignment ``mask``) over the other seats."""
        def fits(s: int) -> bool:
            other = ((mask >> s) ^ (mask >> chooser)) & 1
            return bool(other) if sign == HURT else not other
        weights = {s: math.exp(SHARPNESS * fits(s)) for s in range(self.players) if s != chooser}
        return math.log(weights[target] / sum(weights.values()))

    def read(self, view: dict[str, Any], lines: list[str], seat: int) -> None:
        """Add the choices in ``lines`` (log lines of ``view``, named by its seat names) made
        by anyone but ``seat``: the viewer's own choices are no evidence to it."""
        names = view["names"] or [f"Player {s + 1}" for s in range(view["players"])]
        for chooser, target, sign in read_choices(lines, names):
            if chooser != seat:
                self.add(chooser, target, sign)

    def beliefs(self, view: dict[str, Any], seat: int) -> Beliefs:
        """``Beliefs(view, seat, self)``, kept while the choices read and the faces ``seat``
        knows stay the same (a bot asks again at every step of a search's playouts). At most
        :data:`KEPT_BELIEFS` are kept."""
        key = (seat, view["my_team"], view["players"],
               tuple(tuple(c["face"] for c in row) for row in view["rows"]))
        found = self._beliefs.get(key)
        if found is None:
            if len(self._beliefs) >= KEPT_BELIEFS:
                self._beliefs.clear()
            found = self._beliefs[key] = Beliefs(view, seat, self)
        return found

    def weight(self, mask: int) -> float:
        """log of the choices' likelihood under ``mask`` (each player by team or at random)."""
        total = 0.0
        for s in range(self.players):
            a = math.log(BY_TEAM) + self.by_team[s][mask]
            b = math.log(1 - BY_TEAM) + self.at_random[s]
            hi = max(a, b)
            total += hi + math.log(math.exp(a - hi) + math.exp(b - hi))
        return total


class Beliefs:
    """The viewer's estimate of every seat's team.

    Attributes:
        seat: the viewer.
        mine: the viewer's team (``"potato"`` or ``"tomato"``).
        potato: per seat, the probability that seat is on the potato team now.
        ally: per seat, the probability it is on the viewer's team (1.0 for the viewer).
    """

    def __init__(self, view: dict[str, Any], seat: int, evidence: Evidence | None = None):
        """``evidence``: the choices read so far (None: the cards alone)."""
        self.seat, self.mine = seat, view["my_team"]
        n = view["players"]
        prior = self._card_prior(view)
        prior[seat] = 1.0 if self.mine == POTATO else 0.0
        logs = []
        for mask in range(1 << n):
            lp = 0.0
            for s in range(n):
                q = prior[s] if (mask >> s) & 1 else 1 - prior[s]
                if q <= 0:
                    lp = None
                    break
                lp += math.log(q)
            if lp is not None:
                logs.append((mask, lp + (evidence.weight(mask) if evidence else 0.0)))
        top = max(lp for _, lp in logs)
        weights = [(mask, math.exp(lp - top)) for mask, lp in logs]
        total = sum(w for _, w in weights)
        self.potato = [sum(w for mask, w in weights if (mask >> s) & 1) / total
                       for s in range(n)]
        mine_p = self.mine == POTATO
        self.ally = [1.0 if s == seat else (q if mine_p else 1 - q)
                     for s, q in enumerate(self.potato)]

    @staticmethod
    def _card_prior(view: dict[str, Any]) -> list[float]:
        """Per seat, the chance of a potato majority from the faces known and unseen."""
        per_face = CHARACTERS_PER_COUNT[view["players"]]
        seen = {POTATO: 0, TOMATO: 0}
        for row in view["rows"]:
            for cell in row:
                if cell["face"] is not None:
                    seen[cell["face"]] += 1
        unseen_p, unseen_t = per_face - seen[POTATO], per_face - seen[TOMATO]
        p = unseen_p / max(1, unseen_p + unseen_t)
        out = []
        for row in view["rows"]:
            kp = sum(c["face"] == POTATO for c in row)
            kt = sum(c["face"] == TOMATO for c in row)
            out.append(_binomial_at_least(3 - kp, SLOTS - kp - kt, p))
        return out

    def enemy(self, s: int) -> float:
        """The probability seat ``s`` is on the other team."""
        return 1.0 - self.ally[s]
