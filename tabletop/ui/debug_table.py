"""The generic debug table: makes every registered game playable before its own table exists.

It draws the view's zones as plain text (left) and offers one list entry per legal action
(right, scrollable, worded by ``game.describe(action, viewer)``); clicking an entry or pressing
its number key (1-9) plays it. Source: architecture guide, lesson 12 (TAG's prototype GUI).
"""

from __future__ import annotations

import json
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from tabletop.engine import Action
from tabletop.tablekit import palette
from tabletop.tablekit.table_base import TableBase, TableContext
from tabletop.tablekit.words import seat_name

BASE_KEYS = ("game", "viewer", "players", "options", "over", "decision", "log")
FONT_PX = 15
LINE_PX = 20
KEYS = {pygame.K_1 + i: i for i in range(9)} | {pygame.K_KP1 + i: i for i in range(9)}


def zone_lines(view: dict[str, Any]) -> list[str]:
    """The game-specific parts of a view as short text lines (one zone per line, lists of
    objects one entry per line)."""
    lines: list[str] = []
    for key, value in view.items():
        if key in BASE_KEYS:
            continue
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            lines.append(f"{key}:")
            lines += [f"   [{i}] {json.dumps(v, ensure_ascii=False)}" for i, v in enumerate(value)]
        elif isinstance(value, list) and all(not isinstance(v, (dict, list)) for v in value):
            lines.append(f"{key}: " + (", ".join(str(v) for v in value) if value else "—"))
        elif isinstance(value, (dict, list)):
            lines.append(f"{key}: {json.dumps(value, ensure_ascii=False)}")
        else:
            lines.append(f"{key}: {value}")
    return lines


class DebugTable(TableBase):
    """Text zones and an action list; works for any game (see the module docstring)."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.lines: list[pygame.Surface] = []
        self.list: UISelectionList | None = None
        self._items: list[str] = []
        self.hinted: Action | None = None
        self.zone_rect = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self._title_cache: tuple[str, pygame.Surface | None] = ("", None)

    def draws(self, decision) -> bool:
        """Always True: the action list offers every decision's legal actions."""
        return True

    # ----- layout ----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        pad = 16
        list_w = max(260, min(460, rect.width * 2 // 5))
        self.list_rect = pygame.Rect(rect.right - list_w - pad, rect.top + pad + 34,
                                     list_w, rect.height - 2 * pad - 34)
        self.zone_rect = pygame.Rect(rect.left + pad, rect.top + pad,
                                     self.list_rect.left - rect.left - 2 * pad,
                                     rect.height - 2 * pad)
        if self.list is not None:
            self.list.kill()
            self.list = None
        if self.ctx.ui_manager is not None:
            self.list = UISelectionList(self.list_rect, [], manager=self.ctx.ui_manager,
                                        container=self.ctx.ui_container)
            self._items = []
            self._fill_list()
        self._render_lines()

    # ----- contract --------------------------------------------------------------------------
    def show(self, view: dict[str, Any], viewer: int | None, legal: list[Action],
             last_action: Action | None = None) -> None:
        super().show(view, viewer, legal, last_action)
        self.hinted = None
        self._fill_list()
        self._render_lines()

    def item_texts(self) -> list[str]:
        """The action list's entries, numbered from 1, in ``self.legal`` order."""
        describe = self.ctx.describe or (lambda a: self.ctx.game.describe(a, self.viewer))
        return [f"{i + 1}. {describe(a)}" for i, a in enumerate(self.legal)]

    def _fill_list(self) -> None:
        if self.list is None:
            return
        items = self.item_texts()
        if items != self._items or self.list.get_single_selection() is not None:
            self._items = items
            self.list.set_item_list(items)
        if items:
            self.list.show()
        else:
            self.list.hide()

    def item_rect(self, index: int) -> pygame.Rect | None:
        """Window rect of action ``index``'s list entry when it is scrolled into view, else None
        (tests click there)."""
        if self.list is None or not 0 <= index < len(self.list.item_list):
            return None
        button = self.list.item_list[index].get("button_element")
        if button is None or not button.visible:
            return None
        return pygame.Rect(button.get_abs_rect())

    def _render_lines(self) -> None:
        if self.view is None:
            self.lines = []
            return
        font = self.ctx.fonts(FONT_PX)
        width = max(40, self.zone_rect.width)
        dec = self.view.get("decision")
        head = []
        if dec:
            who = ", ".join(self._name(s) for s in dec["seats"])
            head.append(f"Now: {who} — {dec['prompt']}")
        if self.viewer is None:
            head.append("(every hand face down)")
        else:
            head.append(f"Seen by {self._name(self.viewer)}")
        out = []
        for i, text in enumerate(head + [""] + zone_lines(self.view)):
            while text and font.size(text)[0] > width:
                text = text[:-2] + "…" if len(text) > 2 else ""
            colour = palette.RIPE_DARK if i == 0 else palette.INK
            out.append(font.render(text, True, colour))
        self.lines = out

    def _name(self, seat: int) -> str:
        names = self.ctx.seat_names
        return seat_name(names, seat)

    def handle_event(self, event: pygame.event.Event) -> Action | None:
        if (event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION
                and self.list is not None and event.ui_element is self.list):
            number = event.text.split(".", 1)[0]
            index = int(number) - 1 if number.isdigit() else -1
            if 0 <= index < len(self.legal):
                return self.legal[index]
            return None
        if event.type == pygame.KEYDOWN and event.key in KEYS:
            index = KEYS[event.key]
            if index < len(self.legal):
                return self.legal[index]
        return None

    def hint(self, action: Action) -> None:
        self.hinted = action if action in self.legal else None

    def draw(self, surface: pygame.Surface) -> None:
        panel = self.zone_rect.inflate(12, 12)
        pygame.draw.rect(surface, palette.CARD_STOCK, panel, border_radius=10)
        pygame.draw.rect(surface, palette.CARD_EDGE, panel, 2, border_radius=10)
        clip = surface.get_clip()
        surface.set_clip(self.zone_rect)
        y = self.zone_rect.top
        for line in self.lines:
            if y > self.zone_rect.bottom:
                break
            surface.blit(line, (self.zone_rect.left, y))
            y += LINE_PX
        surface.set_clip(clip)
        if self.legal:
            title = "Your choices (click, or press 1-9)"
            if self.hinted is not None:
                title = f"Hint: choice {self.legal.index(self.hinted) + 1}"
            surface.blit(self._title(title), (self.list_rect.left, self.list_rect.top - 26))
            if self.hinted is not None:
                rect = self.item_rect(self.legal.index(self.hinted))
                if rect is not None:
                    pygame.draw.rect(surface, palette.GLOW, rect.inflate(8, 8), 4,
                                     border_radius=4)

    def _title(self, text: str) -> pygame.Surface:
        """The list's title line, rendered once per text."""
        if self._title_cache[0] != text:
            self._title_cache = (text, self.ctx.fonts(FONT_PX, True).render(
                text, True, palette.CARD_STOCK))
        return self._title_cache[1]

    def close(self) -> None:
        if self.list is not None:
            self.list.kill()
            self.list = None
