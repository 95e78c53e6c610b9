"""The table scene's status bar: one line under the table with the prompt for the current
decision in player words, or a message (a refusal reason in red); it also stands in for the
grey Undo button's tooltip. Source: ui_shell brief.
"""

from __future__ import annotations

import re
from typing import Callable

import pygame

from tabletop.engine import EXTERNAL, Decision
from tabletop.engine.wording import lower_first
from tabletop.ui.hotseat import deciding_seats
from tabletop.ui.owned_image import OwnedImage
from tabletop.ui.scenes.layout import ui_scale
from tabletop.ui.theme import dialog_class

STATUS_H = 40
"""The bar's height in design pixels (at 1280x800; see :func:`status_height`)."""


def status_height(size: tuple[int, int]) -> int:
    """The bar's height in pixels in a window of ``size``: :data:`STATUS_H` times the dialogs'
    scale (:func:`tabletop.ui.scenes.layout.ui_scale`: 52 at 1920x1080)."""
    return round(STATUS_H * ui_scale(size))
_SECOND_PERSON = re.compile(r"\byou(r|rs|rself)?\b", re.IGNORECASE)


def prompt_line(dec: Decision | None, acting: int | None, curtain_up: bool, *,
                win_reason: Callable[[], str], seat_name: Callable[[int], str],
                is_bot: Callable[[int], bool], race_text: Callable[[], str],
                names: tuple[str, ...] = ()) -> str:
    """The status-bar line for decision ``dec`` ("Ana: place a tomato token"): game over, pass
    the screen (curtain up for ``acting``), the table's race, a bot choosing, or whose turn.
    ``names``: every seat's name, so a prompt starting with any of them keeps its capital."""
    if dec is None:
        return "Game over. " + win_reason()
    if curtain_up and acting is not None:
        return f"Pass the screen to {seat_name(acting)}, then click the table."
    seat = acting if acting is not None else deciding_seats(dec)[0]
    names = tuple(names) + tuple(seat_name(s) for s in {seat, dec.active}
                                 if s is not None and s >= 0)
    prompt = lower_first(dec.prompt, names)       # "Chloé plays Hungry Caterpillars" keeps "C"
    if seat == EXTERNAL:
        return race_text() or f"The table decides: {prompt}"
    who = seat_name(seat)
    if is_bot(seat):
        # A prompt is worded for the seat that decides ("…or end your plays"): shown under a
        # bot's name it would address the watching human, so such a prompt is left out.
        if _SECOND_PERSON.search(prompt):
            return f"{who} (bot) is choosing…"
        return f"{who} (bot) is choosing: {prompt}"
    return f"{who}: {prompt}"


def without_asides(line: str) -> str:
    """``line`` without the asides in brackets after its first ": " ("Chloé (bot) is
    choosing: MIX & MATCH: swap them (only a potato for a tomato) or keep them" -> "...:
    swap them or keep them"): the table's own prompt line says them in full. stranger-p6 read
    a bot's line cut at "…or say" at 800x560."""
    head, sep, rest = line.partition(": ")
    return head + sep + re.sub(r"\s*\([^()]*\)", "", rest) if sep else line


class StatusLine(OwnedImage):
    """The bar's one line of text, drawn by us on one opaque surface of ``rect`` in
    ``container``: the theme's ``#status_bar`` (or ``#status_bar_refusal``) background, bold
    text and left padding, at the container's dialog class ``class_id``. A pygame-gui label
    there re-drew two window-wide states and re-read the theme on every change: ~3 ms of each
    move's frame at 1920x1080 (issue 13); this costs one fill and one text render.

    Attributes read by tests: ``text`` (the text shown), ``font``, ``rect``."""

    def __init__(self, manager, container, rect: pygame.Rect, class_id: str | None) -> None:
        theme = manager.get_theme()
        self._looks = {}
        for refusal, block in ((False, "#status_bar"), (True, "#status_bar_refusal")):
            ids = ([f"{class_id}.{block}"] if class_id else []) + [block, "label"]
            pad = theme.get_misc_data("text_horiz_alignment_padding", ids) or 12
            self._looks[refusal] = (pygame.Color(theme.get_colour("dark_bg", ids)),
                                    pygame.Color(theme.get_colour("normal_text", ids)),
                                    theme.get_font(ids), int(pad))
        self.font = self._looks[False][2]
        self.text = ""
        self.refusal = False
        self._canvas = pygame.Surface(rect.size, pygame.SRCALPHA)
        super().__init__(rect, self._canvas, manager=manager, container=container,
                         image_is_alpha_premultiplied=True)
        self.set_line("", False)

    def set_line(self, text: str, refusal: bool = False) -> None:
        """Show ``text`` (a refusal on red)."""
        bg, ink, font, pad = self._looks[refusal]
        self.text, self.refusal, self.font = text, refusal, font
        self._canvas.fill(bg)
        if text:
            image = font.render_premul(text, ink)
            y = (self._canvas.get_height() - image.get_height()) // 2
            self._canvas.blit(image, (pad, y), special_flags=pygame.BLEND_PREMULTIPLIED)
        self.show_surface(self._canvas)


class StatusBar:
    """The status bar's text and whether it is a refusal (kept across a rebuild), and its line
    (:class:`StatusLine`, made anew by :meth:`build`)."""

    def __init__(self) -> None:
        self.text = ""
        self.refusal = False
        self._label: StatusLine | None = None
        self._shown = ("", False)

    def build(self, ui, container, rect: pygame.Rect, scale: float = 1.0) -> None:
        """Make the line across ``rect`` (empty until the next :meth:`show`), its font at the
        dialogs' ``scale`` (the theme class of that scale)."""
        self._label = StatusLine(ui, container, rect, dialog_class(scale))
        self._shown = ("", False)

    def show(self, text: str, refusal: bool = False) -> None:
        """Show one line (a refusal in red); one too wide for the bar loses the asides in
        brackets after its "Name: " or "Name (bot) is choosing: " (:func:`without_asides`)."""
        self.text, self.refusal = text, refusal
        if (text, refusal) != self._shown:
            self._shown = (text, refusal)
            if self._label.font.size(text)[0] > self._label.rect.width - 16:
                text = without_asides(text)
            self._label.set_line(text, refusal)   # on screen with the table's frame

    def explain_undo(self, event: pygame.event.Event, button_rect: pygame.Rect, reason: str,
                     can_undo: bool, prompt: Callable[[], str]) -> bool:
        """The grey Undo button cannot show a tooltip (pygame-gui gives none to a disabled
        button): pointing at it (``button_rect``) or clicking it shows ``reason`` here instead,
        and moving off it brings back the ``prompt``. True when ``event`` was that click."""
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) or can_undo:
            return False
        on = button_rect.collidepoint(event.pos)
        if on and reason and self.text != reason:
            self.show(reason)
        elif not on and reason and self.text == reason and event.type == pygame.MOUSEMOTION:
            self.show(prompt())
        return on and event.type == pygame.MOUSEBUTTONDOWN
