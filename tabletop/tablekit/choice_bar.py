"""The choice bar: one pygame-gui button per legal action, for a decision the table does not draw.

A game's table draws the decisions it knows (a toss, a die placement); for any other decision
(a reaction window, pick a seat, pick a card from a list, rock/paper/scissors) the shell shows
this bar instead (:meth:`TableBase.draws` says which), so no human is ever left with nothing to
click. Each button is worded by ``describe(action)`` (the game's own words); a click, or the
number key of the button on the current page (1-9), returns the action. Many choices page: up to
:data:`MAX_ROWS` rows of buttons per page, with ◀ 2/5 ▶ beside the prompt (or PageUp /
PageDown) between pages.
Where the bar goes is the table's call (:meth:`TableBase.choice_rect`). Source: issue 8, Deliver
1 (choice bar); architecture guide, lesson 12 (the prototype's list of legal actions).
"""

from __future__ import annotations

import re

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UILabel, UIPanel

from tabletop.engine import Action
from tabletop.tablekit.rounded_box import rounded_box

BUTTON_H = 38
"""Height of one choice button, pixels."""
GAP = 8
PAD = 10
PROMPT_H = 32
MAX_ROWS = 3
MIN_W, MAX_W = 84, 640
"""A button's width in pixels: its text plus padding, kept within these bounds."""
NAV_W = 40
PAGE_W = 64
FONT_PX = 16
BOX_ID = "#choice_box"
"""The theme block of the bar's rounded box (colours ``dark_bg`` / ``normal_border``, misc
``shape_corner_radius`` / ``border_width`` / ``shadow_width``); drawn by the kit
(:mod:`.rounded_box`), the panel over it (``#choice_bar``) is see-through."""
KEYS = {pygame.K_1 + i: i for i in range(9)} | {pygame.K_KP1 + i: i for i in range(9)}


def bar_height(rows: int) -> int:
    """The bar's height in pixels for ``rows`` rows of buttons (1..MAX_ROWS)."""
    return 2 * PAD + PROMPT_H + rows * BUTTON_H + (rows - 1) * GAP


def plan_pages(widths: Sequence[int], row_width: int, rows: int = MAX_ROWS,
               nav_width: int = NAV_W + GAP) -> list[list[list[int]]]:
    """Lay buttons of the given ``widths`` (pixels) into pages of at most ``rows`` rows of
    ``row_width`` pixels, in order, ``GAP`` pixels apart.

    Returns:
        pages -> rows -> button indexes. When everything fits on one page, one page without
        navigation; else every row is ``nav_width`` pixels shorter (the ◀ / ▶ column). A button
        wider than a row gets a row of its own (the caller shrinks it).
    """
    def fill(width: int) -> list[list[int]]:
        lines: list[list[int]] = []
        used = 0
        for i, w in enumerate(widths):
            if lines and used + GAP + w <= width:
                lines[-1].append(i)
                used += GAP + w
            else:
                lines.append([i])
                used = w
        return lines

    lines = fill(row_width)
    if len(lines) <= rows:
        return [lines] if lines else []
    lines = fill(row_width - nav_width)
    return [lines[at:at + rows] for at in range(0, len(lines), rows)]


class ChoiceBar:
    """The bar inside a pygame-gui ``container`` (see the module docstring).

    Args:
        manager: the shell's ``pygame_gui.UIManager``.
        container: the pygame-gui container over the table (the bar's rect is given in window
            pixels and converted to it).
        fonts: ``fonts(size_px, bold) -> pygame.font.Font`` (to measure button texts).
        scale: the shell's dialog scale (1.0 at 1280x800, 1.3 at 1920x1080): every size above
            is multiplied by it; ``theme_class`` is the theme class id of that scale (larger
            fonts in the bar's panel), None at 1.0.
    """

    def __init__(self, manager: pygame_gui.UIManager, container, fonts: Callable,
                 scale: float = 1.0, theme_class: str | None = None) -> None:
        self.manager, self.container, self.fonts = manager, container, fonts
        self.scale, self.theme_class = scale, theme_class   # the shell's dialog scale
        self.panel: UIPanel | None = None
        self.backdrop: UIImage | None = None
        self.buttons: list[tuple[UIButton, Action]] = []
        self.prev_button: UIButton | None = None
        self.next_button: UIButton | None = None
        self.actions: list[Action] = []
        self.labels: list[str] = []
        self.prompt = ""
        self.pages: list[list[list[int]]] = []
        self.page = 0
        self.hinted: Action | None = None
        self._place: Callable[[int], pygame.Rect] | None = None
        self._shown_key: tuple | None = None

    @property
    def visible(self) -> bool:
        """True while the bar is on screen."""
        return self.panel is not None

    @property
    def rect(self) -> pygame.Rect | None:
        """The whole bar in window pixels (its box, border and shadow included); None when
        hidden."""
        return pygame.Rect(self.backdrop.get_abs_rect()) if self.backdrop is not None else None

    def show(self, prompt: str, legal: Sequence[Action], describe: Callable[[Action], str],
             place: Callable[[int], pygame.Rect]) -> None:
        """Show one button per action of ``legal`` (in that order), under the line ``prompt``.

        Args:
            prompt: who chooses what ("Ben: block the attack or let it pass").
            legal: the acting seat's legal actions (non-empty; empty hides the bar).
            describe: ``describe(action) -> str``, the button text.
            place: ``place(height_px) -> pygame.Rect``: where a bar of that height goes
                (window pixels; its width is the bar's width).
        """
        if not legal:
            self.hide()
            return
        labels = [_capital(describe(a)) for a in legal]
        key = (prompt, tuple(legal), tuple(labels), tuple(place(self._height(1))))
        if key == self._shown_key and self.visible:
            return
        same_choices = self.visible and list(legal) == self.actions
        self.actions, self.labels, self.prompt, self._place = list(legal), labels, prompt, place
        if not same_choices:
            self.page, self.hinted = 0, None
        self._shown_key = key
        self._build()

    def hide(self) -> None:
        """Take the bar off the screen (the curtain is up, a bot acts, the table draws it)."""
        self._kill()
        self.actions, self.labels, self.pages, self.hinted = [], [], [], None
        self._shown_key = None

    def close(self) -> None:
        """Kill the pygame-gui elements for good (the table scene ends)."""
        self.hide()

    # ----- test handles ----------------------------------------------------------------------
    def button_labels(self) -> list[str]:
        """The texts of the buttons on the current page, in order."""
        return [b.text for b, _ in self.buttons]

    def button_rect(self, action: Action) -> pygame.Rect | None:
        """Window rect of ``action``'s button, turning to its page first; None when the bar
        does not offer it."""
        if action not in self.actions:
            return None
        self._turn_to(self.actions.index(action))
        for button, act in self.buttons:
            if act == action:
                return pygame.Rect(button.get_abs_rect())
        return None

    def page_label(self) -> str:
        """"2/5" while the choices take several pages, else ""."""
        return f"{self.page + 1}/{len(self.pages)}" if len(self.pages) > 1 else ""

    # ----- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Action | None:
        """A button pressed or a number key: the chosen action; ◀ / ▶ / PageUp / PageDown turn
        the page (None). Any other event: None."""
        if not self.visible:
            return None
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.prev_button:
                self.turn(-1)
                return None
            if event.ui_element is self.next_button:
                self.turn(1)
                return None
            for button, action in self.buttons:
                if event.ui_element is button:
                    return action
            return None
        if event.type == pygame.KEYDOWN:
            if event.key in KEYS and KEYS[event.key] < len(self.buttons):
                return self.buttons[KEYS[event.key]][1]
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.turn(1 if event.key == pygame.K_PAGEDOWN else -1)
        return None

    def turn(self, step: int) -> None:
        """Show the page ``step`` pages on (wrapping round)."""
        if len(self.pages) > 1:
            self.page = (self.page + step) % len(self.pages)
            self._build()

    def hint(self, action: Action) -> None:
        """Mark ``action``'s button (the hint) and turn to its page; ignored when not offered."""
        if action in self.actions:
            self.hinted = action
            self._turn_to(self.actions.index(action), force=True)

    # ----- building --------------------------------------------------------------------------
    def _turn_to(self, index: int, force: bool = False) -> None:
        for p, page in enumerate(self.pages):
            if any(index in row for row in page) and (p != self.page or force):
                self.page = p
                self._build()
                return

    def _px(self, n: float) -> int:
        """``n`` design pixels at the bar's scale."""
        return round(n * self.scale)

    def _height(self, rows: int) -> int:
        """:func:`bar_height` at the bar's scale."""
        return self._px(bar_height(rows))

    def _font(self):
        return self.fonts(self._px(FONT_PX), True)

    def _widths(self) -> list[int]:
        font, px = self._font(), self._px
        return [max(px(MIN_W), min(px(MAX_W), font.size(t)[0] + px(28))) for t in self.labels]

    def _build(self) -> None:
        self._kill()
        px, widths = self._px, self._widths()
        pad, gap, prompt_h, button_h = px(PAD), px(GAP), px(PROMPT_H), px(BUTTON_H)
        inner = self._place(self._height(1)).width - 2 * pad
        self.pages = plan_pages([round(w / self.scale) for w in widths],
                                round(inner / self.scale), nav_width=0)
        self.page = min(self.page, len(self.pages) - 1)
        rows = self.pages[self.page]
        paged = len(self.pages) > 1
        rect = self._place(self._height(MAX_ROWS if paged else len(rows)))
        origin = self.container.get_abs_rect().topleft if self.container is not None else (0, 0)
        rect = rect.move(-origin[0], -origin[1])
        self.backdrop, inset = self._backdrop(rect)
        self.panel = UIPanel(rect.inflate(-2 * inset, -2 * inset), starting_height=6,
                             manager=self.manager, container=self.container,
                             object_id=pygame_gui.core.ObjectID("#choice_bar", self.theme_class))
        box = self.panel   # children take the panel's theme ids (its scale's fonts)
        nav_w, page_w = px(NAV_W), px(PAGE_W)
        nav = nav_w * 2 + page_w if paged else 0
        label = UILabel(pygame.Rect(pad, pad, inner - nav - gap, prompt_h - px(6)), "",
                        manager=self.manager, container=box, object_id="#choice_prompt")
        label.set_text(self._prompt_line(inner - nav - gap, min(9, sum(map(len, rows))),
                                         getattr(label, "font", None)))   # the label's font
        for r, row in enumerate(rows):
            y = pad + prompt_h + r * (button_h + gap)
            x = pad
            for i in row:
                w = min(widths[i], inner)
                label = self.labels[i]
                tip = label if self._font().size(label)[0] + px(28) > w else None
                button = UIButton(pygame.Rect(x, y, w, button_h), label, manager=self.manager,
                                  container=box, tool_tip_text=tip,
                                  object_id="#choice_hint" if self.actions[i] == self.hinted
                                  else "#choice")
                self.buttons.append((button, self.actions[i]))
                x += w + gap
        if paged:   # ◀ 2/5 ▶ at the top right, beside the prompt
            x, h = pad + inner - nav, prompt_h - px(4)
            self.prev_button = UIButton(pygame.Rect(x, pad - px(2), nav_w, h), "◀",
                                        manager=self.manager, container=box,
                                        tool_tip_text="Previous choices (PageUp)")
            UILabel(pygame.Rect(x + nav_w, pad - px(2), page_w, h), self.page_label(),
                    manager=self.manager, container=box, object_id="#choice_page")
            self.next_button = UIButton(pygame.Rect(x + nav_w + page_w, pad - px(2), nav_w, h),
                                        "▶", manager=self.manager, container=box,
                                        tool_tip_text="More choices (PageDown)")

    def _backdrop(self, rect: pygame.Rect) -> tuple[UIImage, int]:
        """The bar's rounded box as an image at ``rect`` (container pixels), and the pixels
        its border and shadow take on each side (the panel's buttons go inside them)."""
        theme, ids = self.manager.get_theme(), [BOX_ID]

        def misc(name: str, default: int) -> int:
            try:
                return int(theme.get_misc_data(name, ids))
            except (LookupError, TypeError, ValueError):   # a theme without the block
                return default
        border_w, shadow_w = misc("border_width", 2), misc("shadow_width", 2)
        box = rounded_box(rect.size, misc("shape_corner_radius", 12),
                          theme.get_colour("dark_bg", ids), theme.get_colour("normal_border", ids),
                          border_w, shadow_w)
        image = UIImage(rect, box, manager=self.manager, container=self.container,
                        starting_height=5)
        return image, border_w + shadow_w

    def _prompt_line(self, width: int, keys: int, font=None) -> str:
        """The prompt with "(click, or press 1-N)" when it fits ``width`` pixels, else the
        prompt alone, else the prompt without its asides in brackets (the table and the status
        bar say them; stranger-p6 read "…swap the two cards (only a p…" at 800x560), then
        also without the "Ana: " before it, cut with an ellipsis if need be. ``font``: the
        label's own (its theme's size may differ from :meth:`_font`'s)."""
        font = font or self._font()
        full = f"{self.prompt} (click, or press 1-{keys})" if keys > 1 else self.prompt
        if font.size(full)[0] <= width - 8:
            return full
        if font.size(self.prompt)[0] <= width - 8:
            return self.prompt
        text = re.sub(r"\s*\([^()]*\)", "", self.prompt)
        if font.size(text)[0] <= width - 8:
            return text
        who, sep, rest = text.partition(": ")   # "Ana: " (the status bar names her too)
        if sep and rest and font.size(rest)[0] <= width - 8:
            return rest
        while len(text) > 1 and font.size(text + "…")[0] > width - 8:
            text = text[:-1]
        return text if text == self.prompt else text + "…"

    def _kill(self) -> None:
        if self.panel is not None:
            self.panel.kill()
        if self.backdrop is not None:
            self.backdrop.kill()
        self.panel = self.backdrop = self.prev_button = self.next_button = None
        self.buttons = []


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
