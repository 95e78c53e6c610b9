"""The game log's rows: broken at spaces within the box's width, never an empty row under a
line that fills the box, never a number alone on a row, the same rows however the log got
there (played line by line, or set at once after Load). The side panel's box and the full-log
window draw the rows of ``tabletop.ui.log_wrap.log_rows`` themselves (tabletop/ui/log_box.py).
"""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from tabletop.session import SeatInfo
from tabletop.tablekit.assets import Assets
from tabletop.ui.log_box import LogScroll
from tabletop.ui.log_wrap import log_rows
from tabletop.ui.rules_text import wrap_words
from tabletop.ui.side_panel import SidePanel
from tabletop.ui.theme import theme_dict


def test_lines_break_at_spaces_within_the_width():
    measure = len  # one pixel per character
    assert wrap_words("aa bb cc dd", measure, 5) == ["aa bb", "cc dd"]
    assert wrap_words("aaaaaaaa bb", measure, 5) == ["aaaaaaaa", "bb"]
    assert log_rows("aa bb cc", measure, 5) == ["aa bb", "cc"]
    assert log_rows("", measure, 5) == [""]
    assert log_rows("token 1. and 2", measure, 7) == ["token 1.", "and 2"]


@pytest.fixture
def manager():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    yield pygame_gui.UIManager((1280, 800), theme_dict())
    pygame.quit()


def _panel(manager, width=300):
    return SidePanel(manager, None, pygame.Rect(0, 0, width, 700), "Game",
                     [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal")], Assets())


def _full(manager, width, lines):
    box = LogScroll(manager, None, pygame.Rect(0, 0, width, 420))
    box.set_log(lines)
    return box


def _dice_log(n: int = 40) -> list[str]:
    return [f"Chloé adds a {'red' if k % 2 else 'black'} {k % 6 + 1} on {name} token {k % 3 + 1}."
            for k, name in zip(range(n), ["Ben's", "their own", "Ana's"] * n)]


def test_no_empty_row_and_every_row_within_the_width_at_any_panel_width(manager):
    """Lines of many lengths (some fill a row to within a few pixels) at many widths: no
    empty row, in the side box or the full log, and no row wider than the box's text."""
    lines = ["Ben stole Plain Toast from Ana." + " x" * k for k in range(0, 12)]
    for width in range(280, 340, 3):
        panel = _panel(manager, width)
        panel.set_log(lines, None)
        full = _full(manager, width, lines)
        for box in (panel.log_box, full):
            assert box.rows and "" not in box.rows, width
            assert all(box.font.size(r)[0] <= box.text_width for r in box.rows), width
        assert "" not in full.all_rows
        full.kill()
        panel.panel.kill()


def test_a_log_set_after_load_shows_the_rows_it_showed_in_play(manager):
    """Issue 12: after Load the whole log is set in one go; it must show the rows the log
    showed when its lines came one by one (a token's number was once left alone: "1.")."""
    lines = _dice_log()
    for width in range(280, 330, 9):
        played = _panel(manager, width)
        for k in range(1, len(lines) + 1):
            played.set_log(lines[:k], None)
        loaded = _panel(manager, width)
        loaded.set_log(lines, None)
        assert loaded.log_box.rows == played.log_box.rows, width
        played.panel.kill()
        loaded.panel.kill()


def test_a_number_never_starts_a_row_alone(manager):
    """However the width falls, "token 1." stays together: no row is only a number."""
    lines = _dice_log(12)
    alone = lambda rows: [r for r in rows if r.rstrip(".,;:)").lstrip("(").isdigit()]  # noqa
    for width in range(280, 460, 5):
        panel = _panel(manager, width)
        panel.set_log(lines, None)
        full = _full(manager, width, lines)
        assert not alone(panel.log_box.rows), (width, panel.log_box.rows)
        assert not alone(full.all_rows), (width, full.all_rows)
        full.kill()
        panel.panel.kill()
