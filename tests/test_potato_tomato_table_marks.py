"""What the Potato Tomato table marks on a character card (stranger-p6, shots 22 and 63): the
viewer's own peek reads as a labelled badge, not a second tomato on the back's picture, and
at game over every character is turned face up."""

from __future__ import annotations

import pygame
import pytest

from potato_kit import GAME, Harness, table, pygame_window  # noqa: F401

pytestmark = pytest.mark.usefixtures("pygame_window")


def test_a_peeked_card_carries_a_labelled_badge_along_its_bottom(monkeypatch):
    """The marker was a bare round tomato in the middle of the back (its picture has a potato
    and a tomato): now a tag along the card's bottom with the word, inside the card."""
    st = table()
    st["known"][0].append(st["rows"][1][2])      # I (Ana, seat 0) looked at Ben's third card
    h = Harness(GAME, st, viewer=0)
    h.table.draw(pygame.Surface(h.table.rect.size))
    face = GAME.view(st, 0)["rows"][1][2]["face"]
    rect = h.table.lay.cards[(1, 2)]
    labels = [r for t, r in h.table.static.labels if t == face]
    assert len(labels) == 1 and rect.contains(labels[0])
    assert labels[0].top >= rect.bottom - 20            # on the bottom edge, off the picture
    from potato_kit import point
    point(h, rect.center)
    assert h.table.tooltip_at(rect.center)[0] == f"You have looked at this card: a {face}."


def test_at_game_over_every_character_is_turned_face_up(monkeypatch):
    """At game over the face-down cards stayed backs with markers (shot 63): the view names
    every face then (views.py; rulebook, How to Win), and the table draws every card's face."""
    st = table(up=[".....", "xxxxx", "x....", "....."])
    st["over"] = True
    drawn = []
    h = Harness(GAME, st, viewer=None)
    real = h.table.painter.face
    monkeypatch.setattr(h.table.painter, "face", lambda f, size: drawn.append(f) or
                        real(f, size))
    backs = []
    real_back = h.table.painter.back
    monkeypatch.setattr(h.table.painter, "back", lambda size: backs.append(size) or
                        real_back(size))
    h.show()
    h.table.draw(pygame.Surface(h.table.rect.size))
    assert len(drawn) == 20 and backs == []
    assert not any(len(t) <= 9 and t in ("potato", "tomato", "P", "T")
                   for t, _ in h.table.static.labels)


def test_a_pile_at_five_or_more_reads_as_due_not_as_a_fraction():
    from tabletop.games.potato_tomato.table.draw import pile_text
    assert [pile_text(n) for n in (0, 4, 5, 6)] == ["0/5", "4/5", "5 · reveal", "6 · reveal"]
