"""The TomaToss table: draws the festival board, decks, player boards, hands and tomato tokens,
and turns drags, clicks and keys into the engine's Actions.

Gestures (each has a click-click and a keyboard twin; source: architecture guide, lesson 11):
- drag a tomato token onto a pick-up space -> ``pick_up`` (or click a token, then the space;
  or keys 1/2/3);
- click hand cards to raise them, then drag the token (or the raised cards) onto a target ->
  ``toss`` with those values (keys Q/W/E);
- quick toss: hold Shift while dropping, or the "Quick" button on a toss space, or Shift+Q/W/E:
  the success chance (``game.quick_toss_chance``) shows first and a second click (or Enter,
  or the same key again) confirms -> ``quick_toss``;
- over the hand limit: raise the cards and drag them onto the discard pile, or the Discard
  button, or key D -> ``discard``; when nothing can be done, the Pass button or N ->
  ``no_effect``.
Legality comes only from the legal list handed to :meth:`show`; a refused drop glides back and
shows the engine's one-line reason (``ctx.explain``, filled by the shell with
``game.explain_illegal(state, action)``). Action kinds: tomatoss_rules brief. The rules the
gestures stand for: TomaToss rulebook, Gameplay (Pick up, Toss, Quick toss!, Hand limit).
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.tomatoss import table_anim, table_gestures as gestures, table_keys as keys
from tabletop.games.tomatoss.table_draw import StaticLayer
from tabletop.games.tomatoss.table_layout import SCALE_RANGE, Layout, compute_layout
from tabletop.games.tomatoss.table_overlay import draw_overlay, glow, zone_rect as _zone_rect
from tabletop.games.tomatoss.table_paint import Painter
from tabletop.games.tomatoss.table_uistate import Message, Pending, UiState, next_tray_slots
from tabletop.tablekit.drag import DragTracker, Gesture
from tabletop.tablekit.sprites import Flight, FlightGroup
from tabletop.tablekit.table_base import TableBase, TableContext
from tabletop.tablekit.tween import scaled_duration
from tabletop.tablekit.table_button import TableButton

_MESSAGE_MS = 3000.0
log = logging.getLogger(__name__)


class Table(TableBase):
    """The TomaToss table (see the module docstring for the gestures).

    Args:
        ctx: what the shell lends (game, images, fonts, sounds, settings, seat names, status,
            and optionally ``explain(action) -> str``).
    """

    opaque = True   # the static layer paints the wood over the whole rect: no shell background
    drawn_kinds = frozenset({"place_token", "discard"})   # every TomaToss decision

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.painter = Painter(ctx)
        self.static = StaticLayer(self.painter, list(ctx.seat_names))
        self.ui = UiState()
        self.drag = DragTracker(threshold=6)
        self.flights = FlightGroup()
        self.snapbacks = FlightGroup()
        self.lay: Layout | None = None
        self._bottom = 0
        self._shift = False
        self._layer: pygame.Surface | None = None
        self._layer_key: Any = None
        self._view_serial = 0
        self._buttons: list[TableButton] = []
        self._drop_from: pygame.Rect | None = None
        self._taken_slot: int | None = None
        self._mouse: tuple[int, int] = (-1, -1)
        self._chance_cache: dict[tuple[int, tuple[int, ...]], float | None] = {}

    # ----- contract -----------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """Lay out inside ``rect`` (window pixels); called at start and on every resize."""
        super().layout(rect)
        self.drag.cancel()
        self._relayout()

    def _relayout(self) -> None:
        if self.view is None or self.rect.width <= 0 or self.rect.height <= 0:
            self.lay = None
            return
        players = int(self.view.get("players") or len(self.view.get("hand_sizes") or [1]))
        self._bottom = self._bottom if 0 <= self._bottom < players else 0
        self.lay = compute_layout(self.rect, players, self._bottom, self._scale())
        self._rebuild_buttons()

    def _scale(self) -> float:
        """The card size setting (``card_scale``), clamped as the layout clamps it."""
        try:
            value = float(self.ctx.settings.get("card_scale", 1.0))
        except (TypeError, ValueError):
            value = 1.0
        lo, hi = SCALE_RANGE
        return min(hi, max(lo, value))

    def _scale_changed(self) -> bool:
        return self.lay is not None and abs(self.lay.card_scale - self._scale()) > 1e-9

    def show(self, view: dict[str, Any], viewer: int | None, legal: list[Action],
             last_action: Action | None = None) -> None:
        """A new view (see :class:`TableBase`); starts the flights for ``last_action``."""
        prev, prev_viewer, prev_lay = self.view, self.viewer, self.lay
        self.flights.finish_all()
        self.snapbacks.finish_all()
        super().show(view, viewer, legal)
        self.drag.cancel()
        self.ui.reset()
        old_slots = self.ui.tray_slots
        same_turn = prev is not None and prev.get("current") == view.get("current")
        self.ui.tray_slots = next_tray_slots(old_slots, same_turn,
                                             int(view.get("tokens_left") or 0), self._taken_slot)
        gone = [k for k in old_slots if k not in self.ui.tray_slots] if same_turn else []
        self._taken_slot = None
        self._chance_cache.clear()
        self._view_serial += 1
        players = int(view.get("players") or len(view.get("hand_sizes") or [1]))
        bottom = viewer if viewer is not None else self._bottom
        if not 0 <= bottom < players:
            bottom = 0
        if self.lay is None or bottom != self._bottom or self.lay.rect != self.rect \
                or len(self.lay.panels) != players or self._scale_changed():
            self._bottom = bottom
            self._relayout()
        else:
            self._rebuild_buttons()
        if self.lay is None:
            return
        same_seating = prev_lay is not None and prev_lay.bottom == self.lay.bottom \
            and prev_lay.rect == self.lay.rect and prev_viewer == viewer
        if prev is not None and same_seating and last_action is not None:
            try:
                plan = table_anim.plan(prev, view, last_action, self.lay, self.painter,
                                       self._show_hand(), self.ctx.settings.get("animation_speed"))
            except (KeyError, IndexError, TypeError, ValueError):  # pictures only: never fatal
                log.exception("no animation for %s", last_action)
                plan = table_anim.Plan()
            if self._drop_from is not None and plan.flights:
                plan.flights[0].tween.start = tuple(map(float, self._drop_from))
            elif len(gone) == 1 and plan.flights and prev.get("current") in self.lay.trays \
                    and last_action.kind in ("pick_up", "toss", "quick_toss"):
                start = self.lay.tray_slot(prev["current"], gone[0])  # from the slot it left
                plan.flights[0].tween.start = tuple(map(float, start))
            for f in plan.flights:
                self.flights.add(f)
            for name in dict.fromkeys(plan.sounds):
                self.ctx.play_sound(name)
        self._drop_from = None

    def handle_event(self, event: pygame.event.Event) -> Action | None:
        """Mouse and key gestures -> an Action from ``self.legal``, or None."""
        if self.view is None or self.lay is None:
            return None
        if event.type == pygame.KEYUP and event.key in (pygame.K_LSHIFT, pygame.K_RSHIFT):
            self._shift = False
            return None
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LSHIFT, pygame.K_RSHIFT):
                self._shift = True
                return None
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            if getattr(event, "button", 1) == 1:
                return self._press(event.pos)
            if getattr(event, "button", 1) == 3:
                self._cancel_choices()
            return None
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            gesture = self.drag.release(event.pos)
            return None if gesture is None else self._gesture(gesture)
        return None

    def refuse(self, action: Action | None, reason: str) -> None:
        """The engine refused ``action``: show ``reason`` on the table and in the status bar."""
        pos = self._mouse if self._mouse[0] >= 0 else (self.rect.centerx, self.rect.centery)
        self._say(reason, pos)

    @property
    def busy(self) -> bool:
        """True while cards or tokens are flying."""
        return self.flights.busy

    def update(self, dt_ms: float) -> None:
        """Advance flights, snap-backs and the refusal message by ``dt_ms`` milliseconds; a
        changed card size setting (the shell refreshes ``ctx.settings`` when the table is shown
        again) lays the table out anew."""
        if self._scale_changed():
            self.flights.finish_all()
            self.snapbacks.finish_all()
            self.drag.cancel()
            self._relayout()
        self.flights.update(dt_ms)
        self.snapbacks.update(dt_ms)
        if self.ui.message is not None:
            self.ui.message.ms -= dt_ms
            if self.ui.message.ms <= 0:
                self.ui.message = None

    def hint(self, action: Action) -> None:
        """Highlight the suggested space and cards until the next view."""
        self.ui.hint = action

    def cancel_choice(self) -> bool:
        """Esc: drop a pending quick toss (the raised cards stay raised, to toss them another
        way), else a selected token and raised cards (True), or say there was nothing to drop
        (False: the shell opens its menu)."""
        if self.ui.pending is None and not self.ui.token_selected and not self.ui.raised:
            return False
        if self.ui.pending is not None:
            self._drop_pending()
            self.ctx.status("Quick toss cancelled.")
            return True
        self._cancel_choices()
        self.ctx.status("")
        return True

    def _drop_pending(self) -> None:
        self.ui.pending = None
        self._taken_slot = None

    # ----- public helpers (tests, shell) --------------------------------------------------
    def zone_rect(self, kind: str, i: int = 0) -> pygame.Rect:
        """Window rect of a zone, for tests and tools.

        Args:
            kind: ``"pickup"``/``"target"`` (drop zones of space i), ``"token"`` (the i-th
                unplaced token of the seat to play), ``"hand"`` (bottom hand card i, as drawn),
                ``"discard"``, ``"tomato_deck"``, ``"target_deck"``, ``"quick"`` (Quick button
                of space i), ``"side_button"`` (Discard/Pass), ``"panel"`` (seat i's board).

        Raises:
            RuntimeError: nothing shown yet; KeyError: unknown kind; IndexError: bad index.
        """
        lay = self.lay
        if lay is None or self.view is None:
            raise RuntimeError("the table has no view or no rect yet")
        if kind in ("pickup", "target", "discard"):
            return _zone_rect(lay, (kind, i))
        if kind == "token":
            left = int(self.view.get("tokens_left") or 0)
            if not 0 <= i < left:
                raise IndexError(f"no unplaced token {i} (tokens left: {left})")
            return lay.tray_slot(int(self.view["current"]), self._slots()[i])
        if kind == "hand":
            return self._hand_rects()[i]
        if kind in ("tomato_deck", "target_deck", "side_button"):
            return pygame.Rect(getattr(lay, kind))
        if kind == "quick":
            return pygame.Rect(lay.quick_buttons[i])
        if kind == "panel":
            return pygame.Rect(lay.panels[i])
        raise KeyError(kind)

    def button_labels(self) -> list[str]:
        """The labels of the buttons drawn on the table now (Quick toss, Discard, Pass)."""
        return [b.label for b in self._buttons]

    @property
    def message(self) -> str:
        """The refusal reason on show ("" when none)."""
        return "" if self.ui.message is None else self.ui.message.text

    @property
    def pending(self) -> Pending | None:
        """The quick toss waiting for its confirming click, if any."""
        return self.ui.pending

    # ----- state helpers ------------------------------------------------------------------
    def _show_hand(self) -> bool:
        return self.viewer is not None and self.viewer == self._bottom \
            and self.view is not None and self.view.get("hand") is not None

    def _hand(self) -> list[int]:
        return list(self.view.get("hand") or []) if self._show_hand() else []

    def _hand_rects(self) -> list[pygame.Rect]:
        assert self.lay is not None and self.view is not None
        if self._show_hand():
            return self.lay.hand_rects(len(self._hand()), self.ui.raised)
        sizes = self.view.get("hand_sizes") or []
        return self.lay.hand_rects(sizes[self._bottom] if self._bottom < len(sizes) else 0)

    def _slots(self) -> tuple[int, ...]:
        """The tray slots holding the unplaced tokens of the seat to play, left to right."""
        left = int((self.view or {}).get("tokens_left") or 0)
        slots = self.ui.tray_slots
        return slots[:left] if len(slots) >= left else tuple(range(left))

    def _decision_kind(self) -> str | None:
        return ((self.view or {}).get("decision") or {}).get("kind")

    def _acting(self) -> bool:
        """True when the bottom seat is the one asked to choose (its legal list is non-empty)."""
        return bool(self.legal) and self.legal[0].seat == self._bottom and self._show_hand()

    def _seat(self) -> int:
        return self.legal[0].seat if self.legal else self._bottom

    def _raised(self) -> list[int]:
        return self.ui.raised_values(self._hand())

    def _chance(self, space: int, values: list[int]) -> float | None:
        key = (space, tuple(values))
        if key not in self._chance_cache:
            fn = getattr(self.ctx.game, "quick_toss_chance", None)
            try:
                self._chance_cache[key] = None if fn is None else float(fn(self.view, space, values))
            except Exception:  # a helper, not a rule: no chance shown rather than a crash
                self._chance_cache[key] = None
        return self._chance_cache[key]

    def _rebuild_buttons(self) -> None:
        """Quick toss buttons (for the raised cards), and the Discard / Pass button."""
        self._buttons = []
        self.ui.quick_labels.clear()
        lay = self.lay
        if lay is None or not self._acting():
            return
        values = tuple(self._raised())
        kind = self._decision_kind()
        for space, label in self._quick_badges(values).items():
            self.ui.quick_labels[space] = label
            self._buttons.append(TableButton(lay.quick_buttons[space], label, "gold",
                                             ("quick", space)))
        if kind == "discard":
            need = int(self.view.get("to_discard") or (len(self.legal[0]["values"]) if self.legal else 0))
            ok = Action.make(self._seat(), "discard", values=list(values)) in self.legal
            label = f"Discard {need}" if ok else f"Raise {need} to discard"
            self._buttons.append(TableButton(lay.side_button, label, "red", ("discard", 0), ok))
        if any(a.kind == "no_effect" for a in self.legal):
            self._buttons.append(TableButton(lay.side_button, "Pass (N)", "green", ("pass", 0)))

    def _quick_badges(self, values: tuple[int, ...]) -> dict[int, str]:
        """Space -> label of its "Quick NN%" badge for a quick toss of the raised ``values``.

        With cards raised, a space gets a badge whenever their quick toss is in the legal list
        (with ``forbid_hopeless`` off every quick toss is: source rules-decisions.md,
        TomaToss), a sure miss included as "Quick 0%". With nothing raised, a space shows
        "Quick 0%" only when every quick toss legal there is a sure miss, never while raising
        some cards would give a chance (the empty quick toss is then not the offer to make)."""
        out: dict[int, str] = {}
        for a in self.legal:
            if a.kind != "quick_toss" or tuple(a["values"]) != values:
                continue
            space = int(a["space"])
            chance = self._chance(space, list(values))
            if not values and chance is not None and chance <= 0 and any(
                    (self._chance(space, list(b["values"])) or 0) > 0 for b in self.legal
                    if b.kind == "quick_toss" and b["space"] == space):
                continue
            out[space] = "Quick toss" if chance is None else f"Quick {round(chance * 100)}%"
        return out

    def _hint_line(self) -> str:
        if self.view is None:
            return ""
        if self.caption:
            return self.caption
        if self.view.get("over"):
            return "The game is over."
        if not self._acting():
            dec = self.view.get("decision") or {}
            seats = dec.get("seats") or []
            if seats:
                who = self.static._name(self.view, seats[0])
                return f"{who} is playing…" if self._show_hand() or self.viewer is None \
                    else f"Waiting for {who}."
            return ""
        if self._decision_kind() == "discard":
            n = int(self.view.get("to_discard") or 0)
            cards, them = ("card", "it") if n == 1 else ("cards", "them")
            return (f"Hand limit 8: raise {n} {cards} and drag {them} onto the discard pile · "
                    "keys 1-9 or ←/→+Space raise · D discards")
        return ("Drag a token to a space · click cards to raise · Shift: quick toss · "
                "Keys 1-3 pick up · Q/W/E toss · ←/→ Space raise · N pass")

    def _hint_targets(self) -> tuple[set[tuple[str, int]], list[int]]:
        a = self.ui.hint
        if a is None:
            return set(), []
        if a.kind == "pick_up":
            return {("pickup", a["space"])}, []
        if a.kind in ("toss", "quick_toss"):
            return {("target", a["space"])}, list(a["values"])
        if a.kind == "discard":
            return {("discard", 0)}, list(a["values"])
        return set(), []

    # ----- gestures -----------------------------------------------------------------------
    def _zone_at(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        lay = self.lay
        assert lay is not None
        for i in range(3):
            if lay.toss_zone(i).collidepoint(pos):
                return ("target", i)
            if lay.pickup_zone(i).collidepoint(pos):
                return ("pickup", i)
        if lay.discard.inflate(lay.card[0] // 4, lay.card[1] // 8).collidepoint(pos):
            return ("discard", 0)
        return None

    def _hidden(self) -> set[Any]:
        hidden = self.flights.hidden() | self.snapbacks.hidden()
        if self.drag.dragging:
            item = self.drag.item
            if item[0] == "token":
                hidden.add(("tray", item[1]))
            elif item[0] == "card":
                hidden.update(("hand", i) for i in self.ui.raised)
        return hidden

    def _say(self, text: str, pos: tuple[int, int]) -> None:
        text = gestures.plain(text)
        if not text:
            return
        self.ui.message = Message(text, (int(pos[0]), int(pos[1]) - 8), _MESSAGE_MS)
        self.ctx.status(text)

    def _cancel_choices(self) -> None:
        self._taken_slot = None
        self.ui.pending = None
        self.ui.token_selected = False
        self.ui.raised.clear()
        self._rebuild_buttons()

    def _submit(self, action: Action, at: tuple[int, int], origin: pygame.Rect | None = None,
                piece: Any = None, then: str = "drop the token on the target") -> Action | None:
        """Return ``action`` when legal; otherwise say why (``then``: the gesture's second
        step, for a toss with no cards raised) and glide ``piece`` back."""
        if action in self.legal:
            self.ui.pending = None
            self.ui.token_selected = False
            self.ui.message = None
            self.ctx.status("")
            return action
        explain = getattr(self.ctx, "explain", None)
        self._say(gestures.reason(action, self.legal, self.view or {}, explain, then), at)
        if origin is not None and piece is not None:
            self._snap_back(piece, at, origin)
        return None

    def _snap_back(self, piece: tuple[Any, ...], at_topleft: tuple[int, int],
                   origin: pygame.Rect) -> None:
        """Glide the dragged piece from where it was dropped back home (~200 ms ease-out)."""
        lay = self.lay
        assert lay is not None
        ms = scaled_duration(200, self.ctx.settings.get("animation_speed"))
        if piece[0] == "token":
            start = pygame.Rect(at_topleft, (lay.token, lay.token))
            self.snapbacks.add(Flight(self.painter.token(lay.token), start, origin, ms,
                                      hide=("tray", piece[1])))
            return
        hand, rects = self._hand(), self._hand_rects()
        grab = rects[piece[1]] if 0 <= piece[1] < len(rects) else origin
        for i in sorted(self.ui.raised):
            if i < len(rects):
                r = rects[i]
                start = pygame.Rect(at_topleft[0] + r.x - grab.x, at_topleft[1] + r.y - grab.y,
                                    r.width, r.height)
                self.snapbacks.add(Flight(self.painter.tomato(hand[i], r.size), start, r, ms,
                                          hide=("hand", i)))

    def _ask_quick(self, action: Action, at: tuple[int, int]) -> Action | None:
        """First step of a quick toss: show the chance and wait for the confirming click."""
        if action not in self.legal:
            return self._submit(action, at)
        chance = self._chance(int(action["space"]), list(action["values"]))
        self.ui.pending = Pending(action, chance)
        self.ctx.status(self.ui.pending.prompt)
        return None

    def _press(self, pos: tuple[int, int]) -> Action | None:
        self._mouse = pos
        lay = self.lay
        assert lay is not None
        pending = self.ui.pending
        if pending is not None:
            space = pending.space
            if lay.toss_zone(space).collidepoint(pos) or lay.quick_buttons[space].collidepoint(pos):
                return self._submit(pending.action, pos)
            self.ui.pending = None
            self.ctx.status("Quick toss cancelled.")
        if not self._acting():
            return None
        for b in self._buttons:
            if b.key[0] == "quick":  # type: ignore[index]
                if lay.quick_zone(int(b.key[1])).collidepoint(pos):  # type: ignore[index]
                    return self._button(b, pos)
            elif b.hit(pos):
                return self._button(b, pos)
        if self._decision_kind() == "place_token" and self.view is not None:
            cur = int(self.view.get("current", self._bottom))
            for k in reversed(self._slots()):
                r = lay.tray_slot(cur, k) if cur in lay.trays else None
                if r is not None and r.collidepoint(pos):
                    self.drag.press(("token", k), pos, r.topleft)
                    return None
        rects = self._hand_rects()
        for i in reversed(range(len(rects))):
            if rects[i].collidepoint(pos):
                self.drag.press(("card", i), pos, rects[i].topleft)
                return None
        zone = self._zone_at(pos)
        if zone is not None and (self.ui.token_selected or
                                 (zone[0] == "discard" and self._decision_kind() == "discard")):
            action = gestures.intended(self._seat(), zone, self._raised(), self._shift_held(),
                                       self._decision_kind())
            if action is None:
                return None
            if action.kind == "quick_toss":
                return self._ask_quick(action, pos)
            return self._submit(action, pos)
        self.ui.token_selected = False
        return None

    def _button(self, b: TableButton, pos: tuple[int, int]) -> Action | None:
        kind, space = b.key  # type: ignore[misc]
        seat = self._seat()
        if kind == "quick":
            return self._ask_quick(Action.make(seat, "quick_toss", space=space,
                                               values=self._raised()), pos)
        if kind == "discard":
            return self._submit(Action.make(seat, "discard", values=self._raised()), pos)
        if kind == "pass":
            return self._submit(Action.make(seat, "no_effect"), pos)
        return None

    def _badge_at(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        """``("target", i)`` when ``pos`` is on toss space i's "Quick NN%" badge (a drop there
        asks for a quick toss, as Shift does), else None."""
        for b in self._buttons:
            if b.key[0] == "quick":  # type: ignore[index]
                space = int(b.key[1])  # type: ignore[index]
                if self.lay is not None and self.lay.quick_zone(space).collidepoint(pos):
                    return ("target", space)
        return None

    def _shift_held(self) -> bool:
        return self._shift or bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)

    def _motion(self, pos: tuple[int, int]) -> None:
        self._mouse = pos
        started = self.drag.motion(pos)
        if started and self.drag.item[0] == "card" and self.drag.item[1] not in self.ui.raised:
            self.ui.raised.add(self.drag.item[1])
            self._rebuild_buttons()
        if started:
            self.ui.pending = None

    def _gesture(self, g: Gesture) -> Action | None:
        self._mouse = g.pos
        kind, idx = g.item
        if g.kind == "click":
            if kind == "token":
                self.ui.token_selected = not self.ui.token_selected
                if self.ui.token_selected:
                    self.ctx.status("Now click a space for the token (or drag it there).")
            else:
                self._toggle_raise(idx)
            return None
        lay = self.lay
        assert lay is not None
        origin = (pygame.Rect(g.origin, (lay.token, lay.token)) if kind == "token"
                  else self._hand_rects()[idx] if idx < len(self._hand_rects()) else None)
        zone = self._zone_at(g.pos)
        if zone is None:
            if origin is not None:
                self._snap_back(g.item, g.drop_topleft, origin)
            return None
        if kind == "card" and zone[0] == "pickup":
            self._say("Cards go onto a target or the discard pile; drag a token to pick up.", g.pos)
            if origin is not None:
                self._snap_back(g.item, g.drop_topleft, origin)
            return None
        quick = self._shift_held() or self._badge_at(g.pos) == zone
        action = gestures.intended(self._seat(), zone, self._raised(), quick,
                                   self._decision_kind())
        if action is None:
            return None
        if action.kind == "quick_toss":
            result = self._ask_quick(action, g.pos)
            if kind == "token" and self.ui.pending is not None:
                self._taken_slot = idx   # the confirming click places this token
            if origin is not None:
                self._snap_back(g.item, g.drop_topleft, origin)
            return result
        result = self._submit(action, g.pos, origin, g.item)
        if result is not None and kind == "token":
            self._drop_from = pygame.Rect(g.drop_topleft, (lay.token, lay.token))
            self._taken_slot = idx
        return result

    def _toggle_raise(self, idx: int) -> None:
        if not self._acting() or not 0 <= idx < len(self._hand()):
            return
        self.ui.raised.symmetric_difference_update({idx})
        self.ui.pending = None
        self._rebuild_buttons()

    def _key(self, event: pygame.event.Event) -> Action | None:
        shift = self._shift_held() or bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        cmd = keys.command(event.key, shift, self._decision_kind(), self.ui.pending is not None)
        if cmd is None:
            return None
        name, n = cmd
        at = (self.rect.centerx, self.rect.centery)
        if name == "confirm" and self.ui.pending is not None:
            return self._submit(self.ui.pending.action, at)
        if name == "cancel":
            if self.ui.pending is not None:
                self._drop_pending()
                self.ctx.status("Quick toss cancelled.")
            else:
                self._cancel_choices()
            return None
        if not self._acting():
            return None
        seat, hand, lay = self._seat(), self._hand(), self.lay
        assert lay is not None
        focus = self.ui.focus
        if name == "focus" and hand:
            self.ui.focus = 0 if focus is None else (focus + n) % len(hand)
        elif name in ("toggle_focus", "raise_focus", "lower_focus") and focus is not None:
            up = focus in self.ui.raised
            if name == "toggle_focus" or (name == "raise_focus") != up:
                self._toggle_raise(focus)
        elif name == "toggle":
            self._toggle_raise(n)
        elif name == "pick_up":
            return self._submit(Action.make(seat, "pick_up", space=n), lay.pickup_zone(n).center)
        elif name == "toss":
            return self._submit(Action.make(seat, "toss", space=n, values=self._raised()),
                                lay.toss_zone(n).center, then=f"press {'QWE'[n]} again")
        elif name == "quick":
            action = Action.make(seat, "quick_toss", space=n, values=self._raised())
            if self.ui.pending is not None and self.ui.pending.action == action:
                return self._submit(action, lay.toss_zone(n).center)
            return self._ask_quick(action, lay.toss_zone(n).center)
        elif name == "discard":
            return self._submit(Action.make(seat, "discard", values=self._raised()),
                                lay.discard.center)
        elif name == "pass":
            return self._submit(Action.make(seat, "no_effect"), at)
        return None

    # ----- drawing ------------------------------------------------------------------------
    def _static_key(self, hidden: set[Any]) -> Any:
        return (self._view_serial, self.caption, self.rect.topleft, self.rect.size,
                self.ui.snapshot(), frozenset(hidden),
                tuple((b.label, b.enabled) for b in self._buttons))

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table into ``surface`` within ``self.rect``."""
        if self.view is None or self.lay is None:
            return
        lay = self.lay
        hidden = self._hidden()
        key = self._static_key(hidden)
        size = (self.rect.right, self.rect.bottom)
        if self._layer is None or self._layer.get_size() != size:
            self._layer = pygame.Surface(size).convert() if pygame.display.get_surface() \
                else pygame.Surface(size)
            self._layer_key = None
        if key != self._layer_key:
            zones, values = self._hint_targets()
            self.static.render(self._layer, lay, self.view, self.ui, hidden, self._show_hand(),
                               self._buttons, self._hint_line(), zones, values)
            if self.ui.hint is not None and self.ui.hint.kind == "no_effect":
                glow(self._layer, self.painter, lay.side_button, 8)
            self._layer_key = key
        surface.blit(self._layer, self.rect.topleft, area=self.rect)
        self._draw_overlay(surface, lay)
        self.flights.draw(surface)
        self.snapbacks.draw(surface)
        self._draw_dragged(surface, lay)

    def _draw_overlay(self, surface: pygame.Surface, lay: Layout) -> None:
        glow_zones: set[tuple[str, int]] = set()
        hover, hover_legal = None, False
        quick_spaces: list[int] = []
        hover_quick: int | None = None
        if self.drag.dragging:
            what = "token" if self.drag.item[0] == "token" else "cards"
            glow_zones = gestures.drop_zones(self.legal, what, self._raised())
            if what == "cards":
                glow_zones = {z for z in glow_zones if z[0] != "pickup"}
            hover = self._zone_at(self.drag.pos)
            quick_spaces = [int(b.key[1]) for b in self._buttons  # type: ignore[index]
                            if b.key[0] == "quick" and ("target", b.key[1]) in glow_zones]
            over_badge = self._badge_at(self.drag.pos)
            if over_badge is not None and over_badge[1] in quick_spaces:
                hover_quick, hover = over_badge[1], None
            elif hover is not None:
                hover_legal = hover in glow_zones
                glow_zones.discard(hover)
        tooltip = None
        if not self.drag.dragging and self._mouse[0] >= 0 and self.ui.message is None:
            tooltip = self._tooltip(self._mouse)
        draw_overlay(surface, self.painter, lay, self.view or {}, glow_zones=glow_zones,
                     hover=hover, hover_legal=hover_legal, pending=self.ui.pending,
                     message=self.ui.message, tooltip=tooltip, quick_spaces=quick_spaces,
                     hover_quick=hover_quick)

    def _tooltip(self, pos: tuple[int, int]) -> tuple[str, tuple[int, int]] | None:
        lay = self.lay
        assert lay is not None and self.view is not None
        for b in self._buttons:
            if b.key[0] == "quick" and b.rect.collidepoint(pos):  # type: ignore[index]
                space = b.key[1]  # type: ignore[index]
                values = self._raised()
                chance = self._chance(space, values)
                played = "+".join(map(str, values)) if values else "no cards"
                pct = "?" if chance is None else f"{round(chance * 100)}%"
                return (f"Quick toss with {played}: {pct} chance of success", (pos[0], b.rect.y - 4))
        for i, target in enumerate(self.view.get("targets") or []):
            if target is not None and lay.targets[i].collidepoint(pos):
                return (f"{target['text']}. Basic {target['basic']}, quick toss {target['quick']}.",
                        (lay.targets[i].centerx, lay.targets[i].y + 4))
        return None

    def _draw_dragged(self, surface: pygame.Surface, lay: Layout) -> None:
        if not self.drag.dragging:
            return
        kind, idx = self.drag.item
        if kind == "token":
            surface.blit(self.painter.token(lay.token), self.drag.piece_topleft)
            return
        hand, rects = self._hand(), self._hand_rects()
        if not 0 <= idx < len(rects):
            return
        grab = rects[idx]
        tx, ty = self.drag.piece_topleft
        for i in sorted(self.ui.raised):
            if i < len(rects):
                r = rects[i]
                surface.blit(self.painter.tomato(hand[i], r.size),
                             (tx + r.x - grab.x, ty + r.y - grab.y))
