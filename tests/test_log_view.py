"""The side panel's log box (tabletop/ui/log_view.py): wrapping, scrolling, bounded content,
and a cost per new line that does not grow with the log."""

import html

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UITextBox

from tabletop.tablekit.assets import Assets, font_path
from tabletop.ui import log_view
from tabletop.ui.log_view import LogView
from tabletop.ui.theme import theme_dict

LINES = ["Ana's turn.",
         "Ben picked up the 2 from pick-up space 1; a 5 is revealed in its place.",
         'Chloé quick-tossed no cards at "Exactly 2 cards of the same value", revealed a 3.']


@pytest.fixture()
def ui():
    pygame.init()
    pygame.display.set_mode((1000, 800))
    manager = pygame_gui.UIManager((1000, 800), theme_dict())
    regular, bold = font_path(False), font_path(True)
    if regular is not None:
        manager.add_font_paths("dejavu", str(regular), str(bold or regular))
    yield manager
    pygame.display.quit()


def _box(ui, height=400):
    return LogView(ui, None, pygame.Rect(500, 10, 396, height), Assets().fonts)


def test_short_log_has_no_scroll_bar_and_wraps_long_lines(ui):
    box = _box(ui)
    box.set_lines(LINES)
    assert box.scroll_bar is None
    assert len(box.rows) > len(LINES)                 # the long lines wrap
    assert " ".join(box.rows).split() == " ".join(LINES).split()


def test_overflow_adds_a_scroll_bar_at_the_end_and_scrolling_redraws(ui):
    box = _box(ui, height=120)
    box.set_lines(LINES * 5)
    assert box.scroll_bar is not None and box.start > 0.5
    before = pygame.image.tobytes(box._surface, "RGB")
    box.scroll_bar.set_scroll_from_start_percentage(0.0)
    ui.update(0.016)
    assert box.start == 0.0
    assert pygame.image.tobytes(box._surface, "RGB") != before


def test_rows_match_pygame_gui_text_box(ui):
    """Same wrapping and text height as the themed UITextBox it replaces."""
    text = "".join(html.escape(line) + "<br>" for line in LINES * 10)
    old = UITextBox(text, pygame.Rect(10, 10, 396, 400), manager=ui)
    box = _box(ui)
    box.set_lines(LINES * 10)
    assert box._content_h() == old.text_box_layout.layout_rect.height
    assert len(box.rows) == len(old.text_box_layout.layout_rows) - 1   # its empty last row


def test_keeps_at_most_keep_lines(ui, monkeypatch):
    monkeypatch.setattr(log_view, "KEEP_LINES", 30)
    box = _box(ui)
    for i in range(100):
        box.append([f"line {i}"])
    assert len(box.lines) == 30 and box.lines[-1] == "line 99"
    assert box.rows[-1] == "line 99"


def test_appending_late_in_a_long_game_wraps_only_the_new_line(ui, monkeypatch):
    """The old text box re-rendered every row on each append (O(lines)); this one wraps only
    the new line and renders at most the rows in sight."""
    box = _box(ui)
    box.set_lines(LINES * 100)
    split = box._split
    calls: list[str] = []
    monkeypatch.setattr(box, "_split", lambda line, width: calls.append(line) or split(line, width))
    misses = box.text._cache.misses
    box.append([LINES[1]])
    assert calls == [LINES[1]]
    in_sight = box._view_h() // box.pitch_wrap + 2
    assert box.text._cache.misses - misses <= in_sight


def test_no_empty_log_row_at_any_panel_width(ui):
    """The stranger's "blank lines in the game log": pygame-gui's text box gave a line break a
    few pixels, so a line filling a row left an empty row under it. The log box lays out the
    words itself: for each panel width, lines of many lengths leave no empty row."""
    from tabletop.session import SeatInfo
    from tabletop.ui.side_panel import SidePanel
    lines = ["Ben stole Plain Toast from Ana." + " x" * k for k in range(0, 12)]
    for width in range(300, 336, 3):
        panel = SidePanel(ui, None, pygame.Rect(0, 0, width, 700), "Game",
                          [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal")], Assets())
        panel.set_log(lines * 3, None)
        assert "" not in panel.log_box.rows, width
        assert len(panel.log_box.rows) >= len(lines) * 3
        panel.panel.kill()


def test_mouse_wheel_over_the_box_scrolls_it(ui):
    box = _box(ui, height=120)
    box.set_lines(LINES * 5)
    end = box.start
    point = (box.rect.centerx - 40, box.rect.centery)
    pygame.mouse.set_pos(point)
    ui.process_events(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 1),
                                         buttons=(0, 0, 0), touch=False))
    for _ in range(3):
        ui.update(0.016)
    ui.process_events(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False,
                                         precise_x=0.0, precise_y=3.0, touch=False))
    for _ in range(30):
        ui.update(0.016)
    assert box.start < end
