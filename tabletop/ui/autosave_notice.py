"""The dialog shown once per run of failed autosaves (the game goes on; the next move retries)."""

from __future__ import annotations

import html

import pygame
from pygame_gui.windows import UIMessageWindow


def autosave_dialog(app, problem: str) -> UIMessageWindow:
    """A 520x260 design-px message window (times the window's dialog scale) centred in
    ``app``'s window with the whole ``problem`` (file and reason), on top of everything."""
    from tabletop.ui.scenes.layout import ui_scale
    w, h = app.size
    s = ui_scale((w, h))
    dw, dh = round(520 * s), round(260 * s)
    return UIMessageWindow(pygame.Rect((w - dw) // 2, (h - dh) // 2, dw, dh),
                           html.escape(problem) + "<br><br>The next move tries again.",
                           app.ui, window_title="Autosave failed", always_on_top=True)


def report_failure(scene, problem: str) -> None:
    """A background autosave of the table ``scene`` failed: the reason in its status bar (red),
    and once per run of failures a dialog with the whole message (file and reason) kept in
    ``scene.save_dialog``. The game goes on."""
    scene.set_status(scene.app.autosaver.short or problem, refusal=True)
    if not scene._save_warned:
        scene._save_warned = True
        if scene.save_dialog is not None:
            scene.save_dialog.kill()
        scene.save_dialog = autosave_dialog(scene.app, problem)
