"""Names in any script (issue 12): control characters are stripped at entry and when a save is
read (tabletop/names.py); Hangul, kana and Han names render as glyphs, not empty boxes, in the
table font (DejaVu lacks them: glyphs come from pygame-gui's Noto fonts) and in pygame-gui's own
elements."""

from __future__ import annotations

import pygame
import pytest

from test_ui_kit import fake_game, make_app  # noqa: F401

from tabletop.names import clean_name, printable
from tabletop.tablekit.assets import Assets, font_path
from tabletop.tablekit.script_fonts import covers, split_runs

NAMES = ["김민준", "さくら", "王伟", "张三丰"]


def test_clean_name_drops_controls_surrogates_and_folds_spaces():
    assert clean_name("Ana\nBen\t\x00x\udfff") == "Ana Ben x"
    assert clean_name("  김민준 \r\n") == "김민준"
    assert clean_name("a\u200bb\u202ec") == "abc"          # zero-width space, bidi override
    assert clean_name("x" * 40) == "x" * 24 and clean_name(None) == ""
    assert printable("Ana \nB") == "Ana  B"                 # typing keeps its spaces


def test_the_table_font_lacks_these_scripts_and_a_noto_font_fills_in():
    dejavu = str(font_path(False))
    for name in NAMES:
        assert not covers(dejavu, name)
        runs = split_runs(dejavu, "Ana " + name)
        assert runs[0] == (dejavu, "Ana ") and runs[1][0] != dejavu
        assert covers(runs[1][0], name)
    assert "NotoSansKR" in split_runs(dejavu, "김민준")[0][0]
    assert "NotoSansSC" in split_runs(dejavu, "张三丰")[0][0]


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("name", NAMES)
def test_each_character_of_a_name_draws_its_own_glyph_in_the_table_font(name):
    pygame.font.init()
    font = Assets().fonts(20)
    plain = pygame.font.Font(str(font_path(False)), 20)
    images = [_pixels(font.render(ch, True, (0, 0, 0))) for ch in name]
    assert len(set(images)) == len(set(name))               # boxes would all be alike
    boxes = {_pixels(plain.render(ch, True, (0, 0, 0))) for ch in name}
    assert len(boxes) == 1                                   # what DejaVu alone draws
    assert font.size(name)[0] > 0 and len(font.metrics(name)) == len(name)


def test_pygame_gui_labels_draw_the_glyphs_too(fake_game):
    from pygame_gui.elements import UILabel
    app = make_app()
    a = UILabel(pygame.Rect(0, 0, 200, 30), "김민준", manager=app.ui)
    b = UILabel(pygame.Rect(0, 40, 200, 30), "민준김", manager=app.ui)
    c = UILabel(pygame.Rect(0, 80, 200, 30), "준김민", manager=app.ui)
    app.run_frames(1)
    assert len({_pixels(e.image) for e in (a, b, c)}) == 3   # boxes: three equal images
