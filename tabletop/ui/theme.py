"""The pygame-gui theme: ``theme.json`` beside this file, with font paths made absolute.

``theme.json`` holds the palette colours (art-direction.md) and names the shipped DejaVu Sans
(``art/fonts``). When those font files are absent, the theme falls back to pygame-gui's own
Noto Sans so the app still starts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tabletop import paths

THEME_FILE = Path(__file__).with_name("theme.json")
FONT_NAME = "dejavu"


def _fix_font(font: dict[str, Any], regular: Path | None, bold: Path | None) -> None:
    if regular is None:
        font["name"] = "noto_sans"
        font.pop("regular_path", None)
        font.pop("bold_path", None)
    else:
        font["regular_path"] = str(regular)
        font["bold_path"] = str(bold or regular)


def theme_dict() -> dict[str, Any]:
    """The theme as a dict for ``pygame_gui.UIManager(size, theme_dict())``."""
    data = json.loads(THEME_FILE.read_text(encoding="utf-8"))
    fonts = paths.art_dir() / "fonts"
    regular = fonts / "DejaVuSans.ttf"
    bold = fonts / "DejaVuSans-Bold.ttf"
    regular_ok = regular if regular.is_file() else None
    bold_ok = bold if bold.is_file() else None
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict):
            _fix_font(font, regular_ok, bold_ok)
    return data

