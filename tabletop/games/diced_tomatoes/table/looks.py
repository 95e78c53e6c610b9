"""What the Diced Tomatoes table draws over its static layer (a mixin of :class:`.table.Table`,
which owns ``view``, ``legal``, ``lay``, ``pick``, ``menu``, ``selected``, ``painter``...): dice
that landed while others still fly, glowing legal spots, the selected / hinted die, keyboard
focus, rolling dice, the dragged die, the karma menu, the "dice passed" banner and tooltips.
Glow #FFE08A and refusal red #C8322B: art-direction.md, Palette.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.diced_tomatoes.table.draw import Frame
from tabletop.tablekit import palette
from tabletop.tablekit.card_panel import beside
from tabletop.tablekit.drop_glow import drop_glows
from tabletop.tablekit.feedback import BubbleStyle
from tabletop.tablekit.menu import draw_menu


class Looks:
    """The live drawing of the Diced Tomatoes table (see the module docstring)."""

    def _glow(self, surface: pygame.Surface, rect: pygame.Rect, spread: int = 8,
              col: tuple[int, int, int] | None = None) -> None:
        """A soft outline around ``rect`` (GLOW unless ``col``), corners like a die's."""
        self.glow(surface, rect, spread, col or palette.GLOW, max(4, min(rect.size) // 6))

    def tooltip_at(self, pos: tuple[int, int]) -> tuple[str, tuple[int, int]] | None:
        """The tooltip of what the layer drew under ``pos`` (its ``tips``), once the pointer
        has moved since the last view or menu (none while the menu is open)."""
        return self.static.tips.at(pos) if self.menu is None and self._tip_live else None

    def tooltip_style(self, max_width: int = 420) -> BubbleStyle:
        """Tooltips, banners (420 px wide) and the refusal bubble (460 px): opaque, rounded,
        their text as large as the tray's dice allow (14-18 px)."""
        return BubbleStyle(max(14, min(18, self.lay.centre.die // 3)), max_width, alpha=255,
                           pad=(10, 6), radius=10)

    # ----- the static layer -----------------------------------------------------------------
    def _hidden(self) -> set[Any]:
        """Dice the layer leaves out: every die moving since the last view (until all have
        landed, so landings do not redraw the layer), the one gliding back, the dragged one."""
        hidden = self.landing.moving | self.snapbacks.hidden()
        if self.drag.dragging and self.drag.item[0] == "die":
            hidden.add(("die", self.drag.item[1]))
        return hidden

    def _frame(self, hidden: set[Any]) -> Frame:
        return Frame(self._names(), hidden, self.pick,
                     self.acting() and self.decision_kind() == "take_dice" and self.pick.active,
                     self._buttons, self.prompt(), self.info_lines(), self.viewer)

    def static_key(self) -> Any:
        return (self._serial, frozenset(self._hidden()), self.pick.snapshot(),
                tuple((b.label, b.enabled) for b in self._buttons))

    def render_static(self, surface: pygame.Surface, full: bool) -> None:
        self.static.render(surface, self.lay, self.view, self._frame(self._hidden()), full)

    # ----- live marks -----------------------------------------------------------------------
    def draw_marks(self, surface: pygame.Surface) -> None:
        """Landed dice, the hovered button, glowing legal spots, the selected / hinted die,
        the keyboard focus."""
        self._draw_landed(surface)
        lay, dragging = self.lay, self.drag.dragging
        for b in self._buttons:
            if b.enabled and b.rect.collidepoint(self._mouse) and not dragging:
                b.draw(surface, self.painter.cache, self.painter.text, hover=True)
        die = self.drag.item[1] if dragging and self.drag.item[0] == "die" else self.selected
        spots = self.targets(die)
        hover = self.zone_at(self.drag.pos) if dragging and die is not None else None
        drop_glows(lambda rect, spread, col: self._glow(surface, rect, spread, col),
                   self.spot_rect, spots, hover, (6, 10, 10))
        if self.selected is not None and not dragging:
            self._glow(surface, self._home_rect(self.selected), 6)
        if dragging and self.drag.item[0] == "chip":
            self._glow(surface, lay.centre.tray, 8)
        if self.focus is not None and self.focus[0] in lay.panels:
            self._glow(surface, self.spot_rect(self.focus), 10, palette.TOMATO_RED)
        self._draw_hint(surface)

    def _draw_landed(self, surface: pygame.Surface) -> None:
        """Dice whose move has ended while others still fly (the layer still leaves them out)."""
        for key in self.landing.landed(self.flights):
            spot = self._spots.get(key[1])
            if spot is not None:
                self.painter.lay_die(surface, spot[1], spot[2], spot[0])

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The hint in gold: its die, its token, the button it would press."""
        a = self.hint_action
        if a is None:
            return
        if a.get("die") is not None and self._die(a.get("die")) is not None:
            self._glow(surface, self._home_rect(a.get("die")), 10, palette.GOLD)
        if a.get("owner") is not None and a.get("token") is not None:
            self._glow(surface, self.spot_rect((a["owner"], a["token"])), 10, palette.GOLD)
        lit = {"take": "take", "end_turn": "end", "karma": "karma"}.get(a.kind)
        for b in self._buttons:
            if b.key[0] == lit:
                self._glow(surface, b.rect, 8, palette.GOLD)

    def draw_piece(self, surface: pygame.Surface, key: Any, topleft: tuple[int, int]) -> None:
        kind, what = key
        size = self.lay.centre.die
        if kind == "die":
            die = self._die(what)
            if die is not None:
                surface.blit(self.painter.die_shadow(size), topleft)
                surface.blit(self.painter.die(die["colour"], int(die["value"]), size), topleft)
        elif kind in ("chip", "picked"):
            surface.blit(self.painter.blank_die(what, size), topleft)

    # ----- popups ---------------------------------------------------------------------------
    def bubble_style(self) -> BubbleStyle:
        return self.tooltip_style(460)

    def draw_popups(self, surface: pygame.Surface) -> None:
        """Karma menu, the "dice passed" banner by its seat (the tooltip is the kit's)."""
        lay, bounds, style = self.lay, self.rect, self.tooltip_style()
        if self.menu is not None:
            hover = self.menu.row_at(self._mouse)
            draw_menu(surface, self.painter.text, self.painter.cache, self.menu,
                      max(30, round(style.font * 2)), bounds, hover,
                      lambda face, px: self.painter.die(self.menu.colour, face, px),
                      lambda cost: f"{cost} ♥")
        note = self.feedback.banner
        if note is not None:      # by its seat's passed dice, on the table's side of the panel
            banner = style.panel(self.painter.text, self.painter.cache, note.text, palette.GOLD,
                                 palette.INK, style.font + 2)
            p = lay.panels.get(note.seat)
            surface.blit(banner, banner.get_rect(midbottom=lay.centre.tray.midtop).clamp(bounds)
                         if p is None else beside(banner, p.rect, p.incoming.centerx, bounds))
