"""The Big Fat Tomato Game's table on the table kit (:class:`Table`).

It draws the five step decisions of the player whose turn it is (protect, harvest, boost,
threat, discard) and Mole Spy's pick (the spied hand as it is, to the spy alone: :mod:`.spy`);
the reaction windows (threat answers, Hot Tomatoes!) and Jump into the Compost's pick are the
shell's choice bar, behind the curtain in hot-seat; a window someone else answers shows a
short countdown (:mod:`.window_clock`).
Layout: :mod:`.layout`; pictures: :mod:`.paint`; drawing: :mod:`.draw`; gestures:
:mod:`.gestures`; animation: :mod:`.anim` and :mod:`.critters`; words: :mod:`.words`.
How-to: docs/tablekit.md.
"""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from tabletop.engine import Action
from tabletop.games.big_fat_tomato.components import KIND
from tabletop.games.big_fat_tomato.table import anim
from tabletop.games.big_fat_tomato.table.dice_piece import DicePiece
from tabletop.games.big_fat_tomato.table.draw import Looks
from tabletop.games.big_fat_tomato.table.gestures import Gestures
from tabletop.games.big_fat_tomato.table.layout import make_layout
from tabletop.games.big_fat_tomato.table.paint import Painter
from tabletop.games.big_fat_tomato.table.spy import SpyPick
from tabletop.games.big_fat_tomato.table.window_clock import WindowClock
from tabletop.games.big_fat_tomato.table.words import button_label
from tabletop.tablekit.auto_layout import AutoLayout
from tabletop.tablekit.button_row import right_row
from tabletop.tablekit.controller import KitTable
from tabletop.tablekit.countdown import Countdown
from tabletop.tablekit.intents import Intent, Piece
from tabletop.tablekit.landing import LandingTable
from tabletop.tablekit.pile_spread import draw_spread, spread_rects
from tabletop.tablekit.strip_banner import banner_face, draw_banner, padded, strip_box
from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.table_button import TableButton
from tabletop.tablekit.words import count

STEP_BUTTONS = ("recount", "skip", "roll", "take_harvest", "discard")
CAPTION_H = 22
"""Room for the captions under the deck, heap and supply ("Deck 47"), base pixels."""


class Table(WindowClock, SpyPick, DicePiece, Gestures, Looks, LandingTable, AutoLayout,
            KitTable):
    """The Big Fat Tomato Game table (see the module docstring)."""

    opaque = True
    drawn_kinds = frozenset({"protect", "harvest", "boost", "threat", "discard", "mole_pick"})

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.painter = Painter(ctx)
        self.raised: set[int] = set()
        self.browsing = False
        self.shown = 0
        self.countdown = Countdown()
        self.roll_turn: int | None = None
        """The turn in which the last roll was seen to arrive (the dice caption shows then)."""

    # ----- layout and views --------------------------------------------------------------------
    def bottom_seat(self) -> int:
        """The seat drawn at the bottom: the viewer, else whose turn it is."""
        if self.viewer is not None:
            return self.viewer
        return int(self.view.get("current", 0)) if self.view else 0

    def layout_key(self) -> tuple[int, int]:
        """The seating: how many players, the seat at the bottom."""
        return self.view["players"], self.bottom_seat()

    def make_layout(self) -> Any:
        return make_layout(self.rect, *self.layout_key())

    def show(self, view: dict[str, Any], viewer: int | None, legal: list[Action],
             last_action: Action | None = None) -> None:
        prev = self.view
        super().show(view, viewer, legal, last_action)
        if prev is not None and view.get("last_roll") and view["last_roll"] != prev.get("last_roll"):
            self.roll_turn = view["turn"]
        if last_action is not None or not legal:
            self.raised = set()
        self.browsing = False
        self.shown += 1
        self.rebuild_buttons()
        self.play_plan(anim.plan(self, prev, view, last_action))

    def choice_rect(self, height: int) -> pygame.Rect:
        """The choice bar sits over the middle row, clear of the hand (a pick shows cards)."""
        if self.lay is None:
            return super().choice_rect(height)
        top = max(self.lay.dice.bottom, self.lay.deck.bottom) + 26
        return pygame.Rect(self.rect.x + 12, top, self.rect.width - 24, height)

    # ----- pieces and buttons ------------------------------------------------------------------
    def pieces(self) -> list[Piece]:
        if self.view.get("hand") is None:
            return self.dice_pieces()
        rects = self.hand_rects()
        return [Piece(("card", i), rects[i]) for i in reversed(range(len(rects)))] + \
            self.dice_pieces()

    def make_buttons(self) -> list[TableButton]:
        kinds = {a.kind for a in self.legal}
        steps = [kind for kind in reversed(STEP_BUTTONS) if kind in kinds]    # right to left
        labels = [button_label(kind, self.view, len(self.raised)) for kind in steps]
        rects = right_row(self.lay.buttons, self.painter.text, labels, self.lay.px(96))
        out = []
        for kind, label, rect in zip(steps, labels, rects):
            action = self.discard_action() if kind == "discard" else Action.make(
                self.seat(), kind)
            style = "gold" if kind in ("roll", "take_harvest", "discard") else "cream"
            out.append(TableButton(rect, label, style, action))
        return out

    def press_button(self, button: TableButton, pos: tuple[int, int]) -> Intent:
        if button.key is not None and button.key.kind == "discard":
            return self.discard_action()
        return button.key

    def click_piece(self, key: Hashable, pos: tuple[int, int]) -> Intent:
        if key == "dice":
            return self.dice_click()
        out = super().click_piece(key, pos)
        self.rebuild_buttons()
        return out

    def accepted(self, action: Action, gesture: Any) -> None:
        self.raised = set()

    def tooltip_at(self, pos: tuple[int, int]) -> tuple[str, tuple[int, int]] | None:
        """A hand card's name over it (overlapping cards hide part of their title)."""
        if self.view.get("hand") is None or self.browsing:
            return None
        rects = self.hand_rects()
        for i in reversed(range(len(rects))):
            if rects[i].collidepoint(pos):
                return KIND[self.card_key(i)].name, rects[i].midtop
        return None

    # ----- drawing hooks -----------------------------------------------------------------------
    def static_key(self) -> Any:
        item = self.drag.item if self.drag.dragging else None
        return (self.shown, tuple(sorted(self.raised)), item, bool(self.rolls), self.caption,
                bool(self.landing.moving))

    def moving_by_itself(self) -> bool:
        """The reaction window's countdown runs (its bar shrinks each frame)."""
        return self.window_seat() is not None or super().moving_by_itself()

    def on_update(self, dt_ms: float) -> None:
        """The reaction window's clock, then the rolls (the kit's :class:`LandingTable`)."""
        self.tick_window(dt_ms)
        super().on_update(dt_ms)

    def card_picture(self, key: Hashable) -> pygame.Surface:
        """The face of dragged or gliding hand card ``key``."""
        return self.painter.card(self.card_key(key[1]), self.lay.card)

    def draw_piece(self, surface: pygame.Surface, key: Hashable, topleft: tuple[int, int]) -> None:
        if key == "dice":
            self.draw_dragged_dice(surface, topleft)
        else:
            surface.blit(self.card_picture(key), topleft)

    def glide_back(self, key: Hashable, at: pygame.Rect, home: pygame.Rect,
                   ms: float) -> list[Flight]:
        if key == "dice":
            return []
        return [Flight(self.card_picture(key), at, home, ms, hide=key)]

    def draw_popups(self, surface: pygame.Surface) -> None:
        note = self.feedback.banner
        if note is not None:
            face = banner_face(self.painter.text, note.text, self.rect.width, self.lay.px(22))
            draw_banner(surface, self.painter, face, self.banner_box(face.get_size()))
        if self.browsing:
            self.draw_compost_browser(surface)
        self.draw_spy(surface)
        self.draw_window_clock(surface)

    def banner_box(self, text_size: tuple[int, int]) -> pygame.Rect:
        """Where a banner ("The Market opens: the game is over!") of text ``text_size`` (w, h
        pixels) goes, padded and centred across the table so that it covers no plot: in the
        free strip under the middle row's captions when it fits there, else halfway between
        the top plots and the own plot or the step buttons (over the middle row). On a narrow
        table, whose prompt runs in that strip, it covers the prompt's lines."""
        lay = self.lay
        box = padded(text_size)
        if lay.prompt_below:      # a narrow table: over the whole prompt, not half of it
            lines, size = self.prompt_lines()
            high = max(box.height, 8 + len(lines) * lay.px(size * 1.375))
            box.size = (max(box.width, lay.prompt.width), min(high, lay.prompt.height))
            box.midtop = lay.prompt.midtop
            return box.clamp(self.rect)
        return strip_box(box.size, self.rect,
                         [p.box for s, p in lay.plots.items() if s != lay.bottom],
                         [lay.plots[lay.bottom].box, lay.buttons],
                         [lay.deck, lay.compost, lay.supply, lay.dice], lay.px(CAPTION_H))

    def compost_browser(self) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """(the panel, one rect per heap card, newest first): the cards shrink until every one
        fits the table, the whole heap even at 800x560 (the kit's
        :func:`~tabletop.tablekit.pile_spread.spread_rects`)."""
        return spread_rects(self.rect, len(self.view["compost"]), self.lay.card)

    def draw_compost_browser(self, surface: pygame.Surface) -> None:
        """The Compost Heap spread out (newest first), over the middle of the table."""
        cards = [c.split(".")[0] for c in reversed(self.view["compost"])]
        draw_spread(surface, self.painter, f"Compost Heap: {count(len(cards), 'card')} (click to close)",
                    self.lay.px(16), *self.compost_browser(),
                    lambda i, size: self.painter.card(cards[i], size))

    # ----- test handles ------------------------------------------------------------------------
    def button_rect(self, key: Hashable) -> pygame.Rect:
        """As the kit's, also by the label without its key ("Roll" for "Roll (R)")."""
        for b in self._buttons:
            if b.label.split(" (")[0] == key:
                return b.rect
        return super().button_rect(key)

    def test_zones(self) -> dict[str, Any]:
        return {"card": lambda i: self.hand_rects()[i],
                "plot": lambda s: self.lay.plots[s].box,
                "basket": lambda s: self.lay.plots[s].basket,
                "storehouse": lambda s: self.lay.plots[s].storehouse,
                "chip": lambda s, i: self.threat_rects(s)[i],
                "dice": lambda: self.lay.dice, "compost": lambda: self.lay.compost,
                "deck": lambda: self.lay.deck, "button": self.button_rect}
