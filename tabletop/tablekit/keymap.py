"""A table's keys as data: :class:`KeyMap` turns a key press into a command ``(name, n)`` from
rows of bindings (:class:`KeyRow`), the first row that matches winning. A row may hold only
while the table is in some state (``when``: flag -> value, e.g. ``{"decision": "discard"}``)
and may name another command while Shift is held. The table then carries out the command (it
never decides a rule: what it submits is checked against the legal list).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Command = tuple[str, int]
"""``(name, n)``: what a key asks for and its number (a space, a hand index, a step)."""


@dataclass(frozen=True)
class KeyRow:
    """One binding.

    Attributes:
        keys: pygame key code -> the command's number (a tuple of codes: number 0).
        name: the command; ``shifted``: the command while Shift is held (None: the same).
        when: flags that must all have these values (see :meth:`KeyMap.command`).
    """

    keys: dict[int, int] | tuple[int, ...]
    name: str
    shifted: str | None = None
    when: dict[str, Any] = field(default_factory=dict)

    def number(self, key: int) -> int | None:
        """The command's number for ``key``, or None when the row does not bind it."""
        if isinstance(self.keys, dict):
            return self.keys.get(key)
        return 0 if key in self.keys else None


class KeyMap:
    """Key presses -> commands (see the module docstring).

    Args:
        rows: the bindings, first match wins.
    """

    def __init__(self, rows: list[KeyRow]) -> None:
        self.rows = list(rows)

    def command(self, key: int, shift: bool = False, **flags: Any) -> Command | None:
        """The command of a press of ``key`` (``shift``: a Shift key is held) while the table's
        state is ``flags`` (e.g. ``decision="discard", pending=False``); None when no row binds
        it."""
        for row in self.rows:
            n = row.number(key)
            if n is None or any(flags.get(f) != v for f, v in row.when.items()):
                continue
            return ((row.shifted or row.name) if shift else row.name, n)
        return None
