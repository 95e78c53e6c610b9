"""Each player's scored targets, readable at any window size (issue 12, "The table, as a player
finds it"): the board shows each pile's points under it and, from two cards on, a "×n" count on
it; pointing at a pile opens a panel with its target cards side by side at the size of the
targets on offer, captioned "Ben's basic targets: 4 for 10 points".
Source for the piles: TomaToss rulebook, Toss / Quick toss (basic targets on the left of the
player board, quick ones on the right).
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from tabletop.tablekit.card_panel import GAP, card_panel

class Pile(NamedTuple):
    """A scored pile under the pointer: the seat, its side ("basic" or "quick"), the pile's
    area on the board (window pixels), its cards (view target dicts) and their points."""

    seat: int
    side: str
    area: pygame.Rect
    cards: list[dict[str, Any]]
    points: int


def pile_at(lay: Any, boards: list[dict[str, Any]], pos: tuple[int, int]) -> Pile | None:
    """The scored pile under ``pos`` (window pixels) on the boards of ``lay`` (the table's
    :class:`~tabletop.games.tomatoss.table.layout.Layout`), None for an empty side or none."""
    for seat, rect in lay.panels.items():
        if seat >= len(boards) or not rect.collidepoint(pos):
            continue
        parts = lay.parts(seat)
        for side, area in (("basic", parts.basic), ("quick", parts.quick)):
            cards = boards[seat].get(side) or []
            if cards and area.collidepoint(pos):
                return Pile(seat, side, area, cards, sum(int(c[side]) for c in cards))
    return None


def caption(pile: Pile, who: str) -> str:
    """ "Ben's quick toss targets: 3 for 17 points" for ``pile`` of the seat named ``who``."""
    word = "basic" if pile.side == "basic" else "quick toss"
    n = len(pile.cards)
    return f"{who}'s {word} targets: {n} for {pile.points} point{'s' if pile.points != 1 else ''}"


def popup(painter: Any, lay: Any, pile: Pile, who: str) -> pygame.Surface:
    """The panel for ``pile`` (the kit's :func:`~tabletop.tablekit.card_panel.card_panel`): its
    caption, then its cards at the size of the targets on offer (smaller only when they would
    not fit the table), cached in ``painter.cache``."""
    card = lay.targets[0].size if lay.targets else (90, 126)
    return card_panel(painter, caption(pile, who), max(14, lay.font - 1), len(pile.cards), card,
                      lay.rect.width - 2 * GAP, lambda i, size: painter.target(pile.cards[i], size),
                      tuple(c["type"] for c in pile.cards))


def free_span(lay: Any, seat: int, board: dict[str, Any]) -> pygame.Rect:
    """The part of ``seat``'s board between its two scored piles and above its hand-count
    label (window pixels): where the banner of its last move goes, so the banner never covers
    the piles, their points, the name or the score (issue 12: move words covered opponents'
    boards). ``board``: the seat's view board (its piles' sizes)."""
    parts = lay.parts(seat)
    basic = parts.scored_rects("basic", len(board.get("basic") or []))
    quick = parts.scored_rects("quick", len(board.get("quick") or []))
    left = max([parts.mid.x] + [r.right + 4 for r in basic]) if basic else parts.basic.x
    right = min([parts.mid.right] + [r.x - 4 for r in quick]) if quick else parts.quick.right
    top, bottom = parts.body.y, parts.mid.bottom - parts.label_px - 2
    return pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))
