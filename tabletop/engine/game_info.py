"""What a game declares about itself: its set-up options (:class:`Option`) and the facts the
registry, the set-up screen and the generic tests read (:class:`GameInfo`). Plain data, no
rules. Source: architecture guide, lessons 1-7; docs/engine.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Option:
    """One set-up option of a game.

    Attributes:
        key: the name used in ``options`` dicts.
        label: short text for the set-up screen.
        default: the value used when the option is not given.
        description: one or two plain sentences; cite the source (rules decision) here.
        choices: the allowed values; for a bool option ``(False, True)``.
        choice_labels: player words shown for each choice, in the order of :attr:`choices`
            (empty: each value's ``str``); the stored value never changes.
    """

    key: str
    label: str
    default: Any
    description: str
    choices: tuple[Any, ...] = (False, True)
    choice_labels: tuple[str, ...] = ()

    def label_of(self, value: Any) -> str:
        """The words shown for choice ``value`` (its ``str`` when it has no label)."""
        for choice, label in zip(self.choices, self.choice_labels):
            if type(choice) is type(value) and choice == value:
                return label
        return str(value)

    def value_of(self, label: str) -> Any:
        """The choice shown as ``label`` (see :meth:`label_of`).

        Raises:
            ValueError: no choice is shown that way.
        """
        for choice in self.choices:
            if self.label_of(choice) == label:
                return choice
        raise ValueError(f"no choice of {self.key!r} is shown as {label!r}")

    def allows(self, value: Any) -> bool:
        """True when ``value`` is one of :attr:`choices`, of exactly the same type: in Python
        ``0 == False`` and ``1.0 == 1``, but a save or settings file holding 0 for a yes/no
        option is damaged, not a game with that option off."""
        return any(type(value) is type(c) and value == c for c in self.choices)


@dataclass(frozen=True)
class GameInfo:
    """What the registry, the set-up screen and the generic tests know of a game.

    Flags (keyword arguments; the generic simulation test reads them, docs/engine.md):
        hidden_information: some component is hidden from some seat (a hand, a face-down deck,
            a secret choice): determinizations must not always give back the true state.
        hidden_with: option keys that add hidden information when on, for a game whose
            default play hides nothing (Diced Tomatoes' blind draw).
        simultaneous: the game has simultaneous secret decisions (several seats choose at once).
        teams: victories may be shared by a team (``winners`` need not have the top score).
        real_time: the game has real-time outcomes decided outside the rules (decisions for
            the ``EXTERNAL`` pseudo-seat).

    Words for the app (no rules):
        curtain_note: the hot-seat curtain's line on what it keeps hidden until the next
            player takes the screen, in the game's terms ("Every hand stays face down until
            then."); a game with nothing hidden says so instead.
        chance_note, reveal_note: what a move did that undo never goes back past, finishing
            "your last move ..." in the game's terms: ``chance_note`` when it drew on chance
            (the RNG advanced: "rolled the dice"), ``reveal_note`` when it turned up something
            a seat had not seen ("turned up a card nobody had seen"). See tabletop/undo.py.
    """

    id: str
    name: str
    min_players: int
    max_players: int
    rules_version: str
    options: tuple[Option, ...] = field(default_factory=tuple)
    summary: str = ""
    hidden_information: bool = True
    hidden_with: tuple[str, ...] = ()
    simultaneous: bool = False
    teams: bool = False
    real_time: bool = False
    curtain_note: str = "Every hand stays face down until then."
    chance_note: str = "left something to chance"
    reveal_note: str = "turned up a card nobody had seen"
    score_label: str = "points"
    """What the number beside each seat counts, plural, lower case ("points"; Potato Tomato:
    "face down", its cards still face down). The game-over screen and the Load list say it."""

    def default_options(self) -> dict[str, Any]:
        """Every option at its default."""
        return {o.key: o.default for o in self.options}

    def hides_information(self, options: dict[str, Any] | None = None) -> bool:
        """True when a game played with ``options`` (option key -> value; None: defaults)
        has hidden information: :attr:`hidden_information`, or one of :attr:`hidden_with`
        on."""
        opts = self.default_options() | (options or {})
        return self.hidden_information or any(opts.get(key) for key in self.hidden_with)


__all__ = ["GameInfo", "Option"]
