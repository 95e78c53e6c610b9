"""Moving cards and tomatoes between zones, with the knowledge of face-down cards kept right.

Knowledge (``state["known"]``, one sorted id list per seat) holds only cards lying in another
seat's hand: a card going face up (Compost Heap, a plot) is forgotten by everyone, a card going
into a seat's own hand leaves that seat's list. Tomatoes: ``state["supply_taken"]`` counts the
tomatoes out of the supply (in baskets and storehouses); every move in or out of the supply goes
through :func:`take_from_supply` / :func:`return_to_supply`.
Source: rules-decisions.md, The Big Fat Tomato Game (unlimited supply; the Compost Heap is never
reshuffled); docs/rules/big_fat_tomato.md (knowledge).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Rng, forget, learn, log_event
from tabletop.games.big_fat_tomato.components import DIE_SIDES, HAND_SIZE, MARKET_ID, kind_of

State = dict[str, Any]


def who(state: State, seat: int) -> str:
    """The display name of ``seat`` ("Player 2" unless the game has names)."""
    names = state.get("names")
    return names[seat] if names and 0 <= seat < len(names) else f"Player {seat + 1}"


def card_name(card: str) -> str:
    """The printed name of a card id or kind key ("hoe.2" or "hoe" -> "Hoe")."""
    return kind_of(card).name


def first_of(hand: list[str], key: str) -> str | None:
    """The first card id of kind ``key`` in ``hand`` (sorted order), or None."""
    return next((c for c in hand if c.split(".", 1)[0] == key), None)


def holds(state: State, seat: int, key: str) -> bool:
    """True when ``seat``'s hand holds a card of kind ``key``."""
    return first_of(state["hands"][seat], key) is not None


def from_hand(state: State, seat: int, key: str) -> str:
    """Take the first card of kind ``key`` out of ``seat``'s hand and return its id; it is
    about to go face up, so every seat forgets it.

    Raises:
        ValueError: the hand holds no such card.
    """
    card = first_of(state["hands"][seat], key)
    if card is None:
        raise ValueError(f"seat {seat} holds no {key}")
    state["hands"][seat].remove(card)
    forget(state, [card])
    return card


def into_hand(state: State, seat: int, card: str) -> None:
    """Put ``card`` into ``seat``'s hand (kept sorted); the seat no longer 'knows' it as
    another's card."""
    state["hands"][seat].append(card)
    state["hands"][seat].sort()
    forget(state, [card], keep=[s for s in range(state["players"]) if s != seat])


def to_compost(state: State, *cards: str) -> None:
    """Put face-up cards on the Compost Heap (top last). Source: rulebook, Setup 4."""
    forget(state, cards)
    state["compost"].extend(cards)


def draw_up(state: State, seat: int) -> bool:
    """Draw until ``seat`` holds 5 cards; the Market ends the game the moment it is drawn, even
    mid-draw. Returns False when the game ended. Source: rulebook, How to Play 1 and How to Win;
    rules-decisions.md (even mid-draw)."""
    drawn = []
    while len(state["hands"][seat]) < HAND_SIZE and state["deck"]:
        card = state["deck"].pop()
        if card == MARKET_ID:
            if drawn:
                _log_draw(state, seat, drawn)
            state["market"].append(card)
            state["over"] = True
            log_event(state, f"{who(state, seat)} draws the Market: the market opens and the "
                             f"game ends.")
            return False
        into_hand(state, seat, card)
        drawn.append(card)
    if drawn:
        _log_draw(state, seat, drawn)
    return True


def _log_draw(state: State, seat: int, drawn: list[str]) -> None:
    names = ", ".join(card_name(c) for c in drawn)
    n = len(drawn)
    log_event(state, f"You draw {names}.", only=[seat],
              others=f"{who(state, seat)} draws {n} card{'s' if n > 1 else ''}.")


def roll(state: State, n: int) -> list[int]:
    """``n`` dice rolled with the state's Rng."""
    rng = Rng(state)
    return [rng.randint(1, DIE_SIDES) for _ in range(n)]


def take_from_supply(state: State, seat: int, n: int) -> None:
    """``n`` tomatoes from the (unlimited) supply into ``seat``'s basket. Source:
    rules-decisions.md (never block a harvest on the supply)."""
    state["plots"][seat]["basket"] += n
    state["supply_taken"] += n


def return_to_supply(state: State, n: int) -> None:
    """``n`` tomatoes (already removed from a basket or storehouse) go back to the supply."""
    state["supply_taken"] -= n


def empty_basket(state: State, seat: int) -> int:
    """Every tomato of ``seat``'s basket back to the supply; returns how many."""
    n = state["plots"][seat]["basket"]
    state["plots"][seat]["basket"] = 0
    return_to_supply(state, n)
    return n


def learn_hand(state: State, seat: int, other: int) -> None:
    """``seat`` sees ``other``'s whole hand (Mole Spy). Source: rulebook, Mole Spy."""
    if state["hands"][other]:
        learn(state, seat, *state["hands"][other])


def pass_card(state: State, giver: int, taker: int, key: str) -> str:
    """Move a card of kind ``key`` from ``giver``'s hand to ``taker``'s; the giver saw which
    card it was. Returns its id.

    Raises:
        ValueError: the giver holds no such card.
    """
    card = first_of(state["hands"][giver], key)
    if card is None:
        raise ValueError(f"seat {giver} holds no {key}")
    state["hands"][giver].remove(card)
    into_hand(state, taker, card)
    learn(state, giver, card)
    return card


def public_knowledge(state: State, card: str, taker: int) -> None:
    """Every seat but ``taker`` knows ``card`` went into ``taker``'s hand (it came face up from
    the Compost Heap)."""
    for seat in range(state["players"]):
        if seat != taker:
            learn(state, seat, card)
