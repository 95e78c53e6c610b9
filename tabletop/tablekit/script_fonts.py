"""Text in any script: a font that borrows the glyphs it lacks from pygame-gui's Noto fonts.

The table font (DejaVu Sans) has no Hangul, kana or Han characters, so a player named 김민준,
さくら or 王伟 would show as empty boxes. :class:`FallbackFont` is a ``pygame.font.Font`` whose
``render``, ``size`` and ``metrics`` split the text into runs: characters the font has are drawn
with it, the others with the first Noto font shipped by pygame-gui that has them all (Korean,
Japanese, Simplified Chinese, then Noto Sans, Arabic, Hebrew, Georgian), at the same size and on
one baseline. Text the font covers takes the plain fast path.

:func:`install_for_pygame_gui` makes pygame-gui build its fonts from this class too, so labels,
text boxes and entry fields fall back the same way. Coverage is read with ``pygame.freetype``
(which reports a missing glyph as None, unlike ``pygame.font``). Source: issue 12, "Names in any
script".
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import pygame
import pygame.freetype

_Font = pygame.font.Font
_NOTO = ("NotoSansKR", "NotoSansJP", "NotoSansSC", "NotoSans", "NotoSansArabic",
         "NotoSansHebrew", "NotoSansGeorgian")
_EXT = {"NotoSansJP": ".otf", "NotoSansSC": ".otf"}


def noto_folder() -> Path | None:
    """pygame-gui's data folder holding the Noto fonts (also inside the installer bundle, which
    collects pygame-gui's data), or None when it cannot be found."""
    try:
        import pygame_gui.data as data
    except ImportError:
        return None
    folder = Path(data.__file__).resolve().parent
    return folder if folder.is_dir() else None


def fallback_files(bold: bool = False) -> list[Path]:
    """The Noto font files to borrow from, in the order tried (missing files left out)."""
    folder = noto_folder()
    if folder is None:
        return []
    style = "-Bold" if bold else "-Regular"
    files = [folder / f"{name}{style}{_EXT.get(name, '.ttf')}" for name in _NOTO]
    return [f for f in files if f.is_file()]


@functools.lru_cache(maxsize=16)
def _coverage_font(path: str | None) -> pygame.freetype.Font | None:
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    try:
        return pygame.freetype.Font(path, 12)
    except (OSError, pygame.error):
        return None


@functools.lru_cache(maxsize=65536)
def has_glyph(path: str | None, ch: str) -> bool:
    """True when the font file ``path`` (None: pygame's default font) draws ``ch``; spaces and
    line breaks always count as drawn. Never raises."""
    if ch.isspace():
        return True
    font = _coverage_font(path)
    if font is None:
        return True
    try:
        return font.get_metrics(ch)[0] is not None
    except (pygame.error, UnicodeError, ValueError):
        return False


@functools.lru_cache(maxsize=4096)
def covers(path: str | None, text: str) -> bool:
    """True when the font file ``path`` draws every character of ``text`` (remembered for the
    last 4,096 texts: every text render asks)."""
    return all(has_glyph(path, ch) for ch in text)


def _pick(files: list[Path], run: str) -> str | None:
    """The first file drawing all of ``run``, else the first drawing its first character."""
    for f in files:
        if covers(str(f), run):
            return str(f)
    return next((str(f) for f in files if has_glyph(str(f), run[0])), None)


def split_runs(path: str | None, text: str, bold: bool = False) -> list[tuple[str | None, str]]:
    """``text`` cut into ``(font_file, run)`` pairs: ``font_file`` is ``path`` itself for the
    characters it draws, else the Noto file chosen for that run (None: nothing draws it, the
    primary font shows its box)."""
    out: list[tuple[str | None, str]] = []
    for ch in text:
        own = has_glyph(path, ch)
        if out and (out[-1][0] == "own") == own:
            out[-1] = (out[-1][0], out[-1][1] + ch)
        else:
            out.append(("own" if own else "other", ch))
    files = fallback_files(bold)
    return [(path if kind == "own" else (_pick(files, run) or path), run) for kind, run in out]


class FallbackFont(pygame.font.Font):
    """A ``pygame.font.Font`` that draws the glyphs it lacks with a Noto font (module docstring).

    Args:
        file: the font file (a path; None for pygame's default font), as for ``pygame.font.Font``.
        size: the size in points, as for ``pygame.font.Font``.
    """

    def __init__(self, file: Any = None, size: int | float = 20) -> None:
        super().__init__(file, size)
        self._file = str(file) if isinstance(file, (str, Path)) else None
        self._borrowed: dict[str, pygame.font.Font] = {}

    def _font_for(self, path: str | None) -> pygame.font.Font:
        if path == self._file:
            return self
        font = self._borrowed.get(path)
        if font is None:
            font = pygame.font.Font(path, self.point_size)
            font.bold, font.italic, font.underline = False, self.italic, self.underline
            self._borrowed[path] = font
        return font

    def _runs(self, text: Any) -> list[tuple[pygame.font.Font, str]] | None:
        """None when the plain font draws ``text``; else its runs with their fonts."""
        if not isinstance(text, str) or not text or covers(self._file, text):
            return None
        bold = self.bold or (self._file is not None and "Bold" in Path(self._file).name)
        return [(self._font_for(p), run) for p, run in split_runs(self._file, text, bold)]

    def size(self, text: Any) -> tuple[int, int]:  # noqa: D401 - pygame's signature
        runs = self._runs(text)
        if runs is None:
            return super().size(text)
        base = self.get_ascent()
        width = sum((_Font.size(self, r) if f is self else f.size(r))[0] for f, r in runs)
        height = max(self.get_height(), *(base - f.get_ascent() + f.get_height()
                                          for f, _ in runs))
        return width, height

    def metrics(self, text: Any) -> list:
        runs = self._runs(text)
        if runs is None:
            return super().metrics(text)
        out: list = []
        for f, r in runs:
            out += _Font.metrics(self, r) if f is self else f.metrics(r)
        return out

    def render(self, text: Any, antialias: bool, color: Any, bgcolor: Any = None,
               wraplength: int = 0) -> pygame.Surface:
        runs = self._runs(text)
        if runs is None or wraplength:
            if bgcolor is None:
                return super().render(text, antialias, color, wraplength=wraplength)
            return super().render(text, antialias, color, bgcolor, wraplength)
        base = self.get_ascent()   # one baseline: the plain font's (pygame-gui places by it)
        parts = []
        for f, r in runs:
            img = (_Font.render(self, r, antialias, color) if f is self
                   else f.render(r, antialias, color))
            parts.append((img, base - f.get_ascent()))
        width = sum(img.get_width() for img, _ in parts)
        height = max(self.get_height(), *(top + img.get_height() for img, top in parts))
        out = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
        if bgcolor is not None:
            out.fill(bgcolor)
        x = 0
        for img, top in parts:
            out.blit(img, (x, top))
            x += img.get_width()
        return out


def install_for_pygame_gui() -> bool:
    """Make pygame-gui build its fonts as :class:`FallbackFont`. Call before the UIManager is
    created. Returns False when pygame-gui's font module is not where expected (the app then
    runs without the fallback)."""
    try:
        from pygame_gui.core import gui_font_pygame
    except ImportError:
        return False
    if not hasattr(gui_font_pygame, "Font"):
        return False
    gui_font_pygame.Font = FallbackFont
    return True
