"""The table's timed words: one refusal bubble near the gesture, one banner ("2 dice passed to
Ben"), each for a fixed time, with one look per game (its :class:`BubbleStyle`).

Every table on the kit says "no" the same way: the reason (the engine's, without its bracketed
source) shows in a red bubble :data:`BUBBLE_LIFT` pixels above where the gesture ended, for
:data:`BUBBLE_MS` milliseconds, and in the shell's status bar; a refused gesture also plays the
``refuse`` sound. Source: architecture guide, lesson 15 (a table kit that owns input and feedback
once); colours: art-direction.md, Palette.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from tabletop.engine import Action
from tabletop.tablekit import palette
from tabletop.tablekit.pieces import place_near, text_bubble
from tabletop.tablekit.sprites import SurfaceCache, TextCache

BUBBLE_MS = 3000.0
"""How long a refusal bubble (or any word said at a point) stays up, in milliseconds."""
BUBBLE_LIFT = 8
"""Pixels between the gesture's end point and the bubble's bottom edge."""
BANNER_MS = 2600.0
"""How long a banner ("2 dice passed to Ben") stays up, in milliseconds."""
REFUSE_SOUND = "refuse"
"""The sound a refused gesture plays (``sounds/refuse.wav``)."""

_SOURCE = re.compile(r"\s*\([^()]*(?:rulebook|rules-decisions|edition decision|our reading)"
                     r"[^()]*\)")


def plain(text: str) -> str:
    """``text`` without a bracketed source ("(rulebook: Toss; edition decision)"), stripped and
    with its first letter capitalised: what a player reads in a bubble."""
    text = _SOURCE.sub("", text or "").strip()
    return text[:1].upper() + text[1:]


def capitalise(text: str) -> str:
    """``text`` stripped, first letter capitalised, brackets kept (a table whose bubbles show
    the engine's words as they are sets ``feedback.words = capitalise``)."""
    text = (text or "").strip()
    return text[:1].upper() + text[1:]


NOT_NOW = "That is not possible now."
"""What a refusal says when the engine gives no reason."""


def engine_reason(explain: Callable[[Action], str] | None, action: Action) -> str:
    """The engine's words for why ``action`` is refused (``explain(action)``: the shell's
    ``TableContext.explain``), capitalised; :data:`NOT_NOW` when there is no ``explain``, it
    says nothing or it fails (the engine's words are a nicety: they never break a table)."""
    try:
        text = (explain(action) if explain is not None else "") or ""
    except Exception:
        text = ""
    return capitalise(text) if text else NOT_NOW


@dataclass
class Note:
    """Words on show for a while.

    Attributes:
        text: one line (wrapped when drawn); ``pos``: window pixels the bubble's bottom centre
            sits on (banners: unused); ``ms``: time left in milliseconds; ``seat``: the seat a
            banner is about (None: the table's middle).
    """

    text: str
    pos: tuple[int, int]
    ms: float
    seat: int | None = None


@dataclass(frozen=True)
class BubbleStyle:
    """How a game's bubbles look (the timing and placement are the kit's).

    Attributes:
        font: text size in pixels; ``max_width``: wrap width in pixels; ``alpha``: panel
            opacity 0-255; ``pad``: inner margins (x, y) in pixels; ``radius``: corner radius.
    """

    font: int = 16
    max_width: int = 420
    alpha: int = 245
    pad: tuple[int, int] = (8, 5)
    radius: int = 8

    def panel(self, text_cache: TextCache, cache: SurfaceCache, text: str,
              fill: tuple[int, int, int], ink: tuple[int, int, int],
              font: int | None = None, max_width: int | None = None) -> pygame.Surface:
        """The cached bubble surface for ``text`` in ``fill``/``ink`` (``font``/``max_width``
        override the style's for this one bubble)."""
        return text_bubble(text_cache, cache, text, font or self.font,
                           max_width or self.max_width, fill, ink, alpha=self.alpha,
                           pad=self.pad, radius=self.radius)

    def show(self, surface: pygame.Surface, text_cache: TextCache, cache: SurfaceCache,
             text: str, anchor: tuple[int, int], bounds: pygame.Rect,
             fill: tuple[int, int, int] = palette.GOLD, ink: tuple[int, int, int] = palette.INK,
             below: bool = False, middle: bool = False, font: int | None = None) -> None:
        """Draw the :meth:`panel` of ``text`` (gold and ink unless told: a banner or a
        prompt) centred above ``anchor`` (window pixels), below it with ``below``, or with
        its middle there with ``middle``; kept inside ``bounds``."""
        panel = self.panel(text_cache, cache, text, fill, ink, font)
        if middle:
            anchor = (anchor[0], anchor[1] + panel.get_height() // 2)
        place_near(surface, panel, anchor, bounds, below)


class Feedback:
    """The refusal bubble and the banner of one table.

    Args:
        status: ``status(text)``, the shell's status bar (``TableContext.status``).
        play_sound: ``play_sound(name)`` (``TableContext.play_sound``).
        words: ``words(text) -> str``, what a bubble shows of a text (default :func:`plain`;
            also the attribute ``words``).
    """

    def __init__(self, status: Callable[[str], None], play_sound: Callable[[str], None],
                 words: Callable[[str], str] = plain) -> None:
        self.status, self.play_sound, self.words = status, play_sound, words
        self.message: Note | None = None
        self.banner: Note | None = None

    def say(self, text: str, pos: tuple[int, int]) -> None:
        """Show ``text`` (through :attr:`words`, default :func:`plain`) in a bubble above ``pos``
        (window pixels) and in the status bar for :data:`BUBBLE_MS`; an empty text shows
        nothing."""
        text = self.words(text)
        if not text:
            return
        self.message = Note(text, (int(pos[0]), int(pos[1]) - BUBBLE_LIFT), BUBBLE_MS)
        self.status(text)

    def refuse(self, text: str, pos: tuple[int, int]) -> None:
        """A refused gesture: :meth:`say` ``text`` at ``pos`` and play the refusal sound."""
        self.say(text, pos)
        self.play_sound(REFUSE_SOUND)

    def announce(self, text: str, seat: int | None = None, ms: float = BANNER_MS) -> None:
        """Show a banner about ``seat`` (None: the table's middle) for ``ms`` milliseconds."""
        if text:
            self.banner = Note(text, (0, 0), float(ms), seat)

    def clear(self) -> None:
        """Take the bubble down (the status bar is the caller's)."""
        self.message = None

    @property
    def text(self) -> str:
        """The bubble's text ("" when none)."""
        return "" if self.message is None else self.message.text

    @property
    def banner_text(self) -> str:
        """The banner's text ("" when none)."""
        return "" if self.banner is None else self.banner.text

    def update(self, dt_ms: float) -> None:
        """Count ``dt_ms`` milliseconds off the bubble and the banner."""
        for name in ("message", "banner"):
            note = getattr(self, name)
            if note is not None:
                note.ms -= dt_ms
                if note.ms <= 0:
                    setattr(self, name, None)

    def message_rect(self, text_cache: TextCache, cache: SurfaceCache, style: BubbleStyle,
                     bounds: pygame.Rect, keep_clear: Sequence[pygame.Rect] = ()
                     ) -> pygame.Rect | None:
        """Where the refusal bubble goes (window pixels; None with no bubble): centred above
        its point, kept inside ``bounds``; when that covers one of ``keep_clear`` (a table's
        name lines), below the point, else just under or over the rect it covered, the first
        spot that covers none (a bubble lay over the players' names)."""
        if self.message is None:
            return None
        panel = style.panel(text_cache, cache, self.message.text, palette.REFUSE,
                            palette.CARD_STOCK)
        x, y = self.message.pos
        first = panel.get_rect(midbottom=(x, y)).clamp(bounds)
        spots = [first, panel.get_rect(midtop=(x, y + 2 * BUBBLE_LIFT + 16)).clamp(bounds)]
        for rect in keep_clear:
            if rect.colliderect(first):
                spots += [panel.get_rect(midtop=(x, rect.bottom + 4)).clamp(bounds),
                          panel.get_rect(midbottom=(x, rect.top - 4)).clamp(bounds)]
        return next((s for s in spots if s.collidelist(list(keep_clear)) < 0), first)

    def draw_message(self, surface: pygame.Surface, text_cache: TextCache, cache: SurfaceCache,
                     style: BubbleStyle, bounds: pygame.Rect,
                     keep_clear: Sequence[pygame.Rect] = ()) -> None:
        """Draw the refusal bubble (red, cream ink) at :meth:`message_rect`."""
        rect = self.message_rect(text_cache, cache, style, bounds, keep_clear)
        if rect is not None:
            surface.blit(style.panel(text_cache, cache, self.message.text, palette.REFUSE,
                                     palette.CARD_STOCK), rect)
