"""Table kit pieces of session 8: the words helpers (waiting_for, third_person, initials), the
choice bar's prompt hook (TableBase.bar_prompt) and the card tag (card_tag)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.tablekit import words


def test_waiting_for_lists_names_as_a_sentence_does():
    assert words.waiting_for(["Ana"]) == "Waiting for Ana…"
    assert words.waiting_for(["Ana", "Ben", "Chloé"]) == "Waiting for Ana, Ben and Chloé…"
    assert words.waiting_for(["Ana"], "pick a card") == "Waiting for Ana: pick a card"
    assert words.waiting_for([]) == "Waiting for the other players…"


@pytest.mark.parametrize("verb, one", [("have", "has"), ("are", "is"), ("look", "looks"),
                                       ("watch", "watches"), ("try", "tries"), ("play", "plays")])
def test_third_person_agrees_with_how_many(verb, one):
    assert words.third_person(verb) == one and words.third_person(verb, 3) == verb


def test_initials_are_the_shortest_starts_no_other_name_shares():
    assert words.initials(["Ben", "Bea", "Chloé"]) == ["Ben", "Bea", "C"]
    assert words.initials(["Ana", "Anabel"]) == ["Ana", "Anab"]
    assert words.initials(["ana", "Ben"]) == ["a", "B"]
