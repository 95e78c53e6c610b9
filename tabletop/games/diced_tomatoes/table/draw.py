"""Drawing the still parts of the Diced Tomatoes table from a view (the static layer).

The table keeps this layer in one surface and redraws it only when the view, the layout, the
take mix or the hidden dice change; each frame blits it once and draws the moving bits on top
(source: testing-desktop.md, "Drawing fast enough"). What is drawn follows the view keys of
views.py and the rulebook's components: per seat three tomato tokens with their vines, the score
track (six slots; a gold star on a slot whose score matched its number under the Dicey Tomato
rules or in solo), the karma track (0-12, the line after 6 marks what a turn may keep), the
dice passed to the seat; in the middle the bushel with its counts by colour, the take controls
and the tray of rolled dice. Source: Diced Tomatoes rulebook, Setup, Collecting Points, Karma,
Single Player Mode; rules-decisions.md, Diced Tomatoes (karma cap 12, keep 6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.games.diced_tomatoes.components import BITS_PER_KARMA, KARMA_KEEP, SCORE_SLOTS
from tabletop.games.diced_tomatoes.vines import must_clear
from tabletop.games.diced_tomatoes.table.layout import Centre, Layout, Panel
from tabletop.games.diced_tomatoes.table.paint import Painter
from tabletop.games.diced_tomatoes.table import words
from tabletop.games.diced_tomatoes.table.pick import Pick
from tabletop.tablekit import palette
from tabletop.tablekit.cards import seat_name
from tabletop.tablekit.regions import Region, RegionCache
from tabletop.tablekit.seat_view import at, per_seat
from tabletop.tablekit.sprites import player_colour
from tabletop.tablekit.table_button import TableButton
from tabletop.tablekit.tips import TipAreas
from tabletop.tablekit.track import draw_track
from tabletop.tablekit.words import count

KEEP_LINE = KARMA_KEEP
"""Karma above this is lost when a turn ends. Source: rules-decisions.md, Diced Tomatoes."""
SEAT_PARTS = ("tokens", "vine_scores", "tracks", "karma", "bits", "scores", "points")
"""The view's per-seat lists a seat's panel shows (views.py)."""
HALO = 4
"""Pixels the active seat's red halo reaches outside its panel (the layout keeps wider gaps,
so redrawing one panel never touches another's)."""


@dataclass
class Frame:
    """What the static layer shows besides the view.

    Attributes:
        names: display name per seat; ``hidden``: ``("die", id)`` keys drawn elsewhere (moving);
        pick: the take mix (its dice wait in the tray while the acting seat picks);
        picking: True when the acting seat is choosing dice; ``buttons``: the drawn buttons;
        prompt: the line above the tray; ``info``: lines under the bushel controls;
        viewer: the seat at the screen (its own tokens' tips say "Your"), None for a spectator.
    """

    names: list[str]
    hidden: set[Any]
    pick: Pick
    picking: bool
    buttons: list[TableButton]
    prompt: str
    info: list[str]
    viewer: int | None = None


def receiver(view: dict[str, Any]) -> int:
    """The seat the passed dice wait for: the view's ``passed_to`` (the rules decide it, see
    views.passed_to), or the active seat when no dice are passed."""
    seat = view.get("passed_to")
    return int(view.get("turn", 0)) if seat is None else int(seat)


class StaticLayer:
    """Renders everything that does not move into one surface; ``tips``: the tooltip of each
    thing drawn that has one (the kit's :class:`~tabletop.tablekit.tips.TipAreas`)."""

    def __init__(self, painter: Painter) -> None:
        self.p = painter
        self._regions = RegionCache()
        self.tips = TipAreas()

    # ----- helpers --------------------------------------------------------------------------
    def _die(self, surf: pygame.Surface, d: dict[str, Any], rect: pygame.Rect,
             hidden: set[Any]) -> None:
        if ("die", d["id"]) in hidden:
            return
        self.p.lay_die(surf, d["colour"], int(d["value"]), rect)

    # ----- whole layer ----------------------------------------------------------------------
    def render(self, surf: pygame.Surface, lay: Layout, view: dict[str, Any], fr: Frame,
               full: bool = True) -> None:
        """Draw the table top, every seat's panel and the middle strip into ``surf``.

        With ``full`` False only the panels and the middle whose content changed since the
        last call are drawn again (each over a fresh piece of table top); the others stay.
        """
        if full:
            self.tips.clear()
        regions = [Region(seat, self._panel_key(panel, view, fr),
                          panel.rect.inflate(2 * HALO, 2 * HALO),
                          lambda panel=panel: self.panel(surf, panel, view, fr))
                   for seat, panel in lay.panels.items()]
        regions.append(Region("centre", self._centre_key(view, fr), lay.centre.rect,
                              lambda: self.centre(surf, lay.centre, view, fr)))
        self._regions.redraw(surf, self.p.table_top(lay.rect.size), lay.rect, regions, full)

    @staticmethod
    def _panel_key(p: Panel, view: dict[str, Any], fr: Frame) -> tuple:
        """Everything a seat's panel shows (its redraw is skipped while this is unchanged)."""
        seat = p.seat
        mine = receiver(view) == seat
        ids = {d["id"] for vine in per_seat(view, "tokens", seat, []) for d in vine}
        ids |= {s["id"] for s in per_seat(view, "tracks", seat, [])}
        if mine:
            ids |= {d["id"] for d in view.get("passed") or []}
        hidden = frozenset(k for k in fr.hidden if k[1] in ids)
        active = not view.get("over") and view.get("turn") == seat
        return (tuple(p.rect), p.d, active, seat_name(fr.names, view, seat),
                *(repr(per_seat(view, part, seat)) for part in SEAT_PARTS),
                repr(view.get("passed")) if mine else None, hidden,
                repr(view.get("options")), view.get("players"), bool(view.get("over")),
                fr.viewer == seat)

    @staticmethod
    def _centre_key(view: dict[str, Any], fr: Frame) -> tuple:
        """Everything the middle strip shows."""
        rolled = repr(view.get("rolled"))
        hidden = frozenset(k for k in fr.hidden
                           if any(k[1] == d["id"] for d in view.get("rolled") or []))
        return (rolled, repr(view.get("bushel_counts")), hidden, fr.picking,
                fr.pick.snapshot(), fr.prompt, tuple(fr.info),
                tuple((tuple(b.rect), b.label, b.enabled, b.style) for b in fr.buttons))

    # ----- one seat -------------------------------------------------------------------------
    def panel(self, surf: pygame.Surface, p: Panel, view: dict[str, Any], fr: Frame) -> None:
        """A seat's area: header, tokens and vines, score track, karma track (and the
        tooltips of the passed dice, the tokens, the points and the karma track)."""
        seat, d = p.seat, p.d
        self.tips.clear(seat)
        active = not view.get("over") and view.get("turn") == seat
        radius = max(6, d // 3)
        if active:
            g = HALO
            surf.blit(self.p.glow(p.rect.size, palette.TOMATO_RED, g), p.rect.inflate(2 * g, 2 * g))
        surf.blit(self.p.panel(p.rect.size, (*palette.LINEN, 255),
                               palette.RIPE_DARK if active else palette.CARD_EDGE, radius,
                               4 if active else 2), p.rect)
        band = p.header.inflate(-6, -4).move(0, 1)
        tint = palette.lighten(player_colour(seat), 0.45)
        surf.blit(self.p.panel(band.size, (*tint, 255), None, radius - 2, 0), band)
        m = p.marker
        surf.blit(self.p.seat_marker(seat, m.width), m)
        passed = view.get("passed") or []
        name_box = pygame.Rect(p.name)
        if passed and receiver(view) == seat:
            rects = p.incoming_rects(len(passed))
            for die, r in zip(passed, rects):
                self._die(surf, die, r, fr.hidden)
            name_box.width = max(10, rects[0].x - name_box.x - 6)
            self.tips.add(p.incoming, f"{words.dice(len(passed))} passed on: rolled together "
                          "with this turn's dice.", group=seat)
        self.p.text.draw_in(surf, seat_name(fr.names, view, seat), name_box, max(14, round(d * 0.5)),
                   palette.INK, True)
        self._points(surf, p, view)
        self.tips.add(p.points, words.points_tip(view, fr.names, seat), group=seat)
        self._tokens(surf, p, view, fr)
        for k, r in enumerate(p.drops):
            self.tips.add(r, words.vine_tip(view, fr.names, seat, k, fr.viewer), group=seat)
        self._track(surf, p, view, fr)
        self._karma(surf, p, view)
        self.tips.add(p.karma_label.unionall(p.karma), words.karma_tip(view, fr.names, seat),
                      group=seat)

    def _points(self, surf: pygame.Surface, p: Panel, view: dict[str, Any]) -> None:
        total = per_seat(view, "scores", p.seat, 0)
        text = f"★ {total} of {SCORE_SLOTS}" if int(view.get("players", 2)) == 1 else \
            count(total, "pt", "pts")
        self.p.text.draw_in(surf, text, p.points, max(14, round(p.d * 0.5)), palette.INK, True,
                   "midright")

    def _tokens(self, surf: pygame.Surface, p: Panel, view: dict[str, Any], fr: Frame) -> None:
        tokens = per_seat(view, "tokens", p.seat, [])
        scores = per_seat(view, "vine_scores", p.seat, [])
        for k, t in enumerate(p.tokens):
            surf.blit(self.p.token(p.seat, t.width), t)
            vine = at(tokens, k, [])
            if not vine:
                continue
            rects = p.vine_rects(k, len(vine))
            block = rects[0].unionall(rects)      # the stem runs across the dice, mid-way
            stem = pygame.Rect(block.x - 3, block.centery - 3, block.width + 6, 6)
            pygame.draw.rect(surf, palette.STEM_DARK, stem, border_radius=3)
            for die, r in zip(vine, rects):
                self._die(surf, die, r, fr.hidden)
            score = at(scores, k)
            if score is not None:
                bad = must_clear(score)
                size = max(20, round(p.d * 0.72))
                badge = self.p.badge(str(score), size,
                                     palette.REFUSE if bad else palette.CARD_STOCK,
                                     palette.CARD_STOCK if bad else palette.INK)
                surf.blit(badge, (t.right - size + size // 4, t.y - size // 4))

    def _track(self, surf: pygame.Surface, p: Panel, view: dict[str, Any], fr: Frame) -> None:
        track = per_seat(view, "tracks", p.seat, [])
        solo = int(view.get("players", 2)) == 1
        dicey = bool((view.get("options") or {}).get("dicey_tomato", True)) or solo
        small = max(14, round(p.d * 0.42))
        for i, r in enumerate(p.slots):
            if i < len(track):
                slot = track[i]
                star = dicey and slot.get("score") == i + 1
                surf.blit(self.p.slot(r.width, star), r)
                die = {"id": slot["id"], "colour": slot["colour"], "value": slot["value"]}
                dr = p.slot_die(i)
                if star:
                    dr = pygame.Rect(r.right - dr.width * 3 // 4 - 2, r.bottom - dr.height * 3 // 4 - 2,
                                     dr.width * 3 // 4, dr.height * 3 // 4)
                self._die(surf, die, dr, fr.hidden)
                label = pygame.Rect(r.x - 4, r.bottom, r.width + 8, small + 4)
                # solo counts matches, so the harvest's score is what matters there
                note = str(slot.get("score")) if solo else f"+{slot.get('points', 0)}"
                self.p.text.draw_in(surf, note, label, small,
                           palette.GOLD_DARK if star else palette.INK, True, "midtop")
            else:
                surf.blit(self.p.slot(r.width, False), r)
                num = self.p.text.render(str(i + 1), max(14, round(r.height * 0.42)),
                                         palette.mix(palette.CARD_EDGE, palette.LINEN, 0.55),
                                         True)
                surf.blit(num, num.get_rect(center=r.center))

    def _karma(self, surf: pygame.Surface, p: Panel, view: dict[str, Any]) -> None:
        k = int(per_seat(view, "karma", p.seat, 0))
        bits = per_seat(view, "bits", p.seat)
        overload = bool((view.get("options") or {}).get("karma_overload")) and bits is not None
        size = max(14, round(p.d * 0.44))
        # under Karma Overload the label moves up over the seat's bits, small dots under it
        lab = p.karma_label
        box = pygame.Rect(lab.x, lab.y - 2, lab.width, size + 2) if overload else lab
        self.p.text.draw_in(surf, f"Karma {k}", box, size, palette.INK, True)
        if overload:
            r = max(2, round(p.d * 0.09))
            for i in range(BITS_PER_KARMA):     # filled for the bits held, else a ring
                pygame.draw.circle(surf, palette.RIPE_DARK, (lab.x + r + 1 + i * (2 * r + 3),
                                   lab.bottom - r), r, 0 if i < int(bits) else 1)
        draw_track(surf, self.p, p.karma, k, self.p.heart, range(0, len(p.karma), 3),
                   KEEP_LINE, palette.lighten(palette.GOLD, 0.55))

    # ----- the middle -----------------------------------------------------------------------
    def centre(self, surf: pygame.Surface, c: Centre, view: dict[str, Any], fr: Frame) -> None:
        """Bushel, colour counts (each chip with its tooltip), tray, prompt, information lines
        and the buttons."""
        self.tips.clear("centre")
        surf.blit(self.p.bushel(c.bushel.size), c.bushel)
        counts = view.get("bushel_counts") or {}
        total = sum(int(v) for v in counts.values())
        tag = self.p.text.fit(f"Bushel: {total} dice", c.bushel.width - 12,
                              max(14, c.bushel.height // 9), palette.INK, True, min_size=10)
        tr = tag.get_rect(midbottom=(c.bushel.centerx, c.bushel.bottom - 4)).inflate(14, 6)
        surf.blit(self.p.panel(tr.size, (*palette.CARD_STOCK, 235), palette.CARD_EDGE, 8, 1), tr)
        surf.blit(tag, tag.get_rect(center=tr.center))
        for col, chip in c.chips.items():
            surf.blit(self.p.die(col, 5, chip.width), chip)
            self.tips.add(chip, f"{int(counts.get(col, 0))} {col} dice in the bushel. Drag one "
                          "into the tray to pick it.", group="centre")
            self.p.text.draw_in(surf, f"× {int(counts.get(col, 0))}", c.counts[col],
                       max(14, c.counts[col].height // 2), palette.CARD_STOCK, True, shadow=True)
        size = max(14, min(18, c.info.height // 4 if c.info.height else 14))
        lines = [part for line in fr.info for part in self.p.text.wrap(line, c.info.width, size,
                                                                        True)]
        self.p.text.draw_lines(surf, lines, c.info, size, palette.CARD_STOCK, True, "topleft",
                               shadow=True)
        felt = palette.darken(palette.LEAF_GREEN, 0.25)
        surf.blit(self.p.panel(c.tray.size, (*felt, 255), palette.CARD_EDGE, 14, 3), c.tray)
        # the prompt over the tray, on up to two lines (18 px, smaller only if it must)
        self.p.text.draw_bottom(surf, fr.prompt, c.prompt, max(12, min(18, c.prompt.height // 3)),
                                palette.CARD_STOCK, True, shadow=True)
        rolled = view.get("rolled") or []
        if rolled:
            for die, r in zip(rolled, c.rolled_rects(rolled)):
                self._die(surf, die, r, fr.hidden)
        elif fr.picking:
            picked = fr.pick.picked()
            for col, r in zip(picked, c.tray_rects(max(len(picked), 1))):
                surf.blit(self.p.blank_die(col, r.width), r)
        for b in fr.buttons:
            b.draw(surf, self.p.cache, self.p.text)
