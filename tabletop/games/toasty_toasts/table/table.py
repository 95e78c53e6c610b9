"""The Toasty Toasts table on the table kit: every seat's Toasts as readable stacks, the piles,
the viewer's fanned hand, and what each gesture means (:mod:`.gestures`).

The table draws the turn's plays, the hand check, Toast Toasted and Pantry Raid; the shell's
choice bar asks the rest (Slimy-limy's victims, and each Trash Toast pick behind the hot-seat
curtain). Hover a Toast for what it scores; click the discard pile to browse it. The plays left
always show on the turn line. The kit checks every intent against the legal list and refuses
with the engine's reason, the refusal sound and a glide home.
"""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from tabletop.engine import Action
from tabletop.games.toasty_toasts.table import anim, draw, gestures
from tabletop.games.toasty_toasts.table.layout import compute_layout
from tabletop.games.toasty_toasts.table.overlay import Overlay
from tabletop.games.toasty_toasts.table.paint import Painter, display_order
from tabletop.tablekit.controller import KitTable
from tabletop.tablekit.drag import Gesture
from tabletop.tablekit.intents import Intent, Piece, Zone
from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.table_base import TableContext
from tabletop.tablekit.table_button import TableButton
from tabletop.tablekit.tween import scaled_duration

FLIGHT_MS = 260


class Table(Overlay, KitTable):
    """The Toasty Toasts table (see the module docstring).

    Args:
        ctx: what the shell lends (game, images, fonts, sounds, settings, seat names, status,
            explain).
    """

    opaque = True
    drawn_kinds = frozenset({"play", "hand_check", "toast_toasted", "pantry_raid"})

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.painter = Painter(ctx)
        self.raised: list[str] = []
        self.picked: str | None = None
        self.browsing = False
        self._serial = 0

    # ----- contract -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """Lay out inside ``rect`` (window pixels)."""
        super().layout(rect)
        self._relayout()

    def _relayout(self) -> None:
        if self.view is None or self.rect.width <= 0:
            self.lay = None
            return
        bottom = self.viewer if self.viewer is not None else int(self.view["current"])
        self.lay = compute_layout(self.rect, int(self.view["players"]), bottom)
        self.rebuild_buttons()

    def show(self, view: dict[str, Any], viewer: int | None, legal: list[Action],
             last_action: Action | None = None) -> None:
        """A new view; starts the flights and sounds for ``last_action``."""
        prev, prev_lay = self.view, self.lay
        super().show(view, viewer, legal, last_action)
        self._serial += 1
        self.raised = [c for c in self.raised if c in (view.get("hand") or [])] \
            if last_action is None else []
        self.picked = None
        bottom = viewer if viewer is not None else int(view["current"])
        if self.lay is None or self.lay.bottom != bottom or self.lay.rect != self.rect \
                or len(self.lay.areas) != view["players"]:
            self._relayout()
        else:
            self.rebuild_buttons()
        if prev is not None and last_action is not None and self.lay is not None \
                and prev_lay is not None and prev_lay.bottom == self.lay.bottom:
            ms = scaled_duration(FLIGHT_MS, self.ctx.settings.get("animation_speed"))
            self.play_plan(anim.build(self.painter, self.lay, prev, view, viewer, last_action, ms))

    def kind(self) -> str:
        """The decision kind being asked ("" when none)."""
        return gestures.decision_kind(self.view)

    # ----- pieces and zones -----------------------------------------------------------------
    def pieces(self) -> list[Piece]:
        """Hand cards (in play and at the hand check); toppings on open Toasts for Pantry Raid."""
        if self.kind() == "pantry_raid":
            return [Piece(("topping", card), r) for card, r in reversed(self._topping_rects())]
        if self.kind() not in ("play", "hand_check"):
            return []
        hand = self.view["hand"] or []
        pairs = list(zip(hand, draw.hand_rects(self.lay, hand, self.raised)))
        return [Piece(("hand", card), r) for card, r in reversed(pairs)]

    def _topping_rects(self) -> list[tuple[str, pygame.Rect]]:
        out = []
        for seat, row in enumerate(self.view["toasts"]):
            for i, (toast, r) in enumerate(zip(row, self.lay.toast_rects(seat, row))):
                if toast["lid"] is None:
                    out += zip(display_order(toast["toppings"])[0], self.lay.topping_rects(
                        seat, i, r, len(toast["toppings"])))
        return out

    def zones(self) -> list[Zone]:
        """Toasts (topmost first), the piles, the viewer's area and the middle band."""
        out = []
        for seat, row in enumerate(self.view["toasts"]):
            if seat in self.lay.areas:
                out += [Zone(("toast", t["base"]), r) for t, r in
                        reversed(list(zip(row, self.lay.toast_rects(seat, row))))]
        out += [Zone(("base_pile",), self.lay.base_pile), Zone(("discard",), self.lay.discard)]
        out.append(Zone(("area", self.lay.bottom), self.lay.areas[self.lay.bottom].rect))
        out.append(Zone(("middle",), self.lay.middle))
        return out

    def zone_at(self, pos: tuple[int, int]) -> Hashable | None:
        """The first zone holding ``pos``."""
        return next((z.key for z in self.zones() if z.rect.collidepoint(pos)), None)

    # ----- gestures -------------------------------------------------------------------------
    def drop(self, key: Hashable, zone: Hashable | None, gesture: Gesture) -> Intent:
        """A card or topping let go over ``zone``."""
        if key[0] == "topping":
            return gestures.drop_topping(self.seat(), key[1], zone)
        return gestures.drop_hand_card(self.seat(), key[1], zone, self.raised, self.kind())

    def click_piece(self, key: Hashable, pos: tuple[int, int]) -> Intent:
        """A click raises or lowers a hand card (at most two), or picks a topping to raid."""
        if key[0] == "topping":
            self.picked = None if self.picked == key[1] else key[1]
            return None
        card = key[1]
        if card in self.raised:
            self.raised.remove(card)
        else:
            self.raised = (self.raised + [card])[-2:]
        self.rebuild_buttons()
        return None

    def click_zone(self, zone: Hashable | None, pos: tuple[int, int]) -> Intent:
        """A press on a Toast, a pile or the table."""
        if zone == ("discard",) and not self.raised and self.kind() != "hand_check":
            self.browsing = not self.browsing
            return None
        self.browsing = False
        return gestures.click_zone(self.seat(), zone, self.kind(), self.raised, self.picked)

    def accepted(self, action: Action, gesture: Gesture | None) -> None:
        """The action goes: drop the selection."""
        self.raised, self.picked = [], None

    def cancel_selection(self) -> bool:
        """Esc lowers raised cards (True), or says there were none."""
        had = bool(self.raised or self.picked or self.browsing)
        self.raised, self.picked, self.browsing = [], None, False
        self.rebuild_buttons()
        return had

    def make_buttons(self) -> list[TableButton]:
        """End plays (while the plays may stop)."""
        done = Action.make(self.seat(), "done")
        if done in self.legal:
            return [TableButton(self.lay.button, "End plays", "green", "done")]
        return []

    def press_button(self, button: TableButton, pos: tuple[int, int]) -> Intent:
        return Action.make(self.seat(), "done") if button.key == "done" else None

    def on_key(self, event: pygame.event.Event) -> Action | None:
        """Keys: E ends the plays."""
        if event.key == pygame.K_e:
            return self.submit(Action.make(self.seat(), "done"), self.key_point(), "key")
        return None

    def glide_back(self, key: Hashable, at: pygame.Rect, home: pygame.Rect,
                   ms: float) -> list[Flight]:
        pic = (self.painter.icon(key[1], home.width) if key[0] == "topping"
               else self.painter.card(key[1], home.size))
        return [Flight(pic, at, home, ms, hide=key)]

    # ----- drawing ----------------------------------------------------------------------------
    def static_key(self) -> Any:
        hidden = self.flights.hidden() | ({self.drag.item} if self.drag.dragging else set())
        return (self._serial, tuple(self.raised), frozenset(hidden), self.rect.size, self.caption)

    def render_static(self, surface: pygame.Surface, full: bool) -> None:
        hidden = self.flights.hidden() | ({self.drag.item} if self.drag.dragging else set())
        draw.render(surface, self.painter, self.lay, self.view, list(self.ctx.seat_names),
                    hidden, self.turn_text(), self.raised)

    def test_zones(self) -> dict:
        """Finders for tests: ``hand`` (card id), ``toast`` (base id), ``topping`` (card id),
        ``base_pile``, ``discard``, ``middle``, ``area`` (seat), ``button``."""
        def hand(card: str) -> pygame.Rect:
            h = self.view["hand"]
            return draw.hand_rects(self.lay, h, self.raised)[h.index(card)]

        def zone(*key: Any) -> pygame.Rect:
            return next(z.rect for z in self.zones() if z.key == key)
        return {"hand": hand, "toast": lambda b: zone("toast", b),
                "topping": lambda c: dict(self._topping_rects())[c],
                "base_pile": lambda: self.lay.base_pile, "discard": lambda: self.lay.discard,
                "middle": lambda: self.lay.middle, "area": lambda s: self.lay.areas[s].rect,
                "button": lambda: self.lay.button}
