"""The Diced Tomatoes table driven by real pygame mouse and key events (headless SDL dummy).

Each test builds a real Diced Tomatoes state (``scenario.position`` or seeded play), shows it
on the table with the shell's asset loader, posts MOUSEBUTTONDOWN / MOUSEMOTION / MOUSEBUTTONUP
or KEYDOWN events and checks the Action that comes back against the engine's legal list.
"""

from __future__ import annotations

import pygame
import pytest

from test_diced_table_kit import Harness

from tabletop import games
from tabletop.engine import Action
from tabletop.games.diced_tomatoes.scenario import position, rolled_die


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    return pygame.display.set_mode((1280, 800))


@pytest.fixture(scope="module")
def game():
    return games.get("diced_tomatoes")


# Seat 0 has an empty token 0 and a vine 3-4 on token 1; seat 1 has a vine of 5s on token 0.
TOKENS = {0: [[], ["r3", "r4"], []], 1: [["r5", "r5"], [], []]}


def _placing(game, rolled, karma=(3, 3), tokens=TOKENS, players=2, **kw):
    state = position(game, players, tokens=tokens, rolled=rolled,
                     karma=list(karma) + [3] * (players - len(karma)), **kw)
    return Harness(game, state)


# ----- placing dice ---------------------------------------------------------------------------
def test_drag_a_rolled_die_onto_a_vine_returns_the_place_action(screen, game):
    h = _placing(game, ["r5", "r2"])
    die = rolled_die(h.state, "r5")
    start = h.table.zone_rect("die", die).center
    actions = h.drag(start, h.table.zone_rect("token", 0, 1).center)     # onto the 3-4 vine
    assert actions == [Action.make(0, "place", die=die, owner=0, token=1)]
    assert actions[0] in h.legal
    actions = h.drag(start, h.table.zone_rect("token", 1, 0).center)     # onto Ben's 5-5 vine
    assert actions == [Action.make(0, "place", die=die, owner=1, token=0)]


def test_while_dragging_the_legal_spots_are_the_glowing_ones(screen, game):
    h = _placing(game, ["r2"])
    die = rolled_die(h.state, "r2")
    expected = {(a["owner"], a["token"]) for a in h.legal if a.kind == "place"}
    assert h.table.targets(die) == expected and (1, 0) not in expected
    start = h.table.zone_rect("die", die).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1]),
                                         rel=(40, 0), buttons=(1, 0, 0)))
    h.pump()
    assert h.table.drag.dragging
    glow = pygame.Color(0xFF, 0xE0, 0x8A)
    surf = pygame.display.get_surface()
    h.table.draw(surf)
    lit = {spot for spot in [(o, k) for o in range(2) for k in range(3)]
           if any(surf.get_at(p)[:3] == glow[:3] for p in _ring(h.table.zone_rect("token", *spot)))}
    assert lit == expected


def _ring(rect):
    """Points just outside ``rect``'s edges, where a glow outline is drawn."""
    pts = []
    for x in range(rect.left, rect.right, 4):
        pts += [(x, rect.top - 1), (x, rect.bottom)]
    for y in range(rect.top, rect.bottom, 4):
        pts += [(rect.left - 1, y), (rect.right, y)]
    return pts


def test_an_illegal_drop_returns_nothing_snaps_back_and_shows_the_engines_reason(screen, game):
    h = _placing(game, ["b3", "r1"])
    die = rolled_die(h.state, "b3")
    start = h.table.zone_rect("die", die).center
    actions = h.drag(start, h.table.zone_rect("token", 0, 0).center)     # a black seed: refused
    assert actions == []
    reason = game.explain_illegal(h.state, Action.make(0, "place", die=die, owner=0, token=0))
    assert "seed" in reason and h.table.message.lower() == reason.lower()
    assert h.status[-1] == h.table.message and h.sounds[-1] == "refuse"
    assert h.table.snapbacks.busy and ("die", die) in h.table.snapbacks.hidden()
    h.run(400)
    assert not h.table.snapbacks.busy


def test_a_die_dropped_on_bare_table_glides_back_without_a_word(screen, game):
    h = _placing(game, ["r5"])
    die = rolled_die(h.state, "r5")
    start = h.table.zone_rect("die", die).center
    assert h.drag(start, (start[0], start[1] - 40)) == []
    assert h.table.snapbacks.busy and h.table.message == ""


def test_click_a_die_then_a_token(screen, game):
    h = _placing(game, ["r5", "r6"])
    die = rolled_die(h.state, "r6")
    assert h.click(h.table.zone_rect("die", die).center) == []
    assert h.table.selected == die
    assert h.click(h.table.zone_rect("token", 1, 0).center) == []      # 5-5 + 6: refused
    assert h.table.message and h.table.selected == die
    actions = h.click(h.table.zone_rect("token", 0, 0).center)
    assert actions == [Action.make(0, "place", die=die, owner=0, token=0)]


def test_keyboard_arrows_choose_die_and_spot_enter_places(screen, game):
    h = _placing(game, ["r5", "r2"])
    assert h.key(pygame.K_RIGHT) == []
    die = h.table.selected
    assert die == h.state["rolled"][0]
    assert h.key(pygame.K_DOWN) == []
    spot = h.table.focus
    assert spot in h.table.targets(die)
    actions = h.key(pygame.K_RETURN)
    assert actions == [Action.make(0, "place", die=die, owner=spot[0], token=spot[1])]
    assert actions[0] in h.legal


# ----- taking dice ----------------------------------------------------------------------------
def test_plus_black_then_roll_takes_two_red_and_a_black(screen, game):
    h = Harness(game, position(game, 2))
    assert h.table.pick.counts == {"red": 3, "black": 0, "gold": 0}
    assert h.click(h.table.zone_rect("plus", "black").center) == []
    assert h.table.pick.counts == {"red": 2, "black": 1, "gold": 0}
    actions = h.click(h.table.zone_rect("button", "take").center)
    assert actions == [Action.make(0, "take", red=2, black=1, gold=0)]
    assert actions[0] in h.legal


def test_minus_leaves_the_take_short_and_the_roll_button_disabled(screen, game):
    h = Harness(game, position(game, 2))
    h.click(h.table.zone_rect("minus", "red").center)
    assert h.table.pick.total == 2
    assert "Pick 1 more" in h.table.button_labels()
    assert h.click(h.table.zone_rect("button", "take").center) == []
    assert h.key(pygame.K_b) == []                     # keyboard: one black
    assert h.key(pygame.K_RETURN) == [Action.make(0, "take", red=2, black=1, gold=0)]


def test_dragging_dice_out_of_the_bushel_picks_their_colour(screen, game):
    h = Harness(game, position(game, 2))
    chip = h.table.zone_rect("chip", "black").center
    tray = h.table.zone_rect("tray").center
    h.drag(chip, tray)
    h.drag(chip, tray)
    assert h.table.pick.counts == {"red": 1, "black": 2, "gold": 0}
    h.drag(chip, tray)
    assert h.table.pick.counts == {"red": 0, "black": 3, "gold": 0}
    assert h.drag(chip, (tray[0], tray[1] - 300)) == []   # let go outside the tray: no pick
    assert h.table.pick.counts == {"red": 0, "black": 3, "gold": 0}
    picked = h.table.zone_rect("picked", 0).center     # a black one dragged back to the bushel
    h.drag(picked, h.table.zone_rect("bushel").center)
    assert h.table.pick.counts == {"red": 0, "black": 2, "gold": 0}
    assert h.click(h.table.zone_rect("button", "take").center) == []   # one short
    h.click(h.table.zone_rect("plus", "red").center)
    assert h.click(h.table.zone_rect("button", "take").center) == [
        Action.make(0, "take", red=1, black=2, gold=0)]


def test_the_take_prompt_points_at_the_die_icons_not_the_basket(screen, game):
    h = Harness(game, position(game, 2))
    prompt = h.table.prompt()
    assert "drag a die icon" in prompt and "drag from the bushel" not in prompt
    chip, tray = h.table.zone_rect("chip", "black"), h.table.zone_rect("tray")
    assert not chip.colliderect(h.table.zone_rect("bushel"))     # the icon is its own piece
    h.drag(chip.center, tray.center)                              # and dragging it works
    assert h.table.pick.counts["black"] == 1


def test_blind_draw_offers_just_a_draw_button(screen, game):
    state = position(game, 2, options={"blind_draw": True})
    h = Harness(game, state)
    assert h.table.button_labels() == ["Draw 3 dice (Enter)"]
    assert h.click(h.table.zone_rect("button", "take").center) == [
        Action.make(0, "take", blind=True)]


# ----- karma ----------------------------------------------------------------------------------
def test_right_click_a_die_opens_the_karma_menu_and_reroll_returns_the_spend(screen, game):
    h = _placing(game, ["r2", "r5"], karma=(3, 3))
    die = rolled_die(h.state, "r2")
    assert h.click(h.table.zone_rect("die", die).center, button=3) == []
    menu = h.table.menu
    assert menu is not None and menu.target == ("die", die)
    rows = menu.entries()
    assert [r.cost for r in rows] == [1, 2, 4, 5, 6]
    assert [r.enabled for r in rows] == [True, True, False, False, False]
    assert "needs 5" in rows[3].note and "needs 6" in rows[4].note
    surf = pygame.display.get_surface()
    h.table.draw(surf)                                  # lays the menu rows out
    assert h.click(h.table.zone_rect("menu_row", 3).center) == []      # flip: too dear
    actions = h.click(h.table.zone_rect("menu_row", 0).center)
    assert actions == [Action.make(0, "karma", spend="reroll", die=die)]
    assert actions[0] in h.legal and h.table.menu is None


def test_a_karma_hint_chooses_its_die_so_one_click_on_karma_opens_its_menu(screen, game):
    h = _placing(game, ["r2", "r5"], karma=(3, 3))
    karma = h.table.zone_rect("button", "karma").center
    h.click(karma)                                      # nothing chosen yet: a word says so
    assert h.table.message.startswith("Choose a die first") and h.status[-1] == h.table.message
    die = rolled_die(h.state, "r5")
    h.table.hint(Action.make(0, "karma", spend="reroll", die=die))
    assert h.table.selected == die
    h.click(karma)
    assert h.table.menu is not None and h.table.menu.target == ("die", die)
    assert h.table.message == "" and h.status[-1] == ""     # the stale word is gone
    h.show()
    h.table.hint(Action.make(0, "karma", spend="clean", owner=1, token=0))
    h.click(karma)
    assert h.table.menu is not None and h.table.menu.target == ("vine", 1, 0)


def test_shift_asks_plus_or_minus_and_set_asks_the_value(screen, game):
    h = _placing(game, ["r2"], karma=(6, 3))
    die = rolled_die(h.state, "r2")
    surf = pygame.display.get_surface()
    h.click(h.table.zone_rect("die", die).center, button=3)
    h.table.draw(surf)
    assert h.click(h.table.zone_rect("menu_row", 1).center) == []      # "Shift +1 / -1…"
    assert [r.label for r in h.table.menu.entries()] == ["Shift to 1", "Shift to 3", "Back"]
    h.table.draw(surf)
    assert h.click(h.table.zone_rect("menu_row", 1).center) == [
        Action.make(0, "karma", spend="shift", die=die, value=3)]
    h.click(h.table.zone_rect("die", die).center, button=3)
    h.table.draw(surf)
    h.click(h.table.zone_rect("menu_row", 4).center)                   # "Set any value…"
    assert [r.face for r in h.table.menu.entries()][:-1] == [1, 3, 4, 5, 6]
    assert h.key(pygame.K_5) == [Action.make(0, "karma", spend="set", die=die, value=5)]


def test_karma_key_on_the_selected_die_and_roll_over_only_for_1_or_6(screen, game):
    h = _placing(game, ["r6", "r3"], karma=(4, 3))
    h.key(pygame.K_RIGHT)
    assert h.table.selected == rolled_die(h.state, "r6")
    h.key(pygame.K_k)
    rows = h.table.menu.entries()
    assert rows[2].label == "Roll over to 1" and rows[2].enabled
    h.key(pygame.K_DOWN)
    h.key(pygame.K_DOWN)
    assert h.key(pygame.K_RETURN) == [
        Action.make(0, "karma", spend="rollover", die=h.table.selected or rolled_die(h.state, "r6"))]


def test_right_click_a_vine_offers_cleaning_for_three(screen, game):
    h = _placing(game, ["r2"], karma=(3, 3))
    h.click(h.table.zone_rect("token", 1, 0).center, button=3)
    assert h.table.menu.target == ("vine", 1, 0)
    h.table.draw(pygame.display.get_surface())
    assert h.click(h.table.zone_rect("menu_row", 0).center) == [
        Action.make(0, "karma", spend="clean", owner=1, token=0)]
    h2 = _placing(game, ["r2"], karma=(2, 3))
    h2.click(h2.table.zone_rect("token", 1, 0).center, button=3)
    assert not h2.table.menu.entries()[0].enabled


# ----- turn end, animation, passing -----------------------------------------------------------
def _stuck(game, karma):
    """Seat 0 rolled a black 1 that fits nowhere (all tokens empty: no seed for black)."""
    return position(game, 2, tokens={0: [[], [], []], 1: [[], [], []]}, rolled=["b1"],
                    karma=[karma, 3])


def test_with_every_die_placed_the_prompt_says_so_and_end_turn_is_offered(screen, game):
    state = position(game, 1, tokens={0: [["r3", "r4"], [], []]}, phase="place", karma=[3])
    assert state["phase"] == "end" and not state["rolled"]
    h = Harness(game, state)
    assert h.table.prompt() == "All dice placed: spend karma (clean a vine) or end the turn"
    assert "End turn (E)" in h.table.button_labels()
    stuck = Harness(game, _stuck(game, 3))
    assert stuck.table.prompt().startswith("No spot for the 1 die left")


def test_end_turn_button_passes_the_dice_and_the_banner_names_the_receiver(screen, game):
    state = _stuck(game, 3)
    assert state["phase"] == "end"
    h = Harness(game, state)
    labels = h.table.button_labels()
    assert "End turn: pass 1 die to Ben (E)" in labels
    actions = h.click(h.table.zone_rect("button", "end").center)
    assert actions == [Action.make(0, "end_turn")]
    h.viewer = h.seat = 0
    h.state = game.apply(h.state, actions[0])
    h.show(actions[0])
    assert h.table.banner == "1 die passed to Ben"
    assert h.table.busy and "card_slide" in h.sounds
    h.run(900)
    assert not h.table.busy


def test_a_take_rolls_the_dice_then_shows_the_engines_faces(screen, game):
    h = Harness(game, position(game, 2))
    action = Action.make(0, "take", red=3, black=0, gold=0)
    h.play(action)
    table = h.table
    assert table.busy and "dice_rattle" in h.sounds and len(table.rolls) == 3
    faces = set()
    for _ in range(20):
        table.update(16)
        faces |= {r.shown()[1] for r in table.rolls if r.elapsed >= r.delay}
    assert len(faces) > 1                               # the faces tumble
    h.run(700)
    assert not table.busy
    for die in h.state["rolled"]:
        assert table._hidden() == set()
        assert table.zone_rect("die", die)


def test_rolls_end_on_the_engines_result(screen, game):
    h = Harness(game, position(game, 2))
    h.play(Action.make(0, "take", red=3, black=0, gold=0))
    ends = {}
    for _ in range(200):
        for r in h.table.rolls:
            ends[r.die] = r.shown()[1]
        h.table.update(8)
        if not h.table.busy:
            break
    assert ends == {d: h.state["values"][d] for d in h.state["rolled"]}


def test_solo_with_an_empty_bushel_offers_rolling_the_passed_dice(screen, game):
    state = position(game, 1, passed=["r2", "b5"])
    state["bushel"] = []                      # every other die is gone (only the view matters)
    h = Harness(game, state)
    assert game.legal_actions(state, 0) == [Action.make(0, "take", red=0, black=0, gold=0)]
    assert h.table.button_labels() == ["Roll the passed dice (Enter)"]
    assert h.key(pygame.K_RETURN) == [Action.make(0, "take", red=0, black=0, gold=0)]


def test_keyboard_cleans_a_vine_chosen_with_the_arrows(screen, game):
    h = _placing(game, ["r2"], karma=(3, 3))
    h.key(pygame.K_DOWN)
    h.key(pygame.K_DOWN)                      # vines in seat order: (0, 1), then (1, 0)
    assert h.table.focus == (1, 0) and h.table.selected is None
    h.key(pygame.K_k)
    assert h.table.menu.target == ("vine", 1, 0)
    assert h.key(pygame.K_RETURN) == [Action.make(0, "karma", spend="clean", owner=1, token=0)]


def test_a_resize_during_a_roll_ends_the_moves_and_lays_out_again(screen, game):
    h = Harness(game, position(game, 2))
    h.play(Action.make(0, "take", red=3, black=0, gold=0))
    assert h.table.busy
    h.table.layout(pygame.Rect(0, 0, 700, 600))
    assert not h.table.busy
    surf = pygame.display.get_surface()
    h.table.draw(surf)
    for die in h.state["rolled"]:
        assert pygame.Rect(0, 0, 700, 600).contains(h.table.zone_rect("die", die))


def test_bot_turns_show_the_dice_but_offer_nothing(screen, game):
    state = position(game, 2, tokens=TOKENS, rolled=["r5"], turn=1)
    h = Harness(game, state, viewer=0)        # Ana watches Ben play
    assert h.table.legal == [] and h.table.button_labels() == []
    assert h.table.prompt() == "Ben is placing dice…"
    die = rolled_die(state, "r5")
    assert h.drag(h.table.zone_rect("die", die).center, h.table.zone_rect("token", 0, 1).center) == []
    assert h.click(h.table.zone_rect("die", die).center, button=3) == [] and h.table.menu is None


def test_hovering_the_points_explains_them(screen, game):
    h = Harness(game, position(game, 2, tokens={0: [["r3", "r4", "r2"], ["r5", "r5"], []]},
                               tracks={0: [3, 2]}, karma=[5, 3]))
    label = h.table.lay.panels[1].points.center                 # Ben: karma 3 only
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=label, rel=(0, 0), buttons=(0, 0, 0)))
    h.pump()
    h.table.draw(screen)                                        # the layer records the tips
    assert h.table.tooltip_at(label)[0] == "Ben: 1 pt so far = karma 3 ÷ 2 → 1"
    ana = h.table.lay.panels[0].points.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=ana, rel=(0, 0), buttons=(0, 0, 0)))
    h.pump()
    points = game.view(h.state, 0)["points"][0]
    assert points["total"] == 13
    assert h.table.tooltip_at(ana)[0] == ("Ana: 13 pts so far = score track 10 + karma 5 ÷ 2 → 2 + "
                               "5 red dice on vines ÷ 3 → 1")



def test_a_token_tip_says_your_to_its_owner_and_names_it_to_the_others(screen, game):
    state = position(game, 2, tokens=TOKENS, rolled=["r5"], turn=1)
    spot = None
    for viewer, expected in ((1, "Your token 1: 5-5"), (0, "Ben's token 1: 5-5")):
        h = Harness(game, state, viewer=viewer)
        spot = h.table.zone_rect("token", 1, 0).center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        h.pump()
        h.table.draw(screen)                                    # the layer records the tips
        assert h.table.tooltip_at(spot)[0].startswith(expected)
