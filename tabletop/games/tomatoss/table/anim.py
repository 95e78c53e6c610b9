"""Which pieces fly where after an action: compare the previous view with the new one.

View-only: the new view is already final; flights only show the way there, and every flight
hides the piece at its destination until it lands (so nothing is drawn twice). Durations are
150-300 ms ease-out, divided by the ``animation_speed`` setting (art-direction.md, Feel).
What moves follows the rulebook's Gameplay section: a token goes to its space; a picked-up card
goes to the hand and its space is refilled from the tomato deck; tossed cards go to the discard
pile and a won target to the player board (left for basic, right for quick); a quick toss turns
over the top card of the tomato deck; the basket bonus draws cards.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.tomatoss.table.draw import placed_counts
from tabletop.games.tomatoss.table.layout import Layout
from tabletop.games.tomatoss.table.paint import Painter
from tabletop.tablekit.hand import indexes_of
from tabletop.tablekit.plan import Plan
from tabletop.tablekit.seat_view import at


def _seat_hand_rect(lay: Layout, seat: int) -> pygame.Rect:
    """Where another seat's hand sits (middle of its player board)."""
    panel = lay.panels[seat]
    w, h = lay.small
    return pygame.Rect(panel.centerx - w // 2, panel.centery - h // 4, w, h)


def _hand_spots(lay: Layout, seat: int, hand: list[int] | None,
                values: list[int]) -> list[tuple[pygame.Rect, int | None]]:
    """Where the cards of ``values`` are in ``seat``'s hand, each (rect, hand index): in the
    bottom seat's face-up ``hand`` as drawn (cards not in it are left out), else (``hand``
    None) all in the middle of the seat's board, with no index."""
    if hand is None:
        return [(_seat_hand_rect(lay, seat), None)] * len(values)
    rects = lay.hand_rects(len(hand))
    return [(rects[i], i) for i in indexes_of(hand, values)]


def result_words(kind: str, target: dict[str, Any] | None, claimed: bool) -> str:
    """The banner by the board after a toss: "+3" (a normal toss), "Quick toss! +6" or
    "Missed!" (a quick toss), with the points of ``target`` (the view's target dict:
    ``basic``, ``quick``)."""
    if kind == "quick_toss" and not claimed:
        return "Missed!"
    if not isinstance(target, dict) or not claimed:
        return ""
    points = target.get("quick" if kind == "quick_toss" else "basic")
    return f"Quick toss! +{points}" if kind == "quick_toss" else f"+{points}"


def plan(prev: dict[str, Any] | None, new: dict[str, Any], action: Action | None, lay: Layout,
         painter: Painter, show_hand: bool, speed: float | None,
         token_from: pygame.Rect | None = None, slot: int | None = None) -> Plan:
    """The flights from ``prev`` to ``new`` after ``action`` (empty without both).

    Args:
        lay: the layout both views are drawn with; ``show_hand``: whether the bottom hand of
            ``new`` is face up; ``speed``: the animation_speed setting; ``token_from``: where
            a dragged token was let go; ``slot``: the tray slot the placed token left (None:
            the rightmost).
    """
    out = Plan(speed=speed)
    if prev is None or action is None or action.kind == "no_effect":
        return out
    seat = action.seat
    if seat not in lay.panels:
        return out
    kind = action.kind

    # 1) The token: from the tray to its space.
    if kind in ("pick_up", "toss", "quick_toss"):
        space = int(action["space"])
        slot_kind = "pick_up" if kind == "pick_up" else "toss"
        prev_cur = prev.get("current", seat)
        slot = int(prev.get("tokens_left") or 1) - 1 if slot is None else slot
        start = token_from or (lay.tray_slot(prev_cur, slot) if prev_cur in lay.trays
                               else lay.tray_slot(seat, 0))
        k_new = placed_counts(new)[(slot_kind, space)]
        k = k_new - 1 if k_new else placed_counts(prev)[(slot_kind, space)]
        hide = ("placed", slot_kind, space, k) if k_new else None
        out.fly(painter.token(lay.token), start, lay.token_on_space(slot_kind, space, k), 220,
                hide=hide)
        out.sounds.append("token_drop")

    # 2) Cards.
    new_hand = new.get("hand") if seat == lay.bottom and show_hand else None
    backs = {k: painter.back(k, lay.card) for k in ("tomato", "target")}
    if kind == "pick_up":
        space = int(action["space"])
        value = at(prev.get("pickup"), space)
        if value is not None:
            spots = _hand_spots(lay, seat, new_hand, [value])
            end, k = spots[-1] if spots else (lay.hand_area, None)
            out.fly(painter.tomato(value, lay.card), lay.pickups[space], end, 260, 60,
                    hide=None if k is None else ("hand", k))
        if value is not None and seat != lay.bottom:   # another seat's pick-up: say which
            out.banner, out.banner_seat = f"Took the {value}", seat
        refill = at(new.get("pickup"), space)
        if refill is not None:
            out.fly(painter.tomato(refill, lay.card), lay.tomato_deck, lay.pickups[space], 260,
                    180, back=backs["tomato"], hide=("pickup", space))
        out.sounds.append("card_slide")
    if kind in ("toss", "quick_toss", "discard"):
        values = [int(v) for v in action["values"]]
        starts = _hand_spots(lay, seat, prev.get("hand") if seat == lay.bottom else None, values)
        for n, (v, (r, _)) in enumerate(zip(values, starts)):
            out.fly(painter.tomato(v, lay.card), r, lay.discard, 240, 40 * n)
        if values:
            out.sounds.append("card_slide")
    if kind in ("toss", "quick_toss"):
        space = int(action["space"])
        side = "basic" if kind == "toss" else "quick"
        before = len(prev["boards"][seat][side])
        after = len(new["boards"][seat][side])
        extra = 0
        if kind == "quick_toss" and new.get("last_reveal") is not None:
            face = painter.tomato(int(new["last_reveal"]), lay.card)
            over = lay.targets[space].move(0, lay.card[1] // 3)
            # Turned over from the deck onto the target, held a moment, then discarded.
            out.fly(face, lay.tomato_deck, over, 260, 100, back=backs["tomato"])
            out.fly(face, over, lay.discard, 220, 100 + 260 + 300, show_before_start=False)
            extra = 100 + 260 + 300
        target = at(prev.get("targets"), space)
        out.banner, out.banner_seat = result_words(kind, target, after > before), seat
        if after > before and target is not None:
            end = lay.parts(seat).scored_rects(side, after)[-1]      # where it lands
            out.fly(painter.target(target, lay.card), lay.targets[space], end, 300, extra,
                    hide=(side, seat, after - 1))
            refill = at(new.get("targets"), space)
            if refill is not None:
                out.fly(painter.target(refill, lay.card), lay.target_deck, lay.targets[space], 280,
                        extra + 200, back=backs["target"], hide=("target", space))
            out.sounds.append("toss_success")
        elif kind == "quick_toss":
            out.sounds.append("toss_miss")

    # 3) Cards drawn blind (the basket bonus, or anything else the rules handed over).
    played = kind in ("toss", "quick_toss", "discard")
    expected = 1 if kind == "pick_up" else -len(action.get("values") or ()) if played else 0
    sizes_prev, sizes_new = prev.get("hand_sizes") or [], new.get("hand_sizes") or []
    if seat < len(sizes_prev) and seat < len(sizes_new):
        drawn = sizes_new[seat] - sizes_prev[seat] - expected
        end = lay.hand_area.inflate(-lay.hand_area.width // 3, 0) if seat == lay.bottom \
            else _seat_hand_rect(lay, seat)
        end = pygame.Rect((0, 0), lay.hand_card if seat == lay.bottom else lay.small).move_to(
            center=end.center)
        for n in range(max(0, min(drawn, 4))):
            out.fly(backs["tomato"], lay.tomato_deck, end, 260, 400 + 120 * n,
                    show_before_start=False)
        if drawn > 0:
            out.sounds.append("card_slide")
    new_lines = (new.get("log") or [])[len(prev.get("log") or []):]
    if any("shuffled" in str(line) for line in new_lines):
        out.sounds.append("shuffle")
    return out
