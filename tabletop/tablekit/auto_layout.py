"""A table's layout kept up to date by the kit: :class:`AutoLayout`.

Every game's table lays itself out from the same few things: the table's rect and what its
view says about the seating (how many players, which seat sits at the bottom), sometimes a
setting (TomaToss's card size). Each table used to compare those by hand in ``layout``,
``show`` and ``on_update`` and decide when to lay out again; this mixin does it once. A table
says what its layout depends on (:meth:`AutoLayout.layout_key`) and how to build it
(:meth:`AutoLayout.make_layout`); the kit builds it again whenever the rect or that key
changes, between views as well as on a resize or a changed setting, and says so
(:attr:`AutoLayout.relaid`).
"""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from tabletop.engine import Action


class AutoLayout:
    """Mix in before :class:`~tabletop.tablekit.controller.KitTable` (``class Table(AutoLayout,
    KitTable)``) and override :meth:`layout_key` and :meth:`make_layout`.

    ``self.lay`` is then None while there is no view or the rect is empty, else the result of
    :meth:`make_layout` for the current rect and :meth:`layout_key`.

    Attributes:
        relaid: True when the last :meth:`show` built a new layout (the rect or the key
            changed since the previous view): pieces cannot fly from where the previous
            view drew them, so a table plays no animation plan then.
    """

    relaid: bool = False
    _laid_for: Any = None

    def layout_key(self) -> Hashable:
        """What the layout depends on besides ``self.rect`` (read from ``self.view``, the
        viewer, settings): e.g. ``(players, bottom_seat)``. Default: nothing."""
        return None

    def make_layout(self) -> Any:
        """The layout for ``self.rect`` (window pixels) and ``self.view`` (never None here);
        ``self.lay`` still holds the previous layout (or None), to carry over what must
        survive a resize."""
        raise NotImplementedError

    def on_relayout(self) -> None:
        """A new layout arrived outside :meth:`show` (a resize, a changed setting): flights,
        glide-backs and the press in the old geometry have ended and the buttons are rebuilt.
        Drop what else belongs to the old geometry here (an open menu, rolling dice)."""

    def sync_layout(self, between_views: bool = False) -> bool:
        """Build the layout again when the rect or :meth:`layout_key` changed; True when it
        did. Called by the kit (a game calls it only after changing what the key reads).
        Outside a view change (``between_views`` False) the moving pieces land at once, the
        drag ends, the buttons are rebuilt and :meth:`on_relayout` runs."""
        if self.view is None or self.rect.width <= 0 or self.rect.height <= 0:
            self.lay, self._laid_for = None, None
            return False
        key = (tuple(self.rect), self.layout_key())
        if self.lay is not None and key == self._laid_for:
            return False
        self.lay, self._laid_for = self.make_layout(), key
        if not between_views:
            self.flights.finish_all()
            self.snapbacks.finish_all()
            self.drag.cancel()
            self.rebuild_buttons()
            self.on_relayout()
        return True

    def layout(self, rect: pygame.Rect) -> None:
        """The kit's :meth:`layout`, then the layout for the new rect."""
        super().layout(rect)
        self.sync_layout()

    def show(self, view: dict[str, Any], viewer: int | None, legal: list[Action],
             last_action: Action | None = None) -> None:
        """The kit's :meth:`show`, then the layout for the new view (:attr:`relaid`); the
        game's ``show`` rebuilds its buttons after its own state."""
        super().show(view, viewer, legal, last_action)
        self.relaid = self.sync_layout(between_views=True)

    def update(self, dt_ms: float) -> None:
        """The kit's :meth:`update`, after a layout for a changed key (a setting)."""
        self.sync_layout()
        super().update(dt_ms)
