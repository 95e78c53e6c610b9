"""What gestures on the Diced Tomatoes table mean (the kit's hooks), and their keyboard twins:
take (die icons dragged into the tray, +/−, R/B/G, then Roll / Enter / T), place (drag a die
onto a token, click-click, or ←/→ ↑/↓ Enter), karma (right-click a die or vine, the Karma
button or K: a menu of spends), end of turn (button or E); Esc or Backspace closes the menu (a
sub-menu goes back first) or drops the selection. Source: rulebook, Player Turn, Dice
Placement Rules, Karma; docs/rules/diced_tomatoes.md (decisions and actions).
"""

from __future__ import annotations

from typing import Hashable

import pygame

from tabletop.engine import Action
from tabletop.games.diced_tomatoes.table import words
from tabletop.games.diced_tomatoes.table.menu import KarmaMenu
from tabletop.tablekit.drag import Gesture
from tabletop.tablekit.intents import Intent, Piece, Zone
from tabletop.tablekit.place_choice import PLACE_KEYS
from tabletop.tablekit.seat_view import per_seat
from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.table_button import TableButton

_COLOUR_KEYS = {pygame.K_r: "red", pygame.K_b: "black", pygame.K_g: "gold"}


class InputMixin:
    """The kit's gesture hooks for :class:`~tabletop.games.diced_tomatoes.table.Table` (which
    owns ``view``, ``legal``, ``lay``, ``pick``, ``menu``, ``selected``, ``focus``...)."""

    # ----- what can be pressed ----------------------------------------------------------------
    def pieces(self) -> list[Piece]:
        """Rolled dice while placing; the bushel's die icons and the picked dice while taking."""
        kind, c = self.decision_kind(), self.lay.centre
        if kind in ("place_die", "end_placement"):
            return [Piece(("die", d), r) for d, r in reversed(self._tray_rects().items())]
        if kind != "take_dice" or not self.pick.active:
            return []
        out = [Piece(("chip", col), r) for col, r in c.chips.items()]
        if not self._rolled():
            picked = self.pick.picked()
            out += [Piece(("picked", col), r)
                    for col, r in reversed(list(zip(picked, c.tray_rects(len(picked)))))]
        return out

    def zones(self) -> list[Zone]:
        """Every token's drop area, keyed ``(owner, k)`` (the kit's ``zone_at`` finds the one
        under a point)."""
        return [Zone((seat, k), r) for seat, p in self.lay.panels.items()
                for k, r in enumerate(p.drops)]

    def press_button(self, b: TableButton, pos: tuple[int, int]) -> Intent:
        kind = b.key[0]  # type: ignore[index]
        if kind in ("plus", "minus"):
            self._pick(b.key[1], kind == "plus")  # type: ignore[index]
            return None
        if kind == "take":
            return self._take()
        if kind == "karma":
            self._karma_key(pos)
            return None
        return Action.make(self.seat(), "end_turn") if kind == "end" else None

    def _take(self) -> Action:
        if self.pick.blind is not None:
            return self.pick.blind
        if not self.pick.active and self.pick.takes:
            return self.pick.takes[0]
        return self.pick.action(self.seat())

    def place_action(self, die_id: str, target: tuple[int, int]) -> Action:
        """Putting rolled die ``die_id`` on token ``target`` ``(owner, k)`` (the kit's
        :class:`~tabletop.tablekit.place_choice.PlaceChoice`: click-click, arrows and Enter)."""
        owner, k = target
        return Action.make(self.seat(), "place", die=die_id, owner=owner, token=k)

    def key_pieces(self) -> list[str]:
        """The rolled dice's ids, which ←/→ walk."""
        return [d["id"] for d in self._rolled()]

    # ----- what gestures mean -----------------------------------------------------------------
    def click_piece(self, key: Hashable, pos: tuple[int, int]) -> Intent:
        kind, what = key  # type: ignore[misc]
        if kind == "die":
            hinted = self.hint_action is not None and self.hint_action.get("die") == what
            # a click on the die a hint chose keeps it chosen (it used to undo the hint)
            self.selected = None if self.selected == what and not hinted else what
            if self.selected is not None:
                self.ctx.status("Now click a glowing token — or press K (right-click) for karma.")
        elif kind in ("chip", "picked"):
            self._pick(what, kind == "chip", pos)
        return None

    def _pick(self, col: str, add: bool, pos: tuple[int, int] | None = None) -> None:
        """One ``col`` die more in the take mix (``add``) or one fewer, and the buttons again;
        a die icon's press or drop at ``pos`` says so when the bushel has none left for it."""
        if not (self.pick.add if add else self.pick.remove)(col) and add and pos is not None:
            self.feedback.say(f"The bushel has no more {col} dice for this take.", pos)
        self.rebuild_buttons()

    def drop(self, key: Hashable, zone: Hashable | None, g: Gesture) -> Intent:
        kind, what = key  # type: ignore[misc]
        tray = self.lay.centre.tray
        if kind == "die":
            return None if zone is None else self.place_action(what, zone)
        inside = tray.collidepoint(g.pos)
        if (kind == "chip" and inside) or (kind == "picked" and not inside):
            self._pick(what, kind == "chip", g.pos)      # a die icon in, a picked die out
        return None

    def accepted(self, action: Action, gesture: Gesture | None) -> None:
        """The menu closes, a placed die is no longer selected."""
        self.menu = None
        if action.kind == "place":
            self.selected = None

    def glide_back(self, key: Hashable, at: pygame.Rect, home: pygame.Rect,
                   ms: float) -> list[Flight]:
        """A let-go die glides home (die icons and picked dice just vanish)."""
        die = self._die(key[1]) if key[0] == "die" else None  # type: ignore[index]
        if die is None:
            return []
        return [Flight(self.painter.die(die["colour"], int(die["value"]), home.width), at, home,
                       ms, hide=("die", die["id"]))]

    def drag_started(self, key: Hashable) -> None:
        self.menu = None

    def on_motion(self, pos: tuple[int, int]) -> None:
        self.menu_hover(pos)
        self._tip_live = not self.drag.dragging

    def on_right_click(self, pos: tuple[int, int]) -> None:
        """Right-click a rolled die or a vine: its karma menu."""
        self._mouse = pos
        self.menu = None
        if not self.acting() or self.decision_kind() not in ("place_die", "end_placement"):
            return
        die = next((p.key[1] for p in self.pieces() if p.rect.collidepoint(pos)), None)
        if die is not None:
            self.selected = die
        self._open_menu(self._karma_target(die, self.zone_at(pos)))

    def _karma_target(self, die: str | None, spot: tuple[int, int] | None) -> tuple | None:
        """What a karma menu would be about: ``("die", id)`` for the rolled die ``die``, else
        ``("vine", owner, k)`` for the token ``spot`` when dice grow on it, else None."""
        if self._die(die) is not None:
            return ("die", die)
        return ("vine", *spot) if spot in self._vines() else None

    def _open_menu(self, target: tuple | None) -> bool:
        """Open the karma menu of a :meth:`_karma_target` beside it; False for None."""
        if target is None:
            return False
        die = self._die(target[1]) if target[0] == "die" else None
        if die is not None:
            face, col, anchor = int(die["value"]), die["colour"], self._home_rect(target[1])
        else:
            face, col, anchor = 0, "red", self.spot_rect(target[1:])
        seat = self.seat()
        karma = int(per_seat(self.view, "karma", seat, 0))
        self.menu = KarmaMenu(target, seat, karma, face, col, self.legal, pygame.Rect(anchor))
        self._tip_live = False
        self.feedback.clear()         # an earlier word ("choose a die first") no longer applies
        self.ctx.status("")
        return True

    # ----- keys -------------------------------------------------------------------------------
    def on_key(self, event: pygame.event.Event) -> Action | None:
        key = event.key
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        at = self.lay.centre.tray.center
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.cancel_choice()
            return None
        if self.menu is not None:
            return self.menu_key(key, at, close_keys=(pygame.K_k,))
        if not self.acting():
            return None
        if self.decision_kind() == "take_dice":
            if key in _COLOUR_KEYS:
                self._pick(_COLOUR_KEYS[key], not shift)
            elif key in PLACE_KEYS or key == pygame.K_t:
                return self.submit(self._take(), at, "key")
            return None
        handled, action = self.placement_key(key, shift)   # arrows and Enter: the kit's
        if handled:
            return action
        if key == pygame.K_k:
            self._karma_key(at)
        elif key == pygame.K_e:
            return self.submit(Action.make(self.seat(), "end_turn"), at, "key")
        return None

    def cancel_selection(self) -> bool:
        """Esc (asked by the shell) or Backspace: a karma sub-menu goes back to the main list,
        else the menu closes, else the selected die and spot are dropped. Returns False when
        nothing was in progress (the shell then opens its pause menu)."""
        return self.menu_back() or self.drop_choice()

    def say_choice(self) -> None:
        """The status line names what Enter would do with the keyboard's choice (the die and
        the token outlined in red), or how to choose one."""
        if self.selected is not None and self._die(self.selected) is not None:
            self.ctx.status(words.key_place(self.view, self._names(), self.seat(),
                                            self._die(self.selected), self.focus))

    def _vines(self) -> list[tuple[int, int]]:
        """The tokens ``(owner, k)`` with dice on them (↑/↓ walk them with no die chosen)."""
        return [(o, k) for o, tokens in enumerate(self.view.get("tokens") or [])
                for k, vine in enumerate(tokens) if vine]

    def _karma_key(self, at: tuple[int, int]) -> None:
        if not self._open_menu(self._karma_target(self.selected, self.focus)):
            self.feedback.say("Choose a die first (click it, or ←/→), or a vine with ↑/↓; "
                              "right-click also opens karma.", at)
