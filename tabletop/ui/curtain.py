"""The hot-seat curtain: an opaque card-back cover over the table, "Pass to Ana, then click".

Drawn over the table area while the next human to act is not the one at the screen (see
:mod:`tabletop.ui.hotseat`). Pre-rendered per size and name, so showing it costs one blit.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.tablekit import palette
from tabletop.tablekit.assets import Assets
from tabletop.tablekit.surface_cache import SurfaceCache
from tabletop.ui.curtain_recap import RecapView, more_line, recap_rows, window
from tabletop.ui.rules_text import wrap_words

_cache = SurfaceCache(16, 16 * 2**20)
"""Curtains drawn lately: a 1920x1080 table's is ~6 MB, so two or three at most."""


def lifts(event: pygame.event.Event, table: pygame.Rect) -> bool:
    """True when ``event`` lifts the curtain: a left click released on the ``table`` rect, or
    Space / Enter."""
    if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
        return table.collidepoint(event.pos)
    return event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN,
                                                          pygame.K_KP_ENTER)


def skips_hold(event: pygame.event.Event, table: pygame.Rect) -> bool:
    """True when ``event`` ends the hold on a player's own result (see
    :mod:`tabletop.ui.hotseat_hold`): a left press on the ``table`` rect or any key (Esc is the
    pause menu's, taken before)."""
    if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
        return table.collidepoint(event.pos)
    return event.type == pygame.KEYDOWN


GRACE_MS = 500.0
"""For this long after the curtain comes down it cannot be lifted (milliseconds of app time): a
click or key meant for the table a moment before (ending the hold on one's own result just as
it ran out, or as a quick bot turn ended) would otherwise lift the next human's curtain at once
and show their hand to the player who just moved (issue 12)."""


class CurtainLift:
    """Whether an event lifts the curtain. A click counts only when its press came while the
    curtain was up, :data:`GRACE_MS` or more after it came down; a key only after that grace too.
    So the release of the click that played the last move (a table acting on the press), and a
    click or key that was meant for the table just before, never lift the next human's curtain.

    Args:
        grace_ms: the grace, in milliseconds (:data:`GRACE_MS`).
    """

    def __init__(self, grace_ms: float = GRACE_MS) -> None:
        self.grace_ms = grace_ms
        self.armed = False
        self.down_ms = float("-inf")   # app time the curtain last came down
        self.lift_key: int | None = None   # the key that lifted it, until its release

    def reset(self, now_ms: float) -> None:
        """The curtain just came down at app time ``now_ms``: forget a press from before."""
        self.armed = False
        self.down_ms = now_ms
        self.lift_key = None

    def swallows(self, event: pygame.event.Event) -> bool:
        """True for the rest of the key press that lifted the curtain (its text, its repeats and
        its release): the table must never get the key that lifted the curtain (a table acting
        on Space or Enter would play for the next human the moment they see their hand)."""
        if self.lift_key is None:
            return False
        if event.type == pygame.TEXTINPUT:
            return True
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == self.lift_key:
            if event.type == pygame.KEYUP:
                self.lift_key = None
            return True
        return False

    def ready(self, now_ms: float) -> bool:
        """True once the grace after the curtain came down is over at app time ``now_ms``."""
        return now_ms - self.down_ms >= self.grace_ms

    def event(self, event: pygame.event.Event, table: pygame.Rect, now_ms: float) -> bool:
        """True when ``event``, handled at app time ``now_ms`` (milliseconds), lifts the curtain
        over the ``table`` rect (see :func:`lifts`)."""
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            self.armed = table.collidepoint(event.pos) and self.ready(now_ms)
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            armed, self.armed = self.armed, False
            return armed and lifts(event, table)
        lifted = self.ready(now_ms) and lifts(event, table)
        if lifted:
            self.lift_key = event.key
        return lifted


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


def _px(h: int) -> Callable[[float], int]:
    """Design pixels to curtain pixels for a curtain ``h`` pixels high (larger type on a large
    window)."""
    scale = max(1.0, min(1.5, h / 760))
    return lambda n: int(n * scale)


def _box_width_and_prompt(assets: Assets, size: tuple[int, int], name: str,
                          why: str) -> tuple[int, list[str]]:
    """The curtain box's width in pixels, and the prompt's lines (see :func:`why_lines`)."""
    w, h = size
    px = _px(h)
    width = min(w - 40, px(600))
    font = assets.fonts(px(18), True)
    return width, why_lines(why, lambda t: font.size(t)[0], width - 32, name)


def recap_view(assets: Assets, size: tuple[int, int], name: str, why: str,
               since: tuple[str, ...], top: int) -> RecapView:
    """The "Since your last turn" rows the curtain of ``size`` pixels shows when scrolled to
    row ``top`` (see :mod:`tabletop.ui.curtain_recap`): every row when they fit, else a window
    of them as tall as the curtain has room for."""
    px = _px(size[1])
    width, asked = _box_width_and_prompt(assets, size, name, why)
    if not since:
        return RecapView([], 0, 0)
    font = assets.fonts(px(17))
    rows = recap_rows(since, lambda t: font.size(t)[0], width - px(40))
    base = px(190) + (px(16 + 24 * len(asked)) if asked else 0) + px(34)
    fit = max(3, (size[1] - px(24) - base) // px(22))
    return window(rows, fit, top)


def curtain_surface(assets: Assets, size: tuple[int, int], name: str, why: str = "",
                    note: str = "", since: tuple[str, ...] = (), top: int = 0) -> pygame.Surface:
    """The curtain for a table of ``size`` pixels, asking to pass the screen to ``name``.

    Args:
        why: the decision's prompt (public: "Block the attack or let it pass"), what they will
            be asked.
        note: the game's words on what the curtain keeps hidden (``GameInfo.curtain_note``:
            "Every hand stays face down until then."); "" for none.
        since: the "Since your last turn" lines (public log lines, see
            :mod:`tabletop.ui.hotseat_recap`), drawn under the box's heading, every one: the
            box grows to the curtain's height, then scrolls (``top``: the first row shown).
    """
    key = (size[0], size[1], name, why, note, since, top)
    surf = _cache.peek(key)
    if surf is not None:
        return surf
    w, h = size
    surf = pygame.Surface((w, h)).convert()
    surf.fill(palette.CARD_BACK)
    step = 36
    for y in range(step // 2, h, step):
        for x in range(step // 2 + (y // step % 2) * step // 2, w, step):
            pygame.draw.circle(surf, palette.RIPE_DARK, (x, y), 5)
    px = _px(h)
    width, asked = _box_width_and_prompt(assets, size, name, why)
    box = pygame.Rect(0, 0, width, px(190))
    font = assets.fonts(px(18), True)
    box.height += px(16 + 24 * len(asked)) if asked else 0
    view = recap_view(assets, size, name, why, since, top)
    shown = len(view.rows) + (1 if view.scrolls else 0)
    box.height += (px(34) + shown * px(22)) if view.rows else 0
    box.center = (w // 2, h // 2)
    pygame.draw.rect(surf, palette.CARD_STOCK, box, border_radius=18)
    pygame.draw.rect(surf, palette.CARD_EDGE, box, 3, border_radius=18)
    big = assets.fonts(px(40), True).render(f"Pass to {name}", True, palette.RIPE_DARK)
    small = assets.fonts(px(20)).render("then click anywhere on the table (or press Space)",
                                        True, palette.INK)
    surf.blit(big, big.get_rect(center=(box.centerx, box.top + px(60))))
    surf.blit(small, small.get_rect(center=(box.centerx, box.top + px(118))))
    if note:
        face = assets.fonts(px(16)).render(note, True, palette.TABLE_WOOD)
        surf.blit(face, face.get_rect(center=(box.centerx, box.top + px(152))))
    y = box.top + px(192)
    for line in asked:
        face = font.render(line, True, palette.STEM_DARK)
        surf.blit(face, face.get_rect(center=(box.centerx, y)))
        y += px(24)
    if view.rows:
        y += px(16) if asked else 0
        head = assets.fonts(px(18), True).render("Since your last turn", True, palette.RIPE_DARK)
        surf.blit(head, head.get_rect(midtop=(box.centerx, y - px(12))))
        y += px(16)
        small_font = assets.fonts(px(17))
        for line in view.rows:
            surf.blit(small_font.render(line, True, palette.INK), (box.left + px(20), y))
            y += px(22)
        if view.scrolls:
            more = assets.fonts(px(15), True).render(more_line(view), True, palette.TABLE_WOOD)
            surf.blit(more, more.get_rect(midtop=(box.centerx, y + px(2))))
    _cache.put(key, surf)
    return surf
