"""The Potato Tomato table holds at every window size (a tester's findings at 1000x650 and
800x560): each panel's five cards and token pile lie inside the panel and the table, panels
do not overlap, the draw row clears the STOP column, and no name line is cut with "…"."""

from __future__ import annotations

import pygame
import pytest

from potato_kit import GAME, card, table, pygame_window  # noqa: F401
from table_test_kit import TableHarness

TABLES = {(800, 560): (0, 0, 520, 520), (1000, 650): (0, 0, 720, 610),
          (1280, 800): (0, 0, 980, 760), (1920, 1080): (0, 0, 1469, 1028)}
"""Window size -> the table's rect the shell gives it (measured in the real app)."""


pytestmark = pytest.mark.usefixtures("pygame_window")


@pytest.mark.parametrize("size", sorted(TABLES))
@pytest.mark.parametrize("players", [3, 4, 6])
def test_nothing_overlaps_or_is_clipped(size, players):
    class H(TableHarness):
        default_rect = TABLES[size]
    h = H(GAME, table(players=players, stopped=False, drawn=[]))
    lay, rect = h.table.lay, h.table.rect
    for seat, panel in lay.panels.items():
        assert rect.contains(panel), (seat, panel)
        for slot in range(5):
            assert panel.contains(lay.cards[(seat, slot)]), (seat, slot)
        assert panel.contains(lay.tokens[seat]), seat
        for other, rect2 in lay.panels.items():
            assert other == seat or not panel.colliderect(rect2), (seat, other)
        assert not panel.colliderect(lay.mid), (seat, panel, lay.mid)
    lay.spread(12)     # the most a draw row may hold
    assert lay.drawn[11].right <= lay.stop.left and rect.contains(lay.stop)
    assert lay.mid.contains(lay.stop) and lay.mid.contains(lay.keep)
    assert lay.mid.contains(lay.draw) and not lay.draw.colliderect(lay.stop)
    assert lay.mid.contains(lay.deck) and lay.mid.contains(lay.drawn[11])
    h.table.draw(pygame.Surface(rect.size))
    names = [t for t, _ in h.table.static.labels if "down" in t or t in h.ctx.seat_names]
    assert len(names) == players and not any("…" in t for t in names), names


@pytest.mark.parametrize("size", sorted(TABLES))
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_players_cards_stay_readable(size, players):
    """Six players in 800x560 drew the other players' cards 14 px wide (their marks could not
    be read): every card is at least MIN_SMALL (28 px) wide at every size, its own-card mark
    and "seen" marker inside it, and the two neighbours stay at the ends nearest the viewer
    (the left one left)."""
    from tabletop.games.potato_tomato.table.layout import MIN_SMALL, lay_out

    lay = lay_out(pygame.Rect(TABLES[size]), players, 0)
    widths = {seat: lay.cards[(seat, 0)].width for seat in range(players)}
    assert min(widths.values()) >= MIN_SMALL == 28, widths
    assert max(14, min(widths.values()) // 3) <= min(widths.values()) - 4   # the own mark fits
    left, right = lay.panels[1], lay.panels[players - 1]
    assert left.centerx < right.centerx
    assert all(lay.panels[s].bottom <= max(left.bottom, right.bottom) for s in range(1, players))


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_burn_tokens_are_drawn_the_same_modest_size_on_every_pile(size, monkeypatch):
    """The home seat's pile drew each token as wide as a big card (oversized at game over)."""
    from tabletop.games.potato_tomato.table.draw import TOKEN_MAX

    class H(TableHarness):
        default_rect = TABLES[size]
    h = H(GAME, table(tokens=[4, 2, 3, 1]))
    sizes = []
    real = h.table.painter.token
    monkeypatch.setattr(h.table.painter, "token", lambda n: (sizes.append(n), real(n))[1])
    h.table.draw(pygame.Surface(h.table.rect.size))
    assert len(sizes) >= 10 and max(sizes) <= TOKEN_MAX, sizes


def test_a_card_another_player_has_seen_says_who_on_any_row():
    """A bare "seen" on a card back's art read oddly, and the viewer's own cards that others
    had looked at said nothing: now "seen: <name>" (just the name on a small card)."""
    st = table()
    st["known"][1].append(st["rows"][2][0])      # Ben looked at Chloé's first card
    st["known"][3].append(st["rows"][0][1])      # Dev looked at Ana's (the viewer's) second

    class H(TableHarness):
        default_rect = TABLES[(1280, 800)]
    h = H(GAME, st, viewer=0)
    h.table.draw(pygame.Surface(h.table.rect.size))
    labels = dict(h.table.static.labels)
    assert "seen" not in labels
    assert h.table.lay.cards[(0, 1)].contains(labels["seen: Dev"])
    assert h.table.lay.cards[(2, 0)].contains(labels.get("seen: Ben", labels.get("Ben")))


@pytest.mark.parametrize("size", sorted(TABLES))
@pytest.mark.parametrize("players", [3, 6])
def test_a_refusal_bubble_never_covers_a_players_name_line(size, players):
    """A refusal said over a player's cards (FORECAST dropped on a revealed card) hung over
    the name line of that row (or the prompt line over the draw row): wherever it is said, the bubble covers no name line and stays
    on the table (a real drop first, then every card and name line of the table)."""
    class H(TableHarness):
        default_rect = TABLES[size]
    up = ["....."] + ["x...."] * (players - 1)
    h = H(GAME, table(players=players, drawn=[card("FORECAST"), card("WASH")], up=up))
    lay = h.table.lay
    names = list(lay.names.values()) + [lay.prompt]
    assert h.drag(h.where("drawn", 0), h.where("card", 1, 0)) == []
    assert "revealed" in h.table.message
    bubble = h.table.message_rect()
    assert bubble is not None and bubble.collidelist(names) < 0, (bubble, names)
    h.table.draw(pygame.Surface(h.table.rect.size))
    points = [r.center for r in lay.cards.values()] + [r.center for r in names] + \
        [r.midbottom for r in lay.panels.values()]
    for point in points:
        h.table.feedback.refuse(h.table.message, point)
        bubble = h.table.message_rect()
        assert bubble.collidelist(names) < 0, (point, bubble)
        assert h.table.rect.contains(bubble), (point, bubble)
