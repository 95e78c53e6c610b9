"""The Potato Tomato table on the table kit.

Draws every row of characters (:mod:`.draw`), the draw row and the burn token piles. Gestures:
click the action deck (or the Draw button) to draw, the STOP button to stop; drag a face-up
action card off the row (or click it) to resolve it; while a card is being resolved, click a
glowing character or player, or drag the card from the row onto one. The choice bar takes the
rest (left or right, which effect, swap or keep, rock/paper/scissors; a neighbour clicked, or
ROTATE / OVERVIEW dropped on one, picks that side); SLAP is a race
(:meth:`Table.race`). Action kinds and view keys: docs/rules/potato_tomato.md.
Source: issue 11, Table; rulebook, Let's Play the Game.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import EXTERNAL, Action
from tabletop.games.potato_tomato.table import hints, moments
from tabletop.games.potato_tomato.table.chain import ChainMixin
from tabletop.games.potato_tomato.table.draw import StaticLayer
from tabletop.games.potato_tomato.table.keys import KeysMixin
from tabletop.games.potato_tomato.table.layout import lay_out
from tabletop.games.potato_tomato.table.news import NewsMixin
from tabletop.games.potato_tomato.table.paint import Painter
from tabletop.games.potato_tomato.table.plan import plan_for
from tabletop.games.potato_tomato.table.spots import SpotsMixin
from tabletop.games.potato_tomato.table.tips import TipsMixin
from tabletop.tablekit.auto_layout import AutoLayout
from tabletop.tablekit.choice_bar import bar_height
from tabletop.tablekit.controller import KitTable
from tabletop.tablekit import palette
from tabletop.tablekit.intents import Piece, Zone
from tabletop.tablekit.race import Race
from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.table_base import TableContext
from tabletop.tablekit.table_button import TableButton

CARD_KINDS = {"pt:card", "pt:overview", "pt:reveal"}
BAR_ROOM = bar_height(1) + 8
"""The room (pixels) kept under the Rock-Paper-Scissors hands for a one-row choice bar."""


class Table(ChainMixin, KeysMixin, TipsMixin, NewsMixin, SpotsMixin, AutoLayout, KitTable):
    """The Potato Tomato table (see the module docstring).

    Args:
        ctx: what the shell lends (game, images, fonts, sounds, settings, seat names, status,
            explain).
    """

    opaque = True
    drawn_kinds = frozenset({"pt:draw", "pt:resolve", "pt:card", "pt:player", "pt:reveal",
                             "pt:overview"})

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.painter = Painter(ctx)
        self.static = StaticLayer(self.painter, ctx.seat_names)
        self.lay = None
        self.shown = 0
        self.focus = None
        self._shown_to: int | None = None

    # ----- contract -------------------------------------------------------------------------
    def layout_key(self) -> tuple[int, int]:
        """The seating: how many players, the viewer's seat (0 for a spectator)."""
        return self.view["players"], self.viewer if self.viewer is not None else 0

    def make_layout(self) -> Any:
        lay = lay_out(self.rect, *self.layout_key())
        lay.spread(len(self.view["drawn"]))
        return lay

    def show(self, view: dict[str, Any], viewer: int | None, legal: list[Action],
             last_action: Action | None = None) -> None:
        before = self.view
        same = before if self._shown_to == viewer else None  # a peek: one viewer's views only
        flipping = [f for f in self.flights.items if same is not None and f.hide
                    and f.hide[0] == "peek"]  # a peek flip outlives a new view of its seat
        super().show(view, viewer, legal, last_action)
        if self.lay is not None:
            self.lay.spread(len(view["drawn"]))
        self.shown += 1
        self._shown_to = viewer
        if self.focus not in [k for k, _ in self.focusables()]:
            self.focus = None
        self.rebuild_buttons()
        plan = plan_for(before, view)
        peeks = moments.new_peeks(same, view, viewer) if self.lay is not None else []
        if peeks:
            plan.sounds.append("peek")
            plan.flights += moments.peek_flights(self.painter, self.lay, peeks,
                                                 self.ctx.settings.get("animation_speed"))
        names = view.get("names") or list(self.ctx.seat_names)
        hands = moments.shown_hands(before, view, names) if self.lay is not None else []
        plan.flights += moments.hand_flights(self.painter, self.lay, hands,
                                             self.ctx.settings.get("animation_speed"))
        for f in flipping:
            _, seat, slot = f.hide
            cell = view["rows"][seat][slot]
            if not cell["up"] and cell["card"] is not None:
                self.flights.add(f)
        self.play_plan(plan)
        self.hold_news(before, view)
        self.chain_show()

    def choice_rect(self, height: int) -> pygame.Rect:
        """The shell's choice bar goes under the drawn row, over the middle band, so every row
        of characters stays in sight; where the band is too short under the row, up over the
        row, never on the viewer's own row (at 800x560 it sat on the home cards).
        Rock-Paper-Scissors leaves the middle to the hands: the bar goes over the top rows."""
        if self.lay is None:
            return super().choice_rect(height)
        if self.kind() == "pt:shape":   # under the hands when they leave room, else on top
            low = pygame.Rect(self.rect.left + 12, self.lay.mid.bottom - height,
                              max(0, self.rect.width - 24), height)
            hands = [r.inflate(0, 44) for r in self.hand_rects().values()]
            if low.collidelist(hands) < 0 or not hands:
                return low
            # just over the hands, so the top rows' names stay in sight (a tester could not
            # tell whose cards were whose with the bar on the top edge)
            top = max(self.rect.top + 12, min(r.top for r in hands) - 4 - height)
            return low.move(0, top - low.top)
        top = max(self.lay.drawn[0].bottom + self.lay.lift + 8, self.lay.mid.bottom - height)
        top = min(top, self.lay.mid.bottom - height)   # the home row stays clear
        left = self.rect.left + 12
        if top < self.lay.deck.bottom + 24:   # beside the deck: its count stays in sight
            left = self.lay.deck.right + 10    # (a tester's choice box hid "deck 31")
        return pygame.Rect(left, top, max(0, self.rect.right - 12 - left), height)

    def ready(self) -> bool:
        return self.view is not None and self.lay is not None

    def kind(self) -> str:
        """The kind of the decision on the table ("" when none)."""
        dec = (self.view or {}).get("decision") or {}
        return dec.get("kind", "")

    def race(self, decision) -> Race | None:
        """SLAP: every player races; bots react in 350-1200 ms; a human who has not pressed in
        3 s is the slowest; the outcome is the EXTERNAL ``slowest`` action.
        Source: rules-decisions.md, Potato Tomato (SLAP)."""
        if decision.kind != "pt:slap":
            return None
        return Race(tuple(range(self.view["players"])),
                    lambda result: Action.make(EXTERNAL, "slowest", player=result.slowest),
                    call="SLAP!", react_ms=(350, 1200), deadline_ms=3000)

    # ----- what a gesture means -------------------------------------------------------------
    def _find(self, kind: str, **args) -> Action | None:
        for action in self.legal:
            if action.kind == kind and all(action[k] == v for k, v in args.items()):
                return action
        return None

    def card_intent(self, seat: int, slot: int) -> Action | None:
        """A click on (or a drop onto) character ``slot`` of ``seat``."""
        kind = self.kind()
        if kind == "pt:player":
            return self.player_intent(seat)
        if kind not in CARD_KINDS or not self.legal:
            return None
        act = "reveal" if kind == "pt:reveal" else "card"
        return self._find(act, player=seat, slot=slot) or Action.make(
            self.seat(), act, player=seat, slot=slot)

    def shape_intent(self, shape: str) -> Action | None:
        """A click on (or a drag of) the hand ``shape`` during Rock-Paper-Scissors."""
        return self._find("shape", shape=shape) if self.kind() == "pt:shape" else None

    def hand_rects(self) -> dict[str, pygame.Rect]:
        """The three hands' rects while the viewer is asked to choose one (else empty)."""
        asked = self.ready() and self._find("shape") is not None
        room = BAR_ROOM if asked and self.lay.mid.height - 60 - BAR_ROOM >= 80 else 0
        return moments.hand_rects(self.lay, asked, room)   # the choice bar goes under them

    def player_intent(self, seat: int) -> Action | None:
        """A click on (or a drop onto) ``seat``'s panel."""
        if self.kind() != "pt:player" or not self.legal:
            return None
        return self._find("player", player=seat) or Action.make(self.seat(), "player",
                                                                   player=seat)

    def pieces(self):
        if not self.ready() or not self.legal:
            return []
        out = [Piece(("hand", shape), rect) for shape, rect in self.hand_rects().items()]
        if self.kind() == "pt:resolve":   # the card on top first where the row overlaps
            for k in reversed(self.lay.order(len(self.view["drawn"]))):
                card = self.view["drawn"][k]
                if self._find("resolve", card=card):
                    out.append(Piece(("drawn", card), self.lay.drawn[k]))
        elif self.kind() in {"pt:player", "pt:card", "pt:reveal", "pt:side"} and \
                self.view["frames"]:   # a ROTATE that started by itself is dragged too
            card = self.view["frames"][-1].get("card")
            if card in self.view["drawn"]:
                out.append(Piece(("resolving", card), self.lay.drawn[self.view["drawn"].index(card)]))
        return out + self.character_pieces()

    def zones(self):
        if not self.ready():
            return []
        out = [Zone(("card", s, i), r) for (s, i), r in self.lay.cards.items()]
        out += [Zone(("player", s), r) for s, r in self.lay.panels.items()]
        out += [Zone(("deck",), self.lay.deck), Zone(("table",), self.rect)]
        return out

    def click_piece(self, key, pos):
        if key[0] == "hand":
            return self.shape_intent(key[1])
        if key[0] == "drawn":
            return self._find("resolve", card=key[1])
        if key[0] == "char":
            return self.card_intent(key[1], key[2])
        if key[0] == "pile":
            return self.player_intent(key[1])
        return None

    def drop(self, key, zone, gesture):
        if key[0] == "hand":  # a hand let go anywhere but its own place is shown
            home = self.hand_rects().get(key[1])
            return None if home is None or home.collidepoint(gesture.pos) else \
                self.shape_intent(key[1])
        if key[0] == "char":
            return self.drop_character(key, zone, gesture.pos)
        if key[0] == "pile":
            return self.drop_pile(key, zone, gesture.pos)
        if key[0] == "drawn":  # onto a player or a card: that is its target too (chain.py)
            return self.drop_action(key[1], zone, gesture.pos)
        if key[0] == "resolving" and (zone is None or zone[0] not in ("card", "player")):
            return self.off_target(key)
        return None if zone is None else self.click_zone(zone, gesture.pos)

    def click_zone(self, zone, pos):
        if zone is None:
            return None
        if zone[0] == "deck":
            return self._find("draw")
        if zone[0] in ("card", "player") and self.kind() == "pt:side" and self.legal:
            return self.side_intent(zone[1])
        if zone[0] == "card":
            return self.card_intent(zone[1], zone[2])
        if zone[0] == "player":
            return self.player_intent(zone[1])
        return None

    def make_buttons(self):
        out = []
        if self._find("stop"):
            out.append(TableButton(pygame.Rect(self.lay.stop), "STOP", "red", "stop"))
        if self._find("draw"):
            out.append(TableButton(pygame.Rect(self.lay.draw), "Draw", "green", "draw"))
        if self._find("no_swap") and self.kind() == "pt:card":
            out.append(TableButton(pygame.Rect(self.lay.keep), "Swap nothing",
                                   "cream", "no_swap"))
        return out

    def press_button(self, button, pos):
        return self._find(button.key)

    def glide_back(self, key, at, home, ms):
        if key[0] in ("char", "pile"):
            return self.character_glide(key, at, home, ms)
        if key[0] == "hand":
            return [Flight(self.painter.hand(key[1], home.width), at, home, ms, hide=key)]
        return [Flight(self.painter.action(key[1], home.size), at, home, ms, hide=key)]

    def draw_piece(self, surface, key, topleft):
        if key[0] in ("char", "pile"):
            surface.blit(self.character_picture(key), topleft)
            return
        if key[0] == "hand":
            rect = self.hand_rects().get(key[1])
            if rect is not None:
                surface.blit(self.painter.hand(key[1], rect.width), topleft)
            return
        size = self.lay.drawn[0].size
        surface.blit(self.painter.action(key[1], size), topleft)

    # ----- drawing --------------------------------------------------------------------------
    def _peeking(self) -> frozenset:
        return frozenset(k for k in self.flights.hidden() if k and k[0] == "peek")

    def _lifted(self) -> frozenset:
        """The pieces off their places now: the one dragged and those gliding home after a
        refused drop (their slots stay empty: a refused card was drawn twice as it glided)."""
        keys = set(self.snapbacks.hidden())
        if self.drag.dragging:
            keys.add(self.drag.item)
        return frozenset(k for k in keys if k and k[0] in ("char", "drawn", "resolving"))

    def static_key(self):
        return (self.shown, tuple(self.rect), self._lifted(), self._peeking())

    def render_static(self, surface: pygame.Surface, full: bool) -> None:
        if not self.ready():
            return
        targets = {(a["player"], a["slot"]) for a in self.legal if a.kind in ("card", "reveal")}
        lit = {a["player"] for a in self.legal if a.kind == "player"}
        self.static.render(surface, self.view, self.lay, targets, lit, self.viewer,
                           self._peeking() | self._lifted())
        forms = hints.slap_key_forms(self.view["players"], self.ctx.humans,
                                     self.ctx.seat_names) if hints.slap_can_come(self.view) else []
        left, bottom = self.lay.deck.left, self.lay.mid.bottom - 4
        caption = next((r for t, r in self.static.labels if t.startswith("deck ")), None)
        if caption is not None and caption.bottom > bottom - 18:   # beside the deck's count
            left = caption.right + 10
        width, font = self.lay.count.left - left - 10, self.painter.text.font(12, True)
        keys = next((f for f in forms if font.size(f)[0] <= width), forms[-1] if forms else "")
        self.slap_line = None if not keys else self.static._label(
            surface, keys, (left, bottom), 15, anchor="bottomleft", bold=True, max_width=width)

    def draw_marks(self, surface: pygame.Surface) -> None:
        dragged = {self.drag.item} if self.drag.dragging else set()
        moments.draw_hands(surface, self.painter, self.lay, self.hand_rects(),
                           dragged | self.flights.hidden() | self.snapbacks.hidden(), self.focus)
        self.draw_focus(surface)
        for button in self._buttons:
            button.draw(surface, self.painter.cache, self.painter.text)
        spot = self.hint_spot(self.hint_action)
        if spot is not None:   # round as what it lights (a panel's corners, the STOP button's)
            self.glow(surface, spot, 10, radius=self.spot_radius(spot))
        for rect in self.picked_spots():   # SWAP's first card stays lit while the second is asked
            self.glow(surface, rect, 12, palette.TOMATO_RED)

    def keep_clear(self) -> list[pygame.Rect]:
        """The players' name lines and the prompt line: a refusal bubble never covers them
        (one lay over Ben's name after a drop on his cards)."""
        return list(self.lay.names.values()) + [self.lay.prompt] if self.ready() else []

    def test_zones(self):
        home = lambda: self.lay.home  # noqa: E731
        return {"card": lambda s, i: self.lay.cards[(s, i)],
                "player": lambda s: self.lay.panels[s], "deck": lambda: self.lay.deck,
                "pile": lambda s: self.lay.tokens[s],
                "drawn": lambda i: self.lay.drawn[i], "stop": lambda: self.lay.stop,
                "hand": lambda i: self.lay.cards[(home(), i)]}
