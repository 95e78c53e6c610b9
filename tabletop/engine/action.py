"""Actions: small frozen values naming a seat, a kind and plain-data arguments.

Source: architecture guide, lesson 3 (actions hold ids, never object references, and turn into
JSON directly).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


def _freeze(value: Any) -> Any:
    """Turn lists into tuples (recursively) so an action is hashable; reject other types."""
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise TypeError(f"action arguments must be ints, strings, bools, None or lists, not {value!r}")


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


def _same_types(a: Any, b: Any) -> bool:
    """For two equal frozen values: True unless one holds a bool where the other holds an int
    (Python says ``True == 1``; their JSON differs, so as arguments they must differ)."""
    if isinstance(a, tuple):
        return all(_same_types(x, y) for x, y in zip(a, b))
    return isinstance(a, bool) == isinstance(b, bool)


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """One choice made by one seat.

    Attributes:
        seat: the seat index (0-based) that makes the choice; :data:`EXTERNAL` (-1) for an
            outcome decided outside the rules (a reaction race), recorded like any action.
        kind: what sort of choice, in the game's own words (``"pick_up"``, ``"toss"``...).
        args: sorted ``(name, value)`` pairs; values are ints, strings, bools, None or tuples.

    Build one with :meth:`make`; read arguments with ``action["space"]`` or :meth:`get`.
    Two actions are equal when seat, kind and arguments are equal; a bool argument never
    equals an int one (``flag=True`` differs from ``flag=1``, as their JSON does).
    """

    seat: int
    kind: str
    args: tuple[tuple[str, Any], ...] = ()

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Action):
            return NotImplemented
        return (self.seat == other.seat and self.kind == other.kind and self.args == other.args
                and _same_types(self.args, other.args))

    def __hash__(self) -> int:
        return hash((self.seat, self.kind, self.args))

    @classmethod
    def make(cls, seat: int, kind: str, **args: Any) -> "Action":
        """Build an action; list arguments are stored as tuples.

        Raises:
            TypeError: an argument is not plain data.
        """
        return cls(int(seat), str(kind), tuple(sorted((k, _freeze(v)) for k, v in args.items())))

    def __getitem__(self, name: str) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        """The argument ``name``, or ``default`` when the action has none."""
        for key, value in self.args:
            if key == name:
                return value
        return default

    def to_json(self) -> dict[str, Any]:
        """A plain JSON object: ``{"seat": 0, "kind": "toss", "args": {...}}``."""
        return {"seat": self.seat, "kind": self.kind, "args": {k: _thaw(v) for k, v in self.args}}

    @classmethod
    def from_json(cls, data: Any) -> "Action":
        """Rebuild an action from :meth:`to_json` output.

        Raises:
            BadState: the document is not an action.
        """
        from tabletop.engine.errors import BadState

        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise BadState(f"not an action: {str(data)[:80]}")
        seat, args = data.get("seat"), data.get("args", {})
        if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(args, dict):
            raise BadState(f"not an action: {str(data)[:80]}")
        try:
            return cls.make(seat, data["kind"], **{str(k): v for k, v in args.items()})
        except TypeError as exc:
            raise BadState(f"bad action arguments: {exc}") from None

    def __str__(self) -> str:
        inner = ", ".join(f"{k}={_thaw(v)}" for k, v in self.args)
        return f"{self.kind}({inner})" if inner else self.kind


EXTERNAL = -1
"""Pseudo-seat for outcomes decided outside the rules (Potato Tomato's SLAP reaction race)."""
