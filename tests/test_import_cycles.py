"""No import cycles in ``tabletop`` (tools/import_cycles.py): the scenes navigate by name
(tabletop.ui.navigate) instead of importing each other, and the session and the saves do not
import each other (the undo policy lives in tabletop/undo.py, not in saves/)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

TOOL = Path(__file__).resolve().parent.parent / "tools" / "import_cycles.py"
_spec = importlib.util.spec_from_file_location("import_cycles", TOOL)
cyc = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cyc)


def _reach(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for nxt in graph.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def test_no_import_cycle_in_tabletop():
    assert cyc.cycles(cyc.import_graph()) == []


def test_scenes_do_not_import_one_another_and_session_does_not_reach_the_saves():
    graph = cyc.import_graph()
    scenes = {m for m in graph if m.startswith("tabletop.ui.scenes.")}
    assert len(scenes) >= 10
    helpers = {"tabletop.ui.scenes.layout", "tabletop.ui.scenes.save_dialog"}  # no navigation
    for scene in scenes:
        assert graph[scene] & scenes <= helpers, f"{scene} imports {graph[scene] & scenes}"
    assert not {m for m in _reach(graph, "tabletop.session") if m.startswith("tabletop.saves")}
    assert "tabletop.undo" in graph["tabletop.session"]
    assert not _reach(graph, "tabletop.undo") & {"tabletop.session", "tabletop.saves"}


def test_the_check_finds_a_cycle_hidden_in_a_function(tmp_path):
    pkg = tmp_path / "tabletop"
    (pkg / "ui").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "ui" / "__init__.py").write_text("")
    (pkg / "ui" / "a.py").write_text("def go():\n    from tabletop.ui import b\n")
    (pkg / "ui" / "b.py").write_text("from tabletop.ui.c import X\n")
    (pkg / "ui" / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                     "    from tabletop.ui import b\nfrom . import a\nX = 1\n")
    (pkg / "ui" / "d.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                     "    from tabletop.ui import a\n")
    graph = cyc.import_graph(pkg)
    assert graph["tabletop.ui.d"] == set()  # TYPE_CHECKING imports never run
    assert cyc.cycles(graph) == [["tabletop.ui.a", "tabletop.ui.b", "tabletop.ui.c"]]
