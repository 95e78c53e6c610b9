"""The save document (format version 2): built from a session, and turned back into one.

Every field is described in docs/saves.md. Loading replays the action log from the seed and
checks it against the stored snapshot, the stored log lines and the seats; anything that does
not fit is a SaveError naming the file. Source: architecture guide, lesson 8; brief "saves".
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Sequence

from tabletop import __version__, bots, games
from tabletop.names import clean_name
from tabletop.engine import Action, BadState, GameNotAvailable, Match
from tabletop.saves import errors
from tabletop.saves.errors import SaveError
from tabletop.saves.migrate import FORMAT_MARK, FORMAT_VERSION, migrate
from tabletop.saves.summary import summarize
from tabletop.saves.times import from_iso, to_iso
from tabletop.saves.trail import ReplayFailed, Step, Trail
from tabletop.session import SeatInfo, Session


log = logging.getLogger(__name__)

def encode(session: Session, name: str, steps: Sequence[Step]) -> dict[str, Any]:
    """The save document for ``session`` named ``name``; ``steps`` is its trail (one Step per
    action, from :class:`~tabletop.saves.trail.Trail`)."""
    game, match = session.game, session.match
    created, updated = to_iso(session.created), to_iso(session.updated)
    summary = summarize(session, name, Path(), created, updated)
    return {
        "format": FORMAT_MARK,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "name": name,
        "game": game.info.id,
        "rules_version": game.info.rules_version,
        "options": dict(match.options),
        "seats": [s.to_json() for s in session.seats],
        "seed": match.seed,
        "created": created,
        "updated": updated,
        "summary": summary.to_json(),
        "undo_points": list(session.undo_points),
        "actions": [s.to_json() for s in steps],
        "snapshot": game.state_to_json(session.state),
    }


def to_text(doc: dict[str, Any]) -> str:
    """The document as JSON text a person can read: one top-level field per line and one
    action per line (fast: the C encoder does each line)."""
    def dump(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)

    parts = []
    for key, value in doc.items():
        if key == "actions" and value:
            body = "[\n  " + ",\n  ".join(dump(a) for a in value) + "\n ]"
        else:
            body = dump(value)
        parts.append(f" {dump(key)}: {body}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def _need(doc: dict[str, Any], key: str, kind: type, path: Path) -> Any:
    value = doc.get(key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise SaveError(path, errors.BAD_SHAPE,
                        f'damaged save: "{key}" is missing or of the wrong type')
    return value


def _seat_name(raw: str, index: int) -> str:
    """A stored seat name made printable (tabletop.names.clean_name: no control characters,
    no lone surrogates); one left empty becomes "Player <n>"."""
    return clean_name(raw) or f"Player {index + 1}"


def _clean_snapshot_names(snapshot: Any) -> Any:
    """The snapshot with its ``names`` cleaned as the seats' are (so it still matches the
    replay, which starts from the cleaned seat names). Other data is left as it is."""
    if isinstance(snapshot, dict) and isinstance(snapshot.get("names"), list):
        snapshot = dict(snapshot)
        snapshot["names"] = [_seat_name(n, i) if isinstance(n, str) else n
                             for i, n in enumerate(snapshot["names"])]
    return snapshot


def _seats(doc: dict[str, Any], game_id: str, path: Path) -> list[SeatInfo]:
    seats = []
    known = bots.known(game_id)
    for i, raw in enumerate(_need(doc, "seats", list, path)):
        if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
            raise SaveError(path, errors.BAD_SHAPE, f"damaged save: seat {i + 1} has no name")
        kind, bot = raw.get("kind"), raw.get("bot")
        name = _seat_name(raw["name"], i)
        if kind == "human" and bot is None:
            seats.append(SeatInfo(name, "human", None))
        elif kind == "bot" and isinstance(bot, str) and bot in known:
            seats.append(SeatInfo(name, "bot", bot))
        else:
            raise SaveError(path, errors.BAD_SHAPE,
                            f"damaged save: seat {i + 1} is neither a human nor a known bot")
    return seats


def _actions(doc: dict[str, Any], path: Path) -> list[tuple[Action, Any, Any]]:
    out = []
    for i, raw in enumerate(_need(doc, "actions", list, path)):
        if not isinstance(raw, dict):
            raise SaveError(path, errors.BAD_SHAPE, f"damaged save: action {i + 1} is not an object")
        try:
            action = Action.from_json(raw.get("action"))
        except BadState as exc:
            raise SaveError(path, errors.BAD_SHAPE, f"damaged save: action {i + 1}: {exc}") from None
        out.append((action, raw.get("lines"), raw.get("reveals")))
    return out


def _time(doc: dict[str, Any], key: str, path: Path) -> float:
    try:
        seconds = from_iso(_need(doc, key, str, path))
        to_iso(seconds)  # must also be writable again
        return seconds
    except (ValueError, OverflowError, OSError):
        raise SaveError(path, errors.BAD_SHAPE, f'damaged save: "{key}" is not a time') from None


def _inconsistent(path: Path, reason: str, saved_rules: str, rules: str) -> SaveError:
    if saved_rules != rules:
        reason += f" (saved with rules version {saved_rules}; this app has {rules})"
    return SaveError(path, errors.INCONSISTENT, reason)


def _rules_part(state: dict[str, Any]) -> dict[str, Any]:
    """The state without its log texts: what the replay check compares. Log wording may change
    from one app version to the next without making older saves inconsistent."""
    return {k: v for k, v in state.items() if k != "log"}


def decode(raw: dict[str, Any], path: Path) -> tuple[Session, str]:
    """The session in a parsed save document, and the save's name.

    Migrates older formats, checks every field's type, replays the log from the seed and
    compares the result with the snapshot (log texts aside). The stored ``reveals``
    flags and undo points are informational: both are recomputed from the game's current
    ``reveals`` hook (a game may refine it without breaking older saves).

    Raises:
        SaveError: ``newer``, ``unavailable`` (a game this version cannot play),
            ``bad_shape`` or ``inconsistent``; the message names the file.
    """
    doc = migrate(raw, path)
    if doc.get("format", FORMAT_MARK) != FORMAT_MARK:
        raise SaveError(path, errors.BAD_SHAPE, "not a Tabletop save")
    game_id = _need(doc, "game", str, path)
    try:
        game = games.get(game_id)
    except GameNotAvailable:
        raise SaveError(path, errors.UNAVAILABLE,
                        f"a save of the game {game_id[:40]!r}, which this version cannot "
                        "play") from None
    name = _need(doc, "name", str, path)
    rules = str(doc.get("rules_version", ""))
    seats = _seats(doc, game_id, path)
    seed = _need(doc, "seed", int, path)
    options = _need(doc, "options", dict, path)
    actions = _actions(doc, path)
    created, updated = _time(doc, "created", path), _time(doc, "updated", path)
    # A save from another rules version is judged by its log alone: its snapshot may lack keys
    # or hold values the current rules keep differently, while its actions still replay.
    same_rules = rules == game.info.rules_version
    try:
        snapshot = game.state_from_json(_clean_snapshot_names(doc.get("snapshot")))
    except Exception as exc:  # BadState, or a game's check tripping over odd data
        if same_rules:
            raise SaveError(path, errors.BAD_SHAPE, f"damaged save: the snapshot is not a "
                            f"{game.info.name} state ({str(exc)[:120]})") from None
        snapshot = None
    if snapshot is not None and snapshot["players"] != len(seats):
        raise SaveError(path, errors.BAD_SHAPE, "damaged save: the seats do not match the game")
    names = [s.name for s in seats]
    try:
        trail = Trail.start(game, seats, seed, options, names)
    except (ValueError, TypeError) as exc:
        raise SaveError(path, errors.BAD_SHAPE, f"damaged save: cannot set the game up ({exc})") from None
    for i, (action, _lines, _reveals) in enumerate(actions):  # lines, reveals: informational
        try:
            trail.advance(action)
        except ReplayFailed as exc:
            raise _inconsistent(path, f"the action log does not replay: action {i + 1} is "
                                f"refused ({exc.reason})", rules, game.info.rules_version) from None
        # The stored log lines are for readers of the file; their wording may change between
        # versions, so they are not compared (the replayed log is the one shown).
    if same_rules and _rules_part(trail.state) != _rules_part(snapshot):
        raise _inconsistent(path, "the replayed game differs from the saved snapshot", rules,
                            game.info.rules_version)
    if not same_rules:
        log.info("%s: saved with %s rules version %s, replayed under %s", path.name,
                 game.info.name, rules or "?", game.info.rules_version)
    match = Match(game, len(seats), seed, dict(trail.state["options"]), trail.actions,
                  trail.state, names)
    return Session(match, seats, created, updated, list(trail.undo_points)), name
