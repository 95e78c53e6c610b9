"""What the Toasty Toasts table draws over its still picture (a mixin of :class:`.table.Table`):
the turn line with the plays left, glows on the Toasts a dragged or raised card may go to (and
on the targets of Toast Toasted and Pantry Raid, and every topping Pantry Raid may take), the
Toast a topping waits on for its match (gold, with a caption), the hint, the dragged piece, the points of
the Toast under the pointer, the discard pile browser and the banner.
"""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from tabletop.games.toasty_toasts.table import gestures
from tabletop.games.toasty_toasts.table.paint import badge_spot
from tabletop.games.toasty_toasts.words import card_name
from tabletop.tablekit.feedback import BubbleStyle
from tabletop.tablekit.pieces import blit_glow, place_near, spot_around as tip_spot, text_bubble
from tabletop.tablekit.sprites import colour

TURN_WORDS = {"toast_toasted": "click an open Toast to clear it",
              "pantry_raid": "drag a topping from an open Toast onto one of yours",
              "hand_check": "drag cards onto the discard pile",
              "slimy_limy": "click the player to rob (or use the bar)"}


class Overlay:
    """Turn line, glows, dragged piece, tooltips and popups (see the module docstring)."""

    def turn_text(self) -> str:
        """"Ana — 2 plays left · trade open", or what the current step asks (the shell's
        caption instead while it sets one, e.g. in the replay)."""
        if self.caption:
            return self.caption
        view = self.view
        name = self.seat_name(int(view["current"]))
        if view["over"]:
            ender = view.get("ended_by")
            who = self.seat_name(ender) if ender is not None else ""
            counting = self.ending is not None and not self.ending.done
            return (f"{who} drew Time to Eat!" if who else "Time to Eat!") + (
                " Counting the Toasts…" if counting else " The game is over.")
        kind = self.kind()
        if kind == "play":
            left = view["plays_left"]
            if len(self.legal) == 1:           # End plays is all that is left (it glows)
                return f"{name} — nothing left to play"
            extra = "" if view["traded"] or not view["base_pile"] else " · trade open"
            return f"{name} — {left} play{'s' if left != 1 else ''} left{extra}"
        prompt = (view.get("decision") or {}).get("prompt", "")
        who = self.deciders_text()
        if not self.legal:   # another seat decides: say who, in words not aimed at the viewer
            words = (prompt[:1].lower() + prompt[1:]).replace(" your ", " their ")
            return f"Waiting for {who}: {words}" if prompt else who
        if kind == "slimy_limy" and self.victims:
            return self._victim_words()
        if kind in TURN_WORDS:
            return f"{who} — {TURN_WORDS[kind]}"
        return f"{who} — {prompt[:1].lower() + prompt[1:]}" if prompt else who

    def deciders_text(self) -> str:
        """Who decides now, by name: the seat shown when it may act, else every seat the
        decision waits for ("Ben and Chloé" while both pick a Trash Toast topping)."""
        if self.legal:
            return self.seat_name(self.seat())
        seats = [int(s) for s in (self.view.get("decision") or {}).get("seats") or
                 [self.view["current"]]]
        words = [self.seat_name(s) for s in seats]
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]

    def seat_name(self, seat: int) -> str:
        """The name of ``seat`` ("Player N" past the names lent)."""
        names = list(self.ctx.seat_names)
        return names[seat] if seat < len(names) else f"Player {seat + 1}"

    def _toast_rects(self) -> dict[str, pygame.Rect]:
        return self.lay.rects_by_base(self.view)

    def draw_marks(self, surface: pygame.Surface) -> None:
        """The buttons; glows: where the dragged (or the one raised) card may go; the frame's
        targets."""
        for button in self._buttons:
            button.draw(surface, self.painter.cache, self.painter.text,
                        hover=button.rect.collidepoint(self._mouse))
        self._draw_ending(surface)
        if not self.acting():
            return
        self.draw_focus(surface)
        if self.kind() == "slimy_limy":
            robbable = {v for a in self.legal if a.kind == "steal" for v in a["victims"]}
            for seat in robbable:
                chosen = seat in self.victims
                self.glow(surface, self.lay.areas[seat].rect, 14 if chosen else 5,
                          colour("GOLD") if chosen else None)
        card = None
        if self.drag.dragging:
            card = self.drag.item[1]
        elif len(self.raised) == 1:
            card = self.raised[0]
        elif self.kind() == "pantry_raid":
            card = self.picked
        rects = self._toast_rects()
        raid_start = self.kind() == "pantry_raid" and card is None   # the toppings glow first
        for base in () if raid_start else gestures.target_toasts(self.legal, card, self.raised):
            if base in rects:
                self._glow_toast(surface, base, rects[base])
        wait = self.waiting_toast()
        if wait in rects:      # the Toast a raised topping waits on: gold glow and outline
            self._glow_toast(surface, wait, rects[wait], 16, colour("GOLD"), outline=True)
        if self.kind() == "pantry_raid":    # every topping that may be taken, the chosen one more
            takeable = {a["topping"] for a in self.legal if a.kind == "pantry_raid"}
            for c, r in self._topping_rects():
                if c == self.picked or (self.picked is None and c in takeable):
                    blit_glow(surface, self.painter.cache, r, spread=8 if c == self.picked else 5)
        hint = self.hint_action
        if hint is not None:
            if hint.get("toast") in rects:
                self._glow_toast(surface, hint["toast"], rects[hint["toast"]], 14)
            cards = list(hint.get("cards") or ()) + [hint.get("card"), hint.get("topping")]
            for key, r in [(p.key, p.rect) for p in self.pieces()]:
                if key[1] in cards:
                    blit_glow(surface, self.painter.cache, r, spread=14)

    def _glow_toast(self, surface: pygame.Surface, base: str, rect: pygame.Rect,
                    spread: int = 10, col: tuple[int, int, int] | None = None,
                    outline: bool = False) -> None:
        """A glow around the Toast ``base`` at ``rect`` (``outline``: and a 3 px line of the
        glow's colour); its points badge stays on top."""
        blit_glow(surface, self.painter.cache, rect, spread, col)
        if outline:
            pygame.draw.rect(surface, col or colour("GLOW"), rect.inflate(6, 6), 3,
                             border_radius=8)
        for row, pts in zip(self.view["toasts"], self.view["toast_points"]):
            for toast, p in zip(row, pts):
                if toast["base"] == base:
                    self.painter.badge(surface, badge_spot(rect), str(p["points"]))

    def waiting_toast(self) -> str | None:
        """The Toast (base id) a raised topping waits on for its match, or None."""
        card, base = self.waiting or (None, None)
        return base if card is not None and self.raised == [card] and self.kind() == "play" \
            and base != "base_pile" else None

    def _draw_ending(self, surface: pygame.Surface) -> None:
        """At Time to Eat, the Toast just counted glows gold and shows its "+N" in a bubble
        (its badge stays on top of the glow)."""
        latest = None if self.ending is None else self.ending.latest()
        if latest is None:
            return
        seat, index, points = latest
        row = self.view["toasts"][seat]
        rect = self.lay.toast_rects(seat, row)[index]
        self._glow_toast(surface, row[index]["base"], rect, 12, colour("GOLD"))
        panel = text_bubble(self.painter.text, self.painter.cache, f"+{points}",
                            max(18, min(30, rect.width // 3)), 200, colour("GOLD"), colour("INK"))
        surface.blit(panel, panel.get_rect(center=rect.center))

    def draw_piece(self, surface: pygame.Surface, key: Hashable, topleft: tuple[int, int]) -> None:
        """The dragged hand card or topping, under the pointer."""
        if key[0] == "topping":
            side = next((r.width for c, r in self._topping_rects() if c == key[1]), 30)
            surface.blit(self.painter.icon(key[1], side), topleft)
        else:
            surface.blit(self.painter.card(key[1], self.lay.hand_card), topleft)

    def draw_popups(self, surface: pygame.Surface) -> None:
        """The hovered Toast's points, the discard browser, the banner."""
        wait = self.waiting_toast()
        if self.browsing:
            self._browser(surface)
        elif wait is not None:      # its caption, where a tooltip would go
            words = gestures.pair_words(card_name(self.waiting[0]))
            panel = text_bubble(self.painter.text, self.painter.cache, words, 15, 320,
                                colour("GOLD"), colour("INK"))
            rects = self._toast_rects()
            rect, others = rects[wait], [r for b, r in rects.items() if b != wait]
            row_end = max(r.right for r in [rect, *others] if r.y == rect.y) + 14
            surface.blit(panel, tip_spot(panel.get_size(), rect, self.rect,
                                         self.lay.keep_clear() + others,
                                         [(row_end, rect.centery - panel.get_height() // 2)]))
        elif not self.drag.dragging:
            self._toast_tip(surface)
        banner = self.feedback.banner_text
        if banner:   # beside Time to Eat's card, under the turn line (clear of the piles)
            panel = text_bubble(self.painter.text, self.painter.cache, banner, 24, 520,
                                colour("GOLD"), colour("INK"))
            spot = panel.get_rect(midleft=(self.lay.eat_spot.right + 20,
                                           self.lay.eat_spot.centery + 22))
            surface.blit(panel, spot.clamp(self.rect))

    def _toast_tip(self, surface: pygame.Surface) -> None:
        """The hovered Toast's points, placed where it covers no name line, pile label,
        badge or hand card (:func:`tip_spot`); never while a refusal bubble or a confirmation
        is up (the bubble says what matters then), nor during Time to Eat's count."""
        if self.feedback.message is not None or self.confirming is not None or (
                self.ending is not None and not self.ending.done):
            return
        for seat, row in enumerate(self.view["toasts"]):
            for i, r in enumerate(self.lay.toast_rects(seat, row)):
                if r.collidepoint(self._mouse):
                    text = points_text(self.view["toast_points"][seat][i])
                    panel = text_bubble(self.painter.text, self.painter.cache, text, 15, 460,
                                        colour("CARD_STOCK"), colour("INK"))
                    spot = tip_spot(panel.get_size(), r, self.rect, self.lay.keep_clear())
                    surface.blit(panel, spot)
                    return

    def _browser(self, surface: pygame.Surface) -> None:
        cards = list(reversed(self.view["discard"]))
        text = ("Discard pile (top first): " + ", ".join(card_name(c) for c in cards)
                if cards else "The discard pile is empty.")
        panel = text_bubble(self.painter.text, self.painter.cache, text, 14, 560,
                            colour("CARD_STOCK"), colour("INK"))
        place_near(surface, panel, self.lay.discard.midtop, self.rect)

    def bubble_style(self) -> BubbleStyle:
        return BubbleStyle(16, 380)

    def bubble_caches(self) -> tuple[Any, Any]:
        return self.painter.text, self.painter.cache

    def choice_rect(self, height: int) -> pygame.Rect:
        """The shell's choice bar goes over the middle band (the Toasts stay in sight)."""
        mid = self.lay.middle if self.lay is not None else self.rect
        return pygame.Rect(self.rect.left + 12, mid.bottom - height - 4,
                           max(0, self.rect.width - 24), height)


def points_text(points: dict[str, int]) -> str:
    """"1 combo 6 + 1 topping 2 + base 1 = 9 points" for a Toast's breakdown."""
    parts = []
    if points["combos"]:
        parts.append(f"{points['combos']} combo{'s' if points['combos'] > 1 else ''} "
                     f"{6 * points['combos']}")
    if points["singles"]:
        parts.append(f"{points['singles']} topping{'s' if points['singles'] > 1 else ''} "
                     f"{2 * points['singles']}")
    parts.append("Sandwich 3" if points["sandwich"] else "base 1")
    total = points["points"]
    return " + ".join(parts) + f" = {total} point{'s' if total != 1 else ''}"
