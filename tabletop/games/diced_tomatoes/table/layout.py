"""Where everything sits on the Diced Tomatoes table: pure geometry from the table rect.

Screen plan: one player area (panel) per seat, in a row along the bottom and a row along the
top, going round the table (bottom row left to right, then the top row right to left, so each
seat's neighbour is the next player); the shared middle strip holds the bushel with its colour
counts and take controls, the tray of rolled dice and the turn buttons. A panel holds the seat's
name and marker, its three tomato tokens with their vines, the score track (six slots) and the
karma track (0-12). Each panel is drawn "tall" (tokens above the tracks) or "wide" (tracks
beside the tokens), whichever gives bigger dice. Source: Diced Tomatoes rulebook, Setup
(per player: 3 tomato tokens, a score track, a karma track; the shared bushel).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.games.diced_tomatoes.components import KARMA_TURN_CAP, SCORE_SLOTS, TOKENS_PER_PLAYER
from tabletop.tablekit.circle_fit import squares_in_circle
from tabletop.tablekit.kept_slots import KeptSlots
from tabletop.tablekit.round_table import two_rows
from tabletop.tablekit.layout_grid import anchor, pack, squeezed_right, stack
from tabletop.tablekit.rows import centred_row, weighted_row
from tabletop.tablekit.sprites import fan_rects
from tabletop.tablekit.track import square_row, track_cells
from tabletop.tablekit.unit_fit import fit_unit

TALL = (10.2, 6.7)
"""Panel size in die units (width, height) with the tracks under the tokens."""
WIDE = (17.8, 4.2)
"""Panel size in die units with the tracks beside the tokens."""
MAX_DIE = 64
"""Largest panel die (pixels): the dice art is 96 px (2x of 48 px), still crisp at 64."""
KARMA_CELLS = KARMA_TURN_CAP + 1
"""Karma track positions 0..12. Source: rules-decisions.md, Diced Tomatoes (cap 12)."""
SLOTS = SCORE_SLOTS
"""Score slots per track. Source: rulebook, Game End (a 6th tomato ends the game)."""


@dataclass
class Panel:
    """One seat's area (window pixels).

    Attributes:
        seat: the seat; ``rect``: the whole panel; ``d``: its die size in pixels.
        header: name row; ``marker``: seat marker square; ``name``: where the name goes;
            ``points``: the total on the right of the header; ``incoming``: where dice passed
            to this seat wait (left of the points; the name is shortened when they are there).
        tokens: three token circles' bounding squares; ``drops``: three larger hit areas (the
            token and the dice on it), where a dragged die may be dropped.
        slots: six score slots; ``karma_label``: "Karma n"; ``karma``: 13 cells (0..12).
    """

    seat: int
    rect: pygame.Rect
    d: int
    header: pygame.Rect
    marker: pygame.Rect
    name: pygame.Rect
    points: pygame.Rect
    incoming: pygame.Rect
    tokens: list[pygame.Rect]
    drops: list[pygame.Rect]
    slots: list[pygame.Rect]
    karma_label: pygame.Rect
    karma: list[pygame.Rect]

    @property
    def vine_die(self) -> int:
        """Size of a die on a vine (pixels)."""
        return max(10, round(self.d * 0.92))

    def vine_rects(self, k: int, n: int) -> list[pygame.Rect]:
        """Rects of the ``n`` dice on token ``k``, none overlapping another (every face stays
        readable) and all inside the token's circle: one or two dice side by side, three in
        rows of two, seed first (top left); shrunk to fit, never past ``vine_die``."""
        return squares_in_circle(self.tokens[k], n, self.vine_die)

    def slot_die(self, i: int) -> pygame.Rect:
        """Where the seed die of a harvest sits in score slot ``i`` (0-5)."""
        slot = self.slots[i]
        s = round(slot.width * 0.66)
        return pygame.Rect(slot.centerx - s // 2, slot.centery - s // 2, s, s)

    def incoming_rects(self, n: int) -> list[pygame.Rect]:
        """Rects of ``n`` dice passed to this seat (right-aligned in ``incoming``, the kit's
        :func:`~tabletop.tablekit.layout_grid.squeezed_right`)."""
        return squeezed_right(self.incoming, n)


@dataclass
class Centre:
    """The shared middle strip (window pixels).

    Attributes:
        rect: the strip; ``bushel``: the bushel picture; ``chips``: colour -> the die picture
            under the bushel (a drag source: drag one into the tray to pick that colour);
            ``counts``: colour -> where its count goes; ``minus``/``plus``: colour -> the
            pick buttons; ``take``: the Take / Draw button.
        tray: the tray of rolled (or picked) dice; ``die``: tray die size; ``prompt``: the
            two lines above the tray; ``buttons``: the row under the tray (Karma..., End turn).
        info: the line under the bushel controls (final round, solo goal...); ``slots``: the
            rolled dice's tray slots (kept while dice leave the tray).
    """

    rect: pygame.Rect
    bushel: pygame.Rect
    chips: dict[str, pygame.Rect]
    counts: dict[str, pygame.Rect]
    minus: dict[str, pygame.Rect]
    plus: dict[str, pygame.Rect]
    take: pygame.Rect
    tray: pygame.Rect
    die: int
    prompt: pygame.Rect
    buttons: pygame.Rect
    info: pygame.Rect
    slots: KeptSlots = field(default_factory=KeptSlots)

    def tray_rects(self, n: int) -> list[pygame.Rect]:
        """Rects of ``n`` dice in a row in the tray (overlapping when there are many)."""
        inner = self.tray.inflate(-self.die // 3, 0)
        return fan_rects(n, inner, (self.die, self.die), max_step=self.die * 1.3)

    def rolled_rects(self, rolled: list[dict]) -> list[pygame.Rect]:
        """Where each rolled die lies in the tray: in its slot from the roll (the kit's
        :class:`~tabletop.tablekit.kept_slots.KeptSlots`: placing or re-rolling a die moves no
        other die)."""
        return self.slots.rects([d["id"] for d in rolled], self.tray_rects)

    def button_rects(self, weights: list[int]) -> list[pygame.Rect]:
        """Buttons side by side in the row under the tray, widths in proportion to
        ``weights`` (e.g. label lengths); a single button takes half the row."""
        return weighted_row(self.buttons, weights, max(6, self.buttons.height // 4))


@dataclass
class Layout:
    """The whole table: ``panels`` (seat -> Panel), ``centre``, ``rect``, ``bottom`` (the
    seat at the bottom left)."""

    rect: pygame.Rect
    bottom: int
    panels: dict[int, Panel]
    centre: Centre


def _panel(seat: int, rect: pygame.Rect, d: int, wide: bool) -> Panel:
    pad = max(4, round(d * 0.25))
    x, y, w = rect.x + pad, rect.y + pad, rect.width - 2 * pad
    hh = round(d * 0.95)
    header = pygame.Rect(rect.x, rect.y, rect.width, hh + pad)
    msz = round(hh * 0.8)
    marker = anchor(pygame.Rect(x, y, msz, hh), (msz, msz))
    points = pygame.Rect(rect.right - pad - round(d * 2.4), y, round(d * 2.4), hh)
    inc_h = round(d * 0.72)
    inc_w = round(d * 3.2)
    incoming = anchor(pygame.Rect(points.x - inc_w - pad, y, inc_w, hh), (inc_w, inc_h))
    name = pygame.Rect(marker.right + pad, y, points.x - marker.right - 2 * pad, hh)
    top = y + hh + round(d * 0.2)
    tok_w = w if not wide else round(d * 10.0)
    cw = tok_w / TOKENS_PER_PLAYER
    tsz = min(round(d * 2.3), round(cw * 0.78))
    # a column of cw pixels per token: the token centred in it, its drop area the column's width
    tokens = [pygame.Rect(round(x + cw * (k + 0.5)) - tsz // 2, top, tsz, tsz)
              for k in range(TOKENS_PER_PLAYER)]
    drops = [pygame.Rect(round(x + cw * k) + 2, top - round(d * 0.1), round(cw) - 4,
                         tsz + round(d * 0.2)) for k in range(TOKENS_PER_PLAYER)]
    if wide:
        tx, ty, tw = x + tok_w + pad, top, w - tok_w - pad
    else:
        tx, ty, tw = x, top + tsz + round(d * 0.3), w
    slots = square_row(tx, ty, tw, SLOTS, round(d * 1.12), max(3, round(d * 0.12)))
    karma_label, karma = track_cells(tx, ty + slots[0].height + round(d * 0.55), tw,
                                     round(d * 0.72), round(d * 2.4), KARMA_CELLS)
    return Panel(seat, rect, d, header, marker, name, points, incoming, tokens, drops, slots,
                 karma_label, karma)


def _centre(rect: pygame.Rect, golden: bool, info_lines: int = 3) -> Centre:
    """The middle strip: bushel and pick controls on the left with ``info_lines`` lines of
    text under them, the tray on the right."""
    w, h = rect.width, rect.height
    pad = max(6, h // 24)
    line = max(18, min(30, h // 9))
    body = pygame.Rect(rect.x + pad, rect.y + pad, w - 2 * pad, h - 2 * pad)
    colours = ["red", "black"] + (["gold"] if golden else [])
    rows = len(colours) + 1
    rh = max(22, min(round(line * 1.5), round(body.height * 0.62 / rows)))
    bsz = max(16, round(rh * 0.78))
    count_w = max(44, round(bsz * 1.9))
    ctrl_w = max(bsz * 3 + count_w + 12, min(round(body.width * 0.22), 240))
    bw = min(round(body.width * 0.22), round((body.height - line * 1.6) * 4 / 3),
             body.width - ctrl_w - pad * 3 - round(body.width * 0.42))
    bw = max(40, bw)
    bh = round(bw * 3 / 4)
    take_h = max(line, round(rh * 0.95))
    tx = body.x + bw + pad + ctrl_w + pad * 2
    tw = body.right - tx
    buttons_h = round(line * 1.45)
    die = max(16, min(72, tw // 7))
    prompt_h = round(line * 1.7)
    fixed = prompt_h + buttons_h + pad * 2
    if fixed + round(die * 1.7) > body.height:
        die = max(16, int((body.height - fixed) / 1.7))
    tray_h = min(body.height - fixed, round(die * 1.7))
    # both columns centred together in the strip, room for the info lines on the left
    left_h = max(bh, len(colours) * rh + pad // 2 + take_h) + line * info_lines
    content_h = min(body.height, max(left_h, fixed + tray_h))
    top = body.y + (body.height - content_h) // 2
    bushel = pygame.Rect(body.x, top, bw, bh)
    ctrl_x = bushel.right + pad
    # one control row per colour: its chip, its count, its minus and plus buttons
    rows = [pack(ctrl_x, top + i * rh, rh, [(bsz, bsz), (count_w, rh), (bsz, bsz), (bsz, bsz)],
                 [4, 2, 4]) for i in range(len(colours))]
    chips, counts, minus, plus = ({c: row[j] for c, row in zip(colours, rows)} for j in range(4))
    take = pygame.Rect(ctrl_x, top + len(colours) * rh + pad // 2, ctrl_w, take_h)
    below = max(bushel.bottom, take.bottom) + pad // 2
    info = pygame.Rect(body.x, below, ctrl_x + ctrl_w - body.x, body.bottom - below)
    prompt, tray, buttons = stack(tx, top + max(0, (content_h - fixed - tray_h) // 2), tw,
                                  [prompt_h, tray_h, buttons_h], [pad // 2, pad])
    return Centre(rect, bushel, chips, counts, minus, plus, take, tray, die, prompt, buttons, info)


def compute_layout(rect: pygame.Rect, players: int, bottom: int, golden: bool) -> Layout:
    """The layout of a ``players``-seat table (1-6) inside ``rect`` with ``bottom`` first.

    Raises:
        ValueError: ``players`` is not 1-6.
    """
    if not 1 <= players <= 6:
        raise ValueError(f"Diced Tomatoes seats 1-6 players, not {players}")
    rect = pygame.Rect(rect)
    low, high = two_rows(players, bottom)   # next player beside or across
    per_row = max(len(low), len(high))
    rows = 1 if not high else 2
    centre_min = max(170, min(300, round(rect.height * 0.3)))
    pw = rect.width / per_row
    ph = (rect.height - centre_min) / rows
    # the biggest die a panel allows, wide unless tall gives 5% more (wide leaves room)
    d, shape = fit_unit(pw - 12, ph - 8, (WIDE, TALL), MAX_DIE)
    wide = shape == 0
    units = (WIDE, TALL)[shape]
    panel_w = min(int(pw) - 12, round(units[0] * d))   # gaps of 9+ px keep halos apart
    panel_h = min(int(ph) - 8, round(units[1] * d))
    panels: dict[int, Panel] = {}

    def place_row(seats: list[int], y: int) -> None:
        for seat, r in zip(seats, centred_row(len(seats), (panel_w, panel_h), rect.x,
                                              rect.width, y)):
            panels[seat] = _panel(seat, r, d, wide)

    margin = 6
    place_row(low, rect.bottom - panel_h - margin)
    top = rect.y + margin
    if high:
        place_row(high, top)
        top += panel_h + margin
    centre = pygame.Rect(rect.x + margin, top, rect.width - 2 * margin,
                         rect.bottom - panel_h - 2 * margin - top)
    return Layout(rect, bottom, panels,
                  _centre(centre, golden, 5 if players == 1 else 3))   # solo: goal and tally
