"""The shell's guarded link to :mod:`tabletop.saves` (written by the saves helper).

Every function here works whether or not the saves package is installed: without it, saving is
simply unavailable and the menus show that plainly. Saving problems never stop a game: they are
logged and returned as a message for the status bar.

The autosave after every action runs off the frame (:class:`AutosaveWriter`): the document is
serialised on the main thread (cheap: the state is plain data), and the write with its fsyncs
(7-48 ms measured) runs in one background worker.
"""

from __future__ import annotations

import importlib
import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable

log = logging.getLogger(__name__)

UNAVAILABLE = "Saved games are not part of this build."
AUTOSAVE_NAME = "autosave.json"   # the store's autosave slot (tabletop.saves.store.AUTOSAVE)


def open_store() -> Any | None:
    """A ``tabletop.saves.SaveStore`` for the user's saves folder, or None when unavailable."""
    try:
        module = importlib.import_module("tabletop.saves")
        store_class = getattr(module, "SaveStore")
    except (ImportError, AttributeError):
        return None
    try:
        return store_class()
    except Exception:  # a broken store must not stop the app
        log.exception("the save store could not be opened")
        return None


def autosave(store: Any | None, session: Any) -> str:
    """Write the autosave slot. Returns "" on success (or without saves), else the reason."""
    if store is None:
        return ""
    try:
        store.autosave(session)
    except Exception as exc:  # SaveError or an unexpected failure: the game goes on
        log.warning("autosave failed: %s", exc)
        return f"Autosave failed: {exc}"
    return ""


def failure_text(path: Path, exc: BaseException) -> tuple[str, str]:
    """The message for a failed autosave: ``(full, short)``, "Autosave failed: <file>: <reason>"
    with the file's whole path (for the dialog), and one line with its name only and the first
    clause of the reason (for the status bar). A SaveError names its file; anything else gets
    ``path``."""
    reason = getattr(exc, "reason", None) or str(exc) or type(exc).__name__
    where = Path(getattr(exc, "path", None) or path)
    return (f"Autosave failed: {where}: {reason}",
            f"Autosave failed: {where.name}: {reason.split(';')[0]}")


class AutosaveWriter:
    """Writes the autosave slot in one background worker thread, newest document first.

    :meth:`submit` serialises the session on the caller's (main) thread, so the worker never
    touches the live session; the worker writes and fsyncs. When writes fall behind, only the
    newest waiting document is written (an autosave slot needs no older ones). A failed write is
    kept for :meth:`poll` (the table scene shows it in the status bar on its next frame); the
    game in memory goes on. :meth:`flush` waits for the pending write (before reading saves,
    when leaving a table, when quitting); :meth:`close` flushes and stops the worker.

    :meth:`poll` gives the whole message (with the file's path); :attr:`short` then holds its
    one-line form for the status bar.

    A store without the public two-step methods (``prepare_autosave``/``write_prepared``, e.g.
    a test double) is autosaved synchronously through its public ``autosave(session)``.
    """

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._cond = threading.Condition()
        self._waiting: tuple[Any, Any] | None = None     # (store, PreparedSave): newest unwritten
        self._busy = False                                      # the worker holds a job
        self._failures: list[tuple[str, str]] = []
        self.written = 0                                        # files written (tests)
        self.healthy = True                                     # the last write succeeded
        self.short = ""                                         # one-line form of the last failure

    def submit(self, store: Any | None, session: Any) -> str:
        """Serialise ``session`` now and queue its write to the autosave slot.

        Returns "" when queued (or without saves), else the reason it could not even be
        serialised (a SaveError naming the file; nothing is queued then).
        """
        if store is None:
            return ""
        prepare = getattr(store, "prepare_autosave", None)
        if not (callable(prepare) and callable(getattr(store, "write_prepared", None))):
            return autosave(store, session)
        try:
            prepared = prepare(session)
        except Exception as exc:  # SaveError or an unexpected failure: the game goes on
            log.warning("autosave failed: %s", exc)
            full, self.short = failure_text(Path(AUTOSAVE_NAME), exc)
            return full
        with self._cond:
            self._waiting = (store, prepared)
            if not self._busy:
                self._busy = True
                if self._pool is None:
                    self._pool = ThreadPoolExecutor(1, thread_name_prefix="tabletop-autosave")
                self._pool.submit(self._drain)
        return ""

    def _drain(self) -> None:
        """Worker: write the newest waiting document until none is left."""
        while True:
            with self._cond:
                job, self._waiting = self._waiting, None
                if job is None:
                    self._busy = False
                    self._cond.notify_all()
                    return
            store, prepared = job
            try:
                store.write_prepared(prepared)
            except BaseException as exc:  # noqa: BLE001 - reported, never raised in a thread
                log.warning("autosave failed: %s", exc)
                with self._cond:
                    self._failures.append(failure_text(Path(prepared.path), exc))
                    self.healthy = False
            else:
                with self._cond:
                    self.written += 1
                    self.healthy = True

    @property
    def pending(self) -> bool:
        """True while a document waits or is being written."""
        with self._cond:
            return self._busy

    def poll(self) -> str:
        """The failures of writes finished since the last call, as one line ("" when none)."""
        with self._cond:
            failures, self._failures = self._failures, []
        if not failures:
            return ""
        full, self.short = failures[-1]
        if len(failures) > 1:
            full += f" (and {len(failures) - 1} earlier autosave failures)"
        return full

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every queued document is written (or failed). Returns False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._busy, timeout)

    def close(self) -> None:
        """Flush, then stop the worker (quitting the app: the last move is never lost)."""
        self.flush(timeout=None)
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None


def undo_functions() -> tuple[Callable[..., bool], Callable[..., Any]] | None:
    """``(can_undo, undo)`` from ``tabletop.undo`` when it provides them, else None."""
    try:
        module = importlib.import_module("tabletop.undo")
    except ImportError:
        return None
    can_undo, undo = getattr(module, "can_undo", None), getattr(module, "undo", None)
    if callable(can_undo) and callable(undo):
        return can_undo, undo
    return None


def scene_class(module: str, name: str) -> type | None:
    """The scene class ``tabletop.ui.scenes.<module>.<name>`` (the saves helper's Load and Save
    screens), or None when that module is not there yet."""
    try:
        mod = importlib.import_module(f"tabletop.ui.scenes.{module}")
    except ImportError:
        return None
    return getattr(mod, name, None)
