"""Where everything sits on the TomaToss table: pure geometry from the table rect.

Every size is derived from the rect the shell lends the table (1280x800 window by default), so
the table re-lays out on resize. The festival board follows the physical game: target cards
above the toss spaces (top), tomato cards below the pick-up spaces (bottom). Source: TomaToss
rulebook, Setup (festival board; a card above each toss space, below each pick-up space).

Screen plan (top to bottom): the other seats' player boards; the festival board with the target
deck and tomato deck on its left and the discard pile on its right; the bottom seat's player
board, hand (fanned) and token tray; one line of key hints.

The card size setting (``card_scale``, 0.75..1.5) scales every card by the same factor —
festival cards, the hand, scored targets — each within the room its zone has: the board's
columns and spaces keep their size, a smaller card sits at the board's edge of its slot, and a
card never grows past what fits (the festival cards already fill their band at 1.0).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.tomatoss.components import SPACES, TOKENS_PER_TURN
from tabletop.tablekit.hand import hand_row
from tabletop.tablekit.layout_grid import END, START, anchor, columns, overlapped, spaced, steps
from tabletop.tablekit.round_table import seats_after

CARD_RATIO = 88 / 63
"""Card height / width (poker ratio 63:88; source: art-direction.md, Cards)."""
RAISE = 0.2
"""A raised hand card lifts by this share of its height."""
HAND_MARGIN = 4
"""Pixels between the hand cards and the bottom of the hand area."""


@dataclass
class Layout:
    """Rects (window pixels) of every zone for one table size and seating.

    Attributes:
        rect: the whole table.
        bottom: the seat drawn at the bottom (whose hand may be face up).
        card: festival card size (w, h); ``hand_card``: the bottom hand's card size;
            ``small``: scored targets and other seats' hands.
        card_scale: the card size factor the cards were scaled by (1.0 = the default);
            ``slot``: the festival's card slot size (the card size at scale 1 and above);
            ``caption_w``: the width a pile's caption may take (its column and some margin).
        token: tomato token diameter.
        targets, toss_spaces, pickup_spaces, pickups: three rects each (space 0..2).
        quick_buttons: the "Quick NN%" badge on each toss space (between the space's word and
            its placed tokens).
        festival: the board behind the six spaces.
        target_deck, tomato_deck, discard: card-sized piles; ``info``: above the discard pile
            (right of the targets, to the table's edge).
        panels: seat -> player board rect; ``trays``: seat -> token tray rect (the bottom
            seat's beside its hand; the other seats' in ``info``, beside the targets).
        hand_area: the bottom seat's fanned hand; ``side_buttons``: under the tray
            (Discard / Pass); ``hint``: the key hint line.
    """

    rect: pygame.Rect
    bottom: int
    card: tuple[int, int]
    hand_card: tuple[int, int]
    small: tuple[int, int]
    token: int
    targets: list[pygame.Rect]
    toss_spaces: list[pygame.Rect]
    pickup_spaces: list[pygame.Rect]
    pickups: list[pygame.Rect]
    quick_buttons: list[pygame.Rect]
    festival: pygame.Rect
    target_deck: pygame.Rect
    tomato_deck: pygame.Rect
    discard: pygame.Rect
    info: pygame.Rect
    panels: dict[int, pygame.Rect]
    trays: dict[int, pygame.Rect]
    hand_area: pygame.Rect
    side_button: pygame.Rect
    hint: pygame.Rect
    font: int = 16
    card_scale: float = 1.0
    slot: tuple[int, int] = (0, 0)
    caption_w: int = 0

    def toss_zone(self, space: int) -> pygame.Rect:
        """Drop zone of toss space ``space``: its target card and the space under it."""
        return self.targets[space].union(self.toss_spaces[space])

    def pickup_zone(self, space: int) -> pygame.Rect:
        """Drop zone of pick-up space ``space``: the space and the tomato card under it."""
        return self.pickup_spaces[space].union(self.pickups[space])

    def glow_rect(self, zone: tuple[str, int]) -> pygame.Rect:
        """What glows for a zone (a hint, or a drop while dragging): a toss space's target card
        only (a drop anywhere on the space, its Quick badge included, is a normal toss); a
        pick-up space with its card (:meth:`pickup_zone`); the discard pile itself."""
        kind, i = zone
        return self.targets[i] if kind == "target" else self.pickup_zone(i) \
            if kind == "pickup" else self.discard

    def parts(self, seat: int) -> "PanelParts":
        """The parts of ``seat``'s player board (:func:`panel_parts`)."""
        return panel_parts(self.panels[seat], self.font, self.card_scale)

    def token_on_space(self, kind: str, space: int, k: int) -> pygame.Rect:
        """Rect of the ``k``-th token stacked on a space (``kind`` "pick_up" or "toss").

        Tokens sit in the space's lower-right corner, each later one a small step up and to the
        left (:func:`token_stack_width` wide for three), clear of the space's word on the left
        and of its Quick badge (which sits just left of the stack)."""
        area = (self.pickup_spaces if kind == "pick_up" else self.toss_spaces)[space]
        d = self.token
        step_x, step_y = token_steps(d)
        return pygame.Rect(area.right - 3 - d - k * step_x, area.bottom - 3 - d - k * step_y,
                           d, d)

    def hand_rects(self, n: int, raised: set[int] | frozenset[int] = frozenset()) -> list[pygame.Rect]:
        """Rects of the bottom seat's ``n`` hand cards, fanned along the bottom of the hand area
        (a raised card lifts by a fifth of its height, still inside the area)."""
        return hand_row(self.hand_area, n, self.hand_card, raised, RAISE, HAND_MARGIN)

    def tray_slot(self, seat: int, k: int) -> pygame.Rect:
        """Rect of the ``k``-th (0..2) unplaced token in ``seat``'s tray."""
        tray = self.trays[seat]
        d = self.token
        step = min(d + max(4, d // 5), (tray.width - d) // 2 if tray.width > d else d)
        total = d + (TOKENS_PER_TURN - 1) * step
        x0 = tray.centerx - total // 2
        return pygame.Rect(x0 + k * step, tray.centery - d // 2, d, d)


def token_steps(d: int) -> tuple[int, int]:
    """Offset (x, y pixels) between stacked tokens of diameter ``d`` on a space."""
    return max(4, d // 8), max(2, d // 12)


def token_stack_width(d: int) -> int:
    """Width (pixels) of a turn's tokens (three) stacked on a space, of diameter ``d``."""
    return d + (TOKENS_PER_TURN - 1) * token_steps(d)[0]


BADGE_TEXT_EM = 6.7
"""Width of the widest badge text, "Quick 100%", in bold, per pixel of font size (measured with
the bundled DejaVu Sans Bold: 93 px at 14 px)."""
CAPTION_EM = 9.2
"""Width of the widest pile caption, "Tomato deck 31", in bold, per pixel of font size (128 px at
14 px)."""
WORD_EM = 2.6
"""Width of the word "Toss" per pixel of font size (36 px at 14 px)."""


SCALE_RANGE = (0.5, 2.0)
"""The card scale factors the layout accepts (the settings allow 0.75..1.5)."""


def compute_layout(rect: pygame.Rect, players: int, bottom: int,
                   card_scale: float = 1.0) -> Layout:
    """The layout for a ``players``-seat table in ``rect`` with ``bottom`` drawn at the bottom.

    Args:
        card_scale: the card size setting (clamped to :data:`SCALE_RANGE`); every card is
            scaled by it within what fits its zone.

    Raises:
        ValueError: ``players`` < 1 or ``bottom`` not a seat.
    """
    if players < 1 or not 0 <= bottom < players:
        raise ValueError(f"bad seating: {players} players, bottom seat {bottom}")
    scale = min(SCALE_RANGE[1], max(SCALE_RANGE[0], float(card_scale)))
    rect = pygame.Rect(rect)
    W, H = max(rect.width, 320), max(rect.height, 240)
    u = min(W / 1000, H / 760)
    pad = max(4, round(10 * u))
    font = max(14, round(16 * u))
    hint_h = font + pad
    top_h = round(H * 0.15)
    bottom_h = round(H * 0.26)
    fest_h = H - top_h - bottom_h - hint_h - 2 * pad
    # Festival vertical plan: card, space, space, card (+ gaps); horizontal: the decks' column,
    # one column per space, the discard pile's column.
    cols = SPACES + 2
    ch_by_h = (fest_h - 3 * pad) / 2.62
    cw_by_w = (W - 2 * pad) / 6.4
    # The board is planned with the slot size (cw, ch); the cards in the slots are scaled.
    cw = int(min(ch_by_h / CARD_RATIO, cw_by_w))
    ch = round(cw * CARD_RATIO)
    card_w = max(12, min(cw, round(cw * scale)))
    card = (card_w, round(card_w * CARD_RATIO))
    sp_h = round(ch * 0.31)
    token = max(18, round(sp_h * 0.74))
    # A toss space holds, left to right: its word, the Quick badge (text >= 14 px at the
    # default size: the badge's font is 0.48 of its height), the stack of placed tokens. The
    # columns spread apart (the board has spare width when its height limits the cards) until
    # that fits, keeping room at the sides for the pile captions.
    small_font = max(14, font - 2)
    qb_h = min(sp_h - 4, max(30, round(sp_h * 0.6)))
    qb_w = round(int(qb_h * 0.48) * BADGE_TEXT_EM) + 12
    stack_w = token_stack_width(token)
    need_space = 5 + round(small_font * WORD_EM) + 3 + qb_w + 3 + stack_w + 3
    edge = pad + max(0, round(small_font * CAPTION_EM) - cw) // 2 + 1
    col_gap = max(round(cw * 0.28),
                  min(need_space - cw + pad, (W - 2 * edge - cols * cw) // (cols - 1)))

    fest_total_h = 2 * ch + 2 * sp_h + 3 * pad
    fest_top = rect.y + top_h + pad + (fest_h - fest_total_h) // 2
    col_x = spaced(rect.x, W, cols, cw, col_gap)
    y_target, y_toss, y_pick, y_card = steps(fest_top, [ch, sp_h, sp_h, ch],
                                             [pad // 2, pad, pad // 2])

    def upper(col: int) -> pygame.Rect:
        """A card in an upper slot (targets row): it hangs at the slot's lower edge."""
        return anchor(pygame.Rect(col_x[col], y_target, cw, ch), card, y=END)

    def lower(col: int) -> pygame.Rect:
        """A card in a lower slot (tomato cards row): it hangs at the slot's upper edge."""
        return anchor(pygame.Rect(col_x[col], y_card, cw, ch), card, y=START)

    def spaces(y: int) -> list[pygame.Rect]:
        """The spaces of a row at height ``y``, each centred under its column."""
        return [pygame.Rect(col_x[i + 1] - (space_w - cw) // 2, y, space_w, sp_h)
                for i in range(SPACES)]

    targets = [upper(i + 1) for i in range(SPACES)]
    space_w = cw + col_gap - pad
    toss_spaces, pickup_spaces = spaces(y_toss), spaces(y_pick)
    pickups = [lower(i + 1) for i in range(SPACES)]
    qb_w = max(1, min(qb_w, space_w - stack_w - 9))
    quick_buttons = [pygame.Rect(s.right - 3 - stack_w - 3 - qb_w, s.centery - qb_h // 2,
                                 qb_w, qb_h) for s in toss_spaces]
    festival = toss_spaces[0].union(pickup_spaces[-1]).inflate(pad * 2, pad * 2)
    target_deck = upper(0)
    tomato_deck = lower(0)
    discard = lower(cols - 1)
    info_x = col_x[SPACES] + cw + pad
    info = pygame.Rect(info_x, y_target,
                       min(rect.right - pad, col_x[-1] + cw + col_gap // 2) - info_x, ch)

    # Seats: the bottom seat at the bottom, the others along the top in seat order after it.
    others = seats_after(players, bottom)
    panels: dict[int, pygame.Rect] = {}
    trays: dict[int, pygame.Rect] = {}
    if others:
        slot_w = min(round(W * 0.44), (W - pad * (len(others) + 1)) // len(others))
        for seat, sx in zip(others, spaced(rect.x, W, len(others), slot_w, pad)):
            panels[seat] = pygame.Rect(sx, rect.y + pad // 2, slot_w, top_h - pad // 2)
            # Another seat's unplaced tokens wait beside the targets (its board is too small).
            trays[seat] = pygame.Rect(info.x, info.centery - token, info.width, 2 * token)
    bottom_y = rect.y + H - hint_h - bottom_h
    panel_w = min(round(W * 0.3), 380)
    tray_w = max(TOKENS_PER_TURN * token + (TOKENS_PER_TURN + 1) * pad, round(W * 0.14))
    panels[bottom] = pygame.Rect(rect.x + pad, bottom_y + pad // 2, panel_w, bottom_h - pad)
    trays[bottom] = pygame.Rect(rect.right - pad - tray_w, bottom_y + pad,
                                tray_w, round(bottom_h * 0.45))
    side_button = pygame.Rect(trays[bottom].x, trays[bottom].bottom + pad,
                              tray_w, max(font + 14, round(bottom_h * 0.2)))
    hand_area = pygame.Rect(panels[bottom].right + pad, bottom_y,
                            trays[bottom].x - panels[bottom].right - 2 * pad, bottom_h)
    # The hand fills 74% of its band at scale 1 (as tall as a festival card); a larger scale
    # grows it until a raised card would leave the band.
    hand_max = int((bottom_h - HAND_MARGIN) / (1 + RAISE))
    hand_h = min(hand_max, round(min(bottom_h * 0.74, ch * 1.05) * scale))
    hand_card = (round(hand_h / CARD_RATIO), hand_h)
    small_h = max(round(28 * min(1.0, scale)), min(round(top_h * 0.6), round(top_h * 0.42 * scale)))
    small = (round(small_h / CARD_RATIO), small_h)
    hint = pygame.Rect(rect.x + pad, rect.bottom - hint_h, W - 2 * pad, hint_h)
    return Layout(rect=rect, bottom=bottom, card=card, hand_card=hand_card, small=small,
                  token=token, targets=targets, toss_spaces=toss_spaces,
                  pickup_spaces=pickup_spaces, pickups=pickups, quick_buttons=quick_buttons,
                  festival=festival, target_deck=target_deck, tomato_deck=tomato_deck,
                  discard=discard, info=info, panels=panels, trays=trays, hand_area=hand_area,
                  side_button=side_button, hint=hint, font=font, card_scale=scale,
                  slot=(cw, ch),
                  caption_w=min(cw + col_gap - pad, cw + 2 * (col_x[0] - rect.x - pad // 2)))


@dataclass
class PanelParts:
    """The parts of one player board (any size): header, scored-target areas, middle.

    Attributes:
        pad, font, label_px: spacing and text sizes in pixels; ``head_h``: header height.
        body: below the header; ``basic``/``quick``: left/right scored-target areas;
        mid: basket token and hand between them; ``small``: scored-target card size.
    """

    pad: int
    font: int
    label_px: int
    head_h: int
    body: pygame.Rect
    basic: pygame.Rect
    quick: pygame.Rect
    mid: pygame.Rect
    small: tuple[int, int]

    def scored_rects(self, side: str, n: int) -> list[pygame.Rect]:
        """Rects of ``n`` scored targets on ``side`` ("basic" or "quick"), overlapping in a row
        above the side's points label. Source: rulebook, Toss / Quick toss (basic targets are
        slotted on the left of the player board, quick ones on the right)."""
        if n <= 0:
            return []
        area = self.basic if side == "basic" else self.quick
        w, h = self.small
        step = min(w * 0.5, (area.width - w - 4) / max(1, n - 1))
        y = area.bottom - self.label_px - scored_gap(self.label_px) - h
        return overlapped(n, self.small, area.centerx, y, step)


def scored_gap(label_px: int) -> int:
    """Pixels between a scored pile (its shadow included) and the points label under it."""
    return max(6, label_px // 3 + 2)


def panel_parts(rect: pygame.Rect, base_font: int, card_scale: float = 1.0) -> PanelParts:
    """Split a player board ``rect`` into its parts; ``base_font`` is the layout's font size,
    ``card_scale`` the card size factor (scored targets grow or shrink by it, within the
    board)."""
    pad = max(4, rect.height // 22)
    font = max(14, min(base_font, rect.height // 6))
    head_h = font + 2 * pad
    body = pygame.Rect(rect.x + pad, rect.y + head_h, rect.width - 2 * pad,
                       rect.height - head_h - pad)
    side_w = round(body.width * 0.38)
    label_px = max(14, font - 2)
    # Small enough that a few scored targets still show side by side (overlapping).
    card_h = max(round(24 * min(1.0, card_scale)),
                 min(body.height - label_px - scored_gap(label_px), round((side_w - 8) * CARD_RATIO),
                     round(side_w * 0.5 * CARD_RATIO * card_scale)))
    basic, mid, quick = columns(body, [side_w, None, side_w])
    return PanelParts(pad=pad, font=font, label_px=label_px, head_h=head_h, body=body,
                      basic=basic, quick=quick, mid=mid, small=(round(card_h * 63 / 88), card_h))
