"""Dropping a drawn Potato Tomato action card (real pygame events, headless): a card that asks
for a player or a character card is taken only on a legal one of those; on the bare table or
a wrong target it is refused with a reason bubble and glides home unresolved (a tester's BURN
dropped on the wood, ROTATE on a wrong place). Every card of the deck is dragged."""

from __future__ import annotations

import pygame
import pytest

from potato_kit import GAME, card, table, Harness, pygame_window  # noqa: F401
from tabletop.engine import Action
from tabletop.games.potato_tomato.cards import ACTIONS



pytestmark = pytest.mark.usefixtures("pygame_window")


def bare_table(h):
    """A point of bare wood between the top panels and the home row."""
    lay = h.table.lay
    return (lay.mid.centerx, lay.mid.bottom - 12)


def test_burn_dropped_on_the_wood_is_refused_and_glides_home():
    h = Harness(GAME, table(drawn=[card("BURN", "blue"), card("WASH")]))
    start = h.where("drawn", 0)
    assert h.drag(start, bare_table(h)) == []
    assert "BURN" in h.table.message and "player" in h.table.message
    assert h.sounds[-1] == "refuse"
    assert h.table.snapbacks.busy           # the card glides back to its place in the row
    assert h.drag(start, h.where("player", 2)) == [Action.make(0, "resolve",
                                                               card=card("BURN", "blue"))]


def test_a_card_dropped_on_a_wrong_target_says_why_and_stays_unresolved():
    st = table(drawn=[card("FORECAST"), card("WASH")], up=[".....", "x....", ".....", "....."])
    h = Harness(GAME, st)
    assert h.drag(h.where("drawn", 0), h.where("card", 1, 0)) == []
    assert h.table.message.startswith("FORECAST")
    assert "revealed characters cannot be affected" in h.table.message.lower()
    assert h.table.snapbacks.busy and h.table.kind() == "pt:resolve"
    assert h.drag(h.where("drawn", 0), h.where("card", 1, 1)) == [
        Action.make(0, "resolve", card=card("FORECAST"))]


@pytest.mark.parametrize("cid", sorted(ACTIONS))
def test_every_card_dropped_on_the_wood_resolves_or_says_where_it_goes(cid):
    st = table(drawn=[cid] + ([card("WASH")] if ACTIONS[cid].name != "WASH" else [card("BURN", "blue")]))
    after = GAME.apply(st, Action.make(0, "resolve", card=cid))
    dec = GAME.decision(after)
    asks_target = dec is not None and dec.kind in ("pt:player", "pt:card") and 0 in dec.seats
    h = Harness(GAME, st)
    got = h.drag(h.where("drawn", 0), bare_table(h))
    if not asks_target:
        assert got == [Action.make(0, "resolve", card=cid)]
        return
    assert got == [] and ACTIONS[cid].name in h.table.message
    legal = GAME.legal_actions(after, 0)[0]
    zone = h.where("player", legal["player"]) if legal.kind == "player" else \
        h.where("card", legal["player"], legal["slot"])
    assert h.drag(h.where("drawn", 0), zone) == [Action.make(0, "resolve", card=cid)]
    h.play(Action.make(0, "resolve", card=cid))
    assert h.pump() == [legal]               # the drop's target is played after it


def test_a_card_being_resolved_or_a_glowing_card_dropped_on_the_wood_says_where_it_goes():
    st = GAME.apply(table(drawn=[card("FORECAST"), card("WASH")]),
                    Action.make(0, "resolve", card=card("FORECAST")))
    h = Harness(GAME, st)
    assert h.table.kind() == "pt:card"
    assert h.drag(h.where("drawn", 0), bare_table(h)) == []
    assert h.table.message == "Drop FORECAST on a character card (or click one)."
    assert h.table.snapbacks.busy
    h.table.feedback.clear()
    assert h.drag(h.where("card", 1, 1), bare_table(h)) == []
    assert "glowing card" in h.table.message and h.sounds[-1] == "refuse"


def _slot(surface, rect) -> bytes:
    """The RGB pixels of ``rect`` of ``surface``."""
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def _same_share(a: bytes, b: bytes) -> float:
    """The share of pixels two same-sized RGB pictures have alike."""
    n = len(a) // 3
    return sum(a[3 * i:3 * i + 3] == b[3 * i:3 * i + 3] for i in range(n)) / max(1, n)


@pytest.mark.parametrize("what", ["drawn", "char"])
def test_a_refused_piece_is_drawn_once_while_it_glides_home(what):
    """A card gliding back after a refused drop was drawn in its slot too (twice on screen):
    its slot stays empty until it lands, and while it is dragged."""
    st = table(drawn=[card("BURN", "blue"), card("WASH")])
    if what == "char":
        st = GAME.apply(table(drawn=[card("FORECAST"), card("WASH")]),
                        Action.make(0, "resolve", card=card("FORECAST")))
    h = Harness(GAME, st)
    home = h.table.zone_rect(*(("drawn", 0) if what == "drawn" else ("card", 1, 1)))
    surface = pygame.Surface(h.table.rect.size)
    h.run(2000)
    h.table.draw(surface)
    before = _slot(surface, home)
    assert h.drag(home.center, bare_table(h)) == [] and h.table.snapbacks.busy
    h.table.draw(surface)
    assert _same_share(_slot(surface, home), before) < 0.5, "drawn in its slot while gliding"
    h.run(2000)
    assert not h.table.snapbacks.busy
    h.table.draw(surface)
    assert _slot(surface, home) == before          # landed: back in its slot, once


@pytest.mark.parametrize("name", ["ROTATE", "OVERVIEW"])
@pytest.mark.parametrize("target, side", [(1, "left"), (3, "right")])
@pytest.mark.parametrize("where", ["player", "card"])
def test_a_side_card_dropped_on_a_neighbour_picks_the_side_toward_them(name, target, side,
                                                                       where):
    """ROTATE dropped on Ben (the left neighbour, seat 1) resolved and then still asked left or
    right, ignoring where it went: now the drop picks the side toward that neighbour (the
    left is the next seat, rulebook ROTATE / OVERVIEW, docs/rules/potato_tomato.md)."""
    cid = card(name)
    st = table(drawn=[cid, card("WASH")])
    h = Harness(GAME, st)
    zone = h.where("player", target) if where == "player" else h.where("card", target, 2)
    assert h.drag(h.where("drawn", 0), zone) == [Action.make(0, "resolve", card=cid)]
    h.play(Action.make(0, "resolve", card=cid))
    assert h.table.kind() == "pt:side"
    assert h.pump() == [Action.make(0, "side", side=side)]


@pytest.mark.parametrize("target", [2, 0])
def test_rotate_dropped_on_a_player_who_is_no_neighbour_is_refused_with_the_reason(target):
    cid = card("ROTATE")
    h = Harness(GAME, table(drawn=[cid, card("WASH")]))
    zone = h.where("player", target) if target else h.where("card", 0, 1)
    assert h.drag(h.where("drawn", 0), zone) == []
    assert h.table.message.startswith("ROTATE goes left or right")
    assert "Lisa (your left)" in h.table.message and "Jisoo (your right)" in h.table.message
    assert h.sounds[-1] == "refuse" and h.table.snapbacks.busy and h.table.kind() == "pt:resolve"


def test_while_a_side_is_asked_a_click_on_a_neighbour_picks_it_and_others_say_why():
    cid = card("ROTATE")
    h = Harness(GAME, GAME.apply(table(drawn=[cid, card("WASH")]),
                                 Action.make(0, "resolve", card=cid)))
    assert h.table.kind() == "pt:side"
    assert h.click(h.where("player", 3)) == [Action.make(0, "side", side="right")]
    assert h.click(h.where("card", 1, 0)) == [Action.make(0, "side", side="left")]
    assert h.click(h.where("player", 2)) == [] and "neighbour" in h.table.message
