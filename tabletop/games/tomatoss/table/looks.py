"""What the TomaToss table shows besides the static pictures: its buttons (Quick badges,
Discard, Pass), the key-hint line, the hint's highlights, drop glows while dragging, the
dragged pieces, tooltips and the quick-toss prompt; glow #FFE08A and refusal red #C8322B:
art-direction.md, Palette (a mixin of :class:`.table.Table`, which
owns ``view``, ``legal``, ``lay``, ``ui``, ``painter``...). The hand limit in the hint line
comes from the rules (source: TomaToss rulebook, Hand limit).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.tomatoss.components import HAND_LIMIT
from tabletop.games.tomatoss.table import gestures, keys, scored_view
from tabletop.games.tomatoss.table.uistate import played
from tabletop.tablekit.card_panel import beside
from tabletop.tablekit.drop_glow import drop_glows
from tabletop.tablekit.feedback import BubbleStyle
from tabletop.tablekit.key_caps import draw_caps
from tabletop.tablekit.seat_view import per_seat
from tabletop.tablekit.sprites import colour
from tabletop.tablekit.table_button import TableButton
from tabletop.tablekit.words import percent


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
                who = self.static._name(self.view, seats[0])
                return f"{who} is playing…" if self._show_hand() or self.viewer is None \
                    else f"Waiting for {who}."
            return ""
        if self.decision_kind() == "discard":
            n = int(self.view.get("to_discard") or 0)
            cards, them = ("card", "it") if n == 1 else ("cards", "them")
            return (f"Hand limit {HAND_LIMIT}: raise {n} {cards} and drag {them} onto the "
                    "discard pile · keys 1-9 or ←/→+Space raise · D discards")
        return ("Drag a token to a space · click cards to raise · Shift: quick toss · "
                "Keys 1-3 pick up · Q/W/E toss · ←/→ Space raise · N pass")

    def tooltip_at(self, pos: tuple[int, int]) -> tuple[str, tuple[int, int]] | None:
        """A Quick badge's chance for the raised cards, or a target card's words (recorded by
        the static layer as it drew them: ``static.tips``)."""
        return self.static.tips.at(pos)    # a scored pile: its cards in a panel (draw_popups)

    def _scored_pile(self) -> scored_view.Pile | None:
        """The scored pile under the pointer while nothing else is going on (its cards show in
        a panel, :mod:`.scored_view`)."""
        if self.feedback.message is not None or self.confirming is not None or \
                self.drag.dragging or self._mouse[0] < 0:
            return None
        return scored_view.pile_at(self.lay, self.view.get("boards") or [], self._mouse)

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
        scored pile under the pointer (:mod:`.scored_view`)."""
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
            panel = scored_view.popup(self.painter, lay, pile,
                                      self.static._name(self.view, pile.seat))
            surface.blit(panel, beside(panel, lay.panels[pile.seat], pile.area.centerx, lay.rect))

    def banner_panel(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The last move's banner and where it goes: on its seat's board between the scored
        piles, as large as that room allows (:func:`.scored_view.free_span`); None when none."""
        note, lay = self.feedback.banner, self.lay
        if note is None or note.seat not in lay.panels:
            return None
        room = scored_view.free_span(lay, note.seat, per_seat(self.view, "boards", note.seat, {}))
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
