"""Opening one save off the UI thread (issue 12: "no save is read on the UI thread while the
window waits").

Loading replays and checks the whole action log (:meth:`tabletop.saves.SaveStore.load`), which
takes a while for a long game or a large hostile file. :class:`SaveOpener` does it in a daemon
thread; the Load screen polls :meth:`SaveOpener.result` every frame, keeps drawing meanwhile
("Opening …"), and starts the table or the replay once the session is there.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from tabletop.saves import SaveError, SaveStore
from tabletop.saves.errors import INCONSISTENT


class SaveOpener:
    """Loads the save at ``path`` from ``store`` in a background thread.

    Args:
        store: the save store.
        path: the save file.
        purpose: what the screen does with it ("load" or "replay"); kept for the caller.
    """

    def __init__(self, store: SaveStore, path: Path, purpose: str) -> None:
        self.path, self.purpose = path, purpose
        self._box: dict[str, Any] = {}
        self._thread = threading.Thread(target=self._work, args=(store,), daemon=True,
                                        name=f"open {path.name}")
        self._thread.start()

    def _work(self, store: SaveStore) -> None:
        try:
            self._box["session"] = store.load(self.path)
        except SaveError as exc:
            self._box["error"] = exc
        except Exception as exc:  # never let a damaged file end the thread unheard
            self._box["error"] = SaveError(self.path, INCONSISTENT, f"could not be read ({exc})")

    @property
    def done(self) -> bool:
        """True once the thread has finished (a session or an error is ready)."""
        return not self._thread.is_alive()

    def result(self) -> tuple[Any, SaveError | None]:
        """``(session, None)`` or ``(None, error)`` once :attr:`done`; ``(None, None)`` before."""
        if not self.done:
            return None, None
        return self._box.get("session"), self._box.get("error")
