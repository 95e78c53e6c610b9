"""The Big Fat Tomato Game components: the 54-card deck as data, the dice, the tomato supply.

Every card has a stable id ``"<key>.<n>"`` (``"hoe.1"`` .. ``"hoe.4"``; the Market is
``"market"``). A card lies in exactly one zone: the deck, a hand, the Compost Heap, a fence
row, the lying threats in front of a player, or (once drawn) the Market spot.

Source: The Big Fat Tomato Game rulebook, Card Types and Card Descriptions (the counts in
brackets); rules-decisions.md, The Big Fat Tomato Game (components: 2 dice, an unlimited tomato
supply, 53 cards + Market, no turn-summary cards).
"""

from __future__ import annotations

from dataclasses import dataclass

PROTECTION, FENCE, THREAT, INSTANT, SPECIAL, MARKET = (
    "protection", "fence", "threat", "instant", "special", "market")
"""Card types. Source: rulebook, Card Types (the icon in the upper left corner)."""


@dataclass(frozen=True)
class CardKind:
    """One kind of card.

    Attributes:
        key: the id stem (``"hoe"``), used in actions.
        name: the printed name.
        type: one of the card types above.
        count: copies in the deck (rulebook, Card Descriptions).
        clears: for a protection card, the lying threats it removes.
        lying: True for the threats that stay in front of a player (Caterpillars, Weeds, Pests).
        star: for an instant card, ``"green"`` (defence) or ``"red"`` (attack).
    """

    key: str
    name: str
    type: str
    count: int
    clears: tuple[str, ...] = ()
    lying: bool = False
    star: str = ""


PESTS, CATERPILLARS, WEEDS = "pests", "caterpillars", "weeds"

KINDS: tuple[CardKind, ...] = (
    # Source: rulebook, Card Descriptions, Protection Cards.
    CardKind("chemicals", "Chemicals", PROTECTION, 2, clears=(PESTS, CATERPILLARS, WEEDS)),
    CardKind("hoe", "Hoe", PROTECTION, 4, clears=(WEEDS,)),
    CardKind("pepper_spray", "Pepper Spray", PROTECTION, 1, clears=(PESTS, CATERPILLARS)),
    CardKind("soapy_water", "Soapy Water", PROTECTION, 1, clears=(CATERPILLARS,)),
    # Source: rulebook, Card Descriptions, Fence Cards (6).
    CardKind("fence", "Fence", FENCE, 6),
    # Source: rulebook, Card Descriptions, Threat Cards; rules-decisions.md (only these three lie).
    CardKind(CATERPILLARS, "Hungry Caterpillars", THREAT, 6, lying=True),
    CardKind(WEEDS, "Nagging Weeds", THREAT, 6, lying=True),
    CardKind(PESTS, "Nasty Pests", THREAT, 6, lying=True),
    CardKind("mole_spy", "Mole Spy", THREAT, 2),
    CardKind("zombie", "Zombie Tomato Invasion", THREAT, 1),
    CardKind("basket_kick", "Basket Kick", THREAT, 1),
    CardKind("ketchup", "Ketchup", THREAT, 1),
    CardKind("behemoth", "Look, a Flying Behemoth!", THREAT, 2),
    # Source: rulebook, Card Descriptions, Instant Action Cards.
    CardKind("big_fat_tomato", "Big Fat Tomato", INSTANT, 1, star="green"),
    CardKind("as_you_sow", "As You Sow, So Shall You Reap!", INSTANT, 2, star="green"),
    CardKind("hot_tomatoes", "Hot Tomatoes!", INSTANT, 2, star="red"),
    # Source: rulebook, Card Descriptions, Special Cards.
    CardKind("bumper_harvest", "Bumper Harvest", SPECIAL, 2),
    CardKind("watering_can", "Magic Watering Can", SPECIAL, 3),
    CardKind("express_delivery", "Express Delivery", SPECIAL, 2),
    CardKind("compost_jump", "Jump into the Compost", SPECIAL, 2),
    # Source: rulebook, Setup 2 and How to Win.
    CardKind("market", "Market", MARKET, 1),
)
KIND: dict[str, CardKind] = {k.key: k for k in KINDS}

MARKET_ID = "market"
NUM_CARDS = 54
"""Source: rules-decisions.md, The Big Fat Tomato Game (53 + Market)."""
HAND_SIZE = 5
"""Draw up to this many. Source: rulebook, Setup 3 and How to Play 1."""
MARKET_DEPTH = 10
"""The Market lies at random among the bottom 10 cards. Source: rulebook, Setup 2."""
LYING_LIMIT = 3
"""At most 3 lying threats in front of a player. Source: rulebook, How to Play 5."""
RECOUNT_MIN = 20
"""A recount of 20 or more moves the basket to the storehouse. Source: rules-decisions.md."""
FENCE_STRENGTH = 3
"""Each fence lowers the Pests' roll by 3. Source: rulebook, Fence Cards."""
BOX_TOMATOES = 150
"""The box's tomatoes; the supply never runs out (rules-decisions.md), this only sizes the
picture and the count shown."""
DIE_SIDES = 6


def kind_of(card_id: str) -> CardKind:
    """The kind of a card id (``"hoe.3"`` -> the Hoe).

    Raises:
        KeyError: not a card id of this game.
    """
    return KIND[card_id.split(".", 1)[0]]


def all_cards() -> list[str]:
    """Every card id of the game (54), in a fixed order: kinds as listed, copies numbered 1.."""
    out = []
    for k in KINDS:
        out += [MARKET_ID] if k.key == "market" else [f"{k.key}.{i}" for i in range(1, k.count + 1)]
    return out


ALL_CARDS: tuple[str, ...] = tuple(all_cards())
assert len(ALL_CARDS) == NUM_CARDS
