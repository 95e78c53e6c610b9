"""Drawing The Big Fat Tomato Game's table: the still picture (plots, middle, hand) and the
marks over it (legal drop glows, the hint, raised cards). A mixin of the table: it reads
``view``, ``lay``, ``painter``, ``ctx``, ``legal`` and the table's small UI state.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.big_fat_tomato.components import BOX_TOMATOES
from tabletop.games.big_fat_tomato.table.layout import RAISE, PlotLayout
from tabletop.games.big_fat_tomato.table.words import basket_text, prompt_line, roll_caption
from tabletop.tablekit import palette
from tabletop.tablekit.pieces import blit_glow
from tabletop.tablekit.sprites import fan_rects, player_colour
from tabletop.tablekit.words import seat_name

HEAP = [(0.5, 0.55), (0.3, 0.6), (0.7, 0.6), (0.4, 0.45), (0.6, 0.45), (0.5, 0.35),
        (0.22, 0.5), (0.78, 0.5), (0.35, 0.32), (0.65, 0.32), (0.5, 0.22), (0.28, 0.4),
        (0.72, 0.4), (0.42, 0.24), (0.58, 0.24), (0.5, 0.12)]
"""Where the fuzzy tomatoes of a heap lie in a basket picture (fractions of its size)."""


class Looks:
    """The drawing half of the table (see the module docstring)."""

    view: dict[str, Any]
    raised: set[int]
    roll_turn: int | None

    # ----- where things are --------------------------------------------------------------------
    def hand_rects(self) -> list[pygame.Rect]:
        """The shown hand's cards (window pixels), left to right; raised ones lifted."""
        hand = self.view.get("hand")
        n = len(hand) if hand is not None else self.view["hand_sizes"][self.lay.bottom]
        rects = fan_rects(n, self.lay.hand_row(), self.lay.card)
        lift = self.lay.px(RAISE)
        return [r.move(0, -lift) if i in self.raised else r for i, r in enumerate(rects)]

    def threat_rects(self, seat: int) -> list[pygame.Rect]:
        """The chips of ``seat``'s fences then lying threats."""
        plot = self.view["plots"][seat]
        n = (1 if plot["fences"] else 0) + len(plot["threats"])
        box = self.lay.plots[seat]
        return [box.chip(i) for i in range(n)]

    # ----- the still picture -------------------------------------------------------------------
    def render_static(self, surface: pygame.Surface, full: bool) -> None:
        surface.blit(self.painter.table_top(self.rect.size), self.rect.topleft)
        dec = self.view.get("decision")
        for seat, box in self.lay.plots.items():
            asked = dec is not None and seat in dec["seats"]
            self.draw_plot(surface, box, asked, dec is not None and dec["active"] == seat)
        self.draw_middle(surface)
        self.draw_hand(surface)

    def text(self, surface, text, pos, size=16, col=palette.INK, bold=False, anchor="topleft",
             width=None):
        """Blit ``text`` with its ``anchor`` point at ``pos``; ``size`` is the font size at the
        base table size (scaled with the layout). With ``width``, shrunk (down to 8 px, then
        cut) to that many pixels: a plot's words stay in their box five to a table."""
        size = self.lay.px(size)
        img = self.painter.text.render(text, size, col, bold) if width is None else \
            self.painter.text.fit(text, width, size, col, bold, min_size=8)
        surface.blit(img, img.get_rect(**{anchor: pos}))

    def draw_plot(self, surface: pygame.Surface, box: PlotLayout, asked: bool,
                  active: bool) -> None:
        seat, view = box.seat, self.view
        plot = view["plots"][seat]
        edge = palette.GLOW if asked else palette.CARD_EDGE
        surface.blit(self.painter.panel(box.box.size, (*palette.LINEN, 235), edge, 12,
                                        4 if asked else 2), box.box.topleft)
        pygame.draw.rect(surface, player_colour(seat), box.name.inflate(-8, -8), border_radius=8)
        name = seat_name(self.ctx.seat_names, seat)
        label = name + ("  · turn" if active else "")
        img = self.painter.text.fit(label, box.name.width - self.lay.px(70), self.lay.px(16),
                                    palette.INK, bold=True)
        surface.blit(img, img.get_rect(midleft=(box.name.x + 12, box.name.centery)))
        n = view["hand_sizes"][seat]
        self.text(surface, f"{n} card{'' if n == 1 else 's'}", (box.name.right - self.lay.px(10),
                  box.name.centery), 13, palette.INK, anchor="midright")
        # storehouse: picture and the big count
        s = box.storehouse
        pic = min(s.height - 4, round(s.width * 0.55))
        surface.blit(self.painter.piece("storehouse", (pic, round(pic * 0.94))), (s.x, s.y))
        self.text(surface, str(plot["storehouse"]), (s.x + pic + 6, s.centery - self.lay.px(6)),
                  34, bold=True, anchor="midleft", width=s.width - pic - 6)
        self.text(surface, "storehouse", (s.x + 2, s.bottom - 2), 12, anchor="bottomleft",
                  width=s.width - 2)
        self.draw_basket(surface, box.basket, plot)
        for rect, (key, by) in zip(self.threat_rects(seat), self.chips(seat)):
            surface.blit(self.painter.chip(key, by, rect.size), rect.topleft)

    def chips(self, seat: int) -> list[tuple[str, str | None]]:
        """(kind, caption) of each chip of ``seat``: "Fence ×n", then threats "from Ben"."""
        plot = self.view["plots"][seat]
        out: list[tuple[str, str | None]] = []
        if plot["fences"]:
            out.append(("fence", f"×{len(plot['fences'])}"))
        for t in plot["threats"]:
            by = self.ctx.seat_names[t["by"]] if t["by"] < len(self.ctx.seat_names) else ""
            out.append((t["card"].split(".")[0], f"from {by}"))
        return out

    def draw_basket(self, surface: pygame.Surface, rect: pygame.Rect, plot: dict) -> None:
        h = rect.height - 18
        w = min(rect.width, round(h * 1.23))
        pic = pygame.Rect(rect.centerx - w // 2, rect.y, w, h)
        surface.blit(self.painter.piece("basket", pic.size), pic.topleft)
        count = plot["basket"]
        shown = count if count is not None else [0, 4, 9, 13, 16][plot["pile"]]
        size = max(10, w // 6)
        tomato = self.painter.piece("fuzzy_tomato", (size, size))
        for fx, fy in HEAP[:min(len(HEAP), (shown + 1) // 2)]:
            surface.blit(tomato, (pic.x + fx * w - size // 2, pic.y + fy * h * 0.7))
        self.text(surface, basket_text(plot), (rect.centerx, rect.bottom), 14, bold=True,
                  anchor="midbottom", width=rect.width)

    def draw_middle(self, surface: pygame.Surface) -> None:
        lay, view = self.lay, self.view
        surface.blit(self.painter.card(None, lay.deck.size), lay.deck.topleft)
        top = view["compost"][-1].split(".")[0] if view["compost"] else None
        if top is None:
            pygame.draw.rect(surface, palette.CARD_STOCK, lay.compost, 2, border_radius=8)
        else:
            surface.blit(self.painter.card(top, lay.compost.size), lay.compost.topleft)
        surface.blit(self.painter.piece("supply", lay.supply.size), lay.supply.topleft)
        taken = view["supply_taken"]
        left = "supply" if taken is None else f"supply {max(0, BOX_TOMATOES - taken)}"
        for place, caption in ((lay.deck, f"Deck {view['deck']}"),
                               (lay.compost, f"Compost {len(view['compost'])}"), (lay.supply, left)):
            self.text(surface, caption, (place.centerx, place.bottom + 2), 14, palette.CARD_STOCK,
                      True, "midtop")
        self.draw_dice(surface)
        asked_by_bar = bool(self.legal) and not self.draws_kind()
        if lay.prompt_below and asked_by_bar:
            return          # the choice bar says it, over the same place
        if self.spy_from() is not None:
            return          # the spy's panel says it, over the same place
        lines, size = self.prompt_lines()
        for i, line in enumerate(lines):
            self.text(surface, line, (lay.prompt.x, lay.prompt.y + 4 + i * lay.px(size * 1.375)),
                      size, palette.CARD_STOCK, True)

    def prompt_lines(self) -> tuple[list[str], int]:
        """The prompt's lines and their base font size: 16, or smaller (down to 12) when that
        many lines would not fit the prompt's place; never more lines than fit."""
        lay = self.lay
        for size in (16, 15, 14, 13, 12):
            lines = self.painter.text.wrap(prompt_line(self), lay.prompt.width, lay.px(size),
                                           True)
            rows = max(1, (lay.prompt.height - 4) // lay.px(size * 1.375))
            if len(lines) <= rows:
                break
        return lines[:rows], size

    def draws_kind(self) -> bool:
        """True when the table draws the decision now (False: the shell's choice bar does)."""
        dec = self.view.get("decision")
        return dec is not None and dec["kind"] in self.drawn_kinds

    def dice_rects(self, n: int) -> list[pygame.Rect]:
        """Where ``n`` dice lie in the dice tray."""
        size = min(self.lay.px(56), self.lay.dice.height - 16,
                   (self.lay.dice.width - 10 * n) // max(1, n))
        x0 = self.lay.dice.centerx - (n * (size + 10) - 10) // 2
        return [pygame.Rect(x0 + i * (size + 10), self.lay.dice.centery - size // 2, size, size)
                for i in range(n)]

    def draw_dice(self, surface: pygame.Surface) -> None:
        tray = self.lay.dice
        surface.blit(self.painter.panel(tray.size, (*palette.BOARD_GREEN_DARK, 220),
                                        palette.CARD_EDGE, 14), tray.topleft)
        dice = self.dice_faces()
        caption = roll_caption(self.view, self.ctx.seat_names, self.roll_turn == self.view["turn"])
        if caption:
            img = self.painter.text.fit(caption, tray.width + 60, self.lay.px(14),
                                        palette.CARD_STOCK, True, min_size=11)
            surface.blit(img, img.get_rect(midtop=(tray.centerx, tray.bottom + 2)))
        hidden = {int(d.die) for d in self.rolls}      # they are rolling
        if self.drag.dragging and self.drag.item == "dice":
            hidden = set(range(len(dice)))          # they are in the hand of the player
        for i, (r, face) in enumerate(zip(self.dice_rects(len(dice)), dice)):
            if i not in hidden:
                surface.blit(self.painter.die("red", face, r.width), r.topleft)

    def draw_hand(self, surface: pygame.Surface) -> None:
        hand, flying = self.view.get("hand"), self.landing.moving   # a taken card on its way
        for i, r in enumerate(self.hand_rects()):
            if self.drag.dragging and self.drag.item == ("card", i) or ("card", i) in flying:
                continue
            key = hand[i].split(".")[0] if hand is not None else None
            surface.blit(self.painter.card(key, r.size), r.topleft)

    # ----- marks over the picture --------------------------------------------------------------
    def draw_marks(self, surface: pygame.Surface) -> None:
        for rect in self.glow_rects():
            blit_glow(surface, self.painter.cache, rect, 8)
        for button in self._buttons:
            button.draw(surface, self.painter.cache, self.painter.text,
                        hover=button.rect.collidepoint(self._mouse))
