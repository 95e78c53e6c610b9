"""The game log never shows an empty line under a line that fills the box's width.

pygame-gui's text box gives a line break a few pixels: a line that fills the box to within
them wraps its break onto a row of its own. ``tabletop.ui.log_wrap`` wraps lines first (for the
full-log window's text box; the side panel's own box draws the same rows).
"""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from tabletop.session import SeatInfo
from tabletop.tablekit.assets import Assets
from tabletop.ui.log_wrap import log_html
from tabletop.ui.rules_text import wrap_words
from tabletop.ui.scenes.full_log import full_log_box
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


def _full(manager, width, lines, height=420):
    """The full-log window's text box, ``width`` px wide (as the side panel's box was)."""
    return full_log_box(manager, None, pygame.Rect(0, 0, width, height), lines)


def test_no_empty_log_row_at_any_panel_width(manager):
    """For each width, a log of lines of many lengths (some will fill a row to within a
    break's width) lays out with no empty row, in the full-log window's text box and in the
    side panel's box; the plain one-line-per-<br> HTML did show one in pygame-gui's box."""
    lines = ["Ben stole Plain Toast from Ana." + " x" * k for k in range(0, 12)]
    bare_blank = 0
    for width in range(280, 316, 3):
        box = _full(manager, width, lines)
        assert "" not in _rows(box), width
        box.set_text(log_html(lines))
        bare_blank += _rows(box).count("")
        box.kill()
        panel = _panel(manager, width + 20)
        panel.set_log(lines, None)
        assert "" not in panel.log_box.rows, width
        panel.panel.kill()
    assert bare_blank > 0, "the sweep no longer meets the pygame-gui quirk it guards against"


def _panel(manager, width=300):
    return SidePanel(manager, None, pygame.Rect(0, 0, width, 700), "Game",
                     [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal")], Assets())


def _dice_log(n: int = 40) -> list[str]:
    return [f"Chloé adds a {'red' if k % 2 else 'black'} {k % 6 + 1} on {name} token {k % 3 + 1}."
            for k, name in zip(range(n), ["Ben's", "their own", "Ana's"] * n)]


def test_a_log_wraps_the_same_with_or_without_the_scroll_bar(manager):
    """Issue 12: a log set in one go before its scroll bar showed was wrapped 20 px wider than
    once the bar showed (pygame-gui narrows the text area then), so rows changed and a token's
    number was left alone: a stray "1." line. The full-log box with a few lines (no bar) wraps
    them as it does with the whole log (a bar); the side box, played line by line or set after
    Load, shows the same rows."""
    lines = _dice_log()
    for width in range(280, 310, 9):
        few, every = _full(manager, width, lines[:3], 600), _full(manager, width, lines, 600)
        assert few.scroll_bar is None and every.scroll_bar is not None
        assert _rows(every)[:len(_rows(few))] == _rows(few), width
        few.kill()
        every.kill()
        played = _panel(manager, width + 20)
        for k in range(1, len(lines) + 1):
            played.set_log(lines[:k], None)
        loaded = _panel(manager, width + 20)
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
        assert not alone(panel.log_box.rows), (width, panel.log_box.rows)
        box = _full(manager, width - 20, lines)
        rows = box.html_text.split("<br>")[:-1]
        assert not alone(rows), (width, rows)
        assert "" not in _rows(box), width
        box.kill()
        panel.panel.kill()
