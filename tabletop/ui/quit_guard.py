"""Leaving a game for the main menu without losing it (a fresh user thought "Quit to menu" had
thrown the game away).

The game is autosaved after every move; :func:`keep_for_continue` writes it once more as the
player leaves, so the main menu's Continue picks it up exactly there. Only when that cannot
be done (no saves module, a failing disk) does the pause menu ask first
(:func:`confirm_quit`). The words say so where the player looks: the Quit button's tooltip,
the pause menu's note, the main menu's Continue.
"""

from __future__ import annotations

import html

import pygame
from pygame_gui.windows import UIConfirmationDialog

from tabletop.ui import saves_bridge

QUIT_TIP = "Back to the main menu. This game is kept: Continue there picks it up."
QUIT_NOTE = "Quit to menu keeps this game: Continue on the main menu picks it up."
QUIT_TIP_OVER = "Back to the main menu (the game is over; the stats keep its result)."
QUIT_TIP_UNSAVED = "Back to the main menu. This game cannot be saved: you are asked first."
CONFIRM_TITLE = "Quit to menu?"


def keep_for_continue(app, session) -> str:
    """Autosave ``session`` now and wait for the write, so Continue resumes it.

    Returns:
        "" when it is kept (or is over: nothing to keep), else why not, in player words
        (no saves module; the autosave failed).
    """
    if session.game.is_over(session.state):
        return ""
    if app.saves is None:
        return saves_bridge.UNAVAILABLE
    problem = app.autosave(session)
    app.autosaver.flush()
    return problem or app.autosaver.poll()


def confirm_quit(app, problem: str) -> UIConfirmationDialog:
    """A blocking "Quit to menu?" dialog saying the game would be lost and why (``problem``),
    centred and scaled like the app's other dialogs; its confirm event reaches the top scene
    (``pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED`` with ``ui_element`` the dialog)."""
    from tabletop.ui.scenes.layout import ui_scale
    w, h = app.size
    s = ui_scale((w, h))
    dw, dh = round(460 * s), round(240 * s)
    text = ("This game could not be saved, so it will be lost if you quit now.<br><br>"
            + html.escape(problem))
    return UIConfirmationDialog(pygame.Rect((w - dw) // 2, (h - dh) // 2, dw, dh), text,
                                app.ui, window_title=CONFIRM_TITLE,
                                action_short_name="Quit anyway", blocking=True,
                                always_on_top=True)


def _about(session) -> tuple[str, int] | None:
    """The game's name and the moves made, or None for something that is no session (a
    test's stand-in): the words then name no game."""
    try:
        return session.game.info.name, len(session.match.actions)
    except AttributeError:
        return None


def continue_tip(session) -> str:
    """The main menu's Continue tooltip for the autosaved ``session``."""
    about = _about(session)
    if about is None:
        return "Pick up your last game where you left it."
    name, moves = about
    made = "no moves yet" if moves == 0 else f"{moves} move{'s' if moves != 1 else ''} made"
    return f"Pick up your {name} game where you left it ({made})."


def continue_note(session) -> str:
    """The main menu's note when a game can be continued."""
    about = _about(session)
    game = "last" if about is None else about[0]
    return f"Your {game} game is kept: Continue picks it up."


__all__ = ["CONFIRM_TITLE", "QUIT_NOTE", "QUIT_TIP", "QUIT_TIP_OVER", "QUIT_TIP_UNSAVED",
           "confirm_quit", "continue_note", "continue_tip", "keep_for_continue"]
