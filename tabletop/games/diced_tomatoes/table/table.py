"""The Diced Tomatoes table on the table kit: every seat's tokens, vines and tracks, the bushel
and the tray; gestures: :mod:`.input`, drawing: :mod:`.looks`. After every action the dice
move from where they were (:mod:`.anim`: rolls, moves, passed dice with a banner); ``busy`` is
True meanwhile so the shell paces its bots. Action kinds and view keys:
docs/rules/diced_tomatoes.md. Source: Diced Tomatoes rulebook (Setup, Gameplay, Player Turn,
Karma, Single Player Mode).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.diced_tomatoes.components import DICE_PER_TURN
from tabletop.games.diced_tomatoes.turn import next_seat
from tabletop.games.diced_tomatoes.table import anim, words
from tabletop.games.diced_tomatoes.table.draw import StaticLayer
from tabletop.games.diced_tomatoes.table.input import InputMixin
from tabletop.games.diced_tomatoes.table.layout import Layout, compute_layout
from tabletop.games.diced_tomatoes.table.looks import Looks
from tabletop.games.diced_tomatoes.table.menu import KarmaMenu
from tabletop.games.diced_tomatoes.table.paint import Painter
from tabletop.games.diced_tomatoes.table.pick import Pick
from tabletop.tablekit.auto_layout import AutoLayout
from tabletop.tablekit.controller import KitTable
from tabletop.tablekit.feedback import capitalise
from tabletop.tablekit.key_focus import KeyFocus
from tabletop.tablekit.landing import LandingTable
from tabletop.tablekit.menu_host import MenuHost
from tabletop.tablekit.place_choice import PlaceChoice
from tabletop.tablekit.table_base import TableContext
from tabletop.tablekit.table_button import TableButton


class Table(InputMixin, Looks, MenuHost, PlaceChoice, LandingTable, AutoLayout, KitTable):
    """The Diced Tomatoes table (see the module docstring and :mod:`.input`).

    Args:
        ctx: what the shell lends (game, images, fonts, sounds, settings, seat names, status,
            explain).
    """

    opaque = True
    drawn_kinds = frozenset({"take_dice", "place_die", "end_placement"})   # every decision

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.painter = Painter(ctx)
        self.feedback.words = capitalise   # the engine's words as they are, source included
        self.static = StaticLayer(self.painter)
        self.pick = Pick()      # the chosen die (``selected``) and token (``focus``): PlaceChoice
        # the keys walk the chosen die's tokens, the viewer's own first, else the vines
        self.keys = KeyFocus(self.targets, lambda spot: spot[0] == self.seat(), self._vines)
        self.menu: KarmaMenu | None = None
        self._tip_live = False   # a tooltip shows once the pointer moves
        self._bottom: int | None = None
        self._spots: dict[str, Any] = {}
        self._serial = 0

    # ----- contract -------------------------------------------------------------------------
    def _players(self) -> int:
        return int((self.view or {}).get("players") or 1)

    def layout_key(self) -> tuple[int, int, bool]:
        """The seating (players, the seat at the bottom) and whether gold dice are in play."""
        bottom = self._bottom if self._bottom is not None else 0
        return (self._players(), bottom % self._players(),
                bool((self.view.get("options") or {}).get("golden")))

    def make_layout(self) -> Layout:
        """The layout; the rolled dice keep their tray slots across a resize."""
        lay = compute_layout(self.rect, *self.layout_key())
        if self.lay is not None:
            lay.centre.slots = self.lay.centre.slots
        return lay

    def on_relayout(self) -> None:
        """A resize: the menu closes, the rolls end, the dice are drawn in the new places."""
        self.menu = None
        self.landing.clear()
        self._spots = anim.die_spots(self.view, self.lay)

    def show(self, view: dict[str, Any], viewer: int | None, legal: list[Action],
             last_action: Action | None = None) -> None:
        """A new view (see :class:`TableBase`); starts the moves and rolls for ``last_action``."""
        prev = self.view
        if self._bottom is None and viewer is not None:
            self._bottom = viewer
        super().show(view, viewer, legal, last_action)
        self.menu, self.focus, self._tip_live = None, None, False
        rolled = [d["id"] for d in view.get("rolled") or []]
        if self.selected not in rolled or not legal:
            self.selected = None
        self.pick.reset(self.legal)
        self._serial += 1
        self.rebuild_buttons()
        if self.lay is not None:
            self.lay.centre.slots.keep(rolled)
        if self.lay is not None and prev is not None and not self.relaid \
                and last_action is not None:
            plan = anim.plan(prev, view, self.lay, self.painter, last_action, self._names(),
                             self.ctx.settings.get("animation_speed"),
                             {k[1]: r for k, r in self.dropped.items() if k[0] == "die"})
            self.play_plan(plan)          # the kit's LandingTable starts its rolls too
        self._spots = anim.die_spots(view, self.lay) if self.lay is not None else {}

    def hint(self, action: Action) -> None:
        """Light up the suggested die and spot (or take mix, or button) until the next view.
        A place hint chooses its die (a click on the glowing token places it); a karma hint
        also chooses its die (or, for cleaning, its vine), so one click on Karma… or K opens
        the menu the hint is about. Clicking the hinted die keeps it chosen (see
        ``click_piece``)."""
        super().hint(action)
        die = action.get("die") if action.kind in ("place", "karma") else None
        if action.kind == "take":
            self.pick.set_from(action)
        elif die is not None and self._die(die) is not None:
            self.selected = die               # one click on the glowing token places it
        elif action.kind == "karma" and action.get("owner") is not None:
            self.selected, self.focus = None, (action["owner"], action["token"])
        self.rebuild_buttons()

    # ----- public helpers (tests, tools) ----------------------------------------------------
    def test_zones(self) -> dict[str, Any]:
        """Kinds for ``zone_rect(kind, *key)``: ``"die"`` (rolled die id, in the tray),
        ``"token"`` (owner, k: its drop area), ``"chip"``/``"plus"``/``"minus"`` (colour),
        ``"button"`` (key: "take", "karma", "end"), ``"tray"``, ``"bushel"``, ``"panel"``
        (seat), ``"menu_row"`` (row index of the open karma menu), ``"picked"`` (index)."""
        c, lay = self.lay.centre, self.lay
        return {"die": lambda die: self._tray_rects()[die], "token": lambda o, k: self.spot_rect((o, k)),
                "chip": lambda col: c.chips[col], "plus": lambda col: c.plus[col],
                "minus": lambda col: c.minus[col], "button": self.button_rect,
                "menu_row": self.menu_row, "tray": lambda: c.tray, "bushel": lambda: c.bushel,
                "picked": lambda i: c.tray_rects(len(self.pick.picked()))[i],
                "panel": lambda seat: lay.panels[seat].rect}

    def _tray_rects(self) -> dict[str, pygame.Rect]:
        """Rolled die id -> where it lies in the tray (window pixels)."""
        rolled = self._rolled()
        return dict(zip([d["id"] for d in rolled], self.lay.centre.rolled_rects(rolled)))

    def prompt(self) -> str:
        """The line over the tray."""
        return words.prompt(self.view or {}, self._names(), self.acting(), self.pick.need,
                            self.pick.blind is not None)

    def info_lines(self) -> list[str]:
        """The lines under the bushel (solo goal or result, final round, game over)."""
        return words.info(self.view or {}, self._names())

    # ----- state helpers --------------------------------------------------------------------
    def _names(self) -> list[str]:
        return list(self.ctx.seat_names or [])

    def make_buttons(self) -> list[TableButton]:
        """Pick buttons and Roll in the take step; Karma and End turn while placing."""
        out: list[TableButton] = []
        if not self.acting():
            return out
        c, kind, seat = self.lay.centre, self.decision_kind(), self.seat()
        if kind == "take_dice":
            if self.pick.blind is not None:
                label, ok = f"Draw {words.dice(DICE_PER_TURN)} (Enter)", True
            elif not self.pick.active:
                label, ok = "Roll the passed dice (Enter)", bool(self.pick.takes)
            else:
                for col in c.chips:
                    out.append(TableButton(c.minus[col], "−", "cream", ("minus", col),
                                           self.pick.counts[col] > 0))
                    out.append(TableButton(c.plus[col], "+", "cream", ("plus", col),
                                           self.pick.could_add(col)))
                ok = self.pick.action(seat) in self.legal
                short = self.pick.need - self.pick.total
                label = (f"Roll {words.dice(self.pick.need)} (Enter)" if ok
                         else f"Pick {short} more" if short > 0 else "Not in the bushel")
            out.append(TableButton(c.take, label, "gold", ("take",), ok))
            return out
        row: list[tuple[str, str, tuple, bool]] = []  # label, style, key, enabled
        row.append(("Karma… (K)", "gold", ("karma",), any(a.kind == "karma" for a in self.legal)))
        if kind == "end_placement":
            n = len(self._rolled())
            who = words.seat_name(self._names(), self.view, next_seat(seat, self._players())) \
                if self._players() > 1 else "you"
            label = f"End turn: pass {words.dice(n)} to {who} (E)" if n else "End turn (E)"
            row.append((label, "green", ("end",), Action.make(seat, "end_turn") in self.legal))
        weights = [len(r[0]) + 8 for r in row]
        return out + [TableButton(rect, label, style, key, ok)
                      for rect, (label, style, key, ok) in zip(c.button_rects(weights), row)]

    def seat(self) -> int:
        return self.legal[0].seat if self.legal else int((self.view or {}).get("turn", 0))

    def _rolled(self) -> list[dict[str, Any]]:
        return list((self.view or {}).get("rolled") or [])

    def _die(self, die_id: str) -> dict[str, Any] | None:
        return next((d for d in self._rolled() if d["id"] == die_id), None)

    def targets(self, die_id: str | None) -> set[tuple[int, int]]:
        """The tokens ``(owner, k)`` the rolled die may be placed on now (from the legal list)."""
        if die_id is None:
            return set()
        return {(a["owner"], a["token"]) for a in self.legal
                if a.kind == "place" and a.get("die") == die_id}

    def spot_rect(self, spot: tuple[int, int]) -> pygame.Rect:
        """The drop area of token ``spot`` ``(owner, k)`` (window pixels)."""
        return self.lay.panels[spot[0]].drops[spot[1]]

    def _home_rect(self, die_id: str) -> pygame.Rect:
        """Rolled die ``die_id``'s tray rect (a point mid-tray when it is not there)."""
        return self._tray_rects().get(die_id, pygame.Rect(self.lay.centre.tray.center, (1, 1)))
