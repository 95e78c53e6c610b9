"""What a gesture on The Big Fat Tomato Game's table means (a mixin of the table).

- When asked (a threat on you, another player's harvest): drag As You Sow or Big Fat Tomato,
  or Hot Tomatoes!, onto the table to answer (the plot concerned glows).
- Drag a hand card onto a plot: a threat onto a rival's (Ketchup also onto one's own plot when
  it is among the fullest), a protection card, fence, special or Big Fat Tomato onto one's own;
  As You Sow onto the lying threat to send back; a harvest booster onto the dice; Jump into the
  Compost onto the Compost Heap; at the discard step a card dragged onto the heap joins the
  raised ones (all of them go when End turn is pressed, or at once when the whole hand is on
  its way: rulebook, How to Play 6, discard what you no longer need).
- Click a card to raise it (for the discard), the own basket to recount (confirmed), the heap
  to browse it (also while others decide and once the game is over); the buttons skip, roll, take the harvest and end the turn; the dice:
  :mod:`.dice_piece`.
Only the engine's legal list decides: an Action that is not in it gets the rules' reason.
"""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from tabletop.engine import Action
from tabletop.games.big_fat_tomato.components import KIND
from tabletop.games.big_fat_tomato.table.words import discard_note, recount_prompt, where_it_goes
from tabletop.games.big_fat_tomato.table.words import window_refusal
from tabletop.tablekit.controller import ENTER_KEYS
from tabletop.tablekit.intents import ConfirmOn, Intent, Refusal, Zone

BOOSTERS = ("bumper_harvest", "watering_can")
ANSWERS = {"react": ("as_you_sow", "big_fat_tomato"), "hot_tomatoes": ("hot_tomatoes",)}
"""The cards that answer each question (the engine's ``react`` / ``hot_tomatoes`` actions)."""


class Recount(ConfirmOn):
    """A recount waiting for a second click on the basket (or Enter)."""

    cancelled = "No recount."

    def __init__(self, action: Action, basket: pygame.Rect, count: int | None) -> None:
        super().__init__(action, (pygame.Rect(basket),))
        self.count = count

    @property
    def prompt(self) -> str:
        return recount_prompt(self.count)


class Gestures:
    """The gesture half of the table (see the module docstring)."""

    view: dict[str, Any]
    legal: list[Action]
    raised: set[int]

    def card_key(self, index: int) -> str:
        """The kind of the ``index``-th card of the shown hand."""
        return self.view["hand"][index].split(".")[0]

    def zones(self) -> list[Zone]:
        out = []
        me = self.lay.bottom
        for i, rect in enumerate(self.threat_rects(me)):
            out.append(Zone(("chip", me, i), rect))
        out.append(Zone("dice", self.lay.dice))
        out.append(Zone("compost", self.lay.compost))
        for seat, box in self.lay.plots.items():
            out.append(Zone(("basket", seat), box.basket))
        for seat, box in self.lay.plots.items():
            out.append(Zone(("plot", seat), box.box))
        return out

    def _seat_of(self, zone: Hashable) -> int | None:
        return zone[1] if isinstance(zone, tuple) and zone[0] in ("plot", "basket", "chip") else None

    def card_intent(self, key: str, zone: Hashable | None) -> Intent:
        """What dropping a card of kind ``key`` on ``zone`` means."""
        me, kind = self.seat(), KIND[key]
        target = self._seat_of(zone)
        if self.window() is not None:
            return None if zone is None else self._answer_intent(key)
        if zone == "compost":
            if any(a.kind == "discard" for a in self.legal):
                return self.discard_action(extra=key)
            if key == "compost_jump":
                return Action.make(me, "special", card=key)
            return Refusal("Cards go onto the Compost Heap at the end of your turn.")
        if zone == "dice":
            return Action.make(me, "special", card=key) if key in BOOSTERS else Refusal(
                "Only Bumper Harvest and the Magic Watering Can go on the dice.")
        if target is None:
            return None
        if key == "hot_tomatoes":
            return Action.make(me, "hot_tomatoes")   # the rules say when it may be played
        if kind.type == "threat":
            return Action.make(me, "threaten", card=key, target=target)
        if target != me:
            return Refusal(where_it_goes(key))
        if kind.type in ("protection", "fence"):
            return Action.make(me, "protect", card=key)
        if kind.type == "special":
            return Action.make(me, "special", card=key)
        if key == "big_fat_tomato":
            return Action.make(me, "defend", card=key)
        if key == "as_you_sow":
            return self._sow_intent(zone)
        return Refusal(where_it_goes(key))

    def window(self) -> str | None:
        """The question the acting seat is asked now (``"react"``, ``"hot_tomatoes"``) or None."""
        dec = self.view.get("decision")
        if dec is not None and dec["kind"] in ANSWERS and self.legal:
            return dec["kind"]
        return None

    def _answer_intent(self, key: str) -> Intent:
        """A card dropped on the table while the player is asked: the answer it makes."""
        question = self.window()
        if key not in ANSWERS[question]:
            return Refusal(window_refusal(key, question))
        if question == "react":
            return Action.make(self.seat(), "react", card=key)
        return Action.make(self.seat(), "hot_tomatoes")

    def window_plot(self) -> pygame.Rect | None:
        """The plot a question is about: the threatened plot, or the harvesting one."""
        frames = self.view.get("frames") or []
        if self.window() is None or not frames:
            return None
        seat = frames[-1].get("target", frames[-1].get("victim"))
        return self.lay.plots[seat].box if seat in self.lay.plots else None

    def _sow_intent(self, zone: Hashable) -> Intent:
        me = self.seat()
        threats = self.view["plots"][me]["threats"]
        fences = 1 if self.view["plots"][me]["fences"] else 0
        if isinstance(zone, tuple) and zone[0] == "chip" and zone[2] >= fences:
            key = threats[zone[2] - fences]["card"].split(".")[0]
            return Action.make(me, "defend", card="as_you_sow", threat=key)
        options = [a for a in self.legal if a.kind == "defend" and a["card"] == "as_you_sow"]
        if len(options) == 1:
            return options[0]
        if not options:      # the rules say why nothing can go back
            return Action.make(me, "defend", card="as_you_sow", threat=None)
        return Refusal("Drop As You Sow on the threat to send back.")

    def discard_action(self, extra: str | None = None) -> Action:
        """Discard the raised cards (and ``extra`` when it is not raised) and end the turn."""
        keys = [self.card_key(i) for i in sorted(self.raised)]
        if extra is not None and (self._drag_index() not in self.raised):
            keys.append(extra)
        return Action.make(self.seat(), "discard", cards=sorted(keys))

    def _drag_index(self) -> int | None:
        item = self.drag.item if self.drag.pressed else None
        return item[1] if isinstance(item, tuple) and item[0] == "card" else None

    def drop(self, key: Hashable, zone: Hashable | None, gesture: Any) -> Intent:
        if key == "dice":
            return self.dice_drop(zone)
        if zone == "compost" and any(a.kind == "discard" for a in self.legal) \
                and self.window() is None:
            self.raised.add(key[1])
            self.rebuild_buttons()
            if len(self.raised) >= len(self.view["hand"]):
                return self.discard_action()      # nothing more to discard: the turn ends
            self.ctx.status(discard_note(len(self.raised)))
            return None
        return self.card_intent(self.card_key(key[1]), zone)

    def click_piece(self, key: Hashable, pos: tuple[int, int]) -> Intent:
        index = key[1]
        self.raised.symmetric_difference_update({index})
        return None

    def click_zone(self, zone: Hashable | None, pos: tuple[int, int]) -> Intent:
        me = self.seat()
        if zone == ("basket", me) or zone == ("plot", me) and self.lay.plots[me].basket.collidepoint(pos):
            action = Action.make(me, "recount")
            if action not in self.legal:
                return action          # refused with the rules' reason
            return Recount(action, self.lay.plots[me].basket, self.view["plots"][me]["basket"])
        if zone == "compost" and self.view["compost"]:
            self.browsing = not self.browsing
        return None

    def press_popup(self, pos: tuple[int, int]) -> tuple[bool, Intent]:
        """The spy's pick, then the open Compost Heap browser (a press closes it); when this
        seat may not act (a bot's turn, the game over), a press on the heap still opens it:
        its cards are public, and looking plays nothing."""
        taken, action = self.spy_press(pos)
        if taken:
            return True, action
        if self.browsing:
            self.browsing = False
            return True, None
        if not self.acting() and self.lay.compost.collidepoint(pos) and self.view["compost"]:
            self.browsing = True
            return True, None
        return False, None

    def cancel_selection(self) -> bool:
        if self.raised or self.browsing:
            self.raised, self.browsing = set(), False
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> Action | None:
        keys = {pygame.K_r: "roll", pygame.K_t: "take_harvest", pygame.K_s: "skip",
                pygame.K_c: "recount"}
        action = None
        if event.key in ENTER_KEYS:
            action = self.main_action()
        elif event.key in keys:
            action = Action.make(self.seat(), keys[event.key])
        elif event.key == pygame.K_e:
            action = self.discard_action()
        elif pygame.K_1 <= event.key <= pygame.K_9 and self.spy_from() is not None:
            action = self.spy_action(event.key - pygame.K_1)
        return None if action is None else self.submit(action, self.key_point(), "key")

    def glow_rects(self) -> list[pygame.Rect]:
        """Where the card being dragged may go (or the hint's place)."""
        if isinstance(self.confirming, Recount):
            return list(self.confirming.zones)
        if self.drag.dragging and self.drag.item == "dice":
            return self.dice_glow()
        index = self._drag_index()
        if index is None or not self.drag.dragging:
            return self._hint_rects()
        key = self.card_key(index)
        if self.window() is not None:
            place = self.window_plot()
            intent = self._answer_intent(key)
            return [place] if place is not None and intent in self.legal else []
        out = []
        for zone in self.zones():
            intent = self.card_intent(key, zone.key)
            if isinstance(intent, Action) and intent in self.legal and zone.key[0] != "basket":
                out.append(zone.rect)
        return out

    def _hint_rects(self) -> list[pygame.Rect]:
        a = self.hint_action
        if a is None:
            return []
        card = self._hint_card(a)
        if a.kind == "threaten":
            return [self.lay.plots[a["target"]].box] + card
        discarding = any(b.kind == "discard" for b in self.legal)   # the heap takes discards
        if a.kind == "special" and a["card"] in BOOSTERS + ("compost_jump",)[discarding:]:
            return [self.lay.dice if a["card"] in BOOSTERS else self.lay.compost] + card
        if a.kind in ("protect", "special", "defend", "recount"):
            return [self.lay.plots[a.seat].box] + card
        if a.kind in ("react", "hot_tomatoes"):
            place = self.window_plot()
            return ([place] if place is not None else []) + card
        return [b.rect for b in self._buttons if b.key == a]

    def _hint_card(self, action: Action) -> list[pygame.Rect]:
        """The hand card a hinted action plays (lit with its target)."""
        key = "hot_tomatoes" if action.kind == "hot_tomatoes" else action.get("card")
        hand = [c.split(".")[0] for c in self.view.get("hand") or []]
        return [self.hand_rects()[hand.index(key)]] if key in hand else []
