"""The Diced Tomatoes table: every seat's tomato tokens, vines, score and karma tracks, the
shared bushel and the tray of rolled dice; dice are dragged onto tokens and vines.

Gestures and their keyboard twins: :mod:`.table_input`. Legality comes only from the legal list
handed to :meth:`Table.show`; a refused drop glides back and shows the engine's one-line reason
(``ctx.explain``). After every action the dice move from where they were (:mod:`.table_anim`):
taken dice tumble into the tray (sound "dice_rattle"), placed dice fly to their vine, harvests
to the score track, passed dice to the next player with a line saying so; ``busy`` is True
meanwhile so the shell paces its bots. Solo mode shows its goal and result under the bushel.
Action kinds and view keys: docs/rules/diced_tomatoes.md. Source: Diced Tomatoes rulebook
(Setup, Gameplay, Player Turn, Karma, Single Player Mode).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.diced_tomatoes import table_anim, table_words as words
from tabletop.games.diced_tomatoes.table_anim import RollingDie
from tabletop.games.diced_tomatoes.table_draw import Frame, StaticLayer, receiver
from tabletop.games.diced_tomatoes.table_input import InputMixin
from tabletop.games.diced_tomatoes.table_layout import Layout, compute_layout
from tabletop.games.diced_tomatoes.table_menu import KarmaMenu
from tabletop.games.diced_tomatoes.table_overlay import bubble, draw_menu, glow
from tabletop.games.diced_tomatoes.table_paint import Painter
from tabletop.games.diced_tomatoes.table_pick import Pick
from tabletop.tablekit.drag import DragTracker
from tabletop.tablekit.pieces import place_near as place
from tabletop.tablekit import palette
from tabletop.tablekit.sprites import FlightGroup
from tabletop.tablekit.table_base import TableBase, TableContext
from tabletop.tablekit.table_button import TableButton

BANNER_MS = 2600.0
"""How long "2 dice passed to Ben" stays up."""


class Table(InputMixin, TableBase):
    """The Diced Tomatoes table (see the module docstring and :mod:`.table_input`).

    Args:
        ctx: what the shell lends (game, images, fonts, sounds, settings, seat names, status,
            explain).
    """

    opaque = True
    drawn_kinds = frozenset({"take_dice", "place_die", "end_placement"})   # every decision

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.painter = Painter(ctx)
        self.static = StaticLayer(self.painter)
        self.drag = DragTracker(threshold=6)
        self.flights = FlightGroup()
        self.snapbacks = FlightGroup()
        self.rolls: list[RollingDie] = []
        self.lay: Layout | None = None
        self.pick = Pick()
        self.selected: str | None = None
        self.focus: tuple[int, int] | None = None
        self.menu: KarmaMenu | None = None
        self.hint_action: Action | None = None
        self._message: tuple[str, tuple[int, int], float] | None = None
        self._banner: tuple[str, int | None, float] | None = None
        self._tip: tuple[str, tuple[int, int]] | None = None
        self._bottom: int | None = None
        self._buttons: list[TableButton] = []
        self._mouse: tuple[int, int] = (-1, -1)
        self._drop_from: dict[str, pygame.Rect] = {}
        self._moving: set[Any] = set()    # dice hidden in the layer until every move lands
        self._spots: dict[str, Any] = {}
        self._layer: pygame.Surface | None = None
        self._layer_key: Any = None
        self._layer_lay: Layout | None = None
        self._serial = 0

    # ----- contract -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """Lay out inside ``rect`` (window pixels); called at start and on every resize."""
        super().layout(rect)
        self.drag.cancel()
        self.menu = None
        self.flights.finish_all()     # moves in the old geometry end at once
        self.snapbacks.finish_all()
        self.rolls.clear()
        self._moving = set()
        self._relayout()
        if self.lay is not None and self.view is not None:
            self._spots = table_anim.die_spots(self.view, self.lay)

    def _players(self) -> int:
        return int((self.view or {}).get("players") or 1)

    def _relayout(self) -> None:
        if self.view is None or self.rect.width <= 0 or self.rect.height <= 0:
            self.lay = None
            return
        golden = bool((self.view.get("options") or {}).get("golden"))
        bottom = self._bottom if self._bottom is not None else 0
        self.lay = compute_layout(self.rect, self._players(), bottom % self._players(), golden)
        self._layer = None
        self._rebuild_buttons()

    def show(self, view: dict[str, Any], viewer: int | None, legal: list[Action],
             last_action: Action | None = None) -> None:
        """A new view (see :class:`TableBase`); starts the moves and rolls for ``last_action``."""
        prev, prev_lay = self.view, self.lay
        self.flights.finish_all()
        self.snapbacks.finish_all()
        self.rolls.clear()
        self._moving = set()
        super().show(view, viewer, legal)
        self.drag.cancel()
        self.menu, self.hint_action, self.focus, self._tip = None, None, None, None
        if last_action is not None:
            self._message = None      # the game moved on: an old refusal no longer applies
        rolled = {d["id"] for d in view.get("rolled") or []}
        if self.selected not in rolled or not legal:
            self.selected = None
        self.pick.reset(self.legal)
        self._serial += 1
        if self._bottom is None and viewer is not None:
            self._bottom = viewer
        stale = (self.lay is None or self.lay.rect != self.rect
                 or len(self.lay.panels) != self._players())
        if stale:
            self._relayout()
        else:
            self._rebuild_buttons()
        if self.lay is not None and prev is not None and prev_lay is not None and not stale \
                and last_action is not None:
            self._animate(prev, view, last_action)
        self._drop_from = {}
        self._spots = table_anim.die_spots(view, self.lay) if self.lay is not None else {}

    def _animate(self, prev: dict[str, Any], view: dict[str, Any], last: Action) -> None:
        plan = table_anim.plan(prev, view, self.lay, self.painter, last, self._names(),
                               self.ctx.settings.get("animation_speed"), self._drop_from)
        for f in plan.flights:
            self.flights.add(f)
        self.rolls.extend(plan.rolls)
        self._moving = {f.hide for f in plan.flights if f.hide is not None} \
            | {r.hide for r in plan.rolls}
        for name in dict.fromkeys(plan.sounds):
            self.ctx.play_sound(name)
        if plan.banner and not view.get("over"):   # at the very end nobody rolls them
            self._banner = (plan.banner, plan.banner_seat, BANNER_MS)

    def refuse(self, action: Action | None, reason: str) -> None:
        """The shell refused ``action``: show ``reason`` on the table and in the status bar."""
        pos = self._mouse if self._mouse[0] >= 0 else self.rect.center
        self._say(reason, pos)

    @property
    def busy(self) -> bool:
        """True while dice roll or fly (the shell waits before the next bot move)."""
        return self.flights.busy or bool(self.rolls)

    def update(self, dt_ms: float) -> None:
        """Advance rolls, flights, snap-backs and messages by ``dt_ms`` milliseconds."""
        self.flights.update(dt_ms)
        self.snapbacks.update(dt_ms)
        for r in self.rolls:
            r.update(dt_ms)
        self.rolls = [r for r in self.rolls if not r.done]
        if self._moving and not self.busy:
            self._moving = set()      # one redraw of the layer once everything has landed
        if self._message is not None:
            text, pos, ms = self._message
            self._message = (text, pos, ms - dt_ms) if ms > dt_ms else None
        if self._banner is not None:
            text, seat, ms = self._banner
            self._banner = (text, seat, ms - dt_ms) if ms > dt_ms else None

    def hint(self, action: Action) -> None:
        """Light up the suggested die and spot (or take mix, or button) until the next view.
        A karma hint also chooses its die (or, for cleaning, its vine), so one click on Karma…
        or K opens the menu the hint is about."""
        self.hint_action = action
        if action.kind == "take":
            self.pick.set_from(action)
        elif action.kind == "karma":
            if action.get("die") is not None and self._die(action["die"]) is not None:
                self.selected = action["die"]
            elif action.get("owner") is not None:
                self.selected, self.focus = None, (action["owner"], action["token"])
        self._rebuild_buttons()

    # ----- public helpers (tests, tools) ----------------------------------------------------
    def zone_rect(self, kind: str, *key: Any) -> pygame.Rect:
        """Window rect of a zone, for tests and tools.

        Args:
            kind: ``"die"`` (rolled die id, in the tray), ``"token"`` (owner, k: its drop
                area), ``"chip"``/``"plus"``/``"minus"`` (colour), ``"button"`` (key: "take",
                "karma", "end"), ``"tray"``, ``"bushel"``, ``"panel"`` (seat),
                ``"menu_row"`` (row index of the open karma menu), ``"picked"`` (index).

        Raises:
            RuntimeError: nothing shown yet; KeyError: unknown kind or missing piece.
        """
        lay = self.lay
        if lay is None or self.view is None or lay.centre is None:
            raise RuntimeError("the table has no view or no rect yet")
        c = lay.centre
        if kind == "die":
            for d, r in zip(self._rolled(), c.tray_rects(len(self._rolled()))):
                if d["id"] == key[0]:
                    return r
            raise KeyError(key[0])
        if kind == "token":
            return pygame.Rect(lay.panels[key[0]].drops[key[1]])
        if kind in ("chip", "plus", "minus"):
            return pygame.Rect({"chip": c.chips, "plus": c.plus, "minus": c.minus}[kind][key[0]])
        if kind == "button":
            for b in self._buttons:
                if b.key[0] == key[0]:  # type: ignore[index]
                    return pygame.Rect(b.rect)
            raise KeyError(key[0])
        if kind == "menu_row":
            if self.menu is None:
                raise KeyError("no karma menu is open")
            return pygame.Rect(self.menu.rects[key[0]])
        if kind == "picked":
            return c.tray_rects(len(self.pick.picked()))[key[0]]
        if kind in ("tray", "bushel"):
            return pygame.Rect(getattr(c, kind))
        if kind == "panel":
            return pygame.Rect(lay.panels[key[0]].rect)
        raise KeyError(kind)

    def button_labels(self) -> list[str]:
        """The labels of the buttons drawn on the table now."""
        return [b.label for b in self._buttons]

    @property
    def message(self) -> str:
        """The refusal reason on show ("" when none)."""
        return "" if self._message is None else self._message[0]

    @property
    def banner(self) -> str:
        """The "dice passed" line on show ("" when none)."""
        return "" if self._banner is None else self._banner[0]

    def prompt(self) -> str:
        """The line over the tray."""
        return words.prompt(self.view or {}, self._names(), self._acting(), self.pick.need,
                            self.pick.blind is not None)

    def info_lines(self) -> list[str]:
        """The lines under the bushel (solo goal or result, final round, game over)."""
        return words.info(self.view or {}, self._names())

    # ----- state helpers --------------------------------------------------------------------
    def _names(self) -> list[str]:
        return list(self.ctx.seat_names or [])

    def _rebuild_buttons(self) -> None:
        """Pick buttons and Roll in the take step; Karma and End turn while placing."""
        self._buttons = []
        lay = self.lay
        if lay is None or lay.centre is None or self.view is None or not self._acting():
            return
        c, kind, seat = lay.centre, self._kind(), self._seat()
        if kind == "take_dice":
            if self.pick.blind is not None:
                label, ok = "Draw 3 dice (Enter)", True
            elif not self.pick.active:
                label, ok = "Roll the passed dice (Enter)", bool(self.pick.takes)
            else:
                for col in c.chips:
                    can_add = self._could_add(col)
                    self._buttons.append(TableButton(c.minus[col], "−", "cream", ("minus", col),
                                                     self.pick.counts[col] > 0))
                    self._buttons.append(TableButton(c.plus[col], "+", "cream", ("plus", col),
                                                     can_add))
                ok = self.pick.action(seat) in self.legal
                short = self.pick.need - self.pick.total
                label = (f"Roll {words.dice(self.pick.need)} (Enter)" if ok
                         else f"Pick {short} more" if short > 0 else "Not in the bushel")
            self._buttons.append(TableButton(c.take, label, "gold", ("take",), ok))
            return
        row: list[tuple[str, str, tuple, bool]] = []  # label, style, key, enabled
        has_karma = any(a.kind == "karma" for a in self.legal)
        row.append(("Karma… (K)", "gold", ("karma",), has_karma))
        if kind == "end_placement":
            n = len(self._rolled())
            nxt = (seat + 1) % self._players()
            who = words.seat_name(self._names(), self.view, nxt) if self._players() > 1 else "you"
            label = f"End turn: pass {words.dice(n)} to {who} (E)" if n else "End turn (E)"
            row.append((label, "green", ("end",), Action.make(seat, "end_turn") in self.legal))
        weights = [len(r[0]) + 8 for r in row]
        for rect, (label, style, key, ok) in zip(c.button_rects(weights), row):
            self._buttons.append(TableButton(rect, label, style, key, ok))

    def _could_add(self, col: str) -> bool:
        trial = Pick()
        trial.takes, trial.need, trial.counts = self.pick.takes, self.pick.need, dict(self.pick.counts)
        return trial.add(col)

    def _tooltip_at(self, pos: tuple[int, int]) -> tuple[str, tuple[int, int]] | None:
        lay, view = self.lay, self.view
        if lay is None or view is None or self.menu is not None:
            return None
        names = self._names()
        for seat, p in lay.panels.items():
            if not p.rect.collidepoint(pos):
                continue
            for k, r in enumerate(p.drops):
                if r.collidepoint(pos):
                    return words.vine_tip(view, names, seat, k), (r.centerx, r.y)
            if p.points.collidepoint(pos):
                return words.points_tip(view, names, seat), (p.points.centerx, p.points.y)
            karma = p.karma_label.unionall(p.karma)
            if karma.collidepoint(pos):
                return words.karma_tip(view, names, seat), (karma.centerx, karma.y)
            if p.incoming.collidepoint(pos) and view.get("passed") and receiver(view) == seat:
                n = len(view["passed"])
                return (f"{words.dice(n)} passed on: rolled together with this turn's dice.",
                        (p.incoming.centerx, p.incoming.y))
            return None
        c = lay.centre
        for col, r in c.chips.items():
            if r.collidepoint(pos):
                n = int((view.get("bushel_counts") or {}).get(col, 0))
                return (f"{n} {col} dice in the bushel. Drag one into the tray to pick it.",
                        (r.centerx, r.y))
        return None

    # ----- drawing --------------------------------------------------------------------------
    def _hidden(self) -> set[Any]:
        """Dice the layer leaves out: every die moving since the last view (until all have
        landed, so landings do not redraw the layer), the one gliding back, the dragged one."""
        hidden = self._moving | self.snapbacks.hidden()
        if self.drag.dragging and self.drag.item[0] == "die":
            hidden.add(("die", self.drag.item[1]))
        return hidden

    def _frame(self, hidden: set[Any]) -> Frame:
        return Frame(self._names(), hidden, self.pick,
                     self._acting() and self._kind() == "take_dice" and self.pick.active,
                     self._buttons, self.prompt(), self.info_lines())

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table into ``surface`` within ``self.rect``."""
        if self.view is None or self.lay is None:
            return
        hidden = self._hidden()
        key = (self._serial, frozenset(hidden), self.pick.snapshot(),
               tuple((b.label, b.enabled) for b in self._buttons))
        size = (self.rect.right, self.rect.bottom)
        full = False
        if self._layer is None or self._layer.get_size() != size or self._layer_lay is not self.lay:
            self._layer = (pygame.Surface(size).convert() if pygame.display.get_surface()
                           else pygame.Surface(size))
            self._layer_key, self._layer_lay, full = None, self.lay, True
        if key != self._layer_key:
            self.static.render(self._layer, self.lay, self.view, self._frame(hidden), full)
            self._layer_key = key
        surface.blit(self._layer, self.rect.topleft, area=self.rect)
        self._draw_landed(surface)
        self._draw_marks(surface)
        self.flights.draw(surface)
        for r in self.rolls:
            r.draw(surface, self.painter)
        self.snapbacks.draw(surface)
        self._draw_dragged(surface)
        self._draw_popups(surface)

    def _draw_landed(self, surface: pygame.Surface) -> None:
        """Dice whose move has ended while others still fly (the layer still leaves them out)."""
        if not self._moving:
            return
        still = self.flights.hidden() | {r.hide for r in self.rolls}
        for key in self._moving - still:
            spot = self._spots.get(key[1])
            if spot is not None:
                rect, col, face = spot
                surface.blit(self.painter.die_shadow(rect.width), (rect.x - 4, rect.y - 2))
                surface.blit(self.painter.die(col, face, rect.width), rect)

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """Hovered button, glowing legal spots, the selected / hinted die, keyboard focus."""
        lay = self.lay
        for b in self._buttons:
            if b.enabled and b.rect.collidepoint(self._mouse) and not self.drag.dragging:
                b.draw(surface, self.painter.cache, self.painter.text, hover=True)
        die = self.drag.item[1] if self.drag.dragging and self.drag.item[0] == "die" \
            else self.selected
        spots = self.targets(die)
        hover = lay.drop_at(self.drag.pos) if self.drag.dragging and die is not None else None
        for owner, k in spots:
            if (owner, k) != hover:
                glow(surface, self.painter, lay.panels[owner].drops[k], 6)
        if hover is not None:
            col = palette.GLOW if hover in spots else palette.REFUSE
            glow(surface, self.painter, lay.panels[hover[0]].drops[hover[1]], 10, col)
        if self.selected is not None and not self.drag.dragging:
            glow(surface, self.painter, self._home_rect(self.selected), 6)
        if self.drag.dragging and self.drag.item[0] == "chip":
            glow(surface, self.painter, lay.centre.tray, 8)
        if self.focus is not None and self.focus in {(o, k) for o in lay.panels for k in range(3)}:
            glow(surface, self.painter, lay.panels[self.focus[0]].drops[self.focus[1]], 10,
                 palette.TOMATO_RED)
        self._draw_hint(surface)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        a, lay = self.hint_action, self.lay
        if a is None:
            return
        if a.get("die") is not None and self._die(a.get("die")) is not None:
            glow(surface, self.painter, self._home_rect(a.get("die")), 10, palette.GOLD)
        if a.get("owner") is not None and a.get("token") is not None:
            glow(surface, self.painter, lay.panels[a["owner"]].drops[a["token"]], 10,
                 palette.GOLD)
        for b in self._buttons:
            if (a.kind == "take" and b.key[0] == "take") or (a.kind == "end_turn" and b.key[0] == "end") \
                    or (a.kind == "karma" and b.key[0] == "karma"):
                glow(surface, self.painter, b.rect, 8, palette.GOLD)

    def _draw_dragged(self, surface: pygame.Surface) -> None:
        if not self.drag.dragging:
            return
        kind, what = self.drag.item
        size = self.lay.centre.die
        if kind == "die":
            die = self._die(what)
            if die is not None:
                surface.blit(self.painter.die_shadow(size), self.drag.piece_topleft)
                surface.blit(self.painter.die(die["colour"], int(die["value"]), size),
                             self.drag.piece_topleft)
        elif kind in ("chip", "picked"):
            surface.blit(self.painter.blank_die(what, size), self.drag.piece_topleft)

    def _draw_popups(self, surface: pygame.Surface) -> None:
        """Karma menu, the "dice passed" line, the refusal bubble, the tooltip."""
        lay, bounds = self.lay, self.rect
        size = max(14, min(18, lay.centre.die // 3))
        if self.menu is not None:
            hover = self.menu.row_at(self._mouse)
            draw_menu(surface, self.painter, self.menu, max(30, round(size * 2)), bounds, hover)
        if self._banner is not None:
            text, seat, _ = self._banner
            panel = bubble(self.painter, text, size + 2, 420, palette.GOLD, palette.INK)
            p = lay.panels.get(seat) if seat is not None else None
            if p is not None:
                below = p.rect.centery < lay.rect.centery
                anchor = (p.incoming.centerx, p.rect.bottom + 4) if below \
                    else (p.incoming.centerx, p.rect.y - 4)
                place(surface, panel, anchor, bounds, below)
            else:
                place(surface, panel, lay.centre.tray.midtop, bounds)
        if self._message is not None:
            text, pos, _ = self._message
            panel = bubble(self.painter, text, size, 460, palette.REFUSE, palette.CARD_STOCK)
            place(surface, panel, pos, bounds)
        elif self._tip is not None and not self.drag.dragging and self.menu is None:
            text, pos = self._tip
            panel = bubble(self.painter, text, size, 420, palette.CARD_STOCK, palette.INK)
            place(surface, panel, pos, bounds)
