"""The kit's choice bar (tablekit/choice_bar.py) and race controller (tablekit/race.py) on
their own: page planning, real clicks and number keys on the bar's pygame-gui buttons, the
hint; a race's press order, the bots' seeded delays and the deadline."""

from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest

from tabletop.engine import EXTERNAL, Action
from tabletop.tablekit.assets import Assets
from tabletop.tablekit.choice_bar import (BUTTON_H, GAP, MAX_ROWS, ChoiceBar, bar_height,
                                          plan_pages)
from tabletop.tablekit.race import HUMAN_KEYS, LONE_KEY, Race, RaceController, RaceResult

TABLE = pygame.Rect(0, 0, 980, 760)


def bottom(height):
    return pygame.Rect(12, TABLE.bottom - 12 - height, TABLE.width - 24, height)


# ----- page planning ---------------------------------------------------------------------------
def test_plan_pages_fills_rows_in_order_and_pages_only_when_needed():
    assert plan_pages([100, 100, 100], 400) == [[[0, 1, 2]]]
    assert plan_pages([100, 100, 100], 300) == [[[0, 1], [2]]]      # 100+8+100+8+100 > 300
    assert plan_pages([], 300) == []
    many = plan_pages([100] * 20, 400, rows=2, nav_width=52)       # 3 a row beside the arrows
    assert [len(row) for page in many for row in page] == [3] * 6 + [2]
    assert len(many) == 4 and all(len(page) <= 2 for page in many)
    assert [i for page in many for row in page for i in row] == list(range(20))


def test_bar_height_grows_by_a_row():
    assert bar_height(2) - bar_height(1) == BUTTON_H + GAP


# ----- the bar in a real pygame-gui manager ------------------------------------------------
@pytest.fixture
def ui():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    pygame.event.clear()
    return pygame_gui.UIManager((1280, 800))


def press(ui, bar, button_rect):
    """A real click on a bar button; returns what the bar made of the events."""
    out = []
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=button_rect.center, button=1))
        for event in pygame.event.get():
            ui.process_events(event)
        ui.update(0.016)
    for event in pygame.event.get():
        ui.process_events(event)
        action = bar.handle_event(event)
        if action is not None:
            out.append(action)
    return out


def test_a_click_on_a_button_returns_its_action_worded_by_describe(ui):
    bar = ChoiceBar(ui, None, Assets().fonts)
    legal = [Action.make(1, "pass"), Action.make(1, "block", card="b0")]
    words = {legal[0]: "pass", legal[1]: "block with b0"}
    bar.show("Ben: block the attack", legal, words.get, bottom)
    assert bar.visible and bar.button_labels() == ["Pass", "Block with b0"]
    assert press(ui, bar, bar.button_rect(legal[1])) == [legal[1]]
    # inside the table, along its bottom edge
    assert TABLE.contains(bar.rect)
    bar.hide()
    assert not bar.visible and bar.button_labels() == []


def test_a_long_prompt_drops_its_bracketed_aside_before_it_is_cut(ui):
    """stranger-p6 read "Ana: MIX & MATCH: swap the two cards (only a p…" on the bar at
    800x560: a prompt too wide loses its asides in brackets (the table and the status bar say
    them), then the "Ana: " before it (the status bar names her), before any cut; one that
    fits is kept whole."""
    bar = ChoiceBar(ui, None, Assets().fonts)
    bar.prompt = "Ana: MIX & MATCH: swap them (only a potato for a tomato) or keep them"
    font = bar._font()
    short = "Ana: MIX & MATCH: swap them or keep them"
    assert bar._prompt_line(font.size(short)[0] + 20, 2) == short
    assert bar._prompt_line(2000, 1) == bar.prompt
    alone = "MIX & MATCH: swap them or keep them"
    assert bar._prompt_line(font.size(alone)[0] + 10, 2) == alone      # then without "Ana: "
    assert bar._prompt_line(font.size(alone)[0] - 20, 2).endswith("…")


def test_number_keys_pick_on_the_current_page_and_many_choices_page(ui):
    bar = ChoiceBar(ui, None, Assets().fonts)
    legal = [Action.make(0, "take", card=f"card {i:02}") for i in range(40)]
    bar.show("Ana: take a card", legal, lambda a: "take " + a["card"], bottom)
    pages = len(bar.pages)
    assert pages > 1 and bar.page_label() == f"1/{pages}"
    assert bar.rect.height == bar_height(MAX_ROWS)
    first = bar.button_labels()
    assert first[0] == "Take card 00" and len(first) < 40
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2")
    assert bar.handle_event(key) == legal[1]
    assert press(ui, bar, bar.next_button.get_abs_rect()) == []     # ▶: the next page
    assert bar.page_label() == f"2/{pages}" and bar.button_labels()[0] == f"Take card {len(first):02}"
    assert bar.handle_event(key) == legal[len(first) + 1]
    # every choice is reachable: its page turns up when asked for it
    rect = bar.button_rect(legal[39])
    assert rect is not None and bar.page_label() == f"{pages}/{pages}"
    assert press(ui, bar, rect) == [legal[39]]


def test_the_hint_turns_to_its_page_and_marks_its_button(ui):
    bar = ChoiceBar(ui, None, Assets().fonts)
    legal = [Action.make(0, "take", card=f"c{i}") for i in range(40)]
    bar.show("Ana: take", legal, lambda a: "take " + a["card"], bottom)
    bar.hint(legal[30])
    hinted = [b for b, a in bar.buttons if a == legal[30]]
    assert hinted and "#choice_hint" in hinted[0].get_object_ids()
    assert bar.hinted == legal[30] and bar.page > 0


# ----- races -----------------------------------------------------------------------------------
def slowest_burns(result: RaceResult) -> Action:
    return Action.make(EXTERNAL, "slowest", loser=result.slowest)


def bot_rng(seat):
    return random.Random(f"7:3:{seat}:race")


def key_event(key):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def run(race, ms, step=16):
    out = None
    for _ in range(int(ms // step)):
        out = race.update(step) or out
    return out


def test_two_humans_get_distinct_keys_and_the_first_to_press_is_not_slowest():
    pygame.init()
    race = RaceController(Race((0, 1, 2), slowest_burns), humans=[0, 2], bot_rng=bot_rng)
    assert race.keys == {0: HUMAN_KEYS[0], 2: HUMAN_KEYS[1]}
    assert (race.key_name(0), race.key_name(2), race.key_name(1)) == ("A", "K", "")
    assert 350 <= race.bot_ms[1] <= 1200
    assert race.bot_ms[1] == bot_rng(1).uniform(350, 1200)          # the bot's own generator
    run(race, 160)
    assert race.handle_event(key_event(pygame.K_a))                 # Ana at 160 ms
    assert not race.handle_event(key_event(pygame.K_q))             # nobody's key
    run(race, 1400)
    assert not race.done                                            # Chloé has not pressed
    outcome = run(race, 2000)
    assert race.done and outcome == Action.make(EXTERNAL, "slowest", loser=2)
    assert race.result.order == (0, 1, 2) and race.result.missed == (2,)
    assert race.result.times_ms[0] == pytest.approx(160)
    assert race.update(16) is None                                  # the outcome comes once


def test_a_race_ends_as_soon_as_everyone_has_pressed():
    pygame.init()
    race = RaceController(Race((0, 1), slowest_burns, react_ms=(400, 400)), humans=[0],
                          bot_rng=bot_rng)
    assert race.keys == {0: LONE_KEY}
    run(race, 480)
    assert not race.done                      # the bot pressed at 400 ms; Ana has not yet
    race.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert race.update(16) == Action.make(EXTERNAL, "slowest", loser=0)
    assert race.result.order == (1, 0) and race.showing


def test_several_humans_who_never_press_are_slowest_in_seat_order():
    pygame.init()
    race = RaceController(Race((0, 1, 2), slowest_burns, deadline_ms=1000), humans=[0, 1, 2],
                          bot_rng=bot_rng)
    assert len(set(race.keys.values())) == 3
    assert run(race, 1100) == Action.make(EXTERNAL, "slowest", loser=2)
    assert race.result.missed == (0, 1, 2)


def test_a_race_needs_seats():
    with pytest.raises(ValueError):
        RaceController(Race((), slowest_burns), humans=[], bot_rng=bot_rng)
