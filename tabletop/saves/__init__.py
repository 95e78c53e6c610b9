"""Saving and resuming games: versioned JSON saves, atomic writes, autosave, replay.

Public API: :class:`SaveStore`, :class:`SaveError`, :class:`SaveSummary`,
:class:`SaveProblem`, :data:`FORMAT_VERSION`; :mod:`tabletop.saves.replay` (``Replay``). Undo
is a play policy, not persistence: :mod:`tabletop.undo`. No pygame here. The file format is
described in docs/saves.md.
"""

from tabletop.saves.errors import SaveError
from tabletop.saves.migrate import FORMAT_VERSION
from tabletop.saves.store import AUTOSAVE, SaveStore
from tabletop.saves.summary import SaveProblem, SaveSummary

__all__ = ["AUTOSAVE", "FORMAT_VERSION", "SaveError", "SaveProblem", "SaveStore", "SaveSummary"]
