"""What a gesture on a table means, as the game answers it to the kit.

A game's table declares :class:`Piece` s (things a press picks up: a token, a card, a die) and
:class:`Zone` s (places a piece is dropped on, or clicked after a piece was chosen), and turns a
gesture into an *intent*: an engine ``Action`` (the kit checks it against the legal list), a
:class:`Confirm` (the action waits for a second click or Enter), a :class:`Refusal` (a word
said, nothing submitted) or None (nothing meant; a dragged piece glides home). No rule is
decided here or in the kit: legality comes only from the engine's legal list. No pygame
needed to build these (a ``rect`` is any ``pygame.Rect``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Union

from tabletop.engine import Action


@dataclass(frozen=True)
class Piece:
    """Something a press can pick up.

    Attributes:
        key: the table's own name for it (hashable, e.g. ``("token", 2)``, ``("die", "r3")``);
            the kit hands it back in every hook.
        rect: where it is drawn now (window pixels; a ``pygame.Rect``); the press's offset in
            it is kept while dragging and a refused drop glides back to it.
    """

    key: Hashable
    rect: Any


@dataclass(frozen=True)
class Zone:
    """A place that takes drops (or a click once a piece is chosen).

    Attributes:
        key: the table's own name for it (hashable, e.g. ``("target", 1)``, ``(2, 0)``).
        rect: its hit area (window pixels; a ``pygame.Rect``).
    """

    key: Hashable
    rect: Any


class Confirm:
    """An action that waits for its confirming gesture (a second click on one of
    :meth:`hit`'s places, Enter, or the game's own key); any other press cancels it.

    Args:
        action: the engine Action to submit when confirmed.

    Subclass it to carry what the table shows meanwhile (override :attr:`prompt`,
    :meth:`hit` and :attr:`cancelled`).
    """

    cancelled = "Cancelled."
    """The status-bar line when it is dropped (a click elsewhere, Esc)."""

    def __init__(self, action: Action) -> None:
        self.action = action

    @property
    def prompt(self) -> str:
        """The line shown (status bar, and by the game near the place) while it waits."""
        return "Click again or press Enter to confirm; Esc cancels."

    def hit(self, pos: tuple[int, int]) -> bool:
        """True when a press at ``pos`` (window pixels) confirms (default: never; Enter does)."""
        return False


class ConfirmOn(Confirm):
    """A :class:`Confirm` that a press on one of its places confirms (or Enter).

    Args:
        action: the engine Action to submit when confirmed.
        zones: the rects (window pixels, ``pygame.Rect``) a confirming press may hit, e.g.
            the target again and its badge.
    """

    def __init__(self, action: Action, zones: tuple[Any, ...] = ()) -> None:
        super().__init__(action)
        self.zones = tuple(zones)

    def hit(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` is on one of :attr:`zones`."""
        return any(r.collidepoint(pos) for r in self.zones)


@dataclass(frozen=True)
class Refusal:
    """No action: say ``text`` at the gesture (refusal bubble and sound); a dragged piece
    glides home.

    Attributes:
        text: one plain line ("Cards go onto a target or the discard pile.").
    """

    text: str


Intent = Union[Action, Confirm, Refusal, None]
"""What a game's gesture hooks return."""
