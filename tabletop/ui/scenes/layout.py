"""Small layout helpers shared by the scenes: a centred cream panel and a column of buttons."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UILabel, UIPanel


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
