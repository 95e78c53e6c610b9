"""Images and fonts from the shipped ``art/`` folder, cached.

``images(rel_path, size)`` loads ``art/<rel_path>``, converts it with ``convert_alpha`` and
caches each scaled size (smoothscale). The caches are bounded least-recently-used ones (pixel
bytes: :data:`ORIGINALS_BYTES`, :data:`SCALED_BYTES`, :data:`TEXT_BYTES`), so a long session
(many games, resizes) never grows them without end; an evicted file is loaded again on demand.
A missing or unreadable file gives a visible magenta placeholder and one log warning, never a
crash. ``fonts(size_px, bold)`` gives the shipped DejaVu
Sans (``art/fonts/DejaVuSans.ttf`` / ``DejaVuSans-Bold.ttf``) or pygame's default font when the
files are absent. Both need ``pygame.display.set_mode`` to have been called for conversion.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from tabletop import paths
from tabletop.tablekit.script_fonts import FallbackFont
from tabletop.tablekit.sprites import SurfaceCache

log = logging.getLogger(__name__)

PLACEHOLDER = (255, 0, 255)
ORIGINALS_BYTES = 8 * 2**20
"""Most pixel memory kept of art files as stored (one game's art is ~11 MB; a scaled size not
yet made loads its file again, and a table makes its sizes when it is laid out)."""
SCALED_BYTES = 32 * 2**20
"""Most pixel memory kept of scaled art (one 1920x1080 table uses ~4 MB)."""
TEXT_BYTES = 8 * 2**20
"""Most pixel memory kept of rendered text lines."""


def font_path(bold: bool = False) -> Path | None:
    """The shipped DejaVu Sans file (bold or regular), or None when it is not there."""
    path = paths.art_dir() / "fonts" / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
    return path if path.is_file() else None


class Assets:
    """The image and font caches of one window."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else paths.art_dir()
        self._originals = SurfaceCache(4096, ORIGINALS_BYTES)
        self._scaled = SurfaceCache(4096, SCALED_BYTES)
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._warned: set[str] = set()
        self._text = SurfaceCache(4000, TEXT_BYTES)

    # ----- images --------------------------------------------------------------------------
    def _placeholder(self, size: tuple[int, int] | None) -> pygame.Surface:
        w, h = size or (64, 64)
        surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        surf.fill(PLACEHOLDER)
        pygame.draw.line(surf, (0, 0, 0), (0, 0), (w - 1, h - 1), 2)
        pygame.draw.line(surf, (0, 0, 0), (0, h - 1), (w - 1, 0), 2)
        return surf

    def _original(self, rel_path: str) -> pygame.Surface | None:
        cached = self._originals.peek(rel_path)
        if cached is not None:
            return cached
        path = self.root / rel_path
        try:
            surf = pygame.image.load(str(path)).convert_alpha()
        except (pygame.error, FileNotFoundError, OSError) as exc:
            if rel_path not in self._warned:
                self._warned.add(rel_path)
                log.warning("image %s unavailable (%s); drawing a placeholder", path, exc)
            return None
        self._originals.put(rel_path, surf)
        return surf

    def images(self, rel_path: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The image ``art/<rel_path>`` scaled to ``size`` = (w, h) pixels (None: as stored).

        Never raises for a missing file: returns a magenta placeholder of that size instead.
        Callers must not draw onto the returned surface (it is shared).
        """
        key = (rel_path, None if size is None else (max(1, int(size[0])), max(1, int(size[1]))))
        cached = self._scaled.peek(key)
        if cached is not None:
            return cached
        original = self._original(rel_path)
        if original is None:
            surf = self._placeholder(key[1])
        elif key[1] is None or key[1] == original.get_size():
            surf = original
        else:
            surf = pygame.transform.smoothscale(original, key[1])
        self._scaled.put(key, surf)
        return surf

    def has_image(self, rel_path: str) -> bool:
        """True when ``art/<rel_path>`` exists (no warning either way)."""
        return (self.root / rel_path).is_file()

    # ----- fonts ---------------------------------------------------------------------------
    def fonts(self, size_px: int, bold: bool = False) -> pygame.font.Font:
        """The app font at ``size_px`` pixels (DejaVu Sans when shipped, else pygame's default),
        borrowing glyphs it lacks (Hangul, kana, Han...) from Noto fonts
        (:class:`tabletop.tablekit.script_fonts.FallbackFont`)."""
        key = (max(6, int(size_px)), bool(bold))
        font = self._fonts.get(key)
        if font is None:
            path = font_path(bold) or (font_path(False) if bold else None)
            font = FallbackFont(str(path) if path else None, key[0])
            if bold and path is not None and path == font_path(False):
                font.set_bold(True)
            if path is None and bold:
                font.set_bold(True)
            self._fonts[key] = font
        return font

    def text(self, text: str, size_px: int, colour: tuple[int, int, int],
             bold: bool = False) -> pygame.Surface:
        """A rendered line of text, cached (so unchanged text is never re-rendered per frame)."""
        key = (text, size_px, tuple(colour), bold)
        return self._text.get(key, lambda: self.fonts(size_px, bold).render(text, True, colour))
