"""Table kit pieces of session 8: the words helpers (waiting_for, third_person, initials), the
choice bar's prompt hook (TableBase.bar_prompt) and the card tag (card_tag)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.tablekit import words


def test_waiting_for_lists_names_as_a_sentence_does():
    assert words.waiting_for(["Ana"]) == "Waiting for Ana…"
    assert words.waiting_for(["Ana", "Ben", "Chloé"]) == "Waiting for Ana, Ben and Chloé…"
    assert words.waiting_for(["Ana"], "pick a card") == "Waiting for Ana to pick a card"
    assert words.waiting_for([]) == "Waiting for the other players…"


@pytest.mark.parametrize("verb, one", [("have", "has"), ("are", "is"), ("look", "looks"),
                                       ("watch", "watches"), ("try", "tries"), ("play", "plays")])
def test_third_person_agrees_with_how_many(verb, one):
    assert words.third_person(verb) == one and words.third_person(verb, 3) == verb


def test_initials_are_the_shortest_starts_no_other_name_shares():
    assert words.initials(["Ben", "Bea", "Chloé"]) == ["Ben", "Bea", "C"]
    assert words.initials(["Ana", "Anabel"]) == ["Ana", "Anab"]
    assert words.initials(["ana", "Ben"]) == ["a", "B"]


def test_the_choice_bar_shows_the_tables_bar_prompt():
    """ChoiceHost words the bar's line through the table's bar_prompt hook (default: the
    status prompt as it is)."""
    from tabletop.engine import Action, Decision
    from tabletop.tablekit.table_base import TableBase, TableContext
    from tabletop.ui.choice_host import ChoiceHost

    shown = []

    class Bar:
        def show(self, prompt, legal, describe, place):
            shown.append(prompt)

        def hide(self):
            shown.append(None)

    class Table(TableBase):
        def bar_prompt(self, prompt, decision):
            return f"{decision.kind}: {prompt} (which)"

    dec = Decision((0,), "x:pick", "pick one")
    legal = [Action.make(0, "pick", n=1)]
    ctx = TableContext(game=None, images=None, fonts=None, play_sound=lambda n: None)
    for table, want in ((TableBase(ctx), "Ana: pick one"),
                        (Table(ctx), "x:pick: Ana: pick one (which)")):
        host = ChoiceHost(table, [0], ["Ana"], None, lambda s: None)
        host.bar = Bar()
        host.sync(dec, 0, legal, "Ana: pick one", str, 0)
        assert shown[-1] == want


def test_card_tag_sits_inside_its_card_and_is_recorded():
    from tabletop.tablekit.assets import Assets
    from tabletop.tablekit.cards import CardLayer
    from tabletop.tablekit.painter import PainterBase
    from tabletop.tablekit.table_base import TableContext

    pygame.init()
    pygame.display.set_mode((200, 200))
    assets = Assets()
    ctx = TableContext(game=None, images=assets.images, fonts=assets.fonts,
                       play_sound=lambda n: None)
    layer = CardLayer(PainterBase(ctx), [])
    layer.labels = []
    surf = pygame.Surface((200, 200))
    card = pygame.Rect(20, 20, 30, 42)
    tag = layer.card_tag(surf, card, "3")
    assert card.contains(tag) and tag.center == card.center
    low = layer.card_tag(surf, card, "12345678", anchor="midbottom")
    assert card.contains(low) and low.bottom == card.bottom
    assert [t for t, _ in layer.labels] == ["3", "12345678"]
