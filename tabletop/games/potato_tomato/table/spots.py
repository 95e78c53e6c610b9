"""Where the Potato Tomato table's marks go (a mixin for the table): the Hint's glow on what
it lights (a card, the STOP button, the deck, a face-up action card, a panel or a hand), its
corner radius, and the cards already picked for the card being resolved (SWAP's first).
Source: docs/rules/potato_tomato.md (the table)."""

from __future__ import annotations

import pygame

from tabletop.engine import Action
from tabletop.games.potato_tomato.table.draw import PANEL_RADIUS


class SpotsMixin:
    """Hint and pick spots for :class:`~tabletop.games.potato_tomato.table.table.Table`
    (which owns ``view``, ``lay``, ``ready()`` and ``hand_rects()``)."""

    def spot_radius(self, spot: pygame.Rect) -> int | None:
        """The corner radius of a hint glow round ``spot`` (None: the kit's card default)."""
        if spot in self.lay.panels.values():
            return PANEL_RADIUS
        return max(4, spot.height // 3) if spot == self.lay.stop else None

    def picked_spots(self) -> list[pygame.Rect]:
        """The cards already picked for the action card being resolved (picks are public)."""
        frames = (self.view or {}).get("frames") or []
        if not frames or self.lay is None or not (self.view or {}).get("decision"):
            return []
        return [self.lay.cards[(p["player"], p["slot"])] for p in frames[-1].get("picks", [])
                if "slot" in p and (p["player"], p["slot"]) in self.lay.cards]

    def hint_spot(self, hint: Action | None) -> pygame.Rect | None:
        """Where the Hint's ``hint`` action lights up: its card, STOP button, deck, face-up
        action card, player panel or hand (a tester read "say STOP" with nothing lit)."""
        if hint is None or not self.ready():
            return None
        lay = self.lay
        if hint.kind in ("card", "reveal"):
            return lay.cards.get((hint["player"], hint["slot"]))
        if hint.kind == "resolve" and hint["card"] in self.view["drawn"]:
            return lay.drawn[self.view["drawn"].index(hint["card"])]
        if hint.kind == "player":
            return lay.panels.get(hint["player"])
        if hint.kind == "shape":
            return dict(self.hand_rects()).get(hint["shape"])
        return {"stop": lay.stop, "draw": lay.deck}.get(hint.kind)
