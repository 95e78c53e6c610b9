"""The one palette of named colours used by the art scripts, the tables and the pygame-gui theme.

Every colour is an ``(r, g, b)`` tuple of ints in 0..255. Source: shared/docs/art-direction.md,
"Palette". Changing a colour here and re-running ``tools/make_art.py`` re-draws all the art;
PNGs are never edited by hand. This module does not import pygame.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

# Table tops.
TABLE_WOOD: RGB = (0x8A, 0x5A, 0x36)
LINEN: RGB = (0xE9, 0xDF, 0xC9)

# Cards.
CARD_STOCK: RGB = (0xFF, 0xF6, 0xE6)
CARD_EDGE: RGB = (0x3B, 0x2A, 0x20)
CARD_BACK: RGB = (0xD9, 0x43, 0x2F)

# Tomatoes and leaves.
TOMATO_RED: RGB = (0xE0, 0x48, 0x3E)
RIPE_DARK: RGB = (0xA8, 0x2B, 0x22)
LEAF_GREEN: RGB = (0x4E, 0x9A, 0x3A)
STEM_DARK: RGB = (0x2F, 0x6B, 0x2A)

# Accents and text.
GOLD: RGB = (0xF2, 0xB2, 0x33)
INK: RGB = (0x2B, 0x21, 0x1B)
GLOW: RGB = (0xFF, 0xE0, 0x8A)
REFUSE: RGB = (0xC8, 0x32, 0x2B)

# Supporting shades used by the drawn art (derived by eye from the colours above).
WOOD_DARK: RGB = (0x6A, 0x41, 0x25)
WOOD_LIGHT: RGB = (0xA0, 0x6D, 0x45)
WICKER: RGB = (0xC8, 0x93, 0x55)
WICKER_DARK: RGB = (0x8E, 0x5F, 0x30)
BOARD_GREEN: RGB = (0x5E, 0x8F, 0x4A)
BOARD_GREEN_DARK: RGB = (0x3F, 0x6E, 0x33)
GOLD_DARK: RGB = (0xB8, 0x7E, 0x14)

# Player colours: the Okabe-Ito set (orange, sky blue, bluish green, yellow, blue, vermillion),
# each paired with a shape so colour is never the only cue. Source: art-direction.md, Palette.
PLAYER_COLOURS: tuple[RGB, ...] = (
    (0xE6, 0x9F, 0x00),  # orange
    (0x56, 0xB4, 0xE9),  # sky blue
    (0x00, 0x9E, 0x73),  # bluish green
    (0xF0, 0xE4, 0x42),  # yellow
    (0x00, 0x72, 0xB2),  # blue
    (0xD5, 0x5E, 0x00),  # vermillion
)
PLAYER_COLOUR_NAMES: tuple[str, ...] = (
    "orange", "sky blue", "bluish green", "yellow", "blue", "vermillion")
PLAYER_SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "hexagon")


def hex_colour(colour: RGB) -> str:
    """``(r, g, b)`` -> ``"#RRGGBB"`` (for pygame-gui theme files).

    Raises:
        ValueError: a channel outside 0..255 or not three channels.
    """
    if len(colour) != 3 or any(not 0 <= int(c) <= 255 for c in colour):
        raise ValueError(f"not an (r, g, b) colour: {colour!r}")
    return "#{:02X}{:02X}{:02X}".format(*(int(c) for c in colour))


def from_hex(text: str) -> RGB:
    """``"#RRGGBB"`` (leading ``#`` optional) -> ``(r, g, b)``.

    Raises:
        ValueError: not six hex digits.
    """
    digits = text.lstrip("#")
    if len(digits) != 6:
        raise ValueError(f"not a #RRGGBB colour: {text!r}")
    return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Blend from ``a`` (t=0) to ``b`` (t=1); ``t`` is clamped to 0..1."""
    t = min(1.0, max(0.0, t))
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def lighten(colour: RGB, t: float) -> RGB:
    """Blend ``colour`` towards white by ``t`` (0..1)."""
    return mix(colour, (255, 255, 255), t)


def darken(colour: RGB, t: float) -> RGB:
    """Blend ``colour`` towards black by ``t`` (0..1)."""
    return mix(colour, (0, 0, 0), t)


def player_colour(seat: int) -> RGB:
    """The colour of ``seat`` (0-based; wraps after six seats)."""
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def player_shape(seat: int) -> str:
    """The shape name paired with ``seat``'s colour (wraps after six seats)."""
    return PLAYER_SHAPES[seat % len(PLAYER_SHAPES)]
