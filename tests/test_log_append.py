"""Appending to the log box renders only the new rows (tabletop.ui.log_append), with the same
pixels as pygame-gui's full render."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UITextBox

from tabletop.ui.log_append import append_html
from tabletop.ui.theme import theme_dict


@pytest.fixture
def ui():
    pygame.init()
    pygame.display.set_mode((800, 600))
    yield pygame_gui.UIManager((800, 600), theme_dict())
    pygame.quit()


LINES = [f"Ben tosses a tomato at the {i % 7 + 1} and {'scores' if i % 3 else 'misses'}.<br>"
         for i in range(40)]


def _box(ui) -> UITextBox:
    box = UITextBox(LINES[0], pygame.Rect(10, 10, 300, 400), manager=ui)
    box.rebuild()
    return box


def _pixels(box) -> tuple[tuple[int, int], bytes]:
    surf = box.text_box_layout.finalised_surface
    return surf.get_size(), pygame.image.tobytes(surf, "RGBA")


def test_appended_rows_look_exactly_as_a_full_render(ui):
    fast, full = _box(ui), _box(ui)
    for line in LINES[1:]:
        append_html(fast, line)
        full.append_html_text(line)
        assert _pixels(fast) == _pixels(full)
    full.text_box_layout.finalise_to_new()          # pygame-gui's render of every row, at once
    assert _pixels(fast) == _pixels(full)
    assert fast.scroll_bar is not None                # long enough to scroll


def test_an_append_renders_only_the_new_rows(ui, monkeypatch):
    box = _box(ui)
    for line in LINES[1:20]:
        append_html(box, line)
    rows = type(box.text_box_layout.layout_rows[0])
    finalised: list = []
    real = rows.finalise
    monkeypatch.setattr(rows, "finalise",
                        lambda self, *a, **kw: finalised.append(self) or real(self, *a, **kw))
    append_html(box, LINES[20])
    mine = [r for r in finalised if r.layout is box.text_box_layout]
    assert 1 <= len(mine) <= 3 < len(box.text_box_layout.layout_rows) - 20  # not the rows above
