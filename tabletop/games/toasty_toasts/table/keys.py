"""The keyboard twins of the Toasty Toasts table's mouse gestures (a mixin of
:class:`.table.Table`).

Tab / Shift+Tab and the arrow keys move the focus (a light ring) over what the step lets you
use: your hand cards, then the places they go (your Toasts, the Base Toast pile, the discard
pile), the Toasts Toast Toasted may clear, the toppings Pantry Raid may take, the players
Slimy-limy may rob, your toppings a Trash Toast may take. Enter or Space on a hand card raises
it (a second time plays it alone where that is the only way: an action card, a Plain Toast
as a new Toast, a topping with one Toast to go to, a discard at the hand check); on a place
it does what a click there does (the raised card goes there). Esc drops the choices, E ends
the plays. Source: architecture guide, lesson 11 (drag, click-click and keys give the same
Action); the kit checks every Action against the legal list.
"""

from __future__ import annotations

from typing import Hashable

import pygame

from tabletop.engine import Action
from tabletop.games.toasty_toasts.components import FAMILY
from tabletop.games.toasty_toasts.table import gestures
from tabletop.games.toasty_toasts.words import card_name
from tabletop.tablekit.controller import cycle
from tabletop.tablekit.intents import Intent, Refusal

NEXT_KEYS = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB)
PREV_KEYS = (pygame.K_LEFT, pygame.K_UP)
GO_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
TARGETS = {"play": ("toast", "base_pile"), "hand_check": ("discard",),
           "toast_toasted": ("toast",), "pantry_raid": ("toast",), "slimy_limy": ("seat",),
           "trash_toast": ("own_topping",)}
"""The kinds of place the focus visits after the pieces, per decision kind."""
FOCUS_FIRST = "Move the focus with Tab or the arrow keys first."
RAISE_FIRST = "Raise a card first: focus it in your hand and press Enter."


class Keys:
    """Focus and keys (reads ``view``, ``legal``, ``lay``, ``raised`` and the table's pieces
    and zones)."""

    focus: Hashable | None = None
    """The key of the focused hand card, topping, Toast, pile or seat; None: no focus."""

    def focus_spots(self) -> list[tuple[Hashable, pygame.Rect]]:
        """What the focus visits now, in order (key, window rect)."""
        kind = self.kind()
        spots = [(p.key, p.rect) for p in reversed(list(self.pieces()))]
        wanted = TARGETS.get(kind, ())
        mine = {t["base"] for t in self.view["toasts"][self.seat()]}
        for zone in self.zones():
            where = zone.key[0]
            if where not in wanted:
                continue
            if where == "toast" and kind in ("play", "pantry_raid") and zone.key[1] not in mine:
                continue
            if where == "toast" and kind == "toast_toasted" and zone.key[1] not in \
                    gestures.target_toasts(self.legal, None, []):
                continue
            spots.append((zone.key, zone.rect))
        if "own_topping" in wanted:
            spots += [(("own_topping", c), r) for c, r in self.own_toppings()]
        rank = {"hand": 0, "topping": 0, "own_topping": 1, "toast": 1, "seat": 1}
        own_row = self.lay.areas[self.seat()].toasts.y if self.seat() in self.lay.areas else 0
        spots.sort(key=lambda kr: (rank.get(kr[0][0], 2), kr[1].y != own_row, kr[1].y, kr[1].x)
                   if kr[0][0] != "hand" else (0, False, 0, 0))
        return spots

    def on_key(self, event: pygame.event.Event) -> Action | None:
        """Focus keys, Enter/Space, and E (end the plays)."""
        key = event.key
        if key == pygame.K_e:
            return self.submit(Action.make(self.seat(), "done"), self.key_point(), "key")
        if not self.acting():
            return None
        spots = self.focus_spots()
        keys = [k for k, _ in spots]
        if key in NEXT_KEYS + PREV_KEYS and keys:
            back = key in PREV_KEYS or (key == pygame.K_TAB and self.shift_held())
            self.focus = cycle(keys, self.focus, -1 if back else 1)
            self._focus_words()
            return None
        if key in GO_KEYS and self.focus in keys:
            at, raised = dict(spots)[self.focus].center, list(self.raised)
            action = self.resolve(self._go(self.focus, at), at, how="key")
            if action is None and self.raised != raised:
                self._focus_words()
            return action
        if key in GO_KEYS:
            self.feedback.say(FOCUS_FIRST, self.key_point())
        return None

    def _focus_words(self) -> None:
        """The focus or the raised cards changed: the status line says what Enter does now."""
        if self.feedback.text in (FOCUS_FIRST, RAISE_FIRST):
            self.feedback.clear()
        up, on = ", ".join(card_name(c) for c in self.raised), (self.focus or ("",))[0] == "hand"
        self.ctx.status("Enter picks up the focused card." if on and self.focus[1] not in
                        self.raised else "Enter plays the raised card alone, where it can go "
                        "only one way." if on else f"Picked up: {up}. Move the focus to where "
                        "it goes and press Enter." if up else "Enter uses the focused place.")

    def _go(self, focus: Hashable, at: tuple[int, int]) -> Intent:
        where = focus[0]
        if where == "topping":
            return self.click_piece(focus, at)
        if where == "own_topping":
            return Action.make(self.seat(), "trash", topping=focus[1])
        if where != "hand":
            if not self.raised and self.kind() == "play":
                return Refusal(RAISE_FIRST)
            return self.click_zone(focus, at)
        card = focus[1]
        if card not in self.raised:
            return self.click_piece(focus, at)
        return self._play_alone(card)

    def _play_alone(self, card: str) -> Intent:
        """Enter on a raised card: play it where it can only go one way."""
        seat, kind = self.seat(), self.kind()
        if kind == "hand_check":
            return Action.make(seat, "discard", card=card)
        family = FAMILY[card]
        if family == "action":
            return Action.make(seat, "action", card=card)
        if family == "plain":
            return Action.make(seat, "plain_base", card=card)
        spots = gestures.target_toasts(self.legal, card, [card])
        if family == "topping" and len(spots) == 1:
            return Action.make(seat, "topping", card=card, toast=next(iter(spots)))
        return Refusal("Move the focus to one of your Toasts (arrow keys) and press Enter.")

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The focus ring around the focused spot: white inside a dark line, unlike the warm
        glow of the legal places."""
        if self.focus is None or not self.acting():
            return
        rect = dict(self.focus_spots()).get(self.focus)
        if rect is None:
            self.focus = None
            return
        ring = rect.inflate(10, 10)
        pygame.draw.rect(surface, (255, 255, 255), ring, 3, border_radius=8)
        pygame.draw.rect(surface, (74, 46, 30), ring.inflate(6, 6), 2, border_radius=10)
