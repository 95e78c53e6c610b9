"""docs/figures/combine.py: the figures of a run kept in progress files."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_SPEC = importlib.util.spec_from_file_location(
    "combine", Path(__file__).resolve().parents[1] / "docs" / "figures" / "combine.py")
combine = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(combine)


def test_mirrored_team_games_give_the_interval_over_whole_deals(tmp_path):
    lines = ["game 0a: winners hard,hard", "game 0b: winners normal",
             "game 1a: winners hard", "game 1a: winners hard",      # a restart replayed it
             "game 1b: winners hard,hard", "game 2a: winners normal,normal",
             "game 2b: winners hard", "game 3a: winners hard"]     # deal 3 cut short
    path = tmp_path / "run.progress"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = combine.main("hard", [str(path)]).splitlines()
    assert out[0].startswith("hard: 71.4% ") and out[0].endswith("of 7 games")
    assert out[1].startswith("mirrored: 66.7% ") and out[1].endswith("over 3 whole deals)")
