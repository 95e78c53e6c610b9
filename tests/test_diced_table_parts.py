"""The Diced Tomatoes table's parts: the layout for 1-6 seats at several sizes, the take mix,
the karma menu rows, where every die is drawn, the solo goal lines; screenshots at 1280x800
(2, 4, 6 players and solo) and frame times at 1920x1080 with 6 players."""

from __future__ import annotations

import os
import random
import statistics
import time
from pathlib import Path

import pygame
import pytest

from test_diced_table_kit import Harness

from tabletop import bots, games
from tabletop.engine import Action
from tabletop.games.diced_tomatoes.table import words
from tabletop.games.diced_tomatoes.scenario import position, rolled_die
from tabletop.games.diced_tomatoes.table.anim import die_spots
from tabletop.games.diced_tomatoes.table.layout import compute_layout
from tabletop.games.diced_tomatoes.table.menu import KarmaMenu
from tabletop.games.diced_tomatoes.table.pick import Pick


@pytest.fixture(scope="module")
def game():
    return games.get("diced_tomatoes")


@pytest.fixture
def screen():
    pygame.init()
    return pygame.display.set_mode((1280, 800))


def _played(game, players, steps, seed=3):
    """A state reached by ``steps`` seeded random actions."""
    state = game.new_game(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        dec = game.decision(state)
        if dec is None:
            break
        state = game.apply(state, rng.choice(game.legal_actions(state, dec.seats[0])))
    return state


# ----- layout ---------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(960, 760), (1580, 1040), (540, 520), (1200, 500)])
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_every_piece_lies_inside_the_table_and_nothing_overlaps(players, size):
    rect = pygame.Rect(0, 0, *size)
    lay = compute_layout(rect, players, bottom=players - 1, golden=True)
    assert sorted(lay.panels) == list(range(players))
    panels = list(lay.panels.values())
    c = lay.centre
    for p in panels:
        assert rect.contains(p.rect)
        assert not p.rect.colliderect(c.rect)
        assert all(not p.rect.colliderect(q.rect) for q in panels if q is not p)
        parts = p.tokens + p.slots + p.karma + [p.header, p.karma_label]
        assert all(p.rect.contains(r) for r in parts), (players, size, p.seat)
        assert all(not a.colliderect(b) for i, a in enumerate(p.drops) for b in p.drops[i + 1:])
        assert all(not a.colliderect(b) for i, a in enumerate(p.slots) for b in p.slots[i + 1:])
    assert rect.contains(c.rect)
    inner = [c.bushel, c.take, c.tray, c.prompt, c.buttons] + list(c.chips.values()) \
        + list(c.plus.values()) + list(c.minus.values())
    assert all(c.rect.contains(r) for r in inner), (players, size)
    assert not c.tray.colliderect(c.take) and not c.tray.colliderect(c.bushel)
    assert all(c.tray.contains(r) for r in c.tray_rects(6))


@pytest.mark.parametrize("players, least", [(1, 48), (2, 40), (3, 36), (4, 36), (5, 28), (6, 28)])
def test_dice_stay_legible_at_the_default_window(players, least):
    lay = compute_layout(pygame.Rect(0, 0, 960, 760), players, 0, golden=False)
    assert min(p.vine_die for p in lay.panels.values()) >= least * 0.9
    assert lay.centre.die >= 44


@pytest.mark.parametrize("players, bottom, low, high", [(4, 2, [2, 3], [1, 0]),
                                                    (5, 0, [0, 1, 2], [4, 3]), (1, 0, [0], [])])
def test_seats_go_round_the_table_from_the_bottom_seat(players, bottom, low, high):
    lay = compute_layout(pygame.Rect(0, 0, 1280, 800), players, bottom, golden=False)
    row = lambda top: [s for _, s in sorted((p.rect.x, s) for s, p in lay.panels.items()  # noqa
                                            if (p.rect.y < 400) == top)]
    assert (row(False), row(True)) == (low, high)     # next player sits beside or across


def test_resize_lays_the_table_out_again(screen, game):
    h = Harness(game, _played(game, 4, 20))
    before = h.table.zone_rect("panel", 0)
    h.table.layout(pygame.Rect(0, 0, 1580, 1040))
    after = h.table.zone_rect("panel", 0)
    assert after != before and pygame.Rect(0, 0, 1580, 1040).contains(after)
    assert after.width > before.width


# ----- take mix, menu, dice spots, words ------------------------------------------------------
def test_the_take_mix_swaps_colours_and_respects_the_bushel(game):
    state = position(game, 1, options={"golden": True}, tokens={0: [["r1"], ["r2"], ["r3"]]})
    pick = Pick()
    pick.reset(game.legal_actions(state, 0))
    assert pick.counts == {"red": 3, "black": 0, "gold": 0} and pick.need == 3
    assert pick.add("gold") and pick.counts == {"red": 2, "black": 0, "gold": 1}
    assert not pick.add("gold")                        # solo with gold: one gold die only
    assert pick.add("black") and pick.add("black")
    assert pick.counts == {"red": 0, "black": 2, "gold": 1}
    assert not pick.add("black")                       # solo: two black dice only
    assert pick.action(0) in game.legal_actions(state, 0)
    assert pick.remove("gold") and not pick.remove("gold")
    assert pick.action(0) not in game.legal_actions(state, 0)   # one short


def test_menu_rows_follow_the_legal_list_and_say_why_not(game):
    state = position(game, 2, tokens={0: [[], [], []], 1: [["r4"], [], []]}, rolled=["r1"],
                     karma=[4, 3])
    legal = game.legal_actions(state, 0)
    die = state["rolled"][0]
    menu = KarmaMenu(("die", die), 0, 4, 1, "red", legal, pygame.Rect(0, 0, 10, 10))
    rows = menu.entries()
    assert [(r.label, r.enabled) for r in rows] == [
        ("Re-roll", True), ("Shift +1 / -1…", True), ("Roll over to 6", True),
        ("Flip to 6", False), ("Set any value…", False)]
    assert all((r.action in legal) == r.enabled for r in rows if r.action is not None)
    assert menu.choose(3) is None and menu.level == "main"      # disabled: nothing happens
    assert menu.choose(1) is None and menu.level == "shift"
    assert [r.label for r in menu.entries()] == ["Shift to 2", "Back"]   # no 0 face
    assert menu.choose(0) == Action.make(0, "karma", spend="shift", die=die, value=2)
    vine = KarmaMenu(("vine", 1, 0), 0, 2, 0, "red", game.legal_actions(
        position(game, 2, tokens={1: [["r4"], [], []]}, rolled=["r1"], karma=[2, 3]), 0),
        pygame.Rect(0, 0, 10, 10))
    assert vine.entries()[0].note == "needs 3, you have 2"


def test_every_die_out_of_the_bushel_has_exactly_one_place_on_the_table(game):
    state = position(game, 3, tokens={0: [["r3", "r4"], [], []], 2: [["r6"], ["r2"], []]},
                     tracks={1: [1, 5]}, rolled=["r2", "b4"], passed=["r1"])
    view = game.view(state, 0)
    lay = compute_layout(pygame.Rect(0, 0, 960, 760), 3, 0, golden=False)
    spots = die_spots(view, lay)
    out_of_bushel = set(game.census(state)["die"]) - set(view["bushel"])
    assert set(spots) == out_of_bushel
    rects = [tuple(r) for r, _, _ in spots.values()]
    assert len(set(rects)) == len(rects)
    assert all(spots[d["id"]][0] in lay.centre.tray_rects(2) for d in view["rolled"])


def test_solo_goal_then_result_lines(game):
    view = game.view(position(game, 1, tracks={0: [1, 3]}), 0)
    lines = words.info(view, ["Ana"])
    assert lines[0].startswith("Solo goal") and "Harvested 2/6 · ★ 1" in lines[-1]
    state = game.new_game(1, seed=4)
    bot = bots.get("heuristic", "diced_tomatoes")
    rng = random.Random(4)
    while not game.is_over(state):
        seat = game.decision(state).seats[0]
        legal = game.legal_actions(state, seat)
        state = game.apply(state, bot.choose(game, game.view(state, seat), seat, legal, rng))
    end = words.info(game.view(state, 0), ["Ana"])[0]
    assert end.startswith("You won!" if game.winners(state) == [0] else "You lost")
    assert str(game.scores(state)[0]) in end


def test_final_round_and_game_over_lines(game):
    view = game.view(position(game, 3, tracks={1: [1, 2, 3, 4, 5, 6]}), 0)
    view = dict(view, final_round=True, sixth_first=1)
    assert words.info(view, ["Ana", "Ben", "Chloé"]) == [
        "Final round! Ben harvested a 6th tomato (+2)."]
    over = dict(view, over=True, scores=[4, 9, 9], result="tomatoes")
    assert words.info(over, ["Ana", "Ben", "Chloé"]) == [
        "Game over: Ben and Chloé tie with 9 points."]


# ----- pictures and speed ---------------------------------------------------------------------
def _shots_dir(tmp_path) -> Path:
    out = Path(os.environ.get("TABLETOP_SHOTS") or tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    return out


@pytest.mark.parametrize("players, name, steps", [(2, "2p", 25), (4, "4p", 40), (6, "6p", 60),
                                                  (1, "solo", 14)])
def test_screenshots_at_1280x800(screen, game, tmp_path, players, name, steps):
    h = Harness(game, _played(game, players, steps))
    screen.fill((0, 0, 0))
    h.table.draw(screen)
    path = _shots_dir(tmp_path) / f"diced_{name}.png"
    pygame.image.save(screen, str(path))
    assert path.stat().st_size > 50_000
    table = pygame.Rect(0, 0, 960, 760)
    colours = {tuple(screen.get_at((x, y)))[:3] for x in range(0, 960, 7) for y in range(0, 760, 7)}
    assert len(colours) > 300                            # a drawn table, not a blank fill
    assert screen.get_at((table.right + 5, 10))[:3] == (0, 0, 0)   # nothing drawn outside


def test_frame_times_at_1920x1080_with_six_players(game, capsys):
    """Six seats played by the heuristic bot, one move every 30 frames (rolls, flights and
    layer redraws included), the mouse moving over the table. Wall-clock figures are printed;
    the goal (p99 <= 8 ms) is checked on the frame's CPU time, which other programs busy on
    the same machine do not inflate."""
    pygame.init()
    screen = pygame.display.set_mode((1920, 1080))
    h = Harness(game, game.new_game(6, seed=5), rect=(0, 0, 1580, 1040))
    bot, rng = bots.get("heuristic", "diced_tomatoes"), random.Random(1)
    wall, cpu, moves = [], [], 0
    for i in range(660):
        if i % 30 == 0 and not h.table.busy and not game.is_over(h.state):
            seat = game.decision(h.state).seats[0]
            h.seat = h.viewer = seat
            action = bot.choose(game, game.view(h.state, seat), seat,
                                game.legal_actions(h.state, seat), rng)
            h.state = game.apply(h.state, action)
            h.show(action)
            moves += 1
        pos = ((i * 37) % 1580, (i * 23) % 1040)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                             buttons=(0, 0, 0)))
        start, start_cpu = time.perf_counter(), time.thread_time()
        h.pump()
        h.table.update(16)
        h.table.draw(screen)
        if i >= 60:                   # the first frames fill the caches
            wall.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)

    def p99(values):
        return sorted(values)[round(0.99 * len(values)) - 1]

    with capsys.disabled():
        print(f"\ndiced table 6 players 1920x1080 ({len(wall)} frames, {moves} moves): "
              f"median {statistics.median(wall):.2f} ms, p99 {p99(wall):.2f} ms "
              f"(CPU: median {statistics.median(cpu):.2f} ms, p99 {p99(cpu):.2f} ms)")
    assert moves >= 10
    assert p99(cpu) <= 8.0


def test_dice_passed_at_the_very_end_wait_by_the_next_seat(game):
    view = game.view(position(game, 2, turn=1, passed=["r2"]), 0)
    lay = compute_layout(pygame.Rect(0, 0, 960, 760), 2, 0, golden=False)
    die = view["passed"][0]["id"]
    assert die_spots(view, lay)[die][0] in lay.panels[1].incoming_rects(1)
    # Ben, the last player of the final round, ends the game passing a black 1 it cannot place
    end = position(game, 2, turn=1, last=1, rolled=["b1"], karma=[3, 3])
    end["final_round"] = True
    end = game.apply(end, Action.make(1, "end_turn"))
    over = game.view(end, 0)
    assert over["over"] and over["turn"] == 1 and over["passed_to"] == 0
    assert die_spots(over, lay)[over["passed"][0]["id"]][0] in lay.panels[0].incoming_rects(1)


def test_redrawing_only_the_changed_parts_gives_the_same_picture_as_a_full_redraw(screen, game):
    h = Harness(game, game.new_game(4, seed=8))
    bot, rng = bots.get("heuristic", "diced_tomatoes"), random.Random(2)
    for _ in range(25):                      # moves by every seat, each shown with its flights
        seat = game.decision(h.state).seats[0]
        h.seat = h.viewer = seat
        h.play(bot.choose(game, game.view(h.state, seat), seat,
                          game.legal_actions(h.state, seat), rng))
        for _ in range(3):
            h.table.update(200)
            h.table.draw(screen)
    partial = h.table._layer.copy()
    h.table.static.render(h.table._layer, h.table.lay, h.table.view,
                          h.table._frame(h.table._hidden()), True)
    assert pygame.image.tobytes(partial, "RGB") == pygame.image.tobytes(h.table._layer, "RGB")


def test_placing_a_die_redraws_only_the_panel_it_lands_on(screen, game):
    h = Harness(game, position(game, 3, tokens={0: [[], ["r3"], []]}, rolled=["r4", "r6"]))
    h.table.draw(screen)
    drawn = []
    panel = h.table.static.panel
    h.table.static.panel = lambda surf, p, *a: (drawn.append(p.seat), panel(surf, p, *a))
    die = rolled_die(h.state, "r4")
    h.play(Action.make(0, "place", die=die, owner=0, token=1))
    for _ in range(30):
        h.table.update(20)
        h.table.draw(screen)
    assert not h.table.busy and drawn and set(drawn) == {0}


def test_shared_pieces_optional_art_and_bubbles(screen):
    from tabletop.tablekit.assets import Assets
    from tabletop.tablekit.pieces import OptionalArt, place_near, text_bubble
    from tabletop.tablekit.sprites import SurfaceCache, TextCache

    assets = Assets()
    art = OptionalArt(assets.images)
    assert art("dice/red_3.png", (40, 40)).get_size() == (40, 40)
    assert art("dice/no_such_die.png", (40, 40)) is None
    text, cache = TextCache(assets.fonts), SurfaceCache()
    words_ = "a refusal reason long enough to need two lines in a narrow bubble"
    panel = text_bubble(text, cache, words_, 14, 200, (200, 50, 43), (255, 246, 230))
    assert panel.get_width() <= 200 and panel.get_height() > 2 * 14
    assert text_bubble(text, cache, words_, 14, 200, (200, 50, 43), (255, 246, 230)) is panel
    target = pygame.Surface((300, 300))
    target.fill((0, 0, 0))
    place_near(target, panel, (290, 10), target.get_rect())    # kept inside the bounds
    assert target.get_at((299 - panel.get_width() // 2, panel.get_height() // 2))[:3] != (0, 0, 0)


@pytest.mark.parametrize("size", [(560, 520), (960, 760), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [1, 2, 6])
def test_vine_dice_stay_inside_their_token_circle(players, size):
    """Every die on a vine is inside its token and overlaps no other die (its face is whole),
    from an 800x560 window's table (about 560x520) to a 1920x1080 one."""
    lay = compute_layout(pygame.Rect(0, 0, *size), players, 0, golden=True)
    for p in lay.panels.values():
        for k, t in enumerate(p.tokens):
            others = [o for j, o in enumerate(p.tokens) if j != k]
            for n in (1, 2, 3):
                rects = p.vine_rects(k, n)
                assert len(rects) == n and (n == 1 or rects[0].x < rects[1].x)   # seed left
                assert not any(a.colliderect(b) for i, a in enumerate(rects)
                               for b in rects[i + 1:]), (players, size, k, n)  # faces whole
                for r in rects:
                    corners = (r.topleft, r.topright, r.bottomleft, r.bottomright)
                    assert all((x - t.centerx) ** 2 + (y - t.centery) ** 2 <= (t.width / 2) ** 2
                               for x, y in corners), (players, size, k, n)
                    assert not any(r.colliderect(o) for o in others)
                    assert r.width >= min(p.vine_die, t.width * 0.27)     # still legible


def test_the_passed_dice_banner_names_the_receiver_and_is_silent_at_the_end():
    two = {"players": 2, "passed": [{"id": "r1"}, {"id": "b2"}]}
    assert words.passed(two, ["Ana", "Ben"], 1) == "2 dice passed to Ben"
    solo = {"players": 1, "passed": [{"id": "r1"}]}
    assert words.passed(solo, ["Ana"], 0) == "1 die left over: you roll it next turn"
    assert words.passed({**two, "over": True}, ["Ana", "Ben"], 1) == ""   # nobody rolls them
