"""The legal actions of every decision (the action vocabulary is in docs/rules/big_fat_tomato.md).

Cards are named by kind (``card="hoe"``), never by id: copies are interchangeable, so each
choice is listed once. Source: rulebook, How to Play and Additional Actions; rules-decisions.md,
The Big Fat Tomato Game (one special card and one recount per turn; instants outside the
limits); docs/rules/big_fat_tomato.md (which useless plays are left out).
"""

from __future__ import annotations

from itertools import product
from typing import Any

from tabletop.engine import Action, top_frame
from tabletop.games.big_fat_tomato.components import (FENCE, KIND, MARKET_ID, PROTECTION, SPECIAL,
                                                      THREAT)
from tabletop.games.big_fat_tomato.plot import lying_keys, protection_helps
from tabletop.games.big_fat_tomato.threats import legal_target, sow_back_legal
from tabletop.games.big_fat_tomato.windows import still_out

State = dict[str, Any]
BOOST = ("bumper_harvest", "watering_can")
"""Specials that act on this turn's harvest."""


def hand_keys(state: State, seat: int) -> list[str]:
    """The distinct kinds in ``seat``'s hand, sorted."""
    return sorted({c.split(".", 1)[0] for c in state["hands"][seat]})


def legal(state: State, seat: int) -> list[Action]:
    """Every action ``seat`` may take now (the caller checked that it decides)."""
    frame = top_frame(state)
    if frame is not None:
        return _frame_actions(state, seat, frame)
    step = state["step"]
    keys = hand_keys(state, seat)
    if step == "protect":
        out = [Action.make(seat, "skip")] + [
            Action.make(seat, "protect", card=k) for k in keys
            if KIND[k].type in (PROTECTION, FENCE) and protection_helps(state, seat, k)]
    elif step == "harvest":
        out = [Action.make(seat, "roll"), Action.make(seat, "skip")]
    elif step == "boost":
        out = [Action.make(seat, "take_harvest")]
    elif step == "threat":
        out = [Action.make(seat, "skip")] + [
            Action.make(seat, "threaten", card=k, target=t) for k in keys if KIND[k].type == THREAT
            for t in range(state["players"]) if legal_target(state, k, seat, t)]
    else:
        out = [Action.make(seat, "discard", cards=list(c)) for c in discard_choices(state, seat)]
    return out + anytime(state, seat)


def discard_choices(state: State, seat: int) -> list[tuple[str, ...]]:
    """Every multiset of kinds ``seat`` may discard at step 6, the empty one first.
    Source: rulebook, How to Play 6 (discard the cards you no longer need)."""
    counts: dict[str, int] = {}
    for c in state["hands"][seat]:
        k = c.split(".", 1)[0]
        counts[k] = counts.get(k, 0) + 1
    kinds = sorted(counts)
    out = []
    for picks in product(*(range(counts[k] + 1) for k in kinds)):
        out.append(tuple(k for k, n in zip(kinds, picks) for _ in range(n)))
    out.sort(key=len)
    return out


def harvest_open(state: State) -> bool:
    """True while this turn's harvest is still to be taken (and not stopped by Chemicals)."""
    return state["step"] in ("protect", "harvest", "boost") and not state["flags"]["chemicals"]


def anytime(state: State, seat: int) -> list[Action]:
    """What the player may do at any moment of their own turn: one recount, one special card,
    and the defence cards. Source: rulebook, Additional Actions; rules-decisions.md (defence
    cards also on one's own turn)."""
    flags, plot, keys = state["flags"], state["plots"][seat], hand_keys(state, seat)
    out = []
    if not flags["recounted"] and plot["basket"] > 0:
        out.append(Action.make(seat, "recount"))
    if flags["special"] is None:
        for k in keys:
            if KIND[k].type == SPECIAL and special_useful(state, seat, k):
                out.append(Action.make(seat, "special", card=k))
    lying = lying_keys(state, seat)
    if "big_fat_tomato" in keys and lying:
        out.append(Action.make(seat, "defend", card="big_fat_tomato"))
    if "as_you_sow" in keys:
        for t in plot["threats"]:
            key = t["card"].split(".", 1)[0]
            if t["by"] != seat and sow_back_legal(state, key, t["by"]):
                out.append(Action.make(seat, "defend", card="as_you_sow", threat=key))
    return out


def might_act(state: State, seat: int) -> bool:
    """True when, judged on public facts, ``seat`` might have more to do at this step of its
    turn than skip it: its hand is not empty and a hand of one of every card still out (not
    every copy on the Compost Heap) would be offered more than one action. A step is skipped by
    itself only when this is False, so the table learns nothing of the hand from it.
    Source: docs/engine.md (a decision's kind, prompt and seats are public);
    docs/rules/big_fat_tomato.md (automatic skips)."""
    if not state["hands"][seat]:
        return False
    held = [f"{k}.0" for k in KIND if k != MARKET_ID and still_out(state, k)]
    hands = [held if s == seat else h for s, h in enumerate(state["hands"])]
    return len(legal(dict(state, hands=hands), seat)) > 1


def special_useful(state: State, seat: int, key: str) -> bool:
    """True when special card ``key`` can act now: the harvest boosters while the harvest is to
    come, Express Delivery with tomatoes in the basket, Jump into the Compost with cards on the
    heap. docs/rules/big_fat_tomato.md (a special that cannot act is not played)."""
    if key in BOOST:
        return harvest_open(state)
    if key == "express_delivery":
        return state["plots"][seat]["basket"] > 0
    return bool(state["compost"])


def _frame_actions(state: State, seat: int, frame: dict[str, Any]) -> list[Action]:
    kind = frame["kind"]
    keys = hand_keys(state, seat)
    if kind == "react":
        threat = frame["card"].split(".", 1)[0]
        out = [Action.make(seat, "pass")]
        if "as_you_sow" in keys and sow_back_legal(state, threat, frame["by"]):
            out.append(Action.make(seat, "react", card="as_you_sow"))
        if "big_fat_tomato" in keys and threat != "zombie":
            out.append(Action.make(seat, "react", card="big_fat_tomato"))
        return out
    if kind == "hot_tomatoes":
        out = [Action.make(seat, "pass")]
        if "hot_tomatoes" in keys:
            out.append(Action.make(seat, "hot_tomatoes"))
        return out
    if kind == "mole_pick":
        return [Action.make(seat, "take_card", card=k) for k in hand_keys(state, frame["from"])]
    # compost_pick
    return [Action.make(seat, "take_compost", card=k)
            for k in sorted({c.split(".", 1)[0] for c in state["compost"]})]

