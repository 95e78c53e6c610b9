"""The TomaToss table on the table kit: what each gesture on the festival board, the hand and
the tomato tokens means (drag a token to a space; raise cards, then drop on a target; Shift or
the Quick badge for a quick toss, confirmed by a second click or Enter; raised cards onto the
discard pile over the hand limit; Pass). Keys: :mod:`.keys`; words and drawing: :mod:`.looks`.
The kit checks each intent against the legal list and refuses with the engine's reason.
Source: TomaToss rulebook, Gameplay (Pick up, Toss, Quick toss!, Hand limit).
"""

from __future__ import annotations

import logging
from typing import Any, Hashable

import pygame

from tabletop.engine import Action
from tabletop.games.tomatoss.components import SPACES, TOKENS_PER_TURN
from tabletop.games.tomatoss.table import anim, gestures, keys
from tabletop.games.tomatoss.table.draw import StaticLayer
from tabletop.games.tomatoss.table.layout import SCALE_RANGE, Layout, compute_layout
from tabletop.games.tomatoss.table.looks import Looks
from tabletop.games.tomatoss.table.paint import Painter
from tabletop.games.tomatoss.table.gestures import Pending, UiState
from tabletop.tablekit.auto_layout import AutoLayout
from tabletop.tablekit.controller import KitTable
from tabletop.tablekit.drag import Gesture
from tabletop.tablekit.hand import CURSOR_COMMANDS, group_rects
from tabletop.tablekit.intents import Intent, Piece, Refusal, Zone
from tabletop.tablekit.kept_slots import filled_slots, slots_after
from tabletop.tablekit.seat_view import per_seat
from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.table_base import TableContext
from tabletop.tablekit.table_button import TableButton

log = logging.getLogger(__name__)


class Table(Looks, AutoLayout, KitTable):
    """The TomaToss table (see the module docstring; drawing: :class:`.looks.Looks`).

    Args:
        ctx: what the shell lends (game, images, fonts, sounds, settings, seat names, status,
            explain).
    """

    opaque = True   # the static layer paints the wood over the whole rect: no shell background
    drawn_kinds = frozenset({"place_token", "discard"})   # every TomaToss decision

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.painter = Painter(ctx)
        self.static = StaticLayer(self.painter, list(ctx.seat_names))
        self.ui = UiState()
        self._bottom = 0
        self._view_serial = 0
        self._taken_slot: int | None = None
        self._chance_cache: dict[tuple[int, tuple[int, ...]], float | None] = {}

    # ----- contract -----------------------------------------------------------------------
    def _players(self, view: dict[str, Any] | None = None) -> int:
        view = self.view if view is None else view
        return int(view.get("players") or len(view.get("hand_sizes") or [1]))

    def layout_key(self) -> tuple[int, int, float]:
        """The seating (players, the seat at the bottom) and the card size setting."""
        return self._players(), self._bottom, self._scale()

    def make_layout(self) -> Layout:
        return compute_layout(self.rect, self._players(), self._bottom, self._scale())

    def _scale(self) -> float:
        """The card size setting (``card_scale``), clamped as the layout clamps it."""
        return self.setting("card_scale", 1.0, *SCALE_RANGE)

    def show(self, view: dict[str, Any], viewer: int | None, legal: list[Action],
             last_action: Action | None = None) -> None:
        """A new view (see :class:`TableBase`); starts the flights for ``last_action``."""
        prev, prev_viewer = self.view, self.viewer
        bottom = viewer if viewer is not None else self._bottom
        self._bottom = bottom if 0 <= bottom < self._players(view) else 0
        super().show(view, viewer, legal, last_action)
        self.ui.reset()
        old_slots = self.ui.tray_slots
        same_turn = prev is not None and prev.get("current") == view.get("current")
        self.ui.tray_slots = slots_after(old_slots, same_turn, int(view.get("tokens_left") or 0),
                                         self._taken_slot, TOKENS_PER_TURN)
        gone = [k for k in old_slots if k not in self.ui.tray_slots] if same_turn else []
        self._taken_slot = None
        self._chance_cache.clear()
        self._view_serial += 1
        self.rebuild_buttons()
        if self.lay is not None and prev is not None and last_action is not None \
                and not self.relaid and prev_viewer == viewer:
            self._animate(prev, view, last_action, gone)

    def _animate(self, prev: dict[str, Any], view: dict[str, Any], last: Action,
                 gone: list[int]) -> None:
        dropped = next((r for k, r in self.dropped.items() if k[0] == "token"), None)
        try:       # the token flies from where it was let go, else from the slot it left
            plan = anim.plan(prev, view, last, self.lay, self.painter, self._show_hand(),
                             self.ctx.settings.get("animation_speed"), dropped,
                             gone[0] if len(gone) == 1 else None)
        except (KeyError, IndexError, TypeError, ValueError):  # pictures only: never fatal
            log.exception("no animation for %s", last)
            plan = anim.Plan()
        self.play_plan(plan)

    def cancel_selection(self) -> bool:
        """Esc with no quick toss waiting: drop a selected token and raised cards (True), or
        say there was nothing to drop (False: the shell opens its menu). A waiting quick toss
        goes first, alone (the kit's :meth:`cancel_choice`): its raised cards stay raised, as
        the in-app rules say, so a second Esc lowers them."""
        if not self.ui.token_selected and not self.ui.raised:
            return False
        self._cancel_choices()
        self.ctx.status("")
        return True

    @property
    def pending(self) -> Pending | None:
        """The quick toss waiting for its confirming click, if any."""
        return self.confirming if isinstance(self.confirming, Pending) else None

    def test_zones(self) -> dict[str, Any]:
        """Kinds for ``zone_rect(kind, i=0)``: ``"pickup"``/``"target"`` (drop zones of space
        i), ``"token"`` (the i-th unplaced token of the seat to play), ``"hand"`` (bottom hand
        card i, as drawn), ``"discard"``, ``"tomato_deck"``, ``"target_deck"``, ``"quick"``
        (Quick badge of space i), ``"side_button"`` (Discard/Pass), ``"panel"`` (seat i)."""
        lay, cur = self.lay, self.view.get("current")
        tokens = [lay.tray_slot(cur, k) for k in self._slots()] if cur in lay.trays else []
        return {"pickup": lay.pickup_zone, "target": lay.toss_zone, "discard": lay.discard,
                "token": tokens, "hand": self._hand_rects(),
                "tomato_deck": lay.tomato_deck, "target_deck": lay.target_deck,
                "side_button": lay.side_button, "quick": lay.quick_buttons, "panel": lay.panels}

    # ----- state helpers ------------------------------------------------------------------
    def _show_hand(self) -> bool:
        return self.viewer is not None and self.viewer == self._bottom \
            and self.view is not None and self.view.get("hand") is not None

    def _hand(self) -> list[int]:
        return list(self.view.get("hand") or []) if self._show_hand() else []

    def _hand_rects(self) -> list[pygame.Rect]:
        if self._show_hand():
            return self.lay.hand_rects(len(self._hand()), self.ui.raised)
        return self.lay.hand_rects(per_seat(self.view, "hand_sizes", self._bottom, 0))

    def _slots(self) -> tuple[int, ...]:
        """The tray slots holding the unplaced tokens of the seat to play, left to right."""
        return filled_slots(self.ui.tray_slots, int((self.view or {}).get("tokens_left") or 0))

    def acting(self) -> bool:
        """True when the bottom seat is the one asked to choose (its legal list is non-empty)."""
        return bool(self.legal) and self.legal[0].seat == self._bottom and self._show_hand()

    def seat(self) -> int:
        return self.legal[0].seat if self.legal else self._bottom

    def _raised(self) -> list[int]:
        return self.ui.raised_values(self._hand())

    def _chance(self, space: int, values: list[int]) -> float | None:
        key = (space, tuple(values))
        if key not in self._chance_cache:
            try:        # a helper, not a rule: no chance shown rather than a crash
                self._chance_cache[key] = float(self.ctx.game.quick_toss_chance(self.view, space,
                                                                                values))
            except Exception:   # no such helper (AttributeError), or it failed
                self._chance_cache[key] = None
        return self._chance_cache[key]

    def _cancel_choices(self) -> None:
        self.confirming = None
        self.ui.token_selected = False
        self.ui.raised.clear()
        self.rebuild_buttons()

    # ----- what gestures mean -------------------------------------------------------------
    def zones(self) -> list[Zone]:
        """The drop zones in hit order: each toss space then its pick-up space, then the
        discard pile (a little wider than the card)."""
        lay = self.lay
        out = [Zone((kind, i), rect) for i in range(SPACES)
               for kind, rect in (("target", lay.toss_zone(i)), ("pickup", lay.pickup_zone(i)))]
        return out + [Zone(("discard", 0), lay.discard.inflate(lay.card[0] // 4, lay.card[1] // 8))]

    def pieces(self) -> list[Piece]:
        """The unplaced tokens (while placing) over the hand cards, topmost first."""
        out: list[Piece] = []
        cur = int(self.view.get("current", self._bottom))
        if self.decision_kind() == "place_token" and cur in self.lay.trays:
            out += [Piece(("token", k), self.lay.tray_slot(cur, k)) for k in reversed(self._slots())]
        rects = self._hand_rects()
        return out + [Piece(("card", i), rects[i]) for i in reversed(range(len(rects)))]

    def press_button(self, button: TableButton, pos: tuple[int, int]) -> Intent:
        """A Quick badge asks for its quick toss; Discard discards the raised cards; Pass."""
        kind, space = button.key  # type: ignore[misc]
        if kind == "pass":
            return Action.make(self.seat(), "no_effect")
        return self._meant(("target", space) if kind == "quick" else ("discard", 0), True)

    def _meant(self, zone: tuple[str, int], quick: bool, slot: int | None = None) -> Intent:
        """What a gesture on ``zone`` with the raised cards means (:func:`.gestures.intended`;
        ``quick``: a quick toss, ``slot``: the tray slot of a dropped token), a quick toss
        asked first (:meth:`_ask_quick`)."""
        return self._ask_quick(gestures.intended(self.seat(), zone, self._raised(), quick,
                                                 self.decision_kind()), slot)

    def _ask_quick(self, action: Action | None, slot: int | None = None) -> Intent:
        """First step of a quick toss: the chance shows and the kit waits for the confirming
        click (on the toss space or its badge) or Enter. Any other action is meant as it is."""
        if action is None or action.kind != "quick_toss" or action not in self.legal:
            return action                     # refused by the kit with the engine's reason
        space = int(action["space"])
        return Pending(action, self._chance(space, list(action["values"])),
                       (self.lay.toss_zone(space), self.lay.quick_buttons[space]), slot)

    def click_zone(self, zone: Hashable | None, pos: tuple[int, int]) -> Intent:
        """Click-click: a selected token (or raised cards while discarding) then a space."""
        if zone is not None and (self.ui.token_selected or
                                 (zone[0] == "discard" and self.decision_kind() == "discard")):
            return self._meant(zone, self.shift_held())
        self.ui.token_selected = False
        return None

    def click_piece(self, key: Hashable, pos: tuple[int, int]) -> Intent:
        kind, idx = key  # type: ignore[misc]
        if kind == "token":
            self.ui.token_selected = not self.ui.token_selected
            if self.ui.token_selected:
                self.ctx.status("Now click a space for the token (or drag it there).")
        else:
            self._toggle_raise(idx)
        return None

    def drop(self, key: Hashable, zone: Hashable | None, gesture: Gesture) -> Intent:
        kind, idx = key  # type: ignore[misc]
        if zone is None:
            return None
        if kind == "card" and zone[0] == "pickup":
            return Refusal("Cards go onto a target or the discard pile; drag a token to pick up.")
        # A plain drop anywhere on a toss space, its Quick badge included, is a normal toss;
        # a quick toss is asked for deliberately: Shift held, a click on the badge, Shift+key.
        return self._meant(zone, self.shift_held(), idx if kind == "token" else None)

    def accepted(self, action: Action, gesture: Gesture | None) -> None:
        """Remember the placed token's slot (the others keep theirs)."""
        self.ui.token_selected = False
        if gesture is not None and gesture.item[0] == "token":
            self._taken_slot = gesture.item[1]
        elif self.pending is not None and self.pending.action == action:
            self._taken_slot = self.pending.slot

    def refusal_reason(self, action: Action, how: str) -> str:
        space = action.get("space")
        then = f"press {keys.TOSS_CAPS[space]} again" if how == "key" and action.kind == "toss" \
            and isinstance(space, int) and 0 <= space < SPACES else "drop the token on the target"
        return gestures.reason(action, self.legal, self.view or {}, self.ctx.explain, then)

    def drag_started(self, key: Hashable) -> None:
        """Dragging a card that was not raised raises it (it moves with the raised ones)."""
        if key[0] == "card" and key[1] not in self.ui.raised:  # type: ignore[index]
            self.ui.raised.add(key[1])  # type: ignore[index]
            self.rebuild_buttons()

    def on_right_click(self, pos: tuple[int, int]) -> None:
        self._cancel_choices()

    def glide_back(self, key: Hashable, at: pygame.Rect, home: pygame.Rect,
                   ms: float) -> list[Flight]:
        """A token glides to its slot; dragged cards glide back into the hand together."""
        lay = self.lay
        if key[0] == "token":  # type: ignore[index]
            start = pygame.Rect(at.topleft, (lay.token, lay.token))
            return [Flight(self.painter.token(lay.token), start, home, ms, hide=("tray", key[1]))]
        rects = self._hand_rects()
        return [Flight(self.painter.tomato(v, r.size), r, rects[i], ms, hide=("hand", i))
                for i, v, r in self._group(key[1], at.topleft)]

    def _group(self, grabbed: int, topleft: tuple[int, int]) -> list[tuple[int, int, Any]]:
        """The raised cards around hand card ``grabbed`` put at ``topleft``: (index, value,
        rect) each (:func:`~tabletop.tablekit.hand.group_rects`)."""
        hand = self._hand()
        return [(i, hand[i], r) for i, r in group_rects(self._hand_rects(), self.ui.raised,
                                                        grabbed, topleft) if i < len(hand)]

    def _toggle_raise(self, idx: int) -> None:
        if not self.acting() or not 0 <= idx < len(self._hand()):
            return
        self.ui.raised.symmetric_difference_update({idx})
        self.confirming = None
        self.rebuild_buttons()

    def on_key(self, event: pygame.event.Event) -> Action | None:
        shift = self.shift_held() or bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        cmd = keys.KEYS.command(event.key, shift, decision=self.decision_kind(),
                                pending=self.confirming is not None)
        if cmd is None:
            return None
        name, n = cmd
        at = self.key_point()
        if name == "cancel":        # the waiting quick toss, else the token and raised cards
            self.cancel_choice()
            return None
        if not self.acting():
            return None
        seat, lay = self.seat(), self.lay
        if name in CURSOR_COMMANDS:
            card = self.ui.cursor(name, n, len(self._hand()))
            if card is not None:
                self._toggle_raise(card)
        elif name in ("pick_up", "toss", "quick"):     # as a drop on the space would be
            zone = ("pickup", n) if name == "pick_up" else ("target", n)
            intent = self._meant(zone, name == "quick")
            if isinstance(intent, Pending) and self.confirming is not None \
                    and self.confirming.action == intent.action:
                intent = intent.action                   # the same key again throws
            return self.resolve(intent, (lay.pickup_zone(n) if name == "pick_up"
                                         else lay.toss_zone(n)).center, how="key")
        elif name == "discard":
            return self.submit(Action.make(seat, "discard", values=self._raised()),
                               lay.discard.center, "key")
        elif name == "pass":
            return self.submit(Action.make(seat, "no_effect"), at, "key")
        return None
