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

from typing import Any, Callable, Hashable, Iterable, Sequence

import pygame

from tabletop.engine import Action
from tabletop.tablekit.drag import DragTracker, Gesture
from tabletop.tablekit.feedback import BubbleStyle, Feedback
from tabletop.tablekit.intents import Confirm, Intent, Piece, Refusal, Zone
from tabletop.tablekit.layer import LayerCache
from tabletop.tablekit.plan import Plan
from tabletop.tablekit.sprites import Flight, FlightGroup
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


class KitTable(TableBase):
    """A game's interactive table (override the hooks; see docs/tablekit.md).

    Args:
        ctx: what the shell lends (:class:`~tabletop.tablekit.table_base.TableContext`).

    Attributes a subclass reads: ``view``, ``viewer``, ``legal`` (from :meth:`show`),
    ``lay`` (the game's own layout; None until laid out), ``drag`` (the live press),
    ``flights`` / ``snapbacks`` (moving pictures), ``feedback`` (bubble and banner),
    ``hint_action``, ``confirming`` (the :class:`Confirm` waiting, or None), ``layer``
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

    # ----- hooks a game overrides -------------------------------------------------------------
    def ready(self) -> bool:
        """True when the table can take events and draw (a view and a layout)."""
        return self.view is not None and self.lay is not None

    def acting(self) -> bool:
        """True when the seat shown may act now (default: the legal list is not empty)."""
        return bool(self.legal)

    def seat(self) -> int:
        """The acting seat (the seat of the legal actions; default 0 when none)."""
        return self.legal[0].seat if self.legal else 0

    def make_buttons(self) -> list[TableButton]:
        """The buttons to draw now (called by :meth:`rebuild_buttons`)."""
        return []

    def button_hit(self, button: TableButton, pos: tuple[int, int]) -> bool:
        """True when a press at ``pos`` hits ``button`` (default: its enabled rect)."""
        return button.hit(pos)

    def pieces(self) -> Iterable[Piece]:
        """What a press may pick up now, topmost first (asked only while :meth:`acting`)."""
        return ()

    def zones(self) -> Iterable[Zone]:
        """The drop zones, in hit order (the first that holds the point wins)."""
        return ()

    def zone_at(self, pos: tuple[int, int]) -> Hashable | None:
        """The key of the zone at ``pos`` (window pixels), or None."""
        for zone in self.zones():
            if zone.rect.collidepoint(pos):
                return zone.key
        return None

    def press_popup(self, pos: tuple[int, int]) -> tuple[bool, Intent]:
        """A press while a popup (a menu) is open: ``(True, intent)`` when the popup took it
        (nothing else is hit-tested), ``(False, None)`` otherwise (default)."""
        return False, None

    def press_button(self, button: TableButton, pos: tuple[int, int]) -> Intent:
        """What a press on ``button`` intends."""
        return None

    def click_piece(self, key: Hashable, pos: tuple[int, int]) -> Intent:
        """A press and release on piece ``key`` without dragging (select it, raise it...)."""
        return None

    def click_zone(self, zone: Hashable | None, pos: tuple[int, int]) -> Intent:
        """A press on no button and no piece: ``zone`` is the zone there (None: bare table).
        Click-click placement goes here (a piece chosen, then its zone clicked)."""
        return None

    def drop(self, key: Hashable, zone: Hashable | None, gesture: Gesture) -> Intent:
        """Piece ``key`` was dragged and let go over ``zone`` (None: no zone). A refused or
        empty intent glides the piece home."""
        return None

    def drag_started(self, key: Hashable) -> None:
        """A press on piece ``key`` just became a drag (e.g. raise a card that was dragged)."""

    def on_motion(self, pos: tuple[int, int]) -> None:
        """The pointer moved to ``pos`` (tooltips, menu hover)."""

    def on_right_click(self, pos: tuple[int, int]) -> None:
        """Right button pressed at ``pos`` (menus, or drop the choices)."""

    def on_key(self, event: pygame.event.Event) -> Action | None:
        """A key press (Enter with a :class:`Confirm` waiting is the kit's). Use
        :meth:`resolve` / :meth:`submit` with a point for the bubble, and return the result."""
        return None

    def accepted(self, action: Action, gesture: Gesture | None) -> None:
        """``action`` passed the legal check and goes to the shell (``confirming`` is still
        the Confirm it came from, if any; ``gesture`` is the drop, if any)."""

    def refusal_reason(self, action: Action, how: str) -> str:
        """Why ``action`` is refused (``how``: "click", "drop", "key"): the engine's reason
        (``ctx.explain``), else a plain fallback."""
        try:
            text = self.ctx.explain(action) or ""
        except Exception:  # the engine's words are a nicety; never let them break the table
            text = ""
        return text or "That is not possible now."

    def glide_back(self, key: Hashable, at: pygame.Rect, home: pygame.Rect,
                   ms: float) -> list[Flight]:
        """The flights taking piece ``key`` home from ``at`` (both window rects) in ``ms``
        milliseconds (default: none; a game draws its piece's picture)."""
        return []

    def cancel_selection(self) -> bool:
        """Esc with no confirmation waiting: drop a selection or menu and return True, or
        False when nothing was in progress (the shell opens its menu)."""
        return False

    def test_zones(self) -> dict[str, Callable[..., pygame.Rect]]:
        """Kind -> ``finder(*key) -> Rect`` for :meth:`zone_rect` (tests and tools)."""
        return {}

    def static_key(self) -> Any:
        """A value that changes whenever the static layer must be redrawn."""
        return None

    def layer_owner(self) -> Any:
        """An object whose replacement means a full static render (default: ``self.lay``)."""
        return self.lay

    def render_static(self, surface: pygame.Surface, full: bool) -> None:
        """Draw the still parts into ``surface`` (``full`` False: the last render is there)."""

    def draw_marks(self, surface: pygame.Surface) -> None:
        """Glows and hover marks over the static layer, under flights (hint, legal drops)."""

    def draw_moving(self, surface: pygame.Surface) -> None:
        """The game's own moving things, over flights and under glide-backs."""

    def draw_piece(self, surface: pygame.Surface, key: Hashable,
                   topleft: tuple[int, int]) -> None:
        """Draw dragged piece ``key`` with its top-left at ``topleft``."""

    def draw_popups(self, surface: pygame.Surface) -> None:
        """Menus, banners, prompts and tooltips (under the refusal bubble)."""

    def bubble_style(self) -> BubbleStyle:
        """How this table's refusal bubble looks (default: 16 px, 420 px wide)."""
        return BubbleStyle()

    def bubble_caches(self) -> tuple[Any, Any]:
        """``(TextCache, SurfaceCache)`` for the bubble (default: ``self.painter``'s)."""
        painter = getattr(self, "painter")
        return painter.text, painter.cache

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
            self.ctx.status(waiting.cancelled)
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
        """True while pieces fly (the shell waits before the next bot move)."""
        return self.flights.busy

    def update(self, dt_ms: float) -> None:
        """Advance flights, glide-backs and the timed words by ``dt_ms`` milliseconds, then
        the game's :meth:`on_update`."""
        self.flights.update(dt_ms)
        self.snapbacks.update(dt_ms)
        self.feedback.update(dt_ms)
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
            self.ctx.status(waiting.cancelled)
            return True
        return self.cancel_selection()

    def draw(self, surface: pygame.Surface) -> None:
        """Static layer, marks, flights, the game's moving things, glide-backs, the dragged
        piece, popups, then the refusal bubble."""
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
        self.feedback.draw_message(surface, text_cache, cache, self.bubble_style(), self.rect)

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
        return pygame.Rect(finders[kind](*key))

    def button_labels(self) -> list[str]:
        """The labels of the buttons drawn on the table now."""
        return [b.label for b in self._buttons]

    @property
    def message(self) -> str:
        """The refusal reason on show ("" when none)."""
        return self.feedback.text

    @property
    def banner(self) -> str:
        """The banner on show ("" when none)."""
        return self.feedback.banner_text
