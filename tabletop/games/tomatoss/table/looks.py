"""What the TomaToss table shows besides the static pictures: its buttons (Quick badges,
Discard, Pass), the key-hint line, the hint's highlights, drop glows while dragging, the
dragged pieces, tooltips, the quick-toss prompt, the last move's banner and the scored piles'
panel; glow #FFE08A and refusal red #C8322B: art-direction.md, Palette (a mixin of
:class:`.table.Table`, which owns ``view``, ``legal``, ``lay``, ``ui``, ``painter``...). The
hand limit in the hint line comes from the rules (source: TomaToss rulebook, Hand limit).

Each player's scored targets are readable at any window size (issue 12, "The table, as a
player finds it"): the board shows each pile's points under it and, from two cards on, a "×n"
count on it; pointing at a pile opens a panel with its target cards side by side at the size
of the targets on offer, captioned "Ben's basic targets: 4 for 10 points" (:func:`pile_at`,
:func:`caption`, :func:`popup`). Source for the piles: TomaToss rulebook, Toss / Quick toss
(basic targets on the left of the player board, quick ones on the right).
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from tabletop.engine import Action
from tabletop.games.tomatoss.components import HAND_LIMIT
from tabletop.games.tomatoss.table import gestures, keys
from tabletop.games.tomatoss.table.gestures import played
from tabletop.tablekit.card_panel import GAP, beside, card_panel
from tabletop.tablekit.drop_glow import drop_glows
from tabletop.tablekit.feedback import BubbleStyle
from tabletop.tablekit.key_caps import draw_caps
from tabletop.tablekit.seat_view import per_seat
from tabletop.tablekit.sprites import colour
from tabletop.tablekit.table_button import TableButton
from tabletop.tablekit.words import count, percent, waiting_line


class Pile(NamedTuple):
    """A scored pile under the pointer: the seat, its side ("basic" or "quick"), the pile's
    area on the board (window pixels), its cards (view target dicts) and their points."""

    seat: int
    side: str
    area: pygame.Rect
    cards: list[dict[str, Any]]
    points: int


def pile_at(lay: Any, boards: list[dict[str, Any]], pos: tuple[int, int]) -> Pile | None:
    """The scored pile under ``pos`` (window pixels) on the boards of ``lay`` (the table's
    :class:`~tabletop.games.tomatoss.table.layout.Layout`), None for an empty side or none."""
    for seat, rect in lay.panels.items():
        if seat >= len(boards) or not rect.collidepoint(pos):
            continue
        parts = lay.parts(seat)
        for side, area in (("basic", parts.basic), ("quick", parts.quick)):
            cards = boards[seat].get(side) or []
            if cards and area.collidepoint(pos):
                return Pile(seat, side, area, cards, sum(int(c[side]) for c in cards))
    return None


def caption(pile: Pile, who: str) -> str:
    """ "Ben's quick toss targets: 3 for 17 points" for ``pile`` of the seat named ``who``."""
    word = "basic" if pile.side == "basic" else "quick toss"
    n = len(pile.cards)
    return f"{who}'s {word} targets: {n} for {pile.points} point{'s' if pile.points != 1 else ''}"


def popup(painter: Any, lay: Any, pile: Pile, who: str) -> pygame.Surface:
    """The panel for ``pile`` (the kit's :func:`~tabletop.tablekit.card_panel.card_panel`): its
    caption, then its cards at the size of the targets on offer (smaller only when they would
    not fit the table), cached in ``painter.cache``."""
    card = lay.targets[0].size if lay.targets else (90, 126)
    return card_panel(painter, caption(pile, who), max(14, lay.font - 1), len(pile.cards), card,
                      lay.rect.width - 2 * GAP, lambda i, size: painter.target(pile.cards[i], size),
                      tuple(c["type"] for c in pile.cards))


def free_span(lay: Any, seat: int, board: dict[str, Any]) -> pygame.Rect:
    """The part of ``seat``'s board between its two scored piles and above its hand-count
    label (window pixels): where the banner of its last move goes, so the banner never covers
    the piles, their points, the name or the score (issue 12: move words covered opponents'
    boards). ``board``: the seat's view board (its piles' sizes)."""
    parts = lay.parts(seat)
    basic = parts.scored_rects("basic", len(board.get("basic") or []))
    quick = parts.scored_rects("quick", len(board.get("quick") or []))
    left = max([parts.mid.x] + [r.right + 4 for r in basic]) if basic else parts.basic.x
    right = min([parts.mid.right] + [r.x - 4 for r in quick]) if quick else parts.quick.right
    top, bottom = parts.body.y, parts.mid.bottom - parts.label_px - 2
    return pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))


class Looks:
    """Buttons, words and the live drawing of the TomaToss table (see the module docstring)."""

    # ----- buttons ------------------------------------------------------------------------
    def make_buttons(self) -> list[TableButton]:
        """Quick toss badges (for the raised cards), and the Discard / Pass button."""
        lay, out = self.lay, []
        if not self.acting():
            return out
        values = tuple(self._raised())
        for space, chance in self._quick_badges(values).items():
            label = "Quick toss" if chance is None else f"Quick {percent(chance)}"
            out.append(TableButton(lay.quick_buttons[space], label, "gold", ("quick", space),
                                   tip=f"Quick toss with "
                                   f"{played(values)}: {percent(chance, '?')} chance of success"))
        if self.decision_kind() == "discard":
            need = int(self.view.get("to_discard") or (len(self.legal[0]["values"]) if self.legal else 0))
            ok = Action.make(self.seat(), "discard", values=list(values)) in self.legal
            label = f"Discard {need}" if ok else f"Raise {need} to discard"
            out.append(TableButton(lay.side_button, label, "red", ("discard", 0), ok))
        if any(a.kind == "no_effect" for a in self.legal):
            out.append(TableButton(lay.side_button, "Pass (N)", "green", ("pass", 0)))
        return out

    def _quick_badges(self, values: tuple[int, ...]) -> dict[int, float | None]:
        """Space -> the chance (None: unknown) its "Quick NN%" badge shows for a quick toss of
        the raised ``values`` (none raised: the quick toss with no cards).

        One rule (round 5: "Quick 0%" came and went): a space gets a badge when that quick
        toss is legal and could succeed, never for a sure miss. A sure miss stays legal with
        ``forbid_hopeless`` off (source: rules-decisions.md, TomaToss) and can still be asked
        for with Shift, whose confirmation shows its 0%."""
        out: dict[int, float | None] = {}
        for a in self.legal:
            if a.kind == "quick_toss" and tuple(a["values"]) == values:
                chance = self._chance(int(a["space"]), list(values))
                if chance is None or chance > 0:
                    out[int(a["space"])] = chance
        return out

    # ----- words --------------------------------------------------------------------------
    def _hint_line(self) -> str:
        if self.caption:
            return self.caption
        if self.view.get("over"):
            return "The game is over."
        if not self.acting():
            seats = (self.view.get("decision") or {}).get("seats") or []
            if seats:
                return waiting_line(self.static._name(self.view, seats[0]), self.resting,
                                    self._show_hand() or self.viewer is None)
            return ""
        if self.decision_kind() == "discard":
            n = int(self.view.get("to_discard") or 0)
            return (f"Hand limit {HAND_LIMIT}: raise {count(n, 'card')} and drag "
                    f"{'it' if n == 1 else 'them'} onto the discard pile · keys 1-9 or ←/→+Space "
                    "raise · D discards")
        return ("Drag a token to a space · click cards to raise · Shift: quick toss · "
                "Keys 1-3 pick up · Q/W/E toss · ←/→ Space raise · N pass")

    def tooltip_at(self, pos: tuple[int, int]) -> tuple[str, tuple[int, int]] | None:
        """A Quick badge's chance for the raised cards, or a target card's words (recorded by
        the static layer as it drew them: ``static.tips``)."""
        return self.static.tips.at(pos)    # a scored pile: its cards in a panel (draw_popups)

    def _scored_pile(self) -> Pile | None:
        """The scored pile under the pointer while nothing else is going on (its cards show in
        a panel, :func:`popup`)."""
        if self.feedback.message is not None or self.confirming is not None or \
                self.drag.dragging or self._mouse[0] < 0:
            return None
        return pile_at(self.lay, self.view.get("boards") or [], self._mouse)

    # ----- drawing ------------------------------------------------------------------------
    def _hidden(self) -> set[Any]:
        hidden = self.flights.hidden() | self.snapbacks.hidden()
        if self.drag.dragging:
            kind, idx = self.drag.item
            if kind == "token":
                hidden.add(("tray", idx))
            elif kind == "card":
                hidden.update(("hand", i) for i in self.ui.raised)
        return hidden

    def static_key(self) -> Any:
        return (self._view_serial, self.caption, self.rect.topleft, self.rect.size,
                self.ui.snapshot(), self.hint_action,
                None if self.confirming is None else self.confirming.action,
                frozenset(self._hidden()), tuple((b.label, b.enabled) for b in self._buttons))

    def render_static(self, surface: pygame.Surface, full: bool) -> None:
        self.static.render(surface, self.lay, self.view, self.ui, self._hidden(),
                           self._show_hand(), self._hand_rects(), self._buttons,
                           self._hint_line(), self.hint_action)

    def draw_marks(self, surface: pygame.Surface) -> None:
        """Each key's cap where it acts (:func:`.keys.caps`); while dragging: the zones that take
        the piece glow, the one under it brighter (or red when it would refuse)."""
        if self.acting():
            size = max(14, self.lay.font - 2)
            draw_caps(surface, self.painter, keys.caps(
                self.lay, self.decision_kind(), self._hand_rects(), size), size)
        if not self.drag.dragging:
            return
        what = "token" if self.drag.item[0] == "token" else "cards"
        glow_zones = gestures.drop_zones(self.legal, what, self._raised())
        drop_glows(lambda rect, spread, col: self.glow(surface, rect, spread, col),
                   self.lay.glow_rect, glow_zones, self.zone_at(self.drag.pos))

    def draw_popups(self, surface: pygame.Surface) -> None:
        """The waiting quick toss: its space glows gold, its prompt above it; the banner of the
        last move ("+3", "Missed!", "Took the 5") in gold on the board of the seat that made
        it, so a bot's move reads on the table and not only in the log; the cards of the
        scored pile under the pointer (:func:`popup`)."""
        pending, lay = self.pending, self.lay
        banner = self.banner_panel()
        if banner is not None:
            surface.blit(*banner)
        if pending is not None:
            r = lay.toss_zone(pending.space)
            self.glow(surface, r, 12, colour("GOLD"))
            self.bubble_style().show(surface, self.painter.text, self.painter.cache,
                                     pending.prompt, (r.centerx, r.y - 4), lay.rect)
        pile = self._scored_pile()
        if pile is not None:            # pointing at a scored pile: its cards, readable
            panel = popup(self.painter, lay, pile,
                                      self.static._name(self.view, pile.seat))
            surface.blit(panel, beside(panel, lay.panels[pile.seat], pile.area.centerx, lay.rect))

    def banner_panel(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The last move's banner and where it goes: on its seat's board between the scored
        piles, as large as that room allows (:func:`free_span`); None when none."""
        note, lay = self.feedback.banner, self.lay
        if note is None or note.seat not in lay.panels:
            return None
        room = free_span(lay, note.seat, per_seat(self.view, "boards", note.seat, {}))
        size = self.painter.text.largest(note.text, room.width - 16, round(lay.font * 1.6))
        panel = BubbleStyle(size, max(room.width, 60)).panel(
            self.painter.text, self.painter.cache, note.text, colour("GOLD"), colour("INK"))
        at = panel.get_rect(center=room.center)
        return panel, at.clamp(lay.rect)

    def bubble_style(self) -> BubbleStyle:
        return BubbleStyle(self.lay.font, max(220, self.lay.card[0] * 3))

    def tooltip_style(self) -> BubbleStyle:
        return BubbleStyle(max(14, self.lay.font - 1), max(180, self.lay.card[0] * 2))

    def draw_piece(self, surface: pygame.Surface, key: Any, topleft: tuple[int, int]) -> None:
        """The dragged token, or the raised cards keeping their places around the grabbed one."""
        kind, idx = key
        if kind == "token":
            surface.blit(self.painter.token(self.lay.token), topleft)
            return
        for _, value, r in self._group(idx, topleft):
            surface.blit(self.painter.tomato(value, r.size), r.topleft)
