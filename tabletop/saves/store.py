"""SaveStore: the saves folder (named saves, the autosave slot, examples, damaged files).

Usage::

    store = SaveStore()                 # paths.saves_dir(); or SaveStore(some_folder)
    store.autosave(session)             # after every action
    path = store.save(session, "Evening game")
    summaries, problems = store.list()  # newest first; damaged files set aside and reported
    session = store.load(summaries[0].path)

Every failure is a :class:`SaveError` naming the file; the session in memory is never changed
by saving. Source: brief "saves"; architecture guide, lesson 8. Format: docs/saves.md.
"""

from __future__ import annotations

import logging
import os
import re
import time
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop import paths
from tabletop.saves import errors
from tabletop.saves.atomic import atomic_write, backup_path, is_temp
from tabletop.saves.document import decode, encode, to_text
from tabletop.saves.errors import SaveError
from tabletop.saves.folder import SaveFolder, os_reason
from tabletop.saves.reading import MAX_BYTES, MAX_DEPTH, nesting, read_document
from tabletop.saves.slug import display_text, slugify
from tabletop.saves.summary import SaveProblem, SaveSummary, summarize
from tabletop.saves.times import to_iso
from tabletop.saves.trail import ReplayFailed, Trail
from tabletop.session import Session

log = logging.getLogger("tabletop.saves")

AUTOSAVE = "autosave.json"
"""The autosave slot's file name."""
SUFFIX = ".json"
CORRUPT = ".corrupt"
MAX_NAME = 120
"""Longest save name kept (characters)."""
_STALE_TEMP_SECONDS = 600
_TRAIL_CACHE = 8


@dataclass(frozen=True)
class PreparedSave:
    """A save serialised and checked, not yet written (:meth:`SaveStore.prepare_autosave`).

    Attributes:
        path: the file it goes to (in the saves folder).
        data: the whole file, UTF-8 JSON bytes.
    """

    path: Path
    data: bytes


class SaveStore(SaveFolder):
    """The saves of one folder (default ``paths.saves_dir()``, resolved at each call).

    Args:
        folder: another folder to use (tests, a portable install); created on first write.
    """

    def __init__(self, folder: Path | str | None = None) -> None:
        super().__init__(folder)
        self._trails: dict[int, tuple[weakref.ref, Trail]] = {}
        self._summaries: dict[tuple, SaveSummary] = {}
        self._problems: dict[tuple, SaveError] = {}

    def _read_doc(self, path: Path) -> dict[str, Any]:
        """:func:`read_document`, but a link in the saves folder to a file outside it is never
        followed (kept in place and reported). Raises SaveError."""
        if self._links_outside(path):
            raise SaveError(path, errors.BAD_NAME,
                            "a link to a file outside the saves folder; not read")
        return read_document(path)

    # ----- writing ---------------------------------------------------------------------------
    def _trail(self, session: Session) -> Trail:
        """The session's trail, replayed from the seed (incrementally when cached)."""
        match = session.match
        cached = self._trails.get(id(match))
        trail = None
        if cached is not None and cached[0]() is match:
            old = cached[1]
            done = len(old.steps)
            if done <= len(match.actions) and all(
                    s.action == a for s, a in zip(old.steps, match.actions)):
                trail = old
        if trail is None:
            trail = Trail.start(session.game, session.seats, match.seed, match.options,
                                match.names)
        for action in match.actions[len(trail.steps):]:
            trail.advance(action)
        self._trails[id(match)] = (weakref.ref(match), trail)
        while len(self._trails) > _TRAIL_CACHE:
            self._trails.pop(next(iter(self._trails)))
        return trail

    def _encode(self, session: Session, name: str, path: Path) -> bytes:
        try:
            trail = self._trail(session)
        except (ReplayFailed, ValueError) as exc:
            raise SaveError(path, errors.INCONSISTENT, "the game in memory does not replay "
                            f"from its own log ({exc}); not saved") from None
        if trail.state != session.state:
            raise SaveError(path, errors.INCONSISTENT, "the game in memory differs from the "
                            "replay of its own log; not saved")
        text = to_text(encode(session, name, trail.steps))
        data = text.encode("utf-8", errors="replace")  # a lone surrogate from a file -> "?"
        if len(data) > MAX_BYTES or nesting(text)[0] > MAX_DEPTH:
            raise SaveError(path, errors.WRITE_FAILED, "the save would be too large or too "
                            "deeply nested to read back; not saved")
        return data

    def _write(self, path: Path, data: bytes) -> None:
        try:  # a link leading outside is replaced, never followed to make the backup
            atomic_write(path, data, backup=not self._links_outside(path))
        except OSError as exc:
            raise SaveError(path, errors.WRITE_FAILED, os_reason(exc, path.parent) +
                            "; the game goes on and nothing was lost") from None

    def _same_session(self, doc: dict[str, Any], session: Session) -> bool:
        return (doc.get("game") == session.game.info.id and doc.get("seed") == session.match.seed
                and doc.get("created") == to_iso(session.created))

    def _target(self, folder: Path, session: Session, name: str, overwrite: bool,
                keep: Path | None = None) -> Path:
        """The file for ``name``: its slug, or ``slug-2``, ``slug-3``... when that file holds
        another game or another name (``overwrite`` allows replacing a same-named save)."""
        stem = slugify(name)
        for n in range(1, 10_000):
            path = folder / (f"{stem}{SUFFIX}" if n == 1 else f"{stem}-{n}{SUFFIX}")
            if path == keep or not (path.exists() or path.is_symlink()):
                return path
            try:
                doc = self._read_doc(path)
            except SaveError:
                continue  # never write over a file we cannot read
            if doc.get("name") == name and (overwrite or self._same_session(doc, session)):
                return path
        raise SaveError(folder / stem, errors.BAD_NAME, "too many saves with this name")

    @staticmethod
    def _clean_name(name: str) -> str:
        if not isinstance(name, str) or not name.strip():
            raise SaveError(Path("save"), errors.BAD_NAME, "a save needs a name")
        return name.strip()[:MAX_NAME]

    def save(self, session: Session, name: str, overwrite: bool = False) -> Path:
        """Save ``session`` under the player's ``name``; returns the file written.

        The file name is a safe slug of ``name`` in the saves folder. Saving the same game
        again under the same name replaces its file (the old version kept as ``.bak``); a
        different game with the same name gets ``<slug>-2.json``, unless ``overwrite``.

        Raises:
            SaveError: empty name, the folder is not writable, the disk is full...; the
                session is unchanged and any older file of that name is intact.
        """
        name = self._clean_name(name)
        folder = self._writable_folder()
        data = self._encode(session, name, folder / slugify(name))
        path = self._target(folder, session, name, overwrite)
        self._write(path, data)
        return path

    def autosave(self, session: Session) -> Path:
        """Write ``session`` to the autosave slot (``autosave.json``). Call after every action.

        Raises:
            SaveError: as :meth:`save` (the game goes on).
        """
        return self.write_prepared(self.prepare_autosave(session))

    def prepare_autosave(self, session: Session) -> PreparedSave:
        """Step 1 of :meth:`autosave`, on the thread that owns ``session``: replay-check and
        serialise it for the autosave slot. Reads the session only; writes no file.

        Raises:
            SaveError: the folder cannot be made, or the game does not replay (nothing written).
        """
        path = self._writable_folder() / AUTOSAVE
        return PreparedSave(path, self._encode(session, "Autosave", path))

    def write_prepared(self, prepared: PreparedSave) -> Path:
        """Step 2 of :meth:`autosave`, safe on a worker thread (it never touches a session):
        write ``prepared`` atomically (the old file kept as the backup); returns its path.

        Raises:
            SaveError: the disk is full, the folder is read-only...; the old file is intact.
        """
        self._write(prepared.path, prepared.data)
        return prepared.path

    # ----- reading ---------------------------------------------------------------------------
    def _free_corrupt(self, path: Path) -> Path:
        target = path.with_name(path.name + CORRUPT)
        n = 2
        while target.exists() or target.is_symlink():
            target = path.with_name(f"{path.name}.{n}{CORRUPT}")
            n += 1
        return target

    def _set_aside(self, exc: SaveError) -> SaveError:
        """Rename a damaged file in the saves folder to ``<file>.corrupt`` (never over another
        file), restore its ``.bak`` if that loads, and return the error to raise."""
        path = exc.path
        if (exc.kind in errors.KEPT_IN_PLACE or not self._in_folder(path)
                or path.name.endswith(CORRUPT)):
            return exc
        shown = display_text(str(path), 1000)  # a file name can hold line breaks
        try:
            target = self._free_corrupt(path)
            os.rename(path, target)
        except OSError as err:  # e.g. the name is too long to add ".corrupt"
            log.warning("could not set %s aside: %s", shown, err.strerror)
            return exc
        log.warning("set aside damaged save %s as %s: %s", shown,
                    display_text(target.name, 300), exc.reason)
        reason = exc.reason
        backup = backup_path(path)
        if backup.is_file():
            try:
                decode(self._read_doc(backup), backup)
                atomic_write(path, backup.read_bytes(), backup=False)
                reason += "; its previous version was restored from the backup"
            except (SaveError, OSError):
                pass
        return SaveError(path, exc.kind, reason, target)

    def _read(self, path: Path) -> tuple[Session, str]:
        return decode(self._read_doc(path), path)

    def load(self, path: Path | str) -> Session:
        """The session saved in ``path`` (a name in the saves folder, or any path such as an
        example save), after replaying its log and checking it against the snapshot.

        A shipped example loads as a new game (fresh times), so saving it writes to the
        user's saves folder.

        Raises:
            SaveError: the file is missing, damaged, hostile, newer or inconsistent; a damaged
                file in the saves folder has been set aside as ``<file>.corrupt``.
        """
        path = self._resolve(path)
        try:
            session, _ = self._read(path)
        except SaveError as exc:
            raise self._set_aside(exc) from None
        if not self._in_folder(path):
            session.created = session.updated = time.time()
        return session

    def _key(self, path: Path) -> tuple | None:
        try:
            st = path.stat()
        except (OSError, ValueError):
            return None
        return (str(path), st.st_mtime_ns, st.st_size, st.st_ino)

    def summary(self, path: Path | str, example: bool = False) -> SaveSummary:
        """The load-screen summary of one save (checked as by :meth:`load`; cached until the
        file changes). Raises SaveError as :meth:`load`."""
        path = self._resolve(path)
        key = self._key(path)
        if key in self._summaries:
            return self._summaries[key]
        try:
            session, name = self._read(path)
        except SaveError as exc:
            raise self._set_aside(exc) from None
        result = summarize(session, name, path, to_iso(session.created),
                           to_iso(session.updated), path.name == AUTOSAVE, example)
        self._summaries[key] = result
        return result

    def continue_session(self) -> Session | None:
        """The autosaved game if there is one and it is not finished, else None (a damaged
        autosave is set aside and shows in :meth:`list`)."""
        try:
            path = self.folder / AUTOSAVE
            if not path.exists():
                return None
            session = self.load(path)
        except SaveError as exc:
            log.warning("%s", exc)
            return None
        return None if session.game.is_over(session.state) else session

    def _corrupt_problem(self, path: Path) -> SaveProblem:
        base = path.name[:-len(CORRUPT)]
        numbered = re.fullmatch(r"(.*\.json)\.\d+", base)
        original = path.with_name(numbered.group(1) if numbered else base)
        key = self._key(path)
        exc = self._problems.get(key)
        if exc is None:
            try:
                decode(self._read_doc(path), path)
                exc = SaveError(path, errors.BAD_SHAPE, "set aside earlier as damaged")
            except SaveError as err:
                exc = err
            self._problems[key] = exc
        return SaveProblem(path, original, exc.kind,
                           f"{display_text(original.name, 300)}: {exc.reason} (set aside as "
                           f"{display_text(path.name, 300)})")

    def list(self) -> tuple[list[SaveSummary], list[SaveProblem]]:
        """Every save in the folder, newest first, and every problem.

        Damaged files are set aside (``<file>.corrupt``) as they are found and reported, with
        those set aside earlier; saves of a newer format or of a game this version cannot play
        stay in place and are reported too. Never raises for a bad file.
        """
        try:
            folder = self.folder
        except SaveError as exc:
            return [], [SaveProblem(exc.path, exc.path, exc.kind, str(exc))]
        if not folder.is_dir():
            return [], []
        summaries: list[SaveSummary] = []
        problems: list[SaveProblem] = []
        for path in sorted(folder.iterdir()):
            if is_temp(path):
                self._drop_stale(path)
            elif path.name.endswith(SUFFIX) and path.is_file():
                try:
                    summaries.append(self.summary(path))
                except SaveError as exc:
                    if exc.moved_to is None:
                        problems.append(SaveProblem(path, path, exc.kind, str(exc)))
        for path in sorted(folder.iterdir()):
            if path.name.endswith(CORRUPT) and path.is_file():
                problems.append(self._corrupt_problem(path))
        summaries.sort(key=lambda s: (s.updated, s.name), reverse=True)
        return summaries, problems

    def _drop_stale(self, path: Path) -> None:
        try:
            if time.time() - path.stat().st_mtime > _STALE_TEMP_SECONDS:
                path.unlink()
        except OSError:
            pass

    def examples(self) -> list[SaveSummary]:
        """The example saves shipped with the app (read-only; a broken one is logged and
        skipped). Loading one gives a new game that saves into the user's folder."""
        folder = paths.example_saves_dir()
        if not folder.is_dir():
            return []
        out = []
        for path in sorted(folder.glob(f"*{SUFFIX}")):
            try:
                out.append(self.summary(path, example=True))
            except SaveError as exc:
                log.warning("example save: %s", exc)
        return out

    # ----- managing --------------------------------------------------------------------------
    def delete(self, path: Path | str) -> None:
        """Delete a save (or a set-aside ``.corrupt`` file) and its ``.bak``.

        Raises:
            SaveError: not a file in the saves folder, or it cannot be removed.
        """
        path = self._own(path)
        try:
            path.unlink()
            backup_path(path).unlink(missing_ok=True)
        except OSError as exc:
            raise SaveError(path, errors.WRITE_FAILED, os_reason(exc, path.parent)) from None

    def rename(self, path: Path | str, new_name: str) -> Path:
        """Give a save a new name (and the matching file name); returns the new path.

        Raises:
            SaveError: bad name, not a save in the folder, a damaged file (set aside), or a
                failed write (the old file is then untouched).
        """
        name = self._clean_name(new_name)
        path = self._own(path)
        try:
            session, _ = self._read(path)
        except SaveError as exc:
            raise self._set_aside(exc) from None
        data = self._encode(session, name, path)
        target = self._target(path.parent, session, name, False,
                              keep=path if slugify(name) == path.name[:-len(SUFFIX)] else None)
        self._write(target, data)
        if target != path:
            try:
                path.unlink()
                old_backup = backup_path(path)
                if old_backup.exists() and not backup_path(target).exists():
                    os.replace(old_backup, backup_path(target))
                else:
                    old_backup.unlink(missing_ok=True)
            except OSError as exc:
                log.warning("renamed %s to %s but could not remove the old file: %s",
                            path, target, exc)
        return target
