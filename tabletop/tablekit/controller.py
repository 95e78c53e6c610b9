"""The interactive-table controller every game's table stands on (:class:`KitTable`).

A game's table subclasses :class:`KitTable`, declares what can be picked up
(:meth:`KitTable.pieces`), where it can go (:meth:`KitTable.zones`) and its buttons
(:meth:`KitTable.make_buttons`), and answers what a gesture *intends* (an engine Action, a
:class:`~tabletop.tablekit.intents.Confirm`, a :class:`~tabletop.tablekit.intents.Refusal` or
None). The kit does the rest, the same way on every table:

- event dispatch (mouse, keys, Shift, window leave / focus loss), ordered hit-testing (popup,
  buttons, pieces topmost first, zones), drag tracking with a 6 px threshold;
- drop -> intent -> legal check against the engine's legal list -> on refusal the engine's
  one-line reason (``ctx.explain``), the refusal sound, a bubble (:mod:`.feedback`) and the
  piece gliding home (~200 ms);
- confirmations (a second click on the place, or Enter; anything else cancels);
- the hint (``hint_action``, kept until the next view), the static-layer cache
  (:mod:`.layer`), the animation plan (:mod:`.plan`), flights and glide-backs;
- the test handles ``zone_rect``, ``button_labels``, ``message``, ``banner``.

A drag never outlives its button: it is cancelled (the piece glides home) when the pointer
leaves the window, the window loses focus, a motion event shows no button held (a real move:
``rel`` not (0, 0); SDL's own warp events carry no buttons), or a new press arrives while it
is still live (source: issue 12, "a drag stays live when the button is released
outside the window"). Source: architecture guide, lessons 11 (drag, click-click and keys give
the same Action) and 15 (a table kit that owns input and feedback once). How-to:
docs/tablekit.md.
"""

from __future__ import annotations

from typing import Any, Hashable, Sequence

import pygame

from tabletop.engine import Action
from tabletop.tablekit import palette
from tabletop.tablekit.drag import DragTracker, Gesture
from tabletop.tablekit.feedback import Feedback
from tabletop.tablekit.hooks import TableHooks
from tabletop.tablekit.intents import Confirm, Intent, Piece, Refusal
from tabletop.tablekit.layer import LayerCache
from tabletop.tablekit.pieces import blit_glow, place_tip, spot_around
from tabletop.tablekit.plan import Plan
from tabletop.tablekit.sprites import FlightGroup
from tabletop.tablekit.table_base import TableBase, TableContext
from tabletop.tablekit.table_button import TableButton
from tabletop.tablekit.tween import scaled_duration

GLIDE_MS = 200
"""A refused piece's glide home, in milliseconds at animation speed 1."""
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
SHIFT_KEYS = (pygame.K_LSHIFT, pygame.K_RSHIFT)
_LEAVE_EVENTS = tuple(getattr(pygame, name) for name in ("WINDOWLEAVE", "WINDOWFOCUSLOST",
                                                         "WINDOWMINIMIZED")
                      if hasattr(pygame, name))


def cycle(items: Sequence[Any], current: Any, step: int) -> Any:
    """Keyboard focus: the item ``step`` (+1/-1) after ``current`` in ``items``, wrapping;
    from no focus (``current`` not in ``items``) +1 gives the first and -1 the last.

    Raises:
        IndexError: ``items`` is empty.
    """
    items = list(items)
    if not items:
        raise IndexError("nothing to focus")
    i = items.index(current) + step if current in items else (0 if step > 0 else -1)
    return items[i % len(items)]


class KitTable(TableHooks, TableBase):
    """A game's interactive table (override the hooks; see docs/tablekit.md).

    Args:
        ctx: what the shell lends (:class:`~tabletop.tablekit.table_base.TableContext`).

    Attributes a subclass reads: ``view``, ``viewer``, ``legal`` (from :meth:`show`),
    ``lay`` (the game's own layout; None until laid out), ``drag`` (the live press),
    ``flights`` / ``snapbacks`` (moving pictures), ``feedback`` (bubble and banner),
    ``hint_action``, ``confirming`` (the :class:`Confirm` waiting, or None), ``dropped``
    (piece key -> the window rect where it was let go, for the accepted drop that led to the
    view being shown: a plan starts that piece's flight there), ``layer``
    (the static-layer cache), ``_buttons`` (the drawn buttons), ``_mouse`` (last pointer
    position, window pixels; (-1, -1) before any).
    """

    drag_threshold = 6
    """Pixels of motion before a press counts as a drag (less is a click)."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.lay: Any = None
        self.drag = DragTracker(threshold=self.drag_threshold)
        self.flights = FlightGroup()
        self.snapbacks = FlightGroup()
        self.feedback = Feedback(ctx.status, ctx.play_sound)
        self.layer = LayerCache()
        self.hint_action: Action | None = None
        self.confirming: Confirm | None = None
        self._buttons: list[TableButton] = []
        self._mouse: tuple[int, int] = (-1, -1)
        self._shift = False
        self._pressed: Piece | None = None
        self.dropped: dict[Hashable, pygame.Rect] = {}
        self._dropping: dict[Hashable, pygame.Rect] = {}

    # ----- what the kit does --------------------------------------------------------------------
    def rebuild_buttons(self) -> None:
        """Ask :meth:`make_buttons` again (after any change of choice)."""
        self._buttons = list(self.make_buttons()) if self.ready() else []

    def layout(self, rect: pygame.Rect) -> None:
        """Lay out inside ``rect`` (window pixels); a live drag is dropped. Subclasses set
        ``self.lay`` after calling this."""
        super().layout(rect)
        self.drag.cancel()

    def show(self, view: dict[str, Any], viewer: int | None, legal: list[Action],
             last_action: Action | None = None) -> None:
        """A new view (see :class:`TableBase`): flights end, the press, confirmation and hint
        are dropped, and (after an action) the old bubble goes."""
        self.flights.finish_all()
        self.snapbacks.finish_all()
        self.dropped, self._dropping = self._dropping, {}
        super().show(view, viewer, legal, last_action)
        self.drag.cancel()
        self.confirming = None
        self.hint_action = None
        if last_action is not None:
            self.feedback.clear()

    def play_plan(self, plan: Plan) -> None:
        """Start ``plan``: its flights, each sound once, its banner."""
        for flight in plan.flights:
            self.flights.add(flight)
        for name in dict.fromkeys(plan.sounds):
            self.ctx.play_sound(name)
        if plan.banner:
            self.feedback.announce(plan.banner, plan.banner_seat)

    def handle_event(self, event: pygame.event.Event) -> Action | None:
        """Mouse and key gestures -> an Action from ``self.legal``, or None."""
        if not self.ready():
            return None
        kind = event.type
        if kind in _LEAVE_EVENTS or (kind == pygame.ACTIVEEVENT
                                     and not getattr(event, "gain", 1)):
            self.cancel_drag()
            return None
        if kind in (pygame.KEYDOWN, pygame.KEYUP) and getattr(event, "key", None) in SHIFT_KEYS:
            self._shift = kind == pygame.KEYDOWN
            return None
        if kind == pygame.KEYDOWN:
            if self.confirming is not None and event.key in ENTER_KEYS:
                return self.submit(self.confirming.action, self.key_point(), "key")
            return self.on_key(event)
        if kind == pygame.MOUSEMOTION:
            held, rel = getattr(event, "buttons", None), getattr(event, "rel", (1, 1))
            if self.drag.pressed and held is not None and not any(held) and any(rel):
                self.cancel_drag()     # released outside the window: nothing was let go here
            self._motion(event.pos)
            return None
        button = getattr(event, "button", 1)
        if kind == pygame.MOUSEBUTTONDOWN and button == 1:
            return self._press(event.pos)
        if kind == pygame.MOUSEBUTTONDOWN and button == 3:
            self.cancel_drag()
            self.on_right_click(event.pos)
            return None
        if kind == pygame.MOUSEBUTTONUP and button == 1:
            gesture = self.drag.release(event.pos)
            return None if gesture is None else self._gesture(gesture)
        return None

    def setting(self, name: str, default: float, low: float, high: float) -> float:
        """A numeric setting from ``ctx.settings`` (``card_scale``, ``animation_speed``...)
        clamped to ``low``..``high``; ``default`` when missing or not a number."""
        try:
            value = float(self.ctx.settings.get(name, default))
        except (TypeError, ValueError):
            value = default
        return min(high, max(low, value))

    def shift_held(self) -> bool:
        """True while a Shift key is down (tracked from events, or the keyboard state)."""
        return self._shift or bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)

    def key_point(self) -> tuple[int, int]:
        """Where a key's bubble shows when the key has no place of its own (the middle)."""
        return (self.rect.centerx, self.rect.centery)

    def cancel_drag(self) -> None:
        """Drop the live press; a dragged piece glides home."""
        if self.drag.dragging and self._pressed is not None:
            home = pygame.Rect(self._pressed.rect)
            self._glide_home(self.drag.item, pygame.Rect(self.drag.piece_topleft, home.size),
                             home)
        self.drag.cancel()
        self._pressed = None

    def _motion(self, pos: tuple[int, int]) -> None:
        self._mouse = (int(pos[0]), int(pos[1]))
        if self.drag.motion(pos):
            self.confirming = None
            self.drag_started(self.drag.item)
        self.on_motion(self._mouse)

    def _press(self, pos: tuple[int, int]) -> Action | None:
        self._mouse = (int(pos[0]), int(pos[1]))
        if self.drag.pressed:
            self.cancel_drag()         # a press whose release never came (outside the window)
        waiting = self.confirming
        if waiting is not None:
            if waiting.hit(pos):
                return self.submit(waiting.action, pos)
            self.confirming = None
            self.confirm_dropped(waiting)
        taken, intent = self.press_popup(pos)
        if taken:
            return self.resolve(intent, pos)
        if not self.acting():
            return None
        for button in self._buttons:
            if self.button_hit(button, pos):
                return self.resolve(self.press_button(button, pos), pos)
        for piece in self.pieces():
            if piece.rect.collidepoint(pos):
                self._pressed = piece
                self.drag.press(piece.key, pos, piece.rect.topleft)
                return None
        return self.resolve(self.click_zone(self.zone_at(pos), pos), pos)

    def _gesture(self, gesture: Gesture) -> Action | None:
        self._mouse = gesture.pos
        if gesture.kind == "click":
            self._pressed = None
            return self.resolve(self.click_piece(gesture.item, gesture.pos), gesture.pos)
        intent = self.drop(gesture.item, self.zone_at(gesture.pos), gesture)
        result = self.resolve(intent, gesture.pos, gesture, "drop")
        self._pressed = None
        return result

    def resolve(self, intent: Intent, at: tuple[int, int], gesture: Gesture | None = None,
                how: str = "click") -> Action | None:
        """Carry out ``intent`` from a gesture ending at ``at`` (window pixels): submit an
        Action (:meth:`submit`), wait for a :class:`Confirm`, say a :class:`Refusal`; a drop
        (``gesture``) that did not go through glides its piece home."""
        if isinstance(intent, Action):
            return self.submit(intent, at, how, gesture)
        if isinstance(intent, Confirm):
            if intent.action not in self.legal:
                return self.submit(intent.action, at, how, gesture)
            self.confirming = intent
            self.ctx.status(intent.prompt)
        elif isinstance(intent, Refusal):
            self.feedback.refuse(intent.text, at)
        self._glide_gesture(gesture)
        return None

    def submit(self, action: Action, at: tuple[int, int], how: str = "click",
               gesture: Gesture | None = None) -> Action | None:
        """Return ``action`` when it is in the legal list (the bubble and confirmation go);
        otherwise show :meth:`refusal_reason` at ``at`` with the refusal sound, glide the
        dropped piece home, and return None."""
        if action in self.legal:
            if gesture is not None and gesture.kind == "drop" and self._pressed is not None:
                self._dropping = {gesture.item: pygame.Rect(gesture.drop_topleft,
                                                            self._pressed.rect.size)}
            self.accepted(action, gesture)
            self.confirming = None
            self.feedback.clear()
            self.ctx.status("")
            return action
        self.feedback.refuse(self.refusal_reason(action, how), at)
        self._glide_gesture(gesture)
        return None

    def _glide_gesture(self, gesture: Gesture | None) -> None:
        if gesture is None or gesture.kind != "drop" or self._pressed is None:
            return
        home = pygame.Rect(self._pressed.rect)
        self._glide_home(gesture.item, pygame.Rect(gesture.drop_topleft, home.size), home)

    def _glide_home(self, key: Hashable, at: pygame.Rect, home: pygame.Rect) -> None:
        ms = scaled_duration(GLIDE_MS, self.ctx.settings.get("animation_speed"))
        for flight in self.glide_back(key, at, home, ms):
            self.snapbacks.add(flight)

    def refuse(self, action: Action | None, reason: str) -> None:
        """The shell refused ``action`` (it plays the sound): show ``reason`` near the pointer."""
        pos = self._mouse if self._mouse[0] >= 0 else self.key_point()
        self.feedback.say(reason, pos)

    @property
    def busy(self) -> bool:
        """True while pieces fly or a moment is held (:meth:`hold_for`): the shell waits
        before the next bot move (and the hot-seat result hold's clock stands still)."""
        return self.flights.busy or getattr(self, "_held_ms", 0) > 0

    def hold_for(self, ms: float) -> None:
        """Keep the table busy for ``ms`` more milliseconds (at least): a moment to read, e.g.
        a banner telling news (Potato Tomato's BURNT! and ROTATE), before bots go on."""
        self._held_ms = max(getattr(self, "_held_ms", 0), float(ms))

    @property
    def needs_frames(self) -> bool:
        """True while flights or glide-backs move, a timed bubble or banner is up, a press or
        drag is on, or :meth:`moving_by_itself` (a game's own timer)."""
        fb = self.feedback
        return (self.busy or self.snapbacks.busy or fb.message is not None
                or fb.banner is not None or self.drag.pressed or self.moving_by_itself())

    def moving_by_itself(self) -> bool:
        """A game's own per-frame change (a countdown...) is running: keep drawing frames.
        Default False; a table whose :meth:`on_update` changes what it draws overrides it."""
        return False

    def update(self, dt_ms: float) -> None:
        """Advance flights, glide-backs and the timed words by ``dt_ms`` milliseconds, then
        the game's :meth:`on_update`."""
        self.flights.update(dt_ms)
        self.snapbacks.update(dt_ms)
        self.feedback.update(dt_ms)
        self._held_ms = max(0.0, getattr(self, "_held_ms", 0) - dt_ms)
        self.on_update(dt_ms)

    def on_update(self, dt_ms: float) -> None:
        """The game's own per-frame step (after the kit's)."""

    def hint(self, action: Action) -> None:
        """Highlight ``action`` (``hint_action``) until the next view."""
        self.hint_action = action

    def cancel_choice(self) -> bool:
        """Esc: drop a waiting confirmation (its ``cancelled`` line shows), else
        :meth:`cancel_selection`."""
        waiting = self.confirming
        if waiting is not None:
            self.confirming = None
            self.confirm_dropped(waiting)
            return True
        return self.cancel_selection()

    def confirm_dropped(self, waiting) -> None:
        """A waiting confirmation was dropped (Esc, a press elsewhere): its ``cancelled`` line
        shows; a game may also undo what led to it (TomaToss lowers the raised cards)."""
        self.ctx.status(waiting.cancelled)

    def draw(self, surface: pygame.Surface) -> None:
        """Static layer, marks, flights, the game's moving things, glide-backs, the dragged
        piece, popups, the tooltip, then the refusal bubble."""
        if not self.ready():
            return
        self.layer.blit(surface, self.rect, self.static_key(), self.render_static,
                        self.layer_owner())
        self.draw_marks(surface)
        self.flights.draw(surface)
        self.draw_moving(surface)
        self.snapbacks.draw(surface)
        if self.drag.dragging:
            self.draw_piece(surface, self.drag.item, self.drag.piece_topleft)
        self.draw_popups(surface)
        text_cache, cache = self.bubble_caches()
        tip = None
        if self.feedback.message is None and self.confirming is None and not self.drag.dragging \
                and self._mouse[0] >= 0:
            tip = self.tooltip_at(self._mouse)
        if tip is not None:
            panel = self.tooltip_style().panel(text_cache, cache, tip[0], palette.CARD_STOCK,
                                               palette.INK)
            surface.blit(panel, self._tip_spot(tip, panel.get_size()))
        self.feedback.draw_message(surface, text_cache, cache, self.bubble_style(), self.rect,
                                   self.keep_clear())

    def _tip_spot(self, tip: tuple, size: tuple[int, int]) -> pygame.Rect:
        """Where tooltip ``tip`` (from :meth:`tooltip_at`) of ``size`` goes: above its anchor
        (below with a third item True), inside the table; with a fourth item, the rect of the
        thing it describes, never over that thing (the other side of it, else beside it)."""
        about = tip[3] if len(tip) > 3 else None
        spot = place_tip(size, tip[1], self.rect, len(tip) > 2 and bool(tip[2]), about)
        bar = getattr(self, "bar_rect", None)   # the shell's choice bar lies over the table
        if bar is None or not spot.colliderect(bar):
            return spot
        piece = about if about is not None else pygame.Rect(tip[1], (1, 1))
        return spot_around(size, piece, self.rect, [bar])

    def tooltip_rect(self) -> pygame.Rect | None:
        """Test handle: where the tooltip for the pointer goes now (None: no tooltip)."""
        tip = self.tooltip_at(self._mouse) if self._mouse[0] >= 0 else None
        if tip is None:
            return None
        text_cache, cache = self.bubble_caches()
        panel = self.tooltip_style().panel(text_cache, cache, tip[0], palette.CARD_STOCK,
                                           palette.INK)
        return self._tip_spot(tip, panel.get_size())

    def glow(self, surface: pygame.Surface, rect: pygame.Rect, spread: int = 10,
             col: tuple[int, int, int] | None = None, radius: int | None = None) -> None:
        """A soft outline ``spread`` pixels around ``rect`` (GLOW unless ``col``; corner
        ``radius`` default max(4, width / 16)), cached in the bubble caches' surface cache."""
        blit_glow(surface, self.bubble_caches()[1], rect, spread, col, radius)

    # ----- test handles -------------------------------------------------------------------------
    @property
    def _layer(self) -> pygame.Surface | None:
        """The static layer's surface (tests compare it)."""
        return self.layer.surface

    def zone_rect(self, kind: str, *key: Any) -> pygame.Rect:
        """Window rect of a zone or piece, for tests and tools (kinds: :meth:`test_zones`).

        Raises:
            RuntimeError: nothing shown yet; KeyError: unknown kind or missing piece;
            IndexError: a bad index.
        """
        if not self.ready():
            raise RuntimeError("the table has no view or no rect yet")
        finders = self.test_zones()
        if kind not in finders:
            raise KeyError(kind)
        finder = finders[kind]
        if isinstance(finder, (list, tuple, dict)):     # rects by index (default 0) or key
            return pygame.Rect(finder[key[0] if key else 0])
        return pygame.Rect(finder(*key) if callable(finder) else finder)

    def button_labels(self) -> list[str]:
        """The labels of the buttons drawn on the table now."""
        return [b.label for b in self._buttons]

    @property
    def message(self) -> str:
        """The refusal reason on show ("" when none)."""
        return self.feedback.text

    def message_rect(self) -> pygame.Rect | None:
        """Where the refusal bubble is drawn now (window pixels; None when none)."""
        text_cache, cache = self.bubble_caches()
        return self.feedback.message_rect(text_cache, cache, self.bubble_style(), self.rect,
                                          self.keep_clear())

    @property
    def banner(self) -> str:
        """The banner on show ("" when none)."""
        return self.feedback.banner_text
