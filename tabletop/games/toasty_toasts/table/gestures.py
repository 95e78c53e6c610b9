"""What each gesture on the Toasty Toasts table means: an engine Action to try, a Refusal to
say, or None. Pure functions of the legal list, the view and the gesture (the kit checks the
Action against the legal list and refuses with the engine's reason when it is not there).

- Drag a topping onto a Toast: ``topping``; with another topping raised (clicked), both go as
  ``two_toppings`` for one play. When the dropped topping could also make a one-play pair on
  that Toast, it waits there raised (:func:`waits_for_pair`): drag the matching (or combo)
  topping onto the same Toast for the pair, or click the Toast to play it alone. Source:
  Toasty Toasts rulebook, Player Turns, Topping Cards.
- Drag a Plain Toast onto your area: ``plain_base``; onto a Toast: ``sandwich``. Source:
  rulebook, Plain Toast Cards.
- Drag a card onto the Base Toast pile: it waits there raised; drag or click a second card
  (onto the pile) for ``trade``. Source: rulebook, Trading for Base Toasts.
- Drag an action card to the middle of the table (or the discard pile): ``action``.
- Hand check: drag a card to the discard pile (or raise it and click the pile): ``discard``.
- Toast Toasted: click an open Toast. Pantry Raid: drag a topping from an open Toast onto one
  of yours (or click the topping, then the Toast). Source: rulebook, Action Cards.
- Slimy-limy: click (or drop the card on) the player to rob; click them again to take 2, or
  click a second player to take 1 from each (:func:`pick_seat`). Trash Toast: click a topping
  on one of your open Toasts. The shell's choice bar asks the same, as a fallback.
"""

from __future__ import annotations

from typing import Hashable

from tabletop.engine import Action
from tabletop.games.toasty_toasts.components import FAMILY
from tabletop.tablekit.intents import Intent, Refusal

TRADE_WAIT = "drag or click a second card onto the pile to trade both"
TRADE_HELP = f"To trade for a Base Toast, drag a card onto the Base Toast pile, then {TRADE_WAIT}."


def drop_hand_card(seat: int, card: str, zone: Hashable | None, raised: list[str],
                   kind: str) -> Intent:
    """The intent of hand card ``card`` let go over ``zone`` (``raised``: other raised cards;
    ``kind``: the decision kind)."""
    if zone is None:
        return Refusal("Drop the card on a Toast, your area, the middle or a pile.")
    where, *key = zone
    if kind == "hand_check":
        if where == "discard":
            return Action.make(seat, "discard", card=card)
        return Refusal("At the hand check, drag cards onto the discard pile.")
    others = [c for c in raised if c != card]
    if where == "base_pile":
        if not others:
            return Refusal(TRADE_HELP)
        return Action.make(seat, "trade", cards=sorted([card, others[0]]))
    family = FAMILY[card]
    if family == "topping" and where == "toast":
        partner = next((c for c in others if FAMILY[c] == "topping"), None)
        if partner is not None:
            return Action.make(seat, "two_toppings", cards=sorted([card, partner]), toast=key[0])
        return Action.make(seat, "topping", card=card, toast=key[0])
    if family == "plain":
        if where == "toast":
            return Action.make(seat, "sandwich", card=card, toast=key[0])
        if where in ("area", "middle", "discard"):
            return Action.make(seat, "plain_base", card=card)
    if family == "action" and where in ("middle", "discard", "area", "toast"):
        return Action.make(seat, "action", card=card)
    if family == "topping":
        return Refusal("Toppings go onto one of your Toasts.")
    if family == "action":
        return Refusal("Drop an action card in the middle of the table to play it.")
    return Refusal("A Plain Toast goes onto your area (a new Toast) or onto a Toast (a Sandwich).")


def click_zone(seat: int, zone: Hashable | None, kind: str, raised: list[str],
               picked: str | None) -> Intent:
    """The intent of a press on ``zone`` (``picked``: a topping chosen on a Toast for Pantry
    Raid)."""
    if zone is None:
        return None
    where, *key = zone
    if kind == "toast_toasted" and where == "toast":
        return Action.make(seat, "toast_toasted", toast=key[0])
    if kind == "pantry_raid" and where == "toast" and picked is not None:
        return Action.make(seat, "pantry_raid", toast=key[0], topping=picked)
    if kind == "hand_check" and where == "discard" and len(raised) == 1:
        return Action.make(seat, "discard", card=raised[0])
    if kind == "play" and len(raised) == 1:
        return drop_hand_card(seat, raised[0], zone, [], kind) if where != "base_pile" else None
    if kind == "play" and len(raised) == 2 and where in ("base_pile", "toast"):
        return drop_hand_card(seat, raised[0], zone, raised, kind)
    return None


def waits_for_pair(legal: list[Action], card: str, zone: Hashable | None,
                   raised: list[str]) -> bool:
    """True when hand topping ``card`` let go over ``zone`` (a Toast) with nothing else raised
    should wait there for a partner: a one-play pair with ``card`` on that Toast is legal."""
    if raised or zone is None or zone[0] != "toast" or FAMILY.get(card) != "topping":
        return False
    return any(a.kind == "two_toppings" and a["toast"] == zone[1] and card in a["cards"]
               for a in legal)


def pair_words(card_name: str) -> str:
    """The caption on the Toast a topping waits on for its partner."""
    return (f"{card_name} waits on the gold Toast: drop its match there, or click that Toast to "
            "play it alone.")


def drop_topping(seat: int, topping: str, zone: Hashable | None) -> Intent:
    """Pantry Raid: the topping ``topping`` dragged from a Toast over ``zone``."""
    if zone is None or zone[0] != "toast":
        return Refusal("Pantry Raid: drop the topping onto one of your open Toasts.")
    return Action.make(seat, "pantry_raid", toast=zone[1], topping=topping)


def target_toasts(legal: list[Action], card: str | None, raised: list[str]) -> set[str]:
    """The Toasts (base ids) to glow now: where the dragged or raised ``card`` may go, or the
    targets of Toast Toasted / Pantry Raid."""
    out = set()
    for a in legal:
        if a.kind in ("toast_toasted", "pantry_raid") and (card is None or a.get("topping") == card):
            out.add(a["toast"])
        elif card is not None and a.kind in ("topping", "sandwich") and a["card"] == card:
            out.add(a["toast"])
        elif card is not None and a.kind == "two_toppings" and card in a["cards"] and all(
                c in raised or c == card for c in a["cards"]):
            out.add(a["toast"])
    return out


HAND_WORDS = {
    "play": "Press on a card to pick it up, then drag it where it goes.",
    "hand_check": "Drag a card from your hand onto the discard pile.",
    "toast_toasted": "Toast Toasted: click a glowing Toast to clear it.",
    "pantry_raid": "Pantry Raid: drag a topping from an open Toast onto one of yours.",
    "slimy_limy": "Slimy-limy: click the player to rob (or choose in the bar).",
    "trash_toast": "Trash Toast: click a topping on one of your open Toasts (or choose in the bar).",
}
"""What a press on the hand that picks nothing up says, per decision kind (never silence)."""


def pick_seat(seat: int, victim: int, chosen: list[int], legal: list[Action]
              ) -> tuple[list[int], Intent]:
    """Slimy-limy on the table: ``victim``'s area was clicked with ``chosen`` already picked.
    Returns the new picks and the intent: a ``steal`` when the picks make one (the same player
    twice: 2 from them; two players: 1 each; the only way left: at once), else None.
    Source: Toasty Toasts rulebook, Action Cards (Slimy-limy)."""
    options = {tuple(a["victims"]) for a in legal if a.kind == "steal"}
    if not any(victim in o for o in options):
        return chosen, Refusal("That player holds no card to steal.")
    if chosen == [victim] or (victim not in chosen and not chosen and not any(
            len(o) == 2 and victim in o for o in options)):
        return [], Action.make(seat, "steal", victims=(victim,))
    if chosen and victim not in chosen:
        pair = tuple(sorted([chosen[0], victim]))
        if pair in options:
            return [], Action.make(seat, "steal", victims=pair)
    return [victim], None
