"""The statistics file: ``<user data>/stats.json``, written atomically like the saves.

Reading goes through the saves' defensive reader (size cap, UTF-8 with or without a byte-order
mark, linear nesting check, strict JSON); a file that is not a valid stats document is renamed
``stats.json.corrupt`` (never over another file), :attr:`StatsStore.problem` says so in player
words, and the statistics start over: a damaged file never stops the app. Writes use
:func:`tabletop.saves.atomic.atomic_write` (temp file, fsync, rename, ``.bak`` of the old one).
A finished game is counted once: its key (game, seed, start time) is remembered.
Source: issue 12, "Stats".
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any, Sequence

from tabletop import paths
from tabletop.names import clean_name
from tabletop.saves.atomic import atomic_write
from tabletop.saves.errors import SaveError
from tabletop.saves.reading import read_document
from tabletop.stats.records import Record, faced_key, outcome_of

log = logging.getLogger(__name__)

FILE_NAME = "stats.json"
FORMAT = "tabletop-stats"
VERSION = 1
KEEP_KEYS = 2000
"""How many finished games' keys are remembered against counting one twice."""


def _empty() -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "games": {}, "counted": []}


def _check(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` if it is a valid stats document. Raises ValueError otherwise."""
    if doc.get("format") != FORMAT or doc.get("version") != VERSION:
        raise ValueError("not a Tabletop stats file of this version")
    games, counted = doc.get("games"), doc.get("counted")
    if not isinstance(games, dict) or not isinstance(counted, list):
        raise ValueError("the stats file lacks its games or counted lists")
    if not all(isinstance(k, str) for k in counted):
        raise ValueError("the counted list holds something other than keys")
    for gid, players in games.items():
        if not isinstance(players, dict):
            raise ValueError(f"game {gid[:40]!r} holds no players")
        for name, player in players.items():
            if not isinstance(player, dict) or set(player) != {"all", "by_faced"}:
                raise ValueError(f"player {name[:40]!r} has the wrong fields")
            Record.from_json(player["all"])
            if not isinstance(player["by_faced"], dict):
                raise ValueError(f"player {name[:40]!r} has no levels")
            for rec in player["by_faced"].values():
                Record.from_json(rec)
    return doc


class StatsStore:
    """The statistics of this user.

    Args:
        folder: where ``stats.json`` lives (default: the user data folder).

    Attributes:
        problem: "" or, once a damaged file was set aside, a sentence for the player.
    """

    def __init__(self, folder: Path | str | None = None) -> None:
        self.folder = Path(folder) if folder is not None else paths.data_dir()
        self.path = self.folder / FILE_NAME
        self.problem = ""
        self._doc = self._read()

    def _read(self) -> dict[str, Any]:
        if not self.path.exists():
            return _empty()
        try:
            return _check(read_document(self.path))
        except (SaveError, ValueError, TypeError, KeyError) as exc:
            reason = getattr(exc, "reason", None) or str(exc)
            self._set_aside(reason)
            return _empty()

    def _set_aside(self, reason: str) -> None:
        target = self.path.with_name(self.path.name + ".corrupt")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"{self.path.name}.{n}.corrupt")
        try:
            os.rename(self.path, target)
            where = f"it was kept as {target.name}"
        except OSError as exc:
            where = f"it could not be moved aside ({exc.strerror})"
        self.problem = (f"The statistics file was damaged ({reason[:120]}); {where}, and the "
                        "statistics start over.")
        log.warning("%s: %s", self.path, self.problem)

    # ----- reading -------------------------------------------------------------------------
    def games(self) -> list[str]:
        """Game ids with statistics, sorted."""
        return sorted(self._doc["games"])

    def players(self, game_id: str) -> dict[str, dict[str, Any]]:
        """``{name: {"all": record json, "by_faced": {key: record json}}}`` for ``game_id``."""
        return self._doc["games"].get(game_id, {})

    def record(self, game_id: str, name: str, faced: str | None = None) -> Record:
        """One player's record for a game: overall (``faced`` None) or against those levels."""
        player = self.players(game_id).get(name)
        if player is None:
            return Record()
        data = player["all"] if faced is None else player["by_faced"].get(faced)
        return Record() if data is None else Record.from_json(data)

    # ----- counting ------------------------------------------------------------------------
    def add_game(self, key: str, game_id: str, names: Sequence[str],
                 bots: Sequence[str | None], scores: Sequence[int],
                 winners: Sequence[int]) -> bool:
        """Count a finished game for each human seat and write the file.

        Args:
            key: the game's identity (counted once: a second call with it changes nothing).
            game_id: the game; names, bots, scores: per seat (bot name or None for a human);
            winners: the winning seats.

        Returns:
            True when counted and written, False when already counted or the write failed
            (:attr:`problem` then says why; the game goes on).
        """
        if key in self._doc["counted"]:
            return False
        players = self._doc["games"].setdefault(game_id, {})
        for seat, (name, bot) in enumerate(zip(names, bots)):
            if bot is not None:
                continue
            name = clean_name(name) or f"Player {seat + 1}"
            faced = faced_key([b for s, b in enumerate(bots) if s != seat])
            player = players.setdefault(name, {"all": Record().to_json(), "by_faced": {}})
            outcome = outcome_of(seat, winners)
            for holder, slot in ((player, "all"), (player["by_faced"], faced)):
                rec = Record.from_json(holder[slot]) if slot in holder else Record()
                rec.add(outcome, int(scores[seat]))
                holder[slot] = rec.to_json()
        self._doc["counted"] = (self._doc["counted"] + [key])[-KEEP_KEYS:]
        return self.save()

    def save(self) -> bool:
        """Write the file atomically. False (and :attr:`problem` set) when it failed."""
        data = json.dumps(self._doc, ensure_ascii=False, indent=1, sort_keys=True)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            atomic_write(self.path, data.encode("utf-8"))
        except OSError as exc:
            self.problem = f"The statistics could not be saved ({exc.strerror or exc})."
            log.warning("%s: %s", self.path, self.problem)
            return False
        return True
