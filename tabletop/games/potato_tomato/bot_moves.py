"""The heuristic bot's card moves: which characters to SWAP, SHUFFLE and MIX & MATCH.

The idea behind a safe swap: hand a card known to be of the *other* face (the enemy's) from my
row, or a likely ally's, into a likely enemy's row, in exchange for one of that row's cards. If
the card taken is of my face, both rows get stronger for their teams; if it is of the enemy's
face too, the swap changes nobody's team. So a swap aimed this way never hurts my side, while
a swap picked blindly may turn me or an ally. With no such card the bot keeps the swap among
likely enemies, where it changes little for my side. Source: rulebook, How to Win (the team is
the majority of one's cards) and Action Card Reference (SWAP, SHUFFLE, MIX & MATCH);
docs/rules/potato_tomato.md (bots).
"""

from __future__ import annotations

from typing import Any

from tabletop.games.potato_tomato.beliefs import Beliefs

View = dict[str, Any]


def _other(b: Beliefs, face: str | None) -> bool:
    """True when ``face`` is known and not the viewer's team's."""
    return face is not None and face != b.mine


def swap_first(view: View, b: Beliefs, p: int, slot: int) -> float:
    """The value of picking ``p``'s card ``slot`` as SWAP's first card."""
    face = view["rows"][p][slot]["face"]
    if _other(b, face) and b.ally[p] > 0.5:
        return 1.0 + b.ally[p]  # an enemy-face card in my (or an ally's) row: send it away
    if b.ally[p] > 0.5:
        return -1.0  # never blindly move a card of my side
    return 0.2 * b.enemy(p) + (0.1 if face == b.mine else 0.0)


def swap_second(view: View, b: Beliefs, first: int, p: int, slot: int) -> float:
    """The value of swapping the first card (in ``first``'s row) with ``p``'s card ``slot``."""
    face = view["rows"][p][slot]["face"]
    if b.ally[first] > 0.5:  # sending an enemy-face card: take my face from an enemy row
        if b.ally[p] > 0.5:
            return -1.0 if face != b.mine else 0.2
        return b.enemy(p) * (2.0 if face == b.mine else (0.0 if _other(b, face) else 1.0))
    return -1.0 if b.ally[p] > 0.5 else b.enemy(p)  # among likely enemies only


def mix_look(view: View, b: Beliefs, seat: int, picks: list[dict], p: int, slot: int,
             look: float) -> float:
    """MIX & MATCH's looks: with an enemy-face card of my own, pick it first (its face I know)
    and then look at a card of a likely enemy: a card of my face there can be swapped in.
    Otherwise ``look`` (the value of a plain look)."""
    mine_other = any(_other(b, c["face"]) for c in view["rows"][seat] if not c["up"])
    if not mine_other:
        return look
    if not picks:
        return 2.0 if p == seat and _other(b, view["rows"][p][slot]["face"]) else look - 1.0
    if picks[0]["player"] == seat:
        unknown = view["rows"][p][slot]["face"] is None
        return b.enemy(p) + (1.0 if unknown else -1.0)
    return look


def forecast_look(view: View, b: Beliefs, seat: int, p: int, slot: int, look: float) -> float:
    """FORECAST's look: with an enemy-face card of my own, look into a likely enemy's row (a
    card of my face found there is swapped in, the safe swap above); otherwise ``look``."""
    if not any(_other(b, c["face"]) for c in view["rows"][seat] if not c["up"]):
        return look
    return b.enemy(p) + (1.0 if view["rows"][p][slot]["face"] is None else -1.0)


def shuffle_pick(b: Beliefs, p: int) -> float:
    """SHUFFLE's three cards: from likely enemies' rows, never from my allies'."""
    return b.enemy(p) - 0.5
