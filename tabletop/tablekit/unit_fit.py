"""How big a table's unit (a die's or a card's size, in pixels) may be when a panel measured in
units must fit a box, for a panel that can take one of several shapes (Diced Tomatoes: the
tracks under the tokens, or beside them). Pure arithmetic, no pygame.
"""

from __future__ import annotations

from typing import Sequence


def fit_unit(w: float, h: float, shapes: Sequence[tuple[float, float]], most: float,
             least: int = 8, lean: float = 0.95) -> tuple[int, int]:
    """The biggest unit in pixels (at most ``most``, at least ``least``) for which a panel of
    one of ``shapes`` (each ``(width, height)`` in units) fits a ``w`` x ``h`` pixel box, and
    the index of that shape. An earlier shape is kept unless a later one allows a unit more
    than 1 / ``lean`` times bigger (``lean`` 0.95: the first shape is taken while it gives
    95% of the best).

    Raises:
        ValueError: ``shapes`` is empty.
    """
    if not shapes:
        raise ValueError("fit_unit needs at least one shape")
    units = [min(most, w / sw, h / sh) for sw, sh in shapes]
    best = 0
    for i, unit in enumerate(units[1:], 1):
        if units[best] < unit * lean:
            best = i
    return max(least, int(units[best])), best
