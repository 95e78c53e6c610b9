"""The dialog shown once per run of failed autosaves (the game goes on; the next move retries)."""

from __future__ import annotations

import html

import pygame
from pygame_gui.windows import UIMessageWindow


def autosave_dialog(app, problem: str) -> UIMessageWindow:
    """A 520x260 px message window centred in ``app``'s window with the whole ``problem``
    (file and reason), on top of everything."""
    w, h = app.size
    return UIMessageWindow(pygame.Rect((w - 520) // 2, (h - 260) // 2, 520, 260),
                           html.escape(problem) + "<br><br>The next move tries again.",
                           app.ui, window_title="Autosave failed", always_on_top=True)
