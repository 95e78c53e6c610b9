"""The static layer of the Potato Tomato table: every player's row of five characters (backs,
revealed faces, the viewer's own faces with a small mark, a badge on each card the viewer has
looked at saying what it was), burn token piles that heat up towards five, the viewer's team
(to the viewer only), the draw row with the running green/blue count, and glows on the legal
targets; at game over every character face up.
Source: issue 11, Table; rulebook, Setup and Draw Phase."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.potato_tomato.cards import REVEAL_AT, colour_counts
from tabletop.games.potato_tomato.rows import neighbour
from tabletop.games.potato_tomato.table.hints import prompt_line, seat_tag, seen_tags
from tabletop.tablekit import palette
from tabletop.tablekit.cards import CardLayer
from tabletop.tablekit.sprites import colour, glow_outline

PROMPT_MARGIN = 6
"""Pixels the prompt keeps from the middle band's sides."""
TOKEN_MAX = 40
"""The widest a burn token is drawn on a pile (pixels)."""
PANEL_RADIUS = 12
"""A seat panel's corner radius (its glow follows it: a tester saw a pill over a square panel)."""

HEAT = [palette.LINEN, palette.GOLD, (0xF0, 0x8A, 0x30), palette.TOMATO_RED, palette.RIPE_DARK]
"""Panel edge under a token pile, from 0 tokens to 4 (the next ones force a reveal)."""


def pile_text(n: int) -> str:
    """A burn token pile's label: "3/5" on the way to five; "6 · reveal" once a card must be
    revealed (testers read "6/5" as a mistake and "6 ≥5" as unclear).
    Source: rulebook, Revealing a Character Card."""
    return f"{n}/{REVEAL_AT}" if n < REVEAL_AT else f"{n} · reveal"


def overview_pick(view: dict[str, Any], viewer: int | None) -> tuple[int, int] | None:
    """(seat, slot) of the card ``viewer`` has secretly picked for OVERVIEW while the others
    still choose (the view carries only the viewer's own pick, ``mine``); None otherwise (a
    tester saw nothing mark the card after picking). Source: rulebook, OVERVIEW."""
    frames = view.get("frames") or []
    top = frames[-1] if frames else {}
    if viewer is None or top.get("effect") != "overview" or not isinstance(top.get("mine"), int):
        return None
    side = top["picks"][0]["side"] if top.get("picks") else None
    return None if side is None else (neighbour({"players": view["players"]}, viewer, side),
                                      top["mine"])


class StaticLayer(CardLayer):
    """Draws a view with a :class:`~.paint.Painter` and a :class:`~.layout.Layout`."""

    def render(self, surf: pygame.Surface, view: dict[str, Any], lay, targets: set,
               players_lit: set, viewer: int | None, hidden: frozenset = frozenset()) -> None:
        """Everything that stays still between two views. ``targets``: (seat, slot) cards to
        glow; ``players_lit``: seats whose panel glows (a player to pick); ``hidden``: keys
        ``("peek", seat, slot)`` of cards a flip is drawing instead, ``("char", seat, slot)``,
        ``("drawn", card)`` and ``("resolving", card)`` of pieces dragged or gliding home
        (their places stay empty)."""
        self.hidden = hidden
        self.labels = []
        surf.blit(self.p.table_top(lay.rect.size), lay.rect.topleft)
        for seat, panel in lay.panels.items():
            self._panel(surf, view, lay, seat, panel, seat in players_lit, viewer)
        for key in targets:
            if key in lay.cards:
                self._glow(surf, lay.cards[key], 6)
        frames = view.get("frames") or []
        if frames and frames[-1].get("effect") == "rotate":   # which card is which: "1"…"5"
            for seat, slot in sorted(k for k in targets if k in lay.cards):   # as the log says
                self.card_tag(surf, lay.cards[(seat, slot)], str(slot + 1))   # "card 2"
        picked = overview_pick(view, viewer)
        if picked in lay.cards:   # the viewer's own secret OVERVIEW pick, while others choose
            self._glow(surf, lay.cards[picked], 6)
            self.card_tag(surf, lay.cards[picked], "your pick")
        self._draw_row(surf, view, lay)

    def _panel(self, surf, view, lay, seat, panel, lit, viewer) -> None:
        dec = view.get("decision") or {}
        active = dec.get("active") == seat
        edge = palette.GOLD if active else palette.CARD_EDGE
        surf.blit(self.p.panel(panel.size, (*palette.BOARD_GREEN_DARK, 215), edge,
                               PANEL_RADIUS, 3), panel.topleft)
        if lit:   # the kit's card glow rounds by width / 16: a pill on a wide panel
            glow = self.p.cache.get(("panel_glow", panel.size), lambda: glow_outline(
                panel.size, colour("GLOW"), PANEL_RADIUS, 8))
            surf.blit(glow, (panel.x - 8, panel.y - 8))
        self._label(surf, self._name_line(view, lay, seat, viewer), lay.names[seat].topleft,
                    16, anchor="topleft", bold=True, max_width=lay.names[seat].width)
        for slot, cell in enumerate(view["rows"][seat]):
            if not {("peek", seat, slot), ("char", seat, slot)} & self.hidden:
                self._character(surf, cell, lay.cards[(seat, slot)], seat == viewer, viewer,
                                view.get("over", False))
                if not cell["up"] and not view.get("over"):
                    self._seen(surf, view, cell, lay.cards[(seat, slot)], seat, viewer)
        self._tokens(surf, view["tokens"][seat], lay.tokens[seat])

    def _name_line(self, view, lay, seat, viewer) -> str:
        """The panel's name line, the longest that fits its width: name, team (to its owner),
        "your left/right", cards still face down; shorter forms drop words rather than cut the
        line with "…" (a tester read "Ben · your left (5 f…" at 1000x650) and keep one wording
        of the count (a tester read "(4 face down)" beside "· 5 down"). At game over every card
        is shown face up: no count (a tester read "(5 face down)" on the final table)."""
        name, down = self._name(view, seat), 5 - sum(c["up"] for c in view["rows"][seat])
        team = (f" · you are on the {view['my_team']} team"
                if seat == viewer and view.get("my_team") else "")
        tag = seat_tag(lay.home, seat, view["players"]) if viewer is not None else ""
        forms = [f"{name}{team}{tag}  ({down} face down)", f"{name}{tag}  ({down} face down)",
                 f"{name}{tag} ({down} face down)", f"{name}{tag}",   # the side list counts
                 f"{name} ({down} face down)", name]
        if view.get("over"):
            forms = [f"{name}{team}{tag}", f"{name}{tag}", name]
        font, width = self.p.text.font(12, True), lay.names[seat].width   # one wording
        return next((f for f in forms if font.size(f)[0] <= width), name)

    def _character(self, surf, cell, rect, own, viewer, over: bool = False) -> None:
        """One character card: revealed (its face, shaded, a red frame), the viewer's own
        (its face and mark), else its back (with a badge when the viewer has looked at it).
        ``over``: the game is over and every card is turned face up (the view names every
        face then; rulebook, How to Win: the teams are decided), shown plainly."""
        size = rect.size
        if over and not cell["up"] and cell["face"]:
            self._card(surf, self.p.face(cell["face"], size), rect)
            return
        if cell["up"]:
            self._card(surf, self.p.face(cell["face"], size), rect)
            surf.blit(self.p.shade(size, 50), rect.topleft)
            pygame.draw.rect(surf, palette.TOMATO_RED, rect, 3, border_radius=6)
            return
        if own and cell["face"]:
            self._card(surf, self.p.face(cell["face"], size), rect)
            mark = max(14, rect.width // 3)
            surf.blit(self.p.mark(cell["face"], mark), (rect.right - mark - 2, rect.top + 2))
            return
        self._card(surf, self.p.back(size), rect)
        if cell["face"]:  # a card this viewer has looked at: a badge saying what it was
            self._peek_badge(surf, cell["face"], rect)

    def _peek_badge(self, surf, face: str, rect) -> None:
        """What the viewer saw on a face-down card: a gold-edged tag along the card's bottom
        with a small mark and the word ("tomato"; the word alone, or "T", on a small card). A
        bare round mark on the back's picture read as a second tomato (stranger-p6, shot 22)."""
        strip = pygame.Rect(rect.left + 2, rect.bottom - 18, rect.width - 4, 16)
        surf.blit(self.p.panel(strip.size, (*palette.INK, 215), palette.GOLD, 4, 1), strip)
        width, mark, room = self.p.text.font(12, True).size, 12, strip
        if width(face)[0] + mark + 5 <= strip.width:   # the mark and the word, else the word
            surf.blit(self.p.mark(face, mark), (strip.left + 2, strip.centery - mark // 2))
            room = pygame.Rect(strip.left + mark + 3, strip.top, strip.width - mark - 4, 16)
        word = face if width(face)[0] <= room.width - 2 else face[0].upper()   # or "T"
        self._label(surf, word, room.center, 12, anchor="center", bold=True, col=palette.GOLD,
                    max_width=room.width - 2)

    def _seen(self, surf, view, cell, rect, seat, viewer) -> None:
        """Who else has looked at a face-down card (public): their initials ("B·C",
        :func:`~.hints.seen_tags`) in a dark strip along the card's top (on the viewer's own
        cards too, under the own mark); pointing at it names them in full
        (:meth:`~.tips.TipsMixin.tooltip_at`)."""
        others = [s for s in cell["known_by"] if s not in (seat, viewer)]
        if viewer is None or not others:
            return
        names = [self._name(view, s) for s in range(view["players"])]
        down = max(14, rect.width // 3) + 2 if seat == viewer else 0   # under the own mark
        strip = pygame.Rect(rect.left + 2, rect.top + 2 + down, rect.width - 4, 16)
        font, forms = self.p.text.font(12), seen_tags(others, names)
        text = next((t for t in forms if font.size(t)[0] <= strip.width - 2), forms[-1])
        surf.blit(self.p.panel(strip.size, (*palette.INK, 200), palette.INK, 4, 1), strip)
        self._label(surf, text, strip.center, 12, anchor="center", max_width=strip.width - 2)

    def _tokens(self, surf, n: int, rect) -> None:
        """The burn token pile: the panel's edge heats from linen to ripe red towards five."""
        heat = HEAT[min(n, REVEAL_AT - 1)]
        surf.blit(self.p.panel(rect.size, (*palette.INK, 120), heat, 8, 3), rect.topleft)
        wide = rect.width >= rect.height * 2
        # at most TOKEN_MAX across, like the other piles (the home pile's tokens were as wide
        # as a big card: a tester saw oversized markers at game over)
        size = max(14, min(rect.height - 8 if wide else rect.width - 12, TOKEN_MAX))
        text = pile_text(n)
        # the tokens start after the label ("6 · reveal" is wider than "3/5")
        start = rect.left + max(40, 6 + self.p.text.font(14, True).size(text)[0] + 8)
        for k in range(min(n, 8)):
            pos = ((start + k * (size // 2), rect.top + 4) if wide else
                   (rect.centerx - size // 2, rect.bottom - size - 4 - k * 6))
            surf.blit(self.p.token(size), pos)
        anchor = (rect.left + 6, rect.centery) if wide else (rect.centerx, rect.top + 4)
        self._label(surf, text, anchor, 14, bold=True, anchor="midleft" if wide else "midtop",
                    max_width=rect.width - 8)

    def _prompt(self, surf, text: str, band: pygame.Rect) -> None:
        """The prompt over the draw row, :data:`PROMPT_MARGIN` px in from the band's sides:
        one line (18 px, down to 14) while it fits, else two lines at 14 px (down to 11; a
        tester read "MIX & MATCH: swap the two cards (…), or kee…" at 800x560); the upper
        line rises into the gap over the band but stays 3 px under the panels above it, the
        lower one ends over the draw row's cards (at six players the lines touched the band's
        edges and the panels)."""
        font, width = self.p.text.font, band.width - 2 * PROMPT_MARGIN
        size = next((s for s in range(18, 13, -1) if font(s, True).size(text)[0] <= width), 0)
        if size:
            self._label(surf, text, band.midtop, size, bold=True, max_width=width)
            return
        top, bottom = band.top - 7, band.bottom + 4     # 3 px under the gap's 10 px
        for size in range(14, 10, -1):
            lines, size = self.p.text.wrap_fit(text, width, size, True, 2, size)
            high = self.p.text.render(lines[0], size, palette.INK, True,
                                      shadow=(0, 0, 0)).get_height()   # as drawn, shadow too
            step = max(high - 1, font(size, True).get_linesize() + 1)
            if high + step * (len(lines) - 1) <= bottom - top:
                break
        first = max(top, bottom - high - step * (len(lines) - 1))
        for k, line in enumerate(lines):
            self._label(surf, line, (band.centerx, first + k * step), size, bold=True,
                        max_width=width)

    def _draw_row(self, surf, view, lay) -> None:
        dec = view.get("decision") or {}
        if dec and dec.get("kind") != "pt:slap":  # the race panel says it (and covers it)
            names = view.get("names") or [self._name(view, s) for s in range(view["players"])]
            self._prompt(surf, prompt_line(view, view.get("viewer"), names), lay.prompt)
        self._pile(surf, lay.deck, self.p.action_back(lay.deck.size), view["deck"],
                   f"deck {view['deck']}", "empty")
        top = view["frames"][-1].get("card") if view["frames"] else None
        for k in lay.order(len(view["drawn"])):
            card, rect = view["drawn"][k], lay.drawn[k]
            if ("drawn", card) in self.hidden or ("resolving", card) in self.hidden:
                continue   # dragged, or gliding home: drawn where it is instead
            self._card(surf, self.p.action(card, rect.size), rect)
            if card in view["resolved"] and card != top:
                surf.blit(self.p.shade(rect.size, 110), rect.topleft)
            if card == top:
                self._glow(surf, rect, 6, palette.GOLD)
        counts = colour_counts(view["drawn"])
        self._label(surf, f"green {counts['green']} · blue {counts['blue']}", lay.count.midtop,
                    16, bold=True, max_width=lay.count.width)
        self._label(surf, "3 of one colour: BURNT!", lay.count.midbottom, 12,
                    max_width=lay.count.width)
