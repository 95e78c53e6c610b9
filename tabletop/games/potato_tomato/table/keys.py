"""The Potato Tomato table's keyboard twins of every click (a mixin for the table).

Tab, → or ↓ move the focus (an ink ring) to the next thing that may be chosen now, Shift+Tab,
← or ↑ to the previous: the action deck while drawing, the face-up action cards still to
resolve, the glowing characters or players while a card is being resolved, the three hands
during Rock-Paper-Scissors. Enter does what a click on it does (with no ring: draws while
drawing, else puts the ring on the first choice); D draws, S says STOP, N swaps nothing
(FORECAST); Esc drops the focus (a second Esc opens the pause menu). Space does nothing here:
it is a lone player's SLAP key (tablekit.race.LONE_KEY), and a SLAP press that lands just
before or after the race must not draw a card (a tester drew BURN that way).
Source: architecture guide, lesson 11 (click-click and keys give the same Action);
docs/rules/potato_tomato.md (the table).
"""

from __future__ import annotations

from typing import Hashable

import pygame

from tabletop.engine import Action
from tabletop.tablekit import palette
from tabletop.tablekit.controller import cycle
from tabletop.tablekit.hand import hand_marks

NEXT = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS = (pygame.K_LEFT, pygame.K_UP)
ACT = (pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys that act on the focus (not Space: see the module docstring)."""
SHORTCUTS = {pygame.K_d: "draw", pygame.K_s: "stop", pygame.K_n: "no_swap"}
"""Letter keys for the table's buttons (the action kind each one plays)."""


class KeysMixin:
    """Keyboard focus for :class:`~tabletop.games.potato_tomato.table.table.Table` (which owns
    ``view``, ``legal``, ``lay``, ``kind()``, ``card_intent``, ``player_intent``,
    ``hand_rects()`` and ``_find``). ``focus`` is the focused key or None."""

    focus: Hashable | None = None

    def focusables(self) -> list[tuple[Hashable, pygame.Rect]]:
        """(key, rect) of everything that may be chosen now, in reading order: ``("deck",)``,
        ``("drawn", card)``, ``("card", seat, slot)``, ``("player", seat)``,
        ``("hand", shape)``."""
        if not self.ready() or not self.legal:
            return []
        kind, lay, out = self.kind(), self.lay, []
        if self._find("draw"):
            out.append((("deck",), lay.deck))
        for card, rect in zip(self.view["drawn"], lay.drawn):
            if self._find("resolve", card=card):
                out.append((("drawn", card), rect))
        cards = {(a["player"], a["slot"]) for a in self.legal if a.kind in ("card", "reveal")}
        out += [(("card", *key), lay.cards[key]) for key in sorted(cards, key=self._reading)]
        if kind == "pt:player":
            seats = {a["player"] for a in self.legal if a.kind == "player"}
            out += [(("player", s), lay.panels[s]) for s in sorted(seats, key=self._reading)]
        out += [(("hand", shape), rect) for shape, rect in self.hand_rects().items()]
        return out

    def _reading(self, key) -> tuple[int, int]:
        """Sort key: screen position (top to bottom, left to right)."""
        rect = self.lay.cards[key] if isinstance(key, tuple) else self.lay.panels[key]
        return (rect.top // 40, rect.left)

    def focus_intent(self, key: Hashable) -> Action | None:
        """What Enter on ``key`` means: the same intent as a click on it."""
        if key[0] == "deck":
            return self._find("draw")
        if key[0] == "drawn":
            return self._find("resolve", card=key[1])
        if key[0] == "card":
            return self.card_intent(key[1], key[2])
        if key[0] == "player":
            return self.player_intent(key[1])
        if key[0] == "hand":
            return self.shape_intent(key[1])
        return None

    def on_key(self, event: pygame.event.Event) -> Action | None:
        """Focus moves, Enter acts on the focus, D/S/N press the buttons."""
        items = self.focusables()
        keys = [k for k, _ in items]
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT) or self.shift_held()
        if event.key in NEXT or event.key in PREVIOUS:
            if keys:
                back = event.key in PREVIOUS or (event.key == pygame.K_TAB and shift)
                self.focus = cycle(keys, self.focus, -1 if back else 1)
            return None
        if event.key in ACT and self.focus in keys:
            action = self.focus_intent(self.focus)
            rect = dict(items)[self.focus]
            return None if action is None else self.submit(action, rect.center, "key")
        if event.key in ACT:   # no ring yet: draw while drawing, else show the ring
            if self._find("draw"):   # a tester's Enter did nothing in the draw phase
                return self.submit(self._find("draw"), self.key_point(), "key")
            if keys:
                self.focus = keys[0]
            return None
        kind = SHORTCUTS.get(event.key)
        if kind is not None and self._find(kind):
            return self.submit(self._find(kind), self.key_point(), "key")
        return None

    def cancel_selection(self) -> bool:
        """Esc: drop the keyboard focus (True when there was one)."""
        had = self.focus is not None
        self.focus = None
        return had

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The ink ring around the focused piece (nothing when it is no longer choosable)."""
        rect = dict(self.focusables()).get(self.focus)
        if rect is not None:  # a gold ring with the kit's ink ring round it: seen on any felt
            ring = pygame.Rect(rect).inflate(8, 8)
            pygame.draw.rect(surface, palette.GOLD, ring, 3, border_radius=8)
            hand_marks(surface, ring, raised=False, focused=True)
