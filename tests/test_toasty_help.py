"""Toasty Toasts in-app rules: in our own words (no run of seven words copied from the
rulebook) and every edition decision in the notes. Source: brief (never paste rulebook text;
show every decision in the in-app notes); rules-decisions.md, Toasty Toasts."""

from __future__ import annotations

import re
from pathlib import Path

from tabletop.games.toasty_toasts.components import NAMES
from tabletop.games.toasty_toasts.help import EDITION_NOTES, RULES

RULEBOOK = Path("/work/shared/rulebooks/toasty_toasts.txt")


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def test_the_rules_text_is_in_our_own_words():
    if not RULEBOOK.is_file():
        return
    book = _words(RULEBOOK.read_text(encoding="utf-8"))
    runs = {tuple(book[i:i + 7]) for i in range(len(book) - 6)}
    ours = _words(RULES + " ".join(EDITION_NOTES))
    names = set(_words(" ".join(NAMES.values()) + " of each and"))  # a list of card names is no prose
    copied = [" ".join(ours[i:i + 7]) for i in range(len(ours) - 6)
              if tuple(ours[i:i + 7]) in runs and not set(ours[i:i + 7]) <= names]
    assert copied == []


def test_every_edition_decision_is_in_the_notes():
    notes = " ".join(EDITION_NOTES)
    for words in ("Hand limit 7", "bottom third", "bottom quarter", "very moment",
                  "never shuffled", "same Toast", "smaller number", "2 plays in one turn",
                  "once a turn", "in secret", "Pantry Raid", "Toast Toasted", "Espresso-oh",
                  "random cards", "one copy left, one right", "one card at a time"):
        assert words in notes, words
