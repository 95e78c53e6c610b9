"""Two private moments of the Potato Tomato table: the peek flip and the Rock-Paper-Scissors
hands.

Peek flip: when the viewer has just looked at a face-down card of another player, that card
turns face up for the viewer (and only in the viewer's own view: another seat's view never
learns the face, so it has nothing to flip), stays a moment, and turns back, with the ``peek``
sound. A card is a new peek when its id is shown in the new view and was shown nowhere in the
previous one of the same viewer (a known card that merely moved is no peek).

Hands: during Rock-Paper-Scissors the chooser sees three hands across the middle of the table
(art/potato_tomato/hand_*.png); a click or a drag-and-drop of one shows it. The hands are drawn
only for a seat asked to choose, so behind the hot-seat curtain nobody else sees them.
Once both have chosen, the log's "Ana shows rock, Ben shows paper" line puts each chooser's
hand over their own panel for a moment (both at once, public then; never one before the other).
Source: issue 11, Table (peeks flip the card for the viewer only; RPS is a hand-shaped choice).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.potato_tomato.asks import SHAPES
from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.tween import scaled_duration

SHOW_MS = 1500
"""How long the two chosen hands stay over their choosers' panels, milliseconds at speed 1."""
FLIP_MS, HOLD_MS = 260, 900
"""The turn over (each way) and the time the face stays up, milliseconds at speed 1."""


def new_peeks(before: dict[str, Any] | None, after: dict[str, Any],
              viewer: int | None) -> list[tuple[int, int, str]]:
    """(seat, slot, face) of every face-down card of another player that ``viewer`` has just
    looked at, between two views of that viewer (``before`` None: none)."""
    if before is None or viewer is None or after.get("over") or before.get("game") != after.get("game"):
        return []
    seen = {c["card"] for row in before["rows"] for c in row if c["card"] is not None}
    out = []
    for seat, row in enumerate(after["rows"]):
        if seat == viewer:
            continue
        for slot, cell in enumerate(row):
            if not cell["up"] and cell["card"] is not None and cell["card"] not in seen:
                out.append((seat, slot, cell["face"]))
    return out


def peek_flights(painter, lay, peeks, speed) -> list[Flight]:
    """The flights of one peek flip per card in ``peeks``: up, hold, back down (each hides
    the key ``("peek", seat, slot)`` from the static layer). ``speed``: the animation speed
    setting (see :func:`~tabletop.tablekit.tween.scaled_duration`)."""
    flip, hold = scaled_duration(FLIP_MS, speed), scaled_duration(HOLD_MS, speed)
    out = []
    for seat, slot, face in peeks:
        rect = lay.cards[(seat, slot)]
        up, back = painter.face(face, rect.size), painter.back(rect.size)
        key = ("peek", seat, slot)
        out.append(Flight(up, rect, rect, flip, back=back, hide=key))
        out.append(Flight(up, rect, rect, hold, delay=flip, hide=key, show_before_start=False))
        out.append(Flight(back, rect, rect, flip, delay=flip + hold, back=up, hide=key,
                          show_before_start=False))
    return out


def hand_rects(lay, asked: bool, reserve: int = 0) -> dict[str, pygame.Rect]:
    """Shape -> its hand's rect across the middle band (empty when not ``asked``), leaving
    ``reserve`` px free at the band's bottom (the choice bar's room)."""
    if not asked or lay is None:
        return {}
    mid = lay.mid
    size = max(48, min(150, mid.height - 60 - reserve, (mid.width - 80) // 4))
    gap = size // 3
    left = mid.centerx - (3 * size + 2 * gap) // 2
    top = mid.top + 30 + max(0, (mid.height - 30 - reserve - size) // 2)
    return {shape: pygame.Rect(left + k * (size + gap), top, size, size)
            for k, shape in enumerate(SHAPES)}


def draw_hands(surface: pygame.Surface, painter, lay, rects: dict[str, pygame.Rect],
               hidden: set, focus) -> None:
    """A shade over the middle band and the three hands (``hidden``: keys being dragged)."""
    if not rects:
        return
    band = pygame.Rect(lay.mid.left, lay.mid.top + 26, lay.mid.width, lay.mid.height - 26)
    shade = pygame.Surface(band.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (20, 40, 16, 170), shade.get_rect(), border_radius=14)
    surface.blit(shade, band.topleft)
    for shape, rect in rects.items():
        if ("hand", shape) in hidden:
            continue
        surface.blit(painter.hand(shape, rect.width), rect.topleft)
        label = painter.text.render(shape.capitalize(), max(12, rect.width // 8),
                                    (255, 246, 230), True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 2)))


def shown_hands(before: dict[str, Any] | None, after: dict[str, Any],
                names: list[str]) -> list[tuple[int, str]]:
    """(seat, shape) of both hands of a Rock-Paper-Scissors shown between two views: read
    from the new log line "<name> shows <shape>, <name> shows <shape>: ..." (empty when none;
    ``names``: the seats' names)."""
    if before is None or before.get("game") != after.get("game"):
        return []
    for line in after["log"][len(before["log"]):]:
        parts = line.split(":")[0].split(", ")
        found = []
        for part in parts:
            name, _, shape = part.rpartition(" shows ")
            if shape in SHAPES and name in names:
                found.append((names.index(name), shape))
        if len(found) == 2:
            return found
    return []


def hand_flights(painter, lay, shown, speed) -> list[Flight]:
    """A still flight per (seat, shape) of ``shown``: the hand over the middle of the seat's
    row of cards, :data:`SHOW_MS` long (scaled by the animation ``speed``)."""
    out = []
    for seat, shape in shown:
        row = lay.cards[(seat, 0)].union(lay.cards[(seat, 4)])
        size = max(32, min(110, row.height + 16))
        rect = pygame.Rect(0, 0, size, size)
        rect.center = row.center
        out.append(Flight(painter.hand(shape, size), rect, rect,
                          scaled_duration(SHOW_MS, speed), hide=("shown", seat)))
    return out
