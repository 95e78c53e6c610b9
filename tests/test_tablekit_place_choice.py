"""The kit's chosen piece put onto a chosen spot (tablekit.place_choice.PlaceChoice) on a toy
table with two pieces and three spots, driven with real pygame events: click-click, the
arrows and Enter (submitted through the legal check), and Esc dropping the choice."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import Action
from tabletop.tablekit.assets import Assets
from tabletop.tablekit.controller import KitTable
from tabletop.tablekit.intents import Piece, Zone
from tabletop.tablekit.key_focus import KeyFocus
from tabletop.tablekit.place_choice import PlaceChoice
from tabletop.tablekit.sprites import SurfaceCache, TextCache
from tabletop.tablekit.table_base import TableContext

PIECES = {"p": pygame.Rect(40, 40, 30, 30), "q": pygame.Rect(80, 40, 30, 30)}
SPOTS = {"a": pygame.Rect(200, 40, 80, 80), "b": pygame.Rect(300, 40, 80, 80),
         "c": pygame.Rect(400, 40, 80, 80)}
LEGAL = [Action.make(0, "put", piece="p", spot="a"), Action.make(0, "put", piece="p", spot="b"),
         Action.make(0, "put", piece="q", spot="c")]


class PlacingTable(PlaceChoice, KitTable):
    """Piece p may go on a or b, q on c; b is the game's preferred spot."""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.painter = type("P", (), {"text": TextCache(ctx.fonts), "cache": SurfaceCache()})()
        self.keys = KeyFocus(self.targets, lambda spot: spot == "b")
        self.said, self.rebuilt = [], 0

    def layout(self, rect):
        super().layout(rect)
        self.lay = pygame.Rect(rect)

    def rebuild_buttons(self):
        self.rebuilt += 1
        super().rebuild_buttons()

    def targets(self, piece):
        return {a["spot"] for a in LEGAL if a["piece"] == piece}

    def pieces(self):
        return [Piece(k, r) for k, r in PIECES.items()]

    def zones(self):
        return [Zone(k, r) for k, r in SPOTS.items()]

    def click_piece(self, key, pos):
        self.selected = key
        return None

    def place_action(self, piece, spot):
        return Action.make(self.seat(), "put", piece=piece, spot=spot)

    def key_pieces(self):
        return list(PIECES)

    def spot_rect(self, spot):
        return SPOTS[spot]

    def say_choice(self):
        self.said.append((self.selected, self.focus))

    def on_key(self, event):
        return self.placement_key(event.key, bool(event.mod & pygame.KMOD_SHIFT))[1]

    def cancel_selection(self):
        return self.drop_choice()


@pytest.fixture
def table():
    pygame.init()
    pygame.display.set_mode((640, 400))
    sounds = []
    ctx = TableContext(game=None, images=Assets().images, fonts=Assets().fonts,
                       play_sound=sounds.append, status=lambda text: None,
                       explain=lambda a: "Not there.")
    t = PlacingTable(ctx)
    t.layout(pygame.Rect(0, 0, 640, 400))
    t.show({}, 0, list(LEGAL))
    t.sounds = sounds
    return t


def click(table, pos):
    out = [table.handle_event(pygame.event.Event(kind, pos=pos, button=1))
           for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
    return [a for a in out if a is not None]


def key(table, k, mod=0):
    return table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def test_click_a_piece_then_a_spot_puts_it_there(table):
    click(table, PIECES["p"].center)
    assert table.selected == "p"
    assert click(table, SPOTS["b"].center) == [LEGAL[1]]


def test_a_refused_spot_says_why_and_the_bare_table_drops_the_piece(table):
    click(table, PIECES["q"].center)
    assert click(table, SPOTS["a"].center) == [] and table.message == "Not there."
    assert table.sounds == ["refuse"] and table.selected == "q"
    click(table, (600, 350))                       # the bare table
    assert table.selected is None


def test_enter_chooses_the_first_piece_and_its_preferred_spot_then_puts_it(table):
    assert key(table, pygame.K_RETURN) is None
    assert (table.selected, table.focus) == ("p", "b") and table.said == [("p", "b")]
    assert table.rebuilt >= 1
    assert key(table, pygame.K_SPACE) == LEGAL[1]


def test_the_arrows_walk_pieces_and_spots(table):
    key(table, pygame.K_RIGHT)
    assert (table.selected, table.focus) == ("p", None)
    key(table, pygame.K_DOWN)
    assert table.focus == "b"                        # the preferred spot first
    key(table, pygame.K_DOWN)
    assert table.focus == "a"
    key(table, pygame.K_TAB, pygame.KMOD_SHIFT)      # back to the other piece: no spot yet
    assert (table.selected, table.focus) == ("q", None)
    assert key(table, pygame.K_KP_ENTER) is None and table.focus == "c"
    assert key(table, pygame.K_RETURN) == LEGAL[2]


def test_other_keys_are_left_to_the_table(table):
    assert table.placement_key(pygame.K_k, False) == (False, None)
    assert table.said == []


def test_escape_drops_the_choice_once(table):
    key(table, pygame.K_RETURN)
    assert table.cancel_choice() is True and (table.selected, table.focus) == (None, None)
    assert table.cancel_choice() is False
