"""The game log never shows an empty line under a line that fills the box's width.

pygame-gui's text box gives a line break a few pixels: a line that fills the box to within
them wraps its break onto a row of its own. ``tabletop.ui.log_wrap`` wraps lines first.
"""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from tabletop.session import SeatInfo
from tabletop.tablekit.assets import Assets
from tabletop.ui.log_wrap import log_html
from tabletop.ui.rules_text import wrap_words
from tabletop.ui.side_panel import SidePanel
from tabletop.ui.theme import theme_dict


def _rows(box) -> list[str]:
    """The text of each laid-out row, without the empty row the final ``<br>`` opens."""
    rows = ["".join(getattr(c, "text", "") or "" for c in row.items)
            for row in box.text_box_layout.layout_rows]
    return rows[:-1] if rows and rows[-1] == "" else rows


def test_lines_break_at_spaces_within_the_width():
    measure = len  # one pixel per character
    assert wrap_words("aa bb cc dd", measure, 5) == ["aa bb", "cc dd"]
    assert wrap_words("aaaaaaaa bb", measure, 5) == ["aaaaaaaa", "bb"]
    assert log_html(["aa bb cc", ""], measure, 5) == "aa bb<br>cc<br><br>"
    assert log_html(["a <b>"]) == "a &lt;b&gt;<br>"


@pytest.fixture
def manager():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    yield pygame_gui.UIManager((1280, 800), theme_dict())
    pygame.quit()


def test_no_empty_log_row_at_any_panel_width(manager):
    """For each panel width, a log of lines of many lengths (some will fill a row to within a
    break's width) lays out with no empty row; the plain one-line-per-<br> HTML did show one."""
    lines = ["Ben stole Plain Toast from Ana." + " x" * k for k in range(0, 12)]
    bare_blank = 0
    for width in range(300, 336, 3):
        panel = SidePanel(manager, None, pygame.Rect(0, 0, width, 700), "Game",
                          [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal")], Assets())
        panel.set_log(lines, None)
        assert "" not in _rows(panel.log_box), width
        panel.log_box.set_text(log_html(lines))
        bare_blank += _rows(panel.log_box).count("")
        panel.panel.kill()
    assert bare_blank > 0, "the sweep no longer meets the pygame-gui quirk it guards against"


def _panel(manager, width=300):
    return SidePanel(manager, None, pygame.Rect(0, 0, width, 700), "Game",
                     [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal")], Assets())


def _dice_log(n: int = 40) -> list[str]:
    return [f"Chloé adds a {'red' if k % 2 else 'black'} {k % 6 + 1} on {name} token {k % 3 + 1}."
            for k, name in zip(range(n), ["Ben's", "their own", "Ana's"] * n)]


def test_a_log_rebuilt_after_load_wraps_as_it_did_in_play(manager):
    """Issue 12: after Load the whole log is set in one go, before its scroll bar shows; it was
    wrapped 20 px wider than the lines appended in play (pygame-gui narrows the text area once
    the bar shows), so rows changed and a token's number was left alone: a stray "1." line."""
    lines = _dice_log()
    for width in range(300, 330, 9):
        played = _panel(manager, width)
        for k in range(1, len(lines) + 1):
            played.set_log(lines[:k], None)
        loaded = _panel(manager, width)
        loaded.set_log(lines, None)
        assert _rows(loaded.log_box) == _rows(played.log_box), width
        played.panel.kill()
        loaded.panel.kill()


def test_a_number_never_starts_a_row_alone(manager):
    """However the width falls, "token 1." stays together: no row is only a number."""
    lines = _dice_log(12)
    for width in range(280, 460, 5):
        panel = _panel(manager, width)
        panel.set_log(lines, None)
        rows = panel.log_box.html_text.split("<br>")[:-1]
        assert not [r for r in rows if r.rstrip(".,;:)").lstrip("(").isdigit()], (width, rows)
        assert "" not in _rows(panel.log_box), width
        panel.panel.kill()
