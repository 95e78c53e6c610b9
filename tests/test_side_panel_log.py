"""The side panel's game log box (issue 13): it holds only the newest whole lines that fit, so a
move costs the rows of its new lines, not the log's; the newest line is always in sight and
never cut; a new viewer or a shorter log (undo) shows their lines at once. The whole log is in
the full-log window (tests/test_full_log.py)."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from tabletop.session import SeatInfo
from tabletop.tablekit.assets import Assets
from tabletop.ui.side_panel import SidePanel
from tabletop.ui.theme import theme_dict

SEATS = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal"), SeatInfo("Chloé", "bot", "hard"),
         SeatInfo("Dev", "bot", "easy")]


def _side(size, side_w, scale=1.0, seats=2):
    pygame.init()
    pygame.display.set_mode(size)
    ui = pygame_gui.UIManager(size, theme_dict())
    return SidePanel(ui, None, pygame.Rect(size[0] - side_w, 0, side_w, size[1] - 40),
                     "TomaToss", SEATS[:seats], Assets(), scale=scale)


@pytest.fixture
def side():
    yield _side((1280, 800), 301)
    pygame.quit()


def _line(i: int) -> str:
    return (f"Ben drew card {i}." if i % 3 else
            f"Ben quick-tossed 3 and 4 at target {i}, revealed a 5 and missed it again.")


def _count_renders(box, monkeypatch) -> list[str]:
    done: list[str] = []
    real = box.font.render_premul
    monkeypatch.setattr(box.font, "render_premul", lambda text, colour: done.append(text)
                        or real(text, colour))
    return done


def test_the_box_holds_only_the_newest_whole_lines_that_fit(side):
    box = side.log_box
    lines: list[str] = []
    for i in range(300):
        lines.append(_line(i))
        side.set_log(list(lines), 0)
        assert box.lines == lines[-len(box.lines):], i            # the newest, in order
        assert box.rows == [r for line in box.lines for r in box.wrap(line)]   # whole lines
        assert len(box.rows) <= box.capacity
        assert box.rows[-len(box.wrap(lines[-1])):] == box.wrap(lines[-1])     # newest in sight
        earlier = lines[-len(box.lines) - 1] if len(lines) > len(box.lines) else None
        if earlier is not None:        # the line before did not fit whole
            assert len(box.rows) + len(box.wrap(earlier)) > box.capacity, i
    assert 5 <= len(box.lines) < 40 and side.log_lines == lines


def test_a_new_line_renders_only_its_own_rows(side, monkeypatch):
    lines = [_line(i) for i in range(200)]
    side.set_log(lines, 0)
    rendered = _count_renders(side.log_box, monkeypatch)
    for i in range(200, 260):
        lines = lines + [_line(i)]
        rendered.clear()
        side.set_log(lines, 0)
        new_rows = side.log_box.wrap(lines[-1])     # (a row already in view is reused)
        assert 0 < len(rendered) <= len(new_rows) and set(rendered) <= set(new_rows), i
    rendered.clear()
    side.set_log(list(lines), 0)                      # nothing new: nothing drawn
    assert rendered == []


def test_a_new_viewer_or_an_undo_shows_their_lines_at_once(side):
    side.set_log(["You drew Basil."], 0)
    side.set_log(["Ana drew a card."], 1)
    assert side.log_box.rows == ["Ana drew a card."] and side.log_viewer == 1
    lines = [f"line {i}" for i in range(40)]
    side.set_log(lines, 1)
    side.set_log(lines[:3], 1)                        # undo: a shorter log
    assert side.log_box.rows == ["line 0", "line 1", "line 2"]


@pytest.mark.parametrize("size, side_w, scale, seats", [((800, 560), 280, 1.0, 4),
                                                        ((1280, 800), 301, 1.0, 4),
                                                        ((1920, 1080), 451, 1.3, 4)])
def test_the_rows_fit_the_box_whole_at_every_window_size(size, side_w, scale, seats):
    side = _side(size, side_w, scale, seats)
    box = side.log_box
    side.set_log([_line(i) for i in range(80)], 0)
    assert box.capacity >= 3 and len(box.rows) >= 2
    inset_y = box.border + box.pad[1]
    bottom = inset_y + (len(box.rows) - 1) * box.pitch + box.row_height
    assert bottom <= box.rect.height - inset_y            # the last row is not cut
    font = box.font
    assert all(font.size(row)[0] <= box.text_width for row in box.rows)
    pygame.quit()
