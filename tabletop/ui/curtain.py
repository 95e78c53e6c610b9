"""The hot-seat curtain: an opaque card-back cover over the table, "Pass to Ana, then click".

Drawn over the table area while the next human to act is not the one at the screen (see
:mod:`tabletop.ui.hotseat`). Pre-rendered per size and name, so showing it costs one blit.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.tablekit import palette
from tabletop.tablekit.assets import Assets
from tabletop.ui.rules_text import wrap_words

_cache: dict[tuple[int, int, str, str], pygame.Surface] = {}


def lifts(event: pygame.event.Event, table: pygame.Rect) -> bool:
    """True when ``event`` lifts the curtain: a left click released on the ``table`` rect, or
    Space / Enter."""
    if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
        return table.collidepoint(event.pos)
    return event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN,
                                                          pygame.K_KP_ENTER)


class CurtainLift:
    """Whether an event lifts the curtain. A click counts only when its press came while the
    curtain was up: the release of the click that played the last move (a table acting on the
    press) must not lift the next human's curtain at once."""

    def __init__(self) -> None:
        self.armed = False

    def reset(self) -> None:
        """The curtain just came down: forget a press from before."""
        self.armed = False

    def event(self, event: pygame.event.Event, table: pygame.Rect) -> bool:
        """True when ``event`` lifts the curtain over the ``table`` rect (see :func:`lifts`)."""
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            self.armed = table.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            armed, self.armed = self.armed, False
            return armed and lifts(event, table)
        return lifts(event, table)


WHY_LINES = 3
"""Most lines the curtain gives the decision's prompt (a longer one is cut at the end)."""


def why_lines(why: str, measure: Callable[[str], int], width: int, name: str) -> list[str]:
    """"Ana decides: " and the prompt ``why`` as it is written (its capital kept: it may start
    with a seat's name, "Ben plays Nasty Pests on you…"), wrapped to ``width`` pixels in at most
    :data:`WHY_LINES` lines; [] without a prompt."""
    if not why:
        return []
    lines = wrap_words(f"{name} decides: {why}", measure, width)
    if len(lines) > WHY_LINES:
        last = " ".join(lines[WHY_LINES - 1:])
        while len(last) > 1 and measure(last + "…") > width:
            last = last[:-1]
        lines = lines[:WHY_LINES - 1] + [last.rstrip() + "…"]
    return lines


def curtain_surface(assets: Assets, size: tuple[int, int], name: str,
                    why: str = "") -> pygame.Surface:
    """The curtain for a table of ``size`` pixels, asking to pass the screen to ``name``;
    ``why`` (the decision's prompt, public: "Block the attack or let it pass") says what they
    will be asked."""
    key = (size[0], size[1], name, why)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    surf = pygame.Surface((w, h)).convert()
    surf.fill(palette.CARD_BACK)
    step = 36
    for y in range(step // 2, h, step):
        for x in range(step // 2 + (y // step % 2) * step // 2, w, step):
            pygame.draw.circle(surf, palette.RIPE_DARK, (x, y), 5)
    box = pygame.Rect(0, 0, min(w - 40, 560), 190)
    font = assets.fonts(18, True)
    asked = why_lines(why, lambda t: font.size(t)[0], box.width - 32, name)
    box.height += 16 + 24 * len(asked) if asked else 0
    box.center = (w // 2, h // 2)
    pygame.draw.rect(surf, palette.CARD_STOCK, box, border_radius=18)
    pygame.draw.rect(surf, palette.CARD_EDGE, box, 3, border_radius=18)
    big = assets.fonts(40, True).render(f"Pass to {name}", True, palette.RIPE_DARK)
    small = assets.fonts(20).render("then click anywhere on the table (or press Space)", True,
                                    palette.INK)
    note = assets.fonts(16).render("Every hand stays face down until then.", True,
                                   palette.TABLE_WOOD)
    surf.blit(big, big.get_rect(center=(box.centerx, box.top + 60)))
    surf.blit(small, small.get_rect(center=(box.centerx, box.top + 118)))
    surf.blit(note, note.get_rect(center=(box.centerx, box.top + 152)))
    for i, line in enumerate(asked):
        face = font.render(line, True, palette.STEM_DARK)
        surf.blit(face, face.get_rect(center=(box.centerx, box.top + 192 + 24 * i)))
    if len(_cache) > 16:
        _cache.clear()
    _cache[key] = surf
    return surf
