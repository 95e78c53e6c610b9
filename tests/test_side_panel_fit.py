"""The side panel's text fits at 1280x800 and 1920x1080 (play-test findings on The Big Fat
Tomato Game): a long game name takes the smaller heading instead of being cut, and the log (the
side box and the full-log window's) never shows a blank line where a row of text ends within a
few pixels of the box's edge."""

import pygame
import pygame_gui
import pytest

from tabletop.session import SeatInfo
from tabletop.tablekit.assets import Assets
from tabletop.ui.log_box import LogScroll
from tabletop.ui.side_panel import SidePanel
from tabletop.ui.theme import theme_dict

LOG = ["You are dealt Chemicals, Fence, Mole Spy, Mole Spy, Soapy Water.", "Ben is dealt 5 cards.",
       "Ana starts.", "Ana puts up a fence (1 in all).", "Ana rolls 2 + 2 for the harvest.",
       "Ana harvests 4 tomatoes.", "Ana skips the threat step.", "Ben's turn.",
       "Ben plays the Magic Watering Can: one more die for the harvest.",
       "Ben rolls 5 + 3 + 4 for the harvest.", "Ben harvests 12 tomatoes."]


def panel(size, side_w, name="The Big Fat Tomato Game"):
    pygame.init()
    pygame.display.set_mode(size)
    ui = pygame_gui.UIManager(size, theme_dict())
    root = pygame_gui.core.UIContainer(pygame.Rect((0, 0), size), ui)
    seats = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal")]
    return ui, SidePanel(ui, root, pygame.Rect(size[0] - side_w, 0, side_w, size[1] - 40), name,
                         seats, Assets(), "big_fat_tomato")


def blank_rows(box):
    """The rows in view with no text (a box keeping its wrapped rows as strings)."""
    return [i for i, row in enumerate(box.rows) if not row.strip()]


@pytest.mark.parametrize("size, side_w", [((1280, 800), 301), ((1920, 1080), 420)])
def test_the_game_name_fits_the_panel_title(size, side_w):
    ui, side = panel(size, side_w)
    font = ui.get_theme().get_font(side.title.combined_element_ids)
    assert font.size("The Big Fat Tomato Game")[0] <= side.title.rect.width - 8
    if size == (1920, 1080):
        assert side.title.object_ids[-1] == "#heading"   # room for the full size there


@pytest.mark.parametrize("size, side_w", [((1280, 800), 301), ((1920, 1080), 420)])
def test_the_log_has_no_blank_rows_in_the_side_box_or_the_full_log(size, side_w):
    ui, side = panel(size, side_w)
    lines = []
    for i in range(60):
        lines.append(LOG[i % len(LOG)])
        side.set_log(list(lines), 0)
        assert blank_rows(side.log_box) == [], (i, lines[-1])
    full = LogScroll(ui, side.panel, side.log_box.relative_rect, side.panel.class_ids[-1])
    full.set_log(lines)
    assert [r for r in full.all_rows if not r.strip()] == [] and blank_rows(full) == []


def test_a_game_s_own_score_word_is_written_under_each_score():
    """Potato Tomato's score is the count of cards still face down: a bare "5" said nothing to
    a tester, so the word is written under it (and "points" games stay as they were)."""
    pygame.init()
    pygame.display.set_mode((1280, 800))
    ui = pygame_gui.UIManager((1280, 800), theme_dict())
    seats = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal")]
    words = lambda side: [e.text for e in side.panel.get_container().elements  # noqa: E731
                          if isinstance(e, pygame_gui.elements.UILabel) and e.text == "face down"]
    side = SidePanel(ui, None, pygame.Rect(979, 0, 301, 760), "Potato Tomato", seats, Assets(),
                     "potato_tomato", score_word="face down")
    assert len(words(side)) == 2
    labels = [e for e in side.panel.get_container().elements
              if isinstance(e, pygame_gui.elements.UILabel) and e.text == "face down"]
    font = ui.get_theme().get_font(labels[0].combined_element_ids)
    assert font.size("face down")[0] <= labels[0].rect.width
    for label, score in zip(labels, side.score_labels):
        assert label.rect.top >= score.rect.top and label.rect.centerx - score.rect.centerx < 8
    assert words(SidePanel(ui, None, pygame.Rect(979, 0, 301, 760), "Game", seats, Assets())) == []
