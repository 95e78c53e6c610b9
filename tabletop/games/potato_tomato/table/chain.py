"""One drag, a whole move, on the Potato Tomato table (a mixin for the table).

Some moves take two choices in a row from the same seat: an action card to resolve and then
its target (PAIN & GAIN onto Ben), or two cards (SWAP: Chloé's card onto Dev's). Clicking
plays them in two clicks; a drag from the first onto the second plays both: the first choice
goes to the shell at once and the drop's place is kept; when the next view arrives and that
place is a legal choice for the same seat, the table posts :data:`CHAIN_EVENT` and answers it
with that choice, so the shell plays it like any click (nothing special in the shell). A place
that is not a legal choice then is forgotten without a word.

Glowing character cards of a ``pt:card`` choice and the token piles of the glowing players of
a ``pt:player`` choice are pieces: a click picks one (as before), a drag onto another card or
player picks it and then the place dropped on.
Source: issue 11, Table ("resolving actions by dragging from the row onto players or
characters"); architecture guide, lesson 11 (drag and click give the same Actions).
"""

from __future__ import annotations

import random
from typing import Hashable

import pygame

from tabletop.engine import Action
from tabletop.games.potato_tomato.cards import ACTIONS
from tabletop.games.potato_tomato.rows import LEFT, RIGHT, neighbour
from tabletop.games.potato_tomato.table import hints
from tabletop.tablekit.intents import Piece, Refusal
from tabletop.tablekit.sprites import Flight

CHAIN_EVENT = pygame.event.custom_type()
"""The event the table posts to itself to play the second half of a dragged move."""
TARGET_ZONES = ("card", "player")
LEAVE = tuple(getattr(pygame, n) for n in ("WINDOWLEAVE", "WINDOWFOCUSLOST") if hasattr(pygame, n))
"""Events after which the pointer is no longer over the table (a tester's tooltip lingered)."""
PLACES = {"pt:player": "on a player", "pt:card": "on a character card",
          "pt:side": "on your left or right neighbour"}
"""The decisions asking for the target a dragged action card is dropped on (what to say)."""
THROUGH = ("pt:effect",)
"""Decisions a kept drop waits through (which effect of a two-effect card: FUEL, OVERCOOK)."""


class ChainMixin:
    """Two-choice drags for :class:`~tabletop.games.potato_tomato.table.table.Table` (which
    owns ``view``, ``viewer``, ``legal``, ``lay``, ``painter``, ``kind()``, ``card_intent``
    and ``click_zone``)."""

    _chain: tuple[Hashable, tuple[int, int], int] | None = None
    _chained: Action | None = None

    def chain_to(self, zone: Hashable | None, pos: tuple[int, int]) -> None:
        """After the choice being submitted now, choose ``zone`` (a card or a player) too."""
        if zone is not None and zone[0] in TARGET_ZONES:
            self._chain = (zone, pos, self.seat())

    def chain_show(self) -> None:
        """Called at the end of every :meth:`show`: post :data:`CHAIN_EVENT` when the kept
        place is a legal choice of the same seat in the new view."""
        chain, self._chain, self._chained = self._chain, None, None
        if chain is None or not self.legal or self.seat() != chain[2]:
            return
        if self.kind() in THROUGH:   # a two-effect card: the drop waits for the effect choice
            self._chain = chain      # (a tester's FUEL dropped on Lisa asked for a player again)
            return
        intent = self.click_zone(chain[0], chain[1])
        if isinstance(intent, Action) and intent in self.legal:
            self._chained = intent
            pygame.event.post(pygame.event.Event(CHAIN_EVENT))

    def handle_event(self, event: pygame.event.Event) -> Action | None:
        """:data:`CHAIN_EVENT` gives the kept second choice (if still legal); any other event
        goes to the table kit."""
        if event.type == CHAIN_EVENT:
            action, self._chained = self._chained, None
            return action if action is not None and action in self.legal else None
        if event.type in LEAVE:   # the pointer left the window: its tooltip goes with it
            self._mouse = (-1, -1)
        return super().handle_event(event)

    def drop_action(self, card: str, zone: Hashable | None, pos: tuple[int, int]):
        """Action ``card`` of the draw row let go over ``zone``: when resolving it asks the
        viewer for a player or a character card, only a legal one of those takes it (resolve,
        then that target); the bare table or a wrong target is a :class:`Refusal` saying why,
        and the card glides home unresolved (a tester's BURN dropped on the wood was resolved
        with no target; ROTATE dropped on a wrong row was taken and the row forgotten).
        A card asking nothing else (or another kind of choice) resolves wherever dropped. The
        question it will ask is found by resolving it on a state dealt from the view
        (``game.determinize``): a target's legality is public (rows, reveals, tokens)."""
        resolve = self._find("resolve", card=card)
        game, seat = self.ctx.game, self.seat()
        try:
            after = game.apply(game.determinize(self.view, seat, random.Random(0)), resolve)
            dec = game.decision(after)
        except Exception:  # a look-ahead is a nicety: never let it break a drop
            return resolve
        if resolve is None or dec is None or seat not in dec.seats:
            return resolve
        name = ACTIONS[card].name
        if dec.kind == "pt:side":   # ROTATE, OVERVIEW: a neighbour's place picks the side
            return self._drop_side(resolve, name, zone, pos)
        if dec.kind in THROUGH and zone is not None and zone[0] in TARGET_ZONES:
            self.chain_to(zone, pos)   # its target once the effect is chosen (chain_show)
            return resolve
        if dec.kind not in PLACES:
            return resolve
        if zone is None or zone[0] not in TARGET_ZONES or (
                dec.kind == "pt:card" and zone[0] != "card"):
            return Refusal(f"Drop {name} {PLACES[dec.kind]} (or click it, then pick).")
        target = (Action.make(seat, "player", player=zone[1]) if dec.kind == "pt:player" else
                  Action.make(seat, "card", player=zone[1], slot=zone[2]))
        if target not in game.legal_actions(after, seat):
            why = game.explain_illegal(after, target) or "That target is not possible."
            return Refusal(f"{name}: {why}")
        self.chain_to(zone, pos)
        return resolve

    def _drop_side(self, resolve: Action, name: str, zone, pos):
        """``name`` (ROTATE, OVERVIEW: "the player on that side") let go over ``zone``: on a
        neighbour's panel or card, resolve it and then pick the side toward that neighbour;
        on the bare table, resolve it (the side is asked next); on anyone else, refused.
        Source: rulebook, ROTATE and OVERVIEW (left or right)."""
        if zone is None or zone[0] not in TARGET_ZONES:
            return resolve
        sides = self.sides()
        if zone[1] not in sides.values():
            names = " or ".join(f"{self.seat_word(p)} (your {s})" for s, p in sides.items())
            return Refusal(f"{name} goes left or right: drop it on {names}, or on the table "
                           "and pick a side.")
        self.chain_to(zone, pos)
        return resolve

    def bar_prompt(self, prompt: str, decision) -> str:
        """The choice bar's line: what MIX & MATCH's buttons do with the two cards just seen
        (:func:`~.hints.swap_prompt`), else the status bar's ``prompt``."""
        if not self.ready() or self.viewer not in decision.seats:
            return prompt
        names = self.view.get("names") or list(self.ctx.seat_names)
        return hints.swap_prompt(self.view, names) or prompt

    def sides(self) -> dict[str, int]:
        """The viewer's neighbours: side ("left", "right") -> seat (rows.neighbour)."""
        seat = self.seat()
        return {s: neighbour(self.view, seat, s) for s in (LEFT, RIGHT)}

    def seat_word(self, seat: int) -> str:
        """``seat``'s name as the table shows it."""
        names = self.view.get("names") or list(self.ctx.seat_names)
        return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"

    def side_intent(self, seat: int) -> Action | Refusal | None:
        """A click on (or a chained drop onto) ``seat``'s panel or card while a side is asked:
        the side toward that neighbour; anyone else is refused with the reason."""
        for side, other in self.sides().items():
            if other == seat:
                return self._find("side", side=side)
        return Refusal("Pick a side: click your left or right neighbour (or a button).")

    def off_target(self, key) -> Refusal:
        """What a piece let go on the bare table says (it glides home): where it goes, e.g.
        "Drop FORECAST on a character card (or click one)" (a tester's drop just slid back)."""
        what = ACTIONS[key[1]].name if key[0] == "resolving" else "it"
        place = PLACES.get(self.kind(), "on a glowing place")
        if key[0] == "pile":
            place = "on another glowing player"
        elif key[0] == "char":
            place = "on another glowing card"
        return Refusal(f"Drop {what} {place} (or click one).")

    # ----- glowing characters as pieces ---------------------------------------------------------
    def character_pieces(self) -> list[Piece]:
        """The glowing character cards of a ``pt:card`` choice, and the burn token piles of the
        glowing players of a ``pt:player`` choice (each may be dragged: TRANSFER's source onto
        its receiver, SIPHON's first player onto the second)."""
        if self.kind() == "pt:player":
            return [Piece(("pile", a["player"]), self.lay.tokens[a["player"]])
                    for a in self.legal if a.kind == "player"]
        if self.kind() != "pt:card":
            return []
        return [Piece(("char", a["player"], a["slot"]), self.lay.cards[(a["player"], a["slot"])])
                for a in self.legal if a.kind == "card"]

    def drop_pile(self, key, zone, pos: tuple[int, int]) -> Action | None:
        """Player ``key[1]``'s token pile let go over ``zone``: pick that player, then the
        zone's player (a drop on bare table picks nothing)."""
        if zone is None or zone[0] not in TARGET_ZONES:
            return self.off_target(key)
        if zone[1] != key[1]:
            self.chain_to(zone, pos)
        return self.player_intent(key[1])

    def drop_character(self, key, zone, pos: tuple[int, int]) -> Action | None:
        """Character ``key`` let go over ``zone`` at ``pos``: pick it, then the zone after it
        (a drop on bare table picks nothing and says so)."""
        if zone is None or zone[0] not in TARGET_ZONES:
            return self.off_target(key)
        if zone != ("card", key[1], key[2]):
            self.chain_to(zone, pos)
        return self.card_intent(key[1], key[2])

    def character_picture(self, key) -> pygame.Surface:
        """The picture of dragged ``key``: a character, its face to its owner, else its back;
        a token pile, one burn token."""
        if key[0] == "pile":
            size = min(self.lay.tokens[key[1]].height - 8, 40)
            return self.painter.token(max(14, size))
        rect = self.lay.cards[(key[1], key[2])]
        cell = self.view["rows"][key[1]][key[2]]
        if key[1] == self.viewer and cell.get("face"):
            return self.painter.face(cell["face"], rect.size)
        return self.painter.back(rect.size)

    def character_glide(self, key, at, home, ms) -> list[Flight]:
        """The flight taking a refused character ``key`` home."""
        return [Flight(self.character_picture(key), at, home, ms, hide=key)]

