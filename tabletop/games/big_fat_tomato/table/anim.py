"""What moves and sounds when a new view comes: dice tumble into the tray (dice sound),
harvested tomatoes fly from the supply into the basket (harvest sound), stolen or swapped
tomatoes fly between baskets (theft sound), a kicked basket spills back to the supply, Ketchup
carries tomatoes out of a storehouse (into its player's basket: theft sound), a
recount pours the basket into the storehouse or back to the supply, the critters arrive, leave
and eat (:mod:`.critters`), and the Market opening rings its bell with a banner. Pictures only:
the engine already decided.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.big_fat_tomato.table.critters import add_critters
from tabletop.tablekit.card_pass import arrived, passed_card, small_on
from tabletop.tablekit.dice import RollingDie
from tabletop.tablekit.plan import Plan
from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.tween import scaled_duration

FLY_MS, ROLL_MS = 420, 560
MAX_FLYING = 8
BASKET_OWN = ("take_harvest", "recount", "special")
"""Actions whose basket changes are the player's own (harvest, recount, Express Delivery)."""
CARD_KINDS = ("protect", "threaten", "special", "defend", "react", "hot_tomatoes", "take_card",
              "take_compost", "discard")


def _count(plot: dict[str, Any]) -> int:
    return plot["basket"] if plot["basket"] is not None else [0, 4, 11, 22, 34][plot["pile"]]


def _tomatoes(table: Any, start: pygame.Rect, end: pygame.Rect, n: int, ms: float) -> list:
    size = max(12, table.lay.card[0] // 6)
    face = table.painter.piece("fuzzy_tomato", (size, size))
    out = []
    for i in range(min(MAX_FLYING, max(0, n))):
        a = pygame.Rect(0, 0, size, size)
        a.center = (start.centerx + (i % 3 - 1) * size // 2, start.centery + (i // 3 - 1) * 4)
        b = pygame.Rect(0, 0, size, size)
        b.center = (end.centerx + (i % 4 - 1.5) * size * 0.6, end.centery - (i // 4) * 6)
        out.append(Flight(face, a, b, ms, delay=i * 45))
    return out


def plan(table: Any, prev: dict[str, Any] | None, view: dict[str, Any],
         action: Action | None) -> Plan:
    """The plan for ``view`` after ``action`` (``prev``: the view before, None at the start);
    its ``rolls`` are the dice rolling in the tray (the kit's LandingTable runs them)."""
    out = Plan()
    if prev is None or action is None or prev.get("players") != view.get("players"):
        return out
    speed = table.ctx.settings.get("animation_speed")
    ms, lay = scaled_duration(FLY_MS, speed), table.lay
    roll = view.get("last_roll")
    if roll and roll != prev.get("last_roll"):
        out.sounds.append("dice_rattle")
        start = pygame.Rect(lay.dice.x - 40, lay.dice.y - 30, 30, 30)
        for i, (face, rect) in enumerate(zip(roll["dice"], table.dice_rects(len(roll["dice"])))):
            out.rolls.append(RollingDie(str(i), "red", face, start, rect,
                                        scaled_duration(ROLL_MS, speed), i * 60,
                                        seed=len(view["log"]) * 7 + i))
    if action.kind in CARD_KINDS:
        out.sounds.append("card_slide")
    eaten_from = add_critters(out, table, prev, view, action, ms)
    ketchup = bool(roll) and roll != prev.get("last_roll") and roll["what"] == "ketchup"
    to_basket = ketchup and view["options"].get("ketchup_to") == "basket"
    for seat, box in lay.plots.items():
        old, new = prev["plots"][seat], view["plots"][seat]
        gained, lost = _count(new) - _count(old), old["storehouse"] - new["storehouse"]
        banked = new["storehouse"] - old["storehouse"]
        if action.kind == "take_harvest" and seat == action.seat and gained > 0:
            out.flights += _tomatoes(table, lay.supply, box.basket, gained, ms)
            out.sounds.append("harvest")
        if lost > 0 and seat not in eaten_from:
            end = lay.supply
            if to_basket:   # Ketchup: into the basket of the player who played it
                end = next((lay.plots[s].basket for s in lay.plots if _count(
                    view["plots"][s]) > _count(prev["plots"][s])), lay.supply)
                out.sounds.append("theft")
            out.flights += _tomatoes(table, box.storehouse, end, lost, ms)
        if banked > 0:
            out.flights += _tomatoes(table, box.basket, box.storehouse, banked, ms)
            out.sounds.append("toss_success")
        if action.kind == "recount" and seat == action.seat and banked <= 0:
            out.flights += _tomatoes(table, box.basket, lay.supply, _count(old), ms)
            out.sounds.append("toss_miss")
    if action.kind == "take_card":
        out.sounds.append("theft")
        out.flights += _card_taken(table, prev, view, action, ms)
    if action.kind not in BASKET_OWN and not to_basket:
        out.flights += _baskets_moved(table, prev, view, ms, out.sounds)
    if view.get("market_open") and not prev.get("market_open"):
        out.sounds.append("market")
        out.banner = "The Market opens: the game is over!"
    return out


def _baskets_moved(table: Any, prev: dict[str, Any], view: dict[str, Any], ms: float,
                   sounds: list[str]) -> list:
    """Tomatoes leaving baskets for other baskets (Hot Tomatoes!, a Flying Behemoth's swap:
    theft sound) or for the supply (Basket Kick, Zombie)."""
    deltas = {s: _count(view["plots"][s]) - _count(prev["plots"][s]) for s in table.lay.plots}
    losers = [s for s, d in deltas.items() if d < 0]
    gainers = [s for s, d in deltas.items() if d > 0]
    out = []
    for s in losers:
        start = table.lay.plots[s].basket
        end = table.lay.plots[gainers[0]].basket if gainers else table.lay.supply
        out += _tomatoes(table, start, end, -deltas[s], ms)
    if losers and gainers:
        sounds.append("theft")
    return out


def _card_taken(table: Any, prev: dict[str, Any], view: dict[str, Any], action: Action,
                ms: float) -> list:
    """Mole Spy's card going from the spied seat to the spy: face up to the two who know it
    (the spy and the spied seat), a back to everyone else; into its place in the hand when the
    spy is the one shown (that card waits for it: its ``hide`` key).
    Source: rulebook, Mole Spy; docs/rules/big_fat_tomato.md (only the spy sees the hand)."""
    frames = prev.get("frames") or []
    if not frames or frames[-1].get("kind") != "mole_pick":
        return []
    lay, giver, taker = table.lay, frames[-1]["from"], action.seat
    places = {seat: plot.box for seat, plot in lay.plots.items()} | {lay.bottom: lay.hand}
    end, hide = small_on(places[taker], lay.card), None
    if taker == lay.bottom and table.viewer == taker and view.get("hand") is not None:
        index = arrived(prev.get("hand") or [], view["hand"], lambda card: card.split(".")[0])
        if index is not None:
            end, hide = table.hand_rects()[index], ("card", index)
    return [passed_card(lambda key: table.painter.card(key, lay.card), action["card"],
                        table.viewer, giver, taker, small_on(places[giver], lay.card), end,
                        ms * 1.6, hide)]
