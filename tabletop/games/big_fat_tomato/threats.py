"""Threat cards once they take effect, and the defence cards that turn them aside.

Source: The Big Fat Tomato Game rulebook, Card Descriptions (Threat Cards, Instant Action
Cards); rules-decisions.md, The Big Fat Tomato Game (one-shot threats go to the Compost Heap;
Ketchup and its option; Big Fat Tomato never against Zombie); docs/rules/big_fat_tomato.md
(As You Sow against the one-shot threats, chains of As You Sow).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import log_event, push_frame
from tabletop.games.big_fat_tomato.components import kind_of
from tabletop.games.big_fat_tomato.plot import can_lay, clear, is_lying, lay, lying_keys
from tabletop.games.big_fat_tomato.zones import (card_name, empty_basket, learn_hand,
                                                 return_to_supply, roll, to_compost, who)

State = dict[str, Any]


def hidden_baskets(state: State) -> bool:
    """True with the hidden-baskets option (no basket numbers in the log)."""
    return bool(state["options"]["hidden_baskets"])


def richest(state: State) -> list[int]:
    """The seats whose storehouse holds the most (Ketchup's possible targets).
    Source: rules-decisions.md (the player of the card chooses among ties, possibly themself)."""
    best = max(p["storehouse"] for p in state["plots"])
    return [s for s, p in enumerate(state["plots"]) if p["storehouse"] == best]


def legal_target(state: State, key: str, by: int, target: int) -> bool:
    """True when threat ``key`` may be played by ``by`` on ``target``: another player (Ketchup:
    a seat with the richest storehouse, possibly oneself); a lying threat also within the limit
    of 3 and with no duplicate. Source: rulebook, How to Play 5; rules-decisions.md (Ketchup)."""
    if key == "ketchup":
        return target in richest(state)
    if target == by:
        return False
    return not is_lying(key) or can_lay(state, target, key)


def sow_back_legal(state: State, key: str, by: int) -> bool:
    """True when As You Sow may send threat ``key`` back to ``by``: a lying threat must fit in
    front of ``by`` (limit of 3, no duplicate); a one-shot threat always can.
    Source: rules-decisions.md (if legal there); docs/rules/big_fat_tomato.md (one-shot)."""
    return not is_lying(key) or can_lay(state, by, key)


def resolve(state: State, card: str, by: int, target: int) -> None:
    """Threat ``card`` played by ``by`` takes effect on ``target``."""
    key, name, victim = kind_of(card).key, who(state, by), who(state, target)
    if is_lying(card):
        lay(state, card, by, target)
        log_event(state, f"{card_name(card)} now lie in front of {victim} (played by {name}).")
        return
    to_compost(state, card)
    hidden = hidden_baskets(state)
    if key == "mole_spy":
        hand = state["hands"][target]
        if not hand:
            log_event(state, f"Mole Spy: {victim}'s hand is empty, so {name} finds nothing.")
            return
        learn_hand(state, by, target)
        push_frame(state, {"kind": "mole_pick", "seats": [by], "spy": by, "from": target})
        log_event(state, f"Mole Spy: {name} looks at {victim}'s hand.")
    elif key == "zombie":
        lost = empty_basket(state, target)
        cards = list(state["hands"][target])
        state["hands"][target] = []
        to_compost(state, *cards)
        what = "the basket" if hidden else f"{lost} tomatoes"
        log_event(state, f"Zombie Tomato Invasion: {victim} loses {what} and discards "
                         + (", ".join(card_name(c) for c in cards) or "no cards") + ".")
    elif key == "basket_kick":
        lost = empty_basket(state, target)
        log_event(state, f"Basket Kick: {victim} loses "
                         + ("the basket." if hidden else f"{lost} tomatoes from the basket."))
    elif key == "ketchup":
        _ketchup(state, by, target)
    else:  # behemoth
        plots = state["plots"]
        plots[by]["basket"], plots[target]["basket"] = plots[target]["basket"], plots[by]["basket"]
        log_event(state, f"Look, a Flying Behemoth! {name} and {victim} swap baskets.")


def _ketchup(state: State, by: int, target: int) -> None:
    """Roll 2 dice; take that many (at most what it holds) from ``target``'s storehouse, to the
    Ketchup player's basket or the supply (option). Source: rulebook, Ketchup;
    rules-decisions.md (option where the tomatoes go)."""
    dice = roll(state, 2)
    state["last_roll"] = {"what": "ketchup", "seat": target, "dice": dice}
    plot = state["plots"][target]
    n = min(plot["storehouse"], sum(dice))
    plot["storehouse"] -= n
    if state["options"]["ketchup_to"] == "basket":
        state["plots"][by]["basket"] += n
        where = f"{who(state, by)}'s basket"
    else:
        return_to_supply(state, n)
        where = "the supply"
    log_event(state, f"Ketchup: {dice[0]} + {dice[1]}; {n} tomatoes go from "
                     f"{who(state, target)}'s storehouse to {where}.")


def big_fat_tomato(state: State, seat: int) -> list[str]:
    """Clear every lying threat in front of ``seat`` (the Big Fat Tomato card itself is put on
    the Compost Heap by the caller). Returns the cleared ids. Source: rulebook, Big Fat Tomato."""
    return clear(state, seat, tuple(lying_keys(state, seat)))


def sow_lying_back(state: State, seat: int, key: str) -> tuple[str, int]:
    """On ``seat``'s own turn, As You Sow takes the lying threat ``key`` off its plot; returns
    (card id, the seat it goes back to). Source: rules-decisions.md (defence cards also on
    one's own turn)."""
    plot = state["plots"][seat]
    entry = next(t for t in plot["threats"] if t["card"].split(".", 1)[0] == key)
    plot["threats"].remove(entry)
    return entry["card"], entry["by"]
