"""Decisions: who must choose what, now.

Source: architecture guide, lesson 2 (a Decision names who must choose what; reaction windows
are decisions for other seats; multi-step choices are decision frames kept in the state).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Decision:
    """The choice the game is waiting for.

    Its seats, kind and prompt are public (every view carries them): none may give away hidden
    information (docs/engine.md, "A decision's kind, prompt and seats are public").

    Attributes:
        seats: the seats that must still choose, in the order they are asked. One seat for an
            ordinary turn; a seat other than the active player for a reaction window (a window
            asks every seat that could react, one decision at a time); several seats only for
            a simultaneous secret choice (each submits one action, in any order, and none sees
            the others' choices until all are in); ``(EXTERNAL,)`` for an outcome decided
            outside the rules. Rule: several seats only when ``simultaneous`` (the generic
            check enforces it).
        kind: the game's name for the choice (``"place_token"``, ``"discard"``...).
        prompt: one plain sentence for the person choosing ("Place a tomato token").
        simultaneous: True when ``seats`` choose at once and in secret.
        active: the seat whose turn it is (for display), which may not be among ``seats``.
    """

    seats: tuple[int, ...]
    kind: str
    prompt: str
    simultaneous: bool = False
    active: int | None = None

    def asks(self, seat: int) -> bool:
        """True when ``seat`` must choose now."""
        return seat in self.seats
