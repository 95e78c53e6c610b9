"""Errors raised by the engine and the games."""


class IllegalAction(ValueError):
    """An action that is not among the legal actions of the state it was applied to.

    The message names the seat, the action and the rule that forbids it, in plain words,
    e.g. ``"Seat 1 cannot toss at space 2: the target needs exactly 2 cards (TomaToss
    rulebook, Toss)"``.
    """


class GameNotAvailable(LookupError):
    """A game id that is unknown, or known but not playable in this version."""


class BadState(ValueError):
    """A state or action JSON document that does not describe a valid game state."""
