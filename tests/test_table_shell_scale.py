"""At 1920x1080 the table's shell grows like the dialogs (issue 12, shot 168: the prompt line,
the choice bar's buttons and the side panel stayed small while the table scaled up). The scale
is the dialogs' own (tabletop.ui.scenes.layout.ui_scale: 1.0 at 1280x800, 1.3 at 1920x1080)."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from test_ui_kit import click, make_app
from test_ui_play import open_table

from tabletop.engine import Action
from tabletop.session import SeatInfo
from tabletop.tablekit.choice_bar import BUTTON_H, ChoiceBar
from tabletop.ui.scenes.layout import ui_scale
from tabletop.ui.status_bar import STATUS_H
from tabletop.ui.theme import dialog_class

SEATS = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal"), SeatInfo("Chloé", "bot", "normal")]


def _text_height(label) -> int:
    return label.font.size("Ag")[1]


def test_the_scale_source_is_the_dialogs():
    assert ui_scale((1280, 800)) == 1.0 and ui_scale((1920, 1080)) == 1.3


def test_status_bar_and_side_panel_grow_with_the_window():
    small = open_table(make_app(size=(1280, 800)), SEATS, game_id="big_fat_tomato", seed=3)
    small_sizes = (_text_height(small.status_bar._label), _text_height(small.side.name_labels[0]),
                   small.side.hint_button.rect.height, small.side_width())
    big_app = make_app(size=(1920, 1080))
    big = open_table(big_app, SEATS, game_id="big_fat_tomato", seed=3)
    assert big.status_bar._label.rect.height == round(STATUS_H * 1.3)
    assert big.table_rect().bottom == big.status_bar._label.get_abs_rect().top
    assert small.status_bar._label.rect.height == STATUS_H
    big_sizes = (_text_height(big.status_bar._label), _text_height(big.side.name_labels[0]),
                 big.side.hint_button.rect.height, big.side_width())
    for s, b in zip(small_sizes, big_sizes):
        assert b >= s * 1.2, (small_sizes, big_sizes)
    # the bigger buttons still work with a real click
    before = big_app.top
    click(big_app, big.side.menu_button)
    assert big_app.top is not before and big_app.top.name == "pause"


@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_choice_bar_buttons_and_prompt_scale(scale):
    app = make_app(size=(1920, 1080) if scale > 1 else (1280, 800))
    bar = ChoiceBar(app.ui, None, app.assets.fonts, scale, dialog_class(scale))
    legal = [Action.make(0, "pass"), Action.make(0, "hot_tomatoes")]
    bar.show("Ana: Ben harvested 6: play Hot Tomatoes! or pass", legal,
             lambda a: {"pass": "Pass", "hot_tomatoes": "Hot Tomatoes!"}[a.kind],
             lambda h: pygame.Rect(20, 500, 1200, h))
    app.run_frames(2)
    heights = {b.rect.height for b, _ in bar.buttons}
    assert heights == {round(BUTTON_H * scale)}
    prompt = next(e for e in bar.panel.get_container().elements
                  if isinstance(e, pygame_gui.elements.UILabel))
    assert _text_height(prompt) >= round(18 * scale) - 1
    assert bar.buttons[0][0].font.size("Pass")[1] >= round(18 * scale) - 1
    # a real click on the scaled Pass button chooses Pass
    button = bar.buttons[0][0]
    got = []
    click(app, button, frames=0)
    for _ in range(3):
        for event in pygame.event.get():
            app.ui.process_events(event)
            got.append(bar.handle_event(event))
        app.ui.update(0.016)
    assert Action.make(0, "pass") in got
