"""Keyboard placement: a chosen piece (a die, a card) and a chosen spot to put it on, walked
with the arrow keys and started by Enter, for a table whose pieces go onto spots.

The table keeps the two choices (so its drawing and its mouse gestures share them) and asks
:class:`KeyFocus` what a key makes of them: ←/→ (Tab, Shift+Tab) another piece, ↑/↓ another
spot of the chosen piece, Enter with nothing chosen yet the first piece that can go anywhere
and its first spot. Spots the game prefers (the viewer's own, say) come first, so Enter never
starts on an opponent's spot while one of the viewer's own is open. The kit never knows what a
piece or a spot is: any hashable keys.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable, Sequence

import pygame

from tabletop.tablekit.controller import cycle

PIECE_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_TAB: 1}
"""Keys that choose another piece, and the direction (Shift+Tab goes back)."""
SPOT_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1}
"""Keys that choose another spot for the chosen piece."""


class KeyFocus:
    """What the keys make of a table's chosen piece and chosen spot.

    Args:
        targets: ``targets(piece) -> iterable of spots`` the piece may go on now (empty for
            None or a piece that cannot move).
        prefer: ``prefer(spot) -> bool``: spots to offer first (default: none).
        idle_spots: ``idle_spots() -> spots`` ↑/↓ walk with no piece chosen (default: none;
            Diced Tomatoes walks its vines, for the karma menu).
    """

    def __init__(self, targets: Callable[[Any], Iterable[Hashable]],
                 prefer: Callable[[Hashable], bool] | None = None,
                 idle_spots: Callable[[], Sequence[Hashable]] | None = None) -> None:
        self.targets = targets
        self.prefer = prefer or (lambda spot: False)
        self.idle_spots = idle_spots or (lambda: [])

    def spots(self, piece: Any) -> list[Hashable]:
        """The spots of ``piece`` in the order the keys offer them: preferred first, each
        group sorted; with no piece, ``idle_spots()``."""
        if piece is None:
            return list(self.idle_spots())
        return sorted(self.targets(piece), key=lambda s: (not self.prefer(s), s))

    def start(self, pieces: Sequence[Any], piece: Any, spot: Any) -> tuple[Any, Any]:
        """Enter before both are chosen: ``(piece, spot)`` with the chosen piece kept when it
        can go somewhere (else the first of ``pieces`` that can), and the chosen spot kept
        when it is one of its spots (else its first, preferred first). ``(None, spot)``
        when no piece can go anywhere."""
        if piece is None or not self.spots(piece):
            piece = next((p for p in pieces if self.spots(p)), None)
        if piece is None:
            return None, spot
        spots = self.spots(piece)
        return piece, (spot if spot in spots else spots[0])

    def arrow(self, key: int, shift: bool, pieces: Sequence[Any], piece: Any,
              spot: Any) -> tuple[Any, Any] | None:
        """``(piece, spot)`` after an arrow key (a new piece has no spot chosen yet); None
        when ``key`` is not one of :data:`PIECE_KEYS` / :data:`SPOT_KEYS` or there is
        nothing to walk."""
        if key in PIECE_KEYS and pieces:
            step = -1 if key == pygame.K_TAB and shift else PIECE_KEYS[key]
            return cycle(pieces, piece, step), None
        spots = self.spots(piece) if key in SPOT_KEYS else []
        if spots:
            return piece, cycle(spots, spot, SPOT_KEYS[key])
        return None
