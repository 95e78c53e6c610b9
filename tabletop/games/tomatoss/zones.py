"""Moving tomato cards between zones: drawing (with the reshuffle), hands and known cards.

State zones used here (plain lists of values): ``tomato_deck`` (top last), ``discard`` (top
last), ``hands[seat]`` (kept sorted) and ``known[seat]`` (the hand cards every seat knows of,
sorted; always a sub-multiset of the hand). Functions mutate the state given to them, which is
the fresh copy ``Game._apply`` works on.

After a reshuffle the new deck's cards are public (everyone saw the face-up pile), so two more
keys follow that deck: ``deck_pool`` (sorted values: the reshuffled pile minus every card
revealed face up from it since; None before the first reshuffle) and ``pool_draws[seat]``
(sorted values that seat drew blind from that deck since; private to the seat). The deck then
always holds exactly ``deck_pool`` minus every seat's ``pool_draws``.
Source: TomaToss rulebook, Pick up (reshuffle the discard pile when the deck runs out);
rules-decisions.md, TomaToss (refill the moment the deck's last card is taken; an empty pick-up
space is refilled as soon as a card can be drawn; blind draws are private).
"""

from __future__ import annotations

import bisect
from typing import Any

from tabletop.engine import Rng, log_event

RESHUFFLE_TEXT = "Tomato deck empty: the discard pile was shuffled into a new deck."


def can_draw(state: dict[str, Any]) -> bool:
    """True when a tomato card can be drawn (the deck or the discard pile holds one)."""
    return bool(state["tomato_deck"]) or bool(state["discard"])


def _reshuffle(state: dict[str, Any]) -> None:
    """The discard pile (not empty) becomes the new deck, shuffled (logged); ``deck_pool``
    starts over as that pile and ``pool_draws`` as empty lists."""
    deck = state["discard"]
    state["discard"] = []
    state["deck_pool"] = sorted(deck)
    state["pool_draws"] = [[] for _ in state["hands"]]
    Rng(state).shuffle(deck)
    state["tomato_deck"] = deck
    log_event(state, RESHUFFLE_TEXT)


def draw(state: dict[str, Any], blind_for: int | None = None) -> int | None:
    """Take the top tomato card of the deck and return its value.

    ``blind_for`` is the seat drawing the card blind into its hand (a basket bonus draw); None
    means the card is revealed face up to everyone (a pick-up refill, a quick toss reveal).
    The moment the deck's last card is taken, the discard pile (if it holds any card) is
    shuffled into a new deck. A deck left empty because the discard pile was empty then is
    refilled when a card is needed again (here) and the discard pile holds one; when both are
    empty, nothing is drawn and None is returned. A card drawn from a reshuffled deck leaves
    ``deck_pool`` when revealed, or joins ``pool_draws[blind_for]`` when drawn blind.
    Source: TomaToss rulebook, Pick up ("immediately reshuffle"); rules-decisions.md, TomaToss
    (the deck is refilled the moment its last card is taken; discard pile empty then: as soon
    as a card is discarded and one is needed; both empty: nothing; blind draws are private).
    """
    if not state["tomato_deck"]:
        if not state["discard"]:
            return None
        _reshuffle(state)
    value = state["tomato_deck"].pop()
    if state["deck_pool"] is not None:
        if blind_for is None:
            state["deck_pool"].remove(value)
        else:
            bisect.insort(state["pool_draws"][blind_for], value)
    if not state["tomato_deck"] and state["discard"]:
        _reshuffle(state)   # the last card was taken: refill at once
    return value


def add_to_hand(state: dict[str, Any], seat: int, value: int, public: bool) -> None:
    """Put a card of ``value`` into ``seat``'s hand; ``public`` when everyone saw it (a card
    taken from a pick-up space). Source: rules-decisions.md, TomaToss (a card taken from a
    pick-up space is public knowledge; cards drawn blind are not)."""
    bisect.insort(state["hands"][seat], value)
    if public:
        bisect.insort(state["known"][seat], value)


def remove_from_hand(state: dict[str, Any], seat: int, values: list[int]) -> None:
    """Take the cards ``values`` out of ``seat``'s hand (they are being shown: played or
    discarded face up). A known card of that value is dropped from ``known`` first, as
    the shown card may as well be that one.

    Raises:
        ValueError: the hand lacks one of the values (the caller checked legality).
    """
    hand, known = state["hands"][seat], state["known"][seat]
    for v in values:
        hand.remove(v)
        if v in known:
            known.remove(v)


def discard(state: dict[str, Any], values: list[int]) -> None:
    """Put tomato cards face up on the discard pile, in the given order (last on top); then
    refill any pick-up space left empty while no card could be drawn (see
    :func:`refill_pickups`)."""
    state["discard"].extend(values)
    if values:
        refill_pickups(state)


def refill_pickups(state: dict[str, Any]) -> None:
    """Reveal a card on every empty pick-up space, left to right, as long as a card can be
    drawn (logged). A space is empty only when deck and discard pile were both empty as its
    card was taken. Source: rules-decisions.md, TomaToss (a pick-up space stays empty only
    until a card can be drawn again)."""
    for space, card in enumerate(state["pickup"]):
        if card is None and can_draw(state):
            state["pickup"][space] = new = draw(state)
            log_event(state, f"A {new} is revealed on the empty pick-up space {space + 1}.")
