"""Helpers for plain-data game states.

A state is a JSON-compatible dict (dicts with string keys, lists, ints, strings, bools, None),
like boardgame.io's ``G``: it round-trips through ``json`` unchanged and compares with ``==``.
The entries of ``state["log"]`` are never mutated once written, so copies share them.
"""

from __future__ import annotations

import marshal
from typing import Any

LOG_KEY = "log"


_CONTAINERS = (dict, list)


def deep_copy(value: Any) -> Any:
    """A fast deep copy of plain JSON data (much faster than ``copy.deepcopy``); scalars are
    shared, never visited one call each."""
    if isinstance(value, dict):
        return {k: deep_copy(v) if isinstance(v, _CONTAINERS) else v for k, v in value.items()}
    if isinstance(value, list):
        return [deep_copy(v) if isinstance(v, _CONTAINERS) else v for v in value]
    return value


def copy_state(state: dict[str, Any]) -> dict[str, Any]:
    """A copy of ``state`` that shares only the (immutable) log entries.

    The rest is copied through :mod:`marshal`, the standard library's C serialiser for plain
    values (about 2.5x faster than :func:`deep_copy` here). It only ever round-trips our own
    in-memory data; nothing is read from a file with it.
    """
    log = state.get(LOG_KEY)
    body = {k: v for k, v in state.items() if k != LOG_KEY}
    out = marshal.loads(marshal.dumps(body))
    if log is not None:
        out[LOG_KEY] = list(log)
    return out


def log_event(state: dict[str, Any], text: str, *, only: list[int] | None = None,
              others: str | None = None, turn: bool = False, news: bool = False) -> None:
    """Append one line to the game log.

    Args:
        state: the state being built by ``_apply`` (mutated).
        text: what happened, in plain words, as the seats in ``only`` may read it (or everyone).
        only: seats allowed to read ``text``; None means every seat and spectators.
        others: what the other seats read instead (the redacted line), or None to hide the
            line from them entirely.
        turn: the line begins a seat's turn ("Chloé's turn."): the entry gets ``"turn":
            True``, so the hot-seat recap knows where a move's own lines end and the next
            turn's begin (:func:`turn_starts`).
        news: the line tells a result a player could miss on the table (ROTATE moved every
            row, BURNT!): the entry gets ``"news": True``; a table holds it on show and the
            recap keeps it (:func:`news_at`).
    """
    entry = {"text": text, "only": only, "others": others}
    if turn:
        entry["turn"] = True
    if news:
        entry["news"] = True
    state.setdefault(LOG_KEY, []).append(entry)


def turn_starts(entries: list[dict[str, Any]], start: int = 0) -> list[int]:
    """The indexes (from ``start`` on) of the log ``entries`` that begin a turn (logged with
    ``turn=True`` by :func:`log_event`)."""
    return [i for i in range(start, len(entries)) if entries[i].get("turn")]


def news_at(state: dict[str, Any], viewer: int | None, start: int = 0) -> list[int]:
    """The indexes, in ``viewer``'s log lines (:func:`log_for`), of the lines logged with
    ``news=True`` by :func:`log_event`, from line ``start`` on (a line hidden from the viewer
    counts in neither)."""
    out, k = [], 0
    for entry in state.get(LOG_KEY, ()):
        only = entry["only"]
        if only is None or (viewer is not None and viewer in only):
            shown = True
        else:
            shown = entry["others"] is not None
        if shown:
            if entry.get("news") and k >= start:
                out.append(k)
            k += 1
    return out


def log_for(state: dict[str, Any], viewer: int | None) -> list[str]:
    """The log lines as ``viewer`` may read them (None: a spectator, who sees only public lines;
    ``"all"`` is not accepted here, use :func:`full_log`)."""
    lines: list[str] = []
    add = lines.append
    for entry in state.get(LOG_KEY, ()):  # hot path: every view renders the whole log
        only = entry["only"]
        if only is None or (viewer is not None and viewer in only):
            add(entry["text"])
        else:
            others = entry["others"]
            if others is not None:
                add(others)
    return lines


def check_log(log: Any, players: Any) -> None:
    """Check the shape of a state's log (for states read from files).

    Args:
        log: ``state["log"]``: a list of ``{"text": str, "only": None | [seat...], "others":
            None | str}``, with ``"turn": True`` on a line that begins a turn and ``"news":
            True`` on a line of news (:func:`log_event`).
        players: the seat count.

    Raises:
        BadState: an entry of another shape, or a seat out of range.
    """
    from tabletop.engine.errors import BadState

    if not isinstance(log, list):
        raise BadState("the log is not a list")
    for i, entry in enumerate(log):
        only = entry.get("only") if isinstance(entry, dict) else None
        ok = (isinstance(entry, dict) and set(entry) - {"turn", "news"} == {"text", "only", "others"}
              and entry.get("turn", True) is True and entry.get("news", True) is True
              and isinstance(entry["text"], str)
              and (entry["others"] is None or isinstance(entry["others"], str))
              and (only is None or (isinstance(only, list) and all(
                  type(s) is int and 0 <= s < players for s in only))))
        if not ok:
            raise BadState(f"log entry {i + 1} is malformed")


def full_log(state: dict[str, Any]) -> list[str]:
    """Every log line unredacted (for the after-game replay)."""
    return [entry["text"] for entry in state.get(LOG_KEY, [])]
