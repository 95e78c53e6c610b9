"""Diced Tomatoes in-app rules: format, edition notes with sources, own words."""

import re

from tabletop.games.diced_tomatoes import GAME
from tabletop.games.diced_tomatoes.help import EDITION_NOTES, RULES


def test_rules_are_headings_and_bullets():
    lines = [line for line in RULES.splitlines() if line]
    assert lines and all(line.startswith(("# ", "- ")) for line in lines)
    assert sum(line.startswith("# ") for line in lines) >= 6


def test_every_edition_note_ends_with_its_source_in_player_words():
    assert len(EDITION_NOTES) >= 10
    for note in EDITION_NOTES:
        assert re.search(r"\([^()]*(rulebook: |edition decision|our reading)[^()]*\)$", note), note
        assert ".md" not in note and "docs/" not in note, note


def test_every_option_is_explained_in_the_notes():
    notes = " ".join(EDITION_NOTES).lower()
    for word in ("dicey tomato", "golden", "karma overload", "blind"):
        assert word in notes
    assert {o.key for o in GAME.info.options} == {"dicey_tomato", "golden", "karma_overload",
                                                 "blind_draw"}


def test_rules_explain_playing_in_this_app():
    section = RULES.split("# Playing in this app\n", 1)[1].split("\n# ", 1)[0].lower()
    for word in ("drag", "roll", "right-click", " k ", "hint", "undo", "end turn"):
        assert word in section, word
