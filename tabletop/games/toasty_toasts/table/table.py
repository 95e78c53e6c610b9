"""The Toasty Toasts table on the table kit: every seat's Toasts as readable stacks, the piles,
the viewer's fanned hand, and what each gesture means (:mod:`.gestures`).

The table draws the turn's plays, the hand check, Toast Toasted and Pantry Raid; the shell's
choice bar also asks Slimy-limy's victims and each Trash Toast pick (behind the hot-seat
curtain), which the table takes too: click the player to rob, or the topping to trash. Hover a
Toast for what it scores; click the discard pile to browse it. The plays left always show on
the turn line. Keys: :mod:`.keys`. The hand stays still after a play (:mod:`.hand_slots`).
Time to Eat turns over and every Toast is counted before the game-over dialog (:mod:`.ending`).
The kit checks every intent against the legal list and refuses with the engine's reason, the
refusal sound and a glide home.
"""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from tabletop.engine import Action
from tabletop.games.toasty_toasts.words import card_name
from tabletop.games.toasty_toasts.table import anim, draw, gestures
from tabletop.games.toasty_toasts.table.ending import Ending
from tabletop.games.toasty_toasts.table.hand_slots import HandSlots
from tabletop.games.toasty_toasts.table.keys import Keys
from tabletop.games.toasty_toasts.table.layout import compute_layout
from tabletop.games.toasty_toasts.table.overlay import Overlay
from tabletop.games.toasty_toasts.table.paint import Painter, display_order
from tabletop.tablekit.controller import KitTable
from tabletop.tablekit.drag import Gesture
from tabletop.tablekit.intents import Intent, Piece, Refusal, Zone
from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.table_base import TableContext
from tabletop.tablekit.table_button import TableButton
from tabletop.tablekit.tween import scaled_duration

FLIGHT_MS = 260


class Table(Keys, HandSlots, Overlay, KitTable):
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
        self.waiting: tuple[str, str] | None = None   # (topping, Toast) of a waiting double
        self.browsing = False
        self.victims: list[int] = []
        self.ending: Ending | None = None
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
        """A new view; starts the flights and sounds for ``last_action``, and at Time to Eat
        the reveal and the count (:mod:`.ending`)."""
        prev, prev_lay, before = self.view, self.lay, self.hand_now()
        super().show(view, viewer, legal, last_action)
        self._serial += 1
        self.raised = [c for c in self.raised if c in (view.get("hand") or [])] \
            if last_action is None else []
        self.picked = None
        pre = self.victims if last_action is not None and last_action.kind == "action" else []
        self.victims = [v for v in pre if self.kind() == "slimy_limy"]
        if self.victims:
            self.ctx.status(self._victim_words())
        bottom = viewer if viewer is not None else int(view["current"])
        if self.lay is None or self.lay.bottom != bottom or self.lay.rect != self.rect \
                or len(self.lay.areas) != view["players"]:
            self._relayout()
        else:
            self.rebuild_buttons()
        same = prev_lay is not None and self.lay is not None and prev_lay.bottom == self.lay.bottom \
            and prev_lay.rect == self.lay.rect
        own = last_action is not None and last_action.seat == viewer and bool(legal)
        self.settle_hand(before if prev is not None and prev.get("hand") else {}, same, own)
        speed = self.ctx.settings.get("animation_speed")
        if prev is not None and last_action is not None and same:
            ms = scaled_duration(FLIGHT_MS, speed)
            self.play_plan(anim.build(self.painter, self.lay, prev, view, viewer, last_action,
                                      ms, before, self.dropped))
        if not view["over"]:
            self.ending = None
        elif prev is not None and not prev["over"] and last_action is not None \
                and self.lay is not None:
            self.ending = Ending(view, float(speed or 1.0))
            plan = anim.ending_plan(self.painter, self.lay, self.ending.reveal_ms)
            self.play_plan(plan)
            self.feedback.announce(plan.banner, None, self.ending.total_ms)

    @property
    def busy(self) -> bool:
        """Flights, or Time to Eat's count (the game-over dialog waits for it)."""
        return self.flights.busy or (self.ending is not None and not self.ending.done)

    def moving_by_itself(self) -> bool:
        """The hand's kept places count down to their glide (:mod:`.hand_slots`)."""
        return self.hand_settling() or super().moving_by_itself()

    def on_update(self, dt_ms: float) -> None:
        """The hand's kept places (:mod:`.hand_slots`); Time to Eat's count, a tick a Toast."""
        self.update_hand(dt_ms)
        if self.ending is not None and not self.ending.done:
            n = self.ending.counted()
            self.ending.update(dt_ms)
            if self.ending.counted() > n:
                self.ctx.play_sound("count_tick")
            if self.ending.done:
                self.feedback.banner = None

    def skip_ending(self) -> None:
        """A click or a key during Time to Eat's count: show the final count now."""
        if self.ending is not None:
            self.ending.skip()
            self.flights.finish_all()
            self.feedback.banner = None

    def handle_event(self, event: pygame.event.Event) -> Action | None:
        """The kit's dispatch, but: a press or a key during Time to Eat's count skips it; a
        press on the hand while another seat plays says whose turn it is (never silence)."""
        if not self.ready():
            return None
        down = event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
        if down and self.ending is not None and not self.ending.done:
            self.skip_ending()
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 \
                and not self.acting() and not self.view["over"] and self.over_hand(event.pos):
            self.feedback.say(f"{self.deciders_text()} to play now: wait for your turn.",
                              event.pos)
            return None
        return super().handle_event(event)

    kind = KitTable.decision_kind
    """The decision kind being asked ("" when none): the kit's."""

    # ----- pieces and zones -----------------------------------------------------------------
    def pieces(self) -> list[Piece]:
        """Hand cards (in play and at the hand check); toppings on open Toasts for Pantry Raid."""
        if self.kind() == "pantry_raid":
            return [Piece(("topping", card), r) for card, r in reversed(self._topping_rects())]
        if self.kind() not in ("play", "hand_check"):
            return []
        pairs = list(zip(self.view["hand"] or [], self.hand_rects()))
        return [Piece(("hand", card), r) for card, r in reversed(pairs)]

    def own_toppings(self) -> list[tuple[str, pygame.Rect]]:
        """The toppings on the acting seat's open Toasts (Trash Toast picks on the table)."""
        return self._topping_rects([self.seat()])

    def _topping_rects(self, seats: list[int] | None = None) -> list[tuple[str, pygame.Rect]]:
        """(topping, rect) on the open Toasts of ``seats`` (default: every seat)."""
        out = []
        for seat, row in enumerate(self.view["toasts"]):
            for i, (toast, r) in enumerate(zip(row, self.lay.toast_rects(seat, row))):
                if toast["lid"] is None and (seats is None or seat in seats):
                    out += zip(display_order(toast["toppings"])[0], self.lay.topping_rects(
                        seat, i, r, len(toast["toppings"])))
        return out

    def zones(self) -> list[Zone]:
        """The hand's band, Toasts (topmost first), the piles, the viewer's area, the other
        seats' areas and the middle band."""
        out = [Zone(("hand",), self.lay.hand)] if self.view.get("hand") is not None else []
        for seat, row in enumerate(self.view["toasts"]):
            if seat in self.lay.areas:
                out += [Zone(("toast", t["base"]), r) for t, r in
                        reversed(list(zip(row, self.lay.toast_rects(seat, row))))]
        out += [Zone(("base_pile",), self.lay.base_pile), Zone(("discard",), self.lay.discard)]
        out.append(Zone(("area", self.lay.bottom), self.lay.areas[self.lay.bottom].rect))
        out += [Zone(("seat", s), a.rect) for s, a in self.lay.areas.items()
                if s != self.lay.bottom]
        out.append(Zone(("middle",), self.lay.middle))
        return out

    # ----- gestures -------------------------------------------------------------------------
    def drop(self, key: Hashable, zone: Hashable | None, gesture: Gesture) -> Intent:
        """A card or topping let go over ``zone``."""
        if key[0] == "topping":
            return gestures.drop_topping(self.seat(), key[1], zone)
        if zone == ("hand",):
            return None           # let go over the hand: it simply goes back
        victim = next((s for s, a in self.lay.areas.items() if s != self.lay.bottom
                       and a.rect.collidepoint(gesture.pos)), None)   # their area or a Toast
        if victim is not None and str(key[1]).startswith("slimy"):
            self.victims = [victim]    # asked next: one more click takes from them
        if zone is not None and zone[0] == "seat":
            zone = ("middle",)
        trade = zone == ("base_pile",) and self.raised in ([], [key[1]]) and any(
            a.kind == "trade" and key[1] in a["cards"] for a in self.legal)
        if self.kind() == "play" and (trade or gestures.waits_for_pair(self.legal, key[1], zone,
                                                                        self.raised)):
            # waits raised: for its partner on that Toast (gold), or for a trade's second card
            self.raised, self.waiting = [key[1]], (key[1], zone[-1])
            self.rebuild_buttons()
            if trade:
                self.feedback.say(f"{card_name(key[1])} waits on the Base Toast pile: "
                                  f"{gestures.TRADE_WAIT}.", gesture.pos)
            return None
        return gestures.drop_hand_card(self.seat(), key[1], zone, self.raised, self.kind())

    def click_piece(self, key: Hashable, pos: tuple[int, int]) -> Intent:
        """A click raises or lowers a hand card (at most two), or picks a topping to raid."""
        if key[0] == "topping":
            self.picked = None if self.picked == key[1] else key[1]
            return None
        card = key[1]
        if self.waiting is not None and self.raised == [self.waiting[0]] != [card] \
                and self.waiting[1] == "base_pile":
            return Action.make(self.seat(), "trade", cards=tuple(sorted([card, self.raised[0]])))
        if card in self.raised:                               # lowered: it waits no more
            self.raised, self.waiting = [c for c in self.raised if c != card], None
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
        kind = self.kind()
        if kind == "trash_toast":
            mine = next((c for c, r in self.own_toppings() if r.collidepoint(pos)), None)
            if mine is not None:
                return Action.make(self.seat(), "trash", topping=mine)
        if kind == "slimy_limy" and zone is not None and zone[0] in ("seat", "toast"):
            victim = next((s for s, a in self.lay.areas.items() if a.rect.collidepoint(pos)), None)
            if victim is not None and victim != self.seat():
                self.victims, intent = gestures.pick_seat(self.seat(), victim, self.victims,
                                                         self.legal)
                if intent is None:
                    self.ctx.status(self._victim_words())
                return intent
        if zone == ("base_pile",) and kind == "play" and len(self.raised) < 2:
            self.feedback.say(gestures.TRADE_HELP, pos)       # a press (or drag) on the pile
            return None
        if zone == ("hand",) and self.gap_press(pos):
            return None                       # a press in a gap picks up the nearest card
        if zone == ("hand",) and (kind not in ("play", "hand_check") or not self.raised):
            self.feedback.say(gestures.HAND_WORDS.get(kind, "Nothing to pick up here now."), pos)
            return None
        if kind == "pantry_raid" and zone is not None and zone[0] == "toast" and not self.picked:
            return self._raid_refusal(zone[1])
        if zone is not None and zone[0] == "seat":
            zone = ("middle",)
        return gestures.click_zone(self.seat(), zone, kind, self.raised, self.picked)

    def _raid_refusal(self, base: str) -> Intent:
        """Pantry Raid, a press on Toast ``base`` off its toppings: a Sandwich's, to be refused
        with the engine's reason (Sandwiches are immune), else how to raid."""
        seat, rows = self.seat(), self.view["toasts"]
        toast = next(t for row in rows for t in row if t["base"] == base)
        mine = next((t["base"] for t in rows[seat] if t["lid"] is None), base)
        if toast["lid"] is not None and toast["toppings"]:
            return Action.make(seat, "pantry_raid", toast=mine, topping=toast["toppings"][0])
        return Refusal(gestures.HAND_WORDS["pantry_raid"])

    def _victim_words(self) -> str:
        name = self.seat_name(self.victims[0])
        return f"{name} chosen: click {name} again to take 2, or another player for 1 each"

    def accepted(self, action: Action, gesture: Gesture | None) -> None:
        """The action goes: drop the selection."""
        self.raised, self.picked = [], None
        if action.kind != "action" or not str(action["card"]).startswith("slimy"):
            self.victims = []

    def cancel_selection(self) -> bool:
        """Esc lowers raised cards (True), or says there were none."""
        had = bool(self.raised or self.picked or self.browsing or self.victims or self.focus)
        self.raised, self.picked, self.browsing, self.victims = [], None, False, []
        self.focus = None
        self.rebuild_buttons()
        return had

    def make_buttons(self) -> list[TableButton]:
        """End plays (while the plays may stop), glowing when nothing else is left to play."""
        done = Action.make(self.seat(), "done")
        if done in self.legal:
            return [TableButton(self.lay.button, "End plays", "green", "done",
                                glow=self.legal == [done])]
        return []

    def press_button(self, button: TableButton, pos: tuple[int, int]) -> Intent:
        return Action.make(self.seat(), "done") if button.key == "done" else None

    def glide_back(self, key: Hashable, at: pygame.Rect, home: pygame.Rect,
                   ms: float) -> list[Flight]:
        pic = (self.painter.icon(key[1], home.width) if key[0] == "topping"
               else self.painter.card(key[1], home.size))
        return [Flight(pic, at, home, ms, hide=key)]

    # ----- drawing ----------------------------------------------------------------------------
    def static_key(self) -> Any:
        hidden = self.flights.hidden() | ({self.drag.item} if self.drag.dragging else set())
        count = None if self.ending is None else (self.ending.counted(), self.ending.revealed,
                                                  self.ending.done)   # the line's "Counting…"
        return (self._serial, tuple(self.raised), frozenset(hidden), self.rect.size, self.caption,
                self.held is None, count, tuple(self.victims))

    def render_static(self, surface: pygame.Surface, full: bool) -> None:
        hidden = self.flights.hidden() | ({self.drag.item} if self.drag.dragging else set())
        draw.render(surface, self.painter, self.lay, self.view, list(self.ctx.seat_names),
                    hidden, self.turn_text(), self.raised, self.ending, self.hand_rects())

    def test_zones(self) -> dict:
        """Finders for tests: ``hand`` (card id), ``toast`` (base id), ``topping`` (card id),
        ``base_pile``, ``discard``, ``middle``, ``area`` (seat), ``button``, ``eat`` (Time to
        Eat's spot), ``focus`` (the focused spot)."""
        def zone(*key: Any) -> pygame.Rect:
            return next(z.rect for z in self.zones() if z.key == key)
        return {"hand": lambda c: self.hand_rects()[self.view["hand"].index(c)],
                "toast": lambda b: zone("toast", b),
                "topping": lambda c: dict(self._topping_rects())[c],
                "base_pile": lambda: self.lay.base_pile, "discard": lambda: self.lay.discard,
                "middle": lambda: self.lay.middle, "area": lambda s: self.lay.areas[s].rect,
                "button": lambda: self.lay.button, "eat": lambda: self.lay.eat_spot,
                "focus": lambda: dict(self.focus_spots())[self.focus]}
