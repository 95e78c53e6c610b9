"""Which table draws a game: ``tabletop.games.<id>.table.Table`` when that module exists and
loads, else the generic :class:`~tabletop.ui.debug_table.DebugTable` (architecture guide,
lesson 12)."""

from __future__ import annotations

import importlib
import logging

from tabletop.ui.debug_table import DebugTable
from tabletop.tablekit.table_base import TableBase

log = logging.getLogger(__name__)


def table_class(game_id: str) -> type[TableBase]:
    """The table class for ``game_id``. A table module that is missing gives the debug table;
    one that fails to import is logged and gives the debug table too (the game stays playable)."""
    name = f"tabletop.games.{game_id}.table"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if not (exc.name and (name == exc.name or name.startswith(exc.name + "."))):
            log.exception("table module %s failed to import; using the debug table", name)
        return DebugTable
    except Exception:
        log.exception("table module %s failed to import; using the debug table", name)
        return DebugTable
    table = getattr(module, "Table", None)
    if not (isinstance(table, type) and issubclass(table, TableBase)):
        log.error("%s has no Table class (a TableBase subclass); using the debug table", name)
        return DebugTable
    return table
