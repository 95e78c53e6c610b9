"""The side panel's game log (pygame-gui's UITextBox): bounded, newest line in sight, rebuilt
for a new viewer. pygame-gui re-renders every row of the box on each append, so the box keeps
at most ``2 * LOG_KEEP`` lines and a move's cost stays bounded however long the game."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from tabletop.session import SeatInfo
from tabletop.tablekit.assets import Assets
from tabletop.ui import side_panel
from tabletop.ui.side_panel import LOG_KEEP, SidePanel
from tabletop.ui.theme import theme_dict


@pytest.fixture
def side():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    ui = pygame_gui.UIManager((1280, 800), theme_dict())
    yield SidePanel(ui, None, pygame.Rect(979, 0, 301, 760), "TomaToss",
                    [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal")], Assets())
    pygame.quit()


def _text_rows(box) -> list[str]:
    return ["".join(getattr(c, "text", "") or "" for c in row.items)
            for row in box.text_box_layout.layout_rows]


def test_a_long_game_keeps_the_box_bounded_and_the_newest_line_shown(side):
    lines: list[str] = []
    for i in range(5 * LOG_KEEP):
        lines.append(f"Ben drew card {i}.")
        side.set_log(list(lines), 0)
        assert LOG_KEEP <= side._log_shown <= 2 * LOG_KEEP or len(lines) < LOG_KEEP
        rows = [r for r in _text_rows(side.log_box) if r]
        assert rows[-1].strip() == f"Ben drew card {i}.", i
        assert len(rows) <= 2 * LOG_KEEP
    assert side.log_box.scroll_bar is not None
    assert side.log_box.scroll_bar.start_percentage > 0.5          # scrolled to the end


def test_appending_adds_only_the_new_lines(side, monkeypatch):
    lines = [f"line {i}" for i in range(10)]
    side.set_log(lines, 0)
    sent: list[str] = []
    append = side.log_box.append_html_text
    monkeypatch.setattr(side.log_box, "append_html_text", lambda h: sent.append(h) or append(h))
    side.set_log(lines + ["line 10"], 0)
    assert sent == ["line 10<br>"]


def test_a_new_viewer_rebuilds_the_box_with_their_lines(side):
    side.set_log(["You drew Basil."], 0)
    side.set_log(["Ana drew a card."], 1)
    rows = [r for r in _text_rows(side.log_box) if r]
    assert rows == ["Ana drew a card."] and side.log_viewer == 1


def test_keep_is_a_real_bound(side, monkeypatch):
    monkeypatch.setattr(side_panel, "LOG_KEEP", 5)
    lines = [f"line {i}" for i in range(40)]
    for k in range(1, 41):
        side.set_log(lines[:k], 0)
        assert side._log_shown <= 10
    assert [r for r in _text_rows(side.log_box) if r][0] in {f"line {i}" for i in range(30, 36)}
