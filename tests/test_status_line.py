"""The status bar's line is drawn by the shell itself (issue 13): a pygame-gui label re-drew two
window-wide states and re-read the theme on each move (~3 ms of the frame at 1920x1080); the
line is one fill and one text render, on the theme's colours, at the dialogs' scale."""

from __future__ import annotations

import pygame
import pygame_gui

from tabletop.ui.status_bar import StatusBar
from tabletop.ui.theme import theme_dict


def _bar(size=(1920, 1080), scale=1.3):
    pygame.init()
    pygame.display.set_mode(size)
    ui = pygame_gui.UIManager(size, theme_dict())
    bar = StatusBar()
    bar.build(ui, None, pygame.Rect(0, size[1] - 52, size[0], 52), scale)
    return bar


def test_a_new_line_is_one_text_render_on_the_themes_colours(monkeypatch):
    bar = _bar()
    line = bar._label
    theme = theme_dict()
    dark = pygame.Color(theme["#status_bar"]["colours"]["dark_bg"])
    red = pygame.Color(theme["#status_bar_refusal"]["colours"]["dark_bg"])
    renders: list[str] = []
    for font in {id(look[2]): look[2] for look in line._looks.values()}.values():
        real = font.render_premul
        monkeypatch.setattr(font, "render_premul",
                            lambda text, ink, real=real: renders.append(text) or real(text, ink))
    bar.show("Ana: place a tomato token (3 left)")
    assert renders == ["Ana: place a tomato token (3 left)"] and line.text == renders[0]
    assert line.image.get_at((2, 2))[:3] == dark[:3]
    ink = pygame.Color(theme["#status_bar"]["colours"]["normal_text"])
    assert any(line.image.get_at((x, y))[:3] == ink[:3] for x in range(12, 200)
               for y in range(10, 42))
    bar.show("Ana: place a tomato token (3 left)")       # the same line: nothing drawn
    assert len(renders) == 1
    bar.show("That space is full.", refusal=True)
    assert line.image.get_at((2, 2))[:3] == red[:3] and line.refusal
    assert line.font.size("Ag")[1] > _bar((1280, 800), 1.0)._label.font.size("Ag")[1]
    pygame.quit()
