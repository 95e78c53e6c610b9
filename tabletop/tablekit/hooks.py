"""The hooks a game's table overrides on :class:`~tabletop.tablekit.controller.KitTable`,
with their defaults (a table that overrides none draws nothing and means nothing). The kit
calls them; a game never calls the kit's dispatch itself. How-to: docs/tablekit.md.
"""

from __future__ import annotations

from typing import Any, Hashable, Iterable

import pygame

from tabletop.engine import Action
from tabletop.tablekit.drag import Gesture
from tabletop.tablekit.feedback import BubbleStyle, engine_reason
from tabletop.tablekit.intents import Intent, Piece, Zone
from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.table_button import TableButton


class TableHooks:
    """Default hooks (mixed into :class:`~tabletop.tablekit.controller.KitTable`; they read
    ``view``, ``legal``, ``lay``, ``ctx`` and ``painter`` of the table)."""

    def ready(self) -> bool:
        """True when the table can take events and draw (a view and a layout)."""
        return self.view is not None and self.lay is not None

    def acting(self) -> bool:
        """True when the seat shown may act now (default: the legal list is not empty)."""
        return bool(self.legal)

    def seat(self) -> int:
        """The acting seat (the seat of the legal actions; default 0 when none)."""
        return self.legal[0].seat if self.legal else 0

    def decision_kind(self) -> str:
        """The kind of the decision the view shows (its ``decision.kind``; "" when none)."""
        return ((self.view or {}).get("decision") or {}).get("kind") or ""

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
        (``ctx.explain``), else a plain fallback (:func:`~.feedback.engine_reason`)."""
        return engine_reason(self.ctx.explain, action)

    def glide_back(self, key: Hashable, at: pygame.Rect, home: pygame.Rect,
                   ms: float) -> list[Flight]:
        """The flights taking piece ``key`` home from ``at`` (both window rects) in ``ms``
        milliseconds (default: none; a game draws its piece's picture)."""
        return []

    def cancel_selection(self) -> bool:
        """Esc with no confirmation waiting: drop a selection or menu and return True, or
        False when nothing was in progress (the shell opens its menu)."""
        return False

    def test_zones(self) -> dict[str, Any]:
        """Kind -> ``finder(*key) -> Rect`` for :meth:`zone_rect` (tests and tools); a finder
        may also be a Rect (one zone: any key), or a list or dict of rects (the key indexes
        it; a list's default index is 0)."""
        return {}

    def button_rect(self, key: Hashable) -> pygame.Rect:
        """A test handle: the rect of the button drawn now whose ``key``, first key part or
        label is ``key`` (window pixels).

        Raises:
            KeyError: no such button is drawn now.
        """
        for b in self._buttons:
            parts = b.key if isinstance(b.key, tuple) else (b.key,)
            if key in (b.key, parts[0] if parts else None, b.label):
                return b.rect
        raise KeyError(key)

    def keep_clear(self) -> list[pygame.Rect]:
        """Rects the refusal bubble never covers (window pixels; e.g. the players' name
        lines). Default: none."""
        return []

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

    def tooltip_at(self, pos: tuple[int, int]) -> tuple[str, tuple[int, int]] | None:
        """The tooltip for the pointer at ``pos``: ``(text, anchor)`` (the bubble's bottom
        centre, window pixels), or ``(text, anchor, True)`` (the anchor is its top centre: the
        bubble hangs below it), or ``(text, anchor, below, about)`` with ``about`` the rect of
        the thing it describes (the tip never covers it: the kit's ``pieces.place_tip``), or
        None. Always kept inside the table. Shown while nothing is dragged, no confirmation
        waits and no refusal bubble is up."""
        return None

    def tooltip_style(self) -> BubbleStyle:
        """How this table's tooltips look (cream, ink; default as :meth:`bubble_style`)."""
        return self.bubble_style()

    def bubble_caches(self) -> tuple[Any, Any]:
        """``(TextCache, SurfaceCache)`` for the bubble (default: ``self.painter``'s)."""
        painter = getattr(self, "painter")
        return painter.text, painter.cache
