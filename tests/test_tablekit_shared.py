"""The kit pieces the TomaToss and Diced Tomatoes tables share (tally, tracks, key map, words,
drop glows, the menu host), each on its own with made-up data."""

from __future__ import annotations

import pygame

from tabletop.engine import Action
from tabletop.tablekit.drop_glow import drop_glows
from tabletop.tablekit.keymap import KeyMap, KeyRow
from tabletop.tablekit.menu_host import MenuHost
from tabletop.tablekit.tally import LegalTally
from tabletop.tablekit.track import square_row, track_cells
from tabletop.tablekit.words import and_list, count, seat_name


def _takes(*mixes, blind=False):
    out = [Action.make(0, "take", red=r, black=b) for r, b in mixes]
    return out + ([Action.make(0, "take", blind=True)] if blind else [])


def test_a_tally_starts_from_the_first_offer_swaps_when_full_and_stays_within_the_offers():
    tally = LegalTally("take", ("red", "black"), other_arg="blind")
    tally.reset(_takes((3, 0), (2, 1), (1, 2), blind=True) + [Action.make(0, "end_turn")])
    assert tally.counts == {"red": 3, "black": 0} and tally.need == 3 and tally.active
    assert tally.other == Action.make(0, "take", blind=True)
    assert tally.add("black") and tally.counts == {"red": 2, "black": 1}   # red swapped out
    assert tally.add("black") and tally.counts == {"red": 1, "black": 2}
    assert not tally.could_add("black") and not tally.add("black")          # no (0, 3) offer
    assert tally.counts == {"red": 1, "black": 2}
    assert tally.remove("red") and not tally.remove("red") and tally.total == 2
    assert tally.action(0) == Action.make(0, "take", red=0, black=2)
    assert tally.picked() == ["black", "black"] and tally.snapshot() == (0, 2, 3)
    tally.reset([Action.make(0, "end_turn")])
    assert not tally.active and tally.other is None and not tally.add("red")


def test_track_cells_share_the_width_after_the_label_and_square_rows_centre():
    label, cells = track_cells(10, 20, 130, 12, 30, 10)
    assert label == pygame.Rect(10, 20, 30, 12)
    assert [c.x for c in cells[:3]] == [40, 50, 60] and all(c.size == (9, 12) for c in cells)
    row = square_row(0, 5, 100, 3, 40, 5)            # 3 x 30 + 2 x 5 = 100: shrunk to fit
    assert [r.x for r in row] == [0, 35, 70] and row[0].size == (30, 30)
    assert [r.x for r in square_row(0, 5, 100, 2, 20, 10)] == [25, 55]


def test_a_key_map_takes_the_first_matching_row_with_its_flags_and_shift():
    keys = KeyMap([KeyRow((pygame.K_RETURN,), "confirm", when={"pending": True}),
                   KeyRow({pygame.K_1: 0, pygame.K_2: 1}, "toggle", when={"mode": "discard"}),
                   KeyRow({pygame.K_1: 0, pygame.K_2: 1}, "pick"),
                   KeyRow({pygame.K_q: 0}, "toss", shifted="quick")])
    assert keys.command(pygame.K_RETURN, pending=True) == ("confirm", 0)
    assert keys.command(pygame.K_RETURN, pending=False) is None
    assert keys.command(pygame.K_2, mode="discard") == ("toggle", 1)
    assert keys.command(pygame.K_2, mode="place") == ("pick", 1)
    assert keys.command(pygame.K_q, shift=True) == ("quick", 0)
    assert keys.command(pygame.K_1, shift=True) == ("pick", 0)
    assert keys.command(pygame.K_z) is None


def test_words_count_and_list():
    assert (count(1, "die", "dice"), count(3, "die", "dice"), count(0, "card")) == (
        "1 die", "3 dice", "0 cards")
    assert and_list([]) == "nothing" and and_list([], "no cards") == "no cards"
    assert (and_list([5]), and_list([5, 7]), and_list([3, 5, 7])) == ("5", "5 and 7",
                                                                      "3, 5 and 7")


def test_a_seat_is_named_from_the_list_or_as_seat_n_when_the_list_has_no_name_for_it():
    assert seat_name(["Ana", "Ben"], 1) == "Ben"
    assert seat_name(["Ana", "Ben"], 2) == "Seat 3"
    assert seat_name([], 0) == "Seat 1"
    assert seat_name(["Ana"], -1) == "Seat 0"   # no wrap-around to the last name


def test_drop_glows_light_the_targets_then_the_hovered_one_bright_or_red():
    drawn = []
    rects = {k: pygame.Rect(i * 50, 0, 40, 40) for i, k in enumerate("abc")}
    drop_glows(lambda r, spread, col: drawn.append((r.x, spread, col)), rects.__getitem__,
               {"a", "b"}, "b", between=lambda: drawn.append("marks"))
    assert sorted(drawn[:1]) == [(0, 10, None)] and drawn[1:] == ["marks", (50, 14, None)]
    drawn.clear()
    drop_glows(lambda r, spread, col: drawn.append((r.x, spread, col)), rects.__getitem__,
               {"a"}, "c", spreads=(6, 10, 8), bad=(1, 2, 3))
    assert drawn == [(0, 6, None), (100, 8, (1, 2, 3))]


class _Menu:
    def __init__(self):
        self.level, self.focus, self.hovered = "sub", 3, None

    def press(self, pos):
        return (pos[0] < 10, "row" if pos[0] < 10 else None)

    def hover(self, pos):
        self.hovered = pos

    def key_row(self, key):
        return 0 if key == pygame.K_RETURN else None

    def choose(self, row):
        return Action.make(0, "karma", row=row)


class _Host(MenuHost):
    def resolve(self, intent, at, how="click"):
        return (intent, at, how)


def test_the_menu_host_routes_presses_keys_hover_and_esc_to_the_open_menu():
    host = _Host()
    assert host.press_popup((1, 1)) == (False, None) and not host.menu_back()
    host.menu = _Menu()
    host.menu_hover((4, 4))
    assert host.menu.hovered == (4, 4)
    assert host.press_popup((1, 1)) == (True, "row") and host.menu is not None
    assert host.menu_key(pygame.K_RETURN, (5, 5)) == (Action.make(0, "karma", row=0), (5, 5),
                                                      "key")
    assert host.menu_key(pygame.K_a, (5, 5), close_keys=(pygame.K_k,)) is None and host.menu
    assert host.menu_back() and (host.menu.level, host.menu.focus) == ("main", 0)
    assert host.menu_back() and host.menu is None
    host.menu = _Menu()
    assert host.press_popup((50, 1)) == (True, None) and host.menu is None
    host.menu = _Menu()
    assert host.menu_key(pygame.K_k, (0, 0), close_keys=(pygame.K_k,)) is None
    assert host.menu is None


def test_per_seat_reads_a_views_list_or_gives_the_default_when_it_is_missing_or_short():
    from tabletop.tablekit.seat_view import at, per_seat

    view = {"scores": [3, 5], "boards": None}
    assert per_seat(view, "scores", 1, 0) == 5
    assert per_seat(view, "scores", 2, 0) == 0          # too short
    assert per_seat(view, "boards", 0, []) == []         # None
    assert per_seat(view, "karma", 0) is None            # missing
    assert at([1, 2], -1, "none") == "none"              # never counted from the end
