"""Drawing a running race (:class:`~tabletop.tablekit.race.RaceController`) over the table.

A panel in the middle of the table: the race's call ("Slap!") big, a bar running down to the
deadline, and one row per racing seat with its marker (colour and shape), name, the key it presses (a key cap) and
how it went ("…", "0.42 s", "too late"); once the race is over the rows are in finishing order
and the slowest row is marked. Source: art-direction.md (palette, warm panels); issue 8.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.tablekit import palette
from tabletop.tablekit.markers import drawn_marker
from tabletop.tablekit.race import RaceController
from tabletop.tablekit.sprites import TextCache, rounded_panel
from tabletop.tablekit.words import seat_name

ROW_H = 40
WIDTH = 460


def panel_rect(table: pygame.Rect, racers: int) -> pygame.Rect:
    """Where the race panel goes for ``racers`` rows (window pixels, centred on ``table``)."""
    rect = pygame.Rect(0, 0, min(WIDTH, table.width - 24), 126 + ROW_H * racers)
    rect.center = table.center
    return rect


def row_text(race: RaceController, seat: int) -> str:
    """How ``seat`` is doing: "…" (not yet), "0.42 s" or "too late"."""
    at = race.times().get(seat)
    if at is not None:
        return f"{at / 1000:.2f} s"
    if race.done:
        return "too late"
    return "…"


def panel_hint(race: RaceController) -> str:
    """The line under the panel's bar: the call to press while racing; after it, the order,
    and how a tie among those too late was broken (the kit orders them by seat)."""
    if not race.done:
        return "Press your key! Too late after %.0f s." % (race.race.deadline_ms / 1000)
    if len(race.result.missed) > 1:
        return "Fastest first. Several too late: the one seated last is the slowest."
    return "Fastest first; slowest last."


def draw_race(surface: pygame.Surface, table: pygame.Rect, race: RaceController,
              names: Sequence[str], text: TextCache) -> pygame.Rect:
    """Draw ``race`` centred on the ``table`` rect; returns the panel's rect."""
    seats = list(race.result.order if race.result else race.race.seats)
    rect = panel_rect(table, len(seats))
    surface.blit(rounded_panel(rect.size, (*palette.CARD_STOCK, 245), palette.CARD_EDGE, 16, 3),
                 rect.topleft)
    call = race.race.call if not race.done else "Race over"
    face = text.fit(call, rect.width - 24, 46, palette.RIPE_DARK, bold=True)
    surface.blit(face, face.get_rect(midtop=(rect.centerx, rect.top + 10)))
    bar = pygame.Rect(rect.left + 24, rect.top + 72, rect.width - 48, 10)
    left = 0.0 if race.done else max(0.0, 1 - race.elapsed_ms / race.race.deadline_ms)
    pygame.draw.rect(surface, palette.LINEN, bar, border_radius=5)
    pygame.draw.rect(surface, palette.TOMATO_RED,
                     (bar.left, bar.top, int(bar.width * left), bar.height), border_radius=5)
    hint = panel_hint(race)
    face = text.fit(hint, rect.width - 24, 16, palette.INK)
    surface.blit(face, face.get_rect(midtop=(rect.centerx, bar.bottom + 8)))
    y = rect.top + 118
    for i, seat in enumerate(seats):
        row = pygame.Rect(rect.left + 16, y, rect.width - 32, ROW_H - 6)
        last = race.done and i == len(seats) - 1
        pygame.draw.rect(surface, palette.GLOW if last else palette.LINEN, row, border_radius=8)
        marker = drawn_marker(seat, 22)   # colour and shape: colour is never the only cue
        surface.blit(marker, marker.get_rect(center=(row.left + 18, row.centery)))
        name = seat_name(names, seat)
        face = text.fit(name + ("  (slowest)" if last else ""), row.width // 2, 18,
                        palette.INK, bold=last)
        surface.blit(face, face.get_rect(midleft=(row.left + 36, row.centery)))
        key = race.key_name(seat)
        if key:
            cap = pygame.Rect(0, 0, max(34, text.font(16, True).size(key)[0] + 16), 26)
            cap.midleft = (row.centerx + 10, row.centery)
            pygame.draw.rect(surface, palette.CARD_STOCK, cap, border_radius=5)
            pygame.draw.rect(surface, palette.CARD_EDGE, cap, 2, border_radius=5)
            face = text.render(key, 16, palette.INK, bold=True)
            surface.blit(face, face.get_rect(center=cap.center))
        face = text.render(row_text(race, seat), 17, palette.RIPE_DARK if last else palette.INK,
                           bold=True)
        surface.blit(face, face.get_rect(midright=(row.right - 10, row.centery)))
        y += ROW_H
    return rect
