"""A player's plot: lying threats, fences, the damage step, the harvest and the recount.

Source: The Big Fat Tomato Game rulebook, How to Play (steps 2-4), Additional Actions (the
recount), Card Descriptions (protection cards, fences, Caterpillars, Weeds, Pests, Bumper
Harvest, Magic Watering Can, Express Delivery); rules-decisions.md, The Big Fat Tomato Game
(recount at 20 or more, harvest formula, Pests formula).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import log_event
from tabletop.games.big_fat_tomato.components import (CATERPILLARS, FENCE, FENCE_STRENGTH, KIND,
                                                      LYING_LIMIT, PESTS, RECOUNT_MIN, WEEDS,
                                                      kind_of)
from tabletop.games.big_fat_tomato.zones import (card_name, from_hand, return_to_supply, roll,
                                                 take_from_supply, to_compost, who)

State = dict[str, Any]


def lying_keys(state: State, seat: int) -> list[str]:
    """The kinds of the lying threats in front of ``seat``."""
    return [t["card"].split(".", 1)[0] for t in state["plots"][seat]["threats"]]


def can_lay(state: State, target: int, key: str) -> bool:
    """True when a lying threat of kind ``key`` may be put in front of ``target``: fewer than 3
    there and none of the same kind. Source: rulebook, How to Play 5."""
    keys = lying_keys(state, target)
    return len(keys) < LYING_LIMIT and key not in keys


def lay(state: State, card: str, by: int, target: int) -> None:
    """Put lying threat ``card`` in front of ``target``, remembering who played it.
    Source: rules-decisions.md (a lying threat remembers who played it)."""
    state["plots"][target]["threats"].append({"card": card, "by": by})


def clear(state: State, seat: int, kinds: tuple[str, ...]) -> list[str]:
    """Remove the lying threats of the given kinds from ``seat``'s plot to the Compost Heap;
    returns their ids."""
    plot = state["plots"][seat]
    gone = [t["card"] for t in plot["threats"] if t["card"].split(".", 1)[0] in kinds]
    plot["threats"] = [t for t in plot["threats"] if t["card"] not in gone]
    to_compost(state, *gone)
    return gone


def protection_helps(state: State, seat: int, key: str) -> bool:
    """True when protection card ``key`` would remove something from ``seat``'s plot (a fence
    always helps). docs/rules/big_fat_tomato.md: a protection card with nothing to remove is
    not played."""
    if key == FENCE:
        return True
    return bool(set(KIND[key].clears) & set(lying_keys(state, seat)))


def protect(state: State, seat: int, key: str) -> None:
    """Step 2: play one protection card (its threats go to the Compost Heap with it) or place one
    fence next to the storehouse. Chemicals also stops this turn's harvest.
    Source: rulebook, How to Play 2; Protection Cards; Fence Cards."""
    card = from_hand(state, seat, key)
    name = who(state, seat)
    if key == FENCE:
        state["plots"][seat]["fences"].append(card)
        n = len(state["plots"][seat]["fences"])
        log_event(state, f"{name} puts up a fence ({n} in all).")
        return
    gone = clear(state, seat, KIND[key].clears)
    to_compost(state, card)
    what = ", ".join(card_name(c) for c in gone)
    log_event(state, f"{name} plays {card_name(card)} and clears {what}.")
    if key == "chemicals":
        state["flags"]["chemicals"] = True
        log_event(state, f"Chemicals: {name} cannot harvest this turn.")


def damage(state: State, seat: int) -> None:
    """Step 3: Pests roll 2 dice and eat that many minus 3 per fence from the storehouse (never
    below 0, never more than it holds; not rolled when nothing can be lost); Caterpillars roll
    1 die, subtracted from this turn's harvest. Weeds act at the harvest.
    Source: rulebook, How to Play 3; Nasty Pests, Hungry Caterpillars, Fence Cards;
    rules-decisions.md (Pests formula)."""
    plot, name, keys = state["plots"][seat], who(state, seat), lying_keys(state, seat)
    fences = len(plot["fences"])
    if PESTS in keys:
        if plot["storehouse"] == 0:
            log_event(state, f"The pests find {name}'s storehouse empty.")
        elif fences * FENCE_STRENGTH >= 12:
            log_event(state, f"{name}'s {fences} fences keep the pests out.")
        else:
            dice = roll(state, 2)
            state["last_roll"] = {"what": "pests", "seat": seat, "dice": dice}
            loss = min(plot["storehouse"], max(0, sum(dice) - FENCE_STRENGTH * fences))
            plot["storehouse"] -= loss
            return_to_supply(state, loss)
            fence_text = f" minus {FENCE_STRENGTH * fences} for the fences" if fences else ""
            log_event(state, f"Pests: {name} rolls {dice[0]} + {dice[1]}{fence_text} and loses "
                             f"{loss} from the storehouse.")
    if CATERPILLARS in keys:
        dice = roll(state, 1)
        state["last_roll"] = {"what": "caterpillars", "seat": seat, "dice": dice}
        state["flags"]["caterpillar_loss"] = dice[0]
        log_event(state, f"Caterpillars: {name} rolls {dice[0]}; they will eat {dice[0]} of "
                         f"this turn's harvest.")


def harvest_dice(state: State, seat: int) -> int:
    """Dice for the harvest: 2, or 1 with Weeds, plus 1 per Magic Watering Can.
    Source: rulebook, How to Play 4; Nagging Weeds; Magic Watering Can."""
    base = 1 if WEEDS in lying_keys(state, seat) else 2
    return base + state["flags"]["extra_dice"]


def roll_harvest(state: State, seat: int) -> None:
    """Roll the harvest dice (step 4)."""
    dice = roll(state, harvest_dice(state, seat))
    state["flags"]["dice"] = dice
    state["last_roll"] = {"what": "harvest", "seat": seat, "dice": dice}
    log_event(state, f"{who(state, seat)} rolls {' + '.join(map(str, dice))} for the harvest.")


def extra_die(state: State, seat: int) -> None:
    """Magic Watering Can after the roll: one more die joins the harvest."""
    die = roll(state, 1)[0]
    state["flags"]["dice"].append(die)
    state["last_roll"] = {"what": "harvest", "seat": seat, "dice": list(state["flags"]["dice"])}
    log_event(state, f"The Magic Watering Can adds a die: {die}.")


def harvest_amount(flags: dict[str, Any]) -> int:
    """The harvest: dice total, doubled by Bumper Harvest, minus the caterpillar roll, never
    below 0. Source: rules-decisions.md (Bumper Harvest doubles before the caterpillar loss);
    rulebook, Example of Play (8 doubled to 16, minus 5 = 11)."""
    total = sum(flags["dice"]) * (2 if flags["bumper"] else 1)
    return max(0, total - flags["caterpillar_loss"])


def take_harvest(state: State, seat: int) -> int:
    """Take the harvest from the supply into the basket; returns the amount."""
    flags = state["flags"]
    amount = harvest_amount(flags)
    flags["harvest"] = amount
    take_from_supply(state, seat, amount)
    parts = [str(sum(flags["dice"]))]
    if flags["bumper"]:
        parts.append(f"doubled to {sum(flags['dice']) * 2}")
    if flags["caterpillar_loss"]:
        parts.append(f"minus {flags['caterpillar_loss']} eaten by caterpillars")
    how = f" ({', '.join(parts)})" if len(parts) > 1 else ""
    noun = "tomato" if amount == 1 else "tomatoes"
    log_event(state, f"{who(state, seat)} harvests {amount} {noun}{how}.")
    return amount


def recount(state: State, seat: int) -> None:
    """The recount: 20 or more move the basket to the storehouse, fewer go back to the supply.
    Source: rulebook, Additional Actions 2; rules-decisions.md (20 or more)."""
    plot, name = state["plots"][seat], who(state, seat)
    n, plot["basket"] = plot["basket"], 0
    state["flags"]["recounted"] = True
    if n >= RECOUNT_MIN:
        plot["storehouse"] += n
        log_event(state, f"{name} recounts the basket: {n} tomatoes go to the storehouse.")
    else:
        return_to_supply(state, n)
        log_event(state, f"{name} recounts the basket: only {n}, so they go back to the supply.")


def express(state: State, seat: int) -> None:
    """Express Delivery: the whole basket to the storehouse, whatever its size.
    Source: rulebook, Express Delivery."""
    plot = state["plots"][seat]
    n, plot["basket"] = plot["basket"], 0
    plot["storehouse"] += n
    log_event(state, f"Express Delivery: {who(state, seat)} moves {n} tomatoes to the "
                     f"storehouse.")


def is_lying(card: str) -> bool:
    """True for a card id or key of a threat that stays in front of a player."""
    return kind_of(card).lying
