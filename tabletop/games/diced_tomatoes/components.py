"""Diced Tomatoes components: dice ids and colours, tokens, tracks and the numbers of the game.

Every die has an id: ``"r0".."r<11n-1>"`` (red), ``"b0"..`` (black), ``"g0"..`` (gold, golden
variant only). Each die lies in exactly one zone at a time: the bushel, the active player's
rolled dice, the dice passed on to the next player, a vine on a tomato token, or a score track.

Source: Diced Tomatoes rulebook, Setup (per player 11 red dice, 2 black dice, 1 golden die in the
Sunny Golden Hybrid variant, 3 tomato tokens, karma heart at 3); rules-decisions.md, Diced
Tomatoes (components, all dice start in the shared bushel).
"""

from __future__ import annotations

RED, BLACK, GOLD = "red", "black", "gold"
"""The die colours, as they appear in views."""

COLOUR_OF_PREFIX = {"r": RED, "b": BLACK, "g": GOLD}
PREFIX_OF_COLOUR = {RED: "r", BLACK: "b", GOLD: "g"}

RED_PER_PLAYER = 11
"""Source: Diced Tomatoes rulebook, Setup."""
BLACK_PER_PLAYER = 2
"""Source: Diced Tomatoes rulebook, Setup."""
GOLD_PER_PLAYER = 1
"""Only in the Sunny Golden Hybrid variant. Source: Diced Tomatoes rulebook, Setup."""
TOKENS_PER_PLAYER = 3
"""Tomato tokens per player. Source: Diced Tomatoes rulebook, Setup."""
SCORE_SLOTS = 6
"""Score slots on a score track; a 6th tomato triggers the final round. Source: rulebook, Game End."""
VINE_FULL = 4
"""A vine is harvested when its 4th die lands. Source: rulebook, Collecting Points."""
DICE_PER_TURN = 3
"""Dice taken from the bushel each turn. Source: rulebook, Player Turn."""
KARMA_START = 3
"""Source: rulebook, Setup (karma heart at position 3)."""
KARMA_TURN_CAP = 12
"""Most karma a player may hold during their own turn. Source: rules-decisions.md, Diced Tomatoes."""
KARMA_KEEP = 6
"""Most karma kept when a turn ends. Source: rules-decisions.md, Diced Tomatoes."""
BITS_PER_KARMA = 3
"""Karma Overload: 3 karma bits make 1 karma. Source: rulebook, Karma (Karma Overload Variant)."""
SIXTH_TOMATO_BONUS = 2
"""Points for harvesting a 6th tomato first. Source: rulebook, Collecting Points."""
SLOT_MATCH_TOTAL = 7
"""Dicey Tomato variant: a score equal to its slot number is worth 7. Source: rulebook,
Collecting Points (Dicey Tomato Rules variant)."""
RED_DICE_PER_POINT = 3
"""End game: each 3 red dice on unfinished vines earn 1 point. Source: rulebook, Collecting Points."""
KARMA_PER_POINT = 2
"""End game: each 2 unused karma earn 1 point. Source: rulebook, Collecting Points."""


def colour(die: str) -> str:
    """The colour (``"red"``, ``"black"`` or ``"gold"``) of a die id such as ``"b3"``.

    Raises:
        KeyError: the id does not start with r, b or g.
    """
    return COLOUR_OF_PREFIX[die[0]]


def dice_for(num_players: int, golden: bool) -> list[str]:
    """Every die id of a game with ``num_players`` players, reds first, then blacks, then golds.

    Args:
        num_players: 1-6.
        golden: True in the Sunny Golden Hybrid variant (adds one gold die per player).
    """
    counts = [(RED, RED_PER_PLAYER), (BLACK, BLACK_PER_PLAYER)]
    if golden:
        counts.append((GOLD, GOLD_PER_PLAYER))
    return [f"{PREFIX_OF_COLOUR[c]}{i}" for c, per in counts for i in range(per * num_players)]


def die_order(die: str) -> tuple[int, int]:
    """A sort key keeping the bushel in a fixed order: red, black, gold, then by number."""
    return ("rbg".index(die[0]), int(die[1:]))
