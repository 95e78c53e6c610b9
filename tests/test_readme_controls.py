"""The README's Controls name every game's keys, the same keys its in-app rules ("Playing in
this app") list (a fresh user found Toasty Toasts and Potato Tomato missing), and the SLAP
keys in the table kit's seat order."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pygame
import pytest

from tabletop import games
from tabletop.tablekit.race import HUMAN_KEYS, LONE_KEY

README = Path(__file__).resolve().parent.parent / "README.md"
NAMED = ("Tab", "Shift+Tab", "Enter", "Space", "Esc")


def _controls() -> str:
    text = README.read_text(encoding="utf-8")
    return text.split("## Controls", 1)[1].split("\n## ", 1)[0]


def _paragraph(name: str) -> str:
    """README's words for one game: from "<name>:" to the next game's name or bullet."""
    text = _controls()
    assert f"{name}: " in text, f"README's Controls do not mention {name}'s keys"
    rest = text.split(f"{name}: ", 1)[1]
    others = [f"{g.name}: " for g in games.catalog() if g.name != name]
    ends = [rest.index(o) for o in others if o in rest] + [rest.find("\n- ") % (len(rest) + 1)]
    return rest[:min(ends)]


def _key_line(game_id: str) -> str:
    rules = importlib.import_module(f"tabletop.games.{game_id}.help").RULES
    app_part = rules.split("# Playing in this app", 1)[1]
    return next(line for line in app_part.splitlines() if line.startswith("- Keys:"))


def test_every_game_has_its_keys_in_the_readme():
    for entry in games.catalog():
        _paragraph(entry.name)


@pytest.mark.parametrize("game_id", ["toasty_toasts", "potato_tomato"])
def test_the_readme_lists_the_keys_of_the_in_app_rules(game_id):
    said = _paragraph(games.get(game_id).info.name)
    line = _key_line(game_id)
    letters = set(re.findall(r"(?<![\w+])([A-Z])(?![\w+])", line))
    assert letters, line
    for key in sorted(letters) + [k for k in NAMED if re.search(rf"\b{re.escape(k)}\b", line)]:
        assert f"**{key}**" in said, f"{key} (from the rules' Keys line) is not in the README"


def test_the_readme_gives_the_slap_keys_in_seat_order():
    said = _paragraph("Potato Tomato")
    order = [pygame.key.name(k).upper() for k in HUMAN_KEYS]
    assert order[:2] == ["A", "K"]
    assert ", ".join(f"**{k}**" for k in order) in said
    assert f"**{pygame.key.name(LONE_KEY).capitalize()}**" in said
    assert "**L**" not in said     # L opens the full log, never a SLAP key
