"""State checks: the census of cards and tomatoes, rule invariants, structural validation."""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop.engine import BadState, check_frames, check_knowledge
from tabletop.games.big_fat_tomato.components import (ALL_CARDS, FENCE, KIND,
                                                      LYING_LIMIT, MARKET_DEPTH, MARKET_ID, kind_of)
from tabletop.games.big_fat_tomato.views import frame_cards

State = dict[str, Any]
STEPS = ("protect", "harvest", "boost", "threat", "discard")
FRAME_KINDS = ("react", "hot_tomatoes", "mole_pick", "compost_pick")
SUPPLY = "out of the supply"


def census(state: State) -> dict[str, dict[Any, int]]:
    """Where every card and tomato lies now: ``{"card": {id: n}, "tomato": {"out of the
    supply": n}}`` counted over the deck, hands, Compost Heap, Market spot, fences, lying
    threats and frames, and over every basket and storehouse."""
    cards: Counter[str] = Counter(state["deck"])
    for zone in state["hands"]:
        cards.update(zone)
    cards.update(state["compost"])
    cards.update(state["market"])
    cards.update(frame_cards(state))
    tomatoes = 0
    for p in state["plots"]:
        cards.update(p["fences"])
        cards.update(t["card"] for t in p["threats"])
        tomatoes += p["basket"] + p["storehouse"]
    return {"card": dict(cards), "tomato": {SUPPLY: tomatoes}}


def inventory(state: State) -> dict[str, dict[Any, int]]:
    """The 54 cards once each, and the tomatoes the supply has handed out (its taken count)."""
    return {"card": {c: 1 for c in ALL_CARDS}, "tomato": {SUPPLY: state["supply_taken"]}}


def invariant_errors(state: State) -> list[str]:
    """Rule invariants that fail, as sentences (empty: all hold)."""
    errors = []
    for seat, p in enumerate(state["plots"]):
        keys = [kind_of(t["card"]).key for t in p["threats"]]
        if len(keys) > LYING_LIMIT:
            errors.append(f"seat {seat} has {len(keys)} lying threats (limit {LYING_LIMIT})")
        if len(set(keys)) != len(keys):
            errors.append(f"seat {seat} has two lying threats of one kind")
        if any(not KIND[k].lying for k in keys):
            errors.append(f"seat {seat} has a one-shot threat lying in front of it")
        if any(t["by"] == seat for t in p["threats"]):
            errors.append(f"seat {seat} has a threat it played on itself")
        if any(kind_of(c).key != FENCE for c in p["fences"]):
            errors.append(f"seat {seat} has a fence row holding another card")
        if p["basket"] < 0 or p["storehouse"] < 0:
            errors.append(f"seat {seat} has a negative basket or storehouse")
    if state["supply_taken"] < 0:
        errors.append("more tomatoes went back to the supply than came out")
    if MARKET_ID in state["deck"] and state["deck"].index(MARKET_ID) >= MARKET_DEPTH:
        errors.append("the Market is not among the bottom 10 cards")
    if bool(state["market"]) != bool(state["over"]):
        errors.append("the game ends exactly when the Market is drawn")
    for seat, known in enumerate(state["known"]):
        others = {c for s, h in enumerate(state["hands"]) if s != seat for c in h}
        if not set(known) <= others:
            errors.append(f"seat {seat} knows cards that are not in another hand")
    return errors


def _int(v: Any, low: int = 0) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= low


def check_state(data: dict[str, Any]) -> None:
    """Raise BadState when ``data`` is not a sound Big Fat Tomato state: missing keys, wrong
    types, seats out of range, unknown steps or frames, or not each of the 54 cards once."""
    keys = ("deck", "hands", "known", "compost", "market", "plots", "supply_taken", "current",
            "turn", "step", "flags", "last_roll", "frames")
    missing = [k for k in keys if k not in data]
    if missing:
        raise BadState(f"Big Fat Tomato state lacks {', '.join(missing)}")
    n = data["players"]
    if not _int(n) or not 2 <= n <= 5:
        raise BadState("The Big Fat Tomato Game takes 2-5 players")
    opts = data["options"]
    if (not isinstance(opts, dict) or opts.get("hidden_baskets", "") not in (False, True)
            or opts.get("ketchup_to") not in ("basket", "supply")):
        raise BadState("Big Fat Tomato options need hidden_baskets and ketchup_to")
    for key in ("hands", "known", "plots"):
        if not isinstance(data[key], list) or len(data[key]) != n:
            raise BadState(f"Big Fat Tomato {key} must have one entry per seat")
    zones = [data["deck"], data["compost"], data["market"], *data["hands"], *data["known"]]
    if not all(isinstance(z, list) and all(isinstance(c, str) for c in z) for z in zones):
        raise BadState("Big Fat Tomato card zones must be lists of card ids")
    for p in data["plots"]:
        if not (isinstance(p, dict) and _int(p.get("basket")) and _int(p.get("storehouse"))
                and isinstance(p.get("fences"), list) and isinstance(p.get("threats"), list)
                and all(isinstance(t, dict) and isinstance(t.get("card"), str)
                        and _int(t.get("by")) and t["by"] < n for t in p["threats"])):
            raise BadState("Big Fat Tomato plot is malformed")
    if not _int(data["current"]) or data["current"] >= n or not _int(data["turn"], 1):
        raise BadState("Big Fat Tomato current seat or turn out of range")
    if data["step"] not in STEPS or not _int(data["supply_taken"]):
        raise BadState("Big Fat Tomato step or supply count is wrong")
    if not isinstance(data["flags"], dict) or not isinstance(data["frames"], list):
        raise BadState("Big Fat Tomato flags or frames are malformed")
    for f in data["frames"]:
        if not (isinstance(f, dict) and f.get("kind") in FRAME_KINDS
                and isinstance(f.get("seats"), list)
                and all(_int(s) and s < n for s in f["seats"])):
            raise BadState("Big Fat Tomato frame is malformed")
    check_frames(data, n)
    check_knowledge(data)
    try:
        counts = census(data)["card"]
    except (KeyError, TypeError) as exc:
        raise BadState(f"Big Fat Tomato state is malformed ({exc})") from None
    if counts != {c: 1 for c in ALL_CARDS}:
        raise BadState("Big Fat Tomato state does not hold each of the 54 cards once")
