"""Small layout helpers shared by the scenes: a centred cream panel and a column of buttons."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UILabel, UIPanel

from tabletop import games


def centred_panel(root: UIContainer, manager: pygame_gui.UIManager, size: tuple[int, int],
                  *, object_id: str | None = None) -> UIPanel:
    """A cream panel of ``size`` (clamped to the window, with a margin) centred in ``root``."""
    rw, rh = root.get_container().get_size()
    w, h = min(size[0], rw - 24), min(size[1], rh - 24)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (rw // 2, rh // 2)
    return UIPanel(rect, starting_height=1, manager=manager, container=root, object_id=object_id)


def button_column(panel: UIPanel, manager: pygame_gui.UIManager, labels: list[str], top: int,
                  width: int, height: int = 48, gap: int = 12) -> list[UIButton]:
    """Buttons stacked from ``top``, centred horizontally in ``panel``."""
    pw = panel.get_container().get_size()[0]
    x = (pw - width) // 2
    return [UIButton(pygame.Rect(x, top + i * (height + gap), width, height), label,
                     manager=manager, container=panel)
            for i, label in enumerate(labels)]


def heading(panel: UIPanel, manager: pygame_gui.UIManager, text: str, top: int,
            object_id: str = "#heading", height: int = 40) -> UILabel:
    """A full-width centred heading label."""
    pw = panel.get_container().get_size()[0]
    return UILabel(pygame.Rect(12, top, pw - 24, height), text, manager=manager, container=panel,
                   object_id=pygame_gui.core.ObjectID(object_id=object_id, class_id="#centred"))


def game_list(panel: UIPanel, ui: pygame_gui.UIManager, top: int = 64) -> dict[str, UIButton]:
    """One button per playable game down the left of ``panel`` (240 x 44 px each, 52 px apart,
    from ``top`` px), keyed by game id, in catalogue order (the Rules and Stats screens)."""
    buttons, y = {}, top
    for entry in games.catalog():
        if entry.playable:
            buttons[entry.id] = UIButton(pygame.Rect(20, y, 240, 44), entry.name, manager=ui,
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
