"""Drawing the still parts of the TomaToss table from a view (the static layer).

The table keeps this layer in one surface and redraws it only when the view, the layout or the
person's selection changes; each frame then blits it once and draws the moving bits on top
(source: testing-desktop.md, "Drawing fast enough"). What is drawn follows the view keys of the
tomatoss_rules brief and the rulebook's components: festival board (3 toss spaces with target
cards above, 3 pick-up spaces with tomato cards below), tomato deck, discard pile, target deck,
player boards (scored targets: basic on the left, quick on the right; basket token), hands and
the three tomato tokens. Source: TomaToss rulebook, Setup and Gameplay.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.tomatoss.components import SPACES
from tabletop.games.tomatoss.table import gestures
from tabletop.games.tomatoss.table.layout import Layout
from tabletop.games.tomatoss.table.gestures import UiState
from tabletop.tablekit.cards import CardLayer
from tabletop.tablekit.hand import draw_row, indexes_of, mini_fan
from tabletop.tablekit.kept_slots import filled_slots
from tabletop.tablekit.seat_view import per_seat
from tabletop.tablekit.sprites import colour, rounded_panel
from tabletop.tablekit.table_button import TableButton
from tabletop.tablekit.words import count

Key = tuple[Any, ...]


def placed_counts(view: dict[str, Any]) -> Counter[tuple[str, int]]:
    """How many tokens sit on each space this turn: ``(kind, space) -> count``."""
    return Counter((p["kind"], int(p["space"])) for p in view.get("placed") or [])


class StaticLayer(CardLayer):
    """Renders everything that does not move into one surface (helpers: the kit's
    :class:`~tabletop.tablekit.cards.CardLayer`; ``labels`` lists every text drawn by the last
    :meth:`render` and its rect, so tests check that no two overlap).

    Args:
        painter: the piece pictures; ``names``: display name per seat.
    """

    # ----- the whole layer ----------------------------------------------------------------
    def render(self, surf: pygame.Surface, lay: Layout, view: dict[str, Any], ui: UiState,
               hidden: set[Key], show_hand: bool, hand_rects: list[pygame.Rect],
               buttons: list[TableButton], hint_text: str, hint: Action | None) -> None:
        """Draw the static layer of ``view`` into ``surf`` (window coordinates).

        Args:
            lay: the current layout; ``ui``: raised cards, hint, pending quick toss...
            hidden: keys of pieces in flight or being dragged (not drawn in place).
            show_hand: True when the bottom seat's hand is drawn face up; ``hand_rects``: its
                cards as drawn (the table's, raised ones lifted).
            buttons: table buttons to draw (Quick toss, Discard, Pass).
            hint_text: the key hint line; ``hint``: the hinted action, whose zone (or the Pass
                button) and hand cards glow.
        """
        self.labels = []
        self.tips.clear()
        surf.blit(self.p.table_top(lay.rect.size, 256), lay.rect.topleft)
        zone = None if hint is None else gestures.zone_of(hint)
        hint_zones = set() if zone is None else {zone}
        hint_values = [] if hint is None else list(hint.get("values") or ())
        badges = {int(b.key[1]) for b in buttons if b.key[0] == "quick"}  # type: ignore[index]
        self._festival(surf, lay, view, hidden, hint_zones, badges)
        for seat, rect in lay.panels.items():
            self._panel(surf, lay, view, seat, rect, hidden)
        self._hand(surf, hand_rects, view, ui, hidden, show_hand, hint_values)
        self._tokens(surf, lay, view, hidden, ui)
        self._buttons(surf, buttons)        # a Quick badge's tip: above it, at the pointer
        self._label(surf, hint_text, (lay.hint.x, lay.hint.centery), max(14, lay.font - 2),
                    anchor="midleft", max_width=lay.hint.width)
        if hint is not None and hint.kind == "no_effect":      # the hint is to pass
            self._glow(surf, lay.side_button, 8)

    # ----- festival board -----------------------------------------------------------------
    def _festival(self, surf: pygame.Surface, lay: Layout, view: dict[str, Any], hidden: set[Key],
                  hint_zones: set[tuple[str, int]], badges: set[int]) -> None:
        board = lay.festival
        radius = max(6, lay.token // 3)
        felt = self.p.cache.get(("festival", board.size), lambda: rounded_panel(
            board.size, (*colour("LEAF_GREEN"), 235), colour("STEM_DARK"), radius, 3))
        surf.blit(felt, board.topleft)
        small_font = max(14, lay.font - 2)
        for s in lay.toss_spaces + lay.pickup_spaces:
            cell = self.p.cache.get(("space", s.size), lambda s=s: rounded_panel(
                s.size, (*colour("CARD_STOCK"), 60), (*colour("CARD_STOCK"), 150),
                max(4, s.height // 5), 2))
            surf.blit(cell, s.topleft)
        for zone in hint_zones:                 # the hint's zone glows under its card
            self._glow(surf, lay.glow_rect(zone), 10)
        for kind, cards, rects, face, empty in (
                ("target", view.get("targets"), lay.targets, self.p.target, "no target"),
                ("pickup", view.get("pickup"), lay.pickups, self.p.tomato, "empty")):
            for i, card in enumerate(cards or []):
                r = rects[i]
                if card is None:
                    self._empty_slot(surf, r, empty)
                    continue
                if kind == "target":
                    self.tips.add(r, f"{card['text']}. Basic {card['basic']}, quick toss "
                                  f"{card['quick']}.", (r.centerx, r.y + 4))
                if (kind, i) not in hidden:
                    self._card(surf, face(card, r.size), r)
        # Each space's word sits top-left; placed tokens stack in the lower-right corner and a
        # toss space's "Quick NN%" badge sits between them, so nothing covers the word.
        stack_left = lay.token_on_space("toss", 0, 2).x - lay.toss_spaces[0].x
        for i in range(SPACES):
            for kind, space in (("Toss", lay.toss_spaces[i]), ("Pick up", lay.pickup_spaces[i])):
                right = (lay.quick_buttons[i].x if kind == "Toss" and i in badges
                         else space.x + stack_left)
                room = right - 4 - (space.x + 5)
                if room >= small_font * 2:
                    self._label(surf, kind, (space.x + 5, space.y + 2), small_font,
                                anchor="topleft", col=colour("CARD_STOCK"), max_width=room)
        self._decks(surf, lay, view, hidden)

    def _decks(self, surf: pygame.Surface, lay: Layout, view: dict[str, Any],
               hidden: set[Key]) -> None:
        size, cap_w = lay.card, lay.caption_w
        for rect, kind, word, empty in ((lay.tomato_deck, "tomato", "Tomato deck", "deck empty"),
                                        (lay.target_deck, "target", "Targets", "no targets")):
            n = int(view.get(f"{kind}_deck") or 0)
            caption = self._pile(surf, rect, self.p.back(kind, size), n, f"{word} {n}", empty,
                                 lay.slot[0], cap_w)
        # Under the target deck's count: the targets set aside at setup. Source: TomaToss
        # rulebook, Setup (some target cards go back in the box unseen).
        box = int(view.get("box") or 0)
        if box:
            span = (lay.rect.x + 4, lay.festival.x - 6)       # clear of the edge and the board
            self._label(surf, f"{count(box, 'target')} out of play",
                        (caption.centerx, caption.bottom + 1), max(14, lay.font - 2),
                        max_width=span[1] - span[0], within=span)
        discard = list(view.get("discard") or [])
        top = discard[-1] if discard else None
        if ("discard", 0) in hidden and len(discard) > 1:
            top = discard[-2]
        face = None if top is None else self.p.tomato(top, size)
        self._pile(surf, lay.discard, face, len(discard), f"Discard {len(discard)}", "discard",
                   lay.slot[0], cap_w)
        if view.get("final_turn") and not view.get("over"):    # above the discard pile
            self._banner_at(surf, "Final turn!", lay.info.topleft, lay.info.width, lay.font)

    # ----- player boards ------------------------------------------------------------------
    def _panel(self, surf: pygame.Surface, lay: Layout, view: dict[str, Any], seat: int,
               rect: pygame.Rect, hidden: set[Key]) -> None:
        current = view.get("current") == seat and not view.get("over")
        parts = lay.parts(seat)
        pad, label_px, mid, ink = parts.pad, parts.label_px, parts.mid, colour("INK")
        self._seat_board(surf, rect, seat, current,
                         self._name(view, seat) + (" — turn" if current else ""),
                         f"{per_seat(view, 'scores', seat, 0)} pts", pad, parts.font,
                         parts.head_h - pad)
        board = per_seat(view, "boards", seat, {"basic": [], "quick": [], "basket_full": True})
        for side, area in (("basic", parts.basic), ("quick", parts.quick)):
            cards = board.get(side) or []
            pts = sum(t[side] for t in cards)
            rects = parts.scored_rects(side, len(cards))
            for k, r in enumerate(rects):
                if (side, seat, k) in hidden:
                    continue
                self._card(surf, self.p.target(cards[k], r.size), r)
            # the points label last, under nothing (the pile's shadow stops above it); a pile
            # says how many cards it holds there, "Basic 6 ×2" (a badge on the pile covered
            # its cards: round 5)
            text = f"{side.capitalize()} {pts}" + (f" ×{len(rects)}" if len(rects) > 1 else "")
            self._label(surf, text, (area.centerx, area.bottom - label_px - 1), label_px,
                        col=ink if side == "basic" else colour("RIPE_DARK"), bold=True,
                        max_width=area.width)
        # Middle: basket token, then the hand (face down unless it is the shown bottom hand).
        d = min(mid.width // 2, round(parts.body.height * 0.42))
        basket = self.p.basket(bool(board.get("basket_full", True)), d)
        surf.blit(basket, basket.get_rect(midtop=(mid.centerx, mid.y)))
        n = per_seat(view, "hand_sizes", seat, 0)
        self._label(surf, count(n, "card"), (mid.centerx, mid.bottom - label_px - 1),
                    label_px, col=ink, max_width=mid.width + 2 * pad)
        if seat != lay.bottom:
            # face down, but for the cards the table has seen it take (sorted, first)
            known = sorted(per_seat(view, "known", seat, []))
            hand_area = pygame.Rect(mid.x, mid.y + d + 2, mid.width, mid.bottom - label_px - 4 - (mid.y + d + 2))
            draw_row(surf, mini_fan(hand_area, n, lay.card_scale), lambda k, size: (
                self.p.tomato(known[k], size) if k < len(known) else self.p.back("tomato", size)),
                lambda s, face, r: s.blit(face, r.topleft))

    # ----- bottom hand --------------------------------------------------------------------
    def _hand(self, surf: pygame.Surface, rects: list[pygame.Rect], view: dict[str, Any],
              ui: UiState, hidden: set[Key], show_hand: bool, hint_values: list[int]) -> None:
        hand = view.get("hand") if show_hand else None       # None: face down
        gone = {key[1] for key in hidden if key[0] == "hand"}
        shown = [None if k in gone else v for k, v in enumerate(hand or [])]
        draw_row(surf, rects, lambda k, size: (
            self.p.back("tomato", size) if hand is None else self.p.tomato(hand[k], size)),
            self._card, gone, set(indexes_of(shown, hint_values)),
            lambda s, r: self._glow(s, r, 7), None if hand is None else ui)

    # ----- tokens -------------------------------------------------------------------------
    def _tokens(self, surf: pygame.Surface, lay: Layout, view: dict[str, Any],
                hidden: set[Key], ui: UiState) -> None:
        token = self.p.token(lay.token)
        for (kind, space), n in sorted(placed_counts(view).items()):
            for k in range(n):
                if ("placed", kind, space, k) not in hidden:
                    surf.blit(token, lay.token_on_space(kind, space, k))
        current = view.get("current")
        left = int(view.get("tokens_left") or 0)
        if current is None or current not in lay.trays or view.get("over") or left <= 0:
            return
        tray = lay.trays[current]
        # The caption sits under the tokens, inside the tray: above it are the discard pile's
        # caption (bottom seat) or the box count and the final-turn banner (other seats).
        self._label(surf, "Tomato tokens" if current == lay.bottom else
                    f"{self._name(view, current)}'s tokens",
                    (tray.centerx, lay.tray_slot(current, 0).bottom + 2),
                    max(14, lay.font - 2), anchor="midtop", max_width=tray.width)
        slots = filled_slots(ui.tray_slots, left)
        for k in slots:
            r = lay.tray_slot(current, k)
            if ("tray", k) in hidden:
                continue
            if ui.token_selected and k == slots[-1]:
                self._glow(surf, r, 6)
            surf.blit(token, r)
