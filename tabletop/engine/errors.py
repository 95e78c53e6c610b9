"""Errors raised by the engine and the games."""


class IllegalAction(ValueError):
    """An action that is not among the legal actions of the state it was applied to.

    The message names the seat, the action and the rule that forbids it, in plain words,
    e.g. ``"Ben cannot toss 3 at target 2: the target needs exactly 2 cards of the same
    value; a toss plays exactly such cards (rulebook: Toss; edition decision)."``. Players may
    read it, so the rule's source is named in player words, never a file.
    """


class GameNotAvailable(LookupError):
    """A game id that is unknown, or known but not playable in this version."""


class BadState(ValueError):
    """A state or action JSON document that does not describe a valid game state."""
