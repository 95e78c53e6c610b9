"""Draw every PNG in art/ from the palette and write art/manifest.json.

Usage: ``python3 tools/make_art.py`` (headless; takes a few seconds). Re-run after any change
to tabletop/tablekit/palette.py or the art modules; never edit the PNGs by hand. Output is
deterministic: the same code gives the same pixels. Source: shared/docs/art-direction.md.

Shared art (table cloths, seat markers, glow, shadow, dice) comes from :mod:`art_common` and
:mod:`art_dice`; each game's own art follows the registry: for every id in ``games.ids()``,
the game's art script (:func:`game_art_script`) is run when it has one. Its ``build()``
writes ``art/<id>/...`` and may return manifest notes (a dict merged into the manifest).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

TOOLS = Path(__file__).resolve().parent
sys.path.insert(0, str(TOOLS))
sys.path.insert(1, str(TOOLS.parent))

import art_base  # noqa: E402
import art_cards  # noqa: E402
import art_common  # noqa: E402
import art_dice  # noqa: E402

from tabletop import games  # noqa: E402


def game_art_script(game_id: str) -> Path | None:
    """The art script of a game, or None when it draws no art of its own: the game folder's
    ``table/art.py`` when it has one, else ``tools/art_<id>.py`` (where every game keeps it
    today: all art is drawn by our scripts in ``tools/``)."""
    for path in (TOOLS.parent / "tabletop" / "games" / game_id / "table" / "art.py",
                 TOOLS / f"art_{game_id}.py"):
        if path.is_file():
            return path
    return None


def load_script(game_id: str) -> ModuleType | None:
    """The game's art script as a module (run with ``tools/`` on the path, so it may import
    :mod:`art_base`, :mod:`art_cards`, :mod:`art_shapes`), or None."""
    path = game_art_script(game_id)
    if path is None:
        return None
    spec = importlib.util.spec_from_file_location(f"art_{game_id}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def main() -> int:
    """Build all art, write the manifest, print a summary; returns 0."""
    notes = art_common.build()
    art_dice.build()
    for game_id in games.ids():
        script = load_script(game_id)
        if script is not None:
            notes.update(script.build() or {})
    notes["card_size"] = [art_cards.CARD_W, art_cards.CARD_H]
    path = art_base.write_manifest(notes)
    files = art_base.written()
    total = sum((art_base.ART / f).stat().st_size for f in files)
    print(f"{len(files)} images, {total / 1e6:.2f} MB, manifest {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
