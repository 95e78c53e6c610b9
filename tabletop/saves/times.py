"""Save times: Unix seconds in memory, ISO 8601 UTC strings in files."""

from __future__ import annotations

from datetime import datetime, timezone


def to_iso(seconds: float) -> str:
    """``1700000000.5`` -> ``"2023-11-14T22:13:20.500000Z"`` (UTC, microseconds)."""
    stamp = datetime.fromtimestamp(float(seconds), timezone.utc)
    return stamp.isoformat(timespec="microseconds").replace("+00:00", "Z")


def from_iso(text: str) -> float:
    """Unix seconds from an ISO 8601 time with a time zone.

    Raises:
        ValueError: not such a time (no zone, wrong shape, out of range).
    """
    stamp = datetime.fromisoformat(text)
    if stamp.tzinfo is None:
        raise ValueError(f"time {text!r} has no time zone")
    return stamp.timestamp()
