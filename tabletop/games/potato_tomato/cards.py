"""Potato Tomato components as data: the basic character cards and the action deck.

Character ids are stable: ``"P01".."P15"`` (basic potatoes) and ``"T01".."T15"`` (basic
tomatoes); only the first letter (the face) matters to the rules. Action ids ``"a01".."a32"``
name one printed card each. Source: Potato Tomato rulebook, Components, Setup and Action Card
Reference; rules-decisions.md, Potato Tomato (basic characters only; the default deck is all 32
cards, kept in one table; option for the composition).
"""

from __future__ import annotations

from dataclasses import dataclass

POTATO, TOMATO = "potato", "tomato"
SLOTS = 5
"""Characters in front of each player. Source: rulebook, Setup (deal 5 cards to each player)."""
BURN_TOKENS = 30
"""Source: rulebook, Components (30 burn tokens)."""
REVEAL_AT = 5
"""Five or more burn tokens after an action: reveal one character. Source: rulebook, Revealing
a Character Card; BURNT!."""
BURNT_AT = 3
"""Three greens or three blues end the draw phase. Source: rulebook, Draw Phase (b)."""
BURNT_TOKENS = 3
"""Tokens a BURNT player takes. Source: rulebook, Draw Phase (b)."""

CHARACTERS_PER_COUNT = {3: 8, 4: 10, 5: 13, 6: 15}
"""Basic potatoes (and as many basic tomatoes) taken from the box per player count.
Source: rulebook, Setup (table)."""


def characters(players: int) -> list[str]:
    """The character ids in play for ``players`` (3..6), potatoes then tomatoes.

    Raises:
        KeyError: a player count outside 3..6.
    """
    n = CHARACTERS_PER_COUNT[players]
    return [f"P{i:02}" for i in range(1, n + 1)] + [f"T{i:02}" for i in range(1, n + 1)]


def face(card: str) -> str:
    """``"potato"`` or ``"tomato"`` for a character id."""
    return POTATO if card[0] == "P" else TOMATO


BLUE, GREEN, COLOURLESS, DUAL = "blue", "green", "colourless", "dual"
COLOURS = (BLUE, GREEN, COLOURLESS, DUAL)


@dataclass(frozen=True)
class ActionCard:
    """One printed action card.

    Attributes:
        id: ``"a01".."a32"``.
        name: as printed ("BURN", "MIX & MATCH"...).
        colour: blue, green, colourless or dual.
        effect: the key of its effect in :mod:`tabletop.games.potato_tomato.effects`.
        amount: the burn tokens of a plain give (BURN: 2, the colourless BURN: 1), else 0.
        immediate: resolved the moment it is drawn (the lightning symbol).
    """

    id: str
    name: str
    colour: str
    effect: str
    amount: int = 0
    immediate: bool = False


_TABLE = [
    # Source: rulebook, Action Card Reference, Blue Action Cards.
    ("BURN", BLUE, "give", 2), ("FORECAST", BLUE, "forecast", 0),
    ("INSPECT", BLUE, "inspect", 0), ("OVERLOOK", BLUE, "overlook", 0),
    ("PAW", BLUE, "paw", 0), ("ROTATE", BLUE, "rotate", 0), ("SHUFFLE", BLUE, "shuffle", 0),
    ("SURPRISE", BLUE, "surprise", 0), ("SWAP", BLUE, "swap", 0),
    ("TRANSFER", BLUE, "transfer", 0),
    # Source: rulebook, Action Card Reference, Dual-Color Action Cards.
    ("BURN", DUAL, "give", 2), ("REVENGE", DUAL, "revenge", 0), ("WASH", DUAL, "wash", 0),
    ("MIX & MATCH", DUAL, "mix_match", 0), ("WILDLIFE", DUAL, "wildlife", 0),
    ("PEEL", DUAL, "peel", 0),
    # Source: rulebook, Action Card Reference, Green Action Cards.
    ("BURN", GREEN, "give", 2), ("FUEL", GREEN, "fuel", 0), ("GATHER", GREEN, "gather", 0),
    ("GREEN FLAG", GREEN, "green_flag", 0), ("MATCH", GREEN, "match", 0),
    ("OVERCOOK", GREEN, "overcook", 0), ("PAIN & GAIN", GREEN, "pain_gain", 0),
    ("ROCK-PAPER-SCISSOR", GREEN, "rps", 0), ("PAW", GREEN, "paw", 0),
    ("SIPHON", GREEN, "siphon", 0),
    # Source: rulebook, Action Card Reference, Colorless Action Cards.
    ("BDSM", COLOURLESS, "bdsm", 0), ("BURN", COLOURLESS, "give", 1),
    ("OVERVIEW", COLOURLESS, "overview", 0), ("WHITE FLAG", COLOURLESS, "white_flag", 0),
    ("SHARE", COLOURLESS, "share", 0), ("SLAP", COLOURLESS, "slap", 0),
]
IMMEDIATE = {"bdsm", "slap"}
"""Source: rulebook, Colorless Action Cards (BDSM and SLAP carry the Immediately symbol)."""

ACTIONS: dict[str, ActionCard] = {
    f"a{i:02}": ActionCard(f"a{i:02}", name, colour, effect, amount, effect in IMMEDIATE)
    for i, (name, colour, effect, amount) in enumerate(_TABLE, start=1)}
"""Every printed action card by id (10 blue, 6 dual, 10 green, 6 colourless)."""

DECKS: dict[str, tuple[str, ...]] = {
    "all": tuple(ACTIONS),
    "no_slap": tuple(a for a, card in ACTIONS.items() if card.effect != "slap"),
}
"""The deck compositions of the ``deck`` option, as lists of action ids. ``all`` (the default)
is every printed card at every player count: the rulebook's per-count table is missing
(rules-decisions.md, Potato Tomato). ``no_slap`` leaves out the one real-time card for tables
that cannot race (docs/rules/potato_tomato.md)."""
DECK_LABELS = ("All 32 cards", "Without SLAP")
"""How the set-up screen names each of :data:`DECKS`, in its order."""


def colour_counts(cards: list[str]) -> dict[str, int]:
    """Green and blue counted over action ids: ``{"green": g, "blue": b}``; a dual card counts
    one of each, a colourless card none. Source: rulebook, Draw Phase."""
    green = blue = 0
    for a in cards:
        colour = ACTIONS[a].colour
        green += colour in (GREEN, DUAL)
        blue += colour in (BLUE, DUAL)
    return {GREEN: green, BLUE: blue}


def is_burnt(cards: list[str]) -> bool:
    """True when ``cards`` (drawn this turn) hold 3 greens or 3 blues counted as above.
    Source: rulebook, Draw Phase (b)."""
    counts = colour_counts(cards)
    return counts[GREEN] >= BURNT_AT or counts[BLUE] >= BURNT_AT
