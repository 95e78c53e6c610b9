"""The Load screen's list, read off the UI thread (issue 12: "no save is read on the UI thread
while the window waits").

A summary needs the save replayed and checked (:meth:`tabletop.saves.SaveStore.summary`), which
takes a while for a long game. :class:`SaveListReader` first takes a quick look at the file
names (on the caller's thread: a directory listing, nothing read), then reads the saves one by
one in a daemon thread; the screen polls :meth:`SaveListReader.snapshot` every frame and shows a
"reading…" row for each file not read yet. A damaged save is reported by its name as soon as it
is found, while the others go on loading; at the end the problems are the store's own list
(those set aside included), as :meth:`SaveStore.list` gives them.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from tabletop.saves import SaveError, SaveProblem, SaveStore, SaveSummary
from tabletop.saves.store import SUFFIX

READING = "reading…"


@dataclass(frozen=True)
class ListState:
    """What the list shows at one moment.

    Attributes:
        saves: the player's saves read so far, newest first.
        examples: the shipped examples read so far, by file name.
        pending: files not read yet (player's saves first, then examples).
        problems: the damaged or unreadable files found so far.
        done: every file was read.
    """

    saves: list[SaveSummary]
    examples: list[SaveSummary]
    pending: list[Path]
    problems: list[SaveProblem]
    done: bool


def _save_paths(store: SaveStore) -> list[Path]:
    """The save files in the store's folder by name (no temporary file, nothing read)."""
    folder = store.folder
    if not folder.is_dir():
        return []
    return [p for p in sorted(folder.iterdir()) if p.name.endswith(SUFFIX) and p.is_file()
            and not p.name.startswith(".")]


class SaveListReader:
    """Reads ``store``'s saves and examples in a background thread (see the module docstring).

    Args:
        store: the save store (None: no saves in this build: an empty, finished list).
    """

    def __init__(self, store: SaveStore | None) -> None:
        self._lock = threading.Lock()
        self._store = store
        self._saves: list[SaveSummary] = []
        self._examples: list[SaveSummary] = []
        self._problems: list[SaveProblem] = []
        self._done = store is None
        self._pending: list[Path] = []
        self.version = 0
        """Grows by one with every change (the screen redraws its rows when it moves)."""
        if store is None:
            return
        try:
            own = _save_paths(store)
        except SaveError as exc:
            self._problems.append(SaveProblem(exc.path, exc.path, exc.kind, str(exc)))
            own = []
        self._pending = own + _example_paths()
        self._own = set(own)
        threading.Thread(target=self._run, name="tabletop-load-list", daemon=True).start()

    def _run(self) -> None:
        store = self._store
        for path in list(self._pending):
            mine = path in self._own
            problem = summary = None
            try:
                summary = store.summary(path, example=not mine)
            except SaveError as exc:
                problem = SaveProblem(path, path, exc.kind, str(exc))
            except Exception as exc:  # never let the thread die silently: report the file
                problem = SaveProblem(path, path, "unreadable", f"{path.name}: {exc}")
            with self._lock:
                self._pending.remove(path)
                if summary is not None:
                    (self._saves if mine else self._examples).append(summary)
                elif mine:
                    self._problems.append(problem)
                self.version += 1
        try:
            final = store.list()[1]      # the store's own problem list (cached summaries)
        except Exception:
            final = list(self._problems)
        with self._lock:
            self._problems = final
            self._done = True
            self.version += 1

    def snapshot(self) -> ListState:
        """What to show now (copies; safe to read while the thread goes on)."""
        with self._lock:
            saves = sorted(self._saves, key=lambda s: (s.updated, s.name), reverse=True)
            return ListState(saves, list(self._examples), list(self._pending),
                             list(self._problems), self._done)

    def wait(self, seconds: float = 10.0) -> bool:
        """Block until every file was read or ``seconds`` passed (tests); True when done."""
        import time
        deadline = time.monotonic() + seconds
        while not self.snapshot().done:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.01)
        return True


def _example_paths() -> list[Path]:
    """The example saves shipped with the app, by file name (nothing read)."""
    from tabletop import paths
    folder = paths.example_saves_dir()
    return sorted(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []

