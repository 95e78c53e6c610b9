"""Mouse and key gestures of the Diced Tomatoes table, turned into the engine's Actions.

Gestures (each with a click-click and a keyboard twin; source: architecture guide, lesson 11):

- take step: drag a die from under the bushel into the tray, or "+"/"−" beside each colour,
  or keys R/B/G (Shift: one fewer), then the Roll button, Enter or T -> ``take(red, black,
  gold)``; blind draw: the Draw button -> ``take(blind=True)``; a picked die dragged back
  (or clicked) returns it;
- place: drag a rolled die onto a token or vine, or click the die then the token, or
  ←/→ to choose the die, ↑/↓ to choose a spot, Enter -> ``place(die, owner, token)``;
- karma: right-click a rolled die or a vine, or the Karma button / K for the selected die (or
  the vine chosen with ↑/↓): a menu of spends with their costs -> ``karma(...)``;
- end of turn: the End turn button or E -> ``end_turn()``.

Only actions found in the legal list are returned; anything else is explained with the engine's
one-line reason (``ctx.explain``) and the dragged die glides back. Esc or Backspace closes the
menu (a sub-menu goes back first) or drops the selection; Esc with nothing in progress opens the
shell's pause menu (:meth:`InputMixin.cancel_choice`).
Source: rulebook, Player Turn, Dice Placement Rules, Karma; docs/rules/diced_tomatoes.md
(decisions and actions).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.diced_tomatoes.table_menu import KarmaMenu
from tabletop.tablekit.drag import Gesture
from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.tween import scaled_duration
from tabletop.tablekit.table_button import TableButton

_COLOUR_KEYS = {pygame.K_r: "red", pygame.K_b: "black", pygame.K_g: "gold"}
_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_DIGITS = {getattr(pygame, f"K_{d}"): d for d in range(1, 7)}


class InputMixin:
    """Event handling for :class:`~tabletop.games.diced_tomatoes.table.Table` (which owns
    ``view``, ``legal``, ``lay``, ``pick``, ``menu``, ``drag``, ``selected``, ``focus``...)."""

    # ----- entry point ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Action | None:
        """Mouse and key gestures -> an Action from ``self.legal``, or None."""
        if self.view is None or self.lay is None:
            return None
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            button = getattr(event, "button", 1)
            if button == 1:
                return self._press(event.pos)
            if button == 3:
                self._right_click(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            gesture = self.drag.release(event.pos)
            return None if gesture is None else self._gesture(gesture)
        return None

    # ----- helpers ----------------------------------------------------------------------------
    def _kind(self) -> str | None:
        return ((self.view or {}).get("decision") or {}).get("kind")

    def _acting(self) -> bool:
        return bool(self.legal)

    def _seat(self) -> int:
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

    def _tray_die_at(self, pos: tuple[int, int]) -> tuple[dict[str, Any], pygame.Rect] | None:
        rolled = self._rolled()
        rects = self.lay.centre.tray_rects(len(rolled))
        for die, r in reversed(list(zip(rolled, rects))):
            if r.collidepoint(pos):
                return die, r
        return None

    def _picked_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        if self._rolled() or not self.pick.active:
            return None
        picked = self.pick.picked()
        for col, r in reversed(list(zip(picked, self.lay.centre.tray_rects(len(picked))))):
            if r.collidepoint(pos):
                return col, r
        return None

    def _chip_at(self, pos: tuple[int, int]) -> str | None:
        for col, r in self.lay.centre.chips.items():
            if r.collidepoint(pos):
                return col
        return None

    def _say(self, text: str, pos: tuple[int, int]) -> None:
        if not text:
            return
        text = text[:1].upper() + text[1:]
        self._message = (text, (int(pos[0]), int(pos[1]) - 10), 3200.0)
        self.ctx.status(text)

    def _submit(self, action: Action, at: tuple[int, int],
                snap: tuple[str, pygame.Rect, pygame.Rect] | None = None) -> Action | None:
        """Return ``action`` when legal; else say why (engine's reason) and glide ``snap``
        (die id, where it was let go, its home rect) back."""
        if action in self.legal:
            self._message = None
            self.menu = None
            self.ctx.status("")
            return action
        reason = ""
        explain = getattr(self.ctx, "explain", None)
        if explain is not None:
            try:
                reason = explain(action)
            except Exception:  # a helper for words, never a reason to crash the table
                reason = ""
        self._say(reason or "That is not possible now.", at)
        self.ctx.play_sound("refuse")
        if snap is not None:
            self._snap_back(*snap)
        return None

    def _snap_back(self, die_id: str, at: pygame.Rect, home: pygame.Rect) -> None:
        """Glide the let-go die from ``at`` back to ``home`` (~200 ms ease-out)."""
        die = self._die(die_id)
        if die is None:
            return
        ms = scaled_duration(200, self.ctx.settings.get("animation_speed"))
        self.snapbacks.add(Flight(self.painter.die(die["colour"], int(die["value"]), home.width),
                                  at, home, ms, hide=("die", die_id)))

    def _changed(self) -> None:
        """The take mix or a choice changed: rebuild the buttons (the layer follows)."""
        self._rebuild_buttons()

    # ----- mouse ------------------------------------------------------------------------------
    def _motion(self, pos: tuple[int, int]) -> None:
        self._mouse = pos
        started = self.drag.motion(pos)
        if started:
            self.menu = None
        if self.menu is not None:
            row = self.menu.row_at(pos)
            if row is not None:
                self.menu.focus = row
        self._tip = None if self.drag.dragging else self._tooltip_at(pos)

    def _press(self, pos: tuple[int, int]) -> Action | None:
        self._mouse = pos
        if self.menu is not None:
            row = self.menu.row_at(pos)
            if row is not None:
                return self._menu_choose(row, pos)
            if not self.menu.box.collidepoint(pos):
                self.menu = None
            return None
        if not self._acting():
            return None
        for b in self._buttons:
            if b.hit(pos):
                return self._button(b, pos)
        kind = self._kind()
        if kind in ("place_die", "end_placement"):
            hit = self._tray_die_at(pos)
            if hit is not None:
                self.drag.press(("die", hit[0]["id"]), pos, hit[1].topleft)
                return None
        if kind == "take_dice" and self.pick.active:
            col = self._chip_at(pos)
            if col is not None:
                self.drag.press(("chip", col), pos, self.lay.centre.chips[col].topleft)
                return None
            picked = self._picked_at(pos)
            if picked is not None:
                self.drag.press(("picked", picked[0]), pos, picked[1].topleft)
                return None
        target = self.lay.drop_at(pos)
        if target is not None and self.selected is not None:
            return self._place(self.selected, target, pos)
        if target is None:
            self.selected = None
        return None

    def _right_click(self, pos: tuple[int, int]) -> None:
        self._mouse = pos
        self.drag.cancel()
        self.menu = None
        if not self._acting() or self._kind() not in ("place_die", "end_placement"):
            return
        hit = self._tray_die_at(pos)
        if hit is not None:
            self.selected = hit[0]["id"]
            self._open_menu(("die", hit[0]["id"]), hit[1])
            return
        target = self.lay.drop_at(pos)
        if target is not None and self.view["tokens"][target[0]][target[1]]:
            self._open_menu(("vine", *target), self.lay.panels[target[0]].drops[target[1]])

    def _open_menu(self, target: tuple, anchor: pygame.Rect) -> None:
        seat = self._seat()
        face, col = 0, "red"
        if target[0] == "die":
            die = self._die(target[1])
            if die is None:
                return
            face, col = int(die["value"]), die["colour"]
        karma = int((self.view.get("karma") or [0] * (seat + 1))[seat])
        self.menu = KarmaMenu(target, seat, karma, face, col, self.legal, pygame.Rect(anchor))
        self._tip = None
        self._message = None          # an earlier word ("choose a die first") no longer applies
        self.ctx.status("")

    def _menu_choose(self, row: int, pos: tuple[int, int]) -> Action | None:
        action = self.menu.choose(row)
        if action is None:
            return None
        return self._submit(action, pos)

    def _button(self, b: TableButton, pos: tuple[int, int]) -> Action | None:
        kind = b.key[0]  # type: ignore[index]
        if kind == "plus":
            self.pick.add(b.key[1])  # type: ignore[index]
            self._changed()
            return None
        if kind == "minus":
            self.pick.remove(b.key[1])  # type: ignore[index]
            self._changed()
            return None
        if kind == "take":
            return self._take(pos)
        if kind == "karma":
            self._karma_key(pos)
            return None
        if kind == "end":
            return self._submit(Action.make(self._seat(), "end_turn"), pos)
        return None

    def _take(self, pos: tuple[int, int]) -> Action | None:
        if self.pick.blind is not None:
            return self._submit(self.pick.blind, pos)
        if not self.pick.active and self.pick.takes:
            return self._submit(self.pick.takes[0], pos)
        return self._submit(self.pick.action(self._seat()), pos)

    def _place(self, die_id: str, target: tuple[int, int], pos: tuple[int, int],
               snap: tuple[str, pygame.Rect, pygame.Rect] | None = None) -> Action | None:
        owner, k = target
        action = Action.make(self._seat(), "place", die=die_id, owner=owner, token=k)
        result = self._submit(action, pos, snap)
        if result is not None:
            self.selected = None
        return result

    def _gesture(self, g: Gesture) -> Action | None:
        self._mouse = g.pos
        kind, what = g.item
        centre = self.lay.centre
        if kind == "die":
            home = self._home_rect(what)
            if g.kind == "click":
                self.selected = None if self.selected == what else what
                if self.selected is not None:
                    self.ctx.status("Now click a glowing token — or press K (right-click) for karma.")
                return None
            at = pygame.Rect(g.drop_topleft, home.size)
            target = self.lay.drop_at(g.pos)
            if target is None:
                self._snap_back(what, at, home)
                return None
            result = self._place(what, target, g.pos, (what, at, home))
            if result is not None:
                self._drop_from[what] = at
            return result
        if kind == "chip":
            if g.kind == "click" or centre.tray.collidepoint(g.pos):
                if not self.pick.add(what):
                    self._say(f"The bushel has no more {what} dice for this take.", g.pos)
                self._changed()
            return None
        if kind == "picked":
            if g.kind == "click" or not centre.tray.collidepoint(g.pos):
                self.pick.remove(what)
                self._changed()
            return None
        return None

    def _home_rect(self, die_id: str) -> pygame.Rect:
        rolled = self._rolled()
        rects = self.lay.centre.tray_rects(len(rolled))
        for die, r in zip(rolled, rects):
            if die["id"] == die_id:
                return r
        return pygame.Rect(self.lay.centre.tray.center, (1, 1))

    # ----- keys -------------------------------------------------------------------------------
    def _key(self, event: pygame.event.Event) -> Action | None:
        key = event.key
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        centre = self.lay.centre
        at = centre.tray.center
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.cancel_choice()
            return None
        if self.menu is not None:
            return self._menu_key(key, at)
        if not self._acting():
            return None
        kind = self._kind()
        if kind == "take_dice":
            if key in _COLOUR_KEYS:
                col = _COLOUR_KEYS[key]
                (self.pick.remove if shift else self.pick.add)(col)
                self._changed()
                return None
            if key in _ENTER or key == pygame.K_t:
                return self._take(at)
            return None
        rolled = self._rolled()
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB) and rolled:
            ids = [d["id"] for d in rolled]
            step = -1 if key == pygame.K_LEFT or (key == pygame.K_TAB and shift) else 1
            i = ids.index(self.selected) + step if self.selected in ids else (0 if step > 0 else -1)
            self.selected, self.focus = ids[i % len(ids)], None
            return None
        if key in (pygame.K_UP, pygame.K_DOWN):
            spots = self._focus_spots()
            if spots:
                step = -1 if key == pygame.K_UP else 1
                i = spots.index(self.focus) + step if self.focus in spots else (0 if step > 0 else -1)
                self.focus = spots[i % len(spots)]
            return None
        if key in _ENTER and self.selected is not None and self.focus is not None:
            return self._place(self.selected, self.focus,
                               self.lay.panels[self.focus[0]].drops[self.focus[1]].center)
        if key == pygame.K_k:
            self._karma_key(at)
            return None
        if key == pygame.K_e:
            return self._submit(Action.make(self._seat(), "end_turn"), at)
        return None

    def cancel_choice(self) -> bool:
        """Esc (asked by the shell) or Backspace: a karma sub-menu goes back to the main list,
        else the menu closes, else the selected die and spot are dropped. Returns False when
        nothing was in progress (the shell then opens its pause menu)."""
        if self.menu is not None and self.menu.level != "main":
            self.menu.level, self.menu.focus = "main", 0
        elif self.menu is not None:
            self.menu = None
        elif self.selected is not None or self.focus is not None:
            self.selected, self.focus = None, None
        else:
            return False
        return True

    def _focus_spots(self) -> list[tuple[int, int]]:
        """Spots ↑/↓ walk through: the selected die's legal tokens, else every vine."""
        if self.selected is not None:
            return sorted(self.targets(self.selected))
        return [(o, k) for o, tokens in enumerate(self.view.get("tokens") or [])
                for k, vine in enumerate(tokens) if vine]

    def _karma_key(self, at: tuple[int, int]) -> None:
        if self.selected is not None and self._die(self.selected) is not None:
            self._open_menu(("die", self.selected), self._home_rect(self.selected))
        elif self.focus is not None and self.view["tokens"][self.focus[0]][self.focus[1]]:
            self._open_menu(("vine", *self.focus), self.lay.panels[self.focus[0]].drops[self.focus[1]])
        else:
            self._say("Choose a die first (click it, or ←/→), or a vine with ↑/↓; "
                      "right-click also opens karma.", at)

    def _menu_key(self, key: int, at: tuple[int, int]) -> Action | None:
        menu = self.menu
        if key in (pygame.K_UP, pygame.K_DOWN):
            menu.move(-1 if key == pygame.K_UP else 1)
            return None
        if key in _ENTER:
            return self._menu_choose(menu.focus, at)
        if key in _DIGITS and menu.level != "main":
            for i, entry in enumerate(menu.entries()):
                if entry.face == _DIGITS[key]:
                    return self._menu_choose(i, at)
        if key == pygame.K_k:
            self.menu = None
        return None
