"""The pygame-gui theme: ``theme.json`` beside this file, with font paths made absolute.

``theme.json`` holds the palette colours (art-direction.md) and names the shipped DejaVu Sans
(``art/fonts``). When those font files are absent, the theme falls back to pygame-gui's own
Noto Sans so the app still starts.

Dialogs scale with a large window (:func:`tabletop.ui.scenes.layout.centred_panel`): for each
scale in :data:`DIALOG_SCALES` the theme gets a copy of every block's font (and list row
height) under ``#dialog_<percent>.<block>``, which a dialog panel of that scale carries as its
class id, so the text inside it grows with the panel; colours still come from the plain blocks.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tabletop import paths

THEME_FILE = Path(__file__).with_name("theme.json")
FONT_NAME = "dejavu"
DIALOG_SCALES = (1.15, 1.3, 1.45)
"""The larger dialog scales (1.0 is the theme itself)."""


def dialog_class(scale: float) -> str | None:
    """The theme class id of dialogs drawn at ``scale`` ("#dialog_130"), None at 1.0."""
    return None if scale <= 1.0 else f"#dialog_{round(scale * 100)}"


def _scaled_blocks(data: dict[str, Any], scale: float) -> dict[str, Any]:
    """Every block's font size (the defaults' for a block without a font) and list row
    height times ``scale``, under ``#dialog_<percent>.<block>``."""
    base = data["defaults"]["font"]
    out: dict[str, Any] = {}
    keys = [k for k in data if k != "defaults" and not k.startswith("#dialog_")]
    for key in keys + [k for k in ("text_entry_line", "horizontal_slider") if k not in data]:
        block = data.get(key, {})
        font = dict(block.get("font") or base)
        if "size" not in font:
            font["size"] = base["size"]
        font["size"] = str(round(int(font["size"]) * scale))
        scaled: dict[str, Any] = {"font": font}
        misc = block.get("misc", {})
        if "list_item_height" in misc:
            scaled["misc"] = {"list_item_height": str(round(int(misc["list_item_height"])
                                                            * scale))}
        out[f"{dialog_class(scale)}.{key}"] = scaled
    return out


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
    for scale in DIALOG_SCALES:
        data.update(_scaled_blocks(data, scale))
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict):
            _fix_font(font, regular_ok, bold_ok)
    return data

