"""What a seat believes about the others' teams, from its view only (for the bots).

Each other player's team is estimated from the faces the viewer knows in their row, the faces
still unseen (the prior for each unknown card), and the players' own choices: a player who
gives burn tokens to another most likely thinks that one is on the other team (read from the
log as it is shown to the viewer). Source: rulebook, Setup (teams) and How to Win.
"""

from __future__ import annotations

import math
import re
from typing import Any

from tabletop.games.potato_tomato.cards import CHARACTERS_PER_COUNT, POTATO, SLOTS, TOMATO

GIVE = re.compile(r"^[A-Z &-]+: (.+?) gives (.+?) (\d+) burn tokens?")
EVIDENCE = 0.6
"""Logit shift per burn token given, scaled by how sure the viewer is of the giver's team."""
SELF_EVIDENCE = 0.8
GIVER_EVIDENCE = 0.5
"""Logit shift of the giver per burn token given to a seat, scaled by how sure the viewer is
that the receiver is on its team."""
"""Logit shift per burn token given to the viewer itself (the giver is likely an enemy)."""


def _binomial_at_least(k: int, n: int, p: float) -> float:
    """P(X >= k) for X ~ Binomial(n, p)."""
    if k <= 0:
        return 1.0
    return sum(math.comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))


class Beliefs:
    """The viewer's estimate of every seat's team.

    Attributes:
        seat: the viewer.
        mine: the viewer's team (``"potato"`` or ``"tomato"``).
        potato: per seat, the probability that seat is on the potato team now.
        ally: per seat, the probability it is on the viewer's team (1.0 for the viewer).
    """

    def __init__(self, view: dict[str, Any], seat: int, evidence: list[tuple[int, int, int]]):
        """``evidence``: (giver, receiver, tokens) read from the log so far."""
        self.seat, self.mine = seat, view["my_team"]
        n = view["players"]
        per_face = CHARACTERS_PER_COUNT[n]
        seen = {POTATO: 0, TOMATO: 0}
        for row in view["rows"]:
            for cell in row:
                if cell["face"] is not None:
                    seen[cell["face"]] += 1
        unseen_p, unseen_t = per_face - seen[POTATO], per_face - seen[TOMATO]
        p = unseen_p / max(1, unseen_p + unseen_t)
        self.potato = []
        for row in view["rows"]:
            kp = sum(c["face"] == POTATO for c in row)
            kt = sum(c["face"] == TOMATO for c in row)
            self.potato.append(_binomial_at_least(3 - kp, SLOTS - kp - kt, p))
        logit = [math.log(max(1e-6, q) / max(1e-6, 1 - q)) for q in self._same()]
        same = self._same()
        for giver, receiver, tokens in evidence:
            if giver in (receiver, seat):
                continue  # the viewer's own choices are no evidence to it
            if receiver == seat:  # burning the viewer: the giver thinks it is on the other team
                logit[giver] -= SELF_EVIDENCE * tokens
                continue
            logit[receiver] -= EVIDENCE * tokens * (2 * same[giver] - 1)
            # and burning a likely ally of the viewer marks the giver as a likely enemy
            logit[giver] -= GIVER_EVIDENCE * tokens * (2 * same[receiver] - 1)
        self.ally = [1.0 if s == seat else 1 / (1 + math.exp(-max(-30, min(30, logit[s]))))
                     for s in range(n)]

    def _same(self) -> list[float]:
        mine_p = self.mine == POTATO
        return [q if mine_p else 1 - q for q in self.potato]

    def enemy(self, s: int) -> float:
        """The probability seat ``s`` is on the other team."""
        return 1.0 - self.ally[s]


def read_gives(lines: list[str], names: list[str]) -> list[tuple[int, int, int]]:
    """(giver, receiver, tokens) for every "X gives Y N burn tokens" line of ``lines``."""
    index = {name: s for s, name in enumerate(names)}
    out = []
    for line in lines:
        m = GIVE.match(line)
        if m and m.group(1) in index and m.group(2) in index:
            out.append((index[m.group(1)], index[m.group(2)], int(m.group(3))))
    return out
