"""Reading a view's per-seat lists safely: a table draws from whatever view it is given (a
spectator's, an old save's, a test's made-up one), so a list may be missing or shorter than
the seats shown.
"""

from __future__ import annotations

from typing import Any, Sequence


def at(items: Sequence[Any] | None, i: int, default: Any = None) -> Any:
    """``items[i]``, or ``default`` when ``items`` is None/empty or has no index ``i``
    (``i`` < 0 counts as missing, never from the end)."""
    items = items or []
    return items[i] if 0 <= i < len(items) else default


def per_seat(view: dict[str, Any], key: str, seat: int, default: Any = None) -> Any:
    """The view's per-seat list ``key`` at ``seat`` (e.g. ``per_seat(view, "scores", 2, 0)``),
    or ``default`` when the view has no such list or it is too short."""
    return at(view.get(key), seat, default)
