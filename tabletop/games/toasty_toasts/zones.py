"""Moving cards between zones: drawing (Time to Eat ends the game), hands and what each seat
knows of them.

Zones (plain lists of card ids): ``draw_pile`` (top last), ``discard`` (face up, top last),
``base_pile`` (face up, top last), ``hands[seat]`` (sorted), ``revealed`` (Time to Eat once
drawn) and the Toasts (:mod:`tabletop.games.toasty_toasts.toasts`). ``known[seat]`` lists every
card id whose whereabouts ``seat`` can follow: each card that enters its hand (it sees it), and
so the cards it later passes on or has stolen from it. Functions mutate the fresh copy
``Game._apply`` works on. Sources: Toasty Toasts rulebook, Setup, Player Turns, Game End;
rules-decisions.md, Toasty Toasts (the game ends as soon as Time to Eat is drawn, by any draw;
the discard pile is never reshuffled; stolen cards are random).
"""

from __future__ import annotations

import bisect

from tabletop.engine import Rng, log_event
from tabletop.games.toasty_toasts.components import TIME_TO_EAT
from tabletop.engine import forget, learn
from tabletop.games.toasty_toasts.words import card_list, seat_name

State = dict


def add_to_hand(state: State, seat: int, cards: list[str]) -> None:
    """Put ``cards`` into ``seat``'s hand (kept sorted); the seat sees them."""
    hand = state["hands"][seat]
    for card in cards:
        bisect.insort(hand, card)
    learn(state, seat, *cards)


def remove_from_hand(state: State, seat: int, cards: list[str]) -> None:
    """Take ``cards`` out of ``seat``'s hand.

    Raises:
        ValueError: the hand lacks one of them (the caller checked legality)."""
    hand = state["hands"][seat]
    for card in cards:
        hand.remove(card)


def draw(state: State, seat: int, n: int) -> bool:
    """``seat`` draws up to ``n`` cards from the draw pile, one at a time, and the draw is
    logged (the faces only to that seat). Drawing Time to Eat ends the game at once: it is
    shown to all and lies in ``revealed``; cards drawn before it stay in the hand. Returns True
    when the game ended. Source: rulebook, Game End; rules-decisions.md, Toasty Toasts."""
    got: list[str] = []
    pile = state["draw_pile"]
    ended = False
    while len(got) < n and pile:
        card = pile.pop()
        if card == TIME_TO_EAT:
            state["revealed"].append(card)
            ended = True
            break
        got.append(card)
    add_to_hand(state, seat, got)
    name = seat_name(state, seat)
    if got:
        log_event(state, f"You drew {card_list(got)}.", only=[seat],
                  others=f"{name} drew {len(got)} card{'s' if len(got) != 1 else ''}.")
    if ended:
        state["over"] = True
        state["ended_by"] = seat
        log_event(state, f"{name} drew Time to Eat!")
    return ended


def steal(state: State, thief: int, victim: int, n: int) -> list[str]:
    """``thief`` takes ``n`` cards at random from ``victim``'s hand (all of them when it holds
    fewer) and returns them. The thief sees them; the victim knew them; every other seat loses
    track of the victim's whole hand, as it cannot tell which cards went. Source: rulebook,
    Action Cards (Slimy-limy); rules-decisions.md (the stolen cards are random)."""
    hand = state["hands"][victim]
    forget(state, list(hand), keep=(thief, victim))
    taken = []
    rng = Rng(state)
    for _ in range(min(n, len(hand))):
        taken.append(hand.pop(rng.below(len(hand))))
    add_to_hand(state, thief, taken)
    return taken


def pass_hands(state: State, direction: str) -> None:
    """Every player passes their whole hand to the player on their left (the next seat, the
    way turns go) or right. Everyone can follow where each hand went; each receiver sees its
    new hand. Source: rulebook, Action Cards (Menu Change), Setup step 5 (play proceeds
    clockwise, to the left); rules-decisions.md (the direction printed on each copy)."""
    n = state["players"]
    step = 1 if direction == "left" else -1
    old = state["hands"]
    state["hands"] = [old[(s - step) % n] for s in range(n)]
    for seat, hand in enumerate(state["hands"]):
        learn(state, seat, *hand)
