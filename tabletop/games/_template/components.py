"""The template's components: crop cards with stable ids, and the numbers the rules use.

Made-up rules (replace them): 12 crop cards, ids ``crop_<value><copy>`` with values 1-4, three
copies each. Source: the game's rulebook, Components (cite the section in the real game).
"""

from __future__ import annotations

VALUES = (1, 2, 3, 4)
COPIES = "abc"
CARDS = tuple(f"crop_{v}{c}" for v in VALUES for c in COPIES)
"""Every card id; a card's id never changes, wherever it lies (the knowledge and the saves
rely on that)."""
HAND = 2
"""Cards dealt to each seat; a seat draws back up to it after playing."""


def value(card: str) -> int:
    """The points of a crop card (``"crop_3b"`` -> 3)."""
    return int(card[len("crop_")])
