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
    names = [t for t, r in h.table.static.labels
             if any(r.topleft == n.topleft for n in lay.names.values())]
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
    """A bare "seen" on a card back's art read oddly, the viewer's own cards that others had
    looked at said nothing, and the tags read three ways ("seen: Ben", "Chloé", "2 players"):
    now one form on every card, the initials ("D", "B·C"), and pointing at the card (after a
    move onto it) names them in full."""
    st = table()
    st["known"][1].append(st["rows"][2][0])      # Ben looked at Chloé's first card
    st["known"][3].append(st["rows"][0][1])      # Dev looked at Ana's (the viewer's) second
    st["known"][1].append(st["rows"][0][2])      # Ben and Chloé looked at Ana's third
    st["known"][2].append(st["rows"][0][2])

    class H(TableHarness):
        default_rect = TABLES[(1280, 800)]
    h = H(GAME, st, viewer=0)
    h.table.draw(pygame.Surface(h.table.rect.size))
    labels = dict(h.table.static.labels)
    assert not any(t.startswith("seen") or "players" in t for t in labels)
    assert h.table.lay.cards[(0, 1)].contains(labels["D"])
    assert h.table.lay.cards[(0, 2)].contains(labels["B·C"])
    assert h.table.lay.cards[(2, 0)].contains(labels["B"])
    spot = h.table.lay.cards[(0, 2)].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    h.pump()
    assert h.table.tooltip_at(spot)[0] == "Ben and Chloé have looked at this card."


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


def _scene(name: str, players: int) -> tuple[dict, int]:
    """(state, viewer) of a scene whose words ran long at 800x560 (stranger-p6's shots)."""
    from potato_kit import play, resolve
    if name == "first_draw":        # "The first card is drawn by itself: …"
        return table(players=players, drawn=[card("SWAP")], stopped=False), 0
    if name in ("mix_match", "waiting"):   # "MIX & MATCH: swap the two cards (…), or keep…"
        st = resolve(table(players=players, drawn=[card("MIX & MATCH"), card("WASH")]),
                     card("MIX & MATCH"))
        st = play(play(st, 0, "card", player=1, slot=0), 0, "card", player=2, slot=0)
        return st, 0 if name == "mix_match" else 1
    st = table(players=players, drawn=[card("SWAP"), card("TRANSFER"), card("GREEN FLAG"),
                                       card("BURN", "green")])
    for seat in range(1, players):        # everyone else has looked at two of my cards
        st["known"][seat] += [st["rows"][0][3], st["rows"][0][4]]
    st["known"][1] += [st["rows"][2][0]]
    st["known"][players - 1] += [st["rows"][1][1]]
    return st, 0


@pytest.mark.parametrize("players", [3, 4, 6])
@pytest.mark.parametrize("scene", ["first_draw", "mix_match", "waiting", "seen"])
def test_no_text_on_the_table_is_cut_at_800x560(scene, players, monkeypatch):
    """stranger-p6 read, at 800x560 with 3 players, "…or kee…" on the prompt line, "B…",
    "C…", "2…" on the "seen" tags and "5 down" beside "(4 face down)": every text the table
    draws fits its box whole (no "…" put in, inside the table, the prompt inside the middle
    band, a tag inside its card); a name line counts "(N face down)" or not at all (the side
    list counts too), and the neighbours' lines keep "your left" / "your right"."""
    from tabletop.tablekit.surface_cache import TextCache

    cut = []
    real = TextCache._fit

    def spy(self, text, max_width, size, bold, min_size):
        fitted = real(self, text, max_width, size, bold, min_size)
        if fitted[0] != text:
            cut.append((text, fitted[0], max_width))
        return fitted
    monkeypatch.setattr(TextCache, "_fit", spy)

    class H(TableHarness):
        default_rect = TABLES[(800, 560)]
    st, viewer = _scene(scene, players)
    h = H(GAME, st, viewer=viewer)
    h.ctx.humans = (0, 1)
    h.show()
    h.table.draw(pygame.Surface(h.table.rect.size))
    assert cut == []
    lay, labels = h.table.lay, h.table.static.labels
    for text, rect in labels:
        assert h.table.rect.contains(rect), (text, rect)
    loose = [(t, r) for t, r in labels if r.collidelist(list(lay.cards.values())) < 0]
    for i, (text, rect) in enumerate(loose):    # "deck 28" and the SLAP keys met at 6 players
        assert not any(rect.colliderect(r) for _, r in loose[i + 1:]), (text, loose)
    prompt = [r for t, r in labels if r.colliderect(lay.prompt) and t not in dict(
        (h.table.static._name_line(h.table.view, lay, s, viewer), 0) for s in lay.names)]
    assert prompt and all(lay.mid.left <= r.left and r.right <= lay.mid.right for r in prompt)
    assert all(r.bottom <= lay.deck.top for r in prompt), prompt
    lines = {s: t for s, name in lay.names.items() for t, r in labels
             if r.topleft == name.topleft}
    assert len(lines) == players, lines
    assert all("face down)" in t for t in lines.values() if "down" in t), lines  # one wording
    assert "your left" in lines[(viewer + 1) % players], lines      # the sides stay said
    assert "your right" in lines[(viewer - 1) % players], lines
    if scene == "seen":
        for slot in (3, 4):
            tags = [r for t, r in labels if lay.cards[(0, slot)].contains(r)]
            assert tags, slot


@pytest.mark.parametrize("size", sorted(TABLES))
@pytest.mark.parametrize("players", [3, 4, 6])
def test_every_drawn_cards_title_stays_in_sight(size, players):
    """At 800x560 four drawn cards overlapped so that their titles read "SHAR", "TRANSF",
    "GREEN F" (shot 100): while the row overlaps but every other card clears the next but
    one, every second card sits lower and is drawn last, so no card covers another's title
    band; the row stays inside the middle band, above the SLAP key line."""
    from tabletop.games.potato_tomato.table.layout import lay_out

    lay = lay_out(pygame.Rect(TABLES[size]), players, 0)
    for n in range(2, 13):
        lay.spread(n)
        order = lay.order(n)
        assert sorted(order) == list(range(n))
        for k in range(n):
            assert lay.mid.contains(lay.drawn[k]) and lay.drawn[k].bottom <= lay.mid.bottom - 20
        if lay.lift or lay.drawn[1].left >= lay.drawn[0].right:
            for i, k in enumerate(order):
                card = lay.drawn[k]
                title = pygame.Rect(card.left, card.top, card.width, max(10, card.height // 7))
                assert not any(title.colliderect(lay.drawn[j]) for j in order[i + 1:]), (n, k)
    lay.spread(4)
    assert (size, players) != ((800, 560), 3) or lay.lift > 0      # the case of shot 100


def test_a_click_where_drawn_cards_overlap_takes_the_card_on_top():
    """In a staggered row the lower card is drawn over its neighbours: a click on it there
    resolves it, not the card under it (and its tooltip is its own)."""
    from potato_kit import point
    from tabletop.engine import Action

    class H(TableHarness):
        default_rect = TABLES[(800, 560)]
    drawn = [card("SWAP"), card("TRANSFER"), card("GREEN FLAG"), card("WASH")]
    h = H(GAME, table(players=3, drawn=drawn))
    lay = h.table.lay
    assert lay.lift and lay.drawn[0].right > lay.drawn[1].left
    spot = (lay.drawn[1].left + 3, lay.drawn[1].top + 30)
    assert lay.drawn[0].collidepoint(spot)
    point(h, spot)
    assert h.table.tooltip_at(spot)[0].startswith("TRANSFER")
    assert h.click(spot) == [Action.make(0, "resolve", card=card("TRANSFER"))]
