"""Toasty Toasts in-app rules: every edition decision in the notes (own words: the generic
tests/test_help_own_words.py). Source: brief (show every decision in the in-app notes);
rules-decisions.md, Toasty Toasts."""

from __future__ import annotations

from tabletop.games.toasty_toasts.help import EDITION_NOTES


def test_every_edition_decision_is_in_the_notes():
    notes = " ".join(EDITION_NOTES)
    for words in ("Hand limit 7", "bottom third", "bottom quarter", "very moment",
                  "never shuffled", "same Toast", "smaller number", "2 plays in one turn",
                  "once a turn", "in secret", "Pantry Raid", "Toast Toasted", "Espresso-oh",
                  "random cards", "one copy left, one right", "one card at a time"):
        assert words in notes, words
