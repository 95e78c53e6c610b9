"""Tooltips wait for a real pointer (tabletop/ui/hover_tips.py): Start on the setup screen lies
where the table's Hint button is, so the pointer left there by that click must not bring up
Hint's tooltip on its own; a real hover still does, and the pointer leaving the window takes
the tooltip away (it stayed stuck)."""

from __future__ import annotations

import pygame

from test_ui_kit import make_app
from tiny_app_kit import humans

from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes.table_scene import TableScene

TIP_FRAMES = 100
"""Frames of 16 ms: well past pygame-gui's tooltip delay (1 s)."""


def _table_under_pointer():
    app = make_app()
    seats = humans("Ana") + [SeatInfo("Ben", "bot", "normal"), SeatInfo("Chloé", "bot", "normal")]
    scene = TableScene(app, Session.start("toasty_toasts", seats, 7))
    app.reset_to(scene)
    app.run_frames(2)
    hint = scene.side.hint_button
    pygame.mouse.set_pos(hint.get_abs_rect().center)   # where the click on Start was
    pygame.event.clear(pygame.MOUSEMOTION)              # set_pos's own motion: not a move
    return app, hint


def test_the_hint_tooltip_waits_for_the_pointer_to_move():
    app, hint = _table_under_pointer()
    app.run_frames(TIP_FRAMES)
    assert hint.hovered and hint.tool_tip is None
    pos = hint.get_abs_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + 2, pos[1]), rel=(2, 0),
                                         buttons=(0, 0, 0), touch=False))
    pygame.mouse.set_pos((pos[0] + 2, pos[1]))
    app.run_frames(TIP_FRAMES)
    assert hint.tool_tip is not None                    # a real hover shows it
    pygame.event.post(pygame.event.Event(pygame.WINDOWLEAVE))
    app.run_frames(3)
    assert hint.tool_tip is None                        # the pointer left: no stuck tooltip
