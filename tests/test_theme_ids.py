"""pygame-gui's memo of theming ids stays small (tabletop.ui.theme_ids): the same ids as
pygame-gui's own, without its multiplied string keys (issue 13, memory after a whole game)."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UILabel, UIPanel

from tabletop.ui import theme_ids
from tabletop.ui.theme import theme_dict
from tabletop.ui.theme_ids import compact_theme_ids


@pytest.fixture
def manager():
    pygame.init()
    pygame.display.set_mode((640, 480))
    yield pygame_gui.UIManager((640, 480), theme_dict())
    pygame.quit()


def _nested_labels(ui, count: int) -> list[UILabel]:
    outer = UIPanel(pygame.Rect(0, 0, 600, 400), manager=ui, object_id="#outer_panel")
    inner = UIPanel(pygame.Rect(10, 10, 500, 300), manager=ui, container=outer,
                    object_id="#inner_panel")
    return [UILabel(pygame.Rect(5, 5 + i, 200, 20), f"line {i}", manager=ui, container=inner,
                    object_id=f"#heading_{i}") for i in range(count)]


def test_pygame_gui_alone_keeps_keys_that_grow_with_nesting(manager):
    # What the wrapper is for: without it, each new combination costs a huge key.
    _nested_labels(manager, 3)
    keys = manager.get_theme().unique_theming_ids
    assert max(len(k) for k in keys) > 20_000


def test_the_wrapper_gives_pygame_gui_s_ids_and_keeps_no_big_keys(manager):
    plain = [label.combined_element_ids for label in _nested_labels(manager, 3)]
    theme = manager.get_theme()
    compact_theme_ids(theme)
    theme.unique_theming_ids.clear()
    wrapped = [label.combined_element_ids for label in _nested_labels(manager, 3)]
    assert wrapped == plain
    assert wrapped[0][0].endswith("#heading_0") and len(wrapped[0]) > 1
    assert sum(len(k) for k in theme.unique_theming_ids) == 0
    again = _nested_labels(manager, 1)[0].combined_element_ids
    assert again is wrapped[0]            # answered from the wrapper's memo


def test_the_memo_is_bounded_and_wrapping_twice_is_harmless(manager, monkeypatch):
    monkeypatch.setattr(theme_ids, "LIMIT", 4)
    theme = manager.get_theme()
    compact_theme_ids(theme)
    first = theme.build_all_combined_ids
    compact_theme_ids(theme)
    assert theme.build_all_combined_ids is first
    for i in range(10):
        ids = theme.build_all_combined_ids([None], ["label"], [None], [f"#x{i}"])
        assert ids[0] == f"#x{i}"
    memo = next(c.cell_contents for c in first.__closure__
                if isinstance(c.cell_contents, dict))
    assert len(memo) == 4
