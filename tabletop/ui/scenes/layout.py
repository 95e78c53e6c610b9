"""Small layout helpers shared by the scenes: a centred cream panel and a column of buttons.

Dialogs scale with the window: :func:`ui_scale` gives the factor for a window size (1.0 up to
1280x800, up to 1.45 on a large screen), :func:`centred_panel` multiplies its size by it and
tags the panel with the theme class of that scale (larger fonts inside, see
:mod:`tabletop.ui.theme`); a dialog lays itself out in design pixels (as at 1280x800) through
:func:`scaler`, and the helpers here scale their own sizes the same way.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UILabel, UIPanel

from tabletop import games
from tabletop.ui.theme import DIALOG_SCALES, dialog_class

DESIGN_SIZE = (1280, 800)
"""The window size dialogs are drawn for at scale 1.0 (pixels)."""


def ui_scale(size: tuple[int, int]) -> float:
    """The dialog scale for a window of ``size`` pixels: the largest of 1.0 and
    :data:`tabletop.ui.theme.DIALOG_SCALES` not above ``min(w / 1280, h / 800)``."""
    fit = min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1])
    return max([1.0] + [s for s in DIALOG_SCALES if s <= fit + 1e-9])


def side_width(size: tuple[int, int]) -> int:
    """Width in pixels of the right-hand panel of the table and replay screens for a window of
    ``size`` pixels: 420 design pixels at the window's :func:`ui_scale`, at most 23.5 % of the
    width and at least 280 (300 at 1280x800, 451 at 1920x1080)."""
    return max(280, min(round(420 * ui_scale(size)), int(size[0] * 0.235)))


class Scaler:
    """Design pixels to window pixels at ``scale``: ``px(48)``, ``px.rect(x, y, w, h)``."""

    def __init__(self, scale: float) -> None:
        self.scale = scale

    def __call__(self, n: float) -> int:
        """``n`` design pixels in window pixels."""
        return round(n * self.scale)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rect given in design pixels, in window pixels (a height of -1 stays -1)."""
        return pygame.Rect(self(x), self(y), self(w), -1 if h == -1 else self(h))

    def design(self, panel: UIPanel) -> tuple[int, int]:
        """``panel``'s inner size in design pixels (for layouts relative to its edges)."""
        w, h = panel.get_container().get_size()
        return int(w / self.scale), int(h / self.scale)


def scaler(root: UIContainer) -> Scaler:
    """The :class:`Scaler` of dialogs in ``root`` (the scene's full-window container)."""
    return Scaler(ui_scale(root.get_container().get_size()))


def centred_panel(root: UIContainer, manager: pygame_gui.UIManager, size: tuple[int, int],
                  *, object_id: str | None = None, scaled: bool = True,
                  fit: bool = False) -> UIPanel:
    """A cream panel of ``size`` design pixels (times the window's :func:`ui_scale`, clamped to
    the window with a margin) centred in ``root``; it carries the theme class of its scale.
    ``scaled=False``: always at scale 1.0 (a screen that lays itself out in window pixels).
    ``fit=True``: on a window too small for ``size`` (800x560), the panel's layout scale goes
    below 1.0 so a screen laid out at fixed design positions still fits (its fonts stay)."""
    rw, rh = root.get_container().get_size()
    px = scaler(root) if scaled else Scaler(1.0)
    if fit:
        px = Scaler(min(px.scale, (rw - 24) / size[0], (rh - 24) / size[1]))
    w, h = min(px(size[0]), rw - 24), min(px(size[1]), rh - 24)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (rw // 2, rh // 2)
    ids = pygame_gui.core.ObjectID(object_id=object_id, class_id=dialog_class(px.scale))
    panel = UIPanel(rect, starting_height=1, manager=manager, container=root, object_id=ids)
    panel.scaler = px                 # the helpers below lay out its contents at its scale
    return panel


def _px(panel: UIPanel) -> Scaler:
    return getattr(panel, "scaler", None) or Scaler(1.0)


def button_column(panel: UIPanel, manager: pygame_gui.UIManager, labels: list[str], top: int,
                  width: int, height: int = 48, gap: int = 12) -> list[UIButton]:
    """Buttons stacked from ``top``, centred horizontally in ``panel`` (design pixels)."""
    px = _px(panel)
    pw = panel.get_container().get_size()[0]
    x = (pw - px(width)) // 2
    return [UIButton(pygame.Rect(x, px(top + i * (height + gap)), px(width), px(height)), label,
                     manager=manager, container=panel)
            for i, label in enumerate(labels)]


def heading(panel: UIPanel, manager: pygame_gui.UIManager, text: str, top: int,
            object_id: str = "#heading", height: int = 40) -> UILabel:
    """A full-width centred heading label (``top``, ``height`` in design pixels)."""
    pw, px = panel.get_container().get_size()[0], _px(panel)
    return UILabel(pygame.Rect(12, px(top), pw - 24, px(height)), text, manager=manager,
                   container=panel,
                   object_id=pygame_gui.core.ObjectID(object_id=object_id, class_id="#centred"))


def game_list(panel: UIPanel, ui: pygame_gui.UIManager, top: int = 64) -> dict[str, UIButton]:
    """One button per playable game down the left of ``panel`` (240 x 44 design px each, 52
    apart, from ``top``), keyed by game id, in catalogue order (the Rules and Stats screens)."""
    buttons, y, px = {}, top, _px(panel)
    for entry in games.catalog():
        if entry.playable:
            buttons[entry.id] = UIButton(px.rect(20, y, 240, 44), entry.name, manager=ui,
                                         container=panel, object_id="#game_button")
            y += 52
    return buttons


def select_game(buttons: dict[str, UIButton], game_id: str | None) -> None:
    """Show ``game_id``'s button of :func:`game_list` selected and every other one not."""
    for gid, button in buttons.items():
        if gid == game_id:
            button.select()
        elif button.is_selected:
            button.unselect()


def pressed_game(event: pygame.event.Event, buttons: dict[str, UIButton],
                 current: str | None) -> str | None:
    """The game id whose button of :func:`game_list` (or the set-up screen's list) ``event``
    pressed, when it is not ``current``; None otherwise. A press on ``current``'s own button
    shows it chosen again: pygame-gui ends every click in the plain look, so after a second
    click on the chosen game no game looked chosen."""
    if event.type != pygame_gui.UI_BUTTON_PRESSED:
        return None
    for gid, button in buttons.items():
        if event.ui_element is button:
            if gid != current:
                return gid
            button.select()
    return None
