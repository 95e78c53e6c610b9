"""The Big Fat Tomato Game's in-app rules: headings and bullets in our own words, every edition
decision of rules-decisions.md among the notes (each with its source), both options explained,
and how to play in this app."""

import re

import pytest

from tabletop.games.big_fat_tomato import GAME
from tabletop.games.big_fat_tomato.help import EDITION_NOTES, RULES

NOTES = " ".join(EDITION_NOTES).lower()


def test_rules_are_headings_bullets_and_paragraphs_with_a_source_on_every_note():
    lines = [line for line in RULES.splitlines() if line]
    assert sum(line.startswith("# ") for line in lines) >= 7
    for note in EDITION_NOTES:
        assert re.search(r"\((edition decision|our reading)(; our reading)?\)$", note), note
        assert ".md" not in note and "docs/" not in note, note


@pytest.mark.parametrize("decision, words", [
    ("unlimited supply", ["supply never runs out"]),
    ("no turn-summary cards", ["turn-summary cards"]),
    ("recount at 20", ["20 tomatoes or more", "back to the supply"]),
    ("one recount, one special", ["one recount and one special card per turn"]),
    ("instants outside the limit", ["instant cards are outside that limit"]),
    ("hidden baskets", ["hidden baskets", "no number"]),
    ("only three lying threats", ["only caterpillars, weeds and pests stay", "limit of three",
                                  "remembers who played it", "go to the compost heap"]),
    ("harvest formula", ["doubled by bumper harvest, minus the caterpillar roll",
                         "never below zero"]),
    ("pests formula", ["two dice minus 3 per fence", "never more than the storehouse holds"]),
    ("ketchup", ["fullest storehouse", "chooses, even themself", "back to the supply"]),
    ("threat window", ["as you sow", "big fat tomato (never against the zombie)"]),
    ("hot tomatoes window", ["hot tomatoes! in turn order", "only the first counts"]),
    ("defence on one's own turn", ["defence cards also work on your own turn"]),
    ("end and ties", ["moment the market is drawn, even mid-draw", "never shuffled back",
                      "ties share"]),
])
def test_every_edition_decision_is_in_the_notes(decision, words):
    for word in words:
        assert word in NOTES, (decision, word)


def test_both_options_are_explained():
    assert {o.key for o in GAME.info.options} == {"hidden_baskets", "ketchup_to"}
    assert "with the option" in NOTES and "hidden baskets (off by default)" in NOTES


def test_rules_explain_playing_in_this_app():
    section = RULES.split("# Playing in this app\n", 1)[1].split("\n# ", 1)[0].lower()
    for word in ("drag", "recount", "end turn", "compost heap", "curtain", "mole spy",
                 "counts down", "keys:"):
        assert word in section, word
