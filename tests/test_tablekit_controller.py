"""The table kit's controller (tabletop/tablekit/controller.py) on a toy table, driven with real
pygame events (headless SDL dummy driver): drop -> intent -> legal check -> refusal bubble,
sound and glide home; click-click; confirmations; Esc; the hint; and a drag never outliving its
button (issue 12: released outside the window, focus lost, window left)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import Action
from tabletop.tablekit.controller import KitTable, cycle
from tabletop.tablekit.feedback import BUBBLE_LIFT, BUBBLE_MS, plain
from tabletop.tablekit.intents import Confirm, Piece, Refusal, Zone
from tabletop.tablekit.sprites import Flight, SurfaceCache, TextCache
from tabletop.tablekit.table_base import TableContext
from tabletop.tablekit.table_button import TableButton

TOKEN = pygame.Rect(40, 40, 30, 30)
SPOTS = {"a": pygame.Rect(200, 40, 80, 80), "b": pygame.Rect(300, 40, 80, 80),
         "c": pygame.Rect(400, 40, 80, 80)}


class Sure(Confirm):
    """Put on spot c only after a second click on it."""

    cancelled = "Not put."

    @property
    def prompt(self) -> str:
        return "Click c again to put it there."

    def hit(self, pos):
        return SPOTS["c"].collidepoint(pos)


class ToyTable(KitTable):
    """One token, three spots: the doc's example (docs/tablekit.md)."""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.selected = False
        self.painter = type("P", (), {"text": TextCache(ctx.fonts), "cache": SurfaceCache()})()

    def layout(self, rect):
        super().layout(rect)
        self.lay = pygame.Rect(rect)
        self.rebuild_buttons()

    def show(self, view, viewer, legal, last_action=None):
        super().show(view, viewer, legal, last_action)
        self.selected = False
        self.rebuild_buttons()

    def make_buttons(self):
        return [TableButton(pygame.Rect(40, 200, 120, 40), "Pass", "green", "pass")]

    def pieces(self):
        return [Piece("token", TOKEN)]

    def zones(self):
        return [Zone(name, rect) for name, rect in SPOTS.items()]

    def _put(self, spot):
        action = Action.make(self.seat(), "put", spot=spot)
        return Sure(action) if spot == "c" else action

    def drop(self, key, zone, gesture):
        return None if zone is None else self._put(zone)

    def click_piece(self, key, pos):
        self.selected = not self.selected
        return None

    def click_zone(self, zone, pos):
        if zone is None or not self.selected:
            self.selected = False
            return None
        return self._put(zone)

    def press_button(self, button, pos):
        return Refusal("Passing is not allowed in the toy game.")

    def accepted(self, action, gesture):
        self.selected = False

    def glide_back(self, key, at, home, ms):
        return [Flight(pygame.Surface(home.size), at, home, ms, hide=key)]

    def test_zones(self):
        return {"token": lambda: TOKEN, "spot": lambda name: SPOTS[name]}


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    return pygame.display.set_mode((640, 400))


@pytest.fixture
def toy(screen):
    from tabletop.tablekit.assets import Assets
    sounds, status = [], []
    ctx = TableContext(game=None, images=Assets().images, fonts=Assets().fonts,
                       play_sound=sounds.append, status=status.append,
                       explain=lambda a: f"spot {a['spot']} is full (Toy rulebook, Put)")
    table = ToyTable(ctx)
    table.layout(pygame.Rect(0, 0, 640, 400))
    legal = [Action.make(0, "put", spot="a"), Action.make(0, "put", spot="c")]
    table.show({"spots": {}}, 0, legal)
    table.sounds, table.lines = sounds, status
    return table


def feed(table, *events):
    out = []
    for kind, attrs in events:
        action = table.handle_event(pygame.event.Event(kind, **attrs))
        if action is not None:
            out.append(action)
    return out


def down(pos):
    return pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}


def up(pos):
    return pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1}


def move(pos, held=(1, 0, 0), rel=(3, 2)):
    return pygame.MOUSEMOTION, {"pos": pos, "rel": rel, "buttons": held}


def drag(table, end, release=True):
    start = TOKEN.center
    steps = [move(((start[0] * (4 - s) + end[0] * s) // 4, (start[1] * (4 - s) + end[1] * s) // 4))
             for s in range(1, 5)]
    return feed(table, down(start), *steps, *([up(end)] if release else []))


def test_a_legal_drop_returns_the_action(toy):
    assert drag(toy, SPOTS["a"].center) == [Action.make(0, "put", spot="a")]
    assert toy.message == "" and not toy.snapbacks.busy and toy.sounds == []


def test_a_refused_drop_says_the_engines_reason_plays_refuse_and_glides_home(toy):
    end = SPOTS["b"].center
    assert drag(toy, end) == []
    assert toy.message == "Spot b is full"              # bracketed source left out
    assert toy.feedback.message.pos == (end[0], end[1] - BUBBLE_LIFT)
    assert toy.lines[-1] == toy.message and toy.sounds == ["refuse"]
    assert toy.snapbacks.busy and "token" in toy.snapbacks.hidden()
    toy.update(BUBBLE_MS - 1)
    assert toy.message and not toy.snapbacks.busy
    toy.update(2)
    assert toy.message == ""


def test_a_drop_off_every_zone_glides_home_silently(toy):
    assert drag(toy, (600, 350)) == [] and toy.snapbacks.busy
    assert toy.sounds == [] and toy.message == ""


def test_click_then_zone_is_the_same_action(toy):
    assert feed(toy, down(TOKEN.center), up(TOKEN.center)) == [] and toy.selected
    assert feed(toy, down(SPOTS["a"].center), up(SPOTS["a"].center)) == \
        [Action.make(0, "put", spot="a")]
    assert not toy.selected


def test_a_confirmation_waits_for_its_second_click_or_enter(toy):
    assert drag(toy, SPOTS["c"].center) == [] and toy.confirming is not None
    assert toy.lines[-1] == "Click c again to put it there." and toy.snapbacks.busy
    assert feed(toy, down(SPOTS["c"].center)) == [Action.make(0, "put", spot="c")]
    assert toy.confirming is None
    drag(toy, SPOTS["c"].center)
    assert feed(toy, (pygame.KEYDOWN, {"key": pygame.K_RETURN, "mod": 0, "unicode": ""})) == \
        [Action.make(0, "put", spot="c")]
    drag(toy, SPOTS["c"].center)
    assert feed(toy, down((600, 350))) == [] and toy.confirming is None
    assert toy.lines[-1] == "Not put."
    drag(toy, SPOTS["c"].center)
    assert toy.cancel_choice() and toy.confirming is None and not toy.cancel_choice()


def test_a_refusal_intent_and_buttons(toy):
    assert toy.button_labels() == ["Pass"]
    at = toy.zone_rect("spot", "a")
    assert at == SPOTS["a"]
    assert feed(toy, down((60, 220))) == []
    assert toy.message == "Passing is not allowed in the toy game." and toy.sounds == ["refuse"]


def test_the_hint_lasts_until_the_next_view(toy):
    toy.hint(Action.make(0, "put", spot="a"))
    assert toy.hint_action is not None
    toy.show({"spots": {}}, 0, toy.legal)
    assert toy.hint_action is None


@pytest.mark.parametrize("leave", [
    move((600, 350), held=(0, 0, 0)),                         # released outside the window
    (getattr(pygame, "WINDOWLEAVE", pygame.ACTIVEEVENT), {"gain": 0, "state": 1}),
    (getattr(pygame, "WINDOWFOCUSLOST", pygame.ACTIVEEVENT), {"gain": 0, "state": 2}),
    (pygame.ACTIVEEVENT, {"gain": 0, "state": 2}),
])
def test_a_drag_released_outside_the_window_is_cancelled(toy, leave):
    """Issue 12: the button came up outside the window (no MOUSEBUTTONUP reached us); a later
    click on the bare table must not drop the token there, nor on a spot."""
    drag(toy, (SPOTS["a"].centerx, 300), release=False)
    assert toy.drag.dragging
    feed(toy, leave)
    assert not toy.drag.pressed and toy.snapbacks.busy
    assert feed(toy, down(SPOTS["a"].center), up(SPOTS["a"].center)) == []


def test_a_warp_motion_with_no_buttons_keeps_the_drag(toy):
    """SDL's own motion after ``mouse.set_pos`` has rel (0, 0) and no buttons: not a release."""
    drag(toy, (SPOTS["a"].centerx, 300), release=False)
    feed(toy, move((SPOTS["a"].centerx, 300), held=(0, 0, 0), rel=(0, 0)))
    assert toy.drag.dragging
    assert feed(toy, up(SPOTS["a"].center)) == [Action.make(0, "put", spot="a")]


def test_a_press_while_a_stale_drag_is_live_drops_it(toy):
    drag(toy, (SPOTS["a"].centerx, 300), release=False)
    assert feed(toy, down((600, 350)), up(SPOTS["a"].center)) == []


def test_cycle_walks_the_focus_with_wrapping():
    assert cycle("abc", None, 1) == "a" and cycle("abc", None, -1) == "c"
    assert cycle("abc", "c", 1) == "a" and cycle("abc", "a", -1) == "c"
    with pytest.raises(IndexError):
        cycle([], None, 1)


def test_plain_drops_the_source_and_capitalises():
    assert plain("not now (TomaToss rulebook, Toss)") == "Not now"
    assert plain("") == ""


def test_the_next_view_knows_where_the_accepted_piece_was_let_go(toy):
    end = SPOTS["a"].center
    assert drag(toy, end) == [Action.make(0, "put", spot="a")]
    toy.show({"spots": {"a": 1}}, 0, toy.legal, Action.make(0, "put", spot="a"))
    grab = (TOKEN.center[0] - TOKEN.x, TOKEN.center[1] - TOKEN.y)
    assert toy.dropped == {"token": pygame.Rect(end[0] - grab[0], end[1] - grab[1], *TOKEN.size)}
    toy.show({"spots": {"a": 1}}, 0, toy.legal)
    assert toy.dropped == {}


def test_a_test_zone_may_be_a_rect_a_list_or_a_dict_of_rects(toy):
    row = [pygame.Rect(0, 0, 5, 5), pygame.Rect(10, 0, 5, 5)]
    toy.test_zones = lambda: {"one": SPOTS["a"], "row": row, "by": SPOTS, "f": lambda i: row[i]}
    assert toy.zone_rect("one") == SPOTS["a"] == toy.zone_rect("one", 3)
    assert toy.zone_rect("row") == row[0] and toy.zone_rect("row", 1) == row[1]
    assert toy.zone_rect("by", "c") == SPOTS["c"] and toy.zone_rect("f", 1) == row[1]
    with pytest.raises(IndexError):
        toy.zone_rect("row", 2)
    with pytest.raises(KeyError):
        toy.zone_rect("by", "z")
