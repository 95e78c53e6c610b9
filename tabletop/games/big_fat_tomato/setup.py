"""Setting up a game of The Big Fat Tomato Game.

Source: The Big Fat Tomato Game rulebook, Setup (Market at random among the bottom 10 cards,
five cards each, baskets and storehouses empty); docs/rules/big_fat_tomato.md (seat 0 starts:
the app seats whoever draws the best ripe tomato first).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Rng, init_knowledge, log_event
from tabletop.games.big_fat_tomato.components import ALL_CARDS, HAND_SIZE, MARKET_DEPTH, MARKET_ID
from tabletop.games.big_fat_tomato.zones import card_name, who

State = dict[str, Any]


def fresh_flags() -> dict[str, Any]:
    """The per-turn record: the special card played (key or None), whether the recount was
    made, Chemicals played (no harvest), the caterpillar loss rolled, weeds present at the
    harvest, Bumper Harvest, extra dice from the Watering Can, the harvest dice and the harvest
    taken (None before)."""
    return {"special": None, "recounted": False, "chemicals": False, "caterpillar_loss": 0,
            "bumper": False, "extra_dice": 0, "dice": [], "harvest": None}


def fill_state(state: State, num_players: int) -> None:
    """Fill a new state: shuffle, Market among the bottom 10, deal 5 each, empty plots; seat 0
    starts its turn at the protection step (its hand is already full)."""
    rng = Rng(state)
    rest = [c for c in ALL_CARDS if c != MARKET_ID]
    rng.shuffle(rest)
    deck = list(rest)  # top last: deck[0] is the bottom card
    deck.insert(rng.below(MARKET_DEPTH), MARKET_ID)
    state["deck"] = deck
    init_knowledge(state)
    state["hands"] = [sorted(deck.pop() for _ in range(HAND_SIZE)) for _ in range(num_players)]
    state.update(compost=[], market=[], supply_taken=0, frames=[], current=0, turn=1,
                 step="protect", flags=fresh_flags(), last_roll=None,
                 plots=[{"basket": 0, "storehouse": 0, "fences": [], "threats": []}
                        for _ in range(num_players)])
    for s in range(num_players):
        log_event(state, "You are dealt " + ", ".join(card_name(c) for c in state["hands"][s])
                  + ".", only=[s], others=f"{who(state, s)} is dealt {HAND_SIZE} cards.")
    log_event(state, f"{who(state, 0)} starts.", turn=True)
